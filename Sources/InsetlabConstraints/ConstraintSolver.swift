/// An incremental Cassowary simplex solver (Badros, Borning & Stuckey, "The Cassowary Linear
/// Arithmetic Constraint Solving Algorithm", ACM TOCHI 2001), structured after kiwi's
/// `solverimpl.h`: each constraint becomes a tableau row over slack, error and dummy symbols;
/// required rows enter the basis at once (or through an artificial variable), optional ones
/// add error symbols to the objective, which the primal simplex then minimises.
///
/// Two departures from kiwi, both for UIKit's semantics:
/// - the objective is one row per optional priority level, minimised lexicographically, so that
///   a priority-751 constraint wins over any number of priority-750 ones (UIKit's rule) rather
///   than over fewer than a thousand of them (kiwi's summed strengths);
/// - a column index (symbol → rows holding it) lets a substitution visit only the rows that hold
///   the symbol, so adding a constraint costs what it touches, not the whole tableau.
///
/// Required equalities carry no dummy symbol in the tableau (kiwi gives each one): a chain of
/// `v[i] == v[i-1] + 10` would otherwise make row i hold i dummies, a quadratic tableau. The
/// dummies only served to name the constraints behind a conflict; that list is worked out when
/// a conflict happens, by a second solver that does track them, over the required
/// constraints connected to the refused one.
///
/// No recursion anywhere; every loop is over the tableau.
public final class ConstraintSolver {
    private struct Tag {
        var marker: Int
        var other: Int?
    }

    private var kinds: [SymbolKind] = []
    /// The row whose basic symbol is the index, if that symbol is basic.
    private var rows: [TableauRow?] = []
    /// Rows (by basic symbol) that may hold the symbol of the index; stale entries are skipped.
    private var columns: [[Int]] = []
    /// The external symbol of each variable.
    private var variableSymbols: [Int] = []
    /// Optional priority levels, highest first, and their objective rows.
    private var levels: [Double] = []
    private var objectives: [TableauRow] = []
    private var artificial: TableauRow?
    /// Symbols whose coefficient in some objective row changed since the objective was last
    /// minimised: the only ones that can enter (at an optimum every symbol's coefficients are
    /// lexicographically ≥ 0, and a symbol whose coefficients did not change stays so). Scanning
    /// these instead of whole objective rows keeps each re-optimisation proportional to what the
    /// constraint touched, not to the number of optional constraints so far.
    private var candidates: [Int] = []
    private var isCandidate: [Bool] = []

    private var constraints: [LinearConstraint] = []
    private var tags: [Tag?] = []
    /// Marker or error symbol → the constraint that made it.
    private var owner: [Int: ConstraintID] = [:]
    public private(set) var conflicts: [ConstraintConflict] = []
    /// Required constraints by the variables they mention (for the conflict's sources).
    private var requiredByVariable: [[ConstraintID]] = []
    /// Whether required equalities get dummy symbols (only in the solver that names a conflict's sources).
    private let tracksEqualities: Bool
    /// Above this many connected required constraints, a conflict names no sources (the
    /// tracking solve is quadratic in them).
    public static let conflictSourceLimit = 3000

    public convenience init() {
        self.init(tracksEqualities: false)
    }

    private init(tracksEqualities: Bool) {
        self.tracksEqualities = tracksEqualities
    }

    // MARK: Variables

    public func makeVariable() -> ConstraintVariable {
        let variable = ConstraintVariable(index: variableSymbols.count)
        variableSymbols.append(makeSymbol(.external))
        requiredByVariable.append([])
        return variable
    }

    public var variableCount: Int { variableSymbols.count }

    /// The variable's value in the current solution (0 for one no constraint mentions).
    public func value(_ variable: ConstraintVariable) -> Double {
        optimizeObjectives()
        return rows[variableSymbols[variable.index]]?.constant ?? 0
    }

    public func constraint(_ id: ConstraintID) -> LinearConstraint { constraints[id] }
    public var constraintCount: Int { constraints.count }

    private func makeSymbol(_ kind: SymbolKind) -> Int {
        kinds.append(kind)
        rows.append(nil)
        columns.append([])
        isCandidate.append(false)
        return kinds.count - 1
    }

    // MARK: Adding constraints

