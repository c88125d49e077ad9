internal import InsetlabRules
public import InsetlabScene
public import InsetlabYAML

/// `--format junit`: JUnit XML, which CI systems show as a test report. One `<testsuite>` per
/// scene file, one `<testcase>` per variant (`classname` the file, `name` the variant).
///
/// A variant whose expectations fail (or where an error-severity warning fires) has one
/// `<failure>`: its `message` is the first problem, its text every problem in the compiler
/// format. The variant's other warnings and notes go in `<system-out>`. When `check` compared
/// the scene's snapshot, one more test case, `snapshot PATH`, fails when it differs (its diff
/// in the failure). An invalid scene is a
/// suite with one test case, `(invalid scene)`, holding an `<error>` with the diagnostics.
/// Totals are on each suite (written as each file is done, so the report streams); `check`
/// closes with an XML comment holding its `N passed, N failed` line.
public struct JUnitReporter: SceneReporter, CheckFormatReporter {
    public static let identifier = "junit"
    public static let summary = "JUnit XML: a test case per scene variant, failures for mismatches"

    /// The test case of a file that is not a valid scene.
    static let invalidCaseName = "(invalid scene)"

    public init(options: ReporterOptions) {}

    public func begin(to output: ReportOutput) {
        output.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"insetlab\">\n")
    }

    public func report(_ file: SceneFile, evaluations: [VariantEvaluation], to output: ReportOutput) {
        let cases = evaluations.map { evaluation in
            let warnings = evaluation.warnings
            return TestCase(
                name: evaluation.result.scene.key.description,
                failures: warnings.filter { $0.severity == .error }.map { Problem(warning: $0, file: file.file) },
                output: warnings.filter { $0.severity != .error }.map { Self.line($0, file: file.file) })
        }
        writeSuite(file.file, cases: cases, to: output)
    }

    public func report(_ scene: CheckedScene, to output: ReportOutput) {
        var cases = scene.variants.map { variant in
            let warnings = scene.warnings(of: variant)
            return TestCase(
                name: variant.description,
                failures: scene.failures(of: variant).map { Problem(failure: $0, file: scene.path) }
                    + warnings.filter { $0.severity == .error }.map { Problem(warning: $0, file: scene.path) },
                output: warnings.filter { $0.severity != .error }.map { Self.line($0, file: scene.path) })
        }
        // The snapshot covers every variant at once: a test case of its own.
        if let snapshot = scene.outcome.snapshot {
            var testCase = TestCase(name: "snapshot \(snapshot.path)", failures: [], output: [])
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
        writeSuite(scene.path, cases: cases, to: output)
    }

    public func reportInvalid(_ path: String, diagnostics: [Diagnostic], to output: ReportOutput) {
        let message = diagnostics.first?.message ?? "not a valid scene"
        let body = diagnostics.map(\.description).joined(separator: "\n")
        output.write("  <testsuite name=\"\(XMLText.attribute(path))\" tests=\"1\" failures=\"0\" errors=\"1\">\n")
        output.write(
            "    <testcase classname=\"\(XMLText.attribute(path))\" name=\"\(Self.invalidCaseName)\">\n"
                + "      <error type=\"\(ReportFinding.invalidScene)\" message=\"\(XMLText.attribute(message))\">"
                + XMLText.text(body) + "</error>\n    </testcase>\n  </testsuite>\n")
    }

    public func end(to output: ReportOutput) {
        output.write("</testsuites>\n")
    }

    public func end(_ summary: CheckSummary, to output: ReportOutput) {
        output.write("  <!-- \(summary.passed) passed, \(summary.failed) failed -->\n")
        end(to: output)
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
        var failures: [Problem]
        var output: [String]
    }

    /// `file:line:col: warning: message [rule]` and its fix.
    static func line(_ warning: PitfallWarning, file: String) -> String {
        warning.compilerLine(file: file) + "\n    fix: " + warning.fix
    }

    private func writeSuite(_ path: String, cases: [TestCase], to output: ReportOutput) {
        let failed = cases.filter { !$0.failures.isEmpty }.count
        let file = XMLText.attribute(path)
        output.write("  <testsuite name=\"\(file)\" tests=\"\(cases.count)\" failures=\"\(failed)\" errors=\"0\">\n")
        for testCase in cases {
            output.write("    <testcase classname=\"\(file)\" name=\"\(XMLText.attribute(testCase.name))\"")
            guard !testCase.failures.isEmpty || !testCase.output.isEmpty else {
                output.write("/>\n")
                continue
            }
            output.write(">\n")
            if let first = testCase.failures.first {
                let message = testCase.failures.count == 1 ? first.message : "\(first.message) (and \(testCase.failures.count - 1) more)"
                output.write(
                    "      <failure type=\"\(XMLText.attribute(first.type))\" message=\"\(XMLText.attribute(message))\">"
                        + XMLText.text(testCase.failures.map(\.line).joined(separator: "\n")) + "</failure>\n")
            }
            if !testCase.output.isEmpty {
                output.write("      <system-out>" + XMLText.text(testCase.output.joined(separator: "\n")) + "</system-out>\n")
            }
            output.write("    </testcase>\n")
        }
        output.write("  </testsuite>\n")
    }
}
