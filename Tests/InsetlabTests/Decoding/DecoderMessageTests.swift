import InsetlabSceneDecoding
import InsetlabYAML
import Testing

/// Messages the review of this round found untrue or missing.
@Suite("Decoder messages")
struct DecoderMessageTests {
    private func messages(_ yaml: String) throws -> [String] {
        let error = try #require(throws: DiagnosticError.self) { try SceneDecoder.decode(yaml: yaml, file: "x.yaml") }
        return error.diagnostics.map(\.message)
    }

    /// An embedded controller's root view is placed by its subviews entry, not by UIKit.
    @Test func anEmbeddedRootViewIsPlacedByItsEntry() throws {
        let found = try messages("""
            device: iPhone 15
            ios: 17
            root:
              type: UIViewController
              view:
                subviews:
                  - childViewController: {type: UIViewController, view: {id: cv, constraints: ["cv.width == 10"]}}
                    frame: [0, 100, 393, 300]
            """)
        #expect(found == ["'cv.width == 10' would place cv, a view controller's root view, which its subviews entry places (frame or pin beside childViewController); constrain its subviews instead"])
    }

    /// An aspect ratio is positive in both its forms, as the schema says.
    @Test func anAspectRatioValueIsPositive() throws {
        let found = try messages("""
            device: iPhone 15
            ios: 17
            root:
              type: UIViewController
              view:
                subviews:
                  - {type: UIView, pin: {top: superview, leading: superview, width: 100, aspectRatio: {value: -2}}}
            """)
        #expect(found.count == 1)
        #expect(found.first?.contains("-2") == true, "\(found)")
    }
}
