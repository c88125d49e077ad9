import InsetlabYAML
import InsetlabScene

/// After the whole tree is read: ids in constraints become view indices, stack views claim
/// their arranged subviews, and the checks that need the tree run (SCENE-FORMAT "Auto Layout
/// (v2)": unknown ids and attributes, invalid attribute pairs, no common ancestor, `frame`
/// mixed with constraints on one axis).
extension SceneTreeDecoder {
    /// More arranged subviews than any screen's stack view has: the solver's work grows with
    /// the cube of a stack's length (fillEqually and equalCentering relate every view to the
    /// others), so a longer stack is refused at its `subviews`: 128 equalCentering views take
    /// 0.27 s and 80 MB (release build), 256 took 3.5 s and 320 MB, 1,500 more than 4 GB.
    static let maximumArrangedSubviews = 128

    mutating func resolveConstraints() {
        for index in views.indices where views[index].kind == .stackView {
            if views[index].subviews.count > Self.maximumArrangedSubviews {
                let spec = views[index]
                reader.diagnostics.error(
                    "a UIStackView with \(spec.subviews.count) arranged subviews; insetlab lays out at most \(Self.maximumArrangedSubviews) in one stack view (split it into nested stacks, or lay the views out with constraints)",
                    at: spec.marks["subviews"] ?? spec.marks["type"] ?? spec.mark, keyPath: spec.keyPath + ".subviews")
                continue
            }
            for arranged in views[index].subviews where views[arranged].rootOf == nil {
                let spec = views[arranged]
                if let key = ["frame", "pin"].first(where: { spec.marks[$0] != nil }), let mark = spec.marks[key] {
                    reader.diagnostics.error(
                        "an arranged subview of a UIStackView is placed by the stack view; remove '\(key)'", at: mark, keyPath: spec.keyPath)
                }
                updateView(arranged) { $0.position = .constraints }
            }
        }
        let pending = pendingConstraints
        pendingConstraints = []
        var required: [RequiredEquality] = []
        // A holder's constraints are stored once per run of them (one run per view, usually),
        // not one by one: each store copies the view's Auto Layout settings.
        var run: (holder: ViewIndex, constraints: [ViewConstraint])?
        func store(_ run: (holder: ViewIndex, constraints: [ViewConstraint])) {
            updateView(run.holder) { view in
                var layout = view.autoLayout ?? AutoLayoutSpec(kind: view.kind)
                layout.constraints.append(contentsOf: run.constraints)
                view.autoLayout = layout
            }
        }
        for (index, constraint) in pending.enumerated() {
            guard var resolved = resolve(constraint) else { continue }
            resolved.sizesContentOf = contentOwner(of: resolved, holder: constraint.holder)
            let placed = resolved.sizesContentOf == nil ? placedView(of: resolved, holder: constraint.holder) : nil
            resolved.placesSecondItem = placed != nil && placed != resolved.first.item.view(holder: constraint.holder)
            if resolved.priority >= 1000, resolved.relation == .equal, let second = resolved.second {
                required.append(RequiredEquality(
                    first: resolved.first, second: second, multiplier: resolved.multiplier, holder: resolved.holder, pending: index))
            }
            if let current = run, current.holder != constraint.holder {
                store(current)
                run = nil
            }
            if run == nil { run = (constraint.holder, []) }
            run!.constraints.append(resolved)
            // The view the constraint places (an unplaced view is then placed by constraints instead
            // of filling its superview): the first item, as IB and anchors write lines; but the other
            // side's view when the first item is `superview` or a guide, and the holder itself when
            // a line of its own list begins with a view outside it (`a.top == b.top - 5` in b's
            // list places b; a keeps its own placement).
            if let placed, views[placed].rootOf != nil {
                // UIKit sizes a controller's root view, an embedded one its subviews entry: an error, as `frame` and `pin` are there.
                reader.diagnostics.error(
                    "'\(resolved.text)' would place \(describe(placed)), a view controller's root view, which "
                        + (views[placed].superview == nil ? "UIKit lays out" : "its subviews entry places (frame or pin beside childViewController)") + "; constrain its subviews instead",
                    at: constraint.first.mark, keyPath: constraint.keyPath)
            } else if let placed {
                if case .frame = views[placed].position {
                    reader.diagnostics.error(
                        "\(describe(placed)) is placed by frame and by constraints on the \(resolved.first.attribute.axis.rawValue) axis;"
                            + " use one (remove 'frame', or write the constraint the other way round)",
                        at: constraint.first.mark, keyPath: constraint.keyPath)
                } else if views[placed].marks["pin"] == nil {
                    updateView(placed) { $0.position = .constraints }
                }
            }
        }
        if let run { store(run) }
        reportConstraintCycles(required, pending: pending)
    }

