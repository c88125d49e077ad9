/// Points, origin at the window's top-left, y growing downward (UIKit's coordinate space).

/// `[x, y, width, height]`.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The rect shrunk by `insets` on each edge (UIEdgeInsetsInsetRect).
    public func inset(by insets: Insets) -> Rect {
        Rect(
            x: x + insets.left, y: y + insets.top,
            width: width - insets.left - insets.right, height: height - insets.top - insets.bottom
        )
    }

    public var components: [Double] { [x, y, width, height] }

    public var description: String { formatNumbers(components) }
}

/// `[top, left, bottom, right]` — UIEdgeInsets order.
public struct Insets: Hashable, Sendable, CustomStringConvertible {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = Insets()

    public static func + (lhs: Insets, rhs: Insets) -> Insets {
        Insets(
            top: lhs.top + rhs.top, left: lhs.left + rhs.left,
            bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right
        )
    }

    public var components: [Double] { [top, left, bottom, right] }

    public var description: String { formatNumbers(components) }
}

/// `[width, height]`.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    public var components: [Double] { [width, height] }

    public var description: String { formatNumbers(components) }
}

/// `[x, y]`.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    public var components: [Double] { [x, y] }

    public var description: String { formatNumbers(components) }
}

/// Formats a point value the way reports show it: integers without a fraction, others with at
/// most three decimals (53.667), never `-0`.
public func formatNumber(_ value: Double) -> String {
    var rounded = (value * 1000).rounded() / 1000
    if rounded == 0 { rounded = 0 }  // folds -0
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
        return String(Int64(rounded))
    }
    var text = String(rounded)
    // String(Double) may print 53.667 as "53.667" — keep as is; trim any trailing zeros.
    while text.contains("."), text.hasSuffix("0") { text.removeLast() }
    return text
}

/// `[a, b, c]` with `formatNumber` for each element.
public func formatNumbers(_ values: [Double]) -> String {
    "[" + values.map(formatNumber).joined(separator: ", ") + "]"
}
