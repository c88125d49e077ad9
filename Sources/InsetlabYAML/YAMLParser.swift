/// Reads one YAML document into a `YAMLDocument`, with a mark on every node and every problem
/// reported at once in the compiler format.
///
/// What the reader guarantees beyond plain YAML:
/// - a file holds at most one document; an empty or comment-only file has no root;
/// - aliases share the anchored node (never copied) and may not name an unfinished anchor;
/// - merge keys (`<<`) are already applied, so no mapping has a `<<` entry;
/// - no mapping has two equal keys (`frame` and `"frame"` are equal) or a non-scalar key;
/// - `YAMLLimits` bound file size, nesting depth and alias expansion, so hostile input fails fast.
///
/// One libyaml parser reads the file once, front to back (`LibYAMLEventReader`), into one arena
/// (`ArenaBuilder`).
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
        try bytes.withUnsafeBufferPointer { input throws(DiagnosticError) in
            try parse(input, file: file, limits: limits)
        }
    }

    /// Parses one YAML document from `input`, which is only read during the call (the document
    /// copies what it keeps).
    public static func parse(
        _ input: UnsafeBufferPointer<UInt8>, file: String, limits: YAMLLimits = .default
    ) throws(DiagnosticError) -> YAMLDocument {
        guard input.count <= limits.maxFileBytes else {
            throw DiagnosticError(.error(tooLarge(input.count, limits), file: file, at: nil))
        }
        if let error = SourceCursor.unicodeLineBreak(in: input, file: file) { throw error }
        var builder = ArenaBuilder(
            file: file, limits: limits, expectedNodes: ArenaBuilder.expectedNodes(forBytes: input.count))
        LibYAMLEventReader.read(input, into: &builder)
        return try builder.finish()
    }

    /// Reads the file at `path` (`SourceFile.read`: once, into one buffer) and parses it. A
    /// missing, unreadable or oversized file (or a directory) is one error with no mark; the size
    /// limit is checked before reading. `-`, pipes, FIFOs and devices are read as streams
    /// (`StreamInput`), stopping past the limit.
    ///
    /// - Parameter displayName: the name diagnostics print; `path` when `nil`.
    public static func parse(
        contentsOf path: String, displayName: String? = nil, limits: YAMLLimits = .default
    ) throws(DiagnosticError) -> YAMLDocument {
        let file = displayName ?? path
        return try parse(SourceFile.read(path, displayName: file, limits: limits), file: file, limits: limits)
    }

    /// The error for a file of `size` bytes over the default limit, for a caller that learnt the
    /// size without reading the file (a git blob, an oversized file on disk).
    public static func tooLargeMessage(_ size: Int) -> String { tooLarge(size, .default) }

    static func tooLarge(_ size: Int, _ limits: YAMLLimits) -> String {
        "file is \(size) bytes; the limit is \(limits.maxFileBytes) bytes"
    }
}
