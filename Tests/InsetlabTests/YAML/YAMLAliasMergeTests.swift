import Testing

@testable import InsetlabYAML

/// Anchors and aliases, merge keys (https://yaml.org/type/merge.html) and the key checks every
/// mapping gets: duplicates and non-scalar keys.
@Suite struct YAMLAliasMergeTests {
    private typealias Support = YAMLTestSupport

    // MARK: Anchors and aliases

    @Test func aliasSharesTheAnchoredNodeInsteadOfCopyingIt() throws {
        let document = try Support.parse("base: &b {x: 1, y: 2}\nuse: *b\nagain: [*b, *b]\n")
        let root = try #require(document.root)
        let base = try #require(root["base"])
        let use = try #require(root["use"])
        #expect(use.index == base.index)
        #expect(root["again"]?.items.map(\.index) == [base.index, base.index])
        // root, 3 keys, base mapping with 2 pairs (4 scalars), the `again` sequence: no copies.
        #expect(document.nodeCount == 1 + 3 + 1 + 4 + 1)
        // The shared node keeps the mark of its definition, which starts at its anchor.
        #expect(use.mark == Mark(line: 1, column: 7))
    }

    @Test func laterAnchorOfTheSameNameWinsForLaterAliases() throws {
        let root = try #require(try Support.parse("a: &x 1\nb: *x\nc: &x 2\nd: *x\n").root)
        #expect(root["b"]?.scalar == "1")
        #expect(root["d"]?.scalar == "2")
    }

    @Test func undefinedAliasIsAnErrorAtTheAlias() {
        #expect(
            Support.diagnostics("a: 1\nb: *nope\n").map(\.description) == [
                "scene.yaml:2:4: error: alias '*nope' names no anchor defined before it"
            ])
        // An alias may not look ahead.
        #expect(Support.diagnostics("a: *later\nb: &later 1\n").map(\.mark) == [Mark(line: 1, column: 4)])
    }

    @Test func aliasToAnEnclosingNodeIsARecursionError() {
        #expect(
            Support.diagnostics("a: &x [1, *x]\n").map(\.description) == [
                "scene.yaml:1:11: error: alias '*x' refers to a node that contains it (recursive alias)"
            ])
        #expect(Support.diagnostics("&m {a: {b: *m}}\n").map(\.mark) == [Mark(line: 1, column: 12)])
    }

    // MARK: Merge keys

    private static let mergeScene = """
        base: &base {a: 1, b: 2}
        more: &more {b: 20, c: 30}
        one:
          <<: *base
          b: 3
        two:
          <<: [*more, *base]
          d: 4
        three:
          b: 5
          <<: *base
        inline:
          <<: {z: 26}
          "<<": quoted is an ordinary key

        """

    @Test func explicitKeysWinOverMergedOnesWhereverTheyAreWritten() throws {
        let root = try #require(try Support.parse(Self.mergeScene).root)
        // Merged pairs take the place of `<<`; the explicit `b` (after or before it) wins.
        #expect(root["one"]?.scalarEntries == ["a=1", "b=3"])
        #expect(root["three"]?.scalarEntries == ["b=5", "a=1"])
    }

    @Test func earlierMergeSourcesWinOverLaterOnes() throws {
        let root = try #require(try Support.parse(Self.mergeScene).root)
        #expect(root["two"]?.scalarEntries == ["b=20", "c=30", "a=1", "d=4"])
    }

    @Test func mergedEntriesShareTheSourceNodesAndHideTheMergeKey() throws {
        let root = try #require(try Support.parse(Self.mergeScene).root)
        #expect(root["one"]?["a"]?.index == root["base"]?["a"]?.index)
        #expect(root["inline"]?.scalarEntries == ["z=26", "<<=quoted is an ordinary key"])
        #expect(root["inline"]?["<<"]?.scalarStyle == .plain)
    }

    @Test func mergingSomethingOtherThanMappingsIsAnError() {
        let diagnostics = Support.diagnostics("s: &s [1]\na:\n  <<: *s\nb:\n  <<: [{x: 1}, 2]\nc:\n  <<: text\n")
        #expect(
            diagnostics.map(\.description) == [
                "scene.yaml:3:3: error: merge key '<<' takes a mapping or a sequence of mappings; item 1 is a scalar",
                "scene.yaml:5:3: error: merge key '<<' takes a mapping or a sequence of mappings; item 2 is a scalar",
                "scene.yaml:7:3: error: merge key '<<' takes a mapping or a sequence of mappings, not a scalar",
            ])
    }

    // MARK: Key checks

    @Test func duplicateKeysAreReportedAtTheSecondKeyWithANote() {
        let diagnostics = Support.diagnostics(
            """
            view:
              frame: [0, 0, 1, 1]
              size: 2
              "frame": [0, 0, 2, 2]
              size: 4

            """
        )
        #expect(
            diagnostics.map(\.description) == [
                "scene.yaml:4:3: error: duplicate key 'frame'\n    note: first defined at 2:3",
                "scene.yaml:5:3: error: duplicate key 'size'\n    note: first defined at 3:3",
            ])
    }

    @Test func duplicateKeysInABigMappingAreFoundToo() {
        // More keys than the linear scan handles, so the dictionary path runs.
        let keys = (1...50).map { "k\($0): \($0)" } + ["k7: again", "k50: again"]
        let diagnostics = Support.diagnostics(keys.joined(separator: "\n") + "\n")
        #expect(diagnostics.map(\.message) == ["duplicate key 'k7'", "duplicate key 'k50'"])
        #expect(diagnostics.map(\.mark) == [Mark(line: 51, column: 1), Mark(line: 52, column: 1)])
        #expect(diagnostics.map(\.notes) == [["first defined at 7:1"], ["first defined at 50:1"]])
    }

    @Test func twoMergeKeysInOneMappingAreDuplicates() {
        let diagnostics = Support.diagnostics("a: &a {x: 1}\nb: &b {y: 2}\nc:\n  <<: *a\n  <<: *b\n")
        #expect(
            diagnostics.map(\.description) == [
                "scene.yaml:5:3: error: duplicate key '<<'\n    note: first defined at 4:3"
            ])
    }

    @Test func collectionKeysAreRejected() {
        #expect(
            Support.diagnostics("? [a, b]\n: c\n").map(\.description) == [
                "scene.yaml:1:3: error: mapping keys must be plain scalars, not a sequence"
            ])
        #expect(
            Support.diagnostics("{{a: 1}: x}\n").map(\.message) == ["mapping keys must be plain scalars, not a mapping"]
        )
    }
}