    /// Adds a constraint and re-optimises. A required constraint that contradicts the ones
    /// already added is not added: the result names it and the constraints it contradicts.
    @discardableResult
    public func add(_ constraint: LinearConstraint) -> Result<ConstraintID, ConstraintConflict> {
        let id = constraints.count
        constraints.append(constraint)
        tags.append(nil)
        let (row, tag) = makeRow(constraint, id: id)
        if let subject = chooseSubject(row, tag) {
            row.solve(for: subject)
            substitute(subject, by: row)
            setRow(subject, row)
        } else if row.symbols.allSatisfy({ kinds[$0] == .dummy }) {
            guard abs(row.constant) < TableauRow.epsilon else {
                // Nothing changed yet (a required row adds nothing to the objective).
                return .failure(refuse(id, involving: row.symbols))
            }
            // Redundant: already implied by the others. With a dummy, keep it basic.
            if tag.marker >= 0 { setRow(tag.marker, row.solvingFor(tag.marker)) }
        } else {
            let (success, involved) = addWithArtificialVariable(row)
            guard success else {
                // The pivots left the tableau holding this constraint's symbols: rebuild
                // without it (conflicts are rare; a scene with many is refused by its caller).
                let conflict = refuse(id, involving: involved)
                rebuild()
                return .failure(conflict)
            }
        }
        tags[id] = tag
        optimizeObjectives()
        if constraint.priority.isRequired {
            for term in constraint.expression.terms { requiredByVariable[term.variable.index].append(id) }
        }
        return .success(id)
    }

    private func refuse(_ id: ConstraintID, involving symbols: [Int]) -> ConstraintConflict {
        let conflict = ConstraintConflict(
            broken: id, conflicting: tracksEqualities ? sources(symbols, excluding: id) : conflictSources(of: id))
        conflicts.append(conflict)
        return conflict
    }

    private func sources(_ symbols: [Int], excluding id: ConstraintID) -> [ConstraintID] {
        var others = Set<ConstraintID>()
        for symbol in symbols {
            if let constraint = owner[symbol], constraint != id { others.insert(constraint) }
        }
        return others.sorted()
    }

    /// The accepted required constraints that the refused one contradicts: those connected to
    /// it through shared variables, re-solved with a dummy per equality so the contradiction's
    /// row names them.
    private func conflictSources(of id: ConstraintID) -> [ConstraintID] {
        var seenVariables = Set<Int>()
        var seenConstraints = Set<ConstraintID>()
        var queue = constraints[id].expression.terms.map(\.variable.index)
        while let variable = queue.popLast() {
            guard seenVariables.insert(variable).inserted else { continue }
            for other in requiredByVariable[variable] where seenConstraints.insert(other).inserted {
                guard seenConstraints.count <= Self.conflictSourceLimit else { return [] }
                queue.append(contentsOf: constraints[other].expression.terms.map(\.variable.index))
            }
        }
        let component = seenConstraints.sorted()
        let tracker = ConstraintSolver(tracksEqualities: true)
        var local: [Int: ConstraintVariable] = [:]
        func mapped(_ constraint: LinearConstraint) -> LinearConstraint {
            var copy = constraint
            copy.expression.terms = constraint.expression.terms.map { term in
                if let known = local[term.variable.index] { return (known, term.coefficient) }
                let made = tracker.makeVariable()
                local[term.variable.index] = made
                return (made, term.coefficient)
            }
            return copy
        }
        for other in component { tracker.add(mapped(constraints[other])) }
        guard case .failure(let conflict) = tracker.add(mapped(constraints[id])) else { return [] }
        return conflict.conflicting.map { component[$0] }
    }

    /// The tableau anew from every constraint that was accepted (after a failed artificial
    /// pivot sequence).
    private func rebuild() {
        let kept = constraints
        let keptTags = tags
        let variables = variableSymbols.count
        kinds = []
        rows = []
        columns = []
        variableSymbols = []
        requiredByVariable = []
        levels = []
        objectives = []
        candidates = []
        isCandidate = []
        owner = [:]
        constraints = []
        tags = []
        let savedConflicts = conflicts
        for _ in 0..<variables { _ = makeVariable() }
        for (index, constraint) in kept.enumerated() {
            if keptTags[index] == nil {
                // Refused earlier, or the one being refused now: its id stays, its row does not.
                constraints.append(constraint)
                tags.append(nil)
            } else {
                add(constraint)
            }
        }
        conflicts = savedConflicts
    }

    private func objective(for priority: ConstraintPriority) -> TableauRow {
        // Few levels per scene (250, 251, 750, 999…): a linear search is enough.
        var index = 0
        while index < levels.count, levels[index] > priority.value { index += 1 }
        if index < levels.count, levels[index] == priority.value { return objectives[index] }
        let row = TableauRow(constant: 0)
        levels.insert(priority.value, at: index)
        objectives.insert(row, at: index)
        return row
    }

