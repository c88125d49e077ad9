import InsetlabConstraints
import InsetlabScene

/// UIStackView as the constraints UIKit gives it (the `UISV-*` constraints its debug
/// descriptions list): canvas connections of the first and last arranged subview to the
/// stack's edges (or margins with isLayoutMarginsRelativeArrangement), spacing between
/// neighbours, the distribution's size relations, and the alignment on the cross axis.
/// Hidden arranged subviews take no space (UISV-hiding: size 0 along the axis, no spacing)
/// and keep their slot in the row (UISV-spacing-hidden).
enum StackViewConstraints {
    static func add(_ stack: StackSpec, stackView: ViewIndex, builder: inout ConstraintBuilder) {
        let scene = builder.group.scene
        let arranged = scene.views[stackView].subviews.filter { builder.group.slot[$0] != nil }
        guard let container = stackBox(stackView, builder: builder) else { return }
        let canvas = stack.isLayoutMarginsRelativeArrangement
            ? container.inset(by: stackView == builder.group.root
                ? (builder.group.rootState.layoutMargins ?? .zero) : (builder.group.margins[stackView] ?? .zero))
            : container
        if stack.isLayoutMarginsRelativeArrangement { builder.namesMemberGuides = true }
        let horizontal = stack.axis == .horizontal
        let name = scene.views[stackView].id ?? scene.views[stackView].keyPath
        func box(_ view: ViewIndex) -> SolverBox { builder.boxes[builder.group.slot[view]!] }
        func lead(_ b: SolverBox) -> LinearExpression { horizontal ? b.x : b.y }
        func trail(_ b: SolverBox) -> LinearExpression { horizontal ? b.x + b.width : b.y + b.height }
        func length(_ b: SolverBox) -> LinearExpression { horizontal ? b.width : b.height }
        func crossLow(_ b: SolverBox) -> LinearExpression { horizontal ? b.y : b.x }
        func crossHigh(_ b: SolverBox) -> LinearExpression { horizontal ? b.y + b.height : b.x + b.width }
        func crossLength(_ b: SolverBox) -> LinearExpression { horizontal ? b.height : b.width }
        // A view's baseline: `baselineOffset` below its top, else its bottom edge (UIView,
        // forLastBaselineLayout: "If that view does not have a baseline, Auto Layout uses the
        // view's bottom edge").
        func baseline(_ b: SolverBox, _ view: ViewIndex) -> LinearExpression {
            scene.views[view].autoLayout?.baselineOffset.map { b.y + $0 } ?? b.y + b.height
        }
        let visible = arranged.filter { !scene.views[$0].isHidden }
        // A hidden arranged subview keeps its slot in the row (UIKit's `UISV-spacing-hidden`,
        // @50, in _UIOrderedLayoutArrangement): after the visible view before it, half the
        // spacing away when a visible view follows, else flush; one before the first visible
        // view ends where that view starts. `>=` for equalSpacing and equalCentering in UIKit,
        // which leaves it free on that side: the least position is taken.
        var previousVisible: ViewIndex?
        var visibleAfter = visible.count
        for view in arranged {
            guard scene.views[view].isHidden else {
                previousVisible = view
                visibleAfter -= 1
                continue
            }
            builder.add(length(box(view)), .equal, LinearExpression(), text: "UISV-hiding \(name)", view: view, mark: nil)
            if let previous = previousVisible {
                let gap = visibleAfter > 0 ? stack.spacing * 0.5 : 0
                builder.add(lead(box(view)), .equal, trail(box(previous)) + gap, priority: 50,
                    text: "UISV-spacing-hidden \(name)", view: view, mark: nil)
            } else if let first = visible.first {
                builder.add(trail(box(view)), .equal, lead(box(first)), priority: 50,
                    text: "UISV-spacing-hidden \(name)", view: view, mark: nil)
            } else {
                builder.add(lead(box(view)), .equal, lead(canvas), text: "UISV-hiding \(name)", view: view, mark: nil)
            }
        }
        if let first = visible.first, let last = visible.last {
            builder.add(lead(box(first)), .equal, lead(canvas), text: "UISV-canvas-connection \(name)", view: first, mark: nil)
            builder.add(trail(box(last)), .equal, trail(canvas), text: "UISV-canvas-connection \(name)", view: last, mark: nil)
        } else {
            // An empty stack view (no visible arranged subview) has no size of its own, on either
            // axis (kean/Arranged pulls both to 0 when it has no visible item).
            builder.addModelPriority(length(canvas), priority: 49, text: "\(name) is empty", view: stackView, stack: stackView)
            builder.addModelPriority(crossLength(canvas), priority: 49, text: "\(name) is empty", view: stackView, stack: stackView)
        }
        let spacing = stack.spacing
        for (previous, next) in zip(visible, visible.dropFirst()) {
            let gap = lead(box(next)) - trail(box(previous))
            switch stack.distribution {
            case .equalSpacing, .equalCentering:
                builder.add(gap, .greaterThanOrEqual, LinearExpression(constant: spacing), text: "UISV-spacing \(name)", view: next, mark: nil)
            default:
                builder.add(gap, .equal, LinearExpression(constant: spacing), text: "UISV-spacing \(name)", view: next, mark: nil)
            }
        }
        if let first = visible.first {
            switch stack.distribution {
            case .fill:
                break
            case .fillEqually:
                for view in visible.dropFirst() {
                    builder.add(length(box(view)), .equal, length(box(first)), text: "UISV-fill-equally \(name)", view: view, mark: nil)
                }
            case .fillProportionally:
                // UISV-fill-proportionally: each view's length is the stack's times size / (Σ sizes
                // + the spacings), at 999 less its index among the arranged subviews (kean's "Let's
                // Build UIStackView" prints UIKit's constraints: 999, 998, 997). With spacing the
                // shares do not add up to the room left, and the last view takes the difference
                // (openradar 34595752: "the last one … stretched").
                func size(_ view: ViewIndex) -> Double {
                    let intrinsic = scene.views[view].intrinsicSize(ios: scene.ios)
                    return (horizontal ? intrinsic.width : intrinsic.height) ?? 0
                }
                // UIKit distributes proportionally only when the sizes and spacings add up to more
                // than the spacings of every arranged subview, hidden ones included, and 1
                // (`_wantsProportionalDistribution`: denominator > max(spacing × (n − 1), 1)); else
                // the views are made equal (`UISV-fill-equally`, required), as fillEqually does.
                let denominator = visible.reduce(0) { $0 + max(size($1), 0) } + spacing * Double(visible.count - 1)
                if denominator > max(spacing * Double(arranged.count - 1), 1) {
                    for (index, view) in arranged.enumerated() where !scene.views[view].isHidden {
                        builder.add(length(box(view)), .equal, length(canvas) * (max(size(view), 0) / denominator),
                            priority: max(Double(999 - index), 751),
                            text: "UISV-fill-proportionally \(name)", view: view, mark: nil)
                    }
                } else {
                    for view in visible.dropFirst() {
                        builder.add(length(box(view)), .equal, length(box(first)), text: "UISV-fill-equally \(name)", view: view, mark: nil)
                    }
                }
            case .equalSpacing:
                let gaps = zip(visible, visible.dropFirst()).map { lead(box($1)) - trail(box($0)) }
                for gap in gaps.dropFirst() {
                    builder.add(gap, .equal, gaps[0], priority: 1000, text: "UISV-distributing \(name)", view: stackView, mark: nil)
                }
            case .equalCentering:
                // Each centre-to-centre step equals the first at 150 less the index of the view
                // it starts from, at least 50 (UIKit's `_setUpDimensionConstraintForItem` for
                // equalCentering; kean's "Let's Build UIStackView" prints UISV-fill-equally @149):
                // weaker than compression resistance, so views keep their size and gaps give.
                let centres = visible.map { lead(box($0)) + length(box($0)) * 0.5 }
                let steps = zip(centres, centres.dropFirst()).map { $1 - $0 }
                let indices = arranged.enumerated().filter { !scene.views[$0.element].isHidden }.map(\.offset)
                for (step, index) in zip(steps, indices).dropFirst() {
                    builder.add(step, .equal, steps[0], priority: max(150 - Double(index), 50),
                        text: "UISV-distributing \(name)", view: stackView, mark: nil)
                }
            }
        }
        for view in arranged {
            let b = box(view)
            switch stack.alignment {
            case .fill:
                builder.add(crossLow(b), .equal, crossLow(canvas), text: "UISV-alignment \(name)", view: view, mark: nil)
                builder.add(crossHigh(b), .equal, crossHigh(canvas), text: "UISV-alignment \(name)", view: view, mark: nil)
            default:
                // Only visible views stay inside the cross axis (kean/Arranged's spanning boundary
                // takes its visible items): a hidden one does not widen the stack.
                if !scene.views[view].isHidden {
                    builder.add(crossLow(b), .greaterThanOrEqual, crossLow(canvas), text: "UISV-spanning-boundary \(name)", view: view, mark: nil)
                    builder.add(crossHigh(b), .lessThanOrEqual, crossHigh(canvas), text: "UISV-spanning-boundary \(name)", view: view, mark: nil)
                }
                switch stack.alignment {
                case .firstBaseline where horizontal, .lastBaseline where horizontal:
                    // Baselines on the first visible view's (Apple: baseline alignment "is only valid
                    // for horizontal stacks"); the spanning boundaries and the canvas fit then put
                    // the view that reaches highest at the top, and a stack taller than its views
                    // keeps them there (the pull below).
                    guard !scene.views[view].isHidden, let reference = visible.first else {
                        builder.add(crossLow(b), .equal, crossLow(canvas), text: "UISV-alignment \(name)", view: view, mark: nil)
                        break
                    }
                    if view != reference {
                        builder.add(baseline(b, view), .equal, baseline(box(reference), reference), text: "UISV-alignment \(name)", view: view, mark: nil)
                    } else {
                        builder.addModelPriority(crossLow(b) - crossLow(canvas), priority: 25, text: "UISV-alignment \(name)", view: view, stack: stackView)
                    }
                case .leading, .top, .firstBaseline, .lastBaseline:
                    builder.add(crossLow(b), .equal, crossLow(canvas), text: "UISV-alignment \(name)", view: view, mark: nil)
                case .trailing, .bottom:
                    builder.add(crossHigh(b), .equal, crossHigh(canvas), text: "UISV-alignment \(name)", view: view, mark: nil)
                default:
                    builder.add(crossLow(b) + crossLength(b) * 0.5, .equal, crossLow(canvas) + crossLength(canvas) * 0.5,
                        text: "UISV-alignment \(name)", view: view, mark: nil)
                }
                // UISV-ambiguity-suppression: a view with no size of its own shrinks to 0.
                builder.addModelPriority(crossLength(b), priority: 25, text: "UISV-ambiguity-suppression \(name)", view: view, stack: stackView)
            }
        }
        if stack.alignment != .fill, !visible.isEmpty {
            // UISV-canvas-fit: the stack hugs its tallest arranged subview when nothing else sizes it.
            builder.addModelPriority(crossLength(canvas), priority: 49, text: "UISV-canvas-fit \(name)", view: stackView, stack: stackView)
        }
        if stack.distribution == .equalSpacing || stack.distribution == .equalCentering, !visible.isEmpty {
            // UISV-canvas-fit along the axis: spacings that may grow leave the stack's length open,
            // and UIKit asks for the smallest (length 0 @49; kean/Arranged, which reproduces
            // UIStackView's constraint set, adds it for these two distributions only). Interface
            // Builder's frames agree: DuckDuckGo's tab bar stack, three 30-pt buttons at spacing
            // 24, is 138 wide.
            builder.addModelPriority(length(canvas), priority: 49, text: "UISV-canvas-fit \(name)", view: stackView, stack: stackView)
        }
    }

    private static func stackBox(_ view: ViewIndex, builder: ConstraintBuilder) -> SolverBox? {
        if let slot = builder.group.slot[view] { return builder.boxes[slot] }
        if view == builder.group.root {
            return SolverBox(Rect(x: 0, y: 0, width: builder.group.rootState.frame.width, height: builder.group.rootState.frame.height))
        }
        return nil
    }
}
