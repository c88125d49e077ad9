internal import InsetlabYAML

/// How each controller of a storyboard gets on screen, from its segues: navigation stacks
/// (root relationship, then push/show), tab bar children, embedded children (containment)
/// and presentations. Built breadth-first, iteratively; the first path found wins.
struct ScreenGraph {
    struct Segue {
        var element: XMLElementNode
        var source: XMLElementNode
        var destination: XMLElementNode
        var kind: String
    }

    /// How a controller that is not inside a navigation stack or tab bar comes on screen.
    enum Entry {
        case initial
        case presented(Segue)
        /// Held by a container the imported chain does not continue through (a tab bar
        /// controller as a navigation controller's root, a navigation controller in a container
        /// view with a pushed controller on screen, a split view in a tab): what holds it, and
        /// the segue that says so.
        case contained(what: String, mark: Mark)
        case loose
    }

    /// Navigation controller holding a controller, and the controller before it in the stack.
    var navigation: [ObjectIdentifier: (nav: XMLElementNode, previous: XMLElementNode?, segue: XMLElementNode?)] = [:]
    /// A navigation controller's root view controller.
    var navigationRoots: [ObjectIdentifier: XMLElementNode] = [:]
    /// Tab bar controller holding a controller, and its index.
    var tab: [ObjectIdentifier: (tabBar: XMLElementNode, index: Int)] = [:]
    /// A tab bar controller's children, in tab order.
    var tabChildren: [ObjectIdentifier: [XMLElementNode]] = [:]
    /// Embed segues: destination → the container view that holds it.
    var embeddedIn: [ObjectIdentifier: XMLElementNode] = [:]
    /// Container view → the controller embedded in it.
    var embedded: [ObjectIdentifier: XMLElementNode] = [:]
    var presentedBy: [ObjectIdentifier: Segue] = [:]
    /// A column of an iOS 14 column-style split view controller (SCENE-FORMAT's `primary`,
    /// `secondary`, `compact`; docs/model-decisions.md M26).
    enum SplitColumn: String, CaseIterable {
        case primary, secondary, compact
    }
    /// Split view columns: a column's controller → its split view controller and column.
    var split: [ObjectIdentifier: (split: XMLElementNode, column: SplitColumn)] = [:]
    /// A split view controller's columns.
    var splitColumns: [ObjectIdentifier: [SplitColumn: XMLElementNode]] = [:]
    /// Split view and page view relationships, and segues whose destination is missing.
    var losses: [(mark: Mark, what: String, controller: XMLElementNode?)] = []
    var initial: XMLElementNode?

