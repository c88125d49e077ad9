import Foundation
import InsetlabChecking
import InsetlabLayout
import InsetlabReport
import InsetlabReporters
import InsetlabWorkspace
import InsetlabScene
import InsetlabYAML
import Testing

/// Scene files served from memory; `bad.yaml` is invalid.
private func load(_ path: String) throws(DiagnosticError) -> LoadedScene {
    LoadedScene(try loadFile(path))
}

private func loadFile(_ path: String) throws(DiagnosticError) -> SceneFile {
    guard path != "bad.yaml" else {
        throw DiagnosticError([
            .error("unknown key `edgesForExtendedLayot`", file: path, at: Mark(line: 5, column: 3)),
            .error("missing key `device`", file: path, at: Mark(line: 1, column: 1)),
        ])
    }
    var file = ReportSamples.file(name: nil, path: path, variants: [ReportSamples.minimalScene(file: path)])
    if path == "warns.yaml" {
        let warnings = WarningExpectation(rules: ["content-under-bar"], exact: true, mark: Mark(line: 7, column: 3))
        file.expectations = [ExpectationBlock(when: nil, expectations: [], warnings: warnings, mark: Mark(line: 6, column: 1))]
    }
    return file
}

@Suite("Scene batch")
struct SceneBatchTests {
    private let console = Console(out: .capture(), err: .capture())

    @Test("run: an invalid file prints every diagnostic and the others are still reported")
    func run() throws {
        var reporter = JSONReporter(options: ReporterOptions(multipleScenes: true))
        let summary = SceneBatch.run(["a.yaml", "bad.yaml", "b.yaml"], load: load, reporter: &reporter, console: console)
        #expect(summary.scenes == 3)
        #expect(summary.invalid == 1)
        #expect(summary.variants == 2)
        #expect(console.err.text == "bad.yaml:5:3: error: unknown key `edgesForExtendedLayot`\nbad.yaml:1:1: error: missing key `device`\n")
        let array = try #require(try JSONSerialization.jsonObject(with: Data(console.out.text.utf8)) as? [[String: Any]])
        #expect(array.map { $0["scene"] as? String } == ["a.yaml", "b.yaml"])
    }

    /// JSON renders each scene on the worker (PrerenderingRunFormat); the text format does not.
    /// The report is the same whichever way and however many jobs: the JSON reporter's own
    /// `report(_:evaluations:)` written in order, byte for byte.
    @Test("run --format json renders on the workers, and writes the same bytes as in order")
    func prerendered() throws {
        #expect(JSONReporter(options: ReporterOptions()).prerendering != nil)
        #expect(TextReporter(options: ReporterOptions()).prerendering == nil)
        let files = ["a.yaml", "bad.yaml", "b.yaml", "warns.yaml"]
        var streamed = JSONReporter(options: ReporterOptions(multipleScenes: true))
        let reference = ReportOutput.capture()
        streamed.begin(to: reference)
        for path in files where path != "bad.yaml" {
            let file = try loadFile(path)
            streamed.report(file, evaluations: EvaluatedScene(file: file, source: nil).evaluations, to: reference)
        }
        streamed.end(to: reference)
        for jobs in [1, 2] {
            let output = Console(out: .capture(), err: .capture())
            var reporter = JSONReporter(options: ReporterOptions(multipleScenes: true))
            _ = SceneBatch.run(files, load: load, reporter: &reporter, console: output, jobs: jobs)
            #expect(output.out.text == reference.text, "jobs \(jobs)")
        }
    }

    @Test("check: passed, failed and invalid are counted apart; a scene without expect passes")
    func check() {
        let summary = SceneBatch.check(
            ["a.yaml", "warns.yaml", "bad.yaml"], load: load, reporter: CheckReporter(), console: console
        )
        #expect(summary.scenes == 3)
        #expect(summary.passed == 1)
        #expect(summary.failedExpectations == 1)
        #expect(summary.invalid == 1)
        #expect(summary.variants == 2)
        #expect(summary.expectations == 1)
        let lines = console.out.text.split(separator: "\n").map(String.init)
        #expect(lines.first == "ok   a.yaml  (1 variant, 0 expectations)")
        #expect(lines[1].hasPrefix("warns.yaml:7:3: error: warnings: expected 'content-under-bar' to fire"))
        #expect(lines.suffix(2) == ["checked 3 scenes, 2 variants, 1 expectation; 1 invalid", "1 passed, 2 failed"])
    }
}
