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
/// constraints connected to the refused one (SolverConflicts.swift).
///
/// No recursion anywhere; every loop is over the tableau. Nothing is an object: the rows live
/// in one `TableauRows` store, the column index and the required constraints per variable are
/// linked lists in pooled arrays, so adding a constraint allocates nothing once the arrays
/// have grown (reference counting and malloc were most of the time when rows were classes).
///
/// The state is a struct behind the public class (`ConstraintSolver`): its arrays are then
/// mutated in place by `mutating` methods with static exclusivity, instead of a dynamic
/// exclusivity check on every access to a class property.
struct SolverState {
    struct Tag {
        var marker: Int
        /// -1 when the constraint has no second symbol.
        var other: Int
    }

    /// A cell of a pooled singly linked list (`next` is -1 at the end).
    struct ListNode {
        var value: Int
        var next: Int
    }

    var kinds: [SymbolKind] = []
    var store = TableauRows()
    /// The row (in `store`) whose basic symbol is the index, or -1 when that symbol is not basic.
    var rowOf: [Int] = []
    /// Per symbol, the head (in `columnNodes`) of the list of rows, by basic symbol, that may
    /// hold it; stale entries (rows that lost the symbol since) are skipped.
    var columnHead: [Int] = []
    var columnNodes: [ListNode] = []
    var freeColumnNode = -1
    /// The external symbol of each variable.
    var variableSymbols: [Int] = []
    /// Optional priority levels, highest first, and their objective rows.
    var levels: [Double] = []
    var objectives: [Int] = []
    /// The phase-one objective while a row is added through an artificial variable, else -1.
    var artificial = -1
    /// Symbols whose coefficient in some objective row changed since the objective was last
    /// minimised: the only ones that can enter (at an optimum every symbol's coefficients are
    /// lexicographically ≥ 0, and a symbol whose coefficients did not change stays so). Scanning
    /// these instead of whole objective rows keeps each re-optimisation proportional to what the
    /// constraint touched, not to the number of optional constraints so far.
    var candidates: [Int] = []
    var isCandidate: [Bool] = []
    /// Whether the objective may be above its minimum: set when an optional constraint adds
    /// error terms or a substitution touches an objective row. It is minimised after every
    /// constraint that did either, as kiwi does: minimising once at the end reaches an optimum as
    /// good on every priority level, but among tied optima another vertex than kiwi's (UIKit's
    /// engine is incremental too; KiwiPriorityLevelTests records the check); a constraint that left
    /// the objective rows alone leaves the optimum optimal, and skips the scan.
    var needsOptimizing = false

    var constraints: [LinearConstraint] = []
    var tags: [Tag?] = []
    /// Marker or error symbol → the constraint that made it (-1 for other symbols).
    var owner: [Int] = []
    var conflicts: [ConstraintConflict] = []
    /// Per variable, the head (in `requiredNodes`) of the list of accepted required constraints
    /// that mention it (for a conflict's sources).
    var requiredHead: [Int] = []
    var requiredNodes: [ListNode] = []
    /// Whether required equalities get dummy symbols (only in the solver that names a conflict's sources).
    let tracksEqualities: Bool
    /// Symbols a merge added to a row (reused, to allocate once).
    var added: [Int] = []
    /// Counts changes to the tableau: `canMove` answers cached at an older count are stale.
    var generation = 0
    /// Per symbol: the generation its cached `canMove` answer was worked out at (-1: none).
    var movableGeneration: [Int] = []
    var movable: [Bool] = []

    init(tracksEqualities: Bool) {
        self.tracksEqualities = tracksEqualities
    }

    // MARK: Variables

    mutating func makeVariable() -> ConstraintVariable {
        let variable = ConstraintVariable(index: variableSymbols.count)
        variableSymbols.append(makeSymbol(.external))
        requiredHead.append(-1)
        return variable
    }

    var variableCount: Int { variableSymbols.count }

    /// The variable's value in the current solution (0 for one no constraint mentions).
    mutating func value(_ variable: ConstraintVariable) -> Double {
        optimizeObjectives()
        let row = rowOf[variableSymbols[variable.index]]
        return row >= 0 ? store.constant(row) : 0
    }

    func constraint(_ id: ConstraintID) -> LinearConstraint { constraints[id] }
    var constraintCount: Int { constraints.count }

    mutating func makeSymbol(_ kind: SymbolKind) -> Int {
        kinds.append(kind)
        rowOf.append(-1)
        columnHead.append(-1)
        isCandidate.append(false)
        owner.append(-1)
        movableGeneration.append(-1)
        movable.append(false)
        return kinds.count - 1
    }

    // MARK: Adding constraints

