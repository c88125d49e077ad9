import InsetlabYAML
import InsetlabScene

/// View controllers (SCENE-FORMAT "View controllers"): the common keys with UIKit's defaults,
/// the keys of each type, and the structure (`view`, `viewControllers`).
extension SceneTreeDecoder {
    /// The keys every controller takes, in the schema's order: the value keys are
    /// `ControllerValueKeys.common`'s.
    package static let commonControllerKeys =
        ["type", "id", "ib"] + ControllerValueKeys.common.map(\.name)
        + ["presentedViewController", "modalPresentationStyle", "sheet", "searchController", "prompt"]
    private static let commonControllerKeySet = Set(commonControllerKeys)

    /// The keys of each type beyond the common ones, in the schema's order (a value key among
    /// them is defined in `ControllerValueKeys`).
    package static func ownKeys(of kind: ControllerKind) -> [String] {
        switch kind {
        case .viewController: ["view"]
        case .tableViewController: ["tableView"]
        case .collectionViewController: ["collectionView"]
        case .navigationController:
            ["viewControllers", "navigationBar", "isNavigationBarHidden", "toolbar", "isToolbarHidden"]
        case .tabBarController: ["viewControllers", "selectedIndex", "tabBar"]
        case .splitViewController: ["primary", "secondary", "compact", "preferredDisplayMode", "preferredPrimaryColumnWidth"]
        }
    }

    /// The controller types that take `key`, in declaration order.
    static func owners(of key: String) -> [ControllerKind] {
        ControllerKind.allCases.filter { ownKeys(of: $0).contains(key) }
    }

    /// The key that holds a content controller's root view, and the view type it must be.
    static func rootViewKey(of kind: ControllerKind) -> (key: String, requiredKind: ViewKind?)? {
        switch kind {
        case .viewController: ("view", nil)
        case .tableViewController: ("tableView", .tableView)
        case .collectionViewController: ("collectionView", .collectionView)
        case .navigationController, .tabBarController, .splitViewController: nil
        }
    }

    /// `container` when it is a tab bar controller, or the tab bar controller holding the
    /// navigation controller `container` (a tab's stack); two steps at most, so a deep tree
    /// costs nothing more.
    private func enclosingTabBarController(of container: Int) -> Int? {
        if controllers[container].kind == .tabBarController { return container }
        guard controllers[container].kind == .navigationController, let outer = controllers[container].container,
            controllers[outer].kind == .tabBarController
        else { return nil }
        return outer
    }

    private mutating func setColumn(_ column: String, of split: ControllerIndex, to index: ControllerIndex) {
        updateController(split) { split in
            switch column {
            case "primary": split.split.primary = index
            case "secondary": split.split.secondary = index
            default: split.split.compact = index
            }
        }
    }

