#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// The bytes of one input file, read once: one `open`, one `fstat`, reads into one buffer.
///
/// Everything downstream works on these bytes: libyaml parses them and the suppression scan
/// (`# insetlab:disable`) reads the same buffer, so no file is read twice. Nothing here asks
/// Foundation: `FileManager.attributesOfItem` (which opens /etc/passwd and /etc/group to name the
/// owner) and `Data(contentsOf:)` cost more than parsing a small scene.
public enum SourceFile {
    /// What `contents` found: the bytes, or a regular file over the size limit, left unread.
    public enum Contents: Sendable {
        case bytes([UInt8])
        case tooLarge(Int)
    }

    /// Reads the file at `path`. A missing, unreadable or oversized file, or a directory, is one
    /// error with no mark, naming the file `displayName` (the path when `nil`).
    public static func read(
        _ path: String, displayName: String? = nil, limits: YAMLLimits = .default
    ) throws(DiagnosticError) -> [UInt8] {
        switch try contents(path, displayName: displayName, limits: limits) {
        case .bytes(let bytes): return bytes
        case .tooLarge(let size):
            throw DiagnosticError(.error(YAMLParser.tooLarge(size, limits), file: displayName ?? path, at: nil))
        }
    }

    /// Reads the file at `path`, or says it is too large without reading it (its size is checked
    /// first). `-`, pipes, FIFOs and devices are read as streams, once per run (`StreamInput`),
    /// stopping past the limit, which is an error. A missing or unreadable file, or a directory,
    /// is one error with no mark, naming the file `displayName` (the path when `nil`).
    public static func contents(
        _ path: String, displayName: String? = nil, limits: YAMLLimits = .default
    ) throws(DiagnosticError) -> Contents {
        let file = displayName ?? path
        func failure(_ message: String) -> DiagnosticError {
            DiagnosticError(.error(message, file: file, at: nil))
        }
        if StreamInput.isStream(path) { return .bytes(try stream(path, limit: limits.maxFileBytes, failure: failure)) }
        let descriptor = path.withCString { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw failure(reason(errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw failure(reason(errno)) }
        let type = status.st_mode & S_IFMT
        guard type != S_IFDIR else { throw failure("is a directory, not a scene file") }
        // Anything else that is not a regular file (a block device) is read as a stream.
        guard type == S_IFREG else { return .bytes(try stream(path, limit: limits.maxFileBytes, failure: failure)) }
        let size = Int(status.st_size)
        guard size <= limits.maxFileBytes else { return .tooLarge(size) }
        var bytes = [UInt8](repeating: 0, count: size)
        // Fewer bytes than fstat said when the file shrank meanwhile.
        let (filled, problem) = bytes.withUnsafeMutableBytes { Glue.fill($0, from: descriptor) }
        if let problem { throw failure(reason(problem)) }
        if filled < size { bytes.removeSubrange(filled...) }
        return .bytes(bytes)
    }

    private static func stream(
        _ path: String, limit: Int, failure: (String) -> DiagnosticError
    ) throws(DiagnosticError) -> [UInt8] {
        do {
            return try StreamInput.bytes(at: path, limit: limit)
        } catch {
            switch error {
            case .tooLarge(let count): throw failure("stopped reading at \(count) bytes; the limit is \(limit) bytes")
            case .system(let reason): throw failure("cannot read it: \(reason)")
            }
        }
    }

    /// A short reason: the system's own message differs between platforms.
    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT, ENOTDIR: "no such file"
        case EACCES, EPERM: "cannot read file: permission denied"
        case EISDIR: "is a directory, not a scene file"
        default: "cannot read file: " + String(cString: strerror(code))
        }
    }
}

/// libc's `read` on every platform, named apart from `SourceFile.read` (files and streams both
/// read through it).
package enum Glue {
    package static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #elseif canImport(Musl)
        Musl.read(descriptor, buffer, count)
        #else
        Darwin.read(descriptor, buffer, count)
        #endif
    }

    /// Reads into `buffer` until it is full or the file ends, going on after EINTR: how many
    /// bytes it holds, and errno when a read failed.
    package static func fill(_ buffer: UnsafeMutableRawBufferPointer, from descriptor: Int32) -> (filled: Int, error: Int32?) {
        var filled = 0
        while filled < buffer.count {
            let count = read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            if count < 0 {
                if errno == EINTR { continue }
                return (filled, errno)
            }
            if count == 0 { break }
            filled += count
        }
        return (filled, nil)
    }
}
