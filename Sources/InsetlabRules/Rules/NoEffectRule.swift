import InsetlabLayout
import InsetlabScene
import InsetlabYAML

/// `no-effect`: a written setting that changes nothing in this scene — found by laying the
/// scene out again without it and comparing every number (the seed 000 "random toggling" case).
public enum NoEffectRule: PitfallRule {
    public static let description = RuleDescription(
        id: "no-effect",
        name: "Setting with no effect",
        severity: .note,
        summary: "A setting that changes nothing here: edges on a window root, including opaque bars when the bars are translucent, edges or auto-adjust with an opaque bar, left/right edges, auto-adjust with no scroll view found, hidesBottomBarWhenPushed on a stack's root or with no tab bar or toolbar to hide, prefersStatusBarHidden on a container, a root view's layoutMargins before iOS 11.",
        mechanism: """
            edgesForExtendedLayout, extendedLayoutIncludesOpaqueBars and automaticallyAdjustsScrollViewInsets only act \
            through a container's bars: the window's root controller ignores edges; including opaque bars matters only \
            when a bar is opaque; an opaque bar already stops the view; no bar sits on a side edge; and auto-adjust needs \
            a scroll view on the first-subview chain. hidesBottomBarWhenPushed acts only for a controller pushed onto a \
            navigation controller in a tab, or for the visible one of a navigation controller that shows its toolbar, and UIKit reads prefersStatusBarHidden from the on-screen child, not from its \
            container. insetlab lays the scene out again without the line and finds the same numbers.
            """,
        fixSwift: "// Delete the line: it does not change this screen's layout.",
        fixScene: "Remove the key (or change what it depends on: the bar's translucency, the container, the scroll view's position).",
        sources: ["seed 000 (\"toggling almost at random\")", "Apple doc edgesForExtendedLayout (\"The window's root view controller does not react to this property\")", "seed 002", "LAYOUT-MODEL §4, §5"],
        triggeringExamples: [
            """
            device: iPhone 8
            ios: 15
            root:
              type: UIViewController
              ↓edgesForExtendedLayout: none
            """,
            """
            device: iPhone 7
            ios: 10
            root:
              type: UINavigationController
              viewControllers:
                - type: UITableViewController
                  ↓extendedLayoutIncludesOpaqueBars: true
                  tableView: {rows: 20}
            """,
            """
            device: iPhone 7
            ios: 10
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  ↓automaticallyAdjustsScrollViewInsets: false
                  view: {subviews: [{type: UILabel, frame: [16, 80, 300, 20]}]}
            """,
            """
            device: iPhone 8
            ios: 15
            root:
              type: UITabBarController
              viewControllers:
                - type: UINavigationController
                  viewControllers:
                    - {type: UIViewController, ↓hidesBottomBarWhenPushed: true}
            """,
            """
            device: iPhone 7
            ios: 10
            root:
              type: UIViewController
              view: {↓layoutMargins: [0, 40, 0, 40]}
            """,
        ],
        nonTriggeringExamples: [
            """
            device: iPhone 7
            ios: 10
            root:
              type: UINavigationController
              viewControllers:
                - {type: UITableViewController, edgesForExtendedLayout: none, tableView: {rows: 20}}
            """,
            """
            device: iPhone 7
            ios: 10
            root:
              type: UINavigationController
              navigationBar: {isTranslucent: false}
              viewControllers:
                - {type: UITableViewController, extendedLayoutIncludesOpaqueBars: true, tableView: {rows: 20}}
            """,
            """
            device: iPhone 8
            ios: 15
            root:
              type: UITabBarController
              viewControllers:
                - type: UINavigationController
                  viewControllers:
                    - {type: UIViewController}
                    - {type: UIViewController, hidesBottomBarWhenPushed: true}
                    - {type: UIViewController}
            """,
            """
            device: iPhone 8
            ios: 15
            root:
              type: UINavigationController
              isToolbarHidden: false
              viewControllers:
                - {type: UIViewController}
                - {type: UIViewController, hidesBottomBarWhenPushed: true}
            """,
        ])

