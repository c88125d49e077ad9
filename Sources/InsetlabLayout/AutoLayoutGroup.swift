import InsetlabConstraints
import InsetlabScene

/// One solve: the members under a root, a box of four variables each, the scene's constraints
/// between them (with `pin` v1, `frame`, intrinsic sizes and stack views turned into
/// constraints as UIKit does), and the safe-area and margin insets of members whose guides are
/// named, refined until they agree with the frames they produce.
struct AutoLayoutGroup {
    let root: ViewIndex
    let rootState: ViewState
    let scene: Scene
    /// Members in pre-order (a superview before its subviews).
    var members: [ViewIndex] = []
    var slot: [ViewIndex: Int] = [:]
    /// Estimated guide insets of members (safe area, margins), refined by iteration.
    var safeAreas: [ViewIndex: Insets] = [:]
    var margins: [ViewIndex: Insets] = [:]
    /// Members' readable-content insets: their margins, and the cap of AL3 from their solved width.
    var readableInsets: [ViewIndex: Insets] = [:]
    /// The root's anchors: bounds, safe area, margins, legacy guide lines (its coordinates).
    let anchors: ViewPlacement.Anchors

    /// Rounds of solving and refining guides before the group is said not to settle.
    static let maximumRounds = 8

    init(root: ViewIndex, rootState: ViewState, state: LayoutState) {
        self.root = root
        self.rootState = rootState
        self.scene = state.scene
        anchors = ViewTreeLayout.anchorRects(for: root, parent: rootState, state: state)
        var stack = scene.views[root].subviews.reversed().map { $0 }
        while let view = stack.popLast() {
            slot[view] = members.count
            members.append(view)
            if !AutoLayoutSolve.isBoundary(scene.views[view]) {
                stack.append(contentsOf: scene.views[view].subviews.reversed())
            }
            // The first round's margins: the view's own, else UIKit's default 8 (M1; none on iOS 7),
            // refined from the frames after each solve.
            if state.ios >= 8 { margins[view] = scene.views[view].layoutMargins ?? LayoutMargins.plainViewDefault }
        }
    }

