import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Creates a file that must not exist yet, atomically: the text goes to a temporary file in the
/// same folder, which is then hard-linked to the final name. `link` fails when the name exists,
/// so an existing file is never replaced, and a reader never sees a half-written scene — even
/// when two `insetlab init` race for the same name. On a file system without hard links the
/// temporary file is renamed instead, after checking the name is free.
enum NewFileWriter {
    enum Failure: Error, CustomStringConvertible {
        case exists(String)
        case cannotCreate(String, reason: String)

        var description: String {
            switch self {
            case .exists(let path):
                "insetlab: error: \(path): already exists; insetlab init never overwrites a file (choose another name, or remove it first)"
            case .cannotCreate(let path, let reason):
                "insetlab: error: \(path): cannot create it: \(reason)"
            }
        }
    }

    static func create(_ path: String, contents: String) throws(Failure) {
        guard !exists(path) else { throw .exists(path) }
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        var template = Array(((directory.isEmpty ? "." : directory) + "/.\(name).insetlab-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw .cannotCreate(path, reason: lastError()) }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var linked = false
        defer {
            if !linked { unlink(temporary) }
        }

        // mkstemp makes the file 0600; a scene is as readable as any file the user creates.
        let mask = umask(0)
        umask(mask)
        fchmod(descriptor, 0o666 & ~mask)
        let written = writeAll(Array(contents.utf8), to: descriptor)
        let synced = written && fsync(descriptor) == 0
        let reason = synced ? nil : lastError()
        close(descriptor)
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
    static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += count
        }
        return true
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}
