import Foundation
import Testing

/// `insetlab diff` through the built binary: two files, `--base` in a repository made in the
/// test, formats, and every exit code. Expected numbers: seed 000 (iPhone 7, iOS 10, a table in
/// a translucent navigation controller): automatic adjustment gives contentInset top 20 + 44 =
/// 64 (uikit-facts F53), switching it off gives 0 and `content-under-bar`;
/// `edgesForExtendedLayout: none` starts the view under the bar, at y 64, 667 − 64 = 603 tall.
@Suite("CLI: diff", .serialized)
struct DiffCLITests {
    static func scene(adjusts: Bool = true, edges: String = "all") -> String {
        """
        device: iPhone 7
        ios: 10
        root:
          type: UINavigationController
          viewControllers:
            - type: UIViewController
              id: feed
              edgesForExtendedLayout: \(edges)
              automaticallyAdjustsScrollViewInsets: \(adjusts)
              view:
                subviews:
                  - {type: UITableView, id: table, rows: 3}

        """
    }

    @Test func twoFiles() throws {
        let folder = try TemporaryFolder()
        try folder.write("old.yaml", Self.scene())
        try folder.write("inset.yaml", Self.scene(adjusts: false))
        try folder.write("moved.yaml", Self.scene(edges: "none"))

        let inset = try BuiltInsetlab.run(["diff", "old.yaml", "inset.yaml", "--color", "never"], in: folder.path)
        #expect(inset.status == 0, "a diff is a report: changes still exit 0")
        #expect(inset.stdout.hasPrefix("inset.yaml: changed\n  iPhone 7 · iOS 10 · portrait\n"))
        #expect(inset.stdout.contains("""
                view table.contentInset          [64, 0, 0, 0] → [0, 0, 0, 0]        top −64
                view table.contentOffset         [0, -64] → [0, 0]                   y +64
                view table.firstItemWindowFrame  [0, 64, 375, 44] → [0, 0, 375, 44]  y −64
                + warning content-under-bar on table (line 9)

            """), "\(inset.stdout)")
        #expect(inset.stdout.hasSuffix("\n1 scene changed, 0 unchanged\n"))

        let moved = try BuiltInsetlab.run(["diff", "old.yaml", "moved.yaml", "--color", "never"], in: folder.path)
        #expect(moved.stdout.contains("    controller feed.viewFrame       [0, 0, 375, 667] → [0, 64, 375, 603]  y +64, height −64\n"), "\(moved.stdout)")
        #expect(moved.stdout.contains("    controller feed.topLayoutGuide  64 → 0"))

        let same = try BuiltInsetlab.run(["diff", "old.yaml", "old.yaml", "--exit-code"], in: folder.path)
        #expect(same.status == 0 && same.stdout == "0 scenes changed, 1 unchanged\n")
        #expect(try BuiltInsetlab.run(["diff", "old.yaml", "inset.yaml", "--exit-code"], in: folder.path).status == 1)

        // A folder where a scene file goes is a usage error, as for explain (it was 66, "cannot be read").
        try folder.write("scenes/a.yaml", Self.scene())
        let folders = try BuiltInsetlab.run(["diff", "scenes", "old.yaml"], in: folder.path)
        #expect(folders.status == 64 && folders.stderr.contains("diff compares two scene files; scenes is a folder"), "\(folders.stderr)")
    }

    @Test func againstARevision() throws {
        let repo = try GitTestRepository()
        try repo.write("scenes/feed.yaml", Self.scene())
        try repo.write("scenes/same.yaml", Self.scene())
        try repo.write("scenes/gone.yaml", Self.scene())
        try repo.commit("scenes")
        try repo.write("scenes/feed.yaml", Self.scene(adjusts: false))
        try repo.remove("scenes/gone.yaml")
        try repo.write("scenes/nav/new.yaml", Self.scene(edges: "none"))

        let text = try BuiltInsetlab.run(["diff", "--base", "HEAD", "--color", "never"], in: repo.path)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.hasPrefix("scenes/feed.yaml: changed\n"))
        #expect(text.stdout.contains("scenes/gone.yaml: removed (1 variant)\nscenes/nav/new.yaml: added (1 variant)\n"))
        #expect(text.stdout.hasSuffix("\nagainst HEAD: 3 scenes changed (1 added, 1 removed), 1 unchanged\n"))
        #expect(!text.stdout.contains("same.yaml"))

        let markdown = try BuiltInsetlab.run(["diff", "--base", "HEAD", "--format", "markdown"], in: repo.path)
        #expect(markdown.stdout.hasPrefix("### insetlab layout diff against `HEAD`\n\n**3 scenes changed** (1 added, 1 removed), 1 unchanged.\n"))
        #expect(markdown.stdout.contains("| view `table` | contentInset | [64, 0, 0, 0] | [0, 0, 0, 0] | top −64 |\n"))

        let json = try BuiltInsetlab.run(["diff", "--base", "HEAD", "--format", "json", "scenes/feed.yaml"], in: repo.path)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((object["scenes"] as? [[String: Any]])?.map { $0["scene"] as? String } == ["scenes/feed.yaml"])
        #expect((object["commit"] as? String)?.count == 40)

        #expect(try BuiltInsetlab.run(["diff", "--base", "HEAD", "--exit-code"], in: repo.path).status == 1)
        #expect(try BuiltInsetlab.run(["diff", "--base", "HEAD", "--exit-code", "scenes/same.yaml"], in: repo.path).status == 0)
        // The working tree was only read.
        #expect(try repo.git("status", "--porcelain").contains(" M scenes/feed.yaml"))
    }

    /// A committed symbolic link to a scene reads, at the revision, as the scene it names, as
    /// the working tree reads it: a clean tree has no changes (it was reported "added", and
    /// --exit-code failed).
    @Test func aSymlinkedSceneIsTheSceneItNames() throws {
        let repo = try GitTestRepository()
        try repo.write("scenes/feed.yaml", Self.scene())
        try FileManager.default.createSymbolicLink(atPath: repo.path + "/scenes/link.yaml", withDestinationPath: "feed.yaml")
        try repo.commit("scenes")
        let clean = try BuiltInsetlab.run(["diff", "--base", "HEAD", "--exit-code", "--color", "never"], in: repo.path)
        #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")
        #expect(clean.stdout.hasSuffix("against HEAD: 0 scenes changed, 2 unchanged\n"), "\(clean.stdout)")
        // Through the link, an edit shows on both names.
        try repo.write("scenes/feed.yaml", Self.scene(adjusts: false))
        let edited = try BuiltInsetlab.run(["diff", "--base", "HEAD", "--color", "never"], in: repo.path)
        #expect(edited.stdout.hasSuffix("against HEAD: 2 scenes changed, 0 unchanged\n"), "\(edited.stdout)")
    }

    /// A link to a folder of scenes reads, at the revision, as that folder's scenes under the
    /// link's name; a link out of the repository (which no revision holds) as what it names now,
    /// a file or a folder's scenes. Each was "added" on a clean tree, and --exit-code failed.
    @Test func aLinkToAFolderOrOutOfTheRepositoryIsNotAdded() throws {
        let outer = try TemporaryFolder()
        try outer.write("outside/ext.yaml", Self.scene())
        let repo = try GitTestRepository()
        try repo.write("shared/one.yaml", Self.scene())
        try repo.write("scenes/feed.yaml", Self.scene())
        try FileManager.default.createSymbolicLink(atPath: repo.path + "/scenes/link", withDestinationPath: "../shared")
        try FileManager.default.createSymbolicLink(atPath: repo.path + "/scenes/ext.yaml", withDestinationPath: outer.path + "/outside/ext.yaml")
        try FileManager.default.createSymbolicLink(atPath: repo.path + "/scenes/outdir", withDestinationPath: outer.path + "/outside")
        try repo.commit("scenes")
        let clean = try BuiltInsetlab.run(["diff", "--base", "HEAD", "--exit-code", "--color", "never"], in: repo.path)
        #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")
        #expect(clean.stdout == "against HEAD: 0 scenes changed, 4 unchanged\n", "\(clean.stdout)")
        // A change in the linked folder shows under the link's name too.
        try repo.write("shared/one.yaml", Self.scene(adjusts: false))
        let edited = try BuiltInsetlab.run(["diff", "--base", "HEAD", "--color", "never", "scenes"], in: repo.path)
        #expect(edited.stdout.hasPrefix("scenes/link/one.yaml: changed\n"), "\(edited.stdout)")
    }

    /// A dangling link inside the folder diffed is named as itself, as check names it (diff said
    /// "scenes: a symbolic link to nowhere.yaml").
    @Test func aDanglingLinkIsNamedAsItself() throws {
        let repo = try GitTestRepository()
        try repo.write("scenes/feed.yaml", Self.scene())
        try repo.commit("scenes")
        try FileManager.default.createSymbolicLink(atPath: repo.path + "/scenes/dangling.yaml", withDestinationPath: "nowhere.yaml")
        let diff = try BuiltInsetlab.run(["diff", "--base", "HEAD", "--color", "never"], in: repo.path)
        #expect(diff.status == 66, "\(diff.stdout)\(diff.stderr)")
        #expect(diff.stderr.contains("scenes/dangling.yaml: a symbolic link to nowhere.yaml"), "\(diff.stderr)")
    }

    /// A scene that leaves its device and version to `.insetlab.yml`'s matrix.
    static let matrixScene = Self.scene().replacingOccurrences(of: "device: iPhone 7\nios: 10\n", with: "")

    static func configuration(ios: Int, extra: String = "") -> String {
        "include: [specs]\nmatrix:\n  device: [iPhone 7]\n  ios: [\(ios)]\n" + extra
    }

    @Test func theRevisionsConfigurationLaysOutItsSide() throws {
        let repo = try GitTestRepository()
        try repo.write("specs/feed.yaml", Self.matrixScene)
        try repo.write(".insetlab.yml", Self.configuration(ios: 10))
        try repo.commit("iOS 10")
        // The default matrix moves to iOS 11: the variants change though no scene did.
        try repo.write(".insetlab.yml", Self.configuration(ios: 11))
        let diff = try BuiltInsetlab.run(["diff", "--base", "HEAD", "--color", "never", "--exit-code"], in: repo.path)
        #expect(diff.status == 1, "\(diff.stderr)")
        #expect(diff.stdout == """
            specs/feed.yaml: changed
              + variant iPhone 7 · iOS 11 · portrait
              - variant iPhone 7 · iOS 10 · portrait

            against HEAD: 1 scene changed, 0 unchanged

            """, "\(diff.stdout)")
        let report = try BuiltInsetlab.run(["report", "--base", "HEAD", "--output", "review"], in: repo.path)
        #expect(report.status == 0, "\(report.stderr)")
        #expect(try String(contentsOfFile: repo.path + "/review/index.html", encoding: .utf8).contains("1 scene of 1 changed"))
        // `--config` pins one configuration for both sides.
        let pinned = try BuiltInsetlab.run(["diff", "--base", "HEAD", "--config", ".insetlab.yml", "-j", "2"], in: repo.path)
        #expect(pinned.stdout == "against HEAD: 0 scenes changed, 1 unchanged\n", "\(pinned.stdout)")

        // The configuration's exclude holds for the scenes compared, as for `check`.
        try repo.write(".insetlab.yml", Self.configuration(ios: 10, extra: "exclude: [\"specs/drafts/**\"]\n"))
        try repo.write("specs/drafts/wip.yaml", "junk: [\n")
        let excluded = try BuiltInsetlab.run(["diff", "--base", "HEAD"], in: repo.path)
        #expect(excluded.status == 0, "\(excluded.stderr)")
        #expect(excluded.stdout == "against HEAD: 0 scenes changed, 1 unchanged\n", "\(excluded.stdout)")

        // An invalid configuration at the revision is named there, and nothing is compared.
        try repo.write(".insetlab.yml", Self.configuration(ios: 10, extra: "rules: {bogus: 1}\n"))
        try repo.commit("broken configuration")
        try repo.write(".insetlab.yml", Self.configuration(ios: 10))
        let broken = try BuiltInsetlab.run(["diff", "--base", "HEAD"], in: repo.path)
        #expect(broken.status == 2)
        #expect(broken.stderr.contains("HEAD:.insetlab.yml:5:9: error: unknown key 'bogus'"), "\(broken.stderr)")
    }

    /// The README's own `include:` glob: the glob's folder is listed on both sides and the glob
    /// picks from it, as `check` reads it (it was refused, exit 64).
    @Test func anIncludeGlobPicksTheScenesOnBothSides() throws {
        let repo = try GitTestRepository()
        // The second glob matches nothing on either side: no error, as for check.
        try repo.write(".insetlab.yml", "include: [\"Specs/**/*.layout.yaml\", \"Drafts/**/*.yaml\"]\n")
        try repo.write("Specs/a/feed.layout.yaml", Self.scene())
        try repo.write("Specs/a/other.yaml", Self.scene())
        try repo.commit("specs")
        try repo.write("Specs/a/feed.layout.yaml", Self.scene(adjusts: false))
        try repo.write("Specs/a/other.yaml", Self.scene(adjusts: false))
        let diff = try BuiltInsetlab.run(["diff", "--base", "HEAD", "--color", "never"], in: repo.path)
        #expect(diff.status == 0, "\(diff.stderr)")
        #expect(diff.stdout.hasPrefix("Specs/a/feed.layout.yaml: changed\n"), "\(diff.stdout)")
        #expect(!diff.stdout.contains("other.yaml"), "include leaves it out")
        #expect(diff.stdout.hasSuffix("against HEAD: 1 scene changed, 0 unchanged\n"), "\(diff.stdout)")
    }

    /// A `.insetlab.yml` above the repository (a monorepo's shared rules) is in force for both
    /// sides: no revision has it (git was asked for it and failed, exit 64).
    @Test func aConfigurationAboveTheRepositoryHoldsForBothSides() throws {
        let outer = try GitTestRepository()
        try outer.write(".insetlab.yml", "rules: {disabled: [model-uncertainty]}\n")
        try outer.write("app/scenes/feed.yaml", Self.scene())
        try outer.git("-C", "app", "init", "-q")
        try outer.git("-C", "app", "add", "-A")
        try outer.git("-C", "app", "-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-q", "-m", "app")
        try outer.write("app/scenes/feed.yaml", Self.scene(adjusts: false))
        let diff = try BuiltInsetlab.run(["diff", "--base", "HEAD", "--color", "never"], in: outer.path + "/app")
        #expect(diff.status == 0, "\(diff.stderr)")
        #expect(diff.stdout.hasSuffix("against HEAD: 1 scene changed, 0 unchanged\n"), "\(diff.stdout)")
        // Its include glob lists from a folder above the work tree: git lists the work tree.
        try outer.write(".insetlab.yml", "include: [\"**/*.yaml\"]\n")
        let globbed = try BuiltInsetlab.run(["diff", "--base", "HEAD", "--color", "never"], in: outer.path + "/app")
        #expect(globbed.status == 0, "\(globbed.stderr)")
        #expect(globbed.stdout.hasSuffix("against HEAD: 1 scene changed, 0 unchanged\n"), "\(globbed.stdout)")
    }

    /// Without `include:`, `scenes` is the working folder's when it has one, else the one beside
    /// `.insetlab.yml` (whose paths are relative to its folder): from `scenes/` itself, check and
    /// diff read the project's scenes (they said "scenes: no such file", exit 66).
    @Test func theDefaultScenesFolderIsFoundBesideTheConfiguration() throws {
        let repo = try GitTestRepository()
        try repo.write(".insetlab.yml", "rules: {disabled: [model-uncertainty]}\n")
        try repo.write("scenes/feed.yaml", Self.scene())
        try repo.commit("scenes")
        let check = try BuiltInsetlab.run(["check", "--no-snapshots"], in: repo.path + "/scenes")
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout.contains("1 passed"), "\(check.stdout)")
        let diff = try BuiltInsetlab.run(["diff", "--base", "HEAD"], in: repo.path + "/scenes")
        #expect(diff.status == 0, "\(diff.stderr)")
        #expect(diff.stdout == "against HEAD: 0 scenes changed, 1 unchanged\n", "\(diff.stdout)")
    }

    /// From a folder two levels below the included one, git lists a scene of the working folder
    /// as `x.yaml` and one beside it as `../b/y.yaml`; the working tree's side was keyed
    /// `../a/x.yaml`, so a changed scene there read as added and its revision's copy vanished.
    /// Every folder now gives the answer the repository's root gives.
    @Test func fromADeepFolderTheAnswerIsTheRoots() throws {
        let repo = try GitTestRepository()
        try repo.write(".insetlab.yml", "include: [scenes]\n")
        try repo.write("scenes/a/x.yaml", Self.scene())
        try repo.write("scenes/b/y.yaml", Self.scene())
        try repo.commit("scenes")
        try repo.write("scenes/a/x.yaml", Self.scene(adjusts: false))
        try repo.write("scenes/b/y.yaml", Self.scene(edges: "none"))
        for folder in ["", "/scenes", "/scenes/a"] {
            let diff = try BuiltInsetlab.run(["diff", "--base", "HEAD", "--color", "never"], in: repo.path + folder)
            #expect(diff.status == 0, "\(folder): \(diff.stderr)")
            #expect(!diff.stdout.contains("added"), "\(folder): \(diff.stdout)")
            #expect(diff.stdout.hasSuffix("against HEAD: 2 scenes changed, 0 unchanged\n"), "\(folder): \(diff.stdout)")
        }
    }

    @Test func anInvalidSceneNamesItsSideAndExits2() throws {
        let repo = try GitTestRepository()
        try repo.write("scenes/feed.yaml", Self.scene().replacingOccurrences(of: "ios: 10", with: "ios: ten"))
        try repo.write("scenes/other.yaml", Self.scene())
        try repo.commit("broken at the base")
        try repo.write("scenes/feed.yaml", Self.scene())
        try repo.write("scenes/other.yaml", Self.scene(adjusts: false))
        let result = try BuiltInsetlab.run(["diff", "--base", "HEAD", "--color", "never"], in: repo.path)
        #expect(result.status == 2)
        #expect(result.stderr.contains("HEAD:scenes/feed.yaml:2:6: error: "), "\(result.stderr)")
        #expect(result.stdout.contains("scenes/feed.yaml: invalid at HEAD, not compared\n"))
        #expect(result.stdout.contains("scenes/other.yaml: changed\n"), "the others are still compared")
        #expect(result.stdout.hasSuffix("1 scene changed, 0 unchanged; 1 invalid (not compared)\n"))
    }

    @Test func errorsAndUsage() throws {
        let repo = try GitTestRepository()
        try repo.write("scenes/feed.yaml", Self.scene())
        try repo.commit("one")
        let notARevision = try BuiltInsetlab.run(["diff", "--base", "no-such-branch"], in: repo.path)
        #expect(notARevision.status == 64)
        #expect(notARevision.stderr.contains("insetlab: error: 'no-such-branch' is not a revision in this repository"))

        let outside = try TemporaryFolder()
        try outside.write("scenes/feed.yaml", Self.scene())
        let notARepository = try BuiltInsetlab.run(["diff", "--base", "main"], in: outside.path)
        #expect(notARepository.status == 64)
        #expect(notARepository.stderr.contains("insetlab: error: --base needs a git repository"))

        let missing = try BuiltInsetlab.run(["diff", "--base", "HEAD", "nowhere"], in: repo.path)
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("insetlab: error: nowhere: no such file or directory, here or at HEAD"))
        let missingFile = try BuiltInsetlab.run(["diff", "scenes/feed.yaml", "nope.yaml"], in: repo.path)
        #expect(missingFile.status == 66)
        #expect(missingFile.stderr.contains("insetlab: error: nope.yaml: no such file or directory"))
        // The reason run gives, not "permission denied" for whatever exists: a loop of links.
        try FileManager.default.createSymbolicLink(atPath: repo.path + "/loop.yaml", withDestinationPath: "loop.yaml")
        let loop = try BuiltInsetlab.run(["diff", "scenes/feed.yaml", "loop.yaml"], in: repo.path)
        #expect(loop.status == 66)
        #expect(loop.stderr.contains("loop.yaml: a symbolic link to loop.yaml that leads back to itself (a loop of links)"), "\(loop.stderr)")

        for arguments in [["diff"], ["diff", "one.yaml"], ["diff", "a", "b", "--format", "xml"], ["diff", "--base"]] {
            #expect(try BuiltInsetlab.run(arguments, in: repo.path).status == 64, "\(arguments)")
        }
        let help = try BuiltInsetlab.run(["diff", "--help"], in: repo.path)
        #expect(help.status == 0 && help.stdout.contains("--exit-code") && help.stdout.contains("66"))
    }
}
