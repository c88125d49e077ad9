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
        case subview, rootView, controllerView

        var prefix: String {
            switch self {
            case .subview: "view."
            case .rootView: "rootView."
            case .controllerView: "controllerView."
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
            .init("childViewControllerEntry", childViewControllerEntry),
        ]
        members += ViewKind.allCases.map { .init(name($0, .subview), view($0, .subview)) }
        members += ViewKind.allCases.map { .init(name($0, .rootView), view($0, .rootView)) }
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
            if !placed, key == .frame || key == .pin { continue }
            properties.append(.init(key.rawValue, property(key, of: kind)))
        }
        var object: SchemaJSON = [
            "description": .string(typeSummary(kind)),
            "type": "object",
            "properties": .object(properties),
        ]
        let typeRequired = place == .subview || (place == .rootView && kind != .view)
        if typeRequired { object = object.merging(["required": ["type"]]) }
        object = object.merging(["additionalProperties": false])
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
                "subviews", ["type": "array", "items": SceneSchema.ref("subview")],
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
                "pin", SceneSchema.ref("viewKey.pin"), "The child's root view constraints to this superview.",
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
        let name = key.rawValue
        let nonNegative = SceneSchema.ref("nonNegativeNumber")
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
        case .isHidden:
            return SchemaKey(
                name, ["type": "boolean"],
                "UIView.isHidden: the view is not shown; it keeps its frame and its place in subviews.",
                default: .bool(view.isHidden)
            )
        case .layoutMargins:
            return SchemaKey(
                name, SceneSchema.ref("nonNegativeInsets"),
                """
                UIView.layoutMargins (iOS 8+), the spacing pin: margins keeps from the edges; not \
                negative. Left out: UIKit's (8 on each side of a plain view; a controller's root \
                view has system minimums of 16 or 20 at the sides). A root view's own margins take \
                effect only from iOS 11.
                """,
                example: [8, 16, 8, 16]
            )
        case .insetsLayoutMarginsFromSafeArea:
            return SchemaKey(
                name, ["type": "boolean"],
                "UIView.insetsLayoutMarginsFromSafeArea (iOS 11+): the margins are measured from the safe area, not the bounds. An error before iOS 11 (the API does not exist there).",
                default: .bool(view.insetsLayoutMarginsFromSafeArea)
            )
        case .preservesSuperviewLayoutMargins:
            return SchemaKey(
                name, ["type": "boolean"],
                "UIView.preservesSuperviewLayoutMargins (iOS 8+): where the view is close to its superview's edge, its margins are at least the superview's.",
                default: .bool(view.preservesSuperviewLayoutMargins)
            )
        case .contentInset:
            return SchemaKey(
                name, SceneSchema.ref("insets"),
                """
                UIScrollView.contentInset; may be negative. iOS 7–10: automaticallyAdjustsScrollViewInsets \
                adds the layout guides to it. iOS 11+: UIKit never changes it; the safe area goes \
                into adjustedContentInset instead.
                """,
                default: .numbers(scroll.contentInset.components)
            )
        case .contentInsetAdjustmentBehavior:
            return SchemaKey(
                name,
                ValueSchemas.enumeration(ContentInsetAdjustmentBehavior.self, "automatic, scrollableAxes, never or always."),
                """
                UIScrollView.contentInsetAdjustmentBehavior (iOS 11+): how much of the safe area \
                adjustedContentInset adds to contentInset. automatic: top and bottom for the \
                controller's content scroll view (found through subviews[0]) inside a navigation \
                or tab bar controller while automaticallyAdjustsScrollViewInsets is true, else as \
                scrollableAxes. scrollableAxes: the edges of the axes that scroll (content larger \
                than the bounds, or alwaysBounce…). never: none. always: all. An error before iOS 11 (the API does not exist there).
                """,
                default: .string(scroll.contentInsetAdjustmentBehavior.rawValue)
            )
        case .contentSize:
            return SchemaKey(
                name, SceneSchema.ref("size"),
                """
                UIScrollView.contentSize [width, height]; not negative. It decides which axes \
                scroll (scrollableAxes). Tables and collection views derive theirs from rows and items.
                """,
                default: .numbers(scroll.contentSize.components)
            )
        case .isScrollEnabled:
            return SchemaKey(
                name, ["type": "boolean"],
                "UIScrollView.isScrollEnabled: a scroll view that cannot scroll has no scrollable axis (scrollableAxes adds nothing).",
                default: .bool(scroll.isScrollEnabled)
            )
        case .alwaysBounceVertical:
            return SchemaKey(
                name, ["type": "boolean"],
                "UIScrollView.alwaysBounceVertical: bounce vertically, and count as vertically scrollable for scrollableAxes, even when the content is shorter than the bounds.",
                default: .bool(scroll.alwaysBounceVertical)
            )
        case .alwaysBounceHorizontal:
            return SchemaKey(
                name, ["type": "boolean"],
                "UIScrollView.alwaysBounceHorizontal: bounce horizontally, and count as horizontally scrollable for scrollableAxes, even when the content is narrower than the bounds.",
                default: .bool(scroll.alwaysBounceHorizontal)
            )
        case .style:
            return SchemaKey(
                name, ValueSchemas.enumeration(TableStyle.self, "plain, grouped or insetGrouped."),
                "UITableView.Style: plain, grouped, or insetGrouped (iOS 13+; an error before).",
                default: .string(table.style.rawValue)
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
                "The table's sections, each {rows, headerHeight, footerHeight}. Use rows or sections, not both.",
                example: [["rows": 3, "headerHeight": 28]]
            )
        case .rowHeight:
            return SchemaKey(
                name, nonNegative, "UITableView.rowHeight in points; not negative.", default: .number(table.rowHeight))
        case .estimatedRowHeight:
            return SchemaKey(
                name, nonNegative,
                "UITableView.estimatedRowHeight; not negative. Left out: UIKit's (automaticDimension, self-sizing, from iOS 11; 0 before).",
                example: 44
            )
        case .sectionHeaderHeight, .sectionFooterHeight:
            let part = key == .sectionHeaderHeight ? "header" : "footer"
            return SchemaKey(
                name, nonNegative,
                "UITableView.\(name): the height of section \(part)s that do not set their own; not negative. Left out: UIKit's for the style.",
                example: 28
            )
        case .insetsContentViewsToSafeArea:
            return SchemaKey(
                name, ["type": "boolean"],
                "UITableView.insetsContentViewsToSafeArea (iOS 11+): cell content views stay inside the safe area (clear of the notch in landscape). An error before iOS 11 (the API does not exist there).",
                default: .bool(table.insetsContentViewsToSafeArea)
            )
        case .tableHeaderHeight:
            return SchemaKey(
                name, nonNegative, "Height of the UITableView.tableHeaderView, 0 for none; not negative.",
                default: .number(table.tableHeaderHeight))
        case .tableFooterHeight:
            return SchemaKey(
                name, nonNegative, "Height of the UITableView.tableFooterView, 0 for none; not negative.",
                default: .number(table.tableFooterHeight))
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
