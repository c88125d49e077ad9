internal import InsetlabYAML

extension IBDocument {
    /// The controller a reference to this storyboard shows: the one whose storyboard ID it names,
    /// else the initial controller. Nil when there is none (UIKit raises an exception then).
    func controller(shownBy reference: StoryboardReference) -> XMLElementNode? {
        if let identifier = reference.identifier { return controllers.first { $0["storyboardIdentifier"] == identifier } }
        // A storyboard's reference to its own initial controller shows its first screen again,
        // which its own chain already shows: not followed.
        guard reference.file != file, let id = root["initialViewController"] else { return nil }
        return objects[id]
    }
}

extension XMLElementNode {
    /// The controller holding this segue element.
    func source(in document: IBDocument) -> XMLElementNode { document.controller(containing: self) ?? self }
}

/// A storyboard reference (`<viewControllerPlaceholder storyboardName="Calculator">`) in one of
/// the storyboards imported together: the named storyboard's initial controller, or the one with
/// its `referencedIdentifier` as storyboard ID, is shown by the other file, in containers that
/// file holds, and is not its app's window root.
struct StoryboardReference: Sendable {
    /// The storyboard holding the reference, as the user named it.
    var file: String
    /// The placeholder's place in `file`.
    var mark: Mark
    var line: Int { mark.line }
    /// The `storyboardIdentifier` of the controller it shows; nil: the initial controller.
    var identifier: String?
    /// How the reference comes on screen: "a push segue", "the root of a navigation controller"…
    var how: String

    /// The navigation stack a push or show segue puts it on, when the reference's storyboard
    /// shows one.
    var pushed: PushedOnto?
    /// The segue that presents it: a presentation, or a show or push from outside a navigation
    /// stack, which presents (UIViewController.show).
    var presentation: XMLElementNode?
    /// The segue that leads to the reference, if any.
    var segue: XMLElementNode?
    /// A container of the referencing file that holds it and is not followed: a tab bar
    /// controller's tab, a container view.
    var heldBy: String?

    /// A navigation controller of the referencing storyboard, and the controllers below the
    /// reference in its stack (root first).
    struct PushedOnto: Sendable {
        var navigation: XMLElementNode
        /// The storyboard that holds `navigation`.
        var file: String
        var stack: [XMLElementNode]
        /// What holds that navigation controller in its own file, which is not followed (a tab
        /// bar controller, a container view, a presentation); nil when it is the window's root
        /// or shown by code.
        var heldBy: String?
        /// A tab bar controller holds it (in `heldBy`): the tab bar shows at run time.
        var inTabBar = false
        /// The era of the file that holds `navigation` (the SDK of the Xcode that saved it).
        var era: (xcode: Int, ios: Int)?

        /// Whether pushing `controller` here loops back into the file the stack starts in, which
        /// shows it itself (`graph`, that file's own): its own chain is the one written.
        func loopsBack(to controller: XMLElementNode, of storyboard: String, showing graph: ScreenGraph) -> Bool {
            file == storyboard && graph.places(controller)
        }
    }

    /// `Main.storyboard line 145 (a push segue)`.
    var description: String { "\(file) line \(line) (\(how))" }
}

enum StoryboardReferences {
    private static let marker = Array("viewControllerPlaceholder".utf8)

