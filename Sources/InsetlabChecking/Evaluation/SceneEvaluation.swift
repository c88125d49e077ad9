public import InsetlabLayout
public import InsetlabRules
public import InsetlabScene
public import InsetlabYAML

/// One variant laid out and checked for pitfalls.
public struct VariantEvaluation: Sendable {
    public var result: LayoutResult
    /// Pitfall warnings in source order, suppressions and configured severities applied.
    public var warnings: [PitfallWarning]
    /// Seconds spent laying the variant out and running its rules (JUnit's `time`).
    public var duration: Double
    /// Rules an `# insetlab:disable` comment silenced in this variant, at the first warning each
    /// silenced: a `warnings:` expectation that misses one says so.
    public var silenced: [String: Mark]

    public init(result: LayoutResult, warnings: [PitfallWarning], duration: Double = 0, silenced: [String: Mark] = [:]) {
        self.result = result
        self.warnings = warnings
        self.duration = duration
        self.silenced = silenced
    }
}

/// The whole pipeline after decoding: layout, then pitfall rules, for every variant.
public enum SceneEvaluation {
    /// Lays out every variant of `file` and runs the rules. `trace` keeps the engine's
    /// derivations (for `explain`); `run` and `check` leave it off.
    public static func evaluate(
        _ file: SceneFile, suppressions: Suppressions = Suppressions(),
        configuration: RuleConfiguration = RuleConfiguration(), trace: Bool = false
    ) -> [VariantEvaluation] {
        let clock = ContinuousClock()
        return file.variants.map { scene in
            let start = clock.now
            let result = LayoutEngine.layout(scene, trace: trace)
            var silenced: [String: Mark] = [:]
            var warnings = RuleCatalog.evaluate(result, suppressions: suppressions, configuration: configuration, silenced: &silenced)
            if let source = file.importedSource { warnings = imported(warnings, from: source, configuration: configuration) }
            let elapsed = (clock.now - start).components
            return VariantEvaluation(
                result: result, warnings: warnings,
                duration: Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18, silenced: silenced)
        }
    }

    /// A scene imported in memory: warnings point at the storyboard's lines, and the import's
    /// own findings join them (configured like any rule).
    static func imported(_ warnings: [PitfallWarning], from source: ImportedSource, configuration: RuleConfiguration) -> [PitfallWarning] {
        var mapped = warnings.map { warning in
            var warning = warning
            warning.mark = source.map(warning.mark)
            return warning
        }
        for finding in source.findings {
            if let warning = RuleCatalog.importFinding(
                rule: finding.rule, message: finding.message, mark: finding.mark, fix: finding.fix, configuration: configuration)
            {
                mapped.append(warning)
            }
        }
        return mapped.sorted { ($0.mark ?? Mark(line: 0, column: 0)) < ($1.mark ?? Mark(line: 0, column: 0)) }
    }
}

extension PitfallWarning {
    /// `scenes/x.yaml:12:9: warning: message [rule-id]` — the compiler format editors and CI read.
    public func compilerLine(file: String) -> String {
        let location = mark.map { "\(file):\($0.line):\($0.column)" } ?? file
        return "\(location): \(severity.rawValue): \(message) [\(rule)]"
    }
}
