import InsetlabScene
import InsetlabSceneDecoding

/// A JSON value whose objects keep their keys in the order they were written, for the generated
/// scene schema: the committed `Schemas/scene.schema.json` is this value's `text`, so the order
/// of keys and the layout of the file are part of what a drift test compares.
///
/// Literals build it directly, so a schema reads like the JSON it produces:
/// `["type": "integer", "minimum": 0]`.
public indirect enum SchemaJSON: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([SchemaJSON])
    case object([Member])

    public struct Member: Sendable, Hashable {
        public var key: String
        public var value: SchemaJSON

        public init(_ key: String, _ value: SchemaJSON) {
            self.key = key
            self.value = value
        }
    }

    /// The member named `key` of an object.
    public subscript(key: String) -> SchemaJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The members of an object, in order (empty for anything else).
    public var members: [Member] {
        if case .object(let members) = self { return members }
        return []
    }

    /// The items of an array (empty for anything else).
    public var items: [SchemaJSON] {
        if case .array(let items) = self { return items }
        return []
    }

    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// This object with `other`'s members appended (a member of the same name is replaced in place).
    func merging(_ other: SchemaJSON) -> SchemaJSON {
        guard case .object(var members) = self else { return self }
        for member in other.members {
            if let index = members.firstIndex(where: { $0.key == member.key }) {
                members[index] = member
            } else {
                members.append(member)
            }
        }
        return .object(members)
    }

    /// This object without the members named `keys`.
    func removing(_ keys: Set<String>) -> SchemaJSON {
        guard case .object(let members) = self else { return self }
        return .object(members.filter { !keys.contains($0.key) })
    }
}

extension SchemaJSON: ExpressibleByDictionaryLiteral, ExpressibleByArrayLiteral, ExpressibleByStringLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByNilLiteral
{
    public init(dictionaryLiteral elements: (String, SchemaJSON)...) {
        self = .object(elements.map { Member($0.0, $0.1) })
    }

    public init(arrayLiteral elements: SchemaJSON...) { self = .array(elements) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(nilLiteral: ()) { self = .null }

    /// `[a, b, c]` as strings.
    static func strings(_ values: [String]) -> SchemaJSON { .array(values.map(SchemaJSON.string)) }

    /// `[0, 0, 0, 0]`.
    static func numbers(_ values: [Double]) -> SchemaJSON { .array(values.map(SchemaJSON.number)) }
}

// MARK: - Text

extension SchemaJSON {
    /// The value as JSON text, 2-space indented, ending in a newline: objects one member per
    /// line, arrays of scalars on one line when they fit in 100 columns.
    public var text: String {
        var output = ""
        write(to: &output, level: 0)
        output += "\n"
        return output
    }

    /// The value on one line (`{"x": 0, "y": 0}`): also valid YAML flow syntax.
    public var compactText: String {
        switch self {
        case .array(let items): "[" + items.map(\.compactText).joined(separator: ", ") + "]"
        case .object(let members):
            "{" + members.map { Self.quoted($0.key) + ": " + $0.value.compactText }.joined(separator: ", ") + "}"
        default: scalarText
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    private var scalarText: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(let value): Self.format(value)
        case .string(let value): Self.quoted(value)
        case .array, .object: compactText
        }
    }

    private func write(to output: inout String, level: Int) {
        let indent = String(repeating: "  ", count: level + 1)
        switch self {
        case .array(let items) where items.isEmpty:
            output += "[]"
        case .array(let items):
            let inline = compactText
            if items.allSatisfy(\.isScalar), inline.count + level * 2 <= 100 {
                output += inline
                return
            }
            output += "[\n"
            for (position, item) in items.enumerated() {
                output += indent
                item.write(to: &output, level: level + 1)
                output += position == items.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: level) + "]"
        case .object(let members) where members.isEmpty:
            output += "{}"
        case .object(let members):
            output += "{\n"
            for (position, member) in members.enumerated() {
                output += indent + Self.quoted(member.key) + ": "
                member.value.write(to: &output, level: level + 1)
                output += position == members.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: level) + "}"
        default:
            output += scalarText
        }
    }

    /// Whole numbers without a fraction (`44`, not `44.0`); others as Swift prints them.
    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// A JSON string literal. Non-ASCII text (`×`, `–`) stays as UTF-8; only what JSON
    /// requires is escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
