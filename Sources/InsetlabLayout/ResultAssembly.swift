import InsetlabScene

/// Turns the engine's working state into a `LayoutResult` in report order: controllers and
/// views in tree order, entering each embedded container's chain where its view sits.
enum ResultAssembly {
    static func assemble(state: LayoutState) -> LayoutResult {
        let scene = state.scene
        var controllers: [ControllerLayout] = []
        var views: [ViewLayout] = []
        var controllerSlots = IndexSlots(count: scene.controllers.count)
        var viewSlots = IndexSlots(count: scene.views.count)

        func addController(_ index: ControllerIndex) {
            guard controllerSlots[index] == nil, let c = state.controllers[index] else { return }
            let spec = scene.controllers[index]
            controllerSlots[index] = controllers.count
            controllers.append(ControllerLayout(
                index: index, id: spec.id, kind: spec.kind, name: spec.displayName, viewFrame: c.viewFrame,
                safeAreaInsets: state.hasSafeArea ? c.safeArea : nil, topLayoutGuide: c.topLayoutGuide,
                bottomLayoutGuide: c.bottomLayoutGuide, contentScrollView: c.contentScrollView, isLeaf: c.isLeaf,
                rootView: spec.view, chain: c.chain, contentScrollSearch: c.contentScrollSearch,
                scrollAdjustment: c.scrollAdjustment))
        }
        // Every chain asked for here was laid out (its start's controller state exists).
        func addChain(from start: ControllerIndex) -> ViewIndex? {
            guard let chain = state.laidOutChainByStart[start] else { return nil }
            chain.containers.forEach(addController)
            addController(chain.leaf)
            return scene.controllers[chain.leaf].view
        }

        // Pass 1: report order (tree pre-order, entering embedded chains where their view sits).
        var order: [ViewIndex] = []
        var stack: [ViewIndex] = []
        // The window's chain, then each presented controller's (SCENE-FORMAT "Presentation (v2)").
        var chainStarts = PresentationLayout.order(in: scene).reversed().map { $0 }
        chainStarts.append(scene.rootController)
        while let start = chainStarts.popLast() {
            if let root = addChain(from: start) { stack.append(root) }
            // A split view's columns, primary first, as they were laid out.
            if let leaf = state.laidOutChainByStart[start]?.leaf, scene.controllers[leaf].kind == .splitViewController {
                let split = scene.controllers[leaf].split
                for column in [split.compact, split.secondary, split.primary].compactMap({ $0 }) where state.laidOutChainByStart[column] != nil {
                    chainStarts.append(column)
                }
            }
            while let view = stack.popLast() {
                guard viewSlots[view] == nil, state.views[view] != nil else { continue }
                viewSlots[view] = order.count
                order.append(view)
                // Fields, not `let spec = scene.views[view]`: copying a whole view per view adds up.
                if let embedded = scene.views[view].rootOf {
                    if scene.controllers[embedded].kind.isContainer {
                        addController(embedded)
                        if let leafRoot = addChain(from: embedded) { stack.append(leafRoot) }
                        continue
                    }
                    addController(embedded)
                }
                stack.append(contentsOf: scene.views[view].subviews.reversed())
            }
        }

        // Pass 2: one path table for all views (linear memory however deep the tree).
        let table = ViewPathTable(
            parents: order.map { view in state.views[view]!.pathParent.flatMap { viewSlots[$0] } ?? -1 },
            components: order.map { view in
                switch state.views[view]!.pathComponent {
                case .controllerView(let controller): "\(scene.controllers[controller].displayName).view"
                case .subview(let position): String(position)
                }
            })
        views.reserveCapacity(order.count)
        for (slot, view) in order.enumerated() {
            let v = state.views[view]!
            var layout = ViewLayout(
                index: view, id: scene.views[view].id, kind: scene.views[view].kind,
                pathStorage: ViewPath(table: table, slot: slot),
                frame: v.frame, windowFrame: v.windowFrame,
                safeAreaInsets: state.hasSafeArea ? v.safeArea : nil, layoutMargins: v.layoutMargins,
                scrollGeometry: v.scroll,
                isHidden: scene.views[view].isHidden, depth: v.depth)
            layout.governingController = v.governingController
            layout.isInsideScrollView = v.isInsideScrollView
            views.append(layout)
        }

        // Bars top to bottom: status bar, navigation bars, then bottom bars by position.
        let bars = state.bars.enumerated().sorted { lhs, rhs in
            let l = lhs.element, r = rhs.element
            let lTop = l.kind == .statusBar || l.kind == .navigationBar
            let rTop = r.kind == .statusBar || r.kind == .navigationBar
            if lTop != rTop { return lTop }
            if l.frame.minY != r.frame.minY { return l.frame.minY < r.frame.minY }
            return lhs.offset < rhs.offset
        }.map(\.element)

        var result = LayoutResult(
            scene: scene, variant: scene.key, file: scene.file, era: state.era, device: state.metrics.used, window: state.window, bars: bars, controllers: controllers, views: views,
            trace: state.trace, notes: state.notes, chains: state.laidOutChains,
            controllerSlots: controllerSlots, viewSlots: viewSlots)
        result.autoLayoutIssues = state.autoLayout.issues
        result.constraints = state.autoLayout.constraints
        return result
    }
}
