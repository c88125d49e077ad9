/// Where each laid-out scene index sits in a result's list (`LayoutResult.views`,
/// `.controllers`): an array as long as the scene, one slot a scene index, rather than a
/// dictionary, as rules and reporters look views up by index for every view of every variant.
public struct IndexSlots: Sendable, ExpressibleByDictionaryLiteral {
    /// `-1`: not laid out (off screen).
    private var slots: [Int]

    /// No index laid out yet, for a scene of `count` indices.
    public init(count: Int) {
        slots = Array(repeating: -1, count: count)
    }

    public init(dictionaryLiteral elements: (Int, Int)...) {
        slots = []
        for (index, slot) in elements { self[index] = slot }
    }

    /// The slot of scene index `index`, `nil` when it was not laid out.
    public subscript(index: Int) -> Int? {
        get {
            guard slots.indices.contains(index) else { return nil }
            let slot = slots[index]
            return slot >= 0 ? slot : nil
        }
        set {
            guard index >= 0 else { return }
            if index >= slots.count {
                guard newValue != nil else { return }
                slots.append(contentsOf: repeatElement(-1, count: index - slots.count + 1))
            }
            slots[index] = newValue ?? -1
        }
    }
}
