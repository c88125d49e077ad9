public import InsetlabScene
public import InsetlabYAML
public import InsetlabChecking
public import InsetlabReporters
public import InsetlabWorkspace

/// Feeds an `HTMLReport` from a `SceneBatch.run` (`insetlab report`), invalid files included.
public struct HTMLReportCollector {
    public static let identifier = "html"
    public static let summary = "a static HTML report (insetlab report)"

    public private(set) var report: HTMLReport

    public init(options: ReporterOptions) {
        report = HTMLReport(generator: options.toolVersion.isEmpty ? "insetlab" : "insetlab \(options.toolVersion)")
    }

    public mutating func begin(to output: ReportOutput) {}

    public mutating func report(_ file: SceneFile, evaluations: [VariantEvaluation], to output: ReportOutput) {
        report.add(file, evaluations: evaluations)
    }

    public mutating func reportInvalid(_ path: String, diagnostics: [Diagnostic], to output: ReportOutput) {
        report.addInvalid(path: path, diagnostics: diagnostics.map(\.description))
    }

    public mutating func end(to output: ReportOutput) {}
}
