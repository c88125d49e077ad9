/// A variable of a constraint system (an index handed out by `ConstraintSolver.makeVariable`).
public struct ConstraintVariable: Hashable, Sendable {
    public let index: Int

    public init(index: Int) {
        self.index = index
    }
}

/// `Σ coefficient × variable + constant`. Terms may repeat a variable; they are summed.
///
/// Up to three terms are stored inline (every expression a layout builds from a view's edges,
/// centre and size has one to three), more in an array: building and combining the expressions
/// of a constraint then allocates nothing.
public struct LinearExpression: Sendable {
    public struct Term: Sendable {
        public var variable: ConstraintVariable
        public var coefficient: Double

        public init(_ variable: ConstraintVariable, _ coefficient: Double) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    private static let unused = Term(ConstraintVariable(index: -1), 0)
    private var first = unused
    private var second = unused
    private var third = unused
    /// Terms after the third (nil, not empty, when there are none: copying an expression then
    /// touches no reference count).
    private var more: [Term]?
    /// How many terms there are.
    public private(set) var termCount = 0
    public var constant: Double

    public init(_ terms: [(variable: ConstraintVariable, coefficient: Double)] = [], constant: Double = 0) {
        self.constant = constant
        for term in terms { append(Term(term.variable, term.coefficient)) }
    }

    public init(_ variable: ConstraintVariable) {
        constant = 0
        append(Term(variable, 1))
    }

    /// The terms, in order, as an array (allocates; `term(at:)` does not).
    public var terms: [(variable: ConstraintVariable, coefficient: Double)] {
        get { (0..<termCount).map { index in let term = term(at: index); return (term.variable, term.coefficient) } }
        set { self = LinearExpression(newValue, constant: constant) }
    }

    public func term(at index: Int) -> Term {
        switch index {
        case 0: first
        case 1: second
        case 2: third
        default: more![index - 3]
        }
    }

    private mutating func setTerm(_ term: Term, at index: Int) {
        switch index {
        case 0: first = term
        case 1: second = term
        case 2: third = term
        default: more![index - 3] = term
        }
    }

    public mutating func append(_ term: Term) {
        switch termCount {
        case 0: first = term
        case 1: second = term
        case 2: third = term
        default:
            if more == nil { more = [term] } else { more!.append(term) }
        }
        termCount += 1
    }

    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var sum = lhs
        for index in 0..<rhs.termCount { sum.append(rhs.term(at: index)) }
        sum.constant = lhs.constant + rhs.constant
        return sum
    }

    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + rhs * -1
    }

    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        var product = lhs
        for index in 0..<lhs.termCount {
            var term = lhs.term(at: index)
            term.coefficient *= rhs
            product.setTerm(term, at: index)
        }
        product.constant = lhs.constant * rhs
        return product
    }

    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        var sum = lhs
        sum.constant = lhs.constant + rhs
        return sum
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
