import InsetlabYAML
import InsetlabConstraintNotation
import InsetlabScene

/// A constraint as read, before the ids it names are known (they may be declared later in the
/// file); `SceneTreeDecoder.resolveConstraints` turns it into a `ViewConstraint`.
struct PendingConstraint {
    enum Item {
        case resolved(ConstraintItem)
        case named(String, LayoutGuideName?)
    }

    struct Side {
        var item: Item
        var attribute: LayoutAttribute
        var mark: Mark
    }

    var holder: ViewIndex
    var first: Side
    var relation: LayoutRelation
    var second: Side?
    var multiplier: Double
    var constant: Double
    var priority: Double
    var mark: Mark
    var text: String
    /// The key path for messages, built only for one: `keyPathBase`, or `keyPathBase[index]`
    /// for the index-th string of a `constraints:` list.
    var keyPathBase: String
    var keyPathIndex: Int?
    var keyPath: String { keyPathIndex.map { "\(keyPathBase)[\($0)]" } ?? keyPathBase }

    init(
        holder: ViewIndex, first: Side, relation: LayoutRelation, second: Side?, multiplier: Double, constant: Double,
        priority: Double, mark: Mark, text: String, keyPath: String, index: Int? = nil
    ) {
        self.holder = holder
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.mark = mark
        self.text = text
        keyPathBase = keyPath
        keyPathIndex = index
    }
}

/// SCENE-FORMAT "Auto Layout (v2)": `constraints:`, intrinsic size and priorities, stack views
/// and autoresizing on one view.
extension SceneTreeDecoder {
    /// Reads the Auto Layout keys of the view at `index` into `spec.autoLayout`.
    mutating func decodeAutoLayout(
        _ entries: [(key: ViewKey, keyNode: YAMLNode, value: YAMLNode)], index: ViewIndex, spec: inout ViewSpec,
        keyPath: String
    ) {
        var layout = spec.autoLayout ?? AutoLayoutSpec(kind: spec.kind)
        var stack = spec.kind == .stackView ? (layout.stack ?? StackSpec()) : nil
        var mask: (flags: Set<AutoresizingSpec.Flag>, mark: Mark)?
        var designedIn: (size: Size?, mark: Mark)?
        var maskWritten = false
        for (key, keyNode, value) in entries {
            // Built when a message needs it (most views have none).
            var path: String { keyPath + "." + key.rawValue }
            switch key {
            case .constraints:
                guard let items = reader.list(value, of: "constraint strings", keyPath: path) else { continue }
                let listPath = path
                for (position, item) in items.enumerated() {
                    readConstraintString(item, holder: index, keyPath: listPath, index: position)
                }
            case .intrinsicContentSize:
                func side(_ item: YAMLNode, _ sidePath: String) -> Double? {
                    if item.isNull || item.scalar == "none" { return nil }
                    return reader.number(item, .nonNegative, keyPath: sidePath)
                }
                // A size is [width, height] or {width, height} (SCENE-FORMAT "Notation").
                if value.kind == .mapping {
                    var sides: [String: Double?] = [:]
                    _ = reader.forEachKnownKey(of: value.entries, in: "intrinsicContentSize", validKeys: ["width", "height"], keyPath: path) {
                        name, _, node in sides[name] = side(node, path + "." + name)
                    }
                    for name in ["width", "height"] where sides[name] == nil {
                        reader.missingKey(name, in: "intrinsicContentSize", at: value.mark, keyPath: path, hint: " (a number, or none)")
                    }
                    layout.intrinsicWidth = sides["width"] ?? nil
                    layout.intrinsicHeight = sides["height"] ?? nil
                    continue
                }
                guard let items = reader.list(value, of: "[width, height] or {width, height}", keyPath: path) else { continue }
                guard items.count == 2 else {
                    reader.expected("[width, height] (either may be none)", found: value, keyPath: path)
                    continue
                }
                layout.intrinsicWidth = side(items[0], path)
                layout.intrinsicHeight = side(items[1], path)
            case .contentHuggingPriority, .contentCompressionResistancePriority:
                guard let mapping = reader.mapping(value, what: "{horizontal: P, vertical: P}", keyPath: path) else { continue }
                _ = reader.forEachKnownKey(of: mapping, in: key.rawValue, validKeys: ["horizontal", "vertical"], keyPath: path) {
                    axis, _, node in
                    guard let value = priority(node, keyPath: path + "." + axis) else { return }
                    switch (key, axis) {
                    case (.contentHuggingPriority, "horizontal"): layout.huggingHorizontal = value
                    case (.contentHuggingPriority, _): layout.huggingVertical = value
                    case (_, "horizontal"): layout.compressionHorizontal = value
                    default: layout.compressionVertical = value
                    }
                }
            case .baselineOffset:
                layout.baselineOffset = reader.number(value, .nonNegative, keyPath: path)
            case .autoresizingMask:
                // A malformed mask is its own error; designedIn beside it is not "without a mask".
                guard let items = reader.list(value, of: "autoresizing flags", keyPath: path) else { designedIn = nil; maskWritten = true; continue }
                var flags: Set<AutoresizingSpec.Flag> = []
                for item in items {
                    if let flag = reader.choice(item, as: AutoresizingSpec.Flag.self, keyPath: path) { flags.insert(flag) }
                }
                mask = (flags, keyNode.mark)
            case .designedIn:
                if !maskWritten { designedIn = (reader.size(value, keyPath: path), keyNode.mark) }
            case .axis: if let value = reader.choice(value, as: StackSpec.Axis.self, keyPath: path) { stack?.axis = value }
            case .spacing: if let value = reader.number(value, keyPath: path) { stack?.spacing = value }
            case .alignment: if let value = reader.choice(value, as: StackSpec.Alignment.self, keyPath: path) { stack?.alignment = value }
            case .distribution:
                if let value = reader.choice(value, as: StackSpec.Distribution.self, keyPath: path) { stack?.distribution = value }
            case .isLayoutMarginsRelativeArrangement:
                if let value = reader.bool(value, keyPath: path) { stack?.isLayoutMarginsRelativeArrangement = value }
            default: break
            }
        }
        if let mask {
            if case .frame = spec.position {
                layout.autoresizing = AutoresizingSpec(flags: mask.flags, designedIn: designedIn?.size, mark: mask.mark)
            } else {
                // By pin, by constraints, by a stack view, or filling its superview (no frame):
                // the mask would do nothing, which a scene must not say in silence.
                reader.diagnostics.error(
                    "autoresizingMask applies to a view placed by frame (translatesAutoresizingMaskIntoConstraints); this view has none",
                    at: mask.mark, keyPath: keyPath)
            }
        } else if let designedIn {
            reader.diagnostics.error("designedIn is the superview size an autoresizingMask was designed in; this view has no autoresizingMask", at: designedIn.mark, keyPath: keyPath + ".designedIn")
        }
        layout.stack = stack
        spec.autoLayout = layout
    }

