import Foundation
import InsetlabReport
import InsetlabChecking
import InsetlabWorkspace
import InsetlabScene
import Testing

/// Every shipped scene's committed snapshot (`scenes/**/__snapshots__/*.snap`) is its report
/// today. Checked as CI checks it (`CI=true`: nothing is written); when one is stale, this
/// fails with the diff, and `insetlab check --update scenes` rewrites them.
private let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

private let shippedScenes: [String] = ((try? SceneInputs.expand([repositoryRoot + "/scenes"])) ?? []).sorted()

@Suite("Shipped snapshots")
struct ShippedSnapshotsTests {
    @Test func everyShippedSceneHasASnapshot() throws {
        #expect(shippedScenes.count >= 70)
        for scene in shippedScenes {
            let snapshot = SnapshotStore.path(forScene: scene)
            #expect(FileManager.default.fileExists(atPath: snapshot), "no snapshot for \(scene): run insetlab check scenes")
        }
    }

    @Test(arguments: shippedScenes)
    func snapshotIsCurrent(_ scene: String) throws {
        let loaded = try SceneSource.read(scene).load()
        let evaluations = SceneEvaluation.evaluate(loaded.file, suppressions: loaded.suppressions)
        let outcome = SnapshotStore.check(scenePath: scene, evaluations: evaluations, options: SnapshotOptions(environment: ["CI": "true"]))
        #expect(outcome.status == .matched, "\(outcome.diff.joined(separator: "\n"))\nrun: insetlab check --update scenes")
    }
}
