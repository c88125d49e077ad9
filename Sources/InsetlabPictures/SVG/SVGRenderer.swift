import InsetlabLayout
import InsetlabRules
public import InsetlabScene
public import InsetlabChecking

/// Draws one laid-out variant as an SVG picture: the device screen to scale with its rounded
/// corners, sensor housing and home indicator; the status bar and every bar (translucent ones
/// see-through, opaque ones solid); every view's frame, labelled; each controller's safe area
/// (or, before iOS 11, its layout guides); each scroll view's content at rest with the inset
/// region shaded and the first row or item; how far content sits under a bar; and the pitfall
/// warnings, marked on their subject with their rule id and listed in a legend below.
///
/// The output is deterministic — the same variant gives the same bytes: numbers go through
/// `formatNumber`, elements come in scene order, ids are derived from `Options.idPrefix`, and
/// nothing depends on the clock or on randomness. It uses no scripts, no external fonts and no
/// links, so it is safe to open from a CI artifact and to inline in a page.
public struct SVGRenderer: Sendable {
    /// `--format svg`.
    public static let formatIdentifier = "svg"
    /// Marks an SVG as written by insetlab (an attribute of the root element): `run --format svg`
    /// replaces such a file but never one a user wrote.
    public static let generatorAttribute = "data-generator=\"insetlab\""

    public struct Options: Sendable {
        /// Pixels per point of the picture's `width`/`height` (its drawing is in points: the
        /// `viewBox`, and the screen inside it, are in window coordinates), for a screen that
        /// fits `displayBox`; a larger one (an iPad) is drawn smaller by `1 / textScale`.
        public var scale: Double
        /// Prefix of the ids inside the document (the screen's clip path), so that several
        /// pictures inlined in one HTML page do not clash.
        public var idPrefix: String

        public init(scale: Double = 1, idPrefix: String = "insetlab") {
            self.scale = scale
            self.idPrefix = idPrefix
        }
    }

    /// Pictures stop drawing views after this many (pre-order) and say so in the legend: a
    /// 100,000-view test scene gives a picture that is finished, not one that is readable.
    static let maxDrawnViews = 1_000
    /// Views after this many get no label.
    static let maxLabelledViews = 200

    static let margin = 16.0
    static let bezel = 12.0
    /// The title block with a one-line title.
    static let titleHeight = 46.0
    static let titleSize = 15.0
    static let titleLineHeight = 18.0
    static let minimumWidth = 380.0
    /// The longest side, in CSS pixels, a device (screen and bezel) is shown at by default: every
    /// iPhone fits at one pixel a point (the 16 Pro Max is 956 + 24 tall); an iPad is shown
    /// smaller, so that a whole picture fits a laptop's window as an iPhone's does.
    public static let displayBox = 1_000.0

    /// How much larger than nominal the picture's text is drawn, in points, on a device of
    /// `screen` size: the device is shown `1 / textScale` the size, so its labels read at the
    /// same size in pixels (11 px) on an iPad Pro 13" as on an iPhone (issue 13: "iPad text is
    /// too small to read"). 1 for every iPhone.
    public static func textScale(screen: Size) -> Double {
        max(1, (max(screen.width, screen.height) + 2 * bezel) / displayBox)
    }

    public let options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    /// An SVG document and the size it asks for.
    public struct Picture: Sendable {
        public var svg: String
        /// `width` and `height` of the root element, in pixels (points × `Options.scale`).
        public var width: Double
        public var height: Double
    }

    /// The picture of one variant of `file`.
    public func render(_ evaluation: VariantEvaluation, of file: SceneFile) -> String {
        picture(evaluation, sceneName: file.name, file: file.file).svg
    }

    /// The picture of one variant; `sceneName` and `file` make its subtitle.
    public func render(_ evaluation: VariantEvaluation, sceneName: String?, file: String) -> String {
        picture(evaluation, sceneName: sceneName, file: file).svg
    }

