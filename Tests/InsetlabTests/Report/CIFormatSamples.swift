import InsetlabLayout
@testable import InsetlabReport
@testable import InsetlabChecking
@testable import InsetlabReporters
@testable import InsetlabWorkspace
import InsetlabRules
import InsetlabScene
import InsetlabYAML

/// Check results for the CI-format tests: two variants, a failed expectation in one, warnings of
/// every severity, messages with the characters each format must escape. The numbers test
/// formatting only; they claim nothing about UIKit.
enum CIFormatSamples {
    static let x = VariantKey(device: "iPhone X", ios: 11, orientation: .portrait)
    static let eight = VariantKey(device: "iPhone 8", ios: 10, orientation: .landscape)

    /// Characters every format must carry safely: GitHub's `%`, `:`, `,` and line breaks,
    /// XML's `<&"'`, Markdown's `|`, and a control character XML 1.0 cannot hold.
    static let awkward = "50% <of> \"a\" & 'b' | c, d: e\r\nsecond line\u{1}"

    static func warning(_ rule: String, _ severity: Diagnostic.Severity, line: Int?, message: String = "a message") -> PitfallWarning {
        PitfallWarning(
            rule: rule, severity: severity, message: message, mark: line.map { Mark(line: $0, column: 9) },
            subject: "table", fix: "do the fix")
    }

    static func failure(line: Int = 16, variant: VariantKey = x, message: String = "expected [0, 0, 0, 0], got [64, 0, 0, 0]") -> ExpectationFailure {
        let expectation = InsetlabScene.Expectation(
            subject: .view("table"), property: .contentInset, value: .numbers([0, 0, 0, 0]),
            mark: Mark(line: line, column: 3))
        return ExpectationFailure(
            expectation: .property(expectation), variant: variant, actual: "[64, 0, 0, 0]", message: message)
    }

    /// `scenes/feed.yaml`: variant X fails line 16; a warning fires in both variants, a note in
    /// one, an error-severity warning in the other.
    static func failingScene(path: String = "scenes/feed.yaml") -> CheckedScene {
        let shared = warning("content-under-bar", .warning, line: 12, message: "the first row is under the bar")
        let outcome = CheckOutcome(
            variants: 2, expectations: 4, failures: [failure()],
            unexpectedWarnings: [
                (shared, x), (warning("no-effect", .note, line: 7, message: awkward), x),
                (shared, eight), (warning("double-inset", .error, line: 20), eight),
            ])
        return CheckedScene(path: path, name: "Feed | main", variants: [x, eight], outcome: outcome)
    }

    /// `scenes/snap.yaml`: every expectation holds, but the report differs from its snapshot.
    static func snapshotScene() -> CheckedScene {
        var outcome = CheckOutcome(variants: 1, expectations: 1, failures: [])
        outcome.snapshot = SnapshotOutcome(
            path: "scenes/__snapshots__/snap.snap",
            status: .differs(diff: [
                "--- scenes/__snapshots__/snap.snap", "+++ scenes/snap.yaml (now)", "@@ -3 +3 @@",
                "-view table.frame: [0, 0, 375, 667]", "+view table.frame: [0, 64, 375, 603]",
            ]),
            passed: false)
        return CheckedScene(path: "scenes/snap.yaml", name: nil, variants: [x], outcome: outcome)
    }

    /// A check format over the differing snapshot alone.
    static func renderSnapshot(_ reporter: inout some Reporter) -> String {
        let output = ReportOutput.capture()
        reporter.begin(to: output)
        reporter.report(.checked(snapshotScene()), to: output)
        var summary = CheckSummary()
        summary.scenes = 1
        summary.failedExpectations = 1
        reporter.end(.check(summary), to: output)
        return output.text
    }

    static func passingScene(path: String = "scenes/ok.yaml") -> CheckedScene {
        CheckedScene(path: path, name: nil, variants: [x], outcome: CheckOutcome(variants: 1, expectations: 2, failures: []))
    }

    static let invalidDiagnostics = [
        Diagnostic.error("unknown key 'edgesForExtendedLayot' in UIViewController; did you mean 'edgesForExtendedLayout'?", file: "scenes/bad.yaml", at: Mark(line: 5, column: 3), keyPath: "root"),
        Diagnostic.error("cannot read file: permission denied", file: "scenes/bad.yaml", at: nil),
    ]

    static var summary: CheckSummary {
        var summary = CheckSummary()
        summary.scenes = 3
        summary.variants = 3
        summary.expectations = 6
        summary.passed = 1
        summary.failedExpectations = 1
        summary.invalid = 1
        summary.warnings = 4
        summary.errorWarnings = 1
        return summary
    }

    /// A check format over the three sample files: failing, invalid, passing.
    static func render(_ reporter: inout some Reporter) -> String {
        let output = ReportOutput.capture()
        reporter.begin(to: output)
        reporter.report(.checked(failingScene()), to: output)
        reporter.report(.invalid(path: "scenes/bad.yaml", diagnostics: invalidDiagnostics), to: output)
        reporter.report(.checked(passingScene()), to: output)
        reporter.end(.check(summary), to: output)
        return output.text
    }

    /// A run format over the sample layout with a warning and an error-severity warning.
    static func renderRun(_ reporter: inout some Reporter) -> String {
        let output = ReportOutput.capture()
        let file = ReportSamples.file()
        reporter.begin(to: output)
        reporter.report(
            .evaluated(
                file,
                evaluations: [
                    VariantEvaluation(
                        result: ReportSamples.result(),
                        warnings: [warning("content-under-bar", .warning, line: 12), warning("double-inset", .error, line: 20)])
                ]), to: output)
        reporter.report(.invalid(path: "scenes/bad.yaml", diagnostics: invalidDiagnostics), to: output)
        reporter.end(.run(RunSummary()), to: output)
        return output.text
    }
}
