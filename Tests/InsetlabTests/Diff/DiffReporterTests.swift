import Foundation
import Testing
@testable import InsetlabReport
@testable import InsetlabChecking
@testable import InsetlabReporters
@testable import InsetlabWorkspace
import InsetlabScene

/// The three `diff` formats on one change: seed 000's table (iPhone 7, iOS 10) whose controller
/// switches `automaticallyAdjustsScrollViewInsets` off — the inset loses the 64-pt top layout
/// guide (20 + 44, uikit-facts F53) and `content-under-bar` fires — beside a scene that did not
/// change, one added and one removed.
@Suite struct DiffReporterTests {
    static func items() throws -> [DiffItem] {
        let before = try LayoutDiffTests.evaluated(LayoutDiffTests.scene(adjusts: true))
        let after = try LayoutDiffTests.evaluated(LayoutDiffTests.scene(adjusts: false))
        return [
            .compared(LayoutDiff.compare(before: nil, after: before, path: "scenes/added.yaml")),
            .compared(LayoutDiff.compare(before: before, after: after, path: "scenes/feed.yaml")),
            .compared(LayoutDiff.compare(before: before, after: before, path: "scenes/same.yaml")),
            .compared(LayoutDiff.compare(before: after, after: nil, path: "scenes/removed.yaml")),
        ]
    }

    static func render(_ format: String, items: [DiffItem], context: DiffContext = DiffContext(base: "main")) -> String {
        var reporter = Reporters.make(format, for: .diff, options: ReporterOptions(diff: context))!
        let output = ReportOutput.capture()
        var summary = DiffSummary()
        for item in items {
            summary.add(item)
            reporter.report(.compared(item), to: output)
        }
        reporter.end(.diff(summary), to: output)
        return output.text
    }

    @Test func summaryCountsAddedAndRemovedAsChanged() throws {
        var summary = DiffSummary()
        for item in try Self.items() { summary.add(item) }
        #expect(summary == { var s = DiffSummary(); s.changed = 3; s.unchanged = 1; s.added = 1; s.removed = 1; return s }())
        #expect(summary.line == "3 scenes changed (1 added, 1 removed), 1 unchanged")
    }

    @Test func markdownIsASummaryThenATablePerChangedScene() throws {
        let text = Self.render("markdown", items: try Self.items())
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "### insetlab layout diff against `main`")
        #expect(lines[2] == "**3 scenes changed** (1 added, 1 removed), 1 unchanged.")
        #expect(text.contains("\n#### ➕ `scenes/added.yaml` — added (1 variant)\n"))
        #expect(text.contains("\n#### ➖ `scenes/removed.yaml` — removed (1 variant)\n"))
        #expect(text.contains("""

            #### `scenes/feed.yaml`

            **iPhone 7 · iOS 10 · portrait**

            | subject | property | before | after | Δ |
            |---|---|---|---|---|
            | view `table` | contentInset | [64, 0, 0, 0] | [0, 0, 0, 0] | top −64 |
            | view `table` | contentOffset | [0, -64] | [0, 0] | y +64 |
            """))
        #expect(text.contains("\n- ➕ warning `content-under-bar` on `table` (line "))
        // Nothing for the unchanged scene; every table row has five cells.
        #expect(!text.contains("same.yaml"))
        for row in lines where row.hasPrefix("| ") { #expect(row.split(separator: "|", omittingEmptySubsequences: false).count == 7) }

        let none = Self.render("markdown", items: [try Self.items()[2]])
        #expect(none == "### insetlab layout diff against `main`\n\n**No layout changes**, 1 unchanged.\n")
    }

    @Test func markdownKeepsCellsInTheirColumns() {
        #expect(MarkdownDiffReporter.cell("a|b") == "a\\|b")
        #expect(MarkdownDiffReporter.cell("<b>&") == "&lt;b&gt;&amp;")
        #expect(MarkdownDiffReporter.codeSpan("a`b") == "``a`b``")
        // `\|` is read as `|` only in a table row; a heading or list item would show the backslash.
        #expect(MarkdownDiffReporter.codeSpan("new|x.yaml", inTable: true) == "`new\\|x.yaml`")
        #expect(MarkdownDiffReporter.codeSpan("new|x.yaml") == "`new|x.yaml`")
    }

    @Test func textListsChangesAlignedAndEndsWithTheTotals() throws {
        let text = Self.render("text", items: try Self.items())
        #expect(text.hasPrefix("scenes/added.yaml: added (1 variant)\nscenes/feed.yaml: changed\n  iPhone 7 · iOS 10 · portrait\n"))
        // The first row moves from under the inset (y 64) to under the bar (y 0).
        #expect(text.contains("""
                view table.contentInset          [64, 0, 0, 0] → [0, 0, 0, 0]        top −64
                view table.contentOffset         [0, -64] → [0, 0]                   y +64
                view table.firstItemWindowFrame  [0, 64, 375, 44] → [0, 0, 375, 44]  y −64
                + warning content-under-bar on table (line 10)

