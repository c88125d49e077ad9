import InsetlabLayout
import InsetlabScene
import Testing

/// A flow-layout line that holds one item centres it, as developers report of
/// UICollectionViewFlowLayout (xamarin/Xamarin.Forms PR #10241, Digipolitan
/// collection-view-left-align-flow-layout PR #2, dotnet/maui #25181), with a model-uncertainty
/// note. iPhone 8, iOS 12, a full-screen collection view under a 64-pt bar (status bar 20 +
/// navigation bar 44, uikit-facts §2), 375 wide.
@Suite("Flow layout: a line of one item")
struct FlowLayoutLoneItemTests {
    private func first(_ flow: String) throws -> (Rect?, [String]) {
        let r = try layout("""
            device: iPhone 8
            ios: 12
            root:
              type: UINavigationController
              viewControllers:
                - type: UICollectionViewController
                  collectionView: {id: cv, layout: \(flow)}
            """)
        return (r.v("cv").firstItemWindowFrame, r.notes.map { $0.reference })
    }

    @Test func theOnlyItemIsCentred() throws {
        // (375 − 100) / 2 = 137.5
        let (frame, notes) = try first("{itemSize: [100, 100], items: 1}")
        #expect(frame == rect(137.5, 64, 100, 100))
        #expect(notes.contains("flow-layout-lone-item"))
    }

    @Test func anItemTooWideForTwoIsCentred() throws {
        // ⌊(375 + 10) / (300 + 10)⌋ = 1 per row: (375 − 300) / 2 = 37.5
        let (frame, _) = try first("{itemSize: [300, 80], items: 5}")
        #expect(frame == rect(37.5, 64, 300, 80))
    }

    /// Horizontal: the lone item is centred down the column, 603 pt tall under the 64-pt bar
    /// (667 − 64): y = 64 + (603 − 100) / 2 = 315.5 (dotnet/maui #25181).
    @Test func aHorizontalLoneItemIsCentredDownTheColumn() throws {
        let (frame, _) = try first("{itemSize: [100, 100], items: 1, scrollDirection: horizontal}")
        #expect(frame == rect(0, 315.5, 100, 100))
    }

    @Test func aFullLineStartsAtTheEdge() throws {
        let (frame, notes) = try first("{itemSize: [100, 100], items: 5}")
        #expect(frame == rect(0, 64, 100, 100))
        #expect(!notes.contains("flow-layout-lone-item"))
    }
}

/// uikit-facts D14 (radar 23666075: the search stops at view.subviews[0]) matters from iOS 11
/// too: `.automatic` adjusts a content scroll view's vertical axis though it does not scroll,
/// and one found two levels down gets that adjustment only if the search goes deeper. iPhone X,
/// iOS 13: 44 + 44 on top, 34 below (uikit-facts §1.2, §2).
@Suite("D14 from iOS 11")
struct DeepContentScrollViewNoteTests {
    @Test func aDeepShortScrollViewSaysWhatRestsOnTheSearch() throws {
        let r = try layout("""
            device: iPhone X
            ios: 13
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  view:
                    subviews:
                      - type: UIView
                        subviews:
                          - {type: UIScrollView, id: sv, contentSize: [375, 300]}
            """)
        #expect(r.v("sv").adjustedContentInset == insets(88, 0, 34, 0))
        #expect(r.notes.contains { $0.reference == "D14" })
    }
}

/// A grouped table replaces a section header or footer height of 0 by its default spacing ("if
/// the height is 0 it is set to the default", sunnyxx 2015-04-15): as unknown as a height left
/// out, and noted the same way. 2 sections × 3 rows × 44 = 264 is what is counted.
@Suite("Grouped tables: a height of 0")
struct GroupedZeroHeightTests {
    @Test func aWrittenZeroIsNotedAsTheDefaultSpacing() throws {
        let r = try layout("""
            device: iPhone 8
            ios: 13
            root:
              type: UITableViewController
              tableView: {id: table, style: grouped, sectionHeaderHeight: 0, sectionFooterHeight: 0, sections: [{rows: 3}, {rows: 3}]}
            """)
        #expect(r.v("table").contentSize == Size(width: 375, height: 264))
        #expect(r.notes.contains { $0.reference == "table" && $0.message.contains("or with 0 (which UIKit replaces by its default)") })
    }
}
