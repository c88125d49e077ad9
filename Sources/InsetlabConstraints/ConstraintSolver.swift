/// An incremental Cassowary simplex solver (Badros, Borning & Stuckey, "The Cassowary Linear
/// Arithmetic Constraint Solving Algorithm", ACM TOCHI 2001) with UIKit's priority semantics:
/// optional priority levels are minimised lexicographically, and a required constraint that
/// contradicts the ones already added is refused and reported (`conflicts`). The algorithm and
/// its state live in `SolverState`; this class is the public handle to it.
public final class ConstraintSolver {
    private var state = SolverState(tracksEqualities: false)

    /// Above this many connected required constraints, a conflict names no sources (the
    /// tracking solve is quadratic in them).
    public static let conflictSourceLimit = 3000

    public init() {}

    // MARK: Variables

    public func makeVariable() -> ConstraintVariable { state.makeVariable() }

    public var variableCount: Int { state.variableCount }

    /// The variable's value in the current solution (0 for one no constraint mentions).
    public func value(_ variable: ConstraintVariable) -> Double { state.value(variable) }

    // MARK: Constraints

    public func constraint(_ id: ConstraintID) -> LinearConstraint { state.constraint(id) }
    public var constraintCount: Int { state.constraintCount }

    /// The required constraints refused so far, in the order they were added.
    public var conflicts: [ConstraintConflict] { state.conflicts }

    /// Adds a constraint and re-optimises. A required constraint that contradicts the ones
    /// already added is not added: the result names it and the constraints it contradicts.
    @discardableResult
    public func add(_ constraint: LinearConstraint) -> Result<ConstraintID, ConstraintConflict> {
        state.add(constraint)
    }

    // MARK: Determinacy

    /// Whether the constraints fix the variable's value: false when the optimum leaves it
    /// free (it depends on an unconstrained parameter, or on a slack or error that could move
    /// at no cost to any priority level). UIKit calls such a layout ambiguous.
    public func isDetermined(_ variable: ConstraintVariable) -> Bool { state.isDetermined(variable) }

    /// Whether the constraints fix the expression's value, which they may where they fix none
    /// of its variables: a view's position in a superview that is itself free.
    public func isDetermined(_ expression: LinearExpression) -> Bool { state.isDetermined(expression) }
}
