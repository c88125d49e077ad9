import InsetlabScene

/// LAYOUT-MODEL §5 (legacy layout guides) and §6 (the root view's safe area, iOS 11+) for the
/// controllers of one chain.
enum LayoutGuides {
    /// Sets the controller state of every container and of the leaf of `chain`.
    static func apply(_ chain: Chain, geometry: ChainGeometry, state: inout LayoutState) {
        let scene = state.scene
        let statusBarBottom = state.window.statusBarHidden ? nil : state.metrics.statusBarHeight

        // The guide lines (window y) the chain's bars define (§5): the top cover is the
        // navigation bar if visible, else the status bar (window root) or the embedding
        // controller's line; the bottom cover is the highest visible bottom bar.
        let topLine: (y: Double, what: String)? = {
            if let bar = geometry.navigationBar { return (bar.frame.maxY, "navigationBar.maxY") }
            if chain.isWindowRoot { return statusBarBottom.map { ($0, "statusBar.maxY") } }
            return chain.parentGuideLines.map { ($0.top, "the embedding controller's top guide") }
        }()
        let bottomLine: (y: Double, what: String)? = {
            if let highest = geometry.bottomBars.min(by: { $0.frame.minY < $1.frame.minY }) {
                return (highest.frame.minY, "\(highest.kind.rawValue).minY")
            }
            if chain.isWindowRoot { return nil }
            return chain.parentGuideLines.map { ($0.bottom, "the embedding controller's bottom guide") }
        }()

        // The safe rect of the chain (§6): the inherited safe rect cut by the bars' covers.
        var safeRect = chain.inheritedSafeRect
        if let bar = geometry.navigationBar { safeRect = safeRect.below(bar.frame.maxY) }
        if let highest = geometry.bottomBars.map(\.frame.minY).min() { safeRect = safeRect.above(highest) }

        // A container's own view sees the safe rect it inherits cut by the bars of the containers
        // around it (it is their child: a tab bar controller's tab bar counts for the navigation
        // controller in its tab, M5), and its own and their additional insets; its own bars belong
        // to its children's safe area. Before iOS 11 its guides are those bars' lines likewise.
        var additional = Insets.zero
        var containerSafeRect = chain.inheritedSafeRect
        var containerLines = ContainerLines(
            top: statusLineOnly(chain, statusBarBottom).map { ($0, chain.isWindowRoot ? "the status bar's line" : "the embedding controller's top guide") },
            bottom: chain.isWindowRoot ? nil : chain.parentGuideLines.map { ($0.bottom, "the embedding controller's bottom guide") })
        let chainBars = (geometry.navigationBar.map { [$0] } ?? []) + geometry.bottomBars
        for (index, frame) in geometry.containerFrames {
            additional = additional + scene.controllers[index].additionalSafeAreaInsets
            let cut = distances(from: frame, to: containerSafeRect)
            let insets = clampedSafeArea(cut + additional, of: index, state: &state)
            defer { recordClamp(cut + additional, to: insets, of: index, state: &state) }
            let top = state.hasSafeArea ? insets.top : legacyGuide(topLine: containerLines.top?.y, frame: frame)
            let bottom = state.hasSafeArea ? insets.bottom : containerLines.bottom.map { max(0, frame.maxY - $0.y) } ?? 0
            if state.recordsTrace {
                recordContainer(
                    index, frame: frame, cut: cut, additional: additional, safeRect: containerSafeRect,
                    lines: containerLines, guides: (top, bottom), state: &state)
            }
            state.controllers[index] = ControllerState(
                viewFrame: frame, safeArea: insets, topLayoutGuide: top, bottomLayoutGuide: bottom,
                contentScrollView: nil, isLeaf: false)
            for bar in chainBars where bar.owner == index {
                // Words for `explain` only: built when the trace is.
                let name = state.recordsTrace ? "\(scene.controllers[index].displayName)'s \(bar.kind.rawValue)" : ""
                if bar.kind == .navigationBar {
                    containerSafeRect = containerSafeRect.below(bar.frame.maxY)
                    containerLines.top = (bar.frame.maxY, "\(name).maxY")
                } else {
                    containerSafeRect = containerSafeRect.above(bar.frame.minY)
                    if containerLines.bottom.map({ bar.frame.minY < $0.y }) ?? true {
                        containerLines.bottom = (bar.frame.minY, "\(name).minY")
                    }
                }
            }
        }

        let leaf = scene.controllers[chain.leaf]
        let subject = TraceSubject.controller(chain.leaf)
        let frame = geometry.leafFrame
        additional = additional + leaf.additionalSafeAreaInsets
        let cut = distances(from: frame, to: safeRect)
        let safeArea = clampedSafeArea(cut + additional, of: chain.leaf, state: &state)
        defer { recordClamp(cut + additional, to: safeArea, of: chain.leaf, state: &state) }

        var topGuide = 0.0
        var bottomGuide = 0.0
        if state.hasSafeArea {
            topGuide = safeArea.top
            bottomGuide = safeArea.bottom
            state.record(subject, .safeAreaInsets, rule: "root view safe area", source: .layoutModel(6, " (F1–F7, F19)"),
                "per-edge distance from the view \(frame) to the safe rect \(safeRect) = \(cut)"
                    + (additional != .zero
                        ? " + \(named: "additionalSafeAreaInsets", additional) (the controller's and its containers', F19) = \(cut + additional)"
                        : ""))
            state.record(
                subject, .topLayoutGuide, rule: "topLayoutGuide on iOS 11+", source: .layoutModel(6),
                "the deprecated guide reports the root view's safe-area top = \(number: topGuide)")
            state.record(
                subject, .bottomLayoutGuide, rule: "bottomLayoutGuide on iOS 11+", source: .layoutModel(6),
                "the deprecated guide reports the root view's safe-area bottom = \(number: bottomGuide)")
        } else {
            if let topLine {
                topGuide = max(0, topLine.y - frame.minY)
                state.record(
                    subject, .topLayoutGuide, rule: "topLayoutGuide", source: .layoutModel(5, " (Apple doc topLayoutGuide)"),
                    "max(0, \(named: topLine.what, topLine.y) − \(named: "view.minY", frame.minY)) = \(number: topGuide)")
            } else {
                state.record(
                    subject, .topLayoutGuide, rule: "topLayoutGuide", source: .layoutModel(5),
                    "no navigation bar or status bar covers the top = 0")
            }
            if let bottomLine {
                bottomGuide = max(0, frame.maxY - bottomLine.y)
                state.record(
                    subject, .bottomLayoutGuide, rule: "bottomLayoutGuide", source: .layoutModel(5, " (Apple doc bottomLayoutGuide)"),
                    "max(0, \(named: "view.maxY", frame.maxY) − \(named: bottomLine.what, bottomLine.y)) = \(number: bottomGuide)")
            } else {
                state.record(
                    subject, .bottomLayoutGuide, rule: "bottomLayoutGuide", source: .layoutModel(5),
                    "no tab bar or toolbar is visible = 0")
            }
        }
        state.controllers[chain.leaf] = ControllerState(
            viewFrame: frame, safeArea: safeArea, topLayoutGuide: topGuide, bottomLayoutGuide: bottomGuide,
            contentScrollView: nil, isLeaf: true)
    }

