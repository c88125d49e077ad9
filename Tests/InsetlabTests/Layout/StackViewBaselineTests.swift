import InsetlabLayout
import InsetlabRules
import InsetlabScene
import Testing

/// A horizontal UIStackView aligned on baselines puts every arranged view's baseline on one line
/// (UIStackView.Alignment.firstBaseline / lastBaseline); it was laid out as `top`. Numbers by
/// hand, and the same from kiwisolver with UIStackView's constraints (spacing, edges, spanning
/// boundaries, canvas fit): the highest baseline offset, 30, sets the line; each view's y is
/// 30 − its offset; the stack is as tall as the lowest bottom, 20 + 60 = 80.
@Suite("Stack view baseline alignment")
struct StackViewBaselineTests {
    private func scene(_ alignment: String, axis: String = "horizontal", third: String = "{type: UILabel, id: low, intrinsicContentSize: [60, 60], baselineOffset: 10}") -> String {
        """
        device: iPhone 8
        ios: 13
        root:
          type: UIViewController
          view:
            subviews:
              - type: UIStackView
                id: st
                spacing: 8
                axis: \(axis)
                alignment: \(alignment)
                constraints: ["st.leading == superview.leading", "st.top == safeArea.top"]
                subviews:
                  - {type: UILabel, id: big, intrinsicContentSize: [100, 40], baselineOffset: 30}
                  - {type: UILabel, id: small, intrinsicContentSize: [60, 20], baselineOffset: 15}
                  - \(third)
        """
    }

    @Test(arguments: ["firstBaseline", "lastBaseline"])
    func baselinesShareOneLine(alignment: String) throws {
        let r = try layout(scene(alignment))
        // x: 0, 100 + 8 = 108, 108 + 60 + 8 = 176; width 176 + 60 = 236; top at the status bar's 20.
        #expect(r.v("st").frame == rect(0, 20, 236, 80))
        #expect(r.v("big").frame == rect(0, 0, 100, 40))
        #expect(r.v("small").frame == rect(108, 15, 60, 20))
        #expect(r.v("low").frame == rect(176, 20, 60, 60))
    }

    /// On a vertical stack baseline alignment is not valid (Apple): laid out as `top`, the views
    /// stacked 40 + 8 + 20 tall at x 0, each its own intrinsic size.
    @Test(arguments: ["firstBaseline", "lastBaseline"])
    func aVerticalStackIgnoresBaselines(alignment: String) throws {
        let r = try layout(scene(alignment, axis: "vertical"))
        #expect(r.v("big").frame == rect(0, 0, 100, 40))
        #expect(r.v("small").frame == rect(0, 48, 60, 20))
    }

    /// A view with no baseline aligns its bottom edge (UIView.forLastBaselineLayout: "If that
    /// view does not have a baseline, Auto Layout uses the view's bottom edge"): a 24-pt image
    /// view's bottom on the line at 30, so y = 6.
    @Test func aViewWithoutABaselineAlignsItsBottom() throws {
        let r = try layout(scene("firstBaseline", third: "{type: UIImageView, id: icon, intrinsicContentSize: [24, 24]}"))
        #expect(r.v("icon").frame == rect(176, 6, 24, 24))
        // The lowest bottom is big's 40: the stack is 40 tall.
        #expect(r.v("st").frame == rect(0, 20, 200, 40))
    }
}

/// fillProportionally with spacing: UIKit asks each view for the stack's length times
/// size / (Σ sizes + spacings), at 999, 998, 997 (kean, "Let's Build UIStackView", prints them);
/// the shares leave the spacings unpaid and the last view, lowest, gives them up (openradar
/// 34595752). 300 wide, spacing 10, sizes 50/100/150: a = 300 × 50/320 = 46.875, b = 93.75,
/// c = 300 − 20 − 46.875 − 93.75 = 139.375 (kiwisolver with three strengths agrees).
@Suite("Stack view fillProportionally")
struct StackViewProportionalTests {
    @Test func theLastViewAbsorbsTheSpacing() throws {
        let r = try layout("""
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UIStackView
                    id: st
                    spacing: 10
                    distribution: fillProportionally
                    pin: {leading: superview, top: safeArea, width: 300, height: 50}
                    subviews:
                      - {type: UIView, id: a, intrinsicContentSize: [50, 20]}
                      - {type: UIView, id: b, intrinsicContentSize: [100, 20]}
                      - {type: UIView, id: c, intrinsicContentSize: [150, 20]}
            """)
        #expect(r.v("a").frame == rect(0, 0, 46.875, 50))
        #expect(r.v("b").frame == rect(56.875, 0, 93.75, 50))
        #expect(r.v("c").frame == rect(160.625, 0, 139.375, 50))
    }
}

/// Two 60-pt labels in a 100-pt `fill` stack tie on compression resistance (750 each): Apple's
/// UIStackView.Distribution.fill says the stack resizes them by arrangement order then, which
/// is not arbitrary; the ambiguity says so instead of "UIKit would place it arbitrarily".
@Suite("Stack view fill ties")
struct StackViewFillTieTests {
    @Test func aTieInAFillStackIsSettledByOrderAndSaysSo() throws {
        let r = try layout("""
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UIStackView
                    id: st
                    axis: vertical
                    pin: {leading: superview, top: safeArea, width: 300, height: 100}
                    subviews:
                      - {type: UILabel, id: a, intrinsicContentSize: [100, 60]}
                      - {type: UILabel, id: b, intrinsicContentSize: [100, 60]}
            """)
        let messages = RuleCatalog.evaluate(r).filter { $0.rule == "ambiguous-layout" }.map(\.message)
        #expect(!messages.isEmpty)
        #expect(messages.allSatisfy { $0.contains("UIKit resizes them by arrangement order") && !$0.contains("arbitrarily") }, "\(messages)")
    }
}
