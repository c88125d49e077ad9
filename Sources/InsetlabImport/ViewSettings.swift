internal import InsetlabScene
internal import InsetlabYAML

/// View settings that change layout: visibility, margins, scroll-view insets, table and
/// collection metrics, stack-view arrangement.
enum ViewSettings {
    /// UIKit properties that move or size views, set through Interface Builder's User Defined
    /// Runtime Attributes (`keyPath="contentInsetAdjustmentBehavior"`): the import reads IB's own
    /// attributes, not key-value coding at load time, so each is a loss. Cosmetic ones
    /// (`layer.cornerRadius`) and an app's own properties are not layout the model knows.
    static let layoutKeyPaths: Set<String> = [
        "hidden", "isHidden", "frame", "bounds", "center", "transform", "translatesAutoresizingMaskIntoConstraints",
        "contentInset", "contentInsetAdjustmentBehavior", "contentOffset", "contentSize", "automaticallyAdjustsScrollViewInsets",
        "layoutMargins", "directionalLayoutMargins", "preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea",
        "insetsContentViewsToSafeArea", "semanticContentAttribute", "rowHeight", "estimatedRowHeight", "sectionHeaderHeight",
        "sectionFooterHeight", "additionalSafeAreaInsets", "edgesForExtendedLayout", "extendedLayoutIncludesOpaqueBars",
        "axis", "distribution", "alignment", "spacing", "isLayoutMarginsRelativeArrangement", "layoutMarginsRelativeArrangement",
        "translucent", "isTranslucent", "prefersLargeTitles", "largeTitleDisplayMode", "hidesBottomBarWhenPushed",
        "intrinsicContentSize", "contentHuggingPriority", "contentCompressionResistancePriority",
    ]

    static func runtimeAttributeLosses(of element: XMLElementNode) -> [ImportLoss] {
        guard let list = element.child("userDefinedRuntimeAttributes") else { return [] }
        return list.children.compactMap { attribute in
            guard attribute.name == "userDefinedRuntimeAttribute", let keyPath = attribute["keyPath"],
                layoutKeyPaths.contains(String(keyPath.prefix { $0 != "." }))
            else { return nil }
            return ImportLoss(mark: attribute.mark, what: "user defined runtime attribute \"\(keyPath)\" changes layout when the storyboard loads; runtime attributes are not imported")
        }
    }

    static func add(to map: inout SceneMap, view: XMLElementNode, losses: inout [ImportLoss]) {
        if view["hidden"] == "YES" { map.set("isHidden", true) }
        if let margins = insets(view.child("edgeInsets", key: "layoutMargins"), top: "top", left: "left", bottom: "bottom", right: "right")
            ?? insets(view.child("directionalEdgeInsets", key: "directionalLayoutMargins"), top: "top", left: "leading", bottom: "bottom", right: "trailing")
        {
            // UIKit takes negative margins; the scene format does not (yet): 0, and a loss.
            if margins.contains(where: { $0.hasPrefix("-") }) {
                losses.append(ImportLoss(
                    mark: view.child(key: "layoutMargins")?.mark ?? view.child(key: "directionalLayoutMargins")?.mark ?? view.mark,
                    what: "negative layout margins (\(margins.joined(separator: ", "))) are not in the scene format: written as 0"))
                map.set("layoutMargins", .flow(margins.map { $0.hasPrefix("-") ? "0" : $0 }))
            } else {
                map.set("layoutMargins", .flow(margins))
            }
        }
        if view["insetsLayoutMarginsFromSafeArea"] == "NO" { map.set("insetsLayoutMarginsFromSafeArea", false) }
        if view["preservesSuperviewLayoutMargins"] == "YES" { map.set("preservesSuperviewLayoutMargins", true) }
        if view["semanticContentAttribute"] == "forceRightToLeft" {
            // Leading is left in the model (model-decisions AL1); a right-to-left view mirrors it.
            losses.append(ImportLoss(mark: view.mark, what: "semanticContentAttribute forceRightToLeft: right-to-left layout is not modelled (leading is laid out as left)"))
        }
        losses += runtimeAttributeLosses(of: view)
        if view["layoutMarginsFollowReadableWidth"] == "YES" {
            losses.append(ImportLoss(mark: view.mark, what: "layoutMarginsFollowReadableWidth is not modelled: the margins are UIKit's defaults"))
        }
        switch view.name {
        case "scrollView", "tableView", "collectionView", "textView":
            scroll(&map, view: view)
        default:
            break
        }
        if view.name == "tableView" { table(&map, view: view) }
        if view.name == "collectionView" { collection(&map, view: view) }
        if view.name == "stackView" { stack(&map, view: view, losses: &losses) }
    }

