import Testing
import InsetlabReport
import InsetlabChecking

/// `LineDiff`: the shortest edit script (Myers) and its unified-diff text.
@Suite struct LineDiffTests {
    static func lines(_ text: String) -> [String] { text.split(separator: " ").map(String.init) }

    /// The classic example of Myers' paper: ABCABBA → CBABAC takes 5 edits.
    @Test func shortestEditScriptOfTheMyersPaper() {
        let edits = LineDiff.edits(Self.lines("A B C A B B A"), Self.lines("C B A B A C"))
        let changes = edits.filter { if case .same = $0 { false } else { true } }
        #expect(changes.count == 5)
        #expect(Self.apply(edits) == Self.lines("C B A B A C"))
        #expect(Self.source(edits) == Self.lines("A B C A B B A"))
    }

    @Test(arguments: [
        ("", "a b c"), ("a b c", ""), ("a b c", "a b c"), ("a b c d e", "a x c d y e"), ("a a a", "a a"),
        ("x a b c", "a b c x"), ("a b c d e f g h", "h g f e d c b a"),
    ])
    func editsRebuildBothSides(_ old: String, _ new: String) {
        let edits = LineDiff.edits(Self.lines(old), Self.lines(new))
        #expect(Self.source(edits) == Self.lines(old))
        #expect(Self.apply(edits) == Self.lines(new))
    }

    @Test func beyondTheBoundTheMiddleIsReplacedWhole() {
        let old = (0..<50).map { "old \($0)" }, new = (0..<50).map { "new \($0)" }
        let edits = LineDiff.edits(["same"] + old + ["end"], ["same"] + new + ["end"], maxEdits: 10)
        #expect(edits.first == .same("same") && edits.last == .same("end"))
        #expect(edits.count == 102)
        #expect(Self.apply(edits) == ["same"] + new + ["end"])
    }

    @Test func unifiedDiffHasHeadersHunksAndThreeLinesOfContext() {
        let old = (1...20).map { "line \($0)" }
        var new = old
        new[9] = "line ten"
        new.insert("inserted", at: 15)
        let diff = LineDiff.unified(old, new, oldName: "a.snap", newName: "b.snap")
        #expect(diff == [
            "--- a.snap", "+++ b.snap",
            "@@ -7,12 +7,13 @@",  // old lines 7–18, new lines 7–19
            " line 7", " line 8", " line 9", "-line 10", "+line ten", " line 11", " line 12", " line 13", " line 14",
            " line 15", "+inserted", " line 16", " line 17", " line 18",
        ])
        #expect(LineDiff.unified(old, old, oldName: "a", newName: "b").isEmpty)
        // Hunks far apart stay separate; a pure insertion into an empty file starts at 0.
        var far = old
        far[0] = "first"
        far[19] = "last"
        #expect(LineDiff.unified(old, far, oldName: "a", newName: "b").filter { $0.hasPrefix("@@") } == [
            "@@ -1,4 +1,4 @@", "@@ -17,4 +17,4 @@",
        ])
        #expect(LineDiff.unified([], ["x"], oldName: "a", newName: "b") == ["--- a", "+++ b", "@@ -0,0 +1 @@", "+x"])
    }

    @Test func largeInputsStayFast() {
        let old = (0..<20_000).map { "fact \($0)" }
        var new = old
        for index in stride(from: 0, to: 20_000, by: 97) { new[index] = "changed \(index)" }
        let clock = ContinuousClock()
        let elapsed = clock.measure { _ = LineDiff.unified(old, new, oldName: "a", newName: "b") }
        #expect(elapsed < .seconds(5))
    }

    static func apply(_ edits: [LineDiff.Edit]) -> [String] {
        edits.compactMap { edit in
            switch edit {
            case .same(let line), .added(let line): line
            case .removed: nil
            }
        }
    }

    static func source(_ edits: [LineDiff.Edit]) -> [String] {
        edits.compactMap { edit in
            switch edit {
            case .same(let line), .removed(let line): line
            case .added: nil
            }
        }
    }
}
