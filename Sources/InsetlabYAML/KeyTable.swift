/// A fixed table from the key names a decoder knows to what each means, looked up once per
/// mapping key of a file.
///
/// `Dictionary<String, Value>` hashes every lookup with SipHash over every byte, which costs
/// more than the rest of a key's lookup, and a corpus of scenes holds millions of keys, all
/// short ASCII names. This table hashes a name by its length and its first and last bytes into
/// an open-addressed array four times the size of the key set, then compares names from there.
/// It finds what a dictionary would: names are compared as strings (canonical equivalence), and
/// a name with a non-ASCII byte, which could equal an ASCII name only through Unicode
/// normalization (U+212A KELVIN SIGN is "K"), is compared with every name instead of hashed.
/// Inlinable, so each decoder's table is specialized for its value type.
public struct KeyTable<Value: Sendable>: Sendable {
    /// The names by slot; "" marks an empty slot (no key is empty).
    @usableFromInline let names: [String]
    @usableFromInline let values: [Value?]
    @usableFromInline let mask: Int

    /// `entries` must have distinct, non-empty ASCII names.
    @inlinable
    public init(_ entries: [(String, Value)]) {
        var size = 8
        while size < 4 * entries.count { size *= 2 }
        var names = [String](repeating: "", count: size)
        var values = [Value?](repeating: nil, count: size)
        for (name, value) in entries {
            guard let hash = Self.hash(name) else { preconditionFailure("KeyTable: '\(name)' is empty or not ASCII") }
            var slot = hash & (size - 1)
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
        guard let hash = Self.hash(name) else {
            return name.isEmpty ? nil : names.firstIndex(of: name).flatMap { values[$0] }
        }
        var slot = hash & mask
        while !names[slot].isEmpty {
            if names[slot] == name { return values[slot] }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// `nil` for an empty name or one with a non-ASCII byte.
    @inlinable
    static func hash(_ name: String) -> Int? {
        // The bytes in place (small strings on the stack); the UTF8View itself serves only a
        // string without contiguous UTF-8 (a bridged one), with the same result.
        name.utf8.withContiguousStorageIfAvailable { hash(ofBytes: $0) } ?? hash(ofBytes: name.utf8)
    }

    @inlinable
    static func hash<Bytes: Collection<UInt8>>(ofBytes bytes: Bytes) -> Int? {
        var last: UInt8 = 0
        for byte in bytes {
            guard byte < 0x80 else { return nil }
            last = byte
        }
        guard let first = bytes.first else { return nil }
        return bytes.count &* 61 &+ Int(first) &* 31 &+ Int(last)
    }
}
