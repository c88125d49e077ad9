import InsetlabLayout
import InsetlabRules
@testable import InsetlabReport
@testable import InsetlabChecking
@testable import InsetlabReporters
@testable import InsetlabWorkspace
import InsetlabScene
import InsetlabYAML
import Testing

@Suite("Check report")
struct CheckReporterTests {
    private func failingOutcome() -> CheckOutcome {
        let expectation = InsetlabScene.Expectation(
            subject: .view("table"), property: .adjustedContentInset, value: .numbers([64, 0, 0, 0]),
            mark: Mark(line: 12, column: 3)
        )
        let failure = ExpectationFailure(
            expectation: .property(expectation), variant: VariantKey(device: "iPhone X", ios: 11, orientation: .portrait),
            actual: "[88, 0, 34, 0]", message: "expected [64, 0, 0, 0], got [88, 0, 34, 0]"
        )
        return CheckOutcome(variants: 2, expectations: 7, failures: [failure])
    }

    @Test("a failure is one compiler-format line at the expectation")
    func failureLine() {
        let output = ReportOutput.capture()
        CheckReporter().report(file: "scenes/x.yaml", outcome: failingOutcome(), to: output)
        #expect(
            output.text == """
                scenes/x.yaml:12:3: error: table.adjustedContentInset: expected [64, 0, 0, 0], got [88, 0, 34, 0] [iPhone X · iOS 11 · portrait]
                FAIL scenes/x.yaml  (2 variants, 7 expectations, 1 failed)

                """
        )
    }

    @Test("a file that fails on a warning of error severity says so, not `0 failed`")
    func failsOnAnErrorWarning() {
        let warning = PitfallWarning(
            rule: "content-under-bar", severity: .error, message: "the first row of table starts under the bar",
            mark: Mark(line: 9, column: 5), subject: "table", fix: "")
        let variants = [VariantKey(device: "iPhone X", ios: 11, orientation: .portrait), VariantKey(device: "iPhone 8", ios: 11, orientation: .portrait)]
        let outcome = CheckOutcome(variants: 2, expectations: 3, failures: [], unexpectedWarnings: variants.map { (warning, $0) })
        let output = ReportOutput.capture()
        CheckReporter().report(file: "scenes/x.yaml", outcome: outcome, to: output)
        // One warning in two variants is one line, and one error warning.
        #expect(output.text.hasSuffix("FAIL scenes/x.yaml  (2 variants, 3 expectations, 1 error warning)\n"))
    }

    @Test("a passing file prints one ok line, nothing with --quiet")
    func passing() {
        let outcome = CheckOutcome(variants: 2, expectations: 7, failures: [])
        let output = ReportOutput.capture()
        CheckReporter().report(file: "scenes/x.yaml", outcome: outcome, to: output)
        #expect(output.text == "ok   scenes/x.yaml  (2 variants, 7 expectations)\n")
        let quiet = ReportOutput.capture()
        CheckReporter(quiet: true).report(file: "scenes/x.yaml", outcome: outcome, to: quiet)
        #expect(quiet.text.isEmpty)
        let quietFailure = ReportOutput.capture()
        CheckReporter(quiet: true).report(file: "scenes/x.yaml", outcome: failingOutcome(), to: quietFailure)
        #expect(quietFailure.text.hasPrefix("scenes/x.yaml:12:3: error:"))
        #expect(!quietFailure.text.contains("FAIL"))
    }

    @Test("summary: a details line, then exactly `N passed, N failed` (invalid scenes count as failed)")
    func summary() {
        var summary = CheckSummary()
        summary.scenes = 52
        summary.variants = 88
        summary.expectations = 412
        summary.passed = 50
        summary.failedExpectations = 1
        summary.invalid = 1
        let output = ReportOutput.capture()
        CheckReporter().summary(summary, to: output)
        #expect(output.text == "checked 52 scenes, 88 variants, 412 expectations; 1 invalid\n50 passed, 2 failed\n")

        var single = CheckSummary()
        single.scenes = 1
        single.variants = 1
        single.expectations = 1
        single.passed = 1
        let one = ReportOutput.capture()
        CheckReporter(style: .colored).summary(single, to: one)
        #expect(one.text.hasPrefix("checked 1 scene, 1 variant, 1 expectation\n"))
        #expect(one.text.contains("1 passed, 0 failed"))
    }
}
