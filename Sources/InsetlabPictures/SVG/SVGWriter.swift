import InsetlabScene
internal import InsetlabWorkspace

/// One attribute of an SVG element. Numbers go through `formatNumber` (at most three decimals,
/// never `-0`), so the same drawing always gives the same bytes.
struct SVGAttribute {
    var name: String
    var value: String

    init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }

    init(_ name: String, _ value: Double) {
        self.init(name, formatNumber(value))
    }
}

/// Builds an SVG document as text, one element per line, indented by nesting: a diff of two
/// pictures reads like a diff of two layouts.
struct SVGWriter {
    private(set) var text = ""
    private var depth = 0

    init() {}

    /// `<name a="…">` — call `close` later.
    mutating func open(_ name: String, _ attributes: [SVGAttribute] = []) {
        line("<" + name + Self.attributes(attributes) + ">")
        depth += 1
    }

    mutating func close(_ name: String) {
        depth -= 1
        line("</" + name + ">")
    }

    /// `<name a="…"/>`, or `<name a="…">text</name>` when `text` is given (escaped here).
    mutating func element(_ name: String, _ attributes: [SVGAttribute], text: String? = nil) {
        if let text {
            line("<" + name + Self.attributes(attributes) + ">" + XMLText.text(text) + "</" + name + ">")
        } else {
            line("<" + name + Self.attributes(attributes) + "/>")
        }
    }

    /// `<title>` for the element just opened: a tooltip in browsers, read by screen readers.
    mutating func title(_ value: String) {
        element("title", [], text: value)
    }

    /// A line written as is (the XML declaration, a comment built from constants).
    mutating func raw(_ value: String) {
        line(value)
    }

    private mutating func line(_ value: String) {
        for _ in 0..<depth { text += "  " }
        text += value
        text += "\n"
    }

    private static func attributes(_ attributes: [SVGAttribute]) -> String {
        var result = ""
        for attribute in attributes {
            result += " " + attribute.name + "=\"" + XMLText.attribute(attribute.value) + "\""
        }
        return result
    }
}

extension Rect {
    /// `x`, `y`, `width`, `height` attributes (negative sizes clamped to 0, which SVG requires).
    var svgAttributes: [SVGAttribute] {
        [.init("x", x), .init("y", y), .init("width", max(width, 0)), .init("height", max(height, 0))]
    }

    /// The part of this rect inside `other`, or `nil` when they do not overlap.
    func intersection(_ other: Rect) -> Rect? {
        let left = max(minX, other.minX), right = min(maxX, other.maxX)
        let top = max(minY, other.minY), bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return nil }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }
}

extension Rect {
    var midX: Double { x + width / 2 }
    var midY: Double { y + height / 2 }
}
