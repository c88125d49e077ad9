import InsetlabYAML
import InsetlabScene

/// Versions and counts are written as plain decimal integers only. YAML readers disagree on
/// the other spellings of a whole number — `013` is 11 to a YAML 1.1 reader (PyYAML) and 13 to
/// a 1.2 one; `0xd`, `0o15`, `+13` and `13.0` are 13 to some and strings to others — so a scene
/// that another tool reads differently is refused, naming the number insetlab would have read.
enum DecimalIntegers {
    /// `0` or `[1-9][0-9]*`, unquoted, with no tag but `!!int` (`!!float 13` is no whole number).
    static func isPlainDecimal(_ node: YAMLNode) -> Bool {
        guard node.tag == nil || node.tag == "tag:yaml.org,2002:int", let text = node.scalar, let first = text.utf8.first else { return false }
        guard text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return false }
        return first != UInt8(ascii: "0") || text.utf8.count == 1
    }

    /// The hint for a whole number written another way: `; did you mean 13? (…)`.
    static func hint(_ value: Int, _ node: YAMLNode) -> String {
        node.tag.map { _ in "; write it without its tag, as \(value)" } ?? "; did you mean \(value)? (write whole numbers in plain decimal digits)"
    }
}
