import Testing

@testable import InsetlabYAML

/// Deep flow nesting is read in fragments (`FlowSplitPlan`, `SplitFlowReader`) because libyaml
/// is quadratic in flow depth. The oracle here is libyaml itself reading each file whole: the split
/// reader must give the identical arena (every node's kind, text, style, tag and mark, in the same
/// order) or the identical diagnostics. Small chunk depths make ordinary-sized files split many times.
@Suite struct YAMLFlowSplitTests {
    private typealias Support = YAMLTestSupport

    /// Reads `bytes` whole and split; expects the same result and returns the split reader's path.
    @discardableResult
    private static func compare(
        _ bytes: [UInt8], chunkDepth: Int, limits: YAMLLimits = .default,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> YAMLParser.ReadPath {
        let whole = YAMLParser.read(bytes, file: Support.file, limits: limits, flowChunkDepth: nil)
        let split = YAMLParser.read(bytes, file: Support.file, limits: limits, flowChunkDepth: chunkDepth)
        #expect(whole.path == .whole, sourceLocation: sourceLocation)
        let expected = Support.outcome(of: whole.builder)
        let actual = Support.outcome(of: split.builder)
        if actual != expected {
            let text = String(decoding: bytes, as: UTF8.self)
            Issue.record(
                "chunk depth \(chunkDepth), \(split.path): \(text.debugDescription)\n--- whole:\n\(expected)\n--- split:\n\(actual)",
                sourceLocation: sourceLocation)
        }
        return split.path
    }

    @discardableResult
    private static func compare(
        _ text: String, chunkDepth: Int, limits: YAMLLimits = .default,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> YAMLParser.ReadPath {
        compare(Array(text.utf8), chunkDepth: chunkDepth, limits: limits, sourceLocation: sourceLocation)
    }

    // MARK: Differential

    @Test func randomDeepFlowDocumentsReadTheSameSplitAsWhole() {
        var random = Support.SplitMix64(seed: 0x5EED_F10A)
        var paths: [String: Int] = [:]
        for round in 0..<1_000 {
            let depth = 3 + Int(random.next() % 30)
            var text = Support.DeepFlowDocument.make(depth: depth, using: &random)
            if round % 5 == 4 { text = Support.DeepFlowDocument.damage(text, using: &random) }
            let chunkDepth = 1 + Int(random.next() % 4)
            let path = Self.compare(text, chunkDepth: chunkDepth)
            let valid =
                (try? YAMLParser.parse(Array(text.utf8), file: Support.file, limits: .default, flowChunkDepth: nil))
                != nil
            paths["\(valid ? "valid" : "invalid") \(path)".replacing(/\(fragments: \d+\)/, with: ""), default: 0] += 1
        }
        // Most valid documents must really have been split, or this test compares libyaml with itself.
        #expect(paths["valid split", default: 0] > 500, "\(paths)")
        // Splitting is abandoned for a valid document only where the plan cut where libyaml saw no
        // flow collection, which these documents never invite.
        #expect(paths["valid splitAbandoned"] == nil, "\(paths)")
    }

    @Test func randomDeepFlowDocumentsWithTightLimitsStopTheSameWay() {
        // Stops (too deep, alias budget) abandon the split; the plain reader's answer comes back.
        var random = Support.SplitMix64(seed: 0xD1E5_0FF)
        for _ in 0..<300 {
            let text = Support.DeepFlowDocument.make(depth: 6 + Int(random.next() % 20), using: &random)
            let limits = YAMLLimits(maxDepth: 4 + Int(random.next() % 20), maxAliasExpansion: Int(random.next() % 40))
            Self.compare(text, chunkDepth: 1 + Int(random.next() % 3), limits: limits)
        }
    }

    @Test func flowDocumentsWithQuotesAndCommentsEverywhereReadTheSame() {
        var random = Support.SplitMix64(seed: 0x1A5E_71AB)
        for _ in 0..<400 {
            let text = Support.RandomFlowDocument.make(using: &random)
            for chunkDepth in 1...3 {
                Self.compare(text, chunkDepth: chunkDepth)
            }
        }
    }

    // MARK: The scene that motivated it

    /// `Benchmarks/make-big-scenes.py`'s nested scene: views nested `count` deep in flow style,
    /// all on line 12, under a table in a navigation controller.
    private static func nestedViewsScene(_ count: Int) -> String {
        "# \(count) nested plain views under a table in a navigation controller.\n"
            + "device: iPhone 15 Pro\nios: 17\nroot:\n  type: UINavigationController\n"
            + "  viewControllers:\n  - type: UIViewController\n    id: deep\n    view:\n"
            + "      subviews:\n      - {type: UITableView, id: table, rows: 50}\n"
            + "      - " + String(repeating: "{type: UIView, subviews: [", count: count) + "{type: UILabel, id: leaf}"
            + String(repeating: "]}", count: count) + "\n"
    }

    @Test func tenThousandNestedViewsReadInFragmentsWithExactMarks() throws {
        let text = Self.nestedViewsScene(10_000)
        let path = YAMLParser.read(
            Array(text.utf8), file: Support.file, limits: .default, flowChunkDepth: FlowSplitPlan.defaultChunkDepth
        ).path
        #expect(path == .split(fragments: 20_000 / FlowSplitPlan.defaultChunkDepth))
        let document = try Support.parse(text)
        var view = try #require(
            document.root?["root"]?["viewControllers"]?.items.first?["view"]?["subviews"]?.items.last)
        // Line 12 is `      - ` then `{type: UIView, subviews: [` (26 characters) per view: view k
        // opens at column 9 + 26 (k − 1), its `subviews` sequence 25 columns further.
        for _ in 0..<10_000 {
            #expect(view["type"]?.scalar == "UIView")
            view = try #require(view["subviews"]?.items.first)
        }
        #expect(
            document.root?["root"]?["viewControllers"]?.items.first?["view"]?["subviews"]?.items.last?.mark
                == Mark(line: 12, column: 9))
        #expect(view.mark == Mark(line: 12, column: 9 + 26 * 10_000))
        #expect(view.scalarEntries == ["type=UILabel", "id=leaf"])
        // `{type: UILabel, id: leaf}`: `type` right after the brace, `UILabel` 6 further, `id` 9 further.
        #expect(view.entries.map(\.key.mark.column) == [260_010, 260_025])
        #expect(view.entries.map(\.value.mark.column) == [260_016, 260_029])
        // Outside the nested views: the root mapping and its 4 scalars (`device`, `ios`), `root` and
        // its mapping with 2, `viewControllers` and its sequence, the controller mapping with 4,
        // `view` and its mapping, `subviews` and its sequence, the table mapping with 6: 27 nodes.
        // Each view: its mapping, `type`, `UIView`, `subviews` and the sequence. The label: 5.
        #expect(document.nodeCount == 27 + 5 * 10_000 + 5)
    }

