public import InsetlabReporters
public import InsetlabWorkspace

// The collectors are `run` reporters that keep what they get instead of printing it (see each
// type); here is which of their functions an item goes to.

extension PictureCollector: Reporter {
    public mutating func report(_ item: ReportItem, to output: ReportOutput) {
        if case .evaluated(let file, let evaluations) = item { report(file, evaluations: evaluations, to: output) }
    }

    public mutating func end(_ totals: ReportTotals, to output: ReportOutput) {
        end(to: output)
    }
}

extension HTMLReportCollector: Reporter {
    public mutating func report(_ item: ReportItem, to output: ReportOutput) {
        switch item {
        case .evaluated(let file, let evaluations): report(file, evaluations: evaluations, to: output)
        case .invalid(let path, let diagnostics): reportInvalid(path, diagnostics: diagnostics, to: output)
        default: break
        }
    }

    public mutating func end(_ totals: ReportTotals, to output: ReportOutput) {
        end(to: output)
    }
}
