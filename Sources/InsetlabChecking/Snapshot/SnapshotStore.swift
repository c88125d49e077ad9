#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
public import InsetlabScene
public import InsetlabWorkspace

/// How `check` treats snapshots (in the spirit of swift-snapshot-testing).
public struct SnapshotOptions: Sendable {
    public enum Mode: Sendable {
        /// Compare; a missing snapshot is recorded (written) and reported, and the scene passes
        /// (as `jest` does; under `CI=true` a missing snapshot fails instead).
        case verify
        /// `--update`: rewrite snapshots that differ and record missing ones; neither fails.
        case update
    }

    public var mode: Mode
    /// `CI=true`: nothing is ever written; a missing snapshot fails and `--update` is ignored.
    public var isCI: Bool { ciVariable != nil }
    /// What says this is CI, as messages name it (`CI=true`, `GITHUB_ACTIONS=true`); `nil` off CI.
    public var ciVariable: String?
    /// `snapshots.folder` of the configuration, absolute; `nil`: next to each scene.
    public var folder: String?
    /// The folder `folder` mirrors (the configuration's), absolute.
    public var base: String?
    /// The files the command reads (the scenes, the configuration): a snapshot that is one of
    /// them under another name (a link) is never written over.
    public var inputs = InputFiles()

    /// - Parameter environment: the process environment (passed in, so tests choose it); see
    ///   `isCI(_:)`.
    public init(mode: Mode = .verify, environment: [String: String], folder: String? = nil, base: String? = nil) {
        self.mode = mode
        self.ciVariable = Self.ciVariable(environment)
        self.folder = folder
        self.base = base
    }

    /// Variables a CI service sets in every job even where it does not set `CI`: GitHub Actions,
    /// GitLab CI, Bitrise, Xcode Cloud (`CI_XCODEBUILD_ACTION`; it also sets `CI=TRUE`),
    /// Buildkite, CircleCI, Travis, Azure Pipelines (`TF_BUILD`), TeamCity and Jenkins.
    public static let ciServiceVariables = [
        "GITHUB_ACTIONS", "GITLAB_CI", "BITRISE_IO", "CI_XCODEBUILD_ACTION", "BUILDKITE", "CIRCLECI", "TRAVIS",
        "TF_BUILD", "TEAMCITY_VERSION", "JENKINS_URL",
    ]

    /// `CI` set to `true` or `1` (any case) means CI and `false` or `0` means not, whatever else
    /// is set (so a job can opt out); without a `CI` value, any of `ciServiceVariables` set to
    /// something other than `false` means CI.
    public static func isCI(_ environment: [String: String]) -> Bool {
        ciVariable(environment) != nil
    }

    /// The variable that makes `isCI` true, as `NAME=value`, so a message names what the user
    /// set (a Jenkins agent's `JENKINS_URL`, not a `CI` that is not there); `nil` off CI.
    public static func ciVariable(_ environment: [String: String]) -> String? {
        if let value = environment["CI"], !value.isEmpty {
            let lowered = value.lowercased()
            if lowered == "true" || lowered == "1" { return "CI=\(value)" }
            if lowered == "false" || lowered == "0" { return nil }
        }
        for name in ciServiceVariables {
            guard let value = environment[name], !value.isEmpty else { continue }
            let lowered = value.lowercased()
            if lowered != "false", lowered != "0" { return "\(name)=\(value)" }
        }
        return nil
    }
}

/// What happened to one scene's snapshot.
public enum SnapshotStatus: Sendable, Hashable {
    /// The report is the snapshot, line for line.
    case matched
    /// There was no snapshot; it has been written.
    case recorded(lines: Int)
    /// The report differs; nothing written. `diff` is unified-diff lines (snapshot → now).
    case differs(diff: [String])
    /// `--update` rewrote a snapshot that differed; `diff` is what changed.
    case updated(diff: [String])
    /// There is no snapshot and none was written (`CI=true`).
    case missing
    /// The snapshot could not be read or written.
    case failed(reason: String)
}

/// One scene's snapshot check.
public struct SnapshotOutcome: Sendable, Hashable {
    /// The snapshot file, as reports print it (relative to the working folder when inside it).
    public var path: String
    public var status: SnapshotStatus
    /// Whether the scene passes as far as its snapshot goes.
    public var passed: Bool
    /// `--update` was asked for under `CI=true` and ignored.
    public var updateIgnoredOnCI: Bool
    /// What made this CI (`CI=true`, `GITHUB_ACTIONS=true`), for the messages that say so.
    public var ciVariable: String

    public init(path: String, status: SnapshotStatus, passed: Bool, updateIgnoredOnCI: Bool = false, ciVariable: String = "CI=true") {
        self.path = path
        self.status = status
        self.passed = passed
        self.updateIgnoredOnCI = updateIgnoredOnCI
        self.ciVariable = ciVariable
    }
}

/// Where snapshots live and how they are compared and written.
///
/// `scenes/feed.yaml` → `scenes/__snapshots__/feed.snap` (`.yml` likewise). With
/// `snapshots.folder` configured, the folder mirrors the configuration's folder:
/// `scenes/feed.yaml` → `FOLDER/scenes/feed.snap`; a scene outside the configuration's folder
/// keeps its snapshot next to it. Writes are atomic (a temporary file in the same folder,
/// then `rename`), so a reader never sees half a snapshot.
public enum SnapshotStore {
    public static let folderName = "__snapshots__"
    public static let fileExtension = "snap"

