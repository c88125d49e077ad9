internal import InsetlabYAML
public import InsetlabLayout
public import InsetlabRules
public import InsetlabScene
public import InsetlabWorkspace

/// `insetlab explain`: the derivation of each number, step by step, from the trace the engine
/// recorded while laying out (nothing is re-derived here).
public struct Explanation {
    public enum Subject: Sendable, Hashable {
        case everything
        /// A view or controller id, a bar kind (`navigationBar`), or `window`.
        case named(String)
    }

    public var result: LayoutResult
    public var warnings: [PitfallWarning]
    public var style: TerminalStyle

    public init(result: LayoutResult, warnings: [PitfallWarning], style: TerminalStyle = .plain) {
        self.result = result
        self.warnings = warnings
        self.style = style
    }

    /// Subjects a name can mean, for `--view`: ids of views and controllers, bar kinds, `window`.
    public func resolve(_ name: String) -> [TraceSubject]? {
        if name == "window" { return [.window] }
        if let kind = BarKind(rawValue: name) {
            let bars = result.bars.filter { $0.kind == kind }.map { TraceSubject.bar(kind, owner: $0.owner) }
            let hidden = result.trace.entries.keys.filter { if case .bar(kind, _) = $0 { return true } else { return false } }
            let all = bars + hidden.filter { !bars.contains($0) }
            return all.isEmpty ? nil : all
        }
        if let controller = result.controller(id: name) {
            var subjects: [TraceSubject] = [.controller(controller.index)]
            if let root = controller.rootView, result.view(root) != nil { subjects.append(.view(root)) }
            return subjects
        }
        // A view id, or a path (`feed.view/0`) for views without one. The controller whose root view
        // or content scroll view it is comes first: its guides explain the view's insets.
        guard let view = result.view(id: name) ?? result.views.first(where: { $0.path == name }) else { return nil }
        let governing = result.controllers.filter { $0.rootView == view.index || $0.contentScrollView == view.index }
        return governing.map { .controller($0.index) } + [.view(view.index)]
    }

    /// Every name `resolve` accepts, for "did you mean" and `--help`.
    public var knownNames: [String] {
        var names = ["window"] + result.bars.map(\.kind.rawValue)
        names += result.controllers.compactMap(\.id) + result.views.compactMap(\.id)
        return names
    }

    /// Every property the trace derives for some subject, in first-seen order, for `--property`'s
    /// "did you mean".
    public var knownProperties: [String] {
        var names: [String] = []
        var seen: Set<String> = []
        for subject in defaultOrder() {
            for derivation in result.trace.derivations(for: subject) where seen.insert(derivation.property).inserted {
                names.append(derivation.property)
            }
        }
        return names
    }

    public func write(subjects: [TraceSubject]?, property: String?, to output: ReportOutput) {
        let scene = result.scene
        output.write(style.bold(TerminalText.escaped(scene.file)) + style.dim("  " + TerminalText.escaped(scene.key.description)) + "\n")
        let ordered = subjects ?? defaultOrder()
        for subject in ordered {
            var derivations = result.trace.derivations(for: subject)
            if let property { derivations = derivations.filter { $0.property == property } }
            guard !derivations.isEmpty else { continue }
            output.write("\n" + style.bold(TerminalText.escaped(title(subject))) + "\n")
            var seen: [String] = []
            for derivation in derivations where !seen.contains(derivation.property) {
                seen.append(derivation.property)
                let value = self.value(of: derivation.property, for: subject).map { "  " + style.cyan($0) } ?? ""
                output.write("  \(derivation.property)\(value)\n")
                for step in derivations where step.property == derivation.property {
                    output.write("    " + style.dim("\(step.rule) — \(step.source)") + "\n")
                    output.write("      \(step.formula)\n")
                }
            }
        }
        let relevant = warnings.filter { warning in
            guard let subjects else { return true }
            return subjects.contains { subjectNames($0).contains(warning.subject ?? "") }
        }
        if !relevant.isEmpty {
            output.write("\n" + style.bold("warnings") + "\n")
            for warning in relevant {
                let at = warning.mark.map { "\(scene.file):\($0.line):\($0.column): " } ?? ""
                output.write("  \(at)\(style.yellow(warning.severity.rawValue)): \(TerminalText.escaped(warning.message)) [\(warning.rule)]\n")
                output.write("    fix: \(TerminalText.escaped(warning.fix))\n")
            }
        }
        if property == nil {
            for note in result.notes where subjects == nil {
                output.write("\n" + style.dim("note (\(note.reference)): \(note.message)") + "\n")
            }
        }
    }

    private func defaultOrder() -> [TraceSubject] {
        var order: [TraceSubject] = [.window]
        for bar in result.bars { order.append(.bar(bar.kind, owner: bar.owner)) }
        for key in result.trace.entries.keys {
            if case .bar = key, !order.contains(key) { order.append(key) }
        }
        order += result.controllers.map { .controller($0.index) }
        order += result.views.map { .view($0.index) }
        return order
    }

    private func title(_ subject: TraceSubject) -> String {
        switch subject {
        case .window:
            return "window"
        case .bar(let kind, let owner):
            return kind.rawValue + (owner.map { " of \(result.scene.controllers[$0].displayName)" } ?? "")
        case .controller(let index):
            let spec = result.scene.controllers[index]
            return "controller \(spec.displayName) (\(spec.kind.rawValue))"
        case .view(let index):
            let spec = result.scene.views[index]
            let path = result.view(index)?.path ?? spec.keyPath
            return "view \(spec.id ?? path) (\(spec.kind.rawValue)" + (spec.id != nil ? ", \(path))" : ")")
        }
    }

    private func subjectNames(_ subject: TraceSubject) -> [String] {
        switch subject {
        case .controller(let index): [result.scene.controllers[index].displayName]
        case .view(let index): [result.scene.views[index].id, result.view(index)?.path].compactMap { $0 }
        default: []
        }
    }

    /// The value the report shows for a traced property.
    private func value(of property: String, for subject: TraceSubject) -> String? {
        switch subject {
        case .window:
            switch property {
            case "frame": return result.window.frame.description
            case "safeAreaInsets": return result.window.safeAreaInsets?.description
            case "statusBarHidden": return result.window.statusBarHidden ? "hidden" : "shown"
            default: return nil
            }
        case .bar(let kind, let owner):
            guard property == "frame" else { return nil }
            return result.bars.first { $0.kind == kind && $0.owner == owner }?.frame.description ?? "not shown"
        case .controller(let index):
            guard let c = result.controller(index) else { return nil }
            switch property {
            case "viewFrame": return c.viewFrame.description
            case "safeAreaInsets": return c.safeAreaInsets?.description
            case "topLayoutGuide": return formatNumber(c.topLayoutGuide)
            case "bottomLayoutGuide": return formatNumber(c.bottomLayoutGuide)
            case "contentScrollView":
                return c.contentScrollView.map { result.scene.views[$0].id ?? result.view($0)?.path ?? "a scroll view" } ?? "none"
            default: return nil
            }
        case .view(let index):
            guard let v = result.view(index) else { return nil }
            switch property {
            case "frame": return v.frame.description
            case "windowFrame": return v.windowFrame.description
            case "safeAreaInsets": return v.safeAreaInsets?.description
            case "layoutMargins": return v.layoutMargins?.description
            case "contentInset": return v.contentInset?.description
            case "adjustedContentInset": return v.adjustedContentInset?.description
            case "contentOffset": return v.contentOffset?.description
            case "contentSize": return v.contentSize?.description
            default: return nil
            }
        }
    }
}
