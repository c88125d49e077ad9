@testable import InsetlabLayout
import InsetlabScene
import Testing

/// research-facts L4 measured iOS 26's table metrics (Mac Catalyst): a default cell 51.5 pt
/// tall, a 22-pt `sectionHeaderTopPadding` above a plain table's section header, and a 9-pt side
/// inset for insetGrouped rows. The model keeps the scene format's 44-pt `rowHeight` (model
/// decision M17) and has no key for the other two, so the numbers stay as written — the test
/// holds the format's arithmetic — and the report says what UIKit would add, where it would.
@Suite("Table metrics the model does not apply")
struct UnappliedTableMetricsTests {
    static func scene(ios: Int, table: String, device: String = "iPhone 16") -> String {
        """
        device: \(device)
        ios: \(ios)
        root: {type: UIViewController, view: {subviews: [{type: UITableView, id: table, \(table)}]}}
        """
    }

    private func note(_ result: LayoutResult, about text: String) -> ModelNote? {
        result.notes.first { $0.message.contains(text) }
    }

    /// Self-sizing cells get their height from their content, which a scene does not hold: an
    /// estimated row height is said not modelled, and the rows keep rowHeight (5 × 44).
    @Test func estimatedRowHeightIsSaidNotModelled() throws {
        let result = try layout(Self.scene(ios: 18, table: "rows: 5, estimatedRowHeight: 80"))
        #expect(result.v("table").contentSize?.height == 220)
        #expect(note(result, about: "estimatedRowHeight 80 asks for self-sizing cells")?.kind == .notModelled)
        #expect(note(try layout(Self.scene(ios: 18, table: "rows: 5")), about: "self-sizing") == nil)
    }

    @Test func defaultRowHeightOnIOS26IsFlagged() throws {
        let result = try layout(Self.scene(ios: 26, table: "rows: 10"))
        // 10 × 44 (SCENE-FORMAT's rowHeight default), not 10 × 51.5.
        #expect(result.v("table").contentSize?.height == 440)
        let flagged = try #require(note(result, about: "default rowHeight"))
        #expect(flagged.kind == .uncertainty && flagged.reference == "M17")
        #expect(flagged.message.contains("51.5 pt"))
        // A written rowHeight, or iOS 18, says nothing.
        #expect(note(try layout(Self.scene(ios: 26, table: "rows: 10, rowHeight: 51.5")), about: "default rowHeight") == nil)
        #expect(note(try layout(Self.scene(ios: 18, table: "rows: 10")), about: "default rowHeight") == nil)
    }

    @Test func sectionHeaderTopPaddingIsSaidNotModelledFromIOS15() throws {
        let table = "rowHeight: 51.5, sections: [{rows: 10, headerHeight: 40.5}]"
        let result = try layout(Self.scene(ios: 26, table: table))
        // 40.5 + 10 × 51.5 = 555.5: L4's 22-pt padding (577.5) is named, not added.
        #expect(result.v("table").contentSize?.height == 555.5)
        let flagged = try #require(note(result, about: "sectionHeaderTopPadding"))
        #expect(flagged.kind == .notModelled)
        #expect(flagged.message.contains("22 pt"))
        // Before iOS 15 the property does not exist (Apple: iOS 15.0+); no header, no padding.
        #expect(note(try layout(Self.scene(ios: 15, table: table, device: "iPhone 12")), about: "sectionHeaderTopPadding") != nil)
        #expect(note(try layout(Self.scene(ios: 14, table: table, device: "iPhone 12")), about: "sectionHeaderTopPadding") == nil)
        #expect(note(try layout(Self.scene(ios: 26, table: "rowHeight: 51.5, rows: 10")), about: "sectionHeaderTopPadding") == nil)
    }

    @Test func insetGroupedSideInsetIsSaidNotModelled() throws {
        let result = try layout(Self.scene(ios: 26, table: "style: insetGrouped, rowHeight: 51.5, rows: 5"))
        let flagged = try #require(note(result, about: "insetGrouped rows"))
        #expect(flagged.kind == .notModelled)
        #expect(flagged.message.contains("9 pt"))
        #expect(note(try layout(Self.scene(ios: 26, table: "style: grouped, rowHeight: 51.5, rows: 5")), about: "insetGrouped rows") == nil)
    }
}