    /// `pushedFrom`: controllers another storyboard pushes by a storyboard reference, each with
    /// that file's navigation controller: their stack starts there, and their push and show
    /// segues push onto it (`StoryboardReferences`).
    init(document: IBDocument, pushedFrom external: [(controller: XMLElementNode, navigation: XMLElementNode)] = []) {
        var segues: [Segue] = []
        for controller in document.controllers {
            for element in IBDocument.descendants(of: controller) where element.name == "segue" {
                guard let destinationID = element["destination"] else { continue }  // unwind segues
                guard let destination = document.objects[destinationID], IBDocument.controllerElements.contains(destination.name) else {
                    losses.append((element.mark, "segue \(element["id"] ?? "") names destination \"\(destinationID)\", which is not a controller in this storyboard", controller))
                    continue
                }
                let source = document.controller(containing: element) ?? controller
                segues.append(Segue(element: element, source: source, destination: destination, kind: element["kind"] ?? "custom"))
            }
        }
        if let id = document.root["initialViewController"] {
            if let controller = document.objects[id] { initial = controller } else {
                losses.append((document.root.mark, "initialViewController \"\(id)\" names no object in this storyboard", nil))
            }
        }

        var pushes: [ObjectIdentifier: [Segue]] = [:]
        var queue: [XMLElementNode] = []
        for segue in segues {
            let destination = ObjectIdentifier(segue.destination)
            switch (segue.kind, segue.element["relationship"]) {
            case ("relationship", "rootViewController") where segue.destination.name == "navigationController":
                // UIKit refuses it ("Pushing a navigation controller is not supported"); left in,
                // a navigation controller rooted in itself would be emitted forever.
                losses.append((segue.element.mark, "\(Self.describe(segue.source))'s root view controller is \(segue.destination === segue.source ? "itself" : Self.describe(segue.destination)): UIKit does not push a navigation controller; the relationship is not imported", segue.source))
            case ("relationship", "viewControllers") where segue.destination === segue.source:
                losses.append((segue.element.mark, "\(Self.describe(segue.source)) is among its own tabs, which UIKit cannot show; the relationship is not imported", segue.source))
            case ("relationship", "rootViewController"):
                if navigation[destination] == nil {
                    navigation[destination] = (segue.source, nil, segue.element)
                    navigationRoots[ObjectIdentifier(segue.source)] = segue.destination
                    queue.append(segue.destination)
                }
            case ("relationship", "viewControllers"):
                // Tabs in the order of the tab bar controller's relationship segues.
                if tab[destination] == nil {
                    let index = tabChildren[ObjectIdentifier(segue.source), default: []].count
                    tab[destination] = (segue.source, index)
                    tabChildren[ObjectIdentifier(segue.source), default: []].append(segue.destination)
                    containingSegues[destination] = segue.element
                }
            case ("relationship", let relation?) where segue.source.name == "splitViewController":
                switch Self.splitColumn(relation, style: segue.source["style"]) {
                case .success(let column):
                    if split[destination] == nil, splitColumns[ObjectIdentifier(segue.source), default: [:]][column] == nil {
                        split[destination] = (segue.source, column)
                        splitColumns[ObjectIdentifier(segue.source), default: [:]][column] = segue.destination
                        containingSegues[destination] = segue.element
                    }
                case .failure(let why):
                    losses.append((segue.element.mark, why.text, segue.destination))
                }
            case ("relationship", let relation?):
                losses.append((segue.element.mark, "\(segue.source.name) relationship \"\(relation)\" (page view controllers) is not modelled", segue.destination))
            case ("embed", _):
                if let holder = document.parent(of: document.parent(of: segue.element) ?? segue.element) {
                    embeddedIn[destination] = holder
                    embedded[ObjectIdentifier(holder)] = segue.destination
                    embedSegues[destination] = segue.element
                }
            case ("show", _), ("push", _):
                pushes[ObjectIdentifier(segue.source), default: []].append(segue)
            case ("presentation", _), ("modal", _), ("popoverPresentation", _), ("showDetail", _):
                if presentedBy[destination] == nil { presentedBy[destination] = segue }
            default:
                continue
            }
        }
        // A controller another storyboard pushes is on that file's stack, whatever this file
        // does with it (a reference by storyboard ID instantiates the controller alone).
        for (controller, nav) in external where controller.name != "navigationController" && controller.name != "tabBarController" {
            navigation[ObjectIdentifier(controller)] = (nav, nil, nil)
            queue.append(controller)
        }
        // Push/show inside a navigation stack, breadth-first from every stack's root.
        var head = 0
        while head < queue.count {
            let controller = queue[head]
            head += 1
            guard let nav = navigation[ObjectIdentifier(controller)]?.nav else { continue }
            for segue in pushes[ObjectIdentifier(controller)] ?? [] {
                let destination = ObjectIdentifier(segue.destination)
                // A navigation controller cannot be pushed: UIKit presents it.
                guard segue.destination.name != "navigationController", segue.destination.name != "tabBarController" else {
                    if presentedBy[destination] == nil { presentedBy[destination] = segue }
                    continue
                }
                guard navigation[destination] == nil, embeddedIn[destination] == nil else { continue }
                navigation[destination] = (nav, controller, segue.element)
                queue.append(segue.destination)
            }
        }
        // `show` from outside any navigation stack presents modally (UIViewController.show); the
        // first such segue in the document wins, whatever the order of a dictionary's keys.
        for segue in segues where segue.kind == "show" || segue.kind == "push" {
            let destination = ObjectIdentifier(segue.destination)
            guard navigation[ObjectIdentifier(segue.source)] == nil, presentedBy[destination] == nil, navigation[destination] == nil else { continue }
            presentedBy[destination] = segue
        }
        // A navigation controller with no root view controller shows nothing; its container view
        // stays empty (the scene format's navigation controller has a stack).
        for (destination, segue) in embedSegues.sorted(by: { $0.value.mark < $1.value.mark }) {
            guard let controller = document.objects[segue["destination"] ?? ""], controller.name == "navigationController",
                navigationRoots[destination] == nil, let holder = embeddedIn[destination]
            else { continue }
            embeddedIn[destination] = nil
            embedded[ObjectIdentifier(holder)] = nil
            losses.append((segue.mark, "embed segue \(segue["id"] ?? "") embeds \(Self.describe(controller)), which has no root view controller here: container view \"\(holder["id"] ?? "")\" is left empty", document.controller(containing: holder)))
        }
        cutRelationshipLoops(document: document)
        limitEmbedding(document: document)
        lossIndex = Dictionary(grouping: losses) { $0.controller.map(ObjectIdentifier.init) }
    }

