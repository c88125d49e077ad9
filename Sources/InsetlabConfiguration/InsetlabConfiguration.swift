#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
public import InsetlabRules
public import InsetlabScene
import InsetlabSceneDecoding
public import InsetlabYAML
public import InsetlabWorkspace

/// A path or glob of `include:` or `exclude:`, and where the configuration wrote it.
public struct ConfiguredPath: Sendable, Hashable {
    /// As written: `scenes`, `Specs/**/*.layout.yaml`.
    public var pattern: String
    public var mark: Mark

    public init(pattern: String, mark: Mark) {
        self.pattern = pattern
        self.mark = mark
    }
}

/// A project's `.insetlab.yml`: which scene files `check` and `run` read when no path is given,
/// rule severities and disabled rules, the snapshot folder, and a default matrix.
///
/// ```yaml
/// include: [scenes, "Specs/**/*.layout.yaml"]   # paths or globs; default: scenes
/// exclude: ["scenes/drafts/**"]                  # globs
/// rules:
///   disabled: [no-effect]
///   severity: {content-under-bar: error, double-inset: note}
/// snapshots:
///   folder: __snapshots__
/// matrix:                                        # for scenes without a matrix of their own
///   device: [iPhone SE (3rd generation), iPhone 15 Pro Max]
///   ios: [17, 18]
/// ```
///
/// Paths and globs are relative to the folder that holds the file. The file is read like a
/// scene: every mapping is closed (an unknown key is an error with the nearest valid key), every
/// value typed, unknown rule ids name the nearest rule, and every error is reported at once as
/// `.insetlab.yml:line:col: error: …`.
public struct InsetlabConfiguration: Sendable {
    /// The name `find(from:)` looks for.
    public static let fileName = ".insetlab.yml"

    /// The file as diagnostics name it; `nil` when no file was read (the defaults).
    public var file: String?
    /// The absolute folder relative paths start from: the file's folder, or the working folder.
    public var directory: String
    /// What to read when the command names no path; empty means `scenes`.
    public var include: [ConfiguredPath] = []
    /// Files and folders left out of what `include` (or the default `scenes`) finds.
    public var exclude: [ConfiguredPath] = []
    public var rules = RuleConfiguration()
    /// `snapshots.folder` as written (relative to `directory`); `nil` when not set.
    public var snapshotFolder: String?
    /// The default matrix.
    public var sceneDefaults = SceneDefaults()

    /// No file: every default, relative paths from `directory`.
    public init(directory: String) {
        self.directory = directory
    }

    /// `snapshots.folder` as an absolute path, if set.
    public var snapshotFolderPath: String? {
        snapshotFolder.map { FilePaths.absolute($0, from: directory) }
    }

    /// The nearest `.insetlab.yml` in `directory` or a folder above it, up to the root.
    public static func find(from directory: String, fileExists: ((String) -> Bool)? = nil) -> String? {
        let fileExists = fileExists ?? { FileManager.default.fileExists(atPath: $0) }
        var folder = FilePaths.normalized(directory)
        while true {
            let candidate = (folder == "/" ? "" : folder) + "/" + fileName
            if fileExists(candidate) { return candidate }
            guard folder != "/", !folder.isEmpty else { return nil }
            folder = FilePaths.parent(of: folder)
        }
    }

    /// The nearest `.insetlab.yml` above `workingDirectory` (the process's when `nil`), and the
    /// name diagnostics print for it: relative to the working folder (`.insetlab.yml`,
    /// `../../.insetlab.yml`).
    public static func discover(workingDirectory: String? = nil) -> (path: String, displayName: String)? {
        let cwd = FilePaths.normalized(workingDirectory ?? FileManager.default.currentDirectoryPath)
        return find(from: cwd).map { ($0, FilePaths.relative($0, from: cwd)) }
    }

    /// Reads and validates the file at `path`.
    ///
    /// - Parameters:
    ///   - displayName: what diagnostics print; `path` when `nil`.
    ///   - workingDirectory: what a relative `path` is relative to (the process's when `nil`).
    /// - Throws: every problem in the file, or one error when it cannot be read.
    public static func load(
        path: String, displayName: String? = nil, workingDirectory: String? = nil
    ) throws(DiagnosticError) -> InsetlabConfiguration {
        let document = try YAMLParser.parse(contentsOf: path, displayName: displayName ?? path)
        let cwd = workingDirectory ?? FileManager.default.currentDirectoryPath
        let directory = FilePaths.parent(of: FilePaths.absolute(path, from: cwd))
        return try ConfigurationDecoder.decode(document, directory: directory)
    }

    /// Reads and validates a configuration's bytes from elsewhere than a file (the
    /// `.insetlab.yml` of a git revision, named `REV:path` in diagnostics).
    ///
    /// - Parameter directory: the absolute folder its relative paths start from.
    public static func load(
        bytes: [UInt8], displayName: String, directory: String
    ) throws(DiagnosticError) -> InsetlabConfiguration {
        let document = try YAMLParser.parse(bytes, file: displayName)
        return try ConfigurationDecoder.decode(document, directory: directory)
    }
}
