import InsetlabYAML
import InsetlabScene

/// Rects, insets, sizes and points in either notation of SCENE-FORMAT "Notation": a list in
/// UIKit's order (`[x, y, width, height]`, `[top, left, bottom, right]`) or a mapping with
/// named fields. Insets may leave fields out (missing = 0); the other shapes need all of them.
extension ValueReader {
    /// The four named numbers of a shape, in list order.
    package enum Shape {
        case rect, insets, size, point

        private static let rectFields = ["x", "y", "width", "height"]
        private static let insetsFields = ["top", "left", "bottom", "right"]
        private static let sizeFields = ["width", "height"]
        private static let pointFields = ["x", "y"]

        package var fields: [String] {
            switch self {
            case .rect: Self.rectFields
            case .insets: Self.insetsFields
            case .size: Self.sizeFields
            case .point: Self.pointFields
            }
        }

        package var name: String {
            switch self {
            case .rect: "a rect"
            case .insets: "insets"
            case .size: "a size"
            case .point: "a point"
            }
        }

        /// `a rect: [x, y, width, height] or {x, y, width, height}`.
        var expectation: String {
            let list = fields.joined(separator: ", ")
            return "\(name): [\(list)] or {\(list)}"
        }

        /// Fields a mapping may leave out.
        package var fieldsAreOptional: Bool { self == .insets }

        /// Fields that can never be negative whatever the property (a rect's size).
        package func isSize(field: String) -> Bool {
            self != .insets && (field == "width" || field == "height")
        }

        /// `isSize(field: fields[position])`, without comparing strings.
        func isSize(position: Int) -> Bool {
            switch self {
            case .rect: position >= 2
            case .size: true
            case .insets, .point: false
            }
        }
    }

    /// Reads a shape's numbers in list order. `sign` applies to every field; a rect's or a
    /// size's width and height are never negative.
    func numbers(_ node: YAMLNode, _ shape: Shape, _ sign: Sign = .any, keyPath: @autoclosure () -> String) -> [Double]? {
        let fields = shape.fields
        func fieldSign(_ field: String) -> Sign {
            sign == .any && shape.isSize(field: field) ? .nonNegative : sign
        }
        switch node.kind {
        case .sequence:
            if let values = listNumbers(node, shape, sign) {
                return Array([values.0, values.1, values.2, values.3].prefix(fields.count))
            }
            let items = node.items
            guard items.count == fields.count else {
                diagnostics.error(
                    "expected \(shape.name) of \(fields.count) numbers [\(fields.joined(separator: ", "))],"
                        + " found \(items.count) \(items.count == 1 ? "item" : "items")",
                    at: node.mark, keyPath: keyPath()
                )
                return nil
            }
            var values: [Double] = []
            var failed = false
            for (field, item) in zip(fields, items) {
                if let value = number(item, fieldSign(field), keyPath: keyPath() + "." + field) {
                    values.append(value)
                } else {
                    failed = true
                }
            }
            return failed ? nil : values
        case .mapping:
            var found: [String: Double] = [:]
            var misspelt: Set<String> = []
            var failed = false
            for (key, value) in node.entries {
                let name = key.scalar ?? ""
                guard fields.contains(name) else {
                    if let nearest = unknownKey(key, in: shape.name, validKeys: fields, keyPath: keyPath()) {
                        misspelt.insert(nearest)
                    }
                    failed = true
                    continue
                }
                if let number = number(value, fieldSign(name), keyPath: keyPath() + "." + name) {
                    found[name] = number
                } else {
                    failed = true
                }
            }
            if !shape.fieldsAreOptional {
                let missing = fields.filter { found[$0] == nil && node[$0] == nil && !misspelt.contains($0) }
                if !missing.isEmpty {
                    let names = alternatives(missing.map { "'\($0)'" }, conjunction: "and")
                    diagnostics.error(
                        "\(shape.name) needs \(names) (\(shape.expectation))", at: node.mark, keyPath: keyPath()
                    )
                    failed = true
                }
            }
            return failed ? nil : fields.map { found[$0] ?? 0 }
        case .scalar:
            expected(shape.expectation, found: node, keyPath: keyPath())
            return nil
        }
    }

