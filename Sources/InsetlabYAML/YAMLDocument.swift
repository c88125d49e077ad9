/// Hard limits that turn a hostile file into an error in milliseconds instead of a hang,
/// a crash or an out-of-memory kill.
public struct YAMLLimits: Sendable, Hashable {
    /// Largest file accepted, in bytes.
    public var maxFileBytes: Int
    /// Deepest nesting of collections (mappings and sequences), block and flow alike. Real view
    /// hierarchies are a few dozen levels deep (each view is two: its mapping and its
    /// `subviews`), so the default, 1,000, refuses only generated or hostile input, and does so
    /// at the collection that crosses it, before libyaml reads on.
    public var maxDepth: Int
    /// How much deep flow nesting libyaml may read: the sum, over every event, of the flow
    /// levels open around it beyond the first `FlowCost.freeLevels`. libyaml 0.2.5 checks every
    /// open flow level for each token it scans (`yaml_parser_stale_simple_keys`), so a file of
    /// many items 999 `[` deep would take it tens of seconds; the budget, about a quarter of a
    /// second of that work, stops such a file at the item that exhausts it. Real scenes, even
    /// hundreds of views nested in flow style, use a few percent of it.
    public var maxFlowCost: Int
    /// How many nodes aliases may add to the document when expanded (the billion-laughs budget).
    /// Aliases are never copied, but every consumer walks the expanded tree, so the logical size counts.
    public var maxAliasExpansion: Int

    public init(
        maxFileBytes: Int = 32 << 20, maxDepth: Int = 1_000, maxAliasExpansion: Int = 1_000_000,
        maxFlowCost: Int = 100_000_000
    ) {
        self.maxFileBytes = maxFileBytes
        self.maxDepth = maxDepth
        self.maxFlowCost = maxFlowCost
        self.maxAliasExpansion = maxAliasExpansion
    }

    public static let `default` = YAMLLimits()
}

/// How a scalar was written. Quoted scalars are always strings; only plain scalars can be
/// numbers, booleans or null.
public enum ScalarStyle: Sendable, Hashable {
    case plain, singleQuoted, doubleQuoted, literal, folded
}

/// A parsed YAML document: every node lives in one flat arena, so a 100,000-deep tree costs no
/// recursion to build, walk or free.
public final class YAMLDocument: Sendable {
    /// One node of the arena: 32 bytes, since a big scene holds over a million of them (tags,
    /// which few files write, live in `tags`).
    struct Storage: Sendable {
        enum Content: Sendable {
            case scalar(String, ScalarStyle)
            /// Indices into `pairs` (key, value) after merge keys are resolved.
            case mapping(Range<Int>)
            /// Indices into `children`.
            case sequence(Range<Int>)
        }
        var content: Content
        var mark: Mark
        var blockStyle: Bool { if case .scalar(_, let style) = content { style == .literal || style == .folded } else { false } }
    }

    let nodes: [Storage]
    /// Flattened (key, value) node indices of every mapping.
    let pairs: [(key: Int, value: Int)]
    /// Flattened element node indices of every sequence.
    let children: [Int]
    let rootIndex: Int?
    /// Explicit tags, by node index.
    let tags: [Int: String]
    /// `ArenaBuilder.rewritten` and `.quoted`.
    let rewritten: [Int: Mark]
    let quoted: [Int]

    /// The file name used in diagnostics.
    public let file: String

    init(
        file: String, nodes: [Storage], pairs: [(key: Int, value: Int)], children: [Int], rootIndex: Int?,
        tags: [Int: String], rewritten: [Int: Mark] = [:], quoted: [Int] = []
    ) {
        self.file = file
        self.rewritten = rewritten
        self.quoted = quoted
        self.nodes = nodes
        self.pairs = pairs
        self.children = children
        self.rootIndex = rootIndex
        self.tags = tags
    }

    /// The document's root node, or `nil` when the stream holds no document (an empty file or
    /// only comments).
    public var root: YAMLNode? { rootIndex.map { YAMLNode(document: self, index: $0) } }

    /// Total number of nodes in the arena (aliases are shared, not copied).
    public var nodeCount: Int { nodes.count }

    /// Whether a quoted or block scalar's source covers `mark` (text there is the scalar's, not a
    /// comment; a plain scalar cannot hold ` #`, which would end it).
    public func quotedScalarCovers(_ mark: Mark) -> Bool {
        for index in quoted {  // in source order: none after `mark` can cover it
            let start = nodes[index].mark
            guard start < mark else { return false }
            if !rewritten.isEmpty, let end = rewritten[index] {  // a block scalar's header line may end in a comment
                if mark < end, mark.line > start.line || nodes[index].blockStyle == false { return true }
            } else if start.line == mark.line, case .scalar(let text, _) = nodes[index].content {
                if mark.column < start.column + 2 + text.unicodeScalars.count { return true }  // its characters and two quotes
            }
        }
        return false
    }
}

