import Foundation
import InsetlabChecking
import Testing

/// `insetlab check` and snapshots, through the built binary: record, compare, `--update`,
/// `CI=true`, `--no-snapshots`, and the configured folder. Expected numbers: seed 000 (iPhone 7,
/// iOS 10, a table in a translucent navigation controller gets contentInset top 20 + 44 = 64,
/// uikit-facts F53; with automaticallyAdjustsScrollViewInsets off, 0).
@Suite("CLI: snapshots", .serialized)
struct SnapshotCLITests {
    static func scene(adjusts: Bool) -> String {
        """
        device: iPhone 7
        ios: 10
        root:
          type: UINavigationController
          id: nav
          viewControllers:
            - type: UIViewController
              id: feed
              automaticallyAdjustsScrollViewInsets: \(adjusts)  # insetlab:disable content-under-bar
              view:
                subviews:
                  - {type: UITableView, id: table, rows: 3}

        """
    }

    /// A comment added above a warning moves its position only: the scene still matches its
    /// snapshot (as `diff --base` calls it unchanged), in CI too, and `--update` writes the new
    /// position. The warning: seed 000's table under the bar with the adjustment off, at that
    /// flag (line 9, column 7; 11 after two comment lines).
    @Test func aWarningThatOnlyMovedStillMatches() throws {
        let folder = try TemporaryFolder()
        let scene = Self.scene(adjusts: false).replacingOccurrences(of: "  # insetlab:disable content-under-bar", with: "")
        try folder.write("scenes/feed.yaml", scene)
        #expect(try BuiltInsetlab.run(["check", "--color", "never"], in: folder.path).status == 0)
        let snapshotPath = folder.path + "/scenes/__snapshots__/feed.snap"
        let recorded = try String(contentsOfFile: snapshotPath, encoding: .utf8)
        #expect(recorded.contains("| warning content-under-bar on table at 9:7 (warning)\n"), "\(recorded)")

        try folder.write("scenes/feed.yaml", "# the feed screen\n# (two comment lines)\n" + scene)
        let moved = try BuiltInsetlab.run(["check", "--color", "never"], in: folder.path, environment: ["CI": "true"])
        #expect(moved.status == 0, "\(moved.stdout)")
        #expect(moved.stdout.contains("snapshots: 1 matched"))
        #expect(try String(contentsOfFile: snapshotPath, encoding: .utf8) == recorded)

        let update = try BuiltInsetlab.run(["check", "--update", "--color", "never"], in: folder.path)
        #expect(update.status == 0)
        #expect(try String(contentsOfFile: snapshotPath, encoding: .utf8).contains("| warning content-under-bar on table at 11:7 (warning)\n"))

        // A warning on another view is a change, not a move.
        let other = "iPhone 7 · iOS 10 · portrait | warning content-under-bar on list at 10:7 (warning)"
        #expect(SnapshotText.positionless(other) != SnapshotText.positionless(other.replacingOccurrences(of: "on list", with: "on table")))
        #expect(SnapshotText.positionless(other) == "iPhone 7 · iOS 10 · portrait | warning content-under-bar on list (warning)")
        #expect(SnapshotText.positionless("iPhone 7 · iOS 10 · portrait | view table.frame: [0, 0, 1, 1]") == "iPhone 7 · iOS 10 · portrait | view table.frame: [0, 0, 1, 1]")
    }

    @Test func recordCompareUpdate() throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/feed.yaml", Self.scene(adjusts: true))

        let record = try BuiltInsetlab.run(["check", "--color", "never"], in: folder.path)
        #expect(record.status == 0, "recording passes (and says so)")
        #expect(record.stdout.hasPrefix("scenes/feed.yaml: note: no snapshot yet: recorded scenes/__snapshots__/feed.snap ("))
        #expect(record.stdout.hasSuffix("; snapshots: 0 matched, 1 recorded\n1 passed, 0 failed\n"))
        let snapshot = try String(contentsOfFile: folder.path + "/scenes/__snapshots__/feed.snap", encoding: .utf8)
        #expect(snapshot.contains("iPhone 7 · iOS 10 · portrait | view table.contentInset: [64, 0, 0, 0]\n"))

