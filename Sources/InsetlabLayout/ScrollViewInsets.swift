import InsetlabScene

/// What a chain's leaf decides for the scroll views in its tree (LAYOUT-MODEL §5 before iOS 11,
/// §7's `.automatic` after): decided once by the engine, carried in the result.
public struct ContentScrollAdjustment: Sendable, Hashable {
    /// The leaf sits in a navigation or tab bar controller (its chain has containers).
    public var inContainer: Bool
    public var inNavigationController: Bool
    public var automaticallyAdjustsScrollViewInsets: Bool

    /// The containers adjust the leaf's content scroll view: before iOS 11 they add the layout
    /// guides to its `contentInset` (§5); from iOS 11 `.automatic` gives its top and bottom the
    /// safe area whether or not it scrolls (§7).
    public var containersAdjustContentScrollView: Bool { inContainer && automaticallyAdjustsScrollViewInsets }
}

/// What a chain's leaf decides for its content scroll view, with the guides the engine uses.
struct ContentScrollContext {
    var leaf: ControllerIndex
    /// The first-subview search's outcome.
    var search: ContentScrollSearch
    var adjustment: ContentScrollAdjustment
    var topLayoutGuide: Double
    var bottomLayoutGuide: Double

    var contentScrollView: ViewIndex? { search.scrollView }
    var searchDepth: Int { search.depth }
    var inContainer: Bool { adjustment.inContainer }
    var inNavigationController: Bool { adjustment.inNavigationController }
    var automaticallyAdjustsScrollViewInsets: Bool { adjustment.automaticallyAdjustsScrollViewInsets }
}

/// LAYOUT-MODEL §5 (legacy `contentInset` adjustment) and §7 (`adjustedContentInset`), with
/// table and collection content sizes.
enum ScrollViewInsets {
    struct Output {
        var contentInset: Insets
        var adjustedContentInset: Insets?
        var contentOffset: Point
        var contentSize: Size
        var firstItemWindowFrame: Rect?
        /// The behaviour the insets were computed with (the scene's, else UIKit's default).
        var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior
        /// §7's "scrollable" on the vertical axis: scrolling enabled, and content taller than the
        /// view or `alwaysBounceVertical` (the rules read why `.scrollableAxes` left a top alone).
        var isVerticallyScrollable: Bool
    }

