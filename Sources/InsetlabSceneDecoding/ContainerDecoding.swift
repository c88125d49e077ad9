import InsetlabYAML
import InsetlabScene

/// The keys of navigation and tab bar controllers: their children and their bars.
extension SceneTreeDecoder {
    /// `viewControllers`: required and non-empty on a container; `selectedIndex` must name one.
    mutating func decodeChildren(
        _ structure: ControllerStructure, kind: ControllerKind?, node: YAMLNode, index: ControllerIndex,
        keyPath: SceneKeyPath
    ) {
        let path = keyPath.description
        let owner = kind?.rawValue ?? "a container"
        guard let childrenNode = structure.children else {
            let hint = kind == .navigationController ? " (a list; the last is on screen)" : " (a list of tabs)"
            reader.missingKey("viewControllers", in: owner, at: node.mark, keyPath: path, hint: hint)
            return
        }
        let childrenPath = path + ".viewControllers"
        guard let items = reader.list(childrenNode, of: "view controllers", keyPath: childrenPath) else { return }
        if items.isEmpty {
            reader.diagnostics.error(
                "viewControllers is empty; a \(owner) needs at least one view controller",
                at: childrenNode.mark, keyPath: childrenPath
            )
        } else if let selected = structure.selectedIndex, selected.value >= items.count {
            reader.diagnostics.error(
                Self.selectedIndexOutOfRange(selected.value, owner: owner, children: items.count),
                at: selected.node.mark, keyPath: path + ".selectedIndex"
            )
        }
        enqueueChildren(items, keyPath: keyPath, container: index)
    }

    /// `selectedIndex 2 is out of range: this UITabBarController has 2 view controllers (0…1)`.
    static func selectedIndexOutOfRange(_ selected: Int, owner: String, children: Int) -> String {
        "selectedIndex \(selected) is out of range: this \(owner) has \(children)"
            + " view controller\(children == 1 ? "" : "s") (0…\(children - 1))"
    }

    /// `navigationBar: {isTranslucent, prefersLargeTitles}`, `toolbar: {isTranslucent}`,
    /// `tabBar: {isTranslucent, isHidden}`. Marks go under dotted keys
    /// (`navigationBar.isTranslucent`).
    func readBarSettings(_ bar: String, _ node: YAMLNode, into spec: inout ControllerSpec, keyPath: String) {
        guard let entries = reader.mapping(node, what: "a mapping of \(bar) settings", keyPath: keyPath) else { return }
        let valid = Self.barSettings(bar)
        for (key, value) in entries {
            let name = key.scalar ?? ""
            guard valid.contains(name) else {
                // `isHidden` on these two bars is the navigation controller's own property.
                if name == "isHidden", bar != "tabBar" {
                    let property = bar == "navigationBar" ? "isNavigationBarHidden" : "isToolbarHidden"
                    reader.diagnostics.error(
                        "unknown key 'isHidden' in \(bar); the UINavigationController's '\(property)' hides it",
                        at: key.mark, keyPath: keyPath
                    )
                } else {
                    reader.unknownKey(key, in: bar, validKeys: valid, keyPath: keyPath)
                }
                continue
            }
            spec.marks["\(bar).\(name)"] = key.mark
            readBarFlag(bar, name, value, into: &spec, keyPath: keyPath + "." + name)
        }
    }

    /// The settings of each bar mapping, which are all flags (`ControllerValueKeys.bar`).
    package static func barSettings(_ bar: String) -> [String] {
        ControllerValueKeys.bar(bar).map(\.name)
    }

    /// One flag of a bar mapping (`navigationBar.isTranslucent`), for the tree and for matrix
    /// property axes; `name` is one of `barSettings(bar)`.
    func readBarFlag(_ bar: String, _ name: String, _ value: YAMLNode, into spec: inout ControllerSpec, keyPath: @autoclosure () -> String) {
        ControllerValueKeys.bar(bar).first { $0.name == name }?.read(value, with: reader, into: &spec, keyPath: keyPath())
    }
}
