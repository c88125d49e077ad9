import InsetlabScene

/// Per-view numbers as they are computed, indexed like `Scene.views`.
struct ViewState {
    var frame: Rect
    var windowFrame: Rect
    /// Bounds origin: the contentOffset at rest for scroll views, zero otherwise.
    var boundsOrigin: Point = .zero
    /// Always computed (the engine needs it for pins and propagation); reported from iOS 11.
    var safeArea: Insets = .zero
    /// `nil` on iOS 7.
    var layoutMargins: Insets?
    /// Scroll views only.
    var scroll: ScrollGeometry?
    /// The view whose path prefixes this one's (`nil` at a controller's root view), and this
    /// view's own component: `feed.view` at a root, its index in `subviews` below.
    var pathParent: ViewIndex?
    var pathComponent: PathComponent
    var depth: Int
    /// The leaf controller whose view tree holds this view.
    var governingController: ControllerIndex?
    /// A scroll view is among its ancestors.
    var isInsideScrollView = false
}

/// A view's last path component, kept as numbers while laying out (no string per view, so a
/// `ViewState` copies without reference counting); `ResultAssembly` writes the text once.
enum PathComponent {
    /// `feed.view`: the root view of this controller.
    case controllerView(ControllerIndex)
    /// The view's index in its superview's `subviews`.
    case subview(Int)
}

/// Per-controller numbers, indexed like `Scene.controllers`.
struct ControllerState {
    /// Window coordinates.
    var viewFrame: Rect
    var safeArea: Insets
    var topLayoutGuide: Double
    var bottomLayoutGuide: Double
    var contentScrollView: ViewIndex?
    var isLeaf: Bool
    /// Leaves only: the chain, the first-subview search and the §5/§7 adjustment context.
    var chain: ControllerChain?
    var contentScrollSearch: ContentScrollSearch?
    var scrollAdjustment: ContentScrollAdjustment?
}

/// One container chain: a controller that lays out at a frame, the containers below it, and
/// the leaf whose view is on screen. The window's root starts one; so does every container
/// embedded by containment.
struct Chain {
    /// Which controllers: resolved once (`LayoutState.chain(from:)`).
    var resolved: ControllerChain
    var containers: [ControllerIndex] { resolved.containers }
    var leaf: ControllerIndex { resolved.leaf }
    /// The chain's frame in window coordinates.
    var frame: Rect
    /// The safe rect the chain inherits in window coordinates (the window's, or the embedding
    /// view's), before its own bars.
    var inheritedSafeRect: Rect
    /// For an embedded chain, the guide lines (window y) of the controller that embeds it.
    var parentGuideLines: (top: Double, bottom: Double)?
    var isWindowRoot: Bool
    /// A presented controller's chain or a split view's column: its root view sits at the top of
    /// the view tree and its frame is reported in window coordinates (its superview is the
    /// window-sized presentation container, or the window-root split view's view).
    var isTopLevelInWindow = false
    /// An iPhone page-sheet card on iOS 13–18, whose top navigation bar is 56 pt (M30).
    var isSheetCard = false
}

/// Everything the engine writes while laying out one scene.
struct LayoutState {
    let scene: Scene
    let metrics: BarMetrics
    var window = WindowLayout(frame: .zero, safeAreaInsets: nil, statusBarHidden: false)
    /// Window safe rect in window coordinates (used from iOS 11; equal to the window before).
    var windowSafeRect: Rect = .zero
    var bars: [BarLayout] = []
    var views: [ViewState?]
    var controllers: [ControllerState?]
    var trace = LayoutTrace()
    /// Every container chain, resolved once (`chain(from:)`).
    private var chainTable = ChainTable()
    /// The chains laid out, in the order the engine laid them out, and by start.
    var laidOutChains: [ControllerChain] = []
    var laidOutChainByStart: [ControllerIndex: ControllerChain] = [:]
    /// In the order first noted; `notedOnce` keeps a note made for every one of 20,000 tables from
    /// costing a scan of the list each time.
    private(set) var notes: [ModelNote] = []
    private var notedOnce: Set<ModelNote> = []
    /// Before iOS 11: the guides an outer chain's container adds to a scroll view its search
    /// found inside an embedded controller's view (LAYOUT-MODEL §5: "a child view controller's
    /// view counts as the subview it sits in"), by scroll view, outermost first; added to what
    /// the embedded chain's own container adds when that scroll view is laid out.
    var outerLegacyAdjustments: [ViewIndex: [(leaf: ControllerIndex, top: Double, bottom: Double, depth: Int)]] = [:]
    /// Frames the constraint solver gave, and what it found.
    var autoLayout = AutoLayoutState()

    /// `explain` wants every derivation; `run` and `check` skip building them.
    let recordsTrace: Bool

    init(scene: Scene, recordsTrace: Bool) {
        self.scene = scene
        self.recordsTrace = recordsTrace
        self.metrics = BarMetrics(device: scene.device, ios: scene.ios, orientation: scene.orientation)
        self.views = Array(repeating: nil, count: scene.views.count)
        self.controllers = Array(repeating: nil, count: scene.controllers.count)
    }

    var ios: Int { scene.ios }
    var era: LayoutEra { LayoutEra(ios: scene.ios) }
    var hasSafeArea: Bool { era.hasSafeArea }

    /// The chain from `start`, resolved once per variant.
    mutating func chain(from start: ControllerIndex) -> ControllerChain {
        chainTable.chain(from: start, in: scene)
    }

    /// Records a derivation when the caller asked for the trace; the source and the formula are
    /// built only then.
    mutating func record(
        _ subject: TraceSubject, _ property: LayoutProperty, rule: String,
        source: @autoclosure () -> DerivationSource, _ formula: @autoclosure () -> Formula
    ) {
        // The source too: a literal source is parsed for its LAYOUT-MODEL section, which cost
        // about 1% of `check` on the corpus when it ran for every view without a trace.
        guard recordsTrace else { return }
        trace.record(subject, Derivation(property: property, rule: rule, source: source(), expression: formula()))
    }

    mutating func note(
        _ kind: ModelNote.Kind, _ reference: String, _ message: String,
        controller: ControllerIndex? = nil, view: ViewIndex? = nil, key: String? = nil
    ) {
        let note = ModelNote(kind: kind, reference: reference, message: message, controller: controller, view: view, key: key)
        if notedOnce.insert(note).inserted { notes.append(note) }
    }
}

/// `n` as reports print it (`53.667`, `64`).
func fmt(_ value: Double) -> String { formatNumber(value) }