    private func placedView(of constraint: ViewConstraint, holder: ViewIndex) -> ViewIndex? {
        let secondView = constraint.second.flatMap { $0.item.view(holder: holder) }
        guard let firstView = constraint.first.item.view(holder: holder) else { return secondView }
        // A view above the other item, or its guide (`box.bottom == c.bottom + 8`,
        // `sv.contentLayoutGuide.top == c.top`), as `superview`: the view inside, unless a frame
        // or pin places it already and the one above is free (a box that hugs a framed child).
        if let secondView, isAncestor(firstView, of: secondView) {
            if case .viewGuide = constraint.first.item { return secondView }
            return isPlaced(secondView) && !isPlaced(firstView) ? firstView : secondView
        }
        if firstView != holder, secondView == holder, !isAncestor(holder, of: firstView), !isPlaced(holder) { return holder }
        return firstView
    }

    /// The scroll view whose content the line sizes (AL8): a side is its contentLayoutGuide and the
    /// other names nothing inside it (a constant, the view, its frame guide, a view elsewhere).
    /// Apple: the guide is "based on the untranslated content rectangle of the scroll view", not
    /// its frame, so `sv.contentLayoutGuide.width == sv.frameLayoutGuide.width` places no view.
    private func contentOwner(of constraint: ViewConstraint, holder: ViewIndex) -> ViewIndex? {
        let sides = [constraint.first] + (constraint.second.map { [$0] } ?? [])
        guard let guide = sides.firstIndex(where: { if case .viewGuide(_, .contentLayoutGuide) = $0.item { true } else { false } }),
            case .viewGuide(let owner, _) = sides[guide].item
        else { return nil }
        guard let other = sides.indices.first(where: { $0 != guide }).flatMap({ sides[$0].item.view(holder: holder) ?? views[holder].superview })
        else { return owner }
        return other == owner || !isAncestor(owner, of: other) ? owner : nil
    }

    /// Placed by a frame, a pin or as a controller's root: no line may place it.
    private func isPlaced(_ view: ViewIndex) -> Bool {
        if case .frame = views[view].position { return true }
        return views[view].marks["pin"] != nil || views[view].rootOf != nil
    }

    private func describe(_ view: ViewIndex) -> String {
        views[view].id ?? views[view].keyPath
    }

    private func resolve(_ pending: PendingConstraint) -> ViewConstraint? {
        guard let first = resolve(pending.first, pending: pending) else { return nil }
        var second: ConstraintAnchor?
        if let side = pending.second {
            guard let resolved = resolve(side, pending: pending) else { return nil }
            second = resolved
            // UIKit throws on these pairings ("Invalid pairing of layout attributes").
            let a = first.attribute, b = resolved.attribute
            if a.isSize != b.isSize || (!a.isSize && a.axis != b.axis) || a.mixesDirection(with: b) {
                reader.diagnostics.error(
                    "cannot relate \(a.rawValue) to \(b.rawValue): UIKit throws on this pairing ("
                        + (a.mixesDirection(with: b) ? "left and right relate to left and right, leading and trailing to leading and trailing)" : "a location relates to a location on the same axis, a size to a size)"),
                    at: side.mark, keyPath: pending.keyPath)
                return nil
            }
            // NSLayoutConstraint: "A multiplier of 0 or a nil second item together with a location
            // for the first attribute creates an illegal constraint of a location equal to a
            // constant" (it throws NSInvalidArgumentException).
            if pending.multiplier == 0, !a.isSize {
                reader.diagnostics.error(
                    "a multiplier of 0 leaves \(a.rawValue) equal to a constant, which UIKit throws on for a location; write a second item with a non-zero multiplier (superview.\(a.rawValue) + c)",
                    at: pending.mark, keyPath: pending.keyPath)
                return nil
            }
            if let leftView = first.item.view(holder: pending.holder), let rightView = resolved.item.view(holder: pending.holder),
                topAncestor(leftView) != topAncestor(rightView)
            {
                reader.diagnostics.error(
                    "\(describe(leftView)) and \(describe(rightView)) share no ancestor (they are in different controllers' views that are not on screen together); UIKit throws when such views are related",
                    at: side.mark, keyPath: pending.keyPath)
                return nil
            }
        } else if !first.attribute.isSize {
            reader.diagnostics.error(
                "a constant alone fixes a size (width, height); \(first.attribute.rawValue) needs a second item (superview.\(first.attribute.rawValue) + c)",
                at: pending.mark, keyPath: pending.keyPath)
            return nil
        }
        return ViewConstraint(
            first: first, relation: pending.relation, second: second, multiplier: pending.multiplier, constant: pending.constant,
            priority: pending.priority, mark: pending.first.mark, holder: pending.holder, text: pending.text)
    }

