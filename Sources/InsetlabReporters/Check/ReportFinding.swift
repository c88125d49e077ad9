public import InsetlabRules
public import InsetlabScene
public import InsetlabYAML
public import InsetlabChecking

/// One line of a machine-read report (SARIF result, GitHub annotation): a pitfall warning, a
/// failed expectation, or an error that makes a file an invalid scene. Every finding names a
/// rule: a pitfall rule's id, or one of the two ids below.
public struct ReportFinding: Sendable, Hashable {
    /// An `expect` line that does not hold.
    public static let expectationMismatch = "expectation-mismatch"
    /// A file that cannot be read as a scene (YAML syntax, schema, device…).
    public static let invalidScene = "invalid-scene"
    /// A scene's whole report against its committed snapshot: an error when it differs (or
    /// there is none under `CI=true`), a note when one was recorded or updated.
    public static let snapshot = "snapshot"

    public var rule: String
    public var severity: Diagnostic.Severity
    /// The file as the user named it.
    public var file: String
    /// `nil` when the whole file is at fault (unreadable) or a warning has no key to point at.
    public var mark: Mark?
    /// One line, with the variants it applies to when the scene has several.
    public var message: String
    /// How to fix it, when known.
    public var fix: String?

    public init(rule: String, severity: Diagnostic.Severity, file: String, mark: Mark?, message: String, fix: String? = nil) {
        self.rule = rule
        self.severity = severity
        self.file = file
        self.mark = mark
        self.message = message
        self.fix = fix
    }

    /// A warning that fired in `variants` of a scene with `variantCount` variants.
    public init(warning: PitfallWarning, file: String, variants: [VariantKey], variantCount: Int) {
        self.init(
            rule: warning.rule, severity: warning.severity, file: file, mark: warning.mark,
            message: warning.message + Self.variantSuffix(variants, of: variantCount), fix: warning.fix)
    }

    /// `table.contentInset: expected [0, 0, 0, 0], got [64, 0, 0, 0] [iPhone 7 · iOS 10 · portrait]`,
    /// as the text report's failure line says it.
    public init(failure: ExpectationFailure, file: String) {
        self.init(
            rule: Self.expectationMismatch, severity: .error, file: file, mark: failure.mark,
            message: "\(failure.expectation.key): \(failure.message) [\(failure.variant)]")
    }

    public init(diagnostic: Diagnostic) {
        var message = diagnostic.message
        if let keyPath = diagnostic.keyPath, !keyPath.isEmpty { message += " (at \(keyPath))" }
        for note in diagnostic.notes { message += "; note: \(note)" }
        self.init(
            rule: Self.invalidScene, severity: diagnostic.severity, file: diagnostic.file, mark: diagnostic.mark,
            message: message)
    }

    /// The snapshot's message at the scene file (no line: the whole report is compared), or
    /// `nil` when it matched. A diff, when there is one, follows the message, at most
    /// `maxDiffLines` of it.
    public init?(snapshot: SnapshotOutcome, file: String, maxDiffLines: Int = 60) {
        guard let (severity, text) = snapshot.message(sceneFile: file) else { return nil }
        var message = text
        let diff = snapshot.diff
        if !diff.isEmpty {
            message += "\n" + diff.prefix(maxDiffLines).map(TerminalText.escaped).joined(separator: "\n")
            if diff.count > maxDiffLines { message += "\n… \(diff.count - maxDiffLines) more lines" }
        }
        self.init(
            rule: Self.snapshot, severity: Diagnostic.Severity(rawValue: severity) ?? .error, file: file,
            mark: nil, message: message)
    }

    /// ` [iPhone 8 · iOS 10 · portrait; iPhone X · iOS 11 · portrait]`, or nothing for a scene
    /// with one variant (where naming it adds nothing).
    static func variantSuffix(_ variants: [VariantKey], of count: Int) -> String {
        count > 1 ? " [" + variants.map(\.description).joined(separator: "; ") + "]" : ""
    }

    /// What `check` reports for a scene: its failed expectations (source order, then variant
    /// order), then its unexpected warnings, each once with the variants it fired in, then its
    /// snapshot unless it matched.
    public static func findings(for scene: CheckedScene) -> [ReportFinding] {
        scene.outcome.failures.map { ReportFinding(failure: $0, file: scene.path) }
            + GroupedWarning.group(scene.outcome.unexpectedWarnings).map {
                ReportFinding(warning: $0.warning, file: scene.path, variants: $0.variants, variantCount: scene.variants.count)
            }
            + (scene.outcome.snapshot.flatMap { ReportFinding(snapshot: $0, file: scene.path) }.map { [$0] } ?? [])
    }

    /// What `run` reports for a scene: every warning of every variant, each once with the
    /// variants it fired in.
    public static func findings(for file: SceneFile, evaluations: [VariantEvaluation]) -> [ReportFinding] {
        let pairs = evaluations.lazy.flatMap { evaluation in
            evaluation.warnings.lazy.map { (warning: $0, variant: evaluation.result.variant) }
        }
        return GroupedWarning.group(pairs).map {
            ReportFinding(warning: $0.warning, file: file.file, variants: $0.variants, variantCount: evaluations.count)
        }
    }
}