    /// A priority, 1...1000.
    func priority(_ node: YAMLNode, keyPath: @autoclosure () -> String) -> Double? {
        guard let value = reader.number(node, keyPath: keyPath()) else { return nil }
        guard value >= 1, value <= 1000 else {
            reader.diagnostics.error(
                "priority \(ConstraintNotation.formatted(value)) is outside 1...1000 (1000 is required)", at: node.mark, keyPath: keyPath())
            return nil
        }
        return value
    }

    /// One string of `constraints:`, errors at the column inside it.
    private mutating func readConstraintString(_ node: YAMLNode, holder: ViewIndex, keyPath listPath: String, index: Int) {
        var keyPath: String { "\(listPath)[\(index)]" }
        guard admitsConstraint(at: node.mark, keyPath: keyPath) else { return }
        let what = "a constraint string (ITEM.attribute == ITEM.attribute + c)"
        guard let text = reader.string(node, what: what, keyPath: keyPath) else { return }
        // A plain number or boolean (`- 42`, `- true`) is a value, not a constraint with a typo.
        if ValueReader.isTypedPlainScalar(node, text) {
            reader.expected(what, found: node, keyPath: keyPath)
            return
        }
        // The parser's offsets are bytes of the text; a column counts characters, and only a
        // verbatim scalar (no escapes, one line) has its text's characters at its columns.
        // Otherwise every position is the string's own start.
        let start = node.mark.column + (node.scalarStyle == .plain ? 0 : 1)
        let verbatim = node.isVerbatim
        func mark(_ offset: Int) -> Mark {
            guard verbatim else { return node.mark }
            let characters = text.utf8.prefix(offset).reduce(0) { $0 + ($1 & 0xC0 != 0x80 ? 1 : 0) }
            return Mark(line: node.mark.line, column: start + characters)
        }
        switch ConstraintNotation.parse(text) {
        case .failure(let failure):
            reader.diagnostics.error("malformed constraint: \(failure.message)", at: mark(failure.offset), keyPath: keyPath)
        case .success(let parsed):
            guard let first = side(parsed.first, mark: mark, keyPath: keyPath) else { return }
            var second: PendingConstraint.Side?
            if let right = parsed.second {
                guard let resolved = side(right, mark: mark, keyPath: keyPath) else { return }
                second = resolved
                recordVersioned(resolved, keyPath: keyPath)
            }
            recordVersioned(first, keyPath: keyPath)
            pendingConstraints.append(PendingConstraint(
                holder: holder, first: first, relation: parsed.relation, second: second, multiplier: parsed.multiplier,
                constant: parsed.constant, priority: parsed.priority ?? 1000, mark: node.mark, text: text, keyPath: listPath,
                index: index))
        }
    }

