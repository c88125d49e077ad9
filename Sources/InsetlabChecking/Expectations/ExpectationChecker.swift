public import InsetlabLayout
public import InsetlabRules
public import InsetlabScene
public import InsetlabYAML

/// What failed: a property line or the `warnings` line of an `expect` block.
public enum CheckedExpectation: Sendable, Hashable {
    case property(Expectation)
    case warnings(WarningExpectation)

    /// Where to point the error: the key of the line.
    public var mark: Mark {
        switch self {
        case .property(let expectation): expectation.mark
        case .warnings(let warnings): warnings.mark
        }
    }

    /// `table.adjustedContentInset`, or `warnings`.
    public var key: String {
        switch self {
        case .property(let expectation): expectation.key
        case .warnings: "warnings"
        }
    }
}

/// One expectation that did not hold in one variant.
public struct ExpectationFailure: Sendable, Hashable {
    public var expectation: CheckedExpectation
    public var variant: VariantKey
    /// The value insetlab computed, formatted like the scene writes it (`[88, 0, 34, 0]`,
    /// `null`), or a few words when there is no value (`not on screen`).
    public var actual: String
    /// The whole explanation: `expected [64, 0, 0, 0], got [88, 0, 34, 0]`.
    public var message: String

    public var mark: Mark { expectation.mark }
}

/// What checking one scene file found.
public struct CheckOutcome: Sendable {
    public var variants: Int
    /// Checks made: each expectation line (and each `warnings` line) once per variant it applies to.
    public var expectations: Int
    /// In source order of the expectation, then variant order.
    public var failures: [ExpectationFailure]
    /// Pitfall warnings no `warnings:` expectation of their variant names, in source order.
    public var unexpectedWarnings: [(warning: PitfallWarning, variant: VariantKey)]

    public init(
        variants: Int, expectations: Int, failures: [ExpectationFailure],
        unexpectedWarnings: [(warning: PitfallWarning, variant: VariantKey)] = []
    ) {
        self.variants = variants
        self.expectations = expectations
        self.failures = failures
        self.unexpectedWarnings = unexpectedWarnings
    }

    /// The scene's snapshot, when `check` compared one (`SnapshotStore`).
    public var snapshot: SnapshotOutcome?

    /// Every expectation held, no error-severity warning fired, and the snapshot (if compared)
    /// passed.
    public var passed: Bool {
        failures.isEmpty && !unexpectedWarnings.contains { $0.warning.severity == .error } && (snapshot?.passed ?? true)
    }
}

/// Evaluates a scene file's `expect` blocks against the layout of each variant.
///
/// A block applies to the variants its `when` selects (all of them without `when`). View
/// properties on a controller id are about the controller's root view. Numbers match within
/// 0.01 pt (SCENE-FORMAT "Expectations"); `null` matches exactly when the property does not
/// apply. A subject that exists in the scene but is not on screen in a variant (a controller
/// lower in a navigation stack, an unselected tab, or a view inside one) fails and says so.
public enum ExpectationChecker {
    /// SCENE-FORMAT: "Numbers compare within 0.01 pt". The epsilon keeps 64.01 vs 64 (whose
    /// binary difference is 0.0100000000000051) inside the tolerance.
    public static let tolerance = 0.01
    static let epsilon = 1e-9

    /// Lays out every variant, runs the pitfall rules and checks it.
    public static func check(_ file: SceneFile) -> CheckOutcome {
        check(file, evaluations: SceneEvaluation.evaluate(file))
    }

    /// Checks layouts without pitfall warnings (for callers that did not run the rules).
    public static func check(_ file: SceneFile, results: [LayoutResult]) -> CheckOutcome {
        check(file, evaluations: results.map { VariantEvaluation(result: $0, warnings: []) })
    }

    /// Checks already computed evaluations; `evaluations[i]` belongs to `file.variants[i]`.
    /// `disabled`: the rules the configuration turned off, named when an expected one is missing
    /// (as are those a comment silenced, which each evaluation records).
    public static func check(_ file: SceneFile, evaluations: [VariantEvaluation], disabled: Set<String> = []) -> CheckOutcome {
        var failures: [(order: Int, variant: Int, failure: ExpectationFailure)] = []
        var unexpected: [(warning: PitfallWarning, variant: VariantKey)] = []
        var checks = 0
        for (variantIndex, evaluation) in evaluations.enumerated() {
            let result = evaluation.result
            let key = result.variant
            var namedRules: Set<String> = []
            // Builds each id index on first use, so a variant with no expectation builds none.
            let lookup = Lookup(result)
            var order = 0
            for block in file.expectations {
                let applies = block.when?.matches(key) ?? true
                for expectation in block.expectations {
                    order += 1
                    guard applies else { continue }
                    checks += 1
                    if let failure = evaluate(expectation, in: result, lookup: lookup) {
                        failures.append((order, variantIndex, failure))
                    }
                }
                if let warnings = block.warnings {
                    order += 1
                    guard applies else { continue }
                    checks += 1
                    namedRules.formUnion(warnings.rules)
                    if let failure = evaluate(warnings, fired: evaluation.warnings, variant: key, disabled: disabled, silenced: evaluation.silenced) {
                        failures.append((order, variantIndex, failure))
                    }
                }
            }
            for warning in evaluation.warnings where !namedRules.contains(warning.rule) {
                unexpected.append((warning, key))
            }
        }
        failures.sort { ($0.failure.mark, $0.order, $0.variant) < ($1.failure.mark, $1.order, $1.variant) }
        return CheckOutcome(
            variants: evaluations.count, expectations: checks, failures: failures.map(\.failure),
            unexpectedWarnings: unexpected)
    }

