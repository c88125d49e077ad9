import Foundation
import Testing

/// Issue 13: the README's samples are what the tool prints. A fenced block right after
/// `<!-- readme-sample: insetlab ARGS -->` is the exact stdout of `insetlab ARGS` run in the
/// repository's root; after `<!-- readme-sample -->` the block's first line is the command
/// (`$ insetlab ARGS`) and the rest its output; after `<!-- readme-sample: lines of PATH -->`
/// every line of the block is a line of that file.
@Suite struct ReadmeSampleTests {
    struct Sample: CustomStringConvertible {
        var marker: String
        var block: [String]
        var line: Int
        var description: String { "README.md:\(line): \(marker)" }
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static var samples: [Sample] {
        guard let text = try? String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8) else { return [] }
        let lines = text.components(separatedBy: "\n")
        var samples: [Sample] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            guard line.hasPrefix("<!-- readme-sample"), line.hasSuffix("-->") else { continue }
            let marker = String(line.dropFirst("<!-- readme-sample".count).dropLast(3))
                .trimmingCharacters(in: CharacterSet(charactersIn: ": ").union(.whitespaces))
            guard index < lines.count, lines[index].hasPrefix("```") else {
                samples.append(Sample(marker: marker, block: [], line: index))
                continue
            }
            let start = index + 1
            var end = start
            while end < lines.count, !lines[end].hasPrefix("```") { end += 1 }
            samples.append(Sample(marker: marker, block: Array(lines[start..<end]), line: index))
            index = end + 1
        }
        return samples
    }

    @Test func theREADMEHasSamples() {
        #expect(Self.samples.count >= 3)
    }

    @Test(arguments: samples)
    func sampleMatchesTheTool(_ sample: Sample) throws {
        try #require(!sample.block.isEmpty, "no fenced block after the marker")
        if sample.marker.hasPrefix("lines of ") {
            let path = String(sample.marker.dropFirst("lines of ".count))
            let file = try String(contentsOf: Self.repository.appendingPathComponent(path), encoding: .utf8)
            let fileLines = Set(file.components(separatedBy: "\n"))
            for line in sample.block { #expect(fileLines.contains(line), "not in \(path): \(line)") }
            return
        }
        var command = sample.marker
        var expected = sample.block
        if command.isEmpty {
            command = String(try #require(expected.first?.dropFirst(2), "no `$ insetlab …` line"))
            expected.removeFirst()
        }
        let words = command.split(separator: " ").map(String.init)
        try #require(words.first == "insetlab", "a sample runs insetlab: \(command)")
        let result = try BuiltInsetlab.run(Array(words.dropFirst()), in: Self.repository.path)
        #expect(result.stdout == expected.joined(separator: "\n") + "\n", "`\(command)` prints otherwise")
    }

    /// The README's layout-diff sample (its count of unchanged scenes drifted once as scenes
    /// were added): the shipped scenes committed to a scratch repository, the one edit the
    /// README describes made, and `diff --base HEAD --format markdown` compared with the block.
    @Test func theDiffSampleIsWhatDiffPrints() throws {
        let text = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let heading = "### insetlab layout diff against `HEAD`"
        let start = try #require(lines.firstIndex(of: heading), "the README has no diff sample")
        let end = try #require(lines[start...].firstIndex { $0.hasPrefix("```") }, "the diff sample's block does not end")
        let expected = lines[start..<end].joined(separator: "\n") + "\n"

        let repo = try GitTestRepository()
        let scenes = Self.repository.appendingPathComponent("scenes")
        let walker = try #require(FileManager.default.enumerator(atPath: scenes.path))
        for case let relative as String in walker where relative.hasSuffix(".yaml") {
            let contents = try String(contentsOf: scenes.appendingPathComponent(relative), encoding: .utf8)
            try repo.write("scenes/" + relative, contents)
        }
        try repo.commit("scenes")
        let quiz = "scenes/extended-layout/quiz/translucent-edges-all-includes-opaque-no-adjusts-yes.yaml"
        let before = try String(contentsOfFile: repo.path + "/" + quiz, encoding: .utf8)
        let after = before.replacingOccurrences(of: "edgesForExtendedLayout: all", with: "edgesForExtendedLayout: none")
        try #require(after != before, "the quiz scene no longer writes edgesForExtendedLayout: all")
        try repo.write(quiz, after)

        let result = try BuiltInsetlab.run(["diff", "--base", "HEAD", "--format", "markdown"], in: repo.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == expected)
    }
}
