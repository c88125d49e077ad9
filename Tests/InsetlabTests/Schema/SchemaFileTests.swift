import Foundation
import InsetlabScene
import InsetlabSceneSchema
import Testing

/// The committed `Schemas/scene.schema.json` is exactly what `insetlab schema` generates, and a
/// valid draft 2020-12 schema; every shipped scene names it in its modeline.
@Suite struct SchemaFileTests {
    static let regenerate = "regenerate it: swift run insetlab schema > Schemas/scene.schema.json"

    @Test func committedSchemaIsTheGeneratedOne() throws {
        let committed = try String(contentsOfFile: SchemaRepository.schemaPath, encoding: .utf8)
        let generated = SceneSchema.text
        guard committed != generated else { return }
        let committedLines = committed.split(separator: "\n", omittingEmptySubsequences: false)
        let generatedLines = generated.split(separator: "\n", omittingEmptySubsequences: false)
        let first =
            zip(committedLines, generatedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(committedLines.count, generatedLines.count)
        Issue.record(
            """
            Schemas/scene.schema.json is stale (first difference at line \(first + 1)); \(Self.regenerate)
              committed: \(first < committedLines.count ? String(committedLines[first]) : "<end of file>")
              generated: \(first < generatedLines.count ? String(generatedLines[first]) : "<end of file>")
            """
        )
    }

    @Test func generatedTextIsStable() {
        #expect(SceneSchema.text == SceneSchema.text)
        #expect(SceneSchema.text.hasSuffix("}\n"))
    }

    @Test(.enabled(if: SchemaValidator.isAvailable, "needs python3 with jsonschema (python3 -m pip install jsonschema pyyaml)"))
    func schemaIsValidDraft202012() throws {
        let check = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
            jsonschema.Draft202012Validator.check_schema(schema)
            """
        let result = try SchemaValidator.run(["python3", "-c", check, SchemaRepository.schemaPath])
        #expect(result.status == 0, "\(result.stderr)")
    }

    /// `# yaml-language-server: $schema=../../Schemas/scene.schema.json`, as deep as the file.
    static func modeline(forSceneAt relativePath: String) -> String {
        let depth = relativePath.split(separator: "/").count - 1
        return "# yaml-language-server: $schema=" + String(repeating: "../", count: depth) + SceneSchema.path
    }

    @Test(arguments: (try? SchemaRepository.shippedScenes()) ?? [])
    func shippedSceneStartsWithTheModeline(_ scene: String) throws {
        let text = try String(contentsOfFile: SchemaRepository.path(scene), encoding: .utf8)
        let firstLine = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        #expect(firstLine == Self.modeline(forSceneAt: scene))
        let target = URL(fileURLWithPath: SchemaRepository.path(scene)).deletingLastPathComponent()
            .appendingPathComponent(String(firstLine.split(separator: "=", maxSplits: 1).last ?? "")).standardized.path
        #expect(target == URL(fileURLWithPath: SchemaRepository.schemaPath).standardized.path)
    }

    @Test func everyShippedSceneIsCovered() throws {
        #expect(try SchemaRepository.shippedScenes().count >= 70)
    }
}
