import Foundation
import InsetlabReport
import InsetlabChecking
import InsetlabWorkspace
import InsetlabScene
import Testing

/// Every shipped scene in `scenes/` decodes, and its `expect:` block — numbers cited from the
/// seeds and uikit-facts in the scene's comments, pitfall warnings from the seeds — holds.
private let sceneFiles: [String] = {
    let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let folder = root.appendingPathComponent("scenes").path
    return ((try? SceneInputs.expand([folder])) ?? []).sorted()
}()

@Suite("Shipped scenes")
struct ShippedScenesTests {
    @Test func thereAreShippedScenes() {
        #expect(sceneFiles.count >= 70)
    }

    @Test(arguments: sceneFiles)
    func sceneHoldsItsExpectations(_ path: String) throws {
        let loaded = try SceneSource.read(path).load()
        let file = loaded.file
        let evaluations = SceneEvaluation.evaluate(file, suppressions: loaded.suppressions)
        let outcome = ExpectationChecker.check(file, evaluations: evaluations)
        #expect(outcome.failures.isEmpty, "\(outcome.failures.map { "\($0.mark): \($0.expectation.key): \($0.message) [\($0.variant)]" })")
        #expect(outcome.unexpectedWarnings.isEmpty, "\(outcome.unexpectedWarnings.map { $0.warning.compilerLine(file: path) })")
        #expect(!file.expectations.isEmpty, "a shipped scene without expectations checks nothing")
    }
}
