internal import CLibYAML

/// The libyaml event loop, in the spirit of Yams' `Parser`: pull one event at a time, hand it
/// to the `ArenaBuilder` as Swift values, delete it. No libyaml type leaves this file.
enum LibYAMLEventReader {
    /// Feeds every event of `input` to `builder` until the stream ends, libyaml reports an error,
    /// or the builder stops (too deep, alias bomb, a second document). Stopping early matters:
    /// libyaml then never scans the rest of a hostile file. In particular the depth limit stops
    /// it before flow nesting gets deep enough for libyaml's cost per token (linear in the flow
    /// depth: `yaml_parser_stale_simple_keys`) to matter.
    static func read(_ input: UnsafeBufferPointer<UInt8>, into builder: inout ArenaBuilder) {
        // The parser points into itself (its string reader gets the parser as context), so it
        // needs a fixed address rather than a Swift local that may move.
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard yaml_parser_initialize(parser) == 1 else { return builder.stop("out of memory while starting the YAML parser", at: nil) }
        defer { yaml_parser_delete(parser) }

        // libyaml asserts on a null input pointer, which an empty buffer may have.
        let emptyInput: [UInt8] = [0]
        emptyInput.withUnsafeBufferPointer { fallback in
            yaml_parser_set_input_string(parser, input.baseAddress ?? fallback.baseAddress, input.count)
            readEvents(from: parser, input: input, into: &builder)
        }
    }

    private static func readEvents(
        from parser: UnsafeMutablePointer<yaml_parser_t>, input: UnsafeBufferPointer<UInt8>,
        into builder: inout ArenaBuilder
    ) {
        let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
        defer { event.deallocate() }
        var flow = FlowCost()
        while !builder.isStopped {
            guard yaml_parser_parse(parser, event) == 1 else {
                let problem = describeError(of: parser.pointee, input: input)
                builder.stop(problem.message, at: problem.mark)
                return
            }
            defer { yaml_event_delete(event) }
            let mark = Mark(event.pointee.start_mark)
            let type = event.pointee.type
            let isFlow = type == YAML_SEQUENCE_START_EVENT
                ? event.pointee.data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE
                : type == YAML_MAPPING_START_EVENT && event.pointee.data.mapping_start.style == YAML_FLOW_MAPPING_STYLE
            if flow.add(type, isFlow: isFlow, limit: builder.limits.maxFlowCost) {
                builder.stop(
                    "flow collections nested \(flow.depth) deep hold too many items for the YAML reader"
                        + " (its time grows with depth × items); write the deep part in block style",
                    at: mark)
                return
            }
            switch type {
            case YAML_STREAM_END_EVENT:
                return
            case YAML_DOCUMENT_START_EVENT:
                builder.documentStart(at: mark)
            case YAML_SCALAR_EVENT:
                let scalar = event.pointee.data.scalar
                let bytes = UnsafeBufferPointer(start: scalar.value, count: scalar.length)
                let text = String(decoding: bytes, as: UTF8.self)
                let style = ScalarStyle(scalar.style)
                let verbatim = isVerbatim(bytes, style: style, from: event.pointee.start_mark, to: event.pointee.end_mark)
                builder.scalar(
                    text, style: style, tag: string(scalar.tag), anchor: string(scalar.anchor), at: mark,
                    verbatim: verbatim, end: verbatim ? nil : Mark(event.pointee.end_mark))
            case YAML_ALIAS_EVENT:
                builder.alias(string(event.pointee.data.alias.anchor) ?? "", at: mark)
            case YAML_SEQUENCE_START_EVENT:
                let start = event.pointee.data.sequence_start
                builder.collectionStart(isMapping: false, tag: string(start.tag), anchor: string(start.anchor), at: mark)
            case YAML_MAPPING_START_EVENT:
                let start = event.pointee.data.mapping_start
                builder.collectionStart(isMapping: true, tag: string(start.tag), anchor: string(start.anchor), at: mark)
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                builder.collectionEnd()
            default:
                break  // stream start, document end: nothing to build
            }
        }
    }

    /// The text is its source on one line: a plain scalar there always; a quoted one when its quotes
    /// hold as many characters as its text (an escape, `\u0074` or `''`, differs); a block one never.
    private static func isVerbatim(_ bytes: UnsafeBufferPointer<UInt8>, style: ScalarStyle, from start: yaml_mark_t, to end: yaml_mark_t) -> Bool {
        guard start.line == end.line, style != .literal, style != .folded else { return false }
        if style == .plain { return true }  // no escapes: on one line, it is its source (most scalars)
        let span = Int(end.column) - Int(start.column) - 2  // columns count characters
        return span <= bytes.count && span == bytes.reduce(0) { $0 + ($1 & 0xC0 != 0x80 ? 1 : 0) }
    }

    private static func string(_ text: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        text.map { String(cString: $0) }
    }

    // MARK: Errors

