/// Where a big file can be read by two libyaml parsers at once: the middle of a long block
/// sequence whose items each take exactly one line (`      - {type: UIView, id: v1, frame: […]}`),
/// as generated scenes with thousands of sibling views are written.
///
/// libyaml is single-threaded and, on such files, most of the time of a run. Cutting out a run
/// of whole items leaves a document with the same structure, only fewer items, so one parser
/// reads the file without the middle and another reads the middle as a document of its own;
/// `ParallelSequenceReader` splices the middle's items back in.
///
/// A line qualifies as one whole item only when nothing on it can reach into the next line:
/// `indent` spaces, `- `, then printable ASCII without quotes, comments, anchors, aliases, tags,
/// block-scalar indicators or tabs, with its flow brackets balanced on the line, and a `\n` at
/// its end. The middle starts after a qualifying line and ends before one, so the text on either
/// side of each cut is an item boundary in the original and in the file without the middle.
struct SequenceSplitPlan: Equatable {
    /// The middle: whole lines, `input[middleStart..<middleEnd]`.
    let middleStart: Int
    let middleEnd: Int
    /// libyaml's 0-based line of `middleStart`, and the number of lines in the middle.
    let linesBefore: Int
    let middleLines: Int
    /// 0-based column of the items' `-`.
    let indent: Int

    /// Below this a second thread costs more than it saves.
    static let minimumBytes = 1 << 20
    /// Fewer items than this in the middle are not worth a second parser.
    static let minimumMiddleLines = 1_000

    /// A plan that gives the second parser about half the file, or nil when the file has no run
    /// of qualifying lines big enough.
    static func make(
        _ input: UnsafeBufferPointer<UInt8>, minimumBytes: Int = minimumBytes, minimumMiddleLines: Int = minimumMiddleLines
    ) -> SequenceSplitPlan? {
        guard input.count >= minimumBytes else { return nil }
        guard let run = longestRun(in: input) else { return nil }
        // The middle must leave a qualifying line on each side: it spans the run's interior.
        // Give the second parser half of the file, taken from the end of that interior.
        let interiorStart = lineEnd(after: run.start, in: input)
        let interiorEnd = lineStart(before: run.end, in: input)
        guard interiorStart < interiorEnd else { return nil }
        let wanted = input.count / 2
        var middleStart = interiorStart
        if interiorEnd - interiorStart > wanted {
            // Move the start forward to a line start about `wanted` bytes before the end.
            middleStart = interiorEnd - wanted
            while middleStart > interiorStart, input[middleStart - 1] != UInt8(ascii: "\n") { middleStart -= 1 }
        }
        var middleLines = 0
        for offset in middleStart..<interiorEnd where input[offset] == UInt8(ascii: "\n") { middleLines += 1 }
        guard middleLines >= max(minimumMiddleLines, 1) else { return nil }
        var cursor = SourceCursor(input)
        let mark = cursor.mark(ofByte: middleStart)
        return SequenceSplitPlan(
            middleStart: middleStart, middleEnd: interiorEnd, linesBefore: mark.line - 1, middleLines: middleLines,
            indent: run.indent)
    }

    /// The longest run (in bytes) of consecutive qualifying lines with the same indentation.
    private static func longestRun(in input: UnsafeBufferPointer<UInt8>) -> (start: Int, end: Int, indent: Int)? {
        var best: (start: Int, end: Int, indent: Int)?
        var current: (start: Int, end: Int, indent: Int)?
        var offset = 0
        while offset < input.count {
            var end = offset
            while end < input.count, input[end] != UInt8(ascii: "\n") { end += 1 }
            let indent = qualifyingIndent(input, from: offset, to: end)
            if let indent, end < input.count {
                if let run = current, run.indent == indent {
                    current = (run.start, end + 1, indent)
                } else {
                    current = (offset, end + 1, indent)
                }
                if let run = current, run.end - run.start > (best.map { $0.end - $0.start } ?? 0) { best = run }
            } else {
                current = nil
            }
            offset = end + 1
        }
        return best
    }

    /// The indentation of a line that holds exactly one whole sequence item, else nil.
    static func qualifyingIndent(_ input: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
        var position = start
        while position < end, input[position] == UInt8(ascii: " ") { position += 1 }
        let indent = position - start
        guard end - position >= 3, input[position] == UInt8(ascii: "-"), input[position + 1] == UInt8(ascii: " ") else {
            return nil
        }
        var depth = 0
        for byte in input[(position + 2)..<end] {
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                if depth < 0 { return nil }
            case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "*"),
                UInt8(ascii: "!"), UInt8(ascii: "|"), UInt8(ascii: ">"), UInt8(ascii: "%"), UInt8(ascii: "@"),
                UInt8(ascii: "`"):
                return nil
            case 0x20...0x7E:
                break
            default:
                return nil  // tabs, carriage returns, control characters, anything beyond ASCII
            }
        }
        return depth == 0 ? indent : nil
    }

    /// The offset just past the `\n` of the line starting at `offset`.
    private static func lineEnd(after offset: Int, in input: UnsafeBufferPointer<UInt8>) -> Int {
        var end = offset
        while end < input.count, input[end] != UInt8(ascii: "\n") { end += 1 }
        return min(end + 1, input.count)
    }

    /// The start of the last line before `offset` (which is just past a `\n`).
    private static func lineStart(before offset: Int, in input: UnsafeBufferPointer<UInt8>) -> Int {
        var start = offset - 1
        while start > 0, input[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        return max(start, 0)
    }
}
