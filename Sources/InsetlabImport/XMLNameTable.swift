/// Element names and attribute keys, each spelling decoded to a `String` once per document.
///
/// Why: a storyboard spells a few hundred names hundreds of thousands of times, and many are
/// longer than Swift's 15-byte inline strings (`translatesAutoresizingMaskIntoConstraints`,
/// `adjustsFontSizeToFit`), so decoding each occurrence would allocate. Every occurrence of a
/// name shares one string instead. Open addressing over the input bytes themselves: an entry
/// remembers where its first occurrence lies, and a lookup compares bytes, never builds a key.
struct XMLNameTable {
    private struct Entry {
        var hash: UInt32
        var start: Int
        var count: Int
        var string: String
    }

    private var entries: [Entry] = []
    /// Index into `entries` plus one; 0 is an empty slot. The count is a power of two.
    private var slots = [Int32](repeating: 0, count: 256)

    /// The string spelled by `bytes[range]` (valid UTF-8, already checked).
    mutating func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        var hash: UInt32 = 2_166_136_261  // FNV-1a
        for index in range {
            hash = (hash ^ UInt32(bytes[index])) &* 16_777_619
        }
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while slots[slot] != 0 {
            let entry = entries[Int(slots[slot]) - 1]
            if entry.hash == hash, entry.count == range.count, Self.equal(bytes, entry.start, range) {
                return entry.string
            }
            slot = (slot + 1) & mask
        }
        let string = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        entries.append(Entry(hash: hash, start: range.lowerBound, count: range.count, string: string))
        slots[slot] = Int32(entries.count)
        if entries.count * 2 > slots.count { grow() }
        return string
    }

    private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ range: Range<Int>) -> Bool {
        var other = start
        for index in range {
            if bytes[index] != bytes[other] { return false }
            other += 1
        }
        return true
    }

    private mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for (position, entry) in entries.enumerated() {
            var slot = Int(entry.hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(position + 1)
        }
    }
}
