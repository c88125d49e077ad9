/// What the solver answers besides values: the sources of a conflict and whether a variable
/// is determined.
extension SolverState {
    // MARK: Conflicts

    mutating func refuse(_ id: ConstraintID, involving symbols: [Int]) -> ConstraintConflict {
        let conflict = ConstraintConflict(
            broken: id, conflicting: tracksEqualities ? sources(symbols, excluding: id) : conflictSources(of: id))
        conflicts.append(conflict)
        return conflict
    }

    private func sources(_ symbols: [Int], excluding id: ConstraintID) -> [ConstraintID] {
        var others = Set<ConstraintID>()
        for symbol in symbols {
            let constraint = owner[symbol]
            if constraint >= 0, constraint != id { others.insert(constraint) }
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
            var node = requiredHead[variable]
            while node >= 0 {
                let other = requiredNodes[node].value
                node = requiredNodes[node].next
                guard seenConstraints.insert(other).inserted else { continue }
                guard seenConstraints.count <= ConstraintSolver.conflictSourceLimit else { return [] }
                queue.append(contentsOf: constraints[other].expression.terms.map(\.variable.index))
            }
        }
        let component = seenConstraints.sorted()
        var tracker = SolverState(tracksEqualities: true)
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
        // Each constraint is mapped (which makes the tracker's variables) before the tracker
        // is entered to add it: the two are not one access.
        for other in component {
            let constraint = mapped(constraints[other])
            tracker.add(constraint)
        }
        let refused = mapped(constraints[id])
        guard case .failure(let conflict) = tracker.add(refused) else { return [] }
        return conflict.conflicting.map { component[$0] }
    }

    // MARK: Determinacy

    /// Whether the constraints fix the variable's value: false when the optimum leaves it
    /// free (it depends on an unconstrained parameter, or on a slack or error that could move
    /// at no cost to any priority level). UIKit calls such a layout ambiguous.
    mutating func isDetermined(_ variable: ConstraintVariable) -> Bool {
        optimizeObjectives()
        let row = rowOf[variableSymbols[variable.index]]
        guard row >= 0 else { return false }
        for index in 0..<store.count(row) where isMovable(store.symbol(row, at: index)) { return false }
        return true
    }

    /// Whether a symbol can move depends on the tableau only: the variables of one view share
    /// most of theirs, so the answer is kept until the tableau changes.
    private mutating func isMovable(_ symbol: Int) -> Bool {
        if movableGeneration[symbol] != generation {
            movable[symbol] = canMove(symbol)
            movableGeneration[symbol] = generation
        }
        return movable[symbol]
    }

    /// `isDetermined` for a combination of variables: each basic variable replaced by its row,
    /// the terms summed, and the symbols left with a coefficient checked as for one variable.
    mutating func isDetermined(_ expression: LinearExpression) -> Bool {
        optimizeObjectives()
        var net: [Int: Double] = [:]
        for term in expression.terms {
            let symbol = variableSymbols[term.variable.index]
            let row = rowOf[symbol]
            guard row >= 0 else {
                net[symbol, default: 0] += term.coefficient
                continue
            }
            for index in 0..<store.count(row) {
                net[store.symbol(row, at: index), default: 0] += term.coefficient * store.coefficient(row, at: index)
            }
        }
        for (symbol, coefficient) in net where abs(coefficient) >= TableauRows.epsilon && isMovable(symbol) { return false }
        return true
    }

    private func canMove(_ symbol: Int) -> Bool {
        switch kinds[symbol] {
        case .dummy: return false
        case .external: return canStep(symbol, direction: 1) || canStep(symbol, direction: -1)
        case .slack, .error:
            for objective in objectives where abs(store.coefficient(objective, for: symbol)) >= TableauRows.epsilon { return false }
            return canStep(symbol, direction: 1)
        }
    }

    /// Whether a nonbasic symbol can move off 0 in a direction without a restricted basic row
    /// going negative at once (a degenerate row blocks it).
    private func canStep(_ symbol: Int, direction: Double) -> Bool {
        if kinds[symbol].isRestricted, direction < 0 { return false }
        var node = columnHead[symbol]
        while node >= 0 {
            let basic = columnNodes[node].value
            node = columnNodes[node].next
            let row = rowOf[basic]
            guard kinds[basic].isRestricted, row >= 0 else { continue }
            let coefficient = store.coefficient(row, for: symbol) * direction
            if coefficient < 0, abs(store.constant(row)) < TableauRows.epsilon { return false }
        }
        return true
    }
}
