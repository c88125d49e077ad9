import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import InsetlabLayout
@testable import InsetlabReport
@testable import InsetlabReporters
@testable import InsetlabWorkspace
import InsetlabRules
import InsetlabScene
import InsetlabYAML
import Testing

@Suite("CI report formats")
struct CIFormatTests {
    // MARK: github

    @Test("github: one workflow command per finding, severities mapped, the summary line last")
    func github() throws {
        var reporter = GitHubReporter(options: ReporterOptions())
        let lines = CIFormatSamples.render(&reporter).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Failures first (source order), then warnings once with their variants, invalid
        // scenes' diagnostics, then the summary.
        #expect(lines[0] == "::error file=scenes/feed.yaml,line=16,col=3,title=expectation-mismatch::table.contentInset: expected [0, 0, 0, 0], got [64, 0, 0, 0] [iPhone X · iOS 11 · portrait]")
        #expect(lines[1] == "::warning file=scenes/feed.yaml,line=12,col=9,title=content-under-bar::the first row is under the bar [iPhone X · iOS 11 · portrait; iPhone 8 · iOS 10 · landscape]%0Afix: do the fix")
        #expect(lines[2].hasPrefix("::notice file=scenes/feed.yaml,line=7,col=9,title=no-effect::"))
        #expect(lines[3].hasPrefix("::error file=scenes/feed.yaml,line=20,col=9,title=double-inset::"))
        #expect(lines[4] == "::error file=scenes/bad.yaml,line=5,col=3,title=invalid-scene::unknown key 'edgesForExtendedLayot' in UIViewController; did you mean 'edgesForExtendedLayout'? (at root)")
        #expect(lines[5] == "::error file=scenes/bad.yaml,title=invalid-scene::cannot read file: permission denied", "no line or col without a mark")
        #expect(lines[6] == "1 passed, 2 failed")
        #expect(lines[7].isEmpty && lines.count == 8)

        let command = #/^::(error|warning|notice) ((?:[a-z]+=[^,:]*)(?:,[a-z]+=[^,:]*)*)::(.*)$/#
        for line in lines.prefix(6) {
            let match = try #require(line.wholeMatch(of: command), "\(line)")
            #expect(!match.3.contains("\n") && !match.3.contains("\r"))
        }
    }

    @Test("github: %, CR and LF escaped in the message; also : and , in properties (the Actions toolkit's rules)")
    func githubEscaping() {
        #expect(GitHubReporter.escapeData(CIFormatSamples.awkward) == "50%25 <of> \"a\" & 'b' | c, d: e%0D%0Asecond line\u{1}")
        #expect(GitHubReporter.escapeProperty("a,b:c%d\ne") == "a%2Cb%3Ac%25d%0Ae")
        let finding = ReportFinding(rule: "r", severity: .warning, file: "dir,x/a:b.yaml", mark: Mark(line: 1, column: 2), message: "100%")
        #expect(GitHubReporter.command(for: finding) == "::warning file=dir%2Cx/a%3Ab.yaml,line=1,col=2,title=r::100%25")
        // ESC and a bidi override from a scene are shown as escapes (they would drive the CI
        // log's terminal), in the message and the file alike; a message's own line breaks stay.
        let hostile = ReportFinding(
            rule: "r", severity: .error, file: "a\u{202E}b.yaml", mark: nil, message: "unknown device '\u{1B}[31mred'\nsecond")
        #expect(GitHubReporter.command(for: hostile) == "::error file=a\\u{202E}b.yaml,title=r::unknown device '\\x1B[31mred'%0Asecond")
    }

    /// The Actions runner resolves `file=` from the repository's root (GITHUB_WORKSPACE), not
    /// from a step's `working-directory`: inside the workspace a path is named from its root.
    @Test("github: annotation paths are relative to GITHUB_WORKSPACE when it is set")
    func githubPathsFromTheWorkspace() {
        let reporter = GitHubReporter(options: ReporterOptions(annotationPaths: (root: "/repo", workingDirectory: "/repo/app")))
        let output = ReportOutput.capture()
        reporter.reportInvalid("scenes/a.yaml", diagnostics: [.error("bad", file: "scenes/a.yaml", at: Mark(line: 2, column: 3))], to: output)
        reporter.reportInvalid("/elsewhere/b.yaml", diagnostics: [.error("bad", file: "/elsewhere/b.yaml", at: nil)], to: output)
        #expect(output.text.contains("::error file=app/scenes/a.yaml,line=2,col=3,"), "\(output.text)")
        #expect(output.text.contains("::error file=/elsewhere/b.yaml,"), "outside the workspace: as named")
    }

