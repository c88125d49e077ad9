import InsetlabYAML
import InsetlabScene

/// Views (SCENE-FORMAT "Views"): type, id, position, the common keys, and the keys of scroll,
/// table and collection views, each allowed only on the kinds UIKit gives them to.
extension SceneTreeDecoder {
    enum ViewRole {
        case subview(superview: ViewIndex, owner: ControllerIndex)
        /// A controller's root view; `requiredKind` for table and collection view controllers.
        case root(of: ControllerIndex, requiredKind: ViewKind?, embedding: Embedding?)
    }

    private static let viewKindsByName = KeyTable(ViewKind.allCases.map { ($0.rawValue, $0) })
    private static let viewKeysByName = KeyTable(ViewKey.allCases.map { ($0.rawValue, $0) })
    private static let scrollKindNames = alternatives(ViewKind.allCases.filter(\.isScrollView).map(\.rawValue))

    /// What one view mapping says, gathered before the parts that need all of it.
    private struct ViewEntries {
        var frame: (key: YAMLNode, value: YAMLNode)?
        var pin: (key: YAMLNode, value: YAMLNode)?
        var subviews: YAMLNode?
        var rows: YAMLNode?
        var sections: YAMLNode?
        var autoLayout: [(key: ViewKey, keyNode: YAMLNode, value: YAMLNode)] = []
    }

    /// Decodes a view mapping (`nil`: a root view the scene left out, a plain view of the
    /// required kind at `fallbackMark`), appends it, and queues its subviews. `entries` are the
    /// node's, when the caller already has them.
    mutating func decodeView(
        _ node: YAMLNode?, entries knownEntries: ValueReader.Entries? = nil, keyPath: ViewKeyPath, role: ViewRole,
        fallbackMark: Mark? = nil
    ) {
        // Built only when a message or a nested key needs it.
        lazy var path = keyPath.description
        var entries: ValueReader.Entries = []
        if let knownEntries {
            entries = knownEntries
        } else if let node {
            guard let mapping = reader.mapping(node, what: "a view (a mapping with 'type')", keyPath: path) else { return }
            entries = mapping
        }
        let mark = node?.mark ?? fallbackMark ?? Mark(line: 1, column: 1)
        let typeEntry = entries.first { $0.key.scalar == "type" }
        var kind = typeEntry.flatMap { viewKind($0.value, keyPath: path + ".type") }
        if kind == .stackView, let type = typeEntry?.value {
            recordVersioned("UIStackView", since: 9, instead: "lay its views out by frame or constraints", at: type.mark, keyPath: path + ".type")
        }
        switch role {
        case .subview:
            // A misspelt `type` (`tpye`) is reported as an unknown key with "did you mean"; a
            // real view key near it (`style`, a table's) is no misspelling, and reports nothing.
            if typeEntry == nil, !reader.isMisspelt("type", in: entries.filter { Self.viewKeysByName[$0.key.scalar ?? ""] == nil }) {
                reader.missingKey(
                    "type", in: "a view", at: mark, keyPath: path,
                    hint: " (one of \(alternatives(ViewKind.allCases.map(\.rawValue))))"
                )
            }
        case .root(let controller, let requiredKind, _):
            if typeEntry == nil { kind = requiredKind ?? .view }
            if let requiredKind, let found = kind, found != requiredKind, let typeEntry {
                let owner = controllers[controller].kind.rawValue
                reader.diagnostics.error(
                    "the root view of a \(owner) is a \(requiredKind.rawValue); found \(found.rawValue)",
                    at: typeEntry.value.mark, keyPath: path + ".type"
                )
            }
        }

        let index = nextViewIndex
        var spec = newViewSpec(kind: kind ?? .view, role: role, keyPath: keyPath, mark: mark)
        var scroll = spec.scroll ?? ScrollSpec(alwaysBounceVertical: false)
        var table = spec.table ?? TableSpec()
        var collection = spec.collection ?? CollectionLayoutSpec()
        var gathered = ViewEntries(), marks = PropertyMarks(), ib: String?
        if case .root(_, _, let embedding?) = role { marks = embedding.marks }
        marks.reserveCapacity(marks.storage.count + entries.count)
        for (keyNode, value) in entries {
            let name = keyNode.scalar ?? ""
            // An unknown type takes every view key, so the values are still checked.
            guard let key = Self.viewKeysByName[name], kind.map(key.applies(to:)) ?? true else {
                reportMisplacedViewKey(keyNode, kind: kind ?? .view, keyPath: path)
                continue
            }
            if key == .frame || key == .pin, case .root(_, _, let embedding) = role {
                let message = embedding == nil
                    ? "a view controller's root view is laid out by UIKit; remove '\(name)'"
                    : "an embedded controller's root view is placed by its subviews entry; move '\(name)' beside 'childViewController'"
                reader.diagnostics.error(message, at: keyNode.mark, keyPath: path)
                continue
            }
            marks.append(newKey: name, mark: keyNode.mark)
            switch key {
            case .type: break
            case .id: spec.id = ids.register(value, as: .view(index), reader: reader, keyPath: path + ".id")
            case .ib: ib = reader.text(value, what: "an Interface Builder object id", keyPath: path + ".ib")
            case .frame: gathered.frame = (keyNode, value)
            case .pin: gathered.pin = (keyNode, value)
            case .subviews: gathered.subviews = value
            case .rows: gathered.rows = value
            case .sections: gathered.sections = value
            case .isHidden, .layoutMargins, .insetsLayoutMarginsFromSafeArea, .preservesSuperviewLayoutMargins:
                readCommonViewValue(key, value, into: &spec, keyPath: path + "." + name)
            case .layout: readCollectionLayout(value, into: &collection, marks: &marks, keyPath: path + "." + name)
            case _ where key.group == .autoLayout || key.group == .stack: gathered.autoLayout.append((key, keyNode, value))
            default:
                if key.group == .scroll {
                    readScrollKey(key, value, into: &scroll, keyPath: path + "." + name)
                } else {
                    readTableKey(key, value, into: &table, keyPath: path + "." + name)
                }
            }
        }
        if case .subview = role {
            spec.position = decodePosition(
                frame: gathered.frame, pin: gathered.pin, fillMark: mark, marks: &marks, keyPath: keyPath, holder: index
            )
        }
        spec.setWritten(marks: marks, ib: ib)
        if !gathered.autoLayout.isEmpty || kind == .stackView {
            decodeAutoLayout(gathered.autoLayout, index: index, spec: &spec, keyPath: path)
        }
        if spec.table != nil {
            table.sections = tableSections(rows: gathered.rows, sections: gathered.sections, keyPath: path)
            spec.table = table
        }
        if spec.scroll != nil { spec.scroll = scroll }
        if spec.collection != nil { spec.collection = collection }
        let owner = spec.owner
        appendView(spec)
        if let subviews = gathered.subviews,
            let items = reader.list(subviews, of: "views", keyPath: path + ".subviews")
        {
            enqueueSubviews(items, keyPath: keyPath.resolved, superview: index, owner: owner)
        }
    }

