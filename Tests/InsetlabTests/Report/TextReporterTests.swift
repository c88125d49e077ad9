import Foundation
@testable import InsetlabLayout
@testable import InsetlabReport
@testable import InsetlabChecking
@testable import InsetlabReporters
@testable import InsetlabWorkspace
import InsetlabScene
import Testing

// The layout numbers come from ReportSamples and test the text layout, not geometry.

private func text(_ results: [LayoutResult], style: TerminalStyle = .plain, file: SceneFile = ReportSamples.file()) -> String {
    var reporter = TextReporter(options: ReporterOptions(style: style))
    return ReportSamples.render(&reporter, [(file, results)])
}

/// The lines of the table whose header row starts with `title`, header included.
private func table(_ text: String, startingWith title: String) -> [String] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix(title + " ") }) else { return [] }
    return Array(lines[start...].prefix { !$0.isEmpty })
}

/// A row's cells: text separated by two or more spaces.
private func cells(_ row: String) -> [String] {
    row.replacingOccurrences(of: " {2,}", with: "\u{1F}", options: .regularExpression)
        .split(separator: "\u{1F}").map(String.init)
}

@Suite("Text report")
struct TextReporterTests {
    @Test("header line names the file, the scene and the variant")
    func header() {
        let output = text([ReportSamples.result(ios: 11)])
        #expect(output.hasPrefix("scenes/sample.yaml — Sample — Test Phone · iOS 11 · portrait\n"))
        #expect(output.contains("window [0, 0, 375, 667]  safe area [20, 0, 0, 0]  status bar shown\n"))
    }

    @Test("columns line up: every cell of a column starts where its header does")
    func alignment() throws {
        let output = text([ReportSamples.result(ios: 11)])
        for (title, column, values) in [
            ("VIEW", "FRAME", ["[0, 0, 375, 667]", "[0, 0, 375, 667]", "[16, 100, 120.5, 20]"]),
            ("VIEW", "SAFE AREA", ["[64, 0, 0, 0]", "[64, 0, 0, 0]", "[0, 0, 0, 0]"]),
            ("CONTROLLER", "TOP GUIDE", ["0", "64"]),
            ("BAR", "FRAME", ["[0, 0, 375, 20]", "[0, 20, 375, 44]"]),
        ] {
            let rows = table(output, startingWith: title)
            let header = try #require(rows.first)
            let start = try #require(header.range(of: column)).lowerBound.utf16Offset(in: header)
            let body = Array(rows.dropFirst())
            #expect(body.count == values.count)
            for (row, value) in zip(body, values) {
                let cell = row.utf16.count > start ? String(row.dropFirst(start)) : ""
                #expect(cell.hasPrefix(value), "\(title)/\(column): '\(row)'")
            }
        }
    }

    @Test("the view tree is indented by depth and marks hidden views; no trailing spaces")
    func viewTree() {
        let output = text([ReportSamples.result(ios: 11)])
        let rows = table(output, startingWith: "VIEW")
        #expect(rows[1].hasPrefix("  feed.view "))
        #expect(rows[2].hasPrefix("    table "))
        #expect(rows[3].hasPrefix("    feed.view/1 "))
        #expect(rows[3].contains("UILabel (hidden)"))
        #expect(cells(rows[2]).suffix(4) == ["[0, 0, 0, 0]", "[53.667, 0, 0, 0]", "[0, -64]", "[375, 880]"])
        #expect(!output.split(separator: "\n").contains { $0.hasSuffix(" ") })
    }

    @Test("before iOS 11 what does not exist shows as —, never null")
    func legacyDashes() {
        let output = text([ReportSamples.result(ios: 10)])
        #expect(!output.contains("null"))
        #expect(output.contains("safe area —"))
        let table = table(output, startingWith: "VIEW")
        #expect(cells(table[2]).suffix(5) == ["—", "[64, 0, 0, 0]", "—", "[0, -64]", "[375, 880]"])
    }

