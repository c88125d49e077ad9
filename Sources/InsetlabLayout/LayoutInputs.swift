public import InsetlabScene
public import InsetlabYAML

/// The settings the engine laid one variant out from, as rules and reports quote them: per
/// controller and per view, the value a setting had, where it was written (its source mark),
/// its name and Interface Builder id. Read-only and typed; the scene itself stays inside the
/// engine (docs/architecture.md, "What downstream reads").
///
/// `controller(_:)` and `view(_:)` hand out small cursors that read one field at a time, so a
/// rule that walks every view copies no view's settings wholesale.
public struct LayoutInputs: Sendable {
    let scene: Scene

    init(scene: Scene) {
        self.scene = scene
    }

    /// Every controller of the scene, on screen or not.
    public var controllerIndices: Range<ControllerIndex> { scene.controllers.indices }
    /// Every view of the scene, on screen or not.
    public var viewIndices: Range<ViewIndex> { scene.views.indices }
    /// Where the file names its device (`device:`, else `matrix:`).
    public var deviceMark: Mark? { scene.deviceMark }

    /// One controller's settings (any controller of the scene, on screen or not).
    public func controller(_ index: ControllerIndex) -> ControllerInputs {
        ControllerInputs(specs: scene.controllers, index: index)
    }

    /// One view's settings (any view of the scene, on screen or not).
    public func view(_ index: ViewIndex) -> ViewInputs {
        ViewInputs(specs: scene.views, index: index)
    }

    /// The variant laid out again with one controller setting changed: what `no-effect` compares
    /// against. The engine owns the scene, so a counterfactual is asked of it, not built outside.
    public func relayout(changing setting: ControllerSetting, of index: ControllerIndex) -> LayoutResult {
        var scene = scene
        switch setting {
        case .edgesForExtendedLayout(let edges): scene.controllers[index].edgesForExtendedLayout = edges
        case .extendedLayoutIncludesOpaqueBars(let value): scene.controllers[index].extendedLayoutIncludesOpaqueBars = value
        case .automaticallyAdjustsScrollViewInsets(let value): scene.controllers[index].automaticallyAdjustsScrollViewInsets = value
        }
        return LayoutEngine.layout(scene, trace: false)
    }

    /// Why a controller has no layout in this variant: the container that hides it (or an
    /// off-screen controller that holds it), walking up from the controller.
    public func offScreenCause(of index: ControllerIndex, in result: LayoutResult) -> OffScreenCause {
        let controllers = scene.controllers
        var current = index
        var hidden = index
        // Bounded by the number of controllers: each step moves to an enclosing controller.
        for _ in 0...controllers.count {
            if let parentIndex = controllers[current].container {
                let parent = controllers[parentIndex]
                if parent.visibleChild != current {
                    let how: OffScreenCause.How = switch parent.kind {
                    case .navigationController: .belowTopOfNavigationStack
                    case .splitViewController: .splitColumnNotShown
                    default: .notSelectedTab(selectedIndex: parent.selectedIndex)
                    }
                    return OffScreenCause(hidden: hidden, container: parentIndex, how: how)
                }
                current = parentIndex
            } else if let host = controllers[current].embeddedIn {
                current = scene.views[host].owner
            } else {
                break
            }
            if result.controller(current) != nil { break }
            hidden = current
        }
        return OffScreenCause(hidden: hidden, container: nil, how: nil)
    }
}

/// A controller setting `LayoutInputs.relayout(changing:of:)` can change.
public enum ControllerSetting: Sendable, Hashable {
    case edgesForExtendedLayout(RectEdges)
    case extendedLayoutIncludesOpaqueBars(Bool)
    case automaticallyAdjustsScrollViewInsets(Bool)
}

/// Why a controller is not on screen.
public struct OffScreenCause: Sendable, Hashable {
    public enum How: Sendable, Hashable {
        /// Not the last of a navigation controller's `viewControllers`.
        case belowTopOfNavigationStack
        /// Not a tab bar controller's selected tab.
        case notSelectedTab(selectedIndex: Int)
        /// A split view controller's column that this width and display mode do not show.
        case splitColumnNotShown
    }

    /// The controller the container hides: the one asked about, or an off-screen controller
    /// that holds it (by containment or as a container).
    public var hidden: ControllerIndex
    /// The container that hides it; `nil` when the walk found none.
    public var container: ControllerIndex?
    public var how: How?
}

/// One controller's settings as written (UIKit's defaults where the scene is silent).
public struct ControllerInputs: Sendable {
    private let specs: [ControllerSpec]
    /// The controller's index in the scene (`LayoutResult.controller(_:)` takes it).
    public let index: ControllerIndex

    init(specs: [ControllerSpec], index: ControllerIndex) {
        self.specs = specs
        self.index = index
    }

