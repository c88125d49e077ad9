public import InsetlabLayout
public import InsetlabScene
public import InsetlabYAML

/// Something that covers part of the screen: a bar, the sensor housing, the home indicator.
public struct Obstruction: Sendable, Hashable {
    /// The covered band ends here (window y for top/bottom, x for sides).
    public var edge: Double
    /// "the navigation bar", "the status bar", "the notch", "the home indicator"…
    public var name: String
}

/// What a rule sees: the layout of one variant, the settings it was laid out from (`inputs`,
/// with their marks), and helpers for the questions rules ask.
public struct RuleContext: Sendable {
    public let result: LayoutResult
    public let inputs: LayoutInputs

    public init(result: LayoutResult) {
        self.result = result
        self.inputs = result.inputs
    }

    /// Whether a scroll view is among the view's ancestors.
    public func isInsideScrollView(_ view: ViewIndex) -> Bool {
        // The field in place: `result.view(view)?` would copy the whole view.
        result.viewSlots[view].map { result.views[$0].isInsideScrollView } ?? false
    }

    /// Whether UIKit draws the view: neither it nor a view above it is hidden (`isHidden` on a
    /// layout is the view's own flag). Walks up the superviews, bounded by the tree's depth.
    public func isDrawn(_ view: ViewIndex) -> Bool {
        var current: ViewIndex? = view
        while let index = current {
            if let slot = result.viewSlots[index], result.views[slot].isHidden { return false }
            current = inputs.view(index).superview
        }
        return true
    }

    public var ios: Int { result.device.ios }

    /// The insets a scroll view's content scrolls within: its contentInset before iOS 11 (the
    /// container writes the layout guides there, LAYOUT-MODEL §5), its adjustedContentInset from
    /// iOS 11 (§7).
    func insets(ofScrollViewAt slot: Int) -> Insets {
        (hasSafeArea ? result.views[slot].adjustedContentInset : result.views[slot].contentInset) ?? .zero
    }

    /// Window y where a scroll view's content ends once scrolled as far as it goes: above its
    /// bottom inset when it is longer than the view, else where it rests (it cannot scroll);
    /// nil when its length is not known (a table without rows).
    func contentEnd(ofScrollViewAt slot: Int) -> Double? {
        let view = result.views[slot]
        guard let size = view.contentSize, size.height > 0.5, let offset = view.contentOffset else { return nil }
        return min(view.windowFrame.maxY - insets(ofScrollViewAt: slot).bottom, view.windowFrame.minY - offset.y + size.height)
    }
    public var hasSafeArea: Bool { result.era.hasSafeArea }

    // MARK: Names and marks

    public func name(view index: ViewIndex) -> String {
        let view = inputs.view(index)
        return view.id ?? result.viewSlots[index].map { result.views[$0].path } ?? view.keyPath
    }

    public func name(controller index: ControllerIndex) -> String {
        inputs.controller(index).name
    }

    /// Where a model note points: the key it is about on its view or controller (`sheet:`,
    /// `searchController:`), else that one's `type:` line; a note about the device, at `device:`.
    public func mark(of note: ModelNote) -> Mark? {
        if let view = note.view { return note.key.flatMap { inputs.view(view).marks[$0] } ?? typeMark(view: view) }
        if let controller = note.controller {
            return note.key.flatMap { inputs.controller(controller).marks[$0] } ?? typeMark(controller: controller)
        }
        return inputs.deviceMark
    }

    /// The `type:` line of a view (or the mapping when `type` was implied).
    public func typeMark(view index: ViewIndex) -> Mark {
        inputs.view(index).typeMark
    }

    public func typeMark(controller index: ControllerIndex) -> Mark {
        inputs.controller(index).typeMark
    }

    /// The controller whose first-subview search and flags govern a view: the on-screen leaf of
    /// the chain the view belongs to, as the engine laid it out.
    public func governingLeaf(of view: ViewIndex) -> ControllerIndex? {
        result.viewSlots[view].flatMap { result.views[$0].governingController }
    }

    // MARK: What covers the screen

    private func overlapsHorizontally(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX
    }

    /// Whether `bar` is drawn over `view`: the status bar always; another bar when it belongs to
    /// the controller whose view tree holds the view, one of its containers, or through
    /// embedding one around the view that hosts it. A presenter's bars lie under what it
    /// presents, and a split view's other column sits beside it: neither covers the view. Walks
    /// up without allocating (rules ask this for every view); each step moves to an enclosing
    /// controller, so the walk ends within their count.
    public func bar(_ bar: BarLayout, isOver view: ViewIndex?) -> Bool {
        guard let owner = bar.owner, let view else { return true }
        var controller = inputs.view(view).owner
        for _ in 0...inputs.controllerIndices.count {
            if controller == owner { return true }
            if let parent = inputs.controller(controller).container {
                controller = parent
            } else if let host = inputs.controller(controller).embeddedIn {
                controller = inputs.view(host).owner
            } else {
                return false
            }
        }
        return false
    }

