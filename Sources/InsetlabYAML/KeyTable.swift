/// A fixed table from the key names a decoder knows to what each means, looked up once per
/// mapping key of a file.
///
/// `Dictionary<String, Value>` hashes every lookup with SipHash over every byte, which costs
/// more than the rest of a key's lookup, and a corpus of scenes holds millions of keys, all
/// short ASCII names. This table hashes a name by its length and its first and last bytes into
/// an open-addressed array four times the size of the key set, then compares names from there.
/// Inlinable, so each decoder's table is specialized for its value type.
public struct KeyTable<Value: Sendable>: Sendable {
    /// The names by slot; "" marks an empty slot (no key is empty).
    @usableFromInline let names: [String]
    @usableFromInline let values: [Value?]
    @usableFromInline let mask: Int

    /// `entries` must have distinct, non-empty names.
    @inlinable
    public init(_ entries: [(String, Value)]) {
        var size = 8
        while size < 4 * entries.count { size *= 2 }
        var names = [String](repeating: "", count: size)
        var values = [Value?](repeating: nil, count: size)
        for (name, value) in entries {
            precondition(!name.isEmpty, "KeyTable: an empty name")
            var slot = Self.hash(name) & (size - 1)
            while !names[slot].isEmpty {
                precondition(names[slot] != name, "KeyTable: '\(name)' given twice")
                slot = (slot + 1) & (size - 1)
            }
            names[slot] = name
            values[slot] = value
        }
        self.names = names
        self.values = values
        mask = size - 1
    }

    /// What `name` means, or `nil` for a name the table does not hold.
    @inlinable
    public subscript(name: String) -> Value? {
        guard !name.isEmpty else { return nil }
        var slot = Self.hash(name) & mask
        while !names[slot].isEmpty {
            if names[slot] == name { return values[slot] }
            slot = (slot + 1) & mask
        }
        return nil
    }

    @inlinable
    static func hash(_ name: String) -> Int {
        // The bytes in place (small strings on the stack): the UTF8View's own `last` is generic.
        let hash = name.utf8.withContiguousStorageIfAvailable { bytes -> Int in
            guard let first = bytes.first, let last = bytes.last else { return 0 }
            return bytes.count &* 61 &+ Int(first) &* 31 &+ Int(last)
        }
        return hash ?? name.utf8.count
    }
}
