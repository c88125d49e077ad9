@testable import InsetlabLayout
import InsetlabScene
import Testing

/// Model decision M34: Auto Layout places a control's alignment rect, and UIKit's
/// `alignmentRectInsets` give the frame around it (Apple, `UIView.frame(forAlignmentRect:)`).
/// The insets are those Interface Builder's stored frames show (StoryboardFrameTests checks two
/// screens against the files): a switch 2 pt at the right, a slider 2 pt each side.
@Suite("Alignment rects")
struct AlignmentRectTests {
    /// A `pin` sizes the alignment rect: `width: 49` and `trailing: superview` (inset 16) give a
    /// frame from 393 − 16 − 49 = 328 to 393 − 16 + 2 = 379, 51 wide (the iPhone 15 is 393 wide,
    /// uikit-facts §1.1). A frame the scene gives is the frame, whatever the kind.
    @Test func pinAndFrame() throws {
        let r = try layout("""
            device: iPhone 15
            ios: 17
            root:
              type: UIViewController
              view:
                subviews:
                  - {type: UISwitch, id: pinned, pin: {top: superview, trailing: {to: superview, inset: 16}, width: 49, height: 31}}
                  - {type: UISwitch, id: framed, frame: [0, 400, 51, 31]}
                  - {type: UISlider, id: slider, pin: {top: {to: superview, inset: 100}, leading: {to: superview, inset: 20}, trailing: {to: superview, inset: 20}, height: 31}}
            """)
        #expect(r.v("pinned").frame == Rect(x: 328, y: 0, width: 51, height: 31))
        #expect(r.v("framed").frame == Rect(x: 0, y: 400, width: 51, height: 31))
        // 20 − 2 = 18; 393 − 40 + 4 = 357.
        #expect(r.v("slider").frame == Rect(x: 18, y: 100, width: 357, height: 31))
    }

    /// Two switches' alignment rects side by side with 8 pt between them: frames 2 pt wider,
    /// the second starting 8 pt after the first's alignment rect, 6 pt after its frame.
    @Test func siblingsAlignOnTheRect() throws {
        let r = try layout("""
            device: iPhone 15
            ios: 17
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UISwitch
                    id: a
                    intrinsicContentSize: [49, 31]
                    constraints: ["a.leading == superview.leading + 20", "a.top == superview.top + 100"]
                  - type: UISwitch
                    id: b
                    intrinsicContentSize: [49, 31]
                    constraints: ["b.leading == a.trailing + 8", "b.top == a.top"]
            """)
        #expect(r.autoLayoutIssues.isEmpty)
        #expect(r.v("a").frame == Rect(x: 20, y: 100, width: 51, height: 31))
        // 20 + 49 + 8 = 77.
        #expect(r.v("b").frame == Rect(x: 77, y: 100, width: 51, height: 31))
    }

    /// The earliest file with a switch is Xcode 7's (the iOS 9 SDK): on iOS 8 the 2 pt are applied
    /// and noted as a model uncertainty; from iOS 9 on they are not noted.
    @Test func switchBeforeIOS9IsNotedAsUncertain() throws {
        func notes(_ ios: Int) throws -> [ModelNote] {
            try layout("""
                device: iPhone 6
                ios: \(ios)
                root:
                  type: UIViewController
                  view:
                    subviews:
                      - {type: UISwitch, id: toggle, pin: {top: superview, leading: superview, width: 49, height: 31}}
                """).notes.filter { $0.reference == "alignment-rect" }
        }
        let old = try notes(8)
        #expect(old.map(\.kind) == [.uncertainty])
        #expect(old.first?.message.contains("Xcode 7") == true)
        #expect(try notes(9).isEmpty)
    }
    /// M36: a switch that gives no intrinsic size has UIKit's, the alignment rect of the frames IB
    /// stores (51 × 31 up to Xcode 16, 63 × 28 in Xcode 26, less M34's 2 pt). Placed by two
    /// edges it is fixed, not ambiguous; arranged in a stack it takes its 49 pt. iPhone 15, iOS
    /// 17: the safe area's top is 59 (uikit-facts §1.2), so 59 + 80 = 139. iPhone 17, iOS 26: 62.
    @Test func aSwitchWithoutAnIntrinsicSizeHasUIKits() throws {
        func result(_ device: String, _ ios: Int) throws -> LayoutResult {
            try layout("""
                device: \(device)
                ios: \(ios)
                root:
                  type: UIViewController
                  view:
                    subviews:
                      - type: UISwitch
                        id: plain
                        constraints: ["plain.leading == superview.leading + 16", "plain.top == safeArea.top + 80"]
                      - type: UIStackView
                        id: stack
                        axis: horizontal
                        constraints: ["stack.leading == superview.leading", "stack.top == safeArea.top + 200"]
                        subviews:
                          - {type: UISwitch, id: arranged}
                          - {type: UILabel, id: label, intrinsicContentSize: [100, 31]}
                """)
        }
        let r17 = try result("iPhone 15", 17)
        #expect(r17.autoLayoutIssues.isEmpty, "\(r17.autoLayoutIssues)")
        #expect(r17.v("plain").frame == Rect(x: 16, y: 139, width: 51, height: 31))
        #expect(r17.v("arranged").frame == Rect(x: 0, y: 0, width: 51, height: 31))
        // The label starts where the switch's alignment rect ends: 49.
        #expect(r17.v("label").frame.x == 49)
        let r26 = try result("iPhone 17", 26)
        #expect(r26.v("plain").frame == Rect(x: 16, y: 142, width: 63, height: 28))
    }
}
