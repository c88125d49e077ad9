import Foundation
import InsetlabLayout
import InsetlabReport
import InsetlabChecking
import InsetlabRules
import InsetlabYAML
import Testing

@testable import InsetlabScene
@testable import InsetlabSceneSchema
@testable import InsetlabSceneDecoding

/// `insetlab init`'s starter scenes: every template, on every built-in device and every iOS
/// version it ran, decodes, lays out, passes its own `expect` and raises no pitfall rule.
@Suite struct StarterSceneTests {
    /// A spread of eras and shapes: iOS 7 and 8 (no layoutMarginsGuide), iOS 10 (layout
    /// guides), home-button and notched iPhones, Dynamic Island, iPads.
    static let devices: [(String, Int)] = [
        ("iPhone 5s", 7), ("iPhone 6", 8), ("iPhone 7", 10), ("iPhone 8", 11), ("iPhone X", 11), ("iPhone X", 16),
        ("iPhone 12 mini", 14), ("iPhone 14 Pro", 16), ("iPhone 16", 18), ("iPhone 16 Pro Max", 18),
        ("iPad (6th generation)", 11), ("iPad Pro (11-inch)", 18),
    ]

    static let cases: [(StarterTemplate, String, Int)] = StarterTemplate.allCases.flatMap { template in
        devices.map { (template, $0.0, $0.1) }
    }

    /// Problems with one rendered scene: decoding, expectations, pitfall rules.
    static func problems(_ scene: StarterScene) -> [String] {
        let file: SceneFile
        do {
            file = try SceneDecoder.decode(yaml: scene.text, file: "starter.yaml")
        } catch {
            return ["does not decode:\n\(error)"]
        }
        // What `insetlab check` does, comments that silence rules included (there are none).
        let evaluations = SceneEvaluation.evaluate(file, suppressions: Suppressions(source: scene.text))
        let outcome = ExpectationChecker.check(file, evaluations: evaluations)
        var problems = outcome.failures.map { "expectation failed: \($0.expectation.key): \($0.message)" }
        problems += outcome.unexpectedWarnings.map { "unexpected warning: \($0.warning.compilerLine(file: "starter.yaml"))" }
        // And every rule, on the bare layout, with nothing silenced.
        for variant in file.variants {
            // iOS 26 and inferred devices declare `warnings: [model-uncertainty]`: the notes that
            // name the inferred numbers are expected there, and only there.
            let declared: Set<String> = scene.warningsLine.contains("[model-uncertainty]") ? ["model-uncertainty"] : []
            problems += RuleCatalog.evaluate(LayoutEngine.layout(variant))
                .filter { !declared.contains($0.rule) }
                .map { "\($0.rule) fires: \($0.message)" }
        }
        return problems
    }

    @Test(arguments: cases)
    func starterSceneRunsAndChecksClean(_ template: StarterTemplate, _ device: String, _ ios: Int) throws {
        let scene = StarterScene(template: template, device: device, ios: ios, schema: .found("../Schemas/scene.schema.json"))
        #expect(Self.problems(scene) == [], "\(template.rawValue) on \(device) · iOS \(ios)")
        let file = try SceneDecoder.decode(yaml: scene.text, file: "starter.yaml")
        #expect(file.variants.count == 1)
        #expect(file.variants[0].key == VariantKey(device: device, ios: ios, orientation: .portrait))
        #expect(scene.text.hasPrefix("# yaml-language-server: $schema=../Schemas/scene.schema.json\n"))
        let warnings = try #require(file.expectations.first?.warnings, "the starter asserts that no rule fires")
        // Empty, or exactly the model-uncertainty notes of inferred numbers (iOS 26, the iPadOS 18 tab bar).
        let declared = scene.warningsLine.contains("[model-uncertainty]") ? ["model-uncertainty"] : []
        #expect(warnings.rules == declared && warnings.exact)
    }

    /// All 4 templates × every built-in device × every iOS version it ran.
    @Test func everyTemplateIsCleanOnEveryDeviceAndVersion() {
        var failures: [String] = []
        var count = 0
        for template in StarterTemplate.allCases {
            for model in DeviceCatalog.models {
                for ios in model.iosRange where DeviceCatalog.isReleased(ios: ios) {
                    count += 1
                    let problems = Self.problems(
                        StarterScene(template: template, device: model.name, ios: ios, schema: .notFound))
                    if !problems.isEmpty { failures.append("\(template.rawValue) · \(model.name) · iOS \(ios): \(problems)") }
                }
            }
        }
        #expect(failures == [])
        #expect(count > 500)
    }