    @Test func twoThousandNestedViewsReadTheSameSplitAsWhole() {
        let text = Self.nestedViewsScene(2_000)
        #expect(
            Self.compare(text, chunkDepth: FlowSplitPlan.defaultChunkDepth)
                == .split(fragments: 4_000 / FlowSplitPlan.defaultChunkDepth))
        #expect(Self.compare(text, chunkDepth: 7) == .split(fragments: 4_000 / 7))
    }

    // MARK: Errors and limits come from libyaml reading the whole file

    @Test func missingBracketThreeThousandDeepGivesLibYAMLsOwnError() {
        // One `]` short: the outermost sequence never closes, so nothing is split, and libyaml
        // reports it at the end of the input.
        let text =
            "views: " + String(repeating: "[", count: 3_000) + "leaf" + String(repeating: "]", count: 2_999) + "\n"
        #expect(Self.compare(text, chunkDepth: FlowSplitPlan.defaultChunkDepth) == .notSplit)
        #expect(
            Support.diagnostics(text).map(\.description) == [
                "scene.yaml:2:1: error: did not find expected ',' or ']' (at 2:1, while parsing a flow sequence started at 1:8)"
            ])
    }

    @Test func wrongBracketThreeThousandDeepGivesLibYAMLsOwnError() {
        // The 1,500th closing bracket is a `}`: balanced for the split plan, an error for libyaml in
        // one of the fragments, so the split is abandoned and libyaml reads the file whole.
        let closers = String(repeating: "]", count: 1_499) + "}" + String(repeating: "]", count: 1_500)
        let text = "views: " + String(repeating: "[", count: 3_000) + "leaf" + closers + "\n"
        #expect(Self.compare(text, chunkDepth: FlowSplitPlan.defaultChunkDepth) == .splitAbandoned)
        // `views: ` (7 columns), 3,000 `[`, `leaf`, 1,499 `]`: the `}` is column 7 + 3,000 + 4 + 1,500.
        // It should close the sequence 1,501 deep, whose `[` is column 7 + 1,501.
        #expect(
            Support.diagnostics(text).map(\.description) == [
                "scene.yaml:1:4511: error: did not find expected ',' or ']' (at 1:4511, while parsing a flow sequence started at 1:1508)"
            ])
    }

    @Test(arguments: [
        "[[[[[[[[@]]]]]]]]",  // a character no token starts with, deep inside
        "[[[[[[[[\"\\q\"]]]]]]]]",  // an unknown escape
        "[[[[[[[[a]]]]]]]] x",  // text after the document
        "[[[[[[[[a]]]]]]]]\n---\nb: 1\n",  // a second document
        "[[[[[[[[a]]]]]]]]]",  // one `]` too many
        "{[[[[[[[a]]]]]]]: b, [[[[[[[a]]]]]]]: c}",  // collection keys the builder rejects
    ])
    func errorsInDeepFlowAreTheWholeReadersErrors(text: String) {
        Self.compare(text, chunkDepth: 2)
    }

    @Test func invalidUTF8DeepInsideIsTheWholeReadersError() {
        // Past the 16 KB libyaml decodes at once, so the whole reader meets the depth first.
        let entries = String(repeating: "a, ", count: 10_000)
        let bytes = Array("k: [[[[[[[[\(entries)".utf8) + [0xFF] + Array("]]]]]]]]\n".utf8)
        #expect(Self.compare(bytes, chunkDepth: 2) == .splitAbandoned)
        // `k: `, 8 `[` and 10,000 `a, `: the bad byte is byte 30,011, column 30,012.
        #expect(
            Support.diagnostics(bytes).map(\.description) == [
                "scene.yaml:1:30012: error: invalid UTF-8: invalid leading octet 0xFF at byte offset 30011"
            ])
    }

    @Test func tooDeepIsReportedWhereTheWholeReaderReportsIt() {
        let text = "a: 1\nb: " + String(repeating: "[", count: 40) + "x" + String(repeating: "]", count: 40) + "\n"
        #expect(Self.compare(text, chunkDepth: 3, limits: YAMLLimits(maxDepth: 30)) == .notSplit)
        #expect(Self.compare(text, chunkDepth: 3, limits: YAMLLimits(maxDepth: 40)) == .splitAbandoned)
        // The plan cuts where a collection is 4 levels into its fragment and nests 4 or more
        // itself: at depths 4, 7, …, 37 (depth 40 nests only 1): 12 regions and the file.
        #expect(Self.compare(text, chunkDepth: 3, limits: YAMLLimits(maxDepth: 41)) == .split(fragments: 13))
    }
}
