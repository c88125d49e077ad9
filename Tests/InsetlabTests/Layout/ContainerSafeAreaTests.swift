import InsetlabLayout
import InsetlabRules
import InsetlabScene
import InsetlabSceneDecoding
import Testing

/// A container's own safe area and guides (M5: the bars of the containers around it count, its
/// own do not), `hidesBottomBarWhenPushed` lower in a navigation stack, a safe area that
/// negative `additionalSafeAreaInsets` would push past the view's edge (M32), and the rules that
/// must not treat an embedded navigation controller's own bar as one above its view.
/// Numbers: iPhone X status bar 44 and home indicator 34 (uikit-facts §1.2, F4), navigation bar
/// 44 (§2, F2), tab bar 49 + 34 = 83 (F45); iPhone 5s and 8 status bar 20, tab bar 49 (§2.1).
@Suite("Container safe areas, pushed bottom bars, clamped safe areas")
struct ContainerSafeAreaTests {
    @Test func aHidingControllerLowerInTheStackKeepsTheTabBarHidden() throws {
        // Apple doc hidesBottomBarWhenPushed: "If true, the bottom bar remains hidden until the
        // view controller is popped from the stack" — `top`, pushed above `middle`, has none.
        let r = try layout("""
            device: iPhone X
            ios: 13
            root:
              type: UITabBarController
              viewControllers:
                - type: UINavigationController
                  viewControllers:
                    - {type: UIViewController, id: first}
                    - {type: UIViewController, id: middle, hidesBottomBarWhenPushed: true}
                    - {type: UIViewController, id: top}
            """)
        #expect(r.bar(.tabBar) == nil)
        #expect(r.c("top").safeAreaInsets == insets(88, 0, 34, 0))  // 44 + 44 on top, the home indicator below
    }

    /// The navigation controller's toolbar "obeys the hidesBottomBarWhenPushed property of the
    /// currently visible view controller" (Apple, UINavigationController.toolbar): pushed with the
    /// flag, the top controller has no toolbar below it, with or without a tab bar. iPhone 8:
    /// 20 + 44 on top, nothing below; iPhone X in a tab: 44 + 44 on top, the home indicator 34.
    @Test func theVisibleControllersFlagHidesTheToolbar() throws {
        let plain = try layout("""
            device: iPhone 8
            ios: 13
            root:
              type: UINavigationController
              isToolbarHidden: false
              viewControllers:
                - {type: UIViewController, id: first}
                - {type: UIViewController, id: top, hidesBottomBarWhenPushed: true}
            """)
        #expect(plain.bar(.toolbar) == nil)
        #expect(plain.c("top").safeAreaInsets == insets(64, 0, 0, 0))
        let tabbed = try layout("""
            device: iPhone X
            ios: 13
            root:
              type: UITabBarController
              viewControllers:
                - type: UINavigationController
                  isToolbarHidden: false
                  viewControllers:
                    - {type: UIViewController, id: first}
                    - {type: UIViewController, id: top, hidesBottomBarWhenPushed: true}
            """)
        #expect(tabbed.bar(.toolbar) == nil && tabbed.bar(.tabBar) == nil)
        #expect(tabbed.c("top").safeAreaInsets == insets(88, 0, 34, 0))
        // Only the visible controller's flag counts for the toolbar: one lower in the stack
        // hides the tab bar (M31) but leaves the toolbar, 44 + 34 above the bottom.
        let lower = try layout("""
            device: iPhone X
            ios: 13
            root:
              type: UITabBarController
              viewControllers:
                - type: UINavigationController
                  isToolbarHidden: false
                  viewControllers:
                    - {type: UIViewController, id: first}
                    - {type: UIViewController, id: middle, hidesBottomBarWhenPushed: true}
                    - {type: UIViewController, id: top}
            """)
        #expect(lower.bar(.tabBar) == nil)
        #expect(lower.barFrame(.toolbar) == rect(0, 734, 375, 78))
        // What reads the toolbar reads the same rule: no "a toolbar shown" note for a search bar
        // on iOS 26 when the pushed controller's flag hides it.
        let search = try layout("""
            device: iPhone 16
            ios: 26
            root:
              type: UINavigationController
              isToolbarHidden: false
              viewControllers:
                - {type: UIViewController}
                - {type: UIViewController, hidesBottomBarWhenPushed: true, searchController: {hidesSearchBarWhenScrolling: false}}
            """)
        #expect(search.bar(.toolbar) == nil)
        #expect(!search.notes.contains { $0.reference == "search-bar-toolbar" })
    }

