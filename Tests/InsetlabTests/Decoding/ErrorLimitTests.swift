import InsetlabSceneDecoding
import InsetlabYAML
import Testing

/// A file with more errors than anyone reads one by one: the first 1,000 are shown, then one
/// error counts the rest, at the earliest of them (1.5 million unknown keys printed 124 MB in 31 s).
@Suite("Errors per file are capped")
struct ErrorLimitTests {
    /// Errors found out of file order (an unknown id in a constraint is found after every key)
    /// past the limit: the count is placed at the earliest of them, not after the shown ones.
    @Test func theCountIsAtTheEarliestUncountedError() throws {
        let keys = (0..<1_100).map { "k\($0): 1" }.joined(separator: "\n")
        let yaml = """
            device: iPhone 15
            ios: 17
            root:
              type: UIViewController
              view:
                subviews: [{type: UIView, id: a, constraints: ["a.top == nowhere.top"]}]

            """ + keys + "\n"
        let error = try #require(throws: DiagnosticError.self) { try SceneDecoder.decode(yaml: yaml, file: "x.yaml") }
        let last = try #require(error.diagnostics.last)
        #expect(last.message.hasPrefix("and 101 more errors not shown, the earliest here"), "\(last.message)")
        #expect(last.mark?.line == 6)
    }

    /// A key over 1,024 characters that has its ': ' is not told only that it lacks one
    /// (libyaml's error is the same for both; a missing colon alone is found on a later line):
    /// the message names the 1,024-character limit first, at the key.
    @Test func aLongKeyIsNotCalledColonless() throws {
        let yaml = "device: iPhone 15\nios: 17\n" + String(repeating: "k", count: 1_030) + ": 1\nroot: {type: UIViewController}\n"
        let error = try #require(throws: DiagnosticError.self) { try SceneDecoder.decode(yaml: yaml, file: "x.yaml") }
        #expect(error.diagnostics.first?.message.hasPrefix("a key longer than 1,024 characters") == true, "\(error)")
        #expect(error.diagnostics.first?.mark == Mark(line: 3, column: 1))
    }

    @Test func pastAThousandErrorsTheRestAreCounted() throws {
        let keys = (0..<1_200).map { "k\($0): 1" }.joined(separator: "\n")
        let yaml = "device: iPhone 15\nios: 17\nroot: {type: UIViewController}\n" + keys + "\n"
        let error = try #require(throws: DiagnosticError.self) { try SceneDecoder.decode(yaml: yaml, file: "x.yaml") }
        #expect(error.diagnostics.count == 1_001)
        #expect(error.diagnostics[999].message.hasPrefix("unknown key 'k999'"))
        // k1000 is on line 4 + 1000 = 1004.
        #expect(error.diagnostics[1_000].message == "and 200 more errors not shown, the earliest here (1000 are above)")
        #expect(error.diagnostics[1_000].mark?.line == 1_004)
    }
}

/// A scene of more views than any screen: refused at the first one over, with its line (2.2
/// million plain views in a 32 MiB file took 6 GB).
@Suite("Views per scene are capped")
struct ViewLimitTests {
    @Test func theFirstViewPastTheLimitIsAnError() throws {
        // The root view is view 1: subviews[199999] is view 200,001, on line 7 + 199,999.
        let yaml = "device: iPhone 15\nios: 17\nroot:\n  type: UIViewController\n  view:\n    subviews:\n"
            + String(repeating: "      - {type: UIView}\n", count: 200_001)
        let error = try #require(throws: DiagnosticError.self) { try SceneDecoder.decode(yaml: yaml, file: "x.yaml") }
        #expect(error.diagnostics.count == 1)
        #expect(error.diagnostics.first?.message.hasPrefix("a scene may hold at most 200000 views, and this one is past them") == true)
        #expect(error.diagnostics.first?.mark?.line == 7 + 199_999)
    }
}