    /// The runner turns %0A back into a line break: a file name with one (legal on Linux and
    /// macOS) must reach it so, not as a visible `\n`, or the annotation names no file.
    @Test("github: a line break in a file name is %0A, other control characters are shown")
    func githubFileNameWithALineBreak() {
        let finding = ReportFinding(diagnostic: .error("bad", file: "scenes/a\nb\u{1B}.yaml", at: Mark(line: 1, column: 1)))
        #expect(GitHubReporter.command(for: finding).hasPrefix("::error file=scenes/a%0Ab\\x1B.yaml,line=1,col=1,"), "\(GitHubReporter.command(for: finding))")
    }

    @Test("github on run: every warning of every variant, invalid scenes as errors, no summary line")
    func githubRun() {
        var reporter = GitHubReporter(options: ReporterOptions())
        let lines = CIFormatSamples.renderRun(&reporter).split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[0].hasPrefix("::warning file=scenes/sample.yaml,line=12,col=9,title=content-under-bar::a message%0Afix: do the fix"))
        #expect(lines[1].hasPrefix("::error file=scenes/sample.yaml,line=20,col=9,title=double-inset::"))
        #expect(lines[2].hasPrefix("::error file=scenes/bad.yaml,line=5,col=3,title=invalid-scene::"))
    }

    // MARK: junit

    @Test("junit: well-formed XML, one test case per variant, a failure for mismatches and error warnings, warnings in system-out")
    func junit() throws {
        var reporter = JUnitReporter(options: ReporterOptions())
        let xml = CIFormatSamples.render(&reporter)
        let document = try JUnitDocument(xml)
        #expect(document.suites.map(\.name) == ["scenes/feed.yaml", "scenes/bad.yaml", "scenes/ok.yaml"])
        // `time` is measured (the samples' evaluations carry none: 0.000); compared apart.
        #expect(document.suites.map { $0.attributes.filter { $0.key != "time" } } == [
            ["name": "scenes/feed.yaml", "tests": "2", "failures": "2", "errors": "0"],
            ["name": "scenes/bad.yaml", "tests": "1", "failures": "0", "errors": "1"],
            ["name": "scenes/ok.yaml", "tests": "1", "failures": "0", "errors": "0"],
        ])
        #expect(document.suites.allSatisfy { $0.attributes["time"] == "0.000" })
        // Issue 13: totals on <testsuites>, and a classname Jenkins shows as folder and file.
        #expect(document.root?.attributes == ["name": "insetlab", "tests": "4", "failures": "2", "errors": "1", "time": "0.000"])
        let feed = document.suites[0].cases
        #expect(feed.map(\.classname) == ["scenes.feed", "scenes.feed"])
        #expect(feed.map(\.name) == ["iPhone X · iOS 11 · portrait", "iPhone 8 · iOS 10 · landscape"])
        let x = feed[0]
        #expect(x.failure?.attributes["type"] == "expectation-mismatch")
        #expect(x.failure?.attributes["message"] == "table.contentInset: expected [0, 0, 0, 0], got [64, 0, 0, 0]")
        #expect(x.failure?.text == "scenes/feed.yaml:16:3: error: table.contentInset: expected [0, 0, 0, 0], got [64, 0, 0, 0]")
        // The note's awkward message survives escaping (CR as a reference; the control
        // character, which XML 1.0 cannot hold, as U+FFFD).
        let systemOut = try #require(x.systemOut)
        #expect(systemOut.contains("scenes/feed.yaml:12:9: warning: the first row is under the bar [content-under-bar]\n    fix: do the fix"))
        #expect(systemOut.contains("scenes/feed.yaml:7:9: note: 50% <of> \"a\" & 'b' | c, d: e\r\nsecond line\u{FFFD} [no-effect]"))
        let eight = feed[1]
        #expect(eight.failure?.attributes["type"] == "double-inset", "an error-severity warning fails the variant")
        #expect(eight.systemOut?.contains("[content-under-bar]") == true)

        let invalid = try #require(document.suites[1].cases.first)
        #expect(invalid.name == "(invalid scene)")
        #expect(invalid.error?.attributes["type"] == "invalid-scene")
        #expect(invalid.error?.text.hasPrefix("scenes/bad.yaml:5:3: error: unknown key") == true)
        #expect(document.suites[2].cases.first?.failure == nil)
        #expect(document.suites[2].cases.first?.systemOut == nil)
        #expect(xml.contains("<!-- 1 passed, 2 failed -->"))
    }

    @Test("junit: classnames in dotted form without the extension; times with three decimals")
    func junitClassnameAndTime() {
        #expect(JUnitReporter.classname("scenes/bars/opaque-navigation-bar.yaml") == "scenes.bars.opaque-navigation-bar")
        #expect(JUnitReporter.classname("./Specs/tab.layout.yml") == "Specs.tab_layout")
        #expect(JUnitReporter.classname("/tmp/x.yaml") == "tmp.x")
        // A storyboard's screen is a class of the storyboard's package; a `#` in a scene's own
        // name is just a character of it (it was once read as a screen's id).
        #expect(JUnitReporter.classname("ui/Main.storyboard", screen: "BYZ-38-t0r") == "ui.Main.BYZ-38-t0r")
        #expect(JUnitReporter.classname("scenes/c#d.yaml") == "scenes.c#d")
        #expect(JUnitReporter.classname("scenes/../scenes/bars/toolbar-ios10.yaml") == "scenes.bars.toolbar-ios10")
        #expect(JUnitReporter.seconds(0) == "0.000")
        #expect(JUnitReporter.seconds(0.0004) == "0.000")
        #expect(JUnitReporter.seconds(0.0125) == "0.013")
        #expect(JUnitReporter.seconds(12.3456) == "12.346")
    }

    @Test("junit: attribute values keep quotes, line breaks and tabs through a parser")
    func junitAttributes() throws {
        #expect(XMLText.attribute("a\"b'c<d>&\n\t\r") == "a&quot;b&#39;c&lt;d&gt;&amp;&#10;&#9;&#13;")
        #expect(XMLText.text("a<b>&c\n\u{0}\u{FFFE}") == "a&lt;b&gt;&amp;c\n\u{FFFD}\u{FFFD}")
        let xml = "<a v=\"\(XMLText.attribute(CIFormatSamples.awkward))\"/>"
        let document = try JUnitDocument(xml)
        #expect(document.root?.attributes["v"] == "50% <of> \"a\" & 'b' | c, d: e\r\nsecond line\u{FFFD}")
    }

    @Test("junit on run: a test case per variant, error-severity warnings fail it")
    func junitRun() throws {
        var reporter = JUnitReporter(options: ReporterOptions())
        let document = try JUnitDocument(CIFormatSamples.renderRun(&reporter))
        #expect(document.suites.count == 2)
        let variant = try #require(document.suites.first?.cases.first)
        #expect(variant.classname == "scenes.sample")
        #expect(variant.name == "Test Phone · iOS 11 · portrait")
        #expect(variant.failure?.attributes["type"] == "double-inset")
        #expect(variant.systemOut?.contains("[content-under-bar]") == true)
    }

    // MARK: markdown

    @Test("markdown: per scene a heading, a table of variants, failures and warnings; totals last")
    func markdown() {
        var reporter = MarkdownReporter(options: ReporterOptions())
        let text = CIFormatSamples.render(&reporter)
        #expect(text.hasPrefix("### ❌ failed `scenes/feed.yaml` — Feed | main\n\n| variant | result | failed expectations | warnings |\n|---|---|---:|---:|\n"))
        #expect(text.contains("| iPhone X · iOS 11 · portrait | ❌ fail | 1 | 2 |\n| iPhone 8 · iOS 10 · landscape | ❌ fail | 0 | 2 |\n"))
        #expect(text.contains("- `scenes/feed.yaml:16:3` `table.contentInset`: expected [0, 0, 0, 0], got [64, 0, 0, 0] — _iPhone X · iOS 11 · portrait_\n"))
        #expect(text.contains("- `scenes/feed.yaml:12:9` warning `content-under-bar`: the first row is under the bar — _iPhone X · iOS 11 · portrait; iPhone 8 · iOS 10 · landscape_\n  - fix: do the fix\n"))
        #expect(text.contains("50% &lt;of&gt; \"a\" &amp; 'b'"), "no raw HTML from a message")
        #expect(text.contains("### ⛔ invalid scene `scenes/bad.yaml`\n\n```\nscenes/bad.yaml:5:3: error: unknown key"))
        #expect(text.contains("### ✅ passed `scenes/ok.yaml`\n\n"))
        #expect(text.hasSuffix("checked 3 scenes, 3 variants, 6 expectations, 4 unexpected warnings; 1 invalid\n\n**1 passed, 2 failed**\n"))
    }

    @Test("markdown: table cells escape pipes; code spans outgrow backticks inside")
    func markdownEscaping() {
        #expect(MarkdownReporter.row(["a|b", "x\ny", "1<br>2"]) == "| a\\|b | x<br>y | 1<br>2 |\n")
        #expect(MarkdownReporter.code("a`b") == "`` a`b ``")
        #expect(MarkdownReporter.code("plain") == "`plain`")
    }

    @Test("markdown on run: a table row per variant with its bars and counts")
    func markdownRun() {
        var reporter = MarkdownReporter(options: ReporterOptions())
        let text = CIFormatSamples.renderRun(&reporter)
        #expect(text.hasPrefix("### `scenes/sample.yaml` — Sample\n\n| variant | window safe area | bars | controllers | views | warnings |\n"))
        #expect(text.contains("| Test Phone · iOS 11 · portrait | [20, 0, 0, 0] | statusBar [0, 0, 375, 20]<br>navigationBar [0, 20, 375, 44] | 2 | 3 | 2 |\n"))
        #expect(text.contains("### ⛔ invalid scene `scenes/bad.yaml`"))
    }

    // MARK: check json

    @Test("check json: per scene its status, failures and grouped warnings; the totals")
    func checkJSON() throws {
        var reporter = CheckJSONReporter(options: ReporterOptions())
        let text = CIFormatSamples.render(&reporter)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let scenes = try #require(object["scenes"] as? [[String: Any]])
        #expect(scenes.map { $0["status"] as? String } == ["failed", "invalid", "passed"])
        #expect(scenes.map { $0["scene"] as? String } == ["scenes/feed.yaml", "scenes/bad.yaml", "scenes/ok.yaml"])
        let failure = try #require((scenes[0]["failures"] as? [[String: Any]])?.first)
        #expect(failure["key"] as? String == "table.contentInset")
        #expect(failure["expected"] as? String == "[0, 0, 0, 0]")
        #expect(failure["actual"] as? String == "[64, 0, 0, 0]")
        #expect(failure["line"] as? Int == 16)
        let variant = try #require(failure["variant"] as? [String: Any])
        #expect(variant["device"] as? String == "iPhone X")
        #expect(variant["name"] as? String == "iPhone X · iOS 11 · portrait")
        #expect((variant["properties"] as? [String: Any])?.isEmpty == true)
        let warnings = try #require(scenes[0]["warnings"] as? [[String: Any]])
        #expect(warnings.map { $0["rule"] as? String } == ["content-under-bar", "no-effect", "double-inset"])
        #expect((warnings[0]["variants"] as? [Any])?.count == 2)
        #expect(warnings[1]["message"] as? String == CIFormatSamples.awkward)
        let diagnostics = try #require(scenes[1]["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 2)
        #expect(diagnostics[1]["line"] is NSNull)
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary == ["scenes": 3, "variants": 3, "expectations": 6, "passed": 1, "failed": 2, "invalid": 1, "warnings": 4, "notes": 0, "errorWarnings": 1])
    }

    @Test("check json names a property-axis variant by its values")
    func checkJSONPropertyAxes() throws {
        let key = VariantKey(
            device: "iPhone X", ios: 11, orientation: .portrait,
            properties: [VariantProperty(axis: "nav.navigationBar.isTranslucent", value: .bool(false))])
        let text = CheckJSONReporter.variant(key).serialized()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect((object["properties"] as? [String: Any])?["nav.navigationBar.isTranslucent"] as? Bool == false)
        #expect(object["name"] as? String == "iPhone X · iOS 11 · portrait · nav.navigationBar.isTranslucent=false")
    }

    @Test("check json with no files is still one object")
    func checkJSONEmpty() throws {
        var reporter = CheckJSONReporter(options: ReporterOptions())
        let output = ReportOutput.capture()
        reporter.begin(to: output)
        reporter.end(CheckSummary(), to: output)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.text.utf8)) as? [String: Any])
        #expect((object["scenes"] as? [Any])?.isEmpty == true)
    }

    @Test("a differing snapshot: an error in every CI format, with its diff")
    func snapshot() throws {
        var github = GitHubReporter(options: ReporterOptions())
        #expect(CIFormatSamples.renderSnapshot(&github).hasPrefix(
            "::error file=scenes/snap.yaml,title=snapshot::the layout differs from snapshot scenes/__snapshots__/snap.snap (−1 +1 lines); "
                + "if the change is intended, run insetlab check --update scenes/snap.yaml%0A--- scenes/__snapshots__/snap.snap%0A"))

        var junit = JUnitReporter(options: ReporterOptions())
        let suite = try #require(try JUnitDocument(CIFormatSamples.renderSnapshot(&junit)).suites.first)
        #expect(suite.attributes["tests"] == "2")
        #expect(suite.attributes["failures"] == "1")
        #expect(suite.cases.map(\.name) == ["iPhone X · iOS 11 · portrait", "snapshot scenes/__snapshots__/snap.snap"])
        #expect(suite.cases[0].failure == nil)
        let failure = try #require(suite.cases[1].failure)
        #expect(failure.attributes["type"] == "snapshot")
        #expect(failure.attributes["message"]?.hasPrefix("the layout differs from snapshot") == true)
        #expect(failure.text.contains("+view table.frame: [0, 64, 375, 603]"))

        var markdown = MarkdownReporter(options: ReporterOptions())
        #expect(CIFormatSamples.renderSnapshot(&markdown).contains(
            "**Snapshot** (error): the layout differs from snapshot scenes/__snapshots__/snap.snap (−1 +1 lines); if the change is intended, run insetlab check --update scenes/snap.yaml\n\n```diff\n--- scenes/__snapshots__/snap.snap\n"))

        var json = CheckJSONReporter(options: ReporterOptions())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(CIFormatSamples.renderSnapshot(&json).utf8)) as? [String: Any])
        let snapshot = try #require(((object["scenes"] as? [[String: Any]])?.first)?["snapshot"] as? [String: Any])
        #expect(snapshot["status"] as? String == "differs")
        #expect(snapshot["passed"] as? Bool == false)
        #expect((snapshot["diff"] as? [String])?.count == 5)

        var sarif = SARIFReporter(options: ReporterOptions())
        let log = CIFormatSamples.renderSnapshot(&sarif)
        let run = try #require(((try JSONSerialization.jsonObject(with: Data(log.utf8)) as? [String: Any])?["runs"] as? [[String: Any]])?.first)
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        #expect(result["ruleId"] as? String == "snapshot")
        #expect(result["level"] as? String == "error")
        try SARIFSchema.validate(log)
    }

    @Test("every format id is known to both run and check, and picks its own type")
    func registries() {
        #expect(Reporters.identifiers(for: .check) == ["text", "json", "markdown", "sarif", "github", "junit"])
        for id in ["text", "json", "markdown", "sarif", "github", "junit"] {
            #expect(Reporters.identifiers(for: .run).contains(id))
            #expect(Reporters.make(id, for: .check, options: ReporterOptions()) != nil)
        }
        #expect(Reporters.make("xml", for: .check, options: ReporterOptions()) == nil)
    }
}

