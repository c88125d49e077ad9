/// Where to cut a file so that libyaml never reads deep flow nesting in one piece.
///
/// Why: libyaml 0.2.5 keeps one possible simple key per open flow level and walks all of them for
/// every token (`yaml_parser_stale_simple_keys`, `yaml_parser_fetch_more_tokens`), so reading
/// flow nesting n deep costs O(n²): 20,000 nested `[` take 1.2 s, a scene of 10,000 nested views
/// written in flow style (20,000 levels) 3.6 s (release build). Cut into fragments no deeper than
/// twice the chunk depth, the same text costs O(n × chunk depth): 35 and 60 ms.
///
/// The cuts: inside each flow collection that opens in block context, a collection deeper than
/// `chunkDepth` levels (counted from the fragment it sits in) that itself nests more than
/// `chunkDepth` levels becomes a region of its own, read as a separate document and spliced back
/// by `SplitFlowReader`. Shallower collections stay where they are, so every fragment but the
/// first holds at least `chunkDepth` levels and their number stays small.
///
/// No plan (libyaml reads the file whole) when splitting could change a result:
/// - a `%` at the start of a line: `%TAG` could make `!!x` mean something else in the whole file
///   than in a fragment, which starts with no directives;
/// - a tab in the indentation of a line inside the collection: libyaml rejects it in a plain
///   scalar's continuation line depending on the block indentation around the collection
///   (`found a tab character that violates indentation`), which a fragment does not have;
/// - the collection is followed on its closing line by more than a comment: placeholders shift
///   the columns after them, and in block context columns matter;
/// - a UTF-16 byte order mark (the lexer reads UTF-8), or nesting past `YAMLLimits.maxDepth` (the
///   plain reader's prescan rejects that in milliseconds).
struct FlowSplitPlan {
    /// Levels of flow nesting read in one piece before a region is cut off; a fragment holds at
    /// most twice as many. On the scene of 10,000 nested views (release build) 32 to 128 read it
    /// in about 60 ms, 16 and 256 in 70 to 85 (more fragments, or more levels per fragment).
    static let defaultChunkDepth = 64

    private struct Region {
        var start: Int
        var end: Int
        /// The fragment the region is cut from: 0 is the whole file, k is region k − 1.
        var parent: Int
    }

    /// Fragment 0 is the whole file; fragment k reads region k − 1 (the regions in source order).
    let fragments: [FlowFragment]

    static func make(_ input: UnsafeBufferPointer<UInt8>, chunkDepth: Int, limits: YAMLLimits) -> FlowSplitPlan? {
        guard chunkDepth >= 1, !input.starts(with: [0xFE, 0xFF]), !input.starts(with: [0xFF, 0xFE]) else { return nil }
        guard
            let deep = TopLevelFlowSearch.deepCollections(
                in: input, minimumHeight: 2 * chunkDepth + 1, maximumHeight: limits.maxDepth),
            !deep.isEmpty, !hasDirective(input)
        else { return nil }

        let lexer = FlowCollectionLexer(input: input)
        var collections = FlowCollectionLexer.Collections()
        var regions: [Region] = []
        for collection in deep where !hasIndentingTab(collection, lexer) && isLineDone(after: collection.end, lexer) {
            guard case .closed = lexer.lex(from: collection.start, record: true, into: &collections) else { continue }
            cutRegions(of: collections, chunkDepth: chunkDepth, into: &regions)
        }
        guard !regions.isEmpty else { return nil }
        return FlowSplitPlan(fragments: fragments(of: regions, in: input))
    }

