import InsetlabScene

/// iPadOS 18 and later: a `UITabBarController` in a regular-width iPad window shows its tab bar
/// floating at the top, not at the bottom (docs/model-decisions.md M18).
///
/// Sources: WWDC24 session 10147 "Elevate your tab and sidebar experience in iPadOS" ("The
/// redesigned iPad tab bar floats at the top of your app", quoted in vdhamer/Photo-Club-Hub
/// #380); herzbube/littlego #439 and SSWConsulting/SSW.Rewards.Mobile #1239 (iPadOS 18
/// simulator: the bar at the top); Apollo-Reborn/Apollo-Reborn #557 (iPadOS 26: "a Liquid Glass
/// floating pill pinned to the top-center", UIKit keeps content clear of it through
/// `floatingTabBarTopInsetForViewController:`). No source gives the pill's height or the top
/// inset it adds, so insetlab draws no bottom bar, adds no inset for the floating one, and says
/// so in a note: the top safe area of such a scene is a lower bound.
enum TopTabBar {
    /// True where the tab bar floats at the top: an iPad (always regular width full screen,
    /// uikit-facts §1.1) on iPadOS 18 or later.
    static func floatsAtTop(_ metrics: BarMetrics) -> Bool {
        metrics.device.idiom == .pad && metrics.ios >= 18
    }

    static let note =
        "iPadOS 18+ shows this tab bar floating at the top of a regular-width window (WWDC24 session 10147;"
        + " Apollo-Reborn #557), not at the bottom: insetlab adds no bottom bar, and the top inset the floating bar"
        + " adds (UIKit's floatingTabBarTopInsetForViewController) is not measured, so the children's top safe area"
        + " here leaves it out (an app that sets UIKit's UseFloatingTabBar=NO, removed in iPadOS 26.4, keeps the bottom bar)"
}
