import Foundation
import InsetlabConstraints
import Testing

/// Issue 11's lexicographic edge case: systems whose optional constraints at several priorities
/// (750, 500, 250) compete across shared variables, inside required windows that bound them.
/// Such optima are often not unique (an L1 objective has ties), so the test compares what both
/// solvers minimise: per priority level, the sum of the optional constraints' violations at the
/// solution each gives. With ±1 coefficients and fewer than 1,000 constraints per level, kiwi's
/// summed strengths (strong 10⁶, medium 10³, weak 1) rank solutions exactly as UIKit's strict
/// order does, so the two level vectors must be equal; a difference is a bug in one of them.
///
/// Result (2026-11-25): 2,000 systems (the test runs the first 300), no level differs; 50 reach the optimum at other values
/// than kiwi (ties). Re-optimising only once at the end, tried again here, also leaves every
/// level equal: the 401 values that approach had differed by on `KiwiDifferentialTests`' systems
/// were ties as well (the same violation per level, another vertex), not a lexicographic error.
/// The solver keeps re-optimising after each constraint, as kiwi does, so that among tied
/// optima it picks kiwi's (the incremental engine's) vertex.
@Suite("Constraint solver against kiwisolver, competing priorities")
struct KiwiPriorityLevelTests {
    typealias System = KiwiDifferentialTests.System
    static let levels = [750, 500, 250]

    /// Every variable gets a required window relative to an earlier one (or to 0), so the
    /// feasible region is bounded; then 1–3 optional constraints per variable over it and up to
    /// two earlier variables, ±1 coefficients, any relation, at any of the three levels.
    static func makeSystem(_ random: inout KiwiDifferentialTests.Random) -> System {
        let count = random.int(2...30)
        var constraints: [System.Constraint] = []
        let relations = ["==", "<=", ">="]
        for index in 0..<count {
            let me = Double(index)
            var window: [[Double]] = [[me, 1]]
            if index > 0 { window.append([Double(random.int(0...(index - 1))), -1]) }
            let low = random.number()
            constraints.append(.init(terms: window, constant: -low, op: ">=", priority: 1000))
            constraints.append(.init(terms: window, constant: -(low + Double(random.int(0...300))), op: "<=", priority: 1000))
            for _ in 0..<random.int(1...3) {
                var terms: [[Double]] = [[me, random.int(0...1) == 0 ? 1 : -1]]
                for _ in 0..<random.int(0...2) where index > 0 {
                    terms.append([Double(random.int(0...(index - 1))), random.int(0...1) == 0 ? 1 : -1])
                }
                constraints.append(.init(
                    terms: terms, constant: random.number(), op: relations[random.int(0...2)], priority: levels[random.int(0...2)]))
            }
        }
        for index in constraints.indices.reversed() {
            constraints.swapAt(index, random.int(0...index))
        }
        return System(variables: count, constraints: constraints)
    }

    /// Per level (750, 500, 250), the summed violation of its constraints at `values`; and the
    /// largest violation of a required one.
    static func violations(_ system: System, _ values: [Double]) -> (levels: [Double], required: Double) {
        var sums = [0.0, 0.0, 0.0]
        var required = 0.0
        for constraint in system.constraints {
            let value = constraint.terms.reduce(constraint.constant) { $0 + $1[1] * values[Int($1[0])] }
            let violation = switch constraint.op {
            case "==": abs(value)
            case "<=": max(0, value)
            default: max(0, -value)
            }
            if constraint.priority == 1000 {
                required = max(required, violation)
            } else {
                sums[levels.firstIndex(of: constraint.priority)!] += violation
            }
        }
        return (sums, required)
    }

    // A guard against a hung oracle process, not a speed assertion: under a loaded CI machine the
    // oracle alone has taken three minutes.
    @Test(.timeLimit(.minutes(10)))
    func eachPriorityLevelIsMinimisedAsKiwiMinimisesIt() throws {
        var random = KiwiDifferentialTests.Random(state: 20_261_125)
        let systems = (0..<300).map { _ in Self.makeSystem(&random) }
        guard let expected = try KiwiDifferentialTests.kiwiValues(systems) else { return }
        var levelMismatches = 0
        var valueMismatches = 0
        for (index, system) in systems.enumerated() {
            let actual = KiwiDifferentialTests.solve(system)
            let mine = Self.violations(system, actual)
            let theirs = Self.violations(system, expected[index])
            #expect(mine.required < 1e-6, "system \(index): a required constraint is violated by \(mine.required)")
            #expect(theirs.required < 1e-6, "system \(index): kiwi violates a required constraint by \(theirs.required)")
            if zip(mine.levels, theirs.levels).contains(where: { abs($0 - $1) > 1e-6 * max(1, abs($1)) }) {
                levelMismatches += 1
                if levelMismatches <= 5 {
                    Issue.record("system \(index): violations per level (750, 500, 250) \(mine.levels), kiwi \(theirs.levels)")
                }
            }
            if zip(actual, expected[index]).contains(where: { abs($0 - $1) > 1e-6 * max(1, abs($1)) }) { valueMismatches += 1 }
        }
        print("competing priorities: \(systems.count) systems, \(levelMismatches) differ in a level's violations,"
            + " \(valueMismatches) reach the same optimum at other values (ties)")
        #expect(levelMismatches == 0)
    }
}
