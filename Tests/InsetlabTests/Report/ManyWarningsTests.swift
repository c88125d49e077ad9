import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import InsetlabReport
@testable import InsetlabChecking
@testable import InsetlabReporters
@testable import InsetlabWorkspace
import InsetlabScene
import InsetlabSceneDecoding
import InsetlabYAML
import Testing

/// Issue 15 item 7: reporting is linear in the number of warnings. 100,000 labels under the
/// status bar took 10.5 s for `run --format json` because every warning scanned every view
/// (and `check` scanned every line printed so far). Benchmarks/run.sh measures the real
/// numbers (`warnings-100000`); this test only compares two sizes, in this thread's CPU time
/// (other tests and processes do not count), so a machine's speed and load do not matter:
/// 16× the warnings must cost far less than the 256× a quadratic pass costs.
@Suite("many warnings", .serialized)
struct ManyWarningsTests {
    /// `count` labels at y 0 on an iPhone X: each starts 44 pt under the status bar
    /// (uikit-facts: the iPhone X status bar is 44 pt), one content-under-bar warning each.
    static func scene(labels count: Int) -> String {
        var text = "device: iPhone X\nios: 11\nroot:\n  type: UIViewController\n  view:\n    subviews:\n"
        for index in 0..<count { text += "    - {type: UILabel, id: l\(index), frame: [0, 0, 100, 20]}\n" }
        return text
    }

    /// CPU seconds this thread has used.
    static func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// CPU seconds to report `file` in each run and check format, best of three, by format.
    private func reportingTimes(_ file: SceneFile) -> [String: Double] {
        let evaluations = SceneEvaluation.evaluate(file)
        let checked = CheckedScene(
            path: file.file, name: file.name, variants: file.variants.map(\.key),
            outcome: ExpectationChecker.check(file, evaluations: evaluations))
        var times: [String: Double] = [:]
        func best(_ name: String, _ body: () -> Void) {
            for _ in 0..<3 {
                let start = Self.threadCPUTime()
                body()
                times[name] = min(times[name] ?? .infinity, Self.threadCPUTime() - start)
            }
        }
        for reporterType in Reporters.all(for: .run) {
            best("run \(reporterType.identifier)") {
                var reporter = reporterType.init(options: ReporterOptions())
                let output = ReportOutput.capture()
                reporter.begin(to: output)
                reporter.report(.evaluated(file, evaluations: evaluations), to: output)
                reporter.end(.run(RunSummary()), to: output)
            }
        }
        for reporterType in Reporters.all(for: .check) {
            best("check \(reporterType.identifier)") {
                var reporter = reporterType.init(options: ReporterOptions())
                let output = ReportOutput.capture()
                reporter.begin(to: output)
                reporter.report(.checked(checked), to: output)
                reporter.end(.check(CheckSummary()), to: output)
            }
        }
        return times
    }

    @Test("16× the warnings costs well under 256× the time in each format")
    func reportingIsLinear() throws {
        let small = try SceneDecoder.decode(yaml: Self.scene(labels: 500), file: "small.yaml")
        let large = try SceneDecoder.decode(yaml: Self.scene(labels: 8_000), file: "large.yaml")
        let warnings = SceneEvaluation.evaluate(large)[0].warnings.count
        #expect(warnings >= 8_000, "every label is a warning")
        let smallTimes = reportingTimes(small), largeTimes = reportingTimes(large)
        for (format, largeTime) in largeTimes.sorted(by: { $0.key < $1.key }) {
            // Linear is 16 (a little more with allocation); quadratic is 256. Below a
            // millisecond the clock says little, so tiny times pass.
            let ratio = largeTime / max(smallTimes[format] ?? 0, 0.001)
            #expect(ratio < 48, "\(format): 16× the warnings took \(ratio)× as long (\(largeTime) s)")
        }
    }
}