    static func compute(
        view: ViewIndex, frame: Rect, windowFrame: Rect, safeArea: Insets, margins: Insets?,
        context: ContentScrollContext?, state: inout LayoutState
    ) -> Output {
        let spec = state.scene.views[view]
        let scroll = spec.scroll ?? .defaults(for: spec.kind)
        let subject = TraceSubject.view(view)
        let isContentScrollView = context?.contentScrollView == view

        // §5: before iOS 11 a container writes the leaf's guides into the found scroll view's
        // contentInset, on top of the scene's own, whatever the scroll view's frame (seed 002).
        var contentInset = scroll.contentInset
        // An outer chain's container found this scroll view too, through an embedded
        // controller's view, and adds its own guides (§5: the classic double inset).
        let outerAdjustments = state.hasSafeArea ? [] : state.outerLegacyAdjustments[view] ?? []
        for outer in outerAdjustments {
            let before = contentInset
            contentInset.top += outer.top
            contentInset.bottom += outer.bottom
            let outerName = state.scene.controllers[outer.leaf].displayName
            state.record(
                subject, .contentInset, rule: "automaticallyAdjustsScrollViewInsets (outer container)", source: .layoutModel(5, " (a child view controller's view counts as the subview it sits in)"),
                "found by \(outerName)'s first-subview search through an embedded controller's view, so its container adds its guides: \(before)"
                    + " + (\(named: "topLayoutGuide", outer.top), 0, \(named: "bottomLayoutGuide", outer.bottom), 0) = \(contentInset)")
            if outer.top + outer.bottom > 0 {
                state.note(
                    .uncertainty, "D14",
                    deepSearchNote(view, depth: outer.depth, below: "\(outerName)'s view, through an embedded container",
                        otherwise: "\(outerName)'s container would not add its guides (\(fmt(outer.top)) top, \(fmt(outer.bottom)) bottom)", state),
                    controller: outer.leaf, view: view)
            }
        }
        if !state.hasSafeArea, isContentScrollView, let context {
            if context.inContainer && context.automaticallyAdjustsScrollViewInsets {
                let before = contentInset
                contentInset.top += context.topLayoutGuide
                contentInset.bottom += context.bottomLayoutGuide
                state.record(
                    subject, .contentInset, rule: "automaticallyAdjustsScrollViewInsets", source: .layoutModel(5, " (seeds 000, 002; F23, F33)"),
                    "found by the first-subview search, so the container adds the guides: \(before == scroll.contentInset ? "scene contentInset" : "contentInset so far") \(before)"
                        + " + (\(named: "topLayoutGuide", context.topLayoutGuide), 0, \(named: "bottomLayoutGuide", context.bottomLayoutGuide), 0) = \(contentInset)")
                if context.searchDepth >= 2, context.topLayoutGuide + context.bottomLayoutGuide > 0 {
                    state.note(
                        .uncertainty, "D14",
                        deepSearchNote(view, depth: context.searchDepth, below: "the controller's view",
                            otherwise: "it would not be adjusted (contentInset \(scroll.contentInset))", state),
                        controller: context.leaf, view: view)
                }
                if state.ios == 7, !context.inNavigationController {
                    state.note(
                        .uncertainty, "D19",
                        "iOS 7 inside a tab bar controller with no navigation controller: ShinobiControls day 20 saw no inset adjustment (contentInset would stay \(scroll.contentInset))",
                        controller: context.leaf, view: view)
                }
            } else if !context.inContainer {
                state.record(
                    subject, .contentInset, rule: "automaticallyAdjustsScrollViewInsets", source: .layoutModel(5, " (uikit-facts §3.7)"),
                    "the controller is not in a navigation or tab bar controller, so nothing adjusts it: contentInset stays \(contentInset)")
            } else {
                state.record(
                    subject, .contentInset, rule: "automaticallyAdjustsScrollViewInsets", source: .layoutModel(5),
                    "automaticallyAdjustsScrollViewInsets is false: contentInset stays \(contentInset)")
            }
        } else if !state.hasSafeArea {
            state.record(
                subject, .contentInset, rule: "scene contentInset", source: .layoutModel(5),
                "not the controller's content scroll view, so nothing adjusts it: contentInset stays \(contentInset)")
        } else {
            // From iOS 11 nothing writes into contentInset: the system's part is
            // adjustedContentInset (§7), so `explain --property contentInset` has an answer there too.
            let ios = state.ios
            state.record(
                subject, .contentInset, rule: "scene contentInset", source: .layoutModel(7),
                "iOS \(ios): UIKit leaves contentInset as set and adds the system's part in adjustedContentInset: contentInset stays \(contentInset)")
        }

        let bounds = Size(width: frame.width, height: frame.height)
        let autoContext =
            state.hasSafeArea && isContentScrollView && (context?.inContainer ?? false)
            && (context?.automaticallyAdjustsScrollViewInsets ?? false)
        let adjuster = InsetAdjuster(
            behavior: scroll.contentInsetAdjustmentBehavior, contentInset: contentInset, safeArea: safeArea,
            hasSafeArea: state.hasSafeArea, automaticAdjustsVertically: autoContext, isScrollEnabled: scroll.isScrollEnabled)

        var contentSize = scroll.contentSize
        if let solved = state.autoLayout.contentSizes[view] {
            contentSize = solved
            let sizedBy = state.recordsTrace ? (state.autoLayout.contentExplanations[view] ?? []).joined(separator: "; ") : ""
            state.record(subject, .contentSize, rule: "contentLayoutGuide", source: "Auto Layout (SCENE-FORMAT v2)",
                "the content layout guide's size from the constraints of the scroll view's content"
                    + (sizedBy.isEmpty ? "" : ", and on the guide itself: \(sizedBy)") + " = \(solved)")
        }
        var adjusted = contentInset
        var firstItem: Rect?
        var verticalScrollable = false
        switch spec.kind {
        case .collectionView:
            let layout = spec.collection ?? CollectionLayoutSpec()
            var flow = CollectionFlowLayout(
                layout: layout, bounds: bounds, safeArea: safeArea, margins: margins ?? .zero, ios: state.ios,
                explains: state.recordsTrace)
            if layout.scrollDirection == .vertical {
                // Content width never exceeds the bounds in a vertical flow: only bouncing scrolls it.
                let horizontal = adjuster.horizontal(scrollable: scroll.isScrollEnabled && scroll.alwaysBounceHorizontal)
                adjusted.left = horizontal.left
                adjusted.right = horizontal.right
                let laidOut = flow.verticalContent(adjusted: adjusted)
                contentSize = laidOut.size
                verticalScrollable = scroll.isScrollEnabled && (contentSize.height > bounds.height || scroll.alwaysBounceVertical)
                let vertical = adjuster.vertical(scrollable: verticalScrollable)
                adjusted.top = vertical.top
                adjusted.bottom = vertical.bottom
                firstItem = laidOut.firstItem
            } else {
                let vertical = adjuster.vertical(scrollable: scroll.isScrollEnabled && scroll.alwaysBounceVertical)
                verticalScrollable = scroll.isScrollEnabled && scroll.alwaysBounceVertical
                adjusted.top = vertical.top
                adjusted.bottom = vertical.bottom
                let laidOut = flow.horizontalContent(adjusted: adjusted)
                contentSize = laidOut.size
                let horizontalScrollable = scroll.isScrollEnabled && (contentSize.width > bounds.width || scroll.alwaysBounceHorizontal)
                let horizontal = adjuster.horizontal(scrollable: horizontalScrollable)
                adjusted.left = horizontal.left
                adjusted.right = horizontal.right
                firstItem = laidOut.firstItem
            }
            for note in flow.notes {
                state.note(.notModelled, "collection", "\(name(view, state)): \(note)", view: view)
            }
            for estimate in flow.estimates {
                state.note(.uncertainty, "flow-layout-lone-item", "\(name(view, state)): \(estimate)", view: view)
            }
            state.record(subject, .contentSize, rule: "flow layout content size", source: "UICollectionViewFlowLayout", flow.formula)
        default:
            if spec.kind == .tableView {
                let tableSpec = spec.table ?? TableSpec()
                let table = TableContent(spec: tableSpec, width: bounds.width, ios: state.ios, explains: state.recordsTrace)
                contentSize = table.size
                firstItem = table.firstRow
                state.record(subject, .contentSize, rule: "table content size", source: "UITableView", table.formula)
                if let note = table.note {
                    state.note(.notModelled, "table", "\(name(view, state)): \(note)", view: view)
                }
                unappliedTableMetricNotes(view: view, spec: spec, table: tableSpec, state: &state)
            }
            verticalScrollable = scroll.isScrollEnabled && (contentSize.height > bounds.height || scroll.alwaysBounceVertical)
            let horizontalScrollable = scroll.isScrollEnabled && (contentSize.width > bounds.width || scroll.alwaysBounceHorizontal)
            let vertical = adjuster.vertical(scrollable: verticalScrollable)
            let horizontal = adjuster.horizontal(scrollable: horizontalScrollable)
            adjusted = Insets(top: vertical.top, left: horizontal.left, bottom: vertical.bottom, right: horizontal.right)
        }

        let offset: Point
        if state.hasSafeArea {
            state.record(subject, .adjustedContentInset, rule: "adjustedContentInset", source: .layoutModel(7, " (Apple enum docs; F27–F32)"),
                adjuster.explanation(verticalScrollable: verticalScrollable, bounds: bounds, contentSize: contentSize, result: adjusted))
            offset = Point(x: -adjusted.left, y: -adjusted.top)
            state.record(subject, .contentOffset, rule: "contentOffset at rest", source: .layoutModel(7, " (F24–F26)"),
                "(−\(named: "adjustedContentInset.left", adjusted.left), −\(named: "adjustedContentInset.top", adjusted.top)) = \(Point(x: offset.x, y: offset.y))")
            uncertaintyNotes(view: view, spec: spec, scroll: scroll, context: context, autoContext: autoContext,
                verticalScrollable: verticalScrollable, contentSize: contentSize, bounds: bounds, safeArea: safeArea, state: &state)
        } else {
            offset = Point(x: -contentInset.left, y: -contentInset.top)
            state.record(subject, .contentOffset, rule: "contentOffset at rest", source: .layoutModel(5, " (F23, F33)"),
                "(−\(named: "contentInset.left", contentInset.left), −\(named: "contentInset.top", contentInset.top)) = \(Point(x: offset.x, y: offset.y))")
        }

        // Content coordinates → window at rest: content (0, 0) shows at −offset inside the view.
        let firstItemWindow = firstItem.map {
            Rect(x: windowFrame.minX + $0.minX - offset.x, y: windowFrame.minY + $0.minY - offset.y, width: $0.width, height: $0.height)
        }
        return Output(
            contentInset: contentInset, adjustedContentInset: state.hasSafeArea ? adjusted : nil,
            contentOffset: offset, contentSize: contentSize, firstItemWindowFrame: firstItemWindow,
            contentInsetAdjustmentBehavior: scroll.contentInsetAdjustmentBehavior, isVerticallyScrollable: verticalScrollable)
    }

