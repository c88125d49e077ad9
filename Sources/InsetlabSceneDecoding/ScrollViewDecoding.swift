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

    /// `rows: N` (one section of N rows) XOR `sections: [{rows | rowHeights, headerHeight,
    /// footerHeight}]`. Neither: a table with no sections.
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
        guard let items = reader.list(sections, of: "sections ({rows, rowHeights, headerHeight, footerHeight})", keyPath: sectionsPath) else {
            return []
        }
        return items.enumerated().compactMap { position, item in
            tableSection(item, keyPath: sectionsPath + "[\(position)]")
        }
    }

    /// One section: `rows: N`, or `rowHeights: [h, …]` (one height per row; the row count is the
    /// list's length), or both when they agree; `headerHeight`, `footerHeight`.
    private func tableSection(_ item: YAMLNode, keyPath itemPath: String) -> TableSectionSpec? {
        guard let entries = reader.mapping(item, what: "a section ({rows, rowHeights, headerHeight, footerHeight})", keyPath: itemPath) else {
            return nil
        }
        var section = TableSectionSpec(rows: 0)
        var rowsNode: YAMLNode?
        var rows: Int?
        var rowHeightsNode: YAMLNode?
        let misspelt = reader.forEachKnownKey(
            of: entries, in: "a section", validKeys: ["rows", "rowHeights", "headerHeight", "footerHeight"], keyPath: itemPath
        ) { key, _, value in
            let valuePath = itemPath + "." + key
            switch key {
            case "rows":
                rowsNode = value
                rows = reader.integer(value, keyPath: valuePath)
                rows.map { section.rows = $0 }
            case "rowHeights":
                rowHeightsNode = value
                section.rowHeights = rowHeights(value, keyPath: valuePath)
            case "headerHeight": section.headerHeight = reader.number(value, .nonNegative, keyPath: valuePath)
            default: section.footerHeight = reader.number(value, .nonNegative, keyPath: valuePath)
            }
        }
        if let heights = section.rowHeights {
            // Both given: they must say the same; the list's length is the row count.
            if let rowsNode, let rows, rows != heights.count {
                reader.diagnostics.error(
                    "'rows' is \(rows) but 'rowHeights' lists \(heights.count) \(heights.count == 1 ? "height" : "heights") (one per row); "
                        + "leave 'rows' out, since the list's length is the row count, or make them agree",
                    at: rowsNode.mark, keyPath: itemPath + ".rows"
                )
            }
            section.rows = heights.count
        } else if rowsNode == nil, rowHeightsNode == nil, misspelt.isDisjoint(with: ["rows", "rowHeights"]) {
            reader.missingKey("rows", in: "a section", at: item.mark, keyPath: itemPath, hint: " (or 'rowHeights', one height per row)")
        }
        return section
    }

    /// `rowHeights: [44, 127, 44]`: non-negative numbers, each reported at its own place;
    /// `nil` when any is not one.
    private func rowHeights(_ node: YAMLNode, keyPath: String) -> [Double]? {
        guard let items = reader.list(node, of: "row heights (non-negative numbers, one per row)", keyPath: keyPath) else { return nil }
        var heights: [Double] = []
        for (index, item) in items.enumerated() {
            if let height = reader.number(item, .nonNegative, keyPath: keyPath + "[\(index)]") { heights.append(height) }
        }
        return heights.count == items.count ? heights : nil
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