    /// Relationships that close a loop (two tab bar controllers each a tab of the other, a
    /// navigation controller rooted in a tab bar controller among whose tabs it is): a storyboard
    /// instantiates relationship destinations as it loads, so UIKit would load for ever. The link
    /// that closes the loop is cut with a loss at its segue, on every screen of the file (the
    /// file cannot load). Each controller is walked up once.
    private mutating func cutRelationshipLoops(document: IBDocument) {
        var done: Set<ObjectIdentifier> = []
        for controller in document.controllers {
            var onPath: Set<ObjectIdentifier> = []
            var current = controller
            while !done.contains(ObjectIdentifier(current)) {
                onPath.insert(ObjectIdentifier(current))
                guard let parent = container(of: current, embedding: false) else { break }
                if onPath.contains(ObjectIdentifier(parent.node)) {
                    cutRelationship(of: current, to: parent.node, at: parent.mark)
                    break
                }
                current = parent.node
            }
            done.formUnion(onPath)
        }
    }

    private mutating func cutRelationship(of child: XMLElementNode, to parent: XMLElementNode, at mark: Mark) {
        let id = ObjectIdentifier(child)
        if let entry = navigation[id], entry.nav === parent {
            navigation[id] = nil
            if navigationRoots[ObjectIdentifier(parent)] === child { navigationRoots[ObjectIdentifier(parent)] = nil }
        } else if let entry = tab[id], entry.tabBar === parent {
            tab[id] = nil
            var children = tabChildren[ObjectIdentifier(parent)] ?? []
            children.removeAll { $0 === child }
            tabChildren[ObjectIdentifier(parent)] = children
            for (index, sibling) in children.enumerated() { tab[ObjectIdentifier(sibling)]?.index = index }
        } else if let entry = split[id], entry.split === parent {
            split[id] = nil
            splitColumns[ObjectIdentifier(parent)]?[entry.column] = nil
        }
        losses.append((mark, "\(Self.describe(child)) in \(Self.describe(parent)) closes a loop of relationships (\(Self.describe(parent)) is inside it too), which UIKit would load for ever; the relationship is not imported", nil))
    }

    /// Embed segues by destination, for their marks.
    private var embedSegues: [ObjectIdentifier: XMLElementNode] = [:]
    /// Tab and split column relationship segues by destination, for their marks.
    private var containingSegues: [ObjectIdentifier: XMLElementNode] = [:]
    /// More controllers embedded one in another than any screen has (real storyboards nest a
    /// few): the link below is not imported, with a located loss.
    static let maximumEmbeddingDepth = 32

    /// UIKit loads an embedded controller with its host, so embedding must end: a controller
    /// embedded, through container views, in itself would be loaded forever, and a chain deeper
    /// than `maximumEmbeddingDepth` is refused. Either link is cut with a loss at its segue, so
    /// the emitters' walks down the embedding are bounded. Each controller's depth is found
    /// once (walks stop at a controller already measured): linear in the controllers.
    private mutating func limitEmbedding(document: IBDocument) {
        var depth: [ObjectIdentifier: Int] = [:]
        for controller in document.controllers {
            var path: [XMLElementNode] = []
            var onPath: Set<ObjectIdentifier> = []
            var current = controller
            var base = 0
            while true {
                let id = ObjectIdentifier(current)
                if let known = depth[id] {
                    base = known
                    break
                }
                // Through an embedded navigation controller too: its root is shown in the holder.
                guard let holder = embeddingHolder(of: current), let host = document.controller(containing: holder) else {
                    depth[id] = 0
                    break
                }
                path.append(current)
                onPath.insert(id)
                if host === current || onPath.contains(ObjectIdentifier(host)) {
                    cutEmbedding(of: current, holder: holder, why: "closes a loop: \(Self.describe(current)) is embedded, through container views, in itself, which UIKit would load forever")
                    path.removeLast()
                    depth[id] = 0
                    break
                }
                current = host
            }
            for element in path.reversed() {
                let id = ObjectIdentifier(element)
                base += 1
                if base > Self.maximumEmbeddingDepth, let holder = embeddingHolder(of: element) {
                    cutEmbedding(of: element, holder: holder, why: "embeds \(Self.describe(element)) more than \(Self.maximumEmbeddingDepth) controllers deep, more than any screen nests")
                    base = 0
                }
                depth[id] = base
            }
        }
    }

    private mutating func cutEmbedding(of controller: XMLElementNode, holder: XMLElementNode, why: String) {
        // The embed segue's destination: the controller, or the navigation controller it is the root of.
        let destination = embeddedIn[ObjectIdentifier(controller)] != nil ? controller : navigation[ObjectIdentifier(controller)]?.nav ?? controller
        let id = ObjectIdentifier(destination)
        let segue = embedSegues[id]
        embeddedIn[id] = nil
        embedded[ObjectIdentifier(holder)] = nil
        losses.append((segue?.mark ?? controller.mark, "embed segue \(segue?["id"] ?? "") \(why); the link is not imported", nil))
    }

