import InsetlabScene
import InsetlabSceneDecoding

/// The parts of a view: `pin` (`SceneTreeDecoder.decodePin`), table sections and the
/// collection view's flow layout (`ScrollViewDecoding`).
enum ViewPartSchemas {
    static var definitions: [SchemaJSON.Member] {
        [
            .init("pin", pin(v1: false)),
            .init("pinV1", pin(v1: true)),
            .init("pinEdge.top", pinEdge("top")),
            .init("pinEdge.bottom", pinEdge("bottom")),
            .init("pinEdge.side", pinEdge("leading")),
            .init("tableSection", tableSection),
            .init("collectionLayout", collectionLayout),
        ]
    }

    // MARK: pin

    /// What a pin anchor is, for completion lists.
    static func about(_ anchor: Anchor) -> String {
        switch anchor {
        case .superview: "superview: the superview's edge."
        case .safeArea: "safeArea: the superview's safeAreaLayoutGuide (iOS 11+)."
        case .margins: "margins: the superview's layoutMarginsGuide (iOS 9+)."
        case .topLayoutGuide: "topLayoutGuide: the bottom of the bars above the controller's view (top edge only)."
        case .bottomLayoutGuide: "bottomLayoutGuide: the top of the bars below the controller's view (bottom edge only)."
        }
    }

    /// The anchors an edge can pin to: a layout guide has only the one edge a view pins to
    /// (`topLayoutGuide` for `top`, `bottomLayoutGuide` for `bottom`); `nil` = all four edges
    /// at once (the shorthand), which no guide can hold.
    static func anchors(for edge: String?) -> [Anchor] {
        Anchor.allCases.filter { anchor in
            switch anchor {
            case .superview, .safeArea, .margins: true
            case .topLayoutGuide: edge == "top"
            case .bottomLayoutGuide: edge == "bottom"
            }
        }
    }

    static func anchorEnum(_ anchors: [Anchor]) -> SchemaJSON {
        ["enum": .strings(anchors.map(\.rawValue)), "enumDescriptions": .strings(anchors.map(about))]
    }

    /// `v1`: the forms an embedded controller's entry takes (superview anchors and fixed sizes;
    /// `SceneTreeDecoder.decodePin` without an anchor to another view).
    static func pin(v1: Bool) -> SchemaJSON {
        let side = SceneSchema.ref("pinEdge.side")
        let size: (String) -> SchemaKey = { dimension in
            SchemaKey(
                dimension, SceneSchema.ref("nonNegativeNumber"),
                "Fixes the view's \(dimension) in points; not negative. Counts as one of its axis's two constraints.",
                example: 44
            )
        }
        let keys = [
            SchemaKey(
                "top", SceneSchema.ref("pinEdge.top"), "The view's top edge: an anchor name, or {to: ANCHOR, inset: N}.",
                example: "safeArea"),
            SchemaKey(
                "bottom", SceneSchema.ref("pinEdge.bottom"), "The view's bottom edge: an anchor name, or {to: ANCHOR, inset: N}.",
                example: "safeArea"),
            SchemaKey(
                "leading", side, "The view's leading (left) edge: an anchor name, or {to: ANCHOR, inset: N}.", example: "margins"),
            SchemaKey(
                "trailing", side, "The view's trailing (right) edge: an anchor name, or {to: ANCHOR, inset: N}.",
                example: "margins"),
            size("width"),
            size("height"),
        ]
        let edges = SceneSchema.closedObject(keys).merging([
            "description": "Edge constraints: exactly two of leading, trailing, width and exactly two of top, bottom, height.",
            "allOf": [
                SceneSchema.exactlyTwo(of: ["leading", "trailing", "width"]),
                SceneSchema.exactlyTwo(of: ["top", "bottom", "height"]),
            ],
        ])
        let shorthand = SceneSchema.described("All four edges to one anchor, inset 0.", anchorEnum(anchors(for: nil)))
        return [
            "description":
                "Auto Layout constraints to the superview: one anchor for all four edges, or a mapping of edges and sizes.",
            "anyOf": v1 ? [shorthand, edges] : [shorthand, pinV2, edges],
        ]
    }

