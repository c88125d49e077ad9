import InsetlabSceneDecoding
internal import InsetlabRules
internal import InsetlabScene
internal import InsetlabYAML

/// Turns a parsed `.insetlab.yml` into an `InsetlabConfiguration`, with the scene decoder's
/// strictness (`StrictValueReader`): closed mappings with "did you mean", typed values, rule ids
/// checked against the catalogue, every error collected and thrown at once in source order.
enum ConfigurationDecoder {
    static let keys = ["include", "exclude", "rules", "snapshots", "matrix", "maximumVariants"]
    static let ruleKeys = ["disabled", "severity"]
    static let snapshotKeys = ["folder"]
    static let severities = ["error", "warning", "note"]

    static func decode(_ document: YAMLDocument, directory: String) throws(DiagnosticError) -> InsetlabConfiguration {
        let tagProblems = document.unsupportedTagDiagnostics
        guard tagProblems.isEmpty else { throw DiagnosticError(tagProblems) }
        var configuration = InsetlabConfiguration(directory: directory)
        configuration.file = document.file
        // An empty file (or only comments) is a valid configuration: every default.
        guard let root = document.root, !root.isNull else { return configuration }
        let reader = StrictValueReader(file: document.file)
        guard let entries = reader.mapping(
            root, what: "a configuration: a mapping with any of \(keys.joined(separator: ", "))", keyPath: "")
        else { throw DiagnosticError(reader.diagnostics) }

        var maximumVariants: Int?
        reader.forEachKnownKey(of: entries, in: "the configuration", validKeys: keys, keyPath: "") { name, _, value in
            switch name {
            case "include":
                configuration.include = paths(value, keyPath: name, reader: reader, confinedTo: directory)
                // Left empty it would mean the default, `scenes`: say what was meant instead.
                if value.kind == .sequence, value.count == 0 {
                    reader.error("include is empty; list the folders, files or globs to check, or leave include out (then: scenes)", at: value.mark, keyPath: name)
                }
            case "exclude":
                configuration.exclude = paths(value, keyPath: name, reader: reader)
            case "rules":
                configuration.rules = rules(value, reader: reader)
            case "snapshots":
                configuration.snapshotFolder = snapshotFolder(value, root: directory, reader: reader)
            case "maximumVariants":
                maximumVariants = reader.wholeNumber(value, in: SceneDefaults.maximumVariantsRange, keyPath: name)
            default:
                configuration.sceneDefaults = reader.sceneDefaults(value, keyPath: "matrix")
            }
        }
        if let maximumVariants { configuration.sceneDefaults.maximumVariants = maximumVariants }
        let diagnostics = reader.diagnostics
        guard diagnostics.isEmpty else { throw DiagnosticError(diagnostics) }
        return configuration
    }

    /// A list of paths or globs (strings), each checked as a glob; with `confinedTo`, each must
    /// stay inside that folder (the configuration's), since `check` records a missing snapshot
    /// beside its scene, as `snapshots.folder` must.
    static func paths(_ node: YAMLNode, keyPath: String, reader: StrictValueReader, confinedTo root: String? = nil) -> [ConfiguredPath] {
        guard let items = reader.list(node, of: "paths or globs", keyPath: keyPath) else { return [] }
        return items.enumerated().compactMap { index, item in
            let path = "\(keyPath)[\(index)]"
            guard let text = reader.string(item, what: "a path or glob", keyPath: path) else { return nil }
            guard !text.isEmpty else {
                reader.error("expected a path or glob, found an empty string", at: item.mark, keyPath: path)
                return nil
            }
            if let problem = PathGlob.problem(in: text) {
                reader.error("'\(text)' is not a valid glob: \(problem)", at: item.mark, keyPath: path)
                return nil
            }
            // The folder a glob lists from (its components before the first glob character).
            let fixed = PathGlob.isGlob(text) ? PathGlob.literalPrefix(of: text) : text
            if let root, let escape = FolderConfinement.escape(of: fixed.isEmpty ? "." : fixed, root: root) {
                reader.error(
                    "'\(text)' is outside the folder that holds the configuration\(escape == .symbolicLink ? " (through a symbolic link)" : ""); "
                        + "check records snapshots beside the scenes it includes, so it includes only scenes inside it (move .insetlab.yml up)",
                    at: item.mark, keyPath: path)
                return nil
            }
            return ConfiguredPath(pattern: text, mark: item.mark)
        }
    }

