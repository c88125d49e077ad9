import InsetlabYAML
import InsetlabConstraintNotation
import InsetlabScene

/// `pin` beyond v1 (SCENE-FORMAT "Auto Layout (v2)"): each entry becomes one constraint whose
/// first item is the view itself.
///
/// - edges (`top`, `bottom`, `leading`, `trailing`): `ANCHOR` or `{to: ANCHOR, inset: N}`;
///   the inset goes INTO the view's side: `bottom: {to: buttons.top, inset: 8}` is
///   `self.bottom == buttons.top - 8`, `top: {to: header.bottom, inset: 8}` is `+ 8`;
/// - `centerX` / `centerY`: `ANCHOR` or `{to: ANCHOR, offset: N}`;
/// - `width` / `height`: a number, or `{to: ANCHOR, multiplier: m, constant: c}` (or
///   `{constant: c}` alone);
/// - `aspectRatio`: width / height, a number or `{value: r}`.
/// Every mapping may add `relation: "==" | "<=" | ">="` and `priority: 1...1000`. ANCHOR is
/// `superview`, `safeArea`, `margins`, `readableContent`, `topLayoutGuide`,
/// `bottomLayoutGuide`, `ID`, `ID.attribute`, or `ID.safeArea` (…); without an attribute, the
/// entry's own is used (the legacy guides give their line: topLayoutGuide.bottom,
/// bottomLayoutGuide.top).
extension SceneTreeDecoder {
    private static let v2Keys = ["top", "bottom", "leading", "trailing", "centerX", "centerY", "width", "height", "aspectRatio"]

    mutating func decodePinV2(
        _ entries: [(key: YAMLNode, value: YAMLNode)], holder: ViewIndex, marks: inout PropertyMarks, keyPath: SceneKeyPath
    ) {
        let path = keyPath.description
        for (key, value) in entries {
            let name = key.scalar ?? ""
            guard Self.v2Keys.contains(name), let attribute = name == "aspectRatio" ? .width : LayoutAttribute(rawValue: name) else {
                reader.unknownKey(key, in: "pin", validKeys: Self.v2Keys, keyPath: path)
                continue
            }
            marks["pin." + name] = key.mark
            let valuePath = path + "." + name
            var relation = LayoutRelation.equal
            var priority = 1000.0
            var to: YAMLNode?
            var amount = 0.0
            var multiplier = 1.0
            var fixed: Double?
            if value.kind == .mapping {
                let amountKey = attribute.isSize ? "constant" : (name.hasPrefix("center") ? "offset" : "inset")
                var valid = ["to", "relation", "priority", amountKey]
                if attribute.isSize { valid.append("multiplier") }
                if name == "aspectRatio" { valid = ["value", "relation", "priority"] }
                var bad = false
                _ = reader.forEachKnownKey(of: value.entries, in: "pin.\(name)", validKeys: valid, keyPath: valuePath) { entry, keyNode, node in
                    switch entry {
                    case "to": to = node
                    case "relation":
                        if let found = reader.choice(node, as: LayoutRelation.self, keyPath: valuePath + ".relation") { relation = found } else { bad = true }
                    case "priority":
                        if let found = self.priority(node, keyPath: valuePath + ".priority") { priority = found } else { bad = true }
                    case "multiplier":
                        if let found = reader.number(node, keyPath: valuePath + ".multiplier") { multiplier = found } else { bad = true }
                    default:
                        // An aspect ratio is positive, as its scalar form and the schema say.
                        if let found = entry == "value" ? reader.number(node, .positive, keyPath: valuePath + ".value") : reader.number(node, keyPath: valuePath + "." + entry) { amount = found } else { bad = true }
                        if entry == "value" || (entry == "constant" && to == nil) { fixed = amount }
                    }
                    _ = keyNode
                }
                if bad { continue }
                if to == nil, !attribute.isSize {
                    reader.missingKey("to", in: "pin.\(name)", at: value.mark, keyPath: valuePath, hint: " (the anchor to pin to)")
                    continue
                }
                if to != nil { fixed = nil }
                // `height: {}` or `{relation: ">="}` alone says no size: not a silent `== 0`.
                if to == nil, fixed == nil {
                    let needed = name == "aspectRatio" ? "value" : "constant"
                    reader.missingKey(needed, in: "pin.\(name)", at: value.mark, keyPath: valuePath,
                        hint: name == "aspectRatio" ? " (width / height)" : " (the size, or 'to:' and the anchor whose size it follows)")
                    continue
                }
            } else if value.kind == .scalar, !value.isNull, attribute.isSize || name == "aspectRatio" {
                guard let number = reader.number(value, name == "aspectRatio" ? .positive : .nonNegative, keyPath: valuePath) else { continue }
                fixed = number
            } else if value.kind == .scalar, !value.isNull {
                to = value
            } else {
                reader.expected(attribute.isSize ? "a number or {to: ANCHOR, multiplier: m}" : "an anchor or {to: ANCHOR, …}", found: value, keyPath: valuePath)
                continue
            }
            let first = PendingConstraint.Side(item: .resolved(.this), attribute: attribute, mark: key.mark)
            var second: PendingConstraint.Side?
            var constant = 0.0
            if name == "aspectRatio" {
                // width == height × ratio
                second = PendingConstraint.Side(item: .resolved(.this), attribute: .height, mark: key.mark)
                multiplier = fixed ?? 1
            } else if let to {
                guard let side = pinTarget(to, attribute: attribute, keyPath: valuePath) else { continue }
                second = side
                let inward: Double = attribute == .bottom || attribute == .trailing ? -1 : 1
                constant = attribute.isSize || name.hasPrefix("center") ? amount : inward * amount
            } else {
                constant = fixed ?? 0
            }
            let text = "\(name): \(to?.scalar ?? (name == "aspectRatio" ? "ratio \(ConstraintNotation.formatted(multiplier))" : ConstraintNotation.formatted(constant)))"
            guard admitsConstraint(at: key.mark, keyPath: valuePath) else { return }
            pendingConstraints.append(PendingConstraint(
                holder: holder, first: first, relation: relation, second: second, multiplier: multiplier, constant: constant,
                priority: priority, mark: key.mark, text: text, keyPath: valuePath))
        }
    }

    /// `to:` of a pin entry: an item, with the entry's attribute unless one is written.
    private mutating func pinTarget(_ node: YAMLNode, attribute: LayoutAttribute, keyPath: String) -> PendingConstraint.Side? {
        guard let text = reader.string(node, what: "an anchor (superview, safeArea, ID, ID.attribute)", keyPath: keyPath) else { return nil }
        guard let reference = ConstraintNotation.parseReference(text) else {
            reader.diagnostics.error(
                "'\(text)' is not an anchor; write superview, safeArea, margins, readableContent, ID or ID.attribute",
                at: node.mark, keyPath: keyPath)
            return nil
        }
        guard let item = item(reference.item, at: node.mark, keyPath: keyPath) else { return nil }
        var target = attribute
        if let written = reference.attribute {
            target = LayoutAttribute(rawValue: written) ?? attribute
        } else if case .resolved(.guide(let guide)) = item {
            if guide == .topLayoutGuide { target = .bottom }
            if guide == .bottomLayoutGuide { target = .top }
        }
        let side = PendingConstraint.Side(item: item, attribute: target, mark: node.mark)
        recordVersioned(side, keyPath: keyPath)
        return side
    }
}
