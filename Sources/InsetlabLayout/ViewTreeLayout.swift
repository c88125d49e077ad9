import InsetlabScene

/// Walks one controller's view tree top down with an explicit stack (a superview is always done
/// before its subviews, which is all the rules need: pins, safe areas and margins look only up).
enum ViewTreeLayout {
    static func layoutTree(
        root: ViewIndex, rootFrame: Rect, rootWindowFrame: Rect, rootSafeArea: Insets, depth: Int,
        context: ContentScrollContext, state: inout LayoutState, enqueue: (Chain) -> Void
    ) {
        let scene = state.scene
        // (view, its index in its superview's subviews)
        var stack: [(view: ViewIndex, position: Int)] = [(root, 0)]
        while let (view, position) = stack.popLast() {
            // Read field by field: a `let spec = scene.views[view]` would copy the whole view.
            let subject = TraceSubject.view(view)
            var frame: Rect
            var windowFrame: Rect
            var safeArea: Insets
            var pathParent: ViewIndex?
            var pathComponent: PathComponent
            var viewDepth: Int
            var superInfo: (margins: Insets?, size: Size, boundsOrigin: Point)?

            if view == root {
                frame = rootFrame
                windowFrame = rootWindowFrame
                safeArea = rootSafeArea
                pathComponent = .controllerView(context.leaf)
                viewDepth = depth
                state.record(subject, .frame, rule: "controller view", source: .layoutModel(4),
                    "the root view of \(scene.controllers[context.leaf].displayName): \(frame)")
                state.record(subject, .windowFrame, rule: "window frame", source: .layoutModel(4),
                    "where the controller's slot puts the root view on screen = \(windowFrame)")
                if let superview = scene.views[view].superview, let parent = state.views[superview] {
                    superInfo = (parent.layoutMargins, Size(width: parent.frame.width, height: parent.frame.height), parent.boundsOrigin)
                }
            } else {
                guard let superview = scene.views[view].superview, let parent = state.views[superview] else { continue }
                let anchors = anchorRects(for: superview, parent: parent, state: state)
                switch scene.views[view].position {
                case .frame(let rect):
                    frame = rect
                    // The solver's frame first: `autoLayout` is computed, and reading it copies the
                    // whole view, for every frame-positioned view of a scene without Auto Layout.
                    if !state.autoLayout.frames.isEmpty, let flexed = state.autoLayout.frames[view],
                        scene.views[view].autoLayout?.autoresizing != nil {
                        frame = flexed
                        state.record(subject, .frame, rule: "autoresizingMask", source: "Apple, UIView.autoresizingMask",
                            "designed \(rect), flexed with the superview's size = \(flexed)")
                    } else {
                        state.record(subject, .frame, rule: "frame", source: "scene", "given: \(rect)")
                    }
                case .pin(let pin) where scene.views[superview].kind.isScrollView && state.autoLayout.frames[view] != nil
                    && [pin.top, pin.bottom, pin.leading, pin.trailing].contains { $0?.anchor == .superview }:
                    // Pinned to a scroll view's content area (M7, its contentLayoutGuide) beside
                    // constraints: the solver's frame, which the content's constraints size, as the
                    // same edges written as constraints get.
                    frame = state.autoLayout.frames[view]!
                    state.record(subject, .frame, rule: "pin", source: "Auto Layout edge constraints to the scroll view's content area (M7)",
                        "\(ViewPlacement.describe(pin)) to the content area, solved with the content's constraints = \(frame)")
                case .pin(let pin):
                    frame = ViewPlacement.frame(for: pin, anchors: anchors)
                    state.record(subject, .frame, rule: "pin", source: "Auto Layout edge constraints to the superview",
                        "\(ViewPlacement.describe(pin)) in a \(number: parent.frame.width)×\(number: parent.frame.height) superview = \(frame)")
                    if frame.width < 0 || frame.height < 0 {
                        state.note(.notModelled, "constraints",
                            "\(ScrollViewInsets.name(view, state)): the pins give a negative size \(frame); UIKit would break a constraint, the report clamps it to 0",
                            view: view)
                        frame.width = max(0, frame.width)
                        frame.height = max(0, frame.height)
                    }
                case .managed:
                    frame = Rect(x: 0, y: 0, width: parent.frame.width, height: parent.frame.height)
                case .constraints:
                    frame = state.autoLayout.frames[view] ?? Rect(x: 0, y: 0, width: parent.frame.width, height: parent.frame.height)
                    let fixedBy = state.recordsTrace ? (state.autoLayout.explanations[view] ?? []).joined(separator: "; ") : ""
                    state.record(subject, .frame, rule: "Auto Layout", source: "the Cassowary solver (SCENE-FORMAT v2)",
                        "solved from: \(fixedBy) = \(frame)")
                    if frame.width < 0 || frame.height < 0 {
                        state.note(.notModelled, "constraints",
                            "\(ScrollViewInsets.name(view, state)): the constraints give a negative size \(frame); the report clamps it to 0",
                            view: view)
                        frame.width = max(0, frame.width)
                        frame.height = max(0, frame.height)
                    }
                }
                // Auto Layout (constraints, pins and stack views alike) places a control's
                // alignment rect (M34); its frame reaches past it by the kind's insets.
                switch scene.views[view].position {
                case .constraints, .pin:
                    AlignmentRect.frame(&frame, of: view, subject: subject, state: &state)
                default: break
                }
                windowFrame = frame.offsetBy(
                    dx: parent.windowFrame.minX - parent.boundsOrigin.x, dy: parent.windowFrame.minY - parent.boundsOrigin.y)
                state.record(subject, .windowFrame, rule: "window frame", source: "UIView.convert(_:to: nil)",
                    "the frame \(frame) moved to the superview's window origin (\(number: parent.windowFrame.minX), \(number: parent.windowFrame.minY))"
                        + (parent.boundsOrigin != .zero ? " less its bounds origin \(parent.boundsOrigin) (its contentOffset)" : "")
                        + " = \(windowFrame)")
                let parentSize = Size(width: parent.frame.width, height: parent.frame.height)
                safeArea = SafeAreaPropagation.insets(child: frame, superview: parentSize, superInsets: parent.safeArea, boundsOrigin: parent.boundsOrigin)
                if state.hasSafeArea {
                    state.record(subject, .safeAreaInsets, rule: "safe-area propagation", source: .layoutModel(6, " (uikit-facts §3.6)"),
                        "per edge, the superview's inset \(parent.safeArea) minus the distance to its edge"
                            + (parent.boundsOrigin != .zero ? " (bounds origin \(parent.boundsOrigin))" : "")
                            + ", clamped to [0, superview's] = \(safeArea)")
                }
                if let embedded = scene.views[view].rootOf {
                    pathComponent = .controllerView(embedded)
                } else {
                    pathParent = superview
                    pathComponent = .subview(position)
                }
                viewDepth = parent.depth + 1
                superInfo = (parent.layoutMargins, parentSize, parent.boundsOrigin)
            }

            // A controller embedded by containment (§6: the same per-edge rule plus its own
            // additionalSafeAreaInsets).
            let embedded = view == root ? nil : scene.views[view].rootOf
            // What the view inherits before its controller's own insets: a container's chain adds
            // its containers' additionalSafeAreaInsets itself (LayoutGuides), so it starts here.
            let inheritedSafeArea = safeArea
            if let child = embedded {
                let childSpec = scene.controllers[child]
                if childSpec.additionalSafeAreaInsets != .zero {
                    safeArea = safeArea + childSpec.additionalSafeAreaInsets
                    if state.hasSafeArea {
                        state.record(subject, .safeAreaInsets, rule: "additionalSafeAreaInsets", source: .layoutModel(6),
                            "+ \(childSpec.displayName).additionalSafeAreaInsets \(childSpec.additionalSafeAreaInsets) = \(safeArea)")
                    }
                }
            }

            let isControllerRoot = scene.views[view].rootOf != nil
            // The settings field by field: passing `scene.views[view]` copied the whole view.
            let settings = LayoutMargins.Settings(
                layoutMargins: scene.views[view].layoutMargins,
                insetsLayoutMarginsFromSafeArea: scene.views[view].insetsLayoutMarginsFromSafeArea,
                preservesSuperviewLayoutMargins: scene.views[view].preservesSuperviewLayoutMargins)
            let (margins, marginText) = LayoutMargins.compute(
                spec: settings, isControllerRoot: isControllerRoot, frame: frame, safeArea: safeArea,
                superview: superInfo, metrics: state.metrics, ios: state.ios, explains: state.recordsTrace)
            state.record(subject, .layoutMargins, rule: "layout margins", source: "docs/model-decisions.md (F56–F60)", marginText)

            var viewState = ViewState(
                frame: frame, windowFrame: windowFrame, safeArea: safeArea, layoutMargins: margins,
                pathParent: pathParent, pathComponent: pathComponent, depth: viewDepth, governingController: context.leaf)
            if let superview = scene.views[view].superview {
                viewState.isInsideScrollView =
                    (state.views[superview]?.isInsideScrollView ?? false) || scene.views[superview].kind.isScrollView
            }
            var solvedAtZeroOrigin = false
            if scene.views[view].kind.isScrollView {
                // Content sized by constraints (contentLayoutGuide) is needed for the insets: solve
                // the content with the bounds at zero before them (again below only if the
                // content offset at rest moves the bounds, which moves the guides).
                AutoLayoutSolve.solveIfNeeded(root: view, rootState: viewState, state: &state)
                solvedAtZeroOrigin = true
                let output = ScrollViewInsets.compute(
                    view: view, frame: frame, windowFrame: windowFrame, safeArea: safeArea, margins: margins,
                    context: context, state: &state)
                viewState.scroll = .values(ScrollGeometry.Values(
                    contentInset: output.contentInset, adjustedContentInset: output.adjustedContentInset,
                    contentOffset: output.contentOffset, contentSize: output.contentSize,
                    firstItemWindowFrame: output.firstItemWindowFrame,
                    contentInsetAdjustmentBehavior: output.contentInsetAdjustmentBehavior,
                    isVerticallyScrollable: output.isVerticallyScrollable))
                viewState.boundsOrigin = output.contentOffset
            }
            state.views[view] = viewState
            if !(solvedAtZeroOrigin && viewState.boundsOrigin == .zero) {
                let before = state.autoLayout.contentSizes[view]
                AutoLayoutSolve.solveIfNeeded(root: view, rootState: viewState, state: &state)
                // Content placed against the frame layout guide moves with the resting offset, and
                // the content guide's size with it: the size reported is this solve's, the one the
                // content's frames come from (the insets keep the first solve's scrollability).
                if solvedAtZeroOrigin, let solved = state.autoLayout.contentSizes[view], solved != before, var values = viewState.scroll?.values {
                    values.contentSize = solved
                    viewState.scroll = .values(values)
                    state.views[view] = viewState
                    state.record(subject, .contentSize, rule: "contentLayoutGuide", source: "Auto Layout (SCENE-FORMAT v2)",
                        "solved again with the bounds at the resting contentOffset \(viewState.boundsOrigin), which moves the frame layout guide = \(solved)")
                }
            }

            if let child = embedded {
                let childSpec = scene.controllers[child]
                let parentGuides = guideLines(of: context.leaf, state: state)
                if childSpec.kind.isContainer {
                    // Its own chain: bars, leaf and view tree, laid out inside this view.
                    enqueue(Chain(
                        resolved: state.chain(from: child), frame: windowFrame,
                        inheritedSafeRect: state.hasSafeArea ? windowFrame.inset(by: inheritedSafeArea) : windowFrame,
                        parentGuideLines: parentGuides, isWindowRoot: false))
                    continue
                }
                embedChild(child, view: view, windowFrame: windowFrame, safeArea: safeArea, parentGuides: parentGuides, state: &state)
            }
            for (offset, subview) in scene.views[view].subviews.enumerated().reversed() {
                stack.append((subview, offset))
            }
        }
    }

