public import InsetlabScene
public import InsetlabYAML

/// Everything the engine computed for one scene variant. Only what is on screen appears:
/// controllers further down a navigation stack or in unselected tabs have no geometry.
public struct LayoutResult: Sendable {
    /// The variant laid out: the engine's own. Downstream reads what the engine decided (the
    /// fields below) and the settings it read through `inputs` (docs/architecture.md).
    var scene: Scene
    /// The settings this variant was laid out from, per controller and view, with their marks,
    /// names and Interface Builder ids; and counterfactual re-layouts (`relayout(changing:of:)`).
    public var inputs: LayoutInputs { LayoutInputs(scene: scene) }
    /// Which variant this is (device, iOS, orientation, property axes).
    public var variant: VariantKey
    /// The scene file's path as given (`-` for standard input), for locations in reports.
    public var file: String
    /// Safe area or layout guides: which inset model UIKit uses for this variant.
    public var era: LayoutEra
    /// The device numbers the layout used.
    public var device: LayoutDeviceMetrics
    public var window: WindowLayout
    /// Visible bars, top to bottom: status bar, navigation bars, then toolbars and tab bars.
    public var bars: [BarLayout]
    /// On-screen controllers in tree order (window root first).
    public var controllers: [ControllerLayout]
    /// On-screen views in tree pre-order (a view before its subviews, subviews in order).
    public var views: [ViewLayout]
    /// Why every number came out as it did.
    public var trace: LayoutTrace
    /// Places where the result leans on a rule the sources disagree on, or on something the model
    /// does not cover. Reports show them; they never change a number.
    public var notes: [ModelNote]
    /// Conflicting and ambiguous constraints the solver found (SCENE-FORMAT "Auto Layout (v2)").
    public var autoLayoutIssues: [AutoLayoutIssue] = []
    /// The constraints the solver was given from the scene (`constraints:`, and `pin` of views it
    /// placed), in the order added, with where their anchors ended up: what a picture draws.
    public var constraints: [PlacedConstraint] = []
    /// Every container chain laid out, each resolved once, in the order the engine laid them out
    /// (the window's first, then presented controllers', then embedded ones and split columns).
    public var chains: [ControllerChain]

    /// Position in `controllers` of each on-screen controller, by scene index.
    public var controllerSlots: IndexSlots
    /// Position in `views` of each on-screen view, by scene index.
    public var viewSlots: IndexSlots

    public func controller(_ index: ControllerIndex) -> ControllerLayout? {
        controllerSlots[index].map { controllers[$0] }
    }

    public func view(_ index: ViewIndex) -> ViewLayout? {
        viewSlots[index].map { views[$0] }
    }

    public func controller(id: String) -> ControllerLayout? {
        controllers.first { $0.id == id }
    }

    public func view(id: String) -> ViewLayout? {
        views.first { $0.id == id }
    }

    /// The first visible bar of a kind (the window chain's, which comes first).
    public func bar(_ kind: BarKind) -> BarLayout? {
        bars.first { $0.kind == kind }
    }
}

public struct WindowLayout: Sendable, Hashable {
    public var frame: Rect
    /// `nil` before iOS 11.
    public var safeAreaInsets: Insets?
    public var statusBarHidden: Bool
}

public struct BarLayout: Sendable, Hashable {
    public var kind: BarKind
    /// The container that owns the bar (`nil` for the status bar).
    public var owner: ControllerIndex?
    public var ownerName: String?
    /// Window coordinates. A tab bar (and a toolbar at the screen bottom) includes the
    /// home-indicator strip below its items.
    public var frame: Rect
    /// `nil` for the status bar.
    public var isTranslucent: Bool?
    /// Navigation bars only: the large title is shown.
    public var showsLargeTitle: Bool
}

public struct ControllerLayout: Sendable, Hashable {
    public var index: ControllerIndex
    public var id: String?
    public var kind: ControllerKind
    /// The controller's name in reports: id, else key path.
    public var name: String
    /// The root view's frame in window coordinates.
    public var viewFrame: Rect
    /// The root view's safe area; `nil` before iOS 11.
    public var safeAreaInsets: Insets?
    public var topLayoutGuide: Double
    public var bottomLayoutGuide: Double
    /// The scroll view the first-subview search found (LAYOUT-MODEL §5), if any.
    public var contentScrollView: ViewIndex?
    /// The controller whose view is on screen at the end of its container chain.
    public var isLeaf: Bool
    /// The root view (nil for containers, whose views UIKit manages).
    public var rootView: ViewIndex?
    /// Leaves: the chain the engine resolved to reach this controller.
    public var chain: ControllerChain? = nil
    /// Leaves with a view: the first-subview search, with where it ended and why (§5).
    public var contentScrollSearch: ContentScrollSearch? = nil
    /// Leaves with a view: whether the containers adjust the content scroll view (§5, §7).
    public var scrollAdjustment: ContentScrollAdjustment? = nil
}