    /// kiwi's createRow: the constraint over nonbasic symbols, with its slack/error/dummy.
    private func makeRow(_ constraint: LinearConstraint, id: ConstraintID) -> (TableauRow, Tag) {
        let row = TableauRow(constant: constraint.expression.constant)
        for term in constraint.expression.terms where abs(term.coefficient) >= TableauRow.epsilon {
            let symbol = variableSymbols[term.variable.index]
            if let basic = rows[symbol] { row.insert(basic, term.coefficient) } else { row.insert(symbol, term.coefficient) }
        }
        var tag = Tag(marker: -1, other: nil)
        let required = constraint.priority.isRequired
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            tag.marker = slack
            row.insert(slack, sign)
            if !required {
                let error = makeSymbol(.error)
                tag.other = error
                row.insert(error, -sign)
                objective(for: constraint.priority).insert(error, 1)
                markCandidate(error)
                needsOptimizing = true
            }
        case .equal:
            if required {
                if tracksEqualities {
                    let dummy = makeSymbol(.dummy)
                    tag.marker = dummy
                    row.insert(dummy, 1)
                }
            } else {
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                tag.marker = plus
                tag.other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                let objective = objective(for: constraint.priority)
                objective.insert(plus, 1)
                objective.insert(minus, 1)
                markCandidate(plus)
                markCandidate(minus)
                needsOptimizing = true
            }
        }
        if tag.marker >= 0 { owner[tag.marker] = id }
        if let other = tag.other { owner[other] = id }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// An external symbol if the row has one; else the new slack or error if its coefficient
    /// is negative (so that it can be basic and non-negative).
    private func chooseSubject(_ row: TableauRow, _ tag: Tag) -> Int? {
        for symbol in row.symbols where kinds[symbol] == .external { return symbol }
        if tag.marker >= 0, kinds[tag.marker].isPivotable, row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, kinds[other].isPivotable, row.coefficient(for: other) < 0 { return other }
        return nil
    }

    /// Phase one for a row with no obvious subject: minimise an artificial variable standing
    /// for it; the row is satisfiable iff that minimum is 0. Returns the symbols of the
    /// artificial objective at its minimum (the constraints that block it) on failure.
    private func addWithArtificialVariable(_ row: TableauRow) -> (Bool, [Int]) {
        let art = makeSymbol(.slack)
        setRow(art, TableauRow(copying: row))
        artificial = TableauRow(copying: row)
        optimize([artificial!])
        let success = abs(artificial!.constant) < TableauRow.epsilon
        let involved = artificial!.symbols + row.symbols
        artificial = nil
        if let basic = rows[art] {
            rows[art] = nil
            if basic.isEmpty { return (success, involved) }
            guard let entering = basic.symbols.first(where: { kinds[$0].isPivotable }) else { return (false, involved) }
            basic.solve(for: art, entering)
            substitute(entering, by: basic)
            setRow(entering, basic)
        }
        for key in columns[art] { rows[key]?.remove(art) }
        columns[art] = []
        for objective in objectives { objective.remove(art) }
        return (success, involved)
    }

    // MARK: Tableau operations

    private func setRow(_ basic: Int, _ row: TableauRow) {
        rows[basic] = row
        for symbol in row.symbols { columns[symbol].append(basic) }
    }

    /// Replaces `symbol` by `row` in every row and objective that holds it.
    private func substitute(_ symbol: Int, by row: TableauRow) {
        let holders = columns[symbol]
        columns[symbol] = []
        for basic in holders {
            guard let target = rows[basic], target.contains(symbol) else { continue }
            target.substitute(symbol, by: row) { columns[$0].append(basic) }
        }
        var touched = false
        for objective in objectives where objective.contains(symbol) {
            objective.substitute(symbol, by: row) { _ in }
            touched = true
        }
        if touched {
            needsOptimizing = true
            for changed in row.symbols { markCandidate(changed) }
        }
        artificial?.substitute(symbol, by: row) { _ in }
    }

    /// Whether the objective may be above its minimum: set when an optional constraint adds
    /// error terms or a substitution touches an objective row. It is minimised after every
    /// constraint that did either, as kiwi does: minimising once at the end reaches an optimum as
    /// good on every priority level, but among tied optima another vertex than kiwi's (UIKit's
    /// engine is incremental too; KiwiPriorityLevelTests records the check); a constraint that left
    /// the objective rows alone leaves the optimum optimal, and skips the scan.
    private var needsOptimizing = false

    private func optimizeObjectives() {
        guard needsOptimizing else { return }
        needsOptimizing = false
        optimize(objectives, fromCandidates: true)
    }

    private func markCandidate(_ symbol: Int) {
        guard !isCandidate[symbol] else { return }
        isCandidate[symbol] = true
        candidates.append(symbol)
    }

