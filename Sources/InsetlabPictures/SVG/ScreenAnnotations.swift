import InsetlabLayout
import InsetlabRules
import InsetlabScene

/// The text and marks over the screen: bar titles, warning markers, how far content sits under
/// a bar, safe-area and inset labels, view labels.
///
/// Places are chosen in order of importance (bar titles, warnings, measurements, then labels),
/// each avoiding those placed before; they are drawn in the reverse order, so that the most
/// important ends on top.
struct ScreenAnnotations {
    private struct Label {
        var text: String
        var origin: Point
        var size: Double
        var colour: String
        var bold = false
        var className: String
        var data: [SVGAttribute] = []
        /// Where the label belongs, when it had to move away from there: a thin leader line joins them.
        var anchor: Point?
    }

    private struct Measurement {
        var view: String
        var x: Double
        var from: Double
        var to: Double
        var colour: String
        var kind: String
        var amount: Double
        var label: Label?
    }

    private struct Marker {
        var number: Int
        var warning: PitfallWarning
        var box: Rect
    }

    private var placement: LabelPlacement
    /// Text sizes and spacing are multiplied by this (see `SVGRenderer.textScale`).
    let textScale: Double
    /// The widest a label may be: the screen, less a margin (a 118-character id is cut with "…").
    private let maxLabelWidth: Double
    /// Labels left out because every spot near their subject was taken.
    private(set) var omittedLabels = 0
    /// Numbers (1-based) of the warnings whose marker found no free spot (listed in the legend only).
    private(set) var unmarkedWarnings: Set<Int> = []
    private var barTitles: [Label] = []
    private var markers: [Marker] = []
    private var subjectOutlines: [(String, Rect, String)] = []
    private var measurements: [Measurement] = []
    private var labels: [Label] = []
    private var constraintLines: [(line: ConstraintLines.Line, label: Label?)] = []

    init(
        result: LayoutResult, views: ArraySlice<ViewLayout>, screen: Size, warnings: [PitfallWarning],
        warningPlacement: WarningPlacement, textScale: Double = 1
    ) {
        self.textScale = textScale
        maxLabelWidth = max(screen.width - 8, 40)
        let screenRect = Rect(x: 0, y: 0, width: screen.width, height: screen.height)
        let outline = DeviceOutline(device: result.device.device, orientation: result.device.orientation)
        placement = LabelPlacement(bounds: screenRect, cornerRadius: outline.cornerRadius)
        if let housing = outline.housingRect { placement.reserve(housing) }
        let drawing = ScreenDrawing(result: result, views: views, outline: outline)
        placeBarTitles(result)
        placeMarkers(warnings, warningPlacement: warningPlacement, screen: screenRect)
        placeMeasurements(result, views: views, screen: screenRect, drawing: drawing, warnings: warnings)
        placeSafeAreaLabels(result)
        placeViewLabels(views, drawing: drawing, screen: screenRect)
        placeConstraints(ConstraintLines(result: result, views: views, name: drawing.name))
    }

    // MARK: Placing

    /// Places a label of nominal `size` (scaled by `textScale` here) near `preferred`, or counts
    /// it as omitted. `step` (nominal, scaled too) is the direction to look in when taken.
    private mutating func label(
        _ text: String, preferred: Point, size: Double = PictureStyle.labelSize, colour: String, bold: Bool = false,
        className: String, data: [SVGAttribute] = [], step: Double? = nil, leader: Bool = true
    ) -> Label? {
        let size = size * textScale
        let text = SVGRenderer.truncate(text, width: maxLabelWidth - (bold ? 4 : 0), fontSize: size)
        let box = Size(width: Self.labelWidth(text, size: size, bold: bold), height: size + 3)
        let attempts = 12
        guard let placed = placement.place(
            box, preferred: preferred, step: (step.map { $0 * textScale }) ?? (size + 3), attempts: attempts)
        else {
            omittedLabels += 1
            return nil
        }
        // Moved more than three steps from its spot, or to its side: a leader says where it
        // belongs (a stack of labels at one corner, as coinciding outlines give, reads without).
        let moved = placed.steps > 3 || placed.isBeside
        return Label(
            text: text, origin: placed.origin, size: size, colour: colour, bold: bold, className: className, data: data,
            anchor: moved && leader ? placement.firstChoice(box, preferred: preferred) : nil)
    }

