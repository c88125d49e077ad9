/// A position as libyaml's marks count it: characters from the start of the input (a `\r\n` is
/// two, any other character one, a leading byte order mark none), and 0-based line and column.
struct LibYAMLPosition: Hashable {
    var index = 0
    var line = 0
    var column = 0

    /// The positions of `offsets` (ascending byte offsets at character starts) in `input`, walked
    /// once with libyaml's line breaks (`SourceCursor` counts the same way).
    static func of(_ offsets: [Int], in input: UnsafeBufferPointer<UInt8>) -> [LibYAMLPosition] {
        let lexer = FlowCollectionLexer(input: input)
        var position = LibYAMLPosition()
        var offset = input.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var positions: [LibYAMLPosition] = []
        positions.reserveCapacity(offsets.count)
        for target in offsets {
            while offset < target {
                if let breakLength = lexer.lineBreakLength(at: offset) {
                    position.index += breakLength == 2 && input[offset] == 0x0D ? 2 : 1
                    position.line += 1
                    position.column = 0
                    offset += breakLength
                } else {
                    if input[offset] & 0xC0 != 0x80 {
                        position.index += 1
                        position.column += 1
                    }
                    offset += 1
                }
            }
            positions.append(position)
        }
        return positions
    }
}

/// One piece of text libyaml reads on its own: the whole file, or one deep flow collection, with
/// every deeper region it hands on to another fragment replaced by a placeholder.
///
/// A placeholder is a double-quoted scalar of blanks that keeps what libyaml's simple-key rules
/// look at (`yaml_parser_stale_simple_keys`: a key must end on its line and within 1,024
/// characters): a region on one line becomes a placeholder of the same length, capped at 1,025
/// characters (a key across it is stale either way); a region across lines becomes `"`, a line
/// break, `"`. Everything else is copied byte for byte, so marks map back by a table of pieces.
struct FlowFragment {
    struct Piece {
        var fragment: LibYAMLPosition
        var original: LibYAMLPosition
        var isPlaceholder: Bool
    }

    struct Placeholder {
        /// Where the placeholder starts in this fragment, in characters.
        var index: Int
        /// Its length in characters.
        var length: Int
        /// The fragment that holds the region it stands for.
        var fragment: Int
    }

    /// The longest placeholder: one character more than a simple key may span.
    static let longestPlaceholder = 1_025

    private(set) var text: [UInt8] = []
    private(set) var pieces: [Piece] = []
    private(set) var placeholders: [Placeholder] = []
    /// The position after the last character.
    private(set) var end = LibYAMLPosition()

    /// Appends `input[range]`, which starts at `start` and ends just before `next`.
    mutating func appendCopy(
        of range: Range<Int>, in input: UnsafeBufferPointer<UInt8>, from start: LibYAMLPosition,
        to next: LibYAMLPosition
    ) {
        guard !range.isEmpty else { return }
        pieces.append(Piece(fragment: end, original: start, isPlaceholder: false))
        text.append(contentsOf: input[range])
        end.index += next.index - start.index
        if next.line == start.line {
            end.column += next.column - start.column
        } else {
            end.line += next.line - start.line
            end.column = next.column
        }
    }

    /// Appends the placeholder for a region from `start` to just before `next`, read by `fragment`.
    mutating func appendPlaceholder(from start: LibYAMLPosition, to next: LibYAMLPosition, fragment: Int) {
        pieces.append(Piece(fragment: end, original: start, isPlaceholder: true))
        let index = end.index
        let quote = UInt8(ascii: "\"")
        let length: Int
        if next.line == start.line {
            length = max(2, min(next.index - start.index, Self.longestPlaceholder))
            text.append(quote)
            text.append(contentsOf: repeatElement(UInt8(ascii: " "), count: length - 2))
            text.append(quote)
            end.column += length
        } else {
            length = 3
            text.append(contentsOf: [quote, UInt8(ascii: "\n"), quote])
            end.line += 1
            end.column = 1
        }
        placeholders.append(Placeholder(index: index, length: length, fragment: fragment))
        end.index = index + length
    }

    /// The original file's mark for a libyaml position in this fragment; nil inside a placeholder
    /// (no token starts there).
    func originalMark(of position: LibYAMLPosition) -> Mark? {
        // The last piece starting at or before the position.
        var low = 0
        var high = pieces.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if pieces[middle].fragment.index <= position.index { low = middle } else { high = middle }
        }
        guard let piece = pieces.indices.contains(low) ? pieces[low] : nil else { return nil }
        if piece.isPlaceholder, position.index != piece.fragment.index { return nil }
        let line = piece.original.line + position.line - piece.fragment.line
        let column =
            position.line == piece.fragment.line
            ? piece.original.column + position.column - piece.fragment.column : position.column
        return Mark(line: line + 1, column: column + 1)
    }
}