    /// The references each storyboard among `paths` receives from them (itself included), by its
    /// path. A reference names a storyboard (`Calculator` for `Base.lproj/Calculator.storyboard`);
    /// of several of that name, those in the referencing file's app folder when there are any
    /// (`isNear`: an app keeps a target's storyboards together; two apps imported together may
    /// both have a `Detail`), else all. Only storyboards that hold a
    /// reference are parsed here; one that cannot be read or parsed is skipped (the import
    /// reports it).
    ///
    /// A reference pushed onto a navigation stack puts the controller it names on that stack,
    /// and that controller's own push and show segues, and the references they reach, push onto
    /// it too: a file is read again each time another pushes a controller of it (a controller is
    /// seeded once, by the first reference that pushes it, so the work is linear in the files
    /// and the references). A controller is not seeded by a chain that starts in its own file (a
    /// reference that loops back): its own file's chain shows it.
    static func scan(_ paths: [String]) -> [String: [StoryboardReference]] {
        let storyboards = paths.filter { $0.lowercased().hasSuffix(".storyboard") }
        let byName = Dictionary(grouping: storyboards, by: name(of:))
        var documents: [(path: String, document: IBDocument)] = []
        for path in storyboards {
            guard let bytes = try? SourceFile.read(path), contains(bytes, marker),
                let root = try? bytes.withUnsafeBytes({ buffer throws(DiagnosticError) in try XMLTreeReader.parse(buffer, file: path) }),
                let document = try? IBDocument(root: root, file: path)
            else { continue }
            documents.append((path, document))
        }
        var seeds: [[ObjectIdentifier: (controller: XMLElementNode, pushed: StoryboardReference.PushedOnto)]] = documents.map { _ in [:] }
        var found: [[(name: String, value: StoryboardReference)]] = documents.map { _ in [] }
        // What each file shows of its own, for references that loop back into it.
        let own = documents.map { ScreenGraph(document: $0.document) }
        let indexByPath = Dictionary(documents.indices.map { (documents[$0].path, $0) }, uniquingKeysWith: { first, _ in first })
        var queue = Array(documents.indices)
        var queued = Set(queue)
        var head = 0
        while head < queue.count {
            let index = queue[head]
            head += 1
            queued.remove(index)
            found[index] = references(in: documents[index].document, seeds: seeds[index], own: own[index])
            for reference in found[index] {
                guard let pushed = reference.value.pushed else { continue }
                let targets = nearest(byName[reference.name] ?? [], to: reference.value.file)
                for target in targets.compactMap({ indexByPath[$0] }) {
                    guard let controller = documents[target].document.controller(shownBy: reference.value),
                        seeds[target][ObjectIdentifier(controller)] == nil, !pushed.loopsBack(to: controller, of: documents[target].path, showing: own[target])
                    else { continue }
                    seeds[target][ObjectIdentifier(controller)] = (controller, pushed)
                    if queued.insert(target).inserted { queue.append(target) }
                }
            }
        }
        var result: [String: [StoryboardReference]] = [:]
        for references in found {
            for reference in references {
                for path in nearest(byName[reference.name] ?? [], to: reference.value.file) {
                    result[path, default: []].append(reference.value)
                }
            }
        }
        return result
    }

