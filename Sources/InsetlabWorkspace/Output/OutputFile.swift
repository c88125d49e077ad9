#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Where `run` and `check` write `--output FILE`, decided by what FILE is, never by how it is
/// spelt:
///
/// - `-`, or any path to the file stdout already is (`/dev/stdout`, `/dev/fd/1`, the file
///   stdout is redirected to): standard output, as if there were no `--output`.
/// - A file the command reads (a scene, the configuration, under any spelling or hard link):
///   refused, so a report never replaces its input.
/// - A regular file, a missing name, or a symbolic link to either: replaced atomically
///   (`AtomicReportFile`), keeping the file's mode.
/// - A character device or FIFO (`/dev/null`, `/dev/stderr` on a terminal, a named pipe): written
///   to directly — replacing one would break it for every later process.
/// - A folder: refused.
public enum ReportDestination {
    case standardOutput
    case file(OutputFile)

    /// Whether `path` is `-` or names the file standard output already is.
    public static func isStandardOutput(_ path: String) -> Bool {
        if path == "-" { return true }
        guard let identity = FileIdentity(path: path) else { return false }
        return identity == FileIdentity(descriptor: 1)
    }

    /// Decides where `path` goes; `inputs` are never written.
    public static func open(_ path: String, inputs: InputFiles) throws(ReportFileError) -> ReportDestination {
        if isStandardOutput(path) { return .standardOutput }
        let identity = FileIdentity(path: path)
        if let input = inputs.input(at: path) {
            let same = input == path ? "" : " (the same file as \(input))"
            throw ReportFileError(
                path: path, reason: "is an input of this command\(same); not replacing it with the report (choose another --output)",
                isRefusal: true)
        }
        if identity != nil, identity == FileIdentity(descriptor: 2) { return .file(try OutputFile(direct: path, duplicating: 2)) }
        switch OutputTarget.resolve(path) {
        case .special:
            return .file(try OutputFile(direct: path, flags: 0))
        case .regularFile where path.hasPrefix("/dev/") || path.hasPrefix("/proc/"):
            // A descriptor the shell opened (`/dev/fd/3`): appended to as the shell left it.
            return .file(try OutputFile(direct: path, flags: O_APPEND))
        default:
            return .file(OutputFile(atomic: try AtomicReportFile(path: path)))
        }
    }
}

/// A report being written to its `--output`: atomically to a regular file, or straight into a
/// device or FIFO. Reporters write to `output`; `commit` finishes it, `discard` abandons it.
public final class OutputFile {
    public let path: String
    public let output: ReportOutput
    private let atomic: AtomicReportFile?
    private let descriptor: Int32
    private var finished = false

    init(atomic file: AtomicReportFile) {
        path = file.path
        output = file.output
        atomic = file
        descriptor = -1
    }

    /// Opens `path` for writing as it is (no temporary file, no truncation, no creation).
    convenience init(direct path: String, flags: Int32) throws(ReportFileError) {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC | flags)
        guard descriptor >= 0 else { throw ReportFileError(path: path, reason: String(cString: strerror(errno))) }
        self.init(path: path, descriptor: descriptor)
    }

    /// Writes to a copy of an open descriptor (stderr).
    convenience init(direct path: String, duplicating original: Int32) throws(ReportFileError) {
        let descriptor = dup(original)
        guard descriptor >= 0 else { throw ReportFileError(path: path, reason: String(cString: strerror(errno))) }
        self.init(path: path, descriptor: descriptor)
    }

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
        output = ReportOutput(fileDescriptor: descriptor)
        atomic = nil
    }

    /// Moves an atomic file into place, or flushes a direct one.
    public func commit() throws(ReportFileError) {
        if let atomic { return try atomic.commit() }
        guard !finished else { return }
        finished = true
        output.flush()
        let failed = output.writeFailed
        close(descriptor)
        if failed { throw ReportFileError(path: path, reason: "writing failed") }
    }

    /// Removes an atomic file's temporary; a direct one keeps what was written.
    public func discard() {
        if let atomic { return atomic.discard() }
        guard !finished else { return }
        finished = true
        output.flush()
        close(descriptor)
    }

    deinit { discard() }
}
