import Foundation
import Testing
import InsetlabReport
import InsetlabChecking
import InsetlabReporters
import InsetlabWorkspace
import InsetlabScene
import InsetlabSceneDecoding
import InsetlabYAML

/// Snapshots: the text, where it lives, and the modes (record, compare, `--update`, `CI=true`).
/// Every test works in its own temporary folder and passes the environment as a parameter.
@Suite struct SnapshotStoreTests {
    /// Seed 000's table in a translucent navigation controller (iPhone 7, iOS 10): the container
    /// writes the 64-pt top layout guide (20 + 44, uikit-facts F53) into the table's
    /// contentInset; with `automaticallyAdjustsScrollViewInsets: false` it stays 0.
    static func scene(adjusts: Bool = true) -> String {
        """
        device: iPhone 7
        ios: 10
        root:
          type: UINavigationController
          id: nav
          viewControllers:
            - type: UIViewController
              id: feed
              automaticallyAdjustsScrollViewInsets: \(adjusts)
              view:
                subviews:
                  - {type: UITableView, id: table, rows: 3}

        """
    }

    static func evaluations(_ yaml: String) throws -> [VariantEvaluation] {
        EvaluatedScene(file: try SceneDecoder.decode(yaml: yaml, file: "feed.yaml"), source: yaml).evaluations
    }

    static let local = SnapshotOptions(environment: [:])

    @Test func theTextIsOneLinePerFactNamingItsVariant() throws {
        let text = SnapshotText.text(sceneFileName: "feed.yaml", evaluations: try Self.evaluations(Self.scene()))
        let lines = SnapshotText.lines(of: text)
        #expect(lines[0].hasPrefix("# insetlab snapshot of feed.yaml"))
        #expect(lines[1] == "")
        #expect(lines.dropFirst(2).allSatisfy { $0.hasPrefix("iPhone 7 · iOS 10 · portrait | ") })
        #expect(lines.contains("iPhone 7 · iOS 10 · portrait | window.frame: [0, 0, 375, 667]"))
        #expect(lines.contains("iPhone 7 · iOS 10 · portrait | bar navigationBar(nav).frame: [0, 20, 375, 44]"))
        #expect(lines.contains("iPhone 7 · iOS 10 · portrait | controller feed.topLayoutGuide: 64"))
        #expect(lines.contains("iPhone 7 · iOS 10 · portrait | view table.contentInset: [64, 0, 0, 0]"))
        #expect(lines.contains("iPhone 7 · iOS 10 · portrait | view table.contentOffset: [0, -64]"))
        #expect(lines.contains("iPhone 7 · iOS 10 · portrait | view table.adjustedContentInset: null"))
        // Stable: the same scene gives the same bytes, whatever the file is called on disk.
        #expect(SnapshotText.text(sceneFileName: "feed.yaml", evaluations: try Self.evaluations(Self.scene())) == text)
        #expect(text.hasSuffix("\n") && !text.contains("\r"))

        let off = SnapshotText.lines(of: SnapshotText.text(sceneFileName: "feed.yaml", evaluations: try Self.evaluations(Self.scene(adjusts: false))))
        #expect(off.contains { $0.hasPrefix("iPhone 7 · iOS 10 · portrait | warning content-under-bar on table at ") && $0.hasSuffix(" (warning)") })
    }

    @Test func everyVariantInMatrixOrderBlankLinesBetween() throws {
        let yaml = Self.scene().replacingOccurrences(of: "ios: 10\n", with: "matrix: {ios: [10, 11]}\n")
        let lines = SnapshotText.lines(of: SnapshotText.text(sceneFileName: "feed.yaml", evaluations: try Self.evaluations(yaml)))
        let blank = try #require(lines.dropFirst(2).firstIndex(of: ""))
        #expect(lines[2..<blank].allSatisfy { $0.hasPrefix("iPhone 7 · iOS 10 · portrait | ") })
        #expect(lines[(blank + 1)...].allSatisfy { $0.hasPrefix("iPhone 7 · iOS 11 · portrait | ") })
        #expect(lines.contains("iPhone 7 · iOS 11 · portrait | view table.adjustedContentInset: [64, 0, 0, 0]"))
    }

