import InsetlabScene

/// iOS 26 (Liquid Glass) bar metrics, apart from the classic numbers in `BarMetrics` so that
/// each era reads on its own (docs/model-decisions.md M14–M17).
///
/// What is measured and what is inferred (research-facts §5):
/// - navigation-bar content height 54 (L1, a user report on iPhone; L2, OpenUIKit's Mac
///   Catalyst oracle dumps: an inline bar 54 pt tall);
/// - large-title zone 52 (L2: expanded adjustedContentInset.top 116 = 10 + 54 + 52);
/// - tab bar: a 62-pt floating platter with a 10-pt bottom margin, bar region 72 (L3, Catalyst);
///   content extends behind it (uikit-facts §1.4, dotnet/maui PR #35523);
/// - toolbar 48 (L5, SKPhotoBrowser PR #459).
/// L2–L4 come from Mac Catalyst with a compact-width trait override: good evidence for metrics
/// inside the bars, none for where the bars sit in an iPhone window. Every window-level
/// position here (the bar's y under the status bar, the tab bar region above a home indicator,
/// landscape and iPad heights) is inferred, and a model-uncertainty note says so.
enum LiquidGlassBars {
    /// First iOS version with Liquid Glass bars.
    static let firstIOS = 26

    /// iPhone navigation-bar content height in portrait (L1, L2).
    static let navigationBarHeight = 54.0
    /// The large-title zone under the inline bar (L2; 52 as on iOS 11–18, F51).
    static let largeTitleZone = 52.0
    /// The tab bar's floating platter height (L3: [51, 408, 274, 62]).
    static let tabBarPlatterHeight = 62.0
    /// The platter's margin above the bottom of the scene (L3: 408 + 62 + 10 = 480).
    static let tabBarBottomMargin = 10.0
    /// UIToolbar height (L5).
    static let toolbarHeight = 48.0

    /// The bottom part of the tab bar region under the platter: the 10-pt margin (L3), or the
    /// home-indicator inset where that is larger (inferred: the platter never sits on the home
    /// indicator).
    static func tabBarBottomInset(homeIndicator: Double) -> Double {
        max(tabBarBottomMargin, homeIndicator)
    }

    /// The model-uncertainty note for a navigation bar laid out on iOS 26.
    /// - Parameter underStatusBar: the bar sits under the status bar (else at a sheet's,
    ///   column's or embedding view's safe-area top, which is not carried over from anything).
    static func navigationBarNote(height: Double, classicHeight: Double, metrics: BarMetrics, underStatusBar: Bool = true) -> String {
        var text = "iOS 26 navigation bar: content height \(fmt(height))"
        if height == navigationBarHeight {
            text += " (research-facts L1, L2)"
        } else {
            text += " kept from iOS 18 (\(fmt(classicHeight))): no iOS 26 measurement for "
                + (metrics.device.idiom == .pad ? "iPad bars" : "landscape bars")
        }
        guard underStatusBar else { return text }
        return text + "; its y under the status bar is carried over from iOS 18 (L2 measured Mac Catalyst, not an iPhone window)"
    }

    /// The note for a tab bar laid out on iOS 26.
    static func tabBarNote(bottomInset: Double, metrics: BarMetrics) -> String {
        "iOS 26 floating tab bar: a \(fmt(tabBarPlatterHeight))-pt platter with a \(fmt(tabBarBottomMargin))-pt bottom margin"
            + " (research-facts L3, Mac Catalyst); on an iPhone the region under the platter is taken as"
            + " \(fmt(bottomInset)) = max(10, home indicator), an inference; content extends behind the bar"
            + " whatever isTranslucent says (uikit-facts §1.4)" + extrapolation(metrics, measured: "a 375×480 compact Catalyst scene")
    }

    /// The note for a toolbar laid out on iOS 26.
    static func toolbarNote(_ metrics: BarMetrics, homeIndicatorStrip: Bool) -> String {
        "iOS 26 toolbar: 48 pt (research-facts L5, SKPhotoBrowser PR #459)"
            + (homeIndicatorStrip ? "; the home-indicator strip below it is carried over from iOS 18 (D8)" : "")
            + extrapolation(metrics, measured: "an iPhone in portrait")
    }

    /// Where a bar's iOS 26 source did not look: an iPad (research-facts §5: "Not found: … iPad
    /// bar metrics on iOS 26") or a landscape iPhone window.
    private static func extrapolation(_ metrics: BarMetrics, measured: String) -> String {
        if metrics.device.idiom == .pad {
            return "; the source measured \(measured), and iPad bars on iOS 26 are not measured (research-facts §5): an extrapolation"
        }
        if metrics.orientation == .landscape {
            return "; the source measured \(measured), not a landscape iPhone: an extrapolation"
        }
        return ""
    }
}
