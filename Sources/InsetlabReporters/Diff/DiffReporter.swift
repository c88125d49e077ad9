public import InsetlabScene
public import InsetlabYAML
public import InsetlabChecking
public import InsetlabWorkspace

/// What a diff compares, for the report's heading.
public struct DiffContext: Sendable {
    /// `--base REV`: the revision as the user wrote it, and the commit it named.
    public var base: String?
    public var commit: String?

    public init(base: String? = nil, commit: String? = nil) {
        self.base = base
        self.commit = commit
    }
}

extension FactChange {
    /// `view table.contentInset`, `window.frame`.
    public var key: String { LayoutFact(kind: kind, subject: subject, property: property, value: .null).key }

    /// `[64, 0, 0, 0]`, or `—` where the subject is not on screen.
    public var beforeText: String { before?.description ?? "—" }
    public var afterText: String { after?.description ?? "—" }

    /// `appeared` / `disappeared` for a subject only one side has.
    public var subjectChange: String? {
        if before == nil { return "appeared" }
        if after == nil { return "disappeared" }
        return nil
    }
}

extension WarningFact {
    /// `content-under-bar on table (line 12)`.
    public var shortDescription: String {
        var text = rule
        if let subject { text += " on \(subject)" }
        if let mark { text += " (line \(mark.line))" }
        if severity != .warning { text += " [\(severity.rawValue)]" }
        return text
    }

    /// Each warning's short description, with its message where two of `warnings` would read the
    /// same (one rule on one view at the top and at the bottom).
    public static func distinctDescriptions(
        _ warnings: [WarningFact], message: (String) -> String = { $0 }, short: (WarningFact) -> String
    ) -> [String] {
        let texts = warnings.map(short)
        var counts: [String: Int] = [:]
        for text in texts { counts[text, default: 0] += 1 }
        return zip(warnings, texts).map { warning, text in counts[text, default: 0] > 1 ? text + ": " + message(warning.message) : text }
    }
}

/// `--format text` (default): per changed scene, its changed variants and their changes,
/// aligned; a line per added or removed scene; nothing for unchanged ones; then the totals.
///
/// ```
/// scenes/feed.yaml: changed
///   iPhone 7 · iOS 10 · portrait
///     view table.contentInset     [64, 0, 0, 0] → [0, 0, 0, 0]  top −64
///     + warning content-under-bar on table (line 9)
/// scenes/new.yaml: added (2 variants)
///
/// against main: 2 scenes changed (1 added), 12 unchanged
/// ```
public struct TextDiffReporter {
    public static let identifier = "text"
    public static let summary = "per changed scene and variant, what moved and by how much (default)"

    let style: TerminalStyle
    let context: DiffContext
    private var wroteScene = false

    public init(style: TerminalStyle, context: DiffContext) {
        self.style = style
        self.context = context
    }

    public mutating func report(_ item: DiffItem, to output: ReportOutput) {
        switch item {
        case .invalid(let rawPath, let sides):
            let path = TerminalText.escaped(rawPath)
            let which = sides.map { $0.side == .before ? (context.base.map { "at \($0)" } ?? "before") : "now" }
            output.write(style.red("\(path): invalid \(which.joined(separator: " and ")), not compared") + "\n")
            wroteScene = true
        case .compared(let diff):
            guard diff.isChanged else { return }
            wroteScene = true
            let path = TerminalText.escaped(diff.path)
            switch diff.status {
            case .added:
                output.write(style.green("\(path): added") + " (\(Self.count(diff.variants.count, "variant")))\n")
            case .removed:
                output.write(style.red("\(path): removed") + " (\(Self.count(diff.variants.count, "variant")))\n")
            default:
                output.write(style.bold("\(path): changed") + "\n")
                for variant in diff.changedVariants { write(variant, to: output) }
            }
        }
    }

    private func write(_ variant: VariantDiff, to output: ReportOutput) {
        switch variant.status {
        case .added: output.write(style.green("  + variant " + TerminalText.escaped(variant.variant.description)) + "\n")
        case .removed: output.write(style.red("  - variant " + TerminalText.escaped(variant.variant.description)) + "\n")
        default:
            output.write("  " + TerminalText.escaped(variant.variant.description) + "\n")
            var table = TextTable(prefix: "    ")
            for change in variant.changes {
                let values = "\(change.beforeText) → \(change.afterText)"
                table.add([.init(change.key), .init(values), .init(change.subjectChange ?? change.deltaDescription ?? "")])
            }
            table.write(to: output, style: style)
            for text in WarningFact.distinctDescriptions(variant.appearedWarnings, short: \.shortDescription) {
                output.write(style.yellow("    + warning " + TerminalText.escaped(text)) + "\n")
            }
            for text in WarningFact.distinctDescriptions(variant.disappearedWarnings, short: \.shortDescription) {
                output.write(style.green("    - warning " + TerminalText.escaped(text)) + "\n")
            }
        }
    }

    public mutating func end(_ summary: DiffSummary, to output: ReportOutput) {
        if wroteScene { output.write("\n") }
        let against = context.base.map { "against \($0): " } ?? ""
        output.write(against + summary.line + "\n")
    }

    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
