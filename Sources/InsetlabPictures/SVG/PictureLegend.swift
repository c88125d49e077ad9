import InsetlabLayout
import InsetlabRules
import InsetlabScene

/// The part of a picture below the screen: a key to the colours, then the warnings, numbered as
/// their markers, each with its rule id, subject, message and fix (wrapped to the picture's
/// width, since SVG text does not wrap).
struct PictureLegend {
    private enum Swatch {
        case translucentBar, opaqueBar, safeArea, layoutGuide, inset, firstItem, view, scrollView, leaf, under, constraint
    }

    private struct Entry {
        var number: Int
        var colour: String
        var heading: String
        var lines: [String]
        /// `lines` from here on are the fix's (drawn in the secondary ink, every wrapped line of it).
        var fixStart: Int
        var rule: String
        var subject: String
    }

    private static let lineHeight = 14.0
    private static let keyRowHeight = 18.0

    private let keyRows: [[(Swatch, String, Double)]]
    private let entries: [Entry]
    private let footnotes: [String]
    let height: Double
    private let width: Double

    /// `unmarked`: numbers of warnings on screen whose marker found no free spot; `omittedLabels`:
    /// labels left out where they would have overlapped others (the shapes keep their tooltips).
    init(
        result: LayoutResult, warnings: [PitfallWarning], placement: WarningPlacement, omittedViews: Int,
        unmarked: Set<Int> = [], omittedLabels: Int = 0, width: Double
    ) {
        self.width = width
        let modern = result.era.hasSafeArea
        var key: [(Swatch, String)] = [
            (.translucentBar, "translucent bar"), (.opaqueBar, "opaque bar"),
            modern ? (.safeArea, "safe area") : (.layoutGuide, "layout guide"),
            (.inset, "content inset"), (.firstItem, "first row / item"), (.view, "view"),
            (.scrollView, "scroll view"), (.leaf, "content view"), (.under, "content under a bar"),
        ]
        if !result.constraints.isEmpty { key.append((.constraint, "constraint")) }
        var rows: [[(Swatch, String, Double)]] = [[]]
        var x = 0.0
        for (swatch, text) in key {
            let itemWidth = 22 + TextMetrics.width(text, fontSize: PictureStyle.smallSize) + 12
            if x + itemWidth > width, !rows[rows.count - 1].isEmpty {
                rows.append([])
                x = 0
            }
            rows[rows.count - 1].append((swatch, text, x))
            x += itemWidth
        }
        keyRows = rows

        let textWidth = width - 28
        entries = warnings.enumerated().map { offset, warning in
            var heading = "\(warning.rule) · \(warning.severity.rawValue)"
            if let subject = warning.subject { heading += " · \(subject)" }
            if placement.frame(for: warning) == nil {
                heading += " (not on screen)"
            } else if unmarked.contains(offset + 1) {
                heading += " (not marked: no room)"
            }
            let message = TextMetrics.wrap(warning.message, width: textWidth, fontSize: PictureStyle.smallSize)
            let lines = message + TextMetrics.wrap("fix: " + warning.fix, width: textWidth, fontSize: PictureStyle.smallSize)
            return Entry(
                number: offset + 1, colour: PictureStyle.severityColour(warning.severity),
                heading: SVGRenderer.truncate(heading, width: textWidth, fontSize: PictureStyle.labelSize),
                lines: lines, fixStart: message.count, rule: warning.rule, subject: warning.subject ?? "")
        }
        var footnotes: [String] = []
        if omittedViews > 0 {
            footnotes.append("\(omittedViews) more views are not drawn (the picture stops at \(SVGRenderer.maxDrawnViews)).")
        }
        // Views a picture cannot show (no area, or wholly off the screen) are named, not lost.
        let screen = result.window.frame
        let unseen = result.views.filter { view in
            guard !view.isHidden else { return false }
            let frame = view.windowFrame
            return frame.width <= 0 || frame.height <= 0 || frame.maxX <= screen.minX || frame.minX >= screen.maxX
                || frame.maxY <= screen.minY || frame.minY >= screen.maxY
        }
        if !unseen.isEmpty {
            let listed = unseen.prefix(5).map { view in
                "\(view.id ?? view.path) \(view.windowFrame.width <= 0 || view.windowFrame.height <= 0 ? "(no area)" : "(off screen)") \(view.windowFrame)"
            }
            footnotes.append(
                "Not visible: " + listed.joined(separator: ", ") + (unseen.count > 5 ? ", and \(unseen.count - 5) more." : "."))
        }
        if omittedLabels > 0 {
            footnotes.append(
                "\(omittedLabels) label\(omittedLabels == 1 ? " is" : "s are") left out where \(omittedLabels == 1 ? "it" : "they")"
                    + " would overlap others (hover a shape for its name).")
        }
        self.footnotes = footnotes.flatMap { TextMetrics.wrap($0, width: width, fontSize: PictureStyle.smallSize) }

        var height = Double(keyRows.count) * Self.keyRowHeight + 10 + Self.lineHeight + 4
        if entries.isEmpty { height += Self.lineHeight }
        for entry in entries { height += Self.lineHeight * Double(1 + entry.lines.count) + 6 }
        height += Double(footnotes.count) * (Self.lineHeight + 4)
        self.height = height
    }

