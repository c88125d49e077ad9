/// A position in UTF-8 input that counts lines and columns the way libyaml's marks do, for the
/// places where libyaml gives no mark: reader errors report a byte offset.
///
/// libyaml (0.2.5, scanner.c `SKIP`/`SKIP_LINE`) ends a line at `\r\n`, `\r`, `\n`, NEL (U+0085),
/// LS (U+2028) and PS (U+2029), counts columns in characters, and starts counting after a
/// UTF-8 byte order mark.
struct SourceCursor {
    let input: UnsafeBufferPointer<UInt8>
    private(set) var offset: Int
    private(set) var line = 1
    private(set) var column = 1

    init(_ input: UnsafeBufferPointer<UInt8>) {
        self.input = input
        offset = input.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    var mark: Mark { Mark(line: line, column: column) }
    var isAtEnd: Bool { offset >= input.count }
    /// The byte under the cursor; only valid when not at the end.
    var byte: UInt8 { input[offset] }

    /// Length in bytes of the line break at the cursor, or 0 if there is none.
    var lineBreakLength: Int {
        guard offset < input.count else { return 0 }
        switch input[offset] {
        case 0x0A: return 1
        case 0x0D: return offset + 1 < input.count && input[offset + 1] == 0x0A ? 2 : 1
        case 0xC2: return byte(at: offset + 1) == 0x85 ? 2 : 0
        case 0xE2:
            let isLineOrParagraphSeparator =
                byte(at: offset + 1) == 0x80 && (byte(at: offset + 2) == 0xA8 || byte(at: offset + 2) == 0xA9)
            return isLineOrParagraphSeparator ? 3 : 0
        default: return 0
        }
    }

    /// Moves past one line break, or else one byte. A column is counted at the first byte of
    /// each character, so the column is right whenever the cursor sits on a character start.
    mutating func advance() {
        let breakLength = lineBreakLength
        if breakLength > 0 {
            offset += breakLength
            line += 1
            column = 1
        } else {
            offset += 1
            if offset < input.count, !Self.isContinuation(input[offset]) { column += 1 }
        }
    }

    /// Moves forward to byte `target` (or the end) and returns the mark there.
    mutating func mark(ofByte target: Int) -> Mark {
        while offset < min(target, input.count) {
            advance()
        }
        return mark
    }

    /// The first NEL, LS or PS, as an error at its mark (before it libyaml and editors count lines
    /// alike; after it libyaml counts one more). Most files are ASCII: 8 bytes at a time first.
    static func unicodeLineBreak(in input: UnsafeBufferPointer<UInt8>, file: String) -> DiagnosticError? {
        let raw = UnsafeRawBufferPointer(input)
        let start = stride(from: 0, to: raw.count - 7, by: 8).first { raw.loadUnaligned(fromByteOffset: $0, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 } ?? raw.count / 8 * 8
        guard input[start...].contains(where: { $0 == 0xC2 || $0 == 0xE2 }) else { return nil }
        var cursor = SourceCursor(input)
        while !cursor.isAtEnd {
            if cursor.lineBreakLength > 1, cursor.byte != 0x0D {
                let code = cursor.byte == 0xC2 ? "0085" : cursor.input[cursor.offset + 2] == 0xA8 ? "2028" : "2029"
                return DiagnosticError(.error(
                    "U+\(code) is a line break to libyaml (YAML 1.1) but not to editors or YAML 1.2, so every later line would be misnumbered; delete it, or write \"\\u\(code)\" in a double-quoted string",
                    file: file, at: cursor.mark))
            }
            cursor.advance()
        }
        return nil
    }

    private func byte(at index: Int) -> UInt8? {
        index < input.count ? input[index] : nil
    }

    private static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }
}
