import InsetlabLayout
import InsetlabRules
import InsetlabScene
import InsetlabSceneDecoding
import Testing

/// `pinned-to-superview-under-bar` reads every way a scene ties a view to its superview's top
/// or bottom: a v1 `pin` entry, the same entry with UIKit's defaults written out (`priority:
/// 1000`, `relation: "=="`), a v2 `pin` (an anchor or `centerX` makes it constraints), and a line
/// of `constraints:`. Writing a default once turned the warning off. iPhone 14 Pro, iOS 16: the
/// Dynamic Island's safe area is 59 at the top and the home indicator's 34 at the bottom
/// (uikit-facts §1.2), so a view at the superview's top + 20 starts 59 − 20 = 39 pt under it.
@Suite("pinned-to-superview-under-bar in every pin form")
struct PinnedToSuperviewFormsTests {
    private func lines(_ position: String) throws -> [Int] {
        let yaml = """
            device: iPhone 14 Pro
            ios: 16
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UIView
                    id: lowered
            \(position)
            """
        return try ruleWarnings(yaml).filter { $0.rule == "pinned-to-superview-under-bar" }.compactMap { $0.mark?.line }
    }

    @Test(arguments: ["", ", priority: 1000", ", relation: \"==\""])
    func aWrittenDefaultKeepsTheWarning(extra: String) throws {
        let found = try lines("""
                    pin:
                      top: {to: superview, inset: 20\(extra)}
                      bottom: superview
                      leading: superview
                      trailing: superview
            """)
        #expect(found == [10, 11])
    }

    @Test func aV2PinIsRead() throws {
        #expect(try lines("        pin: {top: superview, bottom: superview, centerX: superview, width: 100}") == [9, 9])
    }

    @Test func constraintsAreRead() throws {
        let found = try lines("""
                    constraints: ["lowered.top == superview.top + 20", "lowered.height == 100", "lowered.leading == superview.leading", "lowered.width == 100"]
            """)
        #expect(found == [9])
    }

