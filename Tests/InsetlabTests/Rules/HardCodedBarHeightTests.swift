import InsetlabLayout
import InsetlabRules
import InsetlabScene
import InsetlabSceneDecoding
import Testing

/// `hard-coded-bar-height` with its numbers: iPhone X's navigation bar ends at 44 + 44 = 88
/// (uikit-facts §2, F2); iPhone 8 is 667 pt tall (§1.1) with a 49-pt tab bar in portrait (§2.1).
/// A 20, 64 or 49 stands for a bar only where the superview reaches the bars (or, with none,
/// the window's edge): inside a card further in, it is an ordinary offset.
@Suite("Hard-coded bar height")
struct HardCodedBarHeightTests {
    private func warnings(_ yaml: String) throws -> [PitfallWarning] {
        try ruleWarnings(yaml).filter { $0.rule == "hard-coded-bar-height" }
    }

    @Test func sixtyFourUnderAnIPhoneXNavigationBar() throws {
        let found = try warnings(RuleCatalog.description(id: "hard-coded-bar-height")!.triggeringExamples[0].replacingOccurrences(of: "↓", with: ""))
        #expect(found.count == 1)
        #expect(found.first?.message.contains("starts at y 64") == true)
        #expect(found.first?.message.contains("the top bars end 88 pt below the superview's top") == true)
    }

    @Test func twentyInsideACardBelowTheBars() throws {
        let found = try warnings(RuleCatalog.description(id: "hard-coded-bar-height")!.nonTriggeringExamples[1])
        #expect(found.isEmpty)
    }

    @Test func fortyNineAboveTheBottomOfACardAboveTheTabBar() throws {
        let found = try warnings("""
            device: iPhone 8
            ios: 12
            root:
              type: UITabBarController
              viewControllers:
                - type: UIViewController
                  view:
                    subviews:
                      - type: UIView
                        frame: [0, 100, 375, 200]
                        subviews:
                          - {type: UILabel, frame: [0, 0, 100, 151]}
            """)
        // The card ends at 300, far above the tab bar's top (667 − 49 = 618).
        #expect(found.isEmpty)
    }

    @Test func fortyNineAboveTheWindowsBottomWithNoTabBar() throws {
        let found = try warnings("""
            device: iPhone 8
            ios: 12
            root:
              type: UIViewController
              view:
                subviews:
                  - {type: UITableView, rows: 30, frame: [0, 20, 375, 598]}
            """)
        // 667 − (20 + 598) = 49 above the bottom of a full-screen view, and no bar there.
        #expect(found.count == 1)
        #expect(found.first?.message.contains("stops 49 pt above the superview's bottom, a 49-pt tab bar, but here the bottom bars take 0 pt") == true)
    }

    /// A custom bar drawn for the phones before the iPhone X: a view at the top 64 tall (20 + 44,
    /// uikit-facts F53). On an iPhone X the status bar ends at 44 (uikit-facts §1.2), so a 44-pt
    /// bar under it needs 88, and 64 leaves 20 pt of it; on an iPhone 8 (status bar 20) 64 is
    /// right, as 88 is on an iPhone X.
    @Test(arguments: [("iPhone X", 64.0, true), ("iPhone 8", 64.0, false), ("iPhone X", 88.0, false), ("iPhone 8", 88.0, true)])
    func aCustomBarsHeight(device: String, height: Double, warns: Bool) throws {
        let found = try ruleWarnings("""
            device: \(device)
            ios: 13
            root:
              type: UIViewController
              view: {subviews: [{type: UIView, id: fakeNavBar, frame: [0, 0, 375, \(height)]}]}
            """).filter { $0.rule == "hard-coded-bar-height" }.map(\.message)
        #expect(found.count == (warns ? 1 : 0), "\(found)")
        if device == "iPhone X", warns {
            #expect(found == ["fakeNavBar's frame is 64 tall from the top, 20 + 44 (status + navigation bar), but here the status bar ends at 44: a 44-pt bar under it needs 88"])
        }
    }
}
