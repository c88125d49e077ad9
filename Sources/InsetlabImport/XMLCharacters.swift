/// The character classes of XML 1.0 (fifth edition) that `XMLScanner` checks, over UTF-8 bytes.
enum XMLCharacters {
    static let lessThan: UInt8 = 0x3C  // <
    static let greaterThan: UInt8 = 0x3E  // >
    static let ampersand: UInt8 = 0x26  // &
    static let slash: UInt8 = 0x2F  // /
    static let question: UInt8 = 0x3F  // ?
    static let exclamation: UInt8 = 0x21  // !
    static let equals: UInt8 = 0x3D  // =
    static let quote: UInt8 = 0x22  // "
    static let apostrophe: UInt8 = 0x27  // '
    static let hyphen: UInt8 = 0x2D  // -
    static let closingBracket: UInt8 = 0x5D  // ]
    static let semicolon: UInt8 = 0x3B  // ;
    static let hash: UInt8 = 0x23  // #
    static let space: UInt8 = 0x20
    static let tab: UInt8 = 0x09
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D

    /// S (§2.3): space, tab, CR, LF.
    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || byte == lineFeed || byte == carriageReturn || byte == tab
    }

    /// An ASCII NameStartChar: letters, `_`, `:`.
    @inline(__always)
    static func isASCIINameStart(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return (lower >= 0x61 && lower <= 0x7A) || byte == 0x5F || byte == 0x3A
    }

    /// An ASCII NameChar: a NameStartChar, a digit, `-` or `.`.
    @inline(__always)
    static func isASCIINameCharacter(_ byte: UInt8) -> Bool {
        isASCIINameStart(byte) || (byte >= 0x30 && byte <= 0x39) || byte == hyphen || byte == 0x2E
    }

    /// NameStartChar (§2.3) beyond ASCII. The fifth edition's ranges: they admit every letter
    /// of any script (and unassigned code points), where older editions listed the letters of
    /// Unicode 2.0.
    static func isNameStart(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x3A, 0x41...0x5A, 0x5F, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D,
            0x37F...0x1FFF, 0x200C...0x200D, 0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF, 0xF900...0xFDCF,
            0xFDF0...0xFFFD, 0x10000...0xEFFFF:
            true
        default:
            false
        }
    }

    /// NameChar (§2.3): a NameStartChar, `-`, `.`, a digit, U+00B7 and the combining ranges.
    static func isNameCharacter(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x2D, 0x2E, 0x30...0x39, 0xB7, 0x300...0x36F, 0x203F...0x2040: true
        default: isNameStart(scalar)
        }
    }

    /// Char (§2.2): tab, LF, CR, and every scalar from U+0020 but U+FFFE and U+FFFF
    /// (surrogates are no scalars).
    static func isCharacter(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// The scalar whose UTF-8 encoding starts at `index` (a byte from 0x80) and its length in
    /// bytes; `nil` when the bytes there are not UTF-8 (Unicode's table 3-7: no overlong forms,
    /// no surrogates, nothing above U+10FFFF, no sequence cut short).
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (scalar: UInt32, length: Int)? {
        let lead = bytes[index]
        let available = bytes.count - index
        switch lead {
        case 0xC2...0xDF:
            guard available >= 2, bytes[index + 1] & 0xC0 == 0x80 else { return nil }
            return (UInt32(lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F), 2)
        case 0xE0...0xEF:
            guard available >= 3 else { return nil }
            let second = bytes[index + 1]
            let low: UInt8 = lead == 0xE0 ? 0xA0 : 0x80
            let high: UInt8 = lead == 0xED ? 0x9F : 0xBF
            guard second >= low, second <= high, bytes[index + 2] & 0xC0 == 0x80 else { return nil }
            return (UInt32(lead & 0x0F) << 12 | UInt32(second & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F), 3)
        case 0xF0...0xF4:
            guard available >= 4 else { return nil }
            let second = bytes[index + 1]
            let low: UInt8 = lead == 0xF0 ? 0x90 : 0x80
            let high: UInt8 = lead == 0xF4 ? 0x8F : 0xBF
            guard second >= low, second <= high, bytes[index + 2] & 0xC0 == 0x80, bytes[index + 3] & 0xC0 == 0x80 else {
                return nil
            }
            let value = UInt32(lead & 0x07) << 18 | UInt32(second & 0x3F) << 12 | UInt32(bytes[index + 2] & 0x3F) << 6
            return (value | UInt32(bytes[index + 3] & 0x3F), 4)
        default:
            return nil
        }
    }

    /// Appends `scalar` (a valid one) to `buffer` in UTF-8.
    static func appendUTF8(_ scalar: UInt32, to buffer: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            buffer.append(UInt8(scalar))
        case 0x80..<0x800:
            buffer.append(UInt8(0xC0 | scalar >> 6))
            buffer.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            buffer.append(UInt8(0xE0 | scalar >> 12))
            buffer.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            buffer.append(UInt8(0x80 | scalar & 0x3F))
        default:
            buffer.append(UInt8(0xF0 | scalar >> 18))
            buffer.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            buffer.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            buffer.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    /// `U+00E9`, for messages.
    static func spelled(_ scalar: UInt32) -> String {
        let hex = String(scalar, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
