#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif

/// Reads one YAML document into a `YAMLDocument`, with a mark on every node and every problem
/// reported at once in the compiler format.
///
/// What the reader guarantees beyond plain YAML:
/// - a file holds at most one document; an empty or comment-only file has no root;
/// - aliases share the anchored node (never copied) and may not name an unfinished anchor;
/// - merge keys (`<<`) are already applied, so no mapping has a `<<` entry;
/// - no mapping has two equal keys (`frame` and `"frame"` are equal) or a non-scalar key;
/// - `YAMLLimits` bound file size, nesting depth and alias expansion, so hostile input fails fast;
/// - deep flow nesting, which libyaml reads in quadratic time, is read in fragments with the
///   same result: a scene of 10,000 nested views in flow style takes milliseconds, not seconds;
/// - a big file of one-line sequence items (100,000 generated sibling views) is read by two
///   libyaml parsers at once, with the same result (`ParallelSequenceReader`).
///
/// Tags are kept as libyaml resolves them: `!!str` becomes `tag:yaml.org,2002:str`, a local
/// `!custom` stays `!custom`, a bare `!` stays `!`.
public enum YAMLParser {
    /// Parses one YAML document from `bytes`.
    ///
    /// - Parameter file: the name diagnostics print (`file:line:col: error: …`).
    /// - Throws: `DiagnosticError` holding every problem found, in source order.
    public static func parse(
        _ bytes: [UInt8], file: String, limits: YAMLLimits = .default
    ) throws(DiagnosticError) -> YAMLDocument {
        try parse(
            bytes, file: file, limits: limits, flowChunkDepth: FlowSplitPlan.defaultChunkDepth,
            parallelMinimumBytes: SequenceSplitPlan.minimumBytes)
    }

    /// `flowChunkDepth`: how deep libyaml reads flow nesting in one piece (`FlowSplitPlan`); nil
    /// lets libyaml read every file whole, the reference the split readers are tested against.
    /// `parallelMinimumBytes`: files from this size on may be read on two threads
    /// (`SequenceSplitPlan`); nil never.
    static func parse(
        _ bytes: [UInt8], file: String, limits: YAMLLimits, flowChunkDepth: Int?, parallelMinimumBytes: Int? = nil
    ) throws(DiagnosticError) -> YAMLDocument {
        guard bytes.count <= limits.maxFileBytes else {
            throw DiagnosticError(.error(tooLarge(bytes.count, limits), file: file, at: nil))
        }
        return try read(
            bytes, file: file, limits: limits, flowChunkDepth: flowChunkDepth, parallelMinimumBytes: parallelMinimumBytes
        ).builder.finish()
    }

    /// Which way a document was read.
    enum ReadPath: Equatable {
        /// libyaml read the file whole, never meeting flow nesting deep enough to split (or stopping
        /// before it: an error, a limit).
        case whole
        /// Deep enough to split, but `FlowSplitPlan` found splitting unsafe: read whole after all.
        case notSplit
        /// libyaml read the file in this many fragments (`SplitFlowReader`).
        case split(fragments: Int)
        /// The split reader could not keep the result exact (a libyaml error, a stop, a fragment
        /// that did not read as planned): read whole after all.
        case splitAbandoned
        /// Two libyaml parsers, the second on this many one-line items (`ParallelSequenceReader`).
        case parallel(middleLines: Int)
    }

