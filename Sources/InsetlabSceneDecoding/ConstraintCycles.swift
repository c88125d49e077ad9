import InsetlabConstraints
import InsetlabYAML
import InsetlabScene

/// A cycle of required constraints (issue 11, "Performance and bad input"): required
/// equalities between views placed by constraints that, followed around a loop, relate an
/// attribute to itself by a factor other than 1 (`a.width == b.width`, `b.width == a.width * 2`:
/// a.width = 2 × a.width). Such a loop fixes the attribute by itself, at c / (1 − factor) (0 when
/// the constants are 0), whatever the superview or the rest of the layout; UIKit's engine accepts
/// it without a word, and the view collapses or grows for no reason a reader can see. It is a
/// located error, naming every constraint of the loop.
///
/// What it is not (each has its own diagnosis, after solving):
/// - a loop whose factor is 1 but whose constants do not cancel (`a.width == b.width + 10`,
///   `b.width == a.width`): the constraints contradict each other, `unsatisfiable-constraints`;
/// - a loop whose factor is 1 and whose constants cancel (`a.width == b.width`,
///   `b.width == a.width`): it fixes nothing, so without another constraint the size is free,
///   `ambiguous-layout`.
///
/// Nodes are (view, attribute) with margins and baselines folded into their edge (they differ
/// by a constant, which cannot change a loop's factor) and leading = left (AL1); a guide is its
/// view's attribute for the same reason, but for a scroll view's content guide, whose width and
/// height are the content's (AL8), nodes of their own. Only views placed by constraints take part: a view
/// placed by frame, `pin` or as a controller's root is an anchor, and a loop through it is a
/// plain conflict. The loops themselves are found by `EqualityLoops` (linear).
/// A required equality between two anchors, as the cycle check needs it (`pending` names the
/// constraint as written, for the message).
struct RequiredEquality {
    var first: ConstraintAnchor
    var second: ConstraintAnchor
    var multiplier: Double
    var holder: ViewIndex
    var pending: Int
}

extension SceneTreeDecoder {
    /// The view an anchor's attribute belongs to: the holder's superview for `superview` and its
    /// guides (a guide is its view's attribute, up to a constant).
    private func cycleView(_ anchor: ConstraintAnchor, holder: ViewIndex) -> ViewIndex? {
        switch anchor.item {
        case .this: holder
        case .view(let other), .viewGuide(let other, _): other
        case .superview, .guide: views[holder].superview
        }
    }

    /// Whether `ancestor` is among `view`'s superviews (bounded by the tree's depth).
    func isAncestor(_ ancestor: ViewIndex, of view: ViewIndex) -> Bool {
        var current = views[view].superview
        while let next = current {
            if next == ancestor { return true }
            current = views[next].superview
        }
        return false
    }

