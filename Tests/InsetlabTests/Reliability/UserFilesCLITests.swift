import Foundation
import Testing

private typealias Folder = CIHarness.Folder

/// Found by feeding the CLI what users mistype: a baseline written over the scene it checks,
/// `import` given a folder, `init` given a folder, and `explain` asked for a value iOS 11+ still
/// has. A user's file is never replaced unless they asked for that file, and a command never
/// reports success having done nothing.
@Suite("Reliability: the user's files and folders", .serialized)
struct UserFilesCLITests {
    @Test("check --write-baseline never replaces a scene it checks or the configuration (exit 73, the file untouched)")
    func baselineNeverReplacesAnInput() throws {
        let folder = try Folder()
        let scene = try folder.write("scenes/a.yaml", CIHarness.passing)
        try folder.write(".insetlab.yml", "include: [scenes]\n")
        for target in ["scenes/a.yaml", "./scenes/../scenes/a.yaml", ".insetlab.yml"] {
            let result = try CIHarness.run(["check", "--no-snapshots", "--write-baseline", target], in: folder.path)
            #expect(result.status == 73, "\(target): \(result.stderr)")
            #expect(result.stderr.contains("is an input of this command"), "\(result.stderr)")
            #expect(result.stdout.isEmpty, "nothing runs before the refusal")
        }
        #expect(try String(contentsOfFile: scene, encoding: .utf8) == CIHarness.passing)
        #expect(try folder.read(".insetlab.yml") == "include: [scenes]\n")
        // Another file is written, as before.
        let written = try CIHarness.run(["check", "--no-snapshots", "--write-baseline", "known.json"], in: folder.path)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(try folder.read("known.json").contains("\"version\""))
    }

    @Test("check --output never replaces the --baseline file or a scene's snapshot, which it reads (exit 73, untouched)")
    func reportNeverReplacesTheBaselineOrASnapshot() throws {
        let folder = try Folder()
        try folder.write("scenes/a.yaml", CIHarness.passing)
        #expect(try CIHarness.run(["check", "--write-baseline", "known.json", "scenes"], in: folder.path).status == 0)
        let baseline = try folder.read("known.json")
        let snapshot = try folder.read("scenes/__snapshots__/a.snap")
        for (target, extra) in [("known.json", ["--baseline", "known.json"]), ("scenes/__snapshots__/a.snap", [])] {
            let result = try CIHarness.run(["check", "--output", target] + extra + ["scenes"], in: folder.path)
            #expect(result.status == 73, "\(target): \(result.stderr)")
            #expect(result.stderr.contains("is an input of this command"), "\(result.stderr)")
        }
        #expect(try folder.read("known.json") == baseline)
        #expect(try folder.read("scenes/__snapshots__/a.snap") == snapshot)
        // Without snapshots, the snapshot file is not read, so it may be the report.
        let written = try CIHarness.run(["check", "--no-snapshots", "--output", "scenes/__snapshots__/a.snap", "scenes"], in: folder.path)
        #expect(written.status == 0, "\(written.stderr)")
    }

    @Test("a baseline entry stands for one warning: two known typos of a rule id let two through, a third is reported")
    func baselineCountsWarningsWithTheSameKey() throws {
        let folder = try Folder()
        let scene = """
            device: iPhone 8
            ios: 13
            root: {type: UIViewController}  # insetlab:disable no-such-rule other-typo

            """
        try folder.write("a.yaml", scene)
        let written = try CIHarness.run(["check", "--no-snapshots", "--write-baseline", "known.json", "a.yaml"], in: folder.path)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(try CIHarness.run(["check", "--no-snapshots", "--strict", "--baseline", "known.json", "a.yaml"], in: folder.path).status == 0)
        try folder.write("a.yaml", scene.replacingOccurrences(of: "other-typo", with: "other-typo third-typo"))
        let third = try CIHarness.run(["check", "--no-snapshots", "--strict", "--baseline", "known.json", "a.yaml"], in: folder.path)
        #expect(third.status == 1, "\(third.stdout)")
        #expect(third.stdout.contains("unknown-rule-id"), "\(third.stdout)")
    }

