/// Finds, ahead of libyaml, whether a deeply nested flow collection goes past the depth limit.
///
/// Why: libyaml 0.2.5 walks its whole stack of possible simple keys, one per open `[` or `{`,
/// for every token it scans (`yaml_parser_fetch_more_tokens`, `yaml_parser_stale_simple_keys`),
/// so reading flow nesting n deep costs O(n²): about 2 s to reach 32,768 levels of `[`, 6 s of
/// `{a: `. Block nesting has no such cost. Waiting for libyaml to hand us the event that
/// crosses the limit would therefore take seconds, so once flow nesting gets suspiciously deep
/// the reader scans the rest of that flow collection itself, in linear time.
///
/// Inside flow context only brackets, quotes and comments matter for depth, and libyaml's
/// rules for them are simple (checked against libyaml by a differential test):
/// - `[ { ] }` always open or close a collection outside quotes and comments (a plain scalar
///   ends at any of them in flow context);
/// - `'` and `"` open a quoted scalar only at the start of a token: after whitespace, a line
///   break, `[ { ] } ,`, a closed quoted scalar, or an indicator `:`/`?` that itself stood at a
///   token start (`{"a":"b"}`); elsewhere they are part of a plain scalar (`it's`);
/// - `#` starts a comment at the start of a token (libyaml accepts `[#c` too), otherwise it is
///   part of a plain scalar (`a#b`).
enum FlowNestingPrescan {
    /// The mark of the first collection deeper than `limit`, or `nil` when the flow collection
    /// starting at `cursor` (on its `[` or `{`) closes, or the input ends, without going deeper.
    ///
    /// - Parameters:
    ///   - depth: collections already open around the one at `cursor`.
    ///   - openFlowLevels: how many of those are flow collections; the scan ends when they close.
    static func firstCollection(
        deeperThan limit: Int, from start: SourceCursor, depth: Int, openFlowLevels: Int
    ) -> Mark? {
        var cursor = start
        var depth = depth
        var flowLevels = openFlowLevels
        var atTokenStart = true
        while !cursor.isAtEnd {
            if cursor.lineBreakLength > 0 {
                atTokenStart = true
                cursor.advance()
                continue
            }
            switch cursor.byte {
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                flowLevels += 1
                if depth > limit { return cursor.mark }
                atTokenStart = true
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                flowLevels -= 1
                if flowLevels <= 0 { return nil }
                atTokenStart = true
            case UInt8(ascii: ","), UInt8(ascii: " "), UInt8(ascii: "\t"):
                atTokenStart = true
            case UInt8(ascii: ":"), UInt8(ascii: "?"):
                break  // an indicator at a token start keeps it; inside a plain scalar it does not begin one
            case UInt8(ascii: "#") where atTokenStart:
                while !cursor.isAtEnd, cursor.lineBreakLength == 0 {
                    cursor.advance()
                }
                continue
            case UInt8(ascii: "'") where atTokenStart, UInt8(ascii: "\"") where atTokenStart:
                skipQuotedScalar(&cursor)
                continue
            default:
                atTokenStart = false
            }
            cursor.advance()
        }
        return nil
    }

    /// Moves past a quoted scalar from its opening quote; `''` escapes a single quote, a
    /// backslash escapes the next character in double quotes. Stops at the end of an unclosed one.
    private static func skipQuotedScalar(_ cursor: inout SourceCursor) {
        let quote = cursor.byte
        cursor.advance()
        while !cursor.isAtEnd {
            let byte = cursor.byte
            cursor.advance()
            if quote == UInt8(ascii: "\""), byte == UInt8(ascii: "\\") {
                if !cursor.isAtEnd { cursor.advance() }
            } else if byte == quote {
                guard quote == UInt8(ascii: "'"), !cursor.isAtEnd, cursor.byte == quote else { return }
                cursor.advance()
            }
        }
    }
}

/// Follows flow nesting through the event stream and runs `FlowNestingPrescan` once per flow
/// region (outermost flow collection) that gets deeper than `prescanDepth`.
struct FlowNestingWatch {
    /// Below this flow depth libyaml's quadratic cost is a few milliseconds, not worth a scan.
    static let prescanDepth = 1_000

    private var cursor: SourceCursor
    /// Open flow collections. Flow collections cannot hold block ones, so these are always the
    /// innermost open collections.
    private(set) var flowDepth = 0
    private var regionPrescanned = false

    init(_ input: UnsafeBufferPointer<UInt8>) {
        cursor = SourceCursor(input)
    }

    /// Call before the builder opens the collection. Returns the mark of the collection that
    /// will go deeper than `limit`, if the prescan finds one.
    mutating func collectionStarted(isFlow: Bool, at mark: Mark, depth: Int, limit: Int) -> Mark? {
        guard isFlow else { return nil }
        flowDepth += 1
        guard flowDepth >= Self.prescanDepth, !regionPrescanned else { return nil }
        regionPrescanned = true
        // Events arrive in source order, so the cursor only ever moves forward: one pass over
        // the input in total. If the mark does not land on the bracket (it always should),
        // libyaml's own pace decides.
        guard cursor.seek(to: mark), cursor.byte == UInt8(ascii: "[") || cursor.byte == UInt8(ascii: "{") else {
            return nil
        }
        return FlowNestingPrescan.firstCollection(
            deeperThan: limit, from: cursor, depth: depth, openFlowLevels: flowDepth - 1
        )
    }

    mutating func collectionEnded() {
        guard flowDepth > 0 else { return }
        flowDepth -= 1
        if flowDepth == 0 { regionPrescanned = false }
    }
}
