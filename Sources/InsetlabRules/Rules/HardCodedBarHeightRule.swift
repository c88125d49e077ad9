import InsetlabLayout
import InsetlabScene

/// `hard-coded-bar-height`: a frame that uses 20/44/49/64/88 while this device's bars differ.
public enum HardCodedBarHeightRule: PitfallRule {
    public static let description = RuleDescription(
        id: "hard-coded-bar-height",
        name: "Hard-coded bar height",
        severity: .warning,
        summary: "A frame's origin or size uses 20/44/49/64/88 for a bar whose real size on this device is different.",
        mechanism: """
            Status bars are 20, 44, 47, 48, 50 or 54 pt depending on the device and iOS version; a navigation bar ends \
            at 64, 88, 91, 92, 94 or 97.667; tab bars are 49 or 83. A frame computed with CGRectMake(0, 64, …) is right \
            on one family of phones and wrong on the others — and, before iOS 11, the container still adds its inset on top.
            """,
        fixSwift: """
            // Don't compute from bar heights: constrain to the safe area (or the layout guides before iOS 11).
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
            """,
        fixScene: "Replace the `frame` with a `pin` to `safeArea` (or `topLayoutGuide`), or let the view fill its superview.",
        sources: ["seed 003 (CGRectMake(0, 64, screenW, screenH - 64))", "uikit-facts §1.2, §2.1", "LAYOUT-MODEL §3"],
        triggeringExamples: [
            """
            device: iPhone X
            ios: 12
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  view:
                    subviews:
                      - {type: UITableView, rows: 15, ↓frame: [0, 64, 375, 748], contentInsetAdjustmentBehavior: never}
            """,
        ],
        nonTriggeringExamples: [
            """
            device: iPhone 8
            ios: 12
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  view:
                    subviews:
                      - {type: UITableView, rows: 15, frame: [0, 64, 375, 603], contentInsetAdjustmentBehavior: never}
            """,
        ])

    private static let topValues: [Double: String] = [20: "a 20-pt status bar", 44: "a 44-pt bar", 64: "20 + 44 (status + navigation bar)", 88: "44 + 44 (iPhone X status + navigation bar)"]
    private static let bottomValues: [Double: String] = [49: "a 49-pt tab bar", 83: "an 83-pt tab bar", 44: "a 44-pt toolbar"]

    public static func check(_ context: RuleContext) -> [PitfallWarning] {
        var warnings: [PitfallWarning] = []
        for layout in context.result.views where !layout.isHidden {
            // Fields, not the whole view: this runs for every view of the scene.
            guard case .frame(let rect) = context.inputs.view(layout.index).position,
                let mark = context.inputs.view(layout.index).marks["frame"],
                let superview = context.inputs.view(layout.index).superview, let parent = context.result.view(superview)
            else { continue }
            var name: String { context.name(view: layout.index) }
            // Top: an origin that stands for a bar's bottom edge, measured from the superview's top.
            if let meaning = topValues[rect.y] {
                let actual = (context.obstructionAbove(parent.windowFrame)?.edge ?? 0) - parent.windowFrame.minY
                if abs(actual - rect.y) > 0.5 {
                    warnings.append(warning(
                        "\(name)'s frame starts at y \(formatNumber(rect.y)), \(meaning), but here the top bars end \(pt(actual)) below the superview's top",
                        at: mark, subject: name))
                    continue
                }
            }
            // Bottom: a gap above the superview's bottom that stands for a bar's height.
            let gap = parent.frame.height - rect.maxY
            if gap > 0.5, let meaning = bottomValues[gap] {
                let below = context.obstructionBelow(parent.windowFrame).map { parent.windowFrame.maxY - $0.edge } ?? 0
                if abs(below - gap) > 0.5 {
                    warnings.append(warning(
                        "\(name)'s frame stops \(pt(gap)) above the superview's bottom, \(meaning), but here the bottom bars take \(pt(below))",
                        at: mark, subject: name))
                }
            }
        }
        return warnings
    }
}