    @Test func snapshotPaths() {
        #expect(SnapshotStore.path(forScene: "scenes/feed.yaml") == "scenes/__snapshots__/feed.snap")
        #expect(SnapshotStore.path(forScene: "scenes/nav/list.yml") == "scenes/nav/__snapshots__/list.snap")
        #expect(SnapshotStore.path(forScene: "feed.yaml") == "__snapshots__/feed.snap")
        #expect(SnapshotStore.path(forScene: "/repo/scenes/feed.yaml", folder: "/repo/snaps", base: "/repo") == "/repo/snaps/scenes/feed.snap")
        #expect(SnapshotStore.path(forScene: "/repo/feed.yaml", folder: "/repo/snaps", base: "/repo") == "/repo/snaps/feed.snap")
        // Outside the configuration's folder: next to the scene.
        #expect(SnapshotStore.path(forScene: "/elsewhere/feed.yaml", folder: "/repo/snaps", base: "/repo") == "/elsewhere/__snapshots__/feed.snap")
    }

    @Test func recordThenMatchThenDifferThenUpdate() throws {
        let folder = try TemporaryFolder()
        let scene = try folder.write("scenes/feed.yaml", Self.scene())
        let snapshot = folder.path + "/scenes/__snapshots__/feed.snap"

        let first = SnapshotStore.check(scenePath: scene, evaluations: try Self.evaluations(Self.scene()), options: Self.local)
        #expect(first.path == snapshot)
        guard case .recorded(let lines) = first.status else { Issue.record("\(first.status)"); return }
        #expect(first.passed)
        let recorded = try String(contentsOfFile: snapshot, encoding: .utf8)
        #expect(SnapshotText.lines(of: recorded).count == lines)

        let second = SnapshotStore.check(scenePath: scene, evaluations: try Self.evaluations(Self.scene()), options: Self.local)
        #expect(second.status == .matched && second.passed)

        let changed = try Self.evaluations(Self.scene(adjusts: false))
        let third = SnapshotStore.check(scenePath: scene, evaluations: changed, options: Self.local)
        guard case .differs(let diff) = third.status else { Issue.record("\(third.status)"); return }
        #expect(!third.passed)
        #expect(diff.contains("-iPhone 7 · iOS 10 · portrait | view table.contentInset: [64, 0, 0, 0]"))
        #expect(diff.contains("+iPhone 7 · iOS 10 · portrait | view table.contentInset: [0, 0, 0, 0]"))
        #expect(diff.contains { $0.hasPrefix("+iPhone 7 · iOS 10 · portrait | warning content-under-bar") })
        #expect(try String(contentsOfFile: snapshot, encoding: .utf8) == recorded, "a mismatch writes nothing")

        let update = SnapshotOptions(mode: .update, environment: [:])
        let fourth = SnapshotStore.check(scenePath: scene, evaluations: changed, options: update)
        guard case .updated(let updatedDiff) = fourth.status else { Issue.record("\(fourth.status)"); return }
        #expect(fourth.passed && updatedDiff == diff)
        #expect(try String(contentsOfFile: snapshot, encoding: .utf8) == SnapshotText.text(sceneFileName: "feed.yaml", evaluations: changed))
        // Atomic: no temporary file is left beside the snapshot.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/scenes/__snapshots__") == ["feed.snap"])
        #expect(SnapshotStore.check(scenePath: scene, evaluations: changed, options: Self.local).status == .matched)
    }

    @Test func underCINothingIsWritten() throws {
        let folder = try TemporaryFolder()
        let scene = try folder.write("feed.yaml", Self.scene())
        let ci = SnapshotOptions(mode: .update, environment: ["CI": "true"])
        #expect(ci.isCI)
        let missing = SnapshotStore.check(scenePath: scene, evaluations: try Self.evaluations(Self.scene()), options: ci)
        #expect(missing.status == .missing && !missing.passed && missing.updateIgnoredOnCI)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/__snapshots__"), "not even the folder")

        _ = SnapshotStore.check(scenePath: scene, evaluations: try Self.evaluations(Self.scene()), options: Self.local)
        let before = try String(contentsOfFile: folder.path + "/__snapshots__/feed.snap", encoding: .utf8)
        let differs = SnapshotStore.check(scenePath: scene, evaluations: try Self.evaluations(Self.scene(adjusts: false)), options: ci)
        guard case .differs = differs.status else { Issue.record("\(differs.status)"); return }
        #expect(!differs.passed)
        #expect(try String(contentsOfFile: folder.path + "/__snapshots__/feed.snap", encoding: .utf8) == before)
    }

