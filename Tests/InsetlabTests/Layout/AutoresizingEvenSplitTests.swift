import InsetlabLayout
import InsetlabScene
import InsetlabSceneDecoding
import InsetlabYAML
import Testing

/// UIView.autoresizingMask shares a size change "proportionally among the flexible portions"
/// (Apple); when every flexible portion is 0 that says nothing. insetlab splits evenly (AppKit's
/// NSView text: "as evenly as possible") and notes it. iPhone 8: 375 × 667 against a design of
/// 320 × 568: 55 wider, 99 taller; two flexible margins of 0 take half each: 27.5 and 49.5.
@Suite("Autoresizing: flexible parts that are all 0")
struct AutoresizingEvenSplitTests {
    @Test func theChangeIsSplitEvenlyAndSaid() throws {
        let r = try layout("""
            device: iPhone 8
            ios: 16
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UIView
                    id: full
                    frame: [0, 0, 320, 568]
                    autoresizingMask: [flexibleLeftMargin, flexibleRightMargin, flexibleTopMargin, flexibleBottomMargin]
                    designedIn: [320, 568]
            """)
        #expect(r.v("full").frame == rect(27.5, 49.5, 320, 568))
        #expect(r.notes.contains { $0.reference == "autoresizing-even-split" && $0.key == "autoresizingMask" })
    }

    /// One flexible part takes the whole change either way: nothing is left open, nothing noted.
    /// A 0-wide view with flexibleWidth: 0 + 55 = 55 wide.
    @Test func oneFlexiblePartIsNotAnEstimate() throws {
        let r = try layout("""
            device: iPhone 8
            ios: 16
            root:
              type: UIViewController
              view:
                subviews:
                  - {type: UIView, id: thin, frame: [10, 10, 0, 10], autoresizingMask: [flexibleWidth], designedIn: [320, 568]}
            """)
        #expect(r.v("thin").frame == rect(10, 10, 55, 10))
        #expect(!r.notes.contains { $0.reference == "autoresizing-even-split" })
    }
}

/// A malformed mask is one error, at the mask: `designedIn` beside it was also called "without
/// an autoresizingMask", which it is not.
@Suite("Autoresizing: a malformed mask")
struct MalformedMaskTests {
    @Test func designedInBesideAMalformedMaskIsNotBlamed() throws {
        let yaml = """
            device: iPhone 8
            ios: 16
            root:
              type: UIViewController
              view:
                subviews:
                  - {type: UIView, frame: [0, 0, 100, 100], autoresizingMask: flexibleWidth, designedIn: [320, 568]}
            """
        let error = try #require(throws: DiagnosticError.self) { try SceneDecoder.decode(yaml: yaml, file: "x.yaml") }
        #expect(error.diagnostics.map(\.message) == ["expected a list of autoresizing flags, found 'flexibleWidth'"])
    }
}
