import InsetlabLayout
import InsetlabScene
import Testing

/// LAYOUT-MODEL §4 (extended layout) and §5 (legacy guides, the first-subview search and the
/// contentInset adjustment), iOS 7–10. Every expected number is cited.
@Suite("§4–§5 extended layout and legacy insets")
struct ExtendedLayoutLegacyTests {
    /// Seed 000's quiz: a table view controller in a navigation controller on iOS 10 (a 20-pt
    /// status bar phone: 64 = 20 + 44).
    private func quiz(
        translucent: Bool = true, edges: String = "all", includesOpaque: Bool = false, autoAdjust: Bool = true
    ) throws -> LayoutResult {
        try layout("""
            device: iPhone 7
            ios: 10
            root:
              type: UINavigationController
              navigationBar: {isTranslucent: \(translucent)}
              viewControllers:
                - type: UITableViewController
                  id: feed
                  edgesForExtendedLayout: \(edges)
                  extendedLayoutIncludesOpaqueBars: \(includesOpaque)
                  automaticallyAdjustsScrollViewInsets: \(autoAdjust)
                  tableView: {id: table, rows: 30}
            """)
    }

    @Test func defaultStateInsetsTheTableBySixtyFour() throws {
        let r = try quiz()
        // Seed 000: the view starts at the top of the navigation controller and "gives us 64 points
        // of empty content above the tableView"; F26: iOS ≤ 10 CI {64,0,0,0}, CO {0,-64}.
        #expect(r.v("table").frame == rect(0, 0, 375, 667))
        #expect(r.v("table").contentInset == insets(64, 0, 0, 0))
        #expect(r.v("table").contentOffset == Point(x: 0, y: -64))
        #expect(r.c("feed").topLayoutGuide == 64)
        #expect(r.v("table").adjustedContentInset == nil)  // LAYOUT-MODEL §1: no adjustedContentInset before iOS 11
    }

    @Test func turningOffAutoAdjustLeavesContentUnderTheBar() throws {
        let r = try quiz(autoAdjust: false)
        // Seed 000: "the table starts at the top of the navigation controller, but the content is not inset".
        #expect(r.v("table").frame.minY == 0)
        #expect(r.v("table").contentInset == .zero)
    }

    @Test func edgesNonePinsTheViewBelowTheBar() throws {
        let r = try quiz(edges: "none")
        // Seed 000: "our view is now pinned below the navigation bar ... our contentInset is set to zero";
        // seed 002: edges none → view at (0, nav + status) whatever the translucency.
        #expect(r.v("table").frame == rect(0, 64, 375, 603))
        #expect(r.v("table").contentInset == .zero)
        #expect(r.c("feed").topLayoutGuide == 0)
    }

    @Test func opaqueBarStopsTheViewAndNothingChangesIt() throws {
        // Seed 000: with an opaque bar "our view will start below the navigation bar, and our
        // contentInset will never change", whatever edges and auto-adjust say.
        for (edges, autoAdjust) in [("all", true), ("all", false), ("none", true), ("none", false)] {
            let r = try quiz(translucent: false, edges: edges, autoAdjust: autoAdjust)
            #expect(r.v("table").frame == rect(0, 64, 375, 603))
            #expect(r.v("table").contentInset == .zero)
        }
    }

    @Test func includingOpaqueBarsPretendsTheBarIsTranslucent() throws {
        // Seed 000: opaque bar + extendedLayoutIncludesOpaqueBars: the view extends under it and
        // automaticallyAdjustsScrollViewInsets still insets the content; turning auto-adjust off
        // leaves the content "stuck behind our opaque navigation bar"; removing the top edge
        // returns everything to normal. Seed 002: edgesForExtendedLayout wins over includes-opaque.
        let adjusted = try quiz(translucent: false, includesOpaque: true)
        #expect(adjusted.v("table").frame.minY == 0)
        #expect(adjusted.v("table").contentInset == insets(64, 0, 0, 0))
        let stuck = try quiz(translucent: false, includesOpaque: true, autoAdjust: false)
        #expect(stuck.v("table").frame.minY == 0)
        #expect(stuck.v("table").contentInset == .zero)
        let normal = try quiz(translucent: false, edges: "none", includesOpaque: true)
        #expect(normal.v("table").frame.minY == 64)
        #expect(normal.v("table").contentInset == .zero)
    }

    @Test func plainViewsMoveWithTheLayoutGuide() throws {
        let r = try layout("""
            device: iPhone 7
            ios: 10
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  id: vc
                  view:
                    subviews:
                      - {type: UILabel, id: toSuperview, pin: {top: superview, leading: superview, trailing: superview, height: 30}}
                      - {type: UILabel, id: toGuide, pin: {top: topLayoutGuide, leading: superview, trailing: superview, height: 30}}
            """)
        // Seed 000: pinned to the view's topAnchor the label sits under the bar; pinned to
        // topLayoutGuide it sits below it (guide = 64 = 20 + 44).
        #expect(r.v("toSuperview").windowFrame.minY == 0)
        #expect(r.v("toGuide").windowFrame.minY == 64)
    }

