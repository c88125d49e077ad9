public import InsetlabRules
public import InsetlabScene
public import InsetlabYAML
public import InsetlabChecking
public import InsetlabWorkspace

/// `check`'s default format (`CheckReporter`) as a `Reporter`.
extension CheckReporter: Reporter {
    public static let identifier = "text"
    public static let summary = "compiler-style lines, `ok`/`FAIL` per file and `N passed, N failed` (default)"

    public init(options: ReporterOptions) {
        self.init(style: options.style, quiet: options.quiet)
    }

    public func begin(to output: ReportOutput) {}

    /// A checked scene; nothing for an invalid file: the batch already printed its diagnostics
    /// on stderr.
    public func report(_ item: ReportItem, to output: ReportOutput) {
        if case .checked(let scene) = item { report(scene, to: output) }
    }

    public func report(_ scene: CheckedScene, to output: ReportOutput) {
        report(file: scene.path, scene: scene.identity, outcome: scene.outcome, to: output)
    }

    public func end(_ totals: ReportTotals, to output: ReportOutput) {
        if case .check(let summary) = totals { self.summary(summary, to: output) }
    }
}
