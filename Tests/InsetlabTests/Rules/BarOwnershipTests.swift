import InsetlabLayout
import InsetlabRules
import InsetlabScene
import InsetlabSceneDecoding
import Testing

/// A bar covers the views of the controllers it belongs to, and of those they embed: not what a
/// controller presents over it, nor the other column of a split view. The rules once took every
/// bar on screen that overlapped a view horizontally.
@Suite("Bars count over their own controllers' views")
struct BarOwnershipTests {
    private func warnings(_ yaml: String, rule: String) throws -> [PitfallWarning] {
        try ruleWarnings(yaml).filter { $0.rule == rule }
    }

    /// iPhone 15, iOS 17: the presenter's navigation bar ends at 53.667 + 44 = 97.667 (uikit-facts
    /// §1.2, §2); the page sheet starts at 54 + 10 = 64 (docs/layout-model-additions.md §10, D27),
    /// so its table's content (at 64) and its label (at 64 + 10) lie over that bar, not under it.
    @Test func aSheetIsNotUnderItsPresentersNavigationBar() throws {
        let scene = """
            device: iPhone 15
            ios: 17
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  id: home
                  presentedViewController:
                    type: UIViewController
                    id: sheet
                    view:
                      subviews:
                        - {type: UITableView, id: list, rows: 30, frame: [0, 0, 393, 300], contentInsetAdjustmentBehavior: never}
                        - {type: UILabel, id: title, frame: [0, 10, 393, 30]}
            """
        #expect(try warnings(scene, rule: "content-under-bar").map(\.message) == [])
    }

    /// iPad Pro (11-inch), iOS 17, landscape: the primary column overlays the secondary with a
    /// large-title bar ending at 24 + 102 = 126; the secondary's own bar ends at 24 + 50 = 74
    /// (uikit-facts §2: 50-pt iPad bars), and its table's inset is 74. Only its own bar counts.
    @Test func theOtherColumnsBarIsNotOverTheSecondary() throws {
        let scene = """
            device: iPad Pro (11-inch)
            ios: 17
            orientation: landscape
            root:
              type: UISplitViewController
              preferredDisplayMode: oneOverSecondary
              preferredPrimaryColumnWidth: 320
              primary: {type: UINavigationController, navigationBar: {prefersLargeTitles: true}, viewControllers: [{type: UIViewController, id: side}]}
              secondary: {type: UINavigationController, viewControllers: [{type: UITableViewController, id: detail, tableView: {id: dt, rows: 50}}]}
            """
        let file = try SceneDecoder.decode(yaml: scene, file: "inline.yaml")
        let result = LayoutEngine.layout(file.variants[0])
        #expect(result.view(id: "dt")?.adjustedContentInset?.top == 74)
        #expect(try warnings(scene, rule: "content-under-bar").map(\.message) == [])
    }

    /// The same table in the presenter itself is under its bar: ownership narrows, it does not
    /// silence. 97.667 − 0 = 97.667 pt under the navigation bar.
    @Test func thePresentersOwnContentIsStillUnderItsBar() throws {
        let scene = """
            device: iPhone 15
            ios: 17
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  id: home
                  view:
                    subviews:
                      - {type: UITableView, id: list, rows: 30, frame: [0, 0, 393, 300], contentInsetAdjustmentBehavior: never}
            """
        let found = try warnings(scene, rule: "content-under-bar")
        #expect(found.count == 1)
        #expect(found.first?.message.contains("starts 97.667 pt under the navigation bar") == true)
    }
}
