#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
public import InsetlabWorkspace

/// The scene files a command reads when it names no path: the configuration's `include` (or
/// `scenes` when it has none), less its `exclude`.
public enum ConfiguredInputs {
    /// What `check` reads without `include:`.
    public static let defaultInclude = "scenes"

    /// Where `include:`'s default, `scenes`, is, absolute: in `workingDirectory` when it has
    /// one (as before there was a configuration: an app in a monorepo whose `.insetlab.yml`
    /// above it sets only rules), else beside the `.insetlab.yml` in force (whose paths are
    /// relative to its folder: from `scenes/` itself or another subfolder of the project,
    /// `check` reads the project's scenes).
    public static func defaultIncludePath(for configuration: InsetlabConfiguration, workingDirectory: String? = nil) -> String {
        let cwd = FilePaths.normalized(workingDirectory ?? FileManager.default.currentDirectoryPath)
        let here = FilePaths.absolute(defaultInclude, from: cwd)
        guard configuration.file != nil, PathKind(of: here) == .missing else { return here }
        let beside = FilePaths.absolute(defaultInclude, from: configuration.directory)
        return PathKind(of: beside) == .missing ? here : beside
    }

    /// Every file `include` names, in `include` order (each entry's files sorted by path, as
    /// directories expand), each once, less the excluded ones. Paths are relative to
    /// `workingDirectory` (the process's when `nil`), as diagnostics and reports print them.
    ///
    /// - A plain path is a file (any extension) or a folder (every `.yaml`/`.yml` below it,
    ///   hidden folders skipped); one that does not exist is an error naming the line of the
    ///   configuration that includes it.
    /// - A glob takes every file it matches, and the `.yaml`/`.yml` files below every folder it
    ///   matches; one that matches nothing is no error.
    /// - `exclude` globs drop every file they match, or that sits below a folder they match.
    ///
    /// - Throws: `SceneInputError` listing every included path that is missing or unreadable.
    public static func files(
        for configuration: InsetlabConfiguration, workingDirectory: String? = nil
    ) throws(SceneInputError) -> [String] {
        let cwd = FilePaths.normalized(workingDirectory ?? FileManager.default.currentDirectoryPath)
        var found: [String] = []
        var problems: [SceneInputError.Problem] = []
        /// A plain path: a file, or a folder's scene files (absolute in, relative out).
        func expand(_ absolute: String, origin: String) {
            do {
                found += try SceneInputs.expand([absolute]).map { FilePaths.relative($0, from: cwd) }
            } catch {
                problems += error.problems.map { .init(path: FilePaths.relative($0.path, from: cwd), reason: $0.reason + origin) }
            }
        }
        if configuration.include.isEmpty {
            expand(defaultIncludePath(for: configuration, workingDirectory: cwd), origin: "")
        }
        for entry in configuration.include {
            let pattern = FilePaths.absolute(entry.pattern, from: configuration.directory)
            if PathGlob.isGlob(entry.pattern) {
                let (files, special) = globbed(pattern)
                found += files.map { FilePaths.relative($0, from: cwd) }
                let origin = configuration.file.map { " (included at \($0):\(entry.mark))" } ?? ""
                problems += special.map { .init(path: FilePaths.relative($0, from: cwd), reason: SceneInputs.specialFileReason + origin) }
            } else {
                expand(pattern, origin: configuration.file.map { " (included at \($0):\(entry.mark))" } ?? "")
            }
        }
        if !problems.isEmpty { throw SceneInputError(problems: problems) }

        let excluded = configuration.exclude.compactMap {
            PathGlob(FilePaths.absolute($0.pattern, from: configuration.directory))
        }
        var seen: Set<String> = []
        return found.filter { path in
            let absolute = FilePaths.absolute(path, from: cwd)
            guard seen.insert(absolute).inserted else { return false }
            return !excluded.contains { $0.matchesItselfOrAncestor(absolute) }
        }
    }

    /// Whether `exclude` leaves `path` (relative to `workingDirectory`, the process's when
    /// `nil`) out: a glob matches it or a folder above it. What `files(for:)` drops, for paths
    /// found another way (the scenes at a git revision that `diff --base` compares).
    public static func isExcluded(
        _ path: String, by configuration: InsetlabConfiguration, workingDirectory: String? = nil
    ) -> Bool {
        let cwd = FilePaths.normalized(workingDirectory ?? FileManager.default.currentDirectoryPath)
        let absolute = FilePaths.absolute(path, from: cwd)
        return configuration.exclude.contains {
            PathGlob(FilePaths.absolute($0.pattern, from: configuration.directory))?.matchesItselfOrAncestor(absolute) == true
        }
    }

