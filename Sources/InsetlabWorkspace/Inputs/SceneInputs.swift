#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
public import InsetlabYAML
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Input paths that do not exist or cannot be read, all of them at once.
public struct SceneInputError: Error, Sendable, CustomStringConvertible {
    public struct Problem: Sendable, Hashable {
        public var path: String
        public var reason: String

        package init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    public var problems: [Problem]

    package init(problems: [Problem]) {
        self.problems = problems
    }

    /// One `insetlab: error: PATH: reason` line per problem (control characters in a path
    /// escaped: it is printed to a terminal).
    public var description: String {
        problems.map { "insetlab: error: \(TerminalText.escaped($0.path)): \(TerminalText.escaped($0.reason))" }
            .joined(separator: "\n")
    }
}

/// Turns the paths of a command line into scene files.
public enum SceneInputs {
    /// Files as given (any extension), `-` (standard input) as is; directories → every
    /// `.yaml`/`.yml` file (`extensions`) below them, recursively, sorted by path, skipping hidden files and
    /// folders (`.git`, `.build`). A dangling `*.yaml` link and a folder named `*.yaml` with no
    /// scenes are problems, like a missing path.
    /// Paths keep the spelling the user gave (`scenes/nav/feed.yaml`), so diagnostics point
    /// where the user looks.
    ///
    /// - Throws: `SceneInputError` listing every path that does not exist or cannot be read;
    ///   nothing is processed then (`insetlab` exits 66).
    public static func expand(_ paths: [String], extensions: [String] = sceneExtensions) throws(SceneInputError) -> [String] {
        var files: [String] = []
        var problems: [SceneInputError.Problem] = []
        for path in paths {
            if path == StreamInput.standardInputPath {
                files.append(path)
                continue
            }
            switch PathKind(of: path) {
            case .missing:
                problems.append(.init(path: path, reason: missingReason(path)))
            case .file:
                if FileManager.default.isReadableFile(atPath: path) {
                    files.append(path)
                } else {
                    problems.append(.init(path: path, reason: "cannot be read (permission denied)"))
                }
            case .directory:
                var visited: Set<String> = []
                let before = files.count
                walk(path, extensions: extensions, into: &files, problems: &problems, visited: &visited)
                if files.count == before, let problem = folderNamedLikeAScene(path) { problems.append(problem) }
            }
        }
        if !problems.isEmpty { throw SceneInputError(problems: problems) }
        return files
    }

    /// `stat` fails for want of search permission on a folder of the path (not for its absence).
    private static func searchIsDenied(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) != 0 && errno == EACCES
    }

    /// Why a FIFO, socket or device met in a folder (or by a glob) is not read.
    package static let specialFileReason =
        "is a FIFO, socket or device, not a scene file: a folder's scenes are regular files (name it on the command line to read it as a stream)"

    /// What a folder's scenes end with.
    public static let sceneExtensions = ["yaml", "yml"]
    /// What `import` takes from a folder.
    public static let interfaceBuilderExtensions = ["storyboard", "xib"]

    /// `name` ends with `.` and one of `extensions`, in any case.
    package static func hasExtension(_ name: String, _ extensions: [String] = sceneExtensions) -> Bool {
        let lowered = name.lowercased()
        return extensions.contains { lowered.hasSuffix("." + $0) }
    }

    /// True when `path` is a directory (it names any number of scenes).
    public static func isDirectory(_ path: String) -> Bool { PathKind(of: path) == .directory }

