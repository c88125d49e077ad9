public import InsetlabScene

/// What a derivation is about.
public enum TraceSubject: Sendable, Hashable {
    case window
    case bar(BarKind, owner: ControllerIndex?)
    case controller(ControllerIndex)
    case view(ViewIndex)
}

/// One step that produced (part of) a number: which property, the rule, where it comes from
/// (a LAYOUT-MODEL section, a seed, a measurement), and the arithmetic with the actual inputs and
/// the result, e.g. rule "topLayoutGuide", source "LAYOUT-MODEL §5",
/// formula "max(0, navigationBar.maxY 64 − view.minY 0) = 64". Recorded only for `explain`.
public struct Derivation: Sendable, Hashable {
    public var property: LayoutProperty
    public var rule: String
    public var source: String
    public var formula: String

    public init(property: LayoutProperty, rule: String, source: String, formula: String) {
        self.property = property
        self.rule = rule
        self.source = source
        self.formula = formula
    }
}

/// The derivations recorded while laying out, per subject, in the order they were made.
/// `explain` prints these; nothing is re-derived.
public struct LayoutTrace: Sendable {
    public private(set) var entries: [TraceSubject: [Derivation]] = [:]

    public init() {}

    public mutating func record(_ subject: TraceSubject, _ derivation: Derivation) {
        entries[subject, default: []].append(derivation)
    }

    public func derivations(for subject: TraceSubject, property: LayoutProperty? = nil) -> [Derivation] {
        let all = entries[subject] ?? []
        guard let property else { return all }
        return all.filter { $0.property == property }
    }
}
