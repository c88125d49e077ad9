import InsetlabScene

/// The keys a view mapping may hold (SCENE-FORMAT "Views"), and which view kinds take each.
///
/// A scene may hold 100,000 views; looking each key up once in a table (`KeyTable`), then switching on
/// this enum, keeps a view's keys O(1) each instead of a chain of string comparisons.
package enum ViewKey: String, CaseIterable {
    // Every view.
    case type, id, ib, subviews, frame, pin, isHidden, layoutMargins, insetsLayoutMarginsFromSafeArea
    case preservesSuperviewLayoutMargins
    // Auto Layout (v2), every view.
    case constraints, intrinsicContentSize, contentHuggingPriority, contentCompressionResistancePriority
    case baselineOffset, autoresizingMask, designedIn
    // Stack views.
    case axis, spacing, alignment, distribution, isLayoutMarginsRelativeArrangement
    // Scroll views.
    case contentInset, contentInsetAdjustmentBehavior, contentSize, isScrollEnabled, alwaysBounceVertical
    case alwaysBounceHorizontal
    // Table views.
    case style, rows, sections, rowHeight, estimatedRowHeight, sectionHeaderHeight, sectionFooterHeight
    case insetsContentViewsToSafeArea, tableHeaderHeight, tableFooterHeight
    // Collection views.
    case layout

    package enum Group {
        case common, autoLayout, stack, scroll, table, collection
    }

    package var group: Group {
        switch self {
        case .type, .id, .ib, .subviews, .frame, .pin, .isHidden, .layoutMargins, .insetsLayoutMarginsFromSafeArea,
            .preservesSuperviewLayoutMargins:
            .common
        case .constraints, .intrinsicContentSize, .contentHuggingPriority, .contentCompressionResistancePriority,
            .baselineOffset, .autoresizingMask, .designedIn:
            .autoLayout
        case .axis, .spacing, .alignment, .distribution, .isLayoutMarginsRelativeArrangement:
            .stack
        case .contentInset, .contentInsetAdjustmentBehavior, .contentSize, .isScrollEnabled, .alwaysBounceVertical,
            .alwaysBounceHorizontal:
            .scroll
        case .style, .rows, .sections, .rowHeight, .estimatedRowHeight, .sectionHeaderHeight, .sectionFooterHeight,
            .insetsContentViewsToSafeArea, .tableHeaderHeight, .tableFooterHeight:
            .table
        case .layout:
            .collection
        }
    }

    /// Whether a view of `kind` takes this key. Leaf views take no subviews; tables and
    /// collections derive their content size from rows and items.
    package func applies(to kind: ViewKind) -> Bool {
        switch group {
        case .common: self != .subviews || !kind.isLeaf
        case .autoLayout: true
        case .stack: kind == .stackView
        case .scroll: kind.isScrollView && (self != .contentSize || (kind != .tableView && kind != .collectionView))
        case .table: kind == .tableView
        case .collection: kind == .collectionView
        }
    }

    /// The keys a view of `kind` takes, in declaration order (for "did you mean").
    package static func names(for kind: ViewKind) -> [String] {
        allCases.filter { $0.applies(to: kind) }.map(\.rawValue)
    }
}
