import InsetlabConstraints
import InsetlabScene
import InsetlabYAML

/// Turns one group's scene constraints into solver constraints.
struct ConstraintBuilder {
    let group: AutoLayoutGroup
    let boxes: [SolverBox]
    let solver: ConstraintSolver
    /// Every constraint added, by solver id (only when `explain` records a trace).
    var records: [ConstraintRecord] = []
    var conflictIssues: [AutoLayoutIssue] = []
    /// The scene's constraints and pins as added, for `LayoutResult.constraints` (evaluated
    /// after the solve).
    var drawable: [Drawable] = []

    struct Drawable {
        var view: ViewIndex
        var text: String
        var attribute: LayoutAttribute
        var first: LinearExpression
        var second: LinearExpression?
        var relation: LayoutRelation
        var multiplier = 1.0
        var constant: Double
        var priority = 1000.0
        var isBroken: Bool
        var mark: Mark?
    }
    /// Whether a constraint names a member's own guide (then the guides are iterated).
    var namesMemberGuides = false
    /// The root's contentLayoutGuide size, when the root is a scroll view whose content guide is named.
    var contentSizeVariables: (ConstraintVariable, ConstraintVariable)?
    /// Whether a constraint named the root's contentLayoutGuide (then it gives the content size).
    var usesContentGuide = false
    /// Constraints left out (their second item is laid out later), counted by view and axis
    /// (`view * 2`, + 1 vertical): each would fix one degree of freedom there in UIKit's engine.
    var leftOut: [Int: Int] = [:]
    /// Whether the readable-content guide was narrower than the margins (the model's 672-pt
    /// width, AL3): the layout then carries a model-uncertainty note.
    var cappedReadableContent = false
    /// For messages: solver constraint id → (text, mark); the text is built only when a
    /// message or `explain` needs it (formatting every constraint cost more than solving).
    private var origins: [(view: ViewIndex?, mark: Mark?, text: String?)] = []
    let recordsTexts: Bool
    /// Stack views given a constraint at a priority the model chose (AL4), in the order met.
    var modelPriorityStacks: [ViewIndex] = []
    /// Whether those constraints are left out (the check of whether the layout depends on them).
    var omitsModelPriorities = false

    init(group: AutoLayoutGroup, boxes: [SolverBox], solver: ConstraintSolver, recordsTexts: Bool) {
        self.group = group
        self.recordsTexts = recordsTexts
        self.boxes = boxes
        self.solver = solver
        if group.scene.views[group.root].kind.isScrollView {
            contentSizeVariables = (solver.makeVariable(), solver.makeVariable())
        }
    }

    private var scene: Scene { group.scene }

    private func name(_ view: ViewIndex) -> String { Self.viewName(scene, view) }

    static func viewName(_ scene: Scene, _ view: ViewIndex) -> String {
        scene.views[view].id ?? scene.views[view].keyPath
    }

