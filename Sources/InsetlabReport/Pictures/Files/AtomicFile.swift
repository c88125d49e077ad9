internal import Foundation

#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

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

    /// The regular file a symbolic link at `path` leads to (links followed), or `nil`.
    public static func linkedFile(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        let target = String(cString: resolved)
        return existing(target) == .regularFile ? target : nil
    }

    /// The first `count` bytes of a file (fewer when it is shorter; none when unreadable).
    public static func prefix(of path: String, count: Int) -> [UInt8] {
        guard let handle = FileHandle(forReadingAtPath: path) else { return [] }
        defer { try? handle.close() }
        return [UInt8](handle.readData(ofLength: count))
    }

    /// Writes `contents` to `path` (replacing a regular file there), creating missing folders.
    public static func write(_ contents: String, to path: String) throws(OutputFileError) {
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw .cannotWrite(path, reason: "cannot create folder \(directory)")
            }
        }
        StaleTemporaries.removeOnce(besideFileAt: path)
        guard let (descriptor, temporary) = makeTemporaryFile(beside: path) else {
            throw .cannotWrite(path, reason: lastError())
        }
        var renamed = false
        defer { if !renamed { unlink(temporary) } }

        let bytes = Array(contents.utf8)
        var failure = bytes.withUnsafeBytes { writeAll($0, to: descriptor) }.map { String(cString: strerror($0)) }
        if failure == nil, fsync(descriptor) != 0 { failure = lastError() }
        close(descriptor)
        if let failure { throw .cannotWrite(path, reason: failure) }
        guard rename(temporary, path) == 0 else { throw .cannotWrite(path, reason: lastError()) }
        renamed = true
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}
