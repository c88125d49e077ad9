import Foundation
import InsetlabReport
import InsetlabPictures
import InsetlabWorkspace
import InsetlabScene
import Testing

/// Issue 11, "Done when": every Auto Layout construct works "in the pictures". A picture draws
/// the constraints that placed a view as Xcode's canvas does: a line between the two anchors,
/// with its constant; a broken one red and dashed.
@Suite("Constraints in pictures")
struct ConstraintPictureTests {
    private func constraints(_ svg: String) throws -> [XMLNode] {
        try parseXML(svg).all("g") { $0.hasClass("constraint") }
    }

    @Test func theGapAndTheHeightOfTheHomeIndicatorScreenAreDrawnWithTheirConstants() throws {
        // The shipped scene's cited numbers (uikit-facts §1.2): on an iPhone X the button bar's
        // top is 812 − 34 − 64 = 714, and the table ends 8 above it, at 706.
        let (file, evaluations) = try shippedScene("scenes/auto-layout/button-bar-above-home-indicator.yaml")
        let iPhoneX = try #require(evaluations.first { $0.result.variant.device == "iPhone X" })
        let svg = SVGRenderer().render(iPhoneX, of: file)
        let drawn = try constraints(svg)
        let gap = try #require(drawn.first { $0["data-view"] == "list" && $0["data-attribute"] == "bottom" })
        let line = try #require(gap.all("line").first)
        #expect(Set([line.number("y1"), line.number("y2")]) == [706, 714])
        #expect(gap.all("title").first?.text == "list · bottom: buttons.top")
        let height = try #require(drawn.first { $0["data-view"] == "buttons" && $0["data-attribute"] == "height" })
        let along = try #require(height.all("line").first)
        #expect(abs((along.number("y2") ?? 0) - (along.number("y1") ?? 0)) == 64)
        let labels = try parseXML(svg).all("text") { $0.hasClass("constraint-label") }.map(\.text)
        #expect(labels.contains("8") && labels.contains("64"), "constants: \(labels)")
        // The button centred in the bar: its centre axes, no constant written.
        #expect(drawn.contains { $0["data-view"] == "done" && $0["data-attribute"] == "centerX" })
        // The legend names the line.
        #expect(svg.contains(">constraint</text>"))
    }

    @Test func aBrokenConstraintIsRedAndDashedAndOptionalOnesAreDashed() throws {
        // Apple, "Resolving Auto Layout Issues": with unsatisfiable required constraints UIKit
        // breaks one; insetlab breaks the last added (box.height == 60 against the pin's 44).
        let (file, evaluations) = try inlineScene("""
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UIView
                    id: box
                    pin: {top: superview, leading: superview, trailing: superview, height: 44}
                    constraints:
                      - "box.height == 60"
                  - type: UIView
                    id: card
                    pin: {top: superview, centerX: superview, height: 100}
                    constraints:
                      - "card.width <= superview.width * 0.9"
                      - "card.width == 400 @750"
            """)
        let drawn = try constraints(SVGRenderer().render(evaluations[0], of: file))
        let broken = try #require(drawn.first { $0.hasClass("broken") })
        #expect(broken["data-view"] == "box")
        #expect(broken["stroke-dasharray"] != nil && broken["stroke"] == "#d70015")
        #expect(broken.all("title").first?.text == "box.height == 60 (broken)")
        let optional = try #require(drawn.first { $0.all("title").first?.text == "card.width == 400 @750" })
        #expect(optional["stroke-dasharray"] != nil && !optional.hasClass("broken"))
    }

    @Test func aSceneWithoutConstraintsDrawsNone() throws {
        let (file, evaluations) = try shippedScene("scenes/bars/opaque-navigation-bar.yaml")
        let svg = SVGRenderer().render(evaluations[0], of: file)
        #expect(try constraints(svg).isEmpty)
        #expect(!svg.contains(">constraint</text>"))
    }
}
