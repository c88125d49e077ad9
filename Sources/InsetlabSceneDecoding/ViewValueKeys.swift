import InsetlabScene

/// The view keys that hold one value, one entry each: the decoder, matrix axes, the version
/// check and the JSON Schema all read them from here (`SceneValueKey`). Which view kinds take
/// a key is `ViewKey.applies(to:)`; the order is `ViewKey`'s.
package enum ViewValueKeys {
    /// Keys of every view.
    package static let common: [SceneValueKey<ViewSpec>] = [
        .bool(
            "isHidden", \.isHidden,
            "UIView.isHidden: the view is not shown; it keeps its frame and its place in subviews."),
        .optionalInsets(
            "layoutMargins", \.layoutMargins, .nonNegative, example: [8, 16, 8, 16], since: Availability(since: 8),
            """
            UIView.layoutMargins (iOS 8+), the spacing pin: margins keeps from the edges; not \
            negative. Left out: UIKit's (8 on each side of a plain view; a controller's root \
            view has system minimums of 16 or 20 at the sides). A root view's own margins take \
            effect only from iOS 11. An error on iOS 7 (the API does not exist there).
            """),
        .bool(
            "insetsLayoutMarginsFromSafeArea", \.insetsLayoutMarginsFromSafeArea, since: Availability(since: 11),
            "UIView.insetsLayoutMarginsFromSafeArea (iOS 11+): the margins are measured from the safe area, not the bounds. An error before iOS 11 (the API does not exist there)."),
        .bool(
            "preservesSuperviewLayoutMargins", \.preservesSuperviewLayoutMargins, since: Availability(since: 8),
            "UIView.preservesSuperviewLayoutMargins (iOS 8+): where the view is close to its superview's edge, its margins are at least the superview's. An error on iOS 7 (the API does not exist there)."),
    ]

    /// Keys of scroll views (`ViewSpec.scroll`).
    package static let scroll: [SceneValueKey<ScrollSpec>] = [
        .insets(
            "contentInset", \.contentInset,
            """
            UIScrollView.contentInset; may be negative. iOS 7–10: automaticallyAdjustsScrollViewInsets \
            adds the layout guides to it. iOS 11+: UIKit never changes it; the safe area goes \
            into adjustedContentInset instead.
            """),
        .choice(
            "contentInsetAdjustmentBehavior", \.contentInsetAdjustmentBehavior, "automatic, scrollableAxes, never or always.",
            since: Availability(since: 11),
            """
            UIScrollView.contentInsetAdjustmentBehavior (iOS 11+): how much of the safe area \
            adjustedContentInset adds to contentInset. automatic: top and bottom for the \
            controller's content scroll view (found through subviews[0]) inside a navigation \
            or tab bar controller while automaticallyAdjustsScrollViewInsets is true, else as \
            scrollableAxes. scrollableAxes: the edges of the axes that scroll (content larger \
            than the bounds, or alwaysBounce…). never: none. always: all. An error before iOS 11 (the API does not exist there).
            """),
        .size(
            "contentSize", \.contentSize,
            """
            UIScrollView.contentSize [width, height]; not negative. It decides which axes \
            scroll (scrollableAxes). Tables and collection views derive theirs from rows and items.
            """),
        .bool(
            "isScrollEnabled", \.isScrollEnabled,
            "UIScrollView.isScrollEnabled: a scroll view that cannot scroll has no scrollable axis (scrollableAxes adds nothing)."),
        .bool(
            "alwaysBounceVertical", \.alwaysBounceVertical,
            "UIScrollView.alwaysBounceVertical: bounce vertically, and count as vertically scrollable for scrollableAxes, even when the content is shorter than the bounds."),
        .bool(
            "alwaysBounceHorizontal", \.alwaysBounceHorizontal,
            "UIScrollView.alwaysBounceHorizontal: bounce horizontally, and count as horizontally scrollable for scrollableAxes, even when the content is narrower than the bounds."),
    ]

    /// Keys of table views (`ViewSpec.table`), `rows` and `sections` aside (read together by
    /// `tableSections`).
    package static let table: [SceneValueKey<TableSpec>] = [
        .choice(
            "style", \.style, "plain, grouped or insetGrouped.",
            since: Availability(since: 13, value: TableStyle.insetGrouped.rawValue, instead: "use grouped"),
            "UITableView.Style: plain, grouped, or insetGrouped (iOS 13+; an error before)."),
        .number("rowHeight", \.rowHeight, .nonNegative, "UITableView.rowHeight in points; not negative."),
        .optionalNumber(
            "estimatedRowHeight", \.estimatedRowHeight, .nonNegative, example: 44,
            "UITableView.estimatedRowHeight; not negative. Left out: UIKit's (automaticDimension, self-sizing, from iOS 11; 0 before)."),
        .optionalNumber(
            "sectionHeaderHeight", \.sectionHeaderHeight, .nonNegative, example: 28,
            "UITableView.sectionHeaderHeight: the height of section headers that do not set their own; not negative. Left out: UIKit's for the style."),
        .optionalNumber(
            "sectionFooterHeight", \.sectionFooterHeight, .nonNegative, example: 28,
            "UITableView.sectionFooterHeight: the height of section footers that do not set their own; not negative. Left out: UIKit's for the style."),
        .bool(
            "insetsContentViewsToSafeArea", \.insetsContentViewsToSafeArea, since: Availability(since: 11),
            "UITableView.insetsContentViewsToSafeArea (iOS 11+): cell content views stay inside the safe area (clear of the notch in landscape). An error before iOS 11 (the API does not exist there)."),
        .number(
            "tableHeaderHeight", \.tableHeaderHeight, .nonNegative, "Height of the UITableView.tableHeaderView, 0 for none; not negative."),
        .number(
            "tableFooterHeight", \.tableFooterHeight, .nonNegative, "Height of the UITableView.tableFooterView, 0 for none; not negative."),
    ]

    private static let commonByKey = index(common)
    private static let scrollByKey = index(scroll)
    private static let tableByKey = index(table)

    package static func common(_ key: ViewKey) -> SceneValueKey<ViewSpec>? { commonByKey[key] }
    package static func scroll(_ key: ViewKey) -> SceneValueKey<ScrollSpec>? { scrollByKey[key] }
    package static func table(_ key: ViewKey) -> SceneValueKey<TableSpec>? { tableByKey[key] }

    /// Every entry as one of the whole view's keys, for matrix axes and version checks.
    package static var all: [SceneValueKey<ViewSpec>] {
        common + scroll.map { $0.lifted(\.scroll, empty: ScrollSpec(alwaysBounceVertical: false)) }
            + table.map { $0.lifted(\.table, empty: TableSpec()) }
    }

    private static func index<Spec>(_ keys: [SceneValueKey<Spec>]) -> [ViewKey: SceneValueKey<Spec>] {
        Dictionary(uniqueKeysWithValues: keys.map { key in
            guard let viewKey = ViewKey(rawValue: key.name) else { preconditionFailure("'\(key.name)' is not a ViewKey") }
            return (viewKey, key)
        })
    }
}
