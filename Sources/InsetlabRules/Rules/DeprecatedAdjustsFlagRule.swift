import InsetlabLayout
import InsetlabScene

/// `deprecated-adjusts-flag`: `automaticallyAdjustsScrollViewInsets: false` on iOS 11+ while a
/// scroll view is still adjusted by its `contentInsetAdjustmentBehavior`.
public enum DeprecatedAdjustsFlagRule: PitfallRule {
    public static let description = RuleDescription(
        id: "deprecated-adjusts-flag",
        name: "Deprecated automaticallyAdjustsScrollViewInsets",
        severity: .warning,
        summary: "automaticallyAdjustsScrollViewInsets = false does not stop iOS 11+ from adjusting a scroll view: contentInsetAdjustmentBehavior does.",
        mechanism: """
            iOS 11 deprecated automaticallyAdjustsScrollViewInsets; the safe area now goes into adjustedContentInset \
            according to each scroll view's contentInsetAdjustmentBehavior. The flag is only read by .automatic, and a \
            table that scrolls is still adjusted through .scrollableAxes, so content moves down 20/64 pt after the upgrade.
            """,
        fixSwift: """
            if #available(iOS 11.0, *) {
                tableView.contentInsetAdjustmentBehavior = .never
            } else {
                automaticallyAdjustsScrollViewInsets = false
            }
            """,
        fixScene: "Add `contentInsetAdjustmentBehavior: never` to the scroll view (iOS 11 and later; a scene that also runs iOS 10 keeps those variants in a file of its own).",
        sources: ["seed 003 (\"iOS 11下被废弃了，写了也没用\")", "seed 004 (bug 1, 20-pt shift)", "seed 002 (recommended code)", "LAYOUT-MODEL §1, §7"],
        triggeringExamples: [
            """
            device: iPhone 8
            ios: 11
            root:
              type: UINavigationController
              isNavigationBarHidden: true
              viewControllers:
                - type: UIViewController
                  ↓automaticallyAdjustsScrollViewInsets: false
                  view: {subviews: [{type: UITableView, rows: 30}]}
            """,
        ],
        nonTriggeringExamples: [
            """
            device: iPhone 8
            ios: 11
            root:
              type: UINavigationController
              isNavigationBarHidden: true
              viewControllers:
                - type: UIViewController
                  automaticallyAdjustsScrollViewInsets: false
                  view: {subviews: [{type: UITableView, rows: 30, contentInsetAdjustmentBehavior: never}]}
            """,
            """
            device: iPhone 7
            ios: 10
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  automaticallyAdjustsScrollViewInsets: false
                  view: {subviews: [{type: UITableView, rows: 30}]}
            """,
        ])

    /// When the flag did keep the content scroll view (the first-subview search's) unadjusted,
    /// the one thing it still does from iOS 11, the message says so: it is not without effect.
    private static func contentScrollViewClause(_ controller: ControllerLayout, adjusted: [ViewLayout], context: RuleContext) -> String {
        guard let content = controller.contentScrollView, !adjusted.contains(where: { $0.index == content }),
            let slot = context.result.viewSlots[content], context.result.views[slot].contentInsetAdjustmentBehavior == .automatic
        else { return "" }
        return "; it only keeps .automatic from adjusting the content scroll view \(context.name(view: content)), whose content does not scroll"
    }

    public static func check(_ context: RuleContext) -> [PitfallWarning] {
        guard context.hasSafeArea else { return [] }
        var warnings: [PitfallWarning] = []
        for controller in context.result.controllers {
            guard controller.scrollAdjustment?.automaticallyAdjustsScrollViewInsets == false,
                let mark = context.inputs.controller(controller.index).marks["automaticallyAdjustsScrollViewInsets"]
            else { continue }
            let adjusted = context.result.views.filter { layout in
                layout.kind.isScrollView && context.governingLeaf(of: layout.index) == controller.index
                    && layout.adjustedContentInset != nil && layout.adjustedContentInset != layout.contentInset
            }
            guard let first = adjusted.first, let inset = first.adjustedContentInset else { continue }
            let behavior = first.contentInsetAdjustmentBehavior ?? .automatic
            let contentInset = first.contentInset ?? .zero
            warnings.append(warning(
                "automaticallyAdjustsScrollViewInsets: false is deprecated since iOS 11 and does not stop \(context.name(view: first.index)) being adjusted: adjustedContentInset \(inset) with contentInset \(contentInset) (contentInsetAdjustmentBehavior \(behavior.rawValue))"
                    + (adjusted.count > 1 ? " (and \(adjusted.count - 1) more scroll view\(adjusted.count > 2 ? "s" : ""))" : "")
                    + contentScrollViewClause(controller, adjusted: adjusted, context: context),
                at: mark, subject: controller.name, fix: fix(for: first, contentInset: contentInset, context: context)))
        }
        return warnings
    }

    /// `.never` stops the adjustment, which is the fix only where the adjustment is unwanted.
    /// Where it is what keeps the content below a bar (a scroll view under the bars, seed 003's
    /// table at y 64 on an iPhone X), `.never` would put the content under it; where a negative
    /// contentInset cancels it by hand (seed 004's fix), `.never` alone would cancel it twice.
    static func fix(for layout: ViewLayout, contentInset: Insets, context: RuleContext) -> String {
        // The key does not exist before iOS 11 (an error on such a variant, model-decisions M27).
        let never = "Add `contentInsetAdjustmentBehavior: never` to the scroll view (iOS 11 and later: a scene that also runs iOS 10 keeps those variants in a file of its own, as `if #available` keeps the flag for them)"
        if contentInset.top < 0 || contentInset.bottom < 0 || contentInset.left < 0 || contentInset.right < 0 {
            return "\(never), and remove the negative contentInset \(contentInset) that cancels the adjustment by hand (with .never it would cancel it twice)."
        }
        let top = layout.windowFrame.minY
        if let obstruction = context.obstructionAbove(layout.windowFrame, inside: layout.index), let adjusted = layout.adjustedContentInset,
            top + adjusted.top >= obstruction.edge - 0.5, top + contentInset.top < obstruction.edge - 0.5
        {
            return "Here the adjustment is what keeps the content below \(obstruction.name): delete the flag and keep it, or pin the scroll view to the safe area (`pin: {top: safeArea, …}`) before adding `contentInsetAdjustmentBehavior: never`."
        }
        return never + "."
    }
}
