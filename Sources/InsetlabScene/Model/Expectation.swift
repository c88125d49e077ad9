public import InsetlabYAML

/// A value an `expect` entry asserts.
public enum ExpectedValue: Sendable, Hashable, CustomStringConvertible {
    /// `topLayoutGuide: 64`.
    case number(Double)
    /// A rect, insets, size or point, in scene order.
    case numbers([Double])
    /// `null`: the property does not apply (e.g. `adjustedContentInset` before iOS 11).
    case null

    /// As written: a report rounds to thousandths, but `64.0104` shown as `64.01` would read as a
    /// value that passes (the tolerance is 0.01).
    public var description: String {
        switch self {
        case .number(let value): Self.exact(value)
        case .numbers(let values): "[" + values.map(Self.exact).joined(separator: ", ") + "]"
        case .null: "null"
        }
    }

    private static func exact(_ value: Double) -> String {
        let rounded = formatNumber(value)
        return Double(rounded) == value ? rounded : "\(value)"
    }
}

/// What an `expect` key names: a view or controller by id, or a bar by kind.
public enum ExpectationSubject: Sendable, Hashable, CustomStringConvertible {
    case view(String)
    case controller(String)
    case bar(BarKind)

    public var description: String {
        switch self {
        case .view(let id), .controller(let id): id
        case .bar(let kind): kind.rawValue
        }
    }
}

/// One `ID.property: value` line.
public struct Expectation: Sendable, Hashable {
    public var subject: ExpectationSubject
    public var property: ExpectedProperty
    public var value: ExpectedValue
    /// Mark of the key (`table.adjustedContentInset`).
    public var mark: Mark

    public init(subject: ExpectationSubject, property: ExpectedProperty, value: ExpectedValue, mark: Mark) {
        self.subject = subject
        self.property = property
        self.value = value
        self.mark = mark
    }

    /// `table.adjustedContentInset`.
    public var key: String { "\(subject).\(property.rawValue)" }
}

/// `warnings: [rule-id, …]` (exactly these) or `warnings: {includes: [...]}` (at least these).
public struct WarningExpectation: Sendable, Hashable {
    public var rules: [String]
    public var exact: Bool
    public var mark: Mark

    public init(rules: [String], exact: Bool, mark: Mark) {
        self.rules = rules
        self.exact = exact
        self.mark = mark
    }
}

/// Selects matrix variants: every field that is set must match.
public struct VariantSelector: Sendable, Hashable, CustomStringConvertible {
    public var device: String?
    public var ios: Int?
    public var orientation: Orientation?
    /// Values of matrix property axes (`nav.navigationBar.isTranslucent: false`), each of which
    /// the variant must have.
    public var properties: [VariantProperty]

    public init(device: String? = nil, ios: Int? = nil, orientation: Orientation? = nil, properties: [VariantProperty] = []) {
        self.device = device
        self.ios = ios
        self.orientation = orientation
        self.properties = properties
    }

    public func matches(_ key: VariantKey) -> Bool {
        (device == nil || device == key.device) && (ios == nil || ios == key.ios)
            && (orientation == nil || orientation == key.orientation)
            && properties.allSatisfy(key.properties.contains)
    }

    public var description: String {
        var parts: [String] = []
        if let device { parts.append("device: \(device)") }
        if let ios { parts.append("ios: \(ios)") }
        if let orientation { parts.append("orientation: \(orientation.rawValue)") }
        for property in properties { parts.append("\(property.axis): \(property.value)") }
        return "{" + parts.joined(separator: ", ") + "}"
    }
}

/// One block of `expect` (the whole mapping, or one element of the list form).
public struct ExpectationBlock: Sendable, Hashable {
    public var when: VariantSelector?
    public var expectations: [Expectation]
    public var warnings: WarningExpectation?
    public var mark: Mark

    public init(when: VariantSelector?, expectations: [Expectation], warnings: WarningExpectation?, mark: Mark) {
        self.when = when
        self.expectations = expectations
        self.warnings = warnings
        self.mark = mark
    }
}