    /// Whether `include` takes `path` (relative to `workingDirectory`), judged by name alone as
    /// `files(for:)` would take it: the scenes at a git revision that `diff --base` compares.
    /// Without `include:`, everything is taken (the caller listed `scenes` itself).
    public static func isIncluded(
        _ path: String, by configuration: InsetlabConfiguration, workingDirectory: String? = nil
    ) -> Bool {
        guard !configuration.include.isEmpty else { return true }
        let cwd = FilePaths.normalized(workingDirectory ?? FileManager.default.currentDirectoryPath)
        let absolute = FilePaths.absolute(path, from: cwd)
        return configuration.include.contains { entry in
            let pattern = FilePaths.absolute(entry.pattern, from: configuration.directory)
            guard PathGlob.isGlob(entry.pattern) else { return FilePaths.inside(absolute, directory: pattern) != nil }
            guard let glob = PathGlob(pattern) else { return false }
            return takes(absolute, glob: glob, namesExtension: namesExtension(pattern))
        }
    }

    /// The folder or file below which each `include` entry's files lie (a glob's components
    /// before its first glob character), absolute, each once, and whether a glob lists from it:
    /// what to list at a revision before `isIncluded` picks from it.
    public static func includeRoots(
        for configuration: InsetlabConfiguration, workingDirectory: String? = nil
    ) -> [(path: String, isGlob: Bool)] {
        guard !configuration.include.isEmpty else {
            return [(defaultIncludePath(for: configuration, workingDirectory: workingDirectory), false)]
        }
        var seen: Set<String> = []
        return configuration.include.compactMap { entry in
            let pattern = FilePaths.absolute(entry.pattern, from: configuration.directory)
            let isGlob = PathGlob.isGlob(entry.pattern)
            let root = isGlob ? PathGlob.literalPrefix(of: pattern) : pattern
            return seen.insert(root).inserted ? (root, isGlob) : nil
        }
    }

    /// Whether a glob takes `path` (absolute): a file it matches, if it names its own extension
    /// or the file is a scene; a scene file below a folder it matches.
    static func takes(_ path: String, glob: PathGlob, namesExtension: Bool) -> Bool {
        glob.matches(path) ? namesExtension || isSceneFile(path)
            : isSceneFile(path) && glob.matchesItselfOrAncestor(FilePaths.parent(of: path))
    }

    /// `scenes/**` or `scenes/*` takes the scenes there, not a README or the snapshots insetlab
    /// writes beside them; a pattern that names its own extension (`*.layout`) takes what it
    /// names.
    static func namesExtension(_ pattern: String) -> Bool {
        let last = pattern.split(separator: "/").last.map(String.init) ?? pattern
        return last.contains(".") && !last.hasSuffix(".*")
    }

    /// Absolute paths of the files an absolute glob takes, sorted, and of the FIFOs, sockets and
    /// devices it would take (not read: one with no writer would block the run, as in a folder).
    static func globbed(_ pattern: String) -> (files: [String], special: [String]) {
        guard let glob = PathGlob(pattern) else { return ([], []) }
        let root = PathGlob.literalPrefix(of: pattern)
        let namesExtension = namesExtension(pattern)
        var files: [String] = []
        var special: [String] = []
        var visited: Set<String> = []
        walk(root.isEmpty ? "/" : root, visited: &visited) { path, isSpecial in
            guard takes(path, glob: glob, namesExtension: namesExtension) else { return }
            if isSpecial { special.append(path) } else { files.append(path) }
        }
        return (files, special)
    }

    static func isSceneFile(_ path: String) -> Bool { SceneInputs.hasExtension(path) }

    /// Every file below `directory` (hidden ones skipped), depth first in byte order, which
    /// yields paths sorted component by component. A link back to a folder being walked is
    /// skipped.
    private static func walk(_ directory: String, visited: inout Set<String>, _ visit: (_ path: String, _ isSpecial: Bool) -> Void) {
        let real = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
        guard visited.insert(real).inserted else { return }
        defer { visited.remove(real) }
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        for name in entries.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) where !name.hasPrefix(".") {
            let path = base + name
            switch EntryKind(of: path) {
            case .missing: continue
            case .directory: walk(path, visited: &visited, visit)
            case .regularFile: visit(path, false)
            case .special: visit(path, true)
            }
        }
    }
}
