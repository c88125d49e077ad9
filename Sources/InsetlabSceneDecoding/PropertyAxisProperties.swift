import InsetlabYAML
import InsetlabScene

/// A property a matrix axis can vary (`navigationBar.isTranslucent`, `contentInsetAdjustmentBehavior`):
/// one value of one controller or view. Reading goes through the tree decoder's own readers
/// (the value keys' tables, `readBarFlag`, `readScrollKey`, …), so an axis accepts exactly the
/// values the same key accepts in the tree, with the same messages.
package struct AxisProperty {
    /// As the scene writes it under the controller or view: `navigationBar.isTranslucent`.
    package let name: String
    package let access: Access

    package enum Access {
        case controller(Controller)
        case view(View)
    }

    package struct Controller {
        /// Which controller types have the property.
        package let takes: (ControllerKind) -> Bool
        /// Reads `node` into the spec (reporting a bad value and leaving the spec as it was).
        let read: (SceneTreeDecoder, YAMLNode, inout ControllerSpec, String) -> Void
        let get: (ControllerSpec) -> PropertyValue
        /// Copies the property from a spec that holds the axis value into a variant's spec.
        let copy: (inout ControllerSpec, ControllerSpec) -> Void
    }

    package struct View {
        package let takes: (ViewKind) -> Bool
        let read: (SceneTreeDecoder, YAMLNode, inout ViewSpec, String) -> Void
        let get: (ViewSpec) -> PropertyValue
        let copy: (inout ViewSpec, ViewSpec) -> Void
    }

    /// The scene key the variant's mark goes under (`spec.marks`), so a warning about a value
    /// the matrix set points at the matrix entry that set it.
    var markKey: String { name }
}

extension AxisProperty {
    // MARK: The catalogue

    /// Every property an axis may name, controllers' first (for "did you mean").
    package static var all: [AxisProperty] { controllerProperties + viewProperties }

    package static func named(_ name: String) -> AxisProperty? { all.first { $0.name == name } }

    /// Keys of controllers and views that are structure, not a value (`viewControllers`,
    /// `subviews`, `frame`), with what to say instead.
    package static func structuralReason(_ name: String) -> String? {
        switch name {
        case "type", "id":
            return "'\(name)' is what the matrix addresses, not a property it can vary"
        case "view", "tableView", "collectionView", "viewControllers", "subviews", "sections":
            return "'\(name)' is part of the scene's tree, not a value a matrix can vary"
        case "frame", "pin":
            return "'\(name)' places the view; a matrix varies values (flags, numbers, enum values, insets, sizes), not positions"
        case "navigationBar", "toolbar", "tabBar":
            let settings = SceneTreeDecoder.barSettings(name).map { "\(name).\($0)" }
            return "'\(name)' is a mapping; vary one of its settings (\(alternatives(settings)))"
        case "layout":
            return "'layout' is a mapping; vary one of its keys (such as layout.items or layout.sectionInsetReference)"
        default:
            return nil
        }
    }

    private static var controllerProperties: [AxisProperty] {
        var properties: [AxisProperty] = ControllerValueKeys.all.map { key in
            let owners = SceneTreeDecoder.owners(of: key.name)
            return controller(
                key.name, takes: { owners.isEmpty || owners.contains($0) },
                read: { tree, node, spec, path in key.read(node, with: tree.reader, into: &spec, keyPath: path) },
                field: Field(get: key.get, copy: key.copy))
        }
        for bar in ["navigationBar", "toolbar", "tabBar"] {
            let owners = SceneTreeDecoder.owners(of: bar)
            for setting in ControllerValueKeys.bar(bar) {
                properties.append(controller(
                    "\(bar).\(setting.name)", takes: { owners.contains($0) },
                    read: { tree, node, spec, path in setting.read(node, with: tree.reader, into: &spec, keyPath: path) },
                    field: Field(get: setting.get, copy: setting.copy)))
            }
        }
        properties.append(controller(
            "selectedIndex", takes: { $0 == .tabBarController },
            read: { tree, node, spec, path in tree.reader.integer(node, keyPath: path).map { spec.selectedIndex = $0 } },
            field: Field(get: { .number(Double($0.selectedIndex)) }, copy: { $0.selectedIndex = $1.selectedIndex })))
        return properties
    }

