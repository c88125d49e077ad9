internal import Foundation
internal import InsetlabYAML
public import InsetlabLayout
public import InsetlabRules
public import InsetlabScene
internal import InsetlabYAML

/// One variant laid out and checked for pitfalls.
public struct VariantEvaluation: Sendable {
    public var result: LayoutResult
    /// Pitfall warnings in source order, suppressions and configured severities applied.
    public var warnings: [PitfallWarning]

    public init(result: LayoutResult, warnings: [PitfallWarning]) {
        self.result = result
        self.warnings = warnings
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
        file.variants.map { scene in
            let result = LayoutEngine.layout(scene, trace: trace)
            var warnings = RuleCatalog.evaluate(result, suppressions: suppressions, configuration: configuration)
            if let source = file.importedSource { warnings = imported(warnings, from: source, configuration: configuration) }
            return VariantEvaluation(result: result, warnings: warnings)
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
        for finding in source.findings where !configuration.disabled.contains(finding.rule) {
            mapped.append(PitfallWarning(
                rule: finding.rule, severity: configuration.severities[finding.rule] ?? .warning, message: finding.message,
                mark: finding.mark, subject: nil, fix: finding.fix))
        }
        return mapped.sorted { ($0.mark ?? Mark(line: 0, column: 0)) < ($1.mark ?? Mark(line: 0, column: 0)) }
    }

    /// `# insetlab:disable` comments of a scene file on disk (none when it cannot be read); of
    /// a stream (`-`, a pipe) from the bytes already read, which cannot be read twice.
    public static func suppressions(forFileAt path: String) -> Suppressions {
        if let bytes = StreamInput.bytesRead(from: path) {
            return bytes.withUnsafeBufferPointer { Suppressions(utf8: $0) }
        }
        guard let data = FileManager.default.contents(atPath: path) else { return Suppressions() }
        return data.withUnsafeBytes { Suppressions(utf8: $0.bindMemory(to: UInt8.self)) }
    }
}

extension PitfallWarning {
    /// `scenes/x.yaml:12:9: warning: message [rule-id]` — the compiler format editors and CI read.
    public func compilerLine(file: String) -> String {
        let location = mark.map { "\(file):\($0.line):\($0.column)" } ?? file
        return "\(location): \(severity.rawValue): \(message) [\(rule)]"
    }
}