    mutating func addAll(state: inout LayoutState) {
        let scene = self.scene
        // Fields are read from the scene in place: a copy of a whole ViewSpec costs a reference
        // count per field, per member.
        for (index, view) in group.members.enumerated() {
            let layout = scene.views[view].autoLayout
            switch scene.views[view].position {
            case .frame(let rect):
                let superBox = superBox(of: view)
                let mark = scene.views[view].marks["frame"]
                if let mask = layout?.autoresizing {
                    addAutoresizing(mask, frame: rect, box: boxes[index], superBox: superBox, view: view, state: &state)
                } else {
                    add(boxes[index].x, .equal, superBox.x + rect.minX, text: "\(Self.viewName(scene, view)).frame", view: view, mark: mark)
                    add(boxes[index].y, .equal, superBox.y + rect.minY, text: "\(Self.viewName(scene, view)).frame", view: view, mark: mark)
                    add(boxes[index].width, .equal, LinearExpression(constant: rect.width), text: "\(Self.viewName(scene, view)).frame", view: view, mark: mark)
                    add(boxes[index].height, .equal, LinearExpression(constant: rect.height), text: "\(Self.viewName(scene, view)).frame", view: view, mark: mark)
                }
            case .pin(let pin):
                addPin(pin, box: boxes[index], view: view, state: state)
            case .managed:
                let superBox = superBox(of: view)
                add(boxes[index].x, .equal, superBox.x, text: "\(Self.viewName(scene, view)) fills its superview", view: view, mark: nil)
                add(boxes[index].y, .equal, superBox.y, text: "\(Self.viewName(scene, view)) fills its superview", view: view, mark: nil)
                add(boxes[index].width, .equal, superBox.width, text: "\(Self.viewName(scene, view)) fills its superview", view: view, mark: nil)
                add(boxes[index].height, .equal, superBox.height, text: "\(Self.viewName(scene, view)) fills its superview", view: view, mark: nil)
            case .constraints:
                break
            }
            if let layout {
                addIntrinsic(layout, box: boxes[index], view: view)
                if let stack = layout.stack {
                    StackViewConstraints.add(stack, stackView: view, builder: &self)
                }
            } else if case .constraints = scene.views[view].position, scene.views[view].kind.fixedIntrinsicSize(ios: scene.ios) != nil {
                // An arranged switch with no Auto Layout key of its own: UIKit's size (M36).
                addIntrinsic(AutoLayoutSpec(kind: scene.views[view].kind), box: boxes[index], view: view)
            }
        }
        if let stack = scene.views[group.root].autoLayout?.stack {
            StackViewConstraints.add(stack, stackView: group.root, builder: &self)
        }
        // Lines a view above the root holds that place a member, or relate the root to its
        // content (`badge.top == sv.contentLayoutGuide.top` written on the controller's view):
        // UIKit solves one engine per window, so where a line is written does not change what
        // it places, and the holder's group could not add it (the view was not laid out yet).
        var heldAbove: [ViewConstraint] = []
        for position in -1..<group.members.count {
            let view = position < 0 ? group.root : group.members[position]
            for constraint in state.autoLayout.constraintsHeldAbove(placing: view, scene: scene)
            where group.slot[constraint.holder] == nil && constraint.holder != group.root {
                guard position >= 0 || constraint.sizesContentOf == view || constraint.second.map({ secondIsMember($0, constraint) }) == true
                else { continue }
                heldAbove.append(constraint)
            }
        }
        // The scene's own constraints: those of the members and the root's (that place members),
        // holder by holder; with lines held above, all in the scene's order, so the one broken
        // in a conflict is the later line wherever it is held (AL1).
        guard heldAbove.isEmpty else {
            var all = heldAbove
            for position in -1..<group.members.count {
                all += scene.views[position < 0 ? group.root : group.members[position]].autoLayout?.constraints ?? []
            }
            all.sort { $0.mark < $1.mark }
            for constraint in all { addSceneConstraint(constraint, state: &state) }
            return
        }
        for position in -1..<group.members.count {
            let holder = position < 0 ? group.root : group.members[position]
            guard let constraints = scene.views[holder].autoLayout?.constraints else { continue }
            for constraint in constraints { addSceneConstraint(constraint, state: &state) }
        }
    }

    // MARK: Items

    /// A view's box: a member's variables, the root's bounds, or an outside view's frame.
    func box(of view: ViewIndex, state: LayoutState) -> SolverBox? {
        if let slot = group.slot[view] { return boxes[slot] }
        if view == group.root {
            return SolverBox(Rect(x: 0, y: 0, width: group.rootState.frame.width, height: group.rootState.frame.height))
        }
        guard let windowFrame = state.views[view]?.windowFrame ?? solvedWindowFrame(of: view, state: state) else { return nil }
        let origin = group.rootState.windowFrame
        let b = group.rootState.boundsOrigin
        return SolverBox(windowFrame.offsetBy(dx: b.x - origin.minX, dy: b.y - origin.minY))
    }

