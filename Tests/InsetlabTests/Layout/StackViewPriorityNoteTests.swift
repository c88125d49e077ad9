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

    @Test func aFillAlignedStackHasNoModelPriorities() throws {
        let yaml = stackScene(pin: "{top: superview, centerX: superview}").replacingOccurrences(of: "alignment: center", with: "alignment: fill")
            .replacingOccurrences(of: "centerX: superview}", with: "leading: superview, trailing: superview, height: 89}")
        let result = try layout(yaml)
        #expect(priorityNotes(result).isEmpty)
    }
}
