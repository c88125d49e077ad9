import InsetlabLayout
import InsetlabScene

/// `landscape-cells-under-notch`: cells that ignore the side safe area in landscape on a notched phone.
public enum LandscapeCellsUnderNotchRule: PitfallRule {
    public static let description = RuleDescription(
        id: "landscape-cells-under-notch",
        name: "Landscape cells under the notch",
        severity: .warning,
        summary: "In landscape on a notched phone, a table with insetsContentViewsToSafeArea = false, or a collection view laid out from the content inset, puts cell content under the sensor housing.",
        mechanism: """
            A vertical table or collection view does not scroll sideways, so .automatic adds no left/right inset. \
            UITableView still insets each cell's content view to the safe area unless insetsContentViewsToSafeArea is \
            false; UICollectionViewFlowLayout lays sections out from the content inset unless sectionInsetReference is \
            .fromSafeArea or .fromLayoutMargins.
            """,
        fixSwift: """
            tableView.insetsContentViewsToSafeArea = true                       // the default
            flowLayout.sectionInsetReference = .fromSafeArea                    // iOS 11+
            """,
        fixScene: "Remove `insetsContentViewsToSafeArea: false`; set `sectionInsetReference: fromSafeArea` in the collection view's `layout`.",
        sources: ["seed 001 (table content views and collection grids in landscape)", "Apple doc insetsContentViewsToSafeArea, sectionInsetReference"],
        triggeringExamples: [
            """
            device: iPhone X
            ios: 12
            orientation: landscape
            root:
              type: UIViewController
              view:
                subviews:
                  - {type: UICollectionView, ↓layout: {itemSize: [100, 100], items: 30}}
            """,
            """
            device: iPhone X
            ios: 12
            orientation: landscape
            root:
              type: UIViewController
              view:
                subviews:
                  - {type: UITableView, rows: 20, ↓insetsContentViewsToSafeArea: false}
            """,
        ],
        nonTriggeringExamples: [
            """
            device: iPhone X
            ios: 12
            orientation: landscape
            root:
              type: UIViewController
              view:
                subviews:
                  - {type: UICollectionView, layout: {itemSize: [100, 100], items: 30, sectionInsetReference: fromSafeArea}}
            """,
            """
            device: iPhone X
            ios: 12
            root:
              type: UIViewController
              view:
                subviews:
                  - {type: UICollectionView, layout: {itemSize: [100, 100], items: 30}}
            """,
        ])

    public static func check(_ context: RuleContext) -> [PitfallWarning] {
        guard context.hasSafeArea, context.result.device.orientation == .landscape, context.result.device.device.hasSensorHousing else { return [] }
        var warnings: [PitfallWarning] = []
        let views = context.result.views
        // Only tables and collections can warn: other views are skipped before any copy or name.
        for slot in views.indices
        where !views[slot].isHidden && (views[slot].kind == .tableView || views[slot].kind == .collectionView) {
            let layout = views[slot]
            let spec = context.inputs.view(layout.index)
            guard let safe = layout.safeAreaInsets, safe.left > 0 || safe.right > 0 else { continue }
            var name: String { context.name(view: layout.index) }
            if spec.kind == .tableView, let table = spec.table, !table.insetsContentViewsToSafeArea {
                warnings.append(warning(
                    "\(name) has insetsContentViewsToSafeArea false: its cells' content runs \(pt(max(safe.left, safe.right))) into \(context.housingName) band in landscape",
                    at: spec.marks["insetsContentViewsToSafeArea"] ?? context.typeMark(view: layout.index), subject: name,
                    fix: "Remove `insetsContentViewsToSafeArea: false` (UIKit's default, true, keeps the cells' content out of the band)."))
            }
            if spec.kind == .collectionView, let first = layout.firstItemWindowFrame {
                let window = context.result.window.frame
                let leftOverlap = context.sideInsets.left - first.minX
                if leftOverlap > 0.5 || (first.minX < window.minX + context.sideInsets.left) {
                    let reference = spec.sectionInsetReference ?? .fromContentInset
                    warnings.append(warning(
                        "\(name)'s first item starts at x \(formatNumber(first.minX)), \(pt(max(leftOverlap, 0))) into \(context.housingName) band: sections are laid out \(reference.rawValue)",
                        at: spec.marks["layout.sectionInsetReference"] ?? spec.marks["layout"] ?? context.typeMark(view: layout.index),
                        subject: name, fix: "Set `sectionInsetReference: fromSafeArea` in the collection view's `layout`."))
                }
            }
        }
        return warnings
    }
}

