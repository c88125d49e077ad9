import InsetlabLayout
import Testing

/// A constraint held by a nested view may name its controller's `topLayoutGuide` (Interface
/// Builder writes such lines: duckduckgo's 2017 home screen pins a button inside a container
/// 15 pt below the guide). UIKit resolves the guide in the root view's coordinates, whichever
/// view holds the line; before this, the holder's superview stood in for the guide.
@Suite("Layout guides named from nested views")
struct NestedLayoutGuideTests {
    static func scene(box: String) -> String {
        """
        device: iPhone 7
        ios: 10
        root:
          type: UIViewController
          view:
            subviews:
              - type: UIView
                id: box
        \(box)
                subviews:
                  - type: UIButton
                    id: button
                    constraints:
                      - "button.top == topLayoutGuide.bottom + 15"
                      - "button.bottom <= bottomLayoutGuide.top"
                      - "button.trailing == superview.trailing - 24"
                      - "button.width == 24"
                      - "button.height == 24"
        """
    }

    /// iPhone 7, iOS 10, no bars: the top layout guide is the 20-pt status bar (uikit-facts
    /// §1.2, LAYOUT-MODEL §5), so the button's top is at 20 + 15 = 35 in the root view.
    @Test func guideFromAConstrainedContainer() throws {
        let result = try layout(Self.scene(box: """
                    constraints: ["box.leading == superview.leading", "box.trailing == superview.trailing", "box.top == superview.top", "box.bottom == superview.bottom"]
            """))
        #expect(result.v("button").frame.y == 35)
    }

    /// The same line from a container placed by frame at y = 100: 35 − 100 in its coordinates.
    @Test func guideFromAFramedContainer() throws {
        let result = try layout(Self.scene(box: """
                    frame: [0, 100, 375, 400]
            """))
        #expect(result.v("button").frame.y == -65)
    }
}