    /// Guide lines (window y) of a controller: its view's top + topLayoutGuide, bottom − bottomLayoutGuide.
    static func guideLines(of controller: ControllerIndex, state: LayoutState) -> (top: Double, bottom: Double)? {
        guard let c = state.controllers[controller] else { return nil }
        return (c.viewFrame.minY + c.topLayoutGuide, c.viewFrame.maxY - c.bottomLayoutGuide)
    }

    /// A plain controller embedded by containment: its guides come from the embedding controller's
    /// guide lines before iOS 11 (docs/model-decisions.md) and from its view's safe area after.
    private static func embedChild(
        _ child: ControllerIndex, view: ViewIndex, windowFrame: Rect, safeArea: Insets,
        parentGuides: (top: Double, bottom: Double)?, state: inout LayoutState
    ) {
        let subject = TraceSubject.controller(child)
        var top = 0.0
        var bottom = 0.0
        if state.hasSafeArea {
            top = safeArea.top
            bottom = safeArea.bottom
            state.record(subject, .topLayoutGuide, rule: "topLayoutGuide on iOS 11+", source: .layoutModel(6),
                "the root view's safe-area top = \(number: top)")
            state.record(subject, .bottomLayoutGuide, rule: "bottomLayoutGuide on iOS 11+", source: .layoutModel(6),
                "the root view's safe-area bottom = \(number: bottom)")
        } else if let parentGuides {
            top = max(0, parentGuides.top - windowFrame.minY)
            bottom = max(0, windowFrame.maxY - parentGuides.bottom)
            state.record(subject, .topLayoutGuide, rule: "topLayoutGuide of a contained child", source: "docs/model-decisions.md",
                "max(0, \(named: "the parent's top guide line", parentGuides.top) − \(named: "view.minY", windowFrame.minY)) = \(number: top)")
            state.record(subject, .bottomLayoutGuide, rule: "bottomLayoutGuide of a contained child", source: "docs/model-decisions.md",
                "max(0, \(named: "view.maxY", windowFrame.maxY) − \(named: "the parent's bottom guide line", parentGuides.bottom)) = \(number: bottom)")
        }
        state.controllers[child] = ControllerState(
            viewFrame: windowFrame, safeArea: safeArea, topLayoutGuide: top, bottomLayoutGuide: bottom,
            contentScrollView: nil, isLeaf: false)
    }

    /// The frame the walk will give `view` once it reaches it, from its superview's state alone
    /// (no trace, no notes): for a group that relates its content to a later sibling, whose
    /// frame UIKit's one engine has when it solves the content. A view placed by constraints no
    /// group has solved yet fills its superview, as the walk would place it.
    static func frameAhead(of view: ViewIndex, superview: ViewIndex, parent: ViewState, state: LayoutState) -> Rect {
        let scene = state.scene
        let bounds = Rect(x: 0, y: 0, width: parent.frame.width, height: parent.frame.height)
        switch scene.views[view].position {
        case .frame(let rect):
            if scene.views[view].autoLayout?.autoresizing != nil, let flexed = state.autoLayout.frames[view] { return flexed }
            return rect
        case .pin(let pin):
            if scene.views[superview].kind.isScrollView, let solved = state.autoLayout.frames[view],
                [pin.top, pin.bottom, pin.leading, pin.trailing].contains(where: { $0?.anchor == .superview })
            {
                return solved
            }
            var frame = ViewPlacement.frame(for: pin, anchors: anchorRects(for: superview, parent: parent, state: state))
            frame.width = max(0, frame.width)
            frame.height = max(0, frame.height)
            return frame
        case .managed:
            return bounds
        case .constraints:
            var frame = state.autoLayout.frames[view] ?? bounds
            frame.width = max(0, frame.width)
            frame.height = max(0, frame.height)
            return frame
        }
    }

    /// The superview's anchors (§ pins): its bounds, its safe-area and margins guides (in its
    /// bounds coordinates), and its controller's layout-guide lines.
    static func anchorRects(for superview: ViewIndex, parent: ViewState, state: LayoutState) -> ViewPlacement.Anchors {
        let b = parent.boundsOrigin
        let bounds = Rect(x: 0, y: 0, width: parent.frame.width, height: parent.frame.height)
        let visible = Rect(x: b.x, y: b.y, width: parent.frame.width, height: parent.frame.height)
        let owner = state.scene.views[superview].owner
        var topLine = visible.minY
        var bottomLine = visible.maxY
        if let lines = guideLines(of: owner, state: state) {
            topLine = lines.top - parent.windowFrame.minY + b.y
            bottomLine = lines.bottom - parent.windowFrame.minY + b.y
        }
        return ViewPlacement.Anchors(
            superview: bounds, safeArea: visible.inset(by: parent.safeArea), margins: visible.inset(by: parent.layoutMargins ?? .zero),
            topLayoutGuideY: topLine, bottomLayoutGuideY: bottomLine)
    }
}