    @Test func hiddenNavigationBarLeavesTheStatusBarGuide() throws {
        let r = try layout("""
            device: iPhone 7
            ios: 10
            root:
              type: UITabBarController
              viewControllers:
                - type: UINavigationController
                  isNavigationBarHidden: true
                  viewControllers: [{type: UITableViewController, id: feed, tableView: {id: table, rows: 40}}]
            """)
        // F33 (zoukankan): nav in tab, nav bar hidden ⇒ contentInset top += 20, offset −20; bottom += tab bar 49.
        #expect(r.v("table").contentInset == insets(20, 0, 49, 0))
        #expect(r.v("table").contentOffset == Point(x: 0, y: -20))
    }

    @Test func navigationInsideTabBarOnIOS10() throws {
        let r = try layout("""
            device: iPhone 6s
            ios: 10
            root:
              type: UITabBarController
              viewControllers:
                - type: UINavigationController
                  viewControllers:
                    - type: UIViewController
                      id: vc
                      view: {subviews: [{type: UITableView, id: table, rows: 40}]}
            """)
        // F23: iPhone 6S iOS 10.3.1: table frame (0 0; 375 667); CI {64, 0, 49, 0}; CO {0, -64}.
        #expect(r.v("table").frame == rect(0, 0, 375, 667))
        #expect(r.v("table").contentInset == insets(64, 0, 49, 0))
        #expect(r.v("table").contentOffset == Point(x: 0, y: -64))
    }

    @Test func edgesNoneInNavigationAndTabBar() throws {
        let r = try layout("""
            device: iPhone 5s
            ios: 7
            root:
              type: UITabBarController
              viewControllers:
                - type: UINavigationController
                  viewControllers: [{type: UIViewController, id: vc, edgesForExtendedLayout: none}]
            """)
        // LAYOUT-MODEL §4: ScottLogic iOS7-day-by-day day 20, nav + tab, edges none → (0,64,320,455) on 320×568.
        #expect(r.c("vc").viewFrame == rect(0, 64, 320, 455))
        #expect(r.c("vc").topLayoutGuide == 0)  // Apple doc topLayoutGuide: view abuts the bar → 0
        #expect(r.c("vc").bottomLayoutGuide == 0)
    }

    @Test func windowRootIgnoresEdgesAndIsNotAdjusted() throws {
        let r = try layout("""
            device: iPhone 5s
            ios: 7
            root: {type: UITableViewController, id: feed, edgesForExtendedLayout: none, tableView: {id: table, rows: 40}}
            """)
        // Apple doc edgesForExtendedLayout: "The window's root view controller does not react to this property."
        #expect(r.v("table").frame == rect(0, 0, 320, 568))
        // uikit-facts §3.7: a root UITableViewController's first row sits under the status bar on iOS 7.
        #expect(r.v("table").contentInset == .zero)
        #expect(r.c("feed").topLayoutGuide == 20)  // Apple doc topLayoutGuide: "bottom of the status bar"
    }

    /// Seed 002: the search follows subviews[0] only.
    private func search(_ subviews: String) throws -> LayoutResult {
        try layout("""
            device: iPhone 7
            ios: 10
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  id: vc
                  view:
                    subviews:
            \(subviews)
            """)
    }

    @Test func aViewAddedBeforeTheTableStopsTheAdjustment() throws {
        let r = try search("""
                      - {type: UIView, id: header, frame: [0, 0, 375, 100]}
                      - {type: UITableView, id: table, rows: 30}
            """)
        // Seed 002: "若在view上先添加一个视图的话，tableView 的内容就会被遮挡" (a view added first → table covered).
        #expect(r.v("table").contentInset == .zero)
        #expect(r.c("vc").contentScrollView == nil)
    }

    @Test func onlyTheFirstOfTwoTablesIsAdjusted() throws {
        let r = try search("""
                      - {type: UITableView, id: first, frame: [0, 0, 187.5, 667], rows: 30}
                      - {type: UITableView, id: second, frame: [187.5, 0, 187.5, 667], rows: 30}
            """)
        // Seed 002: "当view上添加两个tableview的时候，只有第一个视图会进行偏移".
        #expect(r.v("first").contentInset == insets(64, 0, 0, 0))
        #expect(r.v("second").contentInset == .zero)
    }

    @Test func nestedContainersOnlyTheFirstChain() throws {
        let r = try search("""
                      - type: UIView
                        frame: [0, 0, 375, 333]
                        subviews:
                          - {type: UITableView, id: a1, rows: 20}
                          - {type: UITableView, id: a2, rows: 20}
                      - type: UIView
                        frame: [0, 333, 375, 334]
                        subviews:
                          - {type: UITableView, id: b1, rows: 20}
            """)
        // Seed 002: "view上放了两个子view，子view上添加两个滚动视图，可以看到只有第一个子视图上的滚动视图进行了偏移".
        #expect(r.v("a1").contentInset == insets(64, 0, 0, 0))
        #expect(r.v("a2").contentInset == .zero)
        #expect(r.v("b1").contentInset == .zero)
    }

    @Test func aTableBelowTheBarIsAdjustedAnyway() throws {
        let r = try search("""
                      - {type: UITableView, id: table, frame: [0, 64, 375, 603], rows: 30}
            """)
        // Seed 002: "滚动视图是否被导航栏遮挡，都会进行偏移" (adjusted whether or not covered): the double gap.
        #expect(r.v("table").contentInset == insets(64, 0, 0, 0))
        #expect(r.v("table").firstItemWindowFrame?.minY == 128)  // 64 (frame) + 64 (inset): seed 002's double gap
    }
}
