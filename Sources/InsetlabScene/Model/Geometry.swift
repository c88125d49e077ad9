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

    /// The rect grown by `insets` on each edge (the frame of an alignment rect:
    /// `UIView.frame(forAlignmentRect:)`).
    public func outset(by insets: Insets) -> Rect {
        Rect(
            x: x - insets.left, y: y - insets.top,
            width: width + insets.left + insets.right, height: height + insets.top + insets.bottom
        )
    }

    /// What a band from the top down to `y` leaves of the rect (a top bar ending there), never
    /// of negative height; the rect itself when the band ends above it.
    public func below(_ y: Double) -> Rect {
        y > minY ? Rect(x: x, y: y, width: width, height: max(0, maxY - y)) : self
    }

    /// What a band from `y` to the bottom leaves of the rect (a bottom bar starting there), never
    /// of negative height; the rect itself when the band starts below it.
    public func above(_ y: Double) -> Rect {
        y < maxY ? Rect(x: x, y: self.y, width: width, height: max(0, y - minY)) : self
    }

    public var components: [Double] { [x, y, width, height] }

    public var description: String { formatNumberList(x, y, width, height) }
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

    public var description: String { formatNumberList(top, left, bottom, right) }
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

    public var description: String { formatNumberList(width, height) }
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

    public var description: String { formatNumberList(x, y) }
}

/// Formats a point value the way reports show it: integers without a fraction, others with at
/// most three decimals (53.667), never `-0`.
public func formatNumber(_ value: Double) -> String {
    var text = ""
    appendNumber(value, to: &text)
    return text
}

/// `formatNumber(value)` appended to `text`: reports format hundreds of thousands of numbers,
/// and appending in place builds no intermediate strings.
public func appendNumber(_ value: Double, to text: inout String) {
    let (rounded, whole) = roundedForReports(value)
    if let whole {
        text += String(whole)
        return
    }
    var decimal = String(rounded)
    // Swift prints doubles up to 2^53 without an exponent and with a fraction (`1e15` is
    // "1000000000000000.0"): trim trailing zeros, then a dot left bare, so every report
    // prints a number JSON and every other format can read.
    if decimal.contains("."), !decimal.contains("e") {
        while decimal.hasSuffix("0") { decimal.removeLast() }
        if decimal.hasSuffix(".") { decimal.removeLast() }
    }
    text += decimal
}

/// Beyond this magnitude three decimals are below the double's own precision (its spacing is
/// 0.125 at 1e15), and `value * 1000` could overflow to infinity near the largest double.
private let roundingLimit = 1e15

/// `value` rounded as reports print it (three decimals, no `-0`), and as a whole number when it
/// is one (and small enough to print without an exponent).
private func roundedForReports(_ value: Double) -> (rounded: Double, whole: Int64?) {
    guard abs(value) < roundingLimit else { return (value, nil) }
    var rounded = (value * 1000).rounded() / 1000
    if rounded == 0 { rounded = 0 }  // folds -0
    let isWhole = rounded == rounded.rounded() && abs(rounded) < roundingLimit
    return (rounded, isWhole ? Int64(rounded) : nil)
}

/// `[a, b, c]` with `formatNumber` for each element.
public func formatNumbers(_ values: [Double]) -> String {
    var text = "["
    for (index, value) in values.enumerated() {
        if index > 0 { text += ", " }
        appendNumber(value, to: &text)
    }
    return text + "]"
}

/// `formatNumbers` for the two components of a size or point.
func formatNumberList(_ first: Double, _ second: Double) -> String {
    NumberListFormatter.format(count: 2) { position in position == 0 ? first : second }
}

/// `formatNumbers` for the four components of a rect or insets.
func formatNumberList(_ first: Double, _ second: Double, _ third: Double, _ fourth: Double) -> String {
    NumberListFormatter.format(count: 4) { position in
        switch position {
        case 0: first
        case 1: second
        case 2: third
        default: fourth
        }
    }
}

/// Writes `[a, b, c, d]` into a byte buffer on the stack and makes one string of it: reports
/// print every frame and inset of every view, and string appends cost more than the numbers.
private enum NumberListFormatter {
    /// Room for four of the longest numbers `appendNumber` prints (`-1.2345678901234567e+300`).
    private static let capacity = 4 * 26 + 8

    static func format(count: Int, value: (Int) -> Double) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var length = 0
            func put(_ byte: UInt8) {
                buffer[length] = byte
                length += 1
            }
            put(UInt8(ascii: "["))
            for position in 0..<count {
                if position > 0 {
                    put(UInt8(ascii: ","))
                    put(UInt8(ascii: " "))
                }
                let original = value(position)
                if var integer = roundedForReports(original).whole {
                    if integer < 0 {
                        put(UInt8(ascii: "-"))
                        integer = -integer
                    }
                    let digitsStart = length
                    repeat {
                        put(UInt8(ascii: "0") + UInt8(integer % 10))
                        integer /= 10
                    } while integer > 0
                    buffer[digitsStart..<length].reverse()
                } else {
                    var text = ""
                    appendNumber(original, to: &text)
                    for byte in text.utf8 { put(byte) }
                }
            }
            put(UInt8(ascii: "]"))
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<length]), as: UTF8.self)
        }
    }
}
