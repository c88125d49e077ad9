public import InsetlabScene
public import InsetlabWorkspace

/// A JSON value whose objects keep their keys in the order they were written. The reports are
/// hand-serialised so that key order, number format and indentation are part of the contract,
/// not whatever a JSON library's dictionary happens to produce.
public enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    public static func numbers(_ values: [Double]) -> JSONValue { .array(values.map(JSONValue.number)) }

    public static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
    public static func optional(_ value: Bool?) -> JSONValue { value.map(JSONValue.bool) ?? .null }
    public static func optional(_ value: Rect?) -> JSONValue { value.map { .numbers($0.components) } ?? .null }
    public static func optional(_ value: Insets?) -> JSONValue { value.map { .numbers($0.components) } ?? .null }
    public static func optional(_ value: Size?) -> JSONValue { value.map { .numbers($0.components) } ?? .null }
    public static func optional(_ value: Point?) -> JSONValue { value.map { .numbers($0.components) } ?? .null }

    /// The whole value as text, starting at indentation level `indent` (for tests and small values).
    public func serialized(indent: Int = 0) -> String {
        let output = ReportOutput.capture()
        write(to: output, level: indent)
        return output.text
    }

    /// Writes the value, 2-space indented from `level`. Arrays of scalars (a frame, insets) stay
    /// on one line; objects and arrays holding objects get one line per element.
    public func write(to output: ReportOutput, level: Int) {
        switch self {
        case .null: output.write("null")
        case .bool(let value): output.write(value ? "true" : "false")
        case .number(let value): output.write(Self.format(value))
        case .string(let value): Self.writeString(value, to: output)
        case .array(let items):
            if items.isEmpty {
                output.write("[]")
            } else if items.allSatisfy(\.isScalar) {
                output.write("[")
                for (i, item) in items.enumerated() {
                    if i > 0 { output.write(", ") }
                    item.write(to: output, level: level)
                }
                output.write("]")
            } else {
                output.write("[\n")
                for (i, item) in items.enumerated() {
                    output.write(Self.indentation(level + 1))
                    item.write(to: output, level: level + 1)
                    output.write(i == items.count - 1 ? "\n" : ",\n")
                }
                output.write(Self.indentation(level) + "]")
            }
        case .object(let pairs):
            if pairs.isEmpty {
                output.write("{}")
                return
            }
            output.write("{\n")
            for (i, pair) in pairs.enumerated() {
                output.write(Self.indentation(level + 1))
                Self.writeString(pair.key, to: output)
                output.write(": ")
                pair.value.write(to: output, level: level + 1)
                output.write(i == pairs.count - 1 ? "\n" : ",\n")
            }
            output.write(Self.indentation(level) + "}")
        }
    }

    /// `write(to:level:)` into a string: one view of a big report, built whole and written at
    /// once, costs far fewer calls on the output than piece by piece.
    func append(to text: inout String, level: Int) {
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .number(let value): Self.appendNumber(value, to: &text)
        case .string(let value): Self.appendString(value, to: &text)
        case .array(let items):
            if items.isEmpty {
                text += "[]"
            } else if items.allSatisfy(\.isScalar) {
                text += "["
                for (i, item) in items.enumerated() {
                    if i > 0 { text += ", " }
                    item.append(to: &text, level: level)
                }
                text += "]"
            } else {
                text += "[\n"
                for (i, item) in items.enumerated() {
                    text += Self.indentation(level + 1)
                    item.append(to: &text, level: level + 1)
                    text += i == items.count - 1 ? "\n" : ",\n"
                }
                text += Self.indentation(level) + "]"
            }
        case .object(let pairs):
            if pairs.isEmpty {
                text += "{}"
                return
            }
            text += "{\n"
            for (i, pair) in pairs.enumerated() {
                text += Self.indentation(level + 1)
                Self.appendString(pair.key, to: &text)
                text += ": "
                pair.value.append(to: &text, level: level + 1)
                text += i == pairs.count - 1 ? "\n" : ",\n"
            }
            text += Self.indentation(level) + "}"
        }
    }

    private static func appendNumber(_ value: Double, to text: inout String) {
        if value.isFinite {
            InsetlabScene.appendNumber(value, to: &text)
        } else {
            text += "null"
        }
    }

    /// `writeString` into a string.
    private static func appendString(_ value: String, to text: inout String) {
        if !value.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            text += "\""
            text += value
            text += "\""
            return
        }
        let output = ReportOutput.capture()
        writeString(value, to: output)
        text += output.text
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    /// `formatNumber` (3 decimals, no `-0`, integers bare); JSON has no NaN or infinity, so
    /// those become `null`.
    static func format(_ value: Double) -> String {
        value.isFinite ? formatNumber(value) : "null"
    }

    /// Indentation strings made once: a 100,000-view report asks for one per line.
    private static let indentations = (0..<32).map { String(repeating: "  ", count: $0) }

    static func indentation(_ level: Int) -> String {
        level < indentations.count ? indentations[level] : String(repeating: "  ", count: level)
    }

    /// RFC 8259 string: quote, backslash and control characters escaped; everything else as UTF-8.
    static func writeString(_ value: String, to output: ReportOutput) {
        output.write("\"")
        // Ids, paths and type names never need escaping: write them whole.
        if !value.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            output.write(value)
            output.write("\"")
            return
        }
        var plainStart = value.unicodeScalars.startIndex
        var index = plainStart
        let scalars = value.unicodeScalars
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let escape: String? =
                switch scalar {
                case "\"": "\\\""
                case "\\": "\\\\"
                case "\n": "\\n"
                case "\r": "\\r"
                case "\t": "\\t"
                case "\u{08}": "\\b"
                case "\u{0C}": "\\f"
                default: scalar.value < 0x20 ? "\\u" + hex4(scalar.value) : nil
                }
            if let escape {
                output.write(String(scalars[plainStart..<index]))
                output.write(escape)
                plainStart = scalars.index(after: index)
            }
            index = scalars.index(after: index)
        }
        output.write(String(scalars[plainStart..<scalars.endIndex]))
        output.write("\"")
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }
}
