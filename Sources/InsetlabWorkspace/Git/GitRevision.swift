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

/// Why a file could not be read at a git revision.
public enum GitError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The directory is not inside a git work tree (git's own message).
    case notARepository(String)
    /// The revision names no commit in this repository.
    case unknownRevision(String)
    /// `git` could not be started.
    case gitUnavailable(String)
    /// git ran and failed (the command and its message).
    case failed(command: String, message: String)

    public var description: String {
        switch self {
        case .notARepository(let message):
            "--base needs a git repository: \(message)"
        case .unknownRevision(let revision):
            "'\(revision)' is not a revision in this repository (a branch, tag or commit such as main, HEAD~1 or origin/main)"
        case .gitUnavailable(let reason):
            "cannot run git: \(reason)"
        case .failed(let command, let message):
            "\(command) failed: \(message)"
        }
    }
}

/// Reads files as they were at a git revision, without checking anything out: the working tree
/// and the index are never touched, so it is safe while the user is editing.
///
/// Runs the `git` found on `PATH` (through `/usr/bin/env`, on Linux and macOS alike). Paths are
/// pathspecs relative to `directory` and read literally (`GIT_LITERAL_PATHSPECS`); the paths it
/// returns are relative to `directory` too, as `git ls-tree` prints them.
public enum GitRevision {
    /// Every file under `paths` at `rev` (a file path names just that file), with its size and
    /// bytes, in `git ls-tree -r` order (sorted by path). A symbolic link reads as the file it
    /// names in the revision (skipped when it names none there); submodules are skipped. A blob
    /// larger than `maxBytes` is not read (its `contents` are empty): a scene that
    /// size is refused anyway, and reading it first would hold all of it in memory.
    ///
    /// Lists with `git ls-tree -r -z REV -- PATHS`, asks every blob's size through one
    /// `git cat-file --batch-check` (`git cat-file -s` for all files in one process), and reads
    /// the rest through one `git cat-file --batch` (what `git show REV:path` prints).
    ///
    /// - Parameters:
    ///   - directory: where git runs and paths are relative to; the current directory when `nil`.
    ///   - maxBytes: the largest blob read; the scene size limit by default.
    ///   - keeping: which listed paths to size and read (the rest are never read: a folder an
    ///     `include:` glob lists from may hold a whole app's sources).
    public static func files(
        at rev: String, under paths: [String], in directory: String? = nil, maxBytes: Int = YAMLLimits.default.maxFileBytes,
        keeping: (String) -> Bool = { _ in true }
    ) throws(GitError) -> [(path: String, contents: [UInt8], size: Int)] {
        let commit = try resolve(rev, in: directory)
        let listed = try listing(commit: commit, under: paths, in: directory)
        let entries = listed.filter { $0.outside == nil && keeping($0.path) }
        let sizes = try blobSizes(entries.map(\.object), in: directory)
        let wanted = zip(entries, sizes).filter { $1 <= maxBytes }.map(\.0.object)
        var blobs = try readBlobs(wanted, in: directory)[...]
        var files = zip(entries, sizes).map { entry, size in
            (path: entry.path, contents: size <= maxBytes ? blobs.popFirst() ?? [] : [], size: size)
        }
        // A link out of the repository: no revision holds what it names, so its side is what it
        // names now, as the working tree reads it through the link: a file, or a folder's scenes
        // under the link's name. One that names nothing now is left out, as a dangling link is.
        let outside = listed.filter { $0.outside != nil }
        if !outside.isEmpty {
            let top = try topLevel(in: directory)
            for entry in outside {
                guard let target = entry.outside else { continue }
                let path = target.hasPrefix("/") ? target : top + "/" + target
                var found: [(name: String, file: String)] = []
                switch EntryKind(of: path) {
                case .regularFile: found = [(entry.path, path)]
                case .directory: found = ((try? SceneInputs.expand([path])) ?? []).map { (entry.path + $0.dropFirst(path.count), $0) }
                case .missing, .special: continue
                }
                for (name, file) in found where keeping(name) {
                    guard let read = readFile(file, maxBytes: maxBytes) else { continue }
                    files.append((name, read.contents, read.size))
                }
            }
            files.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        }
        return files
    }

