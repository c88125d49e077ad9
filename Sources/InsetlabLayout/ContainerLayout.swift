import InsetlabScene

/// LAYOUT-MODEL §3–§4: the bars of a chain's containers, the frames they give their children,
/// and the leaf view's frame under the extended-layout rules.
struct ChainGeometry {
    var containerFrames: [(ControllerIndex, Rect)] = []
    var leafFrame: Rect = .zero
    /// The innermost visible navigation bar.
    var navigationBar: BarLayout?
    /// Visible tab bars and toolbars.
    var bottomBars: [BarLayout] = []
}

enum ContainerLayout {
    private static let epsilon = 0.001

    /// A navigation bar at the top of an iOS 13–18 iPhone page sheet (docs/model-decisions.md M30).
    static let sheetNavigationBarHeight = 56.0
    static let sheetNavigationBarNote =
        "navigation bar at the top of an iOS 13–18 page sheet: 56 pt, as read from view hierarchies in wix/react-native-navigation #5730, Tencent/QMUI_iOS #877 (iPhone 11 Pro simulator, iOS 13.0) and HeathWang/HWPanModal #85; not in uikit-facts or research-facts (M30)"

    /// Whether a navigation controller shows its toolbar: `isToolbarHidden: false`, and the
    /// toolbar "obeys the hidesBottomBarWhenPushed property of the currently visible view
    /// controller" (Apple, UINavigationController.toolbar; hidesBottomBarWhenPushed: "The value of
    /// this property on the topmost view controller determines whether the toolbar is visible"):
    /// the top controller's own flag, when it is pushed (not the stack's root).
    static func showsToolbar(_ navigation: ControllerIndex, scene: Scene) -> Bool {
        let spec = scene.controllers[navigation]
        guard !spec.toolbar.isHidden else { return false }
        guard let top = spec.visibleChild, top != spec.children.first else { return true }
        return !scene.controllers[top].hidesBottomBarWhenPushed
    }

    private static func hiddenByPushText(_ hider: ControllerIndex?, leaf: ControllerIndex, scene: Scene) -> String {
        guard let hider else { return "" }
        let name = scene.controllers[hider].displayName
        if hider == leaf { return "\(name) hidesBottomBarWhenPushed and is pushed" }
        return "\(name) hidesBottomBarWhenPushed and is pushed; the bar stays hidden until it is popped (Apple doc), so above it \(scene.controllers[leaf].displayName) has none too"
    }