/// `grouped-table-self-sizing-gap`: a grouped table on iOS 11+ with near-zero section
/// header/footer heights and automatic estimated heights shows extra blank space.
public enum GroupedTableSelfSizingGapRule: PitfallRule {
    public static let description = RuleDescription(
        id: "grouped-table-self-sizing-gap",
        name: "Grouped table self-sizing gap",
        severity: .warning,
        summary: "A grouped table on iOS 11+ with near-zero section header/footer heights and no header/footer views shows extra blank space while estimated heights are automatic.",
        mechanism: """
            iOS 11 turned self-sizing on by default: estimatedRowHeight, estimatedSectionHeaderHeight and \
            estimatedSectionFooterHeight became UITableView.automaticDimension. A grouped table that returns 0.01 from \
            heightForHeader/Footer without returning a view then gets UIKit's default grouped spacing instead — the \
            blank space above and between sections that did not exist on iOS 10.
            """,
        fixSwift: """
            tableView.estimatedRowHeight = 0
            tableView.estimatedSectionHeaderHeight = 0
            tableView.estimatedSectionFooterHeight = 0
            // or return real views from viewForHeaderInSection / viewForFooterInSection
            """,
        fixScene: "Set `estimatedRowHeight: 0` (the scene's one key for switching self-sizing off: it stands for the three estimates the Swift fix zeroes, as seed 003 does), or give the sections real header/footer heights.",
        sources: ["seed 003 (问题1: grouped table, heightForHeader 0.01, blank space on iOS 11)"],
        triggeringExamples: [
            """
            device: iPhone 8
            ios: 11
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  view:
                    subviews:
                      - {type: UITableView, style: grouped, rows: 15, rowHeight: 50, ↓sectionHeaderHeight: 0.01, sectionFooterHeight: 0.01}
            """,
        ],
        nonTriggeringExamples: [
            """
            device: iPhone 8
            ios: 11
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  view:
                    subviews:
                      - {type: UITableView, style: grouped, rows: 15, rowHeight: 50, estimatedRowHeight: 0, sectionHeaderHeight: 0.01, sectionFooterHeight: 0.01}
            """,
            """
            device: iPhone 7
            ios: 10
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  view:
                    subviews:
                      - {type: UITableView, style: grouped, rows: 15, rowHeight: 50, sectionHeaderHeight: 0.01, sectionFooterHeight: 0.01}
            """,
        ])

    public static func check(_ context: RuleContext) -> [PitfallWarning] {
        guard context.hasSafeArea else { return [] }
        var warnings: [PitfallWarning] = []
        let views = context.result.views
        for slot in views.indices where views[slot].kind == .tableView {
            let layout = views[slot]
            let spec = context.inputs.view(layout.index)
            guard let table = spec.table, table.style != .plain, table.estimatedRowHeight != 0 else { continue }
            let nearZero: (Double?) -> Bool = { value in value.map { $0 > 0 && $0 < 1 } ?? false }
            var keys: [(String, Double)] = []
            if nearZero(table.sectionHeaderHeight) { keys.append(("sectionHeaderHeight", table.sectionHeaderHeight!)) }
            if nearZero(table.sectionFooterHeight) { keys.append(("sectionFooterHeight", table.sectionFooterHeight!)) }
            for (index, section) in table.sections.enumerated() {
                if nearZero(section.headerHeight) { keys.append(("sections[\(index)].headerHeight", section.headerHeight!)) }
                if nearZero(section.footerHeight) { keys.append(("sections[\(index)].footerHeight", section.footerHeight!)) }
            }
            guard let (key, value) = keys.first else { continue }
            let name = context.name(view: layout.index)
            // "an insetGrouped table", and the section's own key where a section sets the height
            // (its line is under `sections`; the view's marks know the `sections` key).
            let article = table.style == .insetGrouped ? "an" : "a"
            let anchor = key.hasPrefix("sections[") ? spec.marks["sections"] : spec.marks[key]
            warnings.append(warning(
                "\(name) is \(article) \(table.style.rawValue) table with \(key) \(formatNumber(value)) and automatic estimated heights (iOS \(context.ios)): without header/footer views UIKit replaces that height with its default \(table.style.rawValue) section spacing, the blank space seed 003 describes",
                at: anchor ?? spec.marks["style"] ?? context.typeMark(view: layout.index), subject: name))
        }
        return warnings
    }
}
