import Foundation
import Testing

@testable import InsetlabYAML

/// `KeyTable` answers exactly what a dictionary of the same entries would: every name it holds,
/// `nil` for every other, whatever the hash makes collide.
@Suite struct KeyTableTests {
    /// Pairs that share length, first and last byte (so the same slot), and names around them.
    private static let names = [
        "sectionHeaderHeight", "sectionFooterHeight", "type", "tint", "id", "frame", "pin", "subviews",
        "contentInset", "contentSize", "insetsLayoutMarginsFromSafeArea", "Key", "UIKitView",
    ]

    @Test func findsEveryNameAndNothingElse() {
        let table = KeyTable(Self.names.enumerated().map { ($0.element, $0.offset) })
        let dictionary = Dictionary(uniqueKeysWithValues: Self.names.enumerated().map { ($0.element, $0.offset) })
        for name in Self.names {
            #expect(table[name] == dictionary[name])
        }
        let others = ["", "types", "Type", "sectionHeaderHeigh", "sectionMiddleHeight", "e", "pim", "frame ", "ü", "é", "Kéy"]
        for name in others {
            #expect(table[name] == nil, "\(name)")
        }
    }

    @Test func aNameBuiltAnyWayIsFound() {
        let table = KeyTable([("contentInset", 1), ("Key", 2), ("UIKitView", 3)])
        // Built at run time (native storage) and from a substring.
        #expect(table[String("xcontentInset".dropFirst())] == 1)
        #expect(table[["content", "Inset"].joined()] == 1)
        // U+212A KELVIN SIGN is canonically "K": String equality, and so a dictionary, says equal.
        #expect("\u{212A}ey" == "Key")
        #expect(table["\u{212A}ey"] == 2)
        #expect(table["UI\u{212A}itView"] == 3)
    }
}