    /// `<inset minX minY maxX maxY>` / `<edgeInsets top left bottom right>` → `[top, left, bottom, right]`.
    static func insets(_ element: XMLElementNode?, top: String, left: String, bottom: String, right: String) -> [String]? {
        guard let element else { return nil }
        return [top, left, bottom, right].map { SceneNumber.format(element.number($0) ?? 0) }
    }

    private static func scroll(_ map: inout SceneMap, view: XMLElementNode) {
        if let behavior = view["contentInsetAdjustmentBehavior"], ["automatic", "scrollableAxes", "never", "always"].contains(behavior) {
            map.set("contentInsetAdjustmentBehavior", behavior)
        }
        if let inset = insets(view.child("inset", key: "contentInset"), top: "minY", left: "minX", bottom: "maxY", right: "maxX"),
            inset.contains(where: { $0 != "0" })
        {
            map.set("contentInset", .flow(inset))
        }
        if view["scrollEnabled"] == "NO" { map.set("isScrollEnabled", false) }
        if view["alwaysBounceVertical"] == "YES", view.name != "tableView" { map.set("alwaysBounceVertical", true) }
        if view["alwaysBounceHorizontal"] == "YES" { map.set("alwaysBounceHorizontal", true) }
    }

    private static func table(_ map: inout SceneMap, view: XMLElementNode) {
        if let style = view["style"], ["plain", "grouped", "insetGrouped"].contains(style), style != "plain" { map.set("style", style) }
        if let height = view.number("rowHeight"), height > 0 { map.set("rowHeight", height) }
        if let height = view.number("estimatedRowHeight"), height > 0 { map.set("estimatedRowHeight", height) }
        if let height = view.number("sectionHeaderHeight"), height >= 0 { map.set("sectionHeaderHeight", height) }
        if let height = view.number("sectionFooterHeight"), height >= 0 { map.set("sectionFooterHeight", height) }
        if view["insetsContentViewsToSafeArea"] == "NO" { map.set("insetsContentViewsToSafeArea", false) }
        if let header = view.child(key: "tableHeaderView"), let frame = ViewEmitter.frame(of: header) {
            map.set("tableHeaderHeight", frame[3], source: header.mark)
        }
        if let footer = view.child(key: "tableFooterView"), let frame = ViewEmitter.frame(of: footer) {
            map.set("tableFooterHeight", frame[3], source: footer.mark)
        }
        // Static cells: the rows are in the file (dynamic prototypes' rows come from code).
        guard view["dataMode"] == "static", let sections = view.child("sections") else { return }
        staticRows(&map, table: view, sections: sections)
    }

    /// A static table's sections. UITableViewController's static data source returns each
    /// cell's storyboard height from `tableView(_:heightForRowAt:)`, and IB stores that height
    /// in each cell's frame. Rows of one height are `rows: N` with the table's `rowHeight`;
    /// where the cells differ, a section whose rows are not all the table's `rowHeight` lists
    /// them (`rowHeights`).
    private static func staticRows(_ map: inout SceneMap, table view: XMLElementNode, sections: XMLElementNode) {
        // Each section's cells with the height IB stored for each (nil: no frame), read once.
        let cellLists = sections.children.filter { $0.name == "tableViewSection" }.map { section in
            (section, (section.child("cells")?.children.filter { $0.name == "tableViewCell" } ?? []).map { cell in
                (cell: cell, height: ViewEmitter.frame(of: cell)?[3])
            })
        }
        let heights = RowHeights(cellLists.flatMap { $0.1.compactMap(\.height) })
        let tableRowHeight = view.number("rowHeight").flatMap { $0 > 0 ? $0 : nil }
        if heights.count <= 1 {
            if !cellLists.isEmpty {
                map.set("sections", .list(cellLists.map { section, cells in
                    var entry = SceneMap(source: section.mark)
                    entry.set("rows", Double(cells.count))
                    return .map(entry)
                }), source: sections.mark)
            }
            if let rowHeight = heights.one, tableRowHeight != rowHeight { map.set("rowHeight", rowHeight) }
            return
        }
        // Rows of different heights. The scene's rowHeight is the table's (44 when IB has none
        // or an automatic -1): a height within a point of it is it.
        let rowHeight = tableRowHeight ?? TableSpec().rowHeight
        var list: [SceneValue] = []
        for (section, cells) in cellLists {
            let rows = cells.map { cell, height -> Double in
                // A cell without a stored frame (hand-edited XML; IB writes one for every
                // cell) is the height UIKit's static data source gives it: its own custom
                // rowHeight if IB set one, else the table's.
                guard let height else {
                    return cell.number("rowHeight").flatMap { $0 > 0 ? $0 : nil } ?? rowHeight
                }
                return abs(height - rowHeight) < 1 ? rowHeight : heights.representative(of: height)
            }
            var entry = SceneMap(source: section.mark)
            if rows.allSatisfy({ $0 == rowHeight }) {
                entry.set("rows", Double(rows.count))
            } else {
                entry.set("rowHeights", .flow(rows.map(SceneNumber.format)))
            }
            list.append(.map(entry))
        }
        map.set("sections", .list(list), source: sections.mark)
    }

