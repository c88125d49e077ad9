internal import InsetlabScene
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
    static func appendString(_ value: String, to bytes: inout ByteBuffer) {
        // `withUTF8` reads a native string's bytes in place (no copy, no per-byte index calls).
        var value = value
        let plain = value.withUTF8 { utf8 in
            for byte in utf8 where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                return false
            }
            bytes.append(UInt8(ascii: "\""))
            bytes.append(utf8)
            bytes.append(UInt8(ascii: "\""))
            return true
        }
        guard plain else {
            // Rare (a message with a quote): the one escaping routine, through a capture.
            let output = ReportOutput.capture()
            JSONValue.writeString(value, to: output)
            bytes.append(contentsOf: output.text)
            return
        }
    }

    /// `value` as a JSON string, or `null`.
    static func appendString(_ value: String?, to bytes: inout ByteBuffer) {
        if let value { appendString(value, to: &bytes) } else { bytes.append("null") }
    }

    static func appendBool(_ value: Bool, to bytes: inout ByteBuffer) {
        bytes.append(value ? "true" : "false")
    }

    /// Below this magnitude a double's spacing is far finer than 0.001, so `value` rounded to
    /// thousandths is an exact integer count of thousandths, and Swift's shortest description
    /// of it is that count's decimal digits with the trailing zeros dropped.
    private static let digitLimit = 1e9

    /// `JSONValue.format` (`formatNumber`, or `null` for NaN and infinities), digit by digit.
    static func appendNumber(_ value: Double, to bytes: inout ByteBuffer) {
        guard value.isFinite else {
            bytes.append("null")
            return
        }
        guard abs(value) < digitLimit else {
            var text = ""
            InsetlabScene.appendNumber(value, to: &text)
            bytes.append(contentsOf: text)
            return
        }
        // Most numbers in a layout are whole (0, 20, 44, 375): no rounding to thousandths.
        if let integer = Int64(exactly: value) {
            appendDecimal(integer.magnitude, fraction: 0, fractionDigits: 0, negative: integer < 0, to: &bytes)
            return
        }
        // `roundedForReports`: thousandths, half away from zero; `-0` folds to `0`.
        let thousandths = Int64((value * 1000).rounded())
        let magnitude = thousandths.magnitude
        var fraction = magnitude % 1000
        // The fraction without its trailing zeros.
        var fractionDigits = 0
        if fraction != 0 {
            fractionDigits = 3
            while fraction % 10 == 0 {
                fraction /= 10
                fractionDigits -= 1
            }
        }
        appendDecimal(magnitude / 1000, fraction: fraction, fractionDigits: fractionDigits, negative: thousandths < 0, to: &bytes)
    }

    /// `-whole.fraction`: the length first, then the digits back to front, straight into the
    /// buffer. At most "-999999999.999" (14 bytes).
    private static func appendDecimal(_ whole: UInt64, fraction: UInt64, fractionDigits: Int, negative: Bool, to bytes: inout ByteBuffer) {
        var wholeDigits = 1
        var rest = whole / 10
        while rest > 0 {
            wholeDigits += 1
            rest /= 10
        }
        let length = (negative ? 1 : 0) + wholeDigits + (fractionDigits > 0 ? fractionDigits + 1 : 0)
        bytes.reserve(length)
        var end = length
        var fraction = fraction
        if fractionDigits > 0 {
            for _ in 0..<fractionDigits {
                end -= 1
                bytes.store(UInt8(ascii: "0") + UInt8(fraction % 10), at: end)
                fraction /= 10
            }
            end -= 1
            bytes.store(UInt8(ascii: "."), at: end)
        }
        var whole = whole
        for _ in 0..<wholeDigits {
            end -= 1
            bytes.store(UInt8(ascii: "0") + UInt8(whole % 10), at: end)
            whole /= 10
        }
        if negative { bytes.store(UInt8(ascii: "-"), at: 0) }
        bytes.commit(length)
    }
}
