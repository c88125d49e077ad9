import InsetlabLayout
import InsetlabScene

/// Where a scroll view's content sits at rest relative to what covers the top of the screen,
/// and why — shared by the rules that explain content under a bar, so that each case is told
/// once, by the rule that names its cause.
struct ScrollContentCoverage {
    enum Cause {
        /// Before iOS 11, the first-subview search did not reach this scroll view (seed 002).
        case notReachedBySearch(found: ViewIndex?)
        /// `.scrollableAxes` (or `.automatic` outside the container case) with content that does not scroll.
        case shortContent
        /// Anything else (flag off, `.never`, no container, a window root…).
        case other
    }

    var view: ViewIndex
    var layout: ViewLayout
    /// Window y of the content's top at rest (first row or item; else the content origin).
    var contentTop: Double
    var obstruction: Obstruction
    /// How far the content's top is under the obstruction.
    var overlap: Double
    var cause: Cause

    /// Scroll views whose content starts under something at rest. `requireContent: false` also
    /// takes scroll views whose content is not given yet (a table without `rows`): where the
    /// content would start is then the content origin.
    static func all(in context: RuleContext, requireContent: Bool = true) -> [ScrollContentCoverage] {
        var found: [ScrollContentCoverage] = []
        let views = context.result.views
        for slot in views.indices where views[slot].kind.isScrollView && !views[slot].isHidden {
            let layout = views[slot]
            guard let offset = layout.contentOffset else { continue }
            let contentTop = layout.firstItemWindowFrame?.minY ?? (layout.windowFrame.minY - offset.y)
            let hasContent = layout.firstItemWindowFrame != nil || (layout.contentSize?.height ?? 0) > 0
            guard hasContent || !requireContent, let obstruction = context.obstructionAbove(layout.windowFrame, inside: layout.index),
                context.isDrawn(layout.index)
            else { continue }
            // The view itself must reach under the obstruction, and its content must start there.
            guard layout.windowFrame.minY < obstruction.edge - 0.5, contentTop < obstruction.edge - 0.5 else { continue }
            let overlap = obstruction.edge - contentTop
            found.append(ScrollContentCoverage(
                view: layout.index, layout: layout, contentTop: contentTop, obstruction: obstruction, overlap: overlap,
                cause: cause(of: layout, in: context)))
        }
        return found
    }

    /// Reads what the engine decided: the governing leaf, its first-subview search, its §5/§7
    /// adjustment context and the scroll view's behaviour.
    private static func cause(of layout: ViewLayout, in context: RuleContext) -> Cause {
        guard let leaf = layout.governingController, let leafLayout = context.result.controller(leaf),
            let adjustment = leafLayout.scrollAdjustment
        else {
            return .other
        }
        let adjustedByContainers = adjustment.containersAdjustContentScrollView
        let isContentScrollView = leafLayout.contentScrollView == layout.index
        switch context.result.era {
        case .layoutGuides:
            // Not reached by the search is the cause whether or not the flag is on: with it off,
            // turning it on would not reach this view either (its message says both).
            if adjustment.inContainer, !isContentScrollView {
                return .notReachedBySearch(found: leafLayout.contentScrollView)
            }
            return .other
        case .safeArea:
            let behavior = layout.contentInsetAdjustmentBehavior ?? .automatic
            let autoContext = isContentScrollView && adjustedByContainers
            // Only where the vertical axis did not count as scrollable is the content's shortness
            // the cause: a scrolling view was adjusted, and what keeps its content under the bar
            // is something else (a negative contentInset cancelling the adjustment, seed 004).
            if behavior == .scrollableAxes || (behavior == .automatic && !autoContext), layout.isVerticallyScrollable == false {
                return .shortContent
            }
            return .other
        }
    }
}
