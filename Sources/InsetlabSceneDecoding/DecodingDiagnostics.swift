import InsetlabYAML
import InsetlabScene

/// Every error found while decoding one file. Decoders report and carry on with the next
/// sibling, so a file with ten mistakes shows ten errors at once (XcodeGen's validation pass).
final class DecodingDiagnostics {
    let file: String
    private(set) var errors: [Diagnostic] = []

    init(file: String) {
        self.file = file
    }

    var isEmpty: Bool { errors.isEmpty }

    /// "Did you mean" over every id of the file, for as long as its budget lasts.
    let idSuggestions = NearestName.Budget()

    func error(_ message: String, at mark: Mark?, keyPath: String?, notes: [String] = []) {
        errors.append(.error(message, file: file, at: mark, keyPath: keyPath, notes: notes))
    }

    /// In source order; errors at the same position keep the order they were found in.
    func sortedByPosition() -> [Diagnostic] {
        errors.enumerated()
            .sorted { lhs, rhs in
                let left = lhs.element.mark ?? Mark(line: 0, column: 0)
                let right = rhs.element.mark ?? Mark(line: 0, column: 0)
                return left == right ? lhs.offset < rhs.offset : left < right
            }
            .map(\.element)
    }
}

extension YAMLNode {
    /// How a message names what it found where something else was expected: `a mapping`,
    /// `a list`, `null`, `'yes'` (a plain scalar), `a string ("64")` (a quoted one).
    var foundDescription: String {
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
    var quotedText: String { "'\(Self.shortened(scalar ?? ""))'" }

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
func alternatives(_ names: [String], conjunction: String = "or") -> String {
    switch names.count {
    case 0: return ""
    case 1: return names[0]
    default: return names.dropLast().joined(separator: ", ") + " \(conjunction) " + names[names.count - 1]
    }
}
