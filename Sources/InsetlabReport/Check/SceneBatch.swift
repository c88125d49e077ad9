import InsetlabLayout
public import InsetlabRules
public import InsetlabScene
public import InsetlabYAML

/// Totals of `insetlab run`.
public struct RunSummary: Sendable, Hashable {
    public var scenes = 0
    public var variants = 0
    public var invalid = 0
    /// Pitfall warnings reported.
    public var warnings = 0

    public init() {}
}

/// Reads a scene file: `SceneDecoder.load` in the CLI, a dictionary in tests.
public typealias SceneLoader = (_ path: String) throws(DiagnosticError) -> SceneFile

/// Reads, lays out and reports scene files one at a time: what `run` and `check` do, without
/// the command line. An invalid file prints its diagnostics (stderr, compiler format) and the
/// batch goes on with the next one.
public enum SceneBatch {
    /// Lays out every variant of every file and hands the results to `reporter`.
    public static func run(
        _ files: [String], load: SceneLoader, reporter: inout some SceneReporter, console: Console,
        configuration: RuleConfiguration = RuleConfiguration()
    ) -> RunSummary {
        var summary = RunSummary()
        reporter.begin(to: console.out)
        for path in files {
            summary.scenes += 1
            guard let file = read(path, with: load, console: console) else {
                summary.invalid += 1
                continue
            }
            let evaluations = SceneEvaluation.evaluate(
                file, suppressions: SceneEvaluation.suppressions(forFileAt: path), configuration: configuration)
            summary.variants += evaluations.count
            summary.warnings += evaluations.reduce(0) { $0 + $1.warnings.count }
            reporter.report(file, evaluations: evaluations, to: console.out)
        }
        reporter.end(to: console.out)
        console.flush()
        return summary
    }

    /// Lays out every file and checks its expectations.
    public static func check(
        _ files: [String], load: SceneLoader, reporter: CheckReporter, console: Console,
        configuration: RuleConfiguration = RuleConfiguration()
    ) -> CheckSummary {
        var summary = CheckSummary()
        for path in files {
            summary.scenes += 1
            guard let file = read(path, with: load, console: console) else {
                summary.invalid += 1
                continue
            }
            let evaluations = SceneEvaluation.evaluate(
                file, suppressions: SceneEvaluation.suppressions(forFileAt: path), configuration: configuration)
            let outcome = ExpectationChecker.check(file, evaluations: evaluations)
            summary.variants += outcome.variants
            summary.expectations += outcome.expectations
            summary.warnings += outcome.unexpectedWarnings.count
            summary.errorWarnings += outcome.unexpectedWarnings.filter { $0.warning.severity == .error }.count
            if outcome.passed { summary.passed += 1 } else { summary.failedExpectations += 1 }
            reporter.report(file: file.file, outcome: outcome, to: console.out)
        }
        reporter.summary(summary, to: console.out)
        console.flush()
        return summary
    }

    /// The decoded file, or `nil` after printing its diagnostics.
    static func read(_ path: String, with load: SceneLoader, console: Console) -> SceneFile? {
        do {
            return try load(path)
        } catch {
            for diagnostic in error.diagnostics { console.diagnose(diagnostic.description) }
            return nil
        }
    }
}
