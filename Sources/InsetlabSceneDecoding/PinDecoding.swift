import InsetlabYAML
import InsetlabScene

/// Something a scene names that UIKit added after iOS 7 (a pin to `safeArea`, a constraint to
/// `readableContent` or `topMargin`, a `UIStackView`), checked against every variant once the
/// matrix is known.
struct VersionedAnchorUse {
    /// What the scene names, as the message says it, and the iOS that added it.
    var name: String
    var since: Int
    var instead: String
    var mark: Mark
    var keyPath: String

    /// A guide added after iOS 7: what a message calls it, the iOS that added it, and what to
    /// write instead (a switch, not a dictionary: no hashed-key metadata to build at start-up).
    static func added(_ guide: LayoutGuideName) -> (name: String, since: Int, instead: String)? {
        switch guide {
        case .safeArea: ("safeArea", 11, "pin to topLayoutGuide/bottomLayoutGuide")
        case .margins: ("margins (layoutMarginsGuide)", 9, "pin to superview or to topLayoutGuide/bottomLayoutGuide")
        case .readableContent: ("readableContent (readableContentGuide)", 9, "remove it")
        case .contentLayoutGuide: ("contentLayoutGuide", 11, "relate the scroll view's edges to its content instead")
        case .frameLayoutGuide: ("frameLayoutGuide", 11, "relate the scroll view's width, height or centers instead")
        case .topLayoutGuide, .bottomLayoutGuide: nil
        }
    }
}

/// `pin:` (SCENE-FORMAT "Views", and "Auto Layout (v2)"). A pin written in the v1 forms (edges
/// to the superview's anchors, fixed sizes, exactly two per axis) stays a `PinSpec`, solved as
/// before; anything more (other views' anchors, centers, size relations, aspect ratio,
/// `relation`, `priority`) makes the view's constraints for the solver (`Position.constraints`).
///
/// Nothing here builds a string per key unless a message needs it: key paths are autoclosures,
/// the marks' keys are static, and what was written is a bit set.
extension SceneTreeDecoder {
    private static let pinKeys = ["top", "bottom", "leading", "trailing", "width", "height"]
    private static let pinKeysV2 = pinKeys + ["centerX", "centerY", "aspectRatio"]
    /// The `marks` key of each pin key (static: no concatenation per view).
    private static let markKeys: [String: String] = Dictionary(uniqueKeysWithValues: pinKeysV2.map { ($0, "pin." + $0) })
    private static let axes: [(name: String, keys: [String], bits: [UInt8])] = [
        ("horizontal", ["leading", "trailing", "width"], [1 << 2, 1 << 3, 1 << 4]),
        ("vertical", ["top", "bottom", "height"], [1 << 0, 1 << 1, 1 << 5]),
    ]

    /// Auto Layout speaks of leading and trailing.
    private static let pinKeyHints: [String: String] = [
        "left": "pin uses Auto Layout's 'leading' for the left edge",
        "right": "pin uses Auto Layout's 'trailing' for the right edge",
    ]

    /// Whether a pin entry is in the v1 forms (an anchor name or {to: ANCHOR, inset: N} for
    /// an edge, a number for a size).
    private static func isV1(_ name: String, _ value: YAMLNode) -> Bool {
        switch name {
        case "width", "height":
            return value.kind == .scalar && !value.isNull && Double(value.scalar ?? "") != nil
        case "top", "bottom", "leading", "trailing":
            if value.kind == .scalar { return value.scalar.flatMap(Anchor.init(rawValue:)) != nil }
            guard value.kind == .mapping else { return true }  // a bad value: v1 reports it
            return value.entries.allSatisfy { entry in
                switch entry.key.scalar {
                case "to": entry.value.scalar.flatMap(Anchor.init(rawValue:)) != nil
                case "inset": true
                default: false
                }
            }
        default:
            return !pinKeysV2.contains(name)
        }
    }

