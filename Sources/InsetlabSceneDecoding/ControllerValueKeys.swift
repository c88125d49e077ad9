import InsetlabScene

/// The view-controller keys that hold one value, one entry each: the decoder, matrix axes, the
/// version check and the JSON Schema all read them from here (`SceneValueKey`). The order is
/// the schema's and the "did you mean" lists'.
package enum ControllerValueKeys {
    /// Keys every controller takes.
    package static let common: [SceneValueKey<ControllerSpec>] = [
        .edges(
            "edgesForExtendedLayout", \.edgesForExtendedLayout,
            """
            UIViewController.edgesForExtendedLayout (iOS 7+): the edges along which the view \
            extends under bars. Without top, the view starts below the navigation bar (inside a \
            container without one, below the status bar); without bottom it stops at the tab \
            bar or toolbar. Under an opaque bar only with extendedLayoutIncludesOpaqueBars. \
            Wins over extendedLayoutIncludesOpaqueBars. The window's root view controller \
            ignores it.
            """),
        .bool(
            "extendedLayoutIncludesOpaqueBars", \.extendedLayoutIncludesOpaqueBars,
            """
            UIViewController.extendedLayoutIncludesOpaqueBars (iOS 7+): the view also extends \
            under opaque bars (isTranslucent: false), along the edges edgesForExtendedLayout lists.
            """),
        .bool(
            "automaticallyAdjustsScrollViewInsets", \.automaticallyAdjustsScrollViewInsets,
            """
            UIViewController.automaticallyAdjustsScrollViewInsets (iOS 7+, deprecated in iOS \
            11). iOS 7–10: inside a navigation or tab bar controller, UIKit adds topLayoutGuide \
            and bottomLayoutGuide to the contentInset of ONE scroll view, found by following \
            subviews[0] from the view. iOS 11+: no longer writes contentInset; only \
            contentInsetAdjustmentBehavior automatic reads it (false makes automatic act like \
            scrollableAxes).
            """),
        .insets(
            "additionalSafeAreaInsets", \.additionalSafeAreaInsets, since: Availability(since: 11),
            """
            UIViewController.additionalSafeAreaInsets (iOS 11+): added to the safe area of the \
            controller's view, and through it to its subviews and child controllers; may be \
            negative. An error before iOS 11 (the API does not exist there).
            """),
        .bool(
            "prefersStatusBarHidden", \.prefersStatusBarHidden,
            """
            UIViewController.prefersStatusBarHidden: hides the status bar while this controller \
            is the one on screen. iPhones also hide it in landscape (iOS 8+). Notched iPhones \
            keep their top safe-area inset without it; home-button iPhones drop to 0.
            """),
        .bool(
            "hidesBottomBarWhenPushed", \.hidesBottomBarWhenPushed,
            """
            UIViewController.hidesBottomBarWhenPushed: when this controller is pushed onto a \
            navigation stack (not as its root) inside a tab bar controller, the tab bar hides \
            and the view runs to the bottom of the screen.
            """),
        .choice(
            "largeTitleDisplayMode", \.largeTitleDisplayMode, "automatic, always or never.", since: Availability(since: 11),
            """
            UINavigationItem.largeTitleDisplayMode (iOS 11+): with the navigation bar's \
            prefersLargeTitles, automatic and always show a large title (the bar grows by \
            52 pt, to 96), never keeps the 44-pt bar. Never large in iPhone landscape; an \
            error before iOS 11 (the API does not exist there).
            """),
    ]

    /// Keys of UINavigationController.
    package static let navigation: [SceneValueKey<ControllerSpec>] = [
        .bool(
            "isNavigationBarHidden", \.isNavigationBarHidden,
            """
            UINavigationController.isNavigationBarHidden: hides the navigation bar; the status \
            bar alone then covers the top (topLayoutGuide 20 on a home-button iPhone).
            """),
        .bool(
            "isToolbarHidden", \.toolbar.isHidden,
            """
            UINavigationController.isToolbarHidden: false shows the toolbar at the bottom, \
            44 pt (32 in compact-width landscape, 50 on iPad from iOS 12) plus the home \
            indicator, above any tab bar.
            """),
    ]

    package static let all = common + navigation

    private static let byName = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    package static func named(_ name: String) -> SceneValueKey<ControllerSpec>? { byName[name] }

    // MARK: Bars

    /// The settings of each bar mapping (`navigationBar: {isTranslucent: false}`), all flags; a
    /// matrix names one as `navigationBar.isTranslucent`, and so does the version check.
    package static let navigationBar: [SceneValueKey<ControllerSpec>] = [
        .bool("isTranslucent", \.navigationBar.isTranslucent, translucency("UINavigationBar")),
        .bool(
            "prefersLargeTitles", \.navigationBar.prefersLargeTitles, since: Availability(since: 11),
            """
            UINavigationBar.prefersLargeTitles (iOS 11+): large titles, 52 pt more (96 in \
            all) unless the on-screen controller's largeTitleDisplayMode is never. Never in \
            iPhone landscape; an error before iOS 11 (the API does not exist there).
            """),
    ]
    package static let toolbar: [SceneValueKey<ControllerSpec>] = [
        .bool("isTranslucent", \.toolbar.isTranslucent, translucency("UIToolbar"))
    ]
    package static let tabBar: [SceneValueKey<ControllerSpec>] = [
        .bool("isTranslucent", \.tabBar.isTranslucent, translucency("UITabBar")),
        .bool("isHidden", \.tabBar.isHidden, "UITabBar.isHidden: hides the tab bar; the view then runs to the bottom of the screen."),
    ]

    /// `navigationBar`, `toolbar` or `tabBar`'s settings.
    package static func bar(_ bar: String) -> [SceneValueKey<ControllerSpec>] {
        switch bar {
        case "navigationBar": navigationBar
        case "toolbar": toolbar
        default: tabBar
        }
    }

    private static func translucency(_ className: String) -> String {
        """
        \(className).isTranslucent: the view extends under a translucent bar (when \
        edgesForExtendedLayout lists that edge); an opaque bar stops it unless \
        extendedLayoutIncludesOpaqueBars.
        """
    }
}
