import InsetlabRules
import Testing

/// `content-under-bar` at the other end: scrolled as far as it goes, a scroll view's content ends
/// above its bottom inset (contentInset before iOS 11, adjustedContentInset from iOS 11), or
/// where it rests when it is too short to scroll. Numbers: iPhone 7 / 8 are 375 × 667 with a
/// 49-pt tab bar at 618 (LAYOUT-MODEL §3, uikit-facts §2.1); 30 rows of 44 pt = 1320.
@Suite("content-under-bar: the last rows under a bottom bar")
struct ContentUnderBottomBarTests {
    private func messages(_ ios: Int, flag: String = "", behavior: String = "", rows: Int = 30) throws -> [String] {
        try ruleWarnings("""
            device: \(ios < 11 ? "iPhone 7" : "iPhone 8")
            ios: \(ios)
            root:
              type: UITabBarController
              viewControllers:
                - type: UIViewController
            \(flag)
                  view:
                    subviews:
                      - {type: UITableView, id: table, rows: \(rows)\(behavior)}
            """).filter { $0.rule == "content-under-bar" && $0.message.hasPrefix("the last row") }.map(\.message)
    }

    /// Before iOS 11 the tab bar controller writes the 49-pt bottom guide into the table's
    /// contentInset (LAYOUT-MODEL §5): with the flag off it writes nothing, and the last row
    /// stays 667 − 618 = 49 pt under the bar.
    @Test func theFlagOffBeforeIOS11() throws {
        #expect(try messages(10).isEmpty)
        #expect(try messages(10, flag: "      automaticallyAdjustsScrollViewInsets: false") == [
            "the last row of table stays 49 pt under the tab bar (it starts at y 618) when scrolled as far as it goes: its content ends at y 667, above a bottom inset of 0 pt: automaticallyAdjustsScrollViewInsets is false, so the container writes no bottom inset",
        ])
    }

    /// From iOS 11 the table adds its 49-pt bottom safe area (LAYOUT-MODEL §7), unless `.never`.
    @Test func neverFromIOS11() throws {
        #expect(try messages(13).isEmpty)
        #expect(try messages(13, behavior: ", contentInsetAdjustmentBehavior: never") == [
            "the last row of table stays 49 pt under the tab bar (it starts at y 618) when scrolled as far as it goes: its content ends at y 667, above a bottom inset of 0 pt: contentInsetAdjustmentBehavior is never, so the safe area is not added",
        ])
    }

    /// Before iOS 11, a table behind a plain view is not the one the search finds (LAYOUT-MODEL
    /// §5): nothing insets either end, and the fix is the search's, not the flag's (iPhone 7:
    /// the table at 20…667, the tab bar from 618).
    @Test func aTableTheSearchDoesNotFind() throws {
        let warnings = try ruleWarnings("""
            device: iPhone 7
            ios: 10
            root:
              type: UITabBarController
              viewControllers:
                - type: UIViewController
                  view:
                    subviews:
                      - {type: UIView, frame: [0, 0, 375, 20]}
                      - {type: UITableView, id: table, frame: [0, 20, 375, 647], rows: 30}
            """).filter { $0.rule == "content-under-bar" }
        #expect(warnings.map(\.message) == [
            "the last row of table stays 49 pt under the tab bar (it starts at y 618) when scrolled as far as it goes: its content ends at y 667, above a bottom inset of 0 pt: the first-subview search does not reach it, so the container writes no bottom inset",
        ])
        #expect(warnings.first?.fix.hasPrefix("Move the scroll view to `subviews[0]`") == true)
    }

    /// Three rows (132 pt) rest at the top, far above the bar: nothing is hidden.
    @Test func shortContentHidesNothing() throws {
        #expect(try messages(13, behavior: ", contentInsetAdjustmentBehavior: never", rows: 3).isEmpty)
    }

    /// A label placed by frame at the bottom: inside the 49-pt tab bar (618…667) on an iPhone 8,
    /// over the home indicator band (812 − 34 = 778 on an iPhone X, uikit-facts §1.2), or across
    /// the tab bar's edge. A button there is control-outside-safe-area's, not said twice.
    @Test(arguments: [
        ("iPhone 8", "[16, 630, 200, 20]", "footnote lies wholly under the tab bar (y 630–650, the tab bar starts at 618)"),
        ("iPhone 8", "[16, 600, 200, 30]", "footnote reaches 12 pt under the tab bar (y 600–630, the tab bar starts at 618)"),
    ])
    func aLabelAtTheBottom(device: String, frame: String, message: String) throws {
        let warnings = try ruleWarnings("""
            device: \(device)
            ios: 13
            root:
              type: UITabBarController
              viewControllers:
                - type: UIViewController
                  view: {subviews: [{type: UILabel, id: footnote, frame: \(frame)}, {type: UIButton, id: go, frame: \(frame)}]}
            """).filter { $0.rule == "content-under-bar" }
        #expect(warnings.map(\.message) == [message])
    }

    @Test func aLabelOverTheHomeIndicator() throws {
        let warnings = try ruleWarnings("""
            device: iPhone X
            ios: 13
            root:
              type: UIViewController
              view: {subviews: [{type: UILabel, id: footnote, frame: [16, 790, 200, 15]}]}
            """).filter { $0.rule == "content-under-bar" }
        #expect(warnings.map(\.message) == ["footnote lies wholly under the home indicator (y 790–805, the home indicator starts at 778)"])
    }

    /// Nothing is said of what the user can bring into sight or UIKit does not draw: a table
    /// inside an outer scroll view (that one scrolls it up, LAYOUT-MODEL §6), views under a
    /// hidden superview, and a label wholly off the side of the screen (the home indicator is
    /// at the bottom of the screen, not beside it). iPhone X, tab bar 83 at 729 (F45).
    @Test func whatIsNotOnScreenOrScrollsIntoSight() throws {
        let warnings = try ruleWarnings("""
            device: iPhone X
            ios: 13
            root:
              type: UITabBarController
              viewControllers:
                - type: UIViewController
                  view:
                    subviews:
                      - type: UIScrollView
                        contentSize: [375, 2000]
                        subviews: [{type: UITableView, id: inner, frame: [0, 500, 375, 400], rows: 40}]
                      - type: UIView
                        isHidden: true
                        frame: [0, 600, 375, 212]
                        subviews:
                          - {type: UILabel, id: hiddenLabel, frame: [0, 160, 375, 30]}
                          - {type: UITableView, id: hiddenTable, frame: [0, 0, 375, 212], rows: 40, contentInsetAdjustmentBehavior: never}
                      - {type: UILabel, id: aside, frame: [400, 760, 375, 30]}
            """).filter { $0.rule == "content-under-bar" }
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
    }
}