    mutating func reportConstraintCycles(_ constraints: [RequiredEquality], pending: [PendingConstraint]) {
        guard !constraints.isEmpty else { return }
        // Node numbers by (view, attribute): a view's eight attributes and its content guide's two
        // sizes get consecutive slots the first time one of them is met (no hashing).
        var firstSlot = [Int32](repeating: -1, count: views.count)
        var slots: [Int32] = []
        var edges: [EqualityLoops.Edge] = []
        var edgeConstraint: [Int] = []  // edges[i] is constraints[edgeConstraint[i]]
        var nodeCount = 0
        func node(_ anchor: ConstraintAnchor, holder: ViewIndex) -> Int? {
            let view: ViewIndex, offset: Int
            if case .viewGuide(let scroll, .contentLayoutGuide) = anchor.item {
                // A scroll view's content guide is another rectangle than the view (AL8): its
                // width and height are nodes of their own (slots 8, 9), free whatever places the
                // view; its edges sit at the content's origin, fixed.
                guard anchor.attribute == .width || anchor.attribute == .height else { return nil }
                (view, offset) = (scroll, anchor.attribute == .width ? 8 : 9)
            } else {
                guard let found = cycleView(anchor, holder: holder), case .constraints = views[found].position, views[found].rootOf == nil
                else { return nil }
                (view, offset) = (found, Self.cycleSlot(anchor.attribute))
            }
            if firstSlot[view] < 0 {
                firstSlot[view] = Int32(slots.count)
                slots.append(contentsOf: repeatElement(-1, count: 10))
            }
            let slot = Int(firstSlot[view]) + offset
            if slots[slot] >= 0 { return Int(slots[slot]) }
            slots[slot] = Int32(nodeCount)
            nodeCount += 1
            return nodeCount - 1
        }
        for (index, constraint) in constraints.enumerated() {
            guard constraint.multiplier != 0,
                let a = node(constraint.first, holder: constraint.holder), let b = node(constraint.second, holder: constraint.holder)
            else { continue }
            // AL6: a multiplier on a position is measured in the two items' nearest common
            // ancestor; when one item is that ancestor, its position there is 0, so the line
            // fixes the other (`dot.leading == superview.leading * 0.5 + 10`: dot.x = 10) and
            // links no two attributes.
            if constraint.multiplier != 1, !constraint.first.attribute.isSize,
                let firstView = cycleView(constraint.first, holder: constraint.holder),
                let secondView = cycleView(constraint.second, holder: constraint.holder),
                isAncestor(firstView, of: secondView) || isAncestor(secondView, of: firstView)
            {
                continue
            }
            edges.append(EqualityLoops.Edge(first: a, second: b, multiplier: constraint.multiplier))
            edgeConstraint.append(index)
        }
        for loop in EqualityLoops.find(edges, nodeCount: nodeCount) {
            reportCycle(loop.edges.map { constraints[edgeConstraint[$0]] }, loopFactor: loop.factor, pending: pending)
        }
    }

    private mutating func reportCycle(_ loop: [RequiredEquality], loopFactor: Double, pending: [PendingConstraint]) {
        let members = loop.sorted {
            (pending[$0.pending].first.mark.line, pending[$0.pending].first.mark.column)
                < (pending[$1.pending].first.mark.line, pending[$1.pending].first.mark.column)
        }
        guard let lastMember = members.last else { return }
        let named = members.map { "\"\(pending[$0.pending].text)\" (line \(pending[$0.pending].first.mark.line))" }.joined(separator: ", ")
        let last = pending[lastMember.pending]
        let anchor = lastMember.first
        let guide = if case .viewGuide(_, .contentLayoutGuide) = anchor.item { ".contentLayoutGuide" } else { "" }
        let subject = "\(describeView(anchor, holder: lastMember.holder))\(guide).\(anchor.attribute.rawValue)"
        reader.diagnostics.error(
            "a cycle of required constraints: \(named) make \(subject) equal to \(Self.factorText(loopFactor)) × itself,"
                + " so the loop alone fixes it (at 0 when the constants are 0) whatever the rest of the layout, and UIKit applies it"
                + " without a warning; break the loop (remove one of them, give one a priority below 1000, or make the multipliers"
                + " multiply to 1)",
            at: last.first.mark, keyPath: last.keyPath)
    }

    private func describeView(_ anchor: ConstraintAnchor, holder: ViewIndex) -> String {
        let view: ViewIndex? = switch anchor.item {
        case .this: holder
        case .view(let other), .viewGuide(let other, _): other
        case .superview, .guide: views[holder].superview
        }
        guard let view else { return "superview" }
        return views[view].id ?? views[view].keyPath
    }

    private static func factorText(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// The node an attribute belongs to, among a view's eight: margins fold into their edge,
    /// leading into left (AL1), baselines into top (each differs from it by a constant).
    private static func cycleSlot(_ attribute: LayoutAttribute) -> Int {
        switch attribute.withoutMargin.attribute {
        case .left, .leading: 0
        case .right, .trailing: 1
        case .top, .firstBaseline, .lastBaseline: 2
        case .bottom: 3
        case .width: 4
        case .height: 5
        case .centerX: 6
        case .centerY: 7
        default: 7  // every attribute is folded into one of the above
        }
    }
}
