import InsetlabLayout
import InsetlabRules
import InsetlabScene
import InsetlabSceneDecoding
import Testing

/// The warnings on the seeds' own buggy and fixed code say what happened and offer a fix that
/// fixes it. Numbers: iPhone 8 is 375 × 667 with a 20-pt status bar; iPhone X has a 44-pt status
/// bar and an 88-pt navigation-bar bottom (uikit-facts §1.1, §1.2, F5); on iOS 11 `.automatic`
/// adjusts a scrolling view by the safe area (LAYOUT-MODEL §7, seeds 002–004).
@Suite("Warnings on the seeds' code")
struct SeedFixAdviceTests {
    private func warnings(_ yaml: String, rule: String) throws -> [PitfallWarning] {
        try ruleWarnings(yaml).filter { $0.rule == rule }
    }

    /// Seed 004's fix 1(1): a 30-row table (1,320 pt of content) under a hidden bar with a
    /// contentInset of −20 cancelling the 20-pt adjustment. The table scrolls, so its content
    /// is not "short"; the flag's fix must not cancel the adjustment twice.
    static let negativeInset = """
        device: iPhone 8
        ios: 11
        root:
          type: UINavigationController
          isNavigationBarHidden: true
          viewControllers:
            - type: UIViewController
              automaticallyAdjustsScrollViewInsets: false
              view:
                subviews:
                  - {type: UITableView, id: table, rows: 30, contentInset: [-20, 0, 0, 0]}
        """

    @Test func aScrollingTableIsNotShortContent() throws {
        #expect(try warnings(Self.negativeInset, rule: "short-content-not-adjusted").isEmpty)
        let flag = try #require(try warnings(Self.negativeInset, rule: "deprecated-adjusts-flag").first)
        #expect(flag.fix.contains("remove the negative contentInset [-20, 0, 0, 0]"), "\(flag.fix)")
    }

    /// Seed 003's table at y 64 with the flag off, on an iPhone X: the 24-pt adjustment
    /// (88 − 64) is what keeps its first row below the bar, so `.never` alone is no fix.
    @Test func whereTheAdjustmentKeepsContentClearNeverIsNotTheFix() throws {
        let flag = try #require(try warnings("""
            device: iPhone X
            ios: 11
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  automaticallyAdjustsScrollViewInsets: false
                  view:
                    subviews:
                      - {type: UITableView, id: table, rows: 30, frame: [0, 64, 375, 748]}
            """, rule: "deprecated-adjusts-flag").first)
        #expect(flag.message.contains("adjustedContentInset [24, 0, 34, 0]"), "\(flag.message)")
        #expect(flag.fix.hasPrefix("Here the adjustment is what keeps the content below the navigation bar"), "\(flag.fix)")
    }

    /// Seed 002: `.scrollableAxes` with scrolling off. Bouncing does not make the axis
    /// scrollable then; only `.always` adjusts it.
    @Test func scrollingOffIsFixedByAlwaysNotByBouncing() throws {
        let found = try #require(try warnings("""
            device: iPhone 8
            ios: 11
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  view:
                    subviews:
                      - {type: UITableView, rows: 3, isScrollEnabled: false, contentInsetAdjustmentBehavior: scrollableAxes}
            """, rule: "short-content-not-adjusted").first)
        #expect(found.message.contains("isScrollEnabled is false"))
        #expect(found.fix.hasPrefix("Set `contentInsetAdjustmentBehavior: always`"), "\(found.fix)")
    }

    /// Seed 000: `edgesForExtendedLayout: [left, bottom, right]` keeps the view below the bar;
    /// removing the key would make it `all` and put the view back under the bar.
    @Test func aPartialEdgesListIsTrimmedNotRemoved() throws {
        let found = try #require(try warnings("""
            device: iPhone 7
            ios: 10
            root:
              type: UINavigationController
              viewControllers:
                - type: UITableViewController
                  edgesForExtendedLayout: [left, bottom, right]
            """, rule: "no-effect").first)
        #expect(found.message.hasPrefix("left/right in edgesForExtendedLayout have no effect"))
        #expect(found.fix.contains("`edgesForExtendedLayout: [bottom]`"), "\(found.fix)")
    }

    /// Seed 001 saw the bar jump under the notch on iOS 11; nothing reports it later.
    @Test func theHiddenStatusBarJumpIsAnIOS11Warning() throws {
        let scene = """
            device: iPhone X
            ios: IOS
            root:
              type: UINavigationController
              viewControllers:
                - {type: UIViewController, prefersStatusBarHidden: true}
            """
        #expect(try warnings(scene.replacingOccurrences(of: "IOS", with: "11"), rule: "hidden-status-bar-nav-bar-jump").count == 1)
        #expect(try warnings(scene.replacingOccurrences(of: "IOS", with: "13"), rule: "hidden-status-bar-nav-bar-jump").isEmpty)
    }
}
