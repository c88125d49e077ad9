import InsetlabLayout
import InsetlabScene

/// `hard-coded-bar-height`: a frame whose top (20/44/64/88) or bottom gap (44/49/83) stands for bars this device does not have.
public enum HardCodedBarHeightRule: PitfallRule {
    public static let description = RuleDescription(
        id: "hard-coded-bar-height",
        name: "Hard-coded bar height",
        severity: .warning,
        summary: "A frame's top uses 20/44/64/88, the gap it leaves above its superview's bottom 44/49/83, or a custom bar at the top is 64/88 tall, for bars whose real size on this device is different.",
        mechanism: """
            Status bars are 20, 44, 47, 48, 50 or 54 pt depending on the device and iOS version; a navigation bar ends \
            at 64, 88, 91, 92, 94 or 97.667; tab bars are 49 or 83. A frame computed with CGRectMake(0, 64, …) is right \
            on one family of phones and wrong on the others — and, before iOS 11, the container still adds its inset on top. \
            Only frames in a superview that reaches the bars (or, where there are none, the window's edge) are read so: \
            inside a card further in, the same number is an ordinary offset.
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
            // A card well below the bars: its label's 20 is an offset inside the card, not a status bar.
            """
            device: iPhone X
            ios: 12
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  view:
                    subviews:
                      - type: UIView
                        frame: [16, 300, 343, 120]
                        subviews:
                          - {type: UILabel, frame: [16, 20, 200, 24]}
            """,
        ])

    /// What a frame origin stands for (a switch, not a hash table: asked for every view).
    private static func topMeaning(_ y: Double) -> String? {
        switch y {
        case 20: "a 20-pt status bar"
        case 44: "a 44-pt bar"
        case 64: "20 + 44 (status + navigation bar)"
        case 88: "44 + 44 (iPhone X status + navigation bar)"
        default: nil
        }
    }

    /// What a gap above the superview's bottom stands for.
    private static func bottomMeaning(_ gap: Double) -> String? {
        switch gap {
        case 49: "a 49-pt tab bar"
        case 83: "an 83-pt tab bar"
        case 44: "a 44-pt toolbar"
        default: nil
        }
    }

    public static func check(_ context: RuleContext) -> [PitfallWarning] {
        var warnings: [PitfallWarning] = []
        // Fields read in place, never a whole view copied: this runs for every view of the scene.
        let views = context.result.views
        let holders = context.barHolders()
        for slot in views.indices where !views[slot].isHidden {
            let index = views[slot].index
            let inputs = context.inputs.view(index)
            guard case .frame(let rect) = inputs.position, let superview = inputs.superview,
                let parentSlot = context.result.viewSlots[superview]
            else { continue }
            let parentFrame = views[parentSlot].frame, parentWindowFrame = views[parentSlot].windowFrame
            // Only a value that stands for a bar's edge is worth the mark lookup.
            let gap = parentFrame.height - rect.maxY
            let topMeaning = topMeaning(rect.y), bottomMeaning = gap > 0.5 ? bottomMeaning(gap) : nil
            // A custom bar is a container (a label or image there is content-under-bar's).
            let barHeight = rect.y == 0 && (rect.height == 64 || rect.height == 88) && !views[slot].kind.isLeaf ? Self.topMeaning(rect.height) : nil
            guard topMeaning != nil || bottomMeaning != nil || barHeight != nil, let mark = inputs.marks["frame"] else { continue }
            var name: String { context.name(view: index) }
            // A custom bar at the screen's top, as tall as a status bar and a 44-pt bar on the
            // phones it was drawn for (64 before the iPhone X, 88 on it): here the status bar (or
            // the sensor housing's safe area) ends elsewhere, so its 44-pt part is cut or padded.
            if let meaning = barHeight, parentWindowFrame.minY < 0.5 {
                let status = context.result.bars.first { $0.kind == .statusBar }?.frame.maxY
                    ?? (context.hasSafeArea ? context.result.window.safeAreaInsets?.top ?? 0 : 0)
                if abs(status + 44 - rect.height) > 0.5 {
                    warnings.append(warning(
                        "\(name)'s frame is \(formatNumber(rect.height)) tall from the top, \(meaning), but here the status bar ends at \(formatNumber(status)): a 44-pt bar under it needs \(formatNumber(status + 44))",
                        at: mark, subject: name,
                        fix: "Pin the bar's bottom to `safeArea.top` + 44 (its top to `superview`), instead of a fixed height."))
                    continue
                }
            }
            // Top: an origin that stands for a bar's bottom edge, measured from the superview's top.
            // A superview that starts below the top bars (with none, below the window's top) puts
            // its subviews' origins where no bar reaches: a 20 there is an offset, not a bar.
            if let meaning = topMeaning {
                // The bars of a controller embedded as this view (its own navigation bar) are not above it.
                let actual = (context.obstructionAbove(parentWindowFrame, inside: index, holders: holders)?.edge ?? 0) - parentWindowFrame.minY
                if actual > -0.5, abs(actual - rect.y) > 0.5 {
                    warnings.append(warning(
                        "\(name)'s frame starts at y \(formatNumber(rect.y)), \(meaning), but here the top bars end \(pt(actual)) below the superview's top",
                        at: mark, subject: name))
                    continue
                }
            }
            // Bottom: a gap above the superview's bottom that stands for a bar's height; the same
            // for a superview that ends above the bottom bars (with none, above the window's bottom).
            if let meaning = bottomMeaning {
                let obstruction = context.obstructionBelow(parentWindowFrame, inside: index)
                let reach = parentWindowFrame.maxY - (obstruction?.edge ?? context.result.window.frame.maxY)
                let below = obstruction == nil ? 0 : reach
                if reach > -0.5, abs(below - gap) > 0.5 {
                    warnings.append(warning(
                        "\(name)'s frame stops \(pt(gap)) above the superview's bottom, \(meaning), but here the bottom bars take \(pt(below))",
                        at: mark, subject: name))
                }
            }
        }
        return warnings
    }
}
