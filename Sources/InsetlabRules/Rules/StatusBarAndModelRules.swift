import InsetlabLayout
import InsetlabScene

/// `hidden-status-bar-nav-bar-jump`: hiding the status bar on a notched phone with a visible
/// navigation bar (seed 001's iOS 11 misplacement).
public enum HiddenStatusBarNavBarJumpRule: PitfallRule {
    public static let description = RuleDescription(
        id: "hidden-status-bar-nav-bar-jump",
        name: "Hidden status bar moves the navigation bar",
        severity: .warning,
        summary: "The status bar is hidden on a notched iPhone while a navigation bar shows: iOS 11 drew the bar at the top of the screen, under the notch.",
        mechanism: """
            On a notched phone the safe area keeps the sensor-housing inset when the status bar is hidden (F20), but on \
            iOS 11 the navigation bar itself moved up to the top of the screen under the notch while the safe-area \
            insets stayed right (seed 001: "a very sad bug"). The model places the bar at the hardware top; the device \
            may not. No source reports it on iOS 12 or later, so the rule fires for iOS 11 variants only.
            """,
        fixSwift: """
            override var prefersStatusBarHidden: Bool { false }   // keep it on notched phones
            """,
        fixScene: "Remove `prefersStatusBarHidden: true`, or hide the navigation bar too.",
        sources: ["seed 001 (hidden status bar with translucent navigation and tab bars)", "F20"],
        triggeringExamples: [
            """
            device: iPhone X
            ios: 11
            root:
              type: UINavigationController
              viewControllers:
                - {type: UIViewController, ↓prefersStatusBarHidden: true}
            """,
        ],
        nonTriggeringExamples: [
            """
            device: iPhone 8
            ios: 11
            root:
              type: UINavigationController
              viewControllers:
                - {type: UIViewController, prefersStatusBarHidden: true}
            """,
        ])

    public static func check(_ context: RuleContext) -> [PitfallWarning] {
        // Seed 001 saw it on iOS 11, the only version any source covers: a later variant is not
        // told of a jump nothing shows it makes.
        guard context.ios == 11, context.result.device.device.hasSensorHousing, context.result.device.orientation == .portrait,
            context.result.bars.contains(where: { $0.kind == .navigationBar })
        else { return [] }
        return context.result.controllers.compactMap { controller in
            let spec = context.inputs.controller(controller.index)
            guard controller.isLeaf, spec.prefersStatusBarHidden, let mark = spec.marks["prefersStatusBarHidden"] else { return nil }
            return warning(
                "the status bar is hidden on \(context.result.device.device.name) with a navigation bar showing: iOS 11 drew the bar under \(context.housingName) (seed 001); the report places it at y \(formatNumber(context.result.bar(.navigationBar)?.frame.minY ?? 0))",
                at: mark, subject: controller.name)
        }
    }
}

/// `model-uncertainty`: the result depends on a rule the sources disagree on.
public enum ModelUncertaintyRule: PitfallRule {
    public static let description = RuleDescription(
        id: "model-uncertainty",
        name: "Result depends on a disputed rule",
        severity: .note,
        summary: "A number here depends on a rule the sources disagree on (uikit-facts D-numbers), or is an estimate where nothing was measured (iOS 26, new devices, sheets); the note names the other outcome or the inference.",
        mechanism: """
            insetlab follows LAYOUT-MODEL.md, which picks one side where measurements, headers and documentation \
            disagree (D13 tab-bar-only .automatic, D14 the depth of the first-subview search, D7/D8 toolbar heights, \
            seed 004's short root table…). When a scene's numbers rest on such a choice, it says so, so that a device \
            measurement can settle it.
            """,
        fixSwift: "// Nothing to fix in code: check the number on a device or simulator.",
        fixScene: "Measure on a device; if it differs, tell insetlab (the note names the source to update).",
        sources: ["uikit-facts §5 (D1–D22)", "docs/model-decisions.md"],
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
                      - type: UIView
                        subviews:
                          - {↓type: UITableView, rows: 20}
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
        ])

    public static func check(_ context: RuleContext) -> [PitfallWarning] {
        context.result.notes.compactMap { note in
            guard note.kind == .uncertainty else { return nil }
            let mark = context.mark(of: note)
            let subject = note.view.map { context.name(view: $0) } ?? note.controller.map { context.name(controller: $0) }
            return warning("\(note.reference): \(note.message)", at: mark, subject: subject)
        }
    }
}

/// `not-modelled`: the scene asks for something the model does not cover (LAYOUT-MODEL §9),
/// said at the line that asks for it, in every report a CI reads.
public enum NotModelledRule: PitfallRule {
    public static let description = RuleDescription(
        id: "not-modelled",
        name: "The scene asks for something not modelled",
        severity: .note,
        summary: "Part of this scene is not modelled (LAYOUT-MODEL §9: a split view before iOS 14, a sheet's detents before iOS 15, a table's section metrics, a constraint to a view laid out later…); the numbers around it are what insetlab computes without it.",
        mechanism: """
            LAYOUT-MODEL §9 lists what the model does not cover yet, and asks that a scene asking for it be told so. \
            insetlab still lays out the rest; the note names what it left out and how, so the numbers that depend \
            on it are read with that in mind.
            """,
        fixSwift: "// Nothing to fix in code: check these numbers on a device or simulator.",
        fixScene: "Check the numbers this note names on a device; leave the scene as the app is.",
        sources: ["LAYOUT-MODEL §9", "docs/model-decisions.md"],
        triggeringExamples: [
            """
            device: iPad Pro (11-inch)
            ios: 13
            root:
              ↓type: UISplitViewController
              primary: {type: UIViewController}
              secondary: {type: UIViewController}
            """,
        ],
        nonTriggeringExamples: [
            """
            device: iPad Pro (11-inch)
            ios: 14
            root:
              type: UISplitViewController
              primary: {type: UIViewController}
              secondary: {type: UIViewController}
            """,
        ])

    public static func check(_ context: RuleContext) -> [PitfallWarning] {
        context.result.notes.compactMap { note in
            guard note.kind == .notModelled else { return nil }
            let mark = context.mark(of: note)
            let subject = note.view.map { context.name(view: $0) } ?? note.controller.map { context.name(controller: $0) }
            // A key UIKit never reads where it is written: nothing to check on a device.
            let unread = note.reference == "navigation-item-unread" || note.reference == "not-presented"
            return warning("\(note.reference): \(note.message)", at: mark, subject: subject,
                fix: unread ? "Remove the key, or move it to the controller UIKit reads it from." : nil)
        }
    }
}
