public import InsetlabScene

/// The text of a snapshot: a scene's whole report, one fact per line, for a reviewer to read
/// in a pull request.
///
/// ```
/// # insetlab snapshot of feed.yaml: one line per fact, `insetlab check --update` rewrites it
///
/// iPhone 7 · iOS 10 · portrait | window.frame: [0, 0, 375, 667]
/// iPhone 7 · iOS 10 · portrait | bar navigationBar(nav).frame: [0, 20, 375, 44]
/// iPhone 7 · iOS 10 · portrait | controller feed.topLayoutGuide: 64
/// iPhone 7 · iOS 10 · portrait | view table.contentInset: [64, 0, 0, 0]
/// iPhone 7 · iOS 10 · portrait | warning content-under-bar on table at 12:9 (warning)
/// ```
///
/// Every line names its variant, so a changed line in a diff says where it is without the
/// lines around it; the rest reads like an `expect` entry. Variants come in matrix order, a
/// blank line between them; within one, the window, the bars top to bottom, controllers in
/// tree order, views in tree pre-order (properties in the JSON report's order), then warnings
/// by position and model notes. Numbers print as in every report (`formatNumber`: at most
/// three decimals, no `-0`). Nothing depends on the machine, the time or how the scene's path
/// was spelled on the command line, and warning messages are left out (the rule id says it),
/// so rewording a rule does not churn every snapshot.
public enum SnapshotText {
    /// How the first line begins; the scene's file name follows.
    static let headerStart = "# insetlab snapshot of "
    /// The first line names the scene file by its name alone.
    public static func lines(sceneFileName: String, variants: [VariantFacts]) -> [String] {
        var lines = [
            Self.headerStart + "\(sceneFileName): one line per fact; `insetlab check --update` rewrites it",
        ]
        for variant in variants {
            lines.append("")
            let prefix = variant.variant.description + " | "
            for fact in variant.facts { lines.append(prefix + fact.line) }
            for warning in variant.warnings { lines.append(prefix + warning.line) }
            for note in variant.notes { lines.append(prefix + note) }
        }
        return lines
    }

    /// The file's text: the lines, each ending in a newline.
    public static func text(sceneFileName: String, evaluations: [VariantEvaluation]) -> String {
        lines(sceneFileName: sceneFileName, variants: evaluations.map(VariantFacts.init)).map { $0 + "\n" }.joined()
    }

    /// The line without a warning's position (` at 12:9` before its severity): snapshots compare
    /// without it, so a comment added above a warning moves it without failing the scene (`diff`
    /// and baselines leave positions out the same way). `--update` still writes the new one.
    public static func positionless(_ line: String) -> String {
        // The header names the scene file: a rename (`Main.yml` → `Main.yaml`, a case-only one on
        // a Mac) keeps the snapshot and changes no fact; `--update` writes the new name.
        if line.hasPrefix(Self.headerStart) { return Self.headerStart }
        guard line.contains(" | warning ") else { return line }
        let bytes = Array(line.utf8)
        // Backwards from the end: `(severity)`, a space, digits, `:`, digits, then ` at `.
        guard bytes.last == UInt8(ascii: ")"), var index = bytes.lastIndex(of: UInt8(ascii: "(")), index > 0,
            bytes[index - 1] == UInt8(ascii: " ")
        else { return line }
        let severityStart = index - 1
        index -= 1
        for part in 0..<2 {
            var digits = 0
            while index > 0, bytes[index - 1] >= UInt8(ascii: "0"), bytes[index - 1] <= UInt8(ascii: "9") {
                index -= 1
                digits += 1
            }
            guard digits > 0 else { return line }
            if part == 0 {
                guard index > 0, bytes[index - 1] == UInt8(ascii: ":") else { return line }
                index -= 1
            }
        }
        guard index >= 4, Array(bytes[(index - 4)..<index]) == Array(" at ".utf8) else { return line }
        return String(decoding: bytes[..<(index - 4)] + bytes[severityStart...], as: UTF8.self)
    }

    /// The lines of a snapshot file's text (a final newline ends the last line; `\r\n` reads
    /// as `\n`, in case a checkout converted line endings).
    public static func lines(of text: String) -> [String] {
        // Split on the byte: to `String`, "\r\n" is one character, not a "\r" before a "\n".
        var lines = Array(text.utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            String(decoding: line.last == UInt8(ascii: "\r") ? line.dropLast() : line, as: UTF8.self)
        }
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
