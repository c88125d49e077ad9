import Foundation
import Testing

/// Issue 15 item 8: what the fuzz target checks, kept by the tests. Every input the fuzzer
/// crashed on (Fixtures/fuzz), and every shipped and fixture scene (its seeds), goes through
/// `FuzzPipeline`: each output of every format must parse.
@Suite("fuzz regressions")
struct FuzzRegressionTests {
    /// Fixtures/fuzz, then Fixtures/invalid and Fixtures/valid, then scenes/.
    static var inputs: [String] {
        var paths: [String] = []
        for folder in ["fuzz", "invalid", "valid"] {
            paths += SceneFixtures.sceneNames(in: folder).map { SceneFixtures.path(folder, $0) }
        }
        let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../scenes").standardized
        if let enumerator = FileManager.default.enumerator(atPath: scenes.path) {
            for case let relative as String in enumerator where relative.hasSuffix(".yaml") {
                paths.append(scenes.path + "/" + relative)
            }
        }
        return paths.sorted()
    }

    @Test("every crash input, fixture and shipped scene: every output parses")
    func everyInputParses() throws {
        let inputs = Self.inputs
        #expect(inputs.count > 100, "the seeds were not found")
        for path in inputs {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            let problems = FuzzPipeline.problems(in: bytes)
            #expect(problems.isEmpty, "\(path): \(problems.first ?? "")")
        }
    }
}
