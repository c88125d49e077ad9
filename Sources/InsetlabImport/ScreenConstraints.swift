internal import InsetlabScene
internal import InsetlabYAML

/// The constraints of one screen, one for one: every installed, non-placeholder
/// `<constraint>` becomes a line in UIKit's debug notation (SCENE-FORMAT "Auto Layout (v2)"),
/// held by the view it positions.
struct ScreenConstraints {
    enum Item {
        case view(XMLElementNode)
        case guide(ScreenViews.Guide)
    }

    struct Constraint {
        var element: XMLElementNode
        var first: Item
        var firstAttribute: String
        var second: Item?
        var secondAttribute: String
        var relation: String
        var multiplier: Double
        var constant: Double
        var priority: Double
    }

    var constraints: [Constraint] = []
    var losses: [ImportLoss] = []
    /// Views laid out by constraints (UIKit's translatesAutoresizingMaskIntoConstraints = NO).
    var constrained: Set<ObjectIdentifier> = []
    /// Lines each view holds.
    var lines: [ObjectIdentifier: [(text: String, mark: Mark)]] = [:]

    /// Whether Interface Builder's attribute name (the same as UIKit's and the scene format's) is
    /// one a scene can write: the scene model's `LayoutAttribute`, baselines aside (they need
    /// font metrics, which are not modelled).
    static func isModelled(_ attribute: String) -> Bool {
        guard let value = LayoutAttribute(rawValue: attribute) else { return false }
        return value != .firstBaseline && value != .lastBaseline
    }

    /// `traits`: the target's size classes and idiom (`widthClass: compact`…): a size-class
    /// variation that cannot apply on the target device changes nothing there.
    init(views: ScreenViews, document: IBDocument, traits: [String: String]) {
        var excluded: Set<String> = []
        for view in views.order {
            excluded.formUnion(ScreenViews.excluded(view, mask: nil, traits: traits))
            for variation in view.children where variation.name == "variation" {
                let key = variation["key"] ?? "?"
                guard key != "default" else { continue }
                switch Self.match(key, traits: traits) {
                case .cannotApply: continue
                case .unknownTrait:
                    losses.append(ImportLoss(
                        mark: variation.mark,
                        what: "size-class variation \"\(key)\" names a trait the import does not know: the base (any × any) constraints, subviews and settings are used"))
                    continue
                case .applies: break
                }
                // Its masks install and remove subviews and constraints (`ScreenViews.excluded`);
                // what else it sets on the view (a stack view's axis, a font) is not imported.
                let settings = variation.attributes.keys.filter { $0 != "key" }.sorted()
                    + variation.children.filter { !($0.name == "mask" && ScreenViews.maskKeys.contains($0["key"] ?? "")) }
                        .map { $0.name == "mask" ? "a mask of \"\($0["key"] ?? "")\"" : "<\($0.name)>" }
                if !settings.isEmpty {
                    losses.append(ImportLoss(
                        mark: variation.mark,
                        what: "size-class variation \"\(key)\" applies here and sets \(settings.joined(separator: ", ")), which is not imported: the base (any × any) values are used"))
                }
            }
        }
        for holder in views.order {
            for element in holder.child("constraints")?.children ?? [] where element.name == "constraint" {
                if element["placeholder"] == "YES" {
                    // Removed at build time: the code that puts the real constraint in its place is
                    // not in the file, so the layout it gives is unknown.
                    losses.append(ImportLoss(
                        mark: element.mark,
                        what: "constraint \(element["id"] ?? "") is a placeholder (removed at build time; the constraint code adds instead is not in the file); dropped"))
                    continue
                }
                if let id = element["id"], excluded.contains(id) { continue }
                // A constraint to a view the base size class does not install is not installed
                // either: it cannot be activated without its item (the file need not list it).
                if [element["firstItem"], element["secondItem"]].contains(where: { $0.map(excluded.contains) ?? false }) { continue }
                if let constraint = resolve(element, holder: holder, views: views, document: document, traits: traits) {
                    constraints.append(constraint)
                }
            }
        }
        markConstrained(views: views)
        assignLines(views: views)
    }

