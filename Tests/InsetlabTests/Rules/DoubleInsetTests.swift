import InsetlabRules
import Testing

/// The iOS 10 habit of seeds 003 and 004, `contentInset.top = 64` (20 + 44, the status and
/// navigation bars of the phones before the iPhone X, uikit-facts F53), run on an iPhone X on
/// iOS 12: UIKit adds the 88-pt bar stack (44 + 44, F2) itself, so the content starts 64 pt
/// below the navigation bar. It repeats neither this device's bar (88) nor what UIKit adds, so
/// no warning said so; 44, a custom header's usual room, stays unsaid.
@Suite("double-inset: the 64 of the phones before the iPhone X")
struct DoubleInsetTests {
    private func messages(top: Int) throws -> [String] {
        try ruleWarnings("""
            device: iPhone X
            ios: 12
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  view: {subviews: [{type: UITableView, id: table, rows: 30, contentInset: [\(top), 0, 0, 0]}]}
            """).filter { $0.rule == "double-inset" }.map(\.message)
    }

    @Test func sixtyFourOnAnIPhoneX() throws {
        #expect(try messages(top: 64) == [
            "table's contentInset.top 64 is the status and navigation bars of the phones before the iPhone X (20 + 44), and UIKit already adds 88 pt for the navigation bar here: content starts 64 pt below it",
        ])
    }

    @Test func roomForAHeaderIsNoPitfall() throws {
        #expect(try messages(top: 44).isEmpty)
    }

    /// At the bottom: `contentInset.bottom = 49` (the tab bar, iOS 10's habit) where iOS 12 adds
    /// the 49-pt safe area again (iPhone 8 in a tab bar controller: 667 − 618 = 49, LAYOUT-MODEL
    /// §3, §7), and, before iOS 11, a table framed between the bars (20…618 on an iPhone 7) whose
    /// container still writes the bottom guide, 49, into its contentInset (§5).
    @Test func theBottomEnd() throws {
        let repeated = try ruleWarnings("""
            device: iPhone 8
            ios: 12
            root:
              type: UITabBarController
              viewControllers:
                - type: UIViewController
                  view: {subviews: [{type: UITableView, id: table, rows: 30, contentInset: [0, 0, 49, 0]}]}
            """).filter { $0.rule == "double-inset" }.map(\.message)
        #expect(repeated == ["table's contentInset.bottom 49 repeats the 49 pt that UIKit already adds for the tab bar: content ends 49 pt above it"])

        let framed = try ruleWarnings("""
            device: iPhone 7
            ios: 10
            root:
              type: UITabBarController
              viewControllers:
                - type: UIViewController
                  view: {subviews: [{type: UITableView, id: table, frame: [0, 20, 375, 598], rows: 30}]}
            """).filter { $0.rule == "double-inset" }.map(\.message)
        #expect(framed == [
            "table already starts below the status bar (y 20) yet gets a 20 pt top inset from UIKit: its content starts 20 pt lower than needed",
            "table already ends above the tab bar (y 618) yet gets a 49 pt bottom inset from UIKit: its content ends 49 pt higher than needed",
        ])
    }

    /// The bottom's iOS 10 habit, `contentInset.bottom = 49` (the tab bar before the iPhone X),
    /// on an iPhone X, where UIKit adds the 83-pt tab bar (49 + 34, F45) itself: 132 in all, so
    /// the content ends 132 − 83 = 49 pt above the bar.
    @Test func fortyNineOnAnIPhoneX() throws {
        let found = try ruleWarnings("""
            device: iPhone X
            ios: 13
            root:
              type: UITabBarController
              viewControllers:
                - type: UIViewController
                  view: {subviews: [{type: UITableView, id: table, rows: 30, contentInset: [0, 0, 49, 0]}]}
            """).filter { $0.rule == "double-inset" }.map(\.message)
        #expect(found == ["table's contentInset.bottom 49 is the tab bar of the phones before the iPhone X, and UIKit already adds 83 pt for the tab bar here: content ends 49 pt above it"])
    }

    /// From iOS 11 a view that ends above the bar has no safe area from it: a bottom inset there
    /// is the controller's additionalSafeAreaInsets (a mini player's 60 pt), asked for. iPhone X
    /// in a tab bar controller: the controller's bottom safe area is 83 + 60 = 143 (F45), so the
    /// table ending at 812 − 100 = 712 gets 712 − (812 − 143) = 43 of it.
    @Test func additionalSafeAreaInsetsAreAskedFor() throws {
        let found = try ruleWarnings("""
            device: iPhone X
            ios: 13
            root:
              type: UITabBarController
              viewControllers:
                - type: UIViewController
                  additionalSafeAreaInsets: [0, 0, 60, 0]
                  view:
                    subviews:
                      - {type: UITableView, id: t, rows: 40, pin: {top: superview, leading: superview, trailing: superview, bottom: {to: superview, inset: 100}}}
            """).filter { $0.rule == "double-inset" }
        #expect(found.isEmpty, "\(found.map(\.message))")
    }
}
