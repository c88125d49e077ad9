import InsetlabLayout
import InsetlabScene

/// `double-inset`: content starts lower than the bars need, because the scroll view is already
/// below the bar, or because the scene's own contentInset repeats what UIKit adds.
public enum DoubleInsetRule: PitfallRule {
    public static let description = RuleDescription(
        id: "double-inset",
        name: "Double inset",
        severity: .warning,
        summary: "Content starts (or ends) N pt further in than it should: the scroll view is already placed clear of the bar and an inset is added anyway, or a manual contentInset repeats UIKit's, at the top or the bottom.",
        mechanism: """
            Before iOS 11 the container adds the top layout guide to the found scroll view's contentInset whatever its \
            frame, so a table framed at y 64 gets another 64 (the classic double gap). From iOS 11 the system part is \
            the safe area, which already includes the bars, so a contentInset written to clear the bar (the iOS 10 habit) \
            is counted twice. The same holds at the bottom for a tab bar or toolbar (the bottom layout guide before iOS \
            11, the bottom safe area from iOS 11).
            """,
        fixSwift: """
            // Either let the view extend under the bar and let UIKit inset it:
            tableView.frame = view.bounds
            // or keep your own frame/inset and switch the automatic part off:
            automaticallyAdjustsScrollViewInsets = false                 // iOS 10 and earlier
            tableView.contentInsetAdjustmentBehavior = .never            // iOS 11+
            """,
        fixScene: "Let the scroll view fill its superview (drop the `frame` offset or the manual `contentInset`), or set `contentInsetAdjustmentBehavior: never` (`automaticallyAdjustsScrollViewInsets: false` before iOS 11).",
        sources: ["seed 002 (adjusted \"whether or not it is covered\")", "seed 003 (CGRectMake(0, 64, …) on iOS 10)", "seed 004 (20/64-pt shifts)", "F27, LAYOUT-MODEL §5, §7"],
        triggeringExamples: [
            """
            device: iPhone 8
            ios: 12
            root:
              type: UITabBarController
              viewControllers:
                - type: UIViewController
                  view: {subviews: [{type: UITableView, rows: 30, ↓contentInset: [0, 0, 49, 0]}]}
            """,
            """
            device: iPhone 7
            ios: 10
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  view:
                    subviews:
                      - {type: UITableView, ↓frame: [0, 64, 375, 603], rows: 20}
            """,
            """
            device: iPhone 8
            ios: 12
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  view:
                    subviews:
                      - {type: UITableView, rows: 20, ↓contentInset: [64, 0, 0, 0]}
            """,
        ],
        nonTriggeringExamples: [
            """
            device: iPhone 7
            ios: 10
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  view: {subviews: [{type: UITableView, rows: 20}]}
            """,
            """
            device: iPhone 7
            ios: 10
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  automaticallyAdjustsScrollViewInsets: false
                  view: {subviews: [{type: UITableView, frame: [0, 64, 375, 603], rows: 20}]}
            """,
        ])

    /// Before iOS 11 the inset comes from the controllers whose first-subview search finds the
    /// scroll view (an embedding parent's included, LAYOUT-MODEL §5): the flag to clear is theirs,
    /// which the catalogue's fix cannot name (mokagio: "the parent view controller").
    private static func legacyFix(for view: ViewIndex, name: String, context: RuleContext) -> String? {
        guard !context.hasSafeArea else { return nil }
        let adjusting = context.result.controllers.filter {
            $0.contentScrollView == view && $0.scrollAdjustment?.containersAdjustContentScrollView == true
        }
        guard !adjusting.isEmpty else { return nil }
        let names = adjusting.map { "`\($0.name)`" }.joined(separator: " and ")
        return "Set `automaticallyAdjustsScrollViewInsets: false` on \(names), whose first-subview search finds \(name) (the flag on another controller changes nothing here), or let \(name) start under the bar, where the inset is needed."
    }

    public static func check(_ context: RuleContext) -> [PitfallWarning] {
        var warnings: [PitfallWarning] = []
        let views = context.result.views
        for slot in views.indices where views[slot].kind.isScrollView && !views[slot].isHidden {
            let layout = views[slot]
            let spec = context.inputs.view(layout.index)
            let insets = context.insets(ofScrollViewAt: slot)
            warnings += [repeatedTop(layout, spec, total: insets.top, context), repeatedBottom(layout, spec, total: insets.bottom, context)].compactMap { $0 }
        }
        return warnings
    }

