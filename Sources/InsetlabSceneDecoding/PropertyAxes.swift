import InsetlabYAML
import InsetlabScene

/// A `matrix:` key that names a property (`nav.navigationBar.isTranslucent: [true, false]`), as
/// read before the tree: its items are decoded once the ids are known.
struct RawPropertyAxis {
    var key: YAMLNode
    var name: String
    var items: [YAMLNode]
}

/// A matrix axis over one property of one controller or view, its values decoded.
struct PropertyAxis {
    enum Target {
        case controller(ControllerIndex)
        case view(ViewIndex)
    }

    /// The matrix key: `nav.navigationBar.isTranslucent`.
    var name: String
    var property: AxisProperty
    var target: Target
    var values: [Value]

    /// One value of the axis, held by a copy of its target with the value read into it.
    struct Value {
        var value: PropertyValue
        var mark: Mark
        var source: Source
    }

    enum Source {
        case controller(ControllerSpec)
        case view(ViewSpec)
    }

    /// Reads `node` as a value of this axis (for `when:`), reporting a bad value.
    func readValue(_ node: YAMLNode, keyPath: String, tree: SceneTreeDecoder) -> PropertyValue? {
        decode(node, keyPath: keyPath, tree: tree)?.value
    }

    /// The value and the target's copy holding it; `nil` after reporting a bad value.
    fileprivate func decode(_ node: YAMLNode, keyPath: String, tree: SceneTreeDecoder) -> (value: PropertyValue, source: Source)? {
        let errors = tree.reader.diagnostics.count
        switch (property.access, target) {
        case (.controller(let access), .controller(let index)):
            var spec = tree.controllers[index]
            access.read(tree, node, &spec, keyPath)
            guard tree.reader.diagnostics.count == errors else { return nil }
            return (access.get(spec), .controller(spec))
        case (.view(let access), .view(let index)):
            var spec = tree.views[index]
            access.read(tree, node, &spec, keyPath)
            guard tree.reader.diagnostics.count == errors else { return nil }
            return (access.get(spec), .view(spec))
        default:
            return nil
        }
    }

    /// Sets this axis's `value` in a variant's arenas, with the mark of the matrix entry.
    func apply(_ value: Value, controllers: inout [ControllerSpec], views: inout [ViewSpec]) {
        switch (property.access, target, value.source) {
        case (.controller(let access), .controller(let index), .controller(let source)):
            access.copy(&controllers[index], source)
            controllers[index].marks[property.markKey] = value.mark
        case (.view(let access), .view(let index), .view(let source)):
            access.copy(&views[index], source)
            views[index].marks[property.markKey] = value.mark
        default:
            break
        }
    }

    /// Every combination of the axes' values, the first axis outermost: index lists into
    /// `axes[i].values`. One empty combination when there are no axes.
    static func combinations(_ axes: [PropertyAxis]) -> [[Int]] {
        var result: [[Int]] = [[]]
        for axis in axes {
            var next: [[Int]] = []
            next.reserveCapacity(result.count * axis.values.count)
            for prefix in result {
                for index in axis.values.indices { next.append(prefix + [index]) }
            }
            result = next
        }
        return result
    }
}

extension SceneTreeDecoder {
    /// Decodes the property axes of `matrix:` against the tree: the id must exist, the property
    /// must be one its type has and a matrix can vary, and every item must be a value the same
    /// key accepts in the tree. Every problem is reported; axes with one drop out.
    func decodePropertyAxes(_ raw: [RawPropertyAxis]) -> [PropertyAxis] {
        raw.compactMap(decodePropertyAxis)
    }

