import InsetlabRules
import Testing

/// `scroll-view-under-pinned-sibling` reads how long the content is. iPhone X, iOS 13: the
/// table fills the 812-pt view, the safe area is 44 / 34 (uikit-facts §1.2), and the bar is
/// pinned to the safe area's bottom, 64 tall: 714…778. At rest the table is offset by −44.
/// - 30 rows (30 × 44 = 1320): scrolled to the end the content stops at 812 − 34 = 778, so its
///   last 778 − 714 = 64 pt stay under the bar.
/// - 3 rows (132): the content rests at 44…176 and cannot scroll, far above the bar: nothing
///   is hidden (it said "its last 64 pt of content stay under buttons").
@Suite("scroll-view-under-pinned-sibling and the content's length")
struct ScrollViewUnderPinnedSiblingTests {
    private func messages(rows: Int) throws -> [String] {
        try ruleWarnings("""
            device: iPhone X
            ios: 13
            root:
              type: UIViewController
              view:
                subviews:
                  - {type: UITableView, id: list, rows: \(rows), pin: superview}
                  - {type: UIView, id: buttons, pin: {leading: superview, trailing: superview, bottom: safeArea, height: 64}}
            """).filter { $0.rule == "scroll-view-under-pinned-sibling" }.map(\.message)
    }

    @Test func longContent() throws {
        #expect(try messages(rows: 30) == [
            "list runs 98 pt under buttons, which is pinned to the safe area; its bottom inset is 34 pt, so its last 64 pt of content stay under buttons",
        ])
    }

    @Test func shortContent() throws {
        #expect(try messages(rows: 3).isEmpty)
    }
}
