import InsetlabYAML
import InsetlabScene

/// Reads one typed value from a node. A reader never throws: a bad value is reported (at the
/// value's mark, with its key path and what was expected and found) and the reader returns
/// `nil`, so the caller keeps the default and moves on to the next key.
///
/// Only plain scalars are numbers, booleans or null (YAML 1.2 core schema): `"64"` is a
/// string, and YAML 1.1's `yes`/`no`/`on`/`off` are not booleans.
package struct ValueReader {
    let diagnostics: DecodingDiagnostics

    /// Reports `expected <what>, found <node>`.
    func expected(_ what: String, found node: YAMLNode, keyPath: @autoclosure () -> String, hint: String = "") {
        diagnostics.error("expected \(what), found \(node.foundDescription)\(hint)", at: node.mark, keyPath: keyPath())
    }

    // MARK: Numbers

    package enum Sign: Sendable {
        case any, nonNegative, positive

        var article: String {
            switch self {
            case .any: "a number"
            case .nonNegative: "a non-negative number"
            case .positive: "a positive number"
            }
        }

        func admits(_ value: Double) -> Bool {
            switch self {
            case .any: true
            case .nonNegative: value >= 0
            case .positive: value > 0
            }
        }
    }

    /// The largest magnitude a number in a scene may have, in points: no screen, inset or
    /// content size comes near it (the largest iPad is 1,366 pt tall), and below it every sum
    /// and product the engine forms stays far from overflow and prints as a plain number.
    /// Larger values are refused where they are written (README "Scene files", SCENE-FORMAT
    /// "Notation").
    package static let largestMagnitude = 1_000_000.0

    /// Whether `value` is within `±largestMagnitude`.
    static func isInRange(_ value: Double) -> Bool { abs(value) <= largestMagnitude }

    func number(_ node: YAMLNode, _ sign: Sign = .any, keyPath: @autoclosure () -> String) -> Double? {
        switch ScalarNumber(node) {
        case .finite(let value):
            guard sign.admits(value) else {
                expected(sign.article, found: node, keyPath: keyPath())
                return nil
            }
            guard Self.isInRange(value) else {
                diagnostics.error(
                    "expected a number from -1000000 to 1000000 points, found \(node.scalar ?? "")",
                    at: node.mark, keyPath: keyPath()
                )
                return nil
            }
            return value
        case .ambiguous(let value):
            expected(sign.article, found: node, keyPath: keyPath(), hint: "; did you mean \(formatNumber(value))? (YAML readers disagree on it: write numbers in plain decimal)")
            return nil
        case .nonFinite:
            diagnostics.error(
                "expected \(sign.article), found the non-finite value \(node.quotedText)",
                at: node.mark, keyPath: keyPath()
            )
            return nil
        case .notANumber:
            expected(sign.article, found: node, keyPath: keyPath())
            return nil
        }
    }

    /// A whole number in plain decimal digits (`3`; not `3.0`, `+3`, `03` or `0x3`: `DecimalIntegers`).
    func integer(_ node: YAMLNode, minimum: Int = 0, keyPath: @autoclosure () -> String) -> Int? {
        let what = minimum == 0 ? "a non-negative whole number" : "a whole number ≥ \(minimum)"
        guard let value = ScalarNumber(node).value else {
            expected(what, found: node, keyPath: keyPath())
            return nil
        }
        guard value == value.rounded(), abs(value) < 1e15, Int(value) >= minimum else {
            // `9223372036854775807` is a whole number, just not one a scene can mean.
            let bound = value == value.rounded() && value >= 1e15 ? " below 10^15" : ""
            expected(what + bound, found: node, keyPath: keyPath())
            return nil
        }
        guard DecimalIntegers.isPlainDecimal(node) else {
            expected(what, found: node, keyPath: keyPath(), hint: DecimalIntegers.hint(Int(value), node))
            return nil
        }
        return Int(value)
    }

    // MARK: Booleans, strings, choices

    func bool(_ node: YAMLNode, keyPath: @autoclosure () -> String) -> Bool? {
        if let text = node.plainScalarText, let value = Self.boolean(text) { return value }
        expected("true or false", found: node, keyPath: keyPath())
        return nil
    }

    /// YAML 1.2's core-schema booleans, as a plain scalar spells them.
    static func boolean(_ text: String) -> Bool? {
        switch text {
        case "true", "True", "TRUE": true
        case "false", "False", "FALSE": false
        default: nil
        }
    }

    /// Any non-null scalar, quoted or not (`name: 42` is the text "42").
    func string(_ node: YAMLNode, what: String = "a string", keyPath: @autoclosure () -> String) -> String? {
        // `scalar` is nil for collections; null is ruled out only for texts that can spell it.
        guard let text = node.scalar, !(Self.maySpellNull(text) && node.isNull) else {
            expected(what, found: node, keyPath: keyPath())
            return nil
        }
        return text
    }

    /// A string that YAML 1.2 does not type otherwise: a plain `true` or `42` is a boolean or a
    /// number there (and in the schema), so it is an error with the quoting that makes it text.
    /// For names a program reads back (ids, `ib`, a prompt), where `name: 42` stays lenient.
    func text(_ node: YAMLNode, what: String, keyPath: @autoclosure () -> String) -> String? {
        guard let text = string(node, what: what, keyPath: keyPath()) else { return nil }
        if Self.isTypedPlainScalar(node, text) {
            expected(what, found: node, keyPath: keyPath(), hint: "; quote it (\"\(text)\") to mean the text")
            return nil
        }
        return text
    }

    /// A plain scalar YAML 1.2 reads as a boolean or a number (`true`, `42`, `.inf`), not text.
    static func isTypedPlainScalar(_ node: YAMLNode, _ text: String) -> Bool {
        guard node.isPlainScalar else { return false }
        if boolean(text) != nil { return true }
        if case .notANumber = ScalarNumber.parse(text) { return false }
        return true
    }

    private static func maySpellNull(_ text: String) -> Bool {
        guard let first = text.utf8.first else { return true }
        return first == UInt8(ascii: "~") || first == UInt8(ascii: "n") || first == UInt8(ascii: "N")
    }

    /// One of an enum's raw values, with "did you mean" for a near miss.
    func choice<Value: RawRepresentable & CaseIterable>(
        _ node: YAMLNode, as type: Value.Type, keyPath: @autoclosure () -> String
    ) -> Value? where Value.RawValue == String {
        // The names only for a message: a value found costs no array of them.
        var names: [String] { Value.allCases.map(\.rawValue) }
        if node.kind == .scalar, !node.isNull, let text = node.scalar {
            if let value = Value(rawValue: text) { return value }
            let names = names
            expected(
                alternatives(names), found: node, keyPath: keyPath(),
                hint: NearestName.suggestion(for: text, among: names)
            )
            return nil
        }
        expected(alternatives(names), found: node, keyPath: keyPath())
        return nil
    }

    // MARK: Collections

    /// The items of a list; `what` names them (`views` → "expected a list of views").
    func list(_ node: YAMLNode, of what: String, keyPath: @autoclosure () -> String) -> [YAMLNode]? {
        guard node.kind == .sequence else {
            expected("a list of \(what)", found: node, keyPath: keyPath())
            return nil
        }
        return node.items
    }

    /// The entries of a mapping; `what` names the value (`a view`, `a pin`).
    func mapping(
        _ node: YAMLNode, what: String, keyPath: @autoclosure () -> String
    ) -> [(key: YAMLNode, value: YAMLNode)]? {
        guard node.kind == .mapping else {
            expected(what, found: node, keyPath: keyPath())
            return nil
        }
        return node.entries
    }
}

