public import InsetlabLayout
public import InsetlabYAML
public import InsetlabRules
public import InsetlabScene

/// A value in a layout fact, formatted the way every report prints it.
public enum FactValue: Sendable, Hashable, CustomStringConvertible {
    /// A rect, insets, size or point in scene order, or a single number (one element).
    case numbers([Double])
    /// The property does not apply in this variant (a safe area before iOS 11).
    case null
    case bool(Bool)
    /// A name: the scroll view a controller adjusts.
    case text(String)

    /// `[0, 64, 375, 603]`, `64`, `null`, `true`, `table`.
    public var description: String {
        switch self {
        case .numbers(let values): values.count == 1 ? formatNumber(values[0]) : formatNumbers(values)
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .text(let text): text
        }
    }

    /// Two values are the same fact when they print the same: numbers agree to 0.001 pt, the
    /// precision of every report.
    public func isSame(as other: FactValue) -> Bool { description == other.description }
}

/// What a fact is about.
public enum FactSubjectKind: String, Sendable, Hashable, CaseIterable {
    case window, bar, controller, view
}

/// One number (or flag) of one subject of a laid-out variant: `view table.contentInset`.
public struct LayoutFact: Sendable, Hashable {
    public var kind: FactSubjectKind
    /// `window`; a bar's kind, with its owner in parentheses (`navigationBar(nav)`); a
    /// controller's or view's id, else its key path or view path.
    public var subject: String
    /// The property, by the name `expect` and the JSON report give it (`adjustedContentInset`).
    public var property: LayoutProperty
    public var value: FactValue

    public init(kind: FactSubjectKind, subject: String, property: LayoutProperty, value: FactValue) {
        self.kind = kind
        self.subject = subject
        self.property = property
        self.value = value
    }

    /// `view table.contentInset`, `window.frame` — unique within a variant.
    public var key: String {
        kind == .window ? "window.\(property.rawValue)" : "\(kind.rawValue) \(subject).\(property.rawValue)"
    }

    /// `view table.contentInset: [64, 0, 0, 0]` — an `expect` line with the subject's kind in front.
    public var line: String { "\(key): \(value)" }
}

/// A pitfall warning as a fact: which rule fired where, about what.
public struct WarningFact: Sendable, Hashable {
    public var rule: String
    /// The severity this run gives it, as run and check print it: `.insetlab.yml`'s
    /// `rules.severity` where it sets one, else the catalogue's. A diff compares and shows this
    /// one, so a pull request that changes a rule's severity shows the warnings it moves.
    public var severity: Diagnostic.Severity
    /// The catalogue's severity, which a snapshot records: raising a rule to error in CI must
    /// not change every snapshot it appears in (a snapshot records the layout).
    public var catalogueSeverity: Diagnostic.Severity
    public var subject: String?
    public var mark: Mark?
    public var message: String

    public init(_ warning: PitfallWarning) {
        rule = warning.rule
        severity = warning.severity
        catalogueSeverity = RuleCatalog.description(id: warning.rule)?.severity ?? warning.severity
        subject = warning.subject
        mark = warning.mark
        message = warning.message
    }

    /// What identifies the warning across edits of the file: rule, severity and subject (a
    /// line number moves whenever a line is added above it).
    public var identity: String { "\(rule) \(severity.rawValue) \(subject ?? "-")" }

    /// `warning content-under-bar on table at 12:9 (warning)`, with the catalogue's severity.
    /// The message is left out on purpose: rewording a rule must not change every snapshot that
    /// mentions it.
    public var line: String {
        var text = "warning \(rule)"
        if let subject { text += " on \(subject)" }
        if let mark { text += " at \(mark.line):\(mark.column)" }
        return text + " (\(catalogueSeverity.rawValue))"
    }
}

/// The facts of one variant, in a fixed order: the window, bars top to bottom, controllers in
/// tree order, views in tree pre-order (each with its properties in the JSON report's order),
/// then warnings and model notes sorted by position and id.
public struct VariantFacts: Sendable {
    public var variant: VariantKey
    public var facts: [LayoutFact]
    public var warnings: [WarningFact]
    /// `note D13 on table` — places where the model leans on a disputed rule.
    public var notes: [String]

