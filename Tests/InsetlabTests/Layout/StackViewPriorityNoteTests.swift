@testable import InsetlabLayout
import InsetlabScene
import Testing

/// UISV-canvas-fit (@49) and UISV-ambiguity-suppression (@25) are constraints UIKit names but
/// whose priorities are the model's (docs/model-decisions.md AL4): a layout that rests on them
/// carries a model-uncertainty note; one that does not, none.
@Suite("Stack view model priorities")
struct StackViewPriorityNoteTests {
    private func stackScene(pin: String) -> String {
        """
        device: iPhone 8
        ios: 13
        root:
          type: UIViewController
          view:
            subviews:
              - type: UIStackView
                id: stack
                axis: vertical
                spacing: 8
                alignment: center
                pin: \(pin)
                subviews:
                  - {type: UILabel, id: title, intrinsicContentSize: [120, 21]}
                  - {type: UIImageView, id: image, intrinsicContentSize: [60, 60]}
        """
    }

    private func priorityNotes(_ result: LayoutResult) -> [ModelNote] {
        result.notes.filter { $0.reference == "stack-view-priorities" }
    }

    @Test func aStackSizedByCanvasFitCarriesTheNote() throws {
        // Nothing but canvas-fit gives the stack its width (the widest arranged subview, 120).
        let result = try layout(stackScene(pin: "{top: superview, centerX: superview}"))
        let note = try #require(priorityNotes(result).first)
        #expect(note.kind == .uncertainty)
        #expect(note.message.hasPrefix("stack: the frames rest on UISV-canvas-fit (@49)"))
        #expect(note.message.contains("AL4"))
    }

    @Test func aStackSizedByItsPinsAndViewsSizedByIntrinsicSizesCarriesNone() throws {
        // The pins fix the stack's frame; the arranged subviews' intrinsic sizes (compression
        // @750, hugging @250/251) fix theirs: the @49 and @25 constraints give way and decide nothing.
        let result = try layout(stackScene(pin: "{top: superview, leading: superview, trailing: superview, height: 89}"))
        #expect(priorityNotes(result).isEmpty)
    }

    /// UISV-canvas-fit along the axis, for equalSpacing (and equalCentering): spacings that may
    /// grow leave the stack's length open, and it takes its smallest (kean/Arranged, which
    /// reproduces UIStackView's constraint set, adds `length == 0 @49` for these two only).
    /// Interface Builder's stored frames agree: DuckDuckGo's TabSwitcher.storyboard, three 30-pt
    /// views at spacing 24, trailing 24 from the edge, is 30 + 24 + 30 + 24 + 30 = 138 wide with
    /// its views at 0, 54 and 108. On a 375-pt iPhone 8: x = 375 − 24 − 138 = 213.
    @Test func anEqualSpacingStackTakesItsSmallestLength() throws {
        let result = try layout("""
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UIStackView
                    id: stack
                    axis: horizontal
                    spacing: 24
                    distribution: equalSpacing
                    constraints:
                      - "stack.top == superview.top"
                      - "stack.trailing == superview.trailing - 24"
                      - "stack.height == 44"
                    subviews:
                      - {type: UIButton, id: add, intrinsicContentSize: [30, 44]}
                      - {type: UIButton, id: fire, intrinsicContentSize: [30, 44]}
                      - {type: UIView, id: tabs, intrinsicContentSize: [30, 44]}
            """)
        #expect(result.autoLayoutIssues.isEmpty)
        #expect(result.view(id: "stack")?.frame == Rect(x: 213, y: 0, width: 138, height: 44))
        #expect(result.view(id: "add")?.frame.x == 0)
        #expect(result.view(id: "fire")?.frame.x == 54)
        #expect(result.view(id: "tabs")?.frame.x == 108)
        // The length rests on the @49 constraint: the note says so.
        #expect(priorityNotes(result).count == 1)
    }

    @Test func aFillAlignedStackHasNoModelPriorities() throws {
        let yaml = stackScene(pin: "{top: superview, centerX: superview}").replacingOccurrences(of: "alignment: center", with: "alignment: fill")
            .replacingOccurrences(of: "centerX: superview}", with: "leading: superview, trailing: superview, height: 89}")
        let result = try layout(yaml)
        #expect(priorityNotes(result).isEmpty)
    }
}
