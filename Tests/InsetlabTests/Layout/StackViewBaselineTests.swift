import InsetlabLayout
import InsetlabScene
import Testing

/// A horizontal UIStackView aligned on baselines puts every arranged view's baseline on one line
/// (UIStackView.Alignment.firstBaseline / lastBaseline); it was laid out as `top`. Numbers by
/// hand, and the same from kiwisolver with UIStackView's constraints (spacing, edges, spanning
/// boundaries, canvas fit): the highest baseline offset, 30, sets the line; each view's y is
/// 30 − its offset; the stack is as tall as the lowest bottom, 20 + 60 = 80.
@Suite("Stack view baseline alignment")
struct StackViewBaselineTests {
    private func scene(_ alignment: String, third: String = "{type: UILabel, id: low, intrinsicContentSize: [60, 60], baselineOffset: 10}") -> String {
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
