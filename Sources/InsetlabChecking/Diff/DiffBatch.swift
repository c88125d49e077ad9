public import InsetlabRules
public import InsetlabScene
import InsetlabSceneDecoding
public import InsetlabYAML
public import InsetlabWorkspace

/// Which version of a scene: at the base revision (or the first file) or now.
public enum DiffSide: String, Sendable, Hashable {
    case before, after
}

/// What comparing one scene path gave.
public enum DiffItem: Sendable {
    case compared(SceneDiff)
    /// One side (or both) is not a valid scene; the path is not compared. Diagnostics name the
    /// side's file (`main:scenes/feed.yaml:3:5: error: …`).
    case invalid(path: String, sides: [(side: DiffSide, diagnostics: [Diagnostic])])
}

/// Totals of a diff run. `changed` counts every scene that differs, the added and removed ones
/// included.
public struct DiffSummary: Sendable, Hashable {
    public var changed = 0
    public var unchanged = 0
    public var added = 0
    public var removed = 0
    public var invalid = 0

    public init() {}

    public mutating func add(_ item: DiffItem) {
        switch item {
        case .invalid: invalid += 1
        case .compared(let diff):
            switch diff.status {
            case .unchanged: unchanged += 1
            case .changed: changed += 1
            case .added:
                changed += 1
                added += 1
            case .removed:
                changed += 1
                removed += 1
            }
        }
    }

    /// `3 scenes changed (1 added, 1 removed), 12 unchanged; 1 invalid`.
    public var line: String {
        var text = "\(changed) scene\(changed == 1 ? "" : "s") changed"
        var parts: [String] = []
        if added > 0 { parts.append("\(added) added") }
        if removed > 0 { parts.append("\(removed) removed") }
        if !parts.isEmpty { text += " (" + parts.joined(separator: ", ") + ")" }
        text += ", \(unchanged) unchanged"
        if invalid > 0 { text += "; \(invalid) invalid (not compared)" }
        return text
    }
}

/// What one side of a diff is laid out with: the rules' settings and the default matrix of the
/// `.insetlab.yml` in force there (at the base revision, the file as it was then).
public struct DiffSideSettings: Sendable {
    public var rules: RuleConfiguration
    public var defaults: SceneDefaults

    public init(rules: RuleConfiguration = RuleConfiguration(), defaults: SceneDefaults = SceneDefaults()) {
        self.rules = rules
        self.defaults = defaults
    }
}

/// Compares scene pairs on every core and hands the results back in path order, holding only
/// a small window of them at a time (`OrderedParallelWork`), so a diff over 10,000 scenes keeps
/// memory flat. A pair whose two sides have the same bytes, laid out with the same settings, is
/// decoded (it may be invalid) but not laid out: it cannot have changed.
public enum DiffBatch {
    /// - Parameter before: how the before side is laid out when its settings differ from
    ///   `configuration` and `defaults` (the base revision's `.insetlab.yml` changed since).
    @discardableResult
    public static func run(
        _ pairs: [ScenePair], configuration: RuleConfiguration = RuleConfiguration(), defaults: SceneDefaults = SceneDefaults(),
        before: DiffSideSettings? = nil, jobs: Int = 1, emit: (DiffItem) -> Void
    ) -> DiffSummary {
        var summary = DiffSummary()
        OrderedParallelWork.forEach(
            count: pairs.count, jobs: jobs,
            work: { index in compare(pairs[index], configuration: configuration, defaults: defaults, before: before) },
            emit: { _, item in
                summary.add(item)
                emit(item)
            })
        return summary
    }

    /// One pair, on a worker thread.
    public static func compare(
        _ pair: ScenePair, configuration: RuleConfiguration = RuleConfiguration(), defaults: SceneDefaults = SceneDefaults(),
        before settings: DiffSideSettings? = nil
    ) -> DiffItem {
        var failures: [(side: DiffSide, diagnostics: [Diagnostic])] = []
        // The same bytes under the same settings cannot have changed.
        if settings == nil, let before = pair.before, let after = pair.after, before.contents == after.contents {
            do {
                let file = try after.decode(defaults: defaults)
                return .compared(SceneDiff(
                    path: pair.path, status: .unchanged, variants: file.variants.map { VariantDiff(variant: $0.key, status: .unchanged) }))
            } catch {
                // The same bytes fail the same way on both sides; report it once, as now.
                return .invalid(path: pair.path, sides: [(.after, error.diagnostics)])
            }
        }
        let beforeSettings = settings ?? DiffSideSettings(rules: configuration, defaults: defaults)
        func evaluate(_ source: SceneSource?, _ side: DiffSide) -> EvaluatedScene? {
            guard let source else { return nil }
            do {
                return side == .before
                    ? try source.evaluate(configuration: beforeSettings.rules, defaults: beforeSettings.defaults)
                    : try source.evaluate(configuration: configuration, defaults: defaults)
            } catch {
                failures.append((side, error.diagnostics))
                return nil
            }
        }
        let before = evaluate(pair.before, .before)
        let after = evaluate(pair.after, .after)
        guard failures.isEmpty else { return .invalid(path: pair.path, sides: failures) }
        return .compared(LayoutDiff.compare(before: before, after: after, path: pair.path))
    }
}
