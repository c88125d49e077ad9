@testable import InsetlabLayout
import InsetlabScene
import Testing

/// Model notes name the screen they are about: each is raised by the controllers around the view
/// it concerns, not by something elsewhere in the scene.
@Suite("Model notes and their scope")
struct ModelNoteScopeTests {
    private func references(_ result: LayoutResult) -> [String] { result.notes.map(\.reference) }

    /// uikit-facts D20: radar 35933138 saw a `.never` scroll view inside a UITabBarController on
    /// iOS 11.2 adjusted for the tab bar anyway.
    @Test func d20IsNotedInsideATabBarController() throws {
        let r = try layout("""
            device: iPhone X
            ios: 11
            root:
              type: UITabBarController
              viewControllers:
                - type: UINavigationController
                  viewControllers:
                    - type: UIViewController
                      view: {subviews: [{type: UITableView, id: list, rows: 30, contentInsetAdjustmentBehavior: never}]}
            """)
        #expect(references(r).contains("D20"))
    }

    /// A tab bar controller the table's own chain does not hold (here one its screen presents) is
    /// not the radar's case, nor is the home indicator's bottom inset alone.
    @Test func d20IsNotNotedForATabBarControllerElsewhere() throws {
        let r = try layout("""
            device: iPhone X
            ios: 11
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  view: {subviews: [{type: UITableView, id: list, rows: 30, contentInsetAdjustmentBehavior: never}]}
                  presentedViewController:
                    type: UITabBarController
                    modalPresentationStyle: fullScreen
                    viewControllers: [{type: UIViewController}]
            """)
        #expect(!references(r).contains("D20"))
    }

    /// Auto Layout places a control's alignment rect, not its frame: a slider, switch or
    /// segmented control placed by constraints (here arranged in a stack view) or by `pin` (edge
    /// constraints) is noted, one placed by `frame` is not (its frame is what the scene says).
    @Test func controlsPlacedByAutoLayoutNoteTheirAlignmentRect() throws {
        let r = try layout("""
            device: iPhone 15
            ios: 17
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UIStackView
                    id: stack
                    axis: vertical
                    constraints: ["stack.top == safeArea.top", "stack.leading == superview.leading", "stack.trailing == superview.trailing"]
                    subviews:
                      - {type: UISlider, id: slider, intrinsicContentSize: [100, 31]}
                      - {type: UILabel, id: label, intrinsicContentSize: [100, 20]}
                  - {type: UISwitch, id: toggle, frame: [0, 400, 51, 31]}
                  - {type: UISwitch, id: pinned, pin: {top: superview, leading: superview, width: 51, height: 31}}
            """)
        let noted = r.notes.filter { $0.reference == "alignment-rect" }.compactMap(\.view).compactMap { r.view($0)?.id }
        // A switch's insets are measured for every iOS from 9 (M34): no note for it on iOS 17.
        #expect(noted == ["slider"])
    }
    /// M35: Apple's doc calls a hidden status bar in a vertically compact environment what
    /// `prefersStatusBarHidden` returns by default (uikit-facts §1.4). A written `false` on an
    /// iPhone in landscape is noted at its key; the bar stays hidden (LAYOUT-MODEL §2). Not
    /// written, or in portrait, nothing is noted.
    @Test func writtenFalseInLandscapeIsNoted() throws {
        func notes(_ orientation: String, _ setting: String) throws -> [ModelNote] {
            try layout("""
                device: iPhone 7
                ios: 10
                orientation: \(orientation)
                root:
                  type: UINavigationController
                  viewControllers:
                    - {type: UITableViewController\(setting)}
                """).notes.filter { $0.reference == "landscape-status-bar" }
        }
        let written = try notes("landscape", ", prefersStatusBarHidden: false")
        #expect(written.map(\.kind) == [.uncertainty])
        #expect(written.first?.key == "prefersStatusBarHidden")
        #expect(try notes("landscape", "").isEmpty)
        #expect(try notes("portrait", ", prefersStatusBarHidden: false").isEmpty)
        let r = try layout("""
            device: iPhone 7
            ios: 10
            orientation: landscape
            root: {type: UIViewController, prefersStatusBarHidden: false}
            """)
        #expect(r.window.statusBarHidden)
    }
}