    /// Primal simplex on a lexicographic objective (most important row first). The objective
    /// rows pick their entering symbol among the candidates; the artificial objective (phase
    /// one, rare) scans its row.
    private func optimize(_ goal: [TableauRow], fromCandidates: Bool = false) {
        // Every pivot strictly improves the lexicographic objective or is degenerate; the
        // bound guards against cycling on degenerate pivots.
        var budget = 50 * (rows.count + 10)
        while budget > 0, let entering = fromCandidates ? enteringCandidate() : enteringSymbol(goal) {
            budget -= 1
            guard let leaving = leavingRow(for: entering) else { return }  // unbounded: cannot happen, errors are ≥ 0
            let row = rows[leaving]!
            rows[leaving] = nil
            row.solve(for: leaving, entering)
            substitute(entering, by: row)
            setRow(entering, row)
        }
    }

    /// A non-dummy symbol whose coefficient vector over the levels is lexicographically negative.
    private func enteringSymbol(_ goal: [TableauRow]) -> Int? {
        for (level, objective) in goal.enumerated() {
            for (symbol, coefficient) in zip(objective.symbols, objective.coefficients)
            where coefficient < -TableauRow.epsilon && kinds[symbol] != .dummy {
                if (0..<level).allSatisfy({ abs(goal[$0].coefficient(for: symbol)) < TableauRow.epsilon }) {
                    return symbol
                }
            }
        }
        return nil
    }

    /// `enteringSymbol(objectives)` over the candidates only: the same symbol (the lowest one
    /// among those whose first nonzero level is the most important and negative), dropping the
    /// candidates that cannot enter.
    private func enteringCandidate() -> Int? {
        var best: (level: Int, symbol: Int)?
        var index = 0
        while index < candidates.count {
            let symbol = candidates[index]
            if let level = enteringLevel(symbol) {
                if best == nil || level < best!.level || (level == best!.level && symbol < best!.symbol) { best = (level, symbol) }
                index += 1
            } else {
                isCandidate[symbol] = false
                candidates.swapAt(index, candidates.count - 1)
                candidates.removeLast()
            }
        }
        return best?.symbol
    }

    /// The level at which a symbol's objective coefficients are first nonzero, if negative there.
    private func enteringLevel(_ symbol: Int) -> Int? {
        guard kinds[symbol] != .dummy else { return nil }
        for (level, objective) in objectives.enumerated() {
            let coefficient = objective.coefficient(for: symbol)
            if coefficient < -TableauRow.epsilon { return level }
            if abs(coefficient) >= TableauRow.epsilon { return nil }
        }
        return nil
    }

    /// The ratio test over restricted basic rows; ties go to the lowest symbol (deterministic).
    private func leavingRow(for entering: Int) -> Int? {
        var best: Int?
        var bestRatio = Double.infinity
        for basic in columns[entering] {
            guard kinds[basic] != .external, let row = rows[basic] else { continue }
            let coefficient = row.coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && basic < (best ?? .max)) {
                bestRatio = ratio
                best = basic
            }
        }
        return best
    }

    // MARK: Determinacy

    /// Whether the constraints fix the variable's value: false when the optimum leaves it
    /// free (it depends on an unconstrained parameter, or on a slack or error that could move
    /// at no cost to any priority level). UIKit calls such a layout ambiguous.
    public func isDetermined(_ variable: ConstraintVariable) -> Bool {
        optimizeObjectives()
        guard let row = rows[variableSymbols[variable.index]] else { return false }
        for symbol in row.symbols where canMove(symbol) { return false }
        return true
    }

    private func canMove(_ symbol: Int) -> Bool {
        switch kinds[symbol] {
        case .dummy: return false
        case .external: return canStep(symbol, direction: 1) || canStep(symbol, direction: -1)
        case .slack, .error:
            for objective in objectives where abs(objective.coefficient(for: symbol)) >= TableauRow.epsilon { return false }
            return canStep(symbol, direction: 1)
        }
    }

    /// Whether a nonbasic symbol can move off 0 in a direction without a restricted basic row
    /// going negative at once (a degenerate row blocks it).
    private func canStep(_ symbol: Int, direction: Double) -> Bool {
        if kinds[symbol].isRestricted, direction < 0 { return false }
        for basic in columns[symbol] {
            guard kinds[basic].isRestricted, let row = rows[basic] else { continue }
            let coefficient = row.coefficient(for: symbol) * direction
            if coefficient < 0, abs(row.constant) < TableauRow.epsilon { return false }
        }
        return true
    }
}

extension TableauRow {
    fileprivate func solvingFor(_ symbol: Int) -> TableauRow {
        solve(for: symbol)
        return self
    }
}