    /// The picture of one variant with its size; `sceneName` and `file` make its subtitle.
    public func picture(_ evaluation: VariantEvaluation, sceneName: String?, file: String) -> Picture {
        let result = evaluation.result
        let outline = DeviceOutline(device: result.device.device, orientation: result.device.orientation)
        let screen = outline.screen
        let deviceSize = Size(width: screen.width + 2 * Self.bezel, height: screen.height + 2 * Self.bezel)
        // The title, the legend and the labels are laid out in pixels as shown (`k` points each).
        let k = Self.textScale(screen: screen)
        let contentWidth = max(deviceSize.width, Self.minimumWidth * k)
        let margin = Self.margin * k
        let width = contentWidth + 2 * margin
        // A variant with property axes has a long name: it wraps (at most three lines).
        let titleWidth = contentWidth / k
        var titleLines = TextMetrics.wrap(result.variant.description, width: titleWidth, fontSize: Self.titleSize)
        if titleLines.count > 3 {
            titleLines = Array(titleLines.prefix(3))
            titleLines[2] = Self.truncate(titleLines[2] + " …", width: titleWidth, fontSize: Self.titleSize)
        }
        let titleHeight = (Self.titleHeight + Double(titleLines.count - 1) * Self.titleLineHeight) * k
        let deviceOrigin = Point(x: margin + (contentWidth - deviceSize.width) / 2, y: titleHeight)
        let screenOrigin = Point(x: deviceOrigin.x + Self.bezel, y: deviceOrigin.y + Self.bezel)

        let drawn = result.views.prefix(Self.maxDrawnViews)
        let placement = WarningPlacement(result, views: drawn)
        let annotations = ScreenAnnotations(
            result: result, views: drawn, screen: screen, warnings: evaluation.warnings, warningPlacement: placement,
            textScale: k)
        let legend = PictureLegend(
            result: result, warnings: evaluation.warnings, placement: placement,
            omittedViews: result.views.count - drawn.count, unmarked: annotations.unmarkedWarnings,
            omittedLabels: annotations.omittedLabels, width: contentWidth / k)
        let legendTop = deviceOrigin.y + deviceSize.height + 18 * k
        let height = legendTop + legend.height * k + margin

        let title = result.variant.description
        var subtitleParts: [String] = []
        if let sceneName, !sceneName.isEmpty { subtitleParts.append(sceneName) }
        subtitleParts.append(file)
        let subtitle = subtitleParts.joined(separator: " — ")

        var svg = SVGWriter()
        svg.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        svg.open("svg", [
            .init("xmlns", "http://www.w3.org/2000/svg"),
            .init("width", width / k * options.scale), .init("height", height / k * options.scale),
            .init("viewBox", "0 0 \(formatNumber(width)) \(formatNumber(height))"),
            .init("font-family", PictureStyle.fontFamily),
            .init("role", "img"), .init("aria-label", title + " — " + subtitle),
            .init("data-generator", "insetlab"),
        ])
        svg.title(title + " — " + subtitle)
        let clipID = options.idPrefix + "-screen-clip"
        svg.open("defs")
        svg.open("clipPath", [.init("id", clipID)])
        svg.element("rect", Rect(x: 0, y: 0, width: screen.width, height: screen.height).svgAttributes + [
            .init("rx", outline.cornerRadius),
        ])
        svg.close("clipPath")
        svg.close("defs")
        svg.element("rect", [
            .init("class", "paper"), .init("width", width), .init("height", height), .init("fill", PictureStyle.paper),
        ])

        writeTitle(titleLines, subtitle: subtitle, width: titleWidth, scale: k, to: &svg)

        svg.element("rect", Rect(x: deviceOrigin.x, y: deviceOrigin.y, width: deviceSize.width, height: deviceSize.height)
            .svgAttributes + [
                .init("class", "device"), .init("rx", max(outline.cornerRadius + Self.bezel, 16)),
                .init("fill", PictureStyle.deviceBody),
            ])

        svg.open("g", [
            .init("id", options.idPrefix + "-screen"), .init("class", "screen"),
            .init("transform", "translate(\(formatNumber(screenOrigin.x)) \(formatNumber(screenOrigin.y)))"),
            .init("data-width", screen.width), .init("data-height", screen.height),
        ])
        let drawing = ScreenDrawing(result: result, views: drawn, outline: outline)
        svg.open("g", [.init("clip-path", "url(#\(clipID))")])
        drawing.writeBackground(to: &svg)
        drawing.writeViewFills(to: &svg)
        drawing.writeScrollContent(to: &svg)
        drawing.writeBars(to: &svg)
        drawing.writeViewOutlines(to: &svg)
        drawing.writeSafeAreas(to: &svg)
        drawing.writeHardware(to: &svg)
        svg.close("g")
        annotations.write(to: &svg, clipID: clipID)
        svg.close("g")

        legend.write(at: Point(x: margin, y: legendTop), scale: k, to: &svg)
        svg.close("svg")
        return Picture(svg: svg.text, width: width / k * options.scale, height: height / k * options.scale)
    }

    private func writeTitle(_ lines: [String], subtitle: String, width: Double, scale: Double, to svg: inout SVGWriter) {
        var attributes: [SVGAttribute] = [.init("class", "title")]
        if scale != 1 { attributes.append(.init("transform", "scale(\(formatNumber(scale)))")) }
        svg.open("g", attributes)
        var y = Self.margin + 12
        for line in lines {
            svg.element("text", [
                .init("class", "title-line"), .init("x", Self.margin), .init("y", y), .init("font-size", Self.titleSize),
                .init("font-weight", "bold"), .init("fill", PictureStyle.ink),
            ], text: line)
            y += Self.titleLineHeight
        }
        svg.element("text", [
            .init("x", Self.margin), .init("y", y - Self.titleLineHeight + 15), .init("font-size", PictureStyle.smallSize),
            .init("fill", PictureStyle.secondaryInk),
        ], text: Self.truncate(subtitle, width: width, fontSize: PictureStyle.smallSize))
        svg.close("g")
    }

    /// `text` cut with `…` to fit `width`.
    static func truncate(_ text: String, width: Double, fontSize: Double) -> String {
        let fits = Int(width / (fontSize * 0.6))
        guard text.count > fits, fits > 1 else { return text }
        return String(text.prefix(fits - 1)) + "…"
    }
}
