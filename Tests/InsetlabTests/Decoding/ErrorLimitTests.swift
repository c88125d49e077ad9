import InsetlabSceneDecoding
import InsetlabYAML
import Testing

/// A file with more errors than anyone reads one by one: the first 1,000 are shown, then one
/// error counts the rest from where they start (1.5 million unknown keys printed 124 MB in 31 s).
@Suite("Errors per file are capped")
struct ErrorLimitTests {
    @Test func pastAThousandErrorsTheRestAreCounted() throws {
        let keys = (0..<1_200).map { "k\($0): 1" }.joined(separator: "\n")
        let yaml = "device: iPhone 15\nios: 17\nroot: {type: UIViewController}\n" + keys + "\n"
        let error = try #require(throws: DiagnosticError.self) { try SceneDecoder.decode(yaml: yaml, file: "x.yaml") }
        #expect(error.diagnostics.count == 1_001)
        #expect(error.diagnostics[999].message.hasPrefix("unknown key 'k999'"))
        // k1000 is on line 4 + 1000 = 1004.
        #expect(error.diagnostics[1_000].message == "and 200 more errors not shown, from here on (the first 1000 are above)")
        #expect(error.diagnostics[1_000].mark?.line == 1_004)
    }
}
