public import InsetlabYAML

/// How decoding messages show what a file holds: a node as found (`a mapping`, `'yes'`), and
/// names joined for a sentence. Beside `NearestName`, the other half of a message's wording.
extension YAMLNode {
    /// How a message names what it found where something else was expected: `a mapping`,
    /// `a list`, `null`, `'yes'` (a plain scalar), `a string ("64")` (a quoted one).
    package var foundDescription: String {
        switch kind {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar:
            if isNull { return "null" }
            let text = Self.shortened(scalar ?? "")
            let tagged = tag.map { " tagged \(CoreSchemaTags.shown($0))" } ?? ""
            return isPlainScalar ? "'\(text)'\(tagged)" : "a string (\"\(text)\")"
        }
    }

    /// The text of a scalar for a message, without the "a string" wording: `'landscpe'`.
    package var quotedText: String { "'\(Self.shortened(scalar ?? ""))'" }

    private static func shortened(_ text: String) -> String {
        let limit = 40
        let oneLine = text.replacingNewlines()
        return oneLine.count <= limit ? oneLine : String(oneLine.prefix(limit)) + "…"
    }
}

extension String {
    fileprivate func replacingNewlines() -> String {
        guard contains(where: \.isNewline) else { return self }
        return String(map { $0.isNewline ? " " : $0 })
    }
}

/// Joins names for a message: `a`, `a or b`, `a, b or c`.
package func alternatives(_ names: [String], conjunction: String = "or") -> String {
    switch names.count {
    case 0: return ""
    case 1: return names[0]
    default: return names.dropLast().joined(separator: ", ") + " \(conjunction) " + names[names.count - 1]
    }
}
