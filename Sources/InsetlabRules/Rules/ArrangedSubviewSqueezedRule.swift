import InsetlabLayout
import InsetlabScene

/// `arranged-subview-squeezed`: a visible arranged subview of a stack view that the stack view
/// squeezes to nothing along its axis although it has content (an intrinsic size).
public enum ArrangedSubviewSqueezedRule: PitfallRule {
    public static let description = RuleDescription(
        id: "arranged-subview-squeezed",
        name: "Arranged subview squeezed to zero",
        severity: .warning,
        summary: "A stack view gives a visible arranged subview no room along its axis: its content is not shown.",
        mechanism: """
            A UIStackView with distribution fill makes its arranged subviews fill its length; when they do not fit, \
            the one with the lowest compression resistance shrinks first, down to 0, and disappears though it is \
            not hidden.
            """,
        fixSwift: """
            titleLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
            """,
        fixScene: "Raise the view's contentCompressionResistancePriority on the stack's axis, make the stack longer, or hide the view (isHidden: true) when it should not show.",
        sources: ["Apple, UIStackView (distribution fill: \"the stack view resizes the views based on their compression resistance priority\")"],
        triggeringExamples: [
            """
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UIStackView
                    pin: {top: superview, leading: superview, width: 100, height: 44}
                    subviews:
                      - {type: UILabel, id: title, intrinsicContentSize: [100, 21], contentCompressionResistancePriority: {horizontal: 751}}
                      - ↓{type: UILabel, id: detail, intrinsicContentSize: [80, 21]}
            """,
        ],
        nonTriggeringExamples: [
            """
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UIStackView
                    pin: {top: superview, leading: superview, width: 200, height: 44}
                    subviews:
                      - {type: UILabel, id: title, intrinsicContentSize: [100, 21], contentCompressionResistancePriority: {horizontal: 751}}
                      - {type: UILabel, id: detail, intrinsicContentSize: [80, 21]}
            """,
        ])

    public static func check(_ context: RuleContext) -> [PitfallWarning] {
        var warnings: [PitfallWarning] = []
        // Fields read in place, never a whole view copied: this runs for every view of the scene.
        let views = context.result.views
        for slot in views.indices where !views[slot].isHidden {
            let index = views[slot].index
            let spec = context.inputs.view(index)
            // Only a stack view has a stack axis: ask the kind before the settings.
            guard let superview = spec.superview, context.inputs.view(superview).kind == .stackView,
                let axis = context.inputs.view(superview).stackAxis
            else { continue }
            let horizontal = axis == .horizontal
            guard let content = horizontal ? spec.intrinsicWidth : spec.intrinsicHeight, content > 0 else { continue }
            let frame = views[slot].frame
            let length = horizontal ? frame.width : frame.height
            guard length < 0.5 else { continue }
            let name = context.name(view: index)
            warnings.append(warning(
                "\(name) is an arranged subview of a \(axis.rawValue) stack view that leaves it \(pt(length)) of its \(pt(content)): its content does not show",
                at: spec.mark, subject: name))
        }
        return warnings
    }
}
