import InsetlabYAML
import InsetlabScene
import InsetlabSceneDecoding

/// View controllers (SCENE-FORMAT "View controllers"): one closed mapping per `ControllerKind`,
/// told apart by `type`, with the keys the decoder gives that kind
/// (`SceneTreeDecoder.commonControllerKeys` + `ownKeys(of:)`) and UIKit's defaults as the model
/// holds them (`ControllerSpec`).
enum ControllerSchemas {
    static var definitions: [SchemaJSON.Member] {
        var members: [SchemaJSON.Member] = [
            .init("controller", union("A view controller; its type decides which keys it takes.", ControllerKind.allCases)),
            .init(
                "navigationChild",
                union(
                    "A view controller on a navigation stack (a UINavigationController cannot be pushed onto another).",
                    ControllerKind.allCases.filter { $0 != .navigationController && $0 != .splitViewController }
                )
            ),
            .init(
                "tabChild",
                union(
                    "A tab of a UITabBarController (a tab bar interface is never a child of another, and a split view is the window's root only).",
                    ControllerKind.allCases.filter { $0 != .tabBarController && $0 != .splitViewController }
                )
            ),
            .init(
                "presentedController",
                union(
                    "A presented view controller (a split view is the window's root only).",
                    ControllerKind.allCases.filter { $0 != .splitViewController }
                )
            ),
            .init(
                "embeddedController",
                union(
                    "A view controller embedded by containment; navigation and tab bar controllers lay out their bars inside the embedding frame.",
                    ControllerKind.allCases.filter { $0 != .splitViewController }
                )
            ),
        ]
        members += ControllerKind.allCases.map { .init(definitionName($0), controller($0)) }
        members += [
            .init("sheet", PresentationSchemas.sheet),
            .init("searchController", PresentationSchemas.searchController),
            .init("navigationBar", bar("navigationBar")),
            .init("toolbar", bar("toolbar")),
            .init("tabBar", bar("tabBar")),
        ]
        return members
    }

    static func definitionName(_ kind: ControllerKind) -> String { "controller." + kind.rawValue }

    /// `oneOf` the kinds' mappings: `type` is a `const` in each, so one matches at most, and an
    /// editor offers the keys of the type written.
    static func union(_ description: String, _ kinds: [ControllerKind]) -> SchemaJSON {
        ["description": .string(description), "oneOf": .array(kinds.map { SceneSchema.ref(definitionName($0)) })]
    }

    static func controller(_ kind: ControllerKind) -> SchemaJSON {
        let names = SceneTreeDecoder.commonControllerKeys + SceneTreeDecoder.ownKeys(of: kind)
        let keys = names.map { key($0, of: kind) }
        let required = kind.isContainer ? ["type", "viewControllers"] : kind == .splitViewController ? ["type", "primary", "secondary"] : ["type"]
        return SceneSchema.described(typeSummary(kind), SceneSchema.closedObject(keys, required: required))
    }

    static func typeSummary(_ kind: ControllerKind) -> String {
        switch kind {
        case .viewController: "A plain view controller: view: holds its view tree."
        case .tableViewController: "A table view controller: its view IS a table view (tableView:)."
        case .collectionViewController: "A collection view controller: its view IS a collection view (collectionView:)."
        case .navigationController:
            "A navigation stack (viewControllers; the last is on screen) with a navigation bar and an optional toolbar. UIKit manages its view."
        case .tabBarController:
            "Tabs (viewControllers; selectedIndex is on screen) with a tab bar. UIKit manages its view."
        case .splitViewController:
            "A split view (iOS 14 column style, the window's root): primary and secondary columns side by side in regular width, the compact column (or the primary) in compact width. UIKit manages its view."
        }
    }

    /// The controller as the model has it before any key is read: UIKit's defaults.
    static func defaults(_ kind: ControllerKind) -> ControllerSpec {
        ControllerSpec(id: nil, kind: kind, keyPath: "root", mark: Mark(line: 1, column: 1))
    }

