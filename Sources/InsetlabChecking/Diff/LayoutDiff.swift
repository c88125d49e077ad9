public import InsetlabRules
public import InsetlabScene
import InsetlabSceneDecoding
public import InsetlabYAML
public import InsetlabWorkspace

/// A decoded scene file with every variant laid out and checked: one side of a diff.
public struct EvaluatedScene: Sendable {
    public var file: SceneFile
    /// `evaluations[i]` belongs to `file.variants[i]`.
    public var evaluations: [VariantEvaluation]

    public init(file: SceneFile, evaluations: [VariantEvaluation]) {
        self.file = file
        self.evaluations = evaluations
    }

    /// Lays out `file`; `source` is its text, for its `# insetlab:disable` comments.
    public init(file: SceneFile, source: String?, configuration: RuleConfiguration = RuleConfiguration()) {
        self.init(file: file, suppressions: source.map(Suppressions.init(source:)) ?? Suppressions(), configuration: configuration)
    }

    /// Lays out `file` with its suppression comments.
    public init(file: SceneFile, suppressions: Suppressions, configuration: RuleConfiguration = RuleConfiguration()) {
        self.file = file
        evaluations = SceneEvaluation.evaluate(file, suppressions: suppressions, configuration: configuration)
    }
}

extension SceneSource {
    /// Decodes and lays out every variant (suppression comments read from the same bytes).
    public func evaluate(
        configuration: RuleConfiguration = RuleConfiguration(), defaults: SceneDefaults = SceneDefaults()
    ) throws(DiagnosticError) -> EvaluatedScene {
        let loaded = try load(defaults: defaults)
        return EvaluatedScene(file: loaded.file, suppressions: loaded.suppressions, configuration: configuration)
    }
}

/// Compares the layout of two versions of a scene, variant by variant and fact by fact.
///
/// Variants are matched by their full name (`iPhone X · iOS 11 · portrait ·
/// nav.navigationBar.isTranslucent=false`); within a variant, facts by subject and property
/// (views and controllers by id, else by path). Values compare as every report prints them, to
/// 0.001 pt. Warnings compare by rule, severity and subject: a warning that only moved to
/// another line (because lines were added above it) has not changed.
public enum LayoutDiff {
    /// `nil` on one side: the scene was added (no `before`) or removed (no `after`).
    public static func compare(before: EvaluatedScene?, after: EvaluatedScene?, path: String) -> SceneDiff {
        switch (before, after) {
        case (nil, nil):
            return SceneDiff(path: path, status: .unchanged, variants: [])
        case (nil, let after?):
            return SceneDiff(path: path, status: .added, variants: after.file.variants.map { VariantDiff(variant: $0.key, status: .added) })
        case (let before?, nil):
            return SceneDiff(path: path, status: .removed, variants: before.file.variants.map { VariantDiff(variant: $0.key, status: .removed) })
        case (let before?, let after?):
            return compare(before: before.evaluations, after: after.evaluations, path: path)
        }
    }

    /// Convenience for callers holding decoded files: lays out both sides, then compares.
    /// `beforeSource`/`afterSource` are the files' texts (for suppression comments).
    public static func compare(
        before: SceneFile?, after: SceneFile?, path: String? = nil, beforeSource: String? = nil, afterSource: String? = nil,
        configuration: RuleConfiguration = RuleConfiguration()
    ) -> SceneDiff {
        compare(
            before: before.map { EvaluatedScene(file: $0, source: beforeSource, configuration: configuration) },
            after: after.map { EvaluatedScene(file: $0, source: afterSource, configuration: configuration) },
            path: path ?? after?.file ?? before?.file ?? "")
    }

