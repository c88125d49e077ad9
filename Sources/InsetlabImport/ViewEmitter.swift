internal import InsetlabYAML
internal import InsetlabScene

/// Writes one screen's view trees as scene mappings: type, id, provenance, position (by
/// constraints, as an arranged subview, or by frame and autoresizing mask), settings.
struct ViewEmitter {
    let views: ScreenViews
    let constraints: ScreenConstraints
    /// Container view → the controller embedded in it (mapped by the caller).
    let embeddedController: (XMLElementNode) -> SceneMap?
    var losses: [ImportLoss] = []

    /// The root view of a controller: no position of its own (UIKit sets it).
    mutating func root(_ view: XMLElementNode, typeKnown: Bool) -> SceneMap {
        var map = SceneMap(source: view.mark)
        if !typeKnown { map.set("type", IBViewKinds.kind(of: view)?.type ?? "UIView") }
        map.set("id", views.id(of: view))
        map.set(text: "ib", view["id"] ?? "?")
        fill(&map, view: view)
        return map
    }

    /// A subview and, iteratively below it, its own subviews. Depth is bounded by the XML
    /// reader's nesting limit (`XMLTreeReader.maxDepth`, 256), so the recursion here cannot
    /// overflow the stack.
    mutating func subview(_ view: XMLElementNode, superview: XMLElementNode) -> SceneMap {
        var map = SceneMap(source: view.mark)
        let kind = IBViewKinds.kind(of: view)
        if kind == nil {
            losses.append(ImportLoss(mark: view.mark, what: "unknown view element <\(view.name)>: imported as a plain UIView"))
        }
        if let loss = kind?.loss { losses.append(ImportLoss(mark: view.mark, what: loss)) }
        map.set("type", kind?.type ?? "UIView")
        map.set("id", views.id(of: view))
        map.set(text: "ib", view["id"] ?? "?")
        let key = ObjectIdentifier(view)
        let arranged = superview.name == "stackView"
        // IB's fixed frame: a view no constraint places, with translatesAutoresizingMaskIntoConstraints
        // off, gets constraints at build time that hold its designed frame (left, top, width,
        // height: "IB auto generated at build time for view with fixed frame").
        let fixedFrame = view["fixedFrame"] == "YES" && !constraints.constrained.contains(key)
        let isConstrained = !fixedFrame && (constraints.constrained.contains(key) || view["translatesAutoresizingMaskIntoConstraints"] == "NO")
        if !arranged, !isConstrained {
            position(&map, view: view, superview: superview, fixed: fixedFrame)
        }
        if arranged || isConstrained, let kind, kind.intrinsicWidth || kind.intrinsicHeight {
            intrinsic(&map, view: view, kind: kind)
            if view["misplaced"] == "YES" {
                losses.append(ImportLoss(
                    mark: view.mark,
                    what: "Interface Builder marks it misplaced: its stored frame, which gives its intrinsic size here, is not the frame its constraints give"))
            }
        } else if arranged || isConstrained, let placeholder = Self.placeholderIntrinsicSize(of: view) {
            // IB's "Intrinsic Size: Placeholder": a stand-in at design time for a size the view's
            // code computes at run time. Laid out as IB's canvas shows it, and said.
            map.set("intrinsicContentSize", .flow(placeholder), source: view.mark)
            losses.append(ImportLoss(
                mark: view.mark,
                what: "intrinsic size placeholder \(placeholder.joined(separator: " × ")): the view's code gives its intrinsic size at run time; laid out with the placeholder"))
        }
        fill(&map, view: view)
        return map
    }

