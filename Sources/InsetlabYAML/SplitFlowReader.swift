/// Reads a file through a `FlowSplitPlan`: libyaml reads every fragment as a document of its own,
/// and the events of a region's fragment take the place of the placeholder that stands for it, so
/// the builder receives the very events, with the very marks, that libyaml reading the whole file
/// would produce, without its quadratic cost.
///
/// Why the events are the same (libyaml 0.2.5, scanner.c and parser.c):
/// - Up to a placeholder a fragment is the original text, so libyaml arrives there in the same
///   state. The placeholder is then scanned as one token where the region's `[` would be, with the
///   same simple-key rules on either side of it (see `FlowFragment`), and a scalar and a flow
///   collection leave the parser in the same state, so the text after it reads the same.
/// - Inside flow context libyaml's tokens depend on the text alone, not on what is around the
///   collection, with two exceptions the plan rules out: tag directives and the tab check of
///   plain scalars' continuation lines (`FlowSplitPlan`).
/// - The builder gets the same events in the same order, and `FlowNestingWatch` watches them as
///   in the plain reader, so anchors, aliases, merge keys, duplicate keys and limits work across
///   fragments exactly as before; an anchor or tag written right before a region comes with its
///   placeholder and goes to the region's root.
/// - Nothing recurses: one libyaml parser streams the whole file; a region's fragment is read into
///   a list of events when its placeholder comes up, and the lists of the regions being spliced
///   sit on an explicit stack, so a 100,000-deep file costs heap, not stack.
///
/// The split is abandoned (the caller reads the whole file with `LibYAMLEventReader` instead,
/// with a fresh builder) whenever it could not be exact:
/// - a placeholder does not come back as one double-quoted scalar of blanks spanning exactly the
///   placeholder, or a region's fragment is not one flow collection from its first character to
///   its last (the plan cut where libyaml saw no flow collection);
/// - libyaml reports an error in any fragment, or the builder stops (too deep, alias bomb, second
///   document): where libyaml gives up depends on how far ahead its scanner had read (up to a line
///   or 1,024 characters), which splitting changes, and with it the problems found before.
///   Errors and stops therefore always come from the plain reader, exactly as before.
enum SplitFlowReader {
    /// Feeds `builder` every event of `input` and returns true, or returns false (the builder is
    /// then to be thrown away) when the split could not be kept exact.
    static func read(_ input: UnsafeBufferPointer<UInt8>, plan: FlowSplitPlan, into builder: inout ArenaBuilder) -> Bool
    {
        var splice = Splice(plan: plan, delivery: EventDelivery(watch: FlowNestingWatch(input)))
        do {
            try splice.readRoot(into: &builder)
            return true
        } catch {
            return false
        }
    }
}

private struct Abandoned: Error {}

/// An event on its way to the builder, its mark already in the original file.
private enum SplicedEvent {
    case documentStart(Mark)
    case scalar(String, ScalarStyle, tag: String?, anchor: String?, Mark)
    case alias(String, Mark)
    case collectionStart(isMapping: Bool, isFlow: Bool, tag: String?, anchor: String?, Mark)
    case collectionEnd
    /// A placeholder: the events of region `fragment` go here, its root collection taking this
    /// tag, anchor and mark (those of the placeholder, which start at an anchor or tag before it).
    case region(fragment: Int, tag: String?, anchor: String?, Mark)
}

/// The builder's side, exactly as `LibYAMLEventReader` drives it: the flow-depth watch first.
private struct EventDelivery {
    var watch: FlowNestingWatch

    mutating func deliver(_ event: SplicedEvent, to builder: inout ArenaBuilder) {
        switch event {
        case .documentStart(let mark):
            builder.documentStart(at: mark)
        case .scalar(let text, let style, let tag, let anchor, let mark):
            builder.scalar(text, style: style, tag: tag, anchor: anchor, at: mark)
        case .alias(let name, let mark):
            builder.alias(name, at: mark)
        case .collectionStart(let isMapping, let isFlow, let tag, let anchor, let mark):
            if let crossing = watch.collectionStarted(
                isFlow: isFlow, at: mark, depth: builder.depth, limit: builder.limits.maxDepth
            ) {
                builder.stopTooDeep(at: crossing)
                return
            }
            builder.collectionStart(isMapping: isMapping, tag: tag, anchor: anchor, at: mark)
        case .collectionEnd:
            watch.collectionEnded()
            builder.collectionEnd()
        case .region:
            preconditionFailure("a region is spliced, not delivered")
        }
    }
}

/// One fragment's libyaml events, checked against its placeholders and mapped to original marks.
private struct FragmentEvents {
    let fragment: FlowFragment
    private var nextPlaceholder = 0

    init(_ fragment: FlowFragment) {
        self.fragment = fragment
    }

    var sawEveryPlaceholder: Bool { nextPlaceholder == fragment.placeholders.count }

