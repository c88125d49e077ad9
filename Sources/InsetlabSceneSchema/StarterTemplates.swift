import InsetlabScene
import InsetlabSceneDecoding

/// The controller trees of the starter scenes. Keys left at UIKit's default are shown as
/// comments, not written: a written default is a setting with no effect (the `no-effect` rule).
extension StarterScene {
    /// `line` with `# comment` at column 29 (at least two spaces after it).
    static func commented(_ line: String, _ comment: String) -> String {
        line + String(repeating: " ", count: max(2, 28 - line.count)) + "# " + comment
    }

    var body: [String] {
        switch template {
        case .navTable: navigationTable
        case .tabNav: tabsOfNavigationStacks
        case .plain: plainController
        case .collection: collectionGrid
        }
    }

    /// What the navigation bar's settings say, shared by the templates that have one.
    var navigationBarSettings: [String] {
        var lines = [
            "  navigationBar:",
            Self.commented("    isTranslucent: true", "false: an opaque bar; the view starts below it"),
        ]
        if ios >= 11 {
            lines.append(Self.commented("    # prefersLargeTitles: true", "iOS 11+: a 96-pt bar with a large title"))
        }
        return lines
    }

    /// The defaults a content controller could change, as comments.
    func controllerDefaults(indent: String) -> [String] {
        [
            indent + "# UIKit's defaults (hover over a key for what it does):",
            indent + "# edgesForExtendedLayout: all",
            indent + "# extendedLayoutIncludesOpaqueBars: false",
            indent + "# automaticallyAdjustsScrollViewInsets: true",
        ]
    }

    /// A scroll view's iOS 11 behaviour, as a comment.
    func adjustmentBehaviour(indent: String) -> [String] {
        guard ios >= 11 else { return [] }
        return [indent + "# contentInsetAdjustmentBehavior: automatic   # automatic | scrollableAxes | never | always"]
    }

    var navigationTable: [String] {
        ["root:", "  type: UINavigationController", "  id: nav"] + navigationBarSettings + [
            Self.commented("  viewControllers:", "the last one is on screen"),
            "    - type: UITableViewController",
            "      id: list",
        ] + controllerDefaults(indent: "      ") + [
            "      tableView:",
            "        id: table",
            Self.commented("        style: plain", "plain | grouped | insetGrouped"),
            "        rows: 30",
            "        rowHeight: 44",
        ] + adjustmentBehaviour(indent: "        ")
    }

    var tabsOfNavigationStacks: [String] {
        [
            "root:",
            "  type: UITabBarController",
            "  id: tabs",
            Self.commented("  selectedIndex: 0", "the tab on screen"),
            "  tabBar:",
            Self.commented("    isTranslucent: true", "false: the view stops above the tab bar"),
            "  viewControllers:",
            "    - type: UINavigationController",
            "      id: feedNav",
            "      viewControllers:",
            "        - type: UITableViewController",
            "          id: feed",
            "          tableView:",
            "            id: feedTable",
            "            rows: 30",
        ] + adjustmentBehaviour(indent: "            ") + [
            "    - type: UINavigationController",
            "      id: settingsNav",
            "      viewControllers:",
            "        - type: UIViewController",
            "          id: settings",
            "          view:",
            "            subviews:",
            "              - type: UILabel",
            "                id: settingsTitle",
            "                # pinned below the bars: \(ios >= 11 ? "the safe area" : "the top layout guide (no safe area before iOS 11)")",
            "                pin: \(topBar(height: 44, inset: 8))",
        ]
    }

    var plainController: [String] {
        [
            "root:",
            "  type: UIViewController",
            "  id: main",
            "  view:",
            Self.commented("    subviews:", "in order: subviews[0] is the one UIKit looks at first"),
            "      - type: UILabel",
            "        id: title",
            "        pin:",
            "          top: {to: \(verticalAnchor("top")), inset: 20}",
            "          leading: \(sideAnchor)",
            "          trailing: \(sideAnchor)",
            "          height: 34",
            "      - type: UIButton",
            "        id: action",
            "        pin:",
            "          bottom: {to: \(verticalAnchor("bottom")), inset: 20}",
            "          leading: \(sideAnchor)",
            "          trailing: \(sideAnchor)",
            "          height: 50",
        ]
    }

    var collectionGrid: [String] {
        var layout = [
            "        layout:",
            "          itemSize: [100, 100]",
            "          items: 30",
            Self.commented("          scrollDirection: vertical", "vertical | horizontal"),
            "          sectionInset: [8, 8, 8, 8]",
        ]
        if ios >= 11 {
            layout.append(
                Self.commented("          sectionInsetReference: fromSafeArea", "iOS 11+: cells clear of the notch in landscape"))
        }
        return ["root:", "  type: UINavigationController", "  id: nav"] + navigationBarSettings + [
            "  viewControllers:",
            "    - type: UICollectionViewController",
            "      id: grid",
        ] + controllerDefaults(indent: "      ") + [
            "      collectionView:",
            "        id: collection",
        ] + adjustmentBehaviour(indent: "        ") + layout
    }
}
