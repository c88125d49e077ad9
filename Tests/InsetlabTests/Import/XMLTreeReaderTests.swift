import Foundation
import InsetlabImport
import InsetlabYAML
import Testing

/// The XML reader on small documents written here, one rule of XML 1.0 each; every line and
/// column is counted by hand in the literal (1-based, in characters, at the `<` of a start tag
/// or at the offending byte).
enum XMLReading {
    static func tree(_ bytes: [UInt8]) throws(DiagnosticError) -> XMLElementNode {
        let result = bytes.withUnsafeBytes { buffer in
            Result { () throws(DiagnosticError) in try XMLTreeReader.parse(buffer, file: "t.xml") }
        }
        return try result.get()
    }

    static func tree(_ text: String) throws(DiagnosticError) -> XMLElementNode {
        try tree(Array(text.utf8))
    }

    /// The error reading `bytes`, or nil when it reads.
    static func failure(_ bytes: [UInt8]) -> Diagnostic? {
        do {
            _ = try tree(bytes)
            return nil
        } catch {
            return error.diagnostics.first
        }
    }

    static func failure(_ text: String) -> Diagnostic? { failure(Array(text.utf8)) }

    /// Every element in document order.
    static func elements(_ root: XMLElementNode) -> [XMLElementNode] {
        var found: [XMLElementNode] = []
        var stack = [root]
        while let element = stack.popLast() {
            found.append(element)
            stack.append(contentsOf: element.children.reversed())
        }
        return found
    }

    static func marks(_ text: String) throws -> [String: Mark] {
        var marks: [String: Mark] = [:]
        for element in elements(try tree(text)) { marks[element.name] = element.mark }
        return marks
    }
}

struct XMLTreeReaderTests {
    @Test func anInterfaceBuilderShapedDocumentReadsWithItsMarks() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
                    <!--View Controller-->
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="A" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>

