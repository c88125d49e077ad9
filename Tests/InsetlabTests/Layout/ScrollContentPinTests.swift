import InsetlabLayout
import InsetlabRules
import InsetlabScene
import Testing

/// A content view pinned to all four edges of a scroll view, with a 500 × 700 view inside it:
/// the scroll view's edges are its content area (Apple, Auto Layout Guide, "Working with Scroll
/// Views"; M7), so the content view is 500 × 700 and so is the content size — by hand, and by
/// kiwisolver with the content guide's size as two variables. Written with `pin` it was the
/// scroll view's 300 × 200 frame, with two false conflicts against the inner view; written as
/// constraints it was right. Both spellings now agree.
@Suite("Pinned to a scroll view's content area")
struct ScrollContentPinTests {
    private func scene(_ placement: String) -> String {
        """
        device: iPhone 8
        ios: 13
        root:
          type: UIViewController
          view:
            subviews:
              - type: UIScrollView
                id: sv
                frame: [0, 100, 300, 200]
                contentInsetAdjustmentBehavior: never
                subviews:
                  - type: UIView
                    id: c
                    \(placement)
                    subviews:
                      - type: UIView
                        id: k
                        constraints: ["k.top == superview.top", "k.leading == superview.leading", "k.width == 500", "k.height == 700", "k.trailing == superview.trailing", "k.bottom == superview.bottom"]
        """
    }

    @Test(arguments: [
        "pin: {top: superview, leading: superview, trailing: superview, bottom: superview}",
        "constraints: [\"c.top == sv.top\", \"c.leading == sv.leading\", \"c.trailing == sv.trailing\", \"c.bottom == sv.bottom\"]",
    ])
    func theContentViewIsTheContentArea(placement: String) throws {
        let r = try layout(scene(placement))
        #expect(r.v("c").frame == rect(0, 0, 500, 700))
        #expect(r.v("sv").contentSize == Size(width: 500, height: 700))
        #expect(RuleCatalog.evaluate(r).filter { $0.rule == "unsatisfiable-constraints" || $0.rule == "ambiguous-layout" }.isEmpty)
    }
}

/// A constraint from a view outside a scroll view to one inside its content is left out (AL1:
/// the content is laid out in a later group) and noted; the axes it would fix are not reported
/// as ambiguity UIKit would resolve arbitrarily, since in UIKit's one engine they are fixed.
@Suite("Constraints left out across groups")
struct LeftOutConstraintTests {
    @Test func aLeftOutConstraintIsNotReportedAsAmbiguity() throws {
        let r = try layout("""
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UIScrollView
                    id: sv
                    contentInsetAdjustmentBehavior: never
                    frame: [0, 100, 375, 300]
                    contentSize: [375, 300]
                    subviews:
                      - type: UIView
                        id: item
                        constraints: ["item.top == sv.contentLayoutGuide.top + 40", "item.leading == sv.contentLayoutGuide.leading + 20", "item.width == 100", "item.height == 20"]
                  - type: UIView
                    id: badge
                    constraints: ["badge.leading == item.trailing", "badge.top == item.bottom", "badge.width == 10", "badge.height == 10"]
            """)
        #expect(r.notes.filter { $0.reference == "constraints" && $0.message.contains("left out") }.count == 2)
        let ambiguous = RuleCatalog.evaluate(r).filter { $0.rule == "ambiguous-layout" && $0.subject == "badge" }
        #expect(ambiguous.isEmpty, "\(ambiguous.map(\.message))")
    }

    /// A left-out constraint fixes one degree of freedom at most: `a.leading == inner.leading`
    /// left out, and no width, leaves a's width open in UIKit too, which is still said.
    @Test func aLeftOutConstraintDoesNotHideAnOpenSize() throws {
        let r = try layout("""
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
                subviews:
                  - {type: UIView, id: a, constraints: ["a.leading == inner.leading", "a.top == superview.top + 100", "a.height == 20"]}
                  - type: UIScrollView
                    id: sv
                    frame: [0, 300, 375, 300]
                    subviews:
                      - {type: UIView, id: inner, frame: [10, 10, 100, 20]}
            """)
        let ambiguous = RuleCatalog.evaluate(r).filter { $0.rule == "ambiguous-layout" && $0.subject == "a" }
        #expect(ambiguous.map(\.message).contains { $0.contains("the horizontal position or size is ambiguous") }, "\(ambiguous.map(\.message))")
    }
}

