/// Which of UIKit's two inset models lays a variant out, decided once by the engine
/// (LAYOUT-MODEL §1): downstream code reads it instead of testing the iOS version again.
public enum LayoutEra: Sendable, Hashable {
    /// iOS 7–10: `topLayoutGuide`/`bottomLayoutGuide` and `automaticallyAdjustsScrollViewInsets`.
    case layoutGuides
    /// iOS 11 and later: `safeAreaInsets`, `adjustedContentInset` and
    /// `contentInsetAdjustmentBehavior`.
    case safeArea

    /// The era UIKit uses on iOS `ios` (the safe area arrived in iOS 11).
    public init(ios: Int) {
        self = ios >= 11 ? .safeArea : .layoutGuides
    }

    /// The safe-area properties exist.
    public var hasSafeArea: Bool { self == .safeArea }
}
