internal import InsetlabYAML
public import InsetlabChecking
public import InsetlabWorkspace
/// Snapshot counts of a `check` run.
public struct SnapshotTotals: Sendable, Hashable {
    public var matched = 0
    public var differ = 0
    public var recorded = 0
    public var updated = 0
    /// Missing and not recorded (`CI=true`).
    public var missing = 0
    /// Could not be read or written.
    public var failed = 0

    public init() {}

    public var total: Int { matched + differ + recorded + updated + missing + failed }

    public mutating func add(_ outcome: SnapshotOutcome?) {
        switch outcome?.status {
        case nil: break
        case .matched?: matched += 1
        case .differs?: differ += 1
        case .recorded?: recorded += 1
        case .updated?: updated += 1
        case .missing?: missing += 1
        case .failed?: failed += 1
        }
    }

    /// `snapshots: 50 matched, 1 differs, 1 recorded`, or `nil` when none was checked.
    public var summary: String? {
        guard total > 0 else { return nil }
        var parts = ["\(matched) matched"]
        if differ > 0 { parts.append("\(differ) differ" + (differ == 1 ? "s" : "")) }
        if recorded > 0 { parts.append("\(recorded) recorded") }
        if updated > 0 { parts.append("\(updated) updated") }
        if missing > 0 { parts.append("\(missing) missing") }
        if failed > 0 { parts.append("\(failed) unreadable or unwritable") }
        return "snapshots: " + parts.joined(separator: ", ")
    }
}

extension SnapshotOutcome {
    /// The one-line message about the snapshot, in the compiler format at the scene file
    /// (`scenes/feed.yaml: error: …`); `nil` when it matched.
    public func message(sceneFile file: String) -> (severity: String, text: String)? {
        let update = "insetlab check --update \(file)"
        switch status {
        case .matched:
            return nil
        case .recorded(let lines):
            return ("note", "no snapshot yet: recorded \(path) (\(lines) lines); review it and commit it")
        case .differs(let diff):
            let body = diff.dropFirst(2)
            let removed = body.filter { $0.hasPrefix("-") }.count, added = body.filter { $0.hasPrefix("+") }.count
            var text = "the layout differs from snapshot \(path) (−\(removed) +\(added) lines)"
            text += updateIgnoredOnCI ? "; \(ciVariable), so --update writes nothing" : "; if the change is intended, run \(update)"
            return ("error", text)
        case .updated:
            return ("note", "updated snapshot \(path)")
        case .missing:
            return ("error", "no snapshot at \(path); \(ciVariable), so none is recorded: run insetlab check locally and commit it")
        case .failed(let reason):
            return ("error", "snapshot \(path): \(reason)")
        }
    }

    /// The unified diff to print under the message (snapshot → layout now), if any.
    public var diff: [String] {
        switch status {
        case .differs(let diff), .updated(let diff): diff
        default: []
        }
    }
}

extension CheckReporter {
    /// The snapshot's message, then its diff (removed lines red, added green).
    func writeSnapshot(_ outcome: SnapshotOutcome, file: String, to output: ReportOutput) {
        guard let (severity, text) = outcome.message(sceneFile: file) else { return }
        let label = severity == "error" ? style.red("error:") : style.cyan("note:")
        output.write("\(style.bold(file + ":")) \(label) \(text)\n")
        // A snapshot is a file in the repository, like a scene: its bytes reach a terminal only
        // escaped (an escape sequence in a committed .snap must not drive the terminal).
        for line in outcome.diff.lazy.map(TerminalText.escaped) {
            if line.hasPrefix("+++") || line.hasPrefix("---") {
                output.write(style.bold(line) + "\n")
            } else if line.hasPrefix("@@") {
                output.write(style.cyan(line) + "\n")
            } else if line.hasPrefix("+") {
                output.write(style.green(line) + "\n")
            } else if line.hasPrefix("-") {
                output.write(style.red(line) + "\n")
            } else {
                output.write(line + "\n")
            }
        }
    }
}
