/// libyaml's flow-context lexing, reduced to what splitting deep flow nesting needs: where a flow
/// collection ends and how its collections nest.
///
/// The rules follow libyaml 0.2.5's scanner (`yaml_parser_fetch_next_token`,
/// `yaml_parser_scan_plain_scalar`, `yaml_parser_scan_flow_scalar`) in flow context:
/// - between tokens: spaces, tabs, line breaks, `#` comments (at a token start `#` needs no space
///   before it), and a byte order mark at column 0;
/// - `[ { ] } , ? :` are one-character tokens; `'` and `"` open quoted scalars (`''` and a backslash
///   escape a quote);
/// - anything else that may start a plain scalar starts one, and it runs across spaces and line
///   breaks until `,` `[` `]` `{` `}`, a `:` followed by a blank, or a `#` after blanks. Quotes,
///   `&` or `*` inside it are ordinary characters (`[a 'b, c]` holds `a 'b` and `c`).
///
/// Nothing here has to be right for the result to be right: every fragment cut on this lexer's
/// word is verified by libyaml (`SplitFlowReader`), and a wrong guess only costs the fast path.
struct FlowCollectionLexer {
    enum Outcome: Equatable {
        /// The collection closes at `end` (the offset of its `]` or `}`). `height` counts its levels:
        /// 1 for `[a]`, 2 for `[[a]]`.
        case closed(end: Int, height: Int)
        /// The input ends first, or holds something libyaml rejects in flow context (a directive
        /// or document marker at column 0, `|`, `@`, `x:]`): libyaml will report an error there.
        case rejected
        /// The collection nests deeper than the limit given: too deep for the reader anyway.
        case tooDeep
    }

    /// Every collection of one flow collection, in source order (so a parent comes before its
    /// children), as parallel arrays.
    struct Collections {
        var starts: [Int] = []
        var ends: [Int] = []
        /// 1 for the outermost collection.
        var depths: [Int] = []
        var heights: [Int] = []

        var count: Int { starts.count }

        mutating func removeAll() {
            starts.removeAll(keepingCapacity: true)
            ends.removeAll(keepingCapacity: true)
            depths.removeAll(keepingCapacity: true)
            heights.removeAll(keepingCapacity: true)
        }
    }

    let input: UnsafeBufferPointer<UInt8>

