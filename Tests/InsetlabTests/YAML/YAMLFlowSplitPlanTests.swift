import Testing

@testable import InsetlabYAML

/// Where deep flow nesting is cut (`FlowSplitPlan`), where it must not be, how marks get back
/// from fragments to the file, and the lexing the plan relies on. Every read is checked against
/// libyaml reading the file whole.
@Suite struct YAMLFlowSplitPlanTests {
    private typealias Support = YAMLTestSupport

    private static func compare(
        _ bytes: [UInt8], chunkDepth: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) -> YAMLParser.ReadPath {
        let whole = YAMLParser.read(bytes, file: Support.file, limits: .default, flowChunkDepth: nil)
        let split = YAMLParser.read(bytes, file: Support.file, limits: .default, flowChunkDepth: chunkDepth)
        #expect(
            Support.outcome(of: split.builder) == Support.outcome(of: whole.builder), sourceLocation: sourceLocation)
        return split.path
    }

    private static func compare(
        _ text: String, chunkDepth: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) -> YAMLParser.ReadPath {
        compare(Array(text.utf8), chunkDepth: chunkDepth, sourceLocation: sourceLocation)
    }

    private static func isSplit(_ path: YAMLParser.ReadPath) -> Bool {
        if case .split = path { return true }
        return false
    }

    // MARK: Marks from fragments

    @Test(arguments: [
        // Multi-byte characters before, inside and after regions; CRLF line breaks.
        "é: [[[[日本, [[[[\"ü\", 🎉]]]]]]]]\r\nnext: [[[[a\r\n, [[[[b\r\n]]]], é]]]]\r\n",
        // NEL, LS and PS end lines for libyaml too.
        "[[[[a,\u{85}[[[[b,\u{2028}[[[[c\u{2029}]]]], d]]]]]]]]",
        // Regions longer than a simple key may be, on one line, with more after them.
        "{a: [[[[" + String(repeating: "x", count: 2_000) + ", [[[[y]]]]]]]], b: [[[[c]]]], d: e}\n",
        // Regions holding a multi-line plain scalar and a multi-line quoted one.
        "- [[[[a\n   b, [[[['c\n\n  d']]]]]]]]\n- x\n",
        // Anchors and tags right before a region, and aliases to regions.
        "a: [[[&x [[[b]]], !!seq [[[c]]], !t {k: [[[d]]]}, *x, &y !u [[[e]]], *y]]]\n",
        // Empty values, `{a}` and pairs inside a sequence.
        "[[[[{a, b: , c: [[[[]]]]}, k: [[[[v]]]], ? q : [[[[w]]]]]]]]\n",
        // A byte order mark.
        "\u{FEFF}k: [[[[a, [[[[b]]]]]]]]\n",
        // Old Mac line breaks, and regions starting a line.
        "k: [[[[a,\r[[[[b\r]]]]]]]]\r",
        "k: [[\n[[[[a]]]],\n[[[b]]]]]\n",
    ])
    func marksInFragmentsAreTheFilesMarks(text: String) {
        for chunkDepth in 1...2 {
            #expect(Self.isSplit(Self.compare(text, chunkDepth: chunkDepth)), "chunk depth \(chunkDepth)")
        }
    }

    @Test(arguments: [
        // A short key: fine for libyaml, not for the builder.
        ("[[[[[[a]]]]]: v]", true),
        ("{[[[[" + String(repeating: "x", count: 1_000) + "]]]]: v}", true),
        // No key at all for libyaml: over two lines, or past 1,024 characters.
        ("[[[[\n[[a]]]]]: v]", false),
        ("{[[[[" + String(repeating: "x", count: 1_100) + "]]]]: v}", false),
    ])
    func regionsAsKeysAreReadAsLibYAMLReadsThem(text: String, isSplit: Bool) {
        #expect(Self.isSplit(Self.compare(text, chunkDepth: 1)) == isSplit)
    }

    // MARK: When not to split

    @Test func tagDirectivesKeepTheFileWhole() throws {
        // `!!str` means `tag:example.com,2000:str` here; a fragment, with no directives, would say
        // `tag:yaml.org,2002:str`.
        let text = "%TAG !! tag:example.com,2000:\n---\nk: [[[[[[!!str x]]]]]]\n"
        #expect(Self.compare(text, chunkDepth: 1) == .notSplit)
        var node = try #require(try Support.parse(text).root?["k"])
        while node.kind == .sequence { node = try #require(node.items.first) }
        #expect(node.tag == "tag:example.com,2000:str")
    }

    @Test func tabsIndentingALineInsideKeepTheCollectionWhole() {
        // libyaml rejects this tab because of the block sequence's indentation around the flow
        // collection, which a fragment read on its own would not have. (Lines apart from the
        // brackets, so that libyaml meets the depth before the tab.)
        let text = "k:\n  - [[[[[[a,\n    b,\n    c\n\t d]]]]]]\n"
        #expect(Self.compare(text, chunkDepth: 1) == .notSplit)
        #expect(
            Support.diagnostics(text).map(\.message) == [
                "found a tab character that violates indentation (at 5:1, while scanning a plain scalar started at 4:5)"
            ])
    }

    @Test func textAfterTheClosingBracketKeepsTheCollectionWhole() {
        #expect(Self.compare("[[[[[[a]]]]]]: v\n", chunkDepth: 1) == .notSplit)
        // Cut at depths 2 to 5: at chunk depth 1 a collection one level into its fragment that
        // nests 2 or more is a region.
        #expect(Self.compare("[[[[[[a]]]]]] # fine\n", chunkDepth: 1) == .split(fragments: 5))
    }

    @Test func utf16IsReadWhole() {
        let text = "[[[[[[a]]]]]]"
        let bytes: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        #expect(Self.compare(bytes, chunkDepth: 1) == .notSplit)
        #expect((try? YAMLParser.parse(bytes, file: Support.file)).map { Support.depth(of: $0.root!) } == 6)
    }

    @Test func aCutInsideAPlainScalarIsCaughtAndAbandoned() throws {
        // The second line's brackets continue the plain scalar `text`; the plan's rough reading
        // of block YAML takes them for a flow collection, and libyaml does not agree.
        let text = "a: [[[[[[x]]]]]]\nkey: text\n  [[[[[[y]]]]]]\n"
        #expect(Self.compare(text, chunkDepth: 1) == .splitAbandoned)
        #expect(try Support.parse(text).root?["key"]?.scalar == "text [[[[[[y]]]]]]")
    }

    @Test func blockScalarsAreNotSearchedForFlowCollections() {
        let text = "a: [[[[[[x]]]]]]\nb: |\n  [[[[[[y\n  ]]]]]]\n- c: [[[[[[z]]]]]]\n"
        _ = Self.compare(text, chunkDepth: 1)
        let scene = "a: [[[[[[x]]]]]]\nb: |\n  [[[[[[y\n  ]]]]]]\nc: [[[[[[z]]]]]]\n"
        #expect(Self.compare(scene, chunkDepth: 1) == .split(fragments: 1 + 4 + 4))
    }

    @Test func aPlaceholderCountsOnlyAsBlanksFromItsOwnOpeningQuote() {
        // A hand-made plan cutting `[y]` out of `["q\[y]]`. libyaml rejects `\[`, but the first
        // fragment, `["q\" "]`, is fine: its scalar `q" ` ends where the placeholder ends, yet
        // began before it. Taking it for the placeholder would read a broken file as `[[y]]`.
        func plan(_ text: String, region: Range<Int>) -> (input: [UInt8], plan: FlowSplitPlan) {
            let input = Array(text.utf8)
            let offsets = [0, region.lowerBound, region.upperBound, input.count]
            let position = input.withUnsafeBufferPointer { LibYAMLPosition.of(offsets, in: $0) }
            var root = FlowFragment()
            var inner = FlowFragment()
            input.withUnsafeBufferPointer { input in
                root.appendCopy(of: 0..<offsets[1], in: input, from: position[0], to: position[1])
                root.appendPlaceholder(from: position[1], to: position[2], fragment: 1)
                root.appendCopy(of: offsets[2]..<offsets[3], in: input, from: position[2], to: position[3])
                inner.appendCopy(of: offsets[1]..<offsets[2], in: input, from: position[1], to: position[2])
            }
            return (input, FlowSplitPlan(fragments: [root, inner]))
        }
        for (text, region, isExact) in [(#"["q\[y]]"#, 4..<7, false), (#"["q", [y]]"#, 6..<9, true)] {
            let (input, plan) = plan(text, region: region)
            var builder = ArenaBuilder(file: Support.file, limits: .default)
            let read = input.withUnsafeBufferPointer { SplitFlowReader.read($0, plan: plan, into: &builder) }
            #expect(read == isExact, "\(text)")
            if read {
                let whole = YAMLParser.read(input, file: Support.file, limits: .default, flowChunkDepth: nil)
                #expect(Support.outcome(of: builder) == Support.outcome(of: whole.builder))
            }
        }
    }

    // MARK: The lexing behind the plan

    @Test func topLevelSearchFindsFlowCollectionsWhereBlockYAMLOpensThem() {
        let text = """
            # [[[ not this
            key: [[x]]
            list:
              - {a: [[y]]}
              - "[[[quoted]]]"
              - plain [[[text]]]
              - ? [k]
                : v
            text: |
              [[[[block]]]]
            after: &a !t [[[z]]]  # [[[

            """
        let bytes = Array(text.utf8)
        let found = bytes.withUnsafeBufferPointer { TopLevelFlowSearch.deepCollections(in: $0, minimumHeight: 1) } ?? []
        let starts = ["[[x]]", "{a: [[y]]}", "[k]", "[[[z]]]"].map { bytes.firstRange(of: Array($0.utf8))?.lowerBound }
        #expect(found.map(\.start) == starts)
        #expect(found.map(\.height) == [2, 3, 1, 3])
        #expect(
            found.map { bytes[$0.end] } == [UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: "]")])
    }

    @Test func lexerFindsEveryCollectionLibYAMLFinds() throws {
        var random = Support.SplitMix64(seed: 0x1E_7E5)
        var compared = 0
        for _ in 0..<400 {
            let text = Support.RandomFlowDocument.make(using: &random)
            guard let root = try? Support.parse(text).root else { continue }
            var expected: [Mark] = []
            var stack = [root]
            while let node = stack.popLast() {
                guard node.kind != .scalar else { continue }
                expected.append(node.mark)
                stack += node.items + node.entries.map(\.value)
            }
            let bytes = Array(text.utf8)
            try bytes.withUnsafeBufferPointer { input in
                var collections = FlowCollectionLexer.Collections()
                let outcome = FlowCollectionLexer(input: input).lex(from: 0, record: true, into: &collections)
                #expect(
                    outcome == .closed(end: input.count - 1, height: Support.depth(of: root)),
                    "\(text.debugDescription)")
                let marks = LibYAMLPosition.of(collections.starts, in: input).map {
                    Mark(line: $0.line + 1, column: $0.column + 1)
                }
                #expect(marks == expected.sorted(), "\(text.debugDescription)")
                let tallest = try #require(collections.heights.first)
                #expect(tallest == Support.depth(of: root))
            }
            compared += 1
        }
        #expect(compared > 300)
    }
}