/// Lines written on a view above a scroll view that place its content (`badge.top ==
/// sv.contentLayoutGuide.top` on the controller's view) place it as the same lines written on the
/// scroll view do: UIKit solves one engine per window, wherever a constraint is installed. They
/// were dropped without a word, and the badge called ambiguous. Expected by hand: a 24 × 24 badge
/// at the content's origin, which makes the content 24 × 24 (the spelling held by `sv` agrees).
@Suite("Constraints held above a scroll view, on its content")
struct ConstraintsHeldAboveTests {
    private func scene(holder: String, lines: [String]) -> String {
        let list = lines.map { "\"\($0)\"" }.joined(separator: ", ")
        return """
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
                \(holder == "root" ? "constraints: [\(list)]" : "")
                subviews:
                  - type: UIScrollView
                    id: sv
                    contentInsetAdjustmentBehavior: never
                    \(holder == "sv" ? "constraints: [\(list)]" : "")
                    subviews:
                      - {type: UIView, id: badge}
            """
    }

    @Test(arguments: ["root", "sv"], [
        ["badge.width == 24", "badge.height == 24", "badge.top == sv.contentLayoutGuide.top", "badge.leading == sv.contentLayoutGuide.leading",
         "badge.bottom == sv.contentLayoutGuide.bottom", "badge.trailing == sv.contentLayoutGuide.trailing"],
        ["badge.width == 24", "badge.height == 24", "sv.contentLayoutGuide.top == badge.top", "sv.contentLayoutGuide.leading == badge.leading",
         "sv.contentLayoutGuide.bottom == badge.bottom", "sv.contentLayoutGuide.trailing == badge.trailing"],
    ])
    func theyPlaceTheContent(holder: String, lines: [String]) throws {
        let r = try layout(scene(holder: holder, lines: lines))
        #expect(r.v("badge").frame == rect(0, 0, 24, 24))
        #expect(r.v("sv").contentSize == Size(width: 24, height: 24))
        #expect(RuleCatalog.evaluate(r).filter { $0.rule == "ambiguous-layout" || $0.rule == "unsatisfiable-constraints" }.isEmpty)
        #expect(r.notes.filter { $0.message.contains("left out") }.isEmpty, "\(r.notes.map(\.message))")
    }
}

/// Differential testing against kiwisolver (one engine for the window, as UIKit solves) found
/// these; each expectation is kiwisolver's answer, checked by hand beside it.
@Suite("Auto Layout across groups, against kiwisolver")
struct AcrossGroupsTests {
    /// A scroll view's content related to a sibling declared after the scroll view: the sibling's
    /// frame was not laid out yet when the content was solved, so the lines were left out and the
    /// content called ambiguous. `out` is pinned 25 from the right: 350 wide, 50 tall; c is its
    /// width and ten times its height: 350 × 500, the content size.
    @Test func contentRelatedToALaterSibling() throws {
        let r = try layout("""
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UIScrollView
                    id: sv
                    contentInsetAdjustmentBehavior: never
                    frame: [0, 100, 375, 300]
                    subviews:
                      - type: UIView
                        id: c
                        constraints: ["c.top == sv.contentLayoutGuide.top", "c.leading == sv.contentLayoutGuide.leading", "c.trailing == sv.contentLayoutGuide.trailing", "c.bottom == sv.contentLayoutGuide.bottom", "c.width == out.width", "c.height == out.height * 10"]
                  - {type: UIView, id: out, pin: {bottom: superview, leading: superview, trailing: {to: superview, inset: 25}, height: 50}}
            """)
        #expect(r.v("c").frame == rect(0, 0, 350, 500))
        #expect(r.v("sv").contentSize == Size(width: 350, height: 500))
        #expect(RuleCatalog.evaluate(r).filter { $0.rule == "ambiguous-layout" }.isEmpty)
        #expect(r.notes.filter { $0.message.contains("left out") }.isEmpty)
    }

    /// An embedded controller's view related to a later sibling (x 30, width 70).
    @Test func anEmbeddedViewRelatedToALaterSibling() throws {
        let r = try layout("""
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
                subviews:
                  - childViewController:
                      type: UIViewController
                      id: child
                      view:
                        subviews:
                          - {type: UIView, id: badge, constraints: ["badge.leading == other.leading", "badge.top == superview.top + 10", "badge.width == other.width", "badge.height == 20"]}
                    frame: [0, 200, 375, 300]
                  - {type: UIView, id: other, frame: [30, 600, 70, 50]}
            """)
        #expect(r.v("badge").frame == rect(30, 10, 70, 20))
    }

    /// Lines on the controller's root view whose first item is `margins` or `safeArea` place the
    /// other item (AL7); held by the root, whose view has no superview in the scene, they were
    /// dropped. iPhone 8, iOS 13: margins 16 at the sides and the safe area's 20 at the top
    /// (uikit-facts); c is 50 wide at the trailing margin (375 − 16 − 50 = 309), from
    /// 20 + 8 = 28 down to 8 above the bottom margin (667 − 8 − 8 = 651 → 631 tall).
    @Test func aGuideFirstLineHeldByTheRootView() throws {
        let r = try layout("""
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
                constraints: ["margins.bottom == c.bottom + 8", "safeArea.top == c.top - 8", "margins.trailing == c.trailing", "c.width == 50"]
                subviews:
                  - {type: UIView, id: c}
            """)
        #expect(r.v("c").frame == rect(309, 28, 50, 631))
    }