    /// The snapshot file of the scene at `scenePath` (spelled as given).
    public static func path(forScene scenePath: String, folder: String? = nil, base: String? = nil) -> String {
        let slash = scenePath.lastIndex(of: "/")
        let directory = slash.map { String(scenePath[...$0]) } ?? ""
        let name = slash.map { String(scenePath[scenePath.index(after: $0)...]) } ?? scenePath
        let stem = stemOf(name)
        if let folder, let base {
            let absoluteScene = FilePaths.absolute(scenePath, from: FileManager.default.currentDirectoryPath)
            if let inside = FilePaths.inside(absoluteScene, directory: base), inside != "." {
                let relativeFolder = FilePaths.parent(of: inside)
                let mirrored = FilePaths.normalized(folder + "/" + (relativeFolder == "." ? "" : relativeFolder) + "/" + stem + "." + fileExtension)
                return displayed(mirrored)
            }
        }
        return directory + folderName + "/" + stem + "." + fileExtension
    }

    /// `feed.yaml` → `feed`; other names keep everything before their last dot.
    package static func stemOf(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// An absolute path shown relative to the working folder when it lies inside it.
    static func displayed(_ path: String) -> String {
        FilePaths.inside(path, directory: FileManager.default.currentDirectoryPath) ?? path
    }

    /// Compares the report of `evaluations` (the scene at `scenePath`) with its snapshot and
    /// records or rewrites it as `options` say.
    public static func check(scenePath: String, evaluations: [VariantEvaluation], options: SnapshotOptions) -> SnapshotOutcome {
        let snapshotPath = path(forScene: scenePath, folder: options.folder, base: options.base)
        let name = scenePath.split(separator: "/").last.map(String.init) ?? scenePath
        let text = SnapshotText.text(sceneFileName: name, evaluations: evaluations)
        return check(text: text, snapshotPath: snapshotPath, options: options)
    }

    /// Compares `text` with the file at `snapshotPath`.
    public static func check(text: String, snapshotPath: String, options: SnapshotOptions) -> SnapshotOutcome {
        let ignoredUpdate = options.isCI && options.mode == .update
        let ci = options.ciVariable ?? "CI=true"
        let writes = !options.isCI
        guard FileManager.default.fileExists(atPath: snapshotPath) else {
            guard writes else {
                return SnapshotOutcome(
                    path: snapshotPath, status: .missing, passed: false, updateIgnoredOnCI: ignoredUpdate, ciVariable: ci)
            }
            if let reason = write(text, to: snapshotPath, options: options) {
                return SnapshotOutcome(path: snapshotPath, status: .failed(reason: reason), passed: false)
            }
            let lines = SnapshotText.lines(of: text).count
            return SnapshotOutcome(path: snapshotPath, status: .recorded(lines: lines), passed: true)
        }
        guard let data = FileManager.default.contents(atPath: snapshotPath) else {
            return SnapshotOutcome(path: snapshotPath, status: .failed(reason: "cannot be read"), passed: false)
        }
        let old = SnapshotText.lines(of: String(decoding: data, as: UTF8.self))
        let new = SnapshotText.lines(of: text)
        guard old != new else {
            return SnapshotOutcome(path: snapshotPath, status: .matched, passed: true, updateIgnoredOnCI: ignoredUpdate, ciVariable: ci)
        }
        // Only warnings' positions moved (lines added or removed above them): the layout is the
        // snapshot's. A plain check passes; --update writes the new positions.
        let moved = old.count == new.count && zip(old, new).allSatisfy { SnapshotText.positionless($0) == SnapshotText.positionless($1) }
        if moved, !(writes && options.mode == .update) {
            return SnapshotOutcome(path: snapshotPath, status: .matched, passed: true, updateIgnoredOnCI: ignoredUpdate, ciVariable: ci)
        }
        let diff = LineDiff.unified(old, new, oldName: "\(snapshotPath) (snapshot)", newName: "\(snapshotPath) (layout now)")
        guard writes, options.mode == .update else {
            return SnapshotOutcome(
                path: snapshotPath, status: .differs(diff: diff), passed: false, updateIgnoredOnCI: ignoredUpdate, ciVariable: ci)
        }
        if let reason = write(text, to: snapshotPath, options: options) {
            return SnapshotOutcome(path: snapshotPath, status: .failed(reason: reason), passed: false)
        }
        return SnapshotOutcome(path: snapshotPath, status: .updated(diff: diff), passed: true)
    }

    /// Writes atomically, creating the folder if needed; the reason on failure.
    static func write(_ text: String, to path: String, options: SnapshotOptions) -> String? {
        if let input = options.inputs.input(at: path) {
            return "is the file \(input), which this command reads; not replacing it (remove the link, or the file in its place)"
        }
        let folder = FilePaths.parent(of: path)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            return "cannot create the folder \(folder): \(ErrorText.describe(error))"
        }
        do {
            let file = try AtomicReportFile(path: path)
            file.output.write(text)
            try file.commit()
        } catch {
            return error.reason
        }
        return nil
    }
}