public struct ViewLayout: Sendable, Hashable {
    public var index: ViewIndex
    public var id: String?
    public var kind: ViewKind
    /// `feed.view/0/2`: the owning controller's name, `.view`, then subview indices. Built on
    /// demand (`pathStorage.tail` gives the end of a deep path cheaply).
    public var path: String { pathStorage.description }
    public var pathStorage: ViewPath
    /// In the superview's coordinates (content coordinates inside a scroll view).
    public var frame: Rect
    /// Where the view is on screen at rest (scroll views' contentOffset applied).
    public var windowFrame: Rect
    /// `nil` before iOS 11.
    public var safeAreaInsets: Insets?
    /// `nil` on iOS 7 (layout margins arrived in iOS 8).
    public var layoutMargins: Insets?
    /// Behind the scroll-view numbers below; nil for other views.
    private var scrollGeometry: ScrollGeometry?

    // Scroll views only (nil otherwise):
    public var contentInset: Insets? {
        get { scrollGeometry?.values.contentInset }
        set { updateScrollGeometry { $0.contentInset = newValue } }
    }

    /// `nil` before iOS 11 and for non-scroll views.
    public var adjustedContentInset: Insets? {
        get { scrollGeometry?.values.adjustedContentInset }
        set { updateScrollGeometry { $0.adjustedContentInset = newValue } }
    }

    public var contentOffset: Point? {
        get { scrollGeometry?.values.contentOffset }
        set { updateScrollGeometry { $0.contentOffset = newValue } }
    }

    public var contentSize: Size? {
        get { scrollGeometry?.values.contentSize }
        set { updateScrollGeometry { $0.contentSize = newValue } }
    }

    /// Table views: the first row's frame in window coordinates at rest; collection views: the
    /// first item's. `nil` when there is no row or item.
    public var firstItemWindowFrame: Rect? {
        get { scrollGeometry?.values.firstItemWindowFrame }
        set { updateScrollGeometry { $0.firstItemWindowFrame = newValue } }
    }

    /// Scroll views: the `contentInsetAdjustmentBehavior` the insets were computed with (the
    /// scene's, else UIKit's default `.automatic`).
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior? {
        scrollGeometry?.values.contentInsetAdjustmentBehavior
    }

    /// Scroll views: whether the vertical axis counted as scrollable for §7 (scrolling enabled,
    /// and content taller than the view or `alwaysBounceVertical`).
    public var isVerticallyScrollable: Bool? {
        scrollGeometry?.values.isVerticallyScrollable
    }
    public var isHidden: Bool
    public var depth: Int
    /// The on-screen leaf controller whose first-subview search and flags govern this view: the
    /// leaf of the chain whose view tree holds it (embedded plain controllers included).
    public var governingController: ControllerIndex?
    /// A scroll view is among the view's ancestors (its content scrolls; it is not "pinned").
    public var isInsideScrollView = false

    init(
        index: ViewIndex, id: String?, kind: ViewKind, path: String, frame: Rect, windowFrame: Rect,
        safeAreaInsets: Insets?, layoutMargins: Insets?, contentInset: Insets?, adjustedContentInset: Insets?,
        contentOffset: Point?, contentSize: Size?, firstItemWindowFrame: Rect?, isHidden: Bool, depth: Int
    ) {
        self.init(
            index: index, id: id, kind: kind, pathStorage: ViewPath(path), frame: frame, windowFrame: windowFrame,
            safeAreaInsets: safeAreaInsets, layoutMargins: layoutMargins, contentInset: contentInset,
            adjustedContentInset: adjustedContentInset, contentOffset: contentOffset, contentSize: contentSize,
            firstItemWindowFrame: firstItemWindowFrame, isHidden: isHidden, depth: depth)
    }

    init(
        index: ViewIndex, id: String?, kind: ViewKind, pathStorage: ViewPath, frame: Rect, windowFrame: Rect,
        safeAreaInsets: Insets?, layoutMargins: Insets?, contentInset: Insets?, adjustedContentInset: Insets?,
        contentOffset: Point?, contentSize: Size?, firstItemWindowFrame: Rect?, isHidden: Bool, depth: Int
    ) {
        let values = ScrollGeometry.Values(
            contentInset: contentInset, adjustedContentInset: adjustedContentInset, contentOffset: contentOffset,
            contentSize: contentSize, firstItemWindowFrame: firstItemWindowFrame)
        self.init(
            index: index, id: id, kind: kind, pathStorage: pathStorage, frame: frame, windowFrame: windowFrame,
            safeAreaInsets: safeAreaInsets, layoutMargins: layoutMargins,
            scrollGeometry: values.isEmpty ? nil : .values(values), isHidden: isHidden, depth: depth)
    }