    /// SCENE-FORMAT "Auto Layout (v2)": entries relating the view to other views' anchors.
    static var pinV2: SchemaJSON {
        let relation: SchemaJSON = ["enum": ["==", "<=", ">="]]
        let priority = AutoLayoutSchemas.priority
        // ITEM[.GUIDE][.ATTRIBUTE], the attribute one the entry's axis can relate to (insetlab:
        // "cannot relate top to leading: UIKit throws on this pairing").
        func anchor(_ axis: LayoutAttribute.Axis?) -> SchemaJSON {
            let guides = LayoutGuideName.allCases.map(\.rawValue).joined(separator: "|")
            let attributes = LayoutAttribute.allCases
                .filter { axis == nil ? $0.isSize : ($0.axis == axis && !$0.isSize) }
                .map(\.rawValue).joined(separator: "|")
            // The item is an id (or superview, a guide): `ValueSchemas.idPattern` without its anchors.
            let item = ValueSchemas.idPattern.dropFirst().dropLast()
            return ["type": "string", "pattern": .string("^\(item)(\\.(\(guides)))?(\\.(\(attributes)))?$")]
        }
        func relating(_ amount: String, multiplier: Bool, axis: LayoutAttribute.Axis?) -> SchemaJSON {
            var keys = [
                SchemaKey("to", anchor(axis), "superview, safeArea, margins, readableContent, ID, ID.attribute or ID.safeArea.", example: "superview"),
                SchemaKey(
                    amount, SceneSchema.ref("number"),
                    amount == "inset"
                        ? "Points the edge sits inside the anchor: the constant for top and leading, its negative for bottom and trailing."
                        : "The constant, in points.",
                    default: 0),
                SchemaKey(
                    "relation", relation,
                    amount == "inset" ? "==, <= or >=: the view's edge against the anchor moved in by inset (bottom >= anchor − inset)." : "==, <= or >=.",
                    default: "=="),
                SchemaKey("priority", priority, "1...1000; 1000 is required.", default: 1000),
            ]
            if multiplier { keys.append(SchemaKey("multiplier", SceneSchema.ref("number"), "The multiplier.", default: 1)) }
            // An edge or a center needs its anchor (insetlab: "missing required key 'to' in
            // pin.top"); a size may be a constant at a priority (`width: {constant: 44, priority: 750}`).
            // A size needs its constant or its anchor (insetlab: "missing required key 'constant'").
            return multiplier
                ? SceneSchema.closedObject(keys).merging(["anyOf": [["required": ["constant"]], ["required": ["to"]]]])
                : SceneSchema.closedObject(keys, required: ["to"])
        }
        func edge(_ axis: LayoutAttribute.Axis) -> SchemaJSON {
            ["anyOf": [anchor(axis), relating("inset", multiplier: false, axis: axis)]]
        }
        func center(_ axis: LayoutAttribute.Axis) -> SchemaJSON {
            ["anyOf": [anchor(axis), relating("offset", multiplier: false, axis: axis)]]
        }
        let size: SchemaJSON = ["anyOf": [SceneSchema.ref("nonNegativeNumber"), relating("constant", multiplier: true, axis: nil)]]
        let ratioValue = SceneSchema.ref("positiveNumber")
        let ratio: SchemaJSON = ["anyOf": [ratioValue, SceneSchema.closedObject([
            SchemaKey("value", ratioValue, "width / height.", example: 1),
            SchemaKey("relation", relation, "==, <= or >=.", default: "=="),
            SchemaKey("priority", priority, "1...1000; 1000 is required.", default: 1000),
        ], required: ["value"])]]
        let keys = [
            SchemaKey("top", edge(.vertical), "The view's top: ANCHOR or {to, inset, relation, priority}; inset goes into the view.", example: "safeArea"),
            SchemaKey("bottom", edge(.vertical), "The view's bottom: ANCHOR or {to: buttons.top, inset: 8} (bottom == buttons.top − 8).", example: "safeArea"),
            SchemaKey("leading", edge(.horizontal), "The view's leading edge.", example: "superview"),
            SchemaKey("trailing", edge(.horizontal), "The view's trailing edge.", example: "superview"),
            SchemaKey("centerX", center(.horizontal), "The view's horizontal center: ANCHOR or {to, offset}.", example: "superview"),
            SchemaKey("centerY", center(.vertical), "The view's vertical center: ANCHOR or {to, offset}.", example: "superview"),
            SchemaKey("width", size, "A number, or {to: ANCHOR, multiplier, constant, relation, priority}.", example: 44),
            SchemaKey("height", size, "A number, or {to: ANCHOR, multiplier, constant, relation, priority}.", example: 44),
            SchemaKey("aspectRatio", ratio, "width / height.", example: 1),
        ]
        // v1 forms only (superview anchors, fixed sizes) are the edges mapping's, with its counts.
        let v1Edge: SchemaJSON = ["anyOf": [
            anchorEnum(Anchor.allCases),
            SceneSchema.closedObject([
                SchemaKey("to", anchorEnum(Anchor.allCases), "The anchor.", example: "superview"),
                SchemaKey("inset", SceneSchema.ref("number"), "Inset.", default: 0),
            ]),
        ]]
        let v1Only = SceneSchema.closedObject([
            SchemaKey("top", v1Edge, "v1 top.", example: "superview"),
            SchemaKey("bottom", v1Edge, "v1 bottom.", example: "superview"),
            SchemaKey("leading", v1Edge, "v1 leading.", example: "superview"),
            SchemaKey("trailing", v1Edge, "v1 trailing.", example: "superview"),
            SchemaKey("width", SceneSchema.ref("number"), "v1 width.", example: 44),
            SchemaKey("height", SceneSchema.ref("number"), "v1 height.", example: 44),
        ])
        return SceneSchema.closedObject(keys).merging([
            "description": "Auto Layout (v2): constraints to other views' anchors, centers, size relations, priorities; the solver checks that every axis is fixed.",
            "not": v1Only,
        ])
    }

