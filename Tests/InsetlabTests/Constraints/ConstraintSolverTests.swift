import InsetlabConstraints
import Testing

/// Hand-worked systems: every expected number follows from the constraints by arithmetic
/// written beside it, not from the solver.
@Suite("Constraint solver")
struct ConstraintSolverTests {
    private func v(_ variable: ConstraintVariable) -> LinearExpression { LinearExpression(variable) }
    private func c(_ value: Double) -> LinearExpression { LinearExpression(constant: value) }

    @Test func requiredEqualitiesChain() {
        let solver = ConstraintSolver()
        let x = solver.makeVariable(), y = solver.makeVariable(), z = solver.makeVariable()
        solver.add(LinearConstraint(v(x), .equal, c(10)))
        solver.add(LinearConstraint(v(y), .equal, v(x) * 2 + 5))  // 25
        solver.add(LinearConstraint(v(z) + v(y), .equal, c(100)))  // 75
        #expect(solver.value(x) == 10)
        #expect(solver.value(y) == 25)
        #expect(solver.value(z) == 75)
        #expect(solver.isDetermined(x) && solver.isDetermined(y) && solver.isDetermined(z))
    }

    @Test func higherPriorityWinsOverAnyNumberOfLowerOnes() {
        // 2,000 constraints at 250 pulling x to 0 lose to one at 251 pulling it to 100: UIKit's
        // order (summed strengths would give the 250s the win).
        let solver = ConstraintSolver()
        let x = solver.makeVariable()
        for _ in 0..<2000 { solver.add(LinearConstraint(v(x), .equal, c(0), priority: ConstraintPriority(250))) }
        solver.add(LinearConstraint(v(x), .equal, c(100), priority: ConstraintPriority(251)))
        #expect(abs(solver.value(x) - 100) < 1e-9)
        #expect(solver.isDetermined(x))
    }

    @Test func inequalitiesClampAnOptionalPreference() {
        // x wants 300 (@750) but must stay within [0, 200]: 200.
        let solver = ConstraintSolver()
        let x = solver.makeVariable()
        solver.add(LinearConstraint(v(x), .equal, c(300), priority: ConstraintPriority(750)))
        solver.add(LinearConstraint(v(x), .greaterThanOrEqual, c(0)))
        solver.add(LinearConstraint(v(x), .lessThanOrEqual, c(200)))
        #expect(abs(solver.value(x) - 200) < 1e-9)
        #expect(solver.isDetermined(x))
    }

    @Test func conflictingRequiredEqualitiesBreakTheLastOne() {
        let solver = ConstraintSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        solver.add(LinearConstraint(v(x), .equal, c(10)))              // 0
        solver.add(LinearConstraint(v(y), .equal, v(x) + 10))          // 1
        let result = solver.add(LinearConstraint(v(y), .equal, c(50))) // 2: y would be 20
        guard case .failure(let conflict) = result else {
            Issue.record("expected a conflict")
            return
        }
        #expect(conflict.broken == 2)
        #expect(conflict.conflicting == [0, 1])
        #expect(solver.value(y) == 20)
    }

    @Test func conflictingRequiredInequalitiesAreRefusedAndTheRestHolds() {
        let solver = ConstraintSolver()
        let x = solver.makeVariable(), w = solver.makeVariable()
        solver.add(LinearConstraint(v(x), .greaterThanOrEqual, c(10)))       // 0
        solver.add(LinearConstraint(v(w), .equal, c(7)))                     // 1
        let result = solver.add(LinearConstraint(v(x), .lessThanOrEqual, c(5)))  // 2
        guard case .failure(let conflict) = result else {
            Issue.record("expected a conflict")
            return
        }
        #expect(conflict.broken == 2)
        #expect(conflict.conflicting.contains(0))
        solver.add(LinearConstraint(v(x), .equal, c(12), priority: ConstraintPriority(500)))
        #expect(abs(solver.value(x) - 12) < 1e-9)
        #expect(solver.value(w) == 7)
        #expect(solver.conflicts.count == 1)
    }

    @Test func ambiguityIsReported() {
        let solver = ConstraintSolver()
        let left = solver.makeVariable(), width = solver.makeVariable(), other = solver.makeVariable()
        // left + width == 100 fixes neither.
        solver.add(LinearConstraint(v(left) + v(width), .equal, c(100)))
        #expect(!solver.isDetermined(left) || !solver.isDetermined(width))
        // Only inequalities: other in [0, 50] is free.
        solver.add(LinearConstraint(v(other), .greaterThanOrEqual, c(0)))
        solver.add(LinearConstraint(v(other), .lessThanOrEqual, c(50)))
        #expect(!solver.isDetermined(other))
        // Two optional pulls of one priority to different values: any point between is optimal.
        let tied = solver.makeVariable()
        solver.add(LinearConstraint(v(tied), .equal, c(0), priority: ConstraintPriority(250)))
        solver.add(LinearConstraint(v(tied), .equal, c(10), priority: ConstraintPriority(250)))
        #expect(!solver.isDetermined(tied))
        // A width fixes both.
        solver.add(LinearConstraint(v(width), .equal, c(40)))
        #expect(solver.isDetermined(left) && solver.isDetermined(width))
        #expect(solver.value(left) == 60)
    }

    @Test func degenerateInequalitiesPinAValue() {
        // x >= 5 and x <= 5 fix x at 5 though neither is an equality.
        let solver = ConstraintSolver()
        let x = solver.makeVariable()
        solver.add(LinearConstraint(v(x), .greaterThanOrEqual, c(5)))
        solver.add(LinearConstraint(v(x), .lessThanOrEqual, c(5)))
        #expect(solver.value(x) == 5)
        #expect(solver.isDetermined(x))
    }

    @Test func longChainStaysLinear() {
        // 20,000 views in a chain, each 10 below the last: the last at 199,990.
        let solver = ConstraintSolver()
        var previous = solver.makeVariable()
        solver.add(LinearConstraint(v(previous), .equal, c(0)))
        for _ in 1..<20_000 {
            let next = solver.makeVariable()
            solver.add(LinearConstraint(v(next), .equal, v(previous) + 10))
            previous = next
        }
        #expect(solver.value(previous) == 199_990)
    }
}
