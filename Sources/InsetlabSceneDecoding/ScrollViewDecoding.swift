import InsetlabYAML
import InsetlabScene

/// Scroll-view, table-view and collection-view keys (SCENE-FORMAT "Views"). Which kinds take
/// which keys is decided in `ViewDecoding`; these read the values.
extension SceneTreeDecoder {
    /// A scroll view's value keys (`ViewValueKeys.scroll`).
    func readScrollKey(_ key: ViewKey, _ value: YAMLNode, into scroll: inout ScrollSpec, keyPath: @autoclosure () -> String) {
        ViewValueKeys.scroll(key)?.read(value, with: reader, into: &scroll, keyPath: keyPath())
    }

    /// Table keys other than `rows` and `sections`, which `tableSections` reads together
    /// (`ViewValueKeys.table`).
    func readTableKey(_ key: ViewKey, _ value: YAMLNode, into table: inout TableSpec, keyPath: @autoclosure () -> String) {
        ViewValueKeys.table(key)?.read(value, with: reader, into: &table, keyPath: keyPath())
    }

    /// `rows: N` (one section of N rows) XOR `sections: [{rows, headerHeight, footerHeight}]`.
    /// Neither: a table with no sections.
    func tableSections(rows: YAMLNode?, sections: YAMLNode?, keyPath: @autoclosure () -> String) -> [TableSectionSpec] {
        if rows != nil, let sections {
            reader.diagnostics.error(
                "'rows' and 'sections' both given; 'rows: N' is one section of N rows, 'sections' lists several",
                at: sections.mark, keyPath: keyPath()
            )
            return []
        }
        if let rows {
            return reader.integer(rows, keyPath: keyPath() + ".rows").map { [TableSectionSpec(rows: $0)] } ?? []
        }
        guard let sections else { return [] }
        let sectionsPath = keyPath() + ".sections"
        guard let items = reader.list(sections, of: "sections ({rows, headerHeight, footerHeight})", keyPath: sectionsPath) else {
            return []
        }
        var result: [TableSectionSpec] = []
        for (position, item) in items.enumerated() {
            let itemPath = sectionsPath + "[\(position)]"
            guard let entries = reader.mapping(item, what: "a section ({rows, headerHeight, footerHeight})", keyPath: itemPath) else {
                continue
            }
            var section = TableSectionSpec(rows: 0)
            let misspelt = reader.forEachKnownKey(
                of: entries, in: "a section", validKeys: ["rows", "headerHeight", "footerHeight"], keyPath: itemPath
            ) { key, _, value in
                let valuePath = itemPath + "." + key
                switch key {
                case "rows": reader.integer(value, keyPath: valuePath).map { section.rows = $0 }
                case "headerHeight": section.headerHeight = reader.number(value, .nonNegative, keyPath: valuePath)
                default: section.footerHeight = reader.number(value, .nonNegative, keyPath: valuePath)
                }
            }
            if item["rows"] == nil, !misspelt.contains("rows") { reader.missingKey("rows", in: "a section", at: item.mark, keyPath: itemPath) }
            result.append(section)
        }
        return result
    }

    package static let layoutKeys = [
        "itemSize", "items", "scrollDirection", "sectionInset", "sectionInsetReference", "minimumLineSpacing",
        "minimumInteritemSpacing",
    ]

    /// `layout: {itemSize, items, scrollDirection, sectionInset, sectionInsetReference,
    /// minimumLineSpacing, minimumInteritemSpacing}` — a flow layout; marks go under `layout.KEY`.
    func readCollectionLayout(_ node: YAMLNode, into layout: inout CollectionLayoutSpec, marks: inout PropertyMarks, keyPath: @autoclosure () -> String) {
        guard let entries = reader.mapping(node, what: "a flow layout mapping (itemSize, items, …)", keyPath: keyPath()) else { return }
        for (key, value) in entries {
            let name = key.scalar ?? ""
            guard Self.layoutKeys.contains(name) else {
                reader.unknownKey(key, in: "layout", validKeys: Self.layoutKeys, keyPath: keyPath())
                continue
            }
            marks["layout." + name] = key.mark
            readCollectionLayoutValue(name, value, into: &layout, keyPath: keyPath() + "." + name)
        }
    }

    /// One key of `layout` (`name` is one of `layoutKeys`), for the tree and for matrix
    /// property axes (`grid.layout.items`).
    func readCollectionLayoutValue(_ name: String, _ value: YAMLNode, into layout: inout CollectionLayoutSpec, keyPath valuePath: @autoclosure () -> String) {
        switch name {
        case "itemSize": reader.size(value, keyPath: valuePath()).map { layout.itemSize = $0 }
        case "items": reader.integer(value, keyPath: valuePath()).map { layout.items = $0 }
        case "scrollDirection": reader.choice(value, as: ScrollDirection.self, keyPath: valuePath()).map { layout.scrollDirection = $0 }
        case "sectionInset": reader.insets(value, .nonNegative, keyPath: valuePath()).map { layout.sectionInset = $0 }
        case "sectionInsetReference":
            reader.choice(value, as: SectionInsetReference.self, keyPath: valuePath()).map { layout.sectionInsetReference = $0 }
        case "minimumLineSpacing":
            reader.number(value, .nonNegative, keyPath: valuePath()).map { layout.minimumLineSpacing = $0 }
        default:
            reader.number(value, .nonNegative, keyPath: valuePath()).map { layout.minimumInteritemSpacing = $0 }
        }
    }
}