    /// Writes the legend with its top-left at `origin`, its type and spacing multiplied by `scale`
    /// (the picture's `textScale`).
    func write(at origin: Point, scale: Double = 1, to svg: inout SVGWriter) {
        var transform = "translate(\(formatNumber(origin.x)) \(formatNumber(origin.y)))"
        if scale != 1 { transform += " scale(\(formatNumber(scale)))" }
        svg.open("g", [.init("class", "legend"), .init("transform", transform)])
        var y = 0.0
        svg.open("g", [.init("class", "key"), .init("font-size", PictureStyle.smallSize), .init("fill", PictureStyle.ink)])
        for row in keyRows {
            for (swatch, text, x) in row {
                writeSwatch(swatch, at: Point(x: x, y: y + 2), to: &svg)
                svg.element("text", [.init("x", x + 22), .init("y", y + 11)], text: text)
            }
            y += Self.keyRowHeight
        }
        svg.close("g")
        y += 10

        svg.open("g", [.init("class", "warning-list")])
        let heading = entries.isEmpty ? "No warnings." : "Warnings (\(entries.count))"
        svg.element("text", [
            .init("x", 0), .init("y", y + 11), .init("font-size", 12), .init("font-weight", "bold"),
            .init("fill", entries.isEmpty ? PictureStyle.secondaryInk : PictureStyle.ink),
        ], text: heading)
        y += Self.lineHeight + 4
        for entry in entries {
            svg.open("g", [
                .init("class", "legend-warning"), .init("data-rule", entry.rule), .init("data-subject", entry.subject),
                .init("data-number", Double(entry.number)),
            ])
            svg.element("circle", [.init("cx", 8), .init("cy", y + 7), .init("r", 8), .init("fill", entry.colour)])
            svg.element("text", [
                .init("x", 8), .init("y", y + 11), .init("text-anchor", "middle"), .init("font-size", 10),
                .init("font-weight", "bold"), .init("fill", PictureStyle.paper),
            ], text: String(entry.number))
            svg.element("text", [
                .init("x", 22), .init("y", y + 11), .init("font-size", PictureStyle.labelSize), .init("font-weight", "bold"),
                .init("fill", entry.colour),
            ], text: entry.heading)
            y += Self.lineHeight
            for (index, line) in entry.lines.enumerated() {
                svg.element("text", [
                    .init("x", 22), .init("y", y + 11), .init("font-size", PictureStyle.smallSize),
                    .init("fill", index >= entry.fixStart ? PictureStyle.secondaryInk : PictureStyle.ink),
                ], text: line)
                y += Self.lineHeight
            }
            y += 6
            svg.close("g")
        }
        svg.close("g")
        for footnote in footnotes {
            svg.element("text", [
                .init("class", "footnote"), .init("x", 0), .init("y", y + 11), .init("font-size", PictureStyle.smallSize),
                .init("fill", PictureStyle.secondaryInk),
            ], text: footnote)
            y += Self.lineHeight + 4
        }
        svg.close("g")
    }

    private func writeSwatch(_ swatch: Swatch, at origin: Point, to svg: inout SVGWriter) {
        let box = Rect(x: origin.x, y: origin.y, width: 16, height: 11).svgAttributes
        switch swatch {
        case .translucentBar:
            svg.element("rect", box + [
                .init("fill", PictureStyle.translucentBar), .init("stroke", PictureStyle.barEdge),
            ])
        case .opaqueBar:
            svg.element("rect", box + [.init("fill", PictureStyle.opaqueBar), .init("stroke", PictureStyle.barEdge)])
        case .safeArea:
            svg.element("rect", box + [
                .init("fill", "none"), .init("stroke", PictureStyle.safeArea), .init("stroke-width", 1.5),
                .init("stroke-dasharray", "4 2"),
            ])
        case .layoutGuide:
            svg.element("line", [
                .init("x1", origin.x), .init("y1", origin.y + 5.5), .init("x2", origin.x + 16), .init("y2", origin.y + 5.5),
                .init("stroke", PictureStyle.safeArea), .init("stroke-width", 1.5), .init("stroke-dasharray", "4 2"),
            ])
        case .inset:
            svg.element("rect", box + [.init("fill", PictureStyle.inset), .init("fill-opacity", PictureStyle.insetOpacity)])
        case .firstItem:
            svg.element("rect", box + [
                .init("fill", PictureStyle.firstItem), .init("fill-opacity", PictureStyle.firstItemOpacity),
                .init("stroke", PictureStyle.firstItem),
            ])
        case .view:
            svg.element("rect", box + [.init("fill", "none"), .init("stroke", PictureStyle.container)])
        case .scrollView:
            svg.element("rect", box + [
                .init("fill", "none"), .init("stroke", PictureStyle.scrollView), .init("stroke-width", 1.5),
            ])
        case .leaf:
            svg.element("rect", box + [
                .init("fill", PictureStyle.leafView), .init("fill-opacity", PictureStyle.leafFillOpacity),
                .init("stroke", PictureStyle.leafView),
            ])
        case .constraint:
            svg.element("line", [
                .init("x1", origin.x), .init("y1", origin.y + 5.5), .init("x2", origin.x + 16), .init("y2", origin.y + 5.5),
                .init("stroke", PictureStyle.constraint),
            ])
            for x in [origin.x, origin.x + 16] {
                svg.element("line", [
                    .init("x1", x), .init("y1", origin.y + 2.5), .init("x2", x), .init("y2", origin.y + 8.5),
                    .init("stroke", PictureStyle.constraint),
                ])
            }
        case .under:
            svg.element("line", [
                .init("x1", origin.x + 8), .init("y1", origin.y), .init("x2", origin.x + 8), .init("y2", origin.y + 11),
                .init("stroke", PictureStyle.problem), .init("stroke-width", 2),
            ])
        }
    }
}
