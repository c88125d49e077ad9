internal import InsetlabWorkspace

/// JSON text appended as UTF-8 bytes, for the reports that print every view of every variant.
/// `String` appends (a uniqueness check, a capacity check and a UTF-8 validation per piece) and
/// a `String` per number were most of `run --format json`'s report; bytes into the output's one
/// reused `ByteBuffer` are not. Each function writes exactly what `JSONValue.write` writes for
/// the same value.
enum JSONBytes {
    static func append(_ literal: StaticString, to bytes: inout ByteBuffer) {
        bytes.append(literal)
    }

    /// A comma, a line break and 64 spaces: the break between two members or elements and up
    /// to 32 levels of indentation in one append.
    private static let lines: StaticString = ",\n                                                                "

    static func appendIndentation(_ level: Int, to bytes: inout ByteBuffer) {
        appendLines(from: 2, level: level, to: &bytes)
    }

    /// `,\n` and the indentation of `level`: the break before the next member or element.
    static func appendCommaLine(level: Int, to bytes: inout ByteBuffer) {
        appendLines(from: 0, level: level, to: &bytes)
    }

    /// `\n` and the indentation of `level`.
    static func appendLine(level: Int, to bytes: inout ByteBuffer) {
        appendLines(from: 1, level: level, to: &bytes)
    }

    /// `lines` from `start`, with as many of its spaces as `level` needs (more beyond 32 levels).
    private static func appendLines(from start: Int, level: Int, to bytes: inout ByteBuffer) {
        var spaces = 2 * max(0, level)
        lines.withUTF8Buffer { lines in
            let available = lines.count - 2
            let first = min(spaces, available)
            bytes.append(UnsafeBufferPointer(rebasing: lines[start..<(2 + first)]))
            spaces -= first
            while spaces > 0 {
                let count = min(spaces, available)
                bytes.append(UnsafeBufferPointer(rebasing: lines[2..<(2 + count)]))
                spaces -= count
            }
        }
    }

    /// `JSONValue.writeString`: quoted, with quote, backslash and control characters escaped.
    static func appendString(_ value: String?, to bytes: inout ByteBuffer) {
        bytes.appendSpan(atMost: JSONSpan.maximumBytes(value)) { $0.writeString(value) }
    }

    static func appendBool(_ value: Bool, to bytes: inout ByteBuffer) {
        bytes.append(value ? "true" : "false")
    }

    /// `JSONValue.format` (`formatNumber`, or `null` for NaN and infinities).
    static func appendNumber(_ value: Double, to bytes: inout ByteBuffer) {
        bytes.appendSpan(atMost: JSONSpan.maximumNumberBytes) { $0.writeNumber(value) }
    }
}