    static let negativeSafeAreaNote =
        "negative additionalSafeAreaInsets that go past the view's edge: the safe area is clamped at the view's edge (inset 0), as its subviews' are (LAYOUT-MODEL §6 clamps a subview's inset to 0…superview's); Apple's documentation says the safe area is the part of the view not covered, and no measurement of a negative total is on record (docs/model-decisions.md M32)"

    /// `cut + additional`, each edge at least 0: a negative `additionalSafeAreaInsets` larger than
    /// what the bars and the device take leaves the safe area at the view's edge (M32), with a
    /// model-uncertainty note.
    private static func clampedSafeArea(_ insets: Insets, of index: ControllerIndex, state: inout LayoutState) -> Insets {
        let clamped = Insets(top: max(0, insets.top), left: max(0, insets.left), bottom: max(0, insets.bottom), right: max(0, insets.right))
        if clamped != insets {
            state.note(.uncertainty, "negative-safe-area", negativeSafeAreaNote, controller: index)
        }
        return clamped
    }

    /// The clamp's step in `explain`, after the sum it clamps.
    private static func recordClamp(_ insets: Insets, to clamped: Insets, of index: ControllerIndex, state: inout LayoutState) {
        guard clamped != insets else { return }
        state.record(
            .controller(index), .safeAreaInsets, rule: "safe area clamped", source: "docs/model-decisions.md M32",
            "\(insets) has a negative edge: clamped at the view's edge = \(clamped)")
    }

