public import InsetlabLayout
public import InsetlabScene
public import InsetlabYAML

/// One warning a pitfall rule raised for one scene variant.
public struct PitfallWarning: Sendable, Hashable {
    /// The rule's kebab-case id (`content-under-bar`).
    public var rule: String
    public var severity: Diagnostic.Severity
    /// What is wrong, with the numbers ("the first row starts 44 pt under the navigation bar").
    public var message: String
    /// The key responsible: the line and column the warning points at.
    public var mark: Mark?
    /// The view or controller the warning is about (id, else path or key path).
    public var subject: String?
    /// How to fix it, in one sentence.
    public var fix: String

    public init(rule: String, severity: Diagnostic.Severity, message: String, mark: Mark?, subject: String?, fix: String) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.mark = mark
        self.subject = subject
        self.fix = fix
    }
}

/// A rule's documentation and examples. The examples are the rule's tests and feed the
/// generated rules documentation (`docs/rules.md`).
public struct RuleDescription: Sendable {
    public var id: String
    public var name: String
    public var severity: Diagnostic.Severity
    /// One line.
    public var summary: String
    /// The UIKit mechanism, in two or three sentences.
    public var mechanism: String
    /// The fix as Swift code.
    public var fixSwift: String
    /// The fix as a scene change.
    public var fixScene: String
    /// Seeds, Apple docs, F-numbers.
    public var sources: [String]
    /// Scenes that must raise the rule; `↓` marks the line and column the first warning points at.
    public var triggeringExamples: [String]
    /// Scenes that must not raise it.
    public var nonTriggeringExamples: [String]

    public init(
        id: String, name: String, severity: Diagnostic.Severity, summary: String, mechanism: String,
        fixSwift: String, fixScene: String, sources: [String], triggeringExamples: [String],
        nonTriggeringExamples: [String]
    ) {
        self.id = id
        self.name = name
        self.severity = severity
        self.summary = summary
        self.mechanism = mechanism
        self.fixSwift = fixSwift
        self.fixScene = fixScene
        self.sources = sources
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }
}

/// A pitfall rule: a description and a check over one laid-out variant.
public protocol PitfallRule: Sendable {
    static var description: RuleDescription { get }
    static func check(_ context: RuleContext) -> [PitfallWarning]
}

extension PitfallRule {
    /// A warning of this rule with its default severity.
    static func warning(_ message: String, at mark: Mark?, subject: String?, fix: String? = nil) -> PitfallWarning {
        PitfallWarning(
            rule: description.id, severity: description.severity, message: message, mark: mark, subject: subject,
            fix: fix ?? description.fixScene)
    }
}
