public import InsetlabScene
public import InsetlabYAML
public import InsetlabChecking
public import InsetlabWorkspace

/// `--format github`: GitHub Actions workflow commands, which the runner turns into
/// annotations on the pull request's lines.
///
/// ```
/// ::error file=scenes/feed.yaml,line=16,col=3,title=expectation-mismatch::table.contentInset: expected …
/// ::warning file=scenes/feed.yaml,line=12,col=9,title=content-under-bar::the first row starts 44 pt under …
/// ::notice file=scenes/feed.yaml,line=7,col=5,title=no-effect::…
/// ```
///
/// Error-severity warnings, failed expectations and invalid scenes are `::error`; warnings are
/// `::warning`; notes are `::notice`. Values are escaped as the Actions toolkit does
/// (`escapeData`, `escapeProperty`): `%`, CR and LF in the message; also `:` and `,` in
/// properties. `check` ends with its `N passed, N failed` line, which the runner prints as is.
public struct GitHubReporter {
    public static let identifier = "github"
    public static let summary = "GitHub Actions workflow commands (::error/::warning/::notice annotations)"

    private let annotationPaths: (root: String, workingDirectory: String)?

    public init(options: ReporterOptions) {
        annotationPaths = options.annotationPaths
    }

    public func begin(to output: ReportOutput) {}

    public func report(_ file: SceneFile, evaluations: [VariantEvaluation], to output: ReportOutput) {
        for finding in ReportFinding.findings(for: file, evaluations: evaluations) {
            output.write(Self.command(for: rooted(finding)) + "\n")
        }
    }

    public func report(_ scene: CheckedScene, to output: ReportOutput) {
        for finding in ReportFinding.findings(for: scene) {
            output.write(Self.command(for: rooted(finding)) + "\n")
        }
    }

    public func reportInvalid(_ path: String, diagnostics: [Diagnostic], to output: ReportOutput) {
        for diagnostic in diagnostics {
            output.write(Self.command(for: rooted(ReportFinding(diagnostic: diagnostic))) + "\n")
        }
    }

    /// The runner resolves `file=` from the repository's root, not from the folder the step
    /// runs in (`working-directory`): a scene inside the workspace is named from its root.
    private func rooted(_ finding: ReportFinding) -> ReportFinding {
        var finding = finding
        finding.file = ReporterOptions.fromRepositoryRoot(finding.file, annotationPaths)
        return finding
    }

    public func end(to output: ReportOutput) {}

    public func end(_ summary: CheckSummary, to output: ReportOutput) {
        output.write("\(summary.passed) passed, \(summary.failed) failed\n")
    }

    /// `::warning file=…,line=…,col=…,title=rule::message`; the fix, when known, on a second
    /// line of the message.
    static func command(for finding: ReportFinding) -> String {
        let name: String
        switch finding.severity {
        case .error: name = "error"
        case .warning: name = "warning"
        case .note: name = "notice"
        }
        var properties = [("file", finding.file)]
        if let mark = finding.mark {
            properties += [("line", String(mark.line)), ("col", String(mark.column))]
        }
        properties.append(("title", finding.rule))
        // Control and bidi characters from the scene (ESC would recolour the CI log) are written
        // as visible escapes, as in the terminal; the line break before `fix:` stays one.
        var message = Self.visible(finding.message)
        if let fix = finding.fix, !fix.isEmpty { message += "\nfix: " + Self.visible(fix) }
        // A file name keeps its line breaks (the runner's %0A/%0D give them back), so the annotation
        // finds the file; every other control character is shown, as elsewhere.
        func shown(_ key: String, _ value: String) -> String {
            guard key == "file" else { return TerminalText.escaped(value) }
            var result = "", segment = ""
            for character in value {
                guard character == "\n" || character == "\r" || character == "\r\n" else { segment.append(character); continue }
                result += TerminalText.escaped(segment) + String(character)
                segment = ""
            }
            return result + TerminalText.escaped(segment)
        }
        let list = properties.map { "\($0.0)=\(escapeProperty(shown($0.0, $0.1)))" }.joined(separator: ",")
        return "::\(name) \(list)::\(escapeData(message))"
    }

    /// Each line with its control and bidi characters escaped (`TerminalText`); the line breaks
    /// a message has on purpose (a snapshot's diff) stay, for `escapeData` to encode.
    static func visible(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { TerminalText.escaped(String($0)) }.joined(separator: "\n")
    }

    /// The toolkit's `escapeData`: `%` first, so an escape is never escaped again.
    static func escapeData(_ text: String) -> String {
        text.replacingAll([("%", "%25"), ("\r", "%0D"), ("\n", "%0A")])
    }

    /// The toolkit's `escapeProperty`: `escapeData` plus `:` and `,`, which end a property.
    static func escapeProperty(_ text: String) -> String {
        text.replacingAll([("%", "%25"), ("\r", "%0D"), ("\n", "%0A"), (":", "%3A"), (",", "%2C")])
    }
}

extension String {
    /// Replaces every scalar `table` names, in one pass (so `%25` is never escaped again). CR
    /// and LF are separate scalars here, as they are separate code units in the toolkit.
    fileprivate func replacingAll(_ table: [(Unicode.Scalar, String)]) -> String {
        guard unicodeScalars.contains(where: { scalar in table.contains { $0.0 == scalar } }) else { return self }
        var result = ""
        result.reserveCapacity(utf8.count + 8)
        for scalar in unicodeScalars {
            if let replacement = table.first(where: { $0.0 == scalar })?.1 {
                result += replacement
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