    @Test("an --output name near the 255-byte limit is written (its temporary's name is cut, not the file's)")
    func longOutputNamesAreWritten() throws {
        let folder = try Folder()
        try folder.write("a.yaml", CIHarness.passing)
        let name = String(repeating: "o", count: 250) + ".json"
        let result = try CIHarness.run(["check", "--no-snapshots", "--format", "json", "--output", name, "a.yaml"], in: folder.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try folder.read(name).contains("\"passed\""))
    }

    @Test("a baseline matches a run whatever the spelling of the paths (./, .., absolute)")
    func baselineIgnoresHowPathsAreSpelt() throws {
        let folder = try Folder()
        try folder.write("scenes/w.yaml", CIHarness.warning)
        let written = try CIHarness.run(["check", "--no-snapshots", "--write-baseline", "known.json", "scenes"], in: folder.path)
        #expect(written.status == 0, "\(written.stderr)")
        let known = try folder.read("known.json")
        #expect(known.contains("\"file\" : \"scenes/w.yaml\""), "\(known)")
        for spelling in ["scenes", "./scenes/", folder.path + "/scenes", "scenes/../scenes"] {
            let strict = try CIHarness.run(["check", "--no-snapshots", "--strict", "--baseline", "known.json", spelling], in: folder.path)
            #expect(strict.status == 0, "\(spelling): \(strict.stdout)\(strict.stderr)")
        }
        // Written from absolute paths, it still holds relative ones, and still matches.
        let absolute = try CIHarness.run(
            ["check", "--no-snapshots", "--write-baseline", "abs.json", folder.path + "/scenes"], in: folder.path)
        #expect(absolute.status == 0, "\(absolute.stderr)")
        #expect(try folder.read("abs.json").contains("\"file\" : \"scenes/w.yaml\""))
    }

    @Test("a baseline's files are relative to its own folder: it matches from a subfolder, and when kept elsewhere")
    func baselineMatchesFromAnyFolder() throws {
        let folder = try Folder()
        try folder.write("scenes/w.yaml", CIHarness.warning)
        try folder.write(".insetlab.yml", "include: [scenes]\n")
        #expect(try CIHarness.run(["check", "--no-snapshots", "--write-baseline", "known.json"], in: folder.path).status == 0)
        // From the scenes folder, the same configuration and baseline still know the warning.
        let sub = try CIHarness.run(["check", "--no-snapshots", "--strict", "--baseline", "../known.json"], in: folder.path + "/scenes")
        #expect(sub.status == 0, "\(sub.stdout)\(sub.stderr)")
        // A baseline kept in a ci/ folder holds paths from there, and matches from the root.
        try FileManager.default.createDirectory(atPath: folder.path + "/ci", withIntermediateDirectories: true)
        #expect(try CIHarness.run(["check", "--no-snapshots", "--write-baseline", "ci/known.json"], in: folder.path).status == 0)
        #expect(try folder.read("ci/known.json").contains("\"file\" : \"../scenes/w.yaml\""))
        let fromRoot = try CIHarness.run(["check", "--no-snapshots", "--strict", "--baseline", "ci/known.json"], in: folder.path)
        #expect(fromRoot.status == 0, "\(fromRoot.stdout)\(fromRoot.stderr)")
        // One an older insetlab wrote there, relative to the working folder, still matches.
        try folder.write("ci/old.json", try folder.read("ci/known.json").replacingOccurrences(of: "../scenes/w.yaml", with: "scenes/w.yaml"))
        let legacy = try CIHarness.run(["check", "--no-snapshots", "--strict", "--baseline", "ci/old.json"], in: folder.path)
        #expect(legacy.status == 0, "\(legacy.stdout)\(legacy.stderr)")
    }

