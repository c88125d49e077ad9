#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Why `--output FILE` could not be written.
public struct ReportFileError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    /// Refused on purpose (an input, a folder) rather than failed: the reason is the message.
    public var isRefusal = false

    public init(path: String, reason: String, isRefusal: Bool = false) {
        self.path = path
        self.reason = reason
        self.isRefusal = isRefusal
    }

    /// `insetlab: error: reports/check.sarif: cannot write it: No such file or directory`.
    public var description: String {
        isRefusal ? "insetlab: error: \(path): \(reason)" : "insetlab: error: \(path): cannot write it: \(reason)"
    }
}

/// A report file written atomically (`--output FILE`, snapshots): the report streams into a
/// temporary file in the same folder (so the rename cannot cross file systems), which replaces
/// the file in one `rename(2)` once complete and on disk. A reader — a CI step, an editor —
/// sees the old file or the whole new one, never half a report; a run that fails leaves the
/// file untouched.
///
/// A symbolic link is written through: the file it leads to is replaced and keeps its mode,
/// as does any file replaced; a new file gets 0666 less the umask. Anything but a regular file
/// or a missing name is refused (`ReportFile` writes devices and FIFOs directly).
public final class AtomicReportFile {
    public let path: String
    /// Where reporters write.
    public let output: ReportOutput
    /// The file replaced: `path`, or where its symbolic links lead.
    private let target: String
    private let temporary: String
    private let descriptor: Int32
    private var finished = false

    /// Creates the temporary file next to the file `path` leads to.
    public init(path: String) throws(ReportFileError) {
        self.path = path
        let mode: mode_t?
        switch OutputTarget.resolve(path) {
        case .missing(let resolved):
            target = resolved
            mode = nil
        case .regularFile(let resolved, let existingMode):
            target = resolved
            mode = existingMode
        case .folder:
            throw ReportFileError(path: path, reason: "is a folder; --output names a file", isRefusal: true)
        case .special:
            throw ReportFileError(path: path, reason: "is not a regular file", isRefusal: true)
        case .unreadable(let error):
            throw ReportFileError(path: path, reason: String(cString: strerror(error)))
        }
        StaleTemporaries.removeOnce(besideFileAt: target)
        guard let file = makeTemporaryFile(beside: target, mode: mode) else {
            throw ReportFileError(path: path, reason: Self.lastError())
        }
        descriptor = file.descriptor
        temporary = file.path
        output = ReportOutput(fileDescriptor: file.descriptor)
    }

    /// Flushes, syncs and renames the temporary file over the target.
    public func commit() throws(ReportFileError) {
        guard !finished else { return }
        finished = true
        output.flush()
        var reason: String?
        if output.writeFailed {
            reason = "writing failed (disk full?)"
        } else if fsync(descriptor) != 0 {
            reason = Self.lastError()
        }
        // Closed (its lock let go) only once renamed or removed: see `makeTemporaryFile`.
        defer { close(descriptor) }
        if reason == nil, rename(temporary, target) != 0 { reason = Self.lastError() }
        if let reason {
            unlink(temporary)
            throw ReportFileError(path: path, reason: reason)
        }
    }

    /// Removes the temporary file; the target stays as it was.
    public func discard() {
        guard !finished else { return }
        finished = true
        // Empties the buffer into the doomed file, so the output's own flush at deinit never
        // writes to a descriptor number that may belong to another file by then.
        output.flush()
        unlink(temporary)
        close(descriptor)
    }

    deinit { discard() }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}
