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
        summary: "A scroll view runs under a sibling bar pinned to the safe area: its last rows end under that bar, since UIKit insets only for the system bars and the home indicator.",
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
    private static func bottomOnSafeArea(_ spec: ViewInputs, index: ViewIndex, superview: ViewIndex) -> Bool {
        // The bottom layout guide is the safe area's bottom before iOS 11 (LAYOUT-MODEL §5, §6).
        if case .pin(let pin) = spec.position, pin.bottom?.anchor == .safeArea || pin.bottom?.anchor == .bottomLayoutGuide { return true }
        func isView(_ item: ConstraintItem?) -> Bool { item == .this || item == .view(index) }
        func isSafeArea(_ item: ConstraintItem?) -> Bool { item == .guide(.safeArea) || item == .viewGuide(superview, .safeArea) }
        func isGuide(_ item: ConstraintItem?) -> Bool { item == .guide(.bottomLayoutGuide) || item == .viewGuide(superview, .bottomLayoutGuide) }
        return spec.constraints.contains { constraint in
            guard let second = constraint.second else { return false }
            let (a, b) = (constraint.first, second)
            // `bottomLayoutGuide.top`: the guide's top is where the bottom bars begin (either side).
            if a.attribute == .bottom, b.attribute == .top, isView(a.item), isGuide(b.item) { return true }
            if a.attribute == .top, b.attribute == .bottom, isGuide(a.item), isView(b.item) { return true }
            guard a.attribute == .bottom, b.attribute == .bottom else { return false }
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
        func index(_ superview: ViewIndex) {
            guard bars[superview] == nil else { return }
            var found: [(position: Int, view: ViewIndex)] = []
            for (position, sibling) in context.inputs.view(superview).subviews.enumerated() {
                positions[sibling] = position
                // The slot's field in place: `result.view(sibling)` would copy every sibling.
                guard let barSlot = context.result.viewSlots[sibling], !context.result.views[barSlot].isHidden,
                    bottomOnSafeArea(context.inputs.view(sibling), index: sibling, superview: superview)
                else { continue }
                found.append((position, sibling))
            }
            bars[superview] = found
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
            var low = 0, high = siblings.count
            while low < high {
                let middle = (low + high) / 2
                if siblings[middle].position <= position { low = middle + 1 } else { high = middle }
            }
            let later = siblings[low...].prefix(Self.barsLookedAt)
            for (_, sibling) in later {
                guard let barSlot = context.result.viewSlots[sibling] else { continue }
                let barFrame = context.result.views[barSlot].windowFrame
                let overlap = layout.windowFrame.maxY - barFrame.minY
                let horizontal = min(layout.windowFrame.maxX, barFrame.maxX) - max(layout.windowFrame.minX, barFrame.minX)
                let inset = context.bottomInset(ofScrollViewAt: slot)
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
        }
        return warnings
    }
}