    /// The event for the builder, nil for stream and document ends.
    mutating func splice(_ event: LibYAMLEventSource.Event) throws -> SplicedEvent? {
        switch event.kind {
        case .streamStart, .streamEnd, .documentEnd: return nil
        case .sequenceEnd, .mappingEnd: return .collectionEnd
        default: break
        }
        if nextPlaceholder < fragment.placeholders.count {
            let placeholder = fragment.placeholders[nextPlaceholder]
            if event.end.index == placeholder.index + placeholder.length, event.kind == .scalar {
                // Blanks only (a line break folds into one), so the scalar began at the placeholder's
                // opening quote: an earlier one would need that quote escaped, bringing in a `"`.
                let blanks = String(repeating: " ", count: placeholder.length - 2)
                guard event.style == .doubleQuoted, event.value == blanks, event.start.index <= placeholder.index,
                    let mark = fragment.originalMark(of: event.start)
                else { throw Abandoned() }
                nextPlaceholder += 1
                return .region(fragment: placeholder.fragment, tag: event.tag, anchor: event.anchor, mark)
            }
            // Past the placeholder without meeting it: libyaml did not read it as a token. (The
            // single-pair mapping of `[key: value]` starts right at its key, which may be one.)
            guard event.start.index <= placeholder.index else { throw Abandoned() }
        }
        guard let mark = fragment.originalMark(of: event.start) else { throw Abandoned() }
        switch event.kind {
        case .documentStart:
            return .documentStart(mark)
        case .scalar:
            return .scalar(event.value, event.style, tag: event.tag, anchor: event.anchor, mark)
        case .alias:
            return .alias(event.value, mark)
        default:
            return .collectionStart(
                isMapping: event.kind == .mappingStart, isFlow: event.isFlow, tag: event.tag, anchor: event.anchor, mark
            )
        }
    }
}

private struct Splice {
    /// A region's events being delivered, and what its root collection takes from its placeholder.
    private struct Frame {
        var events: [SplicedEvent]
        var position = 0
        var tag: String?
        var anchor: String?
        var mark: Mark
    }

    let plan: FlowSplitPlan
    var delivery: EventDelivery

    /// Streams the whole-file fragment, splicing in each region where its placeholder comes up.
    mutating func readRoot(into builder: inout ArenaBuilder) throws {
        let root = plan.fragments[0]
        try root.text.withUnsafeBufferPointer { text in
            guard let source = LibYAMLEventSource(text) else { throw Abandoned() }
            var events = FragmentEvents(root)
            while let event = source.next() {
                if event.kind == .streamEnd {
                    guard events.sawEveryPlaceholder else { throw Abandoned() }
                    return
                }
                switch try events.splice(event) {
                case .region(let fragment, let tag, let anchor, let mark)?:
                    try readRegion(
                        fragment, root: Frame(events: [], tag: tag, anchor: anchor, mark: mark), into: &builder)
                case let spliced?:
                    delivery.deliver(spliced, to: &builder)
                case nil:
                    break
                }
                if builder.isStopped { throw Abandoned() }
            }
            throw Abandoned()  // a libyaml error
        }
    }

    /// Delivers a region's events, and those of the regions inside it, with an explicit stack.
    private mutating func readRegion(_ fragment: Int, root: Frame, into builder: inout ArenaBuilder) throws {
        var frames = [root]
        frames[0].events = try events(ofRegion: fragment)
        while let top = frames.indices.last {
            guard frames[top].position < frames[top].events.count else {
                frames.removeLast()
                continue
            }
            let event = frames[top].events[frames[top].position]
            frames[top].position += 1
            switch event {
            case .region(let inner, let tag, let anchor, let mark):
                frames.append(Frame(events: try events(ofRegion: inner), tag: tag, anchor: anchor, mark: mark))
                continue
            case .collectionStart(let isMapping, let isFlow, _, _, _) where frames[top].position == 1:
                let frame = frames[top]
                delivery.deliver(
                    .collectionStart(
                        isMapping: isMapping, isFlow: isFlow, tag: frame.tag, anchor: frame.anchor, frame.mark),
                    to: &builder)
            default:
                delivery.deliver(event, to: &builder)
            }
            if builder.isStopped { throw Abandoned() }
        }
    }

    /// Reads a region's fragment whole; it must be one flow collection from its first character
    /// to its last.
    private func events(ofRegion id: Int) throws -> [SplicedEvent] {
        let fragment = plan.fragments[id]
        return try fragment.text.withUnsafeBufferPointer { text in
            guard let source = LibYAMLEventSource(text) else { throw Abandoned() }
            var events = FragmentEvents(fragment)
            var spliced: [SplicedEvent] = []
            var depth = 0
            var isRootRead = false
            while let event = source.next() {
                switch event.kind {
                case .streamStart, .documentStart, .documentEnd:
                    continue
                case .streamEnd:
                    guard isRootRead, events.sawEveryPlaceholder else { throw Abandoned() }
                    return spliced
                case .sequenceStart, .mappingStart:
                    guard !isRootRead, depth > 0 || (event.start.index == 0 && event.isFlow) else { throw Abandoned() }
                    depth += 1
                case .sequenceEnd, .mappingEnd:
                    depth -= 1
                    if depth == 0 {
                        guard event.end.index == fragment.end.index else { throw Abandoned() }
                        isRootRead = true
                    }
                case .scalar, .alias:
                    guard depth > 0 else { throw Abandoned() }
                }
                if let event = try events.splice(event) { spliced.append(event) }
            }
            throw Abandoned()  // a libyaml error
        }
    }
}
