import InsetlabScene
public import InsetlabYAML
public import InsetlabChecking
public import InsetlabWorkspace

/// Totals of `insetlab check`.
public struct CheckSummary: Sendable, Hashable {
    /// Files read, valid or not.
    public var scenes = 0
    public var variants = 0
    public var expectations = 0
    /// Valid scenes whose every expectation held (a scene without `expect` passes).
    public var passed = 0
    /// Scenes with a failed expectation.
    public var failedExpectations = 0
    /// Scenes that could not be read as a scene (syntax, schema, device…).
    public var invalid = 0
    /// Pitfall warnings no `warnings:` expectation names (printed), and how many of them are errors.
    public var warnings = 0
    public var errorWarnings = 0
    /// Notes (severity `note`, such as model-uncertainty) no `warnings:` line names: printed, but
    /// not counted as warnings.
    public var notes = 0
    /// Snapshots compared, recorded and updated.
    public var snapshots = SnapshotTotals()

    public init() {}

    /// What the last line counts as failed: failed expectations and invalid scenes alike.
    public var failed: Int { failedExpectations + invalid }
}

/// The text of `insetlab check`, for terminals and CI logs.
///
/// - a failed expectation: `scenes/x.yaml:12:3: error: table.adjustedContentInset: expected
///   [64, 0, 0, 0], got [88, 0, 34, 0] [iPhone X · iOS 11 · portrait]` (the compiler format,
///   at the expectation's key), then `FAIL  scenes/x.yaml  (…)`;
/// - a passing file: `ok   scenes/x.yaml  (2 variants, 7 expectations)`, unless quiet;
/// - at the end, a details line (`checked 52 scenes, 88 variants, 412 expectations; 1 invalid`)
///   and then, on its own line for CI parsers, exactly `N passed, N failed`.
///
/// Invalid files' diagnostics go to stderr as they come (`SceneBatch` prints them).
public struct CheckReporter: Sendable {
    public var style: TerminalStyle
    /// Only failures and the summary.
    public var quiet: Bool

    public init(style: TerminalStyle = .plain, quiet: Bool = false) {
        self.style = style
        self.quiet = quiet
    }

    /// `scene`: what the `ok`/`FAIL` line names (`Main.storyboard#ID` for a storyboard's screen);
    /// `file` by default.
    public func report(file: String, scene: String? = nil, outcome: CheckOutcome, to output: ReportOutput) {
        let shown = TerminalText.escaped(scene ?? file)
        let file = TerminalText.escaped(file)
        for failure in outcome.failures {
            output.write(failureLine(failure, file: file) + "\n")
        }
        // A warning that fires identically in several variants is printed once, naming them.
        // (An index by line, not a search of the lines so far: linear in the warnings.)
        var printed: [(line: String, variants: [VariantKey], severity: Diagnostic.Severity)] = []
        var printedIndex: [String: Int] = [:]
        // Quiet prints only errors: the other lines are not built at all (a line's severity is
        // part of its text, so leaving them out first groups the rest the same way).
        for (warning, variant) in outcome.unexpectedWarnings where !quiet || warning.severity == .error {
            let line = TerminalText.escaped(warning.compilerLine(file: file))
            if let index = printedIndex[line] {
                printed[index].variants.append(variant)
            } else {
                printedIndex[line] = printed.count
                printed.append((line, [variant], warning.severity))
            }
        }
        for entry in printed where !quiet || entry.severity == .error {
            let variants = outcome.variants > 1
                ? " [" + TerminalText.escaped(entry.variants.map(\.description).joined(separator: "; ")) + "]" : ""
            output.write(warningStyle(entry.severity)(entry.line + variants) + "\n")
        }
        if let snapshot = outcome.snapshot, !quiet || !snapshot.passed {
            writeSnapshot(snapshot, file: file, to: output)
        }
        guard !quiet else { return }
        var counts = "\(Self.count(outcome.variants, "variant")), \(Self.count(outcome.expectations, "expectation"))"
        if outcome.passed {
            output.write(style.green("ok") + "   \(shown)  (\(counts))\n")
        } else {
            // What failed: expectations, error-severity warnings (each once, however many variants
            // raise it), the snapshot.
            if !outcome.failures.isEmpty { counts += ", \(outcome.failures.count) failed" }
            let errors = printed.filter { $0.severity == .error }.count
            if errors > 0 { counts += ", \(Self.count(errors, "error warning"))" }
            if let snapshot = outcome.snapshot, !snapshot.passed {
                switch snapshot.status {
                case .missing: counts += ", no snapshot"
                case .failed: counts += ", snapshot not read or written"
                default: counts += ", snapshot differs"
                }
            }
            output.write(style.red("FAIL") + " \(shown)  (\(counts))\n")
        }
    }

    /// `file:line:col: error: key: message [variant]`.
    public func failureLine(_ failure: ExpectationFailure, file: String) -> String {
        let location = "\(file):\(failure.mark.line):\(failure.mark.column):"
        return "\(style.bold(TerminalText.escaped(location))) \(style.red("error:")) "
            + TerminalText.escaped("\(failure.expectation.key): \(failure.message) [\(failure.variant)]")
    }

    private func warningStyle(_ severity: Diagnostic.Severity) -> (String) -> String {
        switch severity {
        case .error: { style.red($0) }
        case .warning: { style.yellow($0) }
        case .note: { $0 }
        }
    }

    public func summary(_ summary: CheckSummary, to output: ReportOutput) {
        var details = "checked \(Self.count(summary.scenes, "scene")), \(Self.count(summary.variants, "variant")), "
            + Self.count(summary.expectations, "expectation")
        if summary.warnings > 0 { details += ", \(Self.count(summary.warnings, "unexpected warning"))" }
        if summary.notes > 0 { details += ", \(Self.count(summary.notes, "note"))" }
        if summary.invalid > 0 { details += "; \(summary.invalid) invalid" }
        if let snapshots = summary.snapshots.summary { details += "; " + snapshots }
        output.write(details + "\n")
        let line = "\(summary.passed) passed, \(summary.failed) failed"
        output.write((summary.failed > 0 ? style.red(line) : style.green(line)) + "\n")
    }

    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
