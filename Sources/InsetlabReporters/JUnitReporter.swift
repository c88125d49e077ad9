internal import InsetlabRules
public import InsetlabScene
public import InsetlabYAML
public import InsetlabChecking
public import InsetlabWorkspace

/// `--format junit`: JUnit XML, which CI systems show as a test report. One `<testsuite>` per
/// scene file (`name` the path), one `<testcase>` per variant: `name` the variant, `classname`
/// the path in dotted form without its extension (`scenes/bars/opaque.yaml` →
/// `scenes.bars.opaque`, other dots become `_`), which Jenkins shows as package `scenes.bars`,
/// class `opaque`; `time` the seconds the variant took to lay out and check.
///
/// A variant whose expectations fail (or where an error-severity warning fires) has one
/// `<failure>`: its `message` is the first problem, its text every problem in the compiler
/// format. The variant's other warnings and notes go in `<system-out>`. When `check` compared
/// the scene's snapshot, one more test case, `snapshot PATH`, fails when it differs (its diff
/// in the failure). An invalid scene is a
/// suite with one test case, `(invalid scene)`, holding an `<error>` with the diagnostics.
/// Totals (`tests`, `failures`, `errors`, `time`) are on each suite and on `<testsuites>`; since
/// the root element's totals are known only at the end, the suites are kept (as text, a line or
/// two per variant) and the document is written when the last file is done. `check` closes with
/// an XML comment holding its `N passed, N failed` line.
public struct JUnitReporter {
    public static let identifier = "junit"
    public static let summary = "JUnit XML: a test case per scene variant, failures for mismatches"

    /// The test case of a file that is not a valid scene.
    static let invalidCaseName = "(invalid scene)"

    /// The suites written so far, and their totals.
    private var suites = ""
    private var totals = (tests: 0, failures: 0, errors: 0, time: 0.0)

    public init(options: ReporterOptions) {}

    public func begin(to output: ReportOutput) {}

    public mutating func report(_ file: SceneFile, evaluations: [VariantEvaluation], to output: ReportOutput) {
        let cases = evaluations.map { evaluation in
            let warnings = evaluation.warnings
            return TestCase(
                name: evaluation.result.variant.description, time: evaluation.duration,
                failures: warnings.filter { $0.severity == .error }.map { Problem(warning: $0, file: file.file) },
                output: warnings.filter { $0.severity != .error }.map { Self.line($0, file: file.file) })
        }
        writeSuite(file.file, classname: Self.classname(file.file, screen: file.importedSource?.screen), cases: cases)
    }

    public mutating func report(_ scene: CheckedScene, to output: ReportOutput) {
        var cases = scene.variants.enumerated().map { index, variant in
            let warnings = scene.warnings(of: variant)
            return TestCase(
                name: variant.description, time: index < scene.durations.count ? scene.durations[index] : 0,
                failures: scene.failures(of: variant).map { Problem(failure: $0, file: scene.path) }
                    + warnings.filter { $0.severity == .error }.map { Problem(warning: $0, file: scene.path) },
                output: warnings.filter { $0.severity != .error }.map { Self.line($0, file: scene.path) })
        }
        // The snapshot covers every variant at once: a test case of its own.
        if let snapshot = scene.outcome.snapshot {
            var testCase = TestCase(name: "snapshot \(snapshot.path)", time: 0, failures: [], output: [])
            if let finding = ReportFinding(snapshot: snapshot, file: scene.path) {
                let line = "\(scene.path): \(finding.severity.rawValue): \(finding.message)"
                if snapshot.passed {
                    testCase.output.append(line)
                } else {
                    let summary = finding.message.prefix { $0 != "\n" }
                    testCase.failures.append(Problem(type: finding.rule, message: String(summary), line: line))
                }
            }
            cases.append(testCase)
        }
        writeSuite(scene.identity, classname: Self.classname(scene.path, screen: scene.screen), cases: cases)
    }

    public mutating func reportInvalid(_ path: String, diagnostics: [Diagnostic], to output: ReportOutput) {
        let message = diagnostics.first?.message ?? "not a valid scene"
        let body = diagnostics.map(\.description).joined(separator: "\n")
        suites += "  <testsuite name=\"\(XMLText.attribute(path))\" tests=\"1\" failures=\"0\" errors=\"1\" time=\"0.000\">\n"
        suites += "    <testcase classname=\"\(XMLText.attribute(Self.classname(path)))\" name=\"\(Self.invalidCaseName)\" time=\"0.000\">\n"
            + "      <error type=\"\(ReportFinding.invalidScene)\" message=\"\(XMLText.attribute(message))\">"
            + XMLText.text(body) + "</error>\n    </testcase>\n  </testsuite>\n"
        totals.tests += 1
        totals.errors += 1
    }

