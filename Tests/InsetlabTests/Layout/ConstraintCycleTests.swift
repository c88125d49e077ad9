@testable import InsetlabLayout
import InsetlabScene
import InsetlabSceneDecoding
import Testing

/// A cycle of required constraints (issue 11) against its two neighbours: the same two views
/// with `a.width == b.width` and a second width constraint that closes a loop. The loop's factor
/// decides: ≠ 1 fixes the width by itself (a cycle, a located error); 1 with a constant is a
/// contradiction (unsatisfiable-constraints); 1 without one fixes nothing (ambiguous-layout).
@Suite("Constraint cycles")
struct ConstraintCycleTests {
    /// Two views pinned top-left at 10 pt high; line 13 is `a.width == b.width`, line 20 the
    /// constraint under test.
    private func scene(_ closing: String) -> String {
        """
        device: iPhone 8
        ios: 13
        root:
          type: UIViewController
          view:
            subviews:
              - type: UIView
                id: a
                constraints:
                  - "a.top == superview.top"
                  - "a.leading == superview.leading"
                  - "a.height == 10"
                  - "a.width == b.width"
              - type: UIView
                id: b
                constraints:
                  - "b.top == superview.top"
                  - "b.leading == superview.leading"
                  - "b.height == 10"
                  - "\(closing)"
        """
    }

    private func decodingErrors(_ yaml: String) -> String? {
        do {
            _ = try SceneDecoder.decode(yaml: yaml, file: "inline.yaml")
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func aLoopWithAFactorOtherThanOneIsACycleError() throws {
        let text = try #require(decodingErrors(scene("b.width == a.width * 2")))
        // The quote opens at column 13 on line 20, so "b" (offset 0) is column 14.
        #expect(text.contains("inline.yaml:20:14: error: a cycle of required constraints"))
        #expect(text.contains("\"a.width == b.width\" (line 13)"))
        #expect(text.contains("\"b.width == a.width * 2\" (line 20)"))
        #expect(text.contains("equal to 2 × itself"))
    }

    /// AL8: a scroll view's content guide is its own rectangle, so `contentLayoutGuide.height ==
    /// frameLayoutGuide.height * 3` relates two sizes (no loop: it was called one), while a loop
    /// through the guide's width is still one, named as the guide's.
    @Test func theContentGuidesSizeIsANodeOfItsOwn() throws {
        func errors(_ lines: [String]) -> String? {
            decodingErrors("""
                device: iPhone 8
                ios: 13
                root:
                  type: UIViewController
                  view:
                    subviews:
                      - type: UIScrollView
                        id: scroll
                        subviews:
                          - type: UIView
                            id: content
                            constraints:
                \(lines.map { "              - \"\($0)\"" }.joined(separator: "\n"))
                """)
        }
        let base = ["content.top == scroll.contentLayoutGuide.top", "content.leading == scroll.contentLayoutGuide.leading", "content.height == 300"]
        #expect(errors(base + ["scroll.contentLayoutGuide.height == scroll.frameLayoutGuide.height * 3"]) == nil)
        let loop = try #require(errors(base + ["content.width == scroll.contentLayoutGuide.width", "scroll.contentLayoutGuide.width == content.width * 2"]))
        #expect(loop.contains("make scroll.contentLayoutGuide.width equal to 2 × itself"), "\(loop)")
    }

    @Test func aSelfLoopIsACycle() throws {
        let text = try #require(decodingErrors(scene("b.width == b.width * 0.5")))
        #expect(text.contains("inline.yaml:20:14: error: a cycle of required constraints: \"b.width == b.width * 0.5\" (line 20)"))
        #expect(text.contains("equal to 0.5 × itself"))
    }

    @Test func aLongerLoopThroughAspectRatiosIsACycle() throws {
        // Line 19 becomes b.height == a.width, line 20 b's aspect ratio: three constraints, two
        // attributes of b, one of a.
        let text = try #require(decodingErrors(scene("b.width == b.height * 3").replacingOccurrences(
            of: "- \"b.height == 10\"", with: "- \"b.height == a.width\"")))
        // b.width = 3 × b.height = 3 × a.width = 3 × b.width.
        #expect(text.contains("error: a cycle of required constraints"))
        #expect(text.contains("\"b.height == a.width\" (line 19)"))
        #expect(text.contains("equal to 3 × itself") || text.contains("equal to 0.333 × itself"))
    }

    @Test func aLoopWithFactorOneAndAConstantIsAConflict() throws {
        // a.width = b.width and b.width = a.width + 10: 0 = 10, no cycle error, a broken constraint.
        let result = try layout(scene("b.width == a.width + 10"))
        let conflict = try #require(result.autoLayoutIssues.first { $0.kind == .conflict })
        #expect(conflict.message.contains("\"b.width == a.width + 10\" contradicts \"a.width == b.width\" (line 13)"))
    }

    @Test func aLoopWithFactorOneAndNoConstantIsAmbiguous() throws {
        // a.width = b.width and b.width = a.width: nothing fixes either width.
        let result = try layout(scene("b.width == a.width"))
        let ambiguous = result.autoLayoutIssues.filter { $0.kind == .ambiguity }.map(\.message)
        #expect(ambiguous.contains { $0.hasPrefix("a: the horizontal") })
        #expect(ambiguous.contains { $0.hasPrefix("b: the horizontal") })
        #expect(!result.autoLayoutIssues.contains { $0.kind == .conflict })
    }

    @Test func multipliersThatMultiplyToOneAreNoCycle() throws {
        // a.width = 0.5 × b.width, b.width = 2 × a.width: consistent (redundant); a's width fixed
        // by a third constraint: a = 100, b = 200.
        let yaml = scene("b.width == a.width * 2")
            .replacingOccurrences(of: "- \"a.width == b.width\"", with: "- \"a.width == b.width * 0.5\"\n          - \"a.width == 100\"")
        let result = try layout(yaml)
        #expect(result.v("a").frame.width == 100)
        #expect(result.v("b").frame.width == 200)
        #expect(result.autoLayoutIssues.isEmpty)
    }
}