    private mutating func resolve(
        _ element: XMLElementNode, holder: XMLElementNode, views: ScreenViews, document: IBDocument, traits: [String: String]
    ) -> Constraint? {
        func item(_ id: String?) -> Item?? {
            guard let id else { return .some(nil) }
            if let guide = views.guides[id] { return .some(.guide(guide)) }
            if let object = document.objects[id] {
                if views.inScope.contains(ObjectIdentifier(object)) { return .some(.view(object)) }
                let what = object.name == "keyboardLayoutGuide"
                    ? "uses the keyboard layout guide, which is not modelled"
                    : "names <\(object.name)> \"\(id)\", which is not a view or layout guide of this screen"
                losses.append(ImportLoss(mark: element.mark, what: "constraint \(element["id"] ?? "") \(what); dropped"))
                return nil
            }
            losses.append(ImportLoss(mark: element.mark, what: "constraint \(element["id"] ?? "") names \"\(id)\", which is no object in this file; dropped"))
            return nil
        }
        guard let firstResolved = item(element["firstItem"]) else { return nil }
        let first = firstResolved ?? .view(holder)
        guard let secondResolved = item(element["secondItem"]) else { return nil }
        let rawFirst = element["firstAttribute"] ?? ""
        let rawSecond = element["secondAttribute"] ?? (secondResolved == nil ? "notAnAttribute" : rawFirst)
        for attribute in [rawFirst] + (secondResolved == nil ? [] : [rawSecond]) where !Self.isModelled(attribute) {
            let why = attribute.contains("aseline")
                ? "baseline alignment needs font metrics, which are not modelled"
                : "attribute \"\(attribute)\" is unknown"
            losses.append(ImportLoss(mark: element.mark, what: "constraint \(element["id"] ?? ""): \(why); dropped"))
            return nil
        }
        if case .guide(.viewGuide(_, let key)) = first, !["safeArea", "contentLayoutGuide", "frameLayoutGuide"].contains(key) {
            losses.append(ImportLoss(mark: element.mark, what: "constraint \(element["id"] ?? "") uses the \(key) layout guide, which is not modelled; dropped"))
            return nil
        }
        if case .guide(.viewGuide(_, let key))? = secondResolved, !["safeArea", "contentLayoutGuide", "frameLayoutGuide"].contains(key) {
            losses.append(ImportLoss(mark: element.mark, what: "constraint \(element["id"] ?? "") uses the \(key) layout guide, which is not modelled; dropped"))
            return nil
        }
        guard let multiplier = Self.multiplier(element["multiplier"]),
            // A scene number is at most a million points (ValueReader.largestMagnitude): a larger
            // constant would make the scene fail to read back, so it is a loss like NaN.
            let constant = (constantVariation(of: element, traits: traits) ?? element.attributes["constant"]).map(Double.init) ?? 0,
            constant.isFinite, abs(constant) <= 1_000_000,
            let priority = element.attributes["priority"].map(Double.init) ?? 1000, (1...1000).contains(priority)
        else {
            losses.append(ImportLoss(mark: element.mark, what: "constraint \(element["id"] ?? "") has a multiplier, constant or priority that is not a number in range; dropped"))
            return nil
        }
        let relation: String
        switch element["relation"] {
        case nil: relation = "=="
        case "greaterThanOrEqual": relation = ">="
        case "lessThanOrEqual": relation = "<="
        case let other?:
            losses.append(ImportLoss(mark: element.mark, what: "constraint \(element["id"] ?? "") has the relation \"\(other)\", which Interface Builder does not write (greaterThanOrEqual, lessThanOrEqual, or none for equal); dropped"))
            return nil
        }
        return Constraint(
            element: element, first: first, firstAttribute: rawFirst, second: secondResolved, secondAttribute: rawSecond,
            relation: relation, multiplier: multiplier, constant: constant, priority: priority)
    }

