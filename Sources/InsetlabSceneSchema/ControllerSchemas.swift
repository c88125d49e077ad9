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
        case "edgesForExtendedLayout":
            return SchemaKey(
                name, SceneSchema.ref("edges"),
                """
                UIViewController.edgesForExtendedLayout (iOS 7+): the edges along which the view \
                extends under bars. Without top, the view starts below the navigation bar (inside a \
                container without one, below the status bar); without bottom it stops at the tab \
                bar or toolbar. Under an opaque bar only with extendedLayoutIncludesOpaqueBars. \
                Wins over extendedLayoutIncludesOpaqueBars. The window's root view controller \
                ignores it.
                """,
                default: .string(spec.edgesForExtendedLayout.sceneDescription)
            )
        case "extendedLayoutIncludesOpaqueBars":
            return SchemaKey(
                name, ["type": "boolean"],
                """
                UIViewController.extendedLayoutIncludesOpaqueBars (iOS 7+): the view also extends \
                under opaque bars (isTranslucent: false), along the edges edgesForExtendedLayout lists.
                """,
                default: .bool(spec.extendedLayoutIncludesOpaqueBars)
            )
        case "automaticallyAdjustsScrollViewInsets":
            return SchemaKey(
                name, ["type": "boolean"],
                """
                UIViewController.automaticallyAdjustsScrollViewInsets (iOS 7+, deprecated in iOS \
                11). iOS 7–10: inside a navigation or tab bar controller, UIKit adds topLayoutGuide \
                and bottomLayoutGuide to the contentInset of ONE scroll view, found by following \
                subviews[0] from the view. iOS 11+: no longer writes contentInset; only \
                contentInsetAdjustmentBehavior automatic reads it (false makes automatic act like \
                scrollableAxes).
                """,
                default: .bool(spec.automaticallyAdjustsScrollViewInsets)
            )
        case "additionalSafeAreaInsets":
            return SchemaKey(
                name, SceneSchema.ref("insets"),
                """
                UIViewController.additionalSafeAreaInsets (iOS 11+): added to the safe area of the \
                controller's view, and through it to its subviews and child controllers; may be \
                negative. An error before iOS 11 (the API does not exist there).
                """,
                default: .numbers(spec.additionalSafeAreaInsets.components)
            )
        case "prefersStatusBarHidden":
            return SchemaKey(
                name, ["type": "boolean"],
                """
                UIViewController.prefersStatusBarHidden: hides the status bar while this controller \
                is the one on screen. iPhones also hide it in landscape (iOS 8+). Notched iPhones \
                keep their top safe-area inset without it; home-button iPhones drop to 0.
                """,
                default: .bool(spec.prefersStatusBarHidden)
            )
        case "hidesBottomBarWhenPushed":
            return SchemaKey(
                name, ["type": "boolean"],
                """
                UIViewController.hidesBottomBarWhenPushed: when this controller is pushed onto a \
                navigation stack (not as its root) inside a tab bar controller, the tab bar hides \
                and the view runs to the bottom of the screen.
                """,
                default: .bool(spec.hidesBottomBarWhenPushed)
            )
        case "largeTitleDisplayMode":
            return SchemaKey(
                name, ValueSchemas.enumeration(LargeTitleDisplayMode.self, "automatic, always or never."),
                """
                UINavigationItem.largeTitleDisplayMode (iOS 11+): with the navigation bar's \
                prefersLargeTitles, automatic and always show a large title (the bar grows by \
                52 pt, to 96), never keeps the 44-pt bar. Never large in iPhone landscape; an \
                error before iOS 11 (the API does not exist there).
                """,
                default: .string(spec.largeTitleDisplayMode.rawValue)
            )
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
                ["type": "array", "minItems": 1, "items": SceneSchema.ref(navigation ? "navigationChild" : "controller")],
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
        case "isNavigationBarHidden":
            return SchemaKey(
                name, ["type": "boolean"],
                """
                UINavigationController.isNavigationBarHidden: hides the navigation bar; the status \
                bar alone then covers the top (topLayoutGuide 20 on a home-button iPhone).
                """,
                default: .bool(spec.isNavigationBarHidden)
            )
        case "toolbar":
            return SchemaKey(
                name, SceneSchema.ref("toolbar"), "UINavigationController.toolbar (shown with isToolbarHidden: false).",
                default: ["isTranslucent": .bool(spec.toolbar.isTranslucent)]
            )
        case "isToolbarHidden":
            return SchemaKey(
                name, ["type": "boolean"],
                """
                UINavigationController.isToolbarHidden: false shows the toolbar at the bottom, \
                44 pt (32 in compact-width landscape, 50 on iPad from iOS 12) plus the home \
                indicator, above any tab bar.
                """,
                default: .bool(spec.toolbar.isHidden)
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
        let className =
            switch bar {
            case "navigationBar": "UINavigationBar"
            case "toolbar": "UIToolbar"
            default: "UITabBar"
            }
        return SceneTreeDecoder.barSettings(bar).map { setting in
            switch setting {
            case "isTranslucent":
                let value =
                    switch bar {
                    case "navigationBar": spec.navigationBar.isTranslucent
                    case "toolbar": spec.toolbar.isTranslucent
                    default: spec.tabBar.isTranslucent
                    }
                return SchemaKey(
                    setting, ["type": "boolean"],
                    """
                    \(className).isTranslucent: the view extends under a translucent bar (when \
                    edgesForExtendedLayout lists that edge); an opaque bar stops it unless \
                    extendedLayoutIncludesOpaqueBars.
                    """,
                    default: .bool(value)
                )
            case "prefersLargeTitles":
                return SchemaKey(
                    setting, ["type": "boolean"],
                    """
                    UINavigationBar.prefersLargeTitles (iOS 11+): large titles, 52 pt more (96 in \
                    all) unless the on-screen controller's largeTitleDisplayMode is never. Never in \
                    iPhone landscape; an error before iOS 11 (the API does not exist there).
                    """,
                    default: .bool(spec.navigationBar.prefersLargeTitles)
                )
            case "isHidden" where bar == "tabBar":
                return SchemaKey(
                    setting, ["type": "boolean"],
                    "UITabBar.isHidden: hides the tab bar; the view then runs to the bottom of the screen.",
                    default: .bool(spec.tabBar.isHidden)
                )
            default:
                preconditionFailure("the decoder takes \(bar).\(setting), which the scene schema does not describe")
            }
        }
    }
}
