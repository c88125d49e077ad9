#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
public import InsetlabYAML

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

/// Reads XML into `XMLElementNode`s with insetlab's own reader (`XMLScanner`): XML 1.0
/// well-formedness over UTF-8 bytes, elements and attributes kept, every error located.
///
/// Why not Foundation's `XMLParser` (FoundationXML on Linux, libxml2 underneath), which read
/// storyboards before: linking it cost every insetlab process, storyboard or not, the loading
/// and relocation of libxml2 with the system's ICU, liblzma and libz (measured: a C hello world
/// 0.41 ms, the same linked to libxml2 1.30 ms), and tied the binary to Foundation whole, when
/// a one-scene run must start within a few times a C program's time (issue 10). No package in
/// the mirror parses XML without `XMLParser` (SWXMLHash and XMLCoder wrap it). What Interface
/// Builder writes is plain XML (UTF-8, no DTD, no namespaces to resolve), so the reader is
/// small; it knows each element's position directly, where `XMLParser` reported the end of a
/// start tag in bytes and the `<` had to be searched for. It is held to an independent parser
/// by tests: expat (`scripts/xml-oracle.py`) reads the same trees, marks included, from every
/// file of ../shared/storyboards and refuses the same of hundreds of damaged ones.
///
/// Refused by design, each with a located error: a DOCTYPE (the way entity-expansion bombs and
/// external entities get in; IB never writes one), encodings other than UTF-8, files over
/// `maxBytes`, elements nested deeper than `maxDepth`.
public enum XMLTreeReader {
    /// Files above this are refused with an error (a 20 MB storyboard is already huge).
    public static let maxBytes = 256 << 20

    /// Elements nested deeper than this are refused with a located error. libxml2's default
    /// bound; the deepest file of ../shared/storyboards nests 21, and the importer walks view
    /// trees recursively (`ViewEmitter`), which this bound keeps off the end of the stack.
    public static let maxDepth = 256

    /// Parses `data`; `file` is what diagnostics name.
    public static func parse(_ data: Data, file: String) throws(DiagnosticError) -> XMLElementNode {
        let result = data.withUnsafeBytes { bytes in
            Result { () throws(DiagnosticError) in try parse(bytes, file: file) }
        }
        return try result.get()
    }

    /// Parses `bytes` (UTF-8); `file` is what diagnostics name.
    public static func parse(_ bytes: UnsafeRawBufferPointer, file: String) throws(DiagnosticError) -> XMLElementNode {
        guard bytes.count <= maxBytes else {
            throw DiagnosticError(.error(
                "the file is \(bytes.count >> 20) MB; insetlab reads Interface Builder files up to \(maxBytes >> 20) MB",
                file: file, at: nil))
        }
        // A byte order mark, or a document's first '<' written in UTF-16 or UTF-32, which Interface
        // Builder does not write (otherwise reported as "text before the root element"). Other
        // bytes with NULs are no text at all: the scanner says it is not an XML document.
        let start = Array(bytes.prefix(4)) + [1, 1, 1, 1]
        let utf32 = start.starts(with: [0, 0, 0xFE, 0xFF]) || start.starts(with: [0xFF, 0xFE, 0, 0])
            || start.starts(with: [0, 0, 0, 0x3C]) || start.starts(with: [0x3C, 0, 0, 0])
        let utf16 = start.starts(with: [0xFE, 0xFF]) || start.starts(with: [0xFF, 0xFE]) || start.starts(with: [0, 0x3C]) || start.starts(with: [0x3C, 0])
        if utf32 || utf16 {
            let kind = utf32 ? "UTF-32" : "UTF-16"
            throw DiagnosticError(.error(
                "the file is \(kind), not UTF-8 (the encoding Interface Builder saves): convert it first (iconv -f \(kind) -t UTF-8)",
                file: file, at: Mark(line: 1, column: 1)))
        }
        var scanner = XMLScanner(bytes.assumingMemoryBound(to: UInt8.self), file: file)
        return try scanner.document()
    }
}
