@testable import InsetlabLayout
@testable import InsetlabReport
@testable import InsetlabChecking
import InsetlabRules
import InsetlabScene
import InsetlabSceneDecoding
import InsetlabYAML
import Testing

// The layout numbers come from ReportSamples (hand-made, not UIKit's); these tests are about
// comparison, tolerance, null handling and how failures are worded.

private func expectation(_ subject: ExpectationSubject, _ property: ExpectedProperty, _ value: ExpectedValue, line: Int = 5) -> InsetlabScene.Expectation {
    Expectation(subject: subject, property: property, value: value, mark: Mark(line: line, column: 3))
}

private func check(
    _ expectations: [InsetlabScene.Expectation], when: VariantSelector? = nil, warnings: WarningExpectation? = nil,
    results: [LayoutResult] = [ReportSamples.result(ios: 11)]
) -> CheckOutcome {
    let block = ExpectationBlock(when: when, expectations: expectations, warnings: warnings, mark: Mark(line: 4, column: 1))
    let file = ReportSamples.file(variants: results.map(\.scene), expectations: [block])
    return ExpectationChecker.check(file, results: results)
}

@Suite("Expectation checker")
struct ExpectationCheckerTests {
    @Test(
        "numbers match within 0.01 pt",
        arguments: [(64.0, true), (64.009, true), (64.01, true), (63.99, true), (64.011, false), (64.02, false), (0, false)]
    )
    func tolerance(expected: Double, passes: Bool) {
        let outcome = check([expectation(.controller("feed"), .topLayoutGuide, .number(expected))])
        #expect(outcome.passed == passes)
        #expect(outcome.expectations == 1)
    }

    @Test("rounded report values still match: 53.667 expected vs 53.6666 computed")
    func roundedValues() {
        let outcome = check([expectation(.view("table"), .adjustedContentInset, .numbers([53.667, 0, 0, 0]))])
        #expect(outcome.passed)
    }

    @Test("a differing value fails with both values, the variant and the expectation's mark")
    func mismatch() throws {
        let outcome = check([expectation(.view("table"), .contentOffset, .numbers([0, -88]), line: 12)])
        let failure = try #require(outcome.failures.first)
        #expect(failure.message == "expected [0, -88], got [0, -64]")
        #expect(failure.actual == "[0, -64]")
        #expect(failure.mark == Mark(line: 12, column: 3))
        #expect(failure.variant == VariantKey(device: "Test Phone", ios: 11, orientation: .portrait))
        // The expected value as written: 64.0104 is 0.0104 from 64, outside the 0.01 tolerance;
        // rounded to 64.01 it would read as a value that passes.
        let precise = check([expectation(.view("table"), .contentOffset, .numbers([0, -64.0104]), line: 12)])
        #expect(precise.failures.first?.message == "expected [0, -64.0104], got [0, -64]")
        #expect(failure.expectation.key == "table.contentOffset")
    }

    @Test("a different number of components never matches")
    func arity() {
        #expect(!ExpectationChecker.matches([0, 0], [0, 0, 0, 0]))
        #expect(!check([expectation(.view("table"), .contentInset, .numbers([0, 0]))]).passed)
    }