    /// The fast path of `numbers`, taken by every well-formed list (`[0, 64, 375, 44]`): no
    /// arrays, no closures, no per-field key paths. `nil` sends the caller down the path that
    /// explains what is wrong. Unused trailing values are 0.
    private func listNumbers(_ node: YAMLNode, _ shape: Shape, _ sign: Sign) -> (Double, Double, Double, Double)? {
        let count = shape.fields.count
        guard node.kind == .sequence, node.count == count else { return nil }
        var values = (0.0, 0.0, 0.0, 0.0)
        for position in 0..<count {
            let fieldSign = sign == .any && shape.isSize(position: position) ? .nonNegative : sign
            guard case .finite(let value) = ScalarNumber(node.item(at: position)), fieldSign.admits(value),
                Self.isInRange(value)
            else {
                return nil
            }
            switch position {
            case 0: values.0 = value
            case 1: values.1 = value
            case 2: values.2 = value
            default: values.3 = value
            }
        }
        return values
    }

    func rect(_ node: YAMLNode, keyPath: @autoclosure () -> String) -> Rect? {
        if let v = listNumbers(node, .rect, .any) { return Rect(x: v.0, y: v.1, width: v.2, height: v.3) }
        return numbers(node, .rect, keyPath: keyPath()).map { Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) }
    }

    func insets(_ node: YAMLNode, _ sign: Sign = .any, keyPath: @autoclosure () -> String) -> Insets? {
        if let v = listNumbers(node, .insets, sign) { return Insets(top: v.0, left: v.1, bottom: v.2, right: v.3) }
        return numbers(node, .insets, sign, keyPath: keyPath()).map {
            Insets(top: $0[0], left: $0[1], bottom: $0[2], right: $0[3])
        }
    }

    func size(_ node: YAMLNode, _ sign: Sign = .nonNegative, keyPath: @autoclosure () -> String) -> Size? {
        numbers(node, .size, sign, keyPath: keyPath()).map { Size(width: $0[0], height: $0[1]) }
    }

    func point(_ node: YAMLNode, keyPath: @autoclosure () -> String) -> Point? {
        numbers(node, .point, keyPath: keyPath()).map { Point(x: $0[0], y: $0[1]) }
    }
}

extension ValueReader {
    /// `all`, `none`, or a list of `top`, `left`, `bottom`, `right` (`[]` = none).
    func rectEdges(_ node: YAMLNode, keyPath: @autoclosure () -> String) -> RectEdges? {
        let edges: [(String, RectEdges)] = [("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right)]
        let expectation = "all, none or a list of top, left, bottom, right"
        switch node.kind {
        case .scalar:
            switch node.isNull ? nil : node.scalar {
            case "all": return .all
            case "none": return RectEdges.none
            case let text?:
                expected(expectation, found: node, keyPath: keyPath(),
                                hint: NearestName.suggestion(for: text, among: ["all", "none"] + edges.map(\.0)))
            case nil:
                expected(expectation, found: node, keyPath: keyPath())
            }
            return nil
        case .sequence:
            var result: RectEdges = []
            var failed = false
            for item in node.items {
                guard let text = item.kind == .scalar ? item.scalar : nil, let edge = edges.first(where: { $0.0 == text }) else {
                    let hint = item.scalar.map { NearestName.suggestion(for: $0, among: edges.map(\.0)) } ?? ""
                    expected("top, left, bottom or right", found: item, keyPath: keyPath(), hint: hint)
                    failed = true
                    continue
                }
                if result.contains(edge.1) {
                    diagnostics.error("'\(text)' is listed twice in edgesForExtendedLayout", at: item.mark, keyPath: keyPath())
                    failed = true
                }
                result.insert(edge.1)
            }
            return failed ? nil : result
        case .mapping:
            expected(expectation, found: node, keyPath: keyPath())
            return nil
        }
    }
}
