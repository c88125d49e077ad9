import Foundation
import InsetlabConstraints
import Testing

private let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// kiwisolver (Cassowary in C++, PyPI; `.ci/run` installs it) solves the same random, fully
/// determined systems as `ConstraintSolver`; the values must agree. Optional priorities map to
/// kiwi's strong/medium/weak, with fewer optional constraints per level than the 1,000 at
/// which kiwi's summed strengths would part from UIKit's strict order.
@Suite("Constraint solver against kiwisolver")
struct KiwiDifferentialTests {
    struct System: Codable {
        struct Constraint: Codable {
            var terms: [[Double]]
            var constant: Double
            var op: String
            var priority: Int
        }
        var variables: Int
        var constraints: [Constraint]
    }

    /// SplitMix64: the same systems on every run.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
        mutating func number() -> Double { Double(int(-400...400)) / 2 }
    }

    /// Each variable in turn is fixed, from earlier ones, by one of: a required equality over
    /// one or two of them (multipliers included); a required window [lo, hi] with optional pulls
    /// at distinct priorities; or optional pulls only, at distinct priorities. Every optimum is
    /// meant to be unique, and the order of the constraints is shuffled. Some optima are not
    /// unique (pulls through multipliers tie: the same violation per level at two vertices;
    /// KiwiPriorityLevelTests), so the values agree because the solver re-optimises after each
    /// constraint along kiwi's path, not only because both are optimal.
    static func makeSystem(_ random: inout Random) -> System {
        let count = random.int(1...(random.int(0...9) == 0 ? 300 : 40))
        var constraints: [System.Constraint] = []
        func add(_ terms: [[Double]], _ constant: Double, _ op: String, _ priority: Int = 1000) {
            constraints.append(.init(terms: terms, constant: constant, op: op, priority: priority))
        }
        let multipliers: [Double] = [1, 1, 1, -1, 0.5, 2, 0.25, 3]
        for index in 0..<count {
            let me = Double(index)
            let earlier = index > 0 ? Double(random.int(0...(index - 1))) : nil
            switch random.int(0...5) {
            case 0, 1, 2:
                // x_i == m·x_j (+ n·x_k) + c
                var terms: [[Double]] = [[me, 1]]
                if let earlier { terms.append([earlier, -multipliers[random.int(0...7)]]) }
                if index > 1, random.int(0...2) == 0 { terms.append([Double(random.int(0...(index - 1))), -multipliers[random.int(0...7)]]) }
                add(terms, -random.number(), "==")
            case 3, 4:
                // lo <= x_i - x_j <= hi, with optional pulls at distinct priorities
                let low = random.number()
                let high = low + Double(random.int(0...200))
                var terms: [[Double]] = [[me, 1]]
                if let earlier { terms.append([earlier, -1]) }
                add(terms, -low, ">=")
                add(terms, -high, "<=")
                for priority in [750, 500, 250] where random.int(0...1) == 0 {
                    add(terms, -random.number(), "==", priority)
                }
                // Without a pull, the window must be closed to be determined.
                if !constraints.contains(where: { $0.priority < 1000 && $0.terms.first?.first == me }) {
                    add(terms, -low, "==", 250)
                }
            default:
                // Optional pulls only: the strongest decides; weaker ones bend nothing.
                let levels = [750, 500, 250].filter { _ in random.int(0...1) == 0 }
                for priority in levels.isEmpty ? [500] : levels {
                    var terms: [[Double]] = [[me, 1]]
                    if let earlier, random.int(0...1) == 0 { terms.append([earlier, -multipliers[random.int(0...7)]]) }
                    add(terms, -random.number(), "==", priority)
                }
            }
        }
        for index in constraints.indices.reversed() {
            constraints.swapAt(index, random.int(0...index))
        }
        return System(variables: count, constraints: constraints)
    }

    static func solve(_ system: System) -> [Double] {
        let solver = ConstraintSolver()
        let variables = (0..<system.variables).map { _ in solver.makeVariable() }
        for constraint in system.constraints {
            let expression = LinearExpression(
                constraint.terms.map { (variables[Int($0[0])], $0[1]) }, constant: constraint.constant)
            let relation: ConstraintRelation = constraint.op == "==" ? .equal : constraint.op == "<=" ? .lessThanOrEqual : .greaterThanOrEqual
            solver.add(LinearConstraint(expression, relation, LinearExpression(), priority: ConstraintPriority(Double(constraint.priority))))
        }
        return variables.map(solver.value)
    }

    /// kiwisolver's values for each system (scripts/kiwi-oracle.py), or nil when it is not
    /// installed (the caller then skips, saying so).
    static func kiwiValues(_ systems: [System]) throws -> [[Double]]? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("insetlab-kiwi-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("systems.json"), output = folder.appendingPathComponent("values.json")
        try JSONEncoder().encode(["systems": systems]).write(to: input)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", repositoryRoot.appendingPathComponent("scripts/kiwi-oracle.py").path, input.path, output.path]
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus == 77 {
            print("SKIPPED: kiwisolver is not installed (pip install kiwisolver; .ci/run installs it)")
            return nil
        }
        try #require(process.terminationStatus == 0, "scripts/kiwi-oracle.py failed")
        struct Values: Decodable { var values: [[Double]] }
        let expected = try JSONDecoder().decode(Values.self, from: Data(contentsOf: output)).values
        try #require(expected.count == systems.count)
        return expected
    }

    // A guard against a hung oracle process, not a speed assertion: under a loaded CI machine the
    // oracle alone has taken three minutes.
    @Test(.timeLimit(.minutes(10)))
    func randomDeterminedSystemsAgreeWithKiwi() throws {
        var random = Random(state: 20_011_117)
        let systems = (0..<3000).map { _ in Self.makeSystem(&random) }
        guard let expected = try Self.kiwiValues(systems) else { return }
        var mismatches = 0
        for (index, system) in systems.enumerated() {
            let actual = Self.solve(system)
            for (variable, (mine, theirs)) in zip(actual, expected[index]).enumerated()
            where abs(mine - theirs) > 1e-6 * max(1, abs(theirs)) {
                mismatches += 1
                if mismatches <= 5 {
                    Issue.record("system \(index) variable \(variable): \(mine), kiwi \(theirs) (violations per level: \(KiwiPriorityLevelTests.violations(system, actual).levels), kiwi's \(KiwiPriorityLevelTests.violations(system, expected[index]).levels))")
                }
            }
        }
        #expect(mismatches == 0)
    }
}
