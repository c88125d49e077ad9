import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// The CI side of the built binary: every --format of check and run parsed back, --output,
/// .insetlab.yml discovery and errors, and every exit code.
private enum Binary {
    static let url: URL? = {
        let environment = ProcessInfo.processInfo.environment
        if let override = environment["INSETLAB_BINARY"], !override.isEmpty { return URL(fileURLWithPath: override) }
        var directories = [Bundle.module.bundleURL.deletingLastPathComponent()]
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            directories.append(bundle.bundleURL.deletingLastPathComponent())
        }
        #endif
        directories.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        return directories.map { $0.appendingPathComponent("insetlab") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()
}

private struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
}

private final class Folder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("insetlab-ci-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    @discardableResult
    func write(_ name: String, _ contents: String) throws -> String {
        let file = path + "/" + name
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    func read(_ name: String) throws -> String { try String(contentsOfFile: path + "/" + name, encoding: .utf8) }

    func files(in folder: String = "") -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path + "/" + folder)) ?? []).sorted()
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

private func insetlab(_ arguments: [String], in directory: String) throws -> Result {
    let binary = try #require(Binary.url, "insetlab binary not found next to the tests; run `swift build` or set INSETLAB_BINARY")
    let outputs = try Folder()
    let out = URL(fileURLWithPath: outputs.path + "/stdout")
    let err = URL(fileURLWithPath: outputs.path + "/stderr")
    FileManager.default.createFile(atPath: out.path, contents: nil)
    FileManager.default.createFile(atPath: err.path, contents: nil)
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    var environment = ProcessInfo.processInfo.environment
    environment.removeValue(forKey: "NO_COLOR")
    // CI=true makes a missing snapshot fail: the same results on a laptop and in CI.
    environment.removeValue(forKey: "CI")
    process.environment = environment
    let outHandle = try FileHandle(forWritingTo: out)
    let errHandle = try FileHandle(forWritingTo: err)
    process.standardOutput = outHandle
    process.standardError = errHandle
    try process.run()
    process.waitUntilExit()
    try outHandle.close()
    try errHandle.close()
    return Result(
        status: process.terminationStatus, stdout: try String(contentsOf: out, encoding: .utf8),
        stderr: try String(contentsOf: err, encoding: .utf8))
}

/// seed 000 / F53: under a translucent navigation bar on iOS 10 the table's contentInset top is
/// 20 + 44 = 64, and the top layout guide 64.
private let passing = """
    device: iPhone 7
    ios: 10
    root:
      type: UINavigationController
      viewControllers:
        - type: UIViewController
          id: vc
          view:
            subviews:
              - type: UITableView
                id: table
                rows: 30
    expect:
      vc.topLayoutGuide: 64
      table.contentInset: [64, 0, 0, 0]

    """

/// Line 15 claims a zero inset where seed 000 gives 64.
private let failing = passing.replacingOccurrences(of: "table.contentInset: [64, 0, 0, 0]", with: "table.contentInset: [0, 0, 0, 0]")

/// Line 5 misspells `edgesForExtendedLayout`.
private let invalid = """
    device: iPhone 7
    ios: 10
    root:
      type: UIViewController
      edgesForExtendedLayot: none

    """

/// A label pinned to the top of a view under a navigation bar (the README's example, cut
/// down): `pinned-to-superview-under-bar` fires at line 16, column 19 (`top: superview`).
private let warning = """
    name: Banner under the bar
    device: iPhone 14 Pro
    ios: 17
    root:
      type: UINavigationController
      viewControllers:
        - type: UIViewController
          id: feed
          view:
            subviews:
              - type: UITableView
                id: table
                rows: 40
              - type: UILabel
                id: banner
                pin: {top: superview, leading: superview, trailing: superview, height: 44}

    """