    @Test func theStackRootsFlagDoesNotHideTheTabBar() throws {
        // The root of the stack is not pushed (LAYOUT-MODEL §3; storyboard import's rule too).
        let r = try layout("""
            device: iPhone X
            ios: 13
            root:
              type: UITabBarController
              viewControllers:
                - type: UINavigationController
                  viewControllers:
                    - {type: UIViewController, id: first, hidesBottomBarWhenPushed: true}
                    - {type: UIViewController, id: top}
            """)
        #expect(r.barFrame(.tabBar) == rect(0, 729, 375, 83))  // 812 − 83
    }

    @Test func aNavigationControllerInATabSeesTheTabBar() throws {
        let r = try layout("""
            device: iPhone X
            ios: 11
            root:
              type: UITabBarController
              id: tabs
              viewControllers:
                - type: UINavigationController
                  id: nav
                  viewControllers:
                    - {type: UIViewController, id: vc}
            """)
        // The tab bar controller's own view: only the device (its tab bar is its child's).
        #expect(r.c("tabs").safeAreaInsets == insets(44, 0, 34, 0))
        // Its child, the navigation controller: the tab bar (83) at the bottom, its own bar not.
        #expect(r.c("nav").safeAreaInsets == insets(44, 0, 83, 0))
        #expect(r.c("nav").bottomLayoutGuide == 83)
        #expect(r.c("vc").safeAreaInsets == insets(88, 0, 83, 0))
    }

    @Test func aTabBarControllerPushedInANavigationControllerSeesTheNavigationBar() throws {
        let r = try layout("""
            device: iPhone X
            ios: 13
            root:
              type: UINavigationController
              viewControllers:
                - type: UITabBarController
                  id: tabs
                  viewControllers:
                    - {type: UIViewController, id: vc}
            """)
        #expect(r.c("tabs").safeAreaInsets == insets(88, 0, 34, 0))  // 44 + 44; its own tab bar not
        #expect(r.c("vc").safeAreaInsets == insets(88, 0, 83, 0))
    }

    @Test func legacyGuidesOfANavigationControllerInATab() throws {
        // LAYOUT-MODEL §5: bottomLayoutGuide = max(0, view.maxY − the tab bar's top) = 568 − 519.
        let r = try layout("""
            device: iPhone 5s
            ios: 7
            root:
              type: UITabBarController
              viewControllers:
                - type: UINavigationController
                  id: nav
                  viewControllers:
                    - {type: UIViewController, id: vc}
            """)
        #expect(r.c("nav").topLayoutGuide == 20)  // the status bar; its own navigation bar is its child's
        #expect(r.c("nav").bottomLayoutGuide == 49)
        #expect(r.c("vc").topLayoutGuide == 64)
        #expect(r.c("vc").bottomLayoutGuide == 49)
    }

    @Test func negativeAdditionalInsetsStopAtTheViewsEdge() throws {
        let r = try layout("""
            device: iPhone 8
            ios: 12
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  id: vc
                  additionalSafeAreaInsets: [-100, -5, -10, 0]
                  view: {subviews: [{type: UITableView, id: t}]}
            """)
        // 20 + 44 − 100 < 0, 0 − 5 < 0, 0 − 10 < 0: each edge at the view's edge (M32), and the
        // table flush with the view gets the same (LAYOUT-MODEL §6).
        #expect(r.c("vc").safeAreaInsets == .zero)
        #expect(r.c("vc").topLayoutGuide == 0)
        #expect(r.v("t").safeAreaInsets == .zero)
        #expect(r.notes.contains { $0.reference == "negative-safe-area" && $0.kind == .uncertainty })
    }

    @Test func negativeAdditionalInsetsThatLeaveSomeInsetAreNotClamped() throws {
        let r = try layout("""
            device: iPhone 8
            ios: 12
            root:
              type: UINavigationController
              viewControllers:
                - {type: UIViewController, id: vc, additionalSafeAreaInsets: [-44, 0, 0, 0]}
            """)
        #expect(r.c("vc").safeAreaInsets == insets(20, 0, 0, 0))  // 64 − 44: the status bar's 20
        #expect(!r.notes.contains { $0.reference == "negative-safe-area" })
    }

