internal import Dispatch

/// Reads a file through a `SequenceSplitPlan` on two threads: a second libyaml parser reads the
/// plan's middle (whole one-line items of one block sequence) as a document of its own into an
/// arena of its own, while this thread reads the rest of the file (the file without the middle)
/// into the builder; the middle's items are spliced in where they were cut out. The result is
/// the arena, with the marks, that reading the whole file would give.
///
/// Why the arena is the same: every line of the middle is one complete item (nothing on it
/// can continue onto another line), and so are the lines just before and after it, so removing
/// the middle changes no token outside it, and each item reads the same alone as in the
/// sequence (flow collections and plain scalars on one line do not depend on their indentation).
/// Marks are mapped back by line: the middle's lines come after `linesBefore`, and the rest of
/// the file after the middle's lines. Columns do not change, as the cuts fall at line starts.
///
/// The splice is checked, not assumed, and abandoned (the caller then reads the file whole,
/// with a fresh builder) when anything is not as planned:
/// - libyaml reports an error in either part, the middle's reading finds any problem, or the
///   builder stops (too deep, alias bomb, a second document): errors and stops always come from
///   the plain reader, exactly as before;
/// - the middle is not one sequence at the plan's column with one item per line, or carries a
///   tag (the plan rules out anchors and aliases);
/// - the items would sit inside an anchored collection (whose extent would need theirs), or
///   deeper than the depth limit;
/// - where the middle goes, the innermost open collection is not a block sequence at that
///   column whose last item started on the line before the middle.
enum ParallelSequenceReader {
    /// Feeds `builder` every event of `input` and returns true, or returns false (the builder is
    /// then to be thrown away) when the split could not be kept exact.
    static func read(
        _ input: UnsafeBufferPointer<UInt8>, plan: SequenceSplitPlan, into builder: inout ArenaBuilder,
        abandoningAtFlowDepth: Int?
    ) -> Bool {
        let middle = UnsafeBufferPointer(rebasing: input[plan.middleStart..<plan.middleEnd])
        let reading = MiddleReading(middle: middle, plan: plan, file: builder.file, limits: builder.limits)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            reading.run()
            done.signal()
        }
        var outer: [UInt8] = []
        outer.reserveCapacity(input.count - middle.count)
        outer.append(contentsOf: input[..<plan.middleStart])
        outer.append(contentsOf: input[plan.middleEnd...])
        var waited = false
        let splice = MiddleSplice(plan: plan) { builder in
            done.wait()
            waited = true
            guard let middle = reading.arena,
                abandoningAtFlowDepth.map({ middle.deepest < $0 }) ?? true,
                middle.deepest < FlowNestingWatch.prescanDepth
            else { return false }
            return builder.spliceItems(of: middle)
        }
        let finished = outer.withUnsafeBufferPointer { outerInput in
            LibYAMLEventReader.read(
                outerInput, into: &builder, abandoningAtFlowDepth: abandoningAtFlowDepth, middleSplice: splice,
                whole: input)
        }
        // The middle's parser reads `input`, which is the caller's only until we return.
        if !waited { done.wait() }
        // Any problem, and the whole read reports it: libyaml's errors here carry marks of the
        // file without its middle, and stops depend on how far libyaml had read.
        return finished && builder.diagnostics.isEmpty && !builder.isStopped
    }
}

/// The second parser's work: the middle read as a document of its own into an arena, kept when
/// it is exactly what the plan expects, its marks moved to where they are in the whole file.
private final class MiddleReading: @unchecked Sendable {
    // Written by the reading thread before it signals, read by the caller after it waits.
    private(set) var arena: ArenaBuilder?
    private let middle: UnsafeBufferPointer<UInt8>
    private let plan: SequenceSplitPlan
    private let file: String
    private let limits: YAMLLimits

    init(middle: UnsafeBufferPointer<UInt8>, plan: SequenceSplitPlan, file: String, limits: YAMLLimits) {
        self.middle = middle
        self.plan = plan
        self.file = file
        self.limits = limits
    }

    func run() {
        var builder = ArenaBuilder(file: file, limits: limits, expectedNodes: ArenaBuilder.expectedNodes(forBytes: middle.count))
        LibYAMLEventReader.read(middle, into: &builder)
        // Any problem at all, and the whole read reports it (with the right marks and notes).
        guard !builder.isStopped, builder.diagnostics.isEmpty, builder.tags.isEmpty, builder.rootIndex == 0,
            case .sequence(let items)? = builder.nodes.first?.content, items.count == plan.middleLines,
            builder.nodes[0].mark == Mark(line: 1, column: plan.indent + 1)
        else { return }
        // One item per line, in order.
        for (line, item) in zip(1..., builder.children[items]) where builder.nodes[item].mark.line != line {
            return
        }
        // What ends the last item (an empty value) is marked at the next token: here the end of
        // the middle, in the whole file the `-` of the line after it.
        builder.shiftMarks(lines: plan.linesBefore, endLine: plan.middleLines + 1, endColumn: plan.indent + 1)
        arena = builder
    }
}