    /// `id:` as written.
    public var id: String? { specs[index].id }
    /// The Interface Builder object it was imported from.
    public var ib: String? { specs[index].ib }
    /// `type:` (UINavigationController, UIViewController…).
    public var kind: ControllerKind { specs[index].kind }
    /// Its name in reports: id, else key path.
    public var name: String { specs[index].displayName }
    /// `root.viewControllers[1]`.
    public var keyPath: String { specs[index].keyPath }
    /// The controller's mapping.
    public var mark: Mark { specs[index].mark }
    /// Where each setting was written, by scene key; no mark where UIKit's default applies.
    public var marks: PropertyMarks { specs[index].marks }
    /// The `type:` line (the mapping when `type` was implied).
    public var typeMark: Mark { specs[index].marks["type"] ?? specs[index].mark }

    // UIViewController's properties of the same names, as written or UIKit's default.
    public var edgesForExtendedLayout: RectEdges { specs[index].edgesForExtendedLayout }
    public var extendedLayoutIncludesOpaqueBars: Bool { specs[index].extendedLayoutIncludesOpaqueBars }
    public var automaticallyAdjustsScrollViewInsets: Bool { specs[index].automaticallyAdjustsScrollViewInsets }
    public var prefersStatusBarHidden: Bool { specs[index].prefersStatusBarHidden }
    public var hidesBottomBarWhenPushed: Bool { specs[index].hidesBottomBarWhenPushed }
    /// Its children in order (a navigation controller's stack, a tab bar controller's tabs).
    public var children: [ControllerIndex] { specs[index].children }
    /// `tabBar.isHidden`, for a tab bar controller.
    public var isTabBarHidden: Bool { specs[index].tabBar.isHidden }
    /// `isToolbarHidden`, for a navigation controller.
    public var isToolbarHidden: Bool { specs[index].toolbar.isHidden }
    /// The container it is a child of (`viewControllers`), if any.
    public var container: ControllerIndex? { specs[index].container }
    /// The view whose `subviews` hold it, when it is embedded by containment.
    public var embeddedIn: ViewIndex? { specs[index].embeddedIn }
    /// Its root view (`view:`), when the scene gives one.
    public var rootView: ViewIndex? { specs[index].view }
}

/// One view's settings as written (UIKit's defaults where the scene is silent).
public struct ViewInputs: Sendable {
    private let specs: [ViewSpec]
    /// The view's index in the scene (`LayoutResult.view(_:)` takes it).
    public let index: ViewIndex

    init(specs: [ViewSpec], index: ViewIndex) {
        self.specs = specs
        self.index = index
    }

    /// `id:` as written.
    public var id: String? { specs[index].id }
    /// The Interface Builder object it was imported from.
    public var ib: String? { specs[index].ib }
    /// `type:` (UITableView, UILabel…).
    public var kind: ViewKind { specs[index].kind }
    /// `root.view.subviews[1]`.
    public var keyPath: String { specs[index].keyPath }
    /// The view's mapping.
    public var mark: Mark { specs[index].mark }
    /// Where each setting was written, by scene key; no mark where UIKit's default applies.
    public var marks: PropertyMarks { specs[index].marks }
    /// The `type:` line (the mapping when `type` was implied).
    public var typeMark: Mark { specs[index].marks["type"] ?? specs[index].mark }

    public var superview: ViewIndex? { specs[index].superview }
    /// `subviews`, in order.
    public var subviews: [ViewIndex] { specs[index].subviews }
    /// The nearest controller that owns it.
    public var owner: ControllerIndex { specs[index].owner }
    /// `frame:`, `pin:`, managed by a controller, or placed by constraints.
    public var position: Position { specs[index].position }
    /// Its own constraints (`constraints:`, and `pin` entries beyond v1).
    public var constraints: [ViewConstraint] { specs[index].autoLayout?.constraints ?? [] }
    /// `intrinsicContentSize` on each axis; `nil` without one.
    public var intrinsicWidth: Double? { specs[index].autoLayout?.intrinsicWidth }
    /// See `intrinsicWidth`.
    public var intrinsicHeight: Double? { specs[index].autoLayout?.intrinsicHeight }
    /// Stack views: the axis it arranges its subviews on.
    public var stackAxis: StackSpec.Axis? { specs[index].autoLayout?.stack?.axis }
    /// Scroll views: the `contentInset` the scene sets (zero when silent).
    public var contentInset: Insets? { specs[index].scroll?.contentInset }
    /// Scroll views: `isScrollEnabled`.
    public var isScrollEnabled: Bool? { specs[index].scroll?.isScrollEnabled }
    /// Table views: the table's settings.
    public var table: TableSpec? { specs[index].table }
    /// Collection views: the flow layout's `sectionInsetReference`.
    public var sectionInsetReference: SectionInsetReference? { specs[index].collection?.sectionInsetReference }
}