    @Test("null expected passes exactly when the property does not apply")
    func nulls() throws {
        let legacy = [ReportSamples.result(ios: 10)]
        #expect(check([expectation(.view("table"), .adjustedContentInset, .null)], results: legacy).passed)
        #expect(check([expectation(.controller("feed"), .safeAreaInsets, .null)], results: legacy).passed)
        #expect(check([expectation(.bar(.tabBar), .frame, .null)]).passed)

        let unexpectedValue = check([expectation(.view("table"), .adjustedContentInset, .null)])
        #expect(try #require(unexpectedValue.failures.first).message == "expected null, got [53.667, 0, 0, 0]")

        let unexpectedNull = check([expectation(.view("table"), .safeAreaInsets, .numbers([64, 0, 0, 0]))], results: legacy)
        #expect(
            try #require(unexpectedNull.failures.first).message
                == "expected [64, 0, 0, 0], got null (iOS 10 has no safeAreaInsets; it arrived in iOS 11)"
        )
    }

    @Test("view properties on a controller id are about its root view; bars answer frame")
    func subjects() {
        #expect(check([expectation(.controller("feed"), .frame, .numbers([0, 0, 375, 667]))]).passed)
        #expect(check([expectation(.controller("feed"), .layoutMargins, .numbers([8, 16, 8, 16]))]).passed)
        #expect(check([expectation(.controller("feed"), .viewFrame, .numbers([0, 0, 375, 667]))]).passed)
        #expect(check([expectation(.bar(.navigationBar), .frame, .numbers([0, 20, 375, 44]))]).passed)
    }

    @Test("a subject in the scene but not on screen fails and says why")
    func offScreen() throws {
        let controller = check([expectation(.controller("list"), .viewFrame, .numbers([0, 0, 375, 667]))])
        let failure = try #require(controller.failures.first)
        #expect(failure.actual == "not on screen")
        #expect(failure.message.hasPrefix("'list' is in the scene but not on screen in this variant: it is below the top of navigation controller 'nav'"))

        let view = check([expectation(.view("listTable"), .contentInset, .numbers([64, 0, 0, 0]))])
        #expect(try #require(view.failures.first).message.contains("its controller 'list' is below the top of navigation controller 'nav'"))

        // A split view's hidden column is no tab: on a compact-width iPhone its compact column shows.
        let split = try InsetlabSceneDecoding.SceneDecoder.decode(yaml: """
            device: iPhone 15
            ios: 17
            root:
              type: UISplitViewController
              id: split
              primary: {type: UIViewController, id: sidebar}
              secondary: {type: UIViewController, id: detail}
              compact: {type: UIViewController, id: phone}
            expect:
              sidebar.viewFrame: [0, 0, 393, 852]
            """, file: "split.yaml")
        let column = try #require(ExpectationChecker.check(split).failures.first)
        // The plain column sits in the navigation controller the split view wraps it in (Apple,
        // UISplitViewController, "Child view controllers"); that wrapper is the hidden column.
        #expect(
            column.message.contains("'root.primary.navigationController', which holds it, is a column of split view controller 'split' that is not shown here"),
            "\(column.message)")
    }

    @Test("an unknown id fails instead of passing silently")
    func unknownID() throws {
        let outcome = check([expectation(.view("nope"), .frame, .numbers([0, 0, 1, 1]))])
        #expect(try #require(outcome.failures.first).message == "the scene has nothing with id 'nope'")
    }

    @Test("a block applies only to the variants its `when` selects")
    func when() {
        let results = [ReportSamples.result(ios: 10), ReportSamples.result(ios: 11)]
        let only11 = check(
            [expectation(.view("table"), .contentInset, .numbers([0, 0, 0, 0]))], when: VariantSelector(ios: 11), results: results
        )
        #expect(only11.passed)
        #expect(only11.expectations == 1)
        #expect(only11.variants == 2)
        let all = check([expectation(.view("table"), .contentInset, .numbers([0, 0, 0, 0]))], results: results)
        #expect(all.failures.map(\.variant.ios) == [10])
        #expect(all.expectations == 2)
    }

    @Test("warnings: exact lists and includes, compared with the rules that fired")
    func warnings() throws {
        let mark = Mark(line: 9, column: 3)
        // No warning fired in these hand-made results.
        let expected = check([], warnings: WarningExpectation(rules: ["content-under-bar"], exact: true, mark: mark))
        let failure = try #require(expected.failures.first)
        #expect(failure.mark == mark)
        #expect(failure.expectation.key == "warnings")
        #expect(failure.message == "expected 'content-under-bar' to fire (fired: [])")
        #expect(check([], warnings: WarningExpectation(rules: [], exact: true, mark: mark)).passed)

        let fired = PitfallWarning(
            rule: "double-inset", severity: .warning, message: "m", mark: Mark(line: 3, column: 5), subject: nil, fix: "f")
        let result = ReportSamples.result(ios: 11)
        let block = ExpectationBlock(
            when: nil, expectations: [], warnings: WarningExpectation(rules: [], exact: true, mark: mark), mark: mark)
        let file = ReportSamples.file(variants: [result.scene], expectations: [block])
        let exact = ExpectationChecker.check(file, evaluations: [VariantEvaluation(result: result, warnings: [fired])])
        #expect(exact.failures.first?.message == "unexpected 'double-inset' at 3:5 (fired: [double-inset])")
        let includesBlock = ExpectationBlock(
            when: nil, expectations: [], warnings: WarningExpectation(rules: ["double-inset"], exact: false, mark: mark), mark: mark)
        let includes = ExpectationChecker.check(
            ReportSamples.file(variants: [result.scene], expectations: [includesBlock]),
            evaluations: [VariantEvaluation(result: result, warnings: [fired])])
        #expect(includes.passed)
        #expect(includes.unexpectedWarnings.isEmpty)

        // A rule the configuration disables cannot fire, and the failure says why.
        let disabledBlock = ExpectationBlock(
            when: nil, expectations: [], warnings: WarningExpectation(rules: ["content-under-bar"], exact: false, mark: mark), mark: mark)
        let disabled = ExpectationChecker.check(
            ReportSamples.file(variants: [result.scene], expectations: [disabledBlock]),
            evaluations: [VariantEvaluation(result: result, warnings: [])], disabled: ["content-under-bar"])
        #expect(disabled.failures.first?.message
            == "expected 'content-under-bar' to fire (the configuration disables 'content-under-bar') (fired: [])")
        // So does a comment of the file that silenced it in this variant (the message looked like
        // the layout's); one that silenced nothing here is not blamed.
        let silencedFile = ReportSamples.file(variants: [result.scene], expectations: [disabledBlock])
        let silenced = ExpectationChecker.check(
            silencedFile, evaluations: [VariantEvaluation(result: result, warnings: [], silenced: ["content-under-bar": Mark(line: 12, column: 7)])])
        #expect(silenced.failures.first?.message
            == "expected 'content-under-bar' to fire (an insetlab:disable comment silences 'content-under-bar' at line 12) (fired: [])")
        let other = ExpectationChecker.check(
            silencedFile, evaluations: [VariantEvaluation(result: result, warnings: [], silenced: ["double-inset": Mark(line: 12, column: 7)])])
        #expect(other.failures.first?.message == "expected 'content-under-bar' to fire (fired: [])")
    }

    /// End to end: the comment that silenced the warning this expectation wants is named at the
    /// warning's line; one on a line where the rule finds nothing is not. iPhone 7, iOS 10, flag
    /// off: the table's first row is under the 64-pt bars (LAYOUT-MODEL §5), at the flag's line.
    @Test("warnings: only a comment that silenced the rule in the variant is named")
    func silencedByAComment() throws {
        func message(_ source: String) throws -> String? {
            let file = try SceneDecoder.decode(yaml: source, file: "s.yaml")
            let evaluations = SceneEvaluation.evaluate(file, suppressions: Suppressions(source: source))
            return ExpectationChecker.check(file, evaluations: evaluations).failures.first?.message
        }
        let scene = """
            device: iPhone 7
            ios: 10
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  automaticallyAdjustsScrollViewInsets: false%@
                  view: {subviews: [{type: UITableView, rows: 20}]}
            expect:
              warnings: {includes: [content-under-bar]}
            """
        let silenced = try message(scene.replacingOccurrences(of: "%@", with: "  # insetlab:disable content-under-bar"))
        #expect(silenced?.hasPrefix("expected 'content-under-bar' to fire (an insetlab:disable comment silences 'content-under-bar' at line 7)") == true, "\(String(describing: silenced))")
        #expect(try message(scene.replacingOccurrences(of: "%@", with: "").replacingOccurrences(of: "root:\n", with: "root:  # insetlab:disable content-under-bar\n")) == nil)
    }

    @Test("failures come in source order of their expectations, then variant order")
    func order() {
        let results = [ReportSamples.result(ios: 10), ReportSamples.result(ios: 11)]
        let outcome = check(
            [
                expectation(.view("table"), .frame, .numbers([1, 1, 1, 1]), line: 20),
                expectation(.view("table"), .contentSize, .numbers([1, 1]), line: 10),
            ],
            results: results
        )
        #expect(outcome.failures.map(\.mark.line) == [10, 10, 20, 20])
        #expect(outcome.failures.map(\.variant.ios) == [10, 11, 10, 11])
    }
}
