import Foundation
import InsetlabReport
import InsetlabChecking
import InsetlabWorkspace
import InsetlabRules
import InsetlabScene
import InsetlabSceneDecoding
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The repository root (for `scenes/` and `scripts/`).
let pictureRepositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A shipped scene, decoded and evaluated.
func shippedScene(_ relativePath: String) throws -> (SceneFile, [VariantEvaluation]) {
    let path = pictureRepositoryRoot.appendingPathComponent(relativePath).path
    let loaded = try SceneSource.read(path, displayName: relativePath).load()
    return (loaded.file, SceneEvaluation.evaluate(loaded.file, suppressions: loaded.suppressions))
}

/// A scene written inline, decoded and evaluated.
func inlineScene(_ yaml: String, file: String = "inline.yaml") throws -> (SceneFile, [VariantEvaluation]) {
    let decoded = try SceneDecoder.decode(yaml: yaml, file: file)
    return (decoded, SceneEvaluation.evaluate(decoded, suppressions: Suppressions(source: yaml)))
}

/// An element of a parsed XML document: enough of a DOM to find things by attribute.
final class XMLNode {
    let name: String
    let attributes: [String: String]
    var children: [XMLNode] = []
    var text = ""
    weak var parent: XMLNode?

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    subscript(_ attribute: String) -> String? { attributes[attribute] }

    func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }

    /// Every element below (and including) this one, document order.
    var descendants: [XMLNode] {
        var result: [XMLNode] = []
        var stack: [XMLNode] = [self]
        while let node = stack.popLast() {
            result.append(node)
            stack.append(contentsOf: node.children.reversed())
        }
        return result
    }

    func all(_ name: String, where predicate: (XMLNode) -> Bool = { _ in true }) -> [XMLNode] {
        descendants.filter { $0.name == name && predicate($0) }
    }

    func hasClass(_ name: String) -> Bool {
        (attributes["class"] ?? "").split(separator: " ").contains { $0 == name }
    }

    var ancestors: [XMLNode] {
        var result: [XMLNode] = []
        var node = parent
        while let current = node {
            result.append(current)
            node = current.parent
        }
        return result
    }
}

/// Parses `text` with Foundation's `XMLParser` (FoundationXML on Linux); fails the test with the
/// parser's error and line when the document is not well-formed.
func parseXML(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> XMLNode {
    final class Builder: NSObject, XMLParserDelegate {
        let root = XMLNode(name: "#document", attributes: [:])
        lazy var current = root

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            let node = XMLNode(name: elementName, attributes: attributes)
            node.parent = current
            current.children.append(node)
            current = node
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            current = current.parent ?? root
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            current.text += string
        }
    }
    let parser = XMLParser(data: Data(text.utf8))
    let builder = Builder()
    parser.delegate = builder
    let ok = parser.parse()
    try #require(
        ok,
        "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "?") at line \(parser.lineNumber) column \(parser.columnNumber)",
        sourceLocation: sourceLocation)
    return builder.root
}
