#if canImport(Glibc)
package import Glibc
#elseif canImport(Musl)
package import Musl
#elseif canImport(Darwin)
package import Darwin
#endif

/// Creates an empty file for replacing `path` atomically: in the same folder (so the final
/// `rename(2)` cannot cross file systems), hidden, uniquely named (`.NAME.insetlab-XXXXXX`).
///
/// Created with `open(O_CREAT | O_EXCL, 0666)`, so the kernel applies the umask as for any file
/// the user creates. The umask is never read or changed: it is one per process, and changing
/// it for an instant lets another thread create a file with the wrong mode. `mode` (an existing
/// file's, to keep it) is set afterwards when given. Nil, with `errno` set, when it cannot.
package func makeTemporaryFile(beside path: String, mode: mode_t? = nil) -> (descriptor: Int32, path: String)? {
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { String(path[...$0]) } ?? ""
    var name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    // A name near the file system's 255-byte limit leaves no room for the temporary's 17 more
    // bytes: its first 200 bytes stand for it (the temporary is renamed to the full name).
    while name.utf8.count > 200 { name.removeLast() }
    let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".utf8)
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<100 {
        let suffix = String(decoding: (0..<6).map { _ in alphabet.randomElement(using: &generator)! }, as: UTF8.self)
        let candidate = directory + ".\(name).insetlab-\(suffix)"
        let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        if descriptor >= 0 {
            if let mode { fchmod(descriptor, mode) }
            return (descriptor, candidate)
        }
        guard errno == EEXIST else { return nil }
    }
    return nil
}

/// What is at a path an output goes to, symbolic links followed.
package enum OutputTarget {
    /// Nothing: a new file is created at `path`.
    case missing(path: String)
    /// A regular file, replaced atomically; `mode` is kept.
    case regularFile(path: String, mode: mode_t)
    /// A folder: never written.
    case folder
    /// A character device, FIFO or socket: written to directly, never replaced.
    case special
    /// Symbolic links that loop, or a path that cannot be examined.
    case unreadable(errno: Int32)

    /// Follows `path` through symbolic links (one at a time, so a dangling link leads to the
    /// name it points at, which is then created) to what is there.
    package static func resolve(_ path: String) -> OutputTarget {
        var current = path
        for _ in 0..<40 {
            var status = stat()
            guard lstat(current, &status) == 0 else {
                return errno == ENOENT ? .missing(path: current) : .unreadable(errno: errno)
            }
            switch status.st_mode & S_IFMT {
            case S_IFLNK:
                guard let destination = readLink(current) else { return .unreadable(errno: errno) }
                if destination.hasPrefix("/") {
                    current = destination
                } else {
                    let slash = current.lastIndex(of: "/")
                    current = (slash.map { String(current[...$0]) } ?? "") + destination
                }
            case S_IFREG:
                return .regularFile(path: current, mode: status.st_mode & 0o777)
            case S_IFDIR:
                return .folder
            default:
                return .special
            }
        }
        return .unreadable(errno: ELOOP)
    }

    private static func readLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// Writes every byte to `descriptor`, retrying when a signal interrupts `write(2)`. Returns nil,
/// or the `errno` of the write that failed (the rest is not written).
package func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
    var offset = 0
    while offset < bytes.count {
        let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 {
            if errno == EINTR { continue }
            return errno
        }
        offset += written
    }
    return nil
}

private func systemWrite(_ fd: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
    Darwin.write(fd, pointer, count)
    #elseif canImport(Glibc)
    Glibc.write(fd, pointer, count)
    #else
    Musl.write(fd, pointer, count)
    #endif
}
