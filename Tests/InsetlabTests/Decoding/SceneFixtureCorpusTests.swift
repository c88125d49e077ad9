import Foundation
import Testing
import InsetlabYAML
import InsetlabScene
import InsetlabSceneDecoding

/// The bad-input corpus (`Fixtures/invalid`): each `NAME.yaml` must fail to load with exactly
/// the lines of `NAME.expected` (diagnostics and their notes, in order). An `.expected` file
/// whose last line is `...` checks only the lines above it. Diagnostics name the file relative
/// to `Fixtures` (`invalid/NAME.yaml`).
@Suite struct InvalidSceneCorpusTests {
    static let names = SceneFixtures.sceneNames(in: "invalid")

    @Test(arguments: names)
    func reportsTheExpectedDiagnostics(_ name: String) throws {
        let stem = String(name.dropLast(".yaml".count))
        let expectedText = try String(contentsOfFile: SceneFixtures.path("invalid", stem + ".expected"), encoding: .utf8)
        var expected = expectedText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while expected.last == "" { expected.removeLast() }
        let prefixOnly = expected.last == "..."
        if prefixOnly { expected.removeLast() }

        let actual: [String]
        do {
            _ = try SceneDecoder.load(path: SceneFixtures.path("invalid", name), displayName: "invalid/" + name)
            Issue.record("invalid/\(name) decoded without an error")
            return
        } catch {
            actual = error.description.split(separator: "\n").map(String.init)
        }
        #expect((prefixOnly ? Array(actual.prefix(expected.count)) : actual) == expected)
    }

    @Test func corpusIsLargeAndEveryFixtureHasItsExpectation() throws {
        #expect(Self.names.count >= 50)
        let files = try FileManager.default.contentsOfDirectory(atPath: SceneFixtures.root.appendingPathComponent("invalid").path)
        let scenes = Set(files.filter { $0.hasSuffix(".yaml") }.map { $0.dropLast(".yaml".count) })
        let expectations = Set(files.filter { $0.hasSuffix(".expected") }.map { $0.dropLast(".expected".count) })
        #expect(scenes == expectations)
    }

    /// Errors come out in source order however the decoder found them.
    @Test func manyErrorsAreAllReportedInSourceOrder() throws {
        do {
            _ = try SceneDecoder.load(path: SceneFixtures.path("invalid", "many-errors.yaml"), displayName: "x.yaml")
            Issue.record("decoded")
        } catch {
            let marks = error.diagnostics.compactMap(\.mark)
            #expect(marks.count == error.diagnostics.count)
            #expect(marks == marks.sorted())
            #expect(error.diagnostics.count >= 10)
        }
    }
}

/// `Fixtures/valid`: small scenes that together use every key of SCENE-FORMAT; each decodes.
@Suite struct ValidSceneCorpusTests {
    @Test(arguments: SceneFixtures.sceneNames(in: "valid"))
    func decodes(_ name: String) throws {
        let file = try SceneDecoder.load(path: SceneFixtures.path("valid", name), displayName: "valid/" + name)
        #expect(file.file == "valid/" + name)
        #expect(!file.variants.isEmpty)
        for scene in file.variants {
            #expect(!scene.controllers.isEmpty)
        }
    }

    @Test func corpusExists() {
        #expect(SceneFixtures.sceneNames(in: "valid").count >= 5)
    }
}
