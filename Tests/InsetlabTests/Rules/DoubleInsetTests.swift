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
}