    /// Adds a constraint and re-optimises. A required constraint that contradicts the ones
    /// already added is not added: the result names it and the constraints it contradicts.
    @discardableResult
    mutating func add(_ constraint: LinearConstraint) -> Result<ConstraintID, ConstraintConflict> {
        generation += 1
        let id = constraints.count
        constraints.append(constraint)
        tags.append(nil)
        let (row, tag) = makeRow(constraint, id: id)
        if let subject = chooseSubject(row, tag) {
            store.solve(row, for: subject)
            substitute(subject, by: row)
            setRow(subject, row)
        } else if allDummies(row) {
            guard abs(store.constant(row)) < TableauRows.epsilon else {
                // Nothing changed yet (a required row adds nothing to the objective).
                let symbols = store.symbols(row)
                store.free(row)
                return .failure(refuse(id, involving: symbols))
            }
            // Redundant: already implied by the others. With a dummy, keep it basic.
            if tag.marker >= 0 {
                store.solve(row, for: tag.marker)
                setRow(tag.marker, row)
            } else {
                store.free(row)
            }
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
            for index in 0..<constraint.expression.termCount {
                let variable = constraint.expression.term(at: index).variable.index
                requiredNodes.append(ListNode(value: id, next: requiredHead[variable]))
                requiredHead[variable] = requiredNodes.count - 1
            }
        }
        return .success(id)
    }

    private func allDummies(_ row: Int) -> Bool {
        for index in 0..<store.count(row) where kinds[store.symbol(row, at: index)] != .dummy { return false }
        return true
    }

    /// The tableau anew from every constraint that was accepted (after a failed artificial
    /// pivot sequence).
    mutating func rebuild() {
        let kept = constraints
        let keptTags = tags
        let variables = variableSymbols.count
        kinds = []
        store.removeAll()
        rowOf = []
        columnHead = []
        columnNodes = []
        freeColumnNode = -1
        variableSymbols = []
        requiredHead = []
        requiredNodes = []
        levels = []
        objectives = []
        candidates = []
        isCandidate = []
        owner = []
        movableGeneration = []
        movable = []
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

    private mutating func objective(for priority: ConstraintPriority) -> Int {
        // Few levels per scene (250, 251, 750, 999…): a linear search is enough.
        var index = 0
        while index < levels.count, levels[index] > priority.value { index += 1 }
        if index < levels.count, levels[index] == priority.value { return objectives[index] }
        let row = store.make(constant: 0)
        levels.insert(priority.value, at: index)
        objectives.insert(row, at: index)
        return row
    }

    /// kiwi's createRow: the constraint over nonbasic symbols, with its slack/error/dummy.
    private mutating func makeRow(_ constraint: LinearConstraint, id: ConstraintID) -> (Int, Tag) {
        var capacity = 2
        let expression = constraint.expression
        for index in 0..<expression.termCount {
            let basic = rowOf[variableSymbols[expression.term(at: index).variable.index]]
            capacity += basic >= 0 ? store.count(basic) : 1
        }
        let row = store.make(constant: expression.constant, capacity: capacity)
        for index in 0..<expression.termCount {
            let term = expression.term(at: index)
            guard abs(term.coefficient) >= TableauRows.epsilon else { continue }
            let symbol = variableSymbols[term.variable.index]
            let basic = rowOf[symbol]
            if basic >= 0 {
                store.add(row, basic, times: term.coefficient, added: &added)
                added.removeAll(keepingCapacity: true)
            } else {
                store.insert(row, symbol, term.coefficient)
            }
        }
        var tag = Tag(marker: -1, other: -1)
        let required = constraint.priority.isRequired
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            tag.marker = slack
            store.insert(row, slack, sign)
            if !required {
                let error = makeSymbol(.error)
                tag.other = error
                store.insert(row, error, -sign)
                store.insert(objective(for: constraint.priority), error, 1)
                markCandidate(error)
                needsOptimizing = true
            }
        case .equal:
            if required {
                if tracksEqualities {
                    let dummy = makeSymbol(.dummy)
                    tag.marker = dummy
                    store.insert(row, dummy, 1)
                }
            } else {
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                tag.marker = plus
                tag.other = minus
                store.insert(row, plus, -1)
                store.insert(row, minus, 1)
                let objective = objective(for: constraint.priority)
                store.insert(objective, plus, 1)
                store.insert(objective, minus, 1)
                markCandidate(plus)
                markCandidate(minus)
                needsOptimizing = true
            }
        }
        if tag.marker >= 0 { owner[tag.marker] = id }
        if tag.other >= 0 { owner[tag.other] = id }
        if store.constant(row) < 0 { store.reverseSign(row) }
        return (row, tag)
    }

