internal import InsetlabYAML

/// What lies between and inside tags: character data, attribute values, references, comments,
/// CDATA sections, processing instructions and the XML declaration. All of it is checked; only
/// attribute values are kept.
extension XMLScanner {
    private typealias C = XMLCharacters

    /// Character data up to the next `<` (or the end): no `&` but a reference, no `]]>`.
    mutating func characterData() throws(DiagnosticError) {
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x80 {
                index += try characterLength(at: index)
                continue
            }
            switch byte {
            case C.lessThan:
                return
            case C.ampersand:
                index = try reference(at: index).end
            case C.closingBracket:
                if peek(index + 1) == C.closingBracket, peek(index + 2) == C.greaterThan {
                    throw failure("`]]>` in text: it only ends a CDATA section (write ]]&gt;)", at: index)
                }
                index += 1
            case ..<0x20:
                try controlCharacter(at: index)
                index += 1
            default:
                index += 1
            }
        }
    }

    /// A quoted attribute value, at its opening quote. Normalised as XML 1.0 §3.3.3 has it for
    /// CDATA attributes (every attribute, without a DTD): a literal tab, LF, CR or CRLF becomes
    /// one space, a reference the character it names (so `&#10;` stays a line feed).
    mutating func attributeValue(quote: UInt8) throws(DiagnosticError) -> String {
        let opening = index
        index += 1
        let start = index
        var rewritten = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x80 {
                index += try characterLength(at: index)
                continue
            }
            switch byte {
            case quote:
                let end = index
                index += 1
                return rewritten ? try normalised(start..<end) : String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            case C.lessThan:
                throw failure("`<` in an attribute value (write &lt;)", at: index)
            case C.ampersand:
                index = try reference(at: index).end
                rewritten = true
            case ..<0x20:
                try controlCharacter(at: index)
                index += 1
                rewritten = true
            default:
                index += 1
            }
        }
        throw failure("the attribute value never ends (no closing quote)", at: opening)
    }

    /// An attribute value already checked, with its references replaced and its line ends and
    /// tabs made spaces.
    private mutating func normalised(_ range: Range<Int>) throws(DiagnosticError) -> String {
        scratch.removeAll(keepingCapacity: true)
        var position = range.lowerBound
        while position < range.upperBound {
            let byte = bytes[position]
            switch byte {
            case C.ampersand:
                let (scalar, end) = try reference(at: position)
                C.appendUTF8(scalar, to: &scratch)
                position = end
            case C.carriageReturn:
                scratch.append(C.space)
                position += peek(position + 1) == C.lineFeed ? 2 : 1
            case C.lineFeed, C.tab:
                scratch.append(C.space)
                position += 1
            default:
                scratch.append(byte)
                position += 1
            }
        }
        return String(decoding: scratch, as: UTF8.self)
    }

    /// `&#NNN;`, `&#xHH;` or one of the five predefined entities, at its `&`: the character it
    /// stands for and the offset after its `;`.
    mutating func reference(at start: Int) throws(DiagnosticError) -> (scalar: UInt32, end: Int) {
        var position = start + 1
        if peek(position) == C.hash {
            position += 1
            let hex = peek(position) == 0x78  // x
            if hex { position += 1 }
            let digits = position
            var value: UInt32 = 0
            while position < bytes.count, let digit = Self.digitValue(bytes[position], hex: hex) {
                // Clamped: past Unicode's last scalar the number only needs to stay refused.
                value = min(value * (hex ? 16 : 10) + digit, 0x11_0000)
                position += 1
            }
            guard position > digits, peek(position) == C.semicolon else {
                throw failure("a character reference is `&#` and decimal digits or `&#x` and hex digits, then `;`", at: start)
            }
            guard C.isCharacter(value) else {
                let number = value > 0x10_FFFF ? "a number beyond Unicode" : C.spelled(value)
                throw failure("the character reference refers to \(number), which is not a character XML allows", at: start)
            }
            return (value, position + 1)
        }
        let nameEnd = try nameEnd(from: position)
        guard nameEnd > position, peek(nameEnd) == C.semicolon else {
            throw failure("`&` that starts no reference (write &amp; for the character itself)", at: start)
        }
        let scalar: UInt32? =
            switch nameEnd - position {
            case 2 where spells("lt", at: position): 0x3C
            case 2 where spells("gt", at: position): 0x3E
            case 3 where spells("amp", at: position): 0x26
            case 4 where spells("quot", at: position): 0x22
            case 4 where spells("apos", at: position): 0x27
            default: nil
            }
        guard let scalar else {
            let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<nameEnd]), as: UTF8.self)
            throw failure(
                "undefined entity &\(name); (with no DTD, XML knows only &lt; &gt; &amp; &quot; &apos; and character references)",
                at: start)
        }
        return (scalar, nameEnd + 1)
    }

    private static func digitValue(_ byte: UInt8, hex: Bool) -> UInt32? {
        switch byte {
        case 0x30...0x39: UInt32(byte - 0x30)
        case 0x61...0x66 where hex: UInt32(byte - 0x61 + 10)
        case 0x41...0x46 where hex: UInt32(byte - 0x41 + 10)
        default: nil
        }
    }

    private func spells(_ literal: StaticString, at position: Int) -> Bool {
        let pointer = literal.utf8Start
        for offset in 0..<literal.utf8CodeUnitCount where peek(position + offset) != pointer[offset] {
            return false
        }
        return true
    }

    /// `<!-- … -->`, at its `<`. `--` may only close it (§2.5).
    mutating func comment() throws(DiagnosticError) {
        let start = index
        index += 4
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x80 {
                index += try characterLength(at: index)
                continue
            }
            switch byte {
            case C.hyphen where peek(index + 1) == C.hyphen:
                guard peek(index + 2) == C.greaterThan else {
                    throw failure("`--` inside a comment: XML allows it only in the closing `-->`", at: index)
                }
                index += 3
                return
            case ..<0x20:
                try controlCharacter(at: index)
                index += 1
            default:
                index += 1
            }
        }
        throw failure("the comment never ends (no `-->`)", at: start)
    }

    /// `<![CDATA[ … ]]>`, at its `<`.
    mutating func cdataSection() throws(DiagnosticError) {
        let start = index
        index += 9
        try skip(openedAt: start, toTerminator: "]]>", unterminated: "the CDATA section never ends (no `]]>`)")
    }

    /// `<?target …?>`, at its `<`. A target spelled `xml` in any case is the XML declaration,
    /// which may only start the file.
    mutating func processingInstruction() throws(DiagnosticError) {
        let start = index
        let targetEnd = try nameEnd(from: start + 2)
        guard targetEnd > start + 2 else {
            throw failure("expected a processing instruction's name after `<?`", at: start + 2)
        }
        if targetEnd - start == 5, bytes[start + 2] | 0x20 == 0x78, bytes[start + 3] | 0x20 == 0x6D, bytes[start + 4] | 0x20 == 0x6C {
            throw failure("the XML declaration (`<?xml …?>`) may only start the file", at: start)
        }
        index = targetEnd
        if matches("?>") {
            index += 2
            return
        }
        guard skipWhitespace() else {
            throw failure("expected white space or `?>` after the processing instruction's name", at: index)
        }
        try skip(openedAt: start, toTerminator: "?>", unterminated: "the processing instruction never ends (no `?>`)")
    }

    /// Checks characters from `index` to `terminator` (ASCII) and moves past it; `start` is
    /// where the construct opened, where an unterminated one is reported.
    private mutating func skip(openedAt start: Int, toTerminator terminator: StaticString, unterminated: String) throws(DiagnosticError) {
        let first = terminator.utf8Start[0]
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x80 {
                index += try characterLength(at: index)
                continue
            }
            if byte == first, spells(terminator, at: index) {
                index += terminator.utf8CodeUnitCount
                return
            }
            if byte < 0x20 { try controlCharacter(at: index) }
            index += 1
        }
        throw failure(unterminated, at: start)
    }

    /// `<?xml version="…" encoding="…" standalone="…"?>` at the start of the file (§2.8): the
    /// version is any VersionNum of the editions before the fifth (`[a-zA-Z0-9_.:-]+`, what
    /// expat accepts too), the encoding, when given, must be UTF-8.
    mutating func xmlDeclaration() throws(DiagnosticError) {
        index += 5
        guard skipWhitespace(), matches("version") else {
            throw failure("the XML declaration needs a version first (`<?xml version=\"1.0\"`)", at: index)
        }
        index += 7
        _ = try declarationValue { C.isASCIINameCharacter($0) }
        var spaced = skipWhitespace()
        if spaced, matches("encoding") {
            index += 8
            let encoding = try declarationValue { C.isASCIINameCharacter($0) && $0 != 0x3A }
            let isUTF8 = encoding.count == 5 && bytes[encoding.lowerBound] | 0x20 == 0x75 && bytes[encoding.lowerBound + 1] | 0x20 == 0x74
                && bytes[encoding.lowerBound + 2] | 0x20 == 0x66 && bytes[encoding.lowerBound + 3] == C.hyphen && bytes[encoding.lowerBound + 4] == 0x38
            guard isUTF8 else {
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[encoding]), as: UTF8.self)
                throw failure("the encoding is declared \"\(name)\"; Interface Builder files are UTF-8, the only one insetlab reads", at: encoding.lowerBound)
            }
            spaced = skipWhitespace()
        }
        if spaced, matches("standalone") {
            index += 10
            let value = try declarationValue { $0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A }
            guard value.count == 3 && spells("yes", at: value.lowerBound) || value.count == 2 && spells("no", at: value.lowerBound) else {
                throw failure("standalone is \"yes\" or \"no\" in the XML declaration", at: value.lowerBound)
            }
            skipWhitespace()
        }
        guard matches("?>") else {
            throw failure("expected `?>` to end the XML declaration", at: index)
        }
        index += 2
    }

    /// `= "value"` of a pseudo-attribute of the XML declaration: the range of a value made of
    /// `allowed` bytes (at least one), starting with a letter when it is the encoding.
    private mutating func declarationValue(_ allowed: (UInt8) -> Bool) throws(DiagnosticError) -> Range<Int> {
        skipWhitespace()
        guard peek(index) == C.equals else {
            throw failure("expected `=` in the XML declaration", at: index)
        }
        index += 1
        skipWhitespace()
        let quote = peek(index)
        guard quote == C.quote || quote == C.apostrophe else {
            throw failure("expected a value in quotes in the XML declaration", at: index)
        }
        let start = index + 1
        var position = start
        while position < bytes.count, allowed(bytes[position]) { position += 1 }
        guard position > start, peek(position) == quote else {
            throw failure("unexpected character in a value of the XML declaration", at: position)
        }
        index = position + 1
        return start..<position
    }
}