    /// Table metrics measured on iOS 15+ that the model does not apply (research-facts L4, Mac
    /// Catalyst, iOS 26; model decision M17), said where they would change this table's numbers.
    private static func unappliedTableMetricNotes(view: ViewIndex, spec: ViewSpec, table: TableSpec, state: inout LayoutState) {
        let rows = table.sections.contains { $0.rows > 0 }
        if state.ios >= 26, spec.marks["rowHeight"] == nil, table.sections.contains(where: { $0.rows > 0 && $0.rowHeights == nil }) {
            state.note(
                .uncertainty, "M17",
                "\(name(view, state))'s rows are 44 pt, the scene format's default rowHeight; on iOS 26 UIKit makes a default cell 51.5 pt tall (research-facts L4, measured on Mac Catalyst): write rowHeight to match your cells",
                view: view)
        }
        if state.ios >= 15, table.style == .plain, table.sections.contains(where: { ($0.headerHeight ?? table.sectionHeaderHeight ?? 0) > 0 }) {
            state.note(
                .notModelled, "table",
                "\(name(view, state)): sectionHeaderTopPadding (iOS 15+) is not modelled: UIKit pads a plain table's section headers from above (22 pt measured on iOS 26, research-facts L4), so contentSize and the first row here leave it out",
                view: view)
        }
        if table.style == .insetGrouped, rows {
            state.note(
                .notModelled, "table",
                "\(name(view, state)): insetGrouped rows are inset from the table's sides (9 pt measured on iOS 26, research-facts L4); firstItemWindowFrame here spans the table's full width",
                view: view)
        }
        // An estimated row height asks for self-sizing cells, whose heights come from their
        // content's constraints: the model has no cell content, so the rows keep rowHeight.
        if let estimated = table.estimatedRowHeight, estimated > 0, rows, table.sections.contains(where: { $0.rowHeights == nil }) {
            state.note(
                .notModelled, "table",
                "\(name(view, state)): estimatedRowHeight \(fmt(estimated)) asks for self-sizing cells, which are not modelled (a cell's height comes from its content's constraints): rows are rowHeight tall here (give rowHeights for the real heights)",
                view: view)
        }
    }

