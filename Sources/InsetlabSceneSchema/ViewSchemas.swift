import InsetlabYAML
import InsetlabScene
import InsetlabSceneDecoding

/// Views (SCENE-FORMAT "Views"): one closed mapping per `ViewKind` and place, told apart by
/// `type`, each taking the keys `ViewKey.applies(to:)` gives that kind. A key's schema and hover
/// text are written once (`$defs/viewKey.NAME`) and referenced by every kind that takes it.
///
/// Three places hold a view, with different rules:
/// - `view.KIND`: an entry of `subviews`; `type` is required, `frame` or `pin` places it.
/// - `rootView.KIND`: a UIViewController's `view:`; UIKit places it (no `frame`, no `pin`), and
///   `type` may be left out for a plain UIView.
/// - `controllerView.KIND`: the `tableView:` / `collectionView:` of a table or collection view
///   controller; `type` may be left out.
enum ViewSchemas {
    enum Place {
        /// `arranged`: a UIStackView's subview, which the stack view places (no frame, pin or mask).
        case subview, rootView, controllerView, arranged

        var prefix: String {
            switch self {
            case .subview: "view."
            case .rootView: "rootView."
            case .controllerView: "controllerView."
            case .arranged: "arrangedView."
            }
        }
    }

    static func name(_ kind: ViewKind, _ place: Place) -> String { place.prefix + kind.rawValue }
    static func ownRootName(_ kind: ViewKind) -> String { name(kind, .controllerView) }

    static var definitions: [SchemaJSON.Member] {
        var members: [SchemaJSON.Member] = [
            .init(
                "subview",
                [
                    "description":
                        "An entry of subviews: a view (with type), or {childViewController: …, frame | pin} to embed a view controller by containment.",
                    "oneOf": .array(
                        ViewKind.allCases.map { SceneSchema.ref(name($0, .subview)) } + [
                            SceneSchema.ref("childViewControllerEntry")
                        ]),
                ]
            ),
            .init(
                "rootView",
                [
                    "description":
                        "A view controller's root view: UIKit lays it out, so it takes no frame or pin; type defaults to UIView.",
                    "oneOf": .array(ViewKind.allCases.map { SceneSchema.ref(name($0, .rootView)) }),
                ]
            ),
            .init(
                "arrangedSubview",
                [
                    "description":
                        "An arranged subview of a UIStackView (with type): the stack view places it, so it takes no frame, pin or autoresizingMask.",
                    "oneOf": .array(ViewKind.allCases.map { SceneSchema.ref(name($0, .arranged)) }),
                ]
            ),
            .init("childViewControllerEntry", childViewControllerEntry),
        ]
        members += ViewKind.allCases.map { .init(name($0, .subview), view($0, .subview)) }
        members += ViewKind.allCases.map { .init(name($0, .rootView), view($0, .rootView)) }
        members += ViewKind.allCases.map { .init(name($0, .arranged), view($0, .arranged)) }
        members += [ViewKind.tableView, .collectionView].map { .init(name($0, .controllerView), view($0, .controllerView)) }
        members += ViewKey.allCases.filter { $0 != .type }.map { .init("viewKey." + $0.rawValue, key($0).json) }
        return members
    }

    static func typeSummary(_ kind: ViewKind) -> String {
        switch kind {
        case .view: "A plain UIView."
        case .scrollView: "A UIScrollView: contentSize decides which axes scroll."
        case .tableView:
            "A UITableView (a scroll view): rows or sections, style and row heights. It bounces vertically by default."
        case .collectionView: "A UICollectionView (a scroll view) with a flow layout (layout:)."
        case .textView: "A UITextView (a scroll view)."
        case .label, .imageView: "A \(kind.rawValue): a leaf view (no subviews)."
        case .stackView:
            "A UIStackView: its subviews are its arranged subviews, laid out along axis with spacing, alignment and distribution (hidden ones take no space)."
        case .button, .textField, .switch, .segmentedControl, .slider:
            "A \(kind.rawValue): an interactive control and a leaf view (no subviews). insetlab warns when a control is outside the safe area."
        }
    }

