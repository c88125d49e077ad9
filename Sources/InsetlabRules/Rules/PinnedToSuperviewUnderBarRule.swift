import InsetlabLayout
import InsetlabScene
import InsetlabYAML

/// `pinned-to-superview-under-bar`: a non-scroll view pinned to its superview's top or bottom
/// while that superview extends under a bar.
public enum PinnedToSuperviewUnderBarRule: PitfallRule {
    public static let description = RuleDescription(
        id: "pinned-to-superview-under-bar",
        name: "Pinned to the superview under a bar",
        severity: .warning,
        summary: "A view pinned to the superview's top or bottom sits under a bar, because the superview extends under it: pin to the safe area (the layout guides before iOS 11).",
        mechanism: """
            With edgesForExtendedLayout the controller's view runs under translucent bars, so its top anchor is at the \
            top of the screen. Only scroll views get moved by UIKit; a label or button pinned to the superview's top \
            stays under the bar. The safe area (topLayoutGuide before iOS 11) is where the bars end.
            """,
        fixSwift: """
            label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true   // iOS 11+
            label.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor).isActive = true          // iOS 7–10
            """,
        fixScene: "Change the pin's anchor from `superview` to `safeArea` (`topLayoutGuide` / `bottomLayoutGuide` before iOS 11).",
        sources: ["seed 000 (pinned to topAnchor vs topLayoutGuide)", "seed 001 (subviews pinned to the edges vs the safe area)", "LAYOUT-MODEL §4, §6"],
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
                      - type: UILabel
                        pin: {↓top: superview, leading: superview, trailing: superview, height: 44}
            """,
        ],
        nonTriggeringExamples: [
            """
            device: iPhone X
            ios: 12
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  view:
                    subviews:
                      - type: UILabel
                        pin: {top: safeArea, leading: superview, trailing: superview, height: 44}
            """,
            """
            device: iPhone X
            ios: 12
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  view: {subviews: [{type: UIImageView, pin: superview}]}
            """,
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
                        pin: {top: superview, leading: superview, trailing: superview, height: 150}
                        subviews:
                          - {type: UILabel, pin: {top: safeArea, leading: safeArea, trailing: safeArea, height: 30}}
            """,
        ])

    public static func check(_ context: RuleContext) -> [PitfallWarning] {
        var warnings: [PitfallWarning] = []
        let views = context.result.views
        let holders = context.barHolders()
        let screen = context.result.window.frame
        for slot in views.indices where !views[slot].kind.isScrollView && !views[slot].isHidden {
            // Fields, not `let layout = views[slot]`: a whole ViewLayout copied per view per rule adds up.
            let index = views[slot].index
            let windowFrame = views[slot].windowFrame
            // Under a bar means inside the band it covers: a drawer slid off the screen is under none.
            guard windowFrame.maxY > screen.minY + 0.5, windowFrame.minY < screen.maxY - 0.5,
                windowFrame.maxX > screen.minX + 0.5, windowFrame.minX < screen.maxX - 0.5
            else { continue }
            // Cheapest first: most views are placed by frame, which ties no edge.
            guard !views[slot].isInsideScrollView, let edges = superviewEdges(of: index, context), edges.top != nil || edges.bottom != nil,
                !fillsSuperviewOrHostsAController(index, windowFrame, context), context.isDrawn(index)
            else { continue }
            let name = context.name(view: index)
            if let top = edges.top, let above = context.obstructionAbove(windowFrame, inside: index, holders: holders),
                windowFrame.minY < above.edge - 0.5, !contentClears(index, edge: above.edge, top: true, context)
            {
                // Measured from the screen's edge: the part above the screen is under no bar.
                warnings.append(warning(
                    "\(name) is pinned to the superview's top, which is under \(above.name): it starts \(pt(above.edge - max(windowFrame.minY, screen.minY))) under it",
                    at: top, subject: name))
            }
            if let bottom = edges.bottom, let below = context.obstructionBelow(windowFrame, inside: index),
                windowFrame.maxY > below.edge + 0.5, !contentClears(index, edge: below.edge, top: false, context)
            {
                warnings.append(warning(
                    "\(name) is pinned to the superview's bottom, which is under \(below.name): it ends \(pt(min(windowFrame.maxY, screen.maxY) - below.edge)) under it",
                    at: bottom, subject: name))
            }
        }
        return warnings
    }

    /// A background (no leaf: a label or image that covers its superview still shows its content
    /// under the bar) that covers its superview whole, however its edges are tied (`bottom ==
    /// bottomLayoutGuide.top` below a screen with no bottom bar, safe-area sides in portrait), and
    /// a container view for an embedded controller, whose root view gets the safe area and the
    /// layout guides itself (LAYOUT-MODEL §6; M6): both run under the bars on purpose.
    private static func fillsSuperviewOrHostsAController(_ index: ViewIndex, _ windowFrame: Rect, _ context: RuleContext) -> Bool {
        let spec = context.inputs.view(index)
        if spec.subviews.contains(where: { context.inputs.view($0).owner != spec.owner }) { return true }  // an embedded root view
        guard !spec.kind.isLeaf, let superview = spec.superview, let slot = context.result.viewSlots[superview] else { return false }
        let outer = context.result.views[slot].windowFrame
        return abs(outer.minX - windowFrame.minX) < 0.5 && abs(outer.minY - windowFrame.minY) < 0.5
            && abs(outer.width - windowFrame.width) < 0.5 && abs(outer.height - windowFrame.height) < 0.5
    }

    /// Whether the view holds visible subviews and every one lies clear of the bar's `edge` (below
    /// it for a bar above, `top`; above it for one below): a panel that runs under the bar on
    /// purpose with its content on its own safe area hides nothing. Seed 001 recommends it:
    /// «子视图将附加到视图的边缘。 标签贴在Superview安全区域» (subviews attached to the view's
    /// edges, labels to the safe area).
    private static func contentClears(_ index: ViewIndex, edge: Double, top: Bool, _ context: RuleContext) -> Bool {
        var holdsContent = false
        for subview in context.inputs.view(index).subviews {
            guard let slot = context.result.viewSlots[subview], !context.result.views[slot].isHidden else { continue }
            holdsContent = true
            let frame = context.result.views[slot].windowFrame
            if top ? frame.minY < edge - 0.5 : frame.maxY > edge + 0.5 { return false }
        }
        return holdsContent
    }

    /// Where the view's top and bottom are tied to its superview's own top and bottom (not a
    /// guide): by `pin` in either form (a v1 entry, or one with `relation`, `priority` or an
    /// anchor, which is a constraint), or by a line of its own `constraints:`. Nil for a
    /// background tied to all four edges with no inset, which is meant to run under the bars.
    private static func superviewEdges(of index: ViewIndex, _ context: RuleContext) -> (top: Mark?, bottom: Mark?)? {
        let spec = context.inputs.view(index)
        switch spec.position {
        case .pin(let pin):
            let fills = [pin.top, pin.bottom, pin.leading, pin.trailing].allSatisfy { $0?.anchor == .superview && $0?.inset == 0 }
            if fills { return nil }
            return (pin.top.flatMap { $0.anchor == .superview ? $0.mark : nil }, pin.bottom.flatMap { $0.anchor == .superview ? $0.mark : nil })
        case .constraints:
            var marks: [LayoutAttribute: Mark] = [:]
            var flush: Set<LayoutAttribute> = []
            for line in spec.constraints where line.holder == index && line.multiplier == 1 {
                guard let second = line.second else { continue }
                let own: LayoutAttribute, other: ConstraintAnchor
                // The view's own edge (`self` or its id), never one of its guides.
                func isOwnEdge(_ item: ConstraintItem) -> Bool { item == .this || item == .view(index) }
                if isOwnEdge(line.first.item) {
                    (own, other) = (line.first.attribute, second)
                } else if isOwnEdge(second.item) {
                    (own, other) = (second.attribute, line.first)
                } else {
                    continue
                }
                guard other.item == .superview, own == other.attribute,
                    [.top, .bottom, .leading, .trailing, .left, .right].contains(own)
                else { continue }
                if marks[own] == nil { marks[own] = line.mark }
                if line.constant == 0, line.relation == .equal { flush.insert(own) }
            }
            let horizontal = (flush.contains(.leading) || flush.contains(.left)) && (flush.contains(.trailing) || flush.contains(.right))
            if flush.contains(.top) && flush.contains(.bottom) && horizontal { return nil }
            return (marks[.top], marks[.bottom])
        case .frame, .managed:
            return nil
        }
    }
}