/// A handle to one node of a `YAMLDocument`. Cheap to copy.
public struct YAMLNode: Sendable {
    public enum Kind: String, Sendable {
        case scalar, mapping, sequence
    }

    public let document: YAMLDocument
    let index: Int

    init(document: YAMLDocument, index: Int) {
        self.document = document
        self.index = index
    }

    private var storage: YAMLDocument.Storage { document.nodes[index] }

    /// Where the node starts (for a mapping value, the value itself; keys carry their own marks).
    public var mark: Mark { storage.mark }

    /// An explicit tag (`!!str`, `!custom`), if the file wrote one.
    public var tag: String? { document.tags.isEmpty ? nil : document.tags[index] }

    public var kind: Kind {
        switch storage.content {
        case .scalar: .scalar
        case .mapping: .mapping
        case .sequence: .sequence
        }
    }

    /// The text of a scalar node; `nil` for collections.
    public var scalar: String? {
        if case .scalar(let text, _) = storage.content { return text }
        return nil
    }

    /// The text is its source, character for character, on `mark`'s line (after a quote): no
    /// escapes, folded lines or block style. Only then is a position in the text a column.
    public var isVerbatim: Bool {
        guard case .scalar(_, let style) = storage.content, style != .literal, style != .folded else { return false }
        return document.rewritten.isEmpty || document.rewritten[index] == nil
    }

    public var scalarStyle: ScalarStyle? {
        if case .scalar(_, let style) = storage.content { return style }
        return nil
    }

    /// A plain scalar with no tag: the only kind that can stand for a number, bool or null.
    /// A plain scalar, or one tagged `!!int`, `!!float`, `!!bool` or `!!null` (whose text then
    /// decides its value, as for a plain one); `!!str` and `!` make a string.
    public var isPlainScalar: Bool {
        guard let tag else { return scalarStyle == .plain }
        return scalarStyle != nil && CoreSchemaTags.typedScalar.contains(tag)
    }

    /// The text of a scalar that `isPlainScalar`, read in one look at the arena (the number
    /// readers ask this of every number in a file); `nil` for any other node.
    public var plainScalarText: String? {
        guard case .scalar(let text, let style) = document.nodes[index].content else { return nil }
        guard !document.tags.isEmpty, let tag = document.tags[index] else { return style == .plain ? text : nil }
        return CoreSchemaTags.typedScalar.contains(tag) ? text : nil
    }

    /// `null`, `~`, `Null`, `NULL` or an empty plain scalar (YAML 1.2 core schema).
    public var isNull: Bool {
        guard isPlainScalar, let text = scalar else { return false }
        return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
    }

    /// The (key, value) pairs of a mapping in source order, merge keys (`<<`) already applied;
    /// empty for other kinds.
    public var entries: [(key: YAMLNode, value: YAMLNode)] {
        guard case .mapping(let range) = storage.content else { return [] }
        return document.pairs[range].map {
            (YAMLNode(document: document, index: $0.key), YAMLNode(document: document, index: $0.value))
        }
    }

    /// The elements of a sequence; empty for other kinds.
    public var items: [YAMLNode] {
        guard case .sequence(let range) = storage.content else { return [] }
        return document.children[range].map { YAMLNode(document: document, index: $0) }
    }

    /// Item `position` of a sequence (`0..<count`), without building `items`.
    public func item(at position: Int) -> YAMLNode {
        guard case .sequence(let range) = storage.content, position >= 0, position < range.count else {
            preconditionFailure("item(at: \(position)) of a node that has no such item")
        }
        return YAMLNode(document: document, index: document.children[range.lowerBound + position])
    }

    /// Number of entries (mapping) or items (sequence); 0 for scalars.
    public var count: Int {
        switch storage.content {
        case .scalar: 0
        case .mapping(let range), .sequence(let range): range.count
        }
    }

    /// Value for a scalar key in a mapping, or `nil`.
    public subscript(key: String) -> YAMLNode? {
        // Through the arena by index: no array of entries, no handle per key.
        guard case .mapping(let range) = storage.content else { return nil }
        for pair in document.pairs[range] {
            if case .scalar(let text, _) = document.nodes[pair.key].content, text == key {
                return YAMLNode(document: document, index: pair.value)
            }
        }
        return nil
    }
}