    /// A model note reaches the terminal as its rule's warning (model-uncertainty, not-modelled),
    /// which configuration and suppressions govern; printed in a notes section as well, it was
    /// said twice, and still once with its rule disabled.
    @Test("bars show owner, translucency; controllers their content scroll view; notes only as warnings")
    func barsControllersNotes() {
        let output = text([ReportSamples.result(ios: 11)])
        #expect(table(output, startingWith: "BAR")[2].hasSuffix("nav    translucent"))
        #expect(table(output, startingWith: "CONTROLLER")[2].hasSuffix("table"))
        #expect(!output.contains("a \"quoted\" remark"))
    }

    @Test("one block per variant, separated by a blank line")
    func variants() {
        let output = text([ReportSamples.result(ios: 10), ReportSamples.result(ios: 11)])
        #expect(output.contains("\n\nscenes/sample.yaml — Sample — Test Phone · iOS 11 · portrait\n"))
    }

    @Test("colour only when the style asks; alignment is the same with and without")
    func colour() {
        let plain = text([ReportSamples.result()])
        let coloured = text([ReportSamples.result()], style: .colored)
        #expect(!plain.contains("\u{1B}["))
        #expect(coloured.contains("\u{1B}["))
        let stripped = coloured.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        #expect(stripped == plain)
    }

    @Test(
        "NO_COLOR (any non-empty value) and TERM=dumb turn colour off for auto; flags beat them",
        arguments: [
            (ColorMode.auto, true, [String: String](), true),
            (.auto, true, ["NO_COLOR": "1"], false),
            (.auto, true, ["NO_COLOR": "0"], false),
            (.auto, true, ["NO_COLOR": ""], true),
            (.auto, false, [:], false),
            (.always, false, ["NO_COLOR": "1"], true),
            (.never, true, [:], false),
            (.auto, true, ["TERM": "dumb"], false),
            (.auto, true, ["TERM": "xterm-256color"], true),
            (.always, true, ["TERM": "dumb"], true),
        ]
    )
    func noColor(mode: ColorMode, isTerminal: Bool, environment: [String: String], expected: Bool) {
        #expect(TerminalStyle.resolve(mode, isTerminal: isTerminal, environment: environment).usesColor == expected)
    }

    @Test("deep trees stop indenting and show the extra depth")
    func deepIndent() {
        #expect(TextReporter.indent(2) == "    ")
        #expect(TextReporter.indent(TextReporter.maxIndentDepth + 3).hasSuffix(" +3 "))
        #expect(TextReporter.indent(10_000).count < 50)
    }

    @Test("deep paths keep only their last components")
    func deepPaths() {
        #expect(TextReporter.shortPath("feed.view/0/2") == "feed.view/0/2")
        let deep = "feed.view" + String(repeating: "/0", count: 5_000) + "/12"
        let short = TextReporter.shortPath(deep)
        #expect(short.hasPrefix("…/0/0"))
        #expect(short.hasSuffix("/0/12"))
        #expect(short.count <= TextReporter.maxPathLength)
    }

    @Test("100,000 views: linear time, one line per view")
    func largeTree() {
        var result = ReportSamples.result(ios: 11)
        let template = result.views[2]
        result.views = (0..<100_000).map { i in
            var view = template
            view.index = i
            view.depth = i % 40
            view.frame.y = Double(i)
            return view
        }
        let start = ContinuousClock.now
        var reporter = TextReporter(options: ReporterOptions())
        let output = ReportOutput.capture()
        reporter.report(ReportSamples.file(), evaluations: [VariantEvaluation(result: result, warnings: [])], to: output)
        let elapsed = ContinuousClock.now - start
        let lines = output.text.utf8.lazy.filter { $0 == UInt8(ascii: "\n") }.count
        #expect(lines > 100_000)
        // Generous bound for a debug build on a slow CI machine; a quadratic writer takes minutes.
        #expect(elapsed < .seconds(30))
    }
}