    /// A line to the view's own safe area is no pin to the superview's edge, on either side.
    @Test func aLineToItsOwnGuideIsNotAPin() throws {
        #expect(try lines("""
                    constraints: ["superview.top == lowered.safeArea.top", "lowered.height == 100", "lowered.leading == superview.leading", "lowered.width == 100"]
            """).isEmpty)
    }

    /// A background tied to all four edges of its superview is meant to run under the bars, in
    /// either form.
    @Test func aFullBackgroundIsLeftAlone() throws {
        #expect(try lines("        pin: superview").isEmpty)
        #expect(try lines("""
                    constraints: ["lowered.top == superview.top", "lowered.bottom == superview.bottom", "lowered.leading == superview.leading", "lowered.trailing == superview.trailing"]
            """).isEmpty)
    }
}

/// Seed 001's recommended layout: panels tied to the view's edges run under the bars, their
/// labels on the panel's own safe area («子视图将附加到视图的边缘。 标签贴在Superview安全区域»:
/// subviews attached to the view's edges, labels attached to the safe area). Nothing is hidden,
/// so nothing is said; a label tied to the panel's own top instead is under the bar, and both
/// it and the panel are named. iPhone X, iOS 11, navigation bar in a tab bar: 44 + 44 = 88 at
/// the top (uikit-facts F2), 83 at the bottom (F45).
@Suite("pinned-to-superview-under-bar: a panel whose content is on its safe area")
struct PanelUnderBarTests {
    private func scene(labelTop: String) -> String {
        """
        device: iPhone X
        ios: 11
        root:
          type: UITabBarController
          viewControllers:
            - type: UINavigationController
              viewControllers:
                - type: UIViewController
                  view:
                    subviews:
                      - type: UIView
                        id: topPanel
                        pin: {top: superview, leading: superview, trailing: superview, height: 150}
                        subviews:
                          - {type: UILabel, id: topLabel, pin: {top: \(labelTop), leading: safeArea, trailing: safeArea, height: 30}}
                      - type: UIView
                        id: bottomPanel
                        pin: {bottom: superview, leading: superview, trailing: superview, height: 150}
                        subviews:
                          - {type: UILabel, pin: {bottom: safeArea, leading: safeArea, trailing: safeArea, height: 30}}
        """
    }

    @Test func contentOnTheSafeAreaIsNoPitfall() throws {
        #expect(try ruleWarnings(scene(labelTop: "safeArea")).filter { $0.rule == "pinned-to-superview-under-bar" }.isEmpty)
    }

    @Test func contentUnderTheBarStillIs() throws {
        let warnings = try ruleWarnings(scene(labelTop: "superview")).filter { $0.rule == "pinned-to-superview-under-bar" }
        #expect(warnings.map(\.message) == [
            "topPanel is pinned to the superview's top, which is under the navigation bar: it starts 88 pt under it",
            "topLabel is pinned to the superview's top, which is under the navigation bar: it starts 88 pt under it",
        ])
    }
}

/// Views that are under no bar, or run under one on purpose: a drawer slid above the screen (it
/// was "444 pt under" a 44-pt status bar: 44 + 400), a background that covers its superview
/// whatever ties its edges, and a container view for an embedded controller, whose root view
/// gets the safe area itself (LAYOUT-MODEL §6). iPhone X, iOS 13: status bar 44, home indicator
/// 34 (uikit-facts §1.2).
@Suite("pinned-to-superview-under-bar: off screen, backgrounds and containers")
struct PinnedUnderNoBarTests {
    private func warned(_ subview: String) throws -> [String] {
        try ruleWarnings("""
            device: iPhone X
            ios: 13
            root:
              type: UIViewController
              view:
                subviews:
            \(subview)
            """).filter { $0.rule == "pinned-to-superview-under-bar" }.map(\.message)
    }

    @Test func aDrawerAboveTheScreen() throws {
        #expect(try warned("      - {type: UIView, id: drawer, pin: {top: {to: superview, inset: -400}, leading: superview, trailing: superview, height: 300}}").isEmpty)
        // Partly on screen: measured from the screen's top, 44 pt (0…44 under the status bar).
        #expect(try warned("      - {type: UIView, id: drawer, pin: {top: {to: superview, inset: -100}, leading: superview, trailing: superview, height: 300}}")
            == ["drawer is pinned to the superview's top, which is under the status bar: it starts 44 pt under it"])
    }

    @Test func aBackgroundCoveringItsSuperview() throws {
        // Safe-area sides are the superview's in portrait: the view covers it whole.
        #expect(try warned("""
                  - type: UIView
                    id: background
                    constraints: ["background.top == superview.top", "background.leading == safeArea.leading", "background.trailing == safeArea.trailing", "background.bottom == superview.bottom"]
            """).isEmpty)
    }

    @Test func aContainerViewForAChildController() throws {
        #expect(try warned("""
                  - type: UIView
                    id: container
                    pin: {top: superview, leading: superview, trailing: superview, height: 400}
                    subviews:
                      - childViewController: {type: UIViewController, id: child, view: {subviews: [{type: UILabel, pin: {top: safeArea, leading: superview, width: 100, height: 21}}]}}
            """).isEmpty)
    }
}

@Suite("pinned-to-superview-under-bar: a drawer beside the screen")
struct PinnedBesideTheScreenTests {
    /// A drawer slid off the left edge ([-300, 0, 300, 812] on a 375-pt iPhone X) is under
    /// neither the notch nor the home indicator, which span the screen.
    @Test func aDrawerOffTheSide() throws {
        let warnings = try ruleWarnings("""
            device: iPhone X
            ios: 13
            root:
              type: UIViewController
              view:
                subviews:
                  - {type: UIView, id: drawer, pin: {leading: {to: superview, inset: -300}, width: 300, top: superview, bottom: superview}}
            """).filter { $0.rule == "pinned-to-superview-under-bar" }
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
    }
}
