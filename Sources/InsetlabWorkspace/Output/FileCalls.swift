#if canImport(Glibc)
package import Glibc
#elseif canImport(Musl)
package import Musl
#elseif canImport(Darwin)
package import Darwin
#endif

/// Creates an empty file for replacing `path` atomically: in the same folder (so the final
/// `rename(2)` cannot cross file systems), hidden, uniquely named (`.NAME.insetlab-XXXXXX`,
/// `TemporaryName`), and locked (`flock`) by this process until it closes the descriptor, which
/// it does only after the rename: `StaleTemporaries` never takes a temporary still in use for
/// one an interrupted run left.
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
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<100 {
        let candidate = directory + TemporaryName.make(for: name, using: &generator)
        let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        if descriptor >= 0 {
            // A file system without locks (some network ones) still writes: the age test stands.
            _ = flock(descriptor, LOCK_EX | LOCK_NB)
            if let mode { fchmod(descriptor, mode) }
            return (descriptor, candidate)
        }
        guard errno == EEXIST else { return nil }
    }
    return nil
}

/// The names of insetlab's temporaries: `.NAME.insetlab-` and six letters or digits, three at
/// random and three that check them against NAME. A file a user named in that pattern
/// (`.feed.insetlab-draft1`) fails the check 238,327 times in 238,328, so the clean-up of
/// stale temporaries leaves it alone.
package enum TemporaryName {
    private static let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".utf8)
    private static let marker = ".insetlab-"

    package static func make(for name: String, using generator: inout some RandomNumberGenerator) -> String {
        let random = (0..<3).map { _ in alphabet.randomElement(using: &generator)! }
        return "." + name + marker + String(decoding: random + check(name, random), as: UTF8.self)
    }

    /// Whether `file` (a name in a folder) is one `make` could have made.
    package static func isTemporary(_ file: String) -> Bool {
        guard file.hasPrefix("."), let range = file.ranges(of: marker).last, range.lowerBound > file.index(after: file.startIndex)
        else { return false }
        let suffix = Array(file[range.upperBound...].utf8)
        guard suffix.count == 6, suffix.allSatisfy(alphabet.contains) else { return false }
        let name = String(file[file.index(after: file.startIndex)..<range.lowerBound])
        return check(name, Array(suffix[..<3])) == Array(suffix[3...])
    }

    /// Three letters or digits from FNV-1a (32 bits) over the name, a zero byte and the random part.
    private static func check(_ name: String, _ random: [UInt8]) -> [UInt8] {
        var hash: UInt32 = 2_166_136_261
        for byte in Array(name.utf8) + [0] + random {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        var value = Int(hash % 238_328)  // 62³
        return (0..<3).map { _ in
            defer { value /= 62 }
            return alphabet[value % 62]
        }
    }
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