    static func describe(_ controller: XMLElementNode) -> String {
        "\(controller.name) \"\(controller["id"] ?? "")\""
    }

    struct Unmodelled: Error { var text: String }

    /// The column a split view relationship fills, when the model covers it: the iOS 14 column
    /// style with two columns (`style="doubleColumn"`), whose primary IB names
    /// `masterViewController` and secondary `detailViewController`.
    /// A classic split view (no column style) and the supplementary column of a triple-column
    /// one lay out by other rules, which are not modelled.
    static func splitColumn(_ relation: String, style: String?) -> Result<SplitColumn, Unmodelled> {
        guard style == "doubleColumn" else {
            let kind = style.map { "a \($0) split view" } ?? "a classic split view (no iOS 14 column style)"
            return .failure(Unmodelled(text: "splitViewController relationship \"\(relation)\": \(kind) is not modelled (the model covers the two-column style of iOS 14)"))
        }
        switch relation {
        case "masterViewController": return .success(.primary)
        case "detailViewController": return .success(.secondary)
        default:
            // The supplementary and compact columns' relationship names are not in any file
            // insetlab was measured on: listed, not guessed.
            return .failure(Unmodelled(text: "splitViewController relationship \"\(relation)\" is not imported (the primary and secondary columns are)"))
        }
    }

    /// The losses that concern `controller` (nil: the document's own).
    func losses(of controller: XMLElementNode?) -> [(mark: Mark, what: String, controller: XMLElementNode?)] {
        lossIndex[controller.map(ObjectIdentifier.init)] ?? []
    }

    private var lossIndex: [ObjectIdentifier?: [(mark: Mark, what: String, controller: XMLElementNode?)]] = [:]

    /// The container view holding `controller` by containment: its own embed segue's, or, for
    /// the root of a navigation controller embedded in a container view, that one's.
    func embeddingHolder(of controller: XMLElementNode) -> XMLElementNode? {
        if let holder = embeddedIn[ObjectIdentifier(controller)] { return holder }
        guard let entry = navigation[ObjectIdentifier(controller)], entry.previous == nil else { return nil }
        return embeddedIn[ObjectIdentifier(entry.nav)]
    }

    /// Whether this file shows `controller` itself: the initial controller, or held by a
    /// navigation stack, a tab, a split view column or a container view, or presented.
    func places(_ controller: XMLElementNode) -> Bool {
        let id = ObjectIdentifier(controller)
        return controller === initial || navigation[id] != nil || tab[id] != nil || split[id] != nil || embeddedIn[id] != nil
            || presentedBy[id] != nil
    }

    /// How the outermost controller holding `controller` comes on screen.
    func entry(of controller: XMLElementNode) -> Entry {
        if controller === initial { return .initial }
        if let segue = presentedBy[ObjectIdentifier(controller)] { return .presented(segue) }
        if let container = container(of: controller, embedding: true) { return .contained(what: container.what(), mark: container.mark) }
        return .loose
    }

    /// What holds `controller` as a child, when anything does, with the segue that says so: a
    /// navigation controller (as its root, or pushed), a tab bar controller, a split view column,
    /// and with `embedding`, a container view. `what` is built only when asked for.
    private func container(of controller: XMLElementNode, embedding: Bool) -> (node: XMLElementNode, mark: Mark, what: () -> String)? {
        let id = ObjectIdentifier(controller)
        if let entry = navigation[id] {
            return (entry.nav, entry.segue?.mark ?? entry.nav.mark, { "the root of \(Self.describe(entry.nav))" })
        }
        if let entry = tab[id] {
            return (entry.tabBar, containingSegues[id]?.mark ?? entry.tabBar.mark, { "tab \(entry.index + 1) of \(Self.describe(entry.tabBar))" })
        }
        if let entry = split[id] {
            return (entry.split, containingSegues[id]?.mark ?? entry.split.mark, { "the \(entry.column.rawValue) column of \(Self.describe(entry.split))" })
        }
        if embedding, let holder = embeddedIn[id] {
            return (holder, embedSegues[id]?.mark ?? holder.mark, { "embedded in container view \"\(holder["id"] ?? "")\"" })
        }
        return nil
    }

    /// The navigation stack ending at `controller` (root first), bounded by the number of
    /// controllers so a cycle cannot loop.
    func stack(endingAt controller: XMLElementNode, limit: Int) -> [XMLElementNode] {
        var stack = [controller]
        var current = controller
        while let previous = navigation[ObjectIdentifier(current)]?.previous, stack.count <= limit {
            stack.append(previous)
            current = previous
        }
        return stack.reversed()
    }
}
