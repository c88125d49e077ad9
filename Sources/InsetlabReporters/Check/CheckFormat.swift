public import InsetlabRules
public import InsetlabScene
public import InsetlabYAML
public import InsetlabChecking
public import InsetlabWorkspace

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
