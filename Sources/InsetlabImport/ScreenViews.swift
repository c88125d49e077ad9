internal import InsetlabYAML
import InsetlabSceneDecoding

/// The views of one screen: every view element of the on-screen controller and of the
/// controllers embedded in it, their superviews, the layout guides, and a scene id for each.
struct ScreenViews {
    /// A constraint item that is a layout guide.
    enum Guide {
        case viewGuide(view: XMLElementNode, key: String)
        case controllerGuide(top: Bool, controller: XMLElementNode)
    }

    /// The target's size classes and idiom (`DocumentTarget.traits`): which size-class
    /// variations' masks install a subview or a constraint.
    var traits: [String: String] = [:]
    var order: [XMLElementNode] = []
    var superview: [ObjectIdentifier: XMLElementNode] = [:]
    var inScope: Set<ObjectIdentifier> = []
    var guides: [String: Guide] = [:]
    var ids: [ObjectIdentifier: String] = [:]
    var controllerIDs: [ObjectIdentifier: String] = [:]
    /// Which controller's view tree each view belongs to.
    var owner: [ObjectIdentifier: XMLElementNode] = [:]
    private var used: Set<String> = ScreenViews.reservedIDs
    /// The next number to try after each base already taken (`view` → 7 once `view2`…`view6`
    /// are): numbering 10,000 unnamed siblings probed 2, 3, … again for each one, 50 million
    /// set lookups.
    private var nextNumber: [String: Int] = [:]

    /// Ids the scene format gives a meaning of its own (bars, constraint items, expect keys).
    static let reservedIDs: Set<String> = Set(IdentifierRegistry.reserved.keys).union(["view", "window"])

    /// The root view of a controller element (`<view key="view">`, `<tableView key="view">`…).
    static func rootView(of controller: XMLElementNode) -> XMLElementNode? {
        controller.children.first { $0.attributes["key"] == "view" && IBViewKinds.kind(of: $0) != nil }
    }

    /// The subviews of `view` as UIKit orders them (`<subviews>`; a visual-effect view's content
    /// view), less those the target's size class does not install (`excluded`).
    func subviews(of view: XMLElementNode) -> [XMLElementNode] {
        var result = view.child("subviews")?.children ?? []
        let excluded = Self.excluded(view, mask: "subviews", traits: traits)
        if !excluded.isEmpty { result.removeAll { $0["id"].map(excluded.contains) ?? false } }
        if view.name == "visualEffectView", let content = view.child("view", key: "contentView") { result.insert(content, at: 0) }
        return result
    }

    /// The masks a variation installs and removes by (another key is a loss, ScreenConstraints).
    static let maskKeys: Set<String> = ["subviews", "constraints"]

    /// The ids the target's size class leaves out of `view`'s `mask` (`subviews`,
    /// `constraints`; every mask when nil), as UIKit installs them: the base size class's
    /// (`<variation key="default"><mask key="subviews"><exclude reference=…>`) left out, then each
    /// variation that applies to `traits` (`heightClass=regular-widthClass=regular` on an iPad),
    /// the least specific first, excluding and including (`<include reference=…>`) in turn.
    /// A variation naming a trait the target does not state is a loss (ScreenConstraints) and
    /// changes nothing here.
    static func excluded(_ view: XMLElementNode, mask key: String?, traits: [String: String]) -> Set<String> {
        var excluded: Set<String> = []
        var applying: [(conditions: Int, variation: XMLElementNode)] = []
        for variation in view.children where variation.name == "variation" {
            guard let name = variation["key"] else { continue }
            if name == "default" {
                applying.insert((0, variation), at: 0)
            } else if case .applies(let conditions) = ScreenConstraints.match(name, traits: traits) {
                applying.append((conditions, variation))
            }
        }
        for (_, variation) in applying.sorted(by: { $0.conditions < $1.conditions }) {
            for mask in variation.children where mask.name == "mask" && (key.map { mask["key"] == $0 } ?? Self.maskKeys.contains(mask["key"] ?? "")) {
                for item in mask.children {
                    guard let reference = item["reference"] else { continue }
                    if item.name == "exclude" { excluded.insert(reference) } else if item.name == "include" { excluded.remove(reference) }
                }
            }
        }
        return excluded
    }

