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
        if let bar = geometry.navigationBar, bar.frame.maxY > safeRect.minY {
            safeRect.height = safeRect.maxY - bar.frame.maxY
            safeRect.y = bar.frame.maxY
        }
        if let highest = geometry.bottomBars.map(\.frame.minY).min(), highest < safeRect.maxY {
            safeRect.height = highest - safeRect.minY
        }

        var additional = Insets.zero
        for (index, frame) in geometry.containerFrames {
            additional = additional + scene.controllers[index].additionalSafeAreaInsets
            // A container's own view sees the inherited safe area and its additional insets; its
            // bars belong to its children's safe area.
            let cut = distances(from: frame, to: chain.inheritedSafeRect)
            let insets = cut + additional
            let statusLine = statusLineOnly(chain, statusBarBottom)
            let top = state.hasSafeArea ? insets.top : legacyGuide(topLine: statusLine, frame: frame)
            let bottom = state.hasSafeArea ? insets.bottom : 0
            if state.recordsTrace {
                recordContainer(
                    index, frame: frame, cut: cut, additional: additional, safeRect: chain.inheritedSafeRect,
                    statusLine: statusLine, guides: (top, bottom), state: &state)
            }
            state.controllers[index] = ControllerState(
                viewFrame: frame, safeArea: insets, topLayoutGuide: top, bottomLayoutGuide: bottom,
                contentScrollView: nil, isLeaf: false)
        }

        let leaf = scene.controllers[chain.leaf]
        let subject = TraceSubject.controller(chain.leaf)
        let frame = geometry.leafFrame
        additional = additional + leaf.additionalSafeAreaInsets
        let cut = distances(from: frame, to: safeRect)
        let safeArea = cut + additional

        var topGuide = 0.0
        var bottomGuide = 0.0
        if state.hasSafeArea {
            topGuide = safeArea.top
            bottomGuide = safeArea.bottom
            state.record(subject, .safeAreaInsets, rule: "root view safe area", source: .layoutModel(6, " (F1–F7, F19)"),
                "per-edge distance from the view \(frame) to the safe rect \(safeRect) = \(cut)"
                    + (additional != .zero
                        ? " + \(named: "additionalSafeAreaInsets", additional) (the controller's and its containers', F19) = \(safeArea)"
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

    /// Per-edge distance from each edge of `frame` to the corresponding edge of `safeRect`,
    /// never negative.
    static func distances(from frame: Rect, to safeRect: Rect) -> Insets {
        Insets(
            top: max(0, safeRect.minY - frame.minY),
            left: max(0, safeRect.minX - frame.minX),
            bottom: max(0, frame.maxY - safeRect.maxY),
            right: max(0, frame.maxX - safeRect.maxX))
    }

    /// A container's own legacy top guide: the status bar if the container is the window root.
    /// What `explain` shows for a container: its view, its safe area and its guides, which
    /// its own bars do not cut (they belong to its children's).
    private static func recordContainer(
        _ index: ControllerIndex, frame: Rect, cut: Insets, additional: Insets, safeRect: Rect, statusLine: Double?,
        guides: (top: Double, bottom: Double), state: inout LayoutState
    ) {
        let subject = TraceSubject.controller(index)
        state.record(
            subject, .viewFrame, rule: "container view", source: .layoutModel(3),
            "a container lays out inside the frame it was given (the window for the root) = \(frame)")
        if state.hasSafeArea {
            state.record(
                subject, .safeAreaInsets, rule: "container view safe area", source: .layoutModel(6, " (F1–F7, F19)"),
                "per-edge distance from the view \(frame) to the safe rect it inherits \(safeRect) = \(cut)"
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
                statusLine.map { "max(0, \(named: "the status bar's line", $0) − \(named: "view.minY", frame.minY)) = \(number: guides.top); a container's own navigation bar covers its children, not its guide" }
                    ?? "no status bar covers the top = 0")
            state.record(
                subject, .bottomLayoutGuide, rule: "bottomLayoutGuide", source: .layoutModel(5),
                "a container's own tab bar or toolbar covers its children, not its guide = 0")
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