    /// Where a view sits in the window before the walk reaches it (a later sibling of the
    /// scroll view whose content this group is, or a view inside one): as the walk will place it
    /// when its superview is walked; else its solved frame and its not-yet-walked ancestors'
    /// (plain views, solved too), moved to the nearest walked ancestor's origin less its bounds
    /// origin. Nil where a scroll view's resting offset in between is not known yet, or nothing
    /// solved it.
    private func solvedWindowFrame(of view: ViewIndex, state: LayoutState) -> Rect? {
        let own: Rect
        if let superview = scene.views[view].superview, let walked = state.views[superview] {
            // A later sibling of a walked view: placed as the walk will place it.
            own = ViewTreeLayout.frameAhead(of: view, superview: superview, parent: walked, state: state)
        } else if let solved = state.autoLayout.frames[view] {
            own = solved
        } else {
            return nil
        }
        var dx = own.minX, dy = own.minY
        var parent = scene.views[view].superview
        while let current = parent {
            if let walked = state.views[current] {
                return Rect(
                    x: walked.windowFrame.minX - walked.boundsOrigin.x + dx, y: walked.windowFrame.minY - walked.boundsOrigin.y + dy,
                    width: own.width, height: own.height)
            }
            guard !scene.views[current].kind.isScrollView, let frame = state.autoLayout.frames[current] else { return nil }
            dx += frame.minX
            dy += frame.minY
            parent = scene.views[current].superview
        }
        return nil
    }

    func superBox(of view: ViewIndex) -> SolverBox {
        if let superview = scene.views[view].superview, let slot = group.slot[superview] { return boxes[slot] }
        return SolverBox(group.anchors.superview)
    }

    private mutating func guideBox(of view: ViewIndex, _ guide: LayoutGuideName, state: LayoutState) -> SolverBox? {
        if view == group.root {
            switch guide {
            case .safeArea: return SolverBox(group.anchors.safeArea)
            case .margins: return SolverBox(group.anchors.margins)
            case .readableContent:
                if group.anchors.margins.width > Self.readableWidth { cappedReadableContent = true }
                return SolverBox(readable(group.anchors.margins))
            case .topLayoutGuide:
                return SolverBox(Rect(x: 0, y: group.anchors.superview.minY, width: group.anchors.superview.width,
                    height: group.anchors.topLayoutGuideY - group.anchors.superview.minY))
            case .bottomLayoutGuide:
                return SolverBox(Rect(x: 0, y: group.anchors.bottomLayoutGuideY, width: group.anchors.superview.width,
                    height: group.anchors.superview.maxY - group.anchors.bottomLayoutGuideY))
            case .contentLayoutGuide:
                guard let (width, height) = contentSizeVariables else { return nil }
                usesContentGuide = true
                return SolverBox(
                    x: LinearExpression(constant: 0), y: LinearExpression(constant: 0),
                    width: LinearExpression(width), height: LinearExpression(height))
            case .frameLayoutGuide:
                // "The untransformed frame rectangle of the scroll view" (Apple): in its content's
                // coordinates, at the bounds origin, the resting contentOffset.
                let b = group.rootState.boundsOrigin
                return SolverBox(group.anchors.superview.offsetBy(dx: b.x, dy: b.y))
            }
        }
        guard let base = box(of: view, state: state) else { return nil }
        if group.slot[view] != nil { namesMemberGuides = true }
        let safe = group.safeAreas[view] ?? state.views[view]?.safeArea ?? .zero
        let margin = group.margins[view] ?? state.views[view]?.layoutMargins ?? .zero
        switch guide {
        case .safeArea: return base.inset(by: safe)
        case .margins: return base.inset(by: margin)
        case .readableContent:
            let width = state.views[view]?.frame.width ?? 0
            let readable = group.readableInsets[view] ?? Self.readableInsets(margins: margin, width: width)
            if readable.left > margin.left { cappedReadableContent = true }
            return base.inset(by: readable)
        case .frameLayoutGuide, .contentLayoutGuide, .topLayoutGuide, .bottomLayoutGuide: return base
        }
    }

