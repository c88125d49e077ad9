import InsetlabLayout
import InsetlabScene

/// `pinned-to-sibling-under-bar`: a view placed by a constraint to a sibling's edge
/// (`title.top == header.bottom + 8`) while that sibling sits under a bar, so the view inherits
/// the sibling's place under the bar and is covered too.
public enum PinnedToSiblingUnderBarRule: PitfallRule {
    public static let description = RuleDescription(
        id: "pinned-to-sibling-under-bar",
        name: "Pinned to a sibling that sits under a bar",
        severity: .warning,
        summary: "A view placed below (or above) a sibling that is itself under a bar ends up under the bar as well: the constraint chain starts at the superview's edge, not the safe area.",
        mechanism: """
            With edgesForExtendedLayout the controller's view runs under translucent bars. A header pinned to the \
            superview's top sits under the navigation bar; a label pinned to the header's bottom is placed relative to \
            that, so it is covered as well, though none of its own constraints names the superview. UIKit moves only \
            scroll views' content; everything else keeps the frame its constraints give.
            """,
        fixSwift: """
            header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true   // the chain's start
            // or place the label on the safe area itself:
            title.topAnchor.constraint(greaterThanOrEqualTo: view.safeAreaLayoutGuide.topAnchor, constant: 8).isActive = true
            """,
        fixScene: "Pin the sibling at the start of the chain to `safeArea` instead of `superview` (or add `\"title.top >= superview.safeArea.top + 8\"` to the view).",
        sources: ["seed 000 (pinned to topAnchor vs topLayoutGuide)", "seed 001 (subviews pinned to the edges vs the safe area)", "LAYOUT-MODEL §4, §6", "issue 11 (content pinned to a sibling under a bar)"],
        triggeringExamples: [
            """
            device: iPhone X
            ios: 13
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  view:
                    subviews:
                      - type: UIView
                        id: header
                        constraints: ["header.top == superview.top", "header.leading == superview.leading", "header.trailing == superview.trailing", "header.height == 60"]
                      - type: UILabel
                        id: title
                        intrinsicContentSize: [120, 21]
                        constraints: ["↓title.top == header.bottom + 8", "title.leading == superview.leading + 16"]
            """,
            """
            device: iPhone X
            ios: 13
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UIView
                    id: footer
                    pin: {leading: superview, trailing: superview, bottom: superview, height: 20}
                  - type: UILabel
                    id: note
                    intrinsicContentSize: [200, 21]
                    pin: {leading: superview, ↓bottom: {to: footer.top, inset: 4}}
            """,
        ],
        nonTriggeringExamples: [
            """
            device: iPhone X
            ios: 13
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  view:
                    subviews:
                      - type: UIView
                        id: header
                        constraints: ["header.top == superview.safeArea.top", "header.leading == superview.leading", "header.trailing == superview.trailing", "header.height == 60"]
                      - type: UILabel
                        id: title
                        intrinsicContentSize: [120, 21]
                        constraints: ["title.top == header.bottom + 8", "title.leading == superview.leading + 16"]
            """,
            """
            device: iPhone X
            ios: 13
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  view:
                    subviews:
                      - type: UIImageView
                        id: hero
                        constraints: ["hero.top == superview.top", "hero.leading == superview.leading", "hero.trailing == superview.trailing", "hero.height == 200"]
                      - type: UILabel
                        id: caption
                        intrinsicContentSize: [120, 21]
                        constraints: ["caption.top == hero.bottom + 8", "caption.leading == superview.leading + 16"]
            """,
        ])

    public static func check(_ context: RuleContext) -> [PitfallWarning] {
        var warnings: [PitfallWarning] = []
        var warned = Set<[Int]>()
        for index in context.inputs.viewIndices {
            for constraint in context.inputs.view(index).constraints {
                guard let secondAnchor = constraint.second, case .view(let secondView) = secondAnchor.item,
                    let firstView = placedView(constraint), firstView != secondView
                else { continue }
                // A line the decoder read as placing its second item (AL7: `a.top == b.top - 5` in
                // b's list places b, relative to a): the sides swap.
                let swapped = constraint.placesSecondItem
                let (placed, sibling) = swapped ? (secondView, firstView) : (firstView, secondView)
                let placedAnchor = swapped ? secondAnchor : constraint.first
                let second = swapped ? constraint.first : secondAnchor
                guard
                    context.inputs.view(placed).superview != nil,
                    context.inputs.view(placed).superview == context.inputs.view(sibling).superview,
                    !context.isInsideScrollView(placed),
                    let view = context.result.view(placed), !view.isHidden,
                    let other = context.result.view(sibling), !other.isHidden
                else { continue }
                let edge = placedAnchor.attribute.withoutMargin.attribute
                // Under a bar means inside the band the bar covers, not off screen above or below it.
                let screen = context.result.window.frame
                let onScreen = [view.windowFrame, other.windowFrame].allSatisfy { $0.maxY > screen.minY + 0.5 && $0.minY < screen.maxY - 0.5 }
                guard onScreen else { continue }
                let name = context.name(view: placed)
                let siblingName = context.name(view: sibling)
                if edge == .top, second.attribute.axis == .vertical, !second.attribute.isSize,
                    let above = context.obstructionAbove(view.windowFrame, inside: placed), view.windowFrame.minY < above.edge - 0.5,
                    let siblingAbove = context.obstructionAbove(other.windowFrame, inside: sibling), other.windowFrame.minY < siblingAbove.edge - 0.5,
                    warned.insert([placed, 0]).inserted
                {
                    warnings.append(warning(
                        "\(name) is placed by \"\(constraint.text)\" relative to \(siblingName), which sits under \(siblingAbove.name)"
                            + " (its top at \(pt(other.windowFrame.minY)), the bar's bottom at \(pt(siblingAbove.edge))):"
                            + " \(name) starts \(pt(above.edge - view.windowFrame.minY)) under \(above.name) too",
                        at: constraint.mark, subject: name))
                }
                if edge == .bottom, second.attribute.axis == .vertical, !second.attribute.isSize,
                    let below = context.obstructionBelow(view.windowFrame, inside: placed), view.windowFrame.maxY > below.edge + 0.5,
                    let siblingBelow = context.obstructionBelow(other.windowFrame, inside: sibling), other.windowFrame.maxY > siblingBelow.edge + 0.5,
                    warned.insert([placed, 1]).inserted
                {
                    warnings.append(warning(
                        "\(name) is placed by \"\(constraint.text)\" relative to \(siblingName), which sits under \(siblingBelow.name)"
                            + " (its bottom at \(pt(other.windowFrame.maxY)), the edge at \(pt(siblingBelow.edge))):"
                            + " \(name) ends \(pt(view.windowFrame.maxY - below.edge)) under \(below.name) too",
                        at: constraint.mark, subject: name))
                }
            }
        }
        return warnings
    }

    /// The view a constraint places: its first item (the holder for `this`).
    private static func placedView(_ constraint: ViewConstraint) -> ViewIndex? {
        switch constraint.first.item {
        case .this: constraint.holder
        case .view(let view): view
        case .viewGuide, .superview, .guide: nil
        }
    }
}