    /// Per-edge distance from each edge of `frame` to the corresponding edge of `safeRect`,
    /// never negative.
    static func distances(from frame: Rect, to safeRect: Rect) -> Insets {
        Insets(
            top: max(0, safeRect.minY - frame.minY),
            left: max(0, safeRect.minX - frame.minX),
            bottom: max(0, frame.maxY - safeRect.maxY),
            right: max(0, frame.maxX - safeRect.maxX))
    }

    /// The guide lines (window y) a container's own view sees: the status bar's or the embedding
    /// controller's, then the bars of the containers around it.
    struct ContainerLines {
        var top: (y: Double, what: String)?
        var bottom: (y: Double, what: String)?
    }

    /// What `explain` shows for a container: its view, its safe area and its guides, which its
    /// own bars do not cut (they belong to its children's) but the containers' around it do.
    private static func recordContainer(
        _ index: ControllerIndex, frame: Rect, cut: Insets, additional: Insets, safeRect: Rect, lines: ContainerLines,
        guides: (top: Double, bottom: Double), state: inout LayoutState
    ) {
        let subject = TraceSubject.controller(index)
        state.record(
            subject, .viewFrame, rule: "container view", source: .layoutModel(3),
            "a container lays out inside the frame it was given (the window for the root) = \(frame)")
        if state.hasSafeArea {
            state.record(
                subject, .safeAreaInsets, rule: "container view safe area", source: .layoutModel(6, " (F1–F7, F19)"),
                "per-edge distance from the view \(frame) to the safe rect it inherits (cut by the bars of the containers around it) \(safeRect) = \(cut)"
                    + (additional != .zero
                        ? " + \(named: "additionalSafeAreaInsets", additional) (its own and its containers', F19) = \(cut + additional)"
                        : "")
                    + "; its own bars cut its children's safe area, not its own")
            state.record(
                subject, .topLayoutGuide, rule: "topLayoutGuide on iOS 11+", source: .layoutModel(6),
                "the deprecated guide reports the view's safe-area top = \(number: guides.top)")
            state.record(
                subject, .bottomLayoutGuide, rule: "bottomLayoutGuide on iOS 11+", source: .layoutModel(6),
                "the deprecated guide reports the view's safe-area bottom = \(number: guides.bottom)")
        } else {
            state.record(
                subject, .topLayoutGuide, rule: "topLayoutGuide", source: .layoutModel(5),
                lines.top.map { "max(0, \(named: $0.what, $0.y) − \(named: "view.minY", frame.minY)) = \(number: guides.top); a container's own navigation bar covers its children, not its guide" }
                    ?? "no status bar covers the top = 0")
            state.record(
                subject, .bottomLayoutGuide, rule: "bottomLayoutGuide", source: .layoutModel(5),
                lines.bottom.map { "max(0, \(named: "view.maxY", frame.maxY) − \(named: $0.what, $0.y)) = \(number: guides.bottom); a container's own tab bar or toolbar covers its children, not its guide" }
                    ?? "a container's own tab bar or toolbar covers its children, not its guide = 0")
        }
    }

    private static func statusLineOnly(_ chain: Chain, _ statusBarBottom: Double?) -> Double? {
        chain.isWindowRoot ? statusBarBottom : chain.parentGuideLines?.top
    }

    private static func legacyGuide(topLine: Double?, frame: Rect) -> Double {
        guard let topLine else { return 0 }
        return max(0, topLine - frame.minY)
    }
}