    /// `rules: {disabled: [id…], severity: {id: error|warning|note}}`.
    static func rules(_ node: YAMLNode, reader: StrictValueReader) -> RuleConfiguration {
        var configuration = RuleConfiguration()
        guard let entries = reader.mapping(node, what: "a mapping with disabled and severity", keyPath: "rules") else {
            return configuration
        }
        if entries.isEmpty {
            reader.error("rules is empty: list disabled or severity, or remove it", at: node.mark, keyPath: "rules")
        }
        var disabledMarks: [String: Mark] = [:]
        var severityMarks: [String: Mark] = [:]
        reader.forEachKnownKey(of: entries, in: "rules", validKeys: ruleKeys, keyPath: "rules") { name, _, value in
            if name == "disabled" {
                guard let items = reader.list(value, of: "rule ids", keyPath: "rules.disabled") else { return }
                for item in items {
                    guard let id = ruleID(item, keyPath: "rules.disabled", reader: reader) else { continue }
                    // As the matrix's lists: a repeat is a slip, said at the second one.
                    if let first = disabledMarks[id] {
                        reader.error("'\(id)' is listed twice in rules.disabled (first at \(first))", at: item.mark, keyPath: "rules.disabled")
                        continue
                    }
                    disabledMarks[id] = item.mark
                    configuration.disabled.insert(id)
                }
            } else {
                guard let pairs = reader.mapping(
                    value, what: "a mapping of rule ids to error, warning or note", keyPath: "rules.severity")
                else { return }
                for (key, level) in pairs {
                    guard let id = ruleID(key, keyPath: "rules.severity", reader: reader) else { continue }
                    let path = "rules.severity.\(id)"
                    guard let text = reader.choice(level, among: severities, keyPath: path),
                        let severity = Diagnostic.Severity(rawValue: text)
                    else { continue }
                    configuration.severities[id] = severity
                    severityMarks[id] = key.mark
                }
            }
        }
        // A severity for a rule that is off is never used: one of the two is a mistake.
        for (id, mark) in severityMarks.sorted(by: { $0.value < $1.value }) {
            guard let disabledAt = disabledMarks[id] else { continue }
            reader.error(
                "'\(id)' has a severity but is disabled (at \(disabledAt)); keep one of the two", at: mark, keyPath: "rules.severity")
        }
        return configuration
    }

    /// A rule id the catalogue has; otherwise an error naming the nearest one.
    static func ruleID(_ node: YAMLNode, keyPath: String, reader: StrictValueReader) -> String? {
        guard let id = reader.string(node, what: "a rule id", keyPath: keyPath) else { return nil }
        let known = RuleCatalog.ids
        guard known.contains(id) else {
            let hint = StrictValueReader.suggestion(for: id, among: known)
            reader.error(
                "unknown rule '\(id)'\(hint.isEmpty ? " (insetlab rules lists them)" : hint)", at: node.mark, keyPath: keyPath)
            return nil
        }
        return id
    }

    /// `snapshots: {folder: …}`: a folder inside `root` (the configuration's folder), symbolic
    /// links followed, since a plain `check` records missing snapshots there.
    static func snapshotFolder(_ node: YAMLNode, root: String, reader: StrictValueReader) -> String? {
        guard let entries = reader.mapping(node, what: "a mapping with folder", keyPath: "snapshots") else { return nil }
        var folder: String?
        reader.forEachKnownKey(of: entries, in: "snapshots", validKeys: snapshotKeys, keyPath: "snapshots") { _, _, value in
            guard let text = reader.string(value, what: "a folder path", keyPath: "snapshots.folder") else { return }
            if text.isEmpty {
                reader.error("expected a folder path, found an empty string", at: value.mark, keyPath: "snapshots.folder")
            } else if text.split(separator: "/").contains(".git") {
                reader.error("snapshots.folder '\(text)' is inside .git, which git does not track: the snapshots would never be committed", at: value.mark, keyPath: "snapshots.folder")
            } else if let escape = FolderConfinement.escape(of: text, root: root) {
                let how = escape == .symbolicLink ? " (through a symbolic link)" : ""
                reader.error(
                    "snapshots.folder '\(text)' is outside the folder that holds the configuration\(how); "
                        + "insetlab writes snapshots only inside it",
                    at: value.mark, keyPath: "snapshots.folder")
            } else {
                folder = text
            }
        }
        return folder
    }
}