    /// A file on disk, its bytes unread past `maxBytes` (as a blob's): nil when it cannot be read.
    private static func readFile(_ path: String, maxBytes: Int) -> (contents: [UInt8], size: Int)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let size = Int(info.st_size)
        guard size <= maxBytes else { return ([], size) }
        return FileManager.default.contents(atPath: path).map { ([UInt8]($0), size) }
    }

    /// The size of each blob (`git cat-file --batch-check`: `<oid> blob <size>` per line).
    static func blobSizes(_ objects: [String], in directory: String?) throws(GitError) -> [Int] {
        guard !objects.isEmpty else { return [] }
        let input = Array(objects.map { $0 + "\n" }.joined().utf8)
        let check = try GitProcess.run(["cat-file", "--batch-check"], in: directory, input: input)
        guard check.status == 0 else { throw .failed(command: "git cat-file --batch-check", message: check.errorText) }
        let lines = check.output.split(separator: UInt8(ascii: "\n"))
        guard lines.count == objects.count else {
            throw .failed(command: "git cat-file --batch-check", message: "\(lines.count) answers for \(objects.count) objects")
        }
        var sizes: [Int] = []
        for (line, object) in zip(lines, objects) {
            let fields = line.split(separator: UInt8(ascii: " "))
            guard fields.count == 3, let size = Int(String(decoding: fields[2], as: UTF8.self)) else {
                throw .failed(
                    command: "git cat-file --batch-check",
                    message: "unexpected answer for \(object): \(String(decoding: line, as: UTF8.self))")
            }
            sizes.append(size)
        }
        return sizes
    }

    /// The full commit id `rev` names.
    ///
    /// - Throws: `.notARepository` outside a work tree, `.unknownRevision` when `rev` names no
    ///   commit, `.gitUnavailable` when git cannot be started.
    public static func resolve(_ rev: String, in directory: String? = nil) throws(GitError) -> String {
        let inside = try GitProcess.run(["rev-parse", "--is-inside-work-tree"], in: directory)
        guard inside.status == 0 else {
            throw .notARepository(inside.errorText.isEmpty ? "git rev-parse failed" : inside.errorText)
        }
        // A revision starting with `-` would be read as an option.
        guard !rev.isEmpty, !rev.hasPrefix("-") else { throw .unknownRevision(rev) }
        let parsed = try GitProcess.run(["rev-parse", "--verify", "--quiet", rev + "^{commit}"], in: directory)
        let commit = String(decoding: parsed.output, as: UTF8.self).trimmingWhitespace()
        guard parsed.status == 0, !commit.isEmpty else { throw .unknownRevision(rev) }
        return commit
    }

    /// The work tree's top folder (`git rev-parse --show-toplevel`: absolute, links resolved).
    public static func topLevel(in directory: String? = nil) throws(GitError) -> String {
        let parsed = try GitProcess.run(["rev-parse", "--show-toplevel"], in: directory)
        let top = String(decoding: parsed.output, as: UTF8.self).trimmingWhitespace()
        guard parsed.status == 0, !top.isEmpty else {
            throw .notARepository(parsed.errorText.isEmpty ? "git rev-parse failed" : parsed.errorText)
        }
        return top
    }

    /// Blob entries (`git ls-tree -r -z`): `<mode> SP <type> SP <object> TAB <path> NUL`.
    static func listing(
        commit: String, under paths: [String], in directory: String?
    ) throws(GitError) -> [(path: String, object: String, outside: String?)] {
        var entries: [(path: String, object: String)] = []
        var links: [Int] = []
        for blob in try blobs(["ls-tree", "-r", "-z", commit, "--"] + paths, of: commit, in: directory) {
            // A symbolic link's blob is the target's path: resolved below to the target's blob,
            // as the working tree reads it through the link.
            if blob.isLink {
                guard !blob.path.contains("\n") else { continue }  // cat-file's batch input is one path per line
                links.append(entries.count)
            }
            entries.append((blob.path, blob.object))
        }
        var outside: [(path: String, object: String, outside: String?)] = []
        guard !links.isEmpty else { return entries.map { ($0.path, $0.object, nil) } }
        let targets = try linkTargets(links.map { entries[$0].path }, commit: commit, in: directory)
        var throughFolders: [(path: String, object: String)] = []
        for (entry, target) in zip(links, targets) {
            switch target {
            case .blob(let object)?:
                entries[entry].object = object
            case .tree(let object)?:
                // A link to a folder of the revision reads as that folder's files under the link's
                // name, as the working tree lists them; links inside it are not followed (one
                // level: a link to a folder above it would list for ever).
                throughFolders += try folderFiles(tree: object, as: entries[entry].path, in: directory)
                entries[entry].object = ""
            case .outside(let path)?:
                outside.append((entries[entry].path, "", path))
                entries[entry].object = ""
            case nil:
                entries[entry].object = ""
            }
        }
        return (entries + throughFolders).filter { !$0.object.isEmpty }.map { ($0.path, $0.object, nil) } + outside
    }

    /// The files (blobs, not links) of the tree `tree`, named as if under `prefix`.
    static func folderFiles(tree: String, as prefix: String, in directory: String?) throws(GitError) -> [(path: String, object: String)] {
        try blobs(["ls-tree", "-r", "-z", "--full-tree", tree], of: tree, in: directory).filter { !$0.isLink }.map { (prefix + "/" + $0.path, $0.object) }
    }

    /// The blob entries `git` prints for `arguments` (an `ls-tree -r -z` of `treeish`):
    /// `<mode> SP <type> SP <object> TAB <path> NUL`, submodules (commits) left out; mode 120000
    /// is a symbolic link.
    private static func blobs(_ arguments: [String], of treeish: String, in directory: String?) throws(GitError) -> [(path: String, object: String, isLink: Bool)] {
        let listed = try GitProcess.run(arguments, in: directory)
        guard listed.status == 0 else { throw .failed(command: "git ls-tree \(treeish)", message: listed.errorText) }
        var entries: [(path: String, object: String, isLink: Bool)] = []
        for record in listed.output.split(separator: 0) {
            guard let tab = record.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            let fields = record[..<tab].split(separator: UInt8(ascii: " "))
            guard fields.count == 3, fields[1].elementsEqual("blob".utf8) else { continue }
            entries.append((String(decoding: record[(tab + 1)...], as: UTF8.self), String(decoding: fields[2], as: UTF8.self), fields[0].elementsEqual("120000".utf8)))
        }
        return entries
    }

    /// What a symbolic link names at a revision: a file's blob or a folder's tree.
    enum LinkTarget: Equatable {
        case blob(String)
        case tree(String)
        /// Out of the repository: the path git prints (absolute, or relative to the work tree's top).
        case outside(String)
    }

    /// The blob or tree each symbolic link names at `commit` (`git cat-file --batch-check
    /// --follow-symlinks`, paths relative to `directory` as `./path`), or nil where it names none
    /// in the repository: dangling, a loop, outside the repository.
    static func linkTargets(_ paths: [String], commit: String, in directory: String?) throws(GitError) -> [LinkTarget?] {
        let input = Array(paths.map { "\(commit):./\($0)\n" }.joined().utf8)
        let check = try GitProcess.run(["cat-file", "--batch-check", "--follow-symlinks"], in: directory, input: input)
        guard check.status == 0 else { throw .failed(command: "git cat-file --batch-check --follow-symlinks", message: check.errorText) }
        var lines = check.output.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)[...]
        var targets: [LinkTarget?] = []
        for _ in paths {
            guard let line = lines.popFirst() else { break }
            let fields = line.split(separator: UInt8(ascii: " "))
            if fields.count == 3, fields[1].elementsEqual("blob".utf8) {
                targets.append(.blob(String(decoding: fields[0], as: UTF8.self)))
                continue
            }
            if fields.count == 3, fields[1].elementsEqual("tree".utf8) {
                targets.append(.tree(String(decoding: fields[0], as: UTF8.self)))
                continue
            }
            // `dangling`, `loop`, `notdir` and `symlink` (outside the repository) answers carry
            // a second line; `missing` does not.
            if let kind = fields.first, kind.elementsEqual("symlink".utf8), let target = lines.popFirst() {
                targets.append(.outside(String(decoding: target, as: UTF8.self)))
                continue
            }
            if let kind = fields.first, ["dangling", "loop", "notdir"].contains(where: { kind.elementsEqual($0.utf8) }) {
                _ = lines.popFirst()
            }
            targets.append(nil)
        }
        guard targets.count == paths.count else {
            throw .failed(command: "git cat-file --batch-check --follow-symlinks", message: "\(targets.count) answers for \(paths.count) links")
        }
        return targets
    }

    /// The contents of blobs by object id, via `git cat-file --batch` (`<oid> blob <size>\n`,
    /// the bytes, `\n` per object).
    static func readBlobs(_ objects: [String], in directory: String?) throws(GitError) -> [[UInt8]] {
        guard !objects.isEmpty else { return [] }
        let input = Array(objects.map { $0 + "\n" }.joined().utf8)
        let batch = try GitProcess.run(["cat-file", "--batch"], in: directory, input: input)
        guard batch.status == 0 else { throw .failed(command: "git cat-file --batch", message: batch.errorText) }
        var blobs: [[UInt8]] = []
        blobs.reserveCapacity(objects.count)
        let output = batch.output
        var position = 0
        for object in objects {
            guard let newline = output[position...].firstIndex(of: UInt8(ascii: "\n")) else {
                throw .failed(command: "git cat-file --batch", message: "output ended before \(object)")
            }
            let header = output[position..<newline].split(separator: UInt8(ascii: " "))
            guard header.count == 3, let size = Int(String(decoding: header[2], as: UTF8.self)), newline + 1 + size <= output.count else {
                throw .failed(
                    command: "git cat-file --batch",
                    message: "unexpected answer for \(object): \(String(decoding: output[position..<newline], as: UTF8.self))")
            }
            blobs.append(Array(output[(newline + 1)..<(newline + 1 + size)]))
            position = newline + 1 + size + 1
        }
        return blobs
    }
}

