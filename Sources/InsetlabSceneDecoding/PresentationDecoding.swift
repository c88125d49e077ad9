import InsetlabYAML
import InsetlabScene

/// `sheet: {detents: [medium, large], selectedDetent: medium}` (SCENE-FORMAT "Presentation
/// (v2)"). A detent given as a height is refused with its line: research-facts P5 measured custom
/// detents on one device (200 → a 224.473-pt sheet, 400 → 416.331) and no rule fits them.
extension SceneTreeDecoder {
    static let sheetKeys = ["detents", "selectedDetent"]

    func readSheet(_ node: YAMLNode, into spec: inout ControllerSpec, keyPath: String) {
        guard let entries = reader.mapping(node, what: "a mapping of sheet settings (detents, selectedDetent)", keyPath: keyPath)
        else { return }
        var sheet = SheetSpec()
        for (key, value) in entries {
            let name = key.scalar ?? ""
            let path = keyPath + "." + name
            switch name {
            case "detents":
                guard let items = reader.list(value, of: "detents", keyPath: path) else { continue }
                if items.isEmpty {
                    reader.diagnostics.error("detents is empty; a sheet needs at least one detent (medium or large)", at: value.mark, keyPath: path)
                    continue
                }
                var detents: [SheetDetent] = []
                for item in items {
                    guard let detent = detent(item, keyPath: path) else { continue }
                    if detents.contains(detent) {
                        reader.diagnostics.error("'\(detent.rawValue)' is listed twice in detents", at: item.mark, keyPath: path)
                        continue
                    }
                    detents.append(detent)
                }
                if !detents.isEmpty { sheet.detents = detents }
            case "selectedDetent":
                sheet.selectedDetent = detent(value, keyPath: path)
            default:
                reader.unknownKey(key, in: "sheet", validKeys: Self.sheetKeys, keyPath: keyPath)
            }
        }
        if let selected = sheet.selectedDetent, !sheet.detents.contains(selected), let value = node["selectedDetent"] {
            reader.diagnostics.error(
                "selectedDetent '\(selected.rawValue)' is not among the detents (\(sheet.detents.map(\.rawValue).joined(separator: ", ")))",
                at: value.mark, keyPath: keyPath + ".selectedDetent")
        }
        spec.sheet = sheet
    }

    /// `searchController: {hidesSearchBarWhenScrolling: false}` (an empty mapping keeps UIKit's default).
    func readSearchController(_ node: YAMLNode, into spec: inout ControllerSpec, keyPath: String) {
        guard let entries = reader.mapping(node, what: "a mapping of search controller settings (hidesSearchBarWhenScrolling)", keyPath: keyPath)
        else { return }
        var search = SearchControllerSpec()
        for (key, value) in entries {
            guard key.scalar == "hidesSearchBarWhenScrolling" else {
                reader.unknownKey(key, in: "searchController", validKeys: ["hidesSearchBarWhenScrolling"], keyPath: keyPath)
                continue
            }
            reader.bool(value, keyPath: keyPath + ".hidesSearchBarWhenScrolling").map { search.hidesSearchBarWhenScrolling = $0 }
        }
        spec.searchController = search
    }

    private func detent(_ node: YAMLNode, keyPath: String) -> SheetDetent? {
        if node.kind == .scalar, ScalarNumber(node).value != nil {
            reader.diagnostics.error(
                "a custom detent height is not modelled yet: research-facts P5 measured custom detents on one device"
                    + " (200 → a 224.473-pt sheet, 400 → 416.331) and no rule fits them; use medium or large",
                at: node.mark, keyPath: keyPath)
            return nil
        }
        return reader.choice(node, as: SheetDetent.self, keyPath: keyPath)
    }
}

/// `UISplitViewController` columns (docs/model-decisions.md M26): `secondary` and `primary` are
/// required; a split view is modelled as the window's root only.
extension SceneTreeDecoder {
    mutating func decodeSplitColumns(
        _ structure: ControllerStructure, node: YAMLNode, index: ControllerIndex, keyPath: SceneKeyPath,
        placement: ControllerPlacement
    ) {
        let path = keyPath.description
        if case .window = placement {} else {
            reader.diagnostics.error(
                "a UISplitViewController is modelled as the window's root only (embedded, pushed or presented split views are not modelled yet)",
                at: node.mark, keyPath: path)
        }
        for required in ["primary", "secondary"] where !structure.columns.contains(where: { $0.name == required }) {
            reader.missingKey(required, in: "UISplitViewController", at: node.mark, keyPath: path, hint: " (a view controller)")
        }
        enqueueColumns(structure.columns, keyPath: keyPath, split: index)
    }
}