/// `control-outside-safe-area`: an interactive control overlaps the notch, the home indicator
/// or a bar.
public enum ControlOutsideSafeAreaRule: PitfallRule {
    public static let description = RuleDescription(
        id: "control-outside-safe-area",
        name: "Control outside the safe area",
        severity: .warning,
        summary: "A button, text field, switch, segmented control or slider overlaps the notch, the home indicator or a bar.",
        mechanism: """
            The safe area is the part of a view not covered by bars, the sensor housing or the home indicator. Apple asks \
            that no control sit outside it: it is hidden, or it competes with the system's gestures. Landscape adds side \
            bands on notched phones.
            """,
        fixSwift: """
            button.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8).isActive = true
            """,
        fixScene: "Pin the control to `safeArea` (or `margins`) instead of `superview`, or move its `frame` inside the safe area.",
        sources: ["seed 001 (controls under the notch and the home indicator)", "Apple HIG", "LAYOUT-MODEL §6"],
        triggeringExamples: [
            """
            device: iPhone X
            ios: 12
            root:
              type: UIViewController
              view:
                subviews:
                  - {↓type: UIButton, pin: {bottom: superview, leading: superview, trailing: superview, height: 50}}
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
                  - {type: UIButton, pin: {bottom: safeArea, leading: superview, trailing: superview, height: 50}}
            """,
        ])

