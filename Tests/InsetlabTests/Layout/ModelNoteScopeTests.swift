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
}