    public init(variant: VariantKey, facts: [LayoutFact], warnings: [WarningFact], notes: [String]) {
        self.variant = variant
        self.facts = facts
        self.warnings = warnings
        self.notes = notes
    }

    /// The facts of one evaluated variant.
    public init(_ evaluation: VariantEvaluation) {
        let result = evaluation.result
        variant = result.variant
        var facts: [LayoutFact] = []
        facts.reserveCapacity(4 + result.bars.count * 3 + result.controllers.count * 5 + result.views.count * 8)
        LayoutFactExtraction.window(result.window, into: &facts)
        for bar in result.bars { LayoutFactExtraction.bar(bar, into: &facts) }
        for controller in result.controllers { LayoutFactExtraction.controller(controller, in: result, into: &facts) }
        for view in result.views { LayoutFactExtraction.view(view, into: &facts) }
        self.facts = facts
        warnings = evaluation.warnings.map(WarningFact.init).sorted { lhs, rhs in
            let left = lhs.mark ?? Mark(line: 0, column: 0), right = rhs.mark ?? Mark(line: 0, column: 0)
            if left != right { return left < right }
            return (lhs.rule, lhs.subject ?? "") < (rhs.rule, rhs.subject ?? "")
        }
        notes = result.notes.map { note in
            var subjects: [String] = []
            if let controller = note.controller { subjects.append(SubjectNames.controllerName(controller, in: result)) }
            if let view = note.view { subjects.append(SubjectNames.viewName(view, in: result)) }
            return "note \(note.reference)" + (subjects.isEmpty ? "" : " on " + subjects.joined(separator: ", "))
        }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}

/// Which properties each subject contributes, in the JSON report's order (each subject's
/// `properties`, read through `value(_:)`: the result's one vocabulary). Properties a kind
/// never has (scroll-view insets on a label) are left out; properties the kind has but this
/// variant lacks (a safe area before iOS 11) are `null`, so a change of iOS shows them appear.
enum LayoutFactExtraction {
    static func window(_ window: WindowLayout, into facts: inout [LayoutFact]) {
        for property in WindowLayout.properties {
            facts.append(LayoutFact(kind: .window, subject: "window", property: property, value: fact(window.value(property))))
        }
    }

    /// `navigationBar(nav)`; the status bar has no owner.
    static func barName(_ bar: BarLayout) -> String {
        bar.ownerName.map { "\(bar.kind.rawValue)(\($0))" } ?? bar.kind.rawValue
    }

    static func bar(_ bar: BarLayout, into facts: inout [LayoutFact]) {
        let name = barName(bar)
        for property in bar.properties {
            facts.append(LayoutFact(kind: .bar, subject: name, property: property, value: fact(bar.value(property))))
        }
    }

    static func controller(_ controller: ControllerLayout, in result: LayoutResult, into facts: inout [LayoutFact]) {
        for property in controller.properties {
            facts.append(LayoutFact(
                kind: .controller, subject: controller.name, property: property,
                value: fact(controller.value(property), in: result)))
        }
    }

    static func view(_ view: ViewLayout, into facts: inout [LayoutFact]) {
        let name = view.id ?? view.path
        for property in view.properties {
            facts.append(LayoutFact(kind: .view, subject: name, property: property, value: fact(view.value(property))))
        }
    }

    /// A result value as a fact: numbers, a flag, a view's report name; `null` when it does not apply.
    private static func fact(_ value: LayoutValue?, in result: LayoutResult? = nil) -> FactValue {
        switch value {
        case nil: .null
        case .flag(let flag)?: .bool(flag)
        case .view(let view)?: result.map { .text(SubjectNames.viewName(view, in: $0)) } ?? .null
        case let value?: value.components.map(FactValue.numbers) ?? .null
        }
    }
}
