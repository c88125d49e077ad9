#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Where a report goes: a file descriptor (stdout, stderr) behind a byte buffer, or memory.
///
/// Reporters write many small pieces; the buffer turns them into few `write(2)` calls, and
/// nothing ever concatenates a whole report into one string, so 100,000 views stay linear.
public final class ReportOutput: TextOutputStream {
    private let fileDescriptor: Int32?
    private let capacity: Int
    private var buffer: ByteBuffer
    /// A `write(2)` failed (a closed pipe, a full disk) and bytes were dropped.
    public private(set) var writeFailed = false

    /// Writes to `fileDescriptor`, flushing whenever `capacity` bytes are pending.
    public init(fileDescriptor: Int32, capacity: Int = 64 << 10) {
        self.fileDescriptor = fileDescriptor
        self.capacity = capacity
        buffer = ByteBuffer(capacity: capacity)
    }

    private init() {
        fileDescriptor = nil
        capacity = .max
        buffer = ByteBuffer()
    }

    /// Keeps everything in memory; read it back with `text`.
    public static func capture() -> ReportOutput { ReportOutput() }

    public static func standardOutput() -> ReportOutput { ReportOutput(fileDescriptor: 1) }

    /// Small buffer: diagnostics should appear as they come.
    public static func standardError() -> ReportOutput { ReportOutput(fileDescriptor: 2, capacity: 4 << 10) }

    public func write(_ string: String) {
        buffer.append(contentsOf: string)
        if buffer.count >= capacity { flush() }
    }

    /// Bytes already encoded as UTF-8 (a line assembled by `TextTable`).
    public func write(bytes: [UInt8]) {
        buffer.append(bytes)
        if buffer.count >= capacity { flush() }
    }

    /// Lets `body` append UTF-8 straight to the pending bytes (the JSON report's views: no
    /// string per piece), then flushes as `write` does.
    package func writeBytes(_ body: (inout ByteBuffer) -> Void) {
        body(&buffer)
        if buffer.count >= capacity { flush() }
    }

    /// Hands pending bytes to the file descriptor (no-op for a capture).
    public func flush() {
        guard let fileDescriptor, !buffer.isEmpty else { return }
        // A closed pipe (`| head`) drops the rest, as `print` would.
        if buffer.withUnsafeBytes({ writeAll($0, to: fileDescriptor) }) != nil { writeFailed = true }
        buffer.removeAll()
    }

    /// What a capture holds (for a file descriptor, only what is not flushed yet).
    public var text: String { buffer.text }

    /// The same, as bytes.
    public var bytes: [UInt8] { buffer.withUnsafeBytes { Array($0) } }

    /// True when the descriptor is a terminal (decides `--color auto`).
    public var isTerminal: Bool {
        guard let fileDescriptor else { return false }
        return isatty(fileDescriptor) != 0
    }

    deinit { flush() }
}

/// The two streams of a command: reports on `out`, diagnostics on `err`. Writing a diagnostic
/// first flushes `out`, so a terminal shows both in the order they happened.
public struct Console {
    public let out: ReportOutput
    public let err: ReportOutput

    public init(out: ReportOutput, err: ReportOutput) {
        self.out = out
        self.err = err
    }

    public static func standard() -> Console { Console(out: .standardOutput(), err: .standardError()) }

    /// Writes `line` and a newline to `err`, after everything already reported.
    public func diagnose(_ line: String) {
        out.flush()
        err.write(line)
        err.write("\n")
        err.flush()
    }

    public func flush() {
        out.flush()
        err.flush()
    }
}