    /// Walks the collections in source order with the fragment and relative depth of every open
    /// level, cutting where a collection is deep in its fragment and deep itself.
    private static func cutRegions(
        of collections: FlowCollectionLexer.Collections, chunkDepth: Int, into regions: inout [Region]
    ) {
        // Indexed by depth − 1: the open collection's depth within its fragment, and its fragment.
        var relativeDepth: [Int] = []
        var fragment: [Int] = []
        for k in 0..<collections.count {
            let depth = collections.depths[k]
            relativeDepth.removeSubrange((depth - 1)...)
            fragment.removeSubrange((depth - 1)...)
            guard let parentDepth = relativeDepth.last, let parentFragment = fragment.last else {
                relativeDepth.append(1)
                fragment.append(0)
                continue
            }
            if parentDepth >= chunkDepth, collections.heights[k] > chunkDepth {
                regions.append(Region(start: collections.starts[k], end: collections.ends[k], parent: parentFragment))
                relativeDepth.append(1)
                fragment.append(regions.count)
            } else {
                relativeDepth.append(parentDepth + 1)
                fragment.append(parentFragment)
            }
        }
    }

    private static func fragments(of regions: [Region], in input: UnsafeBufferPointer<UInt8>) -> [FlowFragment] {
        var children = [[Int]](repeating: [], count: regions.count + 1)
        for (index, region) in regions.enumerated() {
            children[region.parent].append(index + 1)
        }
        var offsets = [0, input.count]
        for region in regions {
            offsets.append(region.start)
            offsets.append(region.end + 1)
        }
        offsets = Array(Set(offsets)).sorted()
        let position = Dictionary(uniqueKeysWithValues: zip(offsets, LibYAMLPosition.of(offsets, in: input)))

        return children.enumerated().map { id, children in
            let range = id == 0 ? 0..<input.count : regions[id - 1].start..<(regions[id - 1].end + 1)
            var fragment = FlowFragment()
            var cursor = range.lowerBound
            for child in children {
                let region = regions[child - 1]
                fragment.appendCopy(
                    of: cursor..<region.start, in: input, from: position[cursor]!, to: position[region.start]!)
                fragment.appendPlaceholder(
                    from: position[region.start]!, to: position[region.end + 1]!, fragment: child)
                cursor = region.end + 1
            }
            fragment.appendCopy(
                of: cursor..<range.upperBound, in: input, from: position[cursor]!, to: position[range.upperBound]!)
            return fragment
        }
    }

    // MARK: When not to split

    /// A `%` starting a line: a directive, or text that looks like one (erring on the safe side).
    private static func hasDirective(_ input: UnsafeBufferPointer<UInt8>) -> Bool {
        let lexer = FlowCollectionLexer(input: input)
        var i = input.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var atLineStart = true
        while i < input.count {
            if atLineStart, input[i] == UInt8(ascii: "%") { return true }
            if let breakLength = lexer.lineBreakLength(at: i) {
                i += breakLength
                atLineStart = true
            } else {
                i += 1
                atLineStart = false
            }
        }
        return false
    }

    /// A tab among the blanks that start a line within the collection, in any context (a quoted
    /// scalar's continuation line too: erring on the safe side keeps this independent of the lexer).
    private static func hasIndentingTab(_ collection: TopLevelFlowSearch.Found, _ lexer: FlowCollectionLexer) -> Bool {
        let input = lexer.input
        var i = collection.start
        while i <= collection.end {
            guard let breakLength = lexer.lineBreakLength(at: i) else {
                i += 1
                continue
            }
            i += breakLength
            while i <= collection.end, input[i] == UInt8(ascii: " ") || input[i] == UInt8(ascii: "\t") {
                if input[i] == UInt8(ascii: "\t") { return true }
                i += 1
            }
        }
        return false
    }

    /// Only blanks and a comment follow the closing bracket on its line.
    private static func isLineDone(after end: Int, _ lexer: FlowCollectionLexer) -> Bool {
        var i = end + 1
        while i < lexer.input.count, lexer.input[i] == UInt8(ascii: " ") || lexer.input[i] == UInt8(ascii: "\t") {
            i += 1
        }
        return i >= lexer.input.count || lexer.input[i] == UInt8(ascii: "#") || lexer.lineBreakLength(at: i) != nil
    }
}
