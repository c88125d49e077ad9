@testable import InsetlabLayout
import InsetlabScene
import Testing

/// `explain` names the constraints that fixed a frame (those holding at their bound), the
/// optional ones that gave way, and the broken one with what it contradicts (issue 11).
@Suite("Auto Layout explanations")
struct AutoLayoutExplanationTests {
    @Test func heldGaveWayAndBrokenConstraintsAreNamedWithTheirLines() throws {
        let result = try layout("""
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UIView
                    id: header
                    constraints:
                      - "header.top == superview.top"
                      - "header.leading == superview.leading"
                      - "header.trailing == superview.trailing"
                      - "header.height == 44"
                  - type: UILabel
                    id: title
                    intrinsicContentSize: [120, 21]
                    constraints:
                      - "title.top == header.bottom + 8"
                      - "title.leading == superview.leading + 16"
                      - "title.width == 200 @750"
                      - "title.height == 30"
                      - "title.height == 40"
            """)
        // y = 44 + 8 = 52; x 16; width 200 (@750 over hugging @251; compression ≥ 120 @750 holds);
        // height 30 (line 21 is in first; line 22 contradicts it and is broken).
        let title = result.v("title")
        #expect(title.frame == Rect(x: 16, y: 52, width: 200, height: 30))
        let formula = try #require(result.trace.entries[.view(title.index)]?.first { $0.property == .frame }?.formula)
        #expect(formula.hasPrefix(
            "solved from: title.top == header.bottom + 8 (line 18); title.leading == superview.leading + 16 (line 19);"
                + " title.width == 200 @750 (line 20); title.height == 30 (line 21);"))
        #expect(formula.contains("gave way: title.width <= 120 @251 (content hugging)"))
        #expect(formula.contains("gave way: title.height <= 21 @251 (content hugging)"))
        #expect(formula.contains("broken (left out): title.height == 40 (line 22), which contradicts title.height == 30 (line 21)"))
        // Compression resistance (height ≥ 21, width ≥ 120) holds with room to spare: it fixed nothing.
        #expect(!formula.contains(">= 21"))
        #expect(!formula.contains(">= 120"))
    }
}