    /// The references one storyboard holds, by the storyboard each names; `seeds` are its
    /// controllers other storyboards push, `own` its graph without them.
    private static func references(
        in document: IBDocument, seeds: [ObjectIdentifier: (controller: XMLElementNode, pushed: StoryboardReference.PushedOnto)],
        own: ScreenGraph
    ) -> [(name: String, value: StoryboardReference)] {
        var segues: [String: XMLElementNode] = [:]
        for element in IBDocument.descendants(of: document.root) where element.name == "segue" {
            if let destination = element["destination"], segues[destination] == nil { segues[destination] = element }
        }
        let graph = seeds.isEmpty ? own : ScreenGraph(document: document, pushedFrom: seeds.values.map { ($0.controller, $0.pushed.navigation) })
        var result: [(name: String, value: StoryboardReference)] = []
        for placeholder in document.controllers where placeholder.name == "viewControllerPlaceholder" {
            guard let name = placeholder["storyboardName"], !name.isEmpty else { continue }
            let segue = placeholder["id"].flatMap { segues[$0] }
            var reference = StoryboardReference(
                file: document.file, mark: placeholder.mark, identifier: placeholder["referencedIdentifier"], how: describe(segue))
            reference.segue = segue
            switch (segue?["kind"], segue?["relationship"]) {
            case ("relationship", "viewControllers"?): reference.heldBy = "a tab of \(ScreenGraph.describe(segue!.source(in: document)))"
            case ("embed", _): reference.heldBy = "embedded in a container view"
            default: break
            }
            if let navigation = graph.navigation[ObjectIdentifier(placeholder)] {
                let local = graph.stack(endingAt: placeholder, limit: document.objects.count).dropLast()
                // On a stack another storyboard pushed this file's controller onto: that stack.
                if let root = local.first, let seed = seeds[ObjectIdentifier(root)] {
                    reference.pushed = .init(
                        navigation: seed.pushed.navigation, file: seed.pushed.file, stack: seed.pushed.stack + Array(local),
                        heldBy: seed.pushed.heldBy, inTabBar: seed.pushed.inTabBar, era: seed.pushed.era)
                } else {
                    var heldBy: String?
                    switch graph.entry(of: graph.tab[ObjectIdentifier(navigation.nav)]?.tabBar ?? navigation.nav) {
                    case .initial, .loose: break
                    case .presented(let presentation): heldBy = "presented by segue \(presentation.element["id"] ?? "") (line \(presentation.element.mark.line))"
                    case .contained(let what, _): heldBy = what
                    }
                    if let tab = graph.tab[ObjectIdentifier(navigation.nav)] {
                        heldBy = "tab \(tab.index + 1) of \(ScreenGraph.describe(tab.tabBar))" + (heldBy.map { ", which is \($0)" } ?? "")
                    }
                    reference.pushed = .init(
                        navigation: navigation.nav, file: document.file, stack: Array(local), heldBy: heldBy,
                        inTabBar: graph.tab[ObjectIdentifier(navigation.nav)] != nil, era: IBDevices.era(of: document.root))
                }
            } else if let segue, ["presentation", "modal", "popoverPresentation", "show", "push", "showDetail"].contains(segue["kind"] ?? "") {
                // Presented; a show or push from outside a navigation stack presents too
                // (UIViewController.show), as ScreenGraph reads it within one file.
                reference.presentation = segue
            }
            result.append((name, reference))
        }
        return result
    }

    /// Of the candidate paths, those near `file` when any are, else all.
    static func nearest(_ candidates: [String], to file: String) -> [String] {
        let near = candidates.filter { isNear($0, file) }
        return near.isEmpty ? candidates : near
    }

    /// Whether two files are in one app's folder: the same folder, where a `.lproj` folder
    /// counts as the folder that holds it (Xcode keeps `Base.lproj/Main.storyboard` beside
    /// `Detail.storyboard`).
    static func isNear(_ a: String, _ b: String) -> Bool {
        func folder(_ path: String) -> String {
            let parent = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
            guard parent.hasSuffix(".lproj") else { return parent }
            return parent.lastIndex(of: "/").map { String(parent[..<$0]) } ?? ""
        }
        return folder(a) == folder(b)
    }

    /// The name a reference gives the storyboard at `path`: its file name without `.storyboard`.
    static func name(of path: String) -> String {
        let last = path.split(separator: "/").last.map(String.init) ?? path
        return last.lowercased().hasSuffix(".storyboard") ? String(last.dropLast(".storyboard".count)) : last
    }

    private static func describe(_ segue: XMLElementNode?) -> String {
        guard let segue else { return "no segue leads to it: code shows it" }
        switch (segue["kind"] ?? "custom", segue["relationship"]) {
        case ("show", _), ("push", _): return "a \(segue["kind"] ?? "show") segue, line \(segue.mark.line)"
        case ("relationship", "rootViewController"): return "the root of a navigation controller, line \(segue.mark.line)"
        case ("relationship", "viewControllers"): return "a tab of a tab bar controller, line \(segue.mark.line)"
        case ("relationship", let relation?): return "a \(relation) relationship, line \(segue.mark.line)"
        case ("embed", _): return "embedded in a container view, line \(segue.mark.line)"
        case (let kind, _): return "a \(kind) segue, line \(segue.mark.line)"
        }
    }

    private static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, bytes.count >= needle.count else { return false }
        var index = 0
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }
}
