import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import InsetlabReport
@testable import InsetlabReporters
@testable import InsetlabWorkspace
import InsetlabScene
import InsetlabSceneDecoding
import InsetlabYAML
import Testing

/// Issue 15 item 4: every report parses whatever the numbers. Inputs beyond ±1,000,000 pt are
/// refused when decoding (the invalid fixture `out-of-range-geometry`), but the engine still
/// computes larger ones (a table's content height is rows × row height), and every format
/// must print them as numbers: no `inf`, no `1000000000000000.`.
@Suite("extreme numbers in every format")
struct ExtremeNumberTests {
    /// A reproducible generator (SplitMix64), so a failure names a seed that replays it.
    struct SplitMix64: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Doubles across the whole finite range: every decade from 1e-300 to 1e308, both signs,
    /// with random mantissas, and the awkward edges.
    static func extremeValues(seed: UInt64) -> [Double] {
        var generator = SplitMix64(state: seed)
        var values: [Double] = [
            1e306, -1e306, 1e15, -1e15, 999_999_999_999_999.9, 1e15 + 0.5, 9_007_199_254_740_993, .greatestFiniteMagnitude,
            -.greatestFiniteMagnitude, .leastNonzeroMagnitude, .ulpOfOne, 0.0005, -0.0005, 0.0004999, 1e-300, 123_456.7895,
            -0.0, 1.8e305, 1.7976931348623157e305,
        ]
        for exponent in stride(from: -300, through: 308, by: 1) {
            let mantissa = Double.random(in: 1..<10, using: &generator)
            let value = mantissa * pow(10, Double(exponent))
            if value.isFinite { values.append(Bool.random(using: &generator) ? value : -value) }
        }
        return values
    }

    @Test("formatNumber prints every finite double as a JSON number within three decimals of it")
    func formatNumberIsAlwaysANumber() throws {
        for value in Self.extremeValues(seed: 15) {
            let text = formatNumber(value)
            let parsed = try #require(
                try? JSONSerialization.jsonObject(with: Data("[\(text)]".utf8)) as? [NSNumber], "\(value) printed as \(text)")
            let number = try #require(parsed.first).doubleValue
            #expect(!text.hasSuffix(".") && !text.contains("inf") && !text.contains("nan"), "\(value) printed as \(text)")
            // Three decimals, plus what a double (and the JSON parser) loses at that magnitude.
            let tolerance = 0.0005 + abs(value) * 1e-12
            #expect(abs(number - value) <= tolerance, "\(value) printed as \(text)")
            // The list formatter (frames, insets) prints each number the same way.
            #expect(Rect(x: value, y: 0, width: value, height: 1).description == "[\(text), 0, \(text), 1]")
        }
        #expect(formatNumber(1e15) == "1e+15" || formatNumber(1e15) == "1000000000000000")
        #expect(formatNumber(-0.0001) == "0")
        #expect(formatNumber(53.6666) == "53.667")
    }

    /// A scene whose numbers are inside the bounds but whose computed layout is not: a table of
    /// `rows` rows of `rowHeight` points, and a failing expectation quoting the result.
    static func scene(rows: Int, rowHeight: Double, inset: Double) -> String {
        """
        name: Extreme table
        device: iPhone 15
        ios: 17
        root:
          type: UINavigationController
          viewControllers:
            - type: UIViewController
              id: vc
              view:
                subviews:
                  - type: UITableView
                    id: table
                    rows: \(rows)
                    rowHeight: \(rowHeight)
                    contentInset: [\(inset), 0, \(inset), 0]
                    frame: [-\(inset), \(inset), 375.0005, 999999.9995]
                  - type: UILabel
                    id: label
                    frame: [0, 0, 100, 20]
        expect:
          table.contentSize: [1, 1]

        """
    }

    @Test("every run and check format parses with extreme computed numbers")
    func everyFormatParses() throws {
        var generator = SplitMix64(state: 1_515)
        var scenes: [String: String] = [:]
        for index in 0..<12 {
            // Half the tables are 1e15 to 9e15 points tall, where a double still prints without
            // an exponent (the `1000000000000000.` of the issue); the first is exactly 1e15.
            let tall = index % 2 == 0
            let rows = index == 0 ? 1_000_000_000 : tall
                ? Int.random(in: 1_000_000_000...9_000_000_000, using: &generator)
                : Int.random(in: 1...99_999_999_999_999, using: &generator)
            let rowHeight = index == 0 ? 1_000_000 : tall
                ? Double.random(in: 200_000...1_000_000, using: &generator)
                : Double.random(in: 0.0001...1_000_000, using: &generator)
            let inset = Double.random(in: 0...999_999.9999, using: &generator)
            scenes["scenes/extreme-\(index).yaml"] = Self.scene(rows: rows, rowHeight: rowHeight, inset: inset)
        }
        let files = scenes.keys.sorted()
        let texts = scenes
        let load: SceneLoader = { path throws(DiagnosticError) in LoadedScene(try SceneDecoder.decode(yaml: texts[path]!, file: path)) }
        let console = Console(out: .capture(), err: .capture())
        var outputs: [(name: String, text: String)] = []
        for multiple in [false, true] {
            let options = ReporterOptions(multipleScenes: multiple, toolVersion: "1.0")
            for reporterType in Reporters.all(for: .run) {
                let output = ReportOutput.capture()
                var targets = [ReportTarget(reporterType.init(options: options), to: output)]
                let inputs = multiple ? files : [files[0]]
                _ = SceneBatch.run(inputs, load: load, targets: &targets, console: console)
                outputs.append(("run --format \(reporterType.identifier)\(multiple ? " (several)" : "")", output.text))
            }
        }
        for reporterType in Reporters.all(for: .check) {
            let output = ReportOutput.capture()
            var targets = [ReportTarget(reporterType.init(options: ReporterOptions(toolVersion: "1.0")), to: output)]
            _ = SceneBatch.check(files, load: load, targets: &targets, console: console)
            outputs.append(("check --format \(reporterType.identifier)", output.text))
        }
        #expect(!console.err.text.contains("error:"), "\(console.err.text)")
        for (name, text) in outputs {
            #expect(!text.isEmpty, "\(name) wrote nothing")
            try ReportParsing.assertParses(text, format: String(name.split(separator: " ")[2]), name: name)
        }
    }
}

/// Checks a report parses as its format says: JSON and SARIF with JSONSerialization, JUnit with
/// XMLParser, and the line formats for the number spellings a parser downstream would choke on.
enum ReportParsing {
    static func assertParses(_ text: String, format: String, name: String) throws {
        switch format {
        case "json", "sarif":
            #expect((try? JSONSerialization.jsonObject(with: Data(text.utf8))) != nil, "\(name) is not JSON:\n\(text.prefix(2_000))")
        case "junit":
            let parser = XMLParser(data: Data(text.utf8))
            #expect(parser.parse(), "\(name) is not XML: \(String(describing: parser.parserError))\n\(text.prefix(2_000))")
        default:
            break
        }
        // In every format: no infinity, no NaN, no number ending in a bare dot.
        // (A dot after a digit also ends sentences, "…is 64.", so only a dot before a list's
        // comma or bracket counts.)
        let badNumber = #/(^|[^A-Za-z])(-?inf|nan)(?![A-Za-z])|[0-9]\.(?=[,\]}])/#
        for line in text.split(separator: "\n") {
            #expect(!line.contains(badNumber), "\(name): \(line)")
        }
    }
}
