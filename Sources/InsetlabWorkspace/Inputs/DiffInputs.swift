#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
public import InsetlabRules
public import InsetlabScene
public import InsetlabYAML

/// The two versions of one scene path; `nil` on the side where it does not exist.
public struct ScenePair: Sendable {
    /// The path both sides share (as the working tree spells it when it has the file).
    public var path: String
    public var before: SceneSource?
    public var after: SceneSource?

    public init(path: String, before: SceneSource?, after: SceneSource?) {
        self.path = path
        self.before = before
        self.after = after
    }
}

/// Why the inputs of a diff could not be gathered.
public enum DiffInputError: Error, Sendable, CustomStringConvertible {
    /// Paths that exist neither in the working tree nor at the revision (or cannot be read).
    case missing(SceneInputError)
    case git(GitError)

    public var description: String {
        switch self {
        case .missing(let error): error.description
        case .git(let error): "insetlab: error: \(error)"
        }
    }
}

/// Gathers the scene pairs `insetlab diff` compares.
public enum DiffInputs {
    /// Two files given by path: `before` → `after`, reported under the after file's name.
    public static func files(before: String, after: String) throws(DiffInputError) -> ScenePair {
        var problems: [SceneInputError.Problem] = []
        func read(_ path: String) -> SceneSource? {
            if SceneInputs.isDirectory(path) {
                problems.append(.init(path: path, reason: "is a directory; diff compares two scene files (or use --base REV DIR)"))
                return nil
            }
            do {
                return try SceneSource.read(path)
            } catch {
                // A path that is not there is said as run says it (a loop of links, a folder that
                // cannot be searched); else the reader's own reason (permission, a stream past the
                // size limit), not a guess from whether the path exists.
                let reason = PathKind(of: path) == .missing ? SceneInputs.missingReason(path) : error.diagnostics.first?.message ?? "cannot be read"
                problems.append(.init(path: path, reason: reason))
                return nil
            }
        }
        let old = read(before), new = read(after)
        guard problems.isEmpty, let old, let new else { throw .missing(SceneInputError(problems: problems)) }
        return ScenePair(path: after, before: old, after: new)
    }

