import InsetlabScene
import InsetlabSceneDecoding

/// Schemas of the Auto Layout (v2) view keys (SCENE-FORMAT "Auto Layout (v2)").
enum AutoLayoutSchemas {
    static let priority: SchemaJSON = ["type": "number", "minimum": 1, "maximum": 1000]

    /// `value` nil: the default depends on the view's kind (hugging, AL2), so none is given
    /// for an editor to fill in; the text says what it is.
    static func axes(_ what: String, _ value: Double?, byKind: String = "") -> SchemaJSON {
        SceneSchema.closedObject([
            SchemaKey(
                "horizontal", priority, "The \(what) priority on the horizontal axis (1...1000)\(byKind).",
                default: value.map { .number($0) }, example: value == nil ? 250 : nil),
            SchemaKey(
                "vertical", priority, "The \(what) priority on the vertical axis (1...1000)\(byKind).",
                default: value.map { .number($0) }, example: value == nil ? 250 : nil),
        ])
    }

    static func key(_ key: ViewKey) -> SchemaKey {
        let name = key.rawValue
        let stack = StackSpec()
        switch key {
        case .constraints:
            return SchemaKey(
                // Every constraint has its relation (insetlab: "unknown relation '='"); the rest of
                // the grammar, and the ids, are insetlab's to check.
                name, ["type": "array", "items": ["type": "string", "pattern": "==|<=|>="]],
                """
                Constraints in UIKit's debug notation: ITEM.attribute == ITEM.attribute * m + c @priority \
                (or a constant on the right). Items: a view id, superview, safeArea, margins, \
                readableContent, topLayoutGuide, bottomLayoutGuide, self (this view), ID.safeArea, ID.contentLayoutGuide, \
                ID.frameLayoutGuide. superview and the bare guides are those of this view's superview.
                """,
                example: ["self.width == superview.width * 0.5"])
        case .intrinsicContentSize:
            let side: SchemaJSON = ["anyOf": [SceneSchema.ref("nonNegativeNumber"), ["const": "none"], ["type": "null"]]]
            // A size is [width, height] or {width, height} (SCENE-FORMAT "Notation").
            let mapping = SceneSchema.closedObject(
                [SchemaKey("width", side, "The intrinsic width, or none.", example: 120),
                 SchemaKey("height", side, "The intrinsic height, or none.", example: 21)],
                required: ["width", "height"])
            return SchemaKey(
                name, ["anyOf": [["type": "array", "items": side, "minItems": 2, "maxItems": 2], mapping]],
                "UIView.intrinsicContentSize [width, height], the alignment rect's; either may be none (UIView.noIntrinsicMetric). No font metrics are modelled: give the size (a UISwitch without one has UIKit's, [49, 31], [61, 28] on iOS 26).",
                example: [120, 21])
        case .contentHuggingPriority:
            return SchemaKey(
                name, axes("content hugging", nil, byKind: "; default 250, 251 for UILabel and UIImageView, 750 for UISwitch"),
                "setContentHuggingPriority: how strongly the view resists growing beyond its intrinsic size (250 for views, 251 for labels and image views and 750 for switches, as Interface Builder makes them; docs/model-decisions.md AL2).",
                example: ["horizontal": 251])
        case .contentCompressionResistancePriority:
            return SchemaKey(
                name, axes("compression resistance", 750),
                "setContentCompressionResistancePriority: how strongly the view resists shrinking below its intrinsic size.",
                example: ["vertical": 750])
        case .baselineOffset:
            return SchemaKey(
                name, SceneSchema.ref("nonNegativeNumber"),
                "Distance of the first (and last) text baseline from the view's top, for firstBaseline / lastBaseline constraints.",
                example: 17)
        case .autoresizingMask:
            return SchemaKey(
                name, ["type": "array", "items": ["enum": .strings(AutoresizingSpec.Flag.allCases.map(\.rawValue))]],
                "UIView.autoresizingMask (with frame): how the frame flexes when the superview is not the size it was designed in (designedIn).",
                example: ["flexibleWidth"])
        case .designedIn:
            return SchemaKey(
                name, SceneSchema.ref("size"),
                "The superview size the frame was designed in, for autoresizingMask. Left out: the superview's size in this scene (no flexing).",
                example: [320, 568])
        case .axis:
            return SchemaKey(
                name, ["enum": .strings(StackSpec.Axis.allCases.map(\.rawValue))], "UIStackView.axis.",
                default: .string(stack.axis.rawValue))
        case .spacing:
            return SchemaKey(name, SceneSchema.ref("number"), "UIStackView.spacing in points.", default: .number(stack.spacing))
        case .alignment:
            return SchemaKey(
                name, ["enum": .strings(StackSpec.Alignment.allCases.map(\.rawValue))], "UIStackView.alignment.",
                default: .string(stack.alignment.rawValue))
        case .distribution:
            return SchemaKey(
                name, ["enum": .strings(StackSpec.Distribution.allCases.map(\.rawValue))], "UIStackView.distribution.",
                default: .string(stack.distribution.rawValue))
        default:
            return SchemaKey(
                name, ["type": "boolean"],
                "UIStackView.isLayoutMarginsRelativeArrangement: arrange inside the stack view's layout margins.",
                default: .bool(stack.isLayoutMarginsRelativeArrangement))
        }
    }
}