    /// Lexes the flow collection whose `[` or `{` is at `start`, giving up past `maximumHeight`
    /// levels. With `record`, also lists every collection in it in `collections` (cleared first).
    func lex(
        from start: Int, record: Bool, into collections: inout Collections, maximumHeight: Int = .max
    ) -> Outcome {
        if record { collections.removeAll() }
        // Open collections: their index in `collections` (when recording) and their tallest child.
        var open: [(index: Int, childHeight: Int)] = []
        var depth = 0
        var height = 0
        var lineStart = -1  // `start` holds a bracket, so column-0 rules never apply there
        var i = start
        while true {
            guard let token = nextToken(from: i, lineStart: &lineStart) else { return .rejected }
            i = token
            switch input[i] {
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                height = max(height, depth)
                if depth > maximumHeight { return .tooDeep }
                if record {
                    open.append((collections.count, 0))
                    collections.starts.append(i)
                    collections.ends.append(-1)
                    collections.depths.append(depth)
                    collections.heights.append(0)
                }
                i += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                if record, let closed = open.popLast() {
                    collections.ends[closed.index] = i
                    collections.heights[closed.index] = closed.childHeight + 1
                    if let parent = open.indices.last {
                        open[parent].childHeight = max(open[parent].childHeight, closed.childHeight + 1)
                    }
                }
                depth -= 1
                if depth == 0 { return .closed(end: i, height: height) }
                i += 1
            case UInt8(ascii: ","), UInt8(ascii: "?"), UInt8(ascii: ":"):
                i += 1
            case UInt8(ascii: "'"), UInt8(ascii: "\""):
                guard let after = skipQuotedScalar(from: i, lineStart: &lineStart) else { return .rejected }
                i = after
            case UInt8(ascii: "&"), UInt8(ascii: "*"):
                i += 1
                while i < input.count, Self.isAnchorCharacter(input[i]) { i += 1 }
            case UInt8(ascii: "!"):
                i = skipTag(from: i)
            case UInt8(ascii: "|"), UInt8(ascii: ">"), UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "`"):
                return .rejected  // "found character that cannot start any token"
            case UInt8(ascii: "-") where isBlankOrEnd(at: i + 1):
                i += 1  // a block entry; libyaml's parser rejects it, and will say so
            case 0:
                return .rejected  // libyaml's reader rejects control characters
            default:
                guard let after = skipPlainScalar(from: i, lineStart: &lineStart), after > i else { return .rejected }
                i = after
            }
        }
    }

    /// The offset of the next token at or after `offset`, past blanks, breaks and comments; nil at
    /// the end of the input or at a directive or document marker (an error in flow context).
    private func nextToken(from offset: Int, lineStart: inout Int) -> Int? {
        var i = offset
        while i < input.count {
            let byte = input[i]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                i += 1
            } else if let breakLength = lineBreakLength(at: i) {
                i += breakLength
                lineStart = i
            } else if byte == UInt8(ascii: "#") {
                while i < input.count, lineBreakLength(at: i) == nil { i += 1 }
            } else if i == lineStart, isByteOrderMark(at: i) {
                i += 3
            } else if i == lineStart, byte == UInt8(ascii: "%") || isDocumentMarker(at: i) {
                return nil
            } else {
                return i
            }
        }
        return nil
    }

    /// The offset just past the closing quote, or nil when the scalar never closes or meets a
    /// document marker at column 0 (both libyaml errors).
    func skipQuotedScalar(from offset: Int, lineStart: inout Int) -> Int? {
        let quote = input[offset]
        var i = offset + 1
        while i < input.count {
            if i == lineStart, isDocumentMarker(at: i) { return nil }
            let byte = input[i]
            if let breakLength = lineBreakLength(at: i) {
                i += breakLength
                lineStart = i
            } else if byte == quote {
                guard quote == UInt8(ascii: "'"), i + 1 < input.count, input[i + 1] == quote else { return i + 1 }
                i += 2
            } else if quote == UInt8(ascii: "\""), byte == UInt8(ascii: "\\") {
                i += 1
                if let breakLength = lineBreakLength(at: i) {
                    i += breakLength
                    lineStart = i
                } else if i < input.count {
                    i += 1
                }
            } else {
                i += 1
            }
        }
        return nil
    }

    /// The offset where a plain scalar starting at `offset` ends (`yaml_parser_scan_plain_scalar`
    /// in flow context), or nil at `x:` followed by a flow indicator, which libyaml rejects.
    private func skipPlainScalar(from offset: Int, lineStart: inout Int) -> Int? {
        var i = offset
        while true {
            if i == lineStart, isDocumentMarker(at: i) { return i }
            if i < input.count, input[i] == UInt8(ascii: "#") { return i }
            while !isBlankOrEnd(at: i) {
                let byte = input[i]
                if byte == UInt8(ascii: ":") {
                    let next = i + 1 < input.count ? input[i + 1] : 0
                    if Self.isFlowIndicator(next) || next == UInt8(ascii: "?") { return nil }
                    if isBlankOrEnd(at: i + 1) { return i }
                } else if Self.isFlowIndicator(byte) {
                    return i
                }
                i += 1
            }
            // Blanks and breaks: the scalar goes on if something other than an ending follows.
            var sawBlank = false
            while i < input.count {
                if input[i] == UInt8(ascii: " ") || input[i] == UInt8(ascii: "\t") {
                    i += 1
                } else if let breakLength = lineBreakLength(at: i) {
                    i += breakLength
                    lineStart = i
                } else {
                    break
                }
                sawBlank = true
            }
            if !sawBlank || i >= input.count { return i }
        }
    }

    /// Past a tag: `!<verbatim>` may hold `,` `[` `]`; other tags stop at them.
    private func skipTag(from offset: Int) -> Int {
        var i = offset + 1
        let isVerbatim = i < input.count && input[i] == UInt8(ascii: "<")
        while i < input.count, !isBlankOrEnd(at: i) {
            let byte = input[i]
            if isVerbatim {
                i += 1
                if byte == UInt8(ascii: ">") { break }
            } else {
                guard !Self.isFlowIndicator(byte) else { break }
                i += 1
            }
        }
        return i
    }

    // MARK: Characters

    /// Length of the line break at `offset` (`\r\n`, `\r`, `\n`, NEL, LS, PS), or nil.
    func lineBreakLength(at offset: Int) -> Int? {
        guard offset < input.count else { return nil }
        switch input[offset] {
        case 0x0A: return 1
        case 0x0D: return offset + 1 < input.count && input[offset + 1] == 0x0A ? 2 : 1
        case 0xC2: return byte(at: offset + 1) == 0x85 ? 2 : nil
        case 0xE2:
            let isSeparator =
                byte(at: offset + 1) == 0x80 && (byte(at: offset + 2) == 0xA8 || byte(at: offset + 2) == 0xA9)
            return isSeparator ? 3 : nil
        default: return nil
        }
    }

    /// A space, tab, line break or NUL, or the end of the input (libyaml's `IS_BLANKZ`).
    func isBlankOrEnd(at offset: Int) -> Bool {
        guard offset < input.count else { return true }
        let byte = input[offset]
        return byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 0
            || lineBreakLength(at: offset) != nil
    }

    /// `---` or `...` followed by a blank: a document marker when it starts a line.
    func isDocumentMarker(at offset: Int) -> Bool {
        guard offset + 2 < input.count else { return false }
        let byte = input[offset]
        guard byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") else { return false }
        return input[offset + 1] == byte && input[offset + 2] == byte && isBlankOrEnd(at: offset + 3)
    }

    private func isByteOrderMark(at offset: Int) -> Bool {
        byte(at: offset) == 0xEF && byte(at: offset + 1) == 0xBB && byte(at: offset + 2) == 0xBF
    }

    private func byte(at offset: Int) -> UInt8? {
        offset < input.count ? input[offset] : nil
    }

    private static func isFlowIndicator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"): true
        default: false
        }
    }

    /// libyaml's `IS_ALPHA`: the characters of an anchor or alias name.
    private static func isAnchorCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "_"), UInt8(ascii: "-"):
            true
        default: false
        }
    }
}
