internal import InsetlabLayout
internal import InsetlabRules
internal import InsetlabScene
internal import InsetlabWorkspace

// The JSON report's objects written straight as bytes, as `JSONValue.write` would write their
// value trees, without building the trees (an array of string-keyed pairs per object, a
// `String` per key). The tests hold each to its tree (Tests/…/Report/JSONReportReference.swift).

/// One object's members as `JSONValue.write` writes an object at `level`: `{`, each member on
/// its own line one level in, then `}` at `level` (`{}` without members).
struct JSONObjectBytes {
    private let level: Int
    private var isEmpty = true

    init(level: Int) {
        self.level = level
    }

    /// Starts a member: the separator, its indentation and `key`, the member's name as written
    /// (quoted, with its colon: `"frame": `). Its value follows.
    mutating func member(_ key: StaticString, to bytes: inout ByteBuffer) {
        if isEmpty {
            bytes.append(UInt8(ascii: "{"))
            JSONBytes.appendLine(level: level + 1, to: &bytes)
            isEmpty = false
        } else {
            JSONBytes.appendCommaLine(level: level + 1, to: &bytes)
        }
        bytes.append(key)
    }

    func end(to bytes: inout ByteBuffer) {
        guard !isEmpty else {
            JSONBytes.append("{}", to: &bytes)
            return
        }
        JSONBytes.appendLine(level: level, to: &bytes)
        bytes.append(UInt8(ascii: "}"))
    }
}

extension JSONBytes {
    /// An array of objects as `JSONValue.write` writes it at `level`: one element per line one
    /// level in, `[]` when empty. `element` writes one object at `level + 1`.
    static func appendObjects<Element>(
        _ elements: [Element], level: Int, to bytes: inout ByteBuffer, _ element: (Element, inout ByteBuffer) -> Void
    ) {
        guard !elements.isEmpty else {
            append("[]", to: &bytes)
            return
        }
        bytes.append(UInt8(ascii: "["))
        for (i, item) in elements.enumerated() {
            if i == 0 { appendLine(level: level + 1, to: &bytes) } else { appendCommaLine(level: level + 1, to: &bytes) }
            element(item, &bytes)
        }
        appendLine(level: level, to: &bytes)
        bytes.append(UInt8(ascii: "]"))
    }

    /// A frame, insets, a size or a point as its numbers (`JSONValue.numbers`), or `null`.
    static func appendNumbers(_ value: (some JSONNumberList)?, to bytes: inout ByteBuffer) {
        if let value { value.appendJSON(to: &bytes) } else { append("null", to: &bytes) }
    }

    /// A mark's line or column, or `null`.
    static func appendNumber(_ value: Int?, to bytes: inout ByteBuffer) {
        if let value { appendNumber(Double(value), to: &bytes) } else { append("null", to: &bytes) }
    }
}

extension JSONReporter {
    /// As the tests' reference `window(window)` is written at `level`.
    static func appendWindow(_ window: WindowLayout, to bytes: inout ByteBuffer, level: Int) {
        var object = JSONObjectBytes(level: level)
        object.member("\"frame\": ", to: &bytes)
        window.frame.appendJSON(to: &bytes)
        object.member("\"safeAreaInsets\": ", to: &bytes)
        JSONBytes.appendNumbers(window.safeAreaInsets, to: &bytes)
        object.member("\"statusBarHidden\": ", to: &bytes)
        JSONBytes.appendBool(window.statusBarHidden, to: &bytes)
        object.end(to: &bytes)
    }

    /// As the tests' reference `bar(bar)` is written at `level`.
    static func appendBar(_ bar: BarLayout, to bytes: inout ByteBuffer, level: Int) {
        var object = JSONObjectBytes(level: level)
        object.member("\"kind\": ", to: &bytes)
        JSONBytes.appendString(bar.kind.rawValue, to: &bytes)
        object.member("\"owner\": ", to: &bytes)
        JSONBytes.appendString(bar.ownerName, to: &bytes)
        object.member("\"frame\": ", to: &bytes)
        bar.frame.appendJSON(to: &bytes)
        object.member("\"isTranslucent\": ", to: &bytes)
        if let translucent = bar.isTranslucent {
            JSONBytes.appendBool(translucent, to: &bytes)
        } else {
            JSONBytes.append("null", to: &bytes)
        }
        object.member("\"showsLargeTitle\": ", to: &bytes)
        if bar.kind == .navigationBar {
            JSONBytes.appendBool(bar.showsLargeTitle, to: &bytes)
        } else {
            JSONBytes.append("null", to: &bytes)
        }
        object.end(to: &bytes)
    }

    /// As the tests' reference `warning(warning, file:viewIDs:)` is written at `level`.
    static func appendWarning(_ warning: PitfallWarning, file: String, viewIDs: Set<String>, to bytes: inout ByteBuffer, level: Int) {
        var object = JSONObjectBytes(level: level)
        object.member("\"rule\": ", to: &bytes)
        JSONBytes.appendString(warning.rule, to: &bytes)
        object.member("\"severity\": ", to: &bytes)
        JSONBytes.appendString(warning.severity.rawValue, to: &bytes)
        object.member("\"message\": ", to: &bytes)
        JSONBytes.appendString(warning.message, to: &bytes)
        object.member("\"view\": ", to: &bytes)
        JSONBytes.appendString(warning.subject.flatMap { viewIDs.contains($0) ? $0 : nil }, to: &bytes)
        object.member("\"file\": ", to: &bytes)
        JSONBytes.appendString(file, to: &bytes)
        object.member("\"line\": ", to: &bytes)
        JSONBytes.appendNumber(warning.mark?.line, to: &bytes)
        object.member("\"column\": ", to: &bytes)
        JSONBytes.appendNumber(warning.mark?.column, to: &bytes)
        object.member("\"subject\": ", to: &bytes)
        JSONBytes.appendString(warning.subject, to: &bytes)
        object.member("\"fix\": ", to: &bytes)
        JSONBytes.appendString(warning.fix, to: &bytes)
        object.end(to: &bytes)
    }