    /// A label's box width: the estimated text width, and a little for bold glyphs.
    static func labelWidth(_ text: String, size: Double, bold: Bool) -> Double {
        TextMetrics.width(text, fontSize: size) + (bold ? 4 : 0)
    }

    private mutating func placeBarTitles(_ result: LayoutResult) {
        for bar in result.bars where bar.frame.height >= 12 {
            var text = PictureStyle.barName(bar.kind)
            if let translucent = bar.isTranslucent { text += translucent ? " · translucent" : " · opaque" }
            if bar.showsLargeTitle { text += " · large title" }
            let size = PictureStyle.labelSize * textScale
            let width = TextMetrics.width(text, fontSize: size)
            let x = bar.kind == .statusBar ? bar.frame.maxX - width - 10 : bar.frame.midX - width / 2
            // The status bar's title sits low in its strip, clear of a Dynamic Island's centre line.
            let y = bar.kind == .statusBar ? bar.frame.maxY - size - 5 : bar.frame.midY - (size + 3) / 2
            if let title = label(
                text, preferred: Point(x: x, y: y), colour: PictureStyle.secondaryInk, className: "bar-title",
                data: [.init("data-kind", bar.kind.rawValue)])
            {
                barTitles.append(title)
            }
        }
    }

    private mutating func placeMarkers(_ warnings: [PitfallWarning], warningPlacement: WarningPlacement, screen: Rect) {
        var outlined: Set<String> = []
        for (offset, warning) in warnings.enumerated() {
            guard let frame = warningPlacement.frame(for: warning), let visible = frame.intersection(screen) else { continue }
            let subject = warning.subject ?? ""
            if outlined.insert(subject).inserted {
                subjectOutlines.append((subject, visible, PictureStyle.severityColour(warning.severity)))
            }
            let k = textScale
            let width = TextMetrics.width(warning.rule, fontSize: PictureStyle.labelSize * k) + 26 * k
            let size = Size(width: width, height: 20 * k)
            guard let origin = placement.place(
                size, preferred: Point(x: visible.maxX - width - 6, y: visible.minY + 6), step: 22 * k, attempts: 24)?.origin
            else {
                unmarkedWarnings.insert(offset + 1)
                continue
            }
            markers.append(Marker(
                number: offset + 1, warning: warning,
                box: Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)))
        }
    }

    private mutating func placeMeasurements(
        _ result: LayoutResult, views: ArraySlice<ViewLayout>, screen: Rect, drawing: ScreenDrawing,
        warnings: [PitfallWarning]
    ) {
        let context = RuleContext(result: result)
        // A view that is not a scroll view gets the red "under the bar" measure only when a rule
        // warned about it: a full-screen background under the bars is a design, not a pitfall,
        // and the picture must not say otherwise (issue 13).
        let warnedAbout = Set(warnings.compactMap(\.subject))
        var column = 0
        func add(_ view: ViewLayout, from: Double, to: Double, kind: String, what: String, obstruction: String) {
            let amount = abs(to - from)
            let frame = view.windowFrame.intersection(screen) ?? screen
            var x = max(frame.minX + 12, frame.maxX - 28 * textScale - Double(column % 4) * 18)
            column += 1
            // Not through a bar's title (the status bar's sits at the right, where the line goes
            // first): step left past it, else right, within the view.
            let low = min(from, to), high = max(from, to)
            func crossesTitle(_ x: Double) -> Bool {
                barTitles.contains { title in
                    let width = Self.labelWidth(title.text, size: title.size, bold: title.bold)
                    return x >= title.origin.x - 3 && x <= title.origin.x + width + 3
                        && title.origin.y < high && title.origin.y + title.size + 3 > low
                }
            }
            if crossesTitle(x) {
                let start = x
                while crossesTitle(x), x - 6 >= frame.minX + 6 { x -= 6 }
                if crossesTitle(x) {
                    x = start
                    while crossesTitle(x), x + 6 <= frame.maxX - 6 { x += 6 }
                }
                if crossesTitle(x) { x = start }
            }
            let colour = kind == "under" ? PictureStyle.problem : PictureStyle.gap
            let text = kind == "under"
                ? "\(what) \(formatNumber(amount)) pt under \(obstruction)"
                : "\(what) \(formatNumber(amount)) pt below \(obstruction)"
            let mid = (from + to) / 2
            let width = TextMetrics.width(text, fontSize: PictureStyle.smallSize * textScale)
            let placed = label(
                text, preferred: Point(x: x - 6 - width, y: mid - 7 * textScale), size: PictureStyle.smallSize, colour: colour,
                bold: true, className: "measurement-label", leader: false)
            measurements.append(Measurement(
                view: drawing.name(view), x: x, from: from, to: to, colour: colour, kind: kind, amount: amount,
                label: placed))
        }
        for view in views where !view.isHidden {
            let frame = view.windowFrame
            if view.kind.isScrollView {
                guard let offset = view.contentOffset else { continue }
                let hasContent = view.firstItemWindowFrame != nil || (view.contentSize?.height ?? 0) > 0
                guard hasContent, let obstruction = context.obstructionAbove(frame, inside: view.index) else { continue }
                let top = view.firstItemWindowFrame?.minY ?? (frame.minY - offset.y)
                let what = view.firstItemWindowFrame == nil ? "content" : (view.kind == .collectionView ? "first item" : "first row")
                let edge = obstruction.edge
                if frame.minY < edge - 0.5, top < edge - 0.5 {
                    add(view, from: top, to: edge, kind: "under", what: what, obstruction: obstruction.name)
                } else if frame.minY <= edge + 0.5, top > edge + 0.5, top < frame.maxY {
                    add(view, from: edge, to: top, kind: "gap", what: what, obstruction: obstruction.name)
                }
            } else if view.kind.isLeaf, frame.height > 0, warnedAbout.contains(context.name(view: view.index)) {
                if let above = context.obstructionAbove(frame, inside: view.index), frame.minY < above.edge - 0.5 {
                    // From the view's top to the bar's edge: how deep its top is under (the rules' number).
                    add(view, from: frame.minY, to: above.edge, kind: "under", what: drawing.name(view),
                        obstruction: above.name)
                }
                if let below = context.obstructionBelow(frame, inside: view.index), frame.maxY > below.edge + 0.5 {
                    add(view, from: below.edge, to: frame.maxY, kind: "under", what: drawing.name(view),
                        obstruction: below.name)
                }
            }
        }
    }

    private mutating func placeSafeAreaLabels(_ result: LayoutResult) {
        for area in SafeAreaShapes.make(result) {
            let names = area.controllers.joined(separator: ", ")
            switch area.shape {
            case .rect(let rect):
                add(label(
                    "safe area · \(names)", preferred: Point(x: rect.minX + 4, y: rect.maxY - 17 * textScale),
                    size: PictureStyle.smallSize, colour: PictureStyle.safeArea, className: "safe-area-label", step: -13))
            case .line(let y, let from, _, let guide):
                let below = guide == "topLayoutGuide"
                add(label(
                    "\(guide) \(area.detail) · \(names)", preferred: Point(x: from + 4, y: below ? y + 2 : y - 15 * textScale),
                    size: PictureStyle.smallSize, colour: PictureStyle.safeArea, className: "layout-guide-label",
                    step: below ? 13 : -13))
            }
        }
    }

    private mutating func placeViewLabels(_ views: ArraySlice<ViewLayout>, drawing: ScreenDrawing, screen: Rect) {
        for view in views.prefix(SVGRenderer.maxLabelledViews) {
            guard let visible = view.windowFrame.intersection(screen) else { continue }
            let name = drawing.name(view) + (view.isHidden ? " (hidden)" : "")
            add(label(
                name, preferred: Point(x: visible.minX + 4, y: visible.minY + 4),
                colour: PictureStyle.viewColour(view.kind), bold: view.id != nil, className: "view-label",
                data: [.init("data-view", drawing.name(view))]))
            guard !view.isHidden else { continue }
            if let inset = view.adjustedContentInset ?? view.contentInset, inset.top >= 12 {
                let text = "inset \(formatNumber(inset.top))"
                let width = TextMetrics.width(text, fontSize: PictureStyle.smallSize * textScale)
                let band = view.windowFrame
                add(label(
                    text, preferred: Point(
                        x: band.maxX - width - 36 * textScale, y: band.minY + min(inset.top, band.height) - 15 * textScale),
                    size: PictureStyle.smallSize, colour: PictureStyle.gap, className: "inset-label", step: -13))
            }
            if let item = view.firstItemWindowFrame, let shown = item.intersection(screen) {
                let what = view.kind == .collectionView ? "first item" : "first row"
                add(label(
                    "\(what) · y \(formatNumber(item.minY))", preferred: Point(x: shown.minX + 6, y: shown.minY + 3),
                    size: PictureStyle.smallSize, colour: PictureStyle.scrollView, className: "first-item-label"))
            }
        }
    }

    /// Constants last: a view's name matters more than the number beside its constraint.
    private mutating func placeConstraints(_ constraints: ConstraintLines) {
        for (offset, line) in constraints.lines.enumerated() {
            var placed: Label?
            if let text = line.label, offset < SVGRenderer.maxLabelledViews {
                placed = label(
                    text, preferred: line.labelSpot, size: PictureStyle.smallSize,
                    colour: line.constraint.isBroken ? PictureStyle.problem : PictureStyle.constraint,
                    className: "constraint-label", data: [.init("data-view", line.viewName)])
            }
            constraintLines.append((line, placed))
        }
    }

    private mutating func add(_ label: Label?) {
        if let label { labels.append(label) }
    }

    // MARK: Writing

    /// - Parameter clipID: the screen's clip path, for the warning outlines.
    func write(to svg: inout SVGWriter, clipID: String? = nil) {
        if !constraintLines.isEmpty {
            svg.open("g", [.init("class", "constraints"), .init("stroke-width", 1)])
            for (line, _) in constraintLines { write(line, to: &svg) }
            svg.close("g")
        }
        svg.open("g", [.init("class", "labels")])
        // Leaders first, under every label's text (a leader may cross another label).
        for label in constraintLines.compactMap(\.label) + labels + barTitles { writeLeader(label, to: &svg) }
        for (_, label) in constraintLines {
            if let label { write(label, to: &svg) }
        }
        for label in labels { write(label, to: &svg) }
        for label in barTitles { write(label, to: &svg) }
        svg.close("g")

        svg.open("g", [.init("class", "measurements")])
        for measurement in measurements {
            svg.open("g", [
                .init("class", "measurement \(measurement.kind)"), .init("data-view", measurement.view),
                .init("data-from", measurement.from), .init("data-to", measurement.to),
                .init("stroke", measurement.colour), .init("stroke-width", 2),
            ])
            let x = measurement.x
            svg.element("line", [.init("x1", x), .init("y1", measurement.from), .init("x2", x), .init("y2", measurement.to)])
            for y in [measurement.from, measurement.to] {
                svg.element("line", [.init("x1", x - 5), .init("y1", y), .init("x2", x + 5), .init("y2", y)])
            }
            svg.close("g")
            if let label = measurement.label { write(label, to: &svg) }
        }
        svg.close("g")

        svg.open("g", [.init("class", "warnings")])
        // Outlines inside the screen's shape (a square corner over the rounded one read as a
        // view there); the markers, placed inside it already, stay unclipped.
        if let clipID { svg.open("g", [.init("clip-path", "url(#\(clipID))")]) }
        for (subject, rect, colour) in subjectOutlines {
            svg.element("rect", rect.svgAttributes + [
                .init("class", "warning-subject"), .init("data-subject", subject), .init("fill", "none"),
                .init("stroke", colour), .init("stroke-width", 2.5), .init("stroke-opacity", 0.85),
            ])
        }
        if clipID != nil { svg.close("g") }
        for marker in markers {
            let colour = PictureStyle.severityColour(marker.warning.severity)
            let box = marker.box
            svg.open("g", [
                .init("class", "warning-marker"), .init("data-rule", marker.warning.rule),
                .init("data-subject", marker.warning.subject ?? ""), .init("data-number", Double(marker.number)),
            ])
            svg.title("\(marker.number). [\(marker.warning.rule)] \(marker.warning.message)")
            let k = textScale
            svg.element("circle", [
                .init("cx", box.maxX - 10 * k), .init("cy", box.minY + 10 * k), .init("r", 9 * k), .init("fill", colour),
                .init("stroke", PictureStyle.paper), .init("stroke-width", 1.5),
            ])
            svg.element("text", [
                .init("x", box.maxX - 10 * k), .init("y", box.minY + 14 * k), .init("text-anchor", "middle"),
                .init("font-size", PictureStyle.labelSize * k), .init("font-weight", "bold"), .init("fill", PictureStyle.paper),
            ], text: String(marker.number))
            svg.element("text", [
                .init("class", "warning-rule"), .init("x", box.maxX - 23 * k), .init("y", box.minY + 14 * k),
                .init("text-anchor", "end"),
            ] + PictureStyle.labelAttributes(size: PictureStyle.labelSize * k, colour: colour, bold: true),
            text: marker.warning.rule)
            svg.close("g")
        }
        svg.close("g")
    }

    /// A constraint as an I-beam: the line between its anchors, with a short bar across each end.
    private func write(_ line: ConstraintLines.Line, to svg: inout SVGWriter) {
        let constraint = line.constraint
        var attributes: [SVGAttribute] = [
            .init("class", constraint.isBroken ? "constraint broken" : "constraint"), .init("data-view", line.viewName),
            .init("data-attribute", constraint.attribute.rawValue),
            .init("stroke", constraint.isBroken ? PictureStyle.problem : PictureStyle.constraint),
        ]
        if constraint.isBroken || constraint.priority < 1000 { attributes.append(.init("stroke-dasharray", "3 2")) }
        svg.open("g", attributes)
        // The text as written; a `pin` entry (`bottom: buttons.top`) is named by its view.
        let text = constraint.text.hasPrefix(line.viewName + ".") ? constraint.text : line.viewName + " · " + constraint.text
        svg.title(text + (constraint.isBroken ? " (broken)" : ""))
        svg.element("line", [.init("x1", line.from.x), .init("y1", line.from.y), .init("x2", line.to.x), .init("y2", line.to.y)])
        let vertical = line.from.x == line.to.x
        for end in [line.from, line.to] {
            let (dx, dy) = vertical ? (3.0, 0.0) : (0.0, 3.0)
            svg.element("line", [.init("x1", end.x - dx), .init("y1", end.y - dy), .init("x2", end.x + dx), .init("y2", end.y + dy)])
        }
        svg.close("g")
    }

    private func writeLeader(_ label: Label, to svg: inout SVGWriter) {
        if let anchor = label.anchor {
            // From where the label belongs to the nearest point of its box.
            let box = Rect(
                x: label.origin.x, y: label.origin.y,
                width: Self.labelWidth(label.text, size: label.size, bold: label.bold), height: label.size + 3)
            let end = Point(x: min(max(anchor.x, box.minX), box.maxX), y: min(max(anchor.y, box.minY), box.maxY))
            svg.element("line", [
                .init("class", "leader"), .init("x1", anchor.x), .init("y1", anchor.y), .init("x2", end.x), .init("y2", end.y),
                .init("stroke", label.colour), .init("stroke-width", 0.75), .init("stroke-opacity", 0.7),
            ])
            svg.element("circle", [
                .init("class", "leader-anchor"), .init("cx", anchor.x), .init("cy", anchor.y), .init("r", 1.5),
                .init("fill", label.colour),
            ])
        }
    }

    private func write(_ label: Label, to svg: inout SVGWriter) {
        svg.element("text", [
            .init("class", label.className), .init("x", label.origin.x), .init("y", label.origin.y + label.size * 0.9),
        ] + label.data + PictureStyle.labelAttributes(size: label.size, colour: label.colour, bold: label.bold),
        text: label.text)
    }
}
