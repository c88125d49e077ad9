internal import InsetlabYAML

/// A storyboard reference (`<viewControllerPlaceholder storyboardName="Calculator">`) in one of
/// the storyboards imported together: the named storyboard's initial controller, or the one with
/// its `referencedIdentifier` as storyboard ID, is shown by the other file, in containers that
/// file holds, and is not its app's window root.
struct StoryboardReference: Sendable {
    /// The storyboard holding the reference, as the user named it.
    var file: String
    var line: Int
    /// The `storyboardIdentifier` of the controller it shows; nil: the initial controller.
    var identifier: String?
    /// How the reference comes on screen: "a push segue", "the root of a navigation controller"…
    var how: String

    /// The navigation stack a push or show segue puts it on, when the reference's storyboard
    /// shows one.
    var pushed: PushedOnto?
    /// The presentation style of a presentation segue to it (`automatic` when the segue names none).
    var presentationStyle: String?

    /// A navigation controller of the referencing storyboard, and the controllers below the
    /// reference in its stack (root first).
    struct PushedOnto: Sendable {
        var navigation: XMLElementNode
        var stack: [XMLElementNode]
        /// What holds that navigation controller in its own file, which is not followed (a tab
        /// bar controller, a container view, a presentation); nil when it is the window's root
        /// or shown by code.
        var heldBy: String?
        /// A tab bar controller holds it (in `heldBy`): the tab bar shows at run time.
        var inTabBar = false
    }

    /// `Main.storyboard line 145 (a push segue)`.
    var description: String { "\(file) line \(line) (\(how))" }
}

enum StoryboardReferences {
    private static let marker = Array("viewControllerPlaceholder".utf8)

    /// The references each storyboard receives from the others among `paths`, by the name a
    /// reference gives it (`Calculator` for `Base.lproj/Calculator.storyboard`). Only storyboards
    /// that hold a reference are parsed here; one that cannot be read or parsed is skipped (the
    /// import reports it).
    static func scan(_ paths: [String]) -> [String: [StoryboardReference]] {
        let storyboards = paths.filter { $0.lowercased().hasSuffix(".storyboard") }
        guard storyboards.count > 1 else { return [:] }
        var result: [String: [StoryboardReference]] = [:]
        for path in storyboards {
            guard let bytes = try? SourceFile.read(path), contains(bytes, marker),
                let root = try? bytes.withUnsafeBytes({ buffer throws(DiagnosticError) in try XMLTreeReader.parse(buffer, file: path) }),
                let document = try? IBDocument(root: root, file: path)
            else { continue }
            var segues: [String: XMLElementNode] = [:]
            for element in IBDocument.descendants(of: document.root) where element.name == "segue" {
                if let destination = element["destination"], segues[destination] == nil { segues[destination] = element }
            }
            let graph = ScreenGraph(document: document)
            for placeholder in document.controllers where placeholder.name == "viewControllerPlaceholder" {
                guard let name = placeholder["storyboardName"], !name.isEmpty else { continue }
                let segue = placeholder["id"].flatMap { segues[$0] }
                var reference = StoryboardReference(
                    file: path, line: placeholder.mark.line, identifier: placeholder["referencedIdentifier"], how: describe(segue))
                if let segue, ["presentation", "modal", "popoverPresentation"].contains(segue["kind"] ?? "") {
                    reference.presentationStyle = segue["modalPresentationStyle"] ?? (segue["kind"] == "popoverPresentation" ? "popover" : "automatic")
                }
                if let navigation = graph.navigation[ObjectIdentifier(placeholder)] {
                    let stack = graph.stack(endingAt: placeholder, limit: document.objects.count).dropLast()
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
                        navigation: navigation.nav, stack: Array(stack), heldBy: heldBy, inTabBar: graph.tab[ObjectIdentifier(navigation.nav)] != nil)
                }
                result[name, default: []].append(reference)
            }
        }
        return result
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
