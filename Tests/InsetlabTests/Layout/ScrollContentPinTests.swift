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
