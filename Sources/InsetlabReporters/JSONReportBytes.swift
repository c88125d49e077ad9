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
        bytes.appendSpan(atMost: JSONSpan.maximumNumberListBytes) { $0.writeNumbers(value) }
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
        JSONBytes.appendNumbers(window.frame, to: &bytes)
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
        JSONBytes.appendNumbers(bar.frame, to: &bytes)
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

    /// As the tests' reference `controller(controller, in: result)` is written at `level`.
    static func appendController(_ controller: ControllerLayout, in result: LayoutResult, to bytes: inout ByteBuffer, level: Int) {
        var object = JSONObjectBytes(level: level)
        object.member("\"id\": ", to: &bytes)
        JSONBytes.appendString(controller.id, to: &bytes)
        // `ib` (SCENE-FORMAT "Interface Builder provenance") only on imported controllers.
        if let ib = result.inputs.controller(controller.index).ib {
            object.member("\"ib\": ", to: &bytes)
            JSONBytes.appendString(ib, to: &bytes)
        }
        object.member("\"type\": ", to: &bytes)
        JSONBytes.appendString(controller.kind.rawValue, to: &bytes)
        object.member("\"viewFrame\": ", to: &bytes)
        JSONBytes.appendNumbers(controller.viewFrame, to: &bytes)
        object.member("\"safeAreaInsets\": ", to: &bytes)
        JSONBytes.appendNumbers(controller.safeAreaInsets, to: &bytes)
        object.member("\"topLayoutGuide\": ", to: &bytes)
        JSONBytes.appendNumber(controller.topLayoutGuide, to: &bytes)
        object.member("\"bottomLayoutGuide\": ", to: &bytes)
        JSONBytes.appendNumber(controller.bottomLayoutGuide, to: &bytes)
        object.member("\"adjustedScrollView\": ", to: &bytes)
        JSONBytes.appendString(controller.contentScrollView.map { viewName($0, in: result) }, to: &bytes)
        object.member("\"name\": ", to: &bytes)
        JSONBytes.appendString(controller.name, to: &bytes)
        object.member("\"isLeaf\": ", to: &bytes)
        JSONBytes.appendBool(controller.isLeaf, to: &bytes)
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

    /// As the tests' reference `view(layout, ib:)` is written at `level`.
    static func appendView(_ layout: ViewLayout, ib: String? = nil, to bytes: inout ByteBuffer, level: Int) {
        appendView(layout, ib: ib, template: .at(level: level), to: &bytes)
    }

    /// One view object, its fixed bytes copied from `template`: the views are nearly all of a
    /// big report, so a view is one span (one capacity check) rather than fifty checked appends.
    static func appendView(_ layout: ViewLayout, ib: String?, template: ViewObjectTemplate, to bytes: inout ByteBuffer) {
        let id = layout.id
        let type = layout.kind.rawValue
        let path = layout.path
        let maximum = template.byteCount + JSONSpan.maximumBytes(id) + JSONSpan.maximumBytes(ib) + JSONSpan.maximumBytes(type)
            + JSONSpan.maximumBytes(path) + 9 * JSONSpan.maximumNumberListBytes + 5
        bytes.appendSpan(atMost: maximum) { span in
            template.withPieces { piece in
                span.write(piece(.id))
                span.writeString(id)
                if let ib {
                    span.write(piece(.ib))
                    span.writeString(ib)
                }
                span.write(piece(.type))
                span.writeString(type)
                span.write(piece(.path))
                span.writeString(path)
                span.write(piece(.frame))
                span.writeNumbers(layout.frame)
                span.write(piece(.windowFrame))
                span.writeNumbers(layout.windowFrame)
                span.write(piece(.safeAreaInsets))
                span.writeNumbers(layout.safeAreaInsets)
                span.write(piece(.contentInset))
                span.writeNumbers(layout.contentInset)
                span.write(piece(.adjustedContentInset))
                span.writeNumbers(layout.adjustedContentInset)
                span.write(piece(.contentOffset))
                span.writeNumbers(layout.contentOffset)
                span.write(piece(.layoutMargins))
                span.writeNumbers(layout.layoutMargins)
                span.write(piece(.contentSize))
                span.writeNumbers(layout.contentSize)
                span.write(piece(.isHidden))
                span.writeBool(layout.isHidden)
                span.write(piece(.firstItemWindowFrame))
                span.writeNumbers(layout.firstItemWindowFrame)
                span.write(piece(.end))
            }
        }
    }
}

/// A view object's fixed bytes at one level, as `JSONObjectBytes` writes them: each member's
/// break, indentation and name (`,\n      "frame": `), and the line and brace that close it.
/// Every view at that level copies its pieces.
struct ViewObjectTemplate {
    /// The members in the report's order (SCENE-FORMAT "JSON report"), then the close.
    enum Piece: Int, CaseIterable {
        case id, ib, type, path, frame, windowFrame, safeAreaInsets, contentInset, adjustedContentInset
        case contentOffset, layoutMargins, contentSize, isHidden, firstItemWindowFrame, end

        var name: String {
            switch self {
            case .id: "id"
            case .ib: "ib"
            case .type: "type"
            case .path: "path"
            case .frame: "frame"
            case .windowFrame: "windowFrame"
            case .safeAreaInsets: "safeAreaInsets"
            case .contentInset: "contentInset"
            case .adjustedContentInset: "adjustedContentInset"
            case .contentOffset: "contentOffset"
            case .layoutMargins: "layoutMargins"
            case .contentSize: "contentSize"
            case .isHidden: "isHidden"
            case .firstItemWindowFrame: "firstItemWindowFrame"
            case .end: ""
            }
        }
    }

    private let bytes: [UInt8]
    /// Where each piece starts in `bytes`; one more entry than pieces, the end.
    private let starts: [Int]

    init(level: Int) {
        let member = JSONValue.indentation(level + 1)
        var bytes: [UInt8] = []
        var starts: [Int] = []
        for piece in Piece.allCases {
            starts.append(bytes.count)
            switch piece {
            case .id: bytes += Array("{\n\(member)\"id\": ".utf8)
            case .end: bytes += Array("\n\(JSONValue.indentation(level))}".utf8)
            default: bytes += Array(",\n\(member)\"\(piece.name)\": ".utf8)
            }
        }
        starts.append(bytes.count)
        self.bytes = bytes
        self.starts = starts
    }

    /// The templates of the levels a report's views are at (4 for one scene, 5 for several),
    /// made once per process.
    private static let common = (0..<8).map(ViewObjectTemplate.init(level:))

    /// The template for views at `level`.
    static func at(level: Int) -> ViewObjectTemplate {
        level < common.count ? common[level] : ViewObjectTemplate(level: level)
    }

    /// All the pieces' bytes: a bound for what one view writes besides its values.
    var byteCount: Int { bytes.count }

    /// Calls `body` with a function from a piece to its bytes, valid inside `body` only.
    func withPieces<Result>(_ body: ((Piece) -> UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { bytes in
            starts.withUnsafeBufferPointer { starts in
                body { piece in
                    UnsafeBufferPointer(rebasing: bytes[starts[piece.rawValue]..<starts[piece.rawValue + 1]])
                }
            }
        }
    }
}
