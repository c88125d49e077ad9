/// Pending report bytes, appended through a pointer.
///
/// The JSON report appends about 270 MB in pieces of a few bytes for 10,000 scenes. Each
/// `Array.append` checks the array's uniqueness (a runtime call) and its capacity, and returns
/// through a generic path; here an append is a capacity check and a store, inlined into the
/// writer. The buffer has one owner (a `ReportOutput`, or a test) and is used on one thread: it
/// is not `Sendable`, and being `~Copyable` it cannot be shared or copied by accident.
package struct ByteBuffer: ~Copyable {
    @usableFromInline var base: UnsafeMutablePointer<UInt8>
    @usableFromInline var storedCount = 0
    @usableFromInline var capacity: Int

    package init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Bytes written so far.
    @inlinable package var count: Int { storedCount }

    @inlinable package var isEmpty: Bool { storedCount == 0 }

    @inlinable package mutating func append(_ byte: UInt8) {
        if storedCount == capacity { grow(toHold: storedCount + 1) }
        base[storedCount] = byte
        storedCount += 1
    }

    @inlinable package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        let end = storedCount + bytes.count
        if end > capacity { grow(toHold: end) }
        if bytes.count <= 8 {
            // Keys, separators and indentation: a call to memcpy costs more than these few stores.
            for offset in 0..<bytes.count { base[storedCount + offset] = source[offset] }
        } else {
            (base + storedCount).initialize(from: source, count: bytes.count)
        }
        storedCount = end
    }

    @inlinable package mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { append($0) }
    }

    package mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// A string's UTF-8, read in place for a native string.
    package mutating func append(contentsOf string: String) {
        var string = string
        string.withUTF8 { append($0) }
    }

    /// Makes room for `count` more bytes, to be written with `store(_:at:)` and kept with
    /// `commit(_:)` (a number written back to front once its length is known).
    @inlinable package mutating func reserve(_ count: Int) {
        if storedCount + count > capacity { grow(toHold: storedCount + count) }
    }

    /// Writes `byte` `offset` bytes past the end, inside the room `reserve` made.
    @inlinable package func store(_ byte: UInt8, at offset: Int) {
        base[storedCount + offset] = byte
    }

    /// Keeps the `count` bytes stored past the end.
    @inlinable package mutating func commit(_ count: Int) {
        storedCount += count
    }

    package mutating func removeAll() {
        storedCount = 0
    }

    package func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(start: base, count: storedCount))
    }

    /// The bytes as text (a capture's report, a test).
    package var text: String {
        String(decoding: UnsafeBufferPointer(start: base, count: storedCount), as: UTF8.self)
    }

    /// Doubles the capacity until `minimum` bytes fit (amortised constant time per byte).
    @usableFromInline mutating func grow(toHold minimum: Int) {
        var newCapacity = capacity * 2
        while newCapacity < minimum { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: storedCount)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
