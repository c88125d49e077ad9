import InsetlabScene

/// A table's content size from its rows and section heights, and its first row (content
/// coordinates).
struct TableContent {
    var size: Size
    var firstRow: Rect?
    /// How the size came about; built only when `explains` (for `explain`'s trace).
    var formula: Formula = ""
    var note: String?

    init(spec: TableSpec, width: Double, ios: Int, explains: Bool) {
        var height = spec.tableHeaderHeight
        var parts: [Formula] = []
        if explains, spec.tableHeaderHeight > 0 { parts.append("\(named: "header", spec.tableHeaderHeight)") }
        var firstRow: Rect?
        var missingHeader = false
        var missingFooter = false
        for (index, section) in spec.sections.enumerated() {
            let header = section.headerHeight ?? spec.sectionHeaderHeight ?? 0
            let footer = section.footerHeight ?? spec.sectionFooterHeight ?? 0
            // A grouped table also puts its default spacing where a height of 0 is written ("if the
            // height is 0 it is set to the default", sunnyxx 2015-04-15): the same unknown as none.
            if spec.style != .plain {
                if header == 0 { missingHeader = true }
                if footer == 0 { missingFooter = true }
            }
            height += header
            // A static table's data source gives each row its own height (`rowHeights`, the
            // cells' heights in the storyboard); otherwise every row is `rowHeight`.
            if firstRow == nil, section.rows > 0 {
                firstRow = Rect(x: 0, y: height, width: width, height: section.rowHeights?.first ?? spec.rowHeight)
            }
            let rows = section.rowHeights.map { $0.reduce(0, +) } ?? Double(section.rows) * spec.rowHeight
            height += rows + footer
            guard explains else { continue }
            var part: Formula = section.rowHeights.map { Self.rowsFormula($0, grouped: header > 0 || footer > 0) }
                ?? "\(section.rows) × \(number: spec.rowHeight)"
            if header > 0 { part = "\(number: header) + " + part }
            if footer > 0 { part += " + \(number: footer)" }
            parts.append(spec.sections.count > 1 ? "section \(index): \(part)" : part)
        }
        height += spec.tableFooterHeight
        if explains, spec.tableFooterHeight > 0 { parts.append("\(named: "footer", spec.tableFooterHeight)") }
        self.size = Size(width: width, height: height)
        self.firstRow = firstRow
        if explains {
            var sum: Formula = parts.isEmpty ? "0 (no rows)" : parts[0]
            for part in parts.dropFirst() { sum += " + " + part }
            self.formula = "width = \(named: "table width", width); height = \(sum) = \(number: height)"
        }
        let missing = [missingHeader ? "header" : nil, missingFooter ? "footer" : nil].compactMap { $0 }
        self.note = missing.isEmpty
            ? nil
            : "a \(spec.style.rawValue) table without section \(missing.joined(separator: "/")) heights, or with 0 (which UIKit replaces by its default): UIKit's default grouped spacing is not modelled, so contentSize counts 0 for them (write "
                + missing.map { "section\($0.prefix(1).uppercased() + $0.dropFirst())Height" }.joined(separator: "/") + " greater than 0)"
    }

    /// Per-row heights as a sum, a run of equal heights as `N × h`: `44 + 127 + 44`,
    /// `6 × 44 + 3 × 60 + 88`; several terms in parentheses beside a header or footer (`grouped`).
    private static func rowsFormula(_ heights: [Double], grouped: Bool) -> Formula {
        var runs: [(count: Int, height: Double)] = []
        for height in heights {
            if let last = runs.last, last.height == height {
                runs[runs.count - 1].count += 1
            } else {
                runs.append((1, height))
            }
        }
        guard !runs.isEmpty else { return "0 (no rows)" }
        var sum: Formula = ""
        for (index, run) in runs.enumerated() {
            let term: Formula = run.count == 1 ? "\(number: run.height)" : "\(run.count) × \(number: run.height)"
            sum += index == 0 ? term : " + " + term
        }
        return grouped && runs.count > 1 ? "(" + sum + ")" : sum
    }
}

/// `UICollectionViewFlowLayout` for one section: items in rows (vertical) or columns
/// (horizontal), with `sectionInsetReference` (Apple doc: the content inset is always the minimum).
struct CollectionFlowLayout {
    var layout: CollectionLayoutSpec
    var bounds: Size
    var safeArea: Insets
    var margins: Insets
    var ios: Int
    /// How the content size came about; built only when `explains` (for `explain`'s trace).
    private(set) var formula: Formula = ""
    private(set) var notes: [String] = []
    /// Numbers that rest on developers' reports, not a measurement (model-uncertainty notes).
    private(set) var estimates: [String] = []
    var explains = true

    init(layout: CollectionLayoutSpec, bounds: Size, safeArea: Insets, margins: Insets, ios: Int, explains: Bool) {
        self.explains = explains
        self.layout = layout
        self.bounds = bounds
        self.safeArea = safeArea
        self.margins = margins
        self.ios = ios
        if ios < 11, layout.sectionInsetReference != .fromContentInset {
            notes.append("sectionInsetReference arrived in iOS 11; on iOS \(ios) sections are laid out from the content inset")
        }
    }

    private var reference: SectionInsetReference { ios >= 11 ? layout.sectionInsetReference : .fromContentInset }