    /// Every scene under `paths` in the working tree and at `rev`, matched by path, sorted by
    /// path. A directory holds the `.yaml`/`.yml` files below it (hidden ones skipped, as
    /// `insetlab check` reads them); a path naming a file is that file. A path may exist on one
    /// side only (a folder added or deleted since `rev`).
    ///
    /// - Parameter directory: where paths are relative to and git runs; the current directory
    ///   when `nil`.
    /// - Parameter optional: paths that may be on neither side (the folder an `include:` glob
    ///   lists from: a glob that matches nothing is no error, as for `check`).
    /// - Returns: the commit `rev` resolved to, and the pairs.
    /// - Throws: `.git` when this is not a repository or `rev` is not a revision; `.missing`
    ///   for paths found on neither side.
    public static func revision(
        _ rev: String, paths: [String], optional: Set<String> = [], in directory: String? = nil
    ) throws(DiffInputError) -> (commit: String, pairs: [ScenePair]) {
        let base = directory ?? FileManager.default.currentDirectoryPath
        let commit: String
        let revisionFiles: [(path: String, contents: [UInt8], size: Int)]
        let specs = paths.map { relativePath($0, base: base) }
        do {
            commit = try GitRevision.resolve(rev, in: directory)
            revisionFiles = try GitRevision.files(at: commit, under: specs, in: directory) { path in
                specs.contains { isScene(path, under: $0, base: base) }
            }
        } catch {
            throw .git(error)
        }

        var pairs: [String: ScenePair] = [:]
        var problems: [SceneInputError.Problem] = []
        for (index, path) in paths.enumerated() {
            let spec = specs[index]
            let onDisk = absolute(path, base: base)
            var found = false
            if FileManager.default.fileExists(atPath: onDisk) {
                do {
                    for file in try SceneInputs.expand([onDisk]) {
                        found = true
                        let key = relativePath(file, base: base)
                        guard pairs[key]?.after == nil else { continue }
                        let shown = displayPath(key, given: path, spec: spec)
                        // Like the base side, a file over the limit is refused unread (`unreadSize`); a
                        // file that cannot be read (it became unreadable since it was listed) is a
                        // problem with its path, not a scene the branch removed.
                        let source: SceneSource
                        do {
                            source = try SceneSource.read(file, displayName: shown)
                        } catch {
                            problems += error.diagnostics.map { .init(path: shown, reason: $0.message) }
                            continue
                        }
                        pairs[key, default: ScenePair(path: shown, before: nil, after: nil)].after = source
                        pairs[key]?.path = shown
                    }
                } catch {
                    // Named as the file that has the problem (a dangling link inside the folder given).
                    problems += error.problems.map {
                        .init(path: displayPath(relativePath($0.path, base: base), given: path, spec: spec), reason: $0.reason)
                    }
                    continue
                }
                // An existing folder with no scenes is fine (the revision may have some).
                found = true
            }
            for file in revisionFiles where isScene(file.path, under: spec, base: base) {
                found = true
                let key = normalized(file.path)
                guard pairs[key]?.before == nil else { continue }
                let shown = displayPath(key, given: path, spec: spec)
                if pairs[key] == nil { pairs[key] = ScenePair(path: shown, before: nil, after: nil) }
                pairs[key]?.before = SceneSource(
                    displayName: "\(rev):\(key)", contents: file.contents,
                    unreadSize: file.size > YAMLLimits.default.maxFileBytes ? file.size : nil)
            }
            if !found, !optional.contains(path) { problems.append(.init(path: path, reason: "no such file or directory, here or at \(rev)")) }
        }
        if !problems.isEmpty { throw .missing(SceneInputError(problems: problems)) }
        let sorted = pairs.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }.map(\.value)
        return (commit, sorted)
    }

    /// Whether `file` (relative to `base`, as ls-tree prints it: `x.yaml`, `../b/y.yaml`) is a
    /// scene under `spec` (relative to `base` too, `..` included): `spec` itself, or a
    /// `.yaml`/`.yml` file below it with no hidden component on the way. Compared as absolute
    /// paths: from `scenes/a`, `x.yaml` is under `..`.
    static func isScene(_ file: String, under spec: String, base: String) -> Bool {
        let file = normalized(absolute(file, base: base)), spec = normalized(absolute(spec, base: base))
        if file == spec { return true }
        guard file.hasPrefix(spec == "/" ? "/" : spec + "/") else { return false }
        let rest = file.dropFirst(spec == "/" ? 1 : spec.count + 1)
        guard !rest.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { return false }
        let lowered = rest.lowercased()
        return lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml")
    }

    /// The name a report shows: the user's spelling of the path they gave, then the rest.
    static func displayPath(_ key: String, given: String, spec: String) -> String {
        let spec = normalized(spec)
        guard spec != ".", !spec.isEmpty, key.hasPrefix(spec), !given.hasPrefix("/") else { return key }
        var prefix = given
        while prefix.count > 1, prefix.hasSuffix("/") { prefix.removeLast() }
        return prefix + key.dropFirst(spec.count)
    }

    /// `a/./b//c/` → `a/b/c`; `./x` → `x`; `.` stays; `a/../b` → `b` (lexically, as git reads
    /// paths).
    static func normalized(_ path: String) -> String { FilePaths.normalized(path) }

    /// `path` relative to `base` (`../b/y.yaml` for a path beside it), as `git ls-tree` prints a
    /// path from `base`; a relative `path` is normalized as it is.
    static func relativePath(_ path: String, base: String) -> String {
        path.hasPrefix("/") ? FilePaths.relative(path, from: base) : FilePaths.normalized(path)
    }

    static func absolute(_ path: String, base: String) -> String {
        path.hasPrefix("/") ? path : (base.hasSuffix("/") ? base : base + "/") + path
    }
}