    /// An external symbol if the row has one; else the new slack or error if its coefficient
    /// is negative (so that it can be basic and non-negative).
    private func chooseSubject(_ row: Int, _ tag: Tag) -> Int? {
        for index in 0..<store.count(row) where kinds[store.symbol(row, at: index)] == .external {
            return store.symbol(row, at: index)
        }
        if tag.marker >= 0, kinds[tag.marker].isPivotable, store.coefficient(row, for: tag.marker) < 0 { return tag.marker }
        if tag.other >= 0, kinds[tag.other].isPivotable, store.coefficient(row, for: tag.other) < 0 { return tag.other }
        return nil
    }

    /// Phase one for a row with no obvious subject: minimise an artificial variable standing
    /// for it; the row is satisfiable iff that minimum is 0. Returns the symbols of the
    /// artificial objective at its minimum (the constraints that block it) on failure.
    private mutating func addWithArtificialVariable(_ row: Int) -> (Bool, [Int]) {
        let art = makeSymbol(.slack)
        if let entering = phaseOneEndsAfterOnePivot(row) {
            // The phase's one pivot, without the artificial symbol it would add to every row
            // that holds `entering` and then take out again: the same tableau.
            store.solve(row, for: entering)
            substitute(entering, by: row)
            setRow(entering, row)
            return (true, [])
        }
        setRow(art, store.copy(row))
        artificial = store.copy(row)
        optimize(artificialOnly: true)
        let success = abs(store.constant(artificial)) < TableauRows.epsilon
        let phaseOne = artificial
        artificial = -1
        defer {
            store.free(phaseOne)
            store.free(row)
        }
        func involved() -> [Int] { store.symbols(phaseOne) + store.symbols(row) }
        let basic = rowOf[art]
        if basic >= 0 {
            rowOf[art] = -1
            if store.isEmpty(basic) {
                store.free(basic)
                return (success, success ? [] : involved())
            }
            var entering = -1
            for index in 0..<store.count(basic) where kinds[store.symbol(basic, at: index)].isPivotable {
                entering = store.symbol(basic, at: index)
                break
            }
            guard entering >= 0 else { return (false, involved()) }
            store.solve(basic, for: art, entering)
            substitute(entering, by: basic)
            setRow(entering, basic)
        }
        var node = columnHead[art]
        while node >= 0 {
            let holder = rowOf[columnNodes[node].value]
            if holder >= 0 { store.remove(holder, art) }
            node = releaseColumnNode(node)
        }
        columnHead[art] = -1
        for objective in objectives { store.remove(objective, art) }
        return (success, success ? [] : involved())
    }

    /// The symbol phase one enters first, when that first pivot is also its last and succeeds
    /// (as for most rows: a required equality whose variables are all basic, in a tableau
    /// without degenerate rows in its way); nil when the phase must run.
    ///
    /// Phase one's objective is a copy of `row` standing for a new artificial slack `art`, whose
    /// own row is `row` too. It enters the first non-dummy symbol with a negative coefficient;
    /// the ratio test picks `art`'s row if every other row's ratio is larger (on a tie the lower
    /// symbol leaves, and `art` is the newest). Substituted, the objective is then `art` plus, per
    /// other symbol s, a_s + (a_s × f) × a_e with f = −1 / a_e, and constant c + (c × f) × a_e,
    /// computed here exactly as the merge computes them: if none of those is negative (no second
    /// pivot) and the constant is 0 (success), the phase ends there, `art` is nonbasic and is
    /// removed from every row, which leaves `row` solved for the entering symbol and substituted.
    private func phaseOneEndsAfterOnePivot(_ row: Int) -> Int? {
        var entering = -1
        var pivot = 0.0
        for index in 0..<store.count(row) where store.coefficient(row, at: index) < -TableauRows.epsilon {
            let symbol = store.symbol(row, at: index)
            if kinds[symbol] != .dummy {
                entering = symbol
                pivot = store.coefficient(row, at: index)
                break
            }
        }
        guard entering >= 0 else { return nil }
        let constant = store.constant(row)
        if let other = leavingRow(for: entering), !(other.ratio > -constant / pivot) { return nil }
        let factor = -1 / pivot
        guard abs(constant + (constant * factor) * pivot) < TableauRows.epsilon else { return nil }
        for index in 0..<store.count(row) {
            let symbol = store.symbol(row, at: index)
            guard symbol != entering, kinds[symbol] != .dummy else { continue }
            let coefficient = store.coefficient(row, at: index)
            let residual = coefficient + (coefficient * factor) * pivot
            if abs(residual) >= TableauRows.epsilon, residual < -TableauRows.epsilon { return nil }
        }
        return entering
    }

    // MARK: Tableau operations