    /// The top: a view already below the bar that is inset for it anyway (seed 002), or a
    /// contentInset.top that repeats what UIKit adds for the bar.
    private static func repeatedTop(_ layout: ViewLayout, _ spec: ViewInputs, total totalTop: Double, _ context: RuleContext) -> PitfallWarning? {
        let sceneTop = spec.contentInset?.top ?? 0
        let systemTop = totalTop - sceneTop
        guard systemTop > 0.5 else { return nil }
        let obstruction = context.obstructionAbove(layout.windowFrame, inside: layout.index)
        let covered = obstruction.map { max(0, $0.edge - layout.windowFrame.minY) } ?? 0
        let barName = obstruction?.name ?? "the bar"
        let name = context.name(view: layout.index)
        if covered < 0.5 {
            // Already below the bar, inset anyway (seed 002): before iOS 11 the container writes
            // the guide whatever the frame. From iOS 11 a view clear of the bars has no safe area
            // from them: what it gets is the controller's additionalSafeAreaInsets, asked for.
            guard !context.hasSafeArea else { return nil }
            return warning(
                "\(name) already starts below \(barName) (y \(formatNumber(layout.windowFrame.minY))) yet gets a \(pt(systemTop)) top inset from UIKit: its content starts \(pt(systemTop)) lower than needed",
                at: spec.marks["frame"] ?? spec.marks["pin"] ?? context.typeMark(view: layout.index), subject: name,
                fix: legacyFix(for: layout.index, name: name, context: context))
        }
        if sceneTop > 0.5, abs(sceneTop - covered) < 0.5 || abs(sceneTop - systemTop) < 0.5 {
            // The scene's own inset repeats the bar that UIKit already counts.
            return warning(
                "\(name)'s contentInset.top \(formatNumber(sceneTop)) repeats the \(pt(covered)) that UIKit already adds for \(barName): content starts \(pt(totalTop - covered)) below it",
                at: spec.marks["contentInset"] ?? context.typeMark(view: layout.index), subject: name)
        }
        if abs(sceneTop - 64) < 0.5, systemTop > covered - 0.5 {
            // 64 is the status and navigation bars of the phones before the iPhone X (20 + 44,
            // uikit-facts F53): the iOS 10 habit (seeds 003, 004), run where the bars are
            // taller, on top of what UIKit adds for them.
            return warning(
                "\(name)'s contentInset.top 64 is the status and navigation bars of the phones before the iPhone X (20 + 44), and UIKit already adds \(pt(systemTop)) for \(barName) here: content starts \(pt(totalTop - covered)) below it",
                at: spec.marks["contentInset"] ?? context.typeMark(view: layout.index), subject: name)
        }
        return nil
    }

    /// The same at the bottom: a contentInset.bottom that repeats the tab bar (or toolbar, or home
    /// indicator) UIKit already insets for leaves the last rows that far above it (the iOS 10
    /// habit of `contentInset.bottom = 49`, run on iOS 11 where the safe area adds 49 again); and
    /// a view that already ends above the bar, inset for it anyway (seed 002, at its bottom end:
    /// before iOS 11 the container writes the bottom guide whatever the frame).
    private static func repeatedBottom(_ layout: ViewLayout, _ spec: ViewInputs, total: Double, _ context: RuleContext) -> PitfallWarning? {
        let written = spec.contentInset?.bottom ?? 0
        let system = total - written
        guard system > 0.5, let below = context.obstructionBelow(layout.windowFrame, inside: layout.index) else { return nil }
        let name = context.name(view: layout.index)
        let covered = max(0, layout.windowFrame.maxY - below.edge)
        if covered < 0.5 {
            guard !context.hasSafeArea else { return nil }  // as at the top
            return warning("\(name) already ends above \(below.name) (y \(formatNumber(layout.windowFrame.maxY))) yet gets a \(pt(system)) bottom inset from UIKit: its content ends \(pt(system)) higher than needed",
                at: spec.marks["frame"] ?? spec.marks["pin"] ?? context.typeMark(view: layout.index), subject: name)
        }
        if abs(written - 49) < 0.5, system > covered - 0.5, abs(covered - 49) >= 0.5 {
            // 49 is the tab bar of the phones before the iPhone X (F45's 83 is 49 + 34 on it).
            return warning("\(name)'s contentInset.bottom 49 is the tab bar of the phones before the iPhone X, and UIKit already adds \(pt(system)) for \(below.name) here: content ends \(pt(total - covered)) above it",
                at: spec.marks["contentInset"] ?? context.typeMark(view: layout.index), subject: name)
        }
        guard written > 0.5, abs(written - covered) < 0.5 || abs(written - system) < 0.5 else { return nil }
        return warning("\(name)'s contentInset.bottom \(formatNumber(written)) repeats the \(pt(system)) that UIKit already adds for \(below.name): content ends \(pt(total - covered)) above it",
            at: spec.marks["contentInset"] ?? context.typeMark(view: layout.index), subject: name)
    }
}