    /// The constant a size-class variation of the constraint gives on the target
    /// (`<variation key="heightClass=regular-widthClass=regular" constant="380"/>`), as UIKit
    /// installs it under those traits: the most specific one that applies. One whose key names
    /// a trait the target does not state is a loss, and the base constant stays.
    private mutating func constantVariation(of element: XMLElementNode, traits: [String: String]) -> String? {
        var best: (conditions: Int, constant: String)?
        for variation in element.children where variation.name == "variation" {
            guard let key = variation["key"], key != "default", let constant = variation["constant"] else { continue }
            let conditions: Int
            switch Self.match(key, traits: traits) {
            case .cannotApply: continue
            case .unknownTrait:
                losses.append(ImportLoss(
                    mark: variation.mark,
                    what: "constraint \(element["id"] ?? ""): its variation \"\(key)\" (constant \(constant)) names a trait the import does not know; the base constant is used"))
                continue
            case .applies(let count): conditions = count
            }
            if best.map({ conditions > $0.conditions }) ?? true { best = (conditions, constant) }
        }
        return best?.constant
    }

    /// How a size-class variation's key (`heightClass=regular-widthClass=regular`,
    /// `userInterfaceIdiom=pad`) meets the target's traits.
    enum VariationMatch: Equatable {
        /// A condition names a trait value the target does not have.
        case cannotApply
        /// Every condition holds on the target: how many there are (the more, the more specific).
        case applies(conditions: Int)
        /// None fails, but one names a trait the target does not state (or is not `name=value`).
        case unknownTrait
    }

    static func match(_ key: String, traits: [String: String]) -> VariationMatch {
        var count = 0
        var unknown = false
        for condition in key.split(separator: "-") {
            let parts = condition.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let value = traits[parts[0]] else {
                unknown = true
                continue
            }
            if value != parts[1] { return .cannotApply }
            count += 1
        }
        return unknown ? .unknownTrait : .applies(conditions: count)
    }

    /// `"1:2"` → 0.5, `"0.75"` → 0.75, absent → 1.
    /// IB's `multiplier` (`0.5`, or a ratio `16:9`), within the million a scene number may be.
    static func multiplier(_ text: String?) -> Double? {
        guard let text else { return 1 }
        let parts = text.split(whereSeparator: { $0 == ":" || $0 == "/" })
        var value: Double?
        if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 { value = a / b }
        if parts.count == 1 { value = Double(parts[0]) }
        return value.flatMap { $0.isFinite && abs($0) <= 1_000_000 ? $0 : nil }
    }

    private static func view(of item: Item) -> XMLElementNode? {
        switch item {
        case .view(let view): return view
        case .guide(.viewGuide(let view, _)): return view
        case .guide(.controllerGuide): return nil
        }
    }

    private static func isAncestor(_ candidate: XMLElementNode, of view: XMLElementNode, views: ScreenViews) -> Bool {
        var current = views.superview[ObjectIdentifier(view)]
        var steps = 0
        while let node = current, steps < 10_000 {
            if node === candidate { return true }
            current = views.superview[ObjectIdentifier(node)]
            steps += 1
        }
        return false
    }

    /// A view is laid out by constraints when one places or sizes it: a constant size, or a
    /// relation to anything but its own descendants (a line to a descendant places that one).
    private mutating func markConstrained(views: ScreenViews) {
        for constraint in constraints {
            let pairs: [(Item, String, Item?)] = [
                (constraint.first, constraint.firstAttribute, constraint.second),
            ] + (constraint.second.map { [($0, constraint.secondAttribute, constraint.first)] } ?? [])
            for (item, _, other) in pairs {
                // A controller's root view is placed by UIKit (or its container), never by constraints.
                guard case .view(let view) = item, view.attributes["key"] != "view" else { continue }
                guard let other, let otherView = Self.view(of: other) else {
                    constrained.insert(ObjectIdentifier(view))  // a constant, or a controller guide
                    continue
                }
                if otherView === view {
                    if case .view = other { constrained.insert(ObjectIdentifier(view)) }  // aspect ratio
                    continue
                }
                if Self.isAncestor(view, of: otherView, views: views) { continue }
                if case .guide = other, otherView === view { continue }
                constrained.insert(ObjectIdentifier(view))
            }
        }
    }

