/// XML 1.0 escaping for the JUnit report.
enum JUnitXML {
    /// Text content: `&`, `<`, `>` escaped; characters XML 1.0 cannot hold (control characters
    /// other than tab, LF and CR; lone surrogates cannot occur in a Swift string; U+FFFE, U+FFFF)
    /// become U+FFFD, so a stray byte in a message never makes the whole report unreadable.
    static func text(_ value: String) -> String {
        escape(value, inAttribute: false)
    }

    /// An attribute value in double quotes: also `"` and `'`, and tab, LF and CR as character
    /// references (a parser would otherwise normalise them to spaces).
    static func attribute(_ value: String) -> String {
        escape(value, inAttribute: true)
    }

    private static func escape(_ value: String, inAttribute: Bool) -> String {
        guard value.unicodeScalars.contains(where: { needsWork($0, inAttribute: inAttribute) }) else { return value }
        var result = ""
        result.reserveCapacity(value.utf8.count + 16)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where inAttribute: result += "&quot;"
            case "'" where inAttribute: result += "&apos;"
            case "\t" where inAttribute: result += "&#9;"
            case "\n" where inAttribute: result += "&#10;"
            case "\r": result += "&#13;"
            default:
                result.unicodeScalars.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return result
    }

    private static func needsWork(_ scalar: Unicode.Scalar, inAttribute: Bool) -> Bool {
        switch scalar {
        case "&", "<", ">", "\r": true
        case "\"", "'", "\t", "\n": inAttribute
        default: !isAllowed(scalar)
        }
    }

    /// XML 1.0 `Char`: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF].
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
