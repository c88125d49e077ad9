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
/// one does. A warning is known by its file (as named on the command line), variant, rule and
/// subject — not by its line, so editing a scene above a known warning does not revive it.
public struct WarningBaseline: Sendable, Hashable {
    public struct Entry: Sendable, Hashable, Codable, Comparable {
        public var file: String
        public var variant: String
        public var rule: String
        public var subject: String?

        public init(file: String, variant: String, rule: String, subject: String?) {
            self.file = Self.normalized(file)
            self.variant = variant
            self.rule = rule
            self.subject = subject
        }

        /// One spelling per file, relative to the working folder as SwiftLint's baseline keeps
        /// it: `./scenes/a.yaml`, `scenes/sub/../a.yaml`, `$PWD/scenes/a.yaml` and, from a
        /// sibling folder, `../repo/scenes/a.yaml` are all `scenes/a.yaml`; a baseline written
        /// with one spelling matches a run with another.
        static func normalized(_ path: String) -> String {
            guard path != StreamInput.standardInputPath, !path.hasPrefix("<") else { return path }
            let directory = FileManager.default.currentDirectoryPath
            return FilePaths.relative(FilePaths.absolute(path, from: directory), from: directory)
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

    public private(set) var entries: Set<Entry>

    public init(entries: some Sequence<Entry> = []) {
        self.entries = Set(entries)
    }

    /// The unexpected warnings of one checked scene, as entries.
    public static func entries(of scene: CheckedScene) -> [Entry] {
        scene.outcome.unexpectedWarnings.map { Entry(file: scene.path, variant: $0.variant.description, rule: $0.warning.rule, subject: $0.warning.subject) }
    }

    public mutating func add(_ scene: CheckedScene) {
        entries.formUnion(Self.entries(of: scene))
    }

    /// The scene without the unexpected warnings this baseline knows.
    public func filter(_ scene: CheckedScene) -> CheckedScene {
        var scene = scene
        let path = Entry.normalized(scene.path)
        scene.outcome.unexpectedWarnings.removeAll { warning, variant in
            entries.contains(Entry(file: path, variant: variant.description, rule: warning.rule, subject: warning.subject))
        }
        return scene
    }

    private struct File: Codable {
        var version: Int
        var warnings: [Entry]
    }

    /// Sorted, one warning per object, so a baseline diffs well in review.
    public var text: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(File(version: 1, warnings: entries.sorted()))) ?? Data("{}".utf8)
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
            // Spelled as this run spells them (a baseline written with absolute paths, or by an
            // older insetlab that kept the command line's spelling).
            return WarningBaseline(entries: file.warnings.map { Entry(file: $0.file, variant: $0.variant, rule: $0.rule, subject: $0.subject) })
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(
                description: "insetlab: error: \(path): not an insetlab baseline (insetlab check --write-baseline FILE writes one)",
                isMissing: false)
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
