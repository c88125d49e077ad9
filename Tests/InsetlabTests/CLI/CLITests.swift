import Foundation
import Testing

/// Runs the BUILT `insetlab` binary (found by `BuiltInsetlab`: next to the test bundle, or
/// `INSETLAB_BINARY`) and checks stdout, stderr and the exit code: these are the interface
/// scripts and CI rely on.

private typealias CommandResult = BuiltInsetlab.Result

/// A temporary folder for scene files, removed when the test is done.
private final class ScratchFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("insetlab-cli-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    @discardableResult
    func write(_ name: String, _ contents: String) throws -> String {
        let file = path + "/" + name
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true
        )
        try Data(contents.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

/// Runs `insetlab ARGUMENTS` in `directory` (`BuiltInsetlab`).
private func insetlab(_ arguments: [String], in directory: String? = nil, environment: [String: String] = [:]) throws -> CommandResult {
    try BuiltInsetlab.run(arguments, in: directory, environment: environment)
}

/// Expected numbers: LAYOUT-MODEL §4–§5 and seeds 000/002: a table in a translucent navigation
/// controller on iOS 10 runs under the bar and the container adds the top layout guide,
/// 20 + 44 = 64 (uikit-facts F53), to its contentInset.
private let passingScene = """
    name: Table under a translucent navigation bar
    device: iPhone 7
    ios: 10
    root:
      type: UINavigationController
      viewControllers:
        - type: UIViewController
          id: vc
          view:
            subviews:
              - type: UITableView
                id: table
                rows: 30
    expect:
      vc.topLayoutGuide: 64
      table.contentInset: [64, 0, 0, 0]

    """

/// Same screen; line 16 claims the inset stays zero, which seed 000 says it does not.
private let failingScene = """
    name: Wrong inset
    device: iPhone 7
    ios: 10
    root:
      type: UINavigationController
      viewControllers:
        - type: UIViewController
          id: vc
          view:
            subviews:
              - type: UITableView
                id: table
                rows: 30
    expect:
      vc.topLayoutGuide: 64
      table.contentInset: [0, 0, 0, 0]

    """

/// Line 5 misspells `edgesForExtendedLayout`.
private let invalidScene = """
    device: iPhone 7
    ios: 10
    root:
      type: UIViewController
      edgesForExtendedLayot: none

    """

@Suite("CLI: the built binary", .serialized)
struct CLITests {
    @Test("--help teaches: what insetlab is, the commands, examples and exit codes")
    func help() throws {
        let result = try insetlab(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Predict UIKit layout"))
        for text in ["run", "check", "devices", "EXIT CODES", "64", "66", "insetlab check   "] {
            #expect(result.stdout.contains(text), "missing \(text)")
        }
        for command in ["run", "check", "devices"] {
            let sub = try insetlab([command, "--help"])
            #expect(sub.status == 0)
            #expect(sub.stdout.contains("insetlab \(command)"), "\(command): no example")
            #expect(sub.stdout.contains("Exit codes:"), "\(command): no exit codes")
        }
    }

    @Test("--version prints 0.1.0")
    func version() throws {
        let result = try insetlab(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == "0.1.0\n")
    }

    @Test("devices: a table by default, JSON on request")
    func devices() throws {
        let table = try insetlab(["devices"])
        #expect(table.status == 0)
        #expect(table.stdout.hasPrefix("NAME"))
        #expect(table.stdout.contains("iPhone X"))
        #expect(table.stdout.contains("375×812"))
        #expect(table.stderr.isEmpty)

        let json = try insetlab(["devices", "--format", "json"])
        #expect(json.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let devices = try #require(object["devices"] as? [[String: Any]])
        let x = try #require(devices.first { $0["name"] as? String == "iPhone X" })
        #expect(x["screen"] as? [Double] == [375, 812])  // uikit-facts §1: 375×812 pt
        for key in ["idiom", "iosRange", "landscapeWidth", "metrics", "source"] { #expect(x[key] != nil, "\(key)") }
    }

    @Test("run: the text report of a valid scene")
    func runText() throws {
        let folder = try ScratchFolder()
        try folder.write("feed.yaml", passingScene)
        let result = try insetlab(["run", "feed.yaml"], in: folder.path)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.hasPrefix("feed.yaml — Table under a translucent navigation bar — iPhone 7 · iOS 10 · portrait\n"))
        #expect(result.stdout.contains("navigationBar"))
        #expect(result.stdout.contains("table"))
        #expect(!result.stdout.contains("\u{1B}["), "no colour into a file")
        #expect(!result.stdout.contains("null"))
    }

    @Test("run --format json: the SCENE-FORMAT shape")
    func runJSON() throws {
        let folder = try ScratchFolder()
        try folder.write("feed.yaml", passingScene)
        let result = try insetlab(["run", "--format", "json", "feed.yaml"], in: folder.path)
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["scene"] as? String == "feed.yaml")
        let variant = try #require((object["variants"] as? [[String: Any]])?.first)
        #expect(variant["device"] as? String == "iPhone 7")
        #expect(variant["ios"] as? Int == 10)
        #expect(variant["orientation"] as? String == "portrait")
        let window = try #require(variant["window"] as? [String: Any])
        #expect(Set(window.keys).isSuperset(of: ["frame", "safeAreaInsets", "statusBarHidden"]))
        #expect(window["safeAreaInsets"] is NSNull)  // no safe area before iOS 11
        let bars = try #require(variant["bars"] as? [[String: Any]])
        #expect(bars.allSatisfy { Set($0.keys).isSuperset(of: ["kind", "owner", "frame", "isTranslucent"]) })
        let controllers = try #require(variant["controllers"] as? [[String: Any]])
        let vc = try #require(controllers.first { $0["id"] as? String == "vc" })
        #expect(Set(vc.keys).isSuperset(of: [
            "id", "type", "viewFrame", "safeAreaInsets", "topLayoutGuide", "bottomLayoutGuide", "adjustedScrollView",
        ]))
        #expect(vc["adjustedScrollView"] as? String == "table")
        let views = try #require(variant["views"] as? [[String: Any]])
        let table = try #require(views.first { $0["id"] as? String == "table" })
        #expect(Set(table.keys).isSuperset(of: [
            "id", "type", "path", "frame", "windowFrame", "safeAreaInsets", "contentInset", "adjustedContentInset",
            "contentOffset",
        ]))
        #expect(table["contentInset"] as? [Double] == [64, 0, 0, 0])  // seed 000, F53
        #expect(table["adjustedContentInset"] is NSNull)
        #expect(variant["warnings"] as? [Any] != nil)
    }

    @Test("run --format json on several files: an array, one object per file")
    func runJSONArray() throws {
        let folder = try ScratchFolder()
        try folder.write("a.yaml", passingScene)
        try folder.write("b.yaml", passingScene)
        let result = try insetlab(["run", "--format", "json", "a.yaml", "b.yaml"], in: folder.path)
        #expect(result.status == 0)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(array.map { $0["scene"] as? String } == ["a.yaml", "b.yaml"])
    }

    @Test("run on an invalid scene: exit 2, compiler-format diagnostics on stderr, the others still run")
    func runInvalid() throws {
        let folder = try ScratchFolder()
        try folder.write("bad.yaml", invalidScene)
        try folder.write("good.yaml", passingScene)
        let result = try insetlab(["run", "bad.yaml", "good.yaml"], in: folder.path)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("bad.yaml:5:"), "\(result.stderr)")
        #expect(result.stderr.range(of: #"^bad\.yaml:5:\d+: error: "#, options: .regularExpression) != nil)
        #expect(result.stdout.contains("good.yaml — "))
    }

    @Test("check: a passing scene prints ok and the summary, exit 0")
    func checkPassing() throws {
        let folder = try ScratchFolder()
        try folder.write("scenes/pass.yaml", passingScene)
        let result = try insetlab(["check", "--no-snapshots"], in: folder.path)  // default path: scenes
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout == """
            ok   scenes/pass.yaml  (1 variant, 2 expectations)
            checked 1 scene, 1 variant, 2 expectations
            1 passed, 0 failed

            """)
        #expect(result.stderr.isEmpty)
    }

    @Test("check: a failing scene prints the failure at its line, exit 1")
    func checkFailing() throws {
        let folder = try ScratchFolder()
        try folder.write("fail.yaml", failingScene)
        let result = try insetlab(["check", "fail.yaml"], in: folder.path)
        #expect(result.status == 1)
        #expect(result.stdout.contains(
            "fail.yaml:16:3: error: table.contentInset: expected [0, 0, 0, 0], got [64, 0, 0, 0] [iPhone 7 · iOS 10 · portrait]\n"
        ), "\(result.stdout)")
        #expect(result.stdout.hasSuffix("0 passed, 1 failed\n"))
    }

    @Test("check: invalid beats failing (exit 2) and every file is still checked")
    func checkWorstWins() throws {
        let folder = try ScratchFolder()
        try folder.write("scenes/a-pass.yaml", passingScene)
        try folder.write("scenes/b-fail.yaml", failingScene)
        try folder.write("scenes/c-bad.yaml", invalidScene)
        let result = try insetlab(["check", "--quiet", "--no-snapshots", "scenes"], in: folder.path)
        #expect(result.status == 2)
        #expect(result.stderr.contains("scenes/c-bad.yaml:5:"))
        #expect(result.stdout.contains("scenes/b-fail.yaml:16:3: error:"))
        #expect(!result.stdout.contains("ok   "), "--quiet hides passing files")
        #expect(result.stdout.hasSuffix("checked 3 scenes, 2 variants, 4 expectations; 1 invalid\n1 passed, 2 failed\n"))
    }

    /// ArgumentParser keeps the last of an option given twice; a CI step that appends
    /// `--format junit` to `--format github` would lose every annotation in silence.
    @Test("an option given twice is a usage error naming both values; -j4 is -j 4")
    func repeatedOptionsAndJoinedJobs() throws {
        let folder = try ScratchFolder()
        try folder.write("feed.yaml", passingScene)
        let twice = try insetlab(["check", "--format", "github", "feed.yaml", "--reporter=junit"], in: folder.path)
        #expect(twice.status == 64)
        #expect(twice.stderr.contains("--format is given twice (github, then junit); give it once"), "\(twice.stderr)")
        #expect(twice.stdout.isEmpty)
        #expect(try insetlab(["run", "-j", "2", "--jobs=3", "feed.yaml"], in: folder.path).status == 64)
        // After `--`, words are paths.
        #expect(try insetlab(["check", "--format", "text", "--", "--format"], in: folder.path).status == 66)
        let joined = try insetlab(["check", "-j4", "feed.yaml"], in: folder.path)
        #expect(joined.status == 0, "\(joined.stderr)")
    }

    /// A report that standard output could not take (a full disk: Linux's /dev/full) fails the
    /// command with 73, as an unwritable --output does, instead of exiting 0 on a truncated one.
    @Test("standard output that cannot be written: exit 73 and a message", .enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
    func fullStandardOutput() throws {
        let folder = try ScratchFolder()
        try folder.write("feed.yaml", passingScene)
        let binary = try #require(BuiltInsetlab.url)
        for arguments in ["run --format json feed.yaml", "run --format svg feed.yaml", "run --format svg --output - feed.yaml", "check --no-snapshots feed.yaml", "rules", "schema"] {
            let result = try BuiltInsetlab.runCommand(
                URL(fileURLWithPath: "/bin/sh"), ["-c", "\"$0\" \(arguments) > /dev/full", binary.path], in: folder.path)
            #expect(result.status == 73, "\(arguments)")
            #expect(result.stderr.contains("standard output: writing failed"), "\(arguments): \(result.stderr)")
        }
    }

    @Test("a missing path: exit 66, nothing processed")
    func missingPath() throws {
        let folder = try ScratchFolder()
        try folder.write("good.yaml", passingScene)
        for command in ["run", "check"] {
            let result = try insetlab([command, "good.yaml", "nope.yaml"], in: folder.path)
            #expect(result.status == 66)
            #expect(result.stderr == "insetlab: error: nope.yaml: no such file or directory\n")
            #expect(result.stdout.isEmpty)
        }
        #expect(try insetlab(["check"], in: folder.path).status == 66, "default `scenes` folder missing")
    }

    /// A scene whose file name is not UTF-8 comes back from a folder listing with U+FFFD in
    /// place of the bad bytes, a path that names nothing: it was skipped, and a broken scene
    /// passed unchecked. Now it is an input that cannot be opened (66), named. (A file system
    /// that refuses such names, as APFS does, skips the test.)
    @Test("a scene whose name is not UTF-8 is reported, not skipped")
    func nonUTF8Name() throws {
        let folder = try ScratchFolder()
        try folder.write("good.yaml", passingScene)
        let name: [UInt8] = Array("\(folder.path)/bad".utf8) + [0xFF] + Array(".yaml".utf8) + [0]
        let descriptor = name.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { open($0, O_CREAT | O_WRONLY, 0o644) }
        }
        try #require(descriptor >= 0 || errno == EILSEQ)
        guard descriptor >= 0 else { return }
        close(descriptor)
        let result = try insetlab(["check", "--no-snapshots", "."], in: folder.path)
        #expect(result.status == 66)
        #expect(result.stderr.contains("bad\u{FFFD}.yaml: cannot be opened: its name is not valid UTF-8"), "\(result.stderr)")
    }

    /// explain takes one scene file: a folder, even of one scene, is a usage error (README
    /// "Commands"). A property the report holds but no step derives (a table's first row) is
    /// shown with its value, not called "tables and collections only".
    @Test("explain: a folder is a usage error; a value with no step of its own is shown")
    func explainFolderAndUnderivedValue() throws {
        let folder = try ScratchFolder()
        try folder.write("feed.yaml", passingScene)
        let binary = try #require(BuiltInsetlab.url)
        let onFolder = try BuiltInsetlab.runCommand(binary, ["explain", "."], in: folder.path)
        #expect(onFolder.status == 64)
        #expect(onFolder.stderr.contains("is a folder"), "\(onFolder.stderr)")
        // 64 (bar) + 0 × 44 = 64 at rest: the first row at the inset, as run reports it.
        let row = try BuiltInsetlab.runCommand(binary, ["explain", "feed.yaml", "--view", "table", "--property", "firstItemWindowFrame", "--color", "never"], in: folder.path)
        #expect(row.status == 0, "\(row.stderr)")
        #expect(row.stdout.contains("firstItemWindowFrame  [0, 64, 375, 44]"), "\(row.stdout)")
        #expect(!row.stdout.contains("tables and collections only"))
    }

    @Test("usage errors exit 64", arguments: [["run", "--bogus", "x.yaml"], ["run", "--format", "xml", "x.yaml"], ["run"], ["check", "--color", "sometimes"], ["frobnicate"]])
    func usage(arguments: [String]) throws {
        // In an empty folder: with a `scenes` folder there, `run` alone reads it.
        let folder = try ScratchFolder()
        let result = try insetlab(arguments, in: folder.path)
        #expect(result.status == 64)
        #expect(result.stderr.contains("Error:") || result.stderr.contains("error:"))
    }

    @Test("--color always colours even into a file; auto does not")
    func colour() throws {
        let folder = try ScratchFolder()
        try folder.write("feed.yaml", passingScene)
        #expect(try insetlab(["run", "--color", "always", "feed.yaml"], in: folder.path).stdout.contains("\u{1B}["))
        #expect(!(try insetlab(["run", "feed.yaml"], in: folder.path, environment: ["NO_COLOR": "1"]).stdout.contains("\u{1B}[")))
    }
}

