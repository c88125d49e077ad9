import InsetlabScene

/// UIKit's debug notation for one constraint (SCENE-FORMAT "Auto Layout (v2)"):
/// `item.attribute relation [m *] item.attribute [* m] [± c] [@priority]`, or a constant on the
/// right (`badge.width == 24`). A small hand-written scanner over the string's UTF-8 bytes in
/// place (no copy of them, no intermediate strings but the names it returns, which are small
/// strings, stored inline): every error carries the offset (in bytes: a constraint is ASCII,
/// anything else is reported where it stands) of what it is about, so the message points at
/// the column inside the string.
package enum ConstraintNotation {
    /// `list.safeArea.top`: the item (`list`, and `safeArea` for a guide of it) and the
    /// attribute, with their offsets.
    package struct Anchor: Equatable {
        package var head: String
        package var guide: String?
        package var itemOffset: Int
        package var attribute: String
        package var attributeOffset: Int
        /// What the scanner recognised in the bytes (no string comparisons later): the
        /// attribute, and whether the head is `superview`, `self` or a guide's name, and the
        /// guide's name.
        package var attributeValue: LayoutAttribute?
        package var headWord: Word?
        package var guideValue: LayoutGuideName?
    }

    /// The reserved words an item's head can be.
    package enum Word: Equatable {
        case superview, this, guide(LayoutGuideName)
    }

    /// Names by their UTF-8 bytes, to recognise them where they stand.
    private static let attributeNames = LayoutAttribute.allCases.map { (Array($0.rawValue.utf8), $0) }
    private static let guideNames = LayoutGuideName.allCases.map { (Array($0.rawValue.utf8), $0) }
    private static let superviewName = Array("superview".utf8)
    private static let selfName = Array("self".utf8)

    private static func matches(_ name: [UInt8], _ scanner: Scanner, _ range: Range<Int>) -> Bool {
        guard name.count == range.count else { return false }
        for (offset, byte) in name.enumerated() where scanner.bytes[range.lowerBound + offset] != byte { return false }
        return true
    }

    private static func lookUp<Value>(_ range: Range<Int>, in names: [([UInt8], Value)], _ scanner: Scanner) -> Value? {
        for (name, value) in names where matches(name, scanner, range) { return value }
        return nil
    }

    package struct Parsed: Equatable {
        package var first: Anchor
        package var relation: LayoutRelation
        package var second: Anchor?
        package var multiplier: Double
        package var constant: Double
        package var priority: Double?
        package var priorityOffset: Int
    }

    package struct Failure: Error, Equatable {
        package var message: String
        package var offset: Int
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0
        /// A number too large for a double (`1e400`), as written, where `number()` gave up on it.
        var overflowed: String?

        init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        var atEnd: Bool { position >= bytes.count }
        var current: UInt8? { atEnd ? nil : bytes[position] }

        mutating func skipSpaces() {
            while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 }
        }

        static func isIdentifier(_ c: UInt8) -> Bool {
            (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39) || c == 0x5F
        }

        static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

        /// `[A-Za-z0-9_]` runs, with inner `-` between two of them (Interface Builder ids): the
        /// range of its bytes, empty when there is none.
        mutating func identifier() -> Range<Int> {
            let start = position
            while position < bytes.count {
                let c = bytes[position]
                if Self.isIdentifier(c) {
                    position += 1
                } else if c == 0x2D, position > start, position + 1 < bytes.count,
                    Self.isIdentifier(bytes[position + 1]), Self.isIdentifier(bytes[position - 1])
                {
                    position += 1
                } else {
                    break
                }
            }
            return start..<position
        }

        func text(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }

        /// Whether every byte of the range is a decimal digit.
        func isDigits(_ range: Range<Int>) -> Bool {
            for index in range where !Self.isDigit(bytes[index]) { return false }
            return true
        }

        /// A decimal number (`12`, `0.5`, `.5`, `1e3`, `1e-05`); no sign in front.
        /// A number with an optional `-` (spaces allowed after it): `-1`, `- 1`.
        mutating func signedNumber() -> Double? {
            guard current == 0x2D else { return number() }
            let start = position
            position += 1
            skipSpaces()
            guard let value = number() else {
                position = start
                return nil
            }
            return -value
        }

        mutating func number() -> Double? {
            let start = position
            overflowed = nil
            var digits = 0
            var point: Int?
            var plain = true
            var mantissa = 0
            while position < bytes.count {
                let c = bytes[position]
                if Self.isDigit(c) {
                    digits += 1
                    mantissa = digits <= 15 ? mantissa * 10 + Int(c - 0x30) : mantissa
                } else if c == 0x2E {
                    if point != nil { plain = false }
                    point = position - start
                } else if c == 0x65 || c == 0x45 {
                    plain = false
                    // `1e+2`, `1e-05` (how Swift and Interface Builder print small numbers).
                    if position + 1 < bytes.count, bytes[position + 1] == 0x2B || bytes[position + 1] == 0x2D {
                        position += 1
                    }
                } else {
                    break
                }
                position += 1
            }
            guard position > start else { return nil }
            let length = position - start
            // Digits with at most one inner point and at most 15 of them: the integer of the
            // digits divided by a power of ten, both exact, is the correctly rounded value, as
            // Double(String) gives (strtod rounds correctly; so does IEEE division).
            if plain, digits <= 15, digits > 0, point.map({ $0 > 0 && $0 < length - 1 }) ?? true {
                let fraction = point.map { length - 1 - $0 } ?? 0
                return fraction == 0 ? Double(mantissa) : Double(mantissa) / Self.powersOfTen[fraction]
            }
            guard let value = Double(text(start..<position)), value.isFinite else {
                if Double(text(start..<position)) != nil { overflowed = text(start..<position) }
                position = start
                return nil
            }
            return value
        }

        static let powersOfTen: [Double] = (0...15).map { pow10($0) }

        private static func pow10(_ exponent: Int) -> Double {
            var value = 1.0
            for _ in 0..<exponent { value *= 10 }
            return value
        }

        func describeCurrent() -> String {
            guard let c = current else { return "the end of the constraint" }
            return c < 0x80 ? "'\(Character(UnicodeScalar(c)))'" : "a non-ASCII character"
        }
    }

    package static func parse(_ text: String) -> Result<Parsed, Failure> {
        if let result = text.utf8.withContiguousStorageIfAvailable({ parse(Scanner($0)) }) { return result }
        return Array(text.utf8).withUnsafeBufferPointer { parse(Scanner($0)) }
    }

    private static func parse(_ start: Scanner) -> Result<Parsed, Failure> {
        var scanner = start
        func fail(_ message: String, at offset: Int? = nil) -> Result<Parsed, Failure> {
            .failure(Failure(message: message, offset: offset ?? scanner.position))
        }
        scanner.skipSpaces()
        guard let first = anchor(&scanner) else {
            return .failure(anchorFailure(&scanner, role: "the first item (ITEM.attribute)"))
        }
        scanner.skipSpaces()
        let relationOffset = scanner.position
        while let c = scanner.current, c == 0x3D || c == 0x3C || c == 0x3E { scanner.position += 1 }
        let relationBytes = relationOffset..<scanner.position
        let relation: LayoutRelation
        switch (relationBytes.count, relationBytes.isEmpty ? 0 : scanner.bytes[relationOffset]) {
        case (2, 0x3D) where scanner.bytes[relationOffset + 1] == 0x3D: relation = .equal
        case (2, 0x3C) where scanner.bytes[relationOffset + 1] == 0x3D: relation = .lessThanOrEqual
        case (2, 0x3E) where scanner.bytes[relationOffset + 1] == 0x3D: relation = .greaterThanOrEqual
        default:
            return fail(
                relationBytes.isEmpty
                    ? "expected a relation (==, <=, >=), found \(scanner.describeCurrent())"
                    : "unknown relation '\(scanner.text(relationBytes))'; use ==, <= or >=",
                at: relationOffset)
        }
        scanner.skipSpaces()
        var multiplier = 1.0
        var constant = 0.0
        var second: Anchor?
        // Right side: a constant, or [m *] anchor [* m] [± c]. An "anchor" whose item is all
        // digits (`2.5`) is the number it looks like.
        var negativeLeading = false
        var constantOffset = scanner.position
        var multiplierOffset = scanner.position
        let save = scanner.position
        if let anchor = anchor(&scanner), !scanner.isDigits(anchor.headBytes) {
            second = anchor.value(scanner)
        } else {
            scanner.position = save
            if scanner.current == 0x2D {
                negativeLeading = true
                scanner.position += 1
                scanner.skipSpaces()
            }
            constantOffset = scanner.position
            multiplierOffset = scanner.position
            guard let value = scanner.number() else {
                if let overflowed = scanner.overflowed { return fail("the constant \(overflowed) is too large for a number; constants are within -1000000...1000000 points") }
                return fail("expected the second item (ITEM.attribute) or a constant, found \(scanner.describeCurrent())")
            }
            scanner.skipSpaces()
            if scanner.current == 0x2A {
                scanner.position += 1
                scanner.skipSpaces()
                multiplier = negativeLeading ? -value : value
                guard let anchor = anchor(&scanner) else {
                    return .failure(anchorFailure(&scanner, role: "the second item (ITEM.attribute) after '*'"))
                }
                second = anchor.value(scanner)
            } else {
                constant = negativeLeading ? -value : value
            }
        }
        if second != nil {
            scanner.skipSpaces()
            if scanner.current == 0x2A {
                scanner.position += 1
                scanner.skipSpaces()
                multiplierOffset = scanner.position
                // A negative multiplier (`* -1`) is one UIKit takes, as Interface Builder writes it.
                guard let value = scanner.signedNumber() else {
                    return fail(scanner.overflowed.map { "the multiplier \($0) is too large for a number" } ?? "expected a multiplier after '*'")
                }
                multiplier *= value
                scanner.skipSpaces()
            }
            if let sign = scanner.current, sign == 0x2B || sign == 0x2D {
                scanner.position += 1
                scanner.skipSpaces()
                constantOffset = scanner.position
                guard let value = scanner.signedNumber() else {
                    return fail(scanner.overflowed.map { "the constant \($0) is too large for a number" } ?? "expected a constant after '\(Character(UnicodeScalar(sign)))'")
                }
                constant = sign == 0x2D ? -value : value
            }
        }
        // The bound every other length in a scene has (`ValueReader.largestMagnitude`): a
        // constant of 1e308 laid out as a frame of 1e308, and a multiplier of 1e300 near it.
        guard abs(constant) <= largestMagnitude else {
            return fail("constant \(formatted(constant)) is outside -1000000...1000000 points", at: constantOffset)
        }
        guard abs(multiplier) <= largestMagnitude else {
            return fail("multiplier \(formatted(multiplier)) is outside -1000000...1000000", at: multiplierOffset)
        }
        scanner.skipSpaces()
        var priority: Double?
        var priorityOffset = scanner.position
        if scanner.current == 0x40 {
            scanner.position += 1
            scanner.skipSpaces()
            priorityOffset = scanner.position
            guard let value = scanner.number() else { return fail("expected a priority (1...1000) after '@'") }
            guard value >= 1, value <= 1000 else { return fail("priority \(formatted(value)) is outside 1...1000", at: priorityOffset) }
            priority = value
            scanner.skipSpaces()
        }
        guard scanner.atEnd else {
            return fail("unexpected \(scanner.describeCurrent()); a constraint reads ITEM.attribute == ITEM.attribute * m + c @priority")
        }
        return .success(Parsed(
            first: first.value(scanner), relation: relation, second: second, multiplier: multiplier, constant: constant,
            priority: priority, priorityOffset: priorityOffset))
    }

    /// An anchor as byte ranges, made into strings only once it is known to be one.
    private struct AnchorBytes {
        var start: Int
        var headBytes: Range<Int>
        var guideBytes: Range<Int>?
        var attributeBytes: Range<Int>

        func value(_ scanner: Scanner) -> Anchor {
            let word: Word? = if matches(superviewName, scanner, headBytes) {
                .superview
            } else if matches(selfName, scanner, headBytes) {
                .this
            } else {
                lookUp(headBytes, in: guideNames, scanner).map { .guide($0) }
            }
            let attribute = lookUp(attributeBytes, in: attributeNames, scanner)
            return Anchor(
                head: scanner.text(headBytes), guide: guideBytes.map(scanner.text), itemOffset: start,
                attribute: attribute?.rawValue ?? scanner.text(attributeBytes), attributeOffset: attributeBytes.lowerBound,
                attributeValue: attribute, headWord: word, guideValue: guideBytes.flatMap { lookUp($0, in: guideNames, scanner) })
        }
    }

    /// `a.b` or `a.b.c` at the scanner (an item, a guide of it, and its attribute); nil, with the
    /// scanner where it stopped, otherwise.
    private static func anchor(_ scanner: inout Scanner) -> AnchorBytes? {
        let start = scanner.position
        var components: (Range<Int>, Range<Int>, Range<Int>) = (0..<0, 0..<0, 0..<0)
        var count = 0
        repeat {
            let name = scanner.identifier()
            guard !name.isEmpty else { return nil }
            switch count {
            case 0: components.0 = name
            case 1: components.1 = name
            case 2: components.2 = name
            default: break
            }
            count += 1
            guard scanner.current == 0x2E else { break }
            scanner.position += 1
        } while true
        switch count {
        case 2: return AnchorBytes(start: start, headBytes: components.0, guideBytes: nil, attributeBytes: components.1)
        case 3: return AnchorBytes(start: start, headBytes: components.0, guideBytes: components.1, attributeBytes: components.2)
        default: return nil
        }
    }

    private static func anchorFailure(_ scanner: inout Scanner, role: String) -> Failure {
        Failure(message: "expected \(role), found \(scanner.describeCurrent())", offset: scanner.position)
    }

    /// An item reference on its own (`buttons.top`, `safeArea`, `header`), for `pin`'s `to:`.
    package static func parseReference(_ text: String) -> (item: [String], attribute: String?)? {
        Array(text.utf8).withUnsafeBufferPointer { bytes -> (item: [String], attribute: String?)? in
            var scanner = Scanner(bytes)
            var components: [String] = []
            repeat {
                let name = scanner.identifier()
                guard !name.isEmpty else { return nil }
                components.append(scanner.text(name))
                guard scanner.current == 0x2E else { break }
                scanner.position += 1
            } while true
            guard scanner.atEnd, components.count <= 3 else { return nil }
            if let last = components.last, LayoutAttribute(rawValue: last) != nil, components.count >= 2 {
                return (Array(components.dropLast()), last)
            }
            return (components, nil)
        }
    }

    /// The largest constant or multiplier a constraint may have, as for every length in a scene.
    package static let largestMagnitude = 1_000_000.0

    package static func formatted(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
