import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// Every --format of check and run parsed back from the built binary, and --output.

private typealias Folder = CIHarness.Folder
private let passing = CIHarness.passing
private let failing = CIHarness.failing
private let invalid = CIHarness.invalid
private let warning = CIHarness.warning

private func insetlab(_ arguments: [String], in directory: String) throws -> CIHarness.Result {
    try CIHarness.run(arguments, in: directory)
}

private func project() throws -> CIHarness.Folder { try CIHarness.project() }

private func json(_ text: String) throws -> Any { try CIHarness.json(text) }

@Suite("CLI: CI formats and --output", .serialized)
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

    /// The runner names files from GITHUB_WORKSPACE; the step's folder comes from the system with
    /// its links resolved. A workspace written through a link still contains it: `scenes/...`
    /// from the step's folder is `app/scenes/...` from the root (it was `scenes/...`, a file the
    /// runner could not find).
    @Test("check --format github: GITHUB_WORKSPACE through a symbolic link")
    func checkGitHubThroughALinkedWorkspace() throws {
        let folder = try Folder()
        try folder.write("repo/app/scenes/d-warn.yaml", CIHarness.warning)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/link", withDestinationPath: "repo")
        let result = try BuiltInsetlab.run(
            ["check", "--no-snapshots", "--format", "github", "scenes"], in: folder.path + "/repo/app",
            environment: ["GITHUB_ACTIONS": "true", "GITHUB_WORKSPACE": folder.path + "/link"])
        #expect(result.stdout.contains("::warning file=app/scenes/d-warn.yaml,line=16,col=19,"), "\(result.stdout)")
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
        #expect(suites[1].cases.first?.classname == "scenes.b-fail")
        #expect(document.root?.attributes["tests"] == "4")
        #expect(document.root?.attributes["errors"] == "1")
        #expect(document.root?.attributes["time"]?.contains(".") == true, "seconds, measured")
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
}