    /// readableContentGuide: the margins, at most 672 wide, centred (docs/model-decisions.md:
    /// the width at the default text size; a model-uncertainty note says so).
    private func readable(_ margins: Rect) -> Rect {
        let width = Self.readableWidth
        guard margins.width > width else { return margins }
        return Rect(x: margins.minX + (margins.width - width) / 2, y: margins.minY, width: width, height: margins.height)
    }

    /// A view's readable-content guide as insets from its edges: its margins, and as much again
    /// on each side as keeps the guide at most `readableWidth` wide (AL3), for any view.
    static func readableInsets(margins: Insets, width: Double) -> Insets {
        let extra = max(0, (width - margins.left - margins.right - readableWidth) / 2)
        return Insets(top: margins.top, left: margins.left + extra, bottom: margins.bottom, right: margins.right + extra)
    }

    /// The readable width the model assumes (AL3): no measurement in uikit-facts.
    static let readableWidth = 672.0
    static let readableNote =
        "readableContentGuide: the margins at most 672 pt wide, centred — the readable width at the default text size as commonly quoted; not measured (docs/model-decisions.md AL3)"

    private mutating func anchorExpression(_ anchor: ConstraintAnchor, holder: ViewIndex, state: LayoutState) -> LinearExpression? {
        let superview = scene.views[holder].superview ?? group.root
        var box: SolverBox?
        var marginsOf: ViewIndex?
        switch anchor.item {
        case .this: box = self.box(of: holder, state: state); marginsOf = holder
        case .view(let view): box = self.box(of: view, state: state); marginsOf = view
        case .superview: box = self.box(of: superview, state: state); marginsOf = superview
        case .guide(let guide) where guide == .topLayoutGuide || guide == .bottomLayoutGuide:
            // The controller's guides, whichever view holds the line (a nested view may name them).
            box = guideBox(of: group.root, guide, state: state)
        case .guide(let guide): box = guideBox(of: superview, guide, state: state)
        case .viewGuide(let view, let guide): box = guideBox(of: view, guide, state: state)
        }
        // A scroll view's edges (and edge margins), named by a constraint of the group it roots
        // (so one that relates it to its content), attach to its content area, as its
        // contentLayoutGuide: the content size then comes from the constraints. Its width, height
        // and centers attach to its frame. (Apple, Auto Layout
        // Guide, "Working with Scroll Views": "Constraints between the edges or margins of the scroll
        // view and its content attach to the scroll view's content area. Constraints between the
        // height, width, or centers attach to the scroll view's frame.")
        if marginsOf == group.root, scene.views[group.root].kind.isScrollView,
            Self.isEdge(anchor.attribute.withoutMargin.attribute)
        {
            box = guideBox(of: group.root, .contentLayoutGuide, state: state) ?? box
        }
        guard var resolved = box else { return nil }
        if anchor.attribute.withoutMargin.isMargin, let view = marginsOf {
            if group.slot[view] != nil { namesMemberGuides = true }
            let margin = view == group.root ? (group.rootState.layoutMargins ?? .zero)
                : (group.margins[view] ?? state.views[view]?.layoutMargins ?? .zero)
            resolved = resolved.inset(by: margin)
        }
        var expression = resolved.expression(anchor.attribute)
        if anchor.attribute == .firstBaseline || anchor.attribute == .lastBaseline, let view = marginsOf {
            expression = expression + (scene.views[view].autoLayout?.baselineOffset ?? 0)
        }
        return expression
    }

    private static func isEdge(_ attribute: LayoutAttribute) -> Bool {
        switch attribute {
        case .left, .right, .top, .bottom, .leading, .trailing: true
        default: false
        }
    }

    // MARK: Adding

