import InsetlabYAML
import InsetlabScene

/// Decodes `root:` into the flat controller and view arenas of a `Scene`.
///
/// Nothing here recurses over the tree: a controller or view is decoded by a bounded call
/// that appends it to its arena, links it to its parent, and pushes its children onto
/// `pending`. Children are pushed in reverse, so they pop in file order and the arenas come out
/// in document pre-order (the window root is controller 0, every parent precedes its children,
/// and `subviews` keep their order). A 10,000-deep view tree costs heap, not stack.
package struct SceneTreeDecoder {
    let reader: ValueReader
    private(set) var controllers: [ControllerSpec] = []
    private(set) var views: [ViewSpec] = []
    var ids = IdentifierRegistry()
    /// Pins to anchors that exist only from some iOS version on; checked once the variants are
    /// known (`VersionedAnchorCheck`).
    var versionedAnchors: [VersionedAnchorUse] = []
    /// The oldest iOS among the scene's variants (0 if not known): what it has is not recorded.
    var oldestIOS = 0
    /// Constraints read so far, resolved once every id is known (`resolveConstraints`).
    var pendingConstraints: [PendingConstraint] = []
    /// The limits (`constraints`, `views`) whose first item over has been reported.
    private var limitsReported: Set<String> = []

    /// Whether another item may be read: past `limit` the first one over is an error (`message`)
    /// and the rest are not read.
    private mutating func admits(_ count: Int, limit: Int, of what: String, message: @autoclosure () -> String, at mark: Mark, keyPath: @autoclosure () -> String) -> Bool {
        guard count >= limit else { return true }
        if limitsReported.insert(what).inserted { reader.diagnostics.error(message(), at: mark, keyPath: keyPath()) }
        return false
    }

    /// Whether another constraint may be read, past `TopLevelDecoder.maximumConstraints` not
    /// (half a million took 17 s and 520 MB).
    mutating func admitsConstraint(at mark: Mark, keyPath: String) -> Bool {
        let limit = TopLevelDecoder.maximumConstraints
        return admits(pendingConstraints.count, limit: limit, of: "constraints",
            message: "a scene may hold at most \(limit) constraints, and this one is number \(limit + 1) (split the screen into several scenes)",
            at: mark, keyPath: keyPath)
    }

    /// Views one scene may hold: real screens hold hundreds, the benchmarks 100,000; 2.2 million
    /// plain views (a 32 MiB file) took 6 GB. Past it the first one over is an error.
    static let maximumViews = 200_000

    private enum Task {
        /// An element of a `subviews` list: a view, or `{childViewController: …}`.
        case subview(YAMLNode, keyPath: ViewKeyPath, superview: ViewIndex, owner: ControllerIndex)
        /// An element of a container's `viewControllers`.
        case child(YAMLNode, keyPath: SceneKeyPath, container: ControllerIndex)
        /// A controller's `presentedViewController`.
        case presented(YAMLNode, keyPath: SceneKeyPath, presenter: ControllerIndex)
        /// A split view controller's column.
        case column(YAMLNode, keyPath: SceneKeyPath, split: ControllerIndex, column: String)
    }

    private var pending: [Task] = []
    init(reader: ValueReader) {
        self.reader = reader
    }

    /// How a controller came to be where it is.
    enum ControllerPlacement {
        case window
        case child(of: ControllerIndex)
        /// Embedded by containment: its root view sits in `superview.subviews` at `position`.
        case embedded(Embedding)
        /// `presentedViewController` of another controller.
        case presented(by: ControllerIndex)
        /// A column (`primary`, `secondary`, `compact`) of a UISplitViewController.
        case column(of: ControllerIndex, String)
    }

    struct Embedding {
        var superview: ViewIndex
        var position: Position
        /// Marks of the entry's `frame` / `pin` keys, for the root view's `marks`.
        var marks: PropertyMarks
    }

    mutating func decode(root: YAMLNode) {
        decodeController(root, keyPath: .root, placement: .window)
        while let task = pending.popLast() {
            switch task {
            case .subview(let node, let keyPath, let superview, let owner):
                guard admits(views.count, limit: Self.maximumViews, of: "views",
                    message: "a scene may hold at most \(Self.maximumViews) views, and this one is past them (split the screen into several scenes)",
                    at: node.mark, keyPath: keyPath.description)
                else { continue }
                decodeSubviewEntry(node, keyPath: keyPath, superview: superview, owner: owner)
            case .child(let node, let keyPath, let container):
                decodeController(node, keyPath: keyPath, placement: .child(of: container))
            case .presented(let node, let keyPath, let presenter):
                decodeController(node, keyPath: keyPath, placement: .presented(by: presenter))
            case .column(let node, let keyPath, let split, let column):
                decodeController(node, keyPath: keyPath, placement: .column(of: split, column))
            }
        }
    }

    // MARK: Arena access for the key decoders

    mutating func appendController(_ spec: ControllerSpec) {
        controllers.append(spec)
    }

    mutating func updateController(_ index: ControllerIndex, _ update: (inout ControllerSpec) -> Void) {
        update(&controllers[index])
    }

    var nextViewIndex: ViewIndex { views.count }
    var nextControllerIndex: ControllerIndex { controllers.count }

    /// Appends a finished view and links it under its superview or as its controller's root.
    mutating func updateView(_ index: ViewIndex, _ update: (inout ViewSpec) -> Void) {
        update(&views[index])
    }

    mutating func appendView(_ spec: consuming ViewSpec) {
        let index = nextViewIndex
        let superview = spec.superview, controller = spec.rootOf
        views.append(spec)  // moved, not copied
        if let superview { views[superview].subviews.append(index) }
        if let controller { controllers[controller].view = index }
    }

    /// Queues the elements of a `subviews` list, to be decoded in file order.
    mutating func enqueueSubviews(_ items: [YAMLNode], keyPath: SceneKeyPath, superview: ViewIndex, owner: ControllerIndex) {
        // Room for the views to come, grown geometrically (an exact reserve per list would
        // reallocate for every level of a deep tree): a wide list is then appended without
        // copying the arena again and again.
        let needed = views.count + items.count
        if needed > views.capacity { views.reserveCapacity(max(needed, views.capacity * 2)) }
        // Long lists of views usually carry ids (they are generated); short ones need no help.
        if items.count >= 1024 { ids.reserve(additional: items.count) }
        for (position, item) in items.enumerated().reversed() {
            pending.append(.subview(item, keyPath: .subview(of: keyPath, index: position), superview: superview, owner: owner))
        }
    }

    /// Queues the columns of a split view controller, in file order.
    mutating func enqueueColumns(_ columns: [(name: String, node: YAMLNode)], keyPath: SceneKeyPath, split: ControllerIndex) {
        for column in columns.reversed() {
            pending.append(.column(column.node, keyPath: keyPath.appending(column.name), split: split, column: column.name))
        }
    }

    /// Queues a `presentedViewController`, decoded after the presenter's own tree.
    mutating func enqueuePresented(_ node: YAMLNode, keyPath: SceneKeyPath, presenter: ControllerIndex) {
        pending.append(.presented(node, keyPath: keyPath.appending("presentedViewController"), presenter: presenter))
    }

    /// Queues the elements of `viewControllers`, to be decoded in file order.
    mutating func enqueueChildren(_ items: [YAMLNode], keyPath: SceneKeyPath, container: ControllerIndex) {
        for (position, item) in items.enumerated().reversed() {
            pending.append(.child(item, keyPath: keyPath.appending("viewControllers", index: position), container: container))
        }
    }

    // MARK: Subview entries

    private static let embeddingKeys = ["childViewController", "frame", "pin"]

    /// A view, or `{childViewController: {…}, frame: | pin: }` (SCENE-FORMAT "Views"): the
    /// child's root view takes this place in `subviews`, positioned by the entry.
    private mutating func decodeSubviewEntry(_ node: YAMLNode, keyPath viewKeyPath: ViewKeyPath, superview: ViewIndex, owner: ControllerIndex) {
        let entries = node.entries
        guard node.kind == .mapping, let childNode = entries.first(where: { $0.key.scalar == "childViewController" })?.value else {
            decodeView(
                node, entries: node.kind == .mapping ? entries : nil, keyPath: viewKeyPath,
                role: .subview(superview: superview, owner: owner)
            )
            return
        }
        let keyPath = viewKeyPath.resolved
        var frameEntry: (key: YAMLNode, value: YAMLNode)?
        var pinEntry: (key: YAMLNode, value: YAMLNode)?
        for entry in entries {
            switch entry.key.scalar ?? "" {
            case "childViewController": break
            case "frame": frameEntry = entry
            case "pin": pinEntry = entry
            case "type":
                reader.diagnostics.error(
                    "a subviews entry is either a view (with 'type') or a childViewController, not both",
                    at: entry.key.mark, keyPath: keyPath.description
                )
            default:
                reader.unknownKey(
                    entry.key, in: "a childViewController entry (view keys go in the controller's 'view')",
                    validKeys: Self.embeddingKeys, keyPath: keyPath.description
                )
            }
        }
        var marks = PropertyMarks()
        let position = decodePosition(frame: frameEntry, pin: pinEntry, fillMark: node.mark, marks: &marks, keyPath: viewKeyPath)
        let embedding = Embedding(superview: superview, position: position, marks: marks)
        decodeController(childNode, keyPath: keyPath.appending("childViewController"), placement: .embedded(embedding))
    }

    /// `frame` XOR `pin`; neither fills the superview (`pin: superview`).
    mutating func decodePosition(
        frame: (key: YAMLNode, value: YAMLNode)?, pin: (key: YAMLNode, value: YAMLNode)?, fillMark: Mark,
        marks: inout PropertyMarks, keyPath: ViewKeyPath, holder: ViewIndex? = nil
    ) -> Position {
        var fill: Position { .pin(.all(.superview, mark: fillMark)) }
        if let frame, let pin {
            let later = frame.key.mark < pin.key.mark ? pin.key : frame.key
            reader.diagnostics.error(
                "'frame' and 'pin' both given; a view is placed by exactly one of them (or neither, to fill its superview)",
                at: later.mark, keyPath: keyPath.description
            )
            return fill
        }
        if let frame {
            marks["frame"] = frame.key.mark
            return reader.rect(frame.value, keyPath: keyPath.description + ".frame").map(Position.frame) ?? fill
        }
        if let pin {
            marks["pin"] = pin.key.mark
            return decodePin(pin.value, keyMark: pin.key.mark, marks: &marks, keyPath: keyPath.resolved.appending("pin"), holder: holder)
                ?? fill
        }
        return fill
    }
}
