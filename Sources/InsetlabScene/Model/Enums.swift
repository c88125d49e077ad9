public enum Orientation: String, Sendable, Hashable, CaseIterable {
    case portrait, landscape
}

/// `UIRectEdge` for `edgesForExtendedLayout`.
public struct RectEdges: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let top = RectEdges(rawValue: 1 << 0)
    public static let left = RectEdges(rawValue: 1 << 1)
    public static let bottom = RectEdges(rawValue: 1 << 2)
    public static let right = RectEdges(rawValue: 1 << 3)
    public static let all: RectEdges = [.top, .left, .bottom, .right]
    public static let none: RectEdges = []

    /// Scene spelling: `all`, `none`, or `[top, bottom]`.
    public var sceneDescription: String {
        if self == .all { return "all" }
        if self == .none { return "none" }
        var names: [String] = []
        if contains(.top) { names.append("top") }
        if contains(.left) { names.append("left") }
        if contains(.bottom) { names.append("bottom") }
        if contains(.right) { names.append("right") }
        return "[" + names.joined(separator: ", ") + "]"
    }
}

/// `UIScrollView.ContentInsetAdjustmentBehavior`.
public enum ContentInsetAdjustmentBehavior: String, Sendable, Hashable, CaseIterable {
    case automatic, scrollableAxes, never, always
}

/// `UINavigationItem.LargeTitleDisplayMode`.
public enum LargeTitleDisplayMode: String, Sendable, Hashable, CaseIterable {
    case automatic, always, never
}

public enum TableStyle: String, Sendable, Hashable, CaseIterable {
    case plain, grouped, insetGrouped
}

public enum ScrollDirection: String, Sendable, Hashable, CaseIterable {
    case vertical, horizontal
}

/// `UICollectionViewFlowLayout.SectionInsetReference`.
public enum SectionInsetReference: String, Sendable, Hashable, CaseIterable {
    case fromContentInset, fromSafeArea, fromLayoutMargins
}

public enum ControllerKind: String, Sendable, Hashable, CaseIterable {
    case viewController = "UIViewController"
    case tableViewController = "UITableViewController"
    case collectionViewController = "UICollectionViewController"
    case navigationController = "UINavigationController"
    case tabBarController = "UITabBarController"
    /// The iOS 14 column style (`primary`, `secondary`, `compact`): docs/model-decisions.md M26.
    case splitViewController = "UISplitViewController"

    /// Navigation and tab bar controllers own bars and lay out their children.
    public var isContainer: Bool { self == .navigationController || self == .tabBarController }

    /// Controllers whose view UIKit manages (no `view:` in the scene).
    public var hasManagedView: Bool { isContainer || self == .splitViewController }
}

public enum ViewKind: String, Sendable, Hashable, CaseIterable {
    case view = "UIView"
    case scrollView = "UIScrollView"
    case tableView = "UITableView"
    case collectionView = "UICollectionView"
    case textView = "UITextView"
    case label = "UILabel"
    case imageView = "UIImageView"
    case button = "UIButton"
    case textField = "UITextField"
    case `switch` = "UISwitch"
    case segmentedControl = "UISegmentedControl"
    case slider = "UISlider"
    /// Lays out its subviews (its arranged subviews) with constraints (SCENE-FORMAT v2).
    case stackView = "UIStackView"

    /// UIScrollView and its subclasses.
    public var isScrollView: Bool {
        switch self {
        case .scrollView, .tableView, .collectionView, .textView: true
        default: false
        }
    }

    /// Interactive controls (SCENE-FORMAT "Views").
    public var isControl: Bool {
        switch self {
        case .button, .textField, .switch, .segmentedControl, .slider: true
        default: false
        }
    }

    /// UIKit's `alignmentRectInsets` for the kind, where Interface Builder's stored frames
    /// measure them (model decision M34): Auto Layout places the frame less these, and an
    /// `intrinsicContentSize` is the alignment rect's size.
    /// - UISwitch: 2 pt at the right, none elsewhere. In ../shared/storyboards, every switch tied
    ///   by a required, equal constraint (multiplier 1) to a plain view of its superview: 14 by the
    ///   trailing edge, each frame 2 pt past it; 3 by the leading edge and 2 by the top, each at
    ///   it; centre ties within IB's pixel rounding. Files saved by Xcode 7 (JSQMessages), 8, 15
    ///   and 16 (DuckDuckGo) and 26 (IQKeyboardManager): the 51 × 31 switch and iOS 26's 63 × 28.
    /// - UISlider: 2 pt left and right (RxSwift's APIWrappers.storyboard, Xcode 12: a slider 504
    ///   wide at x = −2 in a 500-pt stack that fills). Its bottom, 1 pt by elimination in the same
    ///   stack (the switch below it has no vertical inset), and its top, which shares 1 pt with the
    ///   segmented control above it, are not applied.
    /// Insets are left and right, not leading and trailing (`UIEdgeInsets`; zacwe.st, 2017:
    /// "alignmentRectInsets doesn't support RTL"); right-to-left is not modelled.
    public var alignmentRectInsets: Insets {
        switch self {
        case .switch: Insets(right: 2)
        case .slider: Insets(left: 2, right: 2)
        default: .zero
        }
    }

    /// The intrinsic content size (the alignment rect's) of a kind whose size UIKit fixes, for a
    /// view that gives none (model decision M36): a `UISwitch` is 49 × 31 before iOS 26 and
    /// 61 × 28 on iOS 26 — its frame 51 × 31 and 63 × 28, as Interface Builder stores every
    /// switch of ../shared/storyboards (Xcode 7, 8, 15, 16; Xcode 26), less the 2 pt of
    /// `alignmentRectInsets`. Other kinds size to text or images, which a scene gives.
    public func fixedIntrinsicSize(ios: Int) -> (width: Double, height: Double)? {
        guard self == .switch else { return nil }
        return ios >= 26 ? (61, 28) : (49, 31)
    }

    /// Leaf views take no subviews in a scene.
    public var isLeaf: Bool {
        switch self {
        case .label, .imageView, .button, .textField, .switch, .segmentedControl, .slider: true
        default: false
        }
    }
}

/// Anchors a `pin` constraint can attach to (always the superview's, or the owning controller's guides).
public enum Anchor: String, Sendable, Hashable, CaseIterable {
    case superview, safeArea, margins, topLayoutGuide, bottomLayoutGuide
}

public enum BarKind: String, Sendable, Hashable, CaseIterable {
    case statusBar, navigationBar, tabBar, toolbar
}