    static func layout(_ chain: Chain, state: inout LayoutState) -> ChainGeometry {
        let scene = state.scene
        let metrics = state.metrics
        let leaf = scene.controllers[chain.leaf]
        let window = state.window.frame
        let statusBarHidden = state.window.statusBarHidden
        let leafSubject = TraceSubject.controller(chain.leaf)
        var geometry = ChainGeometry()

        // Which bars show (§3). hidesBottomBarWhenPushed counts for a controller pushed onto the
        // leaf's navigation stack (not its root), and "the bottom bar remains hidden until the view
        // controller is popped from the stack" (Apple doc): the leaf or any controller pushed
        // before it hides the tab bar.
        let bottomBarHider: ControllerIndex? = {
            guard let parent = leaf.container, scene.controllers[parent].kind == .navigationController else { return nil }
            let stack = scene.controllers[parent].children
            guard let position = stack.firstIndex(of: chain.leaf), position > 0 else { return nil }
            return stack[1...position].first { scene.controllers[$0].hidesBottomBarWhenPushed }
        }()
        let hidesBottomBar = bottomBarHider != nil
        func showsToolbar(_ index: ControllerIndex) -> Bool { Self.showsToolbar(index, scene: scene) }

        // The leaf's extension decisions need only translucency, so they come first (§4):
        // top under a navigation bar iff `top ∈ edges` and (translucent or includes opaque);
        // bottom under the tab bar/toolbar iff `bottom ∈ edges` and every visible bottom bar is
        // translucent or includes opaque. edgesForExtendedLayout wins (seed 002).
        var anyBottomBar = false
        var allBottomBarsTranslucent = true
        for index in chain.containers {
            let container = scene.controllers[index]
            if container.kind == .tabBarController, !container.tabBar.isHidden, !hidesBottomBar,
                !TopTabBar.floatsAtTop(metrics)
            {
                anyBottomBar = true
                // iOS 26: the floating glass tab bar has content behind it whatever isTranslucent says.
                allBottomBarsTranslucent = allBottomBarsTranslucent && (container.tabBar.isTranslucent || metrics.isLiquidGlass)
            }
            if container.kind == .navigationController, showsToolbar(index) {
                anyBottomBar = true
                allBottomBarsTranslucent = allBottomBarsTranslucent && container.toolbar.isTranslucent
            }
        }
        let edges = leaf.edgesForExtendedLayout
        let includesOpaque = leaf.extendedLayoutIncludesOpaqueBars
        let extendsBottom = edges.contains(.bottom) && (allBottomBarsTranslucent || includesOpaque)

        // Walk the containers outside in; each gives its child a frame.
        var available = chain.frame
        for index in chain.containers {
            let container = scene.controllers[index]
            geometry.containerFrames.append((index, available))
            let name = container.displayName
            switch container.kind {
            case .tabBarController:
                if container.tabBar.isHidden || hidesBottomBar {
                    let why = container.tabBar.isHidden ? "tabBar.isHidden" : Self.hiddenByPushText(bottomBarHider, leaf: chain.leaf, scene: scene)
                    state.record(.bar(.tabBar, owner: index), .frame, rule: "tab bar", source: .layoutModel(3), "not shown: \(why)")
                    continue
                }
                if TopTabBar.floatsAtTop(metrics) {
                    state.record(
                        .bar(.tabBar, owner: index), .frame, rule: "tab bar", source: "docs/model-decisions.md M18",
                        "not at the bottom: iPadOS \(scene.ios) floats the tab bar at the top (WWDC24 10147)")
                    state.note(.uncertainty, "ipad-top-tab-bar", TopTabBar.note, controller: index)
                    continue
                }
                let atScreenBottom = available.maxY >= window.maxY - epsilon
                let indicator = metrics.tabBarBottomInset(atScreenBottom: atScreenBottom)
                let height = metrics.tabBarHeight + indicator
                let frame = Rect(x: available.minX, y: available.maxY - height, width: available.width, height: height)
                let bar = BarLayout(
                    kind: .tabBar, owner: index, ownerName: name, frame: frame,
                    isTranslucent: container.tabBar.isTranslucent, showsLargeTitle: false)
                state.bars.append(bar)
                geometry.bottomBars.append(bar)
                Self.noteAdditionalInsets(container.additionalSafeAreaInsets.bottom, of: index, bar: "tab bar", state: &state)
                state.record(
                    .bar(.tabBar, owner: index), .frame, rule: "tab bar",
                    source: metrics.isLiquidGlass ? "docs/model-decisions.md M15 (research-facts L3)" : .layoutModel(3, ", F45–F48"),
                    "\(named: "height", metrics.tabBarHeight)"
                        + (indicator > 0 ? (metrics.isLiquidGlass ? " + \(named: "margin under the floating platter", indicator)" : " + \(named: "home indicator", indicator)") : "")
                        + " at the bottom of \(name) (\(available)) = \(frame)")
                if metrics.isLiquidGlass {
                    state.note(.uncertainty, "ios26-tab-bar", LiquidGlassBars.tabBarNote(bottomInset: indicator, metrics: metrics), controller: index)
                }
                if scene.device.idiom == .phone, scene.orientation == .landscape, !scene.device.hasHomeIndicator,
                    metrics.tabBarHeight == 32
                {
                    state.note(
                        .uncertainty, "QMUI #633",
                        "tab bar 32 pt on a home-button iPhone in landscape (uikit-facts §2.1); QMUI #633 lists 49",
                        controller: index)
                }
                if !extendsBottom {
                    available = Self.leaving(available, above: frame.minY, bar: "tab bar", of: index, state: &state)
                }
            case .navigationController:
                if container.isNavigationBarHidden {
                    state.record(
                        .bar(.navigationBar, owner: index), .frame, rule: "navigation bar", source: .layoutModel(3),
                        "not shown: isNavigationBarHidden")
                } else {
                    let touchesTop = available.minY <= window.minY + epsilon
                    // Not touching the window top (a container embedded by containment, M4/M19): the
                    // bar is at UIBarPosition.top, with no status-bar extension; from iOS 11 it
                    // sits at the top of the container's safe area, which propagates from the
                    // embedding view (LAYOUT-MODEL §6), so a container under the status bar keeps it clear.
                    let safeTop = state.hasSafeArea ? max(available.minY, chain.inheritedSafeRect.minY) : available.minY
                    let y = touchesTop ? metrics.navigationBarY(statusBarHidden: statusBarHidden) : safeTop
                    let mode = effectiveLargeTitleDisplayMode(navigation: container, scene: scene)
                    let extra = metrics.largeTitleExtra(prefersLargeTitles: container.navigationBar.prefersLargeTitles, displayMode: mode)
                    let itemExtra = container.visibleChild.map { NavigationItemExtras.extraHeight(leaf: $0, navigation: index, state: &state) } ?? 0
                    // M30: at the top of an iOS 13–18 iPhone sheet the bar is 56 pt, as three view
                    // hierarchies report (none in uikit-facts): noted.
                    let atSheetTop = chain.isSheetCard && available.minY <= chain.frame.minY + epsilon
                    let barHeight = atSheetTop ? sheetNavigationBarHeight : metrics.navigationBarHeight
                    if atSheetTop {
                        state.note(.uncertainty, "sheet-navigation-bar", sheetNavigationBarNote, controller: index)
                    }
                    let height = barHeight + extra + itemExtra
                    if extra > 0, scene.device.idiom == .pad {
                        state.note(
                            .uncertainty, "ipad-large-title",
                            "large title on an iPad: the iPhone's measured \(fmt(extra)) pt (F37, F51) added to the \(fmt(barHeight))-pt bar; no source gives an iPad's large-title bar (uikit-facts §2.1 leaves it blank)",
                            controller: index)
                    }
                    if metrics.isLiquidGlass {
                        state.note(
                            .uncertainty, "ios26-navigation-bar",
                            LiquidGlassBars.navigationBarNote(
                                height: metrics.navigationBarHeight, classicHeight: metrics.classicNavigationBarHeight, metrics: metrics,
                                underStatusBar: touchesTop),
                            controller: index)
                    }
                    let frame = Rect(x: available.minX, y: y, width: available.width, height: height)
                    let bar = BarLayout(
                        kind: .navigationBar, owner: index, ownerName: name, frame: frame,
                        isTranslucent: container.navigationBar.isTranslucent, showsLargeTitle: extra > 0)
                    state.bars.append(bar)
                    geometry.navigationBar = bar
                    Self.noteAdditionalInsets(container.additionalSafeAreaInsets.top, of: index, bar: "navigation bar", state: &state)
                    // Only `explain` reads the reason: built inside the record's autoclosure.
                    func yReason() -> Formula {
                        if !touchesTop, y > available.minY {
                            return "\(named: "y", y) = the top of \(name)'s safe area (its view's safe-area top, propagated from the embedding view; M19)"
                        } else if !touchesTop {
                            return "\(named: "y", y) = the top of \(name), which does not touch the window top (UIBarPosition.top, no status-bar extension; M4)"
                        } else if statusBarHidden {
                            return "\(named: "y", y) = hardware top (status bar hidden)"
                        }
                        return "\(named: "y", y) = the device's navigation-bar origin under the status bar (F13–F16, D22)"
                    }
                    state.record(
                        .bar(.navigationBar, owner: index), .frame, rule: "navigation bar",
                        source: metrics.isLiquidGlass ? "docs/model-decisions.md M14 (research-facts L1, L2)" : .layoutModel(3),
                        "\(yReason()); \(named: "height", barHeight)" + (atSheetTop ? " (at the top of a sheet, M30)" : "")
                            + (extra > 0 ? " + \(named: "large title", extra) (F37, F51)" : "")
                            + (itemExtra > 0 ? " + \(named: "search bar / prompt", itemExtra) (M24, M25)" : "") + " = \(frame)")
                    let extendsTop = edges.contains(.top) && (container.navigationBar.isTranslucent || includesOpaque)
                    state.record(
                        leafSubject, .extendedLayoutTop, rule: "extended layout, top edge", source: .layoutModel(4, " (seeds 000, 002)"),
                        extendsTop
                            ? "extends under the navigation bar: top ∈ edgesForExtendedLayout (\(edges.sceneDescription)) and "
                                + (container.navigationBar.isTranslucent ? "the bar is translucent" : "extendedLayoutIncludesOpaqueBars")
                            : "starts below the navigation bar (\(named: "y", frame.maxY)): "
                                + (edges.contains(.top)
                                    ? "the bar is opaque and extendedLayoutIncludesOpaqueBars is false"
                                    : "top ∉ edgesForExtendedLayout (\(edges.sceneDescription)), which wins over extendedLayoutIncludesOpaqueBars"))
                    if !extendsTop {
                        available = Self.leaving(available, below: frame.maxY, bar: "navigation bar", of: index, state: &state)
                    }
                }
                if !container.toolbar.isHidden, !showsToolbar(index) {
                    state.record(
                        .bar(.toolbar, owner: index), .frame, rule: "toolbar", source: "Apple, UINavigationController.toolbar",
                        "not shown: \(leaf.displayName) hidesBottomBarWhenPushed and is the visible controller")
                }
                if showsToolbar(index) {
                    // Above a tab bar when both show (§3).
                    var bottomEdge = available.maxY
                    for bar in geometry.bottomBars where bar.kind == .tabBar && bar.frame.minY < bottomEdge {
                        bottomEdge = bar.frame.minY
                    }
                    let atScreenBottom = bottomEdge >= window.maxY - epsilon
                    let indicator = atScreenBottom ? metrics.homeIndicatorInset : 0
                    let height = metrics.toolbarHeight + indicator
                    let frame = Rect(x: available.minX, y: bottomEdge - height, width: available.width, height: height)
                    let bar = BarLayout(
                        kind: .toolbar, owner: index, ownerName: name, frame: frame,
                        isTranslucent: container.toolbar.isTranslucent, showsLargeTitle: false)
                    state.bars.append(bar)
                    geometry.bottomBars.append(bar)
                    Self.noteAdditionalInsets(container.additionalSafeAreaInsets.bottom, of: index, bar: "toolbar", state: &state)
                    state.record(
                        .bar(.toolbar, owner: index), .frame, rule: "toolbar",
                        source: metrics.isLiquidGlass ? "docs/model-decisions.md M16 (research-facts L5)" : .layoutModel(3),
                        "\(named: "height", metrics.toolbarHeight)" + (indicator > 0 ? " + \(named: "home indicator", indicator)" : "")
                            + " above \(named: "y", bottomEdge) = \(frame)")
                    if metrics.isLiquidGlass {
                        state.note(.uncertainty, "ios26-toolbar", LiquidGlassBars.toolbarNote(metrics, homeIndicatorStrip: indicator > 0), controller: index)
                    }
                    // uikit-facts D7 is the home-indicator iPad's toolbar, D8 the Face ID iPhone's in
                    // portrait; in iPhone landscape the sources agree (F46: XS Max 44 + 21 = 65).
                    // iOS 26's toolbar has its own note (research-facts L5); D7/D8 are about QMUI's
                    // iOS 11–18 measurements.
                    if indicator > 0, !metrics.isLiquidGlass, !(scene.device.idiom == .phone && scene.orientation == .landscape) {
                        state.note(
                            .uncertainty, scene.device.idiom == .pad ? "D7" : "D8",
                            "toolbar height on a home-indicator device: the model uses \(fmt(metrics.toolbarHeight)) + \(fmt(indicator)) = \(fmt(height)) ("
                                + (scene.device.idiom == .pad
                                    ? "QMUI's macro; the table of QMUI #633 gives 65, D7"
                                    : "QMUI #633; the iPhone X HIG artwork suggests 83, and Interface Builder's iOS 17 canvas gives 49 + 34 = 83 in two public storyboards, D8") + ")",
                            controller: index)
                    }
                    if !extendsBottom {
                        available = Self.leaving(available, above: frame.minY, bar: "toolbar", of: index, state: &state)
                    }
                }
            default:
                break
            }
        }

        if anyBottomBar {
            state.record(
                leafSubject, .extendedLayoutBottom, rule: "extended layout, bottom edge", source: .layoutModel(4),
                extendsBottom
                    ? "extends under the bottom bars: bottom ∈ edgesForExtendedLayout and "
                        + (allBottomBarsTranslucent
                            ? (metrics.isLiquidGlass
                                ? "every visible bottom bar is translucent or iOS 26's glass tab bar, which content extends behind whatever isTranslucent says (M15, research-facts L3)"
                                : "every visible bottom bar is translucent")
                            : "extendedLayoutIncludesOpaqueBars")
                    : "ends at the top of the highest bottom bar: "
                        + (edges.contains(.bottom)
                            ? "a visible bottom bar is opaque and extendedLayoutIncludesOpaqueBars is false"
                            : "bottom ∉ edgesForExtendedLayout (\(edges.sceneDescription))"))
        }

        // With no navigation bar, the status bar acts as a translucent bar (§4, seed 000).
        if geometry.navigationBar == nil, !chain.containers.isEmpty, !statusBarHidden {
            let statusBarBottom = metrics.statusBarHeight
            if !edges.contains(.top), available.minY < statusBarBottom - epsilon {
                available.height = available.maxY - statusBarBottom
                available.y = statusBarBottom
                state.record(
                    leafSubject, .extendedLayoutTop, rule: "extended layout, top edge", source: .layoutModel(4, " (seed 000)"),
                    "no navigation bar: the status bar acts as a translucent bar; top ∉ edgesForExtendedLayout, so the view starts below it at \(named: "y", statusBarBottom)")
            } else if edges.contains(.top) {
                state.record(
                    leafSubject, .extendedLayoutTop, rule: "extended layout, top edge", source: .layoutModel(4, " (seed 000)"),
                    "no navigation bar: the view extends under the status bar (top ∈ edgesForExtendedLayout)")
            }
        }
        if chain.containers.isEmpty, chain.isWindowRoot {
            state.record(
                leafSubject, .viewFrame, rule: "window root", source: .layoutModel(4, ", Apple doc edgesForExtendedLayout"),
                "the window's root view controller fills the window (\(available)); edgesForExtendedLayout has no effect")
        } else {
            state.record(
                leafSubject, .viewFrame, rule: "leaf view frame", source: .layoutModel(4),
                "\(available) after the bars above")
        }
        geometry.leafFrame = available
        return geometry
    }

