public import InsetlabScene

/// The layout engine: LAYOUT-MODEL §1–§7 applied to one scene variant, as named steps in the
/// model's order (the way Yoga's `calculateLayout` runs STEP 1…11). Each step is one function
/// below; each writes its numbers, and (for `explain`) their derivations, into `LayoutState`.
///
/// - STEP 1, §1: the era and the device's bar metrics (`LayoutState.init`); Auto Layout is
///   solved up front (`AutoLayoutSolve.prepare`).
/// - STEP 2, §3: the window's chain and each presented controller's, resolved once
///   (`resolveRootChains`).
/// - STEP 3, §2: the window, the status bar and the window's safe area (`layOutWindow`).
/// - STEP 4, M20: where each presented controller sits (`placePresentations`).
/// - Then, for each chain in a queue (the roots first, then every container embedded by
///   containment and every split-view column, as the view trees reach them):
///   - STEP 5, §3–§4: the containers' bars and the frames they give their children, the leaf's
///     frame under the extended-layout rules (`layOutBarsAndFrames`);
///   - STEP 6, §5–§6: layout guides and the root views' safe areas (`setGuidesAndSafeAreas`);
///   - STEP 7, §5: the first-subview search for the leaf's content scroll view, and the
///     adjustment context §5 and §7 read (`findContentScrollView`);
///   - STEP 8, §4–§7: the leaf's view tree, top down: frames (`ViewPlacement`), §6 safe-area
///     propagation, layout margins, §5 legacy `contentInset` and §7 `adjustedContentInset`
///     (`layOutViewTree`).
/// - STEP 9: the result, in report order (`ResultAssembly`).
///
/// Nothing recurses: chains are a queue and view trees are walked with an explicit stack.
public enum LayoutEngine {
    /// Lays out one variant. `trace: true` also records why every number came out as it did
    /// (for `explain`); without it the result's `trace` is empty and layout is faster.
    public static func layout(_ scene: Scene, trace: Bool = true) -> LayoutResult {
        var state = LayoutState(scene: scene, recordsTrace: trace)
        AutoLayoutSolve.prepare(&state)
        let roots = resolveRootChains(&state)
        layOutWindow(roots, state: &state)
        var queue = placePresentations(roots, state: &state)
        var head = 0
        while head < queue.count {
            let chain = queue[head]
            head += 1
            layOutChain(chain, state: &state) { queue.append($0) }
        }
        PresentationLayout.notePresentersOffScreen(&state)
        return ResultAssembly.assemble(state: state)
    }

    /// The chains that start at the top of the window: its root's, then each presented
    /// controller's, in presentation order.
    struct RootChains {
        var window: ControllerChain
        var presented: [ControllerChain]
    }

    /// STEP 2 (§3): the window's chain and the presented controllers' chains.
    static func resolveRootChains(_ state: inout LayoutState) -> RootChains {
        let window = state.chain(from: state.scene.rootController)
        var presented: [ControllerChain] = []
        for index in PresentationLayout.order(in: state.scene) {
            presented.append(state.chain(from: index))
        }
        return RootChains(window: window, presented: presented)
    }

    /// STEP 3 (§2): the window, the status bar and the window's safe area. The status bar belongs
    /// to the on-screen leaf of the topmost `fullScreen` presentation, else of the window's chain:
    /// a sheet or an `overFullScreen` presentation leaves it to its presenter (M21; Apple doc
    /// `modalPresentationCapturesStatusBarAppearance`, false by default).
    static func layOutWindow(_ roots: RootChains, state: inout LayoutState) {
        var statusBarLeaf = roots.window.leaf
        for chain in roots.presented {
            let style = PresentationLayout.resolvedStyle(state.scene.controllers[chain.start], metrics: state.metrics)
            if style == .fullScreen {
                statusBarLeaf = chain.leaf
            } else if state.scene.controllers[chain.leaf].marks["prefersStatusBarHidden"] != nil {
                state.note(
                    .notModelled, "status-bar-capture",
                    "\(state.scene.controllers[chain.leaf].displayName) is presented \(style.rawValue), so the status bar stays with its presenter and its prefersStatusBarHidden is not read (Apple doc modalPresentationCapturesStatusBarAppearance, false by default; setting it true is not modelled)",
                    controller: chain.leaf)
            }
        }
        WindowAndStatusBar.apply(to: &state, leaf: statusBarLeaf)
        PresentationLayout.noteUnreadKeys(&state)
    }

    /// STEP 4 (M20): the window's chain at the window's frame, then each presented controller at
    /// its presentation's frame (the presenting chain stays laid out beneath).
    static func placePresentations(_ roots: RootChains, state: inout LayoutState) -> [Chain] {
        var chains = [
            Chain(
                resolved: roots.window, frame: state.window.frame, inheritedSafeRect: state.windowSafeRect,
                parentGuideLines: nil, isWindowRoot: true)
        ]
        for presented in roots.presented {
            let placement = PresentationLayout.place(presented.start, state: &state)
            let metrics = state.metrics
            chains.append(Chain(
                resolved: presented, frame: placement.frame, inheritedSafeRect: placement.inheritedSafeRect,
                parentGuideLines: nil, isWindowRoot: placement.coversScreen, isTopLevelInWindow: true,
                isSheetCard: placement.style == .pageSheet && metrics.device.idiom == .phone && (13..<26).contains(metrics.ios)))
        }
        return chains
    }