    /// Notes where the sources disagree about this very scroll view.
    /// uikit-facts D14's note, for a scroll view the first-subview search found `depth` levels down.
    private static func deepSearchNote(_ view: ViewIndex, depth: Int, below: String, otherwise: String, _ state: LayoutState) -> String {
        "\(name(view, state)) is found \(depth) levels below \(below); radar 23666075 saw UIKit stop at view.subviews[0], in which case \(otherwise)"
    }

    private static func uncertaintyNotes(
        view: ViewIndex, spec: ViewSpec, scroll: ScrollSpec, context: ContentScrollContext?, autoContext: Bool,
        verticalScrollable: Bool, contentSize: Size, bounds: Size, safeArea: Insets, state: inout LayoutState
    ) {
        let behavior = scroll.contentInsetAdjustmentBehavior
        let verticalSafe = safeArea.top + safeArea.bottom
        // D13: `.automatic` in a tab bar controller without a navigation controller.
        if autoContext, let context, !context.inNavigationController, behavior == .automatic, !verticalScrollable, verticalSafe > 0 {
            state.note(
                .uncertainty, "D13",
                "\(name(view, state)) is adjusted vertically because the docs name tab bar controllers; the UIScrollView header names only navigation controllers, which would leave it unadjusted (it does not scroll vertically)",
                controller: context.leaf, view: view)
        }
        // D14 from iOS 11: `.automatic` adjusts the vertical axis of the controller's content scroll
        // view, found by the first-subview search; if UIKit stops at view.subviews[0] (radar
        // 23666075), one found deeper acts as `.scrollableAxes`.
        if autoContext, let context, context.searchDepth >= 2, behavior == .automatic, !verticalScrollable, verticalSafe > 0 {
            state.note(
                .uncertainty, "D14",
                deepSearchNote(view, depth: context.searchDepth, below: "the controller's view",
                    otherwise: ".automatic would act as .scrollableAxes and leave its top and bottom (\(fmt(safeArea.top)), \(fmt(safeArea.bottom))) unadjusted (it does not scroll vertically)", state),
                controller: context.leaf, view: view)
        }
        // Seed 004 vs seed 002: does a short table bounce vertically by default? And seed 004's
        // own case, a window-root UITableViewController (no container): it saw the safe area
        // (0, 0, 0, 0) and the table under the status bar, however long its content.
        if spec.kind == .tableView, !autoContext, behavior == .automatic || behavior == .scrollableAxes,
            scroll.isScrollEnabled, verticalSafe > 0
        {
            // Fields, not the owner's whole spec (a copy per table), and only when asked.
            let owner = spec.owner
            var isSeed004Screen: Bool {
                spec.rootOf != nil && state.scene.controllers[owner].kind == .tableViewController
                    && state.scene.controllers[owner].container == nil && state.scene.controllers[owner].embeddedIn == nil
            }
            if spec.marks["alwaysBounceVertical"] == nil, contentSize.height <= bounds.height {
                state.note(
                    .uncertainty, "seed-004",
                    "\(name(view, state)) is adjusted vertically only because a UITableView bounces vertically by default (seed 002's experiment, SCENE-FORMAT default); seed 004 saw a window-root UITableViewController on iOS 11 left under the status bar, i.e. not adjusted (uikit-facts §7 lists this as unconfirmed)",
                    view: view)
            } else if isSeed004Screen, verticalScrollable {
                state.note(
                    .uncertainty, "seed-004",
                    "\(name(view, state)) is adjusted vertically because it scrolls (or bounces) vertically (LAYOUT-MODEL §7); seed 004 saw a window-root UITableViewController on iOS 11 get the safe area (0, 0, 0, 0) and its table left under the status bar (uikit-facts §7 lists a measured value for this screen as missing)",
                    view: view)
            }
        }
        // D20: `.never` inside a tab bar controller on iOS 11, one of the scroll view's own chain
        // that shows its tab bar (not any tab bar controller of the scene).
        if state.ios == 11, behavior == .never, let context, context.inContainer,
            let chain = state.laidOutChains.first(where: { $0.leaf == context.leaf }),
            state.bars.contains(where: { $0.kind == .tabBar && $0.owner.map(chain.containers.contains) == true })
        {
            state.note(
                .uncertainty, "D20",
                "radar 35933138: on iOS 11.2 a scroll view with .never inside a UITabBarController still had contentInset.bottom adjusted for the tab bar; the model follows the header (not adjusted)",
                view: view)
        }
    }

