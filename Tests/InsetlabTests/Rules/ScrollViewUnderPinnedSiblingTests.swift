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

    /// Before iOS 11 the bar is pinned to the bottom layout guide (the safe area's bottom then),
    /// and what insets the table is its contentInset, which the tab bar controller sets to the
    /// 49-pt guide (LAYOUT-MODEL §5). iPhone 7: the guide's top is 667 − 49 = 618, the 64-pt bar
    /// 554…618; the table runs 667 − 554 = 113 pt under it and its content ends at 618, 64 pt
    /// under the bar. (No bar was found, and the inset was read as 0.)
    @Test func theBottomLayoutGuideBeforeIOS11() throws {
        let found = try ruleWarnings("""
            device: iPhone 7
            ios: 10
            root:
              type: UITabBarController
              viewControllers:
                - type: UIViewController
                  view:
                    subviews:
                      - {type: UITableView, id: list, rows: 30, pin: superview}
                      - {type: UIView, id: buttons, pin: {leading: superview, trailing: superview, bottom: bottomLayoutGuide, height: 64}}
            """).filter { $0.rule == "scroll-view-under-pinned-sibling" }.map(\.message)
        #expect(found == [
            "list runs 113 pt under buttons, which is pinned to the bottom layout guide; its bottom inset is 49 pt, so its last 64 pt of content stay under buttons",
        ])
    }

    /// Only what lies under the bar is the bar's: a 44-pt bar pinned to the safe area of an
    /// iPhone X in a tab bar controller (729 − 44 = 685…729, F45) over a `.never` table that
    /// fills the 812-pt screen hides 44 pt; the 83 below it are under the tab bar, which
    /// content-under-bar says (it said 127 here, and the tab bar's 83 twice).
    @Test func onlyWhatIsUnderTheBar() throws {
        let found = try ruleWarnings("""
            device: iPhone X
            ios: 13
            root:
              type: UITabBarController
              viewControllers:
                - type: UIViewController
                  view:
                    subviews:
                      - {type: UITableView, id: t, rows: 40, contentInsetAdjustmentBehavior: never}
                      - {type: UIView, id: bar, pin: {leading: superview, trailing: superview, bottom: safeArea, height: 44}}
            """).filter { $0.rule == "scroll-view-under-pinned-sibling" }.map(\.message)
        #expect(found == ["t runs 127 pt under bar, which is pinned to the safe area; its bottom inset is 0 pt, so its last 44 pt of content stay under bar"])
    }

    /// The guide's line either way round (`bottomLayoutGuide.top == footer.bottom`), as the
    /// safe area's is: the same 64 pt (see above).
    @Test func theGuideLineEitherWayRound() throws {
        let found = try ruleWarnings("""
            device: iPhone 7
            ios: 10
            root:
              type: UITabBarController
              viewControllers:
                - type: UIViewController
                  view:
                    subviews:
                      - {type: UITableView, id: list, rows: 30, pin: superview}
                      - type: UIView
                        id: buttons
                        constraints: ["buttons.leading == superview.leading", "buttons.trailing == superview.trailing", "bottomLayoutGuide.top == buttons.bottom", "buttons.height == 64"]
            """).filter { $0.rule == "scroll-view-under-pinned-sibling" }.map(\.message)
        #expect(found == [
            "list runs 113 pt under buttons, which is pinned to the bottom layout guide; its bottom inset is 49 pt, so its last 64 pt of content stay under buttons",
        ])
    }

    /// The top: a 50-pt header pinned to the safe area's top (44…94 on an iPhone X, uikit-facts
    /// §1.2) over a table that fills the screen. UIKit insets the table by the 44-pt safe area
    /// only, so at rest its first row starts at 44: 94 − 44 = 50 pt under the header. A header
    /// placed before the table (drawn under it), or a table pinned below the header, is no
    /// pitfall.
    @Test func aHeaderAtTheTop() throws {
        func messages(_ subviews: String) throws -> [String] {
            try ruleWarnings("""
                device: iPhone X
                ios: 13
                root:
                  type: UIViewController
                  view:
                    subviews:
                \(subviews)
                """).filter { $0.rule == "scroll-view-under-pinned-sibling" }.map(\.message)
        }
        let header = "      - {type: UIView, id: header, pin: {leading: superview, trailing: superview, top: safeArea, height: 50}}"
        #expect(try messages("      - {type: UITableView, id: list, rows: 30, pin: superview}\n" + header) == [
            "list runs under header, which is pinned to the safe area; its top inset is 44 pt, so at rest its first 50 pt of content start under header",
        ])
        #expect(try messages(header + "\n      - {type: UITableView, id: list, rows: 30, pin: superview}").isEmpty)
        #expect(try messages(header + "\n      - {type: UITableView, id: list, rows: 30, pin: {top: {to: header.bottom}, leading: superview, trailing: superview, bottom: superview}}").isEmpty)
    }
}