    private func decodePropertyAxis(_ raw: RawPropertyAxis) -> PropertyAxis? {
        let keyPath = "matrix." + raw.name
        func fail(_ message: String) -> PropertyAxis? {
            reader.diagnostics.error("matrix axis '\(raw.name)': \(message)", at: raw.key.mark, keyPath: "matrix")
            return nil
        }
        guard let dot = raw.name.firstIndex(of: "."), dot != raw.name.startIndex, raw.name.index(after: dot) != raw.name.endIndex else {
            return fail("expected ID.property, such as nav.navigationBar.isTranslucent")
        }
        let id = String(raw.name[..<dot])
        let propertyName = String(raw.name[raw.name.index(after: dot)...])
        guard let entry = ids[id] else {
            return fail("unknown id '\(id)'" + reader.diagnostics.idSuggestions.suggestion(for: id, among: ids.declared))
        }
        let target: PropertyAxis.Target
        let typeName: String
        switch entry.owner {
        case .controller(let index):
            target = .controller(index)
            typeName = controllers[index].kind.rawValue
        case .view(let index):
            target = .view(index)
            typeName = views[index].kind.rawValue
        }
        let subject = "'\(id)' (\(typeName))"
        if let reason = AxisProperty.structuralReason(propertyName) { return fail(reason) }
        let takers = AxisProperty.all.filter { takes($0, target) }
        guard let property = takers.first(where: { $0.name == propertyName }) else {
            if let other = AxisProperty.named(propertyName) {
                return fail("'\(propertyName)' applies to \(ownerDescription(other)); \(subject) does not have it")
            }
            let hint = NearestName.suggestion(for: propertyName, among: takers.map(\.name))
            return fail("\(subject) has no property '\(propertyName)' a matrix can vary\(hint)")
        }
        if propertyName == "rows", case .view(let index) = target, views[index].marks["sections"] != nil {
            return fail("'\(id)' lists 'sections'; 'rows: N' is one section of N rows, so vary 'rows' on a table that gives 'rows' (or neither)")
        }

        var axis = PropertyAxis(name: raw.name, property: property, target: target, values: [])
        var firstMark: [String: Mark] = [:]
        let errors = reader.diagnostics.count
        for item in raw.items {
            guard let (value, source) = axis.decode(item, keyPath: keyPath, tree: self) else { continue }
            if case .controller(let index) = target, propertyName == "selectedIndex" {
                let children = controllers[index].children.count
                if case .number(let selected) = value, Int(selected) >= children, children > 0 {
                    reader.diagnostics.error(
                        Self.selectedIndexOutOfRange(Int(selected), owner: typeName, children: children), at: item.mark, keyPath: keyPath)
                    continue
                }
            }
            let identity = value.description
            if let first = firstMark[identity] {
                reader.diagnostics.error(
                    "'\(identity)' is listed twice in \(keyPath)", at: item.mark, keyPath: keyPath, notes: ["first listed at \(first)"])
                continue
            }
            firstMark[identity] = item.mark
            axis.values.append(PropertyAxis.Value(value: value, mark: item.mark, source: source))
        }
        guard reader.diagnostics.count == errors, !axis.values.isEmpty else { return nil }
        return axis
    }

    private func takes(_ property: AxisProperty, _ target: PropertyAxis.Target) -> Bool {
        switch (property.access, target) {
        case (.controller(let access), .controller(let index)): access.takes(controllers[index].kind)
        case (.view(let access), .view(let index)): access.takes(views[index].kind)
        default: false
        }
    }

    /// `UINavigationController`, `scroll views (UIScrollView, …)`, `view controllers`.
    private func ownerDescription(_ property: AxisProperty) -> String {
        switch property.access {
        case .controller(let access):
            let kinds = ControllerKind.allCases.filter(access.takes)
            return kinds.count == ControllerKind.allCases.count
                ? "view controllers" : alternatives(kinds.map(\.rawValue), conjunction: "and")
        case .view(let access):
            let kinds = ViewKind.allCases.filter(access.takes)
            return kinds.count == ViewKind.allCases.count ? "views" : alternatives(kinds.map(\.rawValue), conjunction: "and")
        }
    }
}