    /// `size == 0` at a priority the model chose (AL4: UISV-canvas-fit and an empty stack @49,
    /// UISV-ambiguity-suppression @25; UIKit's are not documented). Left out when the group is
    /// solved a second time to see whether its layout depends on them.
    mutating func addModelPriority(_ size: LinearExpression, priority: Double, text: @autoclosure () -> String, view: ViewIndex, stack: ViewIndex) {
        if !modelPriorityStacks.contains(stack) { modelPriorityStacks.append(stack) }
        guard !omitsModelPriorities else { return }
        add(size, .equal, LinearExpression(), priority: priority, text: text(), view: view, mark: nil)
    }

    /// Whether it was added (a conflicting one is not: it is broken).
    @discardableResult
    mutating func add(
        _ lhs: LinearExpression, _ relation: ConstraintRelation, _ rhs: LinearExpression, priority: Double = 1000,
        text: @autoclosure () -> String, view: ViewIndex?, mark: Mark?
    ) -> Bool {
        let id = solver.constraintCount
        // Scene constraints keep their text (it is written in the file); built ones are named
        // when a conflict names them.
        let written = mark != nil ? text() : nil
        // The line a message names: the storyboard's, for a scene imported in memory.
        let shown = scene.importedSource.map { $0.map(mark) } ?? mark
        origins.append((view, shown, written))
        if recordsTexts { records.append(ConstraintRecord(text: written ?? text(), view: view, line: shown?.line)) }
        if case .failure(let conflict) = solver.add(LinearConstraint(lhs, relation, rhs, priority: ConstraintPriority(priority))) {
            let others = conflict.conflicting.map { other -> String in
                let origin = origins[other]
                let owner = origin.view.map { name($0) } ?? "the layout"
                let what = origin.text.map { "\"\($0)\"" } ?? "a constraint UIKit makes for \(owner)"
                return what + (origin.mark.map { " (line \($0.line))" } ?? "")
            }
            conflictIssues.append(AutoLayoutIssue(
                kind: .conflict,
                message: "Unable to simultaneously satisfy constraints: \"\(text())\" contradicts "
                    + (others.isEmpty ? "the constraints before it" : others.joined(separator: ", "))
                    + "; UIKit breaks one of them (insetlab breaks this one, the last added)",
                mark: mark ?? origins[id].mark, view: view))
            return false
        }
        return true
    }

    private mutating func addSceneConstraint(_ constraint: ViewConstraint, state: inout LayoutState) {
        // A line that sizes a scroll view's content (AL8) is the group's that the scroll view roots.
        let placed: ViewIndex
        if let owner = constraint.sizesContentOf {
            guard owner == group.root else { return }
            placed = owner
        } else {
            guard let view = firstView(constraint), group.slot[view] != nil || constraint.second.map({ secondIsMember($0, constraint) }) == true else { return }
            placed = view
        }
        guard let lhs = anchorExpression(constraint.first, holder: constraint.holder, state: state) else { return }
        var rhs = LinearExpression(constant: constraint.constant)
        var secondAnchor: LinearExpression?
        if let second = constraint.second {
            guard let expression = anchorExpression(second, holder: constraint.holder, state: state) else {
                // One that relates a view to something inside it (a scroll view to its content)
                // belongs to the group that view roots, which adds it, wherever it is held when that
                // group is solved: not left out. (A plain view's held above it, or a scroll view's
                // whose content no constraint places, no group adds: noted.)
                if isInside(itemView(second, holder: constraint.holder), placed),
                    constraint.holder == placed || isInside(constraint.holder, placed)
                        || (scene.views[placed].kind.isScrollView && state.autoLayout.subtreeNeedsSolver?[placed] == true)
                { return }
                state.note(.notModelled, "constraints",
                    "\(constraint.text): its second item is laid out after this view's group (a cousin in another group); the constraint is left out, and what it would fix is placed without it",
                    view: placed)
                leftOut[placed * 2 + (constraint.first.attribute.axis == .vertical ? 1 : 0), default: 0] += 1
                return
            }
            rhs = expression * constraint.multiplier + constraint.constant
            secondAnchor = expression
            // A position times a multiplier is measured in the coordinates of the two items'
            // nearest common ancestor (`dot.centerX == superview.centerX * 0.5` is a quarter of
            // the superview's width wherever the superview is): with o its origin here,
            // first − o = m (second − o) + c, so first = m·second + c + (1 − m)·o (model-decisions AL6).
            if constraint.multiplier != 1, !constraint.first.attribute.isSize,
                let origin = commonAncestorOrigin(constraint, axis: constraint.first.attribute.axis, state: state)
            {
                rhs = rhs + origin * (1 - constraint.multiplier)
            }
        }
        let relation: ConstraintRelation = switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        let added = add(lhs, relation, rhs, priority: constraint.priority, text: constraint.text, view: placed, mark: constraint.mark)
        drawable.append(Drawable(
            view: placed, text: constraint.text, attribute: constraint.first.attribute, first: lhs, second: secondAnchor,
            relation: constraint.relation, multiplier: constraint.multiplier, constant: constraint.constant,
            priority: constraint.priority, isBroken: !added, mark: constraint.mark))
    }