    /// Layouts made again to see whether a setting changes anything: each costs a whole layout,
    /// so thousands of flagged controllers made the rule quadratic (4,000 took 45 s). Past this
    /// many, the settings left are not checked, and a note says so once.
    static let maximumRelayouts = 32

    public static func check(_ context: RuleContext) -> [PitfallWarning] {
        var warnings: [PitfallWarning] = []
        var relayoutsLeft = maximumRelayouts
        var unchecked: Mark?
        var scrollViewsByLeaf: [ControllerIndex: [Int]]?
        /// Whether the scene laid out again with `change` looks the same; false, unchecked, once
        /// the budget is spent.
        func unchanged(_ change: ControllerSetting, of index: ControllerIndex, at mark: Mark) -> Bool {
            guard relayoutsLeft > 0 else {
                if unchecked == nil { unchecked = mark }
                return false
            }
            relayoutsLeft -= 1
            return sameGeometry(context.result, context.inputs.relayout(changing: change, of: index))
        }
        for index in context.inputs.controllerIndices where context.result.controller(index) != nil {
            let spec = context.inputs.controller(index)
            let name = spec.name
            if let mark = spec.marks["edgesForExtendedLayout"] {
                if spec.edgesForExtendedLayout != .all, unchanged(.edgesForExtendedLayout(.all), of: index, at: mark) {
                    warnings.append(warning(
                        "edgesForExtendedLayout: \(spec.edgesForExtendedLayout.sceneDescription) changes nothing here: \(reasonForEdges(index, context))",
                        at: mark, subject: name))
                } else if !spec.edgesForExtendedLayout.isDisjoint(with: [.left, .right]), spec.edgesForExtendedLayout != .all {
                    // Removing the whole key would make it `all` and extend the top again (seed 000).
                    let kept = spec.edgesForExtendedLayout.subtracting([.left, .right])
                    warnings.append(warning(
                        "left/right in edgesForExtendedLayout have no effect: no bar sits on a side edge",
                        at: mark, subject: name,
                        fix: "Drop left and right from the list (`edgesForExtendedLayout: \(kept.sceneDescription)`); removing the key would make it all."))
                }
            }
            if let mark = spec.marks["extendedLayoutIncludesOpaqueBars"], spec.extendedLayoutIncludesOpaqueBars,
                !EdgesOverrideOpaqueBarsRule.applies(to: index, context),
                unchanged(.extendedLayoutIncludesOpaqueBars(false), of: index, at: mark)
            {
                warnings.append(warning(
                    "extendedLayoutIncludesOpaqueBars: true changes nothing here: \(reasonForIncludesOpaque(index, context))",
                    at: mark, subject: name))
            }
            if let mark = spec.marks["automaticallyAdjustsScrollViewInsets"], !spec.automaticallyAdjustsScrollViewInsets,
                !(context.hasSafeArea && isCompatibilityPattern(index, context, scrollViews: &scrollViewsByLeaf)),
                unchanged(.automaticallyAdjustsScrollViewInsets(true), of: index, at: mark)
            {
                warnings.append(warning(
                    "automaticallyAdjustsScrollViewInsets: false changes nothing here: \(reasonForAutoAdjust(index, context))",
                    at: mark, subject: name))
            }
        }
        if let unchecked {
            warnings.append(warning(
                "no-effect laid the scene out again for its first \(maximumRelayouts) settings of edgesForExtendedLayout, extendedLayoutIncludesOpaqueBars and automaticallyAdjustsScrollViewInsets; this one and the rest are not checked",
                at: unchecked, subject: nil,
                fix: "Nothing to change: a scene with this many controllers setting them is checked in part."))
        }
        // A root view's custom margins: UIKit keeps the system minimum before iOS 11 (uikit-facts
        // F60: "For iOS 10 and earlier this had no effect").
        if context.ios < 11 {
            for index in context.inputs.controllerIndices where context.result.controller(index) != nil {
                guard let root = context.inputs.controller(index).rootView, let mark = context.inputs.view(root).marks["layoutMargins"] else { continue }
                warnings.append(warning(
                    "layoutMargins on a view controller's root view changes nothing before iOS 11: UIKit keeps the system minimum (uikit-facts F60)",
                    at: mark, subject: context.name(view: root)))
            }
        }
        // Two flags UIKit reads from one controller of the chain: hidesBottomBarWhenPushed from the
        // controllers pushed onto the on-screen navigation stack, prefersStatusBarHidden from the
        // on-screen leaf. Checked for the controllers of that stack, from the settings (the cases
        // are few and plain; a second layout per scene that writes them cost 2% of `check`).
        for index in context.inputs.controllerIndices {
            let spec = context.inputs.controller(index)
            let marks = spec.marks
            guard marks["hidesBottomBarWhenPushed"] != nil || marks["prefersStatusBarHidden"] != nil,
                isOnScreenOrInOnScreenStack(index, context)
            else { continue }
            if let mark = marks["hidesBottomBarWhenPushed"], spec.hidesBottomBarWhenPushed,
                let reason = reasonForHidesBottomBar(index, context)
            {
                warnings.append(warning("hidesBottomBarWhenPushed: true changes nothing here: \(reason)", at: mark, subject: spec.name))
            }
            if let mark = marks["prefersStatusBarHidden"], spec.prefersStatusBarHidden,
                let reason = reasonForStatusBarHidden(index, context)
            {
                warnings.append(warning("prefersStatusBarHidden: true changes nothing here: \(reason)", at: mark, subject: spec.name))
            }
        }
        return warnings
    }