            """
        let root = try XMLReading.tree(text)
        #expect(root.name == "document")
        #expect(root.attributes == ["type": "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", "version": "3.0"])
        #expect(root.mark == Mark(line: 2, column: 1))
        let scene = try #require(root.child("scenes")?.child("scene"))
        #expect(scene.mark == Mark(line: 5, column: 9))
        let controller = try #require(scene.child("objects")?.child("viewController"))
        #expect(controller.mark == Mark(line: 7, column: 17))
        #expect(controller["sceneMemberID"] == "viewController")
        #expect(controller.children.isEmpty)
    }

    @Test func theDataEntryPointReadsTheSame() throws {
        let root = try XMLTreeReader.parse(Data("<a x='1'><b/></a>".utf8), file: "t.xml")
        #expect(root.name == "a" && root["x"] == "1" && root.children.map(\.name) == ["b"])
    }

    @Test func columnsCountCharactersNotBytes() throws {
        // "  é" is 3 characters (4 bytes); "  é<b/>日本" is 9 characters.
        let marks = try XMLReading.marks("<a>\n  é<b/>日本<c/></a>")
        #expect(marks["b"] == Mark(line: 2, column: 4))
        #expect(marks["c"] == Mark(line: 2, column: 10))
    }

    @Test func aByteOrderMarkIsSkippedAndNotCounted() throws {
        // `<?xml version="1.0"?>` is 21 characters: <a/> starts at column 22.
        let marks = try XMLReading.marks("\u{FEFF}<?xml version=\"1.0\"?><a/>")
        #expect(marks["a"] == Mark(line: 1, column: 22))
    }

    @Test func crlfAndALoneCREachEndOneLine() throws {
        let marks = try XMLReading.marks("<a>\r\n<b/>\r<c/>\n<d/>\r\r\n <e/></a>")
        #expect(marks["b"] == Mark(line: 2, column: 1))
        #expect(marks["c"] == Mark(line: 3, column: 1))
        #expect(marks["d"] == Mark(line: 4, column: 1))
        #expect(marks["e"] == Mark(line: 6, column: 2))
    }

    @Test func aStartTagMayRunOverLines() throws {
        let marks = try XMLReading.marks("<a>\n  <b\n x='1'\n/><c\r\n/></a>")
        #expect(marks["b"] == Mark(line: 2, column: 3))
        #expect(marks["c"] == Mark(line: 4, column: 3))
    }

    @Test func attributesTakeEitherQuoteAndWhiteSpaceAroundTheEqualsSign() throws {
        let root = try XMLReading.tree("<a x = '1'\ty=\"it's\"\nz='say \"hi\"' empty=\"\"/>")
        #expect(root.attributes == ["x": "1", "y": "it's", "z": "say \"hi\"", "empty": ""])
    }

    @Test func attributeValuesAreNormalisedAsCDATA() throws {
        // Literal tab, LF, CR and CRLF become one space each; references keep what they name.
        let root = try XMLReading.tree("<a v=\"a\tb\nc\r\nd\re&#10;f&#13;&#9;&lt;&gt;&amp;&quot;&apos;&#x41;&#66;&#xe9;\"/>")
        #expect(root["v"] == "a b c d e\nf\r\t<>&\"'ABé")
    }

    @Test func textCommentsCDATAAndProcessingInstructionsAreCheckedAndDropped() throws {
        let text = "<?xml version='1.0' standalone='yes'?>\n<!-- before -->\n<?app data?>\n<a>t &amp; &#x263A; ] ]] > <![CDATA[ <&]] ]]><?p?><!----><b/></a>\n<!-- after --> <?q x?>\n"
        let root = try XMLReading.tree(text)
        #expect(root.children.map(\.name) == ["b"])
        #expect(root.children[0].mark == Mark(line: 4, column: 58))
    }

    @Test func namesFollowXMLNameRules() throws {
        let root = try XMLReading.tree("<:a _b='1' a-b.c:d9='2' é日='3' x·\u{0300}='4'><日本/></:a>")
        #expect(root.name == ":a")
        #expect(Set(root.attributes.keys) == ["_b", "a-b.c:d9", "é日", "x·\u{0300}"])
        #expect(root.children.map(\.name) == ["日本"])
    }

    @Test func elementsNestUpToTheBound() throws {
        let depth = XMLTreeReader.maxDepth
        let root = try XMLReading.tree(String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth))
        var deepest = root
        var levels = 1
        while let child = deepest.children.first {
            deepest = child
            levels += 1
        }
        #expect(levels == depth)
    }

    @Test func sharedNamesAreEqualStrings() throws {
        // Interned spellings: equal names, whether first met as an element or an attribute.
        let root = try XMLReading.tree("<view><rect key='frame'/><rect key='bounds' view='x'/></view>")
        #expect(root.children.map(\.name) == ["rect", "rect"])
        #expect(root.children[1].attributes.keys.sorted() == ["key", "view"])
    }
}

/// A malformed document, what its error says and where (the offending byte).
struct MalformedXML: Sendable, CustomTestStringConvertible {
    let what: String
    let bytes: [UInt8]
    let reason: String
    let line: Int
    let column: Int
    var testDescription: String { what }

    init(_ what: String, _ text: String, _ reason: String, _ line: Int, _ column: Int) {
        self.init(what, bytes: Array(text.utf8), reason, line, column)
    }

    init(_ what: String, bytes: [UInt8], _ reason: String, _ line: Int, _ column: Int) {
        self.what = what
        self.bytes = bytes
        self.reason = reason
        self.line = line
        self.column = column
    }

    /// `<a>`, then `bytes`, then `</a>`.
    static func inText(_ what: String, _ bytes: [UInt8], _ reason: String) -> MalformedXML {
        MalformedXML(what, bytes: Array("<a>".utf8) + bytes + Array("</a>".utf8), reason, 1, 4)
    }

    static let cases: [MalformedXML] = [
        // Structure.
        MalformedXML("a file that ends inside an element", "<a>\n <b x='1'>", "the file ends inside <b>, opened here and never closed", 2, 2),
        MalformedXML("an end tag that closes another element", "<a>\n<b></a>", "</a> does not close <b> (line 2, column 1): expected </b>", 2, 4),
        MalformedXML("an end tag shorter than its element", "<ab></a>", "expected </ab>", 1, 5),
        MalformedXML("an end tag longer than its element", "<a></ab>", "expected </a>", 1, 4),
        MalformedXML("a second root element", "<a/>\n<b/>", "a second root element", 2, 1),
        MalformedXML("text after the root", "<a/> x", "text after the root element", 1, 6),
        MalformedXML("a reference after the root", "<a/>&amp;", "text after the root element", 1, 5),
        MalformedXML("text before the root", "name: not xml\n", "text before the root element", 1, 1),
        MalformedXML("an empty file", "", "no root element", 1, 1),
        MalformedXML("a declaration and no element", "<?xml version=\"1.0\"?>\n", "no root element", 2, 1),
        MalformedXML("a CDATA section before the root", "<![CDATA[x]]><a/>", "`<!` starts neither", 1, 1),
        MalformedXML("an element type declaration", "<a><!ELEMENT a></a>", "`<!` starts neither", 1, 4),
        MalformedXML("a DOCTYPE", "<?xml version=\"1.0\"?>\n<!DOCTYPE a [<!ENTITY e \"x\">]>\n<a/>", "a DOCTYPE (DTD) is not allowed in an Interface Builder file", 2, 1),
        MalformedXML("a DOCTYPE inside the root", "<a><!DOCTYPE a></a>", "a DOCTYPE (DTD) is not allowed", 1, 4),
        MalformedXML("elements nested too deep", String(repeating: "<a>", count: XMLTreeReader.maxDepth + 1), "nest more than \(XMLTreeReader.maxDepth) deep", 1, XMLTreeReader.maxDepth * 3 + 1),
        // Tags.
        MalformedXML("white space before an element name", "< a/>", "expected an element name after `<`", 1, 2),
        MalformedXML("an element name starting with a digit", "<1a/>", "expected an element name after `<`", 1, 2),
        MalformedXML("white space before an end tag's name", "<a></ a>", "expected an element name after `</`", 1, 6),
        MalformedXML("an attribute without a value", "<a x/>", "expected `=`", 1, 5),
        MalformedXML("an unquoted value", "<a x=1/>", "in quotes", 1, 6),
        MalformedXML("attributes without white space between", "<a x='1'y='2'/>", "expected white space", 1, 9),
        MalformedXML("a slash apart from its `>`", "<a x='1'/ >", "expected `/>`", 1, 9),
        MalformedXML("an attribute given twice", "<a x='1' x='2'/>", "the attribute x is given twice", 1, 10),
        MalformedXML("`<` in an attribute value", "<a x='a<b'/>", "`<` in an attribute value", 1, 8),
        MalformedXML("a value that never ends", "<a x='1", "the attribute value never ends", 1, 6),
        MalformedXML("a file that ends in a start tag", "<a x='1'", "the file ends inside the start tag of <a>", 1, 1),
        // Text, comments, CDATA, processing instructions.
        MalformedXML("`]]>` in text", "<a>x]]></a>", "`]]>` in text", 1, 5),
        MalformedXML("`--` in a comment", "<a><!-- a -- b --></a>", "`--` inside a comment", 1, 11),
        MalformedXML("a comment closed by `--->`", "<a><!-- a ---></a>", "`--` inside a comment", 1, 11),
        MalformedXML("a comment that never ends, over lines", "<a><!-- x\ny\nz", "the comment never ends", 1, 4),
        MalformedXML("a CDATA section that never ends", "<a><![CDATA[x</a>", "the CDATA section never ends", 1, 4),
        MalformedXML("a processing instruction that never ends", "<a><?p x</a>", "the processing instruction never ends", 1, 4),
        MalformedXML("a processing instruction's name run into its data", "<a><?p\u{1}?></a>", "expected white space or `?>`", 1, 7),
        MalformedXML("`<?xml` inside the document", "<a><?XmL x?></a>", "may only start the file", 1, 4),
        // The XML declaration.
        MalformedXML("a declaration after white space", " <?xml version=\"1.0\"?><a/>", "may only start the file", 1, 2),
        MalformedXML("a declaration without a version", "<?xml encoding=\"UTF-8\"?><a/>", "needs a version", 1, 7),
        MalformedXML("an encoding other than UTF-8", "<?xml version=\"1.0\" encoding=\"UTF-16\"?><a/>", "Interface Builder files are UTF-8", 1, 31),
        MalformedXML("standalone neither yes nor no", "<?xml version=\"1.0\" standalone=\"maybe\"?><a/>", "standalone is \"yes\" or \"no\"", 1, 33),
        MalformedXML("an unknown pseudo-attribute", "<?xml version=\"1.0\" foo=\"x\"?><a/>", "expected `?>`", 1, 21),
        // References.
        MalformedXML("an undefined entity in text", "<a>&secret;</a>", "undefined entity &secret;", 1, 4),
        MalformedXML("an undefined entity in a value", "<a t='&secret;'/>", "undefined entity &secret;", 1, 7),
        MalformedXML("a bare ampersand", "<a>fish & chips</a>", "`&` that starts no reference", 1, 9),
        MalformedXML("a reference without its semicolon", "<a>&amp</a>", "`&` that starts no reference", 1, 4),
        .inText("a reference to U+0000", Array("&#0;".utf8), "refers to U+0000"),
        .inText("a reference to a surrogate", Array("&#xD800;".utf8), "refers to U+D800"),
        .inText("a reference beyond Unicode", Array("&#x110000;".utf8), "a number beyond Unicode"),
        .inText("a reference to a huge number", Array("&#99999999999999999999;".utf8), "a number beyond Unicode"),
        .inText("a reference to U+FFFE", Array("&#xFFFE;".utf8), "refers to U+FFFE"),
        .inText("a hex reference with a capital X", Array("&#X41;".utf8), "a character reference is"),
        .inText("a reference without digits", Array("&#;".utf8), "a character reference is"),
        // Characters.
        .inText("a control character", [0x01], "the control character U+0001"),
        .inText("NUL", [0x00], "the control character U+0000"),
        .inText("an overlong encoding", [0xC0, 0xAF], "not UTF-8 (0xC0)"),
        .inText("a stray continuation byte", [0x80], "not UTF-8 (0x80)"),
        .inText("an encoded surrogate", [0xED, 0xA0, 0x80], "not UTF-8 (0xED)"),
        .inText("a sequence beyond U+10FFFF", [0xF4, 0x90, 0x80, 0x80], "not UTF-8 (0xF4)"),
        .inText("U+FFFE", [0xEF, 0xBF, 0xBE], "U+FFFE is not a character XML allows"),
        MalformedXML("a control character in a value", "<a x='\u{7}'/>", "the control character U+0007", 1, 7),
        MalformedXML("a sequence cut short by the end", bytes: Array("<a>".utf8) + [0xE6, 0x97], "not UTF-8 (0xE6)", 1, 4),
        MalformedXML("invalid UTF-8 after a two-byte character", bytes: Array("<a>é".utf8) + [0xFF] + Array("</a>".utf8), "not UTF-8 (0xFF)", 1, 5),
        MalformedXML("invalid UTF-8 in an element name", bytes: Array("<a>\n <bé".utf8) + [0xC3], "not UTF-8 (0xC3)", 2, 5),
        MalformedXML("invalid UTF-8 in a comment after the root", bytes: Array("<a/><!--".utf8) + [0xFF] + Array("-->".utf8), "not UTF-8 (0xFF)", 1, 9),
        MalformedXML("an error after CRLF line ends", "<a>\r\n\r\n<b>\u{1}", "the control character U+0001", 3, 4),
    ]
}

struct XMLTreeReaderMalformedTests {
    @Test(arguments: MalformedXML.cases)
    func isRefusedWhereItGoesWrong(_ malformed: MalformedXML) throws {
        let diagnostic = try #require(XMLReading.failure(malformed.bytes), "read without an error")
        #expect(diagnostic.message.contains(malformed.reason), "\(diagnostic.message)")
        #expect(diagnostic.mark == Mark(line: malformed.line, column: malformed.column), "\(diagnostic.message)")
        #expect(diagnostic.file == "t.xml")
    }

    @Test func malformedMessagesSayNotAnXMLDocument() {
        for malformed in MalformedXML.cases where !malformed.what.contains("too deep") {
            #expect(XMLReading.failure(malformed.bytes)?.message.hasPrefix("not an XML document: ") == true, "\(malformed.what)")
        }
    }
}
