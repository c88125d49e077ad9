@testable import InsetlabReporters
import InsetlabScene
import InsetlabWorkspace
import Testing

/// `JSONBytes` writes numbers digit by digit; `formatNumber` (through `JSONValue.format`) is the
/// definition of what a report prints, so the two must agree on every double, including the
/// ones at the edges of the digit path (thousandths that round up, `-0`, a billion).
@Suite struct JSONBytesTests {
    static let edges: [Double] = [
        0, -0.0, 0.0004, -0.0004, 0.0005, -0.0005, 0.001, 0.1, 0.25, 0.3 + 0.0000000001, 1, -1, 1.5, -1.5,
        20, 44, 64, 97.667, 97.66666666, 53.6665, 53.6675, 0.9995, 999.9996, -999.9996, 2.675, 1.005,
        123_456.789, 999_999_999.999, 999_999_999.9996, 1e9, -1e9, 1e9 + 0.5, 1e12, 1e15, -1e15, 1e16,
        1e300, -1.2345678901234567e300, .greatestFiniteMagnitude, .leastNonzeroMagnitude,
        .nan, .infinity, -.infinity,
    ]

    static func bytes(_ value: Double) -> String {
        var bytes = ByteBuffer()
        JSONBytes.appendNumber(value, to: &bytes)
        return bytes.text
    }

    @Test func edgeNumbersMatchFormatNumber() {
        for value in Self.edges {
            #expect(Self.bytes(value) == JSONValue.format(value), "\(value)")
        }
    }

    @Test func manyNumbersMatchFormatNumber() {
        // Seeded (a linear congruential generator): thousands of points at every scale a layout
        // has, from hairlines to a huge content size.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        for _ in 0..<50_000 {
            let scale = [1.0, 10, 1000, 1e6, 1e9, 1e12][Int(next() * 6)]
            let value = (next() - 0.5) * 2 * scale
            #expect(Self.bytes(value) == JSONValue.format(value), "\(value)")
            let third = (value * 3).rounded() / 3
            #expect(Self.bytes(third) == JSONValue.format(third), "\(third)")
        }
    }

    /// Every string, even one whose each byte escapes to six (`\u001f`), fits the room its span
    /// made for it (`JSONSpan.maximumBytes`), or the span's precondition stops the test.
    @Test func stringsMatchWriteString() {
        for text in ["", "plain", "nav.view.table", "quote \" and \\ back", "tab\tnew\nline", "\u{01}", "ü · 𝄞", String(repeating: "\u{1F}", count: 300)] {
            var bytes = ByteBuffer()
            JSONBytes.appendString(text, to: &bytes)
            #expect(bytes.text == JSONValue.string(text).serialized())
        }
    }
}
