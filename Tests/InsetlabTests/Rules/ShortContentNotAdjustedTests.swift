import InsetlabLayout
import InsetlabRules
import InsetlabScene
import InsetlabSceneDecoding
import Testing

/// `short-content-not-adjusted`'s wording, with its numbers: iPhone X is 375 × 812 pt with a
/// 44-pt status bar (uikit-facts §1.1, §1.2); a flow layout puts three 100-pt items in one row
/// of a 375-pt width (10-pt default spacing, Apple's UICollectionViewFlowLayout). UIKit scrolls
/// only content taller than the view ("greater than the height of the scroll view itself": Apple on
/// .scrollableAxes, uikit-facts §3.5, F43), so content exactly as tall is short too.
@Suite("Short content not adjusted")
struct ShortContentNotAdjustedTests {
    private func warnings(_ yaml: String) throws -> [PitfallWarning] {
        try ruleWarnings(yaml).filter { $0.rule == "short-content-not-adjusted" }
    }

    @Test func oneRowOfItemsIsShorterThanTheScreen() throws {
        let found = try warnings(RuleCatalog.description(id: "short-content-not-adjusted")!.triggeringExamples[0].replacingOccurrences(of: "↓", with: ""))
        #expect(found.count == 1)
        #expect(found.first?.message.contains("its content (100 pt tall) is shorter than its 812 pt height") == true)
        #expect(found.first?.message.contains("the content starts 44 pt under") == true)
    }

    /// In a navigation controller .automatic adjusts the content scroll view whatever its length
    /// (UIScrollView.h, LAYOUT-MODEL §7) when the controller's automaticallyAdjustsScrollViewInsets
    /// is true: with it false, the flag is the cause, and its line is named (the warning blamed the
    /// content's length alone). 44 + 44 = 88 under the navigation bar on an iPhone X (uikit-facts F2).
    @Test func theFlagThatTurnsTheContainerCaseOffIsNamed() throws {
        let found = try warnings("""
            device: iPhone X
            ios: 12
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  automaticallyAdjustsScrollViewInsets: false
                  view:
                    subviews:
                      - {type: UICollectionView, id: cv, layout: {itemSize: [100, 100], items: 3}}
            """)
        #expect(found.count == 1)
        #expect(found.first?.message.contains(".automatic (automaticallyAdjustsScrollViewInsets: false on root.viewControllers[0], line 7,") == true, "\(found)")
        #expect(found.first?.message.hasSuffix("the content starts 88 pt under the navigation bar") == true)
        #expect(found.first?.fix.hasPrefix("Remove `automaticallyAdjustsScrollViewInsets: false` (line 7)") == true)
    }

    @Test func contentExactlyAsTallAsTheViewIsShortToo() throws {
        let found = try warnings("""
            device: iPhone X
            ios: 12
            root:
              type: UIViewController
              view:
                subviews:
                  - {type: UIScrollView, contentInsetAdjustmentBehavior: scrollableAxes, contentSize: [375, 812]}
            """)
        #expect(found.count == 1)
        #expect(found.first?.message.contains("its content (812 pt tall) is only as tall as its 812 pt height") == true)
    }

    /// The flag matters only for the scroll view the first-subview search finds (LAYOUT-MODEL
    /// §5, §7): behind a plain view, a short scroll view is left alone with the flag on or off,
    /// so its warning does not name the flag (no-effect says the flag changes nothing here).
    @Test func theFlagIsNotNamedForAScrollViewTheSearchDoesNotFind() throws {
        let found = try warnings("""
            device: iPhone X
            ios: 13
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  automaticallyAdjustsScrollViewInsets: false
                  view:
                    subviews:
                      - {type: UIView, frame: [0, 700, 375, 10]}
                      - {type: UIScrollView, id: sv, contentSize: [375, 300]}
            """)
        #expect(found.count == 1)
        #expect(found.first?.message.contains("automaticallyAdjustsScrollViewInsets") == false, "\(found)")
    }
}
