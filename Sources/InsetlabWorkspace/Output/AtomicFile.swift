#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif

#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif
internal import InsetlabYAML

/// Why a picture or report file was not written. Nothing of a batch is written when a check
/// fails before writing; `description` is a complete `insetlab: error:` line.
public enum OutputFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A file insetlab did not write is in the way of a name it chose (never overwritten).
    case wouldOverwrite(String)
    /// A folder (or something else that is not a regular file) has the name of a file to write.
    case notAFile(String)
    /// `report --output DIR`: DIR holds files insetlab did not put there.
    case folderNotEmpty(String)
    /// `report --output DIR`: DIR exists and is not a folder.
    case notAFolder(String)
    /// The name of a file the command reads (a scene), under any spelling or link.
    case isInput(String, input: String)
    case cannotWrite(String, reason: String)

    public var description: String {
        switch self {
        case .wouldOverwrite(let path):
            "insetlab: error: \(path): already exists and was not written by insetlab; not overwriting it (move it away, or choose another --output)"
        case .notAFile(let path):
            "insetlab: error: \(path): exists and is not a regular file"
        case .folderNotEmpty(let path):
            "insetlab: error: \(path): folder is not empty and was not created by insetlab report; choose a new or empty folder, or pass --force to write into it anyway"
        case .notAFolder(let path):
            "insetlab: error: \(path): exists and is not a folder"
        case .isInput(let path, let input):
            "insetlab: error: \(path): is an input of this command\(input == path ? "" : " (the same file as \(input))"); not replacing it (choose another --output)"
        case .cannotWrite(let path, let reason):
            "insetlab: error: \(path): cannot write it: \(reason)"
        }
    }
}

/// Files replaced whole or not at all: the text goes to a temporary file in the same folder,
/// which is then renamed over the name. A reader (a browser refreshing the report, a CI upload)
/// never sees half a file, and a failed write leaves the old file as it was.
public enum AtomicFile {
    public enum Existing: Equatable {
        case missing
        case regularFile
        /// A folder, a symbolic link, a device…
        case other
    }

    /// What is at `path`, without following a symbolic link.
    public static func existing(_ path: String) -> Existing {
        var status = stat()
        guard lstat(path, &status) == 0 else { return .missing }
        return (status.st_mode & S_IFMT) == S_IFREG ? .regularFile : .other
    }

    /// The first `count` bytes of a file (fewer when it is shorter; none when unreadable).
    public static func prefix(of path: String, count: Int) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: max(count, 0))
        let filled = bytes.withUnsafeMutableBytes { Glue.fill($0, from: descriptor).filled }
        return Array(bytes.prefix(filled))
    }

    /// Writes `contents` to `path` (replacing a regular file there, keeping its mode; a symbolic
    /// link is written through), creating missing folders.
    public static func write(_ contents: String, to path: String) throws(OutputFileError) {
        let directory = FilePaths.parent(of: path)
        if !directory.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw .cannotWrite(path, reason: "cannot create folder \(directory)")
            }
        }
        let target: String
        let mode: mode_t?
        switch OutputTarget.resolve(path) {
        case .missing(let resolved):
            (target, mode) = (resolved, nil)
        case .regularFile(let resolved, let existing):
            (target, mode) = (resolved, existing)
        case .folder, .special:
            throw .notAFile(path)
        case .unreadable(let error):
            throw .cannotWrite(path, reason: String(cString: strerror(error)))
        }
        StaleTemporaries.removeOnce(besideFileAt: target)
        guard let (descriptor, temporary) = makeTemporaryFile(beside: target, mode: mode) else {
            throw .cannotWrite(path, reason: lastError())
        }
        var renamed = false
        // Closed (its lock let go) only once renamed or removed: see `makeTemporaryFile`.
        defer {
            if !renamed { unlink(temporary) }
            close(descriptor)
        }

        let bytes = Array(contents.utf8)
        var failure = bytes.withUnsafeBytes { writeAll($0, to: descriptor) }.map { String(cString: strerror($0)) }
        if failure == nil, fsync(descriptor) != 0 { failure = lastError() }
        if let failure { throw .cannotWrite(path, reason: failure) }
        guard rename(temporary, target) == 0 else { throw .cannotWrite(path, reason: lastError()) }
        renamed = true
    }

    /// Writes `contents` into the device or FIFO at `path` as it is (nothing is created or
    /// replaced: replacing `/dev/null` or a named pipe would break it for everyone).
    public static func writeDirectly(_ contents: String, to path: String) throws(OutputFileError) {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .cannotWrite(path, reason: lastError()) }
        defer { close(descriptor) }
        if let failure = Array(contents.utf8).withUnsafeBytes({ writeAll($0, to: descriptor) }) {
            throw .cannotWrite(path, reason: String(cString: strerror(failure)))
        }
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}
