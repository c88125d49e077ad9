import Foundation
@testable import InsetlabReport
@testable import InsetlabConfiguration
import InsetlabRules
import InsetlabScene
import Testing

/// `Schemas/insetlab-config.schema.json` is what `ConfigurationSchema` generates, names every
/// key the decoder takes, and accepts what the decoder accepts.
///
/// To regenerate the file: `INSETLAB_WRITE_CONFIG_SCHEMA=1 swift test --filter ConfigurationSchemaTests`.
@Suite("Configuration schema")
struct ConfigurationSchemaTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let path = root.appendingPathComponent(ConfigurationSchema.path).path

    @Test("the committed schema is the generated one")
    func committed() throws {
        if ProcessInfo.processInfo.environment["INSETLAB_WRITE_CONFIG_SCHEMA"] == "1" {
            try Data(ConfigurationSchema.text.utf8).write(to: URL(fileURLWithPath: Self.path))
        }
        let committed = try String(contentsOfFile: Self.path, encoding: .utf8)
        #expect(
            committed == ConfigurationSchema.text,
            "Schemas/insetlab-config.schema.json is stale: INSETLAB_WRITE_CONFIG_SCHEMA=1 swift test --filter ConfigurationSchemaTests")
    }

    @Test("keys and ids come from the decoder and the catalogues")
    func sources() {
        let document = ConfigurationSchema.document
        #expect(document["properties"]?.members.map(\.key) == ConfigurationDecoder.keys)
        #expect(document["properties"]?["rules"]?["properties"]?.members.map(\.key) == ConfigurationDecoder.ruleKeys)
        #expect(document["properties"]?["snapshots"]?["properties"]?.members.map(\.key) == ConfigurationDecoder.snapshotKeys)
        #expect(document["properties"]?["matrix"]?["properties"]?.members.map(\.key) == ["device", "ios", "orientation"])
        #expect(document["$defs"]?["ruleID"]?["enum"]?.items.compactMap(\.stringValue) == RuleCatalog.ids)
    }

    @Test(
        "a valid draft 2020-12 schema that accepts a full configuration and refuses unknown keys and rule ids",
        .enabled(if: SARIFSchema.validatorAvailable))
    func validates() throws {
        let script = """
            import json, sys, yaml, jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft202012Validator.check_schema(schema)
            validator = jsonschema.Draft202012Validator(schema)
            for text in sys.stdin.read().split("\\n---\\n"):
                document = yaml.safe_load(text)
                print("valid" if validator.is_valid(document) else "invalid")
            """
        let configurations = [
            """
            include: [scenes, "Specs/**/*.layout.yaml"]
            exclude: ["scenes/drafts/**"]
            rules:
              disabled: [model-uncertainty]
              severity: {content-under-bar: error, no-effect: warning}
            snapshots: {folder: __snapshots__}
            matrix: {device: [iPhone 8, iPhone X], ios: [11, 16], orientation: [portrait]}
            """,
            "# nothing yet",
            "exclud: []",
            "rules: {disabled: [content-under-bars]}",
            "rules: {severity: {content-under-bar: fatal}}",
            "matrix: {ios: [19]}",
        ]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, Self.path]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(configurations.joined(separator: "\n---\n").utf8))
        try input.fileHandleForWriting.close()
        let verdicts = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(verdicts.split(separator: "\n") == ["valid", "valid", "invalid", "invalid", "invalid", "invalid"])
    }
}
