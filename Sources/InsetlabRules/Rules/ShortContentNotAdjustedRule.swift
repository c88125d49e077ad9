import InsetlabLayout
import InsetlabScene

/// `short-content-not-adjusted`: `.scrollableAxes` (or `.automatic` outside the container case)
/// adds the safe area only on axes that scroll; short content that does not bounce stays under.
public enum ShortContentNotAdjustedRule: PitfallRule {
    public static let description = RuleDescription(
        id: "short-content-not-adjusted",
        name: "Short content not adjusted",
        severity: .warning,
        summary: "With .scrollableAxes (or .automatic outside a navigation/tab bar controller's content scroll view), content shorter than the scroll view is not moved below the bar.",
        mechanism: """
            From iOS 11, .scrollableAxes adds the safe area to the top and bottom only when the vertical axis scrolls: \
            contentSize.height > height, or alwaysBounceVertical. .automatic behaves the same except for the content \
            scroll view of a controller in a navigation or tab bar controller. UIScrollView and UICollectionView do not \
            bounce vertically by default, so short content starts under the bar.
            """,
        fixSwift: """
            collectionView.alwaysBounceVertical = true        // the axis now counts as scrollable
            // or: collectionView.contentInsetAdjustmentBehavior = .always
            """,
        fixScene: "Set `alwaysBounceVertical: true` or `contentInsetAdjustmentBehavior: always` on the scroll view.",
        sources: ["seed 001 (.scrollableAxes)", "seed 002 (.automatic outside a navigation controller)", "seed 004", "F43, F44", "LAYOUT-MODEL §7"],
        triggeringExamples: [
            """
            device: iPhone X
            ios: 12
            root:
              type: UIViewController
              view:
                subviews:
                  - {type: UICollectionView, ↓contentInsetAdjustmentBehavior: scrollableAxes, layout: {itemSize: [100, 100], items: 3}}
            """,
        ],
        nonTriggeringExamples: [
            """
            device: iPhone X
            ios: 12
            root:
              type: UIViewController
              view:
                subviews:
                  - {type: UICollectionView, alwaysBounceVertical: true, layout: {itemSize: [100, 100], items: 3}}
            """,
        ])

    public static func check(_ context: RuleContext) -> [PitfallWarning] {
        ScrollContentCoverage.all(in: context).compactMap { coverage in
            guard case .shortContent = coverage.cause else { return nil }
            let spec = context.inputs.view(coverage.view)
            let behavior = coverage.layout.contentInsetAdjustmentBehavior ?? .automatic
            let height = coverage.layout.contentSize?.height ?? 0, frameHeight = coverage.layout.frame.height
            // UIKit scrolls only content taller than the view: as tall is not enough.
            let fit = height < frameHeight - 0.0005 ? "is shorter than" : "is only as tall as"
            let why = spec.isScrollEnabled == false
                ? "isScrollEnabled is false, so its vertical axis does not count as scrollable"
                : "its content (\(pt(height)) tall) \(fit) its \(pt(frameHeight)) height and it does not bounce vertically"
            // Bouncing does not make a view whose scrolling is off scrollable (§7): only .always helps.
            var fix = spec.isScrollEnabled == false
                ? "Set `contentInsetAdjustmentBehavior: always` on the scroll view (with isScrollEnabled false, bouncing does not make its axis scrollable)."
                : nil
            // In a container, .automatic adjusts the content scroll view (the one the §5 search
            // finds) whatever its length (LAYOUT-MODEL §7) unless the controller's flag is off:
            // then the flag is the cause. Another scroll view is not adjusted either way.
            var flag = ""
            if behavior == .automatic, let leaf = coverage.layout.governingController,
                let leafLayout = context.result.controller(leaf), leafLayout.contentScrollView == coverage.view,
                let adjustment = leafLayout.scrollAdjustment, adjustment.inContainer, !adjustment.automaticallyAdjustsScrollViewInsets,
                let mark = context.inputs.controller(leaf).marks["automaticallyAdjustsScrollViewInsets"]
            {
                flag = " (automaticallyAdjustsScrollViewInsets: false on \(context.name(controller: leaf)), line \(mark.line), keeps its container from adjusting it whatever its length)"
                fix = "Remove `automaticallyAdjustsScrollViewInsets: false` (line \(mark.line)): in a navigation or tab bar controller, .automatic then adjusts the content scroll view whatever its length; or set `alwaysBounceVertical: true` or `contentInsetAdjustmentBehavior: always` on the scroll view."
            }
            return warning(
                "\(context.name(view: coverage.view)): \(why); .\(behavior.rawValue)\(flag) therefore leaves the top unadjusted: the content starts \(pt(coverage.overlap)) under \(coverage.obstruction.name)",
                at: spec.marks["contentInsetAdjustmentBehavior"] ?? context.typeMark(view: coverage.view),
                subject: context.name(view: coverage.view), fix: fix)
        }
    }
}
