@testable import InsetlabLayout
import InsetlabScene
import Testing

/// A static table's rows each of their own height (`rowHeights`): UITableViewController's
/// static data source returns each cell's storyboard height from `tableView(_:heightForRowAt:)`,
/// and the content height is the table header + Σ (section header + its rows + section footer)
/// + the table footer (model decision M8), the rows summed one by one. Every expected number is
/// the scene's own heights, added by hand.
@Suite("Table rows of different heights")
struct TableRowHeightsTests {
    static let scene = """
        device: iPhone 8
        ios: 13
        root:
          type: UIViewController
          view:
            subviews:
              - type: UITableView
                id: table
                frame: [0, 100, 375, 400]
                contentInsetAdjustmentBehavior: never
                tableHeaderHeight: 10
                sections:
                  - {rowHeights: [60, 127, 44], headerHeight: 28, footerHeight: 8}
                  - {rows: 2, headerHeight: 0, footerHeight: 0}
        """

    @Test func contentHeightSumsEachRowsHeight() throws {
        let table = try layout(Self.scene).v("table")
        // 10 (table header) + 28 + (60 + 127 + 44 = 231) + 8 + 2 × 44 (rowHeight's default, 44)
        // = 10 + 267 + 88 = 365.
        #expect(table.contentSize == Size(width: 375, height: 365))
        // The first row: the table at y 100, below the table header (10) and the section
        // header (28): 100 + 10 + 28 = 138; 60 tall, its own height, not rowHeight's 44.
        #expect(table.firstItemWindowFrame == rect(0, 138, 375, 60))
    }

    @Test func explainWritesTheSumRowByRow() throws {
        let result = try layout(Self.scene)
        let formula = try #require(result.trace.entries[.view(result.v("table").index)]?.first { $0.property == .contentSize }?.formula)
        #expect(formula.description.contains("section 0: 28 + (60 + 127 + 44) + 8 + section 1: 2 × 44"))
    }

    @Test func runsOfOneHeightReadAsAProduct() throws {
        let result = try layout("""
            device: iPhone 8
            ios: 13
            root:
              type: UITableViewController
              tableView:
                id: table
                sections: [{rowHeights: [44, 44, 60, 60, 60, 88]}]
            """)
        let table = result.v("table")
        // 2 × 44 + 3 × 60 + 88 = 88 + 180 + 88 = 356.
        #expect(table.contentSize?.height == 356)
        let formula = try #require(result.trace.entries[.view(table.index)]?.first { $0.property == .contentSize }?.formula)
        #expect(formula.description.hasSuffix("height = 2 × 44 + 3 × 60 + 88 = 356"))
    }

    @Test func oneRowHeightKeepsItsFormula() throws {
        let result = try layout("""
            device: iPhone 8
            ios: 13
            root:
              type: UITableViewController
              tableView: {id: table, rowHeight: 50, sections: [{rows: 3, headerHeight: 28}]}
            """)
        let table = result.v("table")
        // 28 + 3 × 50 = 178.
        #expect(table.contentSize?.height == 178)
        let formula = try #require(result.trace.entries[.view(table.index)]?.first { $0.property == .contentSize }?.formula)
        #expect(formula.description == "width = table width 375; height = 28 + 3 × 50 = 178")
    }
}