    /// The same spelling held by the root for a view inside a scroll view's content (review):
    /// the index of lines held above keyed them by their first item, a guide, and dropped them.
    /// The safe area's top is 20 (iPhone 8, iOS 13), the scroll view at 0 with no adjustment:
    /// c at 28 in its content.
    @Test func aGuideFirstLineHeldAboveAScrollView() throws {
        let r = try layout("""
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
                constraints: ["safeArea.top == c.top - 8", "safeArea.leading == c.leading", "c.width == 50", "c.height == 50"]
                subviews:
                  - type: UIScrollView
                    id: sv
                    frame: [0, 0, 375, 667]
                    contentInsetAdjustmentBehavior: never
                    subviews:
                      - {type: UIView, id: c}
            """)
        #expect(r.v("c").frame == rect(0, 28, 50, 50))
    }

    /// `box.bottom == c.bottom + 8` with box above c places c, as `superview.bottom == …` does:
    /// a framed box was refused ("placed by frame and by constraints"), an unplaced one stopped
    /// filling its superview. c: 50 × 50, 8 in from box's bottom right (200 − 58 = 142), and in
    /// a box filling the 375 × 667 root at 317, 609.
    @Test func aLineWhoseFirstItemIsAnAncestorPlacesTheViewInside() throws {
        func scene(_ box: String) -> String {
            """
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
                constraints: ["box.bottom == c.bottom + 8", "box.trailing == c.trailing + 8", "c.width == 50", "c.height == 50"]
                subviews:
                  - type: UIView
                    id: box
                    \(box)
                    subviews:
                      - {type: UIView, id: c}
            """
        }
        let framed = try layout(scene("frame: [10, 100, 200, 200]"))
        #expect(framed.v("c").frame == rect(142, 142, 50, 50))
        let filling = try layout(scene(""))
        #expect(filling.v("box").frame == rect(0, 0, 375, 667))
        #expect(filling.v("c").frame == rect(317, 609, 50, 50))
        #expect(RuleCatalog.evaluate(filling).filter { $0.rule == "ambiguous-layout" }.isEmpty)
    }

    /// A conflict between a line held above a scroll view (`c.width == 50`, line 6) and one held
    /// by the content (`c.width == 60`, line 13) breaks the later line, as everywhere (AL1): the
    /// held-above line was added last and broken, so c was 60 wide.
    @Test func aConflictAcrossHoldersBreaksTheLaterLine() throws {
        let r = try layout("""
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
                constraints: ["c.width == 50"]
                subviews:
                  - type: UIScrollView
                    id: sv
                    contentInsetAdjustmentBehavior: never
                    frame: [0, 50, 375, 300]
                    subviews:
                      - {type: UIView, id: c, constraints: ["c.top == sv.contentLayoutGuide.top", "c.leading == sv.contentLayoutGuide.leading", "c.height == 10", "c.width == 60", "c.bottom == sv.contentLayoutGuide.bottom", "c.trailing == sv.contentLayoutGuide.trailing"]}
            """)
        #expect(r.v("c").frame.width == 50)
        #expect(r.autoLayoutIssues.contains { $0.kind == .conflict && $0.message.contains("\"c.width == 60\" contradicts") })
    }

    /// Content placed against the frame layout guide moves with the resting offset (iOS 13,
    /// iPhone 8: the 20-pt status bar, contentOffset y −20), and the content guide's size with
    /// it: c at −20 + 8 = −12, 600 tall, the content 40 below it: 628. The size was the first
    /// solve's, at offset 0: 648.
    @Test func theContentSizeIsTheSolveAtTheRestingOffset() throws {
        let r = try layout("""
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UIScrollView
                    id: sv
                    frame: [0, 0, 375, 400]
                    constraints: ["c.top == sv.frameLayoutGuide.top + 8", "c.leading == sv.contentLayoutGuide.leading", "c.width == 100", "c.height == 600", "c.trailing == sv.contentLayoutGuide.trailing", "c.bottom == sv.contentLayoutGuide.bottom - 40"]
                    subviews:
                      - {type: UIView, id: c}
            """)
        #expect(r.v("sv").contentOffset == Point(x: 0, y: -20))
        #expect(r.v("c").frame == rect(0, -12, 100, 600))
        #expect(r.v("sv").contentSize == Size(width: 100, height: 628))
    }
}
