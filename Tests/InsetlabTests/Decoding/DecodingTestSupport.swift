import Foundation
import Testing
import InsetlabYAML
@testable import InsetlabScene
@testable import InsetlabSceneDecoding

/// Shared helpers for the scene decoder tests.
enum DecodingTestSupport {
    static let file = "scene.yaml"

    static func decode(_ yaml: String) throws(DiagnosticError) -> SceneFile {
        try SceneDecoder.decode(yaml: yaml, file: file)
    }

    /// The diagnostics decoding throws, one printed line per entry (notes on their own lines);
    /// records a failure if the scene decodes.
    static func diagnosticLines(_ yaml: String, sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        do {
            _ = try decode(yaml)
            Issue.record("expected decoding to fail", sourceLocation: sourceLocation)
            return []
        } catch {
            return error.description.split(separator: "\n").map(String.init)
        }
    }

    /// The one variant of a scene without a matrix.
    static func scene(_ yaml: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Scene {
        let file = try decode(yaml)
        try #require(file.variants.count == 1, sourceLocation: sourceLocation)
        return file.variants[0]
    }
}

/// `Tests/InsetlabTests/Fixtures` as copied into the test bundle.
enum SceneFixtures {
    static let root: URL = Bundle.module.resourceURL!.appendingPathComponent("Fixtures")

    /// The `.yaml` files of a fixture folder (`invalid`, `valid`), sorted.
    static func sceneNames(in folder: String) -> [String] {
        let directory = root.appendingPathComponent(folder).path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted()
    }

    static func path(_ folder: String, _ name: String) -> String {
        root.appendingPathComponent(folder).appendingPathComponent(name).path
    }
}

extension Scene {
    /// The view with `id`; records a failure when there is none.
    func view(_ id: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> ViewSpec {
        try #require(views.first { $0.id == id }, "no view '\(id)'", sourceLocation: sourceLocation)
    }

    func controller(_ id: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> ControllerSpec {
        try #require(controllers.first { $0.id == id }, "no controller '\(id)'", sourceLocation: sourceLocation)
    }

    func index(ofView id: String) -> ViewIndex? { views.firstIndex { $0.id == id } }
    func index(ofController id: String) -> ControllerIndex? { controllers.firstIndex { $0.id == id } }
}
