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

/// Creates a file that must not exist yet, atomically: the text goes to a temporary file in the
/// same folder, which is then hard-linked to the final name. `link` fails when the name exists,
/// so an existing file is never replaced, and a reader never sees a half-written scene — even
/// when two `insetlab init` race for the same name. On a file system without hard links the
/// temporary file is renamed instead, after checking the name is free.
public enum NewFileWriter {
    public enum Failure: Error, CustomStringConvertible {
        case exists(String)
        case cannotCreate(String, reason: String)

        public var description: String {
            switch self {
            case .exists(let path):
                "insetlab: error: \(path): already exists; insetlab init never overwrites a file (choose another name, or remove it first)"
            case .cannotCreate(let path, let reason):
                "insetlab: error: \(path): cannot create it: \(reason)"
            }
        }
    }

    public static func create(_ path: String, contents: String) throws(Failure) {
        guard !exists(path) else { throw .exists(path) }
        StaleTemporaries.removeOnce(besideFileAt: path)
        guard let (descriptor, temporary) = makeTemporaryFile(beside: path) else {
            throw .cannotCreate(path, reason: lastError())
        }
        var linked = false
        // Closed (its lock let go) only once linked or removed: see `makeTemporaryFile`.
        defer {
            if !linked { unlink(temporary) }
            close(descriptor)
        }

        let failure = Array(contents.utf8).withUnsafeBytes { writeAll($0, to: descriptor) }
        let reason = failure.map { String(cString: strerror($0)) } ?? (fsync(descriptor) == 0 ? nil : lastError())
        if let reason { throw .cannotCreate(path, reason: reason) }

        if link(temporary, path) == 0 {
            unlink(temporary)
            linked = true
            return
        }
        let linkError = errno
        if linkError == EEXIST { throw .exists(path) }
        // No hard links here (some network and FAT file systems): rename, which replaces, so
        // check once more that the name is free.
        guard linkError == EPERM || linkError == ENOTSUP || linkError == EOPNOTSUPP || linkError == EMLINK else {
            throw .cannotCreate(path, reason: String(cString: strerror(linkError)))
        }
        guard !exists(path) else { throw .exists(path) }
        guard rename(temporary, path) == 0 else { throw .cannotCreate(path, reason: lastError()) }
        linked = true
    }

    /// Whether anything is at `path`, a dangling symbolic link included.
    public static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}