/// A JUnit report read back with Foundation's XML parser (FoundationXML on Linux).
struct JUnitDocument {
    final class Element {
        let name: String
        let attributes: [String: String]
        var children: [Element] = []
        var text = ""

        init(name: String, attributes: [String: String]) {
            self.name = name
            self.attributes = attributes
        }

        func child(_ name: String) -> Element? { children.first { $0.name == name } }
        var classname: String? { attributes["classname"] }
        var failure: Element? { child("failure") }
        var error: Element? { child("error") }
        var systemOut: String? { child("system-out")?.text }
    }

    struct Suite {
        var name: String?
        var attributes: [String: String]
        var cases: [(classname: String?, name: String?, failure: Element?, error: Element?, systemOut: String?)]
    }

    let root: Element?

    init(_ xml: String) throws {
        let delegate = TreeBuilder()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = delegate
        guard parser.parse() else {
            throw ParseError(description: parser.parserError.map { "\($0)" } ?? "XML parse failed")
        }
        root = delegate.root
    }

    var suites: [Suite] {
        (root?.children ?? []).filter { $0.name == "testsuite" }.map { suite in
            Suite(
                name: suite.attributes["name"], attributes: suite.attributes,
                cases: suite.children.filter { $0.name == "testcase" }.map {
                    ($0.classname, $0.attributes["name"], $0.failure, $0.error, $0.systemOut)
                })
        }
    }

    struct ParseError: Error, CustomStringConvertible {
        var description: String
    }

    private final class TreeBuilder: NSObject, XMLParserDelegate {
        var root: Element?
        var stack: [Element] = []

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            let element = Element(name: name, attributes: attributes)
            if let parent = stack.last { parent.children.append(element) } else { root = element }
            stack.append(element)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.text += string
        }
    }
}