    /// On screen, or in the navigation stack of an on-screen navigation controller (below its top).
    private static func isOnScreenOrInOnScreenStack(_ index: ControllerIndex, _ context: RuleContext) -> Bool {
        if context.result.controller(index) != nil { return true }
        guard let parent = context.inputs.controller(index).container else { return false }
        return context.inputs.controller(parent).kind == .navigationController && context.result.controller(parent) != nil
    }

    /// Why the flag hides no tab bar (LAYOUT-MODEL §3, M31), or nil when it hides one.
    private static func reasonForHidesBottomBar(_ index: ControllerIndex, _ context: RuleContext) -> String? {
        let spec = context.inputs.controller(index)
        guard let parent = spec.container, case let navigation = context.inputs.controller(parent), navigation.kind == .navigationController else {
            return "only a controller pushed onto a navigation controller hides the bottom bar"
        }
        if navigation.children.first == index {
            return "the root of a navigation stack is not pushed (LAYOUT-MODEL §3)"
        }
        // The visible controller's flag hides its navigation controller's toolbar (Apple,
        // UINavigationController.toolbar).
        if !navigation.isToolbarHidden, navigation.children.last == index { return nil }
        var current = parent
        // Bounded by the number of controllers: each step moves to an enclosing container.
        for _ in context.inputs.controllerIndices {
            guard let outer = context.inputs.controller(current).container else { break }
            if context.inputs.controller(outer).kind == .tabBarController {
                return context.inputs.controller(outer).isTabBarHidden ? "the tab bar is hidden (tabBar.isHidden) already" : nil
            }
            current = outer
        }
        let toolbar = navigation.isToolbarHidden
            ? "its navigation controller shows no toolbar"
            : "the toolbar follows only the visible controller's flag (\(navigation.children.last.map { context.name(controller: $0) } ?? "the top"))"
        return "no tab bar controller holds its navigation controller, so there is no tab bar to hide, and \(toolbar)"
    }

    /// Why the flag hides no status bar (LAYOUT-MODEL §2), or nil when it may. A presented sheet
    /// or overFullScreen controller has its own note (`status-bar-capture`).
    private static func reasonForStatusBarHidden(_ index: ControllerIndex, _ context: RuleContext) -> String? {
        let spec = context.inputs.controller(index)
        if spec.kind.isContainer {
            return "a container's own flag is not read; the on-screen child's decides (childForStatusBarHidden)"
        }
        guard let layout = context.result.controller(index), layout.isLeaf else {
            return "only the on-screen controller's flag is read"
        }
        let device = context.result.device
        if device.device.idiom == .phone, device.orientation == .landscape, device.ios >= 8 {
            return "an iPhone in landscape hides the status bar anyway (Apple doc prefersStatusBarHidden: vertically compact)"
        }
        return nil
    }

