import InsetlabWorkspace
import Testing

/// `ByteBuffer` writes through a pointer: every way of appending must land the same bytes as an
/// array would, across growth from a small capacity.
@Suite struct ByteBufferTests {
    @Test func appendsMatchAnArrayAcrossGrowth() {
        var buffer = ByteBuffer(capacity: 16)
        var expected: [UInt8] = []
        for round in 0..<500 {
            buffer.append(UInt8(round % 256))
            expected.append(UInt8(round % 256))
            // Short pieces (the small-copy path) and long ones (memcpy), past the capacity.
            let piece = (0..<(round % 40)).map { UInt8(($0 + round) % 256) }
            buffer.append(piece)
            expected += piece
            buffer.append("ab")
            expected += Array("ab".utf8)
            buffer.append(contentsOf: "ü · \(round)")
            expected += Array("ü · \(round)".utf8)
            // Room for five bytes, three of them written (back to front) and kept.
            buffer.append(atMost: 5) { start in
                for offset in (0..<3).reversed() { (start + offset).initialize(to: UInt8(ascii: "x") + UInt8(offset)) }
                return 3
            }
            expected += [UInt8(ascii: "x"), UInt8(ascii: "y"), UInt8(ascii: "z")]
        }
        // (`#expect` cannot take a noncopyable value apart: read it into plain values first.)
        let (count, bytes) = (buffer.count, buffer.withUnsafeBytes { Array($0) })
        #expect(count == expected.count)
        #expect(bytes == expected)
        buffer.removeAll()
        let isEmpty = buffer.isEmpty
        #expect(isEmpty)
        buffer.append("after")
        let text = buffer.text
        #expect(text == "after")
    }
}
