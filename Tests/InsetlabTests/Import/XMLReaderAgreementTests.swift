import Foundation
import InsetlabImport
import Testing

/// Before the switch: Foundation's `XMLParser` (libxml2) and insetlab's own reader build the
/// same tree, with the same marks, from every file of ../shared/storyboards.
@Suite("XMLParser vs the new reader (../shared/storyboards)", .enabled(if: StoryboardCorpus.isPresent, "../shared/storyboards is absent: skipped"))
struct XMLReaderAgreementTests {
    @Test func bothReadersBuildTheSameTrees() throws {
        var elements = 0
        for file in StoryboardCorpus.files {
            let data = try Data(contentsOf: URL(fileURLWithPath: file))
            let old = try XMLTreeReader.parse(data, file: file)
            let new = try XMLReading.tree([UInt8](data))
            var pairs = [(old, new)]
            while let (a, b) = pairs.popLast() {
                elements += 1
                // Compared as bytes: String's == would let canonically equivalent spellings pass.
                #expect(Self.bytes(a) == Self.bytes(b) && a.mark == b.mark, "\(file): <\(a.name)> at \(a.mark) vs <\(b.name)> at \(b.mark)")
                #expect(a.children.count == b.children.count, "\(file): <\(a.name)> at \(a.mark)")
                pairs.append(contentsOf: zip(a.children, b.children))
            }
        }
        #expect(elements > 10_000)
        print("XMLParser vs new reader: \(StoryboardCorpus.files.count) files, \(elements) elements compared")
    }

    static func bytes(_ element: XMLElementNode) -> [[UInt8]] {
        [Array(element.name.utf8)] + element.attributes.sorted { $0.key < $1.key }.flatMap { [Array($0.key.utf8), Array($0.value.utf8)] }
    }
}
