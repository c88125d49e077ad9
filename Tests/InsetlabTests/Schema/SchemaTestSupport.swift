import Foundation
import Testing

/// Paths of the repository the tests were compiled from, and the Python validator.
enum SchemaRepository {
    /// `Tests/InsetlabTests/Schema/SchemaTestSupport.swift` → the package root.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    static let schemaPath = path("Schemas/scene.schema.json")
    static let validatorPath = path("scripts/validate-scenes.py")
    static let fixtures = path("Tests/InsetlabTests/Fixtures")

    /// Every `.yaml` under `scenes/`, relative to the root, sorted.
    static func shippedScenes() throws -> [String] {
        let base = path("scenes")
        let enumerator = try #require(FileManager.default.enumerator(atPath: base))
        var found: [String] = []
        while let item = enumerator.nextObject() as? String {
            if item.hasSuffix(".yaml") { found.append("scenes/" + item) }
        }
        return found.sorted()
    }

    /// The `.yaml` files of a fixture folder (`valid`, `invalid`), by name, sorted.
    static func fixtureNames(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: fixtures + "/" + folder).filter { $0.hasSuffix(".yaml") }.sorted()
    }
}

/// `scripts/validate-scenes.py`: jsonschema 4 and PyYAML under `python3`. Tests that need it are
/// skipped, with the reason in the test report, when it cannot run here.
enum SchemaValidator {
    /// Why the validator cannot run, or `nil` when it can.
    static let unavailableReason: String? = {
        do {
            let result = try run(["python3", "-c", "import jsonschema, yaml; jsonschema.Draft202012Validator"])
            return result.status == 0
                ? nil
                : "python3 with jsonschema and PyYAML is needed (python3 -m pip install jsonschema pyyaml): \(result.stderr.trimmingCharacters(in: .whitespacesAndNewlines))"
        } catch {
            return "python3 is not available: \(error)"
        }
    }()

    static var isAvailable: Bool { unavailableReason == nil }

    /// What the validator says about each file: `valid`, `invalid: …` or `yaml-error: …`, keyed by
    /// the path as passed.
    static func verdicts(for files: [String], schema: String = SchemaRepository.schemaPath) throws -> [String: String] {
        let result = try run(["python3", SchemaRepository.validatorPath, schema] + files)
        #expect(result.status == 0 || result.status == 1, "validate-scenes.py failed: \(result.stderr)")
        var verdicts: [String: String] = [:]
        for line in result.stdout.split(separator: "\n") {
            for file in files where line.hasPrefix(file + ": ") {
                verdicts[file] = String(line.dropFirst(file.count + 2))
            }
        }
        return verdicts
    }

    typealias Result = BuiltInsetlab.Result

    /// Runs a command found on `PATH` (`BuiltInsetlab.runCommand`: output through files).
    static func run(_ arguments: [String], in directory: String? = nil) throws -> Result {
        try BuiltInsetlab.runCommand(URL(fileURLWithPath: "/usr/bin/env"), arguments, in: directory)
    }
}
