internal import InsetlabYAML

/// A parsed Interface Builder document: what kind it is, its simulated device and era, and
/// an index of every object by IB id.
struct IBDocument {
    enum Kind { case storyboard, xib }

    let file: String
    let root: XMLElementNode
    let kind: Kind
    /// Every element with an `id`, by id (IB ids are unique; a document that repeats one is refused).
    let objects: [String: XMLElementNode]
    /// Parent of every element (by object identity), for walking up from a segue.
    let parents: [ObjectIdentifier: XMLElementNode]

    static let controllerElements: Set<String> = [
        "viewController", "tableViewController", "collectionViewController", "navigationController",
        "tabBarController", "splitViewController", "pageViewController", "viewControllerPlaceholder",
        "avPlayerViewController", "glkViewController", "hostingController",
    ]

    /// Checks that the document is an iOS storyboard or xib; anything else is a located error.
    init(root: XMLElementNode, file: String) throws(DiagnosticError) {
        self.file = file
        self.root = root
        guard root.name == "document" else {
            throw DiagnosticError(.error(
                "not an Interface Builder document: the root element is <\(root.name)>, expected <document> (a .storyboard or .xib file)",
                file: file, at: root.mark))
        }
        let type = root["type"] ?? ""
        let runtime = root["targetRuntime"] ?? ""
        if let platform = Self.otherPlatform(type: type, runtime: runtime) {
            throw DiagnosticError(.error(
                "a \(platform) Interface Builder document (targetRuntime \"\(runtime)\"); insetlab models UIKit on iPhone and iPad only",
                file: file, at: root.mark))
        }
        guard type.contains("CocoaTouch") || runtime.hasPrefix("iOS.CocoaTouch") else {
            throw DiagnosticError(.error(
                "not an iOS Interface Builder document: type \"\(type)\", targetRuntime \"\(runtime)\"",
                file: file, at: root.mark))
        }
        kind = type.hasSuffix("Storyboard.XIB") || root.child("scenes") != nil ? .storyboard : .xib

        var objects: [String: XMLElementNode] = [:]
        var parents: [ObjectIdentifier: XMLElementNode] = [:]
        var stack = [root]
        while let element = stack.popLast() {
            if let id = element["id"] {
                // Interface Builder gives every object its own id, and constraints, outlets and
                // segues name objects by it: with two, they would attach to either.
                if let other = objects[id] {
                    let (first, second) = other.mark < element.mark ? (other, element) : (element, other)
                    throw DiagnosticError(.error(
                        "duplicate id \"\(TerminalText.escaped(id))\" (<\(second.name)>; <\(first.name)> at line \(first.mark.line) has it too): Interface Builder gives every object its own id, which constraints and segues name",
                        file: file, at: second.mark))
                }
                objects[id] = element
            }
            // IB writes every rect's numbers; one that is not a number (`width="NaN"`, hand
            // edited) would otherwise read as 0 and the screen pass as exact.
            if element.name == "rect" {
                for attribute in ["x", "y", "width", "height"] {
                    guard let text = element[attribute], element.number(attribute) == nil else { continue }
                    throw DiagnosticError(.error(
                        "<rect key=\"\(element["key"] ?? "")\"> \(attribute)=\"\(TerminalText.escaped(text))\" is not a finite number",
                        file: file, at: element.mark))
                }
            }
            for child in element.children {
                parents[ObjectIdentifier(child)] = element
                stack.append(child)
            }
        }
        self.objects = objects
        self.parents = parents
    }

    static func otherPlatform(type: String, runtime: String) -> String? {
        if runtime.hasPrefix("MacOSX") || type.contains(".Cocoa.") { return "macOS" }
        if runtime.hasPrefix("AppleTV") || type.contains("AppleTV") { return "tvOS" }
        if runtime.lowercased().hasPrefix("watchkit") || type.contains("WatchKit") { return "watchOS" }
        return nil
    }

    func parent(of element: XMLElementNode) -> XMLElementNode? { parents[ObjectIdentifier(element)] }

    /// The controller element that holds `element` (itself when it is one).
    func controller(containing element: XMLElementNode) -> XMLElementNode? {
        var current: XMLElementNode? = element
        var steps = 0
        while let node = current, steps < 10_000 {
            if Self.controllerElements.contains(node.name), node["sceneMemberID"] == "viewController" || parent(of: node)?.name == "objects" {
                return node
            }
            current = parent(of: node)
            steps += 1
        }
        return nil
    }

    /// Every controller of a storyboard's scenes, in document order.
    var controllers: [XMLElementNode] {
        guard let scenes = root.child("scenes") else { return [] }
        return scenes.children.filter { $0.name == "scene" }.flatMap { scene in
            (scene.child("objects")?.children ?? []).filter { Self.controllerElements.contains($0.name) }
        }
    }

    /// Descendants of `element` in document order (iteratively: no recursion a deep file can overflow).
    static func descendants(of element: XMLElementNode) -> [XMLElementNode] {
        var result: [XMLElementNode] = []
        var stack = Array(element.children.reversed())
        while let node = stack.popLast() {
            result.append(node)
            stack.append(contentsOf: node.children.reversed())
        }
        return result
    }
}