    /// libyaml's error as one message that keeps both of its positions: the problem (the
    /// diagnostic's mark) and the construct it was inside (`while parsing a flow sequence`).
    static func describeError(of parser: yaml_parser_t, input: UnsafeBufferPointer<UInt8>) -> Diagnostic.Problem {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown problem"
        switch parser.error {
        case YAML_MEMORY_ERROR:
            return ("out of memory while parsing YAML", nil)
        case YAML_READER_ERROR:
            return describeReaderError(
                problem, offset: Int(parser.problem_offset), value: Int(parser.problem_value), input: input
            )
        default:
            let problemMark = Mark(parser.problem_mark)
            let context = parser.context.map { String(cString: $0) }
            let contextMark = Mark(parser.context_mark)
            // `ios:17`, found a line later; on the key's own line: a key of over 1,024 characters (libyaml's limit), its ': ' past them
            if problem == "could not find expected ':'", context == "while scanning a simple key", contextMark.line < problemMark.line || problemMark.column - contextMark.column > 1024 {
                return (contextMark.line < problemMark.line ? "no ': ' after this key on its line (a key and its value are written 'key: value', a space after the colon)" : "a key longer than 1,024 characters, the longest YAML reads as a key, or a line with no ': ' (a key and its value are written 'key: value')", contextMark)
            }
            if let plain = plainWords(problem, context: context, contextMark: contextMark, at: parser.problem_mark, input: input) {
                return (plain, problemMark)
            }
            return (context.map { "\(problem) (at \(problemMark), \($0) started at \(contextMark))" } ?? problem, problemMark)
        }
    }

    /// insetlab's words for the libyaml errors a scene's author meets most (issue 13): a tab in the indentation, and
    /// a list item in a mapping or a `key: value` line in a list. nil: libyaml's own message is clear enough.
    static func plainWords(_ problem: String, context: String?, contextMark: Mark, at mark: yaml_mark_t, input: UnsafeBufferPointer<UInt8>) -> String? {
        let character = byte(atLine: Int(mark.line), column: Int(mark.column), in: input)
        switch problem {
        case "found character that cannot start any token" where character == UInt8(ascii: "\t"):
            return "a tab character: YAML indents with spaces only (replace the tab with spaces)"
        case "did not find expected key" where context == "while parsing a block mapping":
            if character == UInt8(ascii: "-") {
                return "a list item ('- …') inside the mapping that starts at \(contextMark): a block is either a mapping "
                    + "(key: value lines) or a list ('- ' lines), not both"
            }
            return "this line is not a 'key: value' line of the mapping that starts at \(contextMark): "
                + "check its indentation (keys of one mapping line up)"
        case "did not find expected '-' indicator" where context == "while parsing a block collection":
            return "a 'key: value' line inside the list that starts at \(contextMark): a block is either a list "
                + "('- ' lines) or a mapping (key: value lines), not both; start the line with '- ' or indent it under an item"
        default:
            return nil
        }
    }

    /// The byte at libyaml's 0-based line and column (columns count characters), or nil past the end.
    private static func byte(atLine line: Int, column: Int, in input: UnsafeBufferPointer<UInt8>) -> UInt8? {
        var cursor = SourceCursor(input)
        while !cursor.isAtEnd, (cursor.line - 1, cursor.column - 1) < (line, column) { cursor.advance() }
        return !cursor.isAtEnd && (cursor.line - 1, cursor.column - 1) == (line, column) ? cursor.byte : nil
    }

    /// The reader decodes bytes before the scanner sees them, so its errors carry no mark, only
    /// the byte offset of the bad input and the offending octet or code point (-1 for none).
    private static func describeReaderError(
        _ problem: String, offset: Int, value: Int, input: UnsafeBufferPointer<UInt8>
    ) -> Diagnostic.Problem {
        var offset = offset
        if problem.hasPrefix("invalid trailing") {
            // libyaml points at the bad continuation byte; the character starts at its lead byte.
            while offset > 0, offset <= input.count {
                offset -= 1
                if input[offset] & 0xC0 != 0x80 { break }
            }
        }
        var cursor = SourceCursor(input)
        let mark = cursor.mark(ofByte: offset)
        let isOctet = problem.contains("octet")
        let shown = value < 0 ? "" : isOctet ? " 0x\(hex(value, digits: 2))" : " U+\(hex(value, digits: 4))"
        guard problem.contains("UTF-8") || problem.contains("Unicode") else {
            return ("\(problem):\(shown) at byte offset \(offset)" + (value == 0 && offset < 4 ? " (a NUL byte: scenes are UTF-8, or UTF-16 with a byte order mark; is the file UTF-32, or UTF-16 without one?)" : ""), mark)
        }
        // "invalid leading UTF-8 octet" reads "invalid UTF-8: invalid leading octet".
        return ("invalid UTF-8: \(problem.replacing(" UTF-8", with: ""))\(shown) at byte offset \(offset)", mark)
    }

    private static func hex(_ value: Int, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}

/// libyaml's extra work for flow nesting, counted from the events (see `YAMLLimits.maxFlowCost`).
/// Flow collections hold only flow collections, so the open flow levels are always the innermost
/// ones, and any collection that ends while one is open is one of them.
struct FlowCost {
    /// Levels libyaml checks so quickly that counting them would only penalize ordinary files.
    static let freeLevels = 16

    private(set) var depth = 0
    private var total = 0

    /// Counts one event (a flow collection's start event counts inside it); true once the total
    /// passes `limit`.
    mutating func add(_ type: yaml_event_type_t, isFlow: Bool, limit: Int) -> Bool {
        switch type {
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            if isFlow { depth += 1 }
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            if depth > 0 { depth -= 1 }
        default:
            break
        }
        total += max(0, depth - Self.freeLevels)
        return total > limit
    }
}

extension ScalarStyle {
    init(_ style: yaml_scalar_style_t) {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: self = .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: self = .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: self = .literal
        case YAML_FOLDED_SCALAR_STYLE: self = .folded
        default: self = .plain
        }
    }
}

extension Diagnostic {
    /// A message and where it applies, before it becomes a diagnostic of some file.
    typealias Problem = (message: String, mark: Mark?)
}

extension Mark {
    /// libyaml counts lines and columns from 0; editors count from 1.
    fileprivate init(_ mark: yaml_mark_t) {
        self.init(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }
}