    // swiftlint:disable:next function_body_length
    static func key(_ name: String, of kind: ControllerKind) -> SchemaKey {
        let spec = defaults(kind)
        if let valueKey = ControllerValueKeys.named(name) { return ValueKeySchemas.key(valueKey, defaults: spec) }
        switch name {
        case "type":
            return SchemaKey("type", ["const": .string(kind.rawValue)], typeSummary(kind))
        case "id":
            return SchemaKey(
                "id", SceneSchema.ref("id"), "This controller's id, for expect (feed.topLayoutGuide), reports and warnings.",
                example: "feed")
        case "ib":
            return SchemaKey(
                "ib", ["type": "string"], "The Interface Builder object this controller was imported from (insetlab import); changes no number.",
                example: "BYZ-38-t0r")
        case "view":
            return SchemaKey(
                name, SceneSchema.ref("rootView"),
                """
                The controller's root view and its subview tree. UIKit lays it out (no frame or \
                pin here); type defaults to UIView.
                """,
                example: ["subviews": [["type": "UILabel"]]]
            )
        case "tableView":
            return SchemaKey(
                name, SceneSchema.ref(ViewSchemas.ownRootName(.tableView)),
                "The controller's view, a UITableView (type may be left out). UIKit lays it out (no frame or pin here).",
                example: ["rows": 20]
            )
        case "collectionView":
            return SchemaKey(
                name, SceneSchema.ref(ViewSchemas.ownRootName(.collectionView)),
                "The controller's view, a UICollectionView (type may be left out). UIKit lays it out (no frame or pin here).",
                example: ["layout": ["items": 12]]
            )
        case "viewControllers":
            let navigation = kind == .navigationController
            return SchemaKey(
                name,
                ["type": "array", "minItems": 1, "items": SceneSchema.ref(navigation ? "navigationChild" : "tabChild")],
                navigation
                    ? "UINavigationController.viewControllers: the stack, root first; the LAST is on screen. At least one."
                    : "UITabBarController.viewControllers: the tabs, in order; selectedIndex picks the one on screen. At least one.",
                example: [["type": "UIViewController"]]
            )
        case "navigationBar":
            return SchemaKey(
                name, SceneSchema.ref("navigationBar"), "UINavigationController.navigationBar.",
                default: [
                    "isTranslucent": .bool(spec.navigationBar.isTranslucent),
                    "prefersLargeTitles": .bool(spec.navigationBar.prefersLargeTitles),
                ]
            )
        case "toolbar":
            return SchemaKey(
                name, SceneSchema.ref("toolbar"), "UINavigationController.toolbar (shown with isToolbarHidden: false).",
                default: ["isTranslucent": .bool(spec.toolbar.isTranslucent)]
            )
        case "selectedIndex":
            return SchemaKey(
                name, SceneSchema.ref("wholeNumber"),
                "UITabBarController.selectedIndex: the tab on screen, 0-based; less than the number of viewControllers.",
                default: .number(Double(spec.selectedIndex))
            )
        case "tabBar":
            return SchemaKey(
                name, SceneSchema.ref("tabBar"), "UITabBarController.tabBar.",
                default: ["isTranslucent": .bool(spec.tabBar.isTranslucent), "isHidden": .bool(spec.tabBar.isHidden)]
            )
        case "presentedViewController", "modalPresentationStyle", "sheet", "searchController", "prompt",
            "primary", "secondary", "compact", "preferredDisplayMode", "preferredPrimaryColumnWidth":
            return PresentationSchemas.key(name)
        default:
            preconditionFailure("the decoder takes controller key '\(name)', which the scene schema does not describe")
        }
    }

    /// `navigationBar: {isTranslucent, prefersLargeTitles}`, `toolbar: {isTranslucent}`,
    /// `tabBar: {isTranslucent, isHidden}`: the decoder's `SceneTreeDecoder.barSettings(bar)`.
    static func bar(_ bar: String) -> SchemaJSON {
        let summary =
            switch bar {
            case "navigationBar": "Navigation bar settings (hide the bar with isNavigationBarHidden)."
            case "toolbar": "Toolbar settings (show the toolbar with isToolbarHidden: false)."
            default: "Tab bar settings."
            }
        return SceneSchema.described(summary, SceneSchema.closedObject(barKeys(bar)))
    }

    static func barKeys(_ bar: String) -> [SchemaKey] {
        let spec = defaults(bar == "tabBar" ? .tabBarController : .navigationController)
        return ControllerValueKeys.bar(bar).map { ValueKeySchemas.key($0, defaults: spec) }
    }
}