/// Runs git with its output in temporary files: no pipe can fill up and block, however large
/// the answer, and nothing depends on how the platform's `Process` drains pipes.
enum GitProcess {
    struct Result {
        var status: Int32
        var output: [UInt8]
        var errorOutput: [UInt8]

        /// Standard error, trimmed, its `fatal: ` prefix removed.
        var errorText: String {
            var text = String(decoding: errorOutput, as: UTF8.self).trimmingWhitespace()
            if text.hasPrefix("fatal: ") { text.removeFirst("fatal: ".count) }
            return text
        }
    }

    static func run(_ arguments: [String], in directory: String?, input: [UInt8] = []) throws(GitError) -> Result {
        // git's standard streams are files in a private folder rather than pipes: git may write
        // more than a pipe holds before it reads all of its input, and files need no thread to
        // drain them.
        if let directory, PathKind(of: directory) != .directory {
            throw .gitUnavailable("cannot run git in \(directory): no such folder")
        }
        let scratch: String
        do {
            scratch = try TemporaryFolder.make(prefix: "insetlab-git")
        } catch {
            throw .gitUnavailable("cannot create a temporary folder: \(ErrorText.describe(error))")
        }
        defer { TemporaryFolder.remove(scratch) }
        let inPath = scratch + "/stdin"
        let outPath = scratch + "/stdout"
        let errPath = scratch + "/stderr"
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_LITERAL_PATHSPECS"] = "1"
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["LC_ALL"] = "C"
        let status: Int32
        do {
            try Data(input).write(to: URL(fileURLWithPath: inPath))
            // `-C`: git's own "run as if started in", rather than a change of directory between
            // fork and exec, which posix_spawn offers only as a late, non-portable extension.
            let options = directory.map { ["-C", $0] } ?? []
            status = try ChildProcess.run(
                "/usr/bin/env", arguments: ["git"] + options + arguments, environment: environment,
                standardInput: inPath, standardOutput: outPath, standardError: errPath)
        } catch let error as ChildProcess.SpawnError {
            throw .gitUnavailable(error.description)
        } catch {
            throw .gitUnavailable(ErrorText.describe(error))
        }
        let errorOutput = (try? Data(contentsOf: URL(fileURLWithPath: errPath))).map { [UInt8]($0) } ?? []
        // `env` exits 127 when it finds no `git` on PATH.
        if status == 127 {
            throw .gitUnavailable(String(decoding: errorOutput, as: UTF8.self).trimmingWhitespace())
        }
        let output = (try? Data(contentsOf: URL(fileURLWithPath: outPath))).map { [UInt8]($0) } ?? []
        return Result(status: status, output: output, errorOutput: errorOutput)
    }
}