    public static func check(_ context: RuleContext) -> [PitfallWarning] {
        var warnings: [PitfallWarning] = []
        let window = context.result.window.frame
        let sides = context.sideInsets
        let views = context.result.views
        for slot in views.indices where views[slot].kind.isControl && !views[slot].isHidden {
            // The control's alignment rect: what Auto Layout places against the safe area (a
            // switch pinned to its trailing edge has 2 pt of frame past it, M34), and where the
            // control draws.
            let frame = views[slot].windowFrame.inset(by: views[slot].kind.alignmentRectInsets)
            var places: [String] = []
            // How deep the control reaches, and "all of it" where it lies wholly inside the band
            // (a 50-pt button in an 83-pt tab bar is not 83 pt into it).
            if let above = context.obstructionAbove(frame, inside: views[slot].index), frame.minY < above.edge - 0.5, frame.maxY > 0 {
                places.append(frame.maxY <= above.edge + 0.5 ? "lies wholly under \(above.name) (all \(pt(frame.maxY - max(frame.minY, window.minY))) on screen)" : "reaches \(pt(above.edge - frame.minY)) under \(above.name)")
            }
            if let below = context.obstructionBelow(frame, inside: views[slot].index), frame.maxY > below.edge + 0.5, frame.minY < window.maxY {
                places.append(frame.minY >= below.edge - 0.5 ? "lies wholly in \(below.name) (all \(pt(min(frame.maxY, window.maxY) - frame.minY)) on screen)" : "reaches \(pt(frame.maxY - below.edge)) into \(below.name)")
            }
            // "the left notch band", not "the left the notch band"; named only for a view in one.
            var housing: String {
                let name = context.housingName
                return name.hasPrefix("the ") ? String(name.dropFirst(4)) : name
            }
            if sides.left > 0, frame.minX < sides.left - 0.5 {
                places.append("reaches \(pt(sides.left - frame.minX)) into the left \(housing) band")
            }
            if sides.right > 0, frame.maxX > window.maxX - sides.right + 0.5 {
                places.append("reaches \(pt(frame.maxX - (window.maxX - sides.right))) into the right \(housing) band")
            }
            guard !places.isEmpty else { continue }
            let name = context.name(view: views[slot].index)
            warnings.append(warning(
                "\(context.inputs.view(views[slot].index).kind.rawValue) \(name) " + places.joined(separator: ", "),
                at: context.typeMark(view: views[slot].index), subject: name))
        }
        return warnings
    }
}