    private mutating func pushColumn(_ symbol: Int, _ basic: Int) {
        let node: Int
        if freeColumnNode >= 0 {
            node = freeColumnNode
            freeColumnNode = columnNodes[node].next
            columnNodes[node] = ListNode(value: basic, next: columnHead[symbol])
        } else {
            node = columnNodes.count
            columnNodes.append(ListNode(value: basic, next: columnHead[symbol]))
        }
        columnHead[symbol] = node
    }

    /// Returns the node to the pool; returns the next one of its list.
    private mutating func releaseColumnNode(_ node: Int) -> Int {
        let next = columnNodes[node].next
        columnNodes[node].next = freeColumnNode
        freeColumnNode = node
        return next
    }

    private mutating func setRow(_ basic: Int, _ row: Int) {
        rowOf[basic] = row
        for index in 0..<store.count(row) { pushColumn(store.symbol(row, at: index), basic) }
    }

    /// Replaces `symbol` by `row` in every row and objective that holds it.
    private mutating func substitute(_ symbol: Int, by row: Int) {
        var node = columnHead[symbol]
        columnHead[symbol] = -1
        while node >= 0 {
            let basic = columnNodes[node].value
            node = releaseColumnNode(node)
            let target = rowOf[basic]
            guard target >= 0 else { continue }
            if store.substitute(target, symbol, by: row, added: &added) {
                for symbol in added { pushColumn(symbol, basic) }
                added.removeAll(keepingCapacity: true)
            }
        }
        var touched = false
        for objective in objectives where store.substitute(objective, symbol, by: row, added: &added) {
            touched = true
        }
        added.removeAll(keepingCapacity: true)
        if touched {
            needsOptimizing = true
            for index in 0..<store.count(row) { markCandidate(store.symbol(row, at: index)) }
        }
        if artificial >= 0 {
            store.substitute(artificial, symbol, by: row, added: &added)
            added.removeAll(keepingCapacity: true)
        }
    }

    mutating func optimizeObjectives() {
        guard needsOptimizing else { return }
        needsOptimizing = false
        optimize(artificialOnly: false)
    }

    private mutating func markCandidate(_ symbol: Int) {
        guard !isCandidate[symbol] else { return }
        isCandidate[symbol] = true
        candidates.append(symbol)
    }

    /// Primal simplex on a lexicographic objective (most important row first). The objective
    /// rows pick their entering symbol among the candidates; the artificial objective (phase
    /// one) scans its row.
    private mutating func optimize(artificialOnly: Bool) {
        // Every pivot strictly improves the lexicographic objective or is degenerate; the
        // bound guards against cycling on degenerate pivots.
        var budget = 50 * (rowOf.count + 10)
        while budget > 0, let entering = artificialOnly ? enteringArtificial() : enteringCandidate() {
            budget -= 1
            generation += 1
            guard let leaving = leavingRow(for: entering)?.basic else { return }  // unbounded: cannot happen, errors are ≥ 0
            let row = rowOf[leaving]
            rowOf[leaving] = -1
            store.solve(row, for: leaving, entering)
            substitute(entering, by: row)
            setRow(entering, row)
        }
    }

    /// The first non-dummy symbol with a negative coefficient in the artificial objective.
    private func enteringArtificial() -> Int? {
        for index in 0..<store.count(artificial) where store.coefficient(artificial, at: index) < -TableauRows.epsilon {
            let symbol = store.symbol(artificial, at: index)
            if kinds[symbol] != .dummy { return symbol }
        }
        return nil
    }

    /// The non-dummy symbol whose coefficient vector over the levels is lexicographically
    /// negative, among the candidates: the lowest one among those whose first nonzero level is
    /// the most important and negative (as a scan of the objective rows would pick), dropping
    /// the candidates that cannot enter.
    private mutating func enteringCandidate() -> Int? {
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
            let coefficient = store.coefficient(objective, for: symbol)
            if coefficient < -TableauRows.epsilon { return level }
            if abs(coefficient) >= TableauRows.epsilon { return nil }
        }
        return nil
    }

    /// The ratio test over restricted basic rows; ties go to the lowest symbol (deterministic).
    private func leavingRow(for entering: Int) -> (basic: Int, ratio: Double)? {
        var best: Int?
        var bestRatio = Double.infinity
        var node = columnHead[entering]
        while node >= 0 {
            let basic = columnNodes[node].value
            node = columnNodes[node].next
            let row = rowOf[basic]
            guard kinds[basic] != .external, row >= 0 else { continue }
            let coefficient = store.coefficient(row, for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -store.constant(row) / coefficient
            if ratio < bestRatio || (ratio == bestRatio && basic < (best ?? .max)) {
                bestRatio = ratio
                best = basic
            }
        }
        return best.map { ($0, bestRatio) }
    }
}
