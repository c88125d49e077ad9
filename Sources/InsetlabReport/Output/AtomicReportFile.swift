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

    /// `insetlab: error: reports/check.sarif: cannot write it: No such file or directory`.
    public var description: String { "insetlab: error: \(path): cannot write it: \(reason)" }
}

/// A report file written atomically (`--output FILE`): the report streams into a temporary
/// file in the same folder (so the rename cannot cross file systems), which replaces `path` in
/// one `rename(2)` once complete and on disk. A reader — a CI step, an editor — sees the old
/// file or the whole new one, never half a report; a run that fails leaves `path` untouched.
public final class AtomicReportFile {
    public let path: String
    /// Where reporters write.
    public let output: ReportOutput
    private let temporary: String
    private let descriptor: Int32
    private var finished = false

    /// Creates the temporary file next to `path`.
    public init(path: String) throws(ReportFileError) {
        self.path = path
        StaleTemporaries.removeOnce(besideFileAt: path)
        guard let file = makeTemporaryFile(beside: path) else {
            throw ReportFileError(path: path, reason: Self.lastError())
        }
        descriptor = file.descriptor
        temporary = file.path
        output = ReportOutput(fileDescriptor: file.descriptor)
    }

    /// Flushes, syncs and renames the temporary file over `path`.
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
        close(descriptor)
        if reason == nil, rename(temporary, path) != 0 { reason = Self.lastError() }
        if let reason {
            unlink(temporary)
            throw ReportFileError(path: path, reason: reason)
        }
    }

    /// Removes the temporary file; `path` stays as it was.
    public func discard() {
        guard !finished else { return }
        finished = true
        // Empties the buffer into the doomed file, so the output's own flush at deinit never
        // writes to a descriptor number that may belong to another file by then.
        output.flush()
        close(descriptor)
        unlink(temporary)
    }

    deinit { discard() }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}
