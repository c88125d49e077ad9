import InsetlabScene

/// Frames from `frame:` and `pin:` (Auto Layout edge constraints to the superview's anchors).
enum ViewPlacement {
    /// The superview's anchor rectangles in its own coordinate space.
    struct Anchors {
        var superview: Rect
        var safeArea: Rect
        var margins: Rect
        /// Guide lines of the controller owning the superview, in the superview's coordinates.
        var topLayoutGuideY: Double
        var bottomLayoutGuideY: Double

        func rect(_ anchor: Anchor) -> Rect {
            switch anchor {
            case .superview, .topLayoutGuide, .bottomLayoutGuide: superview
            case .safeArea: safeArea
            case .margins: margins
            }
        }
    }

    /// Solves one axis from two of (low edge, high edge, size).
    private static func solve(
        low: PinConstraint?, high: PinConstraint?, size: Double?,
        lowEdge: (PinConstraint) -> Double, highEdge: (PinConstraint) -> Double
    ) -> (origin: Double, length: Double) {
        switch (low, high, size) {
        case let (low?, high?, _):
            let origin = lowEdge(low) + low.inset
            return (origin, highEdge(high) - high.inset - origin)
        case let (low?, nil, size?):
            return (lowEdge(low) + low.inset, size)
        case let (nil, high?, size?):
            return (highEdge(high) - high.inset - size, size)
        default:
            // The decoder guarantees two of three; a lone size stays at the origin.
            return (0, size ?? 0)
        }
    }

    static func frame(for pin: PinSpec, anchors: Anchors) -> Rect {
        let horizontal = solve(
            low: pin.leading, high: pin.trailing, size: pin.width,
            lowEdge: { anchors.rect($0.anchor).minX }, highEdge: { anchors.rect($0.anchor).maxX })
        let vertical = solve(
            low: pin.top, high: pin.bottom, size: pin.height,
            lowEdge: { $0.anchor == .topLayoutGuide ? anchors.topLayoutGuideY : anchors.rect($0.anchor).minY },
            highEdge: { $0.anchor == .bottomLayoutGuide ? anchors.bottomLayoutGuideY : anchors.rect($0.anchor).maxY })
        return Rect(x: horizontal.origin, y: vertical.origin, width: horizontal.length, height: vertical.length)
    }

    /// `top: safeArea (inset 8)` style text for the trace.
    static func describe(_ pin: PinSpec) -> Formula {
        var parts: [Formula] = []
        func edge(_ name: String, _ constraint: PinConstraint?) {
            guard let constraint else { return }
            parts.append("\(name): \(constraint.anchor.rawValue)" + (constraint.inset != 0 ? " + \(number: constraint.inset, of: "inset")" : ""))
        }
        edge("top", pin.top)
        edge("bottom", pin.bottom)
        edge("leading", pin.leading)
        edge("trailing", pin.trailing)
        if let width = pin.width { parts.append("\(named: "width", width)") }
        if let height = pin.height { parts.append("\(named: "height", height)") }
        var text: Formula = parts.first ?? ""
        for part in parts.dropFirst() { text += ", " + part }
        return text
    }
}

/// LAYOUT-MODEL §6: a subview's safe area from its superview's, per edge, clamped
/// (MartianCraft, OpenUIKit's safe-area tests, uikit-facts §3.6). Not a rectangle intersection:
/// a child entirely inside the unsafe bottom band still gets the full bottom inset.
enum SafeAreaPropagation {
    /// `child` in the superview's coordinates; `boundsOrigin` is the superview's (contentOffset at
    /// rest inside a scroll view).
    static func insets(child: Rect, superview: Size, superInsets s: Insets, boundsOrigin b: Point) -> Insets {
        let minX = child.minX - b.x
        let minY = child.minY - b.y
        let maxX = child.maxX - b.x
        let maxY = child.maxY - b.y
        return Insets(
            top: clamp(s.top - minY, 0, s.top),
            left: clamp(s.left - minX, 0, s.left),
            bottom: clamp(maxY - (superview.height - s.bottom), 0, s.bottom),
            right: clamp(maxX - (superview.width - s.right), 0, s.right))
    }

    static func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
        min(max(value, low), max(low, high))
    }
}

