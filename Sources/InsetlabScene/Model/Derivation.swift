/// What a derivation is about.
public enum TraceSubject: Sendable, Hashable {
    case window
    case bar(BarKind, owner: ControllerIndex?)
    case controller(ControllerIndex)
    case view(ViewIndex)
}

/// One step that produced (part of) a number: which property, the rule, where it comes from
/// (a LAYOUT-MODEL section, a seed, a measurement), and the formula: the values it was computed
/// from and the result, typed (`terms`), in the words that join them. For example rule
/// "topLayoutGuide", source "LAYOUT-MODEL §5", formula
/// "max(0, navigationBar.maxY 64 − view.minY 0) = 64" whose terms are navigationBar.maxY 64,
/// view.minY 0 and the result 64. Recorded only for `explain`, whose text is `formula.text`.
public struct Derivation: Sendable, Hashable {
    public var property: LayoutProperty
    public var rule: String
    /// Where the rule is stated: a LAYOUT-MODEL section (typed) and the sources it cites.
    public var source: DerivationSource
    public var expression: Formula

    /// The formula as `explain` prints it, built from the terms.
    public var formula: String { expression.text }
    /// The values the formula states, in order (inputs, then the result where it gives one).
    public var terms: [Formula.Term] { expression.terms }

    public init(property: LayoutProperty, rule: String, source: DerivationSource, expression: Formula) {
        self.property = property
        self.rule = rule
        self.source = source
        self.expression = expression
    }
}

/// Where a derivation's rule is stated: a section of LAYOUT-MODEL, whose number is typed, with
/// the sources it cites (`.layoutModel(5, " (seeds 000, 002)")`), or another document written out
/// (`"docs/model-decisions.md M18"`, `"research-facts V2"`). `explain` prints `description`.
public struct DerivationSource: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The LAYOUT-MODEL section whose rule the derivation applies (`5` for §5); `nil` when the
    /// rule is stated elsewhere.
    public var modelSection: Int?
    /// After the section, the sources it cites as written (` (F24–F26)`, `, F20`); without a
    /// section, the whole citation.
    public var citation: String

    /// A LAYOUT-MODEL section and what it cites.
    public static func layoutModel(_ section: Int, _ citation: String = "") -> DerivationSource {
        DerivationSource(modelSection: section, citation: citation)
    }

    private init(modelSection: Int?, citation: String) {
        self.modelSection = modelSection
        self.citation = citation
    }

    /// Another document. A literal that names a LAYOUT-MODEL section is read as `layoutModel`, so
    /// the section is typed however a call site spells it.
    public init(stringLiteral value: String) {
        let prefix = "LAYOUT-MODEL §"
        if value.hasPrefix(prefix) {
            let rest = value.dropFirst(prefix.count)
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            if let section = Int(digits) {
                self.init(modelSection: section, citation: String(rest.dropFirst(digits.count)))
                return
            }
        }
        self.init(modelSection: nil, citation: value)
    }

    public var description: String {
        modelSection.map { "LAYOUT-MODEL §\($0)" + citation } ?? citation
    }
}