    private static func collection(_ map: inout SceneMap, view: XMLElementNode) {
        guard let flow = view.child("collectionViewFlowLayout", key: "collectionViewLayout") else { return }
        var layout = SceneMap(source: flow.mark)
        if let size = flow.child("size", key: "itemSize"), let width = size.number("width"), let height = size.number("height") {
            layout.set("itemSize", .flow([SceneNumber.format(width), SceneNumber.format(height)]))
        }
        if flow["scrollDirection"] == "horizontal" { layout.set("scrollDirection", "horizontal") }
        if let spacing = flow.number("minimumLineSpacing") { layout.set("minimumLineSpacing", spacing) }
        if let spacing = flow.number("minimumInteritemSpacing") { layout.set("minimumInteritemSpacing", spacing) }
        if let inset = insets(flow.child("inset", key: "sectionInset"), top: "minY", left: "minX", bottom: "maxY", right: "maxX") {
            layout.set("sectionInset", .flow(inset))
        }
        if let reference = flow["sectionInsetReference"] {
            let value = ["safeArea": "fromSafeArea", "layoutMargins": "fromLayoutMargins"][reference] ?? "fromContentInset"
            layout.set("sectionInsetReference", value)
        }
        if !layout.isEmpty { map.set("layout", .map(layout)) }
    }

    private static func stack(_ map: inout SceneMap, view: XMLElementNode, losses: inout [ImportLoss]) {
        if view["axis"] == "vertical" { map.set("axis", "vertical") }
        if let spacing = view.number("spacing"), spacing != 0 { map.set("spacing", spacing) }
        if let alignment = view["alignment"], alignment != "fill" { map.set("alignment", alignment) }
        if let distribution = view["distribution"], distribution != "fill" { map.set("distribution", distribution) }
        if view["layoutMarginsFollowReadableWidth"] != "YES", view["layoutMarginsRelativeArrangement"] == "YES"
            || view["isLayoutMarginsRelativeArrangement"] == "YES"
        {
            map.set("isLayoutMarginsRelativeArrangement", true)
        }
        if view["baselineRelativeArrangement"] == "YES" {
            losses.append(ImportLoss(mark: view.mark, what: "baselineRelativeArrangement needs font metrics, which are not modelled"))
        }
        if view.children.contains(where: { $0.name == "customSpacing" }) {
            losses.append(ImportLoss(mark: view.mark, what: "custom spacing after an arranged subview is not modelled"))
        }
    }
}

/// The heights IB stored for a table's static cells, grouped: IB stores heights like 43.667 and
/// 44.333 for one row height (pixel rounding), so heights less than a point above a group's
/// lowest are one height, the group's middle one.
struct RowHeights {
    private var groups: [[Double]] = []

    init(_ stored: [Double]) {
        for height in Set(stored).sorted() {
            if let low = groups.last?.first, height - low < 1 {
                groups[groups.count - 1].append(height)
            } else {
                groups.append([height])
            }
        }
    }

    /// How many different heights.
    var count: Int { groups.count }

    /// The one height, when there is exactly one.
    var one: Double? { groups.count == 1 ? groups[0][groups[0].count / 2] : nil }

    /// The height `height`'s group stands for.
    func representative(of height: Double) -> Double {
        let group = groups.first { height >= $0[0] && height <= $0[$0.count - 1] } ?? [height]
        return group[group.count / 2]
    }
}
