import Foundation
@testable import InsetlabReport
import InsetlabScene
import InsetlabYAML
import Testing

/// Issue 15 item 7: reporting is linear in the number of warnings. 100,000 labels under the
/// status bar took 10.5 s for `run --format json` because every warning scanned every view
/// (and `check` scanned every line printed so far). Benchmarks/run.sh measures the real
/// numbers (`warnings-100000`); this test only compares two sizes, so a machine's speed does
/// not matter: 8× the warnings must cost far less than the 64× a quadratic pass costs.
@Suite("many warnings", .serialized)
struct ManyWarningsTests {
    /// `count` labels at y 0 on an iPhone X: each starts 44 pt under the status bar
    /// (uikit-facts: the iPhone X status bar is 44 pt), one content-under-bar warning each.
    static func scene(labels count: Int) -> String {
        var text = "device: iPhone X\nios: 11\nroot:\n  type: UIViewController\n  view:\n    subviews:\n"
        for index in 0..<count { text += "    - {type: UILabel, id: l\(index), frame: [0, 0, 100, 20]}\n" }
        return text
    }

    /// Seconds to report `file` in each run and check format, best of two, by format.
    private func reportingTimes(_ file: SceneFile) -> [String: Double] {
        let evaluations = SceneEvaluation.evaluate(file)
        let checked = CheckedScene(
            path: file.file, name: file.name, variants: file.variants.map(\.key),
            outcome: ExpectationChecker.check(file, evaluations: evaluations))
        var times: [String: Double] = [:]
        func best(_ name: String, _ body: () -> Void) {
            for _ in 0..<2 {
                let start = Date()
                body()
                times[name] = min(times[name] ?? .infinity, Date().timeIntervalSince(start))
            }
        }
        for reporterType in SceneReporters.all {
            best("run \(reporterType.identifier)") {
                var reporter = reporterType.init(options: ReporterOptions())
                let output = ReportOutput.capture()
                reporter.begin(to: output)
                reporter.report(file, evaluations: evaluations, to: output)
                reporter.end(to: output)
            }
        }
        for reporterType in CheckReporters.all {
            best("check \(reporterType.identifier)") {
                var reporter = reporterType.init(options: ReporterOptions())
                let output = ReportOutput.capture()
                reporter.begin(to: output)
                reporter.report(checked, to: output)
                reporter.end(CheckSummary(), to: output)
            }
        }
        return times
    }

    @Test("8× the warnings costs well under 64× the time in each format")
    func reportingIsLinear() throws {
        let small = try SceneDecoder.decode(yaml: Self.scene(labels: 1_000), file: "small.yaml")
        let large = try SceneDecoder.decode(yaml: Self.scene(labels: 8_000), file: "large.yaml")
        let warnings = SceneEvaluation.evaluate(large)[0].warnings.count
        #expect(warnings >= 8_000, "every label is a warning")
        let smallTimes = reportingTimes(small), largeTimes = reportingTimes(large)
        for (format, largeTime) in largeTimes.sorted(by: { $0.key < $1.key }) {
            // Linear is 8 (a little more with allocation); quadratic is 64. Below a few
            // milliseconds the clock says little, so tiny times pass.
            let ratio = largeTime / max(smallTimes[format] ?? 0, 0.005)
            #expect(ratio < 24, "\(format): 8× the warnings took \(ratio)× as long (\(largeTime) s)")
        }
    }
}