    /// The keys every view takes that hold one value (`ViewValueKeys.common`).
    func readCommonViewValue(_ key: ViewKey, _ value: YAMLNode, into spec: inout ViewSpec, keyPath: @autoclosure () -> String) {
        ViewValueKeys.common(key)?.read(value, with: reader, into: &spec, keyPath: keyPath())
    }

    /// A view with its kind's defaults (`alwaysBounceVertical` is true only for tables) and its
    /// place in the tree; a subview's `position` is set once `pin`/`frame` are read.
    private func newViewSpec(kind: ViewKind, role: ViewRole, keyPath: ViewKeyPath, mark: Mark) -> ViewSpec {
        var spec: ViewSpec
        switch role {
        case .subview(let superview, let owner):
            // `decodePosition` sets the position once the keys are read.
            spec = ViewSpec(id: nil, kind: kind, keyPath: keyPath, mark: mark, owner: owner, position: .managed)
            spec.superview = superview
        case .root(let controller, _, let embedding):
            spec = ViewSpec(
                id: nil, kind: kind, keyPath: keyPath, mark: mark, owner: controller, position: embedding?.position ?? .managed
            )
            spec.rootOf = controller
            spec.superview = embedding?.superview
        }
        if kind.isScrollView { spec.scroll = .defaults(for: kind) }
        if kind == .tableView { spec.table = TableSpec() }
        if kind == .collectionView { spec.collection = CollectionLayoutSpec() }
        return spec
    }

    private func viewKind(_ node: YAMLNode, keyPath makeKeyPath: @autoclosure () -> String) -> ViewKind? {
        guard let name = reader.string(node, what: "a view type", keyPath: makeKeyPath()) else { return nil }
        if let kind = Self.viewKindsByName[name] { return kind }
        let keyPath = makeKeyPath()
        let names = ViewKind.allCases.map(\.rawValue)
        if let message = UnmodelledUIKit.typeMessage(name) {
            reader.diagnostics.error(message, at: node.mark, keyPath: keyPath)
        } else if ControllerKind(rawValue: name) != nil {
            reader.diagnostics.error(
                "\(name) is a view controller, not a view; embed it as '- childViewController: {type: \(name), …}'",
                at: node.mark, keyPath: keyPath
            )
        } else {
            reader.diagnostics.error(
                "unknown view type '\(name)'\(NearestName.suggestion(for: name, among: names)) (types: \(alternatives(names)))",
                at: node.mark, keyPath: keyPath
            )
        }
        return nil
    }

    /// A key of some view kind used on another, a controller key inside a view, or an unknown key.
    private func reportMisplacedViewKey(_ keyNode: YAMLNode, kind: ViewKind, keyPath: String) {
        let name = keyNode.scalar ?? ""
        let message: String
        switch Self.viewKeysByName[name]?.group {
        case .scroll? where kind.isScrollView:
            let source = kind == .tableView ? "its rows and sections" : "its layout"
            message = "a \(kind.rawValue) derives its contentSize from \(source); remove 'contentSize'"
        case .scroll?:
            message = "'\(name)' applies to scroll views (\(Self.scrollKindNames)); this is a \(kind.rawValue)"
        case .table?:
            message = "'\(name)' applies to UITableView; this is a \(kind.rawValue)"
        case .collection?:
            message = "'\(name)' applies to UICollectionView; this is a \(kind.rawValue)"
        case .common?:
            message = "a \(kind.rawValue) takes no subviews in a scene (it is a leaf view)"
        case .stack?:
            message = "'\(name)' applies to UIStackView; this is a \(kind.rawValue)"
        case .autoLayout?:
            message = "'\(name)' does not apply here"
        case nil where Self.commonControllerKeys.contains(name) || !Self.owners(of: name).isEmpty:
            message = "'\(name)' is a property of the view controller, not of its view; move it up one level"
        case nil:
            reader.unknownKey(keyNode, in: kind.rawValue, validKeys: ViewKey.names(for: kind), keyPath: keyPath)
            return
        }
        reader.diagnostics.error(message, at: keyNode.mark, keyPath: keyPath)
    }
}