    static func name(_ view: ViewIndex, _ state: LayoutState) -> String {
        let spec = state.scene.views[view]
        return spec.id ?? "\(spec.kind.rawValue) at \(spec.keyPath)"
    }
}

/// §7: how `contentInsetAdjustmentBehavior` combines `contentInset` and the safe area, per axis.
struct InsetAdjuster {
    var behavior: ContentInsetAdjustmentBehavior
    var contentInset: Insets
    var safeArea: Insets
    var hasSafeArea: Bool
    /// `.automatic` for the leaf's content scroll view in a navigation or tab bar controller
    /// with automaticallyAdjustsScrollViewInsets: top and bottom always adjusted.
    var automaticAdjustsVertically: Bool
    var isScrollEnabled: Bool

    func vertical(scrollable: Bool) -> (top: Double, bottom: Double) {
        guard hasSafeArea, adjustsVertically(scrollable: scrollable) else {
            return (contentInset.top, contentInset.bottom)
        }
        return (contentInset.top + safeArea.top, contentInset.bottom + safeArea.bottom)
    }

    func horizontal(scrollable: Bool) -> (left: Double, right: Double) {
        guard hasSafeArea, adjustsHorizontally(scrollable: scrollable) else {
            return (contentInset.left, contentInset.right)
        }
        return (contentInset.left + safeArea.left, contentInset.right + safeArea.right)
    }