    static func view(_ kind: ViewKind, _ place: Place) -> SchemaJSON {
        let placed = place == .subview
        var properties: [SchemaJSON.Member] = []
        for key in ViewKey.allCases where key.applies(to: kind) {
            // A view that is not placed by its superview's frame takes no frame, pin or mask.
            if !placed, key == .frame || key == .pin || key == .autoresizingMask || key == .designedIn { continue }
            if !placed, place != .arranged, key == .constraints {
                // UIKit lays a controller's view out: its lines place its subviews only.
                var lines = Self.key(.constraints)
                lines.summary = "Constraints that place this view's subviews (`title.top == self.top + 8`); a line that would place this view itself is an error: UIKit lays out a view controller's view."
                lines.example = []
                properties.append(.init(key.rawValue, lines.json))
                continue
            }
            properties.append(.init(key.rawValue, property(key, of: kind)))
        }
        var object: SchemaJSON = [
            "description": .string(typeSummary(kind)),
            "type": "object",
            "properties": .object(properties),
        ]
        let typeRequired = place == .subview || place == .arranged || (place == .rootView && kind != .view)
        if typeRequired { object = object.merging(["required": ["type"]]) }
        object = object.merging(["additionalProperties": false])
        // A mask says how a frame flexes: it needs the frame (insetlab: "autoresizingMask applies
        // to a view placed by frame"); designedIn is the size the mask was designed in.
        if placed { object = object.merging(["dependentRequired": ["autoresizingMask": ["frame"], "designedIn": ["autoresizingMask"]]]) }
        var exclusions: [SchemaJSON] = []
        if placed { exclusions.append(SceneSchema.notBoth("frame", "pin")) }
        if kind == .tableView { exclusions.append(SceneSchema.notBoth("rows", "sections")) }
        if !exclusions.isEmpty { object = object.merging(["allOf": .array(exclusions)]) }
        return object
    }

    /// A view key as one kind takes it: a reference to the shared key, except `type` (this
    /// kind's name) and a table's `alwaysBounceVertical` (true by default).
    static func property(_ key: ViewKey, of kind: ViewKind) -> SchemaJSON {
        switch key {
        case .type:
            return SchemaKey("type", ["const": .string(kind.rawValue)], typeSummary(kind)).json
        case .subviews where kind == .stackView:
            return SchemaKey(
                "subviews", ["type": "array", "items": SceneSchema.ref("arrangedSubview")],
                "The stack view's arranged subviews, in order; the stack view places them (no frame or pin), hidden ones take no space.",
                example: [["type": "UILabel", "intrinsicContentSize": [100, 21]]]
            ).json
        case .alwaysBounceVertical where kind == .tableView:
            var bouncing = Self.key(.alwaysBounceVertical)
            bouncing.summary += " UITableView bounces vertically by default."
            bouncing.defaultValue = .bool(ScrollSpec(alwaysBounceVertical: true).alwaysBounceVertical)
            return bouncing.json
        default:
            return SceneSchema.ref("viewKey." + key.rawValue)
        }
    }

    /// `{childViewController: {…}, frame: | pin: }`: the child's root view takes this place in
    /// `subviews` (`SceneTreeDecoder.decodeSubviewEntry`).
    static var childViewControllerEntry: SchemaJSON {
        let keys = [
            SchemaKey(
                "childViewController", SceneSchema.ref("embeddedController"),
                """
                A view controller embedded by containment (addChild + addSubview): its root view \
                sits here in subviews, placed by this entry's frame or pin. Its view keys go in \
                its own view:.
                """,
                example: ["type": "UIViewController"]
            ),
            SchemaKey(
                "frame", SceneSchema.ref("viewKey.frame"), "The child's root view frame in this superview's coordinates.",
                example: [0, 0, 100, 100]),
            SchemaKey(
                "pin", SceneSchema.ref("pinV1"), "The child's root view constraints to this superview: its edges and sizes, as anchors to the superview, its guides and fixed sizes.",
                example: "superview"),
        ]
        return SceneSchema.described(
            "A child view controller embedded by containment, and where its root view goes.",
            SceneSchema.closedObject(keys, required: ["childViewController"])
        )
        .merging(["allOf": [SceneSchema.notBoth("frame", "pin")]])
    }

