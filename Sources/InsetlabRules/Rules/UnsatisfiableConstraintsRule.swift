import InsetlabLayout
import InsetlabScene

/// `unsatisfiable-constraints`: required constraints that cannot all hold. UIKit breaks one at
/// run time and only logs "Unable to simultaneously satisfy constraints"; here it is a warning at
/// the constraint, naming the ones it contradicts.
public enum UnsatisfiableConstraintsRule: PitfallRule {
    public static let description = RuleDescription(
        id: "unsatisfiable-constraints",
        name: "Unsatisfiable constraints",
        severity: .warning,
        summary: "Required constraints contradict each other: UIKit breaks one of them at run time and the layout is not what the file says.",
        mechanism: """
            Auto Layout's solver cannot satisfy every required (priority 1000) constraint, so UIKit removes one, \
            logs "Unable to simultaneously satisfy constraints" to the console, and lays out without it. Which one \
            it breaks is an implementation detail; insetlab breaks the last one added and names the others.
            """,
        fixSwift: """
            heightConstraint.priority = .defaultHigh   // 750: let it give way instead of breaking
            """,
        fixScene: "Remove one of the named constraints, or give one a priority below 1000 (priority: 750, or @750).",
        sources: ["Apple, Auto Layout Guide: Unsatisfiable Layouts", "SCENE-FORMAT \"Auto Layout (v2)\""],
        triggeringExamples: [
            """
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UIView
                    id: box
                    pin: {top: superview, leading: superview, trailing: superview, height: 44}
                    constraints:
                      - "↓box.height == 60"
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
                  - type: UIView
                    id: box
                    pin: {top: superview, leading: superview, trailing: superview, height: 44}
                    constraints:
                      - "box.height == 60 @750"
            """,
        ])

    public static func check(_ context: RuleContext) -> [PitfallWarning] {
        context.result.autoLayoutIssues.filter { $0.kind == .conflict }.map { issue in
            warning(issue.message, at: issue.mark, subject: issue.view.map { context.name(view: $0) })
        }
    }
}

/// `ambiguous-layout`: a view placed by constraints whose position or size on an axis is not
/// fixed. UIKit places such a view arbitrarily (hasAmbiguousLayout); insetlab refuses to guess.
public enum AmbiguousLayoutRule: PitfallRule {
    public static let description = RuleDescription(
        id: "ambiguous-layout",
        name: "Ambiguous layout",
        severity: .error,
        summary: "A view's constraints do not fix its position or size on one axis: UIKit places it arbitrarily.",
        mechanism: """
            When the constraints leave a view's frame undetermined, Auto Layout picks one of the many solutions \
            (UIView.hasAmbiguousLayout is true); which one can change between runs and iOS versions.
            """,
        fixSwift: """
            label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8).isActive = true
            """,
        fixScene: "Add the missing constraint on the named axis (an edge, a center, or a size; or an intrinsicContentSize).",
        sources: ["Apple, Auto Layout Guide: Ambiguous Layouts", "SCENE-FORMAT \"Auto Layout (v2)\""],
        triggeringExamples: [
            """
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UIView
                    id: box
                    ↓pin: {leading: superview, trailing: superview, centerY: {to: superview, relation: ">="}, height: 44}
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
                  - type: UIView
                    id: box
                    pin: {leading: superview, trailing: superview, centerY: superview, height: 44}
            """,
        ])

    public static func check(_ context: RuleContext) -> [PitfallWarning] {
        context.result.autoLayoutIssues.filter { $0.kind == .ambiguity }.map { issue in
            warning(issue.message, at: issue.mark, subject: issue.view.map { context.name(view: $0) })
        }
    }
}