    static func pinEdge(_ edge: String) -> SchemaJSON {
        let anchors = anchors(for: edge)
        let constraint = SceneSchema.closedObject(
            [
                SchemaKey("to", anchorEnum(anchors), "The anchor to pin to.", example: "superview"),
                SchemaKey(
                    "inset", SceneSchema.ref("number"),
                    "Distance INTO the superview from the anchor, in points; may be negative.", default: 0
                ),
            ],
            required: ["to"]
        )
        let names = anchors.map(\.rawValue).joined(separator: ", ")
        return [
            "description": .string("An anchor (\(names)), or {to: ANCHOR, inset: N}."),
            "anyOf": [anchorEnum(anchors), constraint],
        ]
    }

    // MARK: tables and collections

    static var tableSection: SchemaJSON {
        let keys = [
            SchemaKey(
                "rows", SceneSchema.ref("wholeNumber"),
                "Number of rows in the section, each the table's rowHeight. With rowHeights, it must equal the list's length.",
                example: 3
            ),
            SchemaKey(
                "rowHeights", ["type": "array", "items": SceneSchema.ref("nonNegativeNumber")],
                """
                Each row's height, one per row (what a static table's data source returns from \
                tableView(_:heightForRowAt:)); the row count is the list's length. Left out: every \
                row is the table's rowHeight.
                """,
                example: [44, 127, 44]
            ),
            SchemaKey(
                "headerHeight", SceneSchema.ref("nonNegativeNumber"),
                "This section's header height; not negative. Left out: the table's sectionHeaderHeight.", example: 28
            ),
            SchemaKey(
                "footerHeight", SceneSchema.ref("nonNegativeNumber"),
                "This section's footer height; not negative. Left out: the table's sectionFooterHeight.", example: 0
            ),
        ]
        // rows, rowHeights, or both (whose agreement is the decoder's to check: JSON Schema
        // does not compare a number with a list's length).
        let rowsGiven: SchemaJSON = ["anyOf": [["required": ["rows"]], ["required": ["rowHeights"]]]]
        return SceneSchema.described(
            "A table section: rows or rowHeights is required.", SceneSchema.closedObject(keys).merging(rowsGiven))
    }

    static var collectionLayout: SchemaJSON {
        SceneSchema.described(
            "A flow layout: item size and count, direction, section inset and spacing.", SceneSchema.closedObject(layoutKeys))
    }

    /// The decoder's `SceneTreeDecoder.layoutKeys`, with the defaults of `CollectionLayoutSpec`.
    static var layoutKeys: [SchemaKey] {
        let layout = CollectionLayoutSpec()
        return SceneTreeDecoder.layoutKeys.map { name in
            switch name {
            case "itemSize":
                SchemaKey(
                    name, SceneSchema.ref("size"), "UICollectionViewFlowLayout.itemSize [width, height]; not negative.",
                    default: .numbers(layout.itemSize.components))
            case "items":
                SchemaKey(
                    name, SceneSchema.ref("wholeNumber"), "Number of items, in one section.",
                    default: .number(Double(layout.items)))
            case "scrollDirection":
                SchemaKey(
                    name, ValueSchemas.enumeration(ScrollDirection.self, "vertical or horizontal."),
                    "UICollectionViewFlowLayout.scrollDirection.", default: .string(layout.scrollDirection.rawValue))
            case "sectionInset":
                SchemaKey(
                    name, SceneSchema.ref("nonNegativeInsets"),
                    "UICollectionViewFlowLayout.sectionInset, measured from sectionInsetReference; not negative.",
                    default: .numbers(layout.sectionInset.components))
            case "sectionInsetReference":
                SchemaKey(
                    name,
                    ValueSchemas.enumeration(SectionInsetReference.self, "fromContentInset, fromSafeArea or fromLayoutMargins."),
                    """
                    UICollectionViewFlowLayout.sectionInsetReference (iOS 11+): what sectionInset is \
                    measured from: the adjusted content inset, the safe area, or the layout margins. \
                    An error before iOS 11 (the API does not exist there; sections are measured \
                    from the content inset).
                    """,
                    default: .string(layout.sectionInsetReference.rawValue))
            case "minimumLineSpacing":
                SchemaKey(
                    name, SceneSchema.ref("nonNegativeNumber"),
                    "UICollectionViewFlowLayout.minimumLineSpacing: space between lines of items; not negative.",
                    default: .number(layout.minimumLineSpacing))
            case "minimumInteritemSpacing":
                SchemaKey(
                    name, SceneSchema.ref("nonNegativeNumber"),
                    "UICollectionViewFlowLayout.minimumInteritemSpacing: space between items in a line; not negative.",
                    default: .number(layout.minimumInteritemSpacing))
            default:
                preconditionFailure("the decoder takes layout key '\(name)', which the scene schema does not describe")
            }
        }
    }
}
