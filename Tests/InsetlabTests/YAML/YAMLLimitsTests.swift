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
        let diagnostics = Support.diagnostics(Self.billionLaughs)
        #expect(
            diagnostics.map(\.description) == [
                "scene.yaml:7:8: error: aliases expand to more than 1000000 nodes (alias bomb?)"
            ])
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
        // (input, mark): the collection that opens level 1,001, the default limit plus one.
        (
            String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000),
            Mark(line: 1, column: 1_001)
        ),
        (String(repeating: "[", count: 100_000), Mark(line: 1, column: 1_001)),  // never closed
        (
            String(repeating: "{a: ", count: 100_000) + String(repeating: "}", count: 100_000),
            Mark(line: 1, column: 4 * 1_000 + 1)
        ),
        (String(repeating: "- ", count: 100_000) + "x", Mark(line: 1, column: 2 * 1_000 + 1)),
        // Two block mappings open first, so the 999th `[` (column 10 + 998) crosses the limit.
        ("root:\n  child: " + String(repeating: "[", count: 100_000), Mark(line: 2, column: 1_008)),
    ])
    func hundredThousandLevelsFailFastAtTheCollectionThatCrossesTheLimit(input: String, mark: Mark) {
        let diagnostics = Support.diagnostics(input)
        #expect(diagnostics.map(\.description) == ["scene.yaml:\(mark): error: nesting deeper than 1000 levels"])
    }

    @Test func deepFlowWithBracketsInQuotesAndCommentsCountsOnlyCollections() {
        // One level per line; the brackets in quotes and comments must not count, so the
        // 1,001st line opens the collection past the limit.
        let level = "['x]]', \"y]\\\"]\", it's, a#b, # ]]]}}\n"
        let input = String(repeating: level, count: 40_000) + String(repeating: "]", count: 40_000)
        let diagnostics = Support.diagnostics(input)
        #expect(diagnostics.map(\.description) == ["scene.yaml:1001:1: error: nesting deeper than 1000 levels"])
    }

    @Test func aThousandNestedFlowSequencesParse() throws {
        let input = String(repeating: "[", count: 1_000) + "leaf" + String(repeating: "]", count: 1_000)
        let root = try #require(try Support.parse(input).root)
        #expect(Support.depth(of: root) == 1_000)
    }

    /// The limit applies to flow collections inside block ones as to either alone: the count is
    /// of collections, whatever their style.
    @Test func blockAndFlowNestingCountTogether() {
        let block = (0..<600).map { String(repeating: "  ", count: $0) + "k:" }.joined(separator: "\n")
        let input = block + " " + String(repeating: "[", count: 500) + String(repeating: "]", count: 500) + "\n"
        // 600 block mappings (the last one's value is the flow), so the 401st `[` is level 1,001;
        // the last line starts with 599 indents of two spaces, then `k: `.
        #expect(
            Support.diagnostics(input).map(\.mark) == [Mark(line: 600, column: 2 * 599 + 3 + 401)])
    }

    // MARK: Flow cost

    /// libyaml checks every open flow level for each token, so many items deep in flow nesting
    /// cost it depth × items: 2,000,000 items 999 `[` deep would take it several seconds. The
    /// budget stops the read at the item that exhausts it, long before the end of the file.
    @Test func manyItemsInDeepFlowStopAtTheFlowBudget() {
        let input = String(repeating: "[", count: 999) + String(repeating: "1,", count: 2_000_000) + "1"
            + String(repeating: "]", count: 999)
        // The cost model of `YAMLLimits.maxFlowCost`: opening levels 17…999 costs 1 + … + 983 =
        // 483,636; each scalar 999 deep costs 983, so scalar n = ⌈(10⁸ − 483,636) / 983⌉ =
        // 101,238 is the first past the budget, at column 999 + 2 × (n − 1) + 1 = 203,474.
        let diagnostics = Support.diagnostics(input)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.hasPrefix("flow collections nested 999 deep hold too many items") == true)
        #expect(diagnostics.first?.mark == Mark(line: 1, column: 203_474))
    }

    @Test func flowBudgetCountsLevelsBeyondTheFreeOnesPerEvent() {
        // Levels 17–20 cost 1 + 2 + 3 + 4 = 10 as they open; the first scalar, 20 deep, adds 4
        // more and crosses a budget of 10: it is column 21.
        let input = String(repeating: "[", count: 20) + "1, 2" + String(repeating: "]", count: 20)
        #expect(Support.diagnostics(input, limits: YAMLLimits(maxFlowCost: 10)).map(\.mark) == [Mark(line: 1, column: 21)])
        #expect(throws: Never.self) { try Support.parse(input, limits: YAMLLimits(maxFlowCost: 10_000)) }
        // Block nesting costs nothing: libyaml keeps one simple-key slot per flow level only.
        let block = (0..<900).map { String(repeating: " ", count: $0) + "- x" }.joined(separator: "\n")
        #expect(throws: Never.self) { try Support.parse(block, limits: YAMLLimits(maxFlowCost: 0)) }
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
}