    /// Where the items start on the cross axis, measured from the view's edge: the adjusted
    /// content inset plus the section inset, or — with `.fromSafeArea`/`.fromLayoutMargins` —
    /// the safe area/margins plus the section inset, never less than the content inset.
    private func crossEdges(adjustedLow: Double, adjustedHigh: Double, sectionLow: Double, sectionHigh: Double,
                            safeLow: Double, safeHigh: Double, marginLow: Double, marginHigh: Double) -> (Double, Double) {
        switch reference {
        case .fromContentInset:
            return (adjustedLow + sectionLow, adjustedHigh + sectionHigh)
        case .fromSafeArea:
            return (max(adjustedLow, safeLow + sectionLow), max(adjustedHigh, safeHigh + sectionHigh))
        case .fromLayoutMargins:
            return (max(adjustedLow, marginLow + sectionLow), max(adjustedHigh, marginHigh + sectionHigh))
        }
    }

    /// How many items fit across, at least 1. Counted as a `Double` and held to 10^15, above any
    /// item count a scene can give (`ValueReader.integer`): a 1e-20 pt item fits more times than
    /// an `Int` holds.
    private static func count(available: Double, item: Double, spacing: Double) -> Int {
        guard item > 0 else { return 1 }
        return Int(max(1, min(1e15, ((available + spacing) / (item + spacing) + 1e-9).rounded(.down))))
    }

    mutating func verticalContent(adjusted: Insets) -> (size: Size, firstItem: Rect?) {
        let (left, right) = crossEdges(
            adjustedLow: adjusted.left, adjustedHigh: adjusted.right,
            sectionLow: layout.sectionInset.left, sectionHigh: layout.sectionInset.right,
            safeLow: safeArea.left, safeHigh: safeArea.right, marginLow: margins.left, marginHigh: margins.right)
        let available = bounds.width - left - right
        let perRow = Self.count(available: available, item: layout.itemSize.width, spacing: layout.minimumInteritemSpacing)
        if layout.itemSize.width > available, layout.items > 0 {
            notes.append("itemSize width \(fmt(layout.itemSize.width)) is wider than the \(fmt(available)) pt available; UIKit logs a warning and the layout is undefined")
        }
        let rows = layout.items == 0 ? 0 : (layout.items + perRow - 1) / perRow
        let height = rows == 0
            ? 0
            : layout.sectionInset.top + Double(rows) * layout.itemSize.height + Double(rows - 1) * layout.minimumLineSpacing + layout.sectionInset.bottom
        let width = bounds.width - adjusted.left - adjusted.right
        if explains {
            formula = "\(layout.items) items of \(Size(width: layout.itemSize.width, height: layout.itemSize.height)) in rows of \(perRow) "
            + "(items from \(named: "x", left) to \(number: bounds.width - right), \(reference.rawValue)); "
            + "height = \(rows) rows → \(number: height); width = bounds − adjusted left/right = \(number: width)"
        }
        let lone = loneItemOffset(perLine: perRow, available: available, item: layout.itemSize.width)
        let first = layout.items == 0 ? nil : Rect(
            x: left - adjusted.left + lone, y: layout.sectionInset.top, width: layout.itemSize.width, height: layout.itemSize.height)
        return (Size(width: width, height: height), first)
    }

    mutating func horizontalContent(adjusted: Insets) -> (size: Size, firstItem: Rect?) {
        let (top, bottom) = crossEdges(
            adjustedLow: adjusted.top, adjustedHigh: adjusted.bottom,
            sectionLow: layout.sectionInset.top, sectionHigh: layout.sectionInset.bottom,
            safeLow: safeArea.top, safeHigh: safeArea.bottom, marginLow: margins.top, marginHigh: margins.bottom)
        let available = bounds.height - top - bottom
        let perColumn = Self.count(available: available, item: layout.itemSize.height, spacing: layout.minimumInteritemSpacing)
        if layout.itemSize.height > available, layout.items > 0 {
            notes.append("itemSize height \(fmt(layout.itemSize.height)) is taller than the \(fmt(available)) pt available; UIKit logs a warning and the layout is undefined")
        }
        let columns = layout.items == 0 ? 0 : (layout.items + perColumn - 1) / perColumn
        let width = columns == 0
            ? 0
            : layout.sectionInset.left + Double(columns) * layout.itemSize.width + Double(columns - 1) * layout.minimumLineSpacing + layout.sectionInset.right
        let height = bounds.height - adjusted.top - adjusted.bottom
        if explains {
            formula = "\(layout.items) items of \(Size(width: layout.itemSize.width, height: layout.itemSize.height)) in columns of \(perColumn) "
            + "(items from \(named: "y", top) to \(number: bounds.height - bottom), \(reference.rawValue)); "
            + "width = \(columns) columns → \(number: width); height = bounds − adjusted top/bottom = \(number: height)"
        }
        let lone = loneItemOffset(perLine: perColumn, available: available, item: layout.itemSize.height)
        let first = layout.items == 0 ? nil : Rect(
            x: layout.sectionInset.left, y: top - adjusted.top + lone, width: layout.itemSize.width, height: layout.itemSize.height)
        return (Size(width: width, height: height), first)
    }

    /// A line holding one item (the only item, or one too wide for two) is centred across the
    /// line, as developers report UICollectionViewFlowLayout does (xamarin/Xamarin.Forms PR
    /// #10241: "If there's exactly one item in a vertically scrolling grid … UICollectionViewFlowLayout
    /// tries to center it"; Digipolitan/collection-view-left-align-flow-layout PR #2: the same
    /// "when cell is wide enough that there's only one cell in row"; dotnet/maui #25181,
    /// horizontal). Unmeasured: a note says so.
    private mutating func loneItemOffset(perLine: Int, available: Double, item: Double) -> Double {
        guard layout.items > 0, min(perLine, layout.items) == 1, item < available else { return 0 }
        estimates.append("a line of one item is centred (\(fmt((available - item) / 2)) pt in), as developers report UICollectionViewFlowLayout does (Xamarin.Forms PR #10241, Digipolitan PR #2); not measured")
        return (available - item) / 2
    }
}
