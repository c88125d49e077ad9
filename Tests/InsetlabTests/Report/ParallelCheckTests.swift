import Foundation
import InsetlabReport
import InsetlabChecking
import InsetlabReporters
import InsetlabWorkspace
import InsetlabScene
import InsetlabSceneDecoding
import InsetlabYAML
import Testing

/// The parallel paths of `check` and `run`, end to end in one process: scenes decoded, laid
/// out, checked and their snapshots written on eight threads, reports assembled in order on
/// this one. `.ci/run` runs this suite under Thread Sanitizer (`swift test --sanitize=thread
/// --filter ParallelCheckTests`, issue 15 item 10), so a data race — the umask one, two threads
/// appending to one array — fails CI instead of showing once in a thousand runs.
@Suite("parallel check (Thread Sanitizer)")
struct ParallelCheckTests {
    /// Seed 000's table under a translucent navigation bar, one row count per file so every
    /// snapshot differs; `expect` from the seed (20 + 44 = 64 on iOS 10, uikit-facts F53).
    static func scene(_ index: Int) -> String {
        """
        name: Scene \(index)
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
                    rows: \(index + 1)
                  - {type: UILabel, id: label, frame: [0, 0, 100, 20]}
        expect:
          table.contentInset: [64, 0, 0, 0]

        """
    }

    @Test("check --update on eight threads: every scene checked and its snapshot written, in order")
    func parallelCheckWithSnapshots() throws {
        let folder = try TemporaryFolder()
        var files: [String] = []
        for index in 0..<64 {
            files.append(try folder.write("scenes/group-\(index % 4)/scene-\(index).yaml", Self.scene(index)))
        }
        let load = SceneLoading.loader()
        for mode in [SnapshotOptions.Mode.update, .verify] {
            let console = Console(out: .capture(), err: .capture())
            var targets = Reporters.all(for: .check).map { ReportTarget($0.init(options: ReporterOptions()), to: .capture()) }
            let summary = SceneBatch.check(
                files, load: load, targets: &targets, console: console, jobs: 8,
                snapshots: SnapshotOptions(mode: mode, environment: [:]))
            #expect(summary.scenes == 64 && summary.passed == 64, "\(console.err.text)")
            #expect(summary.snapshots.total == 64)
            let text = targets[0].output.text
            let order = files.compactMap { text.range(of: $0)?.lowerBound }
            #expect(order.count == 64 && order == order.sorted(), "reports in input order")
        }
        for index in 0..<64 {
            #expect(FileManager.default.fileExists(atPath: folder.path + "/scenes/group-\(index % 4)/__snapshots__/scene-\(index).snap"))
        }
    }

    @Test("run on eight threads: every format gets every scene, in order")
    func parallelRun() throws {
        let texts = Dictionary(uniqueKeysWithValues: (0..<48).map { ("scene-\($0).yaml", Self.scene($0)) })
        let files = texts.keys.sorted()
        let load: SceneLoader = { path throws(DiagnosticError) in LoadedScene(try SceneDecoder.decode(yaml: texts[path]!, file: path)) }
        let console = Console(out: .capture(), err: .capture())
        var targets = Reporters.all(for: .run).map {
            ReportTarget($0.init(options: ReporterOptions(multipleScenes: true)), to: .capture())
        }
        let summary = SceneBatch.run(files, load: load, targets: &targets, console: console, jobs: 8)
        #expect(summary.scenes == 48 && summary.invalid == 0)
        let json = try #require(targets.first { $0.reporter is JSONReporter }?.output.text)
        let scenes = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(scenes.map { $0["scene"] as? String } == files)
    }
}