    /// `warnings: [a, b]`: exactly these rules fire in the variant; `warnings: {includes: [a]}`:
    /// at least these. Compared by rule id.
    static func evaluate(
        _ expected: WarningExpectation, fired: [PitfallWarning], variant: VariantKey, disabled: Set<String> = [],
        silenced: [String: Mark] = [:]
    ) -> ExpectationFailure? {
        let firedIDs = Set(fired.map(\.rule))
        let wanted = Set(expected.rules)
        let missing = expected.rules.filter { !firedIDs.contains($0) }
        let extra = fired.map(\.rule).filter { !wanted.contains($0) }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        guard !missing.isEmpty || (expected.exact && !extra.isEmpty) else { return nil }
        let actual = "[" + fired.map(\.rule).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }.joined(separator: ", ") + "]"
        var parts: [String] = []
        if !missing.isEmpty {
            // A rule the configuration turned off, or a comment silences, cannot fire: say so, or
            // the failure looks like the layout's.
            let off = missing.filter(disabled.contains)
            let quiet = missing.filter { !disabled.contains($0) }.compactMap { rule in
                silenced[rule].map { "an insetlab:disable comment silences '\(rule)' at line \($0.line)" }
            }
            parts.append("expected " + missing.map { "'\($0)'" }.joined(separator: ", ") + " to fire"
                + (off.isEmpty ? "" : " (the configuration disables " + off.map { "'\($0)'" }.joined(separator: ", ") + ")")
                + (quiet.isEmpty ? "" : " (" + quiet.joined(separator: "; ") + ")"))
        }
        if expected.exact, !extra.isEmpty {
            let details = fired.filter { extra.contains($0.rule) }.map { w in
                "'\(w.rule)'" + (w.mark.map { " at \($0.line):\($0.column)" } ?? "")
            }
            parts.append("unexpected " + details.joined(separator: ", "))
        }
        return ExpectationFailure(
            expectation: .warnings(expected), variant: variant, actual: actual,
            message: parts.joined(separator: "; ") + " (fired: \(actual))")
    }

    static func evaluate(_ expectation: Expectation, in result: LayoutResult, lookup: Lookup) -> ExpectationFailure? {
        func fail(_ actual: String, _ message: String) -> ExpectationFailure {
            ExpectationFailure(
                expectation: .property(expectation), variant: result.variant, actual: actual, message: message
            )
        }
        let actual: [Double]?
        switch resolve(expectation, in: result, lookup: lookup) {
        case .value(let value): actual = value
        case .unavailable(let why): return fail(why.actual, why.message)
        }
        // Formatted only for a failure: nearly every expectation holds.
        func failShown(_ message: (String) -> String) -> ExpectationFailure {
            let shown = actual.map(formatValue) ?? "null"
            return fail(shown, message(shown))
        }
        switch (expectation.value, actual) {
        case (.null, nil):
            return nil
        case (.null, .some):
            return failShown { "expected null, got \($0)" }
        case (_, nil):
            return fail("null", "expected \(expectation.value), got null (\(nullReason(expectation, result)))")
        case (.number(let expected), .some(let values)):
            return matches([expected], values) ? nil : failShown { "expected \(expectation.value), got \($0)" }
        case (.numbers(let expected), .some(let values)):
            return matches(expected, values) ? nil : failShown { "expected \(expectation.value), got \($0)" }
        }
    }

    /// Equal length, every number within `tolerance`.
    public static func matches(_ expected: [Double], _ actual: [Double]) -> Bool {
        expected.count == actual.count
            && zip(expected, actual).allSatisfy { abs($0 - $1) <= tolerance + epsilon }
    }

    private static func formatValue(_ values: [Double]) -> String {
        values.count == 1 ? formatNumber(values[0]) : formatNumbers(values)
    }

    private static func nullReason(_ expectation: Expectation, _ result: LayoutResult) -> String {
        let property = expectation.property
        if case .bar = expectation.subject { return "the bar is not shown" }
        if (property == .safeAreaInsets || property == .adjustedContentInset), !result.era.hasSafeArea {
            return "iOS \(result.device.ios) has no \(property.rawValue); it arrived in iOS 11"
        }
        switch property {
        case .layoutMargins: return "layout margins arrived in iOS 8"
        case .contentInset, .adjustedContentInset, .contentOffset, .contentSize: return "not a scroll view"
        default: return "does not apply"
        }
    }
}