    /// The lowest edge of whatever covers the top of the screen above `rect`: the status bar,
    /// navigation bars, and from iOS 11 the sensor housing (the window's top safe inset).
    ///
    /// With the view `inside`, only the bars drawn over it count (`bar(_:isOver:)`); with
    /// `holders` (`barHolders()`) too, not the bars of controllers shown inside it (an embedded
    /// navigation controller's own bar, inside the view that hosts it).
    public func obstructionAbove(_ rect: Rect, inside view: ViewIndex? = nil, holders: [Set<ViewIndex>] = []) -> Obstruction? {
        var best: Obstruction?
        for (slot, bar) in result.bars.enumerated() where bar.kind == .statusBar || bar.kind == .navigationBar {
            guard overlapsHorizontally(bar.frame, rect), self.bar(bar, isOver: view) else { continue }
            if let view, slot < holders.count, holders[slot].contains(view) { continue }
            if best == nil || bar.frame.maxY > best!.edge {
                best = Obstruction(edge: bar.frame.maxY, name: bar.kind == .statusBar ? "the status bar" : "the navigation bar")
            }
        }
        // The sensor housing spans the screen: only what overlaps the screen sideways is under it.
        if hasSafeArea, let safe = result.window.safeAreaInsets, safe.top > (best?.edge ?? 0), overlapsHorizontally(rect, result.window.frame) {
            best = Obstruction(edge: safe.top, name: housingName)
        }
        return best
    }

    /// For each of `result.bars`, the views that hold it when its owner is embedded by
    /// containment: the root views of the embedded controller and of its containers, the view
    /// they are embedded in and that view's ancestors, through every level of embedding. Empty
    /// for the status bar and the bars of the window's own chain. Walks each bar's way up once.
    public func barHolders() -> [Set<ViewIndex>] {
        // Most scenes embed no controller: no bar has a holder.
        guard inputs.controllerIndices.contains(where: { inputs.controller($0).embeddedIn != nil }) else { return [] }
        return result.bars.map { bar in
            var holders = Set<ViewIndex>()
            guard var controller = bar.owner else { return holders }
            var rootViews: [ViewIndex] = []
            // Each step moves to an enclosing controller or view, so the walk ends within the
            // scene's counts.
            for _ in 0...(inputs.controllerIndices.count + inputs.viewIndices.count) {
                if let view = inputs.controller(controller).rootView { rootViews.append(view) }
                if let parent = inputs.controller(controller).container {
                    controller = parent
                    continue
                }
                guard let host = inputs.controller(controller).embeddedIn else { break }
                holders.formUnion(rootViews)
                rootViews.removeAll()
                var next: ViewIndex? = host
                while let current = next, holders.insert(current).inserted {
                    next = inputs.view(current).superview
                }
                controller = inputs.view(host).owner
            }
            return holders
        }
    }

    /// The highest edge of whatever covers the bottom below `rect`: tab bars, toolbars, and from
    /// iOS 11 the home indicator. With the view `inside`, only the bars drawn over it count.
    public func obstructionBelow(_ rect: Rect, inside view: ViewIndex? = nil) -> Obstruction? {
        var best: Obstruction?
        for bar in result.bars where bar.kind == .tabBar || bar.kind == .toolbar {
            guard overlapsHorizontally(bar.frame, rect), self.bar(bar, isOver: view) else { continue }
            if best == nil || bar.frame.minY < best!.edge {
                best = Obstruction(edge: bar.frame.minY, name: bar.kind == .tabBar ? "the tab bar" : "the toolbar")
            }
        }
        let window = result.window.frame
        if hasSafeArea, let safe = result.window.safeAreaInsets, safe.bottom > 0,
            window.maxY - safe.bottom < (best?.edge ?? .infinity), overlapsHorizontally(rect, window)
        {
            best = Obstruction(edge: window.maxY - safe.bottom, name: "the home indicator")
        }
        return best
    }

    /// The window's unsafe side bands (landscape sensor housing), iOS 11+.
    public var sideInsets: (left: Double, right: Double) {
        guard hasSafeArea, let safe = result.window.safeAreaInsets else { return (0, 0) }
        return (safe.left, safe.right)
    }

    /// "the notch", "the Dynamic Island" or "the status bar", for the window's top safe inset.
    public var housingName: String {
        let device = result.device.device
        guard device.hasSensorHousing else { return "the status bar" }
        return device.safeAreaPortrait.top >= 59 ? "the Dynamic Island" : "the notch"
    }
}

/// Points, as messages print them.
func pt(_ value: Double) -> String { "\(formatNumber(value)) pt" }