    mutating func solve(state: inout LayoutState) {
        var frames: [Rect] = []
        var solver = ConstraintSolver()
        var variables: [SolverBox] = []
        var records: [ConstraintRecord] = []
        var drawable: [ConstraintBuilder.Drawable] = []
        var contentSize: (ConstraintVariable, ConstraintVariable)?
        var usesContentGuide = false
        var leftOut: [Int: Int] = [:]
        var modelPriorityStacks: [ViewIndex] = []
        var conflicts: [AutoLayoutIssue] = []
        var settled = false
        // Guides of members depend on their frames: solve, recompute, solve again (UIKit's
        // layout passes do the same). Most groups settle in two rounds; a group whose sizes feed
        // back through a safe area may take more, and one that has not settled after eight is
        // said to rest on guides that may not match its frames.
        for _ in 0..<Self.maximumRounds {
            solver = ConstraintSolver()
            variables = members.map { _ in
                SolverBox(
                    x: LinearExpression(solver.makeVariable()), y: LinearExpression(solver.makeVariable()),
                    width: LinearExpression(solver.makeVariable()), height: LinearExpression(solver.makeVariable()))
            }
            var builder = ConstraintBuilder(group: self, boxes: variables, solver: solver, recordsTexts: state.recordsTrace)
            contentSize = builder.contentSizeVariables
            builder.addAll(state: &state)
            records = builder.records
            drawable = builder.drawable
            usesContentGuide = builder.usesContentGuide
            leftOut = builder.leftOut
            modelPriorityStacks = builder.modelPriorityStacks
            if builder.cappedReadableContent {
                state.note(.uncertainty, "readable-content-width", ConstraintBuilder.readableNote, view: root)
            }
            // The last round's conflicts: it has the members' guides as they are, where earlier
            // rounds had estimates (a margin of 8 where the view's is 0 made a false conflict).
            conflicts = builder.conflictIssues
            let newFrames = members.indices.map { index -> Rect in
                let box = variables[index]
                return Rect(
                    x: value(box.x, solver), y: value(box.y, solver), width: value(box.width, solver), height: value(box.height, solver))
            }
            let changed = refineGuides(frames: newFrames, state: state)
            frames = newFrames
            if !changed || !builder.namesMemberGuides {
                settled = true
                break
            }
        }
        for issue in conflicts { state.autoLayout.record(issue) }
        if !settled {
            state.note(
                .uncertainty, "guides-unsettled",
                "\(ScrollViewInsets.name(root, state)): the safe areas and margins of the views its constraints name did not settle in \(Self.maximumRounds) rounds of solving (each changes the frames the next depends on); the frames rest on the last round's guides (docs/model-decisions.md AL1)",
                view: root)
        }
        if !modelPriorityStacks.isEmpty, restsOnModelPriorities(solver: solver, boxes: variables, state: &state) {
            let names = modelPriorityStacks.map { ScrollViewInsets.name($0, state) }.joined(separator: ", ")
            state.note(.uncertainty, "stack-view-priorities",
                "\(names): the frames rest on UISV-canvas-fit (@49) or UISV-ambiguity-suppression (@25), which pull a stack view"
                    + " to its largest arranged subview and a view with no size of its own to 0; UIKit's priorities for them are not"
                    + " documented, these are the model's (docs/model-decisions.md AL4)",
                view: modelPriorityStacks[0])
        }
        // Ambiguity: a member placed by constraints whose axis is not fixed, in its superview's
        // coordinates (as UIKit's frames are): a view fixed inside an ambiguous superview is the
        // superview's ambiguity, not its own.
        // A constraint left out (its second item is laid out later) would fix one more degree of
        // freedom (a position or a size) on its axis in UIKit's one engine: an axis short of no
        // more than that many is not reported.
        for (index, view) in members.enumerated() {
            guard case .constraints = scene.views[view].position else { continue }
            let box = variables[index]
            let parent = scene.views[view].superview.flatMap { slot[$0] }.map { variables[$0] }
            for vertical in [false, true] {
                let own: LinearExpression = vertical ? box.y : box.x
                let origin: LinearExpression = parent.map { vertical ? $0.y : $0.x } ?? LinearExpression()
                let position: LinearExpression = own - origin
                // Each variable fixed (the usual case) fixes the difference; only otherwise is the
                // difference itself asked about.
                let positionFixed = isDetermined(position, solver) || (parent != nil && solver.isDetermined(position))
                let open = (positionFixed ? 0 : 1) + (isDetermined(vertical ? box.height : box.width, solver) ? 0 : 1)
                guard open > leftOut[view * 2 + (vertical ? 1 : 0), default: 0] else { continue }
                let axis = vertical ? "vertical" : "horizontal"
                let name = ScrollViewInsets.name(view, state)
                // Along a `fill` stack view's axis, UIKit settles a tie of content priorities by
                // arrangement order (Apple, UIStackView.Distribution.fill); the order is not modelled.
                let stack = scene.views[view].superview.flatMap { scene.views[$0].autoLayout?.stack }
                let byOrder = stack.map { $0.distribution == .fill && ($0.axis == .vertical) == vertical } ?? false
                let issue = AutoLayoutIssue(
                    kind: .ambiguity,
                    message: "\(name): the \(axis) position or size is ambiguous: its constraints do not fix it"
                        + (byOrder
                            ? " (its stack view's arranged views tie on hugging or compression resistance: UIKit resizes them by arrangement order, which insetlab does not model, so these frames are the solver's pick); give one a different priority"
                            : " (UIKit would place it arbitrarily); add a constraint on the \(axis) axis"),
                    mark: scene.views[view].marks["pin"] ?? scene.views[view].mark, view: view)
                state.autoLayout.record(issue)
            }
        }
        for (index, view) in members.enumerated() {
            let frame = frames[index]
            var local = frame
            if let superview = scene.views[view].superview, let parentSlot = slot[superview] {
                local.x -= frames[parentSlot].minX
                local.y -= frames[parentSlot].minY
            }
            state.autoLayout.frames[view] = local
        }
        // Group coordinates (the root's bounds) to window points, as ConstraintBuilder.box(of:) maps back.
        let dx = rootState.windowFrame.minX - rootState.boundsOrigin.x
        let dy = rootState.windowFrame.minY - rootState.boundsOrigin.y
        for entry in drawable {
            let offset = entry.attribute.isSize ? 0 : (entry.attribute.axis == .horizontal ? dx : dy)
            state.autoLayout.constraints.append(PlacedConstraint(
                view: entry.view, text: entry.text, attribute: entry.attribute, first: value(entry.first, solver) + offset,
                second: entry.second.map { value($0, solver) + offset }, relation: entry.relation,
                multiplier: entry.multiplier, constant: entry.constant, priority: entry.priority, isBroken: entry.isBroken,
                mark: entry.mark))
        }
        if usesContentGuide, let (width, height) = contentSize {
            // An axis the content's constraints do not fix is ambiguous (Interface Builder:
            // "Scrollable content size is ambiguous"): said, and the scene's contentSize kept there.
            let declared = scene.views[root].scroll?.contentSize
            var size = Size(width: solver.value(width), height: solver.value(height))
            for (vertical, variable) in [(false, width), (true, height)] where !solver.isDetermined(variable) {
                let axis = vertical ? "height" : "width"
                let kept = declared.map { vertical ? $0.height : $0.width } ?? 0
                if vertical { size.height = kept } else { size.width = kept }
                state.autoLayout.record(AutoLayoutIssue(
                    kind: .ambiguity,
                    message: "\(ScrollViewInsets.name(root, state)): the content \(axis) is ambiguous: the constraints of its content do not fix it"
                        + " (Interface Builder: \"Scrollable content size is ambiguous\"); the report keeps \(fmt(kept))"
                        + (declared == nil ? "" : " from contentSize") + "; constrain the content to the far edge, or its \(axis)",
                    mark: scene.views[root].marks["contentSize"] ?? scene.views[root].mark, view: root))
            }
            state.autoLayout.contentSizes[root] = size
        }
        if state.recordsTrace {
            for (view, lines) in ConstraintOutcome.explanations(records, solver: solver) {
                // A scroll view roots this group, so no line places it here: its lines size its content (AL8).
                if view == root, scene.views[root].kind.isScrollView {
                    state.autoLayout.contentExplanations[view, default: []].append(contentsOf: lines)
                } else {
                    state.autoLayout.explanations[view, default: []].append(contentsOf: lines)
                }
            }
        }
    }