    func adjustsVertically(scrollable: Bool) -> Bool {
        switch behavior {
        case .never: false
        case .always: true
        case .scrollableAxes: scrollable
        case .automatic: automaticAdjustsVertically || scrollable
        }
    }

    func adjustsHorizontally(scrollable: Bool) -> Bool {
        switch behavior {
        case .never: false
        case .always: true
        case .scrollableAxes, .automatic: scrollable
        }
    }

    func explanation(verticalScrollable: Bool, bounds: Size, contentSize: Size, result: Insets) -> Formula {
        let base: Formula = "\(named: "contentInset", contentInset)"
        switch behavior {
        case .never:
            return ".never: adjustedContentInset = \(base) = \(result)"
        case .always:
            return ".always: \(base) + \(named: "safeAreaInsets", safeArea) = \(result)"
        case .scrollableAxes, .automatic:
            var why: Formula
            if behavior == .automatic, automaticAdjustsVertically {
                why = ".automatic for the content scroll view of a controller in a navigation or tab bar controller with automaticallyAdjustsScrollViewInsets: top and bottom always get the safe area"
            } else {
                why = behavior == .automatic ? ".automatic outside that case behaves as .scrollableAxes: " : ".scrollableAxes: "
                if verticalScrollable {
                    // The condition that held, not a template (132 > 667 was printed for a table that bounces).
                    why += contentSize.height > bounds.height
                        ? "the vertical axis scrolls (\(named: "contentSize.height", contentSize.height) > \(named: "height", bounds.height)), so top/bottom get the safe area"
                        : "the vertical axis scrolls (it bounces vertically: alwaysBounceVertical), so top/bottom get the safe area"
                } else if isScrollEnabled {
                    why += "the vertical axis does not scroll (\(named: "content", contentSize.height) ≤ \(named: "height", bounds.height), no vertical bounce), so top/bottom stay"
                } else {
                    why += "the vertical axis does not scroll (isScrollEnabled is false), so top/bottom stay"
                }
            }
            // Left and right follow the horizontal axis (LAYOUT-MODEL §7), said when they move.
            if result.left != contentInset.left || result.right != contentInset.right {
                why += "; left/right get the safe area: " + (contentSize.width > bounds.width
                    ? "the horizontal axis scrolls (\(named: "contentSize.width", contentSize.width) > \(named: "width", bounds.width))"
                    : "the horizontal axis scrolls (alwaysBounceHorizontal)")
            }
            return "\(why); \(base), \(named: "safeAreaInsets", safeArea) → \(result)"
        }
    }
}
