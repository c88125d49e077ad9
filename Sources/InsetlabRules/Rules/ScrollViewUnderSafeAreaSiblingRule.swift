import InsetlabLayout
import InsetlabScene

/// `scroll-view-under-pinned-sibling`: a table or scroll view that runs to its superview's bottom
/// under a sibling bar of controls pinned to the safe area. UIKit insets the content for the
/// home indicator and the system bars, not for the app's own bar: the last rows stay under it.
public enum ScrollViewUnderPinnedSiblingRule: PitfallRule {
    public static let description = RuleDescription(
        id: "scroll-view-under-pinned-sibling",
        name: "Scroll view under a sibling pinned to the safe area",
        severity: .warning,
        summary: "A scroll view runs under a sibling bar pinned to the safe area: its last rows end under that bar (or, under a header at the top, its first rows start under it), since UIKit insets only for the system bars and the home indicator.",
        mechanism: """
            The sibling (a button bar) is pinned to the safe area's bottom, the scroll view to the superview's: \
            they overlap. adjustedContentInset covers the safe area (the home indicator) but knows nothing of the \
            app's own bar, so the content's end scrolls to a place under it.
            """,
        fixSwift: """
            tableView.bottomAnchor.constraint(equalTo: buttonBar.topAnchor).isActive = true
            """,
        fixScene: "Pin the scroll view's bottom to the bar's top (bottom: {to: BAR.top}), or add the bar's height to contentInset.bottom.",
        sources: ["issue 11 (the classic home-indicator bug)", "LAYOUT-MODEL §6 (safe area)"],
        triggeringExamples: [
            """
            device: iPhone X
            ios: 13
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UITableView
                    id: list
                    rows: 30
                    ↓pin: superview
                  - type: UIView
                    id: buttons
                    pin: {leading: superview, trailing: superview, bottom: safeArea, height: 64}
            """,
            // In UIKit's notation, the bar pinned as Interface Builder writes it (safe area first).
            """
            device: iPhone X
            ios: 13
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UITableView
                    id: list
                    rows: 30
                    ↓constraints:
                      - "list.top == superview.top"
                      - "list.leading == superview.leading"
                      - "list.trailing == superview.trailing"
                      - "list.bottom == superview.bottom"
                  - type: UIView
                    id: buttons
                    constraints:
                      - "buttons.leading == superview.leading"
                      - "buttons.trailing == superview.trailing"
                      - "safeArea.bottom == buttons.bottom"
                      - "buttons.height == 64"
            """,
        ],
        nonTriggeringExamples: [
            """
            device: iPhone X
            ios: 13
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UITableView
                    id: list
                    rows: 30
                    pin: {top: superview, leading: superview, trailing: superview, bottom: {to: buttons.top}}
                  - type: UIView
                    id: buttons
                    pin: {leading: superview, trailing: superview, bottom: safeArea, height: 64}
            """,
        ])

    /// Whether the view's bottom is pinned to its superview's safe area: by `pin`, or by a line of
    /// its own `constraints:` that names the view as `self`, by its id (as `insetlab import` and
    /// SCENE-FORMAT's examples write it), either side of the relation.
    /// Whether the view's `edge` (top or bottom) is tied to the safe area's same edge: by `pin`,
    /// or by a line of its own either way round. Before iOS 11 the layout guides stand for it
    /// (LAYOUT-MODEL §5, §6): `bottomLayoutGuide.top`, `topLayoutGuide.bottom`.
    private static func onSafeArea(_ spec: ViewInputs, index: ViewIndex, superview: ViewIndex, top: Bool) -> Bool {
        if case .pin(let pin) = spec.position {
            let anchor = top ? pin.top?.anchor : pin.bottom?.anchor
            if anchor == .safeArea || anchor == (top ? .topLayoutGuide : .bottomLayoutGuide) { return true }
        }
        let edge: LayoutAttribute = top ? .top : .bottom, guideEdge: LayoutAttribute = top ? .bottom : .top
        let guide: LayoutGuideName = top ? .topLayoutGuide : .bottomLayoutGuide
        func isView(_ item: ConstraintItem?) -> Bool { item == .this || item == .view(index) }
        func isSafeArea(_ item: ConstraintItem?) -> Bool { item == .guide(.safeArea) || item == .viewGuide(superview, .safeArea) }
        func isGuide(_ item: ConstraintItem?) -> Bool { item == .guide(guide) || item == .viewGuide(superview, guide) }
        return spec.constraints.contains { constraint in
            guard let second = constraint.second else { return false }
            let (a, b) = (constraint.first, second)
            if a.attribute == edge, b.attribute == guideEdge, isView(a.item), isGuide(b.item) { return true }
            if a.attribute == guideEdge, b.attribute == edge, isGuide(a.item), isView(b.item) { return true }
            guard a.attribute == edge, b.attribute == edge else { return false }
            return (isView(a.item) && isSafeArea(b.item)) || (isSafeArea(a.item) && isView(b.item))
        }
    }

    /// Later sibling bars looked at for one scroll view.
    static let barsLookedAt = 8

