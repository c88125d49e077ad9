#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
public import InsetlabRules
public import InsetlabScene
internal import InsetlabWorkspace
internal import InsetlabYAML

/// Known warnings, as SwiftLint's baseline keeps them: `insetlab check --write-baseline FILE`
/// records every unexpected warning of a run, and `--baseline FILE` drops those from later
/// runs' reports, so with `--strict` an existing screen's known warnings do not fail and a new
/// one does. A warning is known by its file, variant, rule and subject — not by its line, so
/// editing a scene above a known warning does not revive it. Each entry stands for one warning:
/// a baseline that knows two warnings with the same key (two unknown rule ids in one scene,
/// which have no subject) lets two through, and a third is reported.
///
/// In memory a file is its absolute path; in the baseline file it is written relative to the
/// baseline's own folder (as `.insetlab.yml`'s paths are to its), so a baseline matches
/// however the paths are spelt and from whichever folder `check` runs.
public struct WarningBaseline: Sendable, Hashable {
    public struct Entry: Sendable, Hashable, Codable, Comparable {
        public var file: String
        public var variant: String
        public var rule: String
        public var subject: String?

        /// - Parameter file: as the command line names it (relative to the working folder).
        public init(file: String, variant: String, rule: String, subject: String?) {
            self.file = Self.absolute(file, from: FileManager.default.currentDirectoryPath)
            self.variant = variant
            self.rule = rule
            self.subject = subject
        }

        /// One spelling per file: `./scenes/a.yaml`, `scenes/sub/../a.yaml` and
        /// `$PWD/scenes/a.yaml` are all `$PWD/scenes/a.yaml`. Standard input stays as it is.
        static func absolute(_ path: String, from directory: String) -> String {
            guard path != StreamInput.standardInputPath, !path.hasPrefix("<") else { return path }
            return FilePaths.absolute(path, from: directory)
        }

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.variant, lhs.rule, lhs.subject ?? "") < (rhs.file, rhs.variant, rhs.rule, rhs.subject ?? "")
        }
    }

    /// Why a baseline file could not be used; `isMissing` selects exit 66 over 2.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        public var isMissing: Bool
    }

    /// Each known warning's key, and how many warnings with it are known.
    public private(set) var counts: [Entry: Int]

    /// Every known warning, one entry each (a key known twice is here twice).
    public var entries: [Entry] { counts.flatMap { Array(repeating: $0.key, count: $0.value) } }

    public init(entries: some Sequence<Entry> = []) {
        counts = [:]
        for entry in entries { counts[entry, default: 0] += 1 }
    }

    /// The unexpected warnings of one checked scene, as entries.
    public static func entries(of scene: CheckedScene) -> [Entry] {
        scene.outcome.unexpectedWarnings.map { Entry(file: scene.path, variant: $0.variant.description, rule: $0.warning.rule, subject: $0.warning.subject) }
    }

    public mutating func add(_ scene: CheckedScene) {
        for entry in Self.entries(of: scene) { counts[entry, default: 0] += 1 }
    }

    /// The scene without the unexpected warnings this baseline knows: per key, as many as it
    /// knows (the first ones in report order); any more are reported.
    public func filter(_ scene: CheckedScene) -> CheckedScene {
        var scene = scene
        let path = scene.path
        var left: [Entry: Int] = [:]
        scene.outcome.unexpectedWarnings.removeAll { warning, variant in
            let entry = Entry(file: path, variant: variant.description, rule: warning.rule, subject: warning.subject)
            let remaining = left[entry] ?? counts[entry] ?? 0
            guard remaining > 0 else { return false }
            left[entry] = remaining - 1
            return true
        }
        return scene
    }

    private struct File: Codable {
        var version: Int
        var warnings: [Entry]
    }

    /// The file written at `path`: sorted, one warning per object, so a baseline diffs well in
    /// review; files relative to `path`'s folder.
    public func text(for path: String) -> String {
        let folder = FilePaths.parent(of: FilePaths.absolute(path, from: FileManager.default.currentDirectoryPath))
        var written = entries.map { entry in
            var entry = entry
            if entry.file.hasPrefix("/") { entry.file = FilePaths.relative(entry.file, from: folder) }
            return entry
        }
        written.sort()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(File(version: 1, warnings: written))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    public static func load(path: String) throws(Failure) -> WarningBaseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Failure(description: "insetlab: error: \(path): no such baseline file, or it cannot be read", isMissing: true)
        }
        do {
            let file = try JSONDecoder().decode(File.self, from: data)
            guard file.version == 1 else {
                throw Failure(description: "insetlab: error: \(path): baseline version \(file.version) is not 1", isMissing: false)
            }
            // Relative to the baseline's folder; a file that is not there but is relative to the
            // working folder is one an older insetlab wrote (it kept the working folder's paths).
            let cwd = FileManager.default.currentDirectoryPath
            let folder = FilePaths.parent(of: FilePaths.absolute(path, from: cwd))
            return WarningBaseline(entries: file.warnings.map { written in
                var entry = written
                let here = Entry.absolute(written.file, from: folder)
                let legacy = Entry.absolute(written.file, from: cwd)
                entry.file = !FileManager.default.fileExists(atPath: here) && FileManager.default.fileExists(atPath: legacy) ? legacy : here
                return entry
            })
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(
                description: "insetlab: error: \(path): not an insetlab baseline (\(Self.reason(error))); insetlab check --write-baseline FILE writes one",
                isMissing: false)
        }
    }

    /// What the JSON decoder found wrong, with the key path when there is one, in words rather
    /// than the decoder's (`CodingKeys(stringValue: "version", …)`).
    private static func reason(_ error: Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func path(_ codingPath: [any CodingKey]) -> String {
            let text = codingPath.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
            return text.hasPrefix(".") ? String(text.dropFirst()) : text
        }
        func at(_ codingPath: [any CodingKey]) -> String { codingPath.isEmpty ? "" : "at \(path(codingPath)): " }
        switch error {
        case .keyNotFound(let key, let context):
            return "\(at(context.codingPath))the key '\(key.stringValue)' is missing"
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            let expected = type == String.self ? "a string" : type == Int.self ? "an integer" : "\(type)"
            return "\(at(context.codingPath))expected \(expected)"
        case .dataCorrupted(let context):
            let underlying = context.underlyingError.map { ": \($0)" } ?? ""
            return at(context.codingPath) + context.debugDescription + underlying
        @unknown default:
            return "\(error)"
        }
    }
}

extension CheckedScene {
    /// `check --strict`: every unexpected warning of severity `warning` is an error, so it fails
    /// the scene, as SwiftLint's `--strict` does. Notes stay notes; warnings a `warnings:` line
    /// expects are not unexpected, and stay as they are.
    public func strict() -> CheckedScene {
        var scene = self
        for index in scene.outcome.unexpectedWarnings.indices where scene.outcome.unexpectedWarnings[index].warning.severity == .warning {
            scene.outcome.unexpectedWarnings[index].warning.severity = .error
        }
        return scene
    }
}

extension RuleConfiguration {
    /// `run --strict`: every rule whose severity in force is `warning` becomes `error`, so a
    /// warning fails the run, as SwiftLint's `--strict` does. Notes stay notes. (`check` uses
    /// `CheckedScene.strict()` instead, which leaves snapshots alone.)
    public func strict() -> RuleConfiguration {
        var strict = self
        for description in RuleCatalog.descriptions where (severities[description.id] ?? description.severity) == .warning {
            strict.severities[description.id] = .error
        }
        return strict
    }
}