    /// Adds a controller's view tree (iteratively) and its layout guides.
    mutating func add(controller: XMLElementNode, root: XMLElementNode, superview parent: XMLElementNode?) {
        for guide in controller.child("layoutGuides")?.children ?? [] where guide.name == "viewControllerLayoutGuide" {
            if let id = guide["id"] { guides[id] = .controllerGuide(top: guide["type"] == "top", controller: controller) }
        }
        var stack: [(XMLElementNode, XMLElementNode?)] = [(root, parent)]
        while let (view, parentView) = stack.popLast() {
            let key = ObjectIdentifier(view)
            guard !inScope.contains(key) else { continue }
            inScope.insert(key)
            order.append(view)
            owner[key] = controller
            if let parentView { superview[key] = parentView }
            for child in view.children where child.name == "viewLayoutGuide" {
                if let id = child["id"], let guideKey = child["key"] { guides[id] = .viewGuide(view: view, key: guideKey) }
            }
            for subview in subviews(of: view).reversed() where IBViewKinds.kind(of: subview) != nil || !IBViewKinds.cells.contains(subview.name) {
                stack.append((subview, view))
            }
        }
    }

    /// Gives every view and controller a readable, unique scene id: the outlet that names it,
    /// else its IB label, else its text or title, else its kind.
    mutating func assignIDs(controllers: [XMLElementNode], outlets: [String: String]) {
        for controller in controllers where controllerIDs[ObjectIdentifier(controller)] == nil {
            let base = controller["storyboardIdentifier"].map(Self.camel)
                ?? controller["customClass"].map(Self.camel)
                ?? (controller.child("navigationItem")?["title"] ?? controller["title"]).map { title in
                    Self.camel(title).hasSuffix("Controller") ? Self.camel(title) : Self.camel(title) + "Controller"
                }
                ?? Self.camel(controller.name)
            controllerIDs[ObjectIdentifier(controller)] = unique(base.isEmpty ? "controller" : base)
        }
        for view in order {
            let outlet = view["id"].flatMap { outlets[$0] }
            let label = view["userLabel"]
            let text = view["text"] ?? view.child("state", key: "normal")?["title"] ?? view["placeholder"]
            let kind = Self.camel(view.name)
            var base: String
            if let outlet, !Self.camel(outlet).isEmpty {
                base = Self.camel(outlet)
            } else if let label, !Self.camel(label).isEmpty {
                base = Self.camel(label)
            } else if let text, !Self.camel(text).isEmpty, text.count <= 24 {
                base = Self.camel(text) + kind.prefix(1).uppercased() + kind.dropFirst()
            } else if view.attributes["key"] == "view", let controller = owner[ObjectIdentifier(view)],
                let controllerID = controllerIDs[ObjectIdentifier(controller)]
            {
                base = controllerID + "View"
            } else {
                base = kind
            }
            ids[ObjectIdentifier(view)] = unique(base)
        }
    }

    func id(of view: XMLElementNode) -> String { ids[ObjectIdentifier(view)] ?? "view" }

    private mutating func unique(_ base: String) -> String {
        var candidate = base
        var number = nextNumber[base] ?? 2
        while used.contains(candidate) {
            candidate = base + String(number)
            number += 1
        }
        // Names are only ever added, so every number below `number` is taken for good.
        if candidate != base { nextNumber[base] = number }
        used.insert(candidate)
        return candidate
    }

    /// Characters of a title or label an id or a name is made from: past these, a name says
    /// nothing more (a 10 MB title took 11 s to import and was printed whole).
    static let longestNameSource = 200

    /// `Sign in!` → `signIn`, `FeedViewController` → `feedViewController`, `tableView` stays.
    static func camel(_ text: String) -> String {
        var words: [String] = []
        var current = ""
        // Six words are kept; a label of megabytes is not walked character by character.
        for character in text.prefix(Self.longestNameSource) {
            if character.isASCII, character.isLetter || character.isNumber {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        guard !words.isEmpty else { return "" }
        var result = ""
        for (index, word) in words.prefix(6).enumerated() {
            if index == 0 {
                // Lower the leading capitals of an acronym-led word (`URLField` → `urlField`).
                let characters = Array(word)
                var lowered = 0
                while lowered < characters.count, characters[lowered].isUppercase { lowered += 1 }
                if lowered > 1, lowered < characters.count { lowered -= 1 }
                result += String(characters[..<lowered]).lowercased() + String(characters[lowered...])
            } else {
                result += word.prefix(1).uppercased() + word.dropFirst()
            }
        }
        if let first = result.first, first.isNumber { result = "v" + result }
        return String(result.prefix(40))
    }
}
