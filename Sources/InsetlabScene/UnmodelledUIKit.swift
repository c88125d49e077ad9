/// Real UIKit properties and types that the layout model leaves out (LAYOUT-MODEL §9). A scene
/// that uses one gets "not modelled" rather than "unknown key": the user spelled it right, and
/// should know the answer would be a guess. A table of names with no decoding in it, kept
/// beside `NearestName` (the decoder, its one user, is at its module's size limit).
package enum UnmodelledUIKit {
    /// Property name → the §9 item it falls under, or what else the model leaves out.
    package static let properties: [String: String] = [
        "transform": "transforms",
        "transform3D": "transforms",
        "semanticContentAttribute": "right-to-left",
        "effectiveUserInterfaceLayoutDirection": "right-to-left",
        "userInterfaceLayoutDirection": "right-to-left",
        "modalTransitionStyle": "modal sheets",
        "isModalInPresentation": "modal sheets",
        "sheetPresentationController": "modal sheets; write `sheet: {detents: …}` on the presented controller",
        "hidesSearchBarWhenScrolling": "search controllers; write it in `searchController: {…}`",
        "keyboard": "keyboard",
        "keyboardLayoutGuide": "keyboard",
        "inputAccessoryView": "keyboard",
        "inCallStatusBar": "in-call status bar",
        "statusBarFrame": "in-call status bar",
        "isBaselineRelativeArrangement": "font metrics; a stack's spacing is measured between edges",
        "directionalLayoutMargins": "right-to-left; write `layoutMargins`, the same in a left-to-right layout",
        "viewRespectsSystemMinimumLayoutMargins": "system minimum margins; a root view keeps them (uikit-facts F59)",
        "cellLayoutMarginsFollowReadableWidth": "table cell content",
        "supplementary": "split views; the supplementary column, listed in docs/model-decisions.md",
        "supplementaryColumn": "split views; the supplementary column, listed in docs/model-decisions.md",
    ]

    /// UIKit classes a scene might name as a `type`.
    package static let types: [String: String] = [
        "UISearchController": "search controllers",
        "UISearchBar": "search controllers",
        "UISheetPresentationController": "modal sheets",
    ]

    /// The items LAYOUT-MODEL §9 lists; the others (font metrics, system minimum margins, table
    /// cell content) are left out of the model without being listed there.
    private static let listedInSection9 = [
        "transforms", "right-to-left", "modal sheets", "search controllers", "keyboard", "in-call status bar", "split views",
    ]

    /// Where the reason comes from: `LAYOUT-MODEL §9: transforms`, or the reason alone.
    private static func citing(_ reason: String) -> String {
        listedInSection9.contains { reason.hasPrefix($0) } ? "LAYOUT-MODEL §9: \(reason)" : "the layout model leaves out \(reason)"
    }

    /// `'transform' is not modelled yet (LAYOUT-MODEL §9: transforms)`, or `nil` for a name
    /// that is not a known-but-unmodelled property.
    package static func propertyMessage(_ key: String) -> String? {
        properties[key].map { "'\(key)' is not modelled yet (\(citing($0)))" }
    }

    package static func typeMessage(_ type: String) -> String? {
        types[type].map { "\(type) is not modelled yet (\(citing($0)))" }
    }
}