    private func topAncestor(_ view: ViewIndex) -> ViewIndex {
        var current = view
        while let superview = views[current].superview { current = superview }
        return current
    }

    private func resolve(_ side: PendingConstraint.Side, pending: PendingConstraint) -> ConstraintAnchor? {
        var item: ConstraintItem
        switch side.item {
        case .resolved(let known):
            item = known
            // `superview.contentLayoutGuide` names the holder's superview's guide: a scroll view's only.
            if case .guide(let guide) = known, guide == .contentLayoutGuide || guide == .frameLayoutGuide,
                let superview = views[pending.holder].superview, !views[superview].kind.isScrollView
            {
                reader.diagnostics.error(
                    "the superview (\(views[superview].id ?? views[superview].keyPath)) is a \(views[superview].kind.rawValue); only scroll views have \(guide.rawValue)",
                    at: side.mark, keyPath: pending.keyPath)
                return nil
            }
        case .named(let name, let guide):
            guard let entry = ids[name] else {
                reader.diagnostics.error(
                    "unknown view id '\(name)' in a constraint\(reader.diagnostics.idSuggestions.suggestion(for: name, among: views.compactMap(\.id)))",
                    at: side.mark, keyPath: pending.keyPath)
                return nil
            }
            guard case .view(let view) = entry.owner else {
                reader.diagnostics.error(
                    "'\(name)' is a view controller; constraints relate views (its view is \(name)'s root view: give that view an id)",
                    at: side.mark, keyPath: pending.keyPath)
                return nil
            }
            if views[view].superview == nil, guide == nil {
                // A root view of a controller on screen is fine; one that is not on screen is
                // caught by the common-ancestor check.
            }
            item = guide.map { .viewGuide(view, $0) } ?? .view(view)
            if guide == .contentLayoutGuide || guide == .frameLayoutGuide, !views[view].kind.isScrollView {
                reader.diagnostics.error(
                    "\(name) is a \(views[view].kind.rawValue); only scroll views have \(guide!.rawValue)", at: side.mark, keyPath: pending.keyPath)
                return nil
            }
        }
        let attribute = side.attribute
        let isGuide: Bool
        switch item {
        case .guide, .viewGuide: isGuide = true
        default: isGuide = false
        }
        if isGuide, attribute.withoutMargin.isMargin || attribute == .firstBaseline || attribute == .lastBaseline {
            reader.diagnostics.error(
                "a layout guide has no \(attribute.rawValue); use \(attribute.withoutMargin.attribute.rawValue)", at: side.mark, keyPath: pending.keyPath)
            return nil
        }
        if attribute == .firstBaseline || attribute == .lastBaseline {
            let baselineView = item.view(holder: pending.holder)
            if baselineView.flatMap({ views[$0].autoLayout?.baselineOffset }) == nil {
                reader.diagnostics.error(
                    "\(attribute.rawValue) needs the view's baselineOffset (no font metrics are modelled); add baselineOffset: N to that view",
                    at: side.mark, keyPath: pending.keyPath)
                return nil
            }
        }
        return ConstraintAnchor(item, attribute)
    }
}
