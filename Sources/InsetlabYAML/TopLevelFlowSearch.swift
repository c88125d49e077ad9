/// Finds the flow collections that open in block context (`key: [`, `- {`, a `[` that starts a
/// line) and nest at least a given number of levels deep.
///
/// Block YAML is read here only roughly: plain scalars run to `: `, ` #` or the end of the line,
/// quoted scalars to their closing quote, and a block scalar (`|`, `>`) swallows the lines
/// indented deeper than the entry that holds it. A continuation line of a multi-line plain scalar
/// that starts with `[` is taken for a flow collection. That is fine: a guess only decides where
/// `FlowSplitPlan` may cut, libyaml verifies every cut, and a wrong one costs only the fast path.
enum TopLevelFlowSearch {
    struct Found: Equatable {
        /// Offsets of the opening and the matching closing bracket.
        var start: Int
        var end: Int
        /// Levels of nesting, 1 for `[a]`.
        var height: Int
    }

    /// The flow collections in block context that nest at least `minimumHeight` levels, in source
    /// order. Stops at a flow collection libyaml would reject (it fails there anyway); nil as soon
    /// as one nests deeper than `maximumHeight`.
    static func deepCollections(
        in input: UnsafeBufferPointer<UInt8>, minimumHeight: Int, maximumHeight: Int = .max
    ) -> [Found]? {
        let lexer = FlowCollectionLexer(input: input)
        var unused = FlowCollectionLexer.Collections()
        var found: [Found] = []
        var i = input.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var lineStart = i
        var isLineStart = true
        // Column of the innermost block entry on this line (its `-` or its key): a block scalar's
        // lines are indented deeper than that.
        var entryColumn = 0
        while i < input.count {
            let byte = input[i]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                i += 1
                continue
            }
            if let breakLength = lexer.lineBreakLength(at: i) {
                i += breakLength
                lineStart = i
                isLineStart = true
                continue
            }
            let column = i - lineStart
            if isLineStart {
                isLineStart = false
                entryColumn = column
                if column == 0, lexer.isDocumentMarker(at: i) {
                    i += 3
                    continue
                }
            }
            switch byte {
            case UInt8(ascii: "#"):
                i = endOfLine(from: i, lexer)
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                switch lexer.lex(from: i, record: false, into: &unused, maximumHeight: maximumHeight) {
                case .closed(let end, let height):
                    if height >= minimumHeight { found.append(Found(start: i, end: end, height: height)) }
                    i = end + 1
                case .rejected:
                    return found
                case .tooDeep:
                    return nil
                }
            case UInt8(ascii: "'"), UInt8(ascii: "\""):
                guard let after = lexer.skipQuotedScalar(from: i, lineStart: &lineStart) else { return found }
                i = after
            case UInt8(ascii: "|"), UInt8(ascii: ">"):
                i = endOfBlockScalar(from: i, deeperThan: entryColumn, lexer)
                lineStart = i
                isLineStart = true
            case UInt8(ascii: "-") where lexer.isBlankOrEnd(at: i + 1):
                entryColumn = column
                i += 1
            case UInt8(ascii: "?") where lexer.isBlankOrEnd(at: i + 1),
                UInt8(ascii: ":") where lexer.isBlankOrEnd(at: i + 1):
                i += 1
            case UInt8(ascii: "&"), UInt8(ascii: "!"), UInt8(ascii: "*"):
                while !lexer.isBlankOrEnd(at: i) { i += 1 }
            default:
                // A plain scalar; when a `: ` ends it, it was a key.
                i += 1
                while i < input.count, lexer.lineBreakLength(at: i) == nil {
                    if input[i] == UInt8(ascii: ":"), lexer.isBlankOrEnd(at: i + 1) {
                        entryColumn = column
                        break
                    }
                    if input[i] == UInt8(ascii: "#"),
                        input[i - 1] == UInt8(ascii: " ") || input[i - 1] == UInt8(ascii: "\t")
                    {
                        break
                    }
                    i += 1
                }
            }
        }
        return found
    }

    private static func endOfLine(from offset: Int, _ lexer: FlowCollectionLexer) -> Int {
        var i = offset
        while i < lexer.input.count, lexer.lineBreakLength(at: i) == nil { i += 1 }
        return i
    }

    /// The start of the first line after the block scalar whose indicator is at `offset`: lines
    /// that are blank or indented more than `indent` belong to it.
    private static func endOfBlockScalar(from offset: Int, deeperThan indent: Int, _ lexer: FlowCollectionLexer) -> Int
    {
        let input = lexer.input
        var i = endOfLine(from: offset, lexer)
        while i < input.count {
            let lineStart = i + (lexer.lineBreakLength(at: i) ?? 0)
            var j = lineStart
            while j < input.count, input[j] == UInt8(ascii: " ") || input[j] == UInt8(ascii: "\t") { j += 1 }
            let isBlank = j >= input.count || lexer.lineBreakLength(at: j) != nil
            guard isBlank || j - lineStart > indent else { return lineStart }
            i = endOfLine(from: j, lexer)
        }
        return i
    }
}
