import InsetlabYAML
import InsetlabScene

/// One `ID.property: value` line of an `expect` block.
extension ExpectationDecoder {
    mutating func expectation(_ key: YAMLNode, _ value: YAMLNode, keyPath: String) -> Expectation? {
        let text = key.scalar ?? ""
        guard let dot = text.firstIndex(of: "."), dot != text.startIndex else {
            let hint = NearestName.suggestion(for: text, among: ["when", "warnings"])
            reader.diagnostics.error(
                "expected 'ID.property' (such as 'table.contentInset'), 'when' or 'warnings' in expect,"
                    + " found '\(text)'\(hint)",
                at: key.mark, keyPath: keyPath
            )
            return nil
        }
        let id = String(text[..<dot])
        let propertyName = String(text[text.index(after: dot)...])
        guard let (subject, allowed) = subject(id, key: key, keyPath: keyPath),
            let property = property(propertyName, of: subject, allowed: allowed, key: key, keyPath: keyPath),
            let expected = expectedValue(value, property: property, keyPath: keyPath + "." + text)
        else { return nil }
        return Expectation(subject: subject, property: property, value: expected, mark: key.mark)
    }

    /// A bar by kind, or an id of a view or controller, with the properties it answers.
    private mutating func subject(
        _ id: String, key: YAMLNode, keyPath: String
    ) -> (ExpectationSubject, [ExpectedProperty])? {
        if let bar = BarKind(rawValue: id) { return (.bar(bar), [.frame]) }
        switch ids[id]?.owner {
        case .view?:
            return (.view(id), ExpectedProperty.viewProperties)
        case .controller?:
            // A controller also answers every view property, about its root view.
            return (.controller(id), ExpectedProperty.controllerProperties + ExpectedProperty.viewProperties)
        case nil:
            let hint = reader.diagnostics.idSuggestions.suggestion(for: id, among: ids.declared + BarKind.allCases.map(\.rawValue))
            reader.diagnostics.error("unknown id '\(id)' in expect\(hint)", at: key.mark, keyPath: keyPath)
            return nil
        }
    }

    private func property(
        _ name: String, of subject: ExpectationSubject, allowed: [ExpectedProperty], key: YAMLNode, keyPath: String
    ) -> ExpectedProperty? {
        if let property = ExpectedProperty(expectable: name), allowed.contains(property) { return property }
        let message: String
        switch subject {
        case .bar(let bar):
            message = "a bar answers only 'frame' in expect (\(bar.rawValue).frame); found '\(name)'"
        case .view(let id) where ExpectedProperty(expectable: name) != nil:
            let kind = ids[id].flatMap { entry -> String? in
                if case .view(let index) = entry.owner { return views[index].kind.rawValue }
                return nil
            } ?? "view"
            message = "'\(name)' is a view-controller property; '\(id)' is a view (\(kind))"
        default:
            // A controller's list is its own properties and its root view's; each named once.
            var seen: Set<String> = []
            let names = allowed.map(\.rawValue).filter { seen.insert($0).inserted }
            message = "unknown property '\(name)' of '\(subject)' in expect\(NearestName.suggestion(for: name, among: names))"
                + " (properties: \(alternatives(names)))"
        }
        reader.diagnostics.error(message, at: key.mark, keyPath: keyPath)
        return nil
    }

    /// The value's shape follows the property (`ExpectedProperty.arity`); `null` says the
    /// property does not apply (`adjustedContentInset` before iOS 11).
    private func expectedValue(_ node: YAMLNode, property: ExpectedProperty, keyPath: String) -> ExpectedValue? {
        if node.isNull { return .null }
        let shape: ValueReader.Shape
        switch property {
        case .topLayoutGuide, .bottomLayoutGuide:
            return reader.number(node, keyPath: keyPath).map(ExpectedValue.number)
        case .frame, .windowFrame, .viewFrame: shape = .rect
        case .safeAreaInsets, .layoutMargins, .contentInset, .adjustedContentInset: shape = .insets
        case .contentSize: shape = .size
        case .contentOffset: shape = .point
        default: return nil  // `property` decoded only expectable names
        }
        return reader.numbers(node, shape, keyPath: keyPath).map(ExpectedValue.numbers)
    }
}
