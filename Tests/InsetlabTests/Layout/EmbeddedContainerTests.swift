import InsetlabLayout
import InsetlabScene
import Testing

/// Navigation and tab bar controllers embedded by containment (docs/model-decisions.md M4, M6,
/// M19). Bar heights are LAYOUT-MODEL §3 (uikit-facts §2.1); the safe area of the embedded
/// container is the per-edge propagation rule of §6 (uikit-facts §3.6: a child's inset is the
/// overlap with the superview's unsafe band, csl.cool's 59 → 39 example).
@Suite("containers embedded by containment")
struct EmbeddedContainerTests {
    /// `innerKeys`: one more line of the embedded container's settings.
    private func host(
        device: String, ios: Int, frame: String, child: String = "UINavigationController", innerKeys: String = ""
    ) throws -> LayoutResult {
        try layout("""
            device: \(device)
            ios: \(ios)
            root:
              type: UIViewController
              id: host
              view:
                subviews:
                  - childViewController:
                      type: \(child)
                      id: inner
                      \(innerKeys)
                      viewControllers:
                        - {type: UITableViewController, id: feed, tableView: {id: table, rows: 30}}
                    frame: \(frame)
            """)
    }

    @Test func navigationControllerBelowAHeaderStartsItsBarAtItsOwnTop() throws {
        // iPhone 8, iOS 16: the container at y 120 is clear of the 20-pt status bar, so its bar
        // is at UIBarPosition.top, y 120 (M4), 44 tall (§3), with no status-bar extension.
        let r = try host(device: "iPhone 8", ios: 16, frame: "[0, 120, 375, 547]")
        #expect(r.barFrame(.navigationBar) == rect(0, 120, 375, 44))
        #expect(r.c("inner").safeAreaInsets == .zero)  // §6: entirely inside the host's safe area
        #expect(r.c("feed").safeAreaInsets == insets(44, 0, 0, 0))
        #expect(r.v("table").adjustedContentInset == insets(44, 0, 0, 0))
    }

    @Test func fullScreenEmbeddedNavigationControllerActsLikeTheWindowRoot() throws {
        // iPhone X, iOS 16: touching the window top, the bar sits under the 44-pt status bar (F2:
        // 88 = 44 + 44) and the home indicator stays at the bottom (34, §1.2).
        let r = try host(device: "iPhone X", ios: 16, frame: "[0, 0, 375, 812]")
        #expect(r.barFrame(.navigationBar) == rect(0, 44, 375, 44))
        #expect(r.c("feed").safeAreaInsets == insets(88, 0, 34, 0))
    }

    @Test func barOfAContainerUnderTheStatusBarSitsAtItsSafeAreaTop() throws {
        // iPhone X, iOS 16, container at y 10: its safe-area top is 44 − 10 = 34 (§6 per-edge rule),
        // so the bar is at window y 44 and the child's top inset is 34 + 44 = 78.
        let r = try host(device: "iPhone X", ios: 16, frame: "[0, 10, 375, 802]")
        #expect(r.c("inner").safeAreaInsets == insets(34, 0, 34, 0))
        #expect(r.barFrame(.navigationBar) == rect(0, 44, 375, 44))
        #expect(r.c("feed").safeAreaInsets == insets(78, 0, 34, 0))
    }

    @Test func legacyEmbeddedBarAndGuides() throws {
        // iOS 10 (no safe area): the bar at the container's top (M4) and the child's
        // topLayoutGuide = nav bar maxY − view.minY = 44 (§5, Apple doc topLayoutGuide); the
        // content inset is written into contentInset (§5, F26).
        let r = try host(device: "iPhone 7", ios: 10, frame: "[0, 120, 375, 547]")
        #expect(r.barFrame(.navigationBar) == rect(0, 120, 375, 44))
        #expect(r.c("feed").topLayoutGuide == 44)
        #expect(r.v("table").contentInset == insets(44, 0, 0, 0))
    }

    @Test func embeddedTabBarControllerAboveTheScreenBottomHasNoHomeIndicatorStrip() throws {
        // iPhone X, iOS 16: a tab bar controller in the top 500 pt; its bar ends at y 500, away
        // from the home indicator, so it is 49 tall (§3, F45 without the +34).
        let r = try host(device: "iPhone X", ios: 16, frame: "[0, 0, 375, 500]", child: "UITabBarController")
        #expect(r.barFrame(.tabBar) == rect(0, 451, 375, 49))
        #expect(r.c("feed").safeAreaInsets == insets(44, 0, 49, 0))
    }

    /// An embedded container's additionalSafeAreaInsets count once, as for the window's root
    /// (Apple doc: it adjusts "the safe area insets of this view controller's views by the
    /// specified amount"; F19 measured the sum 64 + 120 = 184 once). iPhone 8, iOS 12: 20-pt
    /// status bar, 44-pt bar (§3), no home indicator; the nav's own bottom 10 is its addition.
    /// insetlab added it twice (nav bottom 20, feed bottom 20).
    @Test func anEmbeddedContainersAdditionalInsetsCountOnce() throws {
        let r = try host(device: "iPhone 8", ios: 12, frame: "[0, 0, 375, 667]", innerKeys: "additionalSafeAreaInsets: [10, 0, 10, 0]")
        #expect(r.c("inner").safeAreaInsets == insets(30, 0, 10, 0))
        // 20 + 44 under the bar, plus the container's 10 (F19's arithmetic).
        #expect(r.c("feed").safeAreaInsets == insets(74, 0, 10, 0))
        #expect(r.v("table").adjustedContentInset == insets(74, 0, 10, 0))
    }

    /// A navigation controller's own top additionalSafeAreaInsets: its children's safe area is
    /// 20 + 44 + 10 = 74 (F19's sum once), wherever UIKit puts the bar; where the bar goes is
    /// unmeasured, and the note says so (no invented number).
    @Test func aContainersInsetsOnItsBarsEdgeAreNoted() throws {
        func navigation(additional: String) throws -> LayoutResult {
            try layout("""
                device: iPhone 8
                ios: 12
                root:
                  type: UINavigationController
                  id: nav
                  additionalSafeAreaInsets: \(additional)
                  viewControllers:
                    - {type: UIViewController, id: feed}
                """)
        }
        let r = try navigation(additional: "[10, 0, 0, 0]")
        #expect(r.c("feed").safeAreaInsets == insets(74, 0, 0, 0))
        #expect(r.notes.contains { $0.kind == .uncertainty && $0.reference == "container-bar-additional-insets" })
        let plain = try navigation(additional: "[0, 0, 10, 0]")
        #expect(!plain.notes.contains { $0.reference == "container-bar-additional-insets" }, "no bar on that edge")
    }

    /// A 40-pt container at the window top with the bar under the status bar (as above: iPhone
    /// X, 44 + 44 = 88) and a child that does not extend under it: the child would start at 88
    /// with 40 − 88 = −48 pt. Clamped to 0 and noted, never a negative frame.
    @Test func barsTallerThanTheirContainerLeaveTheChildNoRoomAndSaySo() throws {
        let r = try layout("""
            device: iPhone X
            ios: 16
            root:
              type: UIViewController
              view:
                subviews:
                  - frame: [0, 0, 375, 40]
                    childViewController:
                      type: UINavigationController
                      id: inner
                      viewControllers:
                        - {type: UIViewController, id: feed, edgesForExtendedLayout: []}
            """)
        #expect(r.c("feed").viewFrame == rect(0, 88, 375, 0))
        #expect(r.notes.contains { $0.kind == .notModelled && $0.reference == "bars-taller-than-container" && $0.message.contains("a height of -48") })
    }
}