    /// Depth-first with sorted entries, which yields files sorted by path component by component.
    /// A symbolic link to a directory already being walked is skipped (no cycles).
    private static func walk(
        _ directory: String, extensions: [String], into files: inout [String], problems: inout [SceneInputError.Problem],
        visited: inout Set<String>
    ) {
        let real = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
        guard visited.insert(real).inserted else { return }
        defer { visited.remove(real) }
        let entries: [String]
        do {
            // Byte order, not the locale's: the same on every machine. Each name's bytes are
            // taken once and compared with memcmp (walking two UTF8Views per comparison cost more
            // than listing the folder).
            entries = try FileManager.default.contentsOfDirectory(atPath: directory)
                .map { (bytes: Array($0.utf8), name: $0) }
                .sorted { bytewiseLess($0.bytes, $1.bytes) }
                .map(\.name)
        } catch {
            problems.append(.init(path: directory, reason: "cannot be read (directory listing failed)"))
            return
        }
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        for name in entries where !name.hasPrefix(".") {
            let path = base + name
            switch EntryKind(of: path) {
            case .directory:
                let before = files.count
                walk(path, extensions: extensions, into: &files, problems: &problems, visited: &visited)
                if files.count == before, let problem = folderNamedLikeAScene(path) { problems.append(problem) }
            case .special:
                guard hasExtension(name, extensions) else { continue }
                problems.append(.init(path: path, reason: specialFileReason))
            case .regularFile:
                guard hasExtension(name, extensions) else { continue }
                if FileManager.default.isReadableFile(atPath: path) {
                    files.append(path)
                } else {
                    problems.append(.init(path: path, reason: "cannot be read (permission denied)"))
                }
            case .missing:
                // A name that is not UTF-8 comes back with U+FFFD in it, and that path names
                // nothing: said, never skipped (the scene in it would pass unchecked).
                if hasExtension(name, extensions), let reason = nameReason(path) {
                    problems.append(.init(path: path, reason: reason))
                    continue
                }
                // A dangling symbolic link: reported when it is named like a scene.
                guard hasExtension(name, extensions),
                    let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path)
                else { continue }
                problems.append(.init(path: path, reason: danglingLink(path, to: target)))
            }
        }
    }

    /// Why a path named on the command line is not there: a dangling link or a loop of links, a
    /// folder on its way that cannot be searched, a name that is not UTF-8, or nothing at all.
    package static func missingReason(_ path: String) -> String {
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) { return danglingLink(path, to: target) }
        if searchIsDenied(path) { return "cannot be read (permission denied: a folder on its path cannot be searched)" }
        return nameReason(path) ?? "no such file or directory"
    }

    /// Why a path that names nothing may still be a file: its name is not valid UTF-8, which
    /// Foundation hands back with U+FFFD in place of the bad bytes.
    package static func nameReason(_ path: String) -> String? {
        guard path.unicodeScalars.contains("\u{FFFD}") else { return nil }
        return "cannot be opened: its name is not valid UTF-8 (shown with \u{FFFD}); rename it"
    }

    /// Why a symbolic link leads nowhere: a target that does not exist, or a loop of links
    /// (`stat` fails with ELOOP: `x.yaml -> x.yaml`).
    private static func danglingLink(_ path: String, to target: String) -> String {
        var info = stat()
        if stat(path, &info) != 0, errno == ELOOP { return "a symbolic link to \(target) that leads back to itself (a loop of links)" }
        return "a symbolic link to \(target), which does not exist"
    }

    /// Whether `left` sorts before `right` byte by byte (a prefix first).
    private static func bytewiseLess(_ left: [UInt8], _ right: [UInt8]) -> Bool {
        let common = min(left.count, right.count)
        let order = left.withUnsafeBytes { l in right.withUnsafeBytes { r in common == 0 ? 0 : memcmp(l.baseAddress!, r.baseAddress!, common) } }
        return order != 0 ? order < 0 : left.count < right.count
    }

    /// A folder named `*.yaml`/`*.yml` that holds no scene: the user (or a tool) meant a scene
    /// file there, and reading nothing from it would pass silently. Any other empty folder is
    /// ordinary (assets, drafts) and stays quiet.
    private static func folderNamedLikeAScene(_ path: String) -> SceneInputError.Problem? {
        var name = Substring(path)
        while name.hasSuffix("/") { name = name.dropLast() }
        let lowered = (name.split(separator: "/").last.map(String.init) ?? "").lowercased()
        guard lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml") else { return nil }
        return .init(path: path, reason: "a folder, not a scene file, and it holds no .yaml or .yml files")
    }

    /// What reports call the input at `path`: `<stdin>` for `-`, else the path as given.
    public static func displayName(_ path: String) -> String {
        path == StreamInput.standardInputPath ? StreamInput.standardInputName : path
    }
}
