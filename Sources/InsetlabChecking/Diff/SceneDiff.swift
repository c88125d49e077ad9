public import InsetlabScene

/// Whether something exists on both sides of a diff, and if so whether it changed.
public enum DiffStatus: String, Sendable, Hashable {
    /// Only after (a new scene or variant).
    case added
    /// Only before.
    case removed
    case changed
    case unchanged
}

/// One fact that differs between the two sides of a variant.
public struct FactChange: Sendable, Hashable {
    public var kind: FactSubjectKind
    public var subject: String
    public var property: LayoutProperty
    /// `nil` when the subject is not on screen before (it appeared).
    public var before: FactValue?
    /// `nil` when the subject is not on screen after (it disappeared).
    public var after: FactValue?

    public init(kind: FactSubjectKind, subject: String, property: LayoutProperty, before: FactValue?, after: FactValue?) {
        self.kind = kind
        self.subject = subject
        self.property = property
        self.before = before
        self.after = after
    }

    /// `after − before`, element by element, when both are numbers of the same shape.
    public var delta: [Double]? {
        guard case .numbers(let old)? = before, case .numbers(let new)? = after, old.count == new.count else { return nil }
        return zip(new, old).map { $0 - $1 }
    }

    /// The subject appeared (`before == nil`) or disappeared (`after == nil`): this change stands
    /// for the whole subject and shows its main property (a frame).
    public var isSubjectChange: Bool { before == nil || after == nil }

    /// `y +20, height −20` (components named after the property's shape, unchanged ones left
    /// out), `+24` for a single number; `nil` when there is no numeric difference to show.
    public var deltaDescription: String? {
        guard let delta else { return nil }
        let names = Self.componentNames(property: property, count: delta.count)
        let parts = delta.enumerated().compactMap { index, value -> String? in
            let shown = Self.signed(value)
            guard shown != "0" else { return nil }
            return names.map { "\($0[index]) \(shown)" } ?? shown
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// `+24`, `−20` (a real minus sign), `0`.
    static func signed(_ value: Double) -> String {
        let text = formatNumber(value)
        if text == "0" { return text }
        return value > 0 ? "+" + text : "−" + formatNumber(-value)
    }

    static func componentNames(property: LayoutProperty, count: Int) -> [String]? {
        switch count {
        case 1: return nil
        case 2: return property == .contentSize ? ["width", "height"] : ["x", "y"]
        case 4:
            return property.rawValue.lowercased().hasSuffix("frame")
                ? ["x", "y", "width", "height"] : ["top", "left", "bottom", "right"]
        default: return nil
        }
    }
}

/// How one variant (a matrix combination, matched by its full name) changed.
public struct VariantDiff: Sendable {
    public var variant: VariantKey
    public var status: DiffStatus
    /// Facts that differ, in the after side's fact order (subjects that disappeared last).
    public var changes: [FactChange]
    /// Warnings that fire after but not before (matched by rule, severity and subject, so a
    /// warning that only moved to another line is neither), with the after side's positions.
    public var appearedWarnings: [WarningFact]
    /// Warnings that fired before but no longer, with the before side's positions.
    public var disappearedWarnings: [WarningFact]

    public init(
        variant: VariantKey, status: DiffStatus, changes: [FactChange] = [], appearedWarnings: [WarningFact] = [],
        disappearedWarnings: [WarningFact] = []
    ) {
        self.variant = variant
        self.status = status
        self.changes = changes
        self.appearedWarnings = appearedWarnings
        self.disappearedWarnings = disappearedWarnings
    }
}

/// How one scene file changed: added, removed, or each variant compared.
public struct SceneDiff: Sendable {
    /// The scene as reports name it: the after side's path, else the before side's.
    public var path: String
    public var status: DiffStatus
    /// For a changed or unchanged scene, every variant of either side: the after side's in
    /// matrix order, then variants only the before side had. For an added or removed scene,
    /// its variants with that status.
    public var variants: [VariantDiff]

    public init(path: String, status: DiffStatus, variants: [VariantDiff]) {
        self.path = path
        self.status = status
        self.variants = variants
    }

    /// Variants that were added, removed or changed.
    public var changedVariants: [VariantDiff] { variants.filter { $0.status != .unchanged } }

    public var isChanged: Bool { status != .unchanged }
}