    /// Each line goes to a constrained view it names (the first item when it is one); every
    /// constrained view ends up holding at least one line, so none reads as "fills its superview".
    private mutating func assignLines(views: ScreenViews) {
        var holders: [Int: XMLElementNode] = [:]
        for (index, constraint) in constraints.enumerated() {
            let candidates = [constraint.first, constraint.second].compactMap { $0 }.compactMap { item -> XMLElementNode? in
                if case .view(let view) = item { return view }
                return nil
            }
            holders[index] = candidates.first { constrained.contains(ObjectIdentifier($0)) } ?? candidates.first
        }
        var holding: Set<ObjectIdentifier> = Set(holders.values.map(ObjectIdentifier.init))
        for (index, constraint) in constraints.enumerated() {
            for item in [constraint.first, constraint.second].compactMap({ $0 }) {
                guard case .view(let view) = item, constrained.contains(ObjectIdentifier(view)),
                    !holding.contains(ObjectIdentifier(view))
                else { continue }
                holders[index] = view
                holding.insert(ObjectIdentifier(view))
            }
        }
        for (index, constraint) in constraints.enumerated() {
            guard let holder = holders[index] else {
                losses.append(ImportLoss(mark: constraint.element.mark, what: "constraint \(constraint.element["id"] ?? "") relates two layout guides, which the scene format cannot hold; dropped"))
                continue
            }
            lines[ObjectIdentifier(holder), default: []].append((text(constraint, holder: holder, views: views), constraint.element.mark))
        }
    }

    /// `label.top == safeArea.top + 20 @750`, read from `holder`'s superview.
    private func text(_ constraint: Constraint, holder: XMLElementNode, views: ScreenViews) -> String {
        var c = constraint
        // Readable order: the holder first, when the line can be turned around exactly.
        if case .view(let firstView) = c.first, firstView !== holder, let second = c.second, c.multiplier == 1 {
            c.first = second
            c.second = .view(firstView)
            swap(&c.firstAttribute, &c.secondAttribute)
            c.constant = -c.constant
            c.relation = c.relation == ">=" ? "<=" : c.relation == "<=" ? ">=" : "=="
        } else if case .guide = c.first, let second = c.second, case .view = second, c.multiplier == 1 {
            c.first = second
            c.second = constraint.first
            swap(&c.firstAttribute, &c.secondAttribute)
            c.constant = -c.constant
            c.relation = c.relation == ">=" ? "<=" : c.relation == "<=" ? ">=" : "=="
        }
        let parent = views.superview[ObjectIdentifier(holder)]
        var text = "\(name(c.first, parent: parent, views: views)).\(c.firstAttribute) \(c.relation) "
        if let second = c.second {
            text += "\(name(second, parent: parent, views: views)).\(c.secondAttribute)"
            if c.multiplier != 1 { text += " * \(SceneNumber.format(c.multiplier))" }
            if c.constant > 0 { text += " + \(SceneNumber.format(c.constant))" }
            if c.constant < 0 { text += " - \(SceneNumber.format(-c.constant))" }
        } else {
            text += SceneNumber.format(c.constant)
        }
        if c.priority != 1000 { text += " @\(SceneNumber.format(c.priority))" }
        return text
    }

    private func name(_ item: Item, parent: XMLElementNode?, views: ScreenViews) -> String {
        switch item {
        case .view(let view):
            return view === parent ? "superview" : views.id(of: view)
        case .guide(.viewGuide(let view, let key)):
            if key == "safeArea", view === parent { return "safeArea" }
            return "\(views.id(of: view)).\(key)"
        case .guide(.controllerGuide(let top, _)):
            return top ? "topLayoutGuide" : "bottomLayoutGuide"
        }
    }
}
