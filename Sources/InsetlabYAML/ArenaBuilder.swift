/// Turns a stream of parse events into the flat arena of a `YAMLDocument`.
///
/// Nothing here recurses: open collections live on `open`, and the finished children of every
/// open collection sit on `pending`, innermost last, so a collection's children are always the
/// top slice of `pending` when it ends. That keeps a 100,000-deep input on the heap, not the stack.
///
/// The builder knows nothing of libyaml; `LibYAMLEventReader` feeds it Swift values.
struct ArenaBuilder {
    /// What every consumer pays for one node once aliases are expanded.
    struct Extent {
        /// Nodes in the subtree, aliases counted as their full expansion (saturating at
        /// `Int32.max`, far above any alias budget).
        private var storedSize: Int32
        /// Collection levels in the subtree, aliases expanded: 0 for a scalar.
        private var storedHeight: Int32

        init(size: Int, height: Int) {
            storedSize = Int32(clamping: size)
            storedHeight = Int32(clamping: height)
        }

        var size: Int {
            get { Int(storedSize) }
            set { storedSize = Int32(clamping: newValue) }
        }

        var height: Int {
            get { Int(storedHeight) }
            set { storedHeight = Int32(clamping: newValue) }
        }
    }

    private struct OpenCollection {
        var index: Int
        var isMapping: Bool
        /// Where this collection's finished children start in `pending`.
        var firstPending: Int
        var anchor: String?
    }

    private struct Anchor {
        var index: Int
        /// The anchored collection has not ended yet, so an alias to it would make a cycle.
        var isOpen: Bool
    }

    let file: String
    let limits: YAMLLimits

    private(set) var nodes: [YAMLDocument.Storage] = []
    private(set) var pairs: [(key: Int, value: Int)] = []
    private(set) var children: [Int] = []
    private(set) var rootIndex: Int?
    private(set) var tags: [Int: String] = [:]
    /// Scalars whose text is not their source span on one line (escapes, line folding, block
    /// scalars), with where each ends: few in any file, so a table rather than a field on every node.
    private(set) var rewritten: [Int: Mark] = [:]
    /// Quoted and block scalars, in order: the only ones a `#` inside is text in.
    private(set) var quoted: [Int] = []
    /// Every problem found so far, in the order found (`finish()` sorts them).
    private(set) var diagnostics: [Diagnostic] = []
    /// Set by a problem that makes the rest of the stream meaningless or dangerous to read
    /// (too deep, alias bomb, a second document). The reader stops feeding events.
    private(set) var isStopped = false

    /// Filled in only where an alias could need it (see `collectionEnd`); (1, 0) elsewhere.
    private(set) var extents: [Extent] = []
    private var open: [OpenCollection] = []
    /// Open collections that carry an anchor.
    private var openAnchored = 0
    /// Finished children of the open collections (for a mapping: key, value, key, value…).
    private(set) var pending: [Int] = []
    private var anchors: [String: Anchor] = [:]
    /// Stand-ins for broken aliases, so one bad alias is reported once, not again by every check
    /// that later looks at the node it should have been.
    private(set) var placeholders: Set<Int> = []
    private var documentCount = 0
    /// Nodes added by alias expansion so far: the sum, over every alias in the file, of the
    /// expanded size of the node it names.
    private var aliasExpansion = 0

    /// `expectedNodes` sizes the arena up front, so a big file fills it without copying it
    /// over and over as it grows.
    init(file: String, limits: YAMLLimits, expectedNodes: Int = 0) {
        self.file = file
        self.limits = limits
        nodes.reserveCapacity(expectedNodes)
        extents.reserveCapacity(expectedNodes)
        pairs.reserveCapacity(expectedNodes / 2)
        children.reserveCapacity(expectedNodes / 2)
    }

    /// A guess at the node count of a file of `byteCount` bytes, on the high side for the dense
    /// flow style big generated scenes use (`- {type: UIView, id: v1, frame: [0, 7, 375, 44]}`
    /// is 12 nodes in 50 bytes). Capacity never touched costs address space, not memory.
    static func expectedNodes(forBytes byteCount: Int) -> Int { byteCount / 4 }

    // MARK: Events

    mutating func documentStart(at mark: Mark) {
        documentCount += 1
        if documentCount > 1 {
            stop("a scene file holds one YAML document; found a second one", at: mark)
        }
    }

    /// `verbatim`: the text is its source between the marks (inside its quotes) on one line;
    /// otherwise `end` is where the source ends.
    mutating func scalar(
        _ text: String, style: ScalarStyle, tag: String?, anchor: String?, at mark: Mark, verbatim: Bool = true, end: Mark? = nil
    ) {
        let index = appendNode(.scalar(text, style), mark: mark, tag: tag)
        if style != .plain { quoted.append(index) }
        if !verbatim { rewritten[index] = end ?? mark }
        if let anchor { anchors[anchor] = Anchor(index: index, isOpen: false) }
        attach(index)
    }