    /// `largeTitleDisplayMode` resolves through the stack: `.automatic` takes the previous
    /// controller's mode; a stack of automatics shows the large title.
    private static func effectiveLargeTitleDisplayMode(navigation: ControllerSpec, scene: Scene) -> LargeTitleDisplayMode {
        for child in navigation.children.reversed() {
            let mode = scene.controllers[child].largeTitleDisplayMode
            if mode != .automatic { return mode }
        }
        return .automatic
    }
}

extension ContainerLayout {
    /// What a bar leaves of the frame the container gives its child (`Rect.below`, `Rect.above`).
    /// A container shorter than its bars leaves none: where UIKit then puts the child is not
    /// measured, so its height is clamped to 0 and noted, as pins that cross are.
    static func leaving(
        _ available: Rect, below top: Double? = nil, above bottom: Double? = nil, bar: String, of index: ControllerIndex,
        state: inout LayoutState
    ) -> Rect {
        let left = top.map(available.below) ?? bottom.map(available.above) ?? available
        let height = top.map { available.maxY - $0 } ?? bottom.map { $0 - available.minY } ?? available.height
        if height < 0 {
            state.note(
                .notModelled, "bars-taller-than-container",
                "\(state.scene.controllers[index].displayName)'s \(bar) leaves its child's view no room (a height of \(fmt(height)) in the \(fmt(available.height)) pt left to it); where UIKit puts that view is not measured, and the report clamps its height to 0",
                controller: index)
        }
        return left
    }

    /// A container's own `additionalSafeAreaInsets` on the edge of its bar: no source measures
    /// where UIKit then puts the bar (below them, or grown into them, or where it was). The
    /// engine keeps the bar where it is without them and adds them to its children's safe area
    /// (M5), which is the same either way; the bar's own frame is the open question.
    static func noteAdditionalInsets(_ inset: Double, of index: ControllerIndex, bar: String, state: inout LayoutState) {
        guard inset != 0 else { return }
        let name = state.scene.controllers[index].displayName
        state.note(
            .uncertainty, "container-bar-additional-insets",
            "\(name) has additionalSafeAreaInsets \(fmt(inset)) on its \(bar)'s edge: where UIKit puts the \(bar) then is not measured; insetlab leaves the \(bar) where it is without them and adds them to the children's safe area (which comes out the same if the bar moves or grows by them instead)",
            controller: index)
    }
}
