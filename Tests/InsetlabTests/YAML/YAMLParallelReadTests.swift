import Testing

@testable import InsetlabYAML

/// Big files of one-line sequence items are read by two libyaml parsers at once
/// (`SequenceSplitPlan`, `ParallelSequenceReader`). The oracle is libyaml reading the file whole:
/// the parallel read must give the identical arena (every node's kind, text, style, tag and mark,
/// in order) or give up, after which the whole read's answer (diagnostics included) is what
/// the caller gets. Plans are made here with no size floor, so small files split too.
@Suite struct YAMLParallelReadTests {
    private typealias Support = YAMLTestSupport

    private enum Outcome: Equatable {
        /// Read in parallel, with the same result as the whole read.
        case parallel
        /// Parallel reading gave up (the caller reads whole).
        case abandoned
        /// No plan: nothing to split.
        case noPlan
    }

    /// Reads `text` whole and, when there is a plan, in parallel; a parallel read that succeeds
    /// must match the whole read exactly.
    @discardableResult
    private static func compare(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> Outcome {
        let bytes = Array(text.utf8)
        let whole = YAMLParser.read(bytes, file: Support.file, limits: .default, flowChunkDepth: nil)
        return bytes.withUnsafeBufferPointer { input in
            guard let plan = SequenceSplitPlan.make(input, minimumBytes: 0, minimumMiddleLines: 1) else { return .noPlan }
            var builder = ArenaBuilder(file: Support.file, limits: .default)
            guard ParallelSequenceReader.read(input, plan: plan, into: &builder, abandoningAtFlowDepth: nil) else {
                return .abandoned
            }
            let expected = Support.outcome(of: whole.builder)
            let actual = Support.outcome(of: builder)
            if actual != expected {
                Issue.record(
                    "plan \(plan): \(text.debugDescription)\n--- whole:\n\(expected)\n--- parallel:\n\(actual)",
                    sourceLocation: sourceLocation)
            }
            return .parallel
        }
    }

    /// A scene whose controller view holds `count` sibling views, one per line, written by `item`.
    private static func scene(count: Int, item: (Int) -> String, after: String = "") -> String {
        var text = "device: iPhone X\nios: 11\nroot:\n  type: UIViewController\n  view:\n    subviews:\n"
        for index in 0..<count { text += "    - " + item(index) + "\n" }
        return text + after
    }

    @Test func generatedSiblingScenesReadInParallelExactly() {
        let flow = Self.scene(count: 300) { "{type: UIView, id: v\($0), frame: [0, \($0 * 7), 375, 44]}" }
        #expect(Self.compare(flow) == .parallel)
        let plain = Self.scene(count: 300) { _ in "{type: UIView}" }
        #expect(Self.compare(plain) == .parallel)
        // Text after the sequence, at a smaller indentation.
        let expectations = Self.scene(count: 300, item: { "{type: UILabel, id: l\($0)}" }, after: "expect:\n  l1.frame: [0, 0, 375, 812]\n")
        #expect(Self.compare(expectations) == .parallel)
    }

    @Test func blockMappingItemsAndIndentlessSequencesReadInParallelExactly() {
        // A block mapping item ends at the next line's token: the splice waits for its end.
        let mappings = Self.scene(count: 200) { "type: UIView\($0)" }
        #expect(Self.compare(mappings) == .parallel)
        // Items at the key's own column (an indentless sequence).
        var indentless = "items:\n"
        for index in 0..<200 { indentless += "- [\(index), \(index + 1)]\n" }
        indentless += "after: 1\n"
        #expect(Self.compare(indentless) == .parallel)
        // The sequence is the whole document, and the file ends with its last item.
        var root = ""
        for index in 0..<200 { root += "- {a: \(index)}\n" }
        #expect(Self.compare(root) == .parallel)
    }

    @Test func anchorsAroundTheMiddleStillResolve() {
        // Anchored before the middle, aliased after it: both sit in the outer file.
        var text = "base: &base {type: UIView}\nlist:\n"
        for index in 0..<200 { text += "  - {n: \(index)}\n" }
        text += "  - *base\nother: *base\n"
        #expect(Self.compare(text) == .parallel)
    }

    @Test func problemsInTheMiddleAreTheWholeReadersToReport() {
        // A libyaml error inside an item: the parallel read gives up, the whole read reports it.
        let broken = Self.scene(count: 200) { $0 == 150 ? "{type: UIView, frame: [0, 0]: x}" : "{type: UIView}" }
        #expect(Self.compare(broken) == .abandoned)
        // So are the reader's own problems (a duplicate key), in the middle or out of it.
        let duplicate = Self.scene(count: 200) { $0 == 150 ? "{type: UIView, type: UILabel}" : "{type: UIView}" }
        #expect(Self.compare(duplicate) == .abandoned)
        let early = Self.scene(count: 200) { $0 == 1 ? "{type: UIView, type: UILabel}" : "{type: UIView}" }
        #expect(Self.compare(early) == .abandoned)
        // Items in a flow sequence are an error for libyaml; never spliced.
        var flow = "x: [\n"
        for index in 0..<200 { flow += "  - {a: \(index)},\n" }
        flow += "]\n"
        #expect(Self.compare(flow) != .parallel)
    }

    @Test func linesThatCouldReachIntoTheNextOneAreNeverSplit() {
        for item in ["\"quoted\"", "'quoted'", "a # comment", "&anchor a", "*alias", "!tag a", "|", ">", "{a: 1", "[a, {b: c]"] {
            let text = Self.scene(count: 50) { _ in item }
            #expect(Self.compare(text) == .noPlan, "\(item)")
        }
        // Carriage returns and tabs, and anything beyond ASCII (NEL and LS are line breaks to libyaml).
        #expect(Self.compare(Self.scene(count: 50) { _ in "a\r" }) == .noPlan)
        #expect(Self.compare(Self.scene(count: 50) { _ in "a\tb" }) == .noPlan)
        #expect(Self.compare(Self.scene(count: 50) { _ in "caf\u{E9}" }) == .noPlan)
        // Continuation lines break the run: a multi-line plain scalar is never cut.
        var continued = "list:\n"
        for index in 0..<50 { continued += "  - a\(index)\n    b\(index)\n" }
        #expect(Self.compare(continued) == .noPlan)
    }

    @Test func randomFilesReadTheSameInParallelAsWhole() {
        var random = Support.SplitMix64(seed: 0x5EED_5E9)
        let items = [
            "{type: UIView}", "{type: UIView, id: v, frame: [0, 0, 1, 1]}", "a", "a: b", "[1, [2, [3]]]", "- nested",
            "{a: {b: [c, d]}}", "? k", "a:", "x: [1, 2]", "- - a: b", "{}", "[]", "a   ", "a: {b: c}",
            "- {x: y}", "a: ", "~", "-1", "a:b",
        ]
        // Items libyaml or the reader reject, though they qualify as one-line items.
        let errors = ["a: b: c", "{a: [}]", "[a]: b: c", "{a: 1, a: 2}", "? [a, b]", "? k: v"]
        // Lines that do not qualify: valid ones (comments, blank lines, quoted or multi-line
        // items), and now and then one that makes the file invalid.
        let breakers = [
            "# note", "", "- \"quoted\"", "- 'single'", "- a # comment", "- |\n\(String(repeating: " ", count: 8))block",
            "- &anchor a", "- [a,\n    b]",
        ]
        let invalidBreakers = ["  continued", "key: value", "  - deeper", "- [a, b"]
        var outcomes: [String: Int] = [:]
        for round in 0..<500 {
            var text = "top: 1\nlist:\n"
            let indent = String(repeating: " ", count: Int(random.next() % 3) * 2)
            for _ in 0..<(20 + Int(random.next() % 60)) {
                if random.next() % 12 == 0 {
                    text += indent + breakers[Int(random.next() % UInt64(breakers.count))] + "\n"
                } else if round % 10 == 8, random.next() % 30 == 0 {
                    text += indent + invalidBreakers[Int(random.next() % UInt64(invalidBreakers.count))] + "\n"
                } else if round % 10 == 9, random.next() % 30 == 0 {
                    text += indent + "- " + errors[Int(random.next() % UInt64(errors.count))] + "\n"
                } else {
                    text += indent + "- " + items[Int(random.next() % UInt64(items.count))] + "\n"
                }
            }
            if random.next() % 2 == 0 { text += "tail: [x]\n" }
            let valid = (try? YAMLParser.parse(Array(text.utf8), file: Support.file, limits: .default, flowChunkDepth: nil)) != nil
            outcomes["\(valid ? "valid" : "invalid") \(Self.compare(text))", default: 0] += 1
        }
        // Most files must really have been read in parallel, or this compares libyaml with itself;
        // a valid file with a plan is never given up on.
        #expect(outcomes["valid parallel", default: 0] > 100, "\(outcomes)")
        #expect(outcomes["valid abandoned"] == nil, "\(outcomes)")
    }

    @Test func theParserTakesTheParallelPathForBigFilesOnly() {
        let big = Self.scene(count: 30_000) { "{type: UIView, id: v\($0), frame: [0, \($0), 375, 44]}" }
        let bytes = Array(big.utf8)
        #expect(bytes.count > SequenceSplitPlan.minimumBytes)
        let read = YAMLParser.read(
            bytes, file: Support.file, limits: .default, flowChunkDepth: FlowSplitPlan.defaultChunkDepth,
            parallelMinimumBytes: SequenceSplitPlan.minimumBytes)
        guard case .parallel(let middleLines) = read.path else {
            Issue.record("read \(read.path)")
            return
        }
        #expect(middleLines > 10_000)
        let whole = YAMLParser.read(bytes, file: Support.file, limits: .default, flowChunkDepth: nil)
        #expect(Support.outcome(of: read.builder) == Support.outcome(of: whole.builder))
        let small = Array(Self.scene(count: 300) { _ in "{type: UIView}" }.utf8)
        let smallRead = YAMLParser.read(
            small, file: Support.file, limits: .default, flowChunkDepth: FlowSplitPlan.defaultChunkDepth,
            parallelMinimumBytes: SequenceSplitPlan.minimumBytes)
        #expect(smallRead.path == .whole)
    }
}
