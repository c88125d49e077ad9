import InsetlabLayout
import InsetlabScene
import Testing

/// LAYOUT-MODEL §2 (window, status bar) and §3 (container bars). Every expected number is cited.
@Suite("§2–§3 window, status bar and bars")
struct WindowAndBarsTests {
    @Test func iPhoneXPortraitWindowSafeArea() throws {
        let r = try layout("""
            device: iPhone X
            ios: 11
            root: {type: UIViewController, id: vc}
            """)
        // uikit-facts §1.2: KRTestLayout "iPhone X no nav bar {44, 0, 34, 0}"; F4.
        #expect(r.window.safeAreaInsets == insets(44, 0, 34, 0))
        #expect(r.window.frame == rect(0, 0, 375, 812))  // uikit-facts §1.1: 375x812 pt
        #expect(r.c("vc").safeAreaInsets == insets(44, 0, 34, 0))  // F4
        #expect(r.barFrame(.statusBar) == rect(0, 0, 375, 44))  // §1.2: X status bar 44
    }

    @Test func homeButtonPhoneLandscapeHidesStatusBar() throws {
        let r = try layout("""
            device: iPhone 8
            ios: 11
            orientation: landscape
            root: {type: UIViewController, id: vc}
            """)
        // uikit-facts §1.2: snapshot-testing iPhone8 landscape `.zero`, status bar hidden (§1.4).
        #expect(r.window.statusBarHidden)
        #expect(r.window.safeAreaInsets == .zero)
        #expect(r.window.frame == rect(0, 0, 667, 375))  // §1.1: 375x667, swapped
        #expect(r.bar(.statusBar) == nil)
    }

    @Test func notchedPhoneLandscapeSafeArea() throws {
        let r = try layout("""
            device: iPhone X
            ios: 11
            orientation: landscape
            root: {type: UIViewController, id: vc}
            """)
        // D1: landscape bottom 21 (KRTestLayout "0pt/21pt", left/right 44).
        #expect(r.window.safeAreaInsets == insets(0, 44, 21, 44))
    }

    @Test func hiddenStatusBarKeepsTheNotchInset() throws {
        let x = try layout("""
            device: iPhone X
            ios: 11
            root: {type: UIViewController, id: vc, prefersStatusBarHidden: true}
            """)
        let eight = try layout("""
            device: iPhone 8
            ios: 11
            root: {type: UIViewController, id: vc, prefersStatusBarHidden: true}
            """)
        // F20: "When status bar is hidden, there is still an inset on iPhone X, but not on normal iPhones."
        #expect(x.window.safeAreaInsets?.top == 44)
        #expect(eight.window.safeAreaInsets?.top == 0)
        #expect(eight.bar(.statusBar) == nil)  // F21: hidden status bar frame is zero
    }

    @Test func homeIndicatorIPadKeepsItsInsetsInBothOrientations() throws {
        for orientation in ["portrait", "landscape"] {
            let r = try layout("""
                device: iPad Pro (11-inch)
                ios: 13
                orientation: \(orientation)
                root: {type: UIViewController, id: vc}
                """)
            // D11: (24, 0, 20, 0) in both orientations (status bar stays on iPad).
            #expect(r.window.safeAreaInsets == insets(24, 0, 20, 0))
        }
    }

    @Test func legacyNavigationBarSitsUnderTheStatusBar() throws {
        let r = try layout("""
            device: iPhone 7
            ios: 10
            root:
              type: UINavigationController
              viewControllers: [{type: UIViewController, id: vc}]
            """)
        // F53: iOS 7+ navigation bar origin.y 20, height 44 (64 = 20 + 44, seed 000).
        #expect(r.barFrame(.navigationBar) == rect(0, 20, 375, 44))
        #expect(r.window.safeAreaInsets == nil)  // no safe area before iOS 11 (LAYOUT-MODEL §1)
    }

    @Test func navigationBarOriginPerDevice() throws {
        func navBar(_ device: String, _ ios: Int) throws -> Rect? {
            try layout("""
                device: \(device)
                ios: \(ios)
                root: {type: UINavigationController, viewControllers: [{type: UIViewController}]}
                """).barFrame(.navigationBar)
        }
        #expect(try navBar("iPhone X", 11) == rect(0, 44, 375, 44))  // F2: 88 = 44 + 44
        #expect(try close(navBar("iPhone 14 Pro Max", 16), rect(0, 53.667, 430, 44)))  // F14: (0 53.6667; 430 44)
        #expect(try navBar("iPhone 12 mini", 14)?.minY == 50)  // F13: iOS 14 nav bar minY 50, maxY 94
        #expect(try navBar("iPhone 12 mini", 14)?.maxY == 94)  // F13
        #expect(try navBar("iPhone 12 mini", 15)?.minY == 50)  // F13: iOS 15: nav 50 → 94
        #expect(try navBar("iPad (6th generation)", 12)?.height == 50)  // F48: iPad iOS 12+ nav bar 50
        #expect(try navBar("iPad (6th generation)", 11)?.height == 44)  // F48: iOS 11 nav 44
    }

