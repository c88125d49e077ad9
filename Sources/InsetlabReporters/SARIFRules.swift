internal import InsetlabRules
public import InsetlabYAML

/// The `tool.driver.rules` table of the SARIF report, generated from the rule descriptions
/// (STYLE 5: rules are data), then the three findings that are not pitfall rules.
public enum SARIFRules {
    /// One SARIF `reportingDescriptor`'s worth of a rule.
    public struct Descriptor: Sendable {
        public var id: String
        public var name: String
        public var shortDescription: String
        public var fullDescription: String
        public var helpText: String
        public var helpMarkdown: String
        public var level: Diagnostic.Severity
    }

    /// Every pitfall rule in catalogue order (`unknown-rule-id` among them), then
    /// `expectation-mismatch`, `invalid-scene` and `snapshot`.
    public static let descriptors: [Descriptor] = RuleCatalog.descriptions.map(descriptor) + [
        Descriptor(
            id: ReportFinding.expectationMismatch, name: "Expectation mismatch",
            shortDescription: "An `expect` line of the scene does not match the computed layout.",
            fullDescription: "insetlab check lays out every variant of the scene and compares each `expect` line "
                + "with the computed value (numbers within 0.01 pt); a `warnings:` line names the rules that must fire.",
            helpText: "Either the layout changed (fix the code the scene stands for, then the scene) or the "
                + "expectation is out of date (update the number in the scene).",
            helpMarkdown: "Either the layout changed (fix the code the scene stands for, then the scene) or the "
                + "expectation is out of date (update the number in the scene's `expect` block).",
            level: .error),
        Descriptor(
            id: ReportFinding.invalidScene, name: "Invalid scene",
            shortDescription: "The file cannot be read as a scene.",
            fullDescription: "A YAML syntax error, an unknown key or value, a missing required key, or a device "
                + "and iOS version that never shipped together: the scene is not laid out.",
            helpText: "Fix the key the message points at; it names what was expected and the nearest valid key.",
            helpMarkdown: "Fix the key the message points at; it names what was expected and the nearest valid key.",
            level: .error),
        Descriptor(
            id: ReportFinding.snapshot, name: "Snapshot",
            shortDescription: "The scene's whole report differs from its committed snapshot (or has none under CI=true).",
            fullDescription: "insetlab check compares each scene's whole report (every variant, one fact per line) "
                + "with the snapshot committed beside it; under CI=true a missing snapshot fails instead of being recorded.",
            helpText: "If the change is intended, run `insetlab check --update` on the scene and commit the snapshot; "
                + "otherwise fix the layout the diff shows.",
            helpMarkdown: "If the change is intended, run `insetlab check --update` on the scene and commit the snapshot; "
                + "otherwise fix the layout the diff shows.",
            level: .error),
    ]

    /// Position of each rule id in `descriptors` (SARIF `ruleIndex`).
    public static let indexByID: [String: Int] = Dictionary(
        uniqueKeysWithValues: descriptors.enumerated().map { ($0.element.id, $0.offset) })

    static func descriptor(_ rule: RuleDescription) -> Descriptor {
        Descriptor(
            id: rule.id, name: rule.name, shortDescription: rule.summary, fullDescription: rule.mechanism,
            helpText: rule.fixScene + "\n\nIn Swift:\n" + rule.fixSwift,
            helpMarkdown: "**Fix (scene).** " + rule.fixScene + "\n\n**Fix (Swift).**\n\n```swift\n" + rule.fixSwift + "\n```",
            level: rule.severity)
    }

    /// The descriptor as SARIF JSON.
    static func json(_ descriptor: Descriptor) -> JSONValue {
        .object([
            ("id", .string(descriptor.id)),
            ("name", .string(descriptor.name)),
            ("shortDescription", .object([("text", .string(descriptor.shortDescription))])),
            ("fullDescription", .object([("text", .string(descriptor.fullDescription))])),
            ("help", .object([("text", .string(descriptor.helpText)), ("markdown", .string(descriptor.helpMarkdown))])),
            ("defaultConfiguration", .object([("level", .string(SARIFReporter.level(descriptor.level)))])),
        ])
    }
}
