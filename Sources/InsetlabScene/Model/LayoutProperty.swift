/// Every value the layout engine computes, by the one name the whole tool uses for it: the
/// engine's derivations (`explain --property`), `expect` keys, snapshot facts, the layout diff
/// and the JSON report. The raw values are the public names (SCENE-FORMAT "Expectations" and
/// "JSON report"); never rename one.
public enum LayoutProperty: String, Sendable, Hashable, CaseIterable {
    // Views (and the window and bars: `frame`, `safeAreaInsets`).
    case frame, windowFrame, safeAreaInsets, layoutMargins
    // Scroll views.
    case contentInset, adjustedContentInset, contentOffset, contentSize
    /// Tables and collections: the first row's or item's frame in window coordinates at rest.
    case firstItemWindowFrame
    case isHidden
    // Controllers.
    case viewFrame, topLayoutGuide, bottomLayoutGuide
    /// The scroll view the first-subview search found (LAYOUT-MODEL §5).
    case adjustedScrollView
    /// Whether the leaf's view extends under the top or bottom bars (LAYOUT-MODEL §4).
    case extendedLayoutTop = "extendedLayout.top"
    case extendedLayoutBottom = "extendedLayout.bottom"
    /// A split view's columns; a presented controller's frame and style.
    case columns, presentation
    // The window and bars.
    case statusBarHidden, isTranslucent, showsLargeTitle

    /// The properties an `expect` line can name on a view.
    public static let viewProperties: [LayoutProperty] = [
        .frame, .windowFrame, .safeAreaInsets, .layoutMargins, .contentInset, .adjustedContentInset,
        .contentOffset, .contentSize,
    ]
    /// The properties an `expect` line can name on a controller (which also answers every view
    /// property, about its root view).
    public static let controllerProperties: [LayoutProperty] = [
        .viewFrame, .safeAreaInsets, .topLayoutGuide, .bottomLayoutGuide,
    ]
    /// Every property `expect` knows, in SCENE-FORMAT's order.
    public static let expectable: [LayoutProperty] = [
        .frame, .windowFrame, .safeAreaInsets, .layoutMargins, .contentInset, .adjustedContentInset,
        .contentOffset, .contentSize, .viewFrame, .topLayoutGuide, .bottomLayoutGuide,
    ]

    /// The property an `expect` key names, if `expect` knows it.
    public init?(expectable name: String) {
        guard let property = LayoutProperty(rawValue: name), property.isExpectable else { return nil }
        self = property
    }

    public var isExpectable: Bool { arity != nil }

    /// How many numbers an expected value has (1 for a plain number); `nil` for properties
    /// `expect` does not take.
    public var arity: Int? {
        switch self {
        case .frame, .windowFrame, .viewFrame: 4
        case .safeAreaInsets, .layoutMargins, .contentInset, .adjustedContentInset: 4
        case .contentOffset, .contentSize: 2
        case .topLayoutGuide, .bottomLayoutGuide: 1
        case .firstItemWindowFrame, .isHidden, .adjustedScrollView, .extendedLayoutTop, .extendedLayoutBottom,
            .columns, .presentation, .statusBarHidden, .isTranslucent, .showsLargeTitle:
            nil
        }
    }
}

/// The properties `expect` takes: the expectable `LayoutProperty` cases (one vocabulary).
public typealias ExpectedProperty = LayoutProperty