    /// Every frame, inset, guide and offset the report shows.
    static func sameGeometry(_ a: LayoutResult, _ b: LayoutResult) -> Bool {
        guard a.bars == b.bars, a.window == b.window, a.controllers.count == b.controllers.count, a.views.count == b.views.count else {
            return false
        }
        for (x, y) in zip(a.controllers, b.controllers) {
            guard x.viewFrame == y.viewFrame, x.safeAreaInsets == y.safeAreaInsets, x.topLayoutGuide == y.topLayoutGuide,
                x.bottomLayoutGuide == y.bottomLayoutGuide
            else { return false }
        }
        for (x, y) in zip(a.views, b.views) {
            guard x.frame == y.frame, x.windowFrame == y.windowFrame, x.safeAreaInsets == y.safeAreaInsets,
                x.layoutMargins == y.layoutMargins, x.contentInset == y.contentInset,
                x.adjustedContentInset == y.adjustedContentInset, x.contentOffset == y.contentOffset,
                x.contentSize == y.contentSize
            else { return false }
        }
        return true
    }

    private static func reasonForEdges(_ index: ControllerIndex, _ context: RuleContext) -> String {
        let spec = context.inputs.controller(index)
        if spec.kind.isContainer {
            return "a container's own edgesForExtendedLayout is not read; the on-screen child's settings decide (LAYOUT-MODEL §4)"
        }
        if spec.container == nil, spec.embeddedIn == nil {
            return "the window's root view controller does not react to this property (Apple doc)"
        }
        if opaqueBarsStop(index, context) {
            return "an opaque bar already stops the view (extendedLayoutIncludesOpaqueBars is false)"
        }
        return "no bar on the edges it removes covers the view"
    }

    private static func reasonForIncludesOpaque(_ index: ControllerIndex, _ context: RuleContext) -> String {
        let spec = context.inputs.controller(index)
        if spec.kind.isContainer {
            return "a container's own setting is not read; the on-screen child's decides (LAYOUT-MODEL §4)"
        }
        if spec.container == nil { return "there is no container, so no bar to extend under" }
        return "every bar it could extend under is translucent (or hidden)"
    }

    private static func reasonForAutoAdjust(_ index: ControllerIndex, _ context: RuleContext) -> String {
        let spec = context.inputs.controller(index)
        if spec.kind.isContainer {
            return "a container's own flag is not read; the on-screen child's decides"
        }
        if spec.container == nil { return "only a navigation or tab bar controller adjusts insets, and this controller is in none" }
        if context.result.controller(index)?.contentScrollView == nil {
            return "the first-subview search finds no scroll view to adjust (LAYOUT-MODEL §5)"
        }
        if context.hasSafeArea {
            return "from iOS 11 each scroll view's contentInsetAdjustmentBehavior decides; the flag only changes .automatic for a content scroll view that does not scroll"
        }
        if opaqueBarsStop(index, context) { return "an opaque bar stops the view, so the layout guides it would add are 0" }
        if let layout = context.result.controller(index), layout.topLayoutGuide == 0, layout.bottomLayoutGuide == 0 {
            return "the view already stops at the bars (topLayoutGuide and bottomLayoutGuide are 0), so there is nothing to add"
        }
        return "the scroll view it governs needs no adjustment here"
    }

    /// On iOS 11+, `automaticallyAdjustsScrollViewInsets: false` beside `.never` on the scroll views
    /// it governs is the back-deployment pattern (seeds 002, 003, 004: `.never` on iOS 11, the flag
    /// before), and a flag that still lets a scroll view be adjusted is `deprecated-adjusts-flag`'s
    /// case: neither is reported again here.
    /// `scrollViews`: the scroll views' slots by the leaf that governs them, made on first use
    /// and kept for the other controllers (a scan of every view per controller was quadratic).
    private static func isCompatibilityPattern(
        _ index: ControllerIndex, _ context: RuleContext, scrollViews: inout [ControllerIndex: [Int]]?
    ) -> Bool {
        if scrollViews == nil {
            var byLeaf: [ControllerIndex: [Int]] = [:]
            for slot in context.result.views.indices where context.result.views[slot].kind.isScrollView {
                if let leaf = context.governingLeaf(of: context.result.views[slot].index) { byLeaf[leaf, default: []].append(slot) }
            }
            scrollViews = byLeaf
        }
        let governed = scrollViews?[index] ?? []
        let views = context.result.views
        if governed.contains(where: { views[$0].adjustedContentInset != nil && views[$0].adjustedContentInset != views[$0].contentInset }) {
            return true
        }
        return !governed.isEmpty && governed.allSatisfy { views[$0].contentInsetAdjustmentBehavior == .never }
    }