    /// A view with nothing written: the model's defaults.
    static var defaults: ViewSpec {
        ViewSpec(id: nil, kind: .view, keyPath: "", mark: Mark(line: 1, column: 1), owner: 0, position: .managed)
    }

    // swiftlint:disable:next function_body_length cyclomatic_complexity
    static func key(_ key: ViewKey) -> SchemaKey {
        let view = defaults
        let scroll = ScrollSpec(alwaysBounceVertical: false)
        let table = TableSpec()
        if let valueKey = ViewValueKeys.common(key) { return ValueKeySchemas.key(valueKey, defaults: view) }
        if let valueKey = ViewValueKeys.scroll(key) { return ValueKeySchemas.key(valueKey, defaults: scroll) }
        if let valueKey = ViewValueKeys.table(key) { return ValueKeySchemas.key(valueKey, defaults: table) }
        let name = key.rawValue
        switch key {
        case .type:
            return SchemaKey(name, ["enum": .strings(ViewKind.allCases.map(\.rawValue))], "The view's class.")
        case .id:
            return SchemaKey(
                name, SceneSchema.ref("id"), "This view's id, for expect (table.adjustedContentInset), reports and warnings.",
                example: "table")
        case .ib:
            return SchemaKey(
                name, ["type": "string"], "The Interface Builder object this view was imported from (insetlab import); changes no number.",
                example: "8bC-Xf-vdC")
        case .subviews:
            return SchemaKey(
                name, ["type": "array", "items": SceneSchema.ref("subview")],
                """
                view.subviews, in order. Order matters: UIKit adjusts only the scroll view found by \
                following subviews[0] from a controller's view (iOS 7–10 contentInset; iOS 11+ \
                contentInsetAdjustmentBehavior automatic). An entry is a view, or \
                {childViewController: …} to embed a view controller.
                """,
                example: [["type": "UILabel", "frame": [16, 100, 200, 21]]]
            )
        case .frame:
            return SchemaKey(
                name, SceneSchema.ref("rect"),
                """
                The view's frame in its superview's coordinates, [x, y, width, height]. Use frame \
                or pin, not both; with neither the view fills its superview.
                """,
                example: [0, 0, 100, 44]
            )
        case .pin:
            return SchemaKey(
                name, SceneSchema.ref("pin"),
                """
                Auto Layout constraints to the superview: one anchor for all four edges \
                (superview, safeArea, margins), or a mapping with exactly two of \
                leading/trailing/width and two of top/bottom/height. Use frame or pin, not both; \
                with neither the view fills its superview.
                """,
                example: ["top": "superview", "leading": "superview", "trailing": "superview", "height": 44]
            )
        case .rows:
            return SchemaKey(
                name, SceneSchema.ref("wholeNumber"),
                "The table's rows as one section (rows: N). Use rows or sections, not both; with neither the table has no sections.",
                example: 20
            )
        case .sections:
            return SchemaKey(
                name, ["type": "array", "items": SceneSchema.ref("tableSection")],
                "The table's sections, each {rows or rowHeights, headerHeight, footerHeight}. Use rows or sections, not both.",
                example: [["rows": 3, "headerHeight": 28]]
            )
        case .layout:
            return SchemaKey(
                name, SceneSchema.ref("collectionLayout"), "The collection view's UICollectionViewFlowLayout.",
                example: ["itemSize": [100, 100], "items": 12]
            )
        default:
            return AutoLayoutSchemas.key(key)
        }
    }
}