    public mutating func end(to output: ReportOutput) {
        end(closing: "", to: output)
    }

    public mutating func end(_ summary: CheckSummary, to output: ReportOutput) {
        end(closing: "  <!-- \(summary.passed) passed, \(summary.failed) failed -->\n", to: output)
    }

    private mutating func end(closing: String, to output: ReportOutput) {
        output.write(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"insetlab\" tests=\"\(totals.tests)\" "
                + "failures=\"\(totals.failures)\" errors=\"\(totals.errors)\" time=\"\(Self.seconds(totals.time))\">\n")
        output.write(suites)
        output.write(closing + "</testsuites>\n")
        suites = ""
    }

    /// `scenes/bars/opaque.yaml` → `scenes.bars.opaque`: Jenkins splits a classname at its last
    /// dot into package and class, so the folders become the package and the file the class.
    /// `screen`: a storyboard screen's id (`ui/Main.storyboard` and `BYZ-38-t0r`), the class of
    /// the package `ui.Main`: eight screens of one storyboard were eight identical test ids.
    static func classname(_ path: String, screen: String? = nil) -> String {
        // `scenes/../scenes/a.yaml` is `scenes/a.yaml` (a `..` left at the front stays, as `__`).
        var components = FilePaths.normalized(path).split(separator: "/").map(String.init).filter { !$0.isEmpty && $0 != "." }
        if var last = components.popLast() {
            for suffix in [".yaml", ".yml", ".storyboard", ".xib"] where last.hasSuffix(suffix) { last.removeLast(suffix.count) }
            components.append(last)
        }
        if let screen { components.append(screen) }
        return components.map { $0.replacing(".", with: "_") }.joined(separator: ".")
    }

    /// Seconds with three decimals (`0.004`), as JUnit's `time` attributes are written.
    static func seconds(_ value: Double) -> String {
        let milliseconds = max(0, Int((value * 1000).rounded()))
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// One problem that fails a test case.
    struct Problem {
        var type: String
        var message: String
        /// The compiler-format line.
        var line: String

        init(type: String, message: String, line: String) {
            self.type = type
            self.message = message
            self.line = line
        }

        init(failure: ExpectationFailure, file: String) {
            type = ReportFinding.expectationMismatch
            message = "\(failure.expectation.key): \(failure.message)"
            line = "\(file):\(failure.mark.line):\(failure.mark.column): error: \(message)"
        }

        init(warning: PitfallWarning, file: String) {
            type = warning.rule
            message = warning.message
            line = warning.compilerLine(file: file)
        }
    }

    struct TestCase {
        var name: String
        var time: Double
        var failures: [Problem]
        var output: [String]
    }

    /// `file:line:col: warning: message [rule]` and its fix.
    static func line(_ warning: PitfallWarning, file: String) -> String {
        warning.compilerLine(file: file) + "\n    fix: " + warning.fix
    }

    private mutating func writeSuite(_ path: String, classname: String, cases: [TestCase]) {
        let failed = cases.filter { !$0.failures.isEmpty }.count
        let time = cases.reduce(0) { $0 + $1.time }
        totals.tests += cases.count
        totals.failures += failed
        totals.time += time
        let classname = XMLText.attribute(classname)
        suites += "  <testsuite name=\"\(XMLText.attribute(path))\" tests=\"\(cases.count)\" failures=\"\(failed)\" errors=\"0\" "
            + "time=\"\(Self.seconds(time))\">\n"
        for testCase in cases {
            suites += "    <testcase classname=\"\(classname)\" name=\"\(XMLText.attribute(testCase.name))\" time=\"\(Self.seconds(testCase.time))\""
            guard !testCase.failures.isEmpty || !testCase.output.isEmpty else {
                suites += "/>\n"
                continue
            }
            suites += ">\n"
            if let first = testCase.failures.first {
                let message = testCase.failures.count == 1 ? first.message : "\(first.message) (and \(testCase.failures.count - 1) more)"
                suites += "      <failure type=\"\(XMLText.attribute(first.type))\" message=\"\(XMLText.attribute(message))\">"
                    + XMLText.text(testCase.failures.map(\.line).joined(separator: "\n")) + "</failure>\n"
            }
            if !testCase.output.isEmpty {
                suites += "      <system-out>" + XMLText.text(testCase.output.joined(separator: "\n")) + "</system-out>\n"
            }
            suites += "    </testcase>\n"
        }
        suites += "  </testsuite>\n"
    }
}
