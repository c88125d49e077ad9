internal import InsetlabScene
internal import InsetlabWorkspace

/// JSON text appended as UTF-8 bytes, for the reports that print every view of every variant.
/// `String` appends (a uniqueness check, a capacity check and a UTF-8 validation per piece) and
/// a `String` per number were most of `run --format json`'s report; bytes into one reused buffer
/// are not. Each function writes exactly what `JSONValue.write` writes for the same value.
enum JSONBytes {
    static func append(_ literal: StaticString, to bytes: inout [UInt8]) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    static func appendIndentation(_ level: Int, to bytes: inout [UInt8]) {
        for _ in 0..<max(0, level) {
            bytes.append(UInt8(ascii: " "))
            bytes.append(UInt8(ascii: " "))
        }
    }

    /// `JSONValue.writeString`: quoted, with quote, backslash and control characters escaped.
    static func appendString(_ value: String, to bytes: inout [UInt8]) {
        var plain = true
        for byte in value.utf8 where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
            plain = false
            break
        }
        guard plain else {
            // Rare (a message with a quote): the one escaping routine, through a capture.
            let output = ReportOutput.capture()
            JSONValue.writeString(value, to: output)
            bytes.append(contentsOf: output.text.utf8)
            return
        }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: value.utf8)
        bytes.append(UInt8(ascii: "\""))
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
        if thousandths < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = thousandths.magnitude
        appendDigits(magnitude / 1000, to: &bytes)
        var fraction = magnitude % 1000
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        var divisor: UInt64 = 100
        while fraction != 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(fraction / divisor))
            fraction %= divisor
            divisor /= 10
        }
    }

    /// `[a, b, c]` as `JSONValue.numbers(values)` writes it.
    static func appendNumbers(_ values: [Double], to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 {
                bytes.append(UInt8(ascii: ","))
                bytes.append(UInt8(ascii: " "))
            }
            appendNumber(value, to: &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    private static func appendDigits(_ value: UInt64, to bytes: inout [UInt8]) {
        let start = bytes.count
        var rest = value
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        bytes[start...].reverse()
    }
}