    mutating func decodeController(_ node: YAMLNode, keyPath: SceneKeyPath, placement: ControllerPlacement) {
        let path = keyPath.description
        guard let entries = reader.mapping(node, what: "a view controller (a mapping with 'type')", keyPath: path) else { return }
        let typeEntry = entries.first { $0.key.scalar == "type" }
        let kind = typeEntry.flatMap { controllerKind($0.value, keyPath: path + ".type") }
        if typeEntry == nil, !reader.isMisspelt("type", in: entries) {
            reader.missingKey(
                "type", in: "a view controller", at: node.mark, keyPath: path,
                hint: " (one of \(alternatives(ControllerKind.allCases.map(\.rawValue))))"
            )
        }

        // Apple, UISplitViewController, "Child view controllers" (iOS 14 column style): the split
        // view wraps a column's controller that is not a navigation controller in one it
        // creates, whose bar the column shows. The wrapper is `<column>.navigationController`.
        var placement = placement
        if case .column(let split, let column) = placement, let kind, kind != .navigationController, kind != .splitViewController {
            let wrapper = nextControllerIndex
            var navigation = ControllerSpec(id: nil, kind: .navigationController, keyPath: path + ".navigationController", mark: node.mark)
            navigation.container = split
            setColumn(column, of: split, to: wrapper)
            appendController(navigation)
            placement = .child(of: wrapper)
        }
        let index = nextControllerIndex
        var spec = ControllerSpec(id: nil, kind: kind ?? .viewController, keyPath: path, mark: node.mark)
        var embedding: Embedding?
        switch placement {
        case .window:
            break
        case .child(let container):
            spec.container = container
            updateController(container) { $0.children.append(index) }
            if kind == .navigationController, controllers[container].kind == .navigationController {
                reader.diagnostics.error(
                    "a UINavigationController cannot be pushed onto a UINavigationController"
                        + " (UIKit raises 'Pushing a navigation controller is not supported')",
                    at: typeEntry?.value.mark ?? node.mark, keyPath: path
                )
            }
            if kind == .tabBarController, let tabs = enclosingTabBarController(of: container) {
                let place = tabs == container ? "a tab of a UITabBarController" : "pushed inside a tab of a UITabBarController"
                reader.diagnostics.error(
                    "a UITabBarController cannot be \(place) (Apple: a tab bar interface"
                        + " 'should never be installed as a child of another view controller')",
                    at: typeEntry?.value.mark ?? node.mark, keyPath: path
                )
            }
        case .column(let split, let column):
            spec.container = split
            setColumn(column, of: split, to: index)
        case .presented(let presenter):
            spec.presenter = presenter
            updateController(presenter) { $0.presented = index }
        case .embedded(let embedded):
            // Any controller may be embedded, navigation and tab bar controllers included
            // (docs/model-decisions.md M6, M19): a container gets a plain root view at the
            // embedding site, and its bars lay out inside it.
            spec.embeddedIn = embedded.superview
            embedding = embedded
        }

        var structure = ControllerStructure()
        for (key, value) in entries {
            readControllerKey(key, value, kind: kind, index: index, into: &spec, structure: &structure, keyPath: keyPath)
        }
        appendController(spec)

        // An unknown type still has its view or children decoded, to find the errors inside.
        let hasRootView = kind.map { !$0.hasManagedView } ?? (structure.rootView != nil)
        if hasRootView {
            let rootKey = kind.flatMap(Self.rootViewKey(of:))
            decodeView(
                structure.rootView?.node,
                keyPath: .path(keyPath.appending(structure.rootView?.key ?? rootKey?.key ?? "view")),
                role: .root(of: index, requiredKind: rootKey?.requiredKind, embedding: embedding),
                fallbackMark: node.mark
            )
        }
        if kind == .splitViewController {
            decodeSplitColumns(structure, node: node, index: index, keyPath: keyPath, placement: placement)
        }
        // Queued first, so it is decoded after this controller's whole tree (pending is a stack).
        if let presented = structure.presented {
            enqueuePresented(presented, keyPath: keyPath, presenter: index)
        }
        if kind?.isContainer ?? (structure.children != nil) {
            if let embedding {
                // The container's own view (UIKit's UILayoutContainerView), placed by the entry.
                decodeView(
                    nil, keyPath: .path(keyPath.appending("view")),
                    role: .root(of: index, requiredKind: nil, embedding: embedding), fallbackMark: node.mark
                )
            }
            decodeChildren(structure, kind: kind, node: node, index: index, keyPath: keyPath)
        }
    }

    /// Nodes a controller's keys point at that are decoded after the controller itself.
    struct ControllerStructure {
        var rootView: (key: String, node: YAMLNode)?
        var children: YAMLNode?
        var presented: YAMLNode?
        var columns: [(name: String, node: YAMLNode)] = []
        var selectedIndex: (value: Int, node: YAMLNode)?
    }

    private func controllerKind(_ node: YAMLNode, keyPath: String) -> ControllerKind? {
        guard let name = reader.string(node, what: "a view controller type", keyPath: keyPath) else { return nil }
        if let kind = ControllerKind(rawValue: name) { return kind }
        let names = ControllerKind.allCases.map(\.rawValue)
        if let message = UnmodelledUIKit.typeMessage(name) {
            reader.diagnostics.error(message, at: node.mark, keyPath: keyPath)
        } else if ViewKind(rawValue: name) != nil {
            reader.diagnostics.error(
                "\(name) is a view, not a view controller; put it in a UIViewController's 'view'",
                at: node.mark, keyPath: keyPath
            )
        } else {
            reader.diagnostics.error(
                "unknown view controller type '\(name)'\(NearestName.suggestion(for: name, among: names))"
                    + " (types: \(alternatives(names)))",
                at: node.mark, keyPath: keyPath
            )
        }
        return nil
    }