            """))
        #expect(text.hasSuffix("scenes/removed.yaml: removed (1 variant)\n\nagainst main: 3 scenes changed (1 added, 1 removed), 1 unchanged\n"))
        #expect(!text.contains("same.yaml"))
    }

    /// Two warnings of one rule on one view at one line (a table under the navigation bar at
    /// the top and under the tab bar at the bottom, iOS 11 `.never`) read the same in short: each
    /// then carries its message, so the diff does not print one line twice.
    @Test func warningsThatReadTheSameCarryTheirMessages() throws {
        func scene(_ behavior: String) -> String {
            """
            device: iPhone 15
            ios: 17
            root:
              type: UITabBarController
              viewControllers:
                - type: UINavigationController
                  viewControllers:
                    - type: UIViewController
                      view: {subviews: [{type: UITableView, id: table, rows: 40, contentInsetAdjustmentBehavior: \(behavior)}]}
            """
        }
        let before = try LayoutDiffTests.evaluated(scene("automatic"))
        let after = try LayoutDiffTests.evaluated(scene("never"))
        let item = DiffItem.compared(LayoutDiff.compare(before: before, after: after, path: "scenes/feed.yaml"))
        for format in ["text", "markdown"] {
            let lines = Self.render(format, items: [item]).split(separator: "\n").filter { $0.contains("content-under-bar") }
            #expect(lines.count == 2, "\(format): \(lines)")
            #expect(Set(lines).count == 2, "\(format): \(lines)")
            #expect(lines.contains { $0.contains("navigation bar") } && lines.contains { $0.contains("tab bar") }, "\(format): \(lines)")
        }
    }

    @Test func jsonHasEveryScenesStatusAndTheChanges() throws {
        let text = Self.render("json", items: try Self.items(), context: DiffContext(base: "main", commit: "abc"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["base"] as? String == "main" && object["commit"] as? String == "abc")
        let scenes = try #require(object["scenes"] as? [[String: Any]])
        #expect(scenes.map { $0["status"] as? String } == ["added", "changed", "unchanged", "removed"])
        let variant = try #require((scenes[1]["variants"] as? [[String: Any]])?.first)
        #expect((variant["variant"] as? [String: Any])?["name"] as? String == "iPhone 7 · iOS 10 · portrait")
        let changes = try #require(variant["changes"] as? [[String: Any]])
        let inset = try #require(changes.first { $0["property"] as? String == "contentInset" })
        #expect(inset["before"] as? [Double] == [64, 0, 0, 0] && inset["after"] as? [Double] == [0, 0, 0, 0])
        #expect(inset["delta"] as? [Double] == [-64, 0, 0, 0])
        // A guide is one number on each side, and so is its delta: `edgesForExtendedLayout: none`
        // starts the view under the bar, its top guide 64 → 0, delta −64 (seed 000, F53).
        let before = try LayoutDiffTests.evaluated(LayoutDiffTests.scene())
        let after = try LayoutDiffTests.evaluated(LayoutDiffTests.scene(edges: "none"))
        let moved = Self.render("json", items: [.compared(LayoutDiff.compare(before: before, after: after, path: "scenes/feed.yaml"))])
        let movedObject = try #require(try JSONSerialization.jsonObject(with: Data(moved.utf8)) as? [String: Any])
        let movedChanges = try #require(((movedObject["scenes"] as? [[String: Any]])?.first?["variants"] as? [[String: Any]])?.first?["changes"] as? [[String: Any]])
        let guide = try #require(movedChanges.first { $0["property"] as? String == "topLayoutGuide" }, "\(movedChanges)")
        #expect(guide["before"] as? Double == 64 && guide["after"] as? Double == 0)
        #expect(guide["delta"] as? Double == -64, "\(guide)")
        let warnings = try #require(variant["warnings"] as? [String: [[String: Any]]])
        #expect(warnings["appeared"]?.map { $0["rule"] as? String } == ["content-under-bar"])
        #expect(object["summary"] as? [String: Int] == ["changed": 3, "unchanged": 1, "added": 1, "removed": 1, "invalid": 0])
        // An empty run is still one object.
        let empty = Self.render("json", items: [])
        #expect(try JSONSerialization.jsonObject(with: Data(empty.utf8)) is [String: Any])
    }
}
