internal import InsetlabYAML

/// One pass over a document's bytes that checks XML 1.0 well-formedness and builds the tree of
/// elements and attributes (the importer reads nothing else: text, comments and processing
/// instructions are checked and dropped). No recursion: open elements are an explicit stack,
/// bounded by `XMLTreeReader.maxDepth`, so no input can exhaust the call stack.
///
/// What it refuses beyond well-formedness, by design: a DOCTYPE (Interface Builder never writes
/// one, and a DTD is how entity-expansion bombs and external entities get in, so only the five
/// predefined entities and character references exist here), and an encoding other than UTF-8.
///
/// Positions: the scanner counts line ends as it consumes them (CRLF and a lone CR are one line
/// end, §2.11), and counts characters (UTF-8 lead bytes) only from the last position it marked
/// on the same line, so marks cost nothing like a second pass.
struct XMLScanner {
    /// An element whose end tag is still to come, with the children finished so far.
    struct OpenElement {
        var name: String
        /// Where its name lies in the input, to match the end tag's bytes against.
        var nameRange: Range<Int>
        var attributes: [String: String]
        var mark: Mark
        var children: [XMLElementNode] = []
    }

    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    var index = 0
    var open: [OpenElement] = []
    var root: XMLElementNode?
    var names = XMLNameTable()
    /// One start tag's attributes, in order, with where each name starts (reused).
    var pendingAttributes: [(key: String, value: String, offset: Int)] = []
    /// An attribute value being rewritten (references, normalised white space) (reused).
    var scratch: [UInt8] = []

    /// 1-based number of the line the scanner is on, and the offset where that line starts.
    var line = 1
    var lineStart = 0
    /// An offset on the current line and its 1-based column, so counting resumes there.
    var columnOffset = 0
    var column = 1

    init(_ bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.bytes = bytes
        self.file = file
    }

