import InsetlabLayout
import InsetlabScene
import Testing

/// How UIStackView's distributions share a stack's length, where UIKit's own constraint set
/// (UIKitCore's `_UIOrderedLayoutArrangement`, read in the public decompile of iOS 26.1,
/// github.com/EthanArbuckle/iPhone18-3_26.1_23B85_Restore; kean's "Let's Build UIStackView"
/// prints the same constraints from a running UIKit) decides what the Apple documentation
/// leaves open. Every number is worked by hand beside it.
@Suite("Stack view distributions")
struct StackViewDistributionTests {
    private func scene(_ distribution: String, spacing: Double = 10, width: Double = 150, _ subviews: [String]) -> String {
        """
        device: iPhone 8
        ios: 13
        root:
          type: UIViewController
          view:
            subviews:
              - type: UIStackView
                id: st
                distribution: \(distribution)
                spacing: \(spacing)
                pin: {leading: superview, top: safeArea, width: \(width), height: 44}
                subviews:
        \(subviews.map { "          - " + $0 }.joined(separator: "\n"))
        """
    }

    /// equalCentering's equal centre steps are UISV-fill-equally @149 (150 less the index,
    /// `_setUpDimensionConstraintForItem`), below compression resistance (750): views that fit
    /// keep their widths and the gaps give. Widths 10, 10, 100 and two gaps of at least 10 in
    /// 150: 30 pt to spare. Equal steps would need 5 + g1 + 5 = 5 + g2 + 50, g1 = g2 + 45, and
    /// g1 + g2 = 30: g2 = −7.5 < 10. So g2 = 10 (required), g1 = 20, and the steps are as near
    /// equal as the gaps allow: a at 0, b at 30, c at 50.
    @Test func equalCenteringShrinksGapsBeforeViews() throws {
        let r = try layout(scene("equalCentering", [
            "{type: UIView, id: a, intrinsicContentSize: [10, 44]}",
            "{type: UIView, id: b, intrinsicContentSize: [10, 44]}",
            "{type: UIView, id: c, intrinsicContentSize: [100, 44]}",
        ]))
        #expect(close(r.v("a").frame, rect(0, 0, 10, 44)), "\(r.v("a").frame)")
        #expect(close(r.v("b").frame, rect(30, 0, 10, 44)), "\(r.v("b").frame)")
        #expect(close(r.v("c").frame, rect(50, 0, 100, 44)), "\(r.v("c").frame)")
    }

    /// Views that do not fit: the gaps go to their minimum first (Apple, equalCentering: "If the
    /// arranged views do not fit within the stack view, it shrinks the spacing until it reaches
    /// the minimum spacing defined by its spacing property. If the views still do not fit, the
    /// stack view shrinks the arranged views according to their compression resistance
    /// priority"). 50 + 60 + 70 + 2 × 10 = 200 in 150: b (compression 749) gives 50, to 10.
    @Test func equalCenteringThenCompressesTheWeakestView() throws {
        let r = try layout(scene("equalCentering", [
            "{type: UIView, id: a, intrinsicContentSize: [50, 44]}",
            "{type: UIView, id: b, intrinsicContentSize: [60, 44], contentCompressionResistancePriority: {horizontal: 749, vertical: 750}}",
            "{type: UIView, id: c, intrinsicContentSize: [70, 44]}",
        ]))
        #expect(close(r.v("a").frame, rect(0, 0, 50, 44)), "\(r.v("a").frame)")
        #expect(close(r.v("b").frame, rect(60, 0, 10, 44)), "\(r.v("b").frame)")
        #expect(close(r.v("c").frame, rect(80, 0, 70, 44)), "\(r.v("c").frame)")
    }

    /// fillProportionally distributes only when the sizes and spacings add up to more than
    /// max(spacing × (n − 1), 1) (`_wantsProportionalDistribution`); views with no intrinsic
    /// width add up to 0, and UIKit makes them equal instead (UISV-fill-equally, required):
    /// 300 / 3 = 100 each; with spacing 10, (300 − 20) / 3 = 93.333.
    @Test(arguments: [(0.0, 100.0), (10.0, 280.0 / 3)])
    func fillProportionallyWithoutSizesIsEqual(spacing: Double, each: Double) throws {
        let r = try layout(scene("fillProportionally", spacing: spacing, width: 300, [
            "{type: UIView, id: a}", "{type: UIView, id: b}", "{type: UIView, id: c}",
        ]))
        for (position, id) in ["a", "b", "c"].enumerated() {
            let frame = r.v(id).frame
            #expect(close(frame.x, Double(position) * (each + spacing)) && close(frame.width, each), "\(id): \(frame)")
        }
        #expect(r.autoLayoutIssues.filter { $0.kind == .ambiguity }.isEmpty)
    }

    /// The threshold counts hidden arranged subviews in n: widths 4 and 4 with spacing 10 add up
    /// to 4 + 4 + 10 = 18, and a third, hidden, view makes max(10 × 2, 1) = 20: 18 ≤ 20, so the
    /// two visible views are equal, (300 − 10) / 2 = 145, not 4 : 4 shares of 300.
    @Test func fillProportionallyThresholdCountsHiddenViews() throws {
        let r = try layout(scene("fillProportionally", width: 300, [
            "{type: UIView, id: a, intrinsicContentSize: [4, 44]}",
            "{type: UIView, id: gone, intrinsicContentSize: [4, 44], isHidden: true}",
            "{type: UIView, id: b, intrinsicContentSize: [4, 44]}",
        ]))
        #expect(close(r.v("a").frame, rect(0, 0, 145, 44)), "\(r.v("a").frame)")
        #expect(close(r.v("b").frame, rect(155, 0, 145, 44)), "\(r.v("b").frame)")
    }

    /// A hidden arranged subview keeps its slot (UISV-spacing-hidden @50): after the visible
    /// view before it, half the spacing away when a visible view follows, flush when none does,
    /// and ending where the first visible view starts when it comes before every visible one.
    /// fillEqually, 300 wide, spacing 10, a and c visible: (300 − 10) / 2 = 145 each, c at 155;
    /// b at 145 + 10 / 2 = 150, d at 300, z (first) at a's 0.
    @Test func hiddenViewsKeepTheirSlot() throws {
        let r = try layout(scene("fillEqually", width: 300, [
            "{type: UIView, id: z, isHidden: true}",
            "{type: UIView, id: a}",
            "{type: UIView, id: b, isHidden: true}",
            "{type: UIView, id: c}",
            "{type: UIView, id: d, isHidden: true}",
        ]))
        #expect(close(r.v("a").frame, rect(0, 0, 145, 44)), "\(r.v("a").frame)")
        #expect(close(r.v("c").frame, rect(155, 0, 145, 44)), "\(r.v("c").frame)")
        #expect(close(r.v("z").frame, rect(0, 0, 0, 44)), "\(r.v("z").frame)")
        #expect(close(r.v("b").frame, rect(150, 0, 0, 44)), "\(r.v("b").frame)")
        #expect(close(r.v("d").frame, rect(300, 0, 0, 44)), "\(r.v("d").frame)")
    }
}
