internal import InsetlabYAML
public import InsetlabChecking
public import InsetlabWorkspace
/// `--format markdown`: a comment to paste on a pull request. A heading, the summary line
/// (`**3 scenes changed** (1 added), 12 unchanged`), then per changed scene a section with a
/// table per changed variant — subject | property | before | after | Δ — and the warnings that
/// appeared or disappeared. Unchanged scenes and variants get nothing.
///
/// The summary comes first, so the sections are held until the end: only changed scenes are
/// kept, and only their changes, never a layout.
public struct MarkdownDiffReporter {
    public static let identifier = "markdown"
    public static let summary = "a pull-request comment: a summary line, then a table per changed scene"

    let context: DiffContext
    private var sections: [String] = []

    public init(style: TerminalStyle, context: DiffContext) {
        self.context = context
    }

    public mutating func report(_ item: DiffItem, to output: ReportOutput) {
        switch item {
        case .invalid(let path, let sides):
            let which = sides.map { $0.side == .before ? (context.base.map { "at \(Self.codeSpan($0))" } ?? "before") : "now" }
            sections.append("#### ⚠️ \(Self.codeSpan(path)) is invalid \(which.joined(separator: " and ")); not compared\n")
        case .compared(let diff):
            guard diff.isChanged else { return }
            sections.append(section(diff))
        }
    }

    public mutating func end(_ summary: DiffSummary, to output: ReportOutput) {
        var heading = "### insetlab layout diff"
        if let base = context.base { heading += " against \(Self.codeSpan(base))" }
        output.write(heading + "\n\n")
        var line = summary.changed == 0
            ? "**No layout changes**" : "**\(summary.changed) scene\(summary.changed == 1 ? "" : "s") changed**"
        var parts: [String] = []
        if summary.added > 0 { parts.append("\(summary.added) added") }
        if summary.removed > 0 { parts.append("\(summary.removed) removed") }
        if !parts.isEmpty { line += " (" + parts.joined(separator: ", ") + ")" }
        line += ", \(summary.unchanged) unchanged"
        if summary.invalid > 0 { line += ", **\(summary.invalid) invalid** (not compared)" }
        output.write(line + ".\n")
        for section in sections { output.write("\n" + section) }
    }

    private func section(_ diff: SceneDiff) -> String {
        let variants = "\(diff.variants.count) variant\(diff.variants.count == 1 ? "" : "s")"
        switch diff.status {
        case .added: return "#### ➕ \(Self.codeSpan(diff.path)) — added (\(variants))\n"
        case .removed: return "#### ➖ \(Self.codeSpan(diff.path)) — removed (\(variants))\n"
        default: break
        }
        var text = "#### \(Self.codeSpan(diff.path))\n"
        for variant in diff.changedVariants {
            text += "\n"
            switch variant.status {
            case .added: text += "➕ variant **\(Self.escaped(variant.variant.description))** added\n"
            case .removed: text += "➖ variant **\(Self.escaped(variant.variant.description))** removed\n"
            default: text += table(variant)
            }
        }
        return text
    }

    private func table(_ variant: VariantDiff) -> String {
        var text = "**\(Self.escaped(variant.variant.description))**\n"
        if !variant.changes.isEmpty {
            text += "\n| subject | property | before | after | Δ |\n|---|---|---|---|---|\n"
            for change in variant.changes {
                let subject = "\(change.kind.rawValue) \(Self.codeSpan(change.subject, inTable: true))"
                let delta = change.subjectChange.map { "_\($0)_" } ?? change.deltaDescription ?? ""
                text += "| \(subject) | \(change.property.rawValue) | \(Self.cell(change.beforeText)) | \(Self.cell(change.afterText)) | \(Self.cell(delta)) |\n"
            }
        }
        if !variant.appearedWarnings.isEmpty || !variant.disappearedWarnings.isEmpty {
            text += "\n"
            var items = WarningFact.distinctDescriptions(variant.appearedWarnings, message: Self.escaped) { warning($0) }.map { "➕ warning " + $0 }
            items += WarningFact.distinctDescriptions(variant.disappearedWarnings, message: Self.escaped) { warning($0) }.map { "➖ warning " + $0 }
            text += items.map { "- " + $0 + "\n" }.joined()
        }
        return text
    }

    /// `` `content-under-bar` on `table` (line 12) ``.
    private func warning(_ warning: WarningFact) -> String {
        var text = Self.codeSpan(warning.rule)
        if let subject = warning.subject { text += " on \(Self.codeSpan(subject))" }
        if let mark = warning.mark { text += " (line \(mark.line))" }
        if warning.severity != .warning { text += " — \(warning.severity.rawValue)" }
        return text
    }

    /// A table cell: `|` escaped, so a value can never split the row.
    static func cell(_ text: String) -> String { escaped(text).replacingEvery("|", with: "\\|") }

    /// `<`, `>` and `&` as entities, so text is never read as HTML.
    static func escaped(_ text: String) -> String {
        TerminalText.escaped(text).replacingEvery("&", with: "&amp;").replacingEvery("<", with: "&lt;")
            .replacingEvery(">", with: "&gt;")
    }

    /// A backtick code span that holds `text` whatever backticks it contains.
    /// `inTable`: `|` is escaped, as a table row needs (GFM reads `\|` there even in a code
    /// span); in a heading or a list item the backslash would show.
    static func codeSpan(_ text: String, inTable: Bool = false) -> String {
        let text = TerminalText.escaped(text)
        let fence = text.contains("`") ? "``" : "`"
        let padded = text.hasPrefix("`") || text.hasSuffix("`") ? " \(text) " : text
        return fence + (inTable ? padded.replacingEvery("|", with: "\\|") : padded) + fence
    }
}
