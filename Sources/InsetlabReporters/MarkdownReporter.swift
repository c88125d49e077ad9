#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
internal import InsetlabLayout
internal import InsetlabRules
public import InsetlabScene
public import InsetlabYAML
public import InsetlabChecking
public import InsetlabWorkspace

/// `--format markdown`: a summary to read on GitHub (a job summary, a pull-request comment).
///
/// Per scene file a heading, a table with one row per variant, then its failed expectations
/// and its warnings as lists that point at `file:line:col`, and its snapshot's diff when it
/// differs. `check` ends with its totals and
/// the `N passed, N failed` line. Table cells escape `|`; text escapes `<`, `>` and `&`, so
/// nothing in a message turns into HTML.
public struct MarkdownReporter {
    public static let identifier = "markdown"
    public static let summary = "a Markdown summary: per scene a table of variants, then failures and warnings"

    public init(options: ReporterOptions) {}

    public func begin(to output: ReportOutput) {}

    // MARK: run

    public func report(_ file: SceneFile, evaluations: [VariantEvaluation], to output: ReportOutput) {
        output.write(Self.heading(file.file, name: file.name, status: nil))
        output.write("| variant | window safe area | bars | controllers | views | warnings |\n")
        output.write("|---|---|---|---:|---:|---:|\n")
        for evaluation in evaluations {
            let result = evaluation.result
            let bars = result.bars.map { "\($0.kind.rawValue) \($0.frame)" }.joined(separator: "<br>")
            output.write(Self.row([
                result.variant.description, result.window.safeAreaInsets?.description ?? "—",
                bars.isEmpty ? "—" : bars, String(result.controllers.count), String(result.views.count),
                String(evaluation.warnings.count),
            ]))
        }
        let pairs = evaluations.flatMap { evaluation in evaluation.warnings.map { (warning: $0, variant: evaluation.result.variant) } }
        writeWarnings(GroupedWarning.group(pairs), file: file.file, variantCount: evaluations.count, to: output)
        output.write("\n")
    }

    public func end(to output: ReportOutput) {}

    // MARK: check

    public func report(_ scene: CheckedScene, to output: ReportOutput) {
        let outcome = scene.outcome
        output.write(Self.heading(scene.identity, name: scene.name, status: outcome.passed ? "✅ passed" : "❌ failed"))
        output.write("| variant | result | failed expectations | warnings |\n|---|---|---:|---:|\n")
        for variant in scene.variants {
            let failures = scene.failures(of: variant).count
            let warnings = scene.warnings(of: variant)
            let failed = failures > 0 || warnings.contains { $0.severity == .error }
            output.write(Self.row([variant.description, failed ? "❌ fail" : "✅ pass", String(failures), String(warnings.count)]))
        }
        if !outcome.failures.isEmpty {
            output.write("\n**Failed expectations**\n\n")
            for failure in outcome.failures {
                let place = Self.code("\(scene.path):\(failure.mark.line):\(failure.mark.column)")
                output.write(
                    "- \(place) \(Self.code(failure.expectation.key)): \(Self.text(failure.message)) — _\(Self.text(failure.variant.description))_\n")
            }
        }
        writeWarnings(GroupedWarning.group(outcome.unexpectedWarnings), file: scene.path, variantCount: scene.variants.count, to: output)
        if let snapshot = outcome.snapshot, let (severity, text) = snapshot.message(sceneFile: scene.path) {
            output.write("\n**Snapshot** (\(severity)): \(Self.text(text))\n")
            if !snapshot.diff.isEmpty {
                output.write("\n```diff\n")
                for line in snapshot.diff { output.write(line.replacingEvery("```", with: "`\u{200B}``") + "\n") }
                output.write("```\n")
            }
        }
        output.write("\n")
    }

    public func reportInvalid(_ path: String, diagnostics: [Diagnostic], to output: ReportOutput) {
        output.write(Self.heading(path, name: nil, status: "⛔ invalid scene"))
        output.write("```\n")
        for diagnostic in diagnostics {
            // A fence of three backticks cannot be closed from inside by a message.
            output.write(diagnostic.description.replacingEvery("```", with: "`\u{200B}``") + "\n")
        }
        output.write("```\n\n")
    }

    public func end(_ summary: CheckSummary, to output: ReportOutput) {
        var details = "checked \(CheckReporter.count(summary.scenes, "scene")), \(CheckReporter.count(summary.variants, "variant")), "
            + CheckReporter.count(summary.expectations, "expectation")
        if summary.warnings > 0 { details += ", \(CheckReporter.count(summary.warnings, "unexpected warning"))" }
        if summary.invalid > 0 { details += "; \(summary.invalid) invalid" }
        output.write("---\n\n\(details)\n\n**\(summary.passed) passed, \(summary.failed) failed**\n")
    }

    // MARK: Pieces

    private func writeWarnings(_ groups: [GroupedWarning], file: String, variantCount: Int, to output: ReportOutput) {
        guard !groups.isEmpty else { return }
        output.write("\n**Warnings**\n\n")
        for group in groups {
            let warning = group.warning
            let place = warning.mark.map { Self.code("\(file):\($0.line):\($0.column)") } ?? Self.code(file)
            var line = "- \(place) \(warning.severity.rawValue) \(Self.code(warning.rule)): \(Self.text(warning.message))"
            if variantCount > 1 {
                line += " — _" + Self.text(group.variants.map(\.description).joined(separator: "; ")) + "_"
            }
            output.write(line + "\n  - fix: \(Self.text(warning.fix))\n")
        }
    }

    static func heading(_ path: String, name: String?, status: String?) -> String {
        var heading = "### "
        if let status { heading += status + " " }
        heading += code(path)
        if let name, !name.isEmpty { heading += " — " + text(name) }
        return heading + "\n\n"
    }

    static func row(_ cells: [String]) -> String {
        "| " + cells.map(cell).joined(separator: " | ") + " |\n"
    }

    /// A table cell: `|` escaped and newlines as `<br>` (already-built `<br>`s are kept).
    static func cell(_ value: String) -> String {
        value.replacingEvery("\n", with: "<br>").split(separator: "<br>", omittingEmptySubsequences: false).map { part in
            text(String(part)).replacingEvery("|", with: "\\|").replacingEvery("\n", with: "<br>")
        }.joined(separator: "<br>")
    }

    /// Running text: control and bidi characters escaped (`TerminalText`; a newline would end a
    /// heading or a list item), then HTML's three special characters as entities.
    static func text(_ value: String) -> String {
        let value = TerminalText.escaped(value)
        guard value.contains(where: { $0 == "<" || $0 == ">" || $0 == "&" }) else { return value }
        return value.replacingEvery("&", with: "&amp;").replacingEvery("<", with: "&lt;")
            .replacingEvery(">", with: "&gt;")
    }

    /// A code span long enough that no run of backticks inside closes it (CommonMark §6.1).
    static func code(_ value: String) -> String {
        let value = TerminalText.escaped(value)
        var longest = 0
        var run = 0
        for character in value {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        guard longest > 0 else { return "`" + value + "`" }
        let fence = String(repeating: "`", count: longest + 1)
        return fence + " " + value + " " + fence
    }
}