@Suite("CLI: rules and explain", .serialized)
struct RulesAndExplainCLITests {
    @Test func rulesListsTheCatalogue() throws {
        let result = try insetlab(["rules"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("content-under-bar"))
        #expect(result.stdout.contains("model-uncertainty"))
        let one = try insetlab(["rules", "double-inset"])
        #expect(one.status == 0)
        #expect(one.stdout.contains("Fix (Swift):"))
        let unknown = try insetlab(["rules", "double"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("Did you mean 'double-inset'?"))
        // `help NAME` for a name that is no command is a usage error, not the top-level help.
        let help = try insetlab(["help", "nope"])
        #expect(help.status == 64)
        #expect(help.stderr.contains("Unknown command 'nope'"), "\(help.stderr)")
        #expect(try insetlab(["help", "rules"]).status == 0)
        // --markdown with an id: that rule's section of docs/rules.md, not the whole catalogue.
        let section = try insetlab(["rules", "--markdown", "double-inset"])
        #expect(section.status == 0)
        #expect(section.stdout.hasPrefix("## double-inset\n"), "\(section.stdout.prefix(80))")
        #expect(section.stdout.components(separatedBy: "\n## ").count == 1)
    }

    /// A controller the scene has but shows in no variant (an unselected tab): explain says why,
    /// in check's words, rather than that no such thing is on screen.
    @Test func explainSaysWhyAControllerIsOffScreen() throws {
        let folder = try ScratchFolder()
        try folder.write("tabs.yaml", """
            device: iPhone X
            ios: 12
            root:
              type: UITabBarController
              id: tabs
              viewControllers:
                - {type: UIViewController, id: home}
                - {type: UIViewController, id: settings}
            """)
        let result = try insetlab(["explain", "tabs.yaml", "--view", "settings"], in: folder.path)
        #expect(result.status == 64)
        #expect(result.stderr.contains("'settings' is in the scene but not on screen in this variant: it is not the selected tab of 'tabs' (selectedIndex 0)."), "\(result.stderr)")
    }

    /// "Why is this inset 64?": the answer names the rule and the arithmetic (seed 000: the
    /// container writes the 64-pt top layout guide into the table's contentInset).
    @Test func explainAnswersWhyTheInsetIs64() throws {
        let folder = try ScratchFolder()
        let scene = try folder.write("feed.yaml", passingScene)
        let result = try insetlab(["explain", scene, "--view", "table", "--property", "contentInset", "--color", "never"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("contentInset  [64, 0, 0, 0]"))
        #expect(result.stdout.contains("(topLayoutGuide 64, 0, bottomLayoutGuide 0, 0) = [64, 0, 0, 0]"))
        let guide = try insetlab(["explain", scene, "--view", "vc", "--property", "topLayoutGuide", "--color", "never"])
        #expect(guide.stdout.contains("max(0, navigationBar.maxY 64 − view.minY 0) = 64"))
        let missing = try insetlab(["explain", scene, "--view", "nope"])
        #expect(missing.status == 64)
        #expect(missing.stderr.contains("Known: window"))
        // The README promises the nearest name for a view too, as for a property.
        let misspelt = try insetlab(["explain", scene, "--view", "tabel"])
        #expect(misspelt.status == 64)
        #expect(misspelt.stderr.contains("No view, controller or bar 'tabel' on screen in iPhone 7 · iOS 10 · portrait; did you mean 'table'? Known: "))
        #expect(missing.stderr.contains("'nope' on screen in iPhone 7 · iOS 10 · portrait. Known: "))
        // Explain's own usage, not the top command's.
        #expect(missing.stderr.contains("Usage: insetlab explain <scene>"), "\(missing.stderr)")
        // Issue 13: an unknown property is a usage error with the nearest name, not an empty answer.
        let typo = try insetlab(["explain", scene, "--view", "table", "--property", "contentInsets"])
        #expect(typo.status == 64)
        #expect(typo.stderr.contains("Unknown property 'contentInsets'; did you mean 'contentInset'? Known: "))
        let bogus = try insetlab(["explain", scene, "--property", "bogus"])
        #expect(bogus.status == 64)
        #expect(bogus.stderr.contains("Unknown property 'bogus'. Known: "))
    }

    /// Containers, a view absent from some variants, a property a subject lacks, a folder.
    /// Numbers: iPhone 14 Pro's safe area (59, 0, 34, 0) and iPhone X's status bar 44 against
    /// iPhone 8's 20, portrait, none in landscape (uikit-facts §1–§2).
    @Test func explainAnswersForContainersAndSaysWhatIsAbsent() throws {
        let folder = try ScratchFolder()
        let scene = try folder.write("tabs.yaml", """
            device: iPhone 14 Pro
            ios: 17
            root:
              type: UITabBarController
              viewControllers:
                - type: UINavigationController
                  id: nav
                  viewControllers:
                    - type: UIViewController
                      id: feed
                      view:
                        subviews:
                          - {type: UILabel, id: title, frame: [0, 100, 393, 44]}

            """)
        // A container explains its view, safe area and guides; `root` is how reports name the
        // tab bar controller without an id.
        let nav = try insetlab(["explain", scene, "--view", "nav", "--color", "never"])
        #expect(nav.status == 0)
        #expect(nav.stdout.contains("controller nav (UINavigationController)\n  viewFrame  [0, 0, 393, 852]\n"), "\(nav.stdout)")
        // The tab bar counts for the navigation controller, its child (M5): 49 + 34 = 83 (F45).
        #expect(nav.stdout.contains("  safeAreaInsets  [59, 0, 83, 0]\n"), "\(nav.stdout)")
        let root = try insetlab(["explain", scene, "--view", "root", "--property", "topLayoutGuide", "--color", "never"])
        #expect(root.status == 0)
        #expect(root.stdout.contains("controller root (UITabBarController)\n  topLayoutGuide  59\n"), "\(root.stdout)")
        // windowFrame is a property every report knows, so explain derives it too.
        let window = try insetlab(["explain", scene, "--view", "title", "--property", "windowFrame", "--color", "never"])
        #expect(window.stdout.contains("  windowFrame  [0, 100, 393, 44]\n"), "\(window.stdout)")
        // A property the subject does not have is said, not an empty answer or a usage error.
        let label = try insetlab(["explain", scene, "--view", "title", "--property", "contentInset", "--color", "never"])
        #expect(label.status == 0)
        #expect(label.stdout.contains("no contentInset for view title (UILabel, feed.view/0) in this variant (scroll views only)"), "\(label.stdout)")

        // The status bar is on screen in two of the four variants.
        let matrix = try folder.write("matrix.yaml", """
            root: {type: UIViewController, id: screen}
            matrix:
              device: [iPhone 8, iPhone X]
              ios: [11]
              orientation: [portrait, landscape]

            """)
        let bars = try insetlab(["explain", matrix, "--view", "statusBar", "--color", "never"])
        #expect(bars.status == 0, "\(bars.stderr)")
        #expect(bars.stdout.components(separatedBy: "no view, controller or bar 'statusBar' on screen in this variant").count == 3, "\(bars.stdout)")
        #expect(bars.stdout.contains("height 20 (iPhone 8, iOS 11) = [0, 0, 375, 20]"))
        #expect(bars.stdout.contains("height 44 (iPhone X, iOS 11) = [0, 0, 375, 44]"))

        // One scene file: a folder is a usage error, not its first file.
        let many = try insetlab(["explain", folder.path])
        #expect(many.status == 64)
        #expect(many.stderr.contains("explain takes one scene file;"), "\(many.stderr)")
    }

    /// `run` with no path and no `include:` is a usage error with run's own usage line.
    @Test func runWithoutAPathShowsItsOwnUsage() throws {
        let folder = try ScratchFolder()
        let result = try BuiltInsetlab.run(["run"], in: folder.path)
        #expect(result.status == 64)
        #expect(result.stderr.contains("Error: Give at least one scene file or directory"))
        #expect(result.stderr.contains("Usage: insetlab run [<paths> ...]"), "\(result.stderr)")
        #expect(result.stderr.contains("See 'insetlab run --help'"))
        // With a scenes folder (and a configuration without include:), run reads it, as check does.
        _ = try folder.write("scenes/feed.yaml", passingScene)
        _ = try folder.write(".insetlab.yml", "exclude: [\"scenes/drafts\"]\n")
        let defaulted = try BuiltInsetlab.run(["run"], in: folder.path)
        #expect(defaulted.status == 0, "\(defaulted.stderr)")
        #expect(defaulted.stdout.hasPrefix("scenes/feed.yaml"), "\(defaulted.stdout.prefix(100))")
    }

    @Test func checkPrintsUnexpectedWarningsAtTheirKey() throws {
        let folder = try ScratchFolder()
        // Seed 000: automaticallyAdjustsScrollViewInsets off under a translucent bar leaves the
        // first row under it; the warning points at that line (6).
        let scene = try folder.write("off.yaml", """
            device: iPhone 7
            ios: 10
            root:
              type: UINavigationController
              viewControllers:
                - {type: UITableViewController, automaticallyAdjustsScrollViewInsets: false, tableView: {id: table, rows: 30}}

            """)
        let result = try insetlab(["check", scene, "--color", "never"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("off.yaml:6:37: warning: the first row of table starts 64 pt under the navigation bar"))
        #expect(result.stdout.contains("[content-under-bar]"))
    }
}
