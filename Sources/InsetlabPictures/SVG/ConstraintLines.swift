import InsetlabLayout
import InsetlabScene

/// The constraints of views the Auto Layout solve placed, as Xcode's canvas draws them: a thin
/// line between the two anchors a constraint relates (the view's edge and its superview's, a
/// sibling's, or a guide's), across the middle of the view, with the constant beside it; a
/// width or height set to a constant as a line along the view. Optional constraints (priority
/// below 1000) are dashed, as Xcode dashes them; a broken one is red.
///
/// Lines are computed from `LayoutResult.constraints` (anchors in window points) and the
/// views' frames; nothing is re-solved here.
struct ConstraintLines {
    struct Line {
        var constraint: PlacedConstraint
        var from: Point
        var to: Point
        /// `8`, `≥ 8`, `44 @750`, `× 0.5`: what Xcode's canvas writes beside the line.
        var label: String?
        /// Where the label would like its top-left.
        var labelSpot: Point
        var viewName: String
    }

    /// Constraints drawn at most: beyond that many a picture is a thicket (and stays linear).
    static let maxLines = 1_000

    let lines: [Line]

    init(result: LayoutResult, views: ArraySlice<ViewLayout>, name: (ViewLayout) -> String) {
        let drawn = Set(views.lazy.filter { !$0.isHidden }.map(\.index))
        var lines: [Line] = []
        for constraint in result.constraints where drawn.contains(constraint.view) {
            guard lines.count < Self.maxLines, let view = result.view(constraint.view) else { break }
            if let line = Self.line(constraint, frame: view.windowFrame, name: name(view)) { lines.append(line) }
        }
        self.lines = lines
    }

    private static func line(_ constraint: PlacedConstraint, frame: Rect, name: String) -> Line? {
        let attribute = constraint.attribute
        let horizontal = attribute.axis == .horizontal
        let label = Self.label(constraint)
        if attribute.isSize {
            // Along the view, just inside its bottom (a width) or right edge (a height).
            let (from, to) = horizontal
                ? (Point(x: frame.minX, y: frame.maxY - 4), Point(x: frame.maxX, y: frame.maxY - 4))
                : (Point(x: frame.maxX - 4, y: frame.minY), Point(x: frame.maxX - 4, y: frame.maxY))
            let spot = horizontal ? Point(x: frame.midX, y: frame.maxY - 18) : Point(x: frame.maxX - 30, y: frame.midY - 6)
            return Line(constraint: constraint, from: from, to: to, label: label, labelSpot: spot, viewName: name)
        }
        guard let second = constraint.second else { return nil }
        if abs(second - constraint.first) < 0.5 {
            let isCenter = attribute == .centerX || attribute == .centerY || attribute == .centerXWithinMargins
                || attribute == .centerYWithinMargins
            let at = constraint.first
            // A centre on a centre: the axis across the view. An edge on an edge: a short I-beam
            // across it, as Xcode draws a constraint of 0 (no number: the picture would fill with 0s).
            let (from, to) = switch (horizontal, isCenter) {
            case (true, true): (Point(x: at, y: frame.minY), Point(x: at, y: frame.maxY))
            case (false, true): (Point(x: frame.minX, y: at), Point(x: frame.maxX, y: at))
            case (true, false): (Point(x: at - 3, y: frame.midY), Point(x: at + 3, y: frame.midY))
            case (false, false): (Point(x: frame.midX, y: at - 3), Point(x: frame.midX, y: at + 3))
            }
            let quiet = constraint.relation == .equal && constraint.priority >= 1000 && constraint.multiplier == 1
            return Line(
                constraint: constraint, from: from, to: to, label: quiet ? nil : label,
                labelSpot: Point(x: to.x + 4, y: to.y - 6), viewName: name)
        }
        // Across the middle of the view, from its anchor to the other one.
        let (from, to) = horizontal
            ? (Point(x: constraint.first, y: frame.midY), Point(x: second, y: frame.midY))
            : (Point(x: frame.midX, y: constraint.first), Point(x: frame.midX, y: second))
        let spot = horizontal
            ? Point(x: (constraint.first + second) / 2 - 8, y: frame.midY + 2)
            : Point(x: frame.midX + 4, y: (constraint.first + second) / 2 - 6)
        return Line(constraint: constraint, from: from, to: to, label: label, labelSpot: spot, viewName: name)
    }

    /// The constant as Xcode's canvas shows it, with the relation and an optional priority; a
    /// relative size shows its multiplier.
    static func label(_ constraint: PlacedConstraint) -> String? {
        var text: String
        if constraint.attribute.isSize, constraint.second != nil {
            text = constraint.multiplier == 1 ? "=" : "× " + formatNumber(constraint.multiplier)
            if constraint.constant != 0 { text += (constraint.constant > 0 ? " + " : " − ") + formatNumber(abs(constraint.constant)) }
        } else {
            text = formatNumber(abs(constraint.constant))
            if constraint.multiplier != 1 { text = "× " + formatNumber(constraint.multiplier) + " " + text }
        }
        switch constraint.relation {
        case .equal: break
        case .lessThanOrEqual: text = "≤ " + text
        case .greaterThanOrEqual: text = "≥ " + text
        }
        if constraint.priority < 1000 { text += " @" + formatNumber(constraint.priority) }
        return text
    }
}
