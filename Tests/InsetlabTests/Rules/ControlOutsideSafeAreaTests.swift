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
    /// A control is judged by its alignment rect (M34): a switch pinned to the safe area's
    /// trailing edge has 2 pt of frame past it, in the notch band, and is where the rule's own fix
    /// puts it; one pinned 3 pt past the edge reaches 3 pt in. iPhone X landscape: 812 wide,
    /// 44-pt bands each side (uikit-facts §1.2), the safe area's right edge at 768.
    @Test func aSwitchIsJudgedByItsAlignmentRect() throws {
        let file = try SceneDecoder.decode(yaml: """
            device: iPhone X
            ios: 12
            orientation: landscape
            root:
              type: UIViewController
              view:
                subviews:
                  - {type: UISwitch, id: pinned, pin: {trailing: safeArea, top: {to: safeArea, inset: 200}, width: 49, height: 31}}
                  - {type: UISlider, id: slider, pin: {leading: safeArea, trailing: safeArea, top: {to: safeArea, inset: 100}, height: 31}}
                  - {type: UISwitch, id: over, pin: {trailing: {to: safeArea, inset: -3}, top: {to: safeArea, inset: 250}, width: 49, height: 31}}
            """, file: "inline.yaml")
        let result = LayoutEngine.layout(file.variants[0])
        #expect(result.view(id: "pinned")?.windowFrame.maxX == 770)
        let messages = RuleCatalog.evaluate(result).filter { $0.rule == "control-outside-safe-area" }.map(\.message)
        #expect(messages == ["UISwitch over reaches 3 pt into the right notch band"])
    }
}