    /// STEPS 5–8 for one chain.
    private static func layOutChain(_ chain: Chain, state: inout LayoutState, enqueue: (Chain) -> Void) {
        state.laidOutChains.append(chain.resolved)
        state.laidOutChainByStart[chain.resolved.start] = chain.resolved
        let geometry = layOutBarsAndFrames(chain, state: &state)
        setGuidesAndSafeAreas(chain, geometry: geometry, state: &state)
        state.controllers[chain.leaf]?.chain = chain.resolved

        // Fields, not `let leaf = state.scene.controllers[chain.leaf]`: that copies the whole spec.
        if state.scene.controllers[chain.leaf].kind == .splitViewController, let frame = state.controllers[chain.leaf]?.viewFrame {
            SplitViewLayout.columns(of: chain.leaf, frame: frame, state: &state).forEach(enqueue)
            return
        }
        guard let rootView = state.scene.controllers[chain.leaf].view, state.controllers[chain.leaf] != nil else { return }
        let context = findContentScrollView(chain, rootView: rootView, state: &state)
        layOutViewTree(chain, rootView: rootView, context: context, state: &state, enqueue: enqueue)
    }

    /// STEP 5 (§3–§4): the containers' bars, the frames they give their children, and the leaf's
    /// frame under `edgesForExtendedLayout` and `extendedLayoutIncludesOpaqueBars`.
    static func layOutBarsAndFrames(_ chain: Chain, state: inout LayoutState) -> ChainGeometry {
        ContainerLayout.layout(chain, state: &state)
    }

    /// STEP 6 (§5–§6): the chain's layout guides and its root views' safe areas.
    static func setGuidesAndSafeAreas(_ chain: Chain, geometry: ChainGeometry, state: inout LayoutState) {
        LayoutGuides.apply(chain, geometry: geometry, state: &state)
    }

    /// STEP 7 (§5): the one scroll view the containers adjust (also `.automatic`'s "content scroll
    /// view", §7), and whether they adjust it.
    static func findContentScrollView(_ chain: Chain, rootView: ViewIndex, state: inout LayoutState) -> ContentScrollContext {
        let scene = state.scene
        let search = FirstSubviewScrollViewSearch.search(from: rootView, state: &state)
        let adjustment = ContentScrollAdjustment(
            inContainer: !chain.containers.isEmpty,
            inNavigationController: chain.containers.contains { scene.controllers[$0].kind == .navigationController },
            automaticallyAdjustsScrollViewInsets: scene.controllers[chain.leaf].automaticallyAdjustsScrollViewInsets)
        state.controllers[chain.leaf]?.contentScrollView = search.scrollView
        state.controllers[chain.leaf]?.contentScrollSearch = search
        state.controllers[chain.leaf]?.scrollAdjustment = adjustment
        if state.recordsTrace {
            let foundName = search.scrollView.map { ScrollViewInsets.name($0, state) }
            state.record(
                .controller(chain.leaf), .adjustedScrollView, rule: "first-subview scroll-view search",
                source: .layoutModel(5, " (seed 000 magicView, seed 002; D14)"),
                FirstSubviewScrollViewSearch.describe(search, in: scene)
                    + Formula(words: foundName.map { ": found \($0)" } ?? ": no scroll view on the first-subview chain"))
        }
        let leafState = state.controllers[chain.leaf]
        // Found through an embedded navigation or tab bar controller's view: that scroll view is
        // laid out by the embedded container's own chain, which adds this chain's guides too (§5).
        // (A plain embedded controller's views are laid out in this chain, with this context.)
        if !state.hasSafeArea, let found = search.scrollView, adjustment.containersAdjustContentScrollView,
            search.path.dropFirst().contains(where: { scene.views[$0].rootOf.map { scene.controllers[$0].kind.isContainer } ?? false })
        {
            state.outerLegacyAdjustments[found, default: []].append(
                (chain.leaf, leafState?.topLayoutGuide ?? 0, leafState?.bottomLayoutGuide ?? 0, search.depth))
        }
        return ContentScrollContext(
            leaf: chain.leaf, search: search, adjustment: adjustment,
            topLayoutGuide: leafState?.topLayoutGuide ?? 0, bottomLayoutGuide: leafState?.bottomLayoutGuide ?? 0)
    }

    /// STEP 8 (§4–§7): the leaf's view tree. Its root view takes the frame from §4 and the safe
    /// area from §6, in the embedding view's coordinates.
    static func layOutViewTree(
        _ chain: Chain, rootView: ViewIndex, context: ContentScrollContext, state: inout LayoutState,
        enqueue: (Chain) -> Void
    ) {
        guard let leafState = state.controllers[chain.leaf] else { return }
        let scene = state.scene
        let rootFrame = chain.isTopLevelInWindow
            ? leafState.viewFrame : leafState.viewFrame.offsetBy(dx: -chain.frame.minX, dy: -chain.frame.minY)
        let depth = chain.isWindowRoot || chain.isTopLevelInWindow ? 0 : (state.views[scene.controllers[chain.containers.first ?? chain.leaf].view ?? rootView]?.depth ?? 0) + 1
        ViewTreeLayout.layoutTree(
            root: rootView, rootFrame: rootFrame, rootWindowFrame: leafState.viewFrame, rootSafeArea: leafState.safeArea,
            depth: depth, context: context, state: &state, enqueue: enqueue)
    }
}
