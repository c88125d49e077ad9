public import InsetlabRules
public import InsetlabScene
public import InsetlabYAML

/// What checking one valid scene file found: its variants and the outcome of its `expect`
/// blocks and pitfall rules. Small on purpose (no layouts): a batch keeps a window of these.
public struct CheckedScene: Sendable {
    /// The file as the user named it.
    public var path: String
    /// The scene's `name:`, if any.
    public var name: String?
    /// A storyboard screen's Interface Builder id (`path` is the storyboard, where its lines are):
    /// the eight screens of one storyboard are eight scenes, told apart by it.
    public var screen: String?
    /// `path`, and `#screen` for a storyboard screen: what a report names the scene by.
    public var identity: String { screen.map { path + "#" + $0 } ?? path }
    /// Every variant, in matrix order.
    public var variants: [VariantKey]
    public var outcome: CheckOutcome
    /// Seconds each variant took to lay out and check, in `variants` order (empty: not measured).
    public var durations: [Double]

    public init(path: String, name: String?, screen: String? = nil, variants: [VariantKey], outcome: CheckOutcome, durations: [Double] = []) {
        self.path = path
        self.name = name
        self.screen = screen
        self.variants = variants
        self.outcome = outcome
        self.durations = durations
    }

    /// The failures of one variant, in source order.
    public func failures(of variant: VariantKey) -> [ExpectationFailure] {
        outcome.failures.filter { $0.variant == variant }
    }

    /// The unexpected warnings of one variant, in source order.
    public func warnings(of variant: VariantKey) -> [PitfallWarning] {
        outcome.unexpectedWarnings.filter { $0.variant == variant }.map(\.warning)
    }
}

/// A warning and every variant it fired in, identically (same rule, place, message, severity).
public struct GroupedWarning: Sendable {
    public var warning: PitfallWarning
    public var variants: [VariantKey]

    /// Warnings in first-seen order, each with its variants in the order given. Linear: a
    /// dictionary finds the group of a repeat.
    public static func group(_ warnings: some Sequence<(warning: PitfallWarning, variant: VariantKey)>) -> [GroupedWarning] {
        var groups: [GroupedWarning] = []
        var index: [PitfallWarning: Int] = [:]
        for (warning, variant) in warnings {
            if let i = index[warning] {
                groups[i].variants.append(variant)
            } else {
                index[warning] = groups.count
                groups.append(GroupedWarning(warning: warning, variants: [variant]))
            }
        }
        return groups
    }
}

extension CheckedExpectation {
    /// What the line asserts, as the scene writes it: `[64, 0, 0, 0]`, `[content-under-bar]`,
    /// `{includes: [content-under-bar]}`.
    public var expectedText: String {
        switch self {
        case .property(let expectation):
            return expectation.value.description
        case .warnings(let warnings):
            let list = "[" + warnings.rules.joined(separator: ", ") + "]"
            return warnings.exact ? list : "{includes: \(list)}"
        }
    }
}