    /// The view an anchor's attribute is measured on: the item, or the view a guide belongs to.
    private func itemView(_ anchor: ConstraintAnchor, holder: ViewIndex) -> ViewIndex {
        switch anchor.item {
        case .this: holder
        case .view(let view), .viewGuide(let view, _): view
        case .guide(let guide) where guide == .topLayoutGuide || guide == .bottomLayoutGuide: group.root
        case .superview, .guide: scene.views[holder].superview ?? group.root
        }
    }

    /// The origin, on `axis` and in this group's coordinates, of the nearest view that holds both
    /// items of `constraint` (0 for the group's root); `nil` when they share none.
    private func commonAncestorOrigin(_ constraint: ViewConstraint, axis: LayoutAttribute.Axis, state: LayoutState) -> LinearExpression? {
        guard let second = constraint.second else { return nil }
        let a = itemView(constraint.first, holder: constraint.holder)
        let b = itemView(second, holder: constraint.holder)
        var ancestors: Set<ViewIndex> = []
        var current: ViewIndex? = a
        while let view = current, ancestors.insert(view).inserted { current = scene.views[view].superview }
        current = b
        while let view = current, !ancestors.contains(view) { current = scene.views[view].superview }
        guard let common = current else { return nil }
        if common == group.root { return LinearExpression(constant: 0) }
        guard let box = box(of: common, state: state) else { return nil }
        return axis == .horizontal ? box.x : box.y
    }

    /// The view the line places (AL7: `margins.bottom == c.bottom + 8` places c, wherever it is
    /// held; held by a controller's root view, `margins` has no view above it, and the line was
    /// dropped without a word).
    private func firstView(_ constraint: ViewConstraint) -> ViewIndex? {
        constraint.placedView(superview: scene.views[constraint.holder].superview)
    }

    /// Whether `view` lies below `ancestor` in the view tree (a loop over superviews).
    private func isInside(_ view: ViewIndex, _ ancestor: ViewIndex) -> Bool {
        var current = scene.views[view].superview
        while let next = current {
            if next == ancestor { return true }
            current = scene.views[next].superview
        }
        return false
    }

    private func secondIsMember(_ anchor: ConstraintAnchor, _ constraint: ViewConstraint) -> Bool {
        switch anchor.item {
        case .this: group.slot[constraint.holder] != nil
        case .view(let view), .viewGuide(let view, _): group.slot[view] != nil
        case .superview, .guide: false
        }
    }

