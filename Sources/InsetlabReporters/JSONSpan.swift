internal import InsetlabScene
internal import InsetlabWorkspace

/// JSON written straight into room a `ByteBuffer` has already made (`append(atMost:)`): no
/// capacity check per piece. Whoever opens a span bounds what it writes with the `maximum…`
/// sizes below, so every write is a store or a copy.
///
/// The JSON report writes about 600 bytes per view in some fifty pieces. Checked appends cost
/// about 18 instructions per byte written; a span writes a view with one check.
struct JSONSpan {
    private(set) var position: UnsafeMutablePointer<UInt8>

    init(at start: UnsafeMutablePointer<UInt8>) {
        position = start
    }

    /// The most bytes one number takes: `-999999999.999` on the digit path, and Swift's
    /// shortest description of a double beyond it, at most 24 (`-2.2250738585072014e-308`).
    static let maximumNumberBytes = 32

    /// The most bytes `[a, b, c, d]` (or `null`) takes.
    static let maximumNumberListBytes = 2 + 3 * 2 + 4 * maximumNumberBytes

    /// The most bytes `value` takes as a JSON string (or `null`): each UTF-8 byte at most six
    /// (`\u001f`), and the quotes.
    static func maximumBytes(_ value: String?) -> Int {
        guard let value else { return 4 }
        return 2 + 6 * value.utf8.count
    }

    @inline(__always) mutating func write(_ byte: UInt8) {
        position.initialize(to: byte)
        position += 1
    }

    @inline(__always) mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        position.initialize(from: source, count: bytes.count)
        position += bytes.count
    }

    @inline(__always) mutating func write(_ literal: StaticString) {
        literal.withUTF8Buffer { write($0) }
    }

    /// `JSONValue.writeString`: quoted, with quote, backslash and control characters escaped.
    mutating func writeString(_ value: String) {
        // A native or small string's bytes, read in place (no copy, no per-byte index calls).
        let plain = value.utf8.withContiguousStorageIfAvailable { utf8 in
            for byte in utf8 where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                return false
            }
            write(UInt8(ascii: "\""))
            write(utf8)
            write(UInt8(ascii: "\""))
            return true
        }
        guard plain != true else { return }
        // Rare (a message with a quote, a bridged string): the one escaping routine, through a
        // capture.
        let output = ReportOutput.capture()
        JSONValue.writeString(value, to: output)
        var escaped = output.text
        escaped.withUTF8 { write($0) }
    }

    /// `value` as a JSON string, or `null`.
    mutating func writeString(_ value: String?) {
        if let value { writeString(value) } else { write("null") }
    }

    mutating func writeBool(_ value: Bool) {
        write(value ? "true" : "false")
    }

    /// Below this magnitude a double's spacing is far finer than 0.001, so `value` rounded to
    /// thousandths is an exact integer count of thousandths, and Swift's shortest description
    /// of it is that count's decimal digits with the trailing zeros dropped.
    private static let digitLimit = 1e9

    /// `JSONValue.format` (`formatNumber`, or `null` for NaN and infinities), digit by digit.
    mutating func writeNumber(_ value: Double) {
        guard value.isFinite else {
            write("null")
            return
        }
        guard abs(value) < Self.digitLimit else {
            var text = ""
            InsetlabScene.appendNumber(value, to: &text)
            precondition(text.utf8.count <= Self.maximumNumberBytes, "a number longer than a double's description")
            text.withUTF8 { write($0) }
            return
        }
        // Most numbers in a layout are whole (0, 20, 44, 375): no rounding to thousandths.
        if value.rounded(.towardZero) == value {
            // `-0` is whole and writes `0`.
            let integer = Int64(value)
            writeDecimal(integer.magnitude, fraction: 0, fractionDigits: 0, negative: integer < 0)
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
        writeDecimal(magnitude / 1000, fraction: fraction, fractionDigits: fractionDigits, negative: thousandths < 0)
    }

    /// `-whole.fraction`: the length first, then the digits back to front. At most
    /// "-999999999.999" (14 bytes).
    private mutating func writeDecimal(_ whole: UInt64, fraction: UInt64, fractionDigits: Int, negative: Bool) {
        var wholeDigits = 1
        var rest = whole / 10
        while rest > 0 {
            wholeDigits += 1
            rest /= 10
        }
        if negative { write(UInt8(ascii: "-")) }
        let length = wholeDigits + (fractionDigits > 0 ? fractionDigits + 1 : 0)
        var end = position + length
        position = end
        var fraction = fraction
        if fractionDigits > 0 {
            for _ in 0..<fractionDigits {
                end -= 1
                end.initialize(to: UInt8(ascii: "0") + UInt8(truncatingIfNeeded: fraction % 10))
                fraction /= 10
            }
            end -= 1
            end.initialize(to: UInt8(ascii: "."))
        }
        var whole = whole
        for _ in 0..<wholeDigits {
            end -= 1
            end.initialize(to: UInt8(ascii: "0") + UInt8(truncatingIfNeeded: whole % 10))
            whole /= 10
        }
    }

    /// `[a, b]`.
    mutating func writeNumbers(_ a: Double, _ b: Double) {
        write(UInt8(ascii: "["))
        writeNumber(a)
        write(", ")
        writeNumber(b)
        write(UInt8(ascii: "]"))
    }

    /// `[a, b, c, d]`.
    mutating func writeNumbers(_ a: Double, _ b: Double, _ c: Double, _ d: Double) {
        write(UInt8(ascii: "["))
        writeNumber(a)
        write(", ")
        writeNumber(b)
        write(", ")
        writeNumber(c)
        write(", ")
        writeNumber(d)
        write(UInt8(ascii: "]"))
    }

    /// A frame, insets, a size or a point as its numbers (`JSONValue.numbers`), or `null`.
    mutating func writeNumbers(_ value: (some JSONNumberList)?) {
        if let value { value.write(to: &self) } else { write("null") }
    }
}

/// A rect, insets, a size or a point: a JSON array of its numbers (`JSONValue.numbers`), at most
/// `JSONSpan.maximumNumberListBytes`.
protocol JSONNumberList {
    func write(to span: inout JSONSpan)
}

extension Rect: JSONNumberList {
    func write(to span: inout JSONSpan) {
        span.writeNumbers(x, y, width, height)
    }
}

extension Insets: JSONNumberList {
    func write(to span: inout JSONSpan) {
        span.writeNumbers(top, left, bottom, right)
    }
}

extension Size: JSONNumberList {
    func write(to span: inout JSONSpan) {
        span.writeNumbers(width, height)
    }
}

extension Point: JSONNumberList {
    func write(to span: inout JSONSpan) {
        span.writeNumbers(x, y)
    }
}

extension ByteBuffer {
    /// Opens a span on room for `maximum` bytes and keeps what `body` writes in it.
    mutating func appendSpan(atMost maximum: Int, _ body: (inout JSONSpan) -> Void) {
        append(atMost: maximum) { start in
            var span = JSONSpan(at: start)
            body(&span)
            return span.position - start
        }
    }
}
