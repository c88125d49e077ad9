public import InsetlabScene

/// The layout engine: LAYOUT-MODEL §1–§7 applied to one scene variant.
///
/// The steps, in the model's order:
/// 1. §2 window and status bar (`WindowAndStatusBar`);
/// 2. for the window's root and for every container embedded by containment, a chain:
///    §3 the containers' bars and §4 the leaf's frame (`ContainerLayout`), §5/§6 layout guides and
///    the root view's safe area (`LayoutGuides`), §5 the first-subview search
///    (`FirstSubviewScrollViewSearch`);
/// 3. the leaf's view tree, top down: frames (`ViewPlacement`), §6 safe-area propagation
///    (`SafeAreaPropagation`), layout margins, §5 legacy `contentInset` and §7
///    `adjustedContentInset` (`ScrollViewInsets`).
/// Nothing recurses: chains are a queue and view trees are walked with an explicit stack.
public enum LayoutEngine {
    /// Lays out one variant. `trace: true` also records why every number came out as it did
    /// (for `explain`); without it the result's `trace` is empty and layout is faster.
    public static func layout(_ scene: Scene, trace: Bool = true) -> LayoutResult {
        var state = LayoutState(scene: scene, recordsTrace: trace)
        AutoLayoutSolve.prepare(&state)
        let windowChain = resolveChain(from: scene.rootController, in: scene)
        // The status bar belongs to the on-screen leaf of the topmost full-screen presentation,
        // else of the window's chain: a sheet leaves it to its presenter (M21).
        let presented = PresentationLayout.order(in: scene)
        var statusBarLeaf = windowChain.leaf
        for index in presented
        where [.fullScreen, .overFullScreen].contains(PresentationLayout.resolvedStyle(scene.controllers[index], metrics: state.metrics)) {
            statusBarLeaf = resolveChain(from: index, in: scene).leaf
        }
        WindowAndStatusBar.apply(to: &state, leaf: statusBarLeaf)
        PresentationLayout.noteUnreadKeys(&state)

        var queue = [
            Chain(
                containers: windowChain.containers, leaf: windowChain.leaf, frame: state.window.frame,
                inheritedSafeRect: state.windowSafeRect, parentGuideLines: nil, isWindowRoot: true)
        ]
        // Presented controllers after the presenting chain, which stays laid out beneath (M20).
        for index in presented {
            let placement = PresentationLayout.place(index, state: &state)
            let chain = resolveChain(from: index, in: scene)
            queue.append(Chain(
                containers: chain.containers, leaf: chain.leaf, frame: placement.frame,
                inheritedSafeRect: placement.inheritedSafeRect, parentGuideLines: nil,
                isWindowRoot: placement.coversScreen, isTopLevelInWindow: true))
        }
        var head = 0
        while head < queue.count {
            let chain = queue[head]
            head += 1
            layoutChain(chain, state: &state) { queue.append($0) }
        }
        return ResultAssembly.assemble(state: state, windowChain: windowChain)
    }

    private static func layoutChain(_ chain: Chain, state: inout LayoutState, enqueue: (Chain) -> Void) {
        let scene = state.scene
        let geometry = ContainerLayout.layout(chain, state: &state)
        LayoutGuides.apply(chain, geometry: geometry, state: &state)

        let leaf = scene.controllers[chain.leaf]
        if leaf.kind == .splitViewController, let frame = state.controllers[chain.leaf]?.viewFrame {
            SplitViewLayout.columns(of: chain.leaf, frame: frame, state: &state).forEach(enqueue)
            return
        }
        guard let rootView = leaf.view, let leafState = state.controllers[chain.leaf] else { return }

        // §5: the one scroll view the containers adjust (also `.automatic`'s "content scroll view", §7).
        let search = FirstSubviewScrollViewSearch.search(from: rootView, in: scene)
        state.controllers[chain.leaf]?.contentScrollView = search.scrollView
        let foundName = search.scrollView.map { ScrollViewInsets.name($0, state) }
        state.record(
            .controller(chain.leaf), "contentScrollView", rule: "first-subview scroll-view search",
            source: "LAYOUT-MODEL §5 (seed 000 magicView, seed 002; D14)",
            FirstSubviewScrollViewSearch.describe(search, in: scene)
                + (foundName.map { ": found \($0)" } ?? ": no scroll view on the first-subview chain"))
        let inNavigation = chain.containers.contains { scene.controllers[$0].kind == .navigationController }
        let context = ContentScrollContext(
            leaf: chain.leaf, contentScrollView: search.scrollView, searchDepth: search.path.count - 1,
            inContainer: !chain.containers.isEmpty, inNavigationController: inNavigation,
            automaticallyAdjustsScrollViewInsets: leaf.automaticallyAdjustsScrollViewInsets,
            topLayoutGuide: leafState.topLayoutGuide, bottomLayoutGuide: leafState.bottomLayoutGuide)

        // The leaf's root view: frame from §4, safe area from §6, in the embedding view's coordinates.
        let rootFrame = chain.isTopLevelInWindow
            ? leafState.viewFrame : leafState.viewFrame.offsetBy(dx: -chain.frame.minX, dy: -chain.frame.minY)
        let depth = chain.isWindowRoot || chain.isTopLevelInWindow ? 0 : (state.views[scene.controllers[chain.containers.first ?? chain.leaf].view ?? rootView]?.depth ?? 0) + 1
        ViewTreeLayout.layoutTree(
            root: rootView, rootFrame: rootFrame, rootWindowFrame: leafState.viewFrame, rootSafeArea: leafState.safeArea,
            depth: depth, context: context, state: &state, enqueue: enqueue)
    }
}
