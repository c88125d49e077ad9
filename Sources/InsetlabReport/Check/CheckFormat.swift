public import InsetlabRules
public import InsetlabScene
public import InsetlabYAML

/// What checking one valid scene file found: its variants and the outcome of its `expect`
/// blocks and pitfall rules. Small on purpose (no layouts): a batch keeps a window of these.
public struct CheckedScene: Sendable {
    /// The file as the user named it.
    public var path: String
    /// The scene's `name:`, if any.
    public var name: String?
    /// Every variant, in matrix order.
    public var variants: [VariantKey]
    public var outcome: CheckOutcome
    /// Seconds each variant took to lay out and check, in `variants` order (empty: not measured).
    public var durations: [Double]

    public init(path: String, name: String?, variants: [VariantKey], outcome: CheckOutcome, durations: [Double] = []) {
        self.path = path
        self.name = name
        self.variants = variants
        self.outcome = outcome
        self.durations = durations
    }

    /// The failures of one variant, in source order.
    public func failures(of variant: VariantKey) -> [ExpectationFailure] {
        outcome.failures.filter { $0.variant == variant }
    }

    /// The unexpected warnings of one variant, in source order.
    public func warnings(of variant: VariantKey) -> [PitfallWarning] {
        outcome.unexpectedWarnings.filter { $0.variant == variant }.map(\.warning)
    }
}

/// One output format of `insetlab check`, picked by its string id (`--format sarif`). Called
/// once per input file, in input order, so it can stream; `end` gets the totals.
///
/// A check format carries both what `check` decides on: failed expectations and the pitfall
/// warnings no `warnings:` line expects.
public protocol CheckFormatReporter {
    /// The `--format` value.
    static var identifier: String { get }
    /// One line for `--help`.
    static var summary: String { get }

    init(options: ReporterOptions)

    /// Before the first file.
    mutating func begin(to output: ReportOutput)
    /// One valid scene, checked.
    mutating func report(_ scene: CheckedScene, to output: ReportOutput)
    /// A file that is not a valid scene (its diagnostics also go to stderr).
    mutating func reportInvalid(_ path: String, diagnostics: [Diagnostic], to output: ReportOutput)
    /// After the last file.
    mutating func end(_ summary: CheckSummary, to output: ReportOutput)
}

/// The formats `check` knows, by id.
public enum CheckReporters {
    public static var all: [any CheckFormatReporter.Type] {
        [
            CheckReporter.self, CheckJSONReporter.self, MarkdownReporter.self, SARIFReporter.self,
            GitHubReporter.self, JUnitReporter.self,
        ]
    }

    public static var identifiers: [String] { all.map { $0.identifier } }

    /// The reporter for `identifier`, or `nil` when no format has that id.
    public static func make(_ identifier: String, options: ReporterOptions) -> (any CheckFormatReporter)? {
        all.first { $0.identifier == identifier }.map { $0.init(options: options) }
    }
}

extension CheckReporter: CheckFormatReporter {
    public static let identifier = "text"
    public static let summary = "compiler-style lines, `ok`/`FAIL` per file and `N passed, N failed` (default)"

    public init(options: ReporterOptions) {
        self.init(style: options.style, quiet: options.quiet)
    }

    public func begin(to output: ReportOutput) {}

    public func report(_ scene: CheckedScene, to output: ReportOutput) {
        report(file: scene.path, outcome: scene.outcome, to: output)
    }

    /// Nothing: the batch already printed the diagnostics on stderr.
    public func reportInvalid(_ path: String, diagnostics: [Diagnostic], to output: ReportOutput) {}

    public func end(_ summary: CheckSummary, to output: ReportOutput) {
        self.summary(summary, to: output)
    }
}

/// A warning and every variant it fired in, identically (same rule, place, message, severity).
public struct GroupedWarning: Sendable {
    public var warning: PitfallWarning
    public var variants: [VariantKey]

    /// Warnings in first-seen order, each with its variants in the order given. Linear: a
    /// dictionary finds the group of a repeat.
    public static func group(_ warnings: some Sequence<(warning: PitfallWarning, variant: VariantKey)>) -> [GroupedWarning] {
        var groups: [GroupedWarning] = []
        var index: [PitfallWarning: Int] = [:]
        for (warning, variant) in warnings {
            if let i = index[warning] {
                groups[i].variants.append(variant)
            } else {
                index[warning] = groups.count
                groups.append(GroupedWarning(warning: warning, variants: [variant]))
            }
        }
        return groups
    }
}

extension CheckedExpectation {
    /// What the line asserts, as the scene writes it: `[64, 0, 0, 0]`, `[content-under-bar]`,
    /// `{includes: [content-under-bar]}`.
    public var expectedText: String {
        switch self {
        case .property(let expectation):
            return expectation.value.description
        case .warnings(let warnings):
            let list = "[" + warnings.rules.joined(separator: ", ") + "]"
            return warnings.exact ? list : "{includes: \(list)}"
        }
    }
}
