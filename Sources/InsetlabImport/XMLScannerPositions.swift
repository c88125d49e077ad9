internal import InsetlabYAML

/// Line ends, marks and located errors. Lines are counted as the scanner consumes line ends,
/// which only `skipWhitespace()` and `controlCharacter(at:)` do.
extension XMLScanner {
    private typealias C = XMLCharacters

    /// Skips S (space, tab, CR, LF) and says whether there was any.
    @discardableResult
    mutating func skipWhitespace() -> Bool {
        let start = index
        while index < bytes.count {
            switch bytes[index] {
            case C.space, C.tab:
                index += 1
            case C.lineFeed, C.carriageReturn:
                lineEnd(at: index)
                index += 1
            default:
                return index > start
            }
        }
        return index > start
    }

    /// A byte below 0x20 in text, a value, a comment, a CDATA section or a processing
    /// instruction: tab, LF and CR are characters (the two last end a line), the rest are not.
    mutating func controlCharacter(at position: Int) throws(DiagnosticError) {
        switch bytes[position] {
        case C.tab:
            return
        case C.lineFeed, C.carriageReturn:
            lineEnd(at: position)
        default:
            throw failure("the control character \(C.spelled(UInt32(bytes[position]))) is not allowed in XML", at: position)
        }
    }

    /// Counts the line end at `position`: CRLF and a lone CR are one line end, like LF (§2.11).
    @inline(__always)
    private mutating func lineEnd(at position: Int) {
        if bytes[position] == C.carriageReturn || position == 0 || bytes[position - 1] != C.carriageReturn {
            line += 1
        }
        lineStart = position + 1
    }

    /// The length of the character whose UTF-8 encoding starts at `position` (a byte from
    /// 0x80), refusing bytes that are not UTF-8 and the two scalars XML excludes.
    @inline(__always)
    mutating func characterLength(at position: Int) throws(DiagnosticError) -> Int {
        guard let (scalar, length) = C.decode(bytes, at: position) else {
            let byte = String(bytes[position], radix: 16, uppercase: true)
            throw failure("the bytes here are not UTF-8 (0x\(byte))", at: position)
        }
        guard C.isCharacter(scalar) else {
            throw failure("\(C.spelled(scalar)) is not a character XML allows", at: position)
        }
        return length
    }

    /// Line and column (in characters) of the byte at `offset`, which is on the scanner's line
    /// or, for some errors, an earlier one.
    mutating func mark(at offset: Int) -> Mark {
        guard offset >= lineStart else { return Self.mark(of: offset, in: bytes) }
        if columnOffset < lineStart || columnOffset > offset {
            columnOffset = lineStart
            column = 1
        }
        while columnOffset < offset {
            if bytes[columnOffset] & 0xC0 != 0x80 { column += 1 }
            columnOffset += 1
        }
        return Mark(line: line, column: column)
    }

    /// The mark of `offset` counted from the start of the input: the same rules as the
    /// scanner's running count, for errors located on a line it has left.
    static func mark(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Mark {
        var line = 1
        var column = 1
        var position = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        while position < min(offset, bytes.count) {
            let byte = bytes[position]
            if byte == C.lineFeed || byte == C.carriageReturn {
                if byte == C.carriageReturn || position == 0 || bytes[position - 1] != C.carriageReturn { line += 1 }
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            position += 1
        }
        return Mark(line: line, column: column)
    }

    /// `not an XML document: <reason>` at the byte `offset`.
    mutating func failure(_ reason: String, at offset: Int) -> DiagnosticError {
        DiagnosticError(.error("not an XML document: \(reason)", file: file, at: mark(at: offset)))
    }
}
