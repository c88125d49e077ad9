import InsetlabConstraints
import InsetlabScene

/// What the solver gave: member frames (in their superview's coordinates) and issues.
struct AutoLayoutState {
    var frames: [ViewIndex: Rect] = [:]
    /// Content sizes of scroll views whose contentLayoutGuide is sized by constraints.
    var contentSizes: [ViewIndex: Size] = [:]
    /// In the order found, each once.
    private(set) var issues: [AutoLayoutIssue] = []
    private var recorded: Set<AutoLayoutIssue> = []
    /// Per view: it, or a view below it inside the same constraint group, is placed by constraints.
    var subtreeNeedsSolver: [Bool]?
    /// Per view: the constraints that fixed its frame, those that gave way and the broken
    /// ones, with their lines (for `explain`; ConstraintOutcome).
    var explanations: [ViewIndex: [String]] = [:]
    /// Per scroll view, the lines that sized its content through the content guide (AL8), for
    /// `explain`'s contentSize.
    var contentExplanations: [ViewIndex: [String]] = [:]
    /// The scene's constraints, solved, for `LayoutResult.constraints`.
    var constraints: [PlacedConstraint] = []

    /// Scene constraints by the view they place, where that view's superview does not hold them
    /// (a view further up does, or, a scroll view's, its own superview relating it to its
    /// content): the group of the view they place adds them. Built once per layout, on first use.
    private var heldAbove: [ViewIndex: [ViewConstraint]]?

    /// The constraints placing `view` that a view above its superview holds.
    mutating func constraintsHeldAbove(placing view: ViewIndex, scene: Scene) -> [ViewConstraint] {
        if heldAbove == nil {
            var index: [ViewIndex: [ViewConstraint]] = [:]
            for holder in scene.views.indices {
                for constraint in scene.views[holder].autoLayout?.constraints ?? [] {
                    // AL7: `safeArea.top == c.top - 8` places c; AL8: a line sizing a scroll
                    // view's content is that view's group's.
                    let placed = constraint.sizesContentOf ?? constraint.placedView(superview: nil)
                    // A superview's line is its group's, unless it relates a scroll view (which
                    // roots a group of its own) to its content.
                    guard let placed, placed != holder, scene.views[placed].superview != holder || scene.views[placed].kind.isScrollView else { continue }
                    index[placed, default: []].append(constraint)
                }
            }
            heldAbove = index
        }
        return heldAbove?[view] ?? []
    }

    /// Records an issue unless the same one was recorded already (a second solve of a group
    /// finds it again): one hash, so thousands of issues stay linear.
    mutating func record(_ issue: AutoLayoutIssue) {
        if recorded.insert(issue).inserted { issues.append(issue) }
    }
}

/// One rectangle of the solve, in the group root's bounds coordinates: four expressions.
struct SolverBox {
    var x: LinearExpression
    var y: LinearExpression
    var width: LinearExpression
    var height: LinearExpression

    init(_ rect: Rect) {
        x = LinearExpression(constant: rect.minX)
        y = LinearExpression(constant: rect.minY)
        width = LinearExpression(constant: rect.width)
        height = LinearExpression(constant: rect.height)
    }

    init(x: LinearExpression, y: LinearExpression, width: LinearExpression, height: LinearExpression) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The box moved in by insets (a guide of the view).
    func inset(by insets: Insets) -> SolverBox {
        SolverBox(
            x: x + insets.left, y: y + insets.top, width: width + -(insets.left + insets.right),
            height: height + -(insets.top + insets.bottom))
    }

    /// An attribute of the box (left-to-right: leading is left).
    func expression(_ attribute: LayoutAttribute) -> LinearExpression {
        switch attribute {
        case .left, .leading, .leftMargin, .leadingMargin: x
        case .right, .trailing, .rightMargin, .trailingMargin: x + width
        case .top, .topMargin, .firstBaseline, .lastBaseline: y
        case .bottom, .bottomMargin: y + height
        case .centerX, .centerXWithinMargins: x + width * 0.5
        case .centerY, .centerYWithinMargins: y + height * 0.5
        case .width: width
        case .height: height
        }
    }
}

/// The views under one root whose frames the solver decides together (SCENE-FORMAT "Auto
/// Layout (v2)"; docs/model-decisions.md "Auto Layout"): every descendant of the root reached
/// without entering a scroll view's content or an embedded controller's view, each of which
/// is a group of its own, solved when the walk reaches it, after its own frame is known (top
/// down, as the rest of the engine).
enum AutoLayoutSolve {
    /// Whether any view of the scene needs the solver (else nothing here runs).
    static func prepare(_ state: inout LayoutState) {
        let views = state.scene.views
        guard views.contains(where: isPlacedByConstraints) else { return }
        var needs = Array(repeating: false, count: views.count)
        // The arena is in pre-order: a view's subviews come after it, so a reverse pass sees
        // every subview before its superview.
        for index in views.indices.reversed() {
            let view = views[index]
            let holdsConstraints = !(view.autoLayout?.constraints.isEmpty ?? true)
            // A view's own `constraints:` relate it and its subviews: its group is solved even when
            // every subview is placed by `pin` or `frame` (a controller's root view has no
            // superview to carry the need).
            if holdsConstraints { needs[index] = true }
            // AL8: a line sizing a scroll view's content needs its group, wherever it is held (a
            // scroll view is met after its subviews but before its superview, which may hold it).
            for constraint in view.autoLayout?.constraints ?? [] { if let owner = constraint.sizesContentOf { needs[owner] = true } }
            if isPlacedByConstraints(view) || (needs[index] && !isBoundary(view)) || view.kind == .stackView || holdsConstraints {
                if let superview = view.superview { needs[superview] = true }
            }
        }
        state.autoLayout.subtreeNeedsSolver = needs
    }

    static func isPlacedByConstraints(_ view: ViewSpec) -> Bool {
        if case .constraints = view.position { return true }
        return view.hasAutoLayout
    }

    /// A scroll view's content and an embedded controller's view are groups of their own.
    static func isBoundary(_ view: ViewSpec) -> Bool { view.kind.isScrollView || view.rootOf != nil }

    /// Solves the group under `root` if it needs it; called once the root's frame, safe area
    /// and margins are known.
    static func solveIfNeeded(root: ViewIndex, rootState: ViewState, state: inout LayoutState) {
        guard let needs = state.autoLayout.subtreeNeedsSolver, needs[root] else { return }
        // A root that is a member of its superview's group (not a boundary) was solved with it.
        if state.autoLayout.frames[root] != nil, !isBoundary(state.scene.views[root]) { return }
        var group = AutoLayoutGroup(root: root, rootState: rootState, state: state)
        group.solve(state: &state)
    }
}
