/// Escaping for text that goes into an XML or HTML document: the SVG pictures, the HTML report
/// and the JUnit report.
///
/// Scene names, ids, file paths and warning messages come from users' files: everything is
/// escaped, and characters XML 1.0 cannot carry at all (most C0 controls, which a YAML
/// double-quoted string can hold as `"\x01"`) become U+FFFD, so the document always parses.
public enum XMLText {
    /// Text content: `&`, `<`, `>` escaped.
    public static func text(_ value: String) -> String {
        escape(value, quotes: false)
    }

    /// An attribute value (written between double quotes): quotes escaped too.
    public static func attribute(_ value: String) -> String {
        escape(value, quotes: true)
    }

    private static func escape(_ value: String, quotes: Bool) -> String {
        // Fast path: most labels need nothing.
        if !value.unicodeScalars.contains(where: { needsWork($0, quotes: quotes) }) { return value }
        var result = ""
        result.reserveCapacity(value.utf8.count + 16)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quotes: result += "&quot;"
            case "'" where quotes: result += "&#39;"
            // Tabs and newlines in an attribute would be normalised to spaces by a parser.
            case "\t" where quotes: result += "&#9;"
            case "\n" where quotes: result += "&#10;"
            case "\r": result += "&#13;"
            default:
                result.unicodeScalars.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return result
    }

    private static func needsWork(_ scalar: Unicode.Scalar, quotes: Bool) -> Bool {
        switch scalar {
        case "&", "<", ">", "\r": true
        case "\"", "'", "\t", "\n": quotes
        default: !isAllowed(scalar)
        }
    }

    /// XML 1.0 `Char`: tab, newline, carriage return, and everything from U+0020 except the
    /// surrogates (which a Swift scalar never is) and U+FFFE/U+FFFF.
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: true
        case 0x20...0xFFFD: true
        case 0x10000...0x10FFFF: true
        default: false
        }
    }
}