/// `scenes/` with one scene of each kind, sorted a (passes), b (fails), c (invalid), d (warns).
private func project() throws -> Folder {
    let folder = try Folder()
    try folder.write("scenes/a-pass.yaml", passing)
    try folder.write("scenes/b-fail.yaml", failing)
    try folder.write("scenes/c-bad.yaml", invalid)
    try folder.write("scenes/d-warn.yaml", warning)
    return folder
}

private func json(_ text: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8))
}

@Suite("CLI: CI formats, output, configuration, exit codes", .serialized)
struct CIReportCLITests {
    // MARK: check --format

    @Test("check --format json: statuses, the failure at its line, the warning, the totals; exit 2")
    func checkJSON() throws {
        let folder = try project()
        let result = try insetlab(["check", "--no-snapshots", "--format", "json"], in: folder.path)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("scenes/c-bad.yaml:5:3: error: unknown key 'edgesForExtendedLayot'"))
        let object = try #require(try json(result.stdout) as? [String: Any])
        let scenes = try #require(object["scenes"] as? [[String: Any]])
        #expect(scenes.map { $0["status"] as? String } == ["passed", "failed", "invalid", "passed"])
        let failure = try #require((scenes[1]["failures"] as? [[String: Any]])?.first)
        #expect(failure["line"] as? Int == 15)
        #expect(failure["actual"] as? String == "[64, 0, 0, 0]")
        let warnings = try #require(scenes[3]["warnings"] as? [[String: Any]])
        #expect(warnings.map { $0["rule"] as? String } == ["pinned-to-superview-under-bar"])
        #expect(warnings.first?["line"] as? Int == 16)
        #expect((object["summary"] as? [String: Int])?["failed"] == 2)
    }

    @Test("check --format sarif: results for the mismatch, the invalid scene and the warning, at their lines")
    func checkSARIF() throws {
        let folder = try project()
        let result = try insetlab(["check", "--no-snapshots", "--format", "sarif"], in: folder.path)
        #expect(result.status == 2)
        let log = try #require(try json(result.stdout) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["version"] as? String == "0.1.0")
        let results = try #require(run["results"] as? [[String: Any]])
        func place(_ result: [String: Any]) -> String {
            let physical = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any]
            let uri = (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String ?? "?"
            let region = physical?["region"] as? [String: Int]
            return "\(uri):\(region?["startLine"] ?? 0):\(region?["startColumn"] ?? 0)"
        }
        #expect(results.map { "\($0["ruleId"] as? String ?? "") \($0["level"] as? String ?? "") \(place($0))" } == [
            "expectation-mismatch error scenes/b-fail.yaml:15:3",
            "invalid-scene error scenes/c-bad.yaml:5:3",
            "pinned-to-superview-under-bar warning scenes/d-warn.yaml:16:19",
        ])
        try SARIFSchema.validate(result.stdout)
    }

    @Test("check --format github: one workflow command per finding, then the summary line")
    func checkGitHub() throws {
        let folder = try project()
        let result = try insetlab(["check", "--no-snapshots", "--format", "github"], in: folder.path)
        #expect(result.status == 2)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let command = #/^::(error|warning|notice) file=([^,]+),line=(\d+),col=(\d+),title=([a-z-]+)::(.+)$/#
        let commands = lines.compactMap { try? command.wholeMatch(in: $0) }
        #expect(commands.map { "\($0.1) \($0.2):\($0.3):\($0.4) \($0.5)" } == [
            "error scenes/b-fail.yaml:15:3 expectation-mismatch",
            "error scenes/c-bad.yaml:5:3 invalid-scene",
            "warning scenes/d-warn.yaml:16:19 pinned-to-superview-under-bar",
        ])
        #expect(lines.last == "2 passed, 2 failed")
    }

    @Test("check --format junit: a test case per variant, the failure, the invalid scene as an error")
    func checkJUnit() throws {
        let folder = try project()
        let result = try insetlab(["check", "--no-snapshots", "--format", "junit"], in: folder.path)
        #expect(result.status == 2)
        let document = try JUnitDocument(result.stdout)
        let suites = document.suites
        #expect(suites.map(\.name) == ["scenes/a-pass.yaml", "scenes/b-fail.yaml", "scenes/c-bad.yaml", "scenes/d-warn.yaml"])
        #expect(suites[1].cases.first?.name == "iPhone 7 · iOS 10 · portrait")
        #expect(suites[1].cases.first?.classname == "scenes/b-fail.yaml")
        #expect(suites[1].cases.first?.failure?.attributes["type"] == "expectation-mismatch")
        #expect(suites[2].cases.first?.error?.attributes["type"] == "invalid-scene")
        #expect(suites[3].cases.first?.systemOut?.contains("[pinned-to-superview-under-bar]") == true)
        #expect(suites[0].cases.first?.failure == nil)
    }

    @Test("check --format markdown: a section per scene with its variant table, failures and warnings")
    func checkMarkdown() throws {
        let folder = try project()
        let result = try insetlab(["check", "--no-snapshots", "--format", "markdown"], in: folder.path)
        #expect(result.status == 2)
        #expect(result.stdout.contains("### ❌ failed `scenes/b-fail.yaml`\n\n| variant | result | failed expectations | warnings |"))
        #expect(result.stdout.contains("| iPhone 7 · iOS 10 · portrait | ❌ fail | 1 | 0 |"))
        #expect(result.stdout.contains("- `scenes/b-fail.yaml:15:3` `table.contentInset`: expected [0, 0, 0, 0], got [64, 0, 0, 0]"))
        #expect(result.stdout.contains("### ⛔ invalid scene `scenes/c-bad.yaml`"))
        #expect(result.stdout.contains("- `scenes/d-warn.yaml:16:19` warning `pinned-to-superview-under-bar`:"))
        #expect(result.stdout.hasSuffix("**2 passed, 2 failed**\n"))
    }

    @Test("a snapshot that differs is an error in the CI formats too; exit 1")
    func snapshotInFormats() throws {
        let folder = try Folder()
        try folder.write("scenes/feed.yaml", passing)
        let record = try insetlab(["check", "--format", "github"], in: folder.path)
        #expect(record.status == 0)
        #expect(record.stdout.hasPrefix("::notice file=scenes/feed.yaml,title=snapshot::no snapshot yet: recorded scenes/__snapshots__/feed.snap"))
        // 40 rows instead of 30: the table's content size changes, the expectations still hold.
        try folder.write("scenes/feed.yaml", passing.replacingOccurrences(of: "rows: 30", with: "rows: 40"))
        let github = try insetlab(["check", "--format", "github"], in: folder.path)
        #expect(github.status == 1)
        #expect(github.stdout.hasPrefix("::error file=scenes/feed.yaml,title=snapshot::the layout differs from snapshot scenes/__snapshots__/feed.snap"))
        let sarif = try insetlab(["check", "--format", "sarif"], in: folder.path)
        #expect(sarif.status == 1)
        let run = try #require(((try json(sarif.stdout) as? [String: Any])?["runs"] as? [[String: Any]])?.first)
        #expect((run["results"] as? [[String: Any]])?.map { $0["ruleId"] as? String } == ["snapshot"])
        try SARIFSchema.validate(sarif.stdout)
        let junit = try JUnitDocument(try insetlab(["check", "--format", "junit"], in: folder.path).stdout)
        #expect(junit.suites.first?.cases.last?.failure?.attributes["type"] == "snapshot")
    }

    // MARK: run --format

    @Test("run --format carries the warnings: sarif, github, junit, markdown", arguments: ["sarif", "github", "junit", "markdown"])
    func runFormats(format: String) throws {
        let folder = try Folder()
        try folder.write("d-warn.yaml", warning)
        let result = try insetlab(["run", "--format", format, "d-warn.yaml"], in: folder.path)
        #expect(result.status == 0, "\(result.stderr)")
        switch format {
        case "sarif":
            let run = try #require(((try json(result.stdout) as? [String: Any])?["runs"] as? [[String: Any]])?.first)
            #expect((run["results"] as? [[String: Any]])?.map { $0["ruleId"] as? String } == ["pinned-to-superview-under-bar"])
            try SARIFSchema.validate(result.stdout)
        case "github":
            #expect(result.stdout.hasPrefix("::warning file=d-warn.yaml,line=16,col=19,title=pinned-to-superview-under-bar::"))
        case "junit":
            let document = try JUnitDocument(result.stdout)
            #expect(document.suites.first?.cases.first?.systemOut?.contains("d-warn.yaml:16:19: warning:") == true)
        default:
            #expect(result.stdout.contains("- `d-warn.yaml:16:19` warning `pinned-to-superview-under-bar`"))
        }
    }

    // MARK: --output

    @Test("--output FILE: the format in the file, the text report on the terminal, no temporary file left")
    func output() throws {
        let folder = try project()
        try folder.write("reports/old.sarif", "stale")
        let result = try insetlab(["check", "--no-snapshots", "--format", "sarif", "--output", "reports/old.sarif"], in: folder.path)
        #expect(result.status == 2)
        #expect(result.stdout.contains("scenes/b-fail.yaml:15:3: error: table.contentInset"), "text on the terminal")
        #expect(result.stdout.hasSuffix("2 passed, 2 failed\n"))
        let log = try #require(try json(folder.read("reports/old.sarif")) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0", "the old file was replaced")
        #expect(folder.files(in: "reports") == ["old.sarif"], "the temporary file was renamed, not left")

        let run = try insetlab(["run", "--format", "json", "--output", "layout.json", "scenes/a-pass.yaml"], in: folder.path)
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("scenes/a-pass.yaml — iPhone 7 · iOS 10 · portrait\n"))
        let object = try #require(try json(folder.read("layout.json")) as? [String: Any])
        #expect(object["scene"] as? String == "scenes/a-pass.yaml")
    }

    @Test("--output into a folder that does not exist: exit 73 before any work")
    func outputFolderMissing() throws {
        let folder = try project()
        let result = try insetlab(["check", "--format", "junit", "--output", "nowhere/report.xml"], in: folder.path)
        #expect(result.status == 73)
        #expect(result.stderr.hasPrefix("insetlab: error: nowhere/report.xml: cannot write it: "))
        #expect(result.stdout.isEmpty)
    }

    // MARK: Configuration

    @Test(".insetlab.yml found above the working folder: include, exclude, severities apply; --no-config ignores it")
    func configurationDiscovery() throws {
        let folder = try project()
        try folder.write(".insetlab.yml", """
            include: [scenes]
            exclude: ["scenes/b-*", "scenes/c-bad.yaml"]
            rules:
              severity: {pinned-to-superview-under-bar: error}

            """)
        try folder.write("app/Sources/.keep", "")
        let result = try insetlab(["check", "--no-snapshots"], in: folder.path + "/app/Sources")
        // The warning is an error now: d-warn fails, exit 1; b and c are excluded.
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("../../scenes/d-warn.yaml:16:19: error: banner is pinned"))
        #expect(result.stdout.hasSuffix("checked 2 scenes, 2 variants, 2 expectations, 1 unexpected warning\n1 passed, 1 failed\n"))
        #expect(result.stderr.isEmpty)

        // run with no path reads the include too, and exits 1 on the error-severity warning.
        let run = try insetlab(["run", "--format", "github"], in: folder.path)
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("::error file=scenes/d-warn.yaml,line=16,col=19,title=pinned-to-superview-under-bar::"))

        let ignored = try insetlab(["check", "--no-config"], in: folder.path)
        #expect(ignored.status == 2, "every scene, warnings as warnings")
        #expect(ignored.stdout.contains("scenes/d-warn.yaml:16:19: warning:"))
    }

    @Test("rules.disabled silences a rule; --config FILE reads another file")
    func configurationFile() throws {
        let folder = try Folder()
        try folder.write("d-warn.yaml", warning)
        try folder.write("ci/quiet.yml", "rules:\n  disabled: [pinned-to-superview-under-bar]\n")
        let result = try insetlab(["check", "--no-snapshots", "--config", "ci/quiet.yml", "d-warn.yaml"], in: folder.path)
        #expect(result.status == 0)
        #expect(result.stdout == "ok   d-warn.yaml  (1 variant, 0 expectations)\nchecked 1 scene, 1 variant, 0 expectations\n1 passed, 0 failed\n")
    }

    @Test("an invalid configuration: every error at its line, exit 2, nothing checked")
    func invalidConfiguration() throws {
        let folder = try project()
        try folder.write(".insetlab.yml", "rules:\n  severity: {content-under-bars: eror}\nexclud: []\n")
        for command in ["check", "run"] {
            let result = try insetlab([command], in: folder.path)
            #expect(result.status == 2)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == """
                .insetlab.yml:2:14: error: unknown rule 'content-under-bars'; did you mean 'content-under-bar'? (at rules.severity)
                .insetlab.yml:3:1: error: unknown key 'exclud' in the configuration; did you mean 'exclude'?

                """)
        }
    }

    @Test("--config naming no file: exit 66; with --no-config: usage, 64")
    func configurationMissing() throws {
        let folder = try project()
        let missing = try insetlab(["check", "--config", "nope.yml"], in: folder.path)
        #expect(missing.status == 66)
        #expect(missing.stderr == "insetlab: error: nope.yml: no such file or directory\n")
        #expect(try insetlab(["check", "--config", "x.yml", "--no-config"], in: folder.path).status == 64)
    }

    // MARK: Exit codes and scale

    @Test("exit codes against the binary: 0, 1, 2, 64, 66, 73")
    func exitCodes() throws {
        let folder = try project()
        #expect(try insetlab(["check", "scenes/a-pass.yaml", "scenes/d-warn.yaml"], in: folder.path).status == 0)
        #expect(try insetlab(["check", "scenes/a-pass.yaml", "scenes/b-fail.yaml"], in: folder.path).status == 1)
        #expect(try insetlab(["check", "scenes/b-fail.yaml", "scenes/c-bad.yaml"], in: folder.path).status == 2)
        #expect(try insetlab(["run", "scenes/c-bad.yaml"], in: folder.path).status == 2)
        #expect(try insetlab(["check", "--format", "xml"], in: folder.path).status == 64)
        #expect(try insetlab(["check", "--jobs", "0"], in: folder.path).status == 64)
        #expect(try insetlab(["check", "scenes/none.yaml"], in: folder.path).status == 66)
        #expect(try insetlab(["check", "--output", "no/such/dir/x"], in: folder.path).status == 73)
        let top = try insetlab(["--help"], in: folder.path)
        for code in ["0 ", "1 ", "2 ", "64", "66", "73"] { #expect(top.stdout.contains("  \(code)"), "insetlab --help: \(code)") }
        #expect(top.stdout.contains("error-severity warning"))
        let help = try insetlab(["check", "--help"], in: folder.path)
        for text in ["sarif", "github", "junit", "markdown", "--output", "--config", "--no-config", "--jobs", "73", ".insetlab.yml"] {
            #expect(help.stdout.contains(text), "check --help: \(text)")
        }
    }

    @Test("check on several jobs prints exactly what one job prints")
    func parallelMatchesSerial() throws {
        let folder = try Folder()
        for i in 0..<24 {
            try folder.write(String(format: "scenes/s%02d.yaml", i), [passing, failing, invalid, warning][i % 4])
        }
        // Without snapshots: the first run would record them and the second compare them.
        let one = try insetlab(["check", "--no-snapshots", "--jobs", "1"], in: folder.path)
        let four = try insetlab(["check", "--no-snapshots", "--jobs", "4"], in: folder.path)
        #expect(four.status == one.status)
        #expect(four.stdout == one.stdout)
        #expect(four.stderr == one.stderr)
        #expect(one.stdout.hasSuffix("12 passed, 12 failed\n"))
    }
}
