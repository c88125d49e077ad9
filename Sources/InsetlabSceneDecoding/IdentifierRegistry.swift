import InsetlabYAML
import InsetlabScene

/// The `id`s of a scene file: one namespace shared by controllers and views, so that `expect`
/// can say `feed.topLayoutGuide` and `table.contentInset` without saying which is which.
package struct IdentifierRegistry {
    enum Owner: Hashable {
        case controller(ControllerIndex)
        case view(ViewIndex)
    }

    struct Entry {
        var owner: Owner
        var mark: Mark
    }

    /// `expect` names bars by kind, and `warnings` is one of its keys; `pin` and `constraints`
    /// name the superview, the view itself and guides by these words. An id spelled like one of
    /// these could never be addressed (a view `superview` was silently the real superview).
    package static let reserved: [String: String] = Dictionary(
        uniqueKeysWithValues: BarKind.allCases.map {
            ($0.rawValue, "expect uses it for the \($0.rawValue) (\($0.rawValue).frame)")
        } + [("warnings", "it is a key of expect"), ("window", "explain and snapshots use it for the window")]
            + ["superview", "self"].map { ($0, "pin and constraints use it for \($0 == "self" ? "the view itself" : "the superview")") }
            // The guides an item may name alone (`safeArea.top`); a scroll view's content and
            // frame guides are only ever `ID.contentLayoutGuide`, so those names stay free.
            + [LayoutGuideName.safeArea, .margins, .readableContent, .topLayoutGuide, .bottomLayoutGuide]
                .map { ($0.rawValue, "pin and constraints use it for the superview's \($0.rawValue) guide") }
    )
    /// The bytes reserved words start with: most ids are no reserved word's first letter away.
    private static let reservedInitials = Set(reserved.keys.compactMap(\.utf8.first))

    private(set) var entries: [String: Entry] = [:]
    /// Ids in the order they were declared, for "did you mean".
    private(set) var declared: [String] = []
    subscript(id: String) -> Entry? { entries[id] }

    /// Makes room for `count` more ids at once, so a list of 100,000 views with ids does not
    /// rehash the table a dozen times on the way.
    mutating func reserve(additional count: Int) {
        let needed = entries.count + count
        if needed > entries.capacity { entries.reserveCapacity(max(needed, entries.capacity * 2)) }
    }

    /// Checks the id's spelling and uniqueness and records it. Returns the id when it is usable.
    mutating func register(_ node: YAMLNode, as owner: Owner, reader: ValueReader, keyPath: @autoclosure () -> String) -> String? {
        guard let id = reader.text(node, what: "an id", keyPath: keyPath()) else { return nil }
        guard Self.isWellFormed(id) else {
            reader.diagnostics.error(
                "invalid id \(node.quotedText): an id is a letter or '_' followed by letters, digits,"
                    + " '_' or '-' (no dots: expect splits 'ID.property' at the first dot)",
                at: node.mark, keyPath: keyPath()
            )
            return nil
        }
        // A reserved word is never registered, so it can never be a duplicate either: checking it
        // first reports the same.
        if Self.mayBeReserved(id), let reason = Self.reserved[id] {
            reader.diagnostics.error("'\(id)' cannot be an id: \(reason)", at: node.mark, keyPath: keyPath())
            return nil
        }
        // One hash on the common path: insert, and undo only if the id was taken.
        if let first = entries.updateValue(Entry(owner: owner, mark: node.mark), forKey: id) {
            entries[id] = first
            reader.diagnostics.error(
                "duplicate id '\(id)': ids are unique across controllers and views",
                at: node.mark, keyPath: keyPath(), notes: ["'\(id)' is first used at \(first.mark)"]
            )
            return nil
        }
        declared.append(id)
        return id
    }

    /// A cheap filter before the dictionary lookup.
    private static func mayBeReserved(_ id: String) -> Bool {
        guard let first = id.utf8.first else { return false }
        return reservedInitials.contains(first)
    }

    /// `[A-Za-z_][A-Za-z0-9_-]*`, ASCII only.
    static func isWellFormed(_ id: String) -> Bool {
        var bytes = id.utf8.makeIterator()
        guard let first = bytes.next(), isLetter(first) || first == UInt8(ascii: "_") else { return false }
        while let byte = bytes.next() {
            guard isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") else {
                return false
            }
        }
        return true
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
