internal import Foundation

/// Input paths that do not exist or cannot be read, all of them at once.
public struct SceneInputError: Error, Sendable, CustomStringConvertible {
    public struct Problem: Sendable, Hashable {
        public var path: String
        public var reason: String
    }

    public var problems: [Problem]

    /// One `insetlab: error: PATH: reason` line per problem.
    public var description: String {
        problems.map { "insetlab: error: \($0.path): \($0.reason)" }.joined(separator: "\n")
    }
}

/// Turns the paths of a command line into scene files.
public enum SceneInputs {
    /// Files as given (any extension); directories → every `.yaml`/`.yml` file below them,
    /// recursively, sorted by path, skipping hidden files and folders (`.git`, `.build`).
    /// Paths keep the spelling the user gave (`scenes/nav/feed.yaml`), so diagnostics point
    /// where the user looks.
    ///
    /// - Throws: `SceneInputError` listing every path that does not exist or cannot be read;
    ///   nothing is processed then (`insetlab` exits 66).
    public static func expand(_ paths: [String]) throws(SceneInputError) -> [String] {
        var files: [String] = []
        var problems: [SceneInputError.Problem] = []
        for path in paths {
            switch kind(of: path) {
            case .missing:
                problems.append(.init(path: path, reason: "no such file or directory"))
            case .file:
                if FileManager.default.isReadableFile(atPath: path) {
                    files.append(path)
                } else {
                    problems.append(.init(path: path, reason: "cannot be read (permission denied)"))
                }
            case .directory:
                var visited: Set<String> = []
                walk(path, into: &files, problems: &problems, visited: &visited)
            }
        }
        if !problems.isEmpty { throw SceneInputError(problems: problems) }
        return files
    }

    /// True when `path` is a directory (it names any number of scenes).
    public static func isDirectory(_ path: String) -> Bool { kind(of: path) == .directory }

    private enum Kind { case missing, file, directory }

    private static func kind(of path: String) -> Kind {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .missing }
        return isDirectory.boolValue ? .directory : .file
    }

    /// Depth-first with sorted entries, which yields files sorted by path component by component.
    /// A symbolic link to a directory already being walked is skipped (no cycles).
    private static func walk(
        _ directory: String, into files: inout [String], problems: inout [SceneInputError.Problem],
        visited: inout Set<String>
    ) {
        let real = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
        guard visited.insert(real).inserted else { return }
        defer { visited.remove(real) }
        let entries: [String]
        do {
            // Byte order, not the locale's: the same on every machine.
            entries = try FileManager.default.contentsOfDirectory(atPath: directory)
                .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        } catch {
            problems.append(.init(path: directory, reason: "cannot be read (directory listing failed)"))
            return
        }
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        for name in entries where !name.hasPrefix(".") {
            let path = base + name
            switch kind(of: path) {
            case .directory:
                walk(path, into: &files, problems: &problems, visited: &visited)
            case .file:
                let lowered = name.lowercased()
                guard lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml") else { continue }
                if FileManager.default.isReadableFile(atPath: path) {
                    files.append(path)
                } else {
                    problems.append(.init(path: path, reason: "cannot be read (permission denied)"))
                }
            case .missing:
                continue  // a dangling symbolic link
            }
        }
    }
}