/// What a scalar says as a number under the YAML 1.2 core schema.
enum ScalarNumber {
    case finite(Double)
    /// A number YAML readers read differently (`010` is 8 to YAML 1.1, 10 to 1.2; `0x10`,
    /// `0o10` are strings to some): refused, naming the value insetlab would have read.
    case ambiguous(Double)
    /// `.inf`, `-.inf`, `.nan`, or a literal too large for a double (`1e999`).
    case nonFinite
    case notANumber

    init(_ node: YAMLNode) {
        guard let text = node.plainScalarText else { self = .notANumber; return }
        // `!!null 5` and `!!bool 5` are not numbers, nor is `!!int 1.5` an integer.
        switch node.tag {
        case nil, "tag:yaml.org,2002:float": self = Self.parse(text)
        case "tag:yaml.org,2002:int":
            let spelled = text.hasPrefix("0x") || text.hasPrefix("0o") || text.utf8.allSatisfy { ($0 >= 48 && $0 <= 57) || $0 == 43 || $0 == 45 }
            self = spelled ? Self.parse(text) : .notANumber
        default: self = .notANumber
        }
    }

    /// The value of a finite or ambiguous number (for the hint that names it).
    var value: Double? {
        switch self { case .finite(let value), .ambiguous(let value): value; case .nonFinite, .notANumber: nil }
    }

