/// Text from a scene (a `name:`, an id, a key, a file name) made safe to print where a person
/// reads it: a terminal, a Markdown page. Control characters — C0 (NUL, ESC, newline, …), DEL
/// and C1 — could move the cursor, recolour or clear the screen, or end a Markdown heading; the
/// bidirectional overrides, embeddings, isolates and marks (U+202A–U+202E, U+2066–U+2069,
/// U+200E, U+200F, U+061C) could make the line read differently from its bytes ("Trojan
/// Source", CVE-2021-42574). Each is written as a visible escape instead: `\n`, `\t`, `\r`,
/// `\x1B` for the rest of C0 and DEL, `\u{202E}` for C1 and the bidi controls.
///
/// HTML, SVG, JUnit and SARIF escape for their own syntax and are left alone; JSON carries the
/// text exactly.
public enum TerminalText {
    /// `text` with every control and bidi character escaped; itself when it has none (no copy).
    public static func escaped(_ text: String) -> String {
        // Printable ASCII (nearly every cell of a report) needs nothing: one pass over bytes.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar.value {
            case 0x0A: result += "\\n"
            case 0x09: result += "\\t"
            case 0x0D: result += "\\r"
            case 0x00...0x1F, 0x7F: result += "\\x" + hex(scalar.value, digits: 2)
            default: result += "\\u{" + hex(scalar.value, digits: 4) + "}"
            }
        }
        return result
    }

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
        default: false
        }
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