    /// As the tests' reference `note(note, in: result)` is written at `level`.
    static func appendNote(_ note: ModelNote, in result: LayoutResult, to bytes: inout ByteBuffer, level: Int) {
        var object = JSONObjectBytes(level: level)
        object.member("\"kind\": ", to: &bytes)
        JSONBytes.appendString(note.kind.rawValue, to: &bytes)
        object.member("\"reference\": ", to: &bytes)
        JSONBytes.appendString(note.reference, to: &bytes)
        object.member("\"message\": ", to: &bytes)
        JSONBytes.appendString(note.message, to: &bytes)
        object.member("\"controller\": ", to: &bytes)
        JSONBytes.appendString(note.controller.map { controllerName($0, in: result) }, to: &bytes)
        object.member("\"view\": ", to: &bytes)
        JSONBytes.appendString(note.view.map { viewName($0, in: result) }, to: &bytes)
        object.end(to: &bytes)
    }

    /// As the tests' reference `view(layout, ib:)` is written at `level`, appended without
    /// building the value: the views are nearly all of a big report.
    static func appendView(_ layout: ViewLayout, ib: String? = nil, to bytes: inout ByteBuffer, level: Int) {
        var object = JSONObjectBytes(level: level)
        object.member("\"id\": ", to: &bytes)
        JSONBytes.appendString(layout.id, to: &bytes)
        if let ib {
            object.member("\"ib\": ", to: &bytes)
            JSONBytes.appendString(ib, to: &bytes)
        }
        object.member("\"type\": ", to: &bytes)
        JSONBytes.appendString(layout.kind.rawValue, to: &bytes)
        object.member("\"path\": ", to: &bytes)
        JSONBytes.appendString(layout.path, to: &bytes)
        object.member("\"frame\": ", to: &bytes)
        layout.frame.appendJSON(to: &bytes)
        object.member("\"windowFrame\": ", to: &bytes)
        layout.windowFrame.appendJSON(to: &bytes)
        object.member("\"safeAreaInsets\": ", to: &bytes)
        JSONBytes.appendNumbers(layout.safeAreaInsets, to: &bytes)
        object.member("\"contentInset\": ", to: &bytes)
        JSONBytes.appendNumbers(layout.contentInset, to: &bytes)
        object.member("\"adjustedContentInset\": ", to: &bytes)
        JSONBytes.appendNumbers(layout.adjustedContentInset, to: &bytes)
        object.member("\"contentOffset\": ", to: &bytes)
        JSONBytes.appendNumbers(layout.contentOffset, to: &bytes)
        object.member("\"layoutMargins\": ", to: &bytes)
        JSONBytes.appendNumbers(layout.layoutMargins, to: &bytes)
        object.member("\"contentSize\": ", to: &bytes)
        JSONBytes.appendNumbers(layout.contentSize, to: &bytes)
        object.member("\"isHidden\": ", to: &bytes)
        JSONBytes.appendBool(layout.isHidden, to: &bytes)
        object.member("\"firstItemWindowFrame\": ", to: &bytes)
        JSONBytes.appendNumbers(layout.firstItemWindowFrame, to: &bytes)
        object.end(to: &bytes)
    }
}

/// A rect, insets, a size or a point: a JSON array of its numbers (`JSONValue.numbers`).
protocol JSONNumberList {
    func appendJSON(to bytes: inout ByteBuffer)
}

extension Rect: JSONNumberList {
    func appendJSON(to bytes: inout ByteBuffer) {
        appendNumberList(x, y, width, height, to: &bytes)
    }
}

extension Insets: JSONNumberList {
    func appendJSON(to bytes: inout ByteBuffer) {
        appendNumberList(top, left, bottom, right, to: &bytes)
    }
}

extension Size: JSONNumberList {
    func appendJSON(to bytes: inout ByteBuffer) {
        appendNumberList(width, height, to: &bytes)
    }
}

extension Point: JSONNumberList {
    func appendJSON(to bytes: inout ByteBuffer) {
        appendNumberList(x, y, to: &bytes)
    }
}

/// `[a, b]` without an array of the two.
private func appendNumberList(_ a: Double, _ b: Double, to bytes: inout ByteBuffer) {
    bytes.append(UInt8(ascii: "["))
    JSONBytes.appendNumber(a, to: &bytes)
    JSONBytes.append(", ", to: &bytes)
    JSONBytes.appendNumber(b, to: &bytes)
    bytes.append(UInt8(ascii: "]"))
}

/// `[a, b, c, d]` without an array of the four.
private func appendNumberList(_ a: Double, _ b: Double, _ c: Double, _ d: Double, to bytes: inout ByteBuffer) {
    bytes.append(UInt8(ascii: "["))
    JSONBytes.appendNumber(a, to: &bytes)
    JSONBytes.append(", ", to: &bytes)
    JSONBytes.appendNumber(b, to: &bytes)
    JSONBytes.append(", ", to: &bytes)
    JSONBytes.appendNumber(c, to: &bytes)
    JSONBytes.append(", ", to: &bytes)
    JSONBytes.appendNumber(d, to: &bytes)
    bytes.append(UInt8(ascii: "]"))
}
