import InsetlabYAML

/// A pin to an anchor that UIKit added in some iOS version (`safeArea` in 11, `margins` in 9),
/// checked against every variant once the matrix is known.
struct VersionedAnchorUse {
    var anchor: Anchor
    var mark: Mark
    var keyPath: String
}

/// `pin:` (SCENE-FORMAT "Views"): edges to anchors, sizes, and exactly two constraints per axis.
extension SceneTreeDecoder {
    private static let edgeKeys = ["top", "bottom", "leading", "trailing"]
    private static let pinKeys = ["top", "bottom", "leading", "trailing", "width", "height"]
    private static let axes: [(name: String, keys: [String])] = [
        ("horizontal", ["leading", "trailing", "width"]),
        ("vertical", ["top", "bottom", "height"]),
    ]

    /// Auto Layout speaks of leading and trailing; centring is not part of `pin`.
    private static let pinKeyHints: [String: String] = [
        "left": "pin uses Auto Layout's 'leading' for the left edge",
        "right": "pin uses Auto Layout's 'trailing' for the right edge",
        "centerX": "centring is not modelled; pin takes top, bottom, leading, trailing, width and height",
        "centerY": "centring is not modelled; pin takes top, bottom, leading, trailing, width and height",
    ]

    /// Every `PinConstraint` keeps the mark of the key it came from (`top:`; for the shorthand,
    /// `pin:` itself), so a warning about a constraint points at the line that wrote it.
    mutating func decodePin(_ node: YAMLNode, keyMark: Mark, marks: inout PropertyMarks, keyPath: SceneKeyPath) -> PinSpec? {
        let path = keyPath.description
        if node.kind == .scalar, !node.isNull {
            return pinShorthand(node, keyMark: keyMark, keyPath: path)
        }
        guard node.kind == .mapping else {
            reader.expected("a pin mapping (top, bottom, leading, trailing, width, height) or an anchor name", found: node, keyPath: path)
            return nil
        }
        var pin = PinSpec()
        var written: Set<String> = []
        for (key, value) in node.entries {
            let name = key.scalar ?? ""
            guard Self.pinKeys.contains(name) else {
                if let hint = Self.pinKeyHints[name] {
                    reader.diagnostics.error("unknown key '\(name)' in pin; \(hint)", at: key.mark, keyPath: path)
                } else {
                    reader.unknownKey(key, in: "pin", validKeys: Self.pinKeys, keyPath: path)
                }
                continue
            }
            written.insert(name)
            marks["pin." + name] = key.mark
            let valuePath = path + "." + name
            switch name {
            case "width": pin.width = reader.number(value, .nonNegative, keyPath: valuePath)
            case "height": pin.height = reader.number(value, .nonNegative, keyPath: valuePath)
            default:
                let constraint = pinConstraint(value, edge: name, keyMark: key.mark, keyPath: valuePath)
                switch name {
                case "top": pin.top = constraint
                case "bottom": pin.bottom = constraint
                case "leading": pin.leading = constraint
                default: pin.trailing = constraint
                }
            }
        }
        // Counted by what was written, so a bad value is not also "under-constrained".
        var complete = true
        for axis in Self.axes {
            let present = axis.keys.filter(written.contains)
            guard present.count != 2 else { continue }
            complete = false
            let options = axis.keys.joined(separator: ", ")
            if present.count < 2 {
                let found = present.isEmpty ? "none" : "only \(present[0])"
                reader.diagnostics.error(
                    "under-constrained: the \(axis.name) axis needs two of \(options); found \(found)",
                    at: node.mark, keyPath: path
                )
            } else {
                reader.diagnostics.error(
                    "over-constrained: the \(axis.name) axis needs exactly two of \(options); found all three",
                    at: node.mark, keyPath: path
                )
            }
        }
        return complete ? pin : nil
    }

    /// `pin: safeArea` — all four edges to one anchor at inset 0.
    private mutating func pinShorthand(_ node: YAMLNode, keyMark: Mark, keyPath: String) -> PinSpec? {
        guard let anchor = reader.choice(node, as: Anchor.self, keyPath: keyPath) else { return nil }
        if anchor == .topLayoutGuide || anchor == .bottomLayoutGuide {
            reader.diagnostics.error(
                "\(anchor.rawValue) cannot hold all four edges; write a pin mapping (e.g. top: \(anchor.rawValue))",
                at: node.mark, keyPath: keyPath
            )
            return nil
        }
        recordVersionedAnchor(anchor, at: node.mark, keyPath: keyPath)
        return .all(anchor, mark: keyMark)
    }

