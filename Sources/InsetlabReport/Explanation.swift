internal import InsetlabYAML
public import InsetlabLayout
public import InsetlabRules
public import InsetlabScene
public import InsetlabWorkspace
internal import InsetlabChecking

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

    /// Subjects a name can mean, for `--view`: ids of views and controllers (or a controller's
    /// report name, `root`), view paths, bar kinds, `window`.
    public func resolve(_ name: String) -> [TraceSubject]? {
        if name == "window" { return [.window] }
        if let kind = BarKind(rawValue: name) {
            let bars = result.bars.filter { $0.kind == kind }.map { TraceSubject.bar(kind, owner: $0.owner) }
            let hidden = result.trace.subjects.filter { if case .bar(kind, _) = $0 { return true } else { return false } }
            let all = bars + hidden.filter { !bars.contains($0) }
            return all.isEmpty ? nil : all
        }
        // An id, or the name every report gives a controller without one (`root`).
        if let controller = result.controller(id: name) ?? result.controllers.first(where: { $0.name == name }) {
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
        names += result.controllers.map(\.name) + result.views.compactMap(\.id)
        return names
    }

    /// `property`: a `LayoutProperty` name (`explain --property`); an unknown name matches nothing.
    public func write(subjects: [TraceSubject]?, property: String?, to output: ReportOutput) {
        let file = result.file
        output.write(style.bold(TerminalText.escaped(file)) + style.dim("  " + TerminalText.escaped(result.variant.description)) + "\n")
        let ordered = subjects ?? defaultOrder()
        var written = 0
        for subject in ordered {
            var derivations = result.trace.derivations(for: subject)
            if let property { derivations = derivations.filter { $0.property.rawValue == property } }
            guard !derivations.isEmpty else { continue }
            written += 1
            output.write("\n" + style.bold(TerminalText.escaped(title(subject))) + "\n")
            var seen: [LayoutProperty] = []
            for derivation in derivations where !seen.contains(derivation.property) {
                seen.append(derivation.property)
                let value = self.value(of: derivation.property, for: subject).map { "  " + style.cyan($0) } ?? ""
                output.write("  \(derivation.property.rawValue)\(value)\n")
                for step in derivations where step.property == derivation.property {
                    output.write("    " + style.dim("\(step.rule) — \(step.source)") + "\n")
                    output.write("      \(step.formula)\n")
                }
            }
        }
        if let property, written == 0 {
            // A value the report holds with no derivation recorded (a scroll view's written
            // contentSize, a table's first row): the value, and that it is not derived here.
            let known = LayoutProperty(rawValue: property).map { property in
                (subjects ?? []).compactMap { subject in value(of: property, for: subject).map { (subject, $0) } }
            } ?? []
            for (subject, value) in known {
                output.write("\n" + style.bold(TerminalText.escaped(title(subject))) + "\n")
                output.write("  \(property)  \(style.cyan(value))\n")
                output.write("    " + style.dim("no step of its own: it is written in the scene, or follows from the numbers explain shows without --property") + "\n")
            }
            if known.isEmpty {
                // Asked for a property none of the subjects has here: say so rather than print nothing.
                let named = subjects.map { $0.map(title).joined(separator: ", ") } ?? "any view, controller or bar"
                output.write("\n" + style.dim("no \(property) for \(TerminalText.escaped(named)) in this variant" + absenceReason(property)) + "\n")
            }
        }
        let relevant = warnings.filter { warning in
            guard let subjects else { return true }
            return subjects.contains { subjectNames($0).contains(warning.subject ?? "") }
        }
        if !relevant.isEmpty {
            output.write("\n" + style.bold("warnings") + "\n")
            for warning in relevant {
                let at = warning.mark.map { "\(file):\($0.line):\($0.column): " } ?? ""
                output.write("  \(at)\(style.yellow(warning.severity.rawValue)): \(TerminalText.escaped(warning.message)) [\(warning.rule)]\n")
                output.write("    fix: \(TerminalText.escaped(warning.fix))\n")
            }
        }
        if property == nil {
            // A note its rule already printed as a warning above is not said twice.
            let printed = Set(relevant.map(\.message))
            for note in result.notes where subjects == nil && !printed.contains("\(note.reference): \(note.message)") {
                output.write("\n" + style.dim("note (\(note.reference)): \(note.message)") + "\n")
            }
        }
    }

    /// The header, and that `name` is not on screen in this variant (another variant has it).
    public func writeAbsent(_ name: String, to output: ReportOutput) {
        output.write(style.bold(TerminalText.escaped(result.file)) + style.dim("  " + TerminalText.escaped(result.variant.description)) + "\n")
        let why = ExpectationChecker.whyNotOnScreen(name, in: result)
            ?? "no view, controller or bar '\(name)' on screen in this variant"
        output.write("\n" + style.dim(TerminalText.escaped(why)) + "\n")
    }

    /// Why a property may be missing: the era, or the kind of subject that has it.
    private func absenceReason(_ property: String) -> String {
        switch LayoutProperty(rawValue: property) {
        case .safeAreaInsets where result.variant.ios < 11, .adjustedContentInset where result.variant.ios < 11:
            " (iOS \(result.variant.ios) has no \(property): it arrived in iOS 11, LAYOUT-MODEL §1)"
        case .contentInset, .adjustedContentInset, .contentOffset, .contentSize:
            " (scroll views only)"
        case .firstItemWindowFrame:
            " (tables and collections only)"
        case .viewFrame, .topLayoutGuide, .bottomLayoutGuide, .adjustedScrollView, .extendedLayoutTop, .extendedLayoutBottom:
            " (controllers only)"
        case .layoutMargins where result.variant.ios < 8:
            " (layout margins arrived in iOS 8)"
        default:
            ""
        }
    }

    private func defaultOrder() -> [TraceSubject] {
        var order: [TraceSubject] = [.window]
        for bar in result.bars { order.append(.bar(bar.kind, owner: bar.owner)) }
        for key in result.trace.subjects {
            if case .bar = key, !order.contains(key) { order.append(key) }
        }
        order += result.controllers.map { .controller($0.index) }
        order += result.views.map { .view($0.index) }
        return order
    }

    /// Subjects are named from the result (every traced controller and view is on screen; the
    /// inputs are read only for a name the layout does not hold).
    private func title(_ subject: TraceSubject) -> String {
        switch subject {
        case .window:
            return "window"
        case .bar(let kind, let owner):
            return kind.rawValue + (owner.map { " of \(controllerName($0))" } ?? "")
        case .controller(let index):
            let kind = result.controller(index)?.kind ?? result.inputs.controller(index).kind
            return "controller \(controllerName(index)) (\(kind.rawValue))"
        case .view(let index):
            guard let view = result.view(index) else {
                let inputs = result.inputs.view(index)
                return "view \(inputs.id ?? inputs.keyPath) (\(inputs.kind.rawValue))"
            }
            let path = view.path
            return "view \(view.id ?? path) (\(view.kind.rawValue)" + (view.id != nil ? ", \(path))" : ")")
        }
    }

    private func controllerName(_ index: ControllerIndex) -> String {
        result.controller(index)?.name ?? result.inputs.controller(index).name
    }

    private func subjectNames(_ subject: TraceSubject) -> [String] {
        switch subject {
        case .controller(let index): [controllerName(index)]
        case .view(let index): [result.view(index)?.id ?? result.inputs.view(index).id, result.view(index)?.path].compactMap { $0 }
        default: []
        }
    }

    /// The value the report shows for a traced property, read from the result.
    private func value(of property: LayoutProperty, for subject: TraceSubject) -> String? {
        let value: LayoutValue?
        switch subject {
        case .window:
            if property == .statusBarHidden { return result.window.statusBarHidden ? "hidden" : "shown" }
            value = result.window.value(property)
        case .bar(let kind, let owner):
            guard property == .frame else { return nil }
            guard let bar = result.bars.first(where: { $0.kind == kind && $0.owner == owner }) else { return "not shown" }
            value = bar.value(property)
        case .controller(let index):
            guard let controller = result.controller(index) else { return nil }
            if property == .adjustedScrollView, controller.contentScrollView == nil { return "none" }
            value = controller.value(property)
        case .view(let index):
            value = result.view(index)?.value(property)
        }
        return value.map(describe)
    }

    private func describe(_ value: LayoutValue) -> String {
        switch value {
        case .rect(let rect): rect.description
        case .insets(let insets): insets.description
        case .point(let point): point.description
        case .size(let size): size.description
        case .number(let number): formatNumber(number)
        case .flag(let flag): String(flag)
        case .view(let view): result.view(view)?.id ?? result.view(view)?.path ?? "a scroll view"
        }
    }
}