/// A derivation's arithmetic: typed terms (a number, a rect, insets…, each with the name of what
/// it is where the formula says so) joined by words. Written as a string interpolation, so the
/// engine states a formula the way it reads: `"max(0, \(named: "view.minY", frame.minY)) = \(number: top)"`.
public struct Formula: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// One value the formula states.
    public struct Term: Sendable, Hashable {
        /// What the value is (`view.minY`, `topLayoutGuide`), when the formula names it.
        public var name: String?
        public var value: Value
        /// The formula prints the name before the value (`view.minY 0`), not only the value.
        public var printsName: Bool
    }

    /// A term's value, typed.
    public enum Value: Sendable, Hashable {
        case number(Double)
        case rect(Rect)
        case insets(Insets)
        case size(Size)
        case point(Point)

        /// As reports print it.
        public var text: String {
            switch self {
            case .number(let number): formatNumber(number)
            case .rect(let rect): rect.description
            case .insets(let insets): insets.description
            case .size(let size): size.description
            case .point(let point): point.description
            }
        }
    }

    /// Words, or a term.
    public enum Part: Sendable, Hashable {
        case words(String)
        case term(Term)
    }

    /// In the order the formula reads.
    public private(set) var parts: [Part]

    public init(stringLiteral value: String) {
        parts = value.isEmpty ? [] : [.words(value)]
    }

    public init(stringInterpolation: StringInterpolation) {
        parts = stringInterpolation.parts
    }

    /// Words only, for a formula whose helper still writes text.
    public init(words: String) {
        self.init(stringLiteral: words)
    }

    /// The terms alone, in order.
    public var terms: [Term] {
        parts.compactMap { part in
            if case .term(let term) = part { return term }
            return nil
        }
    }

    /// The formula as `explain` prints it: a named term is its name, a space, and its value.
    public var text: String {
        var text = ""
        for part in parts {
            switch part {
            case .words(let words): text += words
            case .term(let term):
                if term.printsName, let name = term.name { text += name + " " }
                text += term.value.text
            }
        }
        return text
    }

    public var description: String { text }

    public static func + (lhs: Formula, rhs: Formula) -> Formula {
        var sum = lhs
        sum.parts += rhs.parts
        return sum
    }

    public static func += (lhs: inout Formula, rhs: Formula) {
        lhs.parts += rhs.parts
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var parts: [Part] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            parts.reserveCapacity(2 * interpolationCount + 1)
        }

        public mutating func appendLiteral(_ literal: String) {
            if !literal.isEmpty { parts.append(.words(literal)) }
        }

        private mutating func append(_ value: Value, named name: String? = nil, printsName: Bool = true) {
            parts.append(.term(Term(name: name, value: value, printsName: printsName && name != nil)))
        }

        /// A number, printed as reports print numbers (`64`, `20.5`).
        public mutating func appendInterpolation(number: Double) { append(.number(number)) }
        /// A number whose name the surrounding words already say (`+ 8` for a pin's inset).
        public mutating func appendInterpolation(number: Double, of name: String) {
            append(.number(number), named: name, printsName: false)
        }
        /// `name value`: a number the formula names (`view.minY 0`).
        public mutating func appendInterpolation(named name: String, _ number: Double) { append(.number(number), named: name) }
        public mutating func appendInterpolation(named name: String, _ rect: Rect) { append(.rect(rect), named: name) }
        public mutating func appendInterpolation(named name: String, _ insets: Insets) { append(.insets(insets), named: name) }
        public mutating func appendInterpolation(_ rect: Rect) { append(.rect(rect)) }
        public mutating func appendInterpolation(_ insets: Insets) { append(.insets(insets)) }
        public mutating func appendInterpolation(_ size: Size) { append(.size(size)) }
        public mutating func appendInterpolation(_ point: Point) { append(.point(point)) }
        /// Another formula, spliced in with its terms.
        public mutating func appendInterpolation(_ formula: Formula) { parts += formula.parts }
        /// Words: a setting's value or a name as written.
        public mutating func appendInterpolation(_ words: String) { appendLiteral(words) }
        public mutating func appendInterpolation(_ value: some CustomStringConvertible) { appendLiteral(value.description) }
    }
}

/// The derivations recorded while laying out, per subject, in the order they were made.
/// `explain` prints these; nothing is re-derived.
public struct LayoutTrace: Sendable {
    public private(set) var entries: [TraceSubject: [Derivation]] = [:]
    /// The subjects in the order first recorded (a dictionary's keys change order from run to run).
    public private(set) var subjects: [TraceSubject] = []

    public init() {}

    public mutating func record(_ subject: TraceSubject, _ derivation: Derivation) {
        if entries[subject] == nil { subjects.append(subject) }
        entries[subject, default: []].append(derivation)
    }

    public func derivations(for subject: TraceSubject, property: LayoutProperty? = nil) -> [Derivation] {
        let all = entries[subject] ?? []
        guard let property else { return all }
        return all.filter { $0.property == property }
    }
}