    @Test func landscapeNavigationBarHeightFollowsTheWidthClass() throws {
        func navBar(_ device: String) throws -> Rect? {
            try layout("""
                device: \(device)
                ios: 16
                orientation: landscape
                root: {type: UINavigationController, viewControllers: [{type: UIViewController}]}
                """).barFrame(.navigationBar)
        }
        #expect(try navBar("iPhone 14 Pro")?.height == 32)  // F50: 14 Pro landscape 32
        #expect(try navBar("iPhone 14 Pro Max")?.height == 44)  // F50: 14 Pro Max landscape 44
        #expect(try navBar("iPhone 14 Pro")?.minY == 0)  // useyourloaf F9: status bar hidden in landscape
    }

    @Test func tabBarHeights() throws {
        func tabBar(_ device: String, _ ios: Int, _ orientation: String = "portrait") throws -> Rect? {
            try layout("""
                device: \(device)
                ios: \(ios)
                orientation: \(orientation)
                root: {type: UITabBarController, viewControllers: [{type: UIViewController}]}
                """).barFrame(.tabBar)
        }
        #expect(try tabBar("iPhone X", 11) == rect(0, 812 - 83, 375, 83))  // F45: 49 + 34 = 83
        #expect(try tabBar("iPhone 8", 11) == rect(0, 667 - 49, 375, 49))  // §2.1: 49 on home-button phones
        #expect(try tabBar("iPhone XS Max", 12, "landscape")?.height == 70)  // F46: XS Max landscape tab bar 70
        #expect(try tabBar("iPad Pro (11-inch)", 12)?.height == 65)  // F47: 45 + 20 = 65
        #expect(try tabBar("iPad Pro (11-inch)", 12, "landscape")?.height == 65)  // F47: "横竖屏一致"
        #expect(try tabBar("iPad (6th generation)", 12)?.height == 50)  // F48: iPad iOS 12+ tab bar 50
        #expect(try tabBar("iPad (6th generation)", 11)?.height == 49)  // F48: iOS 11 tab 49
    }

    @Test func toolbarOnAFaceIDPhoneInLandscape() throws {
        let r = try layout("""
            device: iPhone XS Max
            ios: 12
            orientation: landscape
            root:
              type: UINavigationController
              isToolbarHidden: false
              viewControllers: [{type: UIViewController}]
            """)
        #expect(r.barFrame(.toolbar)?.height == 65)  // F46: XS Max landscape toolbar 65 (44 + 21)
        #expect(r.barFrame(.toolbar)?.maxY == 414)  // §1.1: 414x896 → landscape height 414
    }

    @Test func largeTitlesAddFiftyTwoPointsInPortraitOnly() throws {
        let portrait = try layout("""
            device: iPhone 11 Pro Max
            ios: 13
            root:
              type: UINavigationController
              navigationBar: {prefersLargeTitles: true}
              viewControllers: [{type: UITableViewController, id: list, tableView: {id: table, rows: 30}}]
            """)
        // F37: 414x896 UITableViewController with expanded large title: adjustedContentInset {140, 0, 34, 0}.
        #expect(portrait.v("table").adjustedContentInset == insets(140, 0, 34, 0))
        #expect(portrait.v("table").contentOffset == Point(x: 0, y: -140))  // F37: contentOffset {0, -140}
        #expect(portrait.c("list").safeAreaInsets == insets(140, 0, 34, 0))  // F37: 140 = 44 + 96
        #expect(portrait.barFrame(.navigationBar)?.height == 96)  // F51: large title expanded 96
        let never = try layout("""
            device: iPhone 11 Pro Max
            ios: 13
            root:
              type: UINavigationController
              navigationBar: {prefersLargeTitles: true}
              viewControllers: [{type: UIViewController, id: vc, largeTitleDisplayMode: never}]
            """)
        #expect(never.barFrame(.navigationBar)?.height == 44)  // LAYOUT-MODEL §3: not when the leaf says never
    }
}
