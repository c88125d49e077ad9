import Foundation
import Testing

/// Issue 13 ("a new user's first hour"): SwiftLint's spellings (`--reporter`, `--strict`, a
/// baseline), notes kept apart from warnings, run as the BUILT binary.
@Suite struct FirstHourCLITests {
    /// Seed 000 (and LAYOUT-MODEL §5): a label pinned to the superview's top in a translucent
    /// navigation controller on iOS 10 sits under the 64-pt bar: pinned-to-superview-under-bar
    /// fires, and no `warnings:` line expects it.
    static let warningScene = """
        device: iPhone 7
        ios: 10
        root:
          type: UINavigationController
          viewControllers:
            - type: UIViewController
              id: vc
              view:
                subviews:
                  - type: UILabel
                    id: banner
                    pin: {top: superview, leading: superview, trailing: superview, height: 44}
        """

    /// docs/model-decisions.md D8: a toolbar on a home-indicator iPhone is 44 + 34 = 78, a
    /// model-uncertainty note (severity note), not a warning.
    static let noteScene = """
        device: iPhone X
        ios: 12
        root:
          type: UINavigationController
          isToolbarHidden: false
          viewControllers:
            - type: UITableViewController
              id: list
        """

    final class Folder {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("insetlab-first-hour-\(UUID().uuidString)").path
        init() throws { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
        func write(_ name: String, _ text: String) throws { try text.write(toFile: path + "/" + name, atomically: true, encoding: .utf8) }
        func read(_ name: String) throws -> String { try String(contentsOfFile: path + "/" + name, encoding: .utf8) }
        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    @Test func reporterIsFormatAndStrictMakesWarningsFail() throws {
        let folder = try Folder()
        try folder.write("w.yaml", Self.warningScene)
        let plain = try BuiltInsetlab.run(["check", "--no-snapshots", "w.yaml"], in: folder.path)
        #expect(plain.status == 0, "a warning alone does not fail")
        #expect(plain.stdout.contains("1 unexpected warning"))
        let strict = try BuiltInsetlab.run(["check", "--no-snapshots", "--strict", "w.yaml"], in: folder.path)
        #expect(strict.status == 1)
        #expect(strict.stdout.contains("w.yaml:12:19: error: banner is pinned to the superview's top"))
        #expect(strict.stdout.hasSuffix("0 passed, 1 failed\n"))
        let runStrict = try BuiltInsetlab.run(["run", "--strict", "w.yaml"], in: folder.path)
        #expect(runStrict.status == 1)
        // Pictures too: --strict fails the run whatever the format.
        let svgStrict = try BuiltInsetlab.run(["run", "--strict", "--format", "svg", "--output", "w.svg", "w.yaml"], in: folder.path)
        #expect(svgStrict.status == 1, "\(svgStrict.stdout)")
        #expect(svgStrict.stdout.contains("error: banner is pinned"))
        let format = try BuiltInsetlab.run(["check", "--no-snapshots", "--format", "github", "w.yaml"], in: folder.path)
        let reporter = try BuiltInsetlab.run(["check", "--no-snapshots", "--reporter", "github", "w.yaml"], in: folder.path)
        #expect(reporter.status == 0 && reporter.stdout == format.stdout)
        #expect(reporter.stdout.contains("::warning file=w.yaml,line=12,col=19,title=pinned-to-superview-under-bar::"))
    }

    /// --strict fails on the warning, not on the snapshot: the snapshot keeps the rule's own
    /// severity, so a strict CI job and a plain local run agree on it.
    @Test func strictLeavesSnapshotsAlone() throws {
        let folder = try Folder()
        try folder.write("w.yaml", Self.warningScene)
        #expect(try BuiltInsetlab.run(["check", "w.yaml"], in: folder.path).status == 0, "records the snapshot")
        let strict = try BuiltInsetlab.run(["check", "--strict", "w.yaml"], in: folder.path, environment: ["CI": "true"])
        #expect(strict.status == 1)
        #expect(strict.stdout.contains("error: banner is pinned"))
        #expect(!strict.stdout.contains("differs from snapshot"), "\(strict.stdout)")
        #expect(strict.stdout.contains("snapshots: 1 matched"))
    }

    @Test func aBaselineKeepsKnownWarningsFromFailingButNotNewOnes() throws {
        let folder = try Folder()
        try folder.write("w.yaml", Self.warningScene)
        let record = try BuiltInsetlab.run(["check", "--no-snapshots", "--write-baseline", "baseline.json", "w.yaml"], in: folder.path)
        #expect(record.status == 0)
        #expect(record.stderr.contains("wrote 1 known warning(s) to baseline.json"))
        let baseline = try folder.read("baseline.json")
        #expect(baseline.contains("\"rule\" : \"pinned-to-superview-under-bar\""))
        #expect(baseline.contains("\"subject\" : \"banner\""))
        #expect(baseline.contains("\"variant\" : \"iPhone 7 · iOS 10 · portrait\""))
        // `-` is standard output for --output; here it would be a file named '-': a usage error.
        let dash = try BuiltInsetlab.run(["check", "--no-snapshots", "--write-baseline", "-", "w.yaml"], in: folder.path)
        #expect(dash.status == 64)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/-"))
        // One file for the report and the baseline: the baseline replaced the report.
        let same = try BuiltInsetlab.run(
            ["check", "--no-snapshots", "--format", "json", "--output", "./r.json", "--write-baseline", "r.json", "w.yaml"], in: folder.path)
        #expect(same.status == 64 && same.stderr.contains("--output and --write-baseline name the same file"), "\(same.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/r.json"))
        // Through a link to the folder, neither file there yet (as in CI): the same file.
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/here", withDestinationPath: ".")
        let linked = try BuiltInsetlab.run(
            ["check", "--no-snapshots", "--format", "json", "--output", "r.json", "--write-baseline", "here/r.json", "w.yaml"], in: folder.path)
        #expect(linked.status == 64, "\(linked.stderr)")
        let known = try BuiltInsetlab.run(["check", "--no-snapshots", "--strict", "--baseline", "baseline.json", "./w.yaml"], in: folder.path)
        #expect(known.status == 0, "\(known.stdout)")
        #expect(!known.stdout.contains("pinned-to-superview-under-bar"))
        // A second label under the bar is a new warning: it fails.
        try folder.write("w.yaml", Self.warningScene + """

                      - type: UILabel
                        id: footer
                        pin: {top: superview, leading: superview, width: 10, height: 44}
            """)
        let new = try BuiltInsetlab.run(["check", "--no-snapshots", "--strict", "--baseline", "baseline.json", "w.yaml"], in: folder.path)
        #expect(new.status == 1)
        #expect(new.stdout.contains("footer is pinned to the superview's top"))
        #expect(!new.stdout.contains("banner is pinned"))
        #expect(try BuiltInsetlab.run(["check", "--baseline", "nope.json", "w.yaml"], in: folder.path).status == 66)
        try folder.write("bad.json", "{")
        let bad = try BuiltInsetlab.run(["check", "--baseline", "bad.json", "w.yaml"], in: folder.path)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("bad.json: not an insetlab baseline"))
        // Valid JSON of the wrong shape: the message says where.
        try folder.write("shape.json", "{\"version\": 1, \"warnings\": [{\"file\": 3}]}")
        let shape = try BuiltInsetlab.run(["check", "--baseline", "shape.json", "w.yaml"], in: folder.path)
        #expect(shape.status == 2)
        #expect(shape.stderr.contains("at warnings[0].file: expected a string"), "\(shape.stderr)")
        // A missing key is named in words, not as the decoder's CodingKeys.
        try folder.write("empty.json", "{}")
        let empty = try BuiltInsetlab.run(["check", "--baseline", "empty.json", "w.yaml"], in: folder.path)
        #expect(empty.status == 2)
        #expect(empty.stderr.contains("(the key 'version' is missing)"), "\(empty.stderr)")
        #expect(!empty.stderr.contains("CodingKeys"))
    }

    @Test func notesAreNotUnexpectedWarningsAndPrintOnce() throws {
        let folder = try Folder()
        try folder.write("n.yaml", Self.noteScene)
        let check = try BuiltInsetlab.run(["check", "--no-snapshots", "--strict", "n.yaml"], in: folder.path)
        #expect(check.status == 0, "a note never fails, even under --strict")
        #expect(check.stdout.contains("checked 1 scene, 1 variant, 0 expectations, 1 note\n"))
        #expect(!check.stdout.contains("unexpected warning"))
        let run = try BuiltInsetlab.run(["run", "n.yaml"], in: folder.path)
        #expect(run.stdout.components(separatedBy: "D8: toolbar height").count == 2, "the D8 note once:\n\(run.stdout)")
    }

    @Test func termDumbGetsNoColour() throws {
        let folder = try Folder()
        try folder.write("w.yaml", Self.warningScene)
        // --color auto into a file is plain anyway; TERM=dumb is checked by TerminalStyle's tests.
        let result = try BuiltInsetlab.run(["check", "--no-snapshots", "w.yaml"], in: folder.path, environment: ["TERM": "dumb"])
        #expect(!result.stdout.contains("\u{1B}["))
    }
}