    private mutating func readControllerKey(
        _ key: YAMLNode, _ value: YAMLNode, kind: ControllerKind?, index: ControllerIndex,
        into spec: inout ControllerSpec, structure: inout ControllerStructure, keyPath: SceneKeyPath
    ) {
        let name = key.scalar ?? ""
        // Built only for a message or a nested key.
        func valuePath() -> String { keyPath.description + "." + name }
        if !Self.commonControllerKeySet.contains(name) {
            let owners = Self.owners(of: name)
            if owners.isEmpty {
                let valid = Self.commonControllerKeys + (kind.map(Self.ownKeys(of:)) ?? [])
                reader.unknownKey(key, in: kind?.rawValue ?? "a view controller", validKeys: valid, keyPath: keyPath.description)
                return
            }
            if let kind, !owners.contains(kind) {
                reader.diagnostics.error(misplacedKeyMessage(name, owners: owners, kind: kind), at: key.mark, keyPath: keyPath.description)
                return
            }
        }
        spec.marks[name] = key.mark
        switch name {
        case "type": break
        case "id": spec.id = ids.register(value, as: .controller(index), reader: reader, keyPath: valuePath())
        case "ib": spec.ib = reader.text(value, what: "an Interface Builder object id", keyPath: valuePath())
        case "view", "tableView", "collectionView":
            if structure.rootView == nil { structure.rootView = (name, value) }
        case "viewControllers": structure.children = value
        case "presentedViewController": structure.presented = value
        case "primary", "secondary", "compact": structure.columns.append((name, value))
        case "preferredDisplayMode":
            reader.choice(value, as: SplitSpec.DisplayMode.self, keyPath: valuePath()).map { spec.split.preferredDisplayMode = $0 }
        case "preferredPrimaryColumnWidth":
            reader.number(value, .positive, keyPath: valuePath()).map { spec.split.preferredPrimaryColumnWidth = $0 }
        case "sheet": readSheet(value, into: &spec, keyPath: valuePath())
        case "searchController": readSearchController(value, into: &spec, keyPath: valuePath())
        case "prompt": spec.prompt = reader.text(value, what: "the prompt text", keyPath: valuePath())
        case "modalPresentationStyle":
            reader.choice(value, as: ModalPresentationStyle.self, keyPath: valuePath()).map { spec.modalPresentationStyle = $0 }
            if spec.modalPresentationStyle == .overFullScreen {
                recordVersioned("modalPresentationStyle overFullScreen", since: 8, instead: "use fullScreen", at: value.mark, keyPath: valuePath())
            }
        case "selectedIndex":
            if let selected = reader.integer(value, keyPath: valuePath()) {
                spec.selectedIndex = selected
                structure.selectedIndex = (selected, value)
            }
        case "navigationBar", "toolbar", "tabBar":
            readBarSettings(name, value, into: &spec, keyPath: valuePath())
        default: ControllerValueKeys.named(name)?.read(value, with: reader, into: &spec, keyPath: valuePath())
        }
    }

    /// "'viewControllers' belongs to UINavigationController and UITabBarController; this is a
    /// UIViewController", with the usual fix for the common mix-ups.
    private func misplacedKeyMessage(_ name: String, owners: [ControllerKind], kind: ControllerKind) -> String {
        if name == "view" {
            if kind.hasManagedView { return "a \(kind.rawValue)'s view is managed by UIKit; remove 'view'" }
            if let rootKey = Self.rootViewKey(of: kind) {
                return "a \(kind.rawValue)'s view is its \(rootKey.key); write '\(rootKey.key):' instead of 'view:'"
            }
        }
        let ownerNames = alternatives(owners.map(\.rawValue), conjunction: "and")
        return "'\(name)' belongs to \(ownerNames); this is a \(kind.rawValue)"
    }
}