        let same = try BuiltInsetlab.run(["check", "--color", "never"], in: folder.path)
        #expect(same.status == 0)
        #expect(same.stdout == "ok   scenes/feed.yaml  (1 variant, 0 expectations)\nchecked 1 scene, 1 variant, 0 expectations; snapshots: 1 matched\n1 passed, 0 failed\n")

        try folder.write("scenes/feed.yaml", Self.scene(adjusts: false))
        let differs = try BuiltInsetlab.run(["check", "--color", "never"], in: folder.path)
        #expect(differs.status == 1)
        #expect(differs.stdout.contains("""
            scenes/feed.yaml: error: the layout differs from snapshot scenes/__snapshots__/feed.snap (−3 +3 lines); if the change is intended, run insetlab check --update scenes/feed.yaml
            --- scenes/__snapshots__/feed.snap (snapshot)
            +++ scenes/__snapshots__/feed.snap (layout now)
            @@ -
            """), "\(differs.stdout)")
        #expect(differs.stdout.contains("\n-iPhone 7 · iOS 10 · portrait | view table.contentInset: [64, 0, 0, 0]\n+iPhone 7 · iOS 10 · portrait | view table.contentInset: [0, 0, 0, 0]\n"))
        #expect(differs.stdout.hasSuffix("FAIL scenes/feed.yaml  (1 variant, 0 expectations, snapshot differs)\nchecked 1 scene, 1 variant, 0 expectations; snapshots: 0 matched, 1 differs\n0 passed, 1 failed\n"))
        #expect(try String(contentsOfFile: folder.path + "/scenes/__snapshots__/feed.snap", encoding: .utf8) == snapshot)

        let update = try BuiltInsetlab.run(["check", "--update", "--color", "never"], in: folder.path)
        #expect(update.status == 0)
        #expect(update.stdout.hasPrefix("scenes/feed.yaml: note: updated snapshot scenes/__snapshots__/feed.snap\n--- "))
        #expect(update.stdout.hasSuffix("; snapshots: 0 matched, 1 updated\n1 passed, 0 failed\n"))
        #expect(try String(contentsOfFile: folder.path + "/scenes/__snapshots__/feed.snap", encoding: .utf8)
            .contains("| view table.contentInset: [0, 0, 0, 0]\n"))
        #expect(try BuiltInsetlab.run(["check"], in: folder.path).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/scenes/__snapshots__") == ["feed.snap"])
    }

    @Test func underCINothingIsWrittenAndAMissingSnapshotFails() throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/feed.yaml", Self.scene(adjusts: true))
        let ci = ["CI": "true"]
        let missing = try BuiltInsetlab.run(["check", "--color", "never"], in: folder.path, environment: ci)
        #expect(missing.status == 1)
        #expect(missing.stdout.contains(
            "scenes/feed.yaml: error: no snapshot at scenes/__snapshots__/feed.snap; CI=true, so none is recorded: run insetlab check locally and commit it\n"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/scenes/__snapshots__"))

        let update = try BuiltInsetlab.run(["check", "--update"], in: folder.path, environment: ci)
        #expect(update.status == 1)
        #expect(update.stderr.contains("insetlab: note: CI=true: --update writes nothing; snapshots are only compared"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/scenes/__snapshots__"))

        #expect(try BuiltInsetlab.run(["check"], in: folder.path).status == 0)  // records, outside CI
        try folder.write("scenes/feed.yaml", Self.scene(adjusts: false))
        let differs = try BuiltInsetlab.run(["check", "--update", "--quiet"], in: folder.path, environment: ci)
        #expect(differs.status == 1)
        #expect(differs.stdout.contains("; CI=true, so --update writes nothing\n"))
        let kept = try String(contentsOfFile: folder.path + "/scenes/__snapshots__/feed.snap", encoding: .utf8)
        #expect(kept.contains("| view table.contentInset: [64, 0, 0, 0]\n"))
        let matching = try BuiltInsetlab.run(["check"], in: folder.path, environment: ["CI": "false"])
        #expect(matching.status == 1, "CI=false is not CI: compared, differs")
    }

    /// Where `CI` is not set, the messages name the service's variable that made this CI.
    @Test func theMessagesNameTheVariableThatMadeThisCI() throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/feed.yaml", Self.scene(adjusts: true))
        let jenkins = ["JENKINS_URL": "https://ci.example.com/"]
        let missing = try BuiltInsetlab.run(["check", "--color", "never"], in: folder.path, environment: jenkins)
        #expect(missing.status == 1)
        #expect(missing.stdout.contains("no snapshot at scenes/__snapshots__/feed.snap; JENKINS_URL=https://ci.example.com/, so none is recorded"), "\(missing.stdout)")
        let update = try BuiltInsetlab.run(["check", "--update"], in: folder.path, environment: ["GITHUB_ACTIONS": "true"])
        #expect(update.stderr.contains("insetlab: note: GITHUB_ACTIONS=true: --update writes nothing"), "\(update.stderr)")
    }

    @Test func noSnapshotsAndUsage() throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/feed.yaml", Self.scene(adjusts: true))
        let skipped = try BuiltInsetlab.run(["check", "--no-snapshots"], in: folder.path, environment: ["CI": "true"])
        #expect(skipped.status == 0)
        #expect(skipped.stdout == "ok   scenes/feed.yaml  (1 variant, 0 expectations)\nchecked 1 scene, 1 variant, 0 expectations\n1 passed, 0 failed\n")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/scenes/__snapshots__"))
        let both = try BuiltInsetlab.run(["check", "--update", "--no-snapshots"], in: folder.path)
        #expect(both.status == 64)
        #expect(both.stderr.contains("--update and --no-snapshots cannot be used together."))
    }

    @Test func theConfiguredFolderMirrorsTheScenes() throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/nav/feed.yaml", Self.scene(adjusts: true))
        try folder.write(".insetlab.yml", "snapshots: {folder: Snapshots}\n")
        let result = try BuiltInsetlab.run(["check", "--color", "never"], in: folder.path)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("recorded Snapshots/scenes/nav/feed.snap"))
        #expect(FileManager.default.fileExists(atPath: folder.path + "/Snapshots/scenes/nav/feed.snap"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/scenes/nav/__snapshots__"))
    }

    /// A renamed scene leaves its old snapshot behind: `check` says so (as jest reports an
    /// obsolete snapshot), does not fail on it, and `--update` removes it — never under CI, and
    /// never a snapshot whose scene is there under another extension or case.
    @Test func anObsoleteSnapshotIsSaidAndUpdateRemovesIt() throws {
        for configured in [false, true] {
            let folder = try TemporaryFolder()
            let snapshots = configured ? "Snapshots/scenes" : "scenes/__snapshots__"
            if configured { try folder.write(".insetlab.yml", "snapshots: {folder: Snapshots}\n") }
            try folder.write("scenes/feed.yaml", Self.scene(adjusts: true))
            try folder.write("scenes/other.yml", Self.scene(adjusts: false))
            #expect(try BuiltInsetlab.run(["check", "--color", "never"], in: folder.path, environment: ["CI": "false"]).status == 0)
            try FileManager.default.moveItem(atPath: folder.path + "/scenes/feed.yaml", toPath: folder.path + "/scenes/news.yaml")

            let note = "insetlab: note: \(snapshots)/feed.snap: obsolete snapshot: no scene beside it has its name; delete it, or run insetlab check --update to remove it\n"
            let onCI = try BuiltInsetlab.run(["check", "--color", "never", "scenes/news.yaml"], in: folder.path, environment: ["CI": "true"])
            #expect(onCI.status == 1, "news.snap is missing under CI: \(onCI.stdout)")
            #expect(onCI.stderr == note, "\(onCI.stderr)")
            let update = try BuiltInsetlab.run(["check", "--update", "--color", "never", "scenes/news.yaml"], in: folder.path, environment: ["CI": "true"])
            #expect(update.stderr.hasSuffix(note), "--update under CI removes nothing: \(update.stderr)")
            #expect(FileManager.default.fileExists(atPath: folder.path + "/\(snapshots)/feed.snap"))

            let local = try BuiltInsetlab.run(["check", "--color", "never"], in: folder.path, environment: ["CI": "false"])
            #expect(local.status == 0, "an obsolete snapshot does not fail: \(local.stdout)")
            #expect(local.stderr == note)
            let removed = try BuiltInsetlab.run(["check", "--update", "--color", "never"], in: folder.path, environment: ["CI": "false"])
            #expect(removed.stderr == "insetlab: note: removed obsolete snapshot \(snapshots)/feed.snap (no scene beside it has its name)\n")
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/\(snapshots)/feed.snap"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/\(snapshots)").sorted() == ["news.snap", "other.snap"])
            let clean = try BuiltInsetlab.run(["check", "--color", "never"], in: folder.path, environment: ["CI": "false"])
            #expect(clean.stderr == "")
        }
    }

    /// `feed.yml` renamed `feed.yaml` keeps its snapshot (`feed.snap`), whose first line names
    /// the old file: no fact changed, so it matches, in CI too (it failed "the layout differs");
    /// `--update` writes the new name.
    @Test func aRenamedExtensionStillMatches() throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/feed.yml", Self.scene(adjusts: true))
        #expect(try BuiltInsetlab.run(["check", "--color", "never"], in: folder.path, environment: ["CI": "false"]).status == 0)
        try FileManager.default.moveItem(atPath: folder.path + "/scenes/feed.yml", toPath: folder.path + "/scenes/feed.yaml")
        let renamed = try BuiltInsetlab.run(["check", "--color", "never"], in: folder.path, environment: ["CI": "true"])
        #expect(renamed.status == 0, "\(renamed.stdout)")
        #expect(renamed.stdout.contains("snapshots: 1 matched"))
        let snapshot = folder.path + "/scenes/__snapshots__/feed.snap"
        #expect(try String(contentsOfFile: snapshot, encoding: .utf8).hasPrefix("# insetlab snapshot of feed.yml:"))
        #expect(try BuiltInsetlab.run(["check", "--update", "--color", "never"], in: folder.path, environment: ["CI": "false"]).status == 0)
        #expect(try String(contentsOfFile: snapshot, encoding: .utf8).hasPrefix("# insetlab snapshot of feed.yaml:"))
    }

    @Test func jsonReportNamesTheVariantAndItsProperties() throws {
        let folder = try TemporaryFolder()
        try folder.write("axes.yaml", """
            device: iPhone 15
            matrix: {nav.navigationBar.isTranslucent: [true, false]}
            root:
              type: UINavigationController
              id: nav
              viewControllers: [{type: UIViewController, id: feed}]

            """)
        let result = try BuiltInsetlab.run(["run", "--format", "json", "axes.yaml"], in: folder.path)
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let variants = try #require(object["variants"] as? [[String: Any]])
        #expect(variants.map { $0["variant"] as? String } == [
            "iPhone 15 · iOS 18 · portrait · nav.navigationBar.isTranslucent=true",
            "iPhone 15 · iOS 18 · portrait · nav.navigationBar.isTranslucent=false",
        ])
        #expect(variants.map { ($0["properties"] as? [String: Bool])?["nav.navigationBar.isTranslucent"] } == [true, false])
        #expect(variants.map { $0["device"] as? String } == ["iPhone 15", "iPhone 15"])
        let text = try BuiltInsetlab.run(["run", "axes.yaml", "--color", "never"], in: folder.path)
        #expect(text.stdout.contains("axes.yaml — iPhone 15 · iOS 18 · portrait · nav.navigationBar.isTranslucent=false\n"))
    }
}
