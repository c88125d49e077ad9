internal import InsetlabScene
internal import InsetlabWorkspace

/// JSON text appended as UTF-8 bytes, for the reports that print every view of every variant.
/// `String` appends (a uniqueness check, a capacity check and a UTF-8 validation per piece) and
/// a `String` per number were most of `run --format json`'s report; bytes into one reused buffer
/// are not. Each function writes exactly what `JSONValue.write` writes for the same value, and
/// each appends its piece to the array once (a number's digits are assembled on the stack
/// first), since every `Array.append` checks the buffer's uniqueness and capacity.
enum JSONBytes {
    static func append(_ literal: StaticString, to bytes: inout [UInt8]) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// 64 spaces: 32 levels of indentation in one append.
    private static let spaces: StaticString = "                                                                "

    static func appendIndentation(_ level: Int, to bytes: inout [UInt8]) {
        var remaining = 2 * max(0, level)
        spaces.withUTF8Buffer { spaces in
            while remaining > 0 {
                let count = min(remaining, spaces.count)
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: spaces[..<count]))
                remaining -= count
            }
        }
    }

    /// `JSONValue.writeString`: quoted, with quote, backslash and control characters escaped.
    static func appendString(_ value: String, to bytes: inout [UInt8]) {
        // `withUTF8` reads a native string's bytes in place (no copy, no per-byte index calls).
        var value = value
        let plain = value.withUTF8 { utf8 in
            for byte in utf8 where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                return false
            }
            bytes.append(UInt8(ascii: "\""))
            bytes.append(contentsOf: utf8)
            bytes.append(UInt8(ascii: "\""))
            return true
        }
        guard plain else {
            // Rare (a message with a quote): the one escaping routine, through a capture.
            let output = ReportOutput.capture()
            JSONValue.writeString(value, to: output)
            bytes.append(contentsOf: output.text.utf8)
            return
        }
    }

    /// `value` as a JSON string, or `null`.
    static func appendString(_ value: String?, to bytes: inout [UInt8]) {
        if let value { appendString(value, to: &bytes) } else { append("null", to: &bytes) }
    }

    static func appendBool(_ value: Bool, to bytes: inout [UInt8]) {
        append(value ? "true" : "false", to: &bytes)
    }

    /// Below this magnitude a double's spacing is far finer than 0.001, so `value` rounded to
    /// thousandths is an exact integer count of thousandths, and Swift's shortest description
    /// of it is that count's decimal digits with the trailing zeros dropped.
    private static let digitLimit = 1e9

    /// `JSONValue.format` (`formatNumber`, or `null` for NaN and infinities), digit by digit.
    static func appendNumber(_ value: Double, to bytes: inout [UInt8]) {
        guard value.isFinite else {
            append("null", to: &bytes)
            return
        }
        guard abs(value) < digitLimit else {
            var text = ""
            InsetlabScene.appendNumber(value, to: &text)
            bytes.append(contentsOf: text.utf8)
            return
        }
        // `roundedForReports`: thousandths, half away from zero; `-0` folds to `0`.
        let thousandths = Int64((value * 1000).rounded())
        let magnitude = thousandths.magnitude
        var whole = magnitude / 1000
        var fraction = magnitude % 1000
        // At most "-999999999.999": 14 bytes, written back to front into 16 on the stack.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16) { digits in
            var start = 16
            if fraction != 0 {
                var trailing = true
                for _ in 0..<3 {
                    let digit = UInt8(fraction % 10)
                    fraction /= 10
                    if trailing, digit == 0 { continue }
                    trailing = false
                    start -= 1
                    digits[start] = UInt8(ascii: "0") + digit
                }
                start -= 1
                digits[start] = UInt8(ascii: ".")
            }
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(whole % 10)
                whole /= 10
            } while whole > 0
            if thousandths < 0 {
                start -= 1
                digits[start] = UInt8(ascii: "-")
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }
}