    /// Reads `bytes` into a builder (no size check), and says which way.
    ///
    /// libyaml first reads the file whole, as always; only when a flow collection opens
    /// `2 × flowChunkDepth + 1` flow levels deep (as `FlowNestingWatch` counts them, the single-pair
    /// mappings of `[a: b]` included), where splitting starts to pay, is that read dropped and the
    /// file read in fragments. Files without deep flow nesting pay nothing for it.
    static func read(
        _ bytes: [UInt8], file: String, limits: YAMLLimits, flowChunkDepth: Int?, parallelMinimumBytes: Int? = nil
    ) -> (builder: ArenaBuilder, path: ReadPath) {
        bytes.withUnsafeBufferPointer { input in
            let expectedNodes = ArenaBuilder.expectedNodes(forBytes: input.count)
            let splitDepth = flowChunkDepth.map { 2 * max($0, 1) + 1 }
            // A big file of one-line sequence items: two parsers. Anything unplanned (an error,
            // deep flow nesting) and it is read as if this had not been tried.
            if let parallelMinimumBytes, let plan = SequenceSplitPlan.make(input, minimumBytes: parallelMinimumBytes) {
                var parallel = ArenaBuilder(file: file, limits: limits, expectedNodes: expectedNodes)
                if ParallelSequenceReader.read(input, plan: plan, into: &parallel, abandoningAtFlowDepth: splitDepth) {
                    return (parallel, .parallel(middleLines: plan.middleLines))
                }
            }
            var builder = ArenaBuilder(file: file, limits: limits, expectedNodes: expectedNodes)
            if LibYAMLEventReader.read(input, into: &builder, abandoningAtFlowDepth: splitDepth) {
                return (builder, .whole)
            }
            var path = ReadPath.notSplit
            if let flowChunkDepth, let plan = FlowSplitPlan.make(input, chunkDepth: flowChunkDepth, limits: limits) {
                var split = ArenaBuilder(file: file, limits: limits, expectedNodes: expectedNodes)
                if SplitFlowReader.read(input, plan: plan, into: &split) {
                    return (split, .split(fragments: plan.fragments.count))
                }
                path = .splitAbandoned
            }
            var whole = ArenaBuilder(file: file, limits: limits, expectedNodes: expectedNodes)
            LibYAMLEventReader.read(input, into: &whole)
            return (whole, path)
        }
    }

    /// Reads the file at `path` and parses it. A missing, unreadable or oversized file (or a
    /// directory) is one error with no mark; the size limit is checked before reading. `-`,
    /// pipes, FIFOs and devices are read as streams (`StreamInput`), stopping past the limit.
    ///
    /// - Parameter displayName: the name diagnostics print; `path` when `nil`.
    public static func parse(
        contentsOf path: String, displayName: String? = nil, limits: YAMLLimits = .default
    ) throws(DiagnosticError) -> YAMLDocument {
        let file = displayName ?? path
        func failure(_ message: String) -> DiagnosticError {
            DiagnosticError(.error(message, file: file, at: nil))
        }
        if StreamInput.isStream(path) {
            let streamed: [UInt8]
            do {
                streamed = try StreamInput.bytes(at: path, limit: limits.maxFileBytes)
            } catch {
                switch error {
                case .tooLarge(let count):
                    throw failure("stopped reading at \(count) bytes; the limit is \(limits.maxFileBytes) bytes")
                case .system(let reason): throw failure("cannot read it: \(reason)")
                }
            }
            return try parse(streamed, file: file, limits: limits)
        }
        let bytes: [UInt8]
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            let type = attributes[.type] as? FileAttributeType
            guard type != .typeDirectory else {
                throw failure("is a directory, not a scene file")
            }
            let size = byteCount(attributes[.size])
            if let size, size > limits.maxFileBytes {
                throw failure(tooLarge(size, limits))
            }
            // An empty regular file is simply empty; not reading it also sidesteps a 4 KB leak in
            // swift-foundation's `Data(contentsOf:)` for empty files (Swift 6.3.1, Linux). A pipe
            // reports size 0 too, so only regular files take this path.
            if type == .typeRegular, size == 0 {
                bytes = []
            } else {
                bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            }
        } catch let error as DiagnosticError {
            throw error
        } catch {
            throw failure(cannotRead(error))
        }
        return try parse(bytes, file: file, limits: limits)
    }

    /// A file attribute's size as an `Int`. FoundationEssentials stores a `UInt`, but once
    /// Foundation is loaded (the CLI, the tests) swift-corelibs-foundation hands back an
    /// `NSNumber`, which only casts to concrete integer types, not to `any BinaryInteger`.
    static func byteCount(_ value: Any?) -> Int? {
        if let size = value as? Int { return size }
        if let size = value as? UInt { return Int(clamping: size) }
        if let size = value as? UInt64 { return Int(clamping: size) }
        return nil
    }

    /// A short reason: the system's own message is wordy and differs between platforms.
    private static func cannotRead(_ error: any Error) -> String {
        switch (error as? CocoaError)?.code {
        case .fileReadNoSuchFile?, .fileNoSuchFile?: "no such file"
        case .fileReadNoPermission?: "cannot read file: permission denied"
        default: "cannot read file: \(error)"
        }
    }

    /// The error for a file of `size` bytes over the default limit, for a caller that learnt the
    /// size without reading the file (a git blob).
    public static func tooLargeMessage(_ size: Int) -> String { tooLarge(size, .default) }

    private static func tooLarge(_ size: Int, _ limits: YAMLLimits) -> String {
        "file is \(size) bytes; the limit is \(limits.maxFileBytes) bytes"
    }
}