    /// `pin` v1: the same equations as `ViewPlacement`. Pinned to the scroll view that roots the
    /// group, `superview` is its content area (contentLayoutGuide, M7), as the same edges written
    /// as constraints are: the content's constraints then size it.
    private mutating func addPin(_ pin: PinSpec, box: SolverBox, view: ViewIndex, state: LayoutState) {
        let scene = self.scene
        let holderSuper = scene.views[view].superview ?? group.root
        let contentArea = holderSuper == group.root && group.slot[holderSuper] == nil && scene.views[holderSuper].kind.isScrollView
            ? guideBox(of: holderSuper, .contentLayoutGuide, state: state) : nil
        func anchorBox(_ anchor: Anchor) -> SolverBox {
            if anchor == .superview, let contentArea { return contentArea }
            if group.slot[holderSuper] == nil { return SolverBox(group.anchors.rect(anchor)) }
            let base = boxes[group.slot[holderSuper]!]
            switch anchor {
            case .superview, .topLayoutGuide, .bottomLayoutGuide: return base
            case .safeArea: namesMemberGuides = true; return base.inset(by: group.safeAreas[holderSuper] ?? .zero)
            case .margins: namesMemberGuides = true; return base.inset(by: group.margins[holderSuper] ?? .zero)
            }
        }
        let text = "\(Self.viewName(scene, view)).pin"
        // Added and kept for the pictures: `first` == `second` + `constant`.
        func pinned(_ attribute: LayoutAttribute, _ first: LinearExpression, _ second: LinearExpression?, _ constant: Double, mark: Mark?) {
            let rhs = (second ?? LinearExpression(constant: 0)) + constant
            let added = add(first, .equal, rhs, text: text + "." + attribute.rawValue, view: view, mark: mark)
            drawable.append(Drawable(
                view: view, text: text + "." + attribute.rawValue, attribute: attribute, first: first, second: second,
                relation: .equal, constant: constant, isBroken: !added, mark: mark))
        }
        if let top = pin.top {
            let line = top.anchor == .topLayoutGuide && group.slot[holderSuper] == nil
                ? LinearExpression(constant: group.anchors.topLayoutGuideY) : anchorBox(top.anchor).y
            pinned(.top, box.y, line, top.inset, mark: top.mark)
        }
        if let bottom = pin.bottom {
            let line = bottom.anchor == .bottomLayoutGuide && group.slot[holderSuper] == nil
                ? LinearExpression(constant: group.anchors.bottomLayoutGuideY) : anchorBox(bottom.anchor).expression(.bottom)
            pinned(.bottom, box.y + box.height, line, -bottom.inset, mark: bottom.mark)
        }
        if let leading = pin.leading {
            pinned(.leading, box.x, anchorBox(leading.anchor).x, leading.inset, mark: leading.mark)
        }
        if let trailing = pin.trailing {
            pinned(.trailing, box.x + box.width, anchorBox(trailing.anchor).expression(.trailing), -trailing.inset, mark: trailing.mark)
        }
        if let width = pin.width {
            pinned(.width, box.width, nil, width, mark: scene.views[view].marks["pin.width"])
        }
        if let height = pin.height {
            pinned(.height, box.height, nil, height, mark: scene.views[view].marks["pin.height"])
        }
    }

    /// Intrinsic size: `size >= intrinsic @compression`, `size <= intrinsic @hugging` (Auto
    /// Layout Guide, "Intrinsic Content Size"); a switch that gives none has UIKit's (M36).
    private mutating func addIntrinsic(_ layout: AutoLayoutSpec, box: SolverBox, view: ViewIndex) {
        let scene = self.scene
        let intrinsic = scene.views[view].intrinsicSize(ios: scene.ios)
        if let width = intrinsic.width {
            add(box.width, .greaterThanOrEqual, LinearExpression(constant: width), priority: layout.compressionHorizontal,
                text: "\(Self.viewName(scene, view)).width >= \(fmt(width)) @\(fmt(layout.compressionHorizontal)) (compression resistance)", view: view, mark: nil)
            add(box.width, .lessThanOrEqual, LinearExpression(constant: width), priority: layout.huggingHorizontal,
                text: "\(Self.viewName(scene, view)).width <= \(fmt(width)) @\(fmt(layout.huggingHorizontal)) (content hugging)", view: view, mark: nil)
        }
        if let height = intrinsic.height {
            add(box.height, .greaterThanOrEqual, LinearExpression(constant: height), priority: layout.compressionVertical,
                text: "\(Self.viewName(scene, view)).height >= \(fmt(height)) @\(fmt(layout.compressionVertical)) (compression resistance)", view: view, mark: nil)
            add(box.height, .lessThanOrEqual, LinearExpression(constant: height), priority: layout.huggingVertical,
                text: "\(Self.viewName(scene, view)).height <= \(fmt(height)) @\(fmt(layout.huggingVertical)) (content hugging)", view: view, mark: nil)
        }
    }

