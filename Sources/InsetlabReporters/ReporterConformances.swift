public import InsetlabChecking
public import InsetlabScene
public import InsetlabWorkspace
public import InsetlabYAML

// Each format's `Reporter` conformance: which of its functions an item or the totals go to.
// The functions themselves (`report(_:evaluations:to:)` for run, `report(_: CheckedScene, to:)`
// for check, `report(_: DiffItem, to:)` for diff) stay in the format's own file; the role a
// format plays (run, check, both, diff) routes the items, once for all the formats that play it.

/// A format of `run`: each file's evaluated variants, then the end of the report.
public protocol RunFormat: Reporter {
    mutating func report(_ file: SceneFile, evaluations: [VariantEvaluation], to output: ReportOutput)
    mutating func end(to output: ReportOutput)
}

extension RunFormat {
    public mutating func report(_ item: ReportItem, to output: ReportOutput) {
        if case .evaluated(let file, let evaluations) = item { report(file, evaluations: evaluations, to: output) }
    }

    public mutating func end(_ totals: ReportTotals, to output: ReportOutput) {
        end(to: output)
    }
}

/// A `run` format that can write a scene from bytes made on the worker thread that laid the
/// scene out: the layouts are read where they are in cache and freed there, and the calling
/// thread, which writes the report in order, only copies bytes (with two jobs, `--format json`
/// spent a quarter more CPU than with one reading every layout on the other core).
public protocol PrerenderingRunFormat: RunFormat, Sendable {
    /// The scene's bytes, independent of what was written before it; nil for a scene too large
    /// to hold as bytes at once, which goes to `report(_:evaluations:to:)` instead.
    func render(_ file: SceneFile, evaluations: [VariantEvaluation]) -> [UInt8]?
    /// Writes bytes `render` made, in the report's order.
    mutating func report(rendered: [UInt8], to output: ReportOutput)
}

/// A format of `check`: each checked scene, each invalid file, then the totals.
public protocol CheckFormat: Reporter {
    mutating func report(_ scene: CheckedScene, to output: ReportOutput)
    mutating func reportInvalid(_ path: String, diagnostics: [Diagnostic], to output: ReportOutput)
    mutating func end(_ summary: CheckSummary, to output: ReportOutput)
}

extension CheckFormat {
    public mutating func report(_ item: ReportItem, to output: ReportOutput) {
        switch item {
        case .checked(let scene): report(scene, to: output)
        case .invalid(let path, let diagnostics): reportInvalid(path, diagnostics: diagnostics, to: output)
        case .evaluated, .compared: break
        }
    }

    public mutating func end(_ totals: ReportTotals, to output: ReportOutput) {
        if case .check(let summary) = totals { end(summary, to: output) }
    }
}

/// A format both `run` and `check` write (markdown, sarif, github, junit).
public protocol RunAndCheckFormat: RunFormat, CheckFormat {}

extension RunAndCheckFormat {
    public mutating func report(_ item: ReportItem, to output: ReportOutput) {
        switch item {
        case .evaluated(let file, let evaluations): report(file, evaluations: evaluations, to: output)
        case .checked(let scene): report(scene, to: output)
        case .invalid(let path, let diagnostics): reportInvalid(path, diagnostics: diagnostics, to: output)
        case .compared: break
        }
    }

    public mutating func end(_ totals: ReportTotals, to output: ReportOutput) {
        if case .check(let summary) = totals { end(summary, to: output) } else { end(to: output) }
    }
}

/// A format of `diff`: each compared scene, then the totals.
public protocol DiffFormat: Reporter {
    init(style: TerminalStyle, context: DiffContext)
    mutating func report(_ item: DiffItem, to output: ReportOutput)
    mutating func end(_ summary: DiffSummary, to output: ReportOutput)
}

extension DiffFormat {
    public init(options: ReporterOptions) {
        self.init(style: options.style, context: options.diff)
    }

    public func begin(to output: ReportOutput) {}

    public mutating func report(_ item: ReportItem, to output: ReportOutput) {
        if case .compared(let item) = item { report(item, to: output) }
    }

    public mutating func end(_ totals: ReportTotals, to output: ReportOutput) {
        if case .diff(let summary) = totals { end(summary, to: output) }
    }
}

extension TextReporter: RunFormat {}
extension JSONReporter: PrerenderingRunFormat {}
extension MarkdownReporter: RunAndCheckFormat {}
extension SARIFReporter: RunAndCheckFormat {}
extension GitHubReporter: RunAndCheckFormat {}
extension JUnitReporter: RunAndCheckFormat {}
extension CheckJSONReporter: CheckFormat {}
extension TextDiffReporter: DiffFormat {}
extension MarkdownDiffReporter: DiffFormat {}
extension JSONDiffReporter: DiffFormat {}