    private static func opaqueBarsStop(_ index: ControllerIndex, _ context: RuleContext) -> Bool {
        context.result.bars.contains { bar in
            bar.kind != .statusBar && bar.isTranslucent == false
        } && !context.inputs.controller(index).extendedLayoutIncludesOpaqueBars
    }
}

/// `edges-override-opaque-bars`: both set; `edgesForExtendedLayout` wins (seed 002).
public enum EdgesOverrideOpaqueBarsRule: PitfallRule {
    public static let description = RuleDescription(
        id: "edges-override-opaque-bars",
        name: "edgesForExtendedLayout overrides extendedLayoutIncludesOpaqueBars",
        severity: .note,
        summary: "extendedLayoutIncludesOpaqueBars is set, but edgesForExtendedLayout excludes every edge with a bar, and edges win.",
        mechanism: """
            extendedLayoutIncludesOpaqueBars lets a view extend under OPAQUE bars on the edges in \
            edgesForExtendedLayout. When those edges are removed, the view stops at the bars whatever the bars' \
            translucency, so the opaque-bars flag has nothing to act on.
            """,
        fixSwift: """
            // Decide which you want: extend under the bars …
            edgesForExtendedLayout = .all
            extendedLayoutIncludesOpaqueBars = true
            // … or stop at them, and drop the other flag.
            """,
        fixScene: "Remove `extendedLayoutIncludesOpaqueBars`, or add the edge back to `edgesForExtendedLayout`.",
        sources: ["seed 002 (\"两个属性同时设置时，以 edgesForExtendedLayout 为准\")", "LAYOUT-MODEL §4"],
        triggeringExamples: [
            """
            device: iPhone 7
            ios: 10
            root:
              type: UINavigationController
              navigationBar: {isTranslucent: false}
              viewControllers:
                - type: UIViewController
                  edgesForExtendedLayout: none
                  ↓extendedLayoutIncludesOpaqueBars: true
            """,
        ],
        nonTriggeringExamples: [
            """
            device: iPhone 7
            ios: 10
            root:
              type: UINavigationController
              navigationBar: {isTranslucent: false}
              viewControllers:
                - {type: UIViewController, extendedLayoutIncludesOpaqueBars: true}
            """,
        ])

    /// The controller is on screen in a container, includes opaque bars, and excludes every edge
    /// that has a visible bar.
    static func applies(to index: ControllerIndex, _ context: RuleContext) -> Bool {
        let spec = context.inputs.controller(index)
        guard spec.extendedLayoutIncludesOpaqueBars, spec.marks["extendedLayoutIncludesOpaqueBars"] != nil,
            context.result.controller(index)?.isLeaf == true, spec.container != nil
        else { return false }
        let hasTop = context.result.bars.contains { $0.kind == .navigationBar }
        let hasBottom = context.result.bars.contains { $0.kind == .tabBar || $0.kind == .toolbar }
        guard hasTop || hasBottom else { return false }
        return (!hasTop || !spec.edgesForExtendedLayout.contains(.top)) && (!hasBottom || !spec.edgesForExtendedLayout.contains(.bottom))
    }

    public static func check(_ context: RuleContext) -> [PitfallWarning] {
        context.inputs.controllerIndices.compactMap { index in
            guard applies(to: index, context), let mark = context.inputs.controller(index).marks["extendedLayoutIncludesOpaqueBars"] else {
                return nil
            }
            let spec = context.inputs.controller(index)
            return warning(
                "extendedLayoutIncludesOpaqueBars: true has no effect: edgesForExtendedLayout (\(spec.edgesForExtendedLayout.sceneDescription)) excludes the edges with bars, and edges win",
                at: mark, subject: spec.name)
        }
    }
}
