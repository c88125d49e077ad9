import InsetlabConstraints
import InsetlabScene

/// One constraint of a solve as `explain` names it: its text, the view it places, its line.
struct ConstraintRecord {
    var text: String
    var view: ViewIndex?
    var line: Int?

    var named: String { "\(text)" + (line.map { " (line \($0))" } ?? "") }
}

/// What each constraint did in the solution (issue 11: "explain shows which constraints fixed a
/// frame, and which one was broken"): the ones that hold at their bound fixed it (an equality,
/// or an inequality with no room left); an inequality with room left did nothing; an optional one
/// not met gave way to higher priorities; a required one the solver refused was broken.
enum ConstraintOutcome: Equatable {
    case held
    case slack
    case gaveWay
    case broken(contradicting: [ConstraintID])

    /// The outcome of constraint `id` in the solver's current solution.
    static func of(_ id: ConstraintID, in solver: ConstraintSolver, brokenBy conflicts: [ConstraintID: [ConstraintID]]) -> ConstraintOutcome {
        if let others = conflicts[id] { return .broken(contradicting: others) }
        let constraint = solver.constraint(id)
        let value = constraint.expression.terms.reduce(constraint.expression.constant) {
            $0 + $1.coefficient * solver.value($1.variable)
        }
        // Frames are in points, solved in doubles: a thousandth of a point is "at the bound".
        let tolerance = 1e-3
        switch constraint.relation {
        case .equal: return abs(value) <= tolerance ? .held : .gaveWay
        case .lessThanOrEqual: return abs(value) <= tolerance ? .held : value < 0 ? .slack : .gaveWay
        case .greaterThanOrEqual: return abs(value) <= tolerance ? .held : value > 0 ? .slack : .gaveWay
        }
    }

    /// Per view, the lines `explain` prints after "solved from:": the constraints that fixed the
    /// frame (held), then those that gave way, then the broken ones with what they contradict.
    static func explanations(_ records: [ConstraintRecord], solver: ConstraintSolver) -> [ViewIndex: [String]] {
        var conflicts: [ConstraintID: [ConstraintID]] = [:]
        for conflict in solver.conflicts { conflicts[conflict.broken] = conflict.conflicting }
        var held: [ViewIndex: [String]] = [:]
        var gaveWay: [ViewIndex: [String]] = [:]
        var broken: [ViewIndex: [String]] = [:]
        for (id, record) in records.enumerated() where id < solver.constraintCount {
            guard let view = record.view else { continue }
            switch of(id, in: solver, brokenBy: conflicts) {
            case .held: held[view, default: []].append(record.named)
            case .slack: break
            case .gaveWay: gaveWay[view, default: []].append("gave way: \(record.named)")
            case .broken(let others):
                let contradicted = others.filter { $0 < records.count }.map { records[$0].named }
                broken[view, default: []].append(
                    "broken (left out): \(record.named)"
                        + (contradicted.isEmpty ? "" : ", which contradicts \(contradicted.joined(separator: ", "))"))
            }
        }
        var result: [ViewIndex: [String]] = [:]
        for view in Set(held.keys).union(gaveWay.keys).union(broken.keys) {
            result[view] = (held[view] ?? []) + (gaveWay[view] ?? []) + (broken[view] ?? [])
        }
        return result
    }
}
