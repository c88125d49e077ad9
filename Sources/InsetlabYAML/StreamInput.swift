#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif
internal import Dispatch

/// Inputs that are streams, not files: `-` (standard input), `/dev/stdin` on a pipe, a FIFO,
/// a character device. Their size is unknown (a pipe's `stat` says 0) and they can be read only
/// once, so each is read to its end, in chunks, stopping one byte past the size limit, and the
/// bytes are kept for the rest of the run: the same path named twice (`run - -`) gets the same
/// bytes instead of an empty or blocked second read, and `check` can tell that a path was a
/// stream (no folder to keep its snapshot in). Suppression comments come from the loader's one
/// buffer (`SceneSource`), not from a second read.
public enum StreamInput {
    /// The path that means standard input on the command line.
    public static let standardInputPath = "-"
    /// What diagnostics and reports call standard input.
    public static let standardInputName = "<stdin>"

    nonisolated(unsafe) private static var read: [String: [UInt8]] = [:]
    /// A semaphore of one as the lock: Dispatch is in every Swift process already, and its
    /// semaphore is `Sendable` (Foundation's `NSLock` would load all of Foundation).
    private static let lock = DispatchSemaphore(value: 1)

    /// Whether `path` is `-` or names something that is neither a regular file nor a folder.
    static func isStream(_ path: String) -> Bool {
        if path == standardInputPath { return true }
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        let type = info.st_mode & S_IFMT
        return type == S_IFIFO || type == S_IFCHR || type == S_IFSOCK
    }

    /// The bytes of a stream already read in this run, if `path` named one.
    public static func bytesRead(from path: String) -> [UInt8]? {
        lock.wait()
        defer { lock.signal() }
        return read[path]
    }

    /// Reads the stream at `path` to its end (once per run), or throws the reason (the system's
    /// message, or the size limit's).
    static func bytes(at path: String, limit: Int) throws(StreamReadError) -> [UInt8] {
        lock.wait()
        defer { lock.signal() }
        if let bytes = read[path] { return bytes }
        let descriptor = path == standardInputPath ? 0 : open(path, O_RDONLY)
        guard descriptor >= 0 else { throw .system(String(cString: strerror(errno))) }
        defer { if descriptor != 0 { close(descriptor) } }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            // A chunk filled to its end, or as far as the stream goes (`Glue.fill`: EINTR retried).
            let (count, problem) = chunk.withUnsafeMutableBytes { Glue.fill($0, from: descriptor) }
            if let problem { throw .system(String(cString: strerror(problem))) }
            bytes.append(contentsOf: chunk[..<count])
            if bytes.count > limit { throw .tooLarge(bytes.count) }
            if count < chunk.count { break }
        }
        read[path] = bytes
        return bytes
    }

    enum StreamReadError: Error {
        case system(String)
        /// More than the limit arrived (the count read so far).
        case tooLarge(Int)
    }
}