    @Test(arguments: [
        (["CI": "true"], true), (["CI": "TRUE"], true), (["CI": "1"], true), (["CI": "false"], false), (["CI": ""], false),
        ([:], false), (["GITHUB_ACTIONS": "true"], true), (["GITLAB_CI": "true"], true), (["BITRISE_IO": "true"], true),
        (["CI_XCODEBUILD_ACTION": "build"], true), (["BUILDKITE": "true"], true), (["TF_BUILD": "True"], true),
        (["JENKINS_URL": "https://ci.example.com/"], true), (["CI": "false", "GITHUB_ACTIONS": "true"], false),
        (["CI": "", "GITLAB_CI": "true"], true), (["BUILDKITE": "false"], false),
    ])
    func ciDetection(_ environment: [String: String], _ expected: Bool) {
        #expect(SnapshotOptions.isCI(environment) == expected)
    }

    /// A snapshot that is a link to the scene itself (or any file the command reads) is refused,
    /// as `--output` is: `--update` once wrote the snapshot over the scene.
    @Test func aSnapshotLinkedToAnInputIsNeverWritten() throws {
        let folder = try TemporaryFolder()
        let scene = try folder.write("feed.yaml", Self.scene())
        try FileManager.default.createDirectory(atPath: folder.path + "/__snapshots__", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/__snapshots__/feed.snap", withDestinationPath: "../feed.yaml")
        var update = SnapshotOptions(mode: .update, environment: [:])
        update.inputs = InputFiles([scene])
        let outcome = SnapshotStore.check(scenePath: scene, evaluations: try Self.evaluations(Self.scene()), options: update)
        guard case .failed(let reason) = outcome.status else { Issue.record("\(outcome.status)"); return }
        #expect(!outcome.passed && reason.hasPrefix("is the file \(scene), which this command reads"))
        #expect(try String(contentsOfFile: scene, encoding: .utf8) == Self.scene())
    }

    @Test func carriageReturnsFromACheckoutStillMatch() throws {
        let folder = try TemporaryFolder()
        let scene = try folder.write("feed.yaml", Self.scene())
        let evaluations = try Self.evaluations(Self.scene())
        let text = SnapshotText.text(sceneFileName: "feed.yaml", evaluations: evaluations)
        try folder.write("__snapshots__/feed.snap", text.replacingOccurrences(of: "\n", with: "\r\n"))
        #expect(SnapshotStore.check(scenePath: scene, evaluations: evaluations, options: Self.local).status == .matched)
    }

    @Test func theBatchChecksSnapshotsAndCountsThem() throws {
        let folder = try TemporaryFolder()
        let good = try folder.write("a.yaml", Self.scene())
        let changed = try folder.write("b.yaml", Self.scene())
        let console = Console(out: .capture(), err: .capture())
        let load = SceneLoading.loader()
        let first = SceneBatch.check([good, changed], load: load, reporter: CheckReporter(), console: console, snapshots: Self.local)
        #expect(first.snapshots.recorded == 2 && first.passed == 2)
        try folder.write("b.yaml", Self.scene(adjusts: false).replacingOccurrences(of: "automaticallyAdjustsScrollViewInsets: false", with: "automaticallyAdjustsScrollViewInsets: false # insetlab:disable content-under-bar"))
        let output = ReportOutput.capture()
        let second = SceneBatch.check(
            [good, changed], load: load, reporter: CheckReporter(), console: Console(out: output, err: .capture()), jobs: 2,
            snapshots: Self.local)
        #expect(second.snapshots.matched == 1 && second.snapshots.differ == 1)
        #expect(second.passed == 1 && second.failed == 1)
        #expect(output.text.contains("\(changed): error: the layout differs from snapshot \(folder.path)/__snapshots__/b.snap (−3 +3 lines)"))
        #expect(output.text.contains("-iPhone 7 · iOS 10 · portrait | view table.contentInset: [64, 0, 0, 0]\n+iPhone 7 · iOS 10 · portrait | view table.contentInset: [0, 0, 0, 0]\n"))
        #expect(output.text.contains("; snapshots: 1 matched, 1 differs\n1 passed, 1 failed\n"))
        // Without snapshot options nothing is compared.
        let none = SceneBatch.check([good, changed], load: load, reporter: CheckReporter(), console: console)
        #expect(none.snapshots.total == 0 && none.passed == 2)
    }
}

/// A temporary folder, removed when the test is done.
final class TemporaryFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("insetlab-test-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    @discardableResult
    func write(_ name: String, _ contents: String) throws -> String {
        let file = path + "/" + name
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }
}
