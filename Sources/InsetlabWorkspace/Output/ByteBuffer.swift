/// Pending report bytes, appended through a pointer.
///
/// The JSON report appends about 270 MB in pieces of a few bytes for 10,000 scenes. Each
/// `Array.append` checks the array's uniqueness (a runtime call) and its capacity, and returns
/// through a generic path; here an append is a capacity check and a store, inlined into the
/// writer. The buffer has one owner (a `ReportOutput`, or a test) and is used on one thread: it
/// is not `Sendable`, and being `~Copyable` it cannot be shared or copied by accident.
///
/// It is `public`, not `package`, for its `@inlinable` methods: Swift 6.3 inlines an
/// `@inlinable public` method into another module of the package but calls an `@inlinable
/// package` one (package-wide optimisation needs library evolution), and a call per byte was
/// most of what the JSON report's appends cost.
public struct ByteBuffer: ~Copyable {
    @usableFromInline var base: UnsafeMutablePointer<UInt8>
    @usableFromInline var storedCount = 0
    @usableFromInline var capacity: Int

    package init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Bytes written so far.
    @inlinable public var count: Int { storedCount }

    @inlinable public var isEmpty: Bool { storedCount == 0 }

    @inlinable public mutating func append(_ byte: UInt8) {
        if storedCount == capacity { grow(toHold: storedCount + 1) }
        base[storedCount] = byte
        storedCount += 1
    }

    @inlinable public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
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

    @inlinable public mutating func append(_ literal: StaticString) {
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

    /// Lets `body` write up to `maximum` bytes straight past the end, and keeps the count it
    /// returns: one capacity check for a piece whose size is known only once written (a
    /// number, a whole JSON object).
    @inlinable public mutating func append(atMost maximum: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        if storedCount + maximum > capacity { grow(toHold: storedCount + maximum) }
        let written = body(base + storedCount)
        precondition(written >= 0 && written <= maximum, "wrote past the room made for it")
        storedCount += written
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