    /// Every `PinConstraint` keeps the mark of the key it came from (`top:`; for the shorthand,
    /// `pin:` itself), so a warning about a constraint points at the line that wrote it.
    /// `holder` is the view the pin belongs to (`nil` for a child controller's root view, which
    /// takes the v1 forms only).
    mutating func decodePin(
        _ node: YAMLNode, keyMark: Mark, marks: inout PropertyMarks, keyPath: SceneKeyPath, holder: ViewIndex? = nil
    ) -> Position? {
        if node.kind == .scalar, !node.isNull {
            return pinShorthand(node, keyMark: keyMark, keyPath: keyPath.description).map(Position.pin)
        }
        guard node.kind == .mapping else {
            reader.expected("a pin mapping (top, bottom, leading, trailing, width, height) or an anchor name", found: node, keyPath: keyPath.description)
            return nil
        }
        let entries = node.entries
        if let holder, !entries.allSatisfy({ Self.isV1($0.key.scalar ?? "", $0.value) }) {
            decodePinV2(entries, holder: holder, marks: &marks, keyPath: keyPath)
            return .constraints
        }
        var pin = PinSpec()
        var written: UInt8 = 0
        for (key, value) in entries {
            let name = key.scalar ?? ""
            guard let markKey = Self.markKeys[name], let bit = Self.pinKeys.firstIndex(of: name) else {
                if let hint = Self.pinKeyHints[name] {
                    reader.diagnostics.error("unknown key '\(name)' in pin; \(hint)", at: key.mark, keyPath: keyPath.description)
                } else if holder == nil, Self.markKeys[name] != nil {
                    reader.diagnostics.error(
                        "'\(name)' is not available on an embedded controller's root view; pin it with top, bottom, leading, trailing, width and height",
                        at: key.mark, keyPath: keyPath.description)
                } else {
                    reader.unknownKey(key, in: "pin", validKeys: Self.pinKeys, keyPath: keyPath.description)
                }
                continue
            }
            written |= 1 << UInt8(bit)
            marks[markKey] = key.mark
            switch name {
            case "width": pin.width = reader.number(value, .nonNegative, keyPath: keyPath.description + ".width")
            case "height": pin.height = reader.number(value, .nonNegative, keyPath: keyPath.description + ".height")
            default:
                let constraint = pinConstraint(value, edge: name, keyMark: key.mark, keyPath: keyPath.description + "." + name)
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
            let present = zip(axis.keys, axis.bits).filter { written & $0.1 != 0 }.map(\.0)
            guard present.count != 2 else { continue }
            complete = false
            let options = axis.keys.joined(separator: ", ")
            if present.count < 2 {
                let found = present.isEmpty ? "none" : "only \(present[0])"
                reader.diagnostics.error(
                    "under-constrained: the \(axis.name) axis needs two of \(options); found \(found)",
                    at: node.mark, keyPath: keyPath.description
                )
            } else {
                reader.diagnostics.error(
                    "over-constrained: the \(axis.name) axis needs exactly two of \(options); found all three",
                    at: node.mark, keyPath: keyPath.description
                )
            }
        }
        return complete ? .pin(pin) : nil
    }

    /// `pin: safeArea` — all four edges to one anchor at inset 0.
    private mutating func pinShorthand(_ node: YAMLNode, keyMark: Mark, keyPath: @autoclosure () -> String) -> PinSpec? {
        guard let anchor = reader.choice(node, as: Anchor.self, keyPath: keyPath()) else { return nil }
        if anchor == .topLayoutGuide || anchor == .bottomLayoutGuide {
            reader.diagnostics.error(
                "\(anchor.rawValue) cannot hold all four edges; write a pin mapping (e.g. top: \(anchor.rawValue))",
                at: node.mark, keyPath: keyPath()
            )
            return nil
        }
        recordVersionedAnchor(anchor, at: node.mark, keyPath: keyPath())
        return .all(anchor, mark: keyMark)
    }

    /// An anchor name, or `{to: ANCHOR, inset: N}` (inset: distance into the superview, 0 if omitted).
    private mutating func pinConstraint(
        _ node: YAMLNode, edge: String, keyMark: Mark, keyPath: @autoclosure () -> String
    ) -> PinConstraint? {
        var anchorNode = node
        var inset = 0.0
        switch node.kind {
        case .scalar where !node.isNull:
            break
        case .mapping:
            var to: YAMLNode?
            var insetOK = true
            let misspelt = reader.forEachKnownKey(of: node.entries, in: "pin.\(edge)", validKeys: ["to", "inset"], keyPath: keyPath()) {
                key, _, value in
                if key == "to" {
                    to = value
                } else if let value = reader.number(value, keyPath: keyPath() + ".inset") {
                    inset = value
                } else {
                    insetOK = false
                }
            }
            guard let to else {
                if misspelt.contains("to") { return nil }
                reader.missingKey("to", in: "pin.\(edge)", at: node.mark, keyPath: keyPath(), hint: " (the anchor to pin to)")
                return nil
            }
            guard insetOK else { return nil }
            anchorNode = to
        default:
            reader.expected("an anchor name or {to: ANCHOR, inset: N}", found: node, keyPath: keyPath())
            return nil
        }
        guard let anchor = reader.choice(anchorNode, as: Anchor.self, keyPath: keyPath()) else { return nil }
        // A layout guide is a bar's far edge: it has only the one edge a view pins to.
        let guideEdge: String? = anchor == .topLayoutGuide ? "top" : anchor == .bottomLayoutGuide ? "bottom" : nil
        if let onlyEdge = guideEdge, onlyEdge != edge {
            let ownGuide = edge == "top" ? ["topLayoutGuide"] : edge == "bottom" ? ["bottomLayoutGuide"] : []
            reader.diagnostics.error(
                "\(anchor.rawValue) has no \(edge) edge to pin to; pin '\(edge)' to"
                    + " \(alternatives(["superview", "safeArea", "margins"] + ownGuide))",
                at: anchorNode.mark, keyPath: keyPath()
            )
            return nil
        }
        recordVersionedAnchor(anchor, at: anchorNode.mark, keyPath: keyPath())
        return PinConstraint(anchor: anchor, inset: inset, mark: keyMark)
    }

    mutating func recordVersionedAnchor(_ anchor: Anchor, at mark: Mark, keyPath: @autoclosure () -> String) {
        guard let guide = LayoutGuideName(rawValue: anchor.rawValue) else { return }
        recordVersioned(guide: guide, at: mark, keyPath: keyPath())
    }

    mutating func recordVersioned(guide: LayoutGuideName, at mark: Mark, keyPath: @autoclosure () -> String) {
        guard let added = VersionedAnchorUse.added(guide) else { return }
        recordVersioned(added.name, since: added.since, instead: added.instead, at: mark, keyPath: keyPath())
    }

    /// Records a use the scene's oldest variant may lack; with every variant on iOS `since` or
    /// later (most scenes), nothing is built.
    mutating func recordVersioned(
        _ name: @autoclosure () -> String, since: Int, instead: @autoclosure () -> String, at mark: Mark, keyPath: @autoclosure () -> String
    ) {
        guard since > oldestIOS else { return }
        versionedAnchors.append(VersionedAnchorUse(name: name(), since: since, instead: instead(), mark: mark, keyPath: keyPath()))
    }

    /// A constraint's side: its guide, and a margin attribute or firstBaseline (iOS 8).
    mutating func recordVersioned(_ side: PendingConstraint.Side, keyPath: @autoclosure () -> String) {
        switch side.item {
        case .resolved(.guide(let guide)), .resolved(.viewGuide(_, let guide)), .named(_, let guide?):
            recordVersioned(guide: guide, at: side.mark, keyPath: keyPath())
        default: break
        }
        let (edge, isMargin) = side.attribute.withoutMargin
        guard isMargin || side.attribute == .firstBaseline else { return }
        recordVersioned(
            side.attribute.rawValue, since: 8, instead: isMargin ? "use \(edge.rawValue) and the margin as a constant" : "use lastBaseline",
            at: side.mark, keyPath: keyPath())
    }
}

/// What a scene names that does not exist on every iOS it runs (`VersionedAnchorUse`). One
/// error per use, naming the first variant that lacks it.
enum VersionedAnchorCheck {
    static func check(_ uses: [VersionedAnchorUse], variants: [VariantKey], diagnostics: DecodingDiagnostics) {
        guard let oldest = variants.map(\.ios).min(), oldest < 11 else { return }
        for use in uses {
            guard let variant = variants.first(where: { $0.ios < use.since }) else { continue }
            diagnostics.error(
                "\(use.name) does not exist before iOS \(use.since) (iOS \(variant.ios) in this variant: \(variant)); \(use.instead)",
                at: use.mark, keyPath: use.keyPath)
        }
    }
}