    public static func check(_ context: RuleContext) -> [PitfallWarning] {
        var warnings: [PitfallWarning] = []
        // Per superview, once: each subview's position and the visible bars pinned to the safe
        // area, in sibling order, so the scan stays linear however many siblings there are.
        var positions: [ViewIndex: Int] = [:]
        var bars: [ViewIndex: [(position: Int, view: ViewIndex)]] = [:]
        var headers: [ViewIndex: [(position: Int, view: ViewIndex)]] = [:]
        func index(_ superview: ViewIndex) {
            guard bars[superview] == nil else { return }
            var found: [(position: Int, view: ViewIndex)] = [], foundHeaders: [(position: Int, view: ViewIndex)] = []
            for (position, sibling) in context.inputs.view(superview).subviews.enumerated() {
                positions[sibling] = position
                // The slot's field in place: `result.view(sibling)` would copy every sibling.
                guard let barSlot = context.result.viewSlots[sibling], !context.result.views[barSlot].isHidden else { continue }
                let spec = context.inputs.view(sibling)
                if onSafeArea(spec, index: sibling, superview: superview, top: false) { found.append((position, sibling)) }
                if onSafeArea(spec, index: sibling, superview: superview, top: true) { foundHeaders.append((position, sibling)) }
            }
            bars[superview] = found
            headers[superview] = foundHeaders
        }
        /// The siblings after `position` (drawn over the scroll view), at most `barsLookedAt`.
        func later(_ siblings: [(position: Int, view: ViewIndex)], than position: Int) -> ArraySlice<(position: Int, view: ViewIndex)> {
            var low = 0, high = siblings.count
            while low < high {
                let middle = (low + high) / 2
                if siblings[middle].position <= position { low = middle + 1 } else { high = middle }
            }
            return siblings[low...].prefix(Self.barsLookedAt)
        }
        let views = context.result.views
        for slot in views.indices where views[slot].kind.isScrollView && !views[slot].isHidden {
            let layout = views[slot]
            let spec = context.inputs.view(layout.index)
            guard let superview = spec.superview else { continue }
            index(superview)
            guard let position = positions[layout.index], let siblings = bars[superview] else { continue }
            // The first later bar the content runs under is the warning (it made a warning per
            // pair: 20,100 for 200 tables). The bars are in sibling order: a binary search finds
            // the later ones, and at most `barsLookedAt` of them are looked at, so n scroll views
            // over n bars cost n log n (a superview holds one or two such bars; one under the
            // ninth later bar and none before it is not said).
            for (_, sibling) in later(siblings, than: position) {
                guard let barSlot = context.result.viewSlots[sibling] else { continue }
                let barFrame = context.result.views[barSlot].windowFrame
                let overlap = layout.windowFrame.maxY - barFrame.minY
                let horizontal = min(layout.windowFrame.maxX, barFrame.maxX) - max(layout.windowFrame.minX, barFrame.minX)
                let inset = context.insets(ofScrollViewAt: slot).bottom
                guard overlap > 0.5, horizontal > 0.5, barFrame.minY > layout.windowFrame.minY, inset + 0.5 < overlap else { continue }
                // Three rows ending far above the bar hide nothing; content of no known length is
                // taken as long (its end above the inset).
                let contentEnd = context.contentEnd(ofScrollViewAt: slot) ?? layout.windowFrame.maxY - inset
                // Under the bar only: what runs on past it is under whatever is below (a tab bar,
                // content-under-bar's), not this bar.
                let hidden = min(contentEnd, barFrame.maxY) - barFrame.minY
                guard hidden > 0.5 else { continue }
                let name = context.name(view: layout.index)
                let barName = context.name(view: sibling)
                warnings.append(warning(
                    "\(name) runs \(pt(overlap)) under \(barName), which is pinned to \(context.hasSafeArea ? "the safe area" : "the bottom layout guide"); its bottom inset is \(pt(inset)), so its last \(pt(hidden)) of content stay under \(barName)",
                    at: spec.marks["pin"] ?? spec.marks["constraints"] ?? spec.mark, subject: name))
                break
            }
            // The top: a header pinned to the safe area's top, drawn over the scroll view. UIKit
            // insets the content for the system bars, not for the header: at rest the first rows
            // start under it.
            for (_, sibling) in later(headers[superview] ?? [], than: position) {
                guard let headerSlot = context.result.viewSlots[sibling], let offset = layout.contentOffset else { continue }
                let header = context.result.views[headerSlot].windowFrame
                let horizontal = min(layout.windowFrame.maxX, header.maxX) - max(layout.windowFrame.minX, header.minX)
                let contentTop = layout.firstItemWindowFrame?.minY ?? (layout.windowFrame.minY - offset.y)
                guard horizontal > 0.5, header.maxY > layout.windowFrame.minY + 0.5, header.maxY < layout.windowFrame.maxY,
                    contentTop < header.maxY - 0.5
                else { continue }
                let hidden = header.maxY - max(contentTop, header.minY)
                guard hidden > 0.5 else { continue }
                let name = context.name(view: layout.index)
                let headerName = context.name(view: sibling)
                let inset = context.insets(ofScrollViewAt: slot).top
                warnings.append(warning(
                    "\(name) runs under \(headerName), which is pinned to \(context.hasSafeArea ? "the safe area" : "the top layout guide"); its top inset is \(pt(inset)), so at rest its first \(pt(hidden)) of content start under \(headerName)",
                    at: spec.marks["pin"] ?? spec.marks["constraints"] ?? spec.mark, subject: name,
                    fix: "Pin the scroll view's top to the header's bottom (top: {to: HEADER.bottom}), or add the header's height to contentInset.top."))
                break
            }
        }
        return warnings
    }
}
