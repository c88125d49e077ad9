// libFuzzer entry point: one input is one scene file, taken through the whole pipeline — the
// YAML reader, the scene decoder, the layout engine and pitfall rules, then every `run` and
// `check` format and the SVG pictures — and every machine-readable output must parse (JSON and
// SARIF with JSONSerialization, JUnit and SVG with XMLParser). Anything else is a crash: a trap,
// an out-of-range index, an AddressSanitizer report, or `fatalError` below.
//
// Not part of the package: scripts/fuzz.sh compiles the library with `-sanitize=fuzzer,address`
// into its own build folder and links this file against it, so `swift build` and `swift test`
// stay as they are, on Linux and macOS.
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import InsetlabReport
import InsetlabScene
import InsetlabYAML

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScene(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
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
        for reporterType in SceneReporters.all {
            var reporter = reporterType.init(options: options)
            let output = ReportOutput.capture()
            reporter.begin(to: output)
            switch scene {
            case .success(let (file, evaluations)): reporter.report(file, evaluations: evaluations, to: output)
            case .failure(let error): reporter.reportInvalid(path, diagnostics: error.diagnostics, to: output)
            }
            reporter.end(to: output)
            // One invalid scene prints no JSON object (its diagnostics go to stderr, exit 2).
            if case .failure = scene, !multiple, reporterType.identifier == "json", output.text.isEmpty { continue }
            mustParse(output.text, format: reporterType.identifier, command: "run")
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
    for reporterType in CheckReporters.all {
        var reporter = reporterType.init(options: ReporterOptions(toolVersion: "fuzz"))
        let output = ReportOutput.capture()
        reporter.begin(to: output)
        if let checked {
            reporter.report(checked, to: output)
        } else if case .failure(let error) = scene {
            reporter.reportInvalid(path, diagnostics: error.diagnostics, to: output)
        }
        reporter.end(summary, to: output)
        mustParse(output.text, format: reporterType.identifier, command: "check")
    }
    if case .success(let (file, evaluations)) = scene {
        let renderer = SVGRenderer()
        for evaluation in evaluations { mustParse(renderer.render(evaluation, of: file), format: "svg", command: "run") }
    }
    return 0
}

/// Stops the fuzzer (a crash it saves and reports) when `text` does not parse as `format`.
private func mustParse(_ text: String, format: String, command: String) {
    switch format {
    case "json", "sarif":
        guard (try? JSONSerialization.jsonObject(with: Data(text.utf8))) != nil else {
            fatalError("\(command) --format \(format) wrote invalid JSON:\n\(text.prefix(4_000))")
        }
    case "junit", "svg":
        let parser = XMLParser(data: Data(text.utf8))
        guard parser.parse() else {
            fatalError("\(command) --format \(format) wrote invalid XML (\(String(describing: parser.parserError))):\n\(text.prefix(4_000))")
        }
    default:
        break
    }
    // Numbers a downstream parser would choke on, in every format.
    for bad in [": inf", ": -inf", ": nan", "[inf", "[nan", " inf,", " nan,"] where text.contains(bad) {
        fatalError("\(command) --format \(format) printed a non-finite number (\(bad)):\n\(text.prefix(4_000))")
    }
}