    @Test("Main.yaml and Main.yml side by side would share a snapshot: each is invalid naming the other, nothing recorded, the rest checked")
    func scenesSharingASnapshot() throws {
        let folder = try Folder()
        try folder.write("scenes/Main.yaml", CIHarness.passing)
        try folder.write("scenes/Main.yml", CIHarness.passing.replacingOccurrences(of: "rows: 30", with: "rows: 5"))
        try folder.write("other/Other.yaml", CIHarness.passing)
        let result = try BuiltInsetlab.run(["check", "scenes", "other", "--color", "never"], in: folder.path, environment: ["CI": "false"])
        #expect(result.status == 2)
        #expect(result.stderr == """
            scenes/Main.yaml: error: scenes/Main.yml would share its snapshot scenes/__snapshots__/Main.snap; rename one of them
            scenes/Main.yml: error: scenes/Main.yaml would share its snapshot scenes/__snapshots__/Main.snap; rename one of them

            """)
        // README, exit 2: "the other files are still processed" (it stopped before any).
        #expect(result.stdout.hasSuffix("1 passed, 2 failed\n"), "\(result.stdout)")
        #expect(FileManager.default.fileExists(atPath: folder.path + "/other/__snapshots__/Other.snap"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/scenes/__snapshots__"))
        // Checked alone, the twin beside it still shares its snapshot.
        let alone = try BuiltInsetlab.run(["check", "scenes/Main.yml"], in: folder.path, environment: ["CI": "false"])
        #expect(alone.status == 2)
        #expect(alone.stderr.contains("scenes/Main.yml: error: scenes/Main.yaml would share its snapshot"), "\(alone.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/scenes/__snapshots__"))
        // Without snapshots there is nothing to share; the same file named twice is no clash.
        #expect(try CIHarness.run(["check", "--no-snapshots", "scenes"], in: folder.path).status == 0)
        try FileManager.default.removeItem(atPath: folder.path + "/scenes/Main.yml")
        let twice = try BuiltInsetlab.run(["check", "scenes/Main.yaml", "./scenes/Main.yaml"], in: folder.path, environment: ["CI": "false"])
        #expect(twice.status == 0, "\(twice.stderr)")
    }

    @Test("a committed snapshot's control characters reach the terminal escaped, in every diff check prints")
    func snapshotDiffIsEscaped() throws {
        let folder = try Folder()
        try folder.write("scenes/a.yaml", CIHarness.passing)
        let recorded = try BuiltInsetlab.run(["check", "scenes"], in: folder.path, environment: ["CI": "false"])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let snapshot = "scenes/__snapshots__/a.snap"
        try folder.write(snapshot, try folder.read(snapshot) + "\u{1B}]0;PWNED\u{07}\u{1B}[2J\u{1B}[31mRED\n")
        for format in ["text", "github"] {
            let result = try BuiltInsetlab.run(["check", "--format", format, "scenes"], in: folder.path, environment: ["CI": "false"])
            #expect(result.status == 1)
            #expect(result.stdout.contains("PWNED"), "the line is shown")
            #expect(!result.stdout.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" }, "\(format): raw control characters")
        }
    }

    @Test("an invalid .insetlab.yml reaches the CI formats: a GitHub annotation, a JUnit file")
    func invalidConfigurationInCIFormats() throws {
        let folder = try Folder()
        try folder.write("scenes/a.yaml", CIHarness.passing)
        try folder.write(".insetlab.yml", "rules: {disabled: [content-undr-bar]}\n")
        let github = try CIHarness.run(["check", "--format", "github"], in: folder.path)
        #expect(github.status == 2)
        #expect(github.stdout.hasPrefix("::error file=.insetlab.yml,line=1,col=20,"), "\(github.stdout)")
        let junit = try CIHarness.run(["check", "--format", "junit", "--output", "report.xml"], in: folder.path)
        #expect(junit.status == 2)
        #expect(try folder.read("report.xml").contains("errors=\"1\""))
        #expect(try folder.read("report.xml").contains(".insetlab.yml:1:20: error: unknown rule 'content-undr-bar'"))
    }

    @Test("raising a rule's severity in .insetlab.yml does not change the snapshots it appears in")
    func severityLeavesSnapshotsAlone() throws {
        let folder = try Folder()
        try folder.write("scenes/w.yaml", CIHarness.warning)
        let recorded = try BuiltInsetlab.run(["check", "scenes"], in: folder.path, environment: ["CI": "false"])
        #expect(recorded.stdout.contains("1 recorded"), "\(recorded.stdout)")
        try folder.write(".insetlab.yml", "rules:\n  severity: {pinned-to-superview-under-bar: error}\n")
        let raised = try BuiltInsetlab.run(["check", "scenes"], in: folder.path, environment: ["CI": "false"])
        #expect(raised.status == 1, "an error-severity warning fails the run")
        #expect(raised.stdout.contains("snapshots: 1 matched"), "\(raised.stdout)")
    }

    @Test("import FOLDER takes the storyboards and xibs below it; a folder with none is exit 66, not 0 screens")
    func importTakesAFolder() throws {
        let folder = try Folder()
        try folder.write("ib/Main.storyboard", ImportCLITests.simple)
        try folder.write("ib/notes.yaml", CIHarness.passing)
        let result = try CIHarness.run(["import", "ib", "--output", "out"], in: folder.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.path + "/out/Main/List.yaml"))
        try FileManager.default.createDirectory(atPath: folder.path + "/empty", withIntermediateDirectories: true)
        let none = try CIHarness.run(["import", "empty", "--output", "out2"], in: folder.path)
        #expect(none.status == 66)
        #expect(none.stderr == "insetlab: error: no .storyboard or .xib file in empty\n")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out2"))
        // `-`: a storyboard on standard input, written under `stdin/`.
        let piped = try BuiltInsetlab.runCommand(
            URL(fileURLWithPath: "/bin/sh"), ["-c", "\"$INSETLAB\" import - --output piped < ib/Main.storyboard"], in: folder.path,
            environment: ["INSETLAB": try #require(BuiltInsetlab.url).path])
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.path + "/piped/stdin/List.yaml"))
    }

    @Test("init DIR/ writes DIR/scene.yaml, which check then reads; a hidden name is a usage error")
    func initIntoAFolder() throws {
        let folder = try Folder()
        let result = try CIHarness.run(["init", "specs/"], in: folder.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.path + "/specs/scene.yaml"))
        let checked = try CIHarness.run(["check", "--no-snapshots", "specs"], in: folder.path)
        #expect(checked.status == 0, "\(checked.stderr)")
        #expect(checked.stdout.contains("1 passed"), "\(checked.stdout)")
        let hidden = try CIHarness.run(["init", "specs/.feed"], in: folder.path)
        #expect(hidden.status == 64)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/specs/.feed.yaml"))
    }

    /// `explain --help` offers `contentInset`; from iOS 11 UIKit leaves it as the scene set it
    /// (Apple: the system's part is adjustedContentInset), and explain says so instead of
    /// calling the property unknown.
    @Test("explain --property contentInset answers on iOS 11+")
    func explainContentInsetFromIOS11() throws {
        let folder = try Folder()
        try folder.write("a.yaml", CIHarness.passing.replacingOccurrences(of: "ios: 10", with: "ios: 11")
            .replacingOccurrences(of: "expect:\n  vc.topLayoutGuide: 64\n  table.contentInset: [64, 0, 0, 0]\n", with: ""))
        let result = try CIHarness.run(["explain", "a.yaml", "--view", "table", "--property", "contentInset", "--color", "never"], in: folder.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("contentInset  [0, 0, 0, 0]"), "\(result.stdout)")
        #expect(result.stdout.contains("adjustedContentInset"), "\(result.stdout)")
    }
}