    /// An anchor name, or `{to: ANCHOR, inset: N}` (inset: distance into the superview, 0 if omitted).
    private mutating func pinConstraint(_ node: YAMLNode, edge: String, keyMark: Mark, keyPath: String) -> PinConstraint? {
        var anchorNode = node
        var inset = 0.0
        switch node.kind {
        case .scalar where !node.isNull:
            break
        case .mapping:
            var to: YAMLNode?
            var insetOK = true
            let misspelt = reader.forEachKnownKey(of: node.entries, in: "pin.\(edge)", validKeys: ["to", "inset"], keyPath: keyPath) {
                key, _, value in
                if key == "to" {
                    to = value
                } else if let value = reader.number(value, keyPath: keyPath + ".inset") {
                    inset = value
                } else {
                    insetOK = false
                }
            }
            guard let to else {
                if misspelt.contains("to") { return nil }
                reader.missingKey("to", in: "pin.\(edge)", at: node.mark, keyPath: keyPath, hint: " (the anchor to pin to)")
                return nil
            }
            guard insetOK else { return nil }
            anchorNode = to
        default:
            reader.expected("an anchor name or {to: ANCHOR, inset: N}", found: node, keyPath: keyPath)
            return nil
        }
        guard let anchor = reader.choice(anchorNode, as: Anchor.self, keyPath: keyPath) else { return nil }
        // A layout guide is a bar's far edge: it has only the one edge a view pins to.
        let guideEdge: [Anchor: String] = [.topLayoutGuide: "top", .bottomLayoutGuide: "bottom"]
        if let onlyEdge = guideEdge[anchor], onlyEdge != edge {
            let ownGuide = edge == "top" ? ["topLayoutGuide"] : edge == "bottom" ? ["bottomLayoutGuide"] : []
            reader.diagnostics.error(
                "\(anchor.rawValue) has no \(edge) edge to pin to; pin '\(edge)' to"
                    + " \(alternatives(["superview", "safeArea", "margins"] + ownGuide))",
                at: anchorNode.mark, keyPath: keyPath
            )
            return nil
        }
        recordVersionedAnchor(anchor, at: anchorNode.mark, keyPath: keyPath)
        return PinConstraint(anchor: anchor, inset: inset, mark: keyMark)
    }

    private mutating func recordVersionedAnchor(_ anchor: Anchor, at mark: Mark, keyPath: String) {
        guard anchor == .safeArea || anchor == .margins else { return }
        versionedAnchors.append(VersionedAnchorUse(anchor: anchor, mark: mark, keyPath: keyPath))
    }
}

/// Anchors that do not exist on every iOS a scene runs: `safeArea` (iOS 11) and `margins`
/// (`layoutMarginsGuide`, iOS 9). One error per use, naming the first variant that lacks it.
enum VersionedAnchorCheck {
    static func check(_ uses: [VersionedAnchorUse], variants: [VariantKey], diagnostics: DecodingDiagnostics) {
        let firstBefore11 = variants.first { $0.ios < 11 }
        let firstBefore9 = variants.first { $0.ios < 9 }
        for use in uses {
            switch use.anchor {
            case .safeArea:
                guard let variant = firstBefore11 else { continue }
                diagnostics.error(
                    "safeArea does not exist before iOS 11 (iOS \(variant.ios) in this variant: \(variant));"
                        + " pin to topLayoutGuide/bottomLayoutGuide",
                    at: use.mark, keyPath: use.keyPath
                )
            case .margins:
                guard let variant = firstBefore9 else { continue }
                diagnostics.error(
                    "margins (layoutMarginsGuide) does not exist before iOS 9 (iOS \(variant.ios) in this variant:"
                        + " \(variant)); pin to superview or to topLayoutGuide/bottomLayoutGuide",
                    at: use.mark, keyPath: use.keyPath
                )
            default:
                continue
            }
        }
    }
}