    /// UIView.autoresizingMask: "If more than one option is specified along the same axis, the
    /// default behavior is to distribute any size difference proportionally among the flexible
    /// portions" (Apple, UIView.autoresizingMask). Linear in the superview's size.
    private mutating func addAutoresizing(
        _ mask: AutoresizingSpec, frame: Rect, box: SolverBox, superBox: SolverBox, view: ViewIndex, state: inout LayoutState
    ) {
        var evenSplit = false
        let scene = self.scene
        let designed = mask.designedIn
        func axis(
            low: AutoresizingSpec.Flag, size: AutoresizingSpec.Flag, high: AutoresizingSpec.Flag,
            origin: Double, length: Double, designedSuper: Double?, superLength: LinearExpression, superOrigin: LinearExpression
        ) -> (LinearExpression, LinearExpression) {
            // Without `designedIn` the frame was designed in the superview as it is (SCENE-FORMAT:
            // "default: the superview's size in this scene"): nothing flexes.
            guard let designedSuper else { return (superOrigin + origin, LinearExpression(constant: length)) }
            let highMargin = designedSuper - origin - length
            let parts = [(mask.flags.contains(low), origin), (mask.flags.contains(size), length), (mask.flags.contains(high), highMargin)]
            let flexible = parts.filter(\.0)
            let total = flexible.reduce(0) { $0 + $1.1 }
            // Flexible parts that are all 0: "proportionally" says nothing; an even split is AppKit's
            // documented rule ("as evenly as possible"), not UIKit's, and is noted.
            if total == 0, flexible.count > 1, designedSuper != 0 { evenSplit = true }
            func share(_ index: Int) -> Double {
                guard parts[index].0 else { return 0 }
                return total != 0 ? parts[index].1 / total : 1 / Double(flexible.count)
            }
            // delta = superLength − designedSuper
            let delta = superLength + -designedSuper
            return (superOrigin + origin + delta * share(0), delta * share(1) + length)
        }
        let (x, width) = axis(
            low: .flexibleLeftMargin, size: .flexibleWidth, high: .flexibleRightMargin, origin: frame.minX, length: frame.width,
            designedSuper: designed?.width, superLength: superBox.width, superOrigin: superBox.x)
        let (y, height) = axis(
            low: .flexibleTopMargin, size: .flexibleHeight, high: .flexibleBottomMargin, origin: frame.minY, length: frame.height,
            designedSuper: designed?.height, superLength: superBox.height, superOrigin: superBox.y)
        if evenSplit {
            state.note(
                .uncertainty, "autoresizing-even-split",
                "\(Self.viewName(scene, view)): every flexible part of its mask is 0 pt, which UIKit's \"proportionally\" leaves open; the change is split evenly among them (AppKit's documented rule, not UIKit's)",
                view: view, key: "autoresizingMask")
        }
        let text = "\(Self.viewName(scene, view)).autoresizingMask"
        add(box.x, .equal, x, text: text, view: view, mark: mask.mark)
        add(box.y, .equal, y, text: text, view: view, mark: mask.mark)
        add(box.width, .equal, width, text: text, view: view, mark: mask.mark)
        add(box.height, .equal, height, text: text, view: view, mark: mask.mark)
    }
}