    /// Frame and autoresizing mask, the frame read as designed in the superview's stored size.
    private mutating func position(_ map: inout SceneMap, view: XMLElementNode, superview: XMLElementNode, fixed: Bool = false) {
        guard let frame = Self.frame(of: view) else {
            losses.append(ImportLoss(mark: view.mark, what: "<\(view.name)> has neither constraints nor a stored frame; imported filling its superview"))
            return
        }
        map.set("frame", .flow(frame.map(SceneNumber.format)), source: view.child("rect", key: "frame")?.mark)
        // A fixed frame is held by constraints, not by the autoresizing mask IB still stores.
        guard !fixed, let mask = view.child("autoresizingMask", key: "autoresizingMask") else { return }
        let flags: [(String, String)] = [
            ("widthSizable", "flexibleWidth"), ("heightSizable", "flexibleHeight"), ("flexibleMinX", "flexibleLeftMargin"),
            ("flexibleMaxX", "flexibleRightMargin"), ("flexibleMinY", "flexibleTopMargin"), ("flexibleMaxY", "flexibleBottomMargin"),
        ]
        let set = flags.filter { mask[$0.0] == "YES" }.map(\.1)
        guard !set.isEmpty else { return }
        map.set("autoresizingMask", .flow(set), source: mask.mark)
        if let design = Self.frame(of: superview) {
            map.set("designedIn", .flow([SceneNumber.format(design[2]), SceneNumber.format(design[3])]), source: mask.mark)
        }
    }

    /// `placeholderIntrinsicWidth` / `Height` as scene values (`none` for a side IB leaves
    /// without one, or marks `infinite`); nil when neither is a number.
    static func placeholderIntrinsicSize(of view: XMLElementNode) -> [String]? {
        let sides = ["placeholderIntrinsicWidth", "placeholderIntrinsicHeight"].map { key -> String in
            guard let value = view.number(key), value.isFinite, value >= 0, value <= 1_000_000 else { return "none" }
            return SceneNumber.format(value)
        }
        return sides == ["none", "none"] ? nil : sides
    }

    /// The stored frame supplies only the intrinsic content size of kinds that have one: the
    /// size of its alignment rect, which is what Auto Layout sizes (a switch's is 2 pt narrower
    /// than its frame, M34).
    private func intrinsic(_ map: inout SceneMap, view: XMLElementNode, kind: IBViewKinds.Kind) {
        guard let frame = Self.frame(of: view) else { return }
        let source = view.child("rect", key: "frame")?.mark
        let insets = ViewKind(rawValue: kind.type)?.alignmentRectInsets ?? .zero
        map.set("intrinsicContentSize", .flow([
            kind.intrinsicWidth ? SceneNumber.format(max(0, frame[2] - insets.left - insets.right)) : "none",
            kind.intrinsicHeight ? SceneNumber.format(max(0, frame[3] - insets.top - insets.bottom)) : "none",
        ]), source: source)
        // IB writes a priority only where it differs from UIKit's 250 / 750 (labels and images get 251).
        map.set("contentHuggingPriority", .map(priorities(view, "HuggingPriority", default: 250)), source: source)
        map.set("contentCompressionResistancePriority", .map(priorities(view, "CompressionResistancePriority", default: 750)), source: source)
    }

    private func priorities(_ view: XMLElementNode, _ suffix: String, default value: Double) -> SceneMap {
        var map = SceneMap()
        map.set("horizontal", view.number("horizontal" + suffix) ?? value)
        map.set("vertical", view.number("vertical" + suffix) ?? value)
        return map
    }

    static func frame(of view: XMLElementNode) -> [Double]? {
        guard let rect = view.child("rect", key: "frame") else { return nil }
        let values = ["x", "y", "width", "height"].map { rect.number($0) ?? 0 }
        return values
    }

    /// Settings, constraint lines and subviews.
    private mutating func fill(_ map: inout SceneMap, view: XMLElementNode) {
        ViewSettings.add(to: &map, view: view, losses: &losses)
        if let lines = constraints.lines[ObjectIdentifier(view)], !lines.isEmpty {
            // Each constraint at its own <constraint> element, so an error names its line.
            map.set("constraints", .list(lines.map { .located(SceneQuoting.string($0.text), $0.mark) }), source: lines[0].mark)
        }
        var children: [SceneValue] = []
        if view.name == "containerView", let child = embeddedController(view) {
            var entry = SceneMap(source: child.source)
            entry.set("childViewController", .map(child))
            children.append(.map(entry))
        }
        for subview in views.subviews(of: view) {
            if IBViewKinds.cells.contains(subview.name) { continue }  // cells' contents are out of scope
            children.append(.map(self.subview(subview, superview: view)))
        }
        if !children.isEmpty { map.set("subviews", .list(children)) }
    }
}
