public import InsetlabChecking
public import InsetlabWorkspace

// Each format's `Reporter` conformance: which of its functions an item or the totals go to.
// The functions themselves (`report(_:evaluations:to:)` for run, `report(_: CheckedScene, to:)`
// for check, `report(_: DiffItem, to:)` for diff) stay in the format's own file.

extension TextReporter: Reporter {
    public mutating func report(_ item: ReportItem, to output: ReportOutput) {
        switch item {
        case .evaluated(let file, let evaluations): report(file, evaluations: evaluations, to: output)
        default: break
        }
    }

    public mutating func end(_ totals: ReportTotals, to output: ReportOutput) {
        end(to: output)
    }
}

extension JSONReporter: Reporter {
    public mutating func report(_ item: ReportItem, to output: ReportOutput) {
        switch item {
        case .evaluated(let file, let evaluations): report(file, evaluations: evaluations, to: output)
        default: break
        }
    }

    public mutating func end(_ totals: ReportTotals, to output: ReportOutput) {
        end(to: output)
    }
}

extension MarkdownReporter: Reporter {
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

extension SARIFReporter: Reporter {
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

extension GitHubReporter: Reporter {
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

extension JUnitReporter: Reporter {
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

extension CheckJSONReporter: Reporter {
    public mutating func report(_ item: ReportItem, to output: ReportOutput) {
        switch item {
        case .checked(let scene): report(scene, to: output)
        case .invalid(let path, let diagnostics): reportInvalid(path, diagnostics: diagnostics, to: output)
        default: break
        }
    }

    public mutating func end(_ totals: ReportTotals, to output: ReportOutput) {
        if case .check(let summary) = totals { end(summary, to: output) }
    }
}

extension TextDiffReporter: Reporter {
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

extension MarkdownDiffReporter: Reporter {
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

extension JSONDiffReporter: Reporter {
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
