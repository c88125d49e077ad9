import Testing
import InsetlabYAML
@testable import InsetlabScene

/// `sections: [{rowHeights: [44, 127, 44]}]`: each row's height, the row count the list's
/// length (docs/layout-model-additions.md, "SCENE-FORMAT.md"). `rows` beside it must agree.
@Suite struct TableRowHeightsDecodingTests {
    static func sections(_ entries: String) -> String {
        """
        device: iPhone 15
        root:
          type: UITableViewController
          tableView:
            sections:
        \(entries)
        """
    }

    @Test func rowHeightsGiveTheRowCountAndEachRowsHeight() throws {
        let scene = try DecodingTestSupport.scene(Self.sections("""
                  - {rowHeights: [44, 127.5, 44], headerHeight: 28}
                  - {rows: 2, rowHeights: [50, 60]}
                  - {rows: 3}
                  - {rowHeights: []}
            """))
        let table = try #require(scene.views[scene.controllers[0].view!].table)
        #expect(table.sections == [
            TableSectionSpec(rowHeights: [44, 127.5, 44], headerHeight: 28),
            TableSectionSpec(rowHeights: [50, 60]),
            TableSectionSpec(rows: 3),
            TableSectionSpec(rowHeights: []),
        ])
        #expect(table.sections.map(\.rows) == [3, 2, 3, 0])
        // A section without the list keeps the table's rowHeight.
        #expect(table.sections[2].rowHeights == nil)
    }

    @Test func rowsThatDisagreeWithTheListAreAnErrorAtRows() {
        let lines = DecodingTestSupport.diagnosticLines(Self.sections("""
                  - {rows: 2, rowHeights: [44, 127, 44]}
            """))
        #expect(lines == [
            "scene.yaml:6:16: error: 'rows' is 2 but 'rowHeights' lists 3 heights (one per row); leave 'rows' out, "
                + "since the list's length is the row count, or make them agree (at root.tableView.sections[0].rows)"
        ])
    }

    @Test func aNegativeOrNonNumericHeightIsAnErrorAtTheHeight() {
        let lines = DecodingTestSupport.diagnosticLines(Self.sections("""
                  - {rowHeights: [44, -1]}
                  - {rowHeights: [wide], rows: 1}
                  - {rowHeights: 44}
            """))
        #expect(lines == [
            "scene.yaml:6:27: error: expected a non-negative number, found '-1' (at root.tableView.sections[0].rowHeights[1])",
            "scene.yaml:7:23: error: expected a non-negative number, found 'wide' (at root.tableView.sections[1].rowHeights[0])",
            "scene.yaml:8:22: error: expected a list of row heights (non-negative numbers, one per row), found '44' "
                + "(at root.tableView.sections[2].rowHeights)",
        ])
    }

    @Test func aSectionNeedsRowsOrRowHeights() {
        let lines = DecodingTestSupport.diagnosticLines(Self.sections("""
                  - {headerHeight: 28}
                  - {rowHeight: [44]}
            """))
        #expect(lines == [
            "scene.yaml:6:9: error: missing required key 'rows' in a section (or 'rowHeights', one height per row) (at root.tableView.sections[0])",
            "scene.yaml:7:10: error: unknown key 'rowHeight' in a section; did you mean 'rowHeights'? (at root.tableView.sections[1])",
        ])
    }
}