    /// Both sides exist: every variant of the after side in order, then those only before had.
    static func compare(before: [VariantEvaluation], after: [VariantEvaluation], path: String) -> SceneDiff {
        var beforeByName: [String: VariantEvaluation] = [:]
        for evaluation in before { beforeByName[evaluation.result.variant.description] = evaluation }
        var afterNames: Set<String> = []
        var variants: [VariantDiff] = []
        for evaluation in after {
            let key = evaluation.result.variant
            afterNames.insert(key.description)
            guard let old = beforeByName[key.description] else {
                variants.append(VariantDiff(variant: key, status: .added))
                continue
            }
            variants.append(compare(VariantFacts(old), VariantFacts(evaluation)))
        }
        for evaluation in before where !afterNames.contains(evaluation.result.variant.description) {
            variants.append(VariantDiff(variant: evaluation.result.variant, status: .removed))
        }
        let changed = variants.contains { $0.status != .unchanged }
        return SceneDiff(path: path, status: changed ? .changed : .unchanged, variants: variants)
    }

    /// One variant on both sides.
    public static func compare(_ before: VariantFacts, _ after: VariantFacts) -> VariantDiff {
        var oldFacts: [String: FactValue] = [:]
        oldFacts.reserveCapacity(before.facts.count)
        var oldSubjects: Set<String> = []
        for fact in before.facts {
            oldFacts[fact.key] = fact.value
            oldSubjects.insert(subjectKey(fact))
        }
        var newFacts: Set<String> = []
        var newSubjects: Set<String> = []
        var changes: [FactChange] = []
        for fact in after.facts {
            newFacts.insert(fact.key)
            let subject = subjectKey(fact)
            let isNewSubject = newSubjects.insert(subject).inserted
            if !oldSubjects.contains(subject) {
                // A subject that appeared shows once, with its first (main) property.
                if isNewSubject {
                    changes.append(FactChange(kind: fact.kind, subject: fact.subject, property: fact.property, before: nil, after: fact.value))
                }
                continue
            }
            let old = oldFacts[fact.key] ?? .null
            if !old.isSame(as: fact.value) {
                changes.append(FactChange(kind: fact.kind, subject: fact.subject, property: fact.property, before: old, after: fact.value))
            }
        }
        var reported: Set<String> = []
        for fact in before.facts {
            let subject = subjectKey(fact)
            if !newSubjects.contains(subject) {
                if reported.insert(subject).inserted {
                    changes.append(FactChange(kind: fact.kind, subject: fact.subject, property: fact.property, before: fact.value, after: nil))
                }
            } else if !newFacts.contains(fact.key), !fact.value.isSame(as: .null) {
                changes.append(FactChange(kind: fact.kind, subject: fact.subject, property: fact.property, before: fact.value, after: .null))
            }
        }
        let (appeared, disappeared) = warningChanges(before: before.warnings, after: after.warnings)
        let changed = !changes.isEmpty || !appeared.isEmpty || !disappeared.isEmpty
        return VariantDiff(
            variant: after.variant, status: changed ? .changed : .unchanged, changes: changes,
            appearedWarnings: appeared, disappearedWarnings: disappeared)
    }

    private static func subjectKey(_ fact: LayoutFact) -> String { "\(fact.kind.rawValue) \(fact.subject)" }

    /// Multiset difference by identity: two identical warnings before and one after is one
    /// that disappeared.
    static func warningChanges(before: [WarningFact], after: [WarningFact]) -> (appeared: [WarningFact], disappeared: [WarningFact]) {
        var remaining: [String: Int] = [:]
        for warning in before { remaining[warning.identity, default: 0] += 1 }
        var appeared: [WarningFact] = []
        for warning in after {
            if let count = remaining[warning.identity], count > 0 {
                remaining[warning.identity] = count - 1
            } else {
                appeared.append(warning)
            }
        }
        var disappeared: [WarningFact] = []
        for warning in before.reversed() {
            if let count = remaining[warning.identity], count > 0 {
                remaining[warning.identity] = count - 1
                disappeared.append(warning)
            }
        }
        return (appeared, disappeared.reversed())
    }
}