    @Test(
        .enabled(
            if: SchemaValidator.isAvailable, "needs python3 with jsonschema and PyYAML (python3 -m pip install jsonschema pyyaml)"
        ))
    func starterScenesPassTheSchema() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("insetlab-starters-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        for (template, device, ios) in Self.cases {
            let file = folder.appendingPathComponent("\(template.rawValue)-\(files.count).yaml").path
            try StarterScene(template: template, device: device, ios: ios, schema: .notFound).text.write(
                toFile: file, atomically: true, encoding: .utf8)
            files.append(file)
        }
        let verdicts = try SchemaValidator.verdicts(for: files)
        for file in files { #expect(verdicts[file] == "valid", "\(file): \(verdicts[file] ?? "no verdict")") }
    }

    @Test func modelineFindsTheSchemaAboveTheScene() {
        let schema = "/repo/Schemas/scene.schema.json"
        func locate(_ directory: String, existing: Set<String> = [schema]) -> SchemaReference {
            SchemaReference.locate(from: directory) { existing.contains($0) }
        }
        #expect(locate("/repo") == .found("Schemas/scene.schema.json"))
        #expect(locate("/repo/scenes") == .found("../Schemas/scene.schema.json"))
        #expect(locate("/repo/scenes/extended-layout/quiz") == .found("../../../Schemas/scene.schema.json"))
        #expect(locate("/elsewhere/scenes") == .notFound)
        #expect(locate("/") == .notFound)
        #expect(locate("/a/b", existing: ["/Schemas/scene.schema.json"]) == .found("../../Schemas/scene.schema.json"))
        // The nearest one wins.
        #expect(
            locate("/repo/sub/x", existing: [schema, "/repo/sub/Schemas/scene.schema.json"])
                == .found("../Schemas/scene.schema.json"))

        let notFound = StarterScene(template: .plain, device: "iPhone 16", ios: 18, schema: .notFound).text
        #expect(
            notFound.hasPrefix(
                "# yaml-language-server: $schema=Schemas/scene.schema.json\n# (No Schemas/scene.schema.json was found"))
    }

    @Test func deviceAndVersionErrorsAreTheDecodersWords() throws {
        for (device, ios) in [
            ("iPhone 8S", 18), ("iPhone X", 10), ("iPad Pro", 18), ("iPhone XS", 26), ("iPhone 15", 27), ("iPhone 15", 21), ("iPhone 5s", 6),
        ] {
            let resolved = StarterScene.resolve(device: device, ios: ios)
            #expect(resolved.device == nil)
            var decoderMessages: [String] = []
            do {
                _ = try SceneDecoder.decode(
                    yaml: "device: \(device)\nios: \(ios)\nroot: {type: UIViewController}\n", file: "s.yaml")
            } catch {
                decoderMessages = error.diagnostics.map(\.message)
            }
            #expect(!decoderMessages.isEmpty)
            #expect(resolved.errors == decoderMessages)
        }
        #expect(StarterScene.resolve(device: "iphone 14 pro", ios: 17) == ("iPhone 14 Pro", []))
        #expect(StarterScene.resolve(device: "iPhone SE 2", ios: 13).device == "iPhone SE (2nd generation)")
    }

    @Test func defaultDeviceShippedWithTheVersion() throws {
        for ios in DeviceCatalog.releasedIOS {
            let device = StarterScene.defaultDevice(ios: ios)
            #expect(StarterScene.resolve(device: device, ios: ios).errors == [], "iOS \(ios): \(device)")
            #expect(DeviceCatalog.model(named: device)?.idiom == .phone)
        }
        #expect(StarterScene.defaultDevice(ios: 18) == "iPhone 16")
        #expect(StarterScene.defaultDevice(ios: 11) == "iPhone 8")
        #expect(StarterScene.defaultDevice(ios: 7) == "iPhone 5s")
    }
}

extension StarterTemplate: CustomTestStringConvertible {
    public var testDescription: String { rawValue }
}