    /// `scrollGeometry`: the box the layout state already holds for a scroll view, taken as is.
    init(
        index: ViewIndex, id: String?, kind: ViewKind, pathStorage: ViewPath, frame: Rect, windowFrame: Rect,
        safeAreaInsets: Insets?, layoutMargins: Insets?, scrollGeometry: ScrollGeometry?, isHidden: Bool, depth: Int
    ) {
        self.index = index
        self.id = id
        self.kind = kind
        self.pathStorage = pathStorage
        self.frame = frame
        self.windowFrame = windowFrame
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
        self.scrollGeometry = scrollGeometry
        self.isHidden = isHidden
        self.depth = depth
    }

    private mutating func updateScrollGeometry(_ update: (inout ScrollGeometry.Values) -> Void) {
        var values = scrollGeometry?.values ?? ScrollGeometry.Values()
        update(&values)
        scrollGeometry = values.isEmpty ? nil : .values(values)
    }
}

/// A scroll view's insets, offset, content size and first item, out of line: only scroll views
/// have them, and a scene can hold 100,000 views. The layout state and `ViewLayout` share the
/// box; it is immutable, so a write stores a new one.
indirect enum ScrollGeometry: Sendable, Hashable {
    struct Values: Sendable, Hashable {
        var contentInset: Insets?
        var adjustedContentInset: Insets?
        var contentOffset: Point?
        var contentSize: Size?
        var firstItemWindowFrame: Rect?
        var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior?
        var isVerticallyScrollable: Bool?

        var isEmpty: Bool {
            contentInset == nil && adjustedContentInset == nil && contentOffset == nil && contentSize == nil
                && firstItemWindowFrame == nil && contentInsetAdjustmentBehavior == nil && isVerticallyScrollable == nil
        }
    }

    case values(Values)

    var values: Values {
        switch self {
        case .values(let values): values
        }
    }
}

/// A problem the constraint solver found in one variant.
public struct AutoLayoutIssue: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        /// Required constraints that cannot all hold: UIKit breaks one ("Unable to
        /// simultaneously satisfy constraints").
        case conflict
        /// A view's position or size on one axis is not fixed by its constraints.
        case ambiguity
    }

    public var kind: Kind
    public var message: String
    public var mark: Mark?
    public var view: ViewIndex?
}

/// A scene constraint after the solve: `first` (relation) `second` × `multiplier` + `constant`,
/// with both anchors' window coordinates, so a picture can draw it as Xcode's canvas does.
/// Constraints UIKit makes itself (intrinsic sizes, frames, stack views) are not listed.
public struct PlacedConstraint: Sendable, Hashable {
    /// The view it places (its first item, or the view whose `pin` it is).
    public var view: ViewIndex
    /// As written (`title.leading == avatar.trailing + 12`), or `banner.pin.top` for a pin.
    public var text: String
    /// The first item's attribute (its axis says which coordinate `first` and `second` are).
    public var attribute: LayoutAttribute
    /// The first anchor's window x or y (its length, for a width or height).
    public var first: Double
    /// The second anchor's, likewise; `nil` when the constraint sets a constant (`width == 44`).
    public var second: Double?
    public var relation: LayoutRelation
    public var multiplier: Double
    public var constant: Double
    public var priority: Double
    /// It contradicted required constraints added before it, and was left out of the solve.
    public var isBroken: Bool
    public var mark: Mark?
}

/// A remark attached to a result: a rule the sources disagree on (with the alternative
/// outcome), or an input the model does not cover.
public struct ModelNote: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        /// The number depends on a rule with conflicting sources (uikit-facts D-numbers).
        case uncertainty
        /// Part of the scene is outside the model (LAYOUT-MODEL §9) or a default is assumed.
        case notModelled
    }

    public var kind: Kind
    /// `D13`, `D14`, `seed-004`… — the disagreement it rests on.
    public var reference: String
    public var message: String
    public var controller: ControllerIndex?
    public var view: ViewIndex?
    /// The key of that controller or view the note is about (`searchController`, `sheet`),
    /// where a report points; its `type:` line when nil. A note with no controller or view is
    /// about the device.
    public var key: String?
}
