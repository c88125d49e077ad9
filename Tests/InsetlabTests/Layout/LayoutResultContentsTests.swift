@testable import InsetlabLayout
import InsetlabScene
import Testing

/// What the result carries beyond numbers: the chains the engine resolved, the first-subview
/// search's outcome and the §5/§7 adjustment context, the device metrics, and the one property
/// vocabulary. The expected facts are LAYOUT-MODEL's rules (§3 chains, §5 the search), the
/// device catalogue's numbers cited beside them, and SCENE-FORMAT's names.
@Suite("Layout result: chains, search outcome, adjustment context, vocabulary")
struct LayoutResultContentsTests {
    @Test("a tab bar controller's selected navigation stack is one chain: tab bar, navigation, the top controller")
    func chainsAreResolvedOnce() throws {
        let r = try layout("""
            device: iPhone 8
            ios: 12
            root:
              type: UITabBarController
              id: tabs
              viewControllers:
                - type: UINavigationController
                  id: nav
                  viewControllers:
                    - {type: UIViewController, id: first}
                    - {type: UIViewController, id: top}
            """)
        // LAYOUT-MODEL §3: visibleChild of a tab bar controller is its selected child (the first
        // by default), of a navigation controller its top (last) controller.
        #expect(r.chains.count == 1)
        let chain = try #require(r.chains.first)
        #expect(chain.containers == [r.c("tabs").index, r.c("nav").index])
        #expect(chain.leaf == r.c("top").index)
        #expect(r.c("top").chain == chain)
        #expect(r.c("tabs").chain == nil)
    }

    @Test("the search's outcome: found at the view, found down subviews[0], or not found and why")
    func searchOutcome() throws {
        // Seed 002 / LAYOUT-MODEL §5: the controller's view, then subviews[0], repeatedly.
        let atView = try layout("""
            device: iPhone 7
            ios: 10
            root:
              type: UINavigationController
              viewControllers:
                - {type: UITableViewController, id: list, tableView: {id: table, rows: 3}}
            """)
        #expect(atView.c("list").contentScrollSearch?.outcome == .foundAtView)
        #expect(atView.c("list").contentScrollView == atView.v("table").index)

        let below = try layout("""
            device: iPhone 7
            ios: 10
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  id: vc
                  view:
                    subviews:
                      - {type: UIView, subviews: [{type: UITableView, id: table, rows: 3}]}
            """)
        let search = try #require(below.c("vc").contentScrollSearch)
        #expect(search.outcome == .foundAtFirstSubview(depth: 2))
        #expect(search.path.count == 3)
        #expect(search.scrollView == below.v("table").index)

        let none = try layout("""
            device: iPhone 7
            ios: 10
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  id: vc
                  view:
                    subviews:
                      - {type: UILabel, id: label, frame: [0, 0, 10, 10]}
                      - {type: UITableView, id: table, rows: 3}
            """)
        // The table is subviews[1]: the search stops at the label, which has no subviews.
        #expect(none.c("vc").contentScrollSearch?.outcome == .notFound(.noFirstSubview))
        #expect(none.c("vc").contentScrollView == nil)
    }

    @Test("the §5/§7 adjustment context: containers adjust the content scroll view only inside one, with the flag on")
    func adjustmentContext() throws {
        let contained = try layout("""
            device: iPhone X
            ios: 11
            root:
              type: UINavigationController
              viewControllers:
                - {type: UITableViewController, id: list, tableView: {id: table, rows: 3}}
            """)
        let context = try #require(contained.c("list").scrollAdjustment)
        #expect(context.inContainer && context.inNavigationController && context.automaticallyAdjustsScrollViewInsets)
        #expect(context.containersAdjustContentScrollView)
        #expect(contained.v("table").governingController == contained.c("list").index)
        #expect(contained.v("table").contentInsetAdjustmentBehavior == .automatic)

        let windowRoot = try layout("""
            device: iPhone X
            ios: 11
            root: {type: UITableViewController, id: list, tableView: {id: table, rows: 3, contentInsetAdjustmentBehavior: never}}
            """)
        let rootContext = try #require(windowRoot.c("list").scrollAdjustment)
        #expect(!rootContext.inContainer && !rootContext.containersAdjustContentScrollView)
        #expect(windowRoot.v("table").contentInsetAdjustmentBehavior == .never)
    }

    @Test("the era and the device metrics the layout used")
    func eraAndDeviceMetrics() throws {
        let r = try layout("""
            device: iPhone X
            ios: 11
            root: {type: UIViewController, id: vc}
            """)
        #expect(r.era == .safeArea)
        #expect(r.variant == VariantKey(device: "iPhone X", ios: 11, orientation: .portrait))
        // uikit-facts §1.1–§1.2: iPhone X portrait, 375×812 pt, status bar 44, safe area (44, 0, 34, 0).
        #expect(r.device.screenSize == Size(width: 375, height: 812))
        #expect(r.device.statusBarHeight == 44)
        #expect(r.device.homeIndicatorInset == 34)
        // uikit-facts §2.1: navigation bar 44 on iPhone in portrait; tab bar 49 + the 34-pt strip = 83.
        #expect(r.device.navigationBarHeight == 44)
        #expect(r.device.tabBarHeight == 49)

        let legacy = try layout("""
            device: iPhone 7
            ios: 10
            root: {type: UIViewController, id: vc}
            """)
        #expect(legacy.era == .layoutGuides)
        #expect(legacy.device.homeIndicatorInset == 0)
    }

    @Test("one vocabulary: the expect properties are SCENE-FORMAT's, and every subject answers by LayoutProperty")
    func oneVocabulary() throws {
        // SCENE-FORMAT "Expectations": the eleven property names expect takes.
        #expect(LayoutProperty.expectable.map(\.rawValue) == [
            "frame", "windowFrame", "safeAreaInsets", "layoutMargins", "contentInset", "adjustedContentInset",
            "contentOffset", "contentSize", "viewFrame", "topLayoutGuide", "bottomLayoutGuide",
        ])
        #expect(LayoutProperty(expectable: "isHidden") == nil)
        #expect(LayoutProperty(expectable: "adjustedContentInset") == .adjustedContentInset)

        let r = try layout("""
            device: iPhone 7
            ios: 10
            root:
              type: UINavigationController
              viewControllers:
                - {type: UITableViewController, id: list, tableView: {id: table, rows: 3}}
            """)
        let table = r.v("table")
        for property in table.properties {
            switch property {
            case .safeAreaInsets, .adjustedContentInset: #expect(table.value(property) == nil)  // before iOS 11
            default: #expect(table.value(property) != nil)
            }
        }
        #expect(table.value(.contentInset) == .insets(table.contentInset!))
        #expect(r.c("list").value(.adjustedScrollView) == .view(table.index))
        #expect(r.c("list").value(.topLayoutGuide) == .number(r.c("list").topLayoutGuide))
    }
}