    mutating func alias(_ name: String, at mark: Mark) {
        guard let anchor = anchors[name] else {
            report("alias '*\(name)' names no anchor defined before it", at: mark)
            attach(appendPlaceholder(at: mark))
            return
        }
        guard !anchor.isOpen else {
            report("alias '*\(name)' refers to a node that contains it (recursive alias)", at: mark)
            attach(appendPlaceholder(at: mark))
            return
        }
        let target = extents[anchor.index]
        aliasExpansion = aliasExpansion.saturatingAdd(target.size)
        if aliasExpansion > limits.maxAliasExpansion {
            stop("aliases expand to more than \(limits.maxAliasExpansion) nodes (alias bomb?)", at: mark)
            return
        }
        if open.count + target.height > limits.maxDepth {
            stopTooDeep(at: mark, throughAlias: name)
            return
        }
        // Shared, never copied: the alias is the anchored node's own index.
        attach(anchor.index)
    }

    mutating func collectionStart(isMapping: Bool, tag: String?, anchor: String?, at mark: Mark) {
        guard open.count < limits.maxDepth else { return stopTooDeep(at: mark) }
        // The range is filled in when the collection ends; reserving the index now puts
        // every parent before its children in the arena.
        let index = appendNode(isMapping ? .mapping(0..<0) : .sequence(0..<0), mark: mark, tag: tag)
        if let anchor {
            anchors[anchor] = Anchor(index: index, isOpen: true)
            openAnchored += 1
        }
        open.append(OpenCollection(index: index, isMapping: isMapping, firstPending: pending.count, anchor: anchor))
    }

    mutating func collectionEnd() {
        let collection = open.removeLast()
        if collection.anchor != nil { openAnchored -= 1 }
        // Only an alias reads an extent, and only an anchored node can be aliased: a
        // collection's extent matters when it is anchored or inside an anchored one (whose
        // extent sums its children's). Everywhere else, and in most files everywhere, the
        // walk over the children is skipped.
        let computesExtent = collection.anchor != nil || openAnchored > 0
        // A range, not a slice: a live slice of `pending` would make the removal below copy it.
        let items = collection.firstPending..<pending.count
        if collection.isMapping {
            finishMapping(at: collection.index, keysAndValues: items, computesExtent: computesExtent)
        } else {
            let start = children.count
            children.append(contentsOf: pending[items])
            nodes[collection.index].content = .sequence(start..<children.count)
            if computesExtent {
                var extent = Extent(size: 1, height: 1)
                for item in pending[items] {
                    extent.size = extent.size.saturatingAdd(extents[item].size)
                    extent.height = max(extent.height, extents[item].height + 1)
                }
                extents[collection.index] = extent
            }
        }
        pending.removeSubrange(collection.firstPending...)
        // A later anchor of the same name may have replaced this one; leave that one alone.
        if let name = collection.anchor, anchors[name]?.index == collection.index {
            anchors[name]?.isOpen = false
        }
        attach(collection.index)
    }

    // MARK: Problems

    /// Records a problem and keeps reading, so one run reports every such problem.
    mutating func report(_ message: String, at mark: Mark?, notes: [String] = []) {
        diagnostics.append(.error(message, file: file, at: mark, notes: notes))
    }

    /// Records a problem after which no further event is read.
    mutating func stop(_ message: String, at mark: Mark?) {
        report(message, at: mark)
        isStopped = true
    }

    /// `mark` is the collection that goes one level past `limits.maxDepth` (or the alias whose
    /// expansion does).
    mutating func stopTooDeep(at mark: Mark, throughAlias alias: String? = nil) {
        let through = alias.map { " (through alias '*\($0)')" } ?? ""
        stop("nesting deeper than \(limits.maxDepth) levels\(through)", at: mark)
    }

    /// The finished document, or every problem found, in source order.
    func finish() throws(DiagnosticError) -> YAMLDocument {
        guard diagnostics.isEmpty else {
            let ordered = diagnostics.enumerated().sorted { lhs, rhs in
                switch (lhs.element.mark, rhs.element.mark) {
                case (let left?, let right?) where left != right: left < right
                case (nil, _?): true
                case (_?, nil): false
                default: lhs.offset < rhs.offset
                }
            }
            throw DiagnosticError(ordered.map(\.element))
        }
        return YAMLDocument(
            file: file, nodes: nodes, pairs: pairs, children: children, rootIndex: rootIndex, tags: tags, rewritten: rewritten,
            quoted: quoted)
    }

    // MARK: Arena

    mutating func appendPair(key: Int, value: Int) {
        pairs.append((key: key, value: value))
    }

    mutating func setMapping(_ index: Int, pairs range: Range<Int>, extent: Extent?) {
        nodes[index].content = .mapping(range)
        if let extent { extents[index] = extent }
    }

    private mutating func appendNode(_ content: YAMLDocument.Storage.Content, mark: Mark, tag: String?) -> Int {
        nodes.append(YAMLDocument.Storage(content: content, mark: mark))
        extents.append(Extent(size: 1, height: 0))
        if let tag { tags[nodes.count - 1] = tag }
        return nodes.count - 1
    }

    private mutating func appendPlaceholder(at mark: Mark) -> Int {
        let index = appendNode(.scalar("", .plain), mark: mark, tag: nil)
        placeholders.insert(index)
        return index
    }

    /// Hands a finished node to the innermost open collection, or makes it the root.
    private mutating func attach(_ index: Int) {
        if open.isEmpty {
            rootIndex = index
        } else {
            pending.append(index)
        }
    }
}

extension Int {
    /// Sizes of alias expansions can exceed `Int.max` in a crafted file; they only ever need to
    /// compare against a budget, so they stop growing there instead of trapping.
    func saturatingAdd(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? .max : sum
    }
}
