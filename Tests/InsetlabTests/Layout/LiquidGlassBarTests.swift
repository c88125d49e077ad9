import InsetlabLayout
import InsetlabScene
import Testing

/// iOS 26 (Liquid Glass) bars and iPadOS 18's top tab bar (docs/model-decisions.md M14–M18).
/// Numbers inside the bars are research-facts §5 (L1–L5); window-level positions are inferred,
/// and each test checks that the inference is reported as a model-uncertainty note.
@Suite("iOS 26 bars and the iPadOS 18 top tab bar")
struct LiquidGlassBarTests {
    private func references(_ r: LayoutResult) -> Set<String> {
        Set(r.notes.filter { $0.kind == .uncertainty }.map(\.reference))
    }

    @Test func navigationBarIsFiftyFourTallWithALargeTitleZoneOfFiftyTwo() throws {
        let r = try layout("""
            device: iPhone 16
            ios: 26
            root:
              type: UINavigationController
              navigationBar: {prefersLargeTitles: true}
              viewControllers:
                - type: UITableViewController
                  id: feed
                  tableView: {id: table, rows: 30}
            """)
        // L1/L2: inline content height 54; L2: large-title zone 52 (116 = 10 + 54 + 52 on Catalyst).
        // The bar's y, 53.667 (F14–F16, D22), is the iOS 18 origin carried over (an inference).
        #expect(close(r.barFrame(.navigationBar), rect(0, 161.0 / 3.0, 393, 54 + 52)))
        // P3: the iPhone 16's window safe area on iOS 26 is [59, 0, 34, 0] (measured).
        #expect(r.window.safeAreaInsets == insets(59, 0, 34, 0))
        #expect(close(r.v("table").adjustedContentInset, insets(161.0 / 3.0 + 106, 0, 34, 0)))
        #expect(references(r).isSuperset(of: ["ios26-navigation-bar", "ios26-device"]))
    }

    @Test func floatingTabBarRegionAndContentBehindIt() throws {
        let r = try layout("""
            device: iPhone SE (3rd generation)
            ios: 26
            root:
              type: UITabBarController
              tabBar: {isTranslucent: false}
              viewControllers:
                - type: UIViewController
                  id: home
            """)
        // L3: a 62-pt platter with a 10-pt bottom margin, region 72, on a screen without a home
        // indicator (the Catalyst scene had none either). 667 − 72 = 595.
        #expect(r.barFrame(.tabBar) == rect(0, 595, 375, 72))
        // uikit-facts §1.4 (dotnet/maui #35523): content extends behind the floating bar, even
        // with isTranslucent false (which stops the view above the bar on iOS 7–18, §4).
        #expect(r.c("home").viewFrame == rect(0, 0, 375, 667))
        #expect(r.c("home").safeAreaInsets == insets(20, 0, 72, 0))
        #expect(references(r).contains("ios26-tab-bar"))
    }

    @Test func toolbarIsFortyEight() throws {
        let r = try layout("""
            device: iPhone SE (3rd generation)
            ios: 26
            root:
              type: UINavigationController
              isToolbarHidden: false
              viewControllers:
                - type: UIViewController
                  id: home
            """)
        // L5 (SKPhotoBrowser PR #459): "On iOS 26.0, UIToolbar height is 48pt".
        #expect(r.barFrame(.toolbar) == rect(0, 667 - 48, 375, 48))
        #expect(references(r).contains("ios26-toolbar"))
    }

    /// The notes say where a source did not look: L5 measured an iPhone in portrait, so an iPad's
    /// iOS 26 toolbar is an extrapolation (research-facts §5: "Not found: … iPad bar metrics on
    /// iOS 26"); a home-indicator iPad's classic toolbar rests on D7, an iPhone's on D8.
    @Test func notesNameWhatTheSourcesDidNotMeasure() throws {
        func toolbarNotes(_ device: String, _ ios: Int) throws -> [ModelNote] {
            try layout("""
                device: \(device)
                ios: \(ios)
                root:
                  type: UINavigationController
                  isToolbarHidden: false
                  viewControllers: [{type: UIViewController}]
                """).notes
        }
        let ipad26 = try toolbarNotes("iPad Pro (11-inch)", 26)
        #expect(ipad26.first { $0.reference == "ios26-toolbar" }?.message.contains("an extrapolation") == true)
        let iphone26 = try toolbarNotes("iPhone 16", 26)
        #expect(iphone26.first { $0.reference == "ios26-toolbar" }?.message.contains("extrapolation") == false)
        #expect(try toolbarNotes("iPad Pro (11-inch)", 17).contains { $0.reference == "D7" })
        #expect(try toolbarNotes("iPhone 16", 18).contains { $0.reference == "D8" })
        // D7 and D8 weigh QMUI's iOS 11–18 measurements; iOS 26's toolbar has its own note.
        #expect(!ipad26.contains { $0.reference == "D7" } && !iphone26.contains { $0.reference == "D8" })
        // Above a tab bar the toolbar has no home-indicator strip, and its note says none.
        let aboveTabBar = try layout("""
            device: iPhone 16
            ios: 26
            root:
              type: UITabBarController
              viewControllers:
                - type: UINavigationController
                  isToolbarHidden: false
                  viewControllers: [{type: UIViewController}]
            """).notes.first { $0.reference == "ios26-toolbar" }
        #expect(aboveTabBar?.message.contains("home-indicator strip") == false, "\(aboveTabBar?.message ?? "")")
    }

    @Test func iOS18BarsAreUnchanged() throws {
        let r = try layout("""
            device: iPhone 16
            ios: 18
            root:
              type: UITabBarController
              viewControllers:
                - type: UINavigationController
                  viewControllers:
                    - type: UIViewController
                      id: home
            """)
        // §3: 44-pt navigation bar at 53.667 (F14–F16); tab bar 49 + 34 = 83 (F45).
        #expect(close(r.barFrame(.navigationBar), rect(0, 161.0 / 3.0, 393, 44)))
        #expect(r.barFrame(.tabBar) == rect(0, 852 - 83, 393, 83))
        #expect(r.notes.isEmpty)
    }

    @Test func iPadOS18TabBarIsNotAtTheBottom() throws {
        let yaml = """
            device: iPad Air (4th generation)
            ios: IOS
            root:
              type: UITabBarController
              viewControllers:
                - type: UIViewController
                  id: home
            """
        // iPadOS 17: the classic bottom bar, 45 + 20 = 65 on a home-indicator iPad (F47).
        let seventeen = try layout(yaml.replacingOccurrences(of: "IOS", with: "17"))
        #expect(seventeen.barFrame(.tabBar) == rect(0, 1180 - 65, 820, 65))
        // iPadOS 18 and 26: the bar floats at the top (WWDC24 10147); no bottom bar, and the
        // unmeasured top inset is left out with a note (§1.3 window safe area (24, 0, 20, 0)).
        for ios in ["18", "26"] {
            let r = try layout(yaml.replacingOccurrences(of: "IOS", with: ios))
            #expect(r.bar(.tabBar) == nil, "iOS \(ios)")
            #expect(r.c("home").safeAreaInsets == insets(24, 0, 20, 0), "iOS \(ios)")
            #expect(references(r).contains("ipad-top-tab-bar"), "iOS \(ios)")
        }
    }
}
