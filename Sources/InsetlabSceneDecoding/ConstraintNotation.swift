import InsetlabScene

/// UIKit's debug notation for one constraint (SCENE-FORMAT "Auto Layout (v2)"):
/// `item.attribute relation [m *] item.attribute [* m] [± c] [@priority]`, or a constant on the
/// right (`badge.width == 24`). A small hand-written scanner: every error carries the offset
/// (in characters) of what it is about, so the message points at the column inside the string.
enum ConstraintNotation {
    /// `list.safeArea.top`: the item's components and the attribute, with their offsets.
    struct Anchor: Equatable {
        var item: [String]
        var itemOffset: Int
        var attribute: String
        var attributeOffset: Int
    }

    struct Parsed: Equatable {
        var first: Anchor
        var relation: LayoutRelation
        var second: Anchor?
        var multiplier: Double
        var constant: Double
        var priority: Double?
        var priorityOffset: Int
    }

    struct Failure: Error, Equatable {
        var message: String
        var offset: Int
    }

    /// Over the UTF-8 bytes (a constraint is ASCII; anything else is reported where it stands).
    private struct Scanner {
        let bytes: [UInt8]
        var position = 0

        init(_ text: String) { bytes = Array(text.utf8) }

        var atEnd: Bool { position >= bytes.count }
        var current: UInt8? { atEnd ? nil : bytes[position] }

        mutating func skipSpaces() {
            while let c = current, c == 0x20 || c == 0x09 { position += 1 }
        }

        static func isIdentifier(_ c: UInt8) -> Bool {
            (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39) || c == 0x5F
        }

        static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

        /// `[A-Za-z0-9_]` runs, with inner `-` between two of them (Interface Builder ids).
        mutating func identifier() -> String? {
            let start = position
            while let c = current {
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
            return position > start ? String(decoding: bytes[start..<position], as: UTF8.self) : nil
        }

        /// A decimal number (`12`, `0.5`, `.5`, `1e3`); no sign.
        mutating func number() -> Double? {
            let start = position
            while let c = current, Self.isDigit(c) || c == 0x2E || c == 0x65 || c == 0x45 {
                position += 1
            }
            guard position > start, let value = Double(String(decoding: bytes[start..<position], as: UTF8.self)), value.isFinite else {
                position = start
                return nil
            }
            return value
        }

        func describeCurrent() -> String {
            guard let c = current else { return "the end of the constraint" }
            return c < 0x80 ? "'\(Character(UnicodeScalar(c)))'" : "a non-ASCII character"
        }
    }

    static func parse(_ text: String) -> Result<Parsed, Failure> {
        var scanner = Scanner(text)
        func fail(_ message: String, at offset: Int? = nil) -> Result<Parsed, Failure> {
            .failure(Failure(message: message, offset: offset ?? scanner.position))
        }
        scanner.skipSpaces()
        guard case .success(let first) = anchor(&scanner) else {
            return .failure(anchorFailure(&scanner, role: "the first item (ITEM.attribute)"))
        }
        scanner.skipSpaces()
        let relationOffset = scanner.position
        var relationText = ""
        while let c = scanner.current, c == 0x3D || c == 0x3C || c == 0x3E {
            relationText.append(Character(UnicodeScalar(c)))
            scanner.position += 1
        }
        guard let relation = LayoutRelation(rawValue: relationText) else {
            return fail(
                relationText.isEmpty
                    ? "expected a relation (==, <=, >=), found \(scanner.describeCurrent())"
                    : "unknown relation '\(relationText)'; use ==, <= or >=",
                at: relationOffset)
        }
        scanner.skipSpaces()
        var multiplier = 1.0
        var constant = 0.0
        var second: Anchor?
        // Right side: a constant, or [m *] anchor [* m] [± c].
        var negativeLeading = false
        let save = scanner.position
        if case .success(let anchor) = anchor(&scanner), !anchor.item[0].allSatisfy(\.isNumber) {
            second = anchor
        } else {
            scanner.position = save
            if scanner.current == 0x2D {
                negativeLeading = true
                scanner.position += 1
                scanner.skipSpaces()
            }
            guard let value = scanner.number() else {
                return fail("expected the second item (ITEM.attribute) or a constant, found \(scanner.describeCurrent())")
            }
            scanner.skipSpaces()
            if scanner.current == 0x2A {
                scanner.position += 1
                scanner.skipSpaces()
                multiplier = negativeLeading ? -value : value
                guard case .success(let anchor) = anchor(&scanner) else {
                    return .failure(anchorFailure(&scanner, role: "the second item (ITEM.attribute) after '*'"))
                }
                second = anchor
            } else {
                constant = negativeLeading ? -value : value
            }
        }
        if second != nil {
            scanner.skipSpaces()
            if scanner.current == 0x2A {
                scanner.position += 1
                scanner.skipSpaces()
                guard let value = scanner.number() else { return fail("expected a multiplier after '*'") }
                multiplier *= value
                scanner.skipSpaces()
            }
            if let sign = scanner.current, sign == 0x2B || sign == 0x2D {
                scanner.position += 1
                scanner.skipSpaces()
                guard let value = scanner.number() else { return fail("expected a constant after '\(Character(UnicodeScalar(sign)))'") }
                constant = sign == 0x2D ? -value : value
            }
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
            first: first, relation: relation, second: second, multiplier: multiplier, constant: constant,
            priority: priority, priorityOffset: priorityOffset))
    }

    /// `a.b.c` at the scanner: at least two components (an item and its attribute).
    private static func anchor(_ scanner: inout Scanner) -> Result<Anchor, Failure> {
        let start = scanner.position
        var components: [(String, Int)] = []
        repeat {
            let offset = scanner.position
            guard let name = scanner.identifier() else {
                return .failure(Failure(message: "", offset: offset))
            }
            components.append((name, offset))
            guard scanner.current == 0x2E else { break }
            scanner.position += 1
        } while true
        guard components.count >= 2, components.count <= 3 else {
            return .failure(Failure(message: "", offset: start))
        }
        let attribute = components.removeLast()
        return .success(Anchor(item: components.map(\.0), itemOffset: start, attribute: attribute.0, attributeOffset: attribute.1))
    }

    private static func anchorFailure(_ scanner: inout Scanner, role: String) -> Failure {
        Failure(message: "expected \(role), found \(scanner.describeCurrent())", offset: scanner.position)
    }

    /// An item reference on its own (`buttons.top`, `safeArea`, `header`), for `pin`'s `to:`.
    static func parseReference(_ text: String) -> (item: [String], attribute: String?)? {
        var scanner = Scanner(text)
        var components: [String] = []
        repeat {
            guard let name = scanner.identifier() else { return nil }
            components.append(name)
            guard scanner.current == 0x2E else { break }
            scanner.position += 1
        } while true
        guard scanner.atEnd, components.count <= 3 else { return nil }
        if let last = components.last, LayoutAttribute(rawValue: last) != nil, components.count >= 2 {
            return (Array(components.dropLast()), last)
        }
        return (components, nil)
    }

    static func formatted(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
