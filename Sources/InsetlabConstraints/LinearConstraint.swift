/// A variable of a constraint system (an index handed out by `ConstraintSolver.makeVariable`).
public struct ConstraintVariable: Hashable, Sendable {
    public let index: Int

    public init(index: Int) {
        self.index = index
    }
}

/// `Σ coefficient × variable + constant`. Terms may repeat a variable; they are summed.
public struct LinearExpression: Sendable {
    public var terms: [(variable: ConstraintVariable, coefficient: Double)]
    public var constant: Double

    public init(_ terms: [(variable: ConstraintVariable, coefficient: Double)] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: ConstraintVariable) {
        self.init([(variable, 1)])
    }

    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + rhs * -1
    }

    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms.map { ($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
    }

    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms, constant: lhs.constant + rhs)
    }
}

/// `==`, `<=` or `>=`, as in `NSLayoutConstraint.Relation`.
public enum ConstraintRelation: String, Sendable, Hashable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}

/// UIKit's priorities: 1...1000, 1000 being required. An optional constraint of a higher
/// priority wins over any number of lower ones (the solver optimises priority levels
/// lexicographically, not by summed weights).
public struct ConstraintPriority: Hashable, Comparable, Sendable {
    public let value: Double

    public init(_ value: Double) {
        self.value = value
    }

    public static let required = ConstraintPriority(1000)
    public var isRequired: Bool { value >= 1000 }

    public static func < (lhs: ConstraintPriority, rhs: ConstraintPriority) -> Bool {
        lhs.value < rhs.value
    }
}

/// `expression relation 0` at a priority. Build one with `LinearConstraint(lhs, .equal, rhs)`.
public struct LinearConstraint: Sendable {
    /// lhs − rhs.
    public var expression: LinearExpression
    public var relation: ConstraintRelation
    public var priority: ConstraintPriority

    public init(_ lhs: LinearExpression, _ relation: ConstraintRelation, _ rhs: LinearExpression, priority: ConstraintPriority = .required) {
        self.expression = lhs - rhs
        self.relation = relation
        self.priority = priority
    }
}

/// Index of a constraint in the order it was added to the solver.
public typealias ConstraintID = Int

/// Required constraints that cannot all hold. UIKit breaks one of them and logs "Unable to
/// simultaneously satisfy constraints"; like UIKit's engine this solver refuses the constraint
/// whose addition made the system unsatisfiable (`broken`), keeping the ones already in.
public struct ConstraintConflict: Error, Sendable, Hashable {
    /// The constraint that was not added.
    public var broken: ConstraintID
    /// The constraints already in the system that the broken one contradicts (in the order
    /// they were added), not including `broken`.
    public var conflicting: [ConstraintID]
}
