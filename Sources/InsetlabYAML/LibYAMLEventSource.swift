internal import CLibYAML

/// One libyaml parser over one buffer, handing out its events as Swift values with libyaml's own
/// positions (character index, 0-based line and column), which `SplitFlowReader` needs to match
/// placeholders and map marks. No libyaml type leaves this file.
final class LibYAMLEventSource {
    enum Kind {
        case streamStart, streamEnd, documentStart, documentEnd
        case alias, scalar, sequenceStart, sequenceEnd, mappingStart, mappingEnd
    }

    struct Event {
        var kind: Kind
        var start: LibYAMLPosition
        var end: LibYAMLPosition
        /// A scalar's text or an alias's anchor name.
        var value = ""
        var style = ScalarStyle.plain
        /// A collection written in flow style (`[`, `{`).
        var isFlow = false
        var tag: String?
        var anchor: String?
    }

    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let event: UnsafeMutablePointer<yaml_event_t>

    /// `input` (not empty) must stay valid as long as the source is used. Nil when libyaml cannot
    /// start (out of memory).
    init?(_ input: UnsafeBufferPointer<UInt8>) {
        guard let base = input.baseAddress else { return nil }
        // The parser points into itself (its string reader gets the parser as context), so it
        // needs a fixed address.
        parser = .allocate(capacity: 1)
        event = .allocate(capacity: 1)
        guard yaml_parser_initialize(parser) == 1 else {
            parser.deallocate()
            event.deallocate()
            return nil
        }
        yaml_parser_set_input_string(parser, base, input.count)
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
        event.deallocate()
    }

    /// The next event; nil when libyaml reports an error (or after the stream end).
    func next() -> Event? {
        guard yaml_parser_parse(parser, event) == 1 else { return nil }
        defer { yaml_event_delete(event) }
        let start = LibYAMLPosition(event.pointee.start_mark)
        let end = LibYAMLPosition(event.pointee.end_mark)
        switch event.pointee.type {
        case YAML_STREAM_START_EVENT:
            return Event(kind: .streamStart, start: start, end: end)
        case YAML_STREAM_END_EVENT:
            return Event(kind: .streamEnd, start: start, end: end)
        case YAML_DOCUMENT_START_EVENT:
            return Event(kind: .documentStart, start: start, end: end)
        case YAML_DOCUMENT_END_EVENT:
            return Event(kind: .documentEnd, start: start, end: end)
        case YAML_ALIAS_EVENT:
            return Event(
                kind: .alias, start: start, end: end, value: Self.string(event.pointee.data.alias.anchor) ?? "")
        case YAML_SCALAR_EVENT:
            let scalar = event.pointee.data.scalar
            let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            return Event(
                kind: .scalar, start: start, end: end, value: text, style: ScalarStyle(scalar.style),
                tag: Self.string(scalar.tag), anchor: Self.string(scalar.anchor)
            )
        case YAML_SEQUENCE_START_EVENT:
            let sequence = event.pointee.data.sequence_start
            return Event(
                kind: .sequenceStart, start: start, end: end, isFlow: sequence.style == YAML_FLOW_SEQUENCE_STYLE,
                tag: Self.string(sequence.tag), anchor: Self.string(sequence.anchor)
            )
        case YAML_MAPPING_START_EVENT:
            let mapping = event.pointee.data.mapping_start
            return Event(
                kind: .mappingStart, start: start, end: end, isFlow: mapping.style == YAML_FLOW_MAPPING_STYLE,
                tag: Self.string(mapping.tag), anchor: Self.string(mapping.anchor)
            )
        case YAML_SEQUENCE_END_EVENT:
            return Event(kind: .sequenceEnd, start: start, end: end)
        case YAML_MAPPING_END_EVENT:
            return Event(kind: .mappingEnd, start: start, end: end)
        default:
            return nil  // no event: libyaml has nothing more to say
        }
    }

    private static func string(_ text: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        text.map { String(cString: $0) }
    }
}

extension LibYAMLPosition {
    fileprivate init(_ mark: yaml_mark_t) {
        self.init(index: Int(mark.index), line: Int(mark.line), column: Int(mark.column))
    }
}
