/// A value a matrix property axis gives its property, as the scene spells it.
public enum PropertyValue: Sendable, Hashable, CustomStringConvertible {
    case bool(Bool)
    case number(Double)
    /// An enum value (`never`, `insetGrouped`), or `edgesForExtendedLayout` (`all`, `none`,
    /// `[top, bottom]`).
    case text(String)
    /// Insets or a size, in scene order.
    case numbers([Double])

    /// `false`, `44`, `never`, `[64, 0, 0, 0]`: what a variant's name shows.
    public var description: String {
        switch self {
        case .bool(let flag): flag ? "true" : "false"
        case .number(let value): formatNumber(value)
        case .text(let text): text
        case .numbers(let values): formatNumbers(values)
        }
    }
}

/// One property a variant sets through a matrix property axis:
/// `nav.navigationBar.isTranslucent=false`.
public struct VariantProperty: Sendable, Hashable, CustomStringConvertible {
    /// The matrix key: `ID.property` (`nav.navigationBar.isTranslucent`).
    public var axis: String
    public var value: PropertyValue

    public init(axis: String, value: PropertyValue) {
        self.axis = axis
        self.value = value
    }

    /// `nav.navigationBar.isTranslucent=false`.
    public var description: String { "\(axis)=\(value)" }
}