    /// Whether the layout depends on the constraints at the model's priorities (AL4): solved
    /// again without them, a member's frame moves or stops being fixed.
    private func restsOnModelPriorities(solver: ConstraintSolver, boxes: [SolverBox], state: inout LayoutState) -> Bool {
        let probe = ConstraintSolver()
        let probeBoxes = members.map { _ in
            SolverBox(
                x: LinearExpression(probe.makeVariable()), y: LinearExpression(probe.makeVariable()),
                width: LinearExpression(probe.makeVariable()), height: LinearExpression(probe.makeVariable()))
        }
        var builder = ConstraintBuilder(group: self, boxes: probeBoxes, solver: probe, recordsTexts: false)
        builder.omitsModelPriorities = true
        builder.addAll(state: &state)
        for (box, probeBox) in zip(boxes, probeBoxes) {
            for (expression, probeExpression) in [(box.x, probeBox.x), (box.y, probeBox.y), (box.width, probeBox.width), (box.height, probeBox.height)] {
                guard expression.termCount > 0, probeExpression.termCount > 0 else { continue }
                let variable = expression.term(at: 0).variable, probeVariable = probeExpression.term(at: 0).variable
                if abs(solver.value(variable) - probe.value(probeVariable)) > 1e-6 { return true }
                if solver.isDetermined(variable), !probe.isDetermined(probeVariable) { return true }
            }
        }
        return false
    }

    private func value(_ expression: LinearExpression, _ solver: ConstraintSolver) -> Double {
        var value = expression.constant
        for index in 0..<expression.termCount {
            let term = expression.term(at: index)
            value = value + term.coefficient * solver.value(term.variable)
        }
        return value
    }

    private func isDetermined(_ expression: LinearExpression, _ solver: ConstraintSolver) -> Bool {
        for index in 0..<expression.termCount where !solver.isDetermined(expression.term(at: index).variable) { return false }
        return true
    }

    /// Safe areas and margins of members from their frames (top down); whether any changed.
    private mutating func refineGuides(frames: [Rect], state: LayoutState) -> Bool {
        var changed = false
        for (index, view) in members.enumerated() {
            let spec = scene.views[view]
            let superview = spec.superview ?? root
            let parentFrame: Rect
            let parentSafe: Insets
            let parentMargins: Insets?
            if let parentSlot = slot[superview] {
                parentFrame = frames[parentSlot]
                parentSafe = safeAreas[superview] ?? .zero
                parentMargins = margins[superview]
            } else {
                parentFrame = Rect(x: 0, y: 0, width: rootState.frame.width, height: rootState.frame.height)
                parentSafe = rootState.safeArea
                parentMargins = rootState.layoutMargins
            }
            var local = frames[index]
            local.x -= parentFrame.minX
            local.y -= parentFrame.minY
            let size = Size(width: parentFrame.width, height: parentFrame.height)
            let safe = SafeAreaPropagation.insets(child: local, superview: size, superInsets: parentSafe, boundsOrigin: .zero)
            let (margin, _) = LayoutMargins.compute(
                spec: spec, isControllerRoot: false, frame: local, safeArea: safe,
                superview: (parentMargins, size, .zero), metrics: state.metrics, ios: state.ios, explains: false)
            let readable = ConstraintBuilder.readableInsets(margins: margin ?? .zero, width: local.width)
            if safeAreas[view] != safe || margins[view] != margin || readableInsets[view] != readable { changed = true }
            safeAreas[view] = safe
            margins[view] = margin
            readableInsets[view] = readable
        }
        return changed
    }
}