    private static var viewProperties: [AxisProperty] {
        var properties = ViewValueKeys.all.map(view)
        // `rows: N` is one section of N rows, as in the tree.
        properties.append(AxisProperty(
            name: ViewKey.rows.rawValue,
            access: .view(View(
                takes: { ViewKey.rows.applies(to: $0) },
                read: { tree, node, spec, path in
                    guard var table = spec.table else { return }
                    let sections = tree.tableSections(rows: node, sections: nil, keyPath: String(path.dropLast(".rows".count)))
                    if !sections.isEmpty {
                        table.sections = sections
                        spec.table = table
                    }
                },
                get: { .number(Double($0.table?.sections.first?.rows ?? 0)) },
                copy: { target, source in
                    if let sections = source.table?.sections { target.table?.sections = sections }
                }))))
        for name in SceneTreeDecoder.layoutKeys {
            properties.append(AxisProperty(
                name: "layout." + name,
                access: .view(View(
                    takes: { ViewKey.layout.applies(to: $0) },
                    read: { tree, node, spec, path in
                        guard var layout = spec.collection else { return }
                        tree.readCollectionLayoutValue(name, node, into: &layout, keyPath: path)
                        spec.collection = layout
                    },
                    get: { layoutValue(name, $0.collection ?? CollectionLayoutSpec()) },
                    copy: { target, source in target.collection = target.collection.map { copyLayout(name, into: $0, from: source.collection) } }))))
        }
        return properties
    }

    // MARK: Builders

    private struct Field<Spec> {
        let get: (Spec) -> PropertyValue
        let copy: (inout Spec, Spec) -> Void
    }

    private static func controller(
        _ name: String, takes: @escaping (ControllerKind) -> Bool,
        read: @escaping (SceneTreeDecoder, YAMLNode, inout ControllerSpec, String) -> Void, field: Field<ControllerSpec>
    ) -> AxisProperty {
        AxisProperty(name: name, access: .controller(Controller(takes: takes, read: read, get: field.get, copy: field.copy)))
    }

    private static func view(_ key: SceneValueKey<ViewSpec>) -> AxisProperty {
        guard let viewKey = ViewKey(rawValue: key.name) else { preconditionFailure("'\(key.name)' is not a ViewKey") }
        return AxisProperty(
            name: key.name,
            access: .view(View(
                takes: { viewKey.applies(to: $0) },
                read: { tree, node, spec, path in key.read(node, with: tree.reader, into: &spec, keyPath: path) },
                get: key.get, copy: key.copy)))
    }

    private static func field<Spec, Value>(
        _ path: WritableKeyPath<Spec, Value>, _ show: @escaping (Value) -> PropertyValue
    ) -> Field<Spec> {
        Field(get: { show($0[keyPath: path]) }, copy: { $0[keyPath: path] = $1[keyPath: path] })
    }

    private static func layoutValue(_ name: String, _ layout: CollectionLayoutSpec) -> PropertyValue {
        switch name {
        case "itemSize": .numbers(layout.itemSize.components)
        case "items": .number(Double(layout.items))
        case "scrollDirection": .text(layout.scrollDirection.rawValue)
        case "sectionInset": .numbers(layout.sectionInset.components)
        case "sectionInsetReference": .text(layout.sectionInsetReference.rawValue)
        case "minimumLineSpacing": .number(layout.minimumLineSpacing)
        default: .number(layout.minimumInteritemSpacing)
        }
    }

    private static func copyLayout(_ name: String, into layout: CollectionLayoutSpec, from source: CollectionLayoutSpec?) -> CollectionLayoutSpec {
        guard let source else { return layout }
        var layout = layout
        switch name {
        case "itemSize": layout.itemSize = source.itemSize
        case "items": layout.items = source.items
        case "scrollDirection": layout.scrollDirection = source.scrollDirection
        case "sectionInset": layout.sectionInset = source.sectionInset
        case "sectionInsetReference": layout.sectionInsetReference = source.sectionInsetReference
        case "minimumLineSpacing": layout.minimumLineSpacing = source.minimumLineSpacing
        default: layout.minimumInteritemSpacing = source.minimumInteritemSpacing
        }
        return layout
    }
}