    static func parse(_ text: String) -> ScalarNumber {
        // Fast path for the common case, plain decimal integers (`64`, `-10`).
        if let (value, leadingZero) = smallInteger(text) { return leadingZero ? .ambiguous(Double(value)) : .finite(Double(value)) }
        if text.utf8.contains(UInt8(ascii: ".")) {
            switch text {
            case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF", ".nan", ".NaN", ".NAN":
                return .nonFinite
            default:
                break
            }
        }
        if text.hasPrefix("0x") || text.hasPrefix("0o") {
            let radix = text.hasPrefix("0x") ? 16 : 8
            guard let value = Int(text.dropFirst(2), radix: radix) else { return .notANumber }
            return .ambiguous(Double(value))
        }
        guard isDecimal(text), let value = Double(text) else { return .notANumber }
        guard value.isFinite else { return .nonFinite }
        // A long integer past the fast path (`0000000000000010`) is as ambiguous as `010`.
        let digits = text.utf8.drop { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") }
        return digits.count > 1 && digits.first == UInt8(ascii: "0") && digits.allSatisfy(isDigit) ? .ambiguous(value) : .finite(value)
    }

    /// `[-+]?[0-9]{1,15}` read straight from the UTF-8 bytes (exact as a `Double`); `nil` for
    /// anything else, which the general path reads.
    private static func smallInteger(_ text: String) -> (value: Int, leadingZero: Bool)? {
        let parsed = text.utf8.withContiguousStorageIfAvailable { bytes -> (Int, Bool)? in
            var position = 0
            var negative = false
            if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
                negative = first == UInt8(ascii: "-")
                position = 1
            }
            let digits = bytes.count - position
            guard digits > 0, digits <= 15 else { return nil }
            // `010`: 8 to YAML 1.1, 10 to 1.2 (`ScalarNumber.ambiguous`).
            let leadingZero = digits > 1 && bytes[position] == UInt8(ascii: "0")
            var value = 0
            while position < bytes.count {
                let digit = bytes[position] &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                value = value * 10 + Int(digit)
                position += 1
            }
            return (negative ? -value : value, leadingZero)
        }
        return parsed ?? nil
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?` — the core schema's int and float,
    /// checked by hand because `Double("inf")` and `Double("0x1p3")` would also succeed.
    private static func isDecimal(_ text: String) -> Bool {
        var bytes = text.utf8[...]
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            bytes = bytes.dropFirst()
        }
        let integerDigits = bytes.prefix { isDigit($0) }.count
        bytes = bytes.dropFirst(integerDigits)
        var fractionDigits = 0
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            fractionDigits = bytes.prefix { isDigit($0) }.count
            bytes = bytes.dropFirst(fractionDigits)
        }
        guard integerDigits + fractionDigits > 0 else { return false }
        if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
                bytes = bytes.dropFirst()
            }
            let exponentDigits = bytes.prefix { isDigit($0) }.count
            guard exponentDigits > 0 else { return false }
            bytes = bytes.dropFirst(exponentDigits)
        }
        return bytes.isEmpty
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
