import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import InsetlabChecking
import InsetlabPictures
import InsetlabReporters
import InsetlabWorkspace
import InsetlabScene
import InsetlabSceneDecoding
import InsetlabYAML

/// What the fuzz target does with one input (Fuzz/FuzzScene.swift; scripts/fuzz.sh compiles
/// this file into it): the bytes as a scene file through the YAML reader, the scene decoder,
/// the layout engine and pitfall rules, then every `run` and `check` format and the SVG
/// pictures. Machine-readable outputs must parse (JSON and SARIF with JSONSerialization, JUnit
/// and SVG with XMLParser) and no format may print a non-finite number. Public API only.
///
/// The tests run it over every input the fuzzer ever crashed on (Fixtures/fuzz) and every
/// shipped and fixture scene; a trap inside it crashes the test as it crashed the fuzzer.
enum FuzzPipeline {
    /// What is wrong with the outputs for `bytes`: empty when everything parsed.
    static func problems(in bytes: [UInt8]) -> [String] {
        var problems: [String] = []
        func check(_ text: String, format: String, command: String) {
            if let problem = FuzzPipeline.problem(text, format: format, command: command) { problems.append(problem) }
        }
        let path = "fuzz/scene.yaml"
        // Small scenes, so the fuzzer runs many: the limit is reported like any other error.
        var defaults = SceneDefaults()
        defaults.maximumVariants = 64
        // Decoded and laid out once; every reporter then gets what `SceneBatch` would hand it.
        let scene: Result<(SceneFile, [VariantEvaluation]), DiagnosticError>
        do {
            let file = try SceneDecoder.decode(YAMLParser.parse(bytes, file: path), defaults: defaults)
            scene = .success((file, SceneEvaluation.evaluate(file)))
        } catch {
            scene = .failure(error)
        }
        for multiple in [false, true] {
            let options = ReporterOptions(multipleScenes: multiple, toolVersion: "fuzz")
            for reporterType in Reporters.all(for: .run) {
                var reporter = reporterType.init(options: options)
                let output = ReportOutput.capture()
                reporter.begin(to: output)
                switch scene {
                case .success(let (file, evaluations)): reporter.report(.evaluated(file, evaluations: evaluations), to: output)
                case .failure(let error): reporter.report(.invalid(path: path, diagnostics: error.diagnostics), to: output)
                }
                reporter.end(.run(RunSummary()), to: output)
                // One invalid scene prints no JSON object (its diagnostics go to stderr, exit 2).
                if case .failure = scene, !multiple, reporterType.identifier == "json", output.text.isEmpty { continue }
                check(output.text, format: reporterType.identifier, command: "run")
            }
        }
        var summary = CheckSummary()
        summary.scenes = 1
        let checked: CheckedScene?
        if case .success(let (file, evaluations)) = scene {
            let outcome = ExpectationChecker.check(file, evaluations: evaluations)
            checked = CheckedScene(path: path, name: file.name, variants: file.variants.map(\.key), outcome: outcome)
            if outcome.passed { summary.passed = 1 } else { summary.failedExpectations = 1 }
        } else {
            checked = nil
            summary.invalid = 1
        }
        for reporterType in Reporters.all(for: .check) {
            var reporter = reporterType.init(options: ReporterOptions(toolVersion: "fuzz"))
            let output = ReportOutput.capture()
            reporter.begin(to: output)
            if let checked {
                reporter.report(.checked(checked), to: output)
            } else if case .failure(let error) = scene {
                reporter.report(.invalid(path: path, diagnostics: error.diagnostics), to: output)
            }
            reporter.end(.check(summary), to: output)
            check(output.text, format: reporterType.identifier, command: "check")
        }
        if case .success(let (file, evaluations)) = scene {
            let renderer = SVGRenderer()
            for evaluation in evaluations { check(renderer.render(evaluation, of: file), format: "svg", command: "run") }
        }
        return problems
    }

    /// Why `text` is not valid `format`, or nil.
    static func problem(_ text: String, format: String, command: String) -> String? {
        switch format {
        case "json", "sarif":
            guard (try? JSONSerialization.jsonObject(with: Data(text.utf8))) != nil else {
                return "\(command) --format \(format) wrote invalid JSON:\n\(text.prefix(4_000))"
            }
        case "junit", "svg":
            let parser = XMLParser(data: Data(text.utf8))
            guard parser.parse() else {
                return "\(command) --format \(format) wrote invalid XML (\(String(describing: parser.parserError))):\n\(text.prefix(4_000))"
            }
        default:
            break
        }
        // Numbers a downstream parser would choke on, in every format.
        for bad in [": inf", ": -inf", ": nan", "[inf", "[nan", " inf,", " nan,"] where text.contains(bad) {
            return "\(command) --format \(format) printed a non-finite number (\(bad)):\n\(text.prefix(4_000))"
        }
        return nil
    }
}
