import InsetlabLayout
import InsetlabScene
import Testing

/// LAYOUT-MODEL §6 (safe area) and §7 (adjustedContentInset), iOS 11+. Every number is cited.
@Suite("§6–§7 safe area and adjustedContentInset")
struct SafeAreaAndInsetsTests {
    private func inNavigation(
        _ device: String, ios: Int, orientation: String = "portrait", navigationBar: String = "{}",
        extra: String = ""
    ) throws -> LayoutResult {
        try layout("""
            device: \(device)
            ios: \(ios)
            orientation: \(orientation)
            root:
              type: UINavigationController
              navigationBar: \(navigationBar)
              \(extra)
              viewControllers: [{type: UIViewController, id: vc}]
            """)
    }

    @Test func controllerInNavigationController() throws {
        #expect(try inNavigation("iPhone 8", ios: 11).c("vc").safeAreaInsets == insets(64, 0, 0, 0))  // F1
        #expect(try inNavigation("iPhone X", ios: 11).c("vc").safeAreaInsets == insets(88, 0, 34, 0))  // F2
        #expect(try inNavigation("iPhone 8", ios: 11, extra: "isNavigationBarHidden: true").c("vc").safeAreaInsets
            == insets(20, 0, 0, 0))  // F3
        #expect(try inNavigation("iPhone X", ios: 11, extra: "isNavigationBarHidden: true").c("vc").safeAreaInsets
            == insets(44, 0, 34, 0))  // F4
        #expect(try inNavigation("iPhone XR", ios: 14).c("vc").safeAreaInsets == insets(92, 0, 34, 0))  // F5: XR iOS 14+ {92,0,34,0}
        #expect(try inNavigation("iPhone 6 Plus", ios: 11).c("vc").safeAreaInsets == insets(64, 0, 0, 0))  // F5: 6 Plus {64,0,0,0}
        #expect(try close(inNavigation("iPhone 14 Pro Max", ios: 16).c("vc").safeAreaInsets, insets(97.667, 0, 34, 0)))  // F15
    }

    @Test func landscapeInNavigationController() throws {
        // F11: iPhone X landscape in a navigation controller (32, 44, 21, 44).
        #expect(try inNavigation("iPhone X", ios: 11, orientation: "landscape").c("vc").safeAreaInsets == insets(32, 44, 21, 44))
        // F12: a regular-width notched phone (44-pt landscape bar): {44, 44, 21, 44}.
        #expect(try inNavigation("iPhone XS Max", ios: 12, orientation: "landscape").c("vc").safeAreaInsets == insets(44, 44, 21, 44))
        // F9: iPhone 8 landscape: status bar hidden, nav bar 32, left/right 0.
        #expect(try inNavigation("iPhone 8", ios: 11, orientation: "landscape").c("vc").safeAreaInsets == insets(32, 0, 0, 0))
    }

    @Test func opaqueBarsShrinkTheFrameInsteadOfAddingSafeArea() throws {
        let xr = try inNavigation("iPhone XR", ios: 14, navigationBar: "{isTranslucent: false}")
        #expect(xr.c("vc").viewFrame == rect(0, 92, 414, 804))  // F6: self.view.frame = {{0, 92}, {414, 804}}
        #expect(xr.c("vc").safeAreaInsets == insets(0, 0, 34, 0))  // F6: SA {0, 0, 34, 0}
        func navAndTab(_ device: String, _ ios: Int) throws -> ControllerLayout {
            try layout("""
                device: \(device)
                ios: \(ios)
                root:
                  type: UITabBarController
                  viewControllers:
                    - type: UINavigationController
                      navigationBar: {isTranslucent: false}
                      viewControllers: [{type: UIViewController, id: vc}]
                """).c("vc")
        }
        let x = try navAndTab("iPhone X", 11)
        #expect(x.viewFrame == rect(0, 88, 375, 724))  // F7: X frame {{0, 88}, {375, 724}}
        #expect(x.safeAreaInsets == insets(0, 0, 83, 0))  // F7: X SA {0, 0, 83, 0}
        let plus = try navAndTab("iPhone 6 Plus", 11)
        #expect(plus.viewFrame == rect(0, 64, 414, 672))  // F7: 6 Plus frame {{0, 64}, {414, 672}}
        #expect(plus.safeAreaInsets == insets(0, 0, 49, 0))  // F7: 6 Plus SA {0, 0, 49, 0}
    }

    @Test func subviewSafeAreaIsPerEdgeAndClamped() throws {
        let r = try layout("""
            device: iPhone 14 Pro
            ios: 16
            root:
              type: UIViewController
              view:
                subviews:
                  - {type: UIView, id: full}
                  - {type: UIView, id: lowered, pin: {top: {to: superview, inset: 20}, bottom: superview, leading: superview, trailing: superview}}
                  - {type: UIView, id: raised, frame: [0, -100, 393, 200]}
                  - {type: UIView, id: band, frame: [0, 830, 393, 10]}
            """)
        #expect(r.v("full").safeAreaInsets == insets(59, 0, 34, 0))  // F18: a full-size subview inherits (59, 0, 34, 0)
        #expect(r.v("lowered").safeAreaInsets == insets(39, 0, 34, 0))  // F18: 20 pt down → (39, 0, 34, 0)
        // uikit-facts §3.6 (MartianCraft): moved further up, the inset "is capped at the size of the superview's".
        #expect(r.v("raised").safeAreaInsets?.top == 59)
        // LAYOUT-MODEL §6: not a rectangle intersection: a 10-pt view inside the unsafe band gets
        // bottom = child.maxY 840 − (852 − 34) = 22, more than its own height.
        #expect(r.v("band").safeAreaInsets?.bottom == 22)
    }

    /// KRTestLayout (uikit-facts F27–F32): iPhone 8, iOS 11, a table in a navigation controller
    /// with contentInset top 60.
    private func krTable(_ behavior: String, extra: String = "", controller: String = "") throws -> ViewLayout {
        try layout("""
            device: iPhone 8
            ios: 11
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  id: vc
                  \(controller)
                  view:
                    subviews:
                      - {type: UITableView, id: table, rows: 40, contentInset: [60, 0, 0, 0], contentInsetAdjustmentBehavior: \(behavior) \(extra)}
            """).v("table")
    }

    @Test func contentInsetAdjustmentBehaviours() throws {
        let automatic = try krTable("automatic")
        #expect(automatic.contentInset == insets(60, 0, 0, 0))  // F27: CI {60,0,0,0}
        #expect(automatic.safeAreaInsets == insets(64, 0, 0, 0))  // F27: tableView SA {64,0,0,0}
        #expect(automatic.adjustedContentInset == insets(124, 0, 0, 0))  // F27: ACI {124,0,0,0}
        #expect(try krTable("automatic", controller: "additionalSafeAreaInsets: [120, 0, 0, 0]").adjustedContentInset
            == insets(244, 0, 0, 0))  // F28: SA 184, ACI {244,0,0,0}
        #expect(try krTable("scrollableAxes").adjustedContentInset == insets(124, 0, 0, 0))  // F29
        #expect(try krTable("scrollableAxes", extra: ", isScrollEnabled: false").adjustedContentInset
            == insets(60, 0, 0, 0))  // F30
        #expect(try krTable("never").adjustedContentInset == insets(60, 0, 0, 0))  // F31
        #expect(try krTable("always").adjustedContentInset == insets(124, 0, 0, 0))  // F32
        #expect(try krTable("automatic", controller: "additionalSafeAreaInsets: [120, 0, 0, 0]").safeAreaInsets
            == insets(184, 0, 0, 0))  // F19: 64 + 120
    }

    @Test func navigationAndTabBarOnIOS13() throws {
        let r = try layout("""
            device: iPhone 11 Pro Max
            ios: 13
            root:
              type: UITabBarController
              viewControllers:
                - type: UINavigationController
                  viewControllers:
                    - type: UIViewController
                      view: {subviews: [{type: UITableView, id: table, rows: 40}]}
            """)
        // F24: iPhone 11 Pro Max iOS 13.4.1: frame (0 0; 414 896); CI 0; ACI {88, 0, 83, 0}; CO {0, -88}.
        #expect(r.v("table").frame == rect(0, 0, 414, 896))
        #expect(r.v("table").contentInset == .zero)
        #expect(r.v("table").adjustedContentInset == insets(88, 0, 83, 0))
        #expect(r.v("table").contentOffset == Point(x: 0, y: -88))
    }

    @Test func halfWidthTableStillAdjustedTopAndBottom() throws {
        let r = try layout("""
            device: iPhone X
            ios: 11
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  view: {subviews: [{type: UITableView, id: table, frame: [0, 0, 187.5, 812], rows: 40}]}
            """)
        // F35: "frame = (0 0; 187.5 812) ... contentOffset: {0, -88}; ... adjustedContentInset: {88, 0, 34, 0}".
        #expect(r.v("table").adjustedContentInset == insets(88, 0, 34, 0))
        #expect(r.v("table").contentOffset == Point(x: 0, y: -88))
    }

    @Test func scrollableAxesLeavesShortContentAlone() throws {
        let r = try layout("""
            device: iPhone X
            ios: 11
            root:
              type: UIViewController
              view:
                subviews:
                  - {type: UIScrollView, id: short, contentSize: [375, 300], contentInsetAdjustmentBehavior: scrollableAxes}
                  - {type: UICollectionView, id: grid, layout: {itemSize: [100, 100], items: 3}, contentInsetAdjustmentBehavior: scrollableAxes}
            """)
        // F43: "when the content size is smaller than the scroll view height, the content inset is not adapted".
        #expect(r.v("short").adjustedContentInset == .zero)
        // F44: a UICollectionView does not bounce vertically by default, so short content is not adjusted.
        #expect(r.v("grid").adjustedContentInset == .zero)
    }

    @Test func aVanishinglyNarrowCollectionItemIsLaidOutNotTrapped() throws {
        // 1e-20 pt items fit across 375 pt about 3.75e22 times, more than an Int holds; both
        // items sit in the one row: height = 10 (itemSize's height), width = the bounds, 375.
        let r = try layout("""
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
                subviews:
                  - {type: UICollectionView, id: grid, frame: [0, 0, 375, 667], layout: {itemSize: [0.00000000000000000001, 10], items: 2, minimumInteritemSpacing: 0}}
            """)
        #expect(r.v("grid").contentSize == Size(width: 375, height: 10))
    }

    @Test func landscapeScrollableAxesAdjustsOnlyTheBottom() throws {
        let r = try layout("""
            device: iPhone X
            ios: 11
            orientation: landscape
            root:
              type: UIViewController
              view: {subviews: [{type: UIScrollView, id: scroll, contentSize: [812, 2000], contentInsetAdjustmentBehavior: scrollableAxes}]}
            """)
        // Seed 001: ".scrollableAxes ... in landscape only the bottom content inset is adjusted, since the
        // horizontal axis is not scrollable"; D1: bottom 21.
        #expect(r.v("scroll").adjustedContentInset == insets(0, 0, 21, 0))
    }

    @Test func seed004HiddenBarWithCustomBarShiftsTwentyPoints() throws {
        func table(_ behavior: String) throws -> ViewLayout {
            try layout("""
                device: iPhone 8
                ios: 11
                root:
                  type: UINavigationController
                  isNavigationBarHidden: true
                  viewControllers:
                    - type: UIViewController
                      automaticallyAdjustsScrollViewInsets: false
                      view:
                        subviews:
                          - {type: UITableView, id: table, frame: [0, 0, 375, 667], rows: 30, contentInsetAdjustmentBehavior: \(behavior)}
                """).v("table")
        }
        // Seed 004 §5: "adjustedContentInsets(20) = safeAreaInsets(20) + contentInset(0)" — moved down 20 pt.
        #expect(try table("automatic").adjustedContentInset == insets(20, 0, 0, 0))
        // Seed 004 §6: the fix, UIScrollViewContentInsetAdjustmentNever, leaves it at contentInset (0).
        #expect(try table("never").adjustedContentInset == .zero)
    }

    @Test func rootViewLayoutMargins() throws {
        let r = try layout("""
            device: iPhone 8
            ios: 11
            root:
              type: UIViewController
              id: vc
              view: {id: root, subviews: [{type: UIView, id: inner, frame: [100, 100, 100, 100]}]}
            """)
        #expect(r.v("root").layoutMargins?.left == 16)  // F56: "the label ends up 16 points from the leading edge"
        #expect(r.v("inner").layoutMargins == insets(8, 8, 8, 8))  // F58: "normally 8 points on each side"
        let pad = try layout("""
            device: iPad (6th generation)
            ios: 12
            root: {type: UIViewController, view: {id: root}}
            """)
        #expect(pad.v("root").layoutMargins?.left == 20)  // F57: 20 in a regular width
    }
}
