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
            // A bidirectional override or isolate would make the text read differently from its
            // characters (a device name that reorders "iOS 17"): shown as the escape it is.
            case _ where isBidiControl(scalar):
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
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
        default: !isAllowed(scalar) || isBidiControl(scalar)
        }
    }

    /// Bidirectional embeddings, overrides, isolates and marks (U+202A–U+202E, U+2066–U+2069,
    /// U+200E, U+200F, U+061C), as `TerminalText` escapes them.
    private static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
        default: false
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
