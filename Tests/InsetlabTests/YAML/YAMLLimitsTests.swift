import Testing

@testable import InsetlabYAML

/// Hostile input fails fast with a precise error: alias bombs, deep nesting, huge files.
/// Inputs are generated here rather than committed.
@Suite struct YAMLLimitsTests {
    private typealias Support = YAMLTestSupport

    // MARK: Alias expansion

    /// The classic "billion laughs": 9 levels, each a sequence of 9 aliases to the level before.
    private static let billionLaughs =
        (["lol: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]"]
        + zip("abcdefgh", "bcdefghi").map { previous, name in
            "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ",") + "]"
        }).joined(separator: "\n") + "\n"

    @Test func billionLaughsIsRejectedAtTheAliasThatCrossesTheBudget() {
        // Expanded sizes: level 0 is 10 nodes (a sequence of 9 scalars), level n is 1 + 9 × level n−1:
        // 91, 820, 7,381, 66,430, 597,871. Aliases add 9 × the level below, per level:
        // 90 + 819 + 7,380 + 66,429 + 597,870 = 672,588 after line 6 (level 5); the first alias
        // on line 7 adds 597,871 more, crossing 1,000,000. `g: &g [*f`: the `*` is column 8.
        var diagnostics: [Diagnostic] = []
        let seconds = Support.seconds { diagnostics = Support.diagnostics(Self.billionLaughs) }
        #expect(
            diagnostics.map(\.description) == [
                "scene.yaml:7:8: error: aliases expand to more than 1000000 nodes (alias bomb?)"
            ])
        #expect(seconds < 0.5, "took \(seconds) s")
    }

    @Test func aliasBudgetCountsEveryAliasAsItsFullExpansion() throws {
        let limits = YAMLLimits(maxAliasExpansion: 5)
        // `*a` stands for 3 nodes: 3 fit the budget, 6 do not; `b: [*a, *a]` has its second `*` at column 9.
        #expect(
            Support.diagnostics("a: &a [1, 2]\nb: [*a, *a]\n", limits: limits).map(\.description) == [
                "scene.yaml:2:9: error: aliases expand to more than 5 nodes (alias bomb?)"
            ])
        #expect(try Support.parse("a: &a [1, 2]\nb: [*a]\n", limits: limits).root?["b"]?.items.first?.count == 2)
    }

    // MARK: Nesting depth

    @Test(arguments: [
        // (input, mark): the collection that opens level 32,769.
        (
            String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000),
            Mark(line: 1, column: 32_769)
        ),
        (String(repeating: "[", count: 100_000), Mark(line: 1, column: 32_769)),  // never closed
        (
            String(repeating: "{a: ", count: 100_000) + String(repeating: "}", count: 100_000),
            Mark(line: 1, column: 4 * 32_768 + 1)
        ),
        (String(repeating: "- ", count: 100_000) + "x", Mark(line: 1, column: 2 * 32_768 + 1)),
        // Two block mappings open first, so the 32,767th `[` (column 10 + 32,766) crosses the limit.
        ("root:\n  child: " + String(repeating: "[", count: 100_000), Mark(line: 2, column: 32_776)),
    ])
    func hundredThousandLevelsFailFastAtTheCollectionThatCrossesTheLimit(input: String, mark: Mark) {
        var diagnostics: [Diagnostic] = []
        let seconds = Support.seconds { diagnostics = Support.diagnostics(input) }
        #expect(diagnostics.map(\.description) == ["scene.yaml:\(mark): error: nesting deeper than 32768 levels"])
        #expect(seconds < 1, "took \(seconds) s")
    }

    @Test func deepFlowWithBracketsInQuotesAndCommentsIsMeasuredExactly() {
        // One level per line; the brackets in quotes and comments must not count.
        let level = "['x]]', \"y]\\\"]\", it's, a#b, # ]]]}}\n"
        let input = String(repeating: level, count: 40_000) + String(repeating: "]", count: 40_000)
        var diagnostics: [Diagnostic] = []
        let seconds = Support.seconds { diagnostics = Support.diagnostics(input) }
        #expect(diagnostics.map(\.description) == ["scene.yaml:32769:1: error: nesting deeper than 32768 levels"])
        #expect(seconds < 1, "took \(seconds) s")
    }

    @Test func twentyThousandNestedFlowSequencesParse() throws {
        // libyaml 0.2.5 needs about a second for this (quadratic in flow depth), but it is legal.
        let input = String(repeating: "[", count: 20_000) + "leaf" + String(repeating: "]", count: 20_000)
        let root = try #require(try Support.parse(input).root)
        #expect(Support.depth(of: root) == 20_000)
    }

    @Test func hundredThousandLevelsBuildWithoutRecursionWhenTheLimitAllows() throws {
        // Block nesting costs libyaml nothing extra, so this exercises only the arena: a recursive
        // build, merge or size count would overflow the stack here.
        let input = String(repeating: "- ", count: 100_000) + "leaf\n"
        let document = try Support.parse(input, limits: YAMLLimits(maxDepth: 200_000))
        let root = try #require(document.root)
        #expect(Support.depth(of: root) == 100_000)
        #expect(document.nodeCount == 100_001)
    }

    @Test func depthLimitIsInclusive() throws {
        let limits = YAMLLimits(maxDepth: 3)
        #expect(try Support.parse("[[[1]]]", limits: limits).root != nil)
        #expect(
            Support.diagnostics("[[[[1]]]]", limits: limits).map(\.description) == [
                "scene.yaml:1:4: error: nesting deeper than 3 levels"
            ])
        #expect(
            Support.diagnostics("a:\n  b:\n    c:\n      d: 1\n", limits: limits).map(\.mark) == [
                Mark(line: 4, column: 7)
            ])
    }

    @Test func aliasCannotSmuggleNestingPastTheLimit() {
        // `*a` is 3 levels deep and sits inside 3 open collections (root mapping, `[`, `[`).
        #expect(
            Support.diagnostics("a: &a [[[1]]]\nb: [[*a]]\n", limits: YAMLLimits(maxDepth: 4)).map(\.description) == [
                "scene.yaml:2:6: error: nesting deeper than 4 levels (through alias '*a')"
            ])
    }

    // MARK: The flow prescan agrees with libyaml

    @Test func flowPrescanFindsTheSameCrossingAsLibYAML() throws {
        var random = Support.SplitMix64(seed: 0x1A5E_71AB)
        var compared = 0
        for _ in 0..<400 {
            let text = Support.RandomFlowDocument.make(using: &random)
            guard let root = try? Support.parse(text).root else { continue }  // generator made invalid YAML
            let depth = Support.depth(of: root)
            // The builder's own check (the prescan only runs past 1,000 flow levels) is libyaml's answer.
            let expected = try #require(Support.diagnostics(text, limits: YAMLLimits(maxDepth: depth - 1)).first?.mark)
            Array(text.utf8).withUnsafeBufferPointer { input in
                let start = SourceCursor(input)
                let found = FlowNestingPrescan.firstCollection(
                    deeperThan: depth - 1, from: start, depth: 0, openFlowLevels: 0)
                #expect(found == expected, "\(text.debugDescription)")
                #expect(
                    FlowNestingPrescan.firstCollection(deeperThan: depth, from: start, depth: 0, openFlowLevels: 0)
                        == nil)
            }
            compared += 1
        }
        #expect(compared > 300, "only \(compared) generated documents were valid YAML")
    }
}
