public import Foundation
public import InsetlabYAML

#if canImport(FoundationXML)
internal import FoundationXML
#endif

/// One XML element with where its start tag begins (`<`), as editors count: 1-based line and
/// column in characters. Immutable once built (the parser makes each element when its end tag
/// is read, children first), so a tree can be shared between threads.
public final class XMLElementNode: Sendable {
    public let name: String
    public let attributes: [String: String]
    public let children: [XMLElementNode]
    public let mark: Mark

    init(name: String, attributes: [String: String], mark: Mark, children: [XMLElementNode] = []) {
        self.name = name
        self.attributes = attributes
        self.mark = mark
        self.children = children
    }

    public subscript(attribute: String) -> String? { attributes[attribute] }

    /// The first child named `name` (with `key`, when given).
    public func child(_ name: String, key: String? = nil) -> XMLElementNode? {
        children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
    }

    /// The first child whose `key` attribute is `key`, whatever its name.
    public func child(key: String) -> XMLElementNode? {
        children.first { $0.attributes["key"] == key }
    }

    /// `YES` attributes.
    public func flag(_ attribute: String) -> Bool? {
        attributes[attribute].map { $0 == "YES" }
    }

    /// A numeric attribute (`nil` when absent or not a finite number).
    public func number(_ attribute: String) -> Double? {
        attributes[attribute].flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil }
    }
}

/// Reads XML into `XMLElementNode`s with Foundation's `XMLParser` (FoundationXML on Linux).
///
/// Why `XMLParser`: it is the only parser available on both platforms that reports where each
/// element is (`lineNumber`, `columnNumber`), and every warning and loss of an import must
/// point at the storyboard's own line. SWXMLHash and XMLCoder (both in the mirror) build on
/// the same `XMLParser` but drop the positions from their trees, and XMLCoder decodes into
/// fixed types, which suits a known schema, not IB's open one. libxml2 underneath refuses
/// external entities by default and caps nesting depth, so a hostile file fails with a
/// located error rather than reading the disk or exhausting the stack.
public enum XMLTreeReader {
    /// Files above this are refused with an error (a 20 MB storyboard is already huge).
    public static let maxBytes = 256 << 20

    /// Elements nested deeper than this are refused with a located error. libxml2's default
    /// bound; the deepest file of ../shared/storyboards nests 21, and the importer walks view
    /// trees recursively (`ViewEmitter`), which this bound keeps off the end of the stack.
    public static let maxDepth = 256

    /// Parses `bytes` with insetlab's own reader (`XMLScanner`); `file` is what diagnostics name.
    public static func parse(_ bytes: UnsafeRawBufferPointer, file: String) throws(DiagnosticError) -> XMLElementNode {
        guard bytes.count <= maxBytes else {
            throw DiagnosticError(.error(
                "the file is \(bytes.count >> 20) MB; insetlab reads Interface Builder files up to \(maxBytes >> 20) MB",
                file: file, at: nil))
        }
        var scanner = XMLScanner(bytes.assumingMemoryBound(to: UInt8.self), file: file)
        return try scanner.document()
    }

    /// Parses `data`; `file` is what diagnostics name.
    public static func parse(_ data: Data, file: String) throws(DiagnosticError) -> XMLElementNode {
        guard data.count <= maxBytes else {
            throw DiagnosticError(.error(
                "the file is \(data.count >> 20) MB; insetlab reads Interface Builder files up to \(maxBytes >> 20) MB",
                file: file, at: nil))
        }
        let positions = LineIndex(data)
        let delegate = TreeBuilder(positions: positions)
        // Streamed, not `XMLParser(data:)`: handed the whole buffer at once, libxml2 stops at
        // 10 MB (XML_MAX_TEXT_LENGTH without XML_PARSE_HUGE, measured on Linux), and real
        // storyboards reach 20 MB; fed in chunks it has no such limit.
        let parser = XMLParser(stream: InputStream(data: data))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = delegate
        let parsed = parser.parse()
        // Streamed, libxml2 does not always report a file that ends inside an element.
        if parsed, let open = delegate.open.last {
            throw DiagnosticError(.error(
                "not an XML document: the file ends inside <\(open.name)>, opened here and never closed",
                file: file, at: open.mark))
        }
        if !parsed || delegate.root == nil {
            let line = max(parser.lineNumber, 1)
            let column = max(parser.columnNumber, 1)
            let reason = parser.parserError.map { Self.describe($0) } ?? "no root element"
            throw DiagnosticError(.error(
                "not an XML document: \(reason)", file: file, at: Mark(line: line, column: column)))
        }
        return delegate.root!
    }

    private static func describe(_ error: any Error) -> String {
        let code = (error as NSError).code
        return "XML parser error \(code)"
    }
}

/// Byte offsets of line starts, to turn the parser's position (just after a start tag) into
/// the position of its `<`.
struct LineIndex {
    let bytes: [UInt8]
    private(set) var lineStarts: [Int] = [0]

    init(_ data: Data) {
        bytes = [UInt8](data)
        var starts = [0]
        starts.reserveCapacity(bytes.count / 40)
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    /// The `<` at or before the parser's (line, column), counted in characters from its line's start.
    func startOfTag(line: Int, column: Int) -> Mark {
        guard line >= 1, line <= lineStarts.count else { return Mark(line: max(line, 1), column: max(column, 1)) }
        // libxml2 reports the column in bytes after the tag; clamp it into the line.
        let lineEnd = line < lineStarts.count ? lineStarts[line] : bytes.count
        var offset = min(lineStarts[line - 1] + max(column - 1, 0), lineEnd)
        offset = min(offset, bytes.count - 1)
        while offset > 0, bytes[offset] != UInt8(ascii: "<") { offset -= 1 }
        // The `<` may sit on an earlier line (a start tag spread over lines).
        var tagLine = line
        while tagLine > 1, lineStarts[tagLine - 1] > offset { tagLine -= 1 }
        var characters = 0
        var index = lineStarts[tagLine - 1]
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { characters += 1 }
            index += 1
        }
        return Mark(line: tagLine, column: characters + 1)
    }
}

private final class TreeBuilder: NSObject, XMLParserDelegate {
    /// An element whose end tag has not been read yet, with the children finished so far.
    struct OpenElement {
        var name: String
        var attributes: [String: String]
        var mark: Mark
        var children: [XMLElementNode] = []
    }

    let positions: LineIndex
    var open: [OpenElement] = []
    var root: XMLElementNode?

    init(positions: LineIndex) { self.positions = positions }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        let mark = positions.startOfTag(line: parser.lineNumber, column: parser.columnNumber)
        open.append(OpenElement(name: elementName, attributes: attributeDict, mark: mark))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard let element = open.popLast() else { return }
        let node = XMLElementNode(
            name: element.name, attributes: element.attributes, mark: element.mark, children: element.children)
        if open.isEmpty {
            if root == nil { root = node }
        } else {
            open[open.count - 1].children.append(node)
        }
    }
}