    /// The document's root element, or the first problem, located.
    mutating func document() throws(DiagnosticError) -> XMLElementNode {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            // A byte order mark is no character an editor shows: columns start after it.
            index = 3
            lineStart = 3
            columnOffset = 3
        }
        if matches("<?xml"), XMLCharacters.isWhitespace(peek(index + 5)) || peek(index + 5) == XMLCharacters.question {
            try xmlDeclaration()
        }
        try miscellany(beforeRoot: true)
        try startTag()
        while !open.isEmpty {
            try content()
        }
        guard let root else { throw failure("no root element", at: index) }
        try miscellany(beforeRoot: false)
        return root
    }

    // MARK: Structure

    /// White space, comments and processing instructions before the root element (up to its
    /// `<`) or after it (up to the end).
    private mutating func miscellany(beforeRoot: Bool) throws(DiagnosticError) {
        while true {
            skipWhitespace()
            guard index < bytes.count else {
                if beforeRoot { throw failure("no root element", at: index) }
                return
            }
            guard bytes[index] == XMLCharacters.lessThan else {
                let place = beforeRoot ? "before the root element" : "after the root element"
                throw failure("text \(place): an XML document is one element (`<…>`)", at: index)
            }
            switch peek(index + 1) {
            case XMLCharacters.question:
                try processingInstruction()
            case XMLCharacters.exclamation:
                if matches("<!--") {
                    try comment()
                } else {
                    try refuseMarkupDeclaration()
                }
            default:
                if beforeRoot { return }
                throw failure("a second root element: an XML document has exactly one", at: index)
            }
        }
    }

    /// Character data, then the markup after it: a start or end tag, a comment, a CDATA section
    /// or a processing instruction.
    private mutating func content() throws(DiagnosticError) {
        guard let innermost = open.last else { return }
        try characterData()
        guard index < bytes.count else {
            throw DiagnosticError(.error(
                "not an XML document: the file ends inside <\(innermost.name)>, opened here and never closed",
                file: file, at: innermost.mark))
        }
        switch peek(index + 1) {
        case XMLCharacters.slash:
            try endTag(closing: innermost)
        case XMLCharacters.question:
            try processingInstruction()
        case XMLCharacters.exclamation:
            if matches("<!--") {
                try comment()
            } else if matches("<![CDATA[") {
                try cdataSection()
            } else {
                try refuseMarkupDeclaration()
            }
        default:
            try startTag()
        }
    }

    /// `<!` that starts no comment (nor, in content, a CDATA section).
    private mutating func refuseMarkupDeclaration() throws(DiagnosticError) {
        if matches("<!DOCTYPE") {
            throw failure("a DOCTYPE (DTD) is not allowed in an Interface Builder file", at: index)
        }
        throw failure("`<!` starts neither a comment (`<!--`) nor a CDATA section (`<![CDATA[`)", at: index)
    }

    /// `<name attribute="value" …>` or `…/>`, at its `<`.
    private mutating func startTag() throws(DiagnosticError) {
        let tagStart = index
        let nameEnd = try nameEnd(from: tagStart + 1)
        guard nameEnd > tagStart + 1 else {
            throw failure("expected an element name after `<`", at: tagStart + 1)
        }
        let mark = mark(at: tagStart)
        if open.count >= XMLTreeReader.maxDepth {
            throw DiagnosticError(.error(
                "elements nest more than \(XMLTreeReader.maxDepth) deep here; insetlab reads Interface Builder files nested up to \(XMLTreeReader.maxDepth) levels",
                file: file, at: mark))
        }
        let name = names.string(bytes, tagStart + 1..<nameEnd)
        index = nameEnd
        pendingAttributes.removeAll(keepingCapacity: true)
        while true {
            let spaced = skipWhitespace()
            guard index < bytes.count else {
                throw failure("the file ends inside the start tag of <\(name)>", at: tagStart)
            }
            switch bytes[index] {
            case XMLCharacters.greaterThan:
                index += 1
                let attributes = try attributeDictionary()
                open.append(OpenElement(name: name, nameRange: tagStart + 1..<nameEnd, attributes: attributes, mark: mark))
                return
            case XMLCharacters.slash:
                guard peek(index + 1) == XMLCharacters.greaterThan else {
                    throw failure("expected `/>` to end the empty element <\(name)>", at: index)
                }
                index += 2
                let attributes = try attributeDictionary()
                finish(XMLElementNode(name: name, attributes: attributes, mark: mark))
                return
            default:
                guard spaced else {
                    throw failure("expected white space, `>` or `/>` in the start tag of <\(name)>", at: index)
                }
                try attribute(of: name)
            }
        }
    }

    /// `name="value"` (or `'value'`), appended to `pendingAttributes`.
    private mutating func attribute(of element: String) throws(DiagnosticError) {
        let nameStart = index
        let nameEnd = try nameEnd(from: nameStart)
        guard nameEnd > nameStart else {
            throw failure("expected an attribute name, `>` or `/>` in the start tag of <\(element)>", at: nameStart)
        }
        index = nameEnd
        skipWhitespace()
        guard peek(index) == XMLCharacters.equals else {
            throw failure("expected `=` after the attribute name", at: index)
        }
        index += 1
        skipWhitespace()
        let quote = peek(index)
        guard quote == XMLCharacters.quote || quote == XMLCharacters.apostrophe else {
            throw failure("expected an attribute value in quotes", at: index)
        }
        let value = try attributeValue(quote: quote)
        pendingAttributes.append((names.string(bytes, nameStart..<nameEnd), value, nameStart))
    }

    /// The attributes just read, refusing a name given twice (at its second occurrence).
    private mutating func attributeDictionary() throws(DiagnosticError) -> [String: String] {
        var attributes = [String: String](minimumCapacity: pendingAttributes.count)
        for attribute in pendingAttributes {
            if attributes.updateValue(attribute.value, forKey: attribute.key) != nil {
                throw failure("the attribute \(attribute.key) is given twice", at: attribute.offset)
            }
        }
        return attributes
    }

    /// `</name>` or `</name >`, which must close `innermost`.
    private mutating func endTag(closing innermost: OpenElement) throws(DiagnosticError) {
        let tagStart = index
        let nameEnd = try nameEnd(from: tagStart + 2)
        guard nameEnd > tagStart + 2 else {
            throw failure("expected an element name after `</`", at: tagStart + 2)
        }
        guard sameBytes(tagStart + 2..<nameEnd, innermost.nameRange) else {
            let found = String(decoding: UnsafeBufferPointer(rebasing: bytes[tagStart + 2..<nameEnd]), as: UTF8.self)
            throw failure(
                "</\(found)> does not close <\(innermost.name)> (line \(innermost.mark.line), column \(innermost.mark.column)): expected </\(innermost.name)>",
                at: tagStart)
        }
        index = nameEnd
        skipWhitespace()
        guard peek(index) == XMLCharacters.greaterThan else {
            throw failure("expected `>` to end </\(innermost.name)>", at: index)
        }
        index += 1
        let element = open.removeLast()
        finish(XMLElementNode(name: element.name, attributes: element.attributes, mark: element.mark, children: element.children))
    }

    /// A complete element becomes its parent's last child, or the root.
    private mutating func finish(_ node: XMLElementNode) {
        if open.isEmpty {
            root = node
        } else {
            open[open.count - 1].children.append(node)
        }
    }

    /// The end of the XML Name starting at `start` (`start` itself when there is none).
    mutating func nameEnd(from start: Int) throws(DiagnosticError) -> Int {
        var position = start
        while position < bytes.count {
            let byte = bytes[position]
            if byte < 0x80 {
                let accepted = position == start ? XMLCharacters.isASCIINameStart(byte) : XMLCharacters.isASCIINameCharacter(byte)
                guard accepted else { return position }
                position += 1
            } else {
                guard let (scalar, length) = XMLCharacters.decode(bytes, at: position) else {
                    _ = try characterLength(at: position)  // throws: not UTF-8
                    return position
                }
                let accepted = position == start ? XMLCharacters.isNameStart(scalar) : XMLCharacters.isNameCharacter(scalar)
                guard accepted else { return position }
                position += length
            }
        }
        return position
    }

    // MARK: Bytes

    /// The byte at `position`, or 0 past the end (0 is no XML character, so it matches nothing).
    @inline(__always)
    func peek(_ position: Int) -> UInt8 {
        position < bytes.count ? bytes[position] : 0
    }

    /// Whether the input at `index` starts with `literal` (ASCII).
    func matches(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let pointer = literal.utf8Start
        for offset in 0..<count where bytes[index + offset] != pointer[offset] {
            return false
        }
        return true
    }

    func sameBytes(_ first: Range<Int>, _ second: Range<Int>) -> Bool {
        guard first.count == second.count else { return false }
        var other = second.lowerBound
        for position in first {
            if bytes[position] != bytes[other] { return false }
            other += 1
        }
        return true
    }
}