/// Layout margins (not in LAYOUT-MODEL; docs/model-decisions.md): a controller's root view
/// starts from the system minimum (0, 16, 0, 16) in a compact width, 20 in a regular one (F56,
/// F57); custom margins on a root view count from iOS 11 and never go below the minimum (F59,
/// F60); other views default to 8 (F58). From iOS 11, `insetsLayoutMarginsFromSafeArea` adds the
/// safe area (WWDC18-235: the safe area is built first, margins on top of it).
/// `preservesSuperviewLayoutMargins` raises an edge just enough to stay inside the superview's
/// margins (Apple doc).
enum LayoutMargins {
    /// A plain view's margins when it sets none (F58).
    static let plainViewDefault = Insets(top: 8, left: 8, bottom: 8, right: 8)

    /// The three settings margins read from a view: passing these rather than the `ViewSpec`
    /// spares a copy of the whole view per view (the engine's view-tree walk).
    struct Settings {
        var layoutMargins: Insets?
        var insetsLayoutMarginsFromSafeArea: Bool
        var preservesSuperviewLayoutMargins: Bool
    }

    static func compute(
        spec: borrowing ViewSpec, isControllerRoot: Bool, frame: Rect, safeArea: Insets,
        superview: (margins: Insets?, size: Size, boundsOrigin: Point)?, metrics: BarMetrics, ios: Int,
        explains: Bool
    ) -> (Insets?, Formula) {
        compute(
            spec: Settings(
                layoutMargins: spec.layoutMargins, insetsLayoutMarginsFromSafeArea: spec.insetsLayoutMarginsFromSafeArea,
                preservesSuperviewLayoutMargins: spec.preservesSuperviewLayoutMargins),
            isControllerRoot: isControllerRoot, frame: frame, safeArea: safeArea, superview: superview, metrics: metrics,
            ios: ios, explains: explains)
    }

    /// The margins, and how they came about when `explains` (only `explain` prints that; the
    /// text costs more than the numbers, for every view of a big scene).
    static func compute(
        spec: Settings, isControllerRoot: Bool, frame: Rect, safeArea: Insets,
        superview: (margins: Insets?, size: Size, boundsOrigin: Point)?, metrics: BarMetrics, ios: Int,
        explains: Bool
    ) -> (Insets?, Formula) {
        guard ios >= 8 else { return (nil, "layout margins arrived in iOS 8") }
        var margins: Insets
        var steps: Formula = ""
        func step(_ text: @autoclosure () -> Formula) {
            guard explains else { return }
            if !steps.parts.isEmpty { steps += " " }
            steps += text()
        }
        if isControllerRoot {
            let side = metrics.systemMinimumSideMargin
            let minimum = Insets(top: 0, left: side, bottom: 0, right: side)
            if let custom = spec.layoutMargins, ios >= 11 {
                margins = Insets(
                    top: max(custom.top, minimum.top), left: max(custom.left, minimum.left),
                    bottom: max(custom.bottom, minimum.bottom), right: max(custom.right, minimum.right))
                step("custom \(custom), at least the system minimum \(minimum) (F59)")
            } else {
                margins = minimum
                step(spec.layoutMargins != nil
                    ? "root view: system minimum \(minimum) (F56/F57); custom root-view margins have no effect before iOS 11 (F60)"
                    : "root view: system minimum \(minimum) (F56/F57)")
            }
        } else {
            margins = spec.layoutMargins ?? plainViewDefault
            step(spec.layoutMargins == nil ? "default 8 on each side (F58)" : "custom \(margins)")
        }
        if ios >= 11, spec.insetsLayoutMarginsFromSafeArea, safeArea != .zero {
            margins = margins + safeArea
            step("+ \(named: "safe area", safeArea) (insetsLayoutMarginsFromSafeArea)")
        }
        if spec.preservesSuperviewLayoutMargins, let superview, let superMargins = superview.margins {
            let b = superview.boundsOrigin
            let preserved = Insets(
                top: max(margins.top, superMargins.top - (frame.minY - b.y)),
                left: max(margins.left, superMargins.left - (frame.minX - b.x)),
                bottom: max(margins.bottom, frame.maxY - b.y - (superview.size.height - superMargins.bottom)),
                right: max(margins.right, frame.maxX - b.x - (superview.size.width - superMargins.right)))
            if preserved != margins {
                step("raised to stay inside the superview's margins (preservesSuperviewLayoutMargins)")
                margins = preserved
            }
        }
        guard explains else { return (margins, "") }
        return (margins, steps + " = \(margins)")
    }
}
