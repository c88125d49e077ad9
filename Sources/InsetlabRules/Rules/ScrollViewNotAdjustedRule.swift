import InsetlabLayout
import InsetlabScene

/// `scroll-view-not-adjusted`: before iOS 11, a scroll view under a bar that the first-subview
/// search does not reach gets no inset.
public enum ScrollViewNotAdjustedRule: PitfallRule {
    public static let description = RuleDescription(
        id: "scroll-view-not-adjusted",
        name: "Scroll view the first-subview search does not reach",
        severity: .warning,
        summary: "A scroll view under a bar is not the one the container adjusts: the search follows view, then subviews[0], and stops.",
        mechanism: """
            Before iOS 11, automaticallyAdjustsScrollViewInsets adjusts ONE scroll view: the controller's view if it is \
            a scroll view, else subviews[0], and so on down the first subviews. A view added before the table, a second \
            table, or a table inside the second of two containers is never adjusted, so its content stays under the bar.
            """,
        fixSwift: """
            // Make the scroll view the first subview, or inset it yourself:
            view.insertSubview(tableView, at: 0)
            tableView.contentInset.top = topLayoutGuide.length
            """,
        fixScene: "Move the scroll view to `subviews[0]` (of each view on the way down), or pin it to `topLayoutGuide`.",
        sources: ["seed 002 (a view added first; two tables; nested containers)", "seed 000 magicView", "LAYOUT-MODEL §5, uikit-facts §3.7, D14"],
        triggeringExamples: [
            """
            device: iPhone 7
            ios: 10
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  view:
                    subviews:
                      - {type: UIView, frame: [0, 600, 375, 67]}
                      - {↓type: UITableView, rows: 20}
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
                      - {type: UITableView, frame: [0, 0, 187, 667], rows: 20}
                      - {↓type: UITableView, frame: [187, 0, 188, 667], rows: 20}
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
                      - {type: UILabel, frame: [0, 600, 375, 67]}
                      - {↓type: UITableView}
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
                  view:
                    subviews:
                      - {type: UITableView, rows: 20}
                      - {type: UIView, frame: [0, 600, 375, 67]}
            """,
        ])

    public static func check(_ context: RuleContext) -> [PitfallWarning] {
        // Whatever its content: a table whose rows are not written yet is missed all the same (issue 13).
        ScrollContentCoverage.all(in: context, requireContent: false).compactMap { coverage in
            guard case .notReachedBySearch(let found) = coverage.cause else { return nil }
            let stop = found.map { "it reaches \(context.name(view: $0)) first" }
                ?? "a view that is not a scroll view stands first on the way down"
            // With the flag off as well, moving the view first is not enough: say so, and fix both.
            let leaf = coverage.layout.governingController
            let flagOff = leaf.flatMap { context.result.controller($0)?.scrollAdjustment }.map { !$0.automaticallyAdjustsScrollViewInsets } ?? false
            let flagLine = leaf.flatMap { context.inputs.controller($0).marks["automaticallyAdjustsScrollViewInsets"] }.map { " (line \($0.line))" } ?? ""
            return warning(
                "\(context.name(view: coverage.view)) is under \(coverage.obstruction.name) but the first-subview search does not reach it (\(stop)), so nothing adjusts it: its content starts \(pt(coverage.overlap)) under \(coverage.obstruction.name)"
                    + (flagOff ? "; automaticallyAdjustsScrollViewInsets is false too, so moved first it would still not be adjusted (remove the flag, or pin it to topLayoutGuide)" : ""),
                at: context.typeMark(view: coverage.view), subject: context.name(view: coverage.view),
                fix: flagOff
                    ? "Move the scroll view to `subviews[0]` (of each view on the way down) and remove `automaticallyAdjustsScrollViewInsets: false`\(flagLine), or pin it to `topLayoutGuide`."
                    : nil)
        }
    }
}