    @Test func theFaceIDToolbarNoteIsAPortraitOne() throws {
        func references(_ orientation: String) throws -> Set<String> {
            let r = try layout("""
                device: iPhone XS Max
                ios: 12
                orientation: \(orientation)
                root:
                  type: UINavigationController
                  isToolbarHidden: false
                  viewControllers: [{type: UIViewController, id: vc}]
                """)
            return Set(r.notes.map(\.reference))
        }
        // uikit-facts D8 is "Toolbar height on Face ID iPhone, portrait"; F46 measured the XS Max's
        // landscape toolbar at 65, which is what the model uses.
        #expect(try references("portrait").contains("D8"))
        #expect(try !references("landscape").contains("D8"))
    }

    /// Seed 004 saw a window-root UITableViewController on iOS 11 get the safe area (0, 0, 0, 0),
    /// its table under the status bar; uikit-facts §7 lists the measurement as missing. The model
    /// adjusts the table (20: the status bar), and says so whether the content is short (it
    /// bounces) or long (it scrolls).
    @Test func aWindowRootTableViewControllerCarriesTheSeed004Note() throws {
        for rows in [3, 30] {
            let r = try layout("""
                device: iPhone 8
                ios: 11
                root:
                  type: UITableViewController
                  tableView: {rows: \(rows), rowHeight: 44}
                """)
            #expect(r.notes.contains { $0.reference == "seed-004" }, "rows \(rows)")
        }
        // In a navigation controller the container adjusts it: no note.
        let inNavigation = try layout("""
            device: iPhone 8
            ios: 11
            root:
              type: UINavigationController
              viewControllers: [{type: UITableViewController, tableView: {rows: 30}}]
            """)
        #expect(!inNavigation.notes.contains { $0.reference == "seed-004" })
    }

    /// LAYOUT-MODEL §5: "a child view controller's view counts as the subview it sits in", and
    /// the container adds the guides to the found scroll view whatever its frame. Here the outer
    /// navigation controller's search from `host` reaches the table through the embedded one,
    /// so both add their guides: 64 (20 + 44, host's top guide) + 44 (the inner bar over
    /// `feed`, which starts at the bar's top) = 108, with D14's note that UIKit may stop at
    /// subviews[0].
    @Test func anOuterContainerAddsItsGuidesThroughAnEmbeddedNavigationController() throws {
        let r = try layout("""
            device: iPhone 7
            ios: 10
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  id: host
                  view:
                    subviews:
                      - childViewController:
                          type: UINavigationController
                          viewControllers:
                            - type: UIViewController
                              id: feed
                              view: {subviews: [{type: UITableView, id: t, rows: 40}]}
                        frame: [0, 100, 375, 567]
            """)
        #expect(r.c("host").topLayoutGuide == 64)
        #expect(r.c("feed").topLayoutGuide == 44)
        #expect(r.v("t").contentInset == insets(108, 0, 0, 0))
        #expect(r.notes.contains { $0.reference == "D14" && $0.controller == r.c("host").index })
    }

    @Test func anEmbeddedNavigationControllersOwnBarIsNotAboveItsView() throws {
        // The navigation controller's view starts at y 20, where iPhone 8's status bar ends (§1.2);
        // its navigation bar is laid out inside that view, so nothing is above it.
        let file = try SceneDecoder.decode(yaml: """
            device: iPhone 8
            ios: 12
            root:
              type: UIViewController
              id: host
              view:
                subviews:
                  - childViewController:
                      type: UINavigationController
                      id: nav
                      viewControllers:
                        - type: UIViewController
                          id: feed
                    frame: [0, 20, 375, 647]
            """, file: "inline.yaml")
        let warnings = RuleCatalog.evaluate(LayoutEngine.layout(file.variants[0]))
        #expect(!warnings.contains { $0.rule == "content-under-bar" }, "\(warnings.map(\.message))")
        #expect(!warnings.contains { $0.rule == "hard-coded-bar-height" }, "\(warnings.map(\.message))")
    }
}
