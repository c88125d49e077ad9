import InsetlabLayout
import InsetlabRules
import InsetlabScene
import InsetlabSceneDecoding
import Testing

/// `control-outside-safe-area` says how far a control reaches into a bar, or that all of it lies
/// there. iPhone X, iOS 12: the tab bar is 49 + 34 = 83 pt (uikit-facts §2, F2/F45), from
/// 812 − 83 = 729 to the bottom.
@Suite("Control outside the safe area")
struct ControlOutsideSafeAreaTests {
    private func messages(_ buttonFrame: String) throws -> [String] {
        let file = try SceneDecoder.decode(yaml: """
            device: iPhone X
            ios: 12
            root:
              type: UITabBarController
              viewControllers:
                - type: UIViewController
                  edgesForExtendedLayout: all
                  view: {subviews: [{type: UIButton, id: cta, frame: \(buttonFrame)}]}
            """, file: "inline.yaml")
        return RuleCatalog.evaluate(LayoutEngine.layout(file.variants[0])).filter { $0.rule == "control-outside-safe-area" }.map(\.message)
    }

    @Test func aControlWhollyInTheTabBarSaysAllOfIt() throws {
        // 762…812 lies inside 729…812: all 50 pt, not "83 pt into".
        #expect(try messages("[0, 762, 375, 50]") == ["UIButton cta lies wholly in the tab bar (all 50 pt on screen)"])
    }

    @Test func aControlPartlyInTheTabBarSaysHowFar() throws {
        // 700…750 ends 750 − 729 = 21 pt into the tab bar.
        #expect(try messages("[0, 700, 375, 50]") == ["UIButton cta reaches 21 pt into the tab bar"])
    }

    @Test func aControlPastTheScreenCountsOnlyWhatIsOnScreen() throws {
        // 792…842 runs 30 pt past the 812-pt screen: 812 − 792 = 20 pt of it lie in the tab bar.
        #expect(try messages("[0, 792, 375, 50]") == ["UIButton cta lies wholly in the tab bar (all 20 pt on screen)"])
    }
}
