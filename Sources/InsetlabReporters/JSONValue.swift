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
    /// on one line; objects and arrays holding objects get one line per element. Each element
    /// of an array or object is handed to the output whole, so a big value never sits in the
    /// output's buffer at once.
    public func write(to output: ReportOutput, level: Int) {
        switch self {
        case .array(let items) where !items.isEmpty && !items.allSatisfy(\.isScalar):
            output.write("[\n")
            for (i, item) in items.enumerated() {
                output.writeBytes { bytes in
                    JSONBytes.appendIndentation(level + 1, to: &bytes)
                    item.append(to: &bytes, level: level + 1)
                    JSONBytes.append(i == items.count - 1 ? "\n" : ",\n", to: &bytes)
                }
            }
            output.write(Self.indentation(level) + "]")
        case .object(let pairs) where !pairs.isEmpty:
            output.write("{\n")
            for (i, pair) in pairs.enumerated() {
                output.writeBytes { bytes in
                    JSONBytes.appendIndentation(level + 1, to: &bytes)
                    JSONBytes.appendString(pair.key, to: &bytes)
                    JSONBytes.append(": ", to: &bytes)
                    pair.value.append(to: &bytes, level: level + 1)
                    JSONBytes.append(i == pairs.count - 1 ? "\n" : ",\n", to: &bytes)
                }
            }
            output.write(Self.indentation(level) + "}")
        default:
            output.writeBytes { append(to: &$0, level: level) }
        }
    }

    /// The text `write(to:level:)` writes, appended to `bytes` as UTF-8.
    func append(to bytes: inout ByteBuffer, level: Int) {
        switch self {
        case .null: JSONBytes.append("null", to: &bytes)
        case .bool(let value): JSONBytes.append(value ? "true" : "false", to: &bytes)
        case .number(let value): JSONBytes.appendNumber(value, to: &bytes)
        case .string(let value): JSONBytes.appendString(value, to: &bytes)
        case .array(let items):
            if items.isEmpty {
                JSONBytes.append("[]", to: &bytes)
            } else if items.allSatisfy(\.isScalar) {
                bytes.append(UInt8(ascii: "["))
                for (i, item) in items.enumerated() {
                    if i > 0 { JSONBytes.append(", ", to: &bytes) }
                    item.append(to: &bytes, level: level)
                }
                bytes.append(UInt8(ascii: "]"))
            } else {
                JSONBytes.append("[\n", to: &bytes)
                for (i, item) in items.enumerated() {
                    JSONBytes.appendIndentation(level + 1, to: &bytes)
                    item.append(to: &bytes, level: level + 1)
                    JSONBytes.append(i == items.count - 1 ? "\n" : ",\n", to: &bytes)
                }
                JSONBytes.appendIndentation(level, to: &bytes)
                bytes.append(UInt8(ascii: "]"))
            }
        case .object(let pairs):
            if pairs.isEmpty {
                JSONBytes.append("{}", to: &bytes)
                return
            }
            JSONBytes.append("{\n", to: &bytes)
            for (i, pair) in pairs.enumerated() {
                JSONBytes.appendIndentation(level + 1, to: &bytes)
                JSONBytes.appendString(pair.key, to: &bytes)
                JSONBytes.append(": ", to: &bytes)
                pair.value.append(to: &bytes, level: level + 1)
                JSONBytes.append(i == pairs.count - 1 ? "\n" : ",\n", to: &bytes)
            }
            JSONBytes.appendIndentation(level, to: &bytes)
            bytes.append(UInt8(ascii: "}"))
        }
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