    private func side(
        _ anchor: ConstraintNotation.Anchor, mark: (Int) -> Mark, keyPath: @autoclosure () -> String
    ) -> PendingConstraint.Side? {
        guard let attribute = anchor.attributeValue else {
            let names = LayoutAttribute.allCases.map(\.rawValue)
            reader.diagnostics.error(
                "unknown attribute '\(anchor.attribute)'\(NearestName.suggestion(for: anchor.attribute, among: names))"
                    + " (attributes: \(alternatives(names)))",
                at: mark(anchor.attributeOffset), keyPath: keyPath())
            return nil
        }
        guard let item = item(anchor, at: mark(anchor.itemOffset), keyPath: keyPath()) else { return nil }
        return PendingConstraint.Side(item: item, attribute: attribute, mark: mark(anchor.itemOffset))
    }

    /// `superview`, a guide, `ID`, or `ID.guide`.
    func item(_ components: [String], at mark: Mark, keyPath: String) -> PendingConstraint.Item? {
        item(head: components[0], guide: components.count > 1 ? components[1] : nil, at: mark, keyPath: keyPath)
    }

    private static let ownGuides: [LayoutGuideName] = [.safeArea, .margins, .readableContent, .topLayoutGuide, .bottomLayoutGuide]
    private static let viewGuides: [LayoutGuideName] = [.safeArea, .margins, .readableContent, .contentLayoutGuide, .frameLayoutGuide]

    /// An anchor's item, from what the scanner recognised (the same answers as
    /// `item(head:guide:)` without comparing strings).
    private func item(_ anchor: ConstraintNotation.Anchor, at mark: Mark, keyPath: @autoclosure () -> String) -> PendingConstraint.Item? {
        guard anchor.guide != nil else {
            switch anchor.headWord {
            case .superview: return .resolved(.superview)
            case .this: return .resolved(.this)
            case .guide(let guide) where Self.ownGuides.contains(guide): return .resolved(.guide(guide))
            default: return .named(anchor.head, nil)
            }
        }
        guard let guide = anchor.guideValue, Self.viewGuides.contains(guide) else {
            return item(head: anchor.head, guide: anchor.guide, at: mark, keyPath: keyPath())  // the message
        }
        if anchor.headWord == .superview { return .resolved(.guide(guide)) }
        return .named(anchor.head, guide)
    }

    /// `head` alone (`superview`, `self`, a guide of the superview, an id) or `head.guide`.
    func item(head: String, guide guideName: String?, at mark: Mark, keyPath: @autoclosure () -> String) -> PendingConstraint.Item? {
        guard let guideName else {
            if head == "superview" { return .resolved(.superview) }
            if head == "self" { return .resolved(.this) }
            if let guide = LayoutGuideName(rawValue: head), Self.ownGuides.contains(guide) { return .resolved(.guide(guide)) }
            return .named(head, nil)
        }
        guard let guide = LayoutGuideName(rawValue: guideName), Self.viewGuides.contains(guide) else {
            let names = Self.viewGuides.map(\.rawValue)
            reader.diagnostics.error(
                "'\(guideName)' is not a layout guide of \(head)\(NearestName.suggestion(for: guideName, among: names))"
                    + " (guides: \(alternatives(names)))",
                at: mark, keyPath: keyPath())
            return nil
        }
        if head == "superview" { return .resolved(.guide(guide)) }
        return .named(head, guide)
    }
}
