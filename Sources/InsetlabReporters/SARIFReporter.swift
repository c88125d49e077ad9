public import InsetlabScene
public import InsetlabYAML
public import InsetlabChecking
public import InsetlabWorkspace

/// `--format sarif`: a SARIF 2.1.0 log (OASIS Static Analysis Results Interchange Format), the
/// format GitHub code scanning and most CI dashboards import.
///
/// One run; `tool.driver` names insetlab, its version and the rules table (`SARIFRules`: every
/// pitfall rule from its description, then `expectation-mismatch`, `invalid-scene` and
/// `snapshot`). Each
/// finding is a result with its rule id and index, its level (`error`, `warning`, `note`), a
/// message, and the file (a relative URI, as the user named it) with the line and column.
/// Results stream out as files are checked; the log is complete once `end` has run.
public struct SARIFReporter {
    public static let identifier = "sarif"
    public static let summary = "SARIF 2.1.0 (GitHub code scanning), with the rules table"

    /// The JSON schema the log names (OASIS, SARIF 2.1.0 errata 01).
    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    private let toolVersion: String
    /// In a GitHub Actions job, URIs are named from the repository's root, which code scanning
    /// resolves them against (`ReporterOptions.fromRepositoryRoot`).
    private let annotationPaths: (root: String, workingDirectory: String)?
    private var resultsWritten = 0

    public init(options: ReporterOptions) {
        toolVersion = options.toolVersion
        annotationPaths = options.annotationPaths
    }

    public mutating func begin(to output: ReportOutput) {
        var driver: [(key: String, value: JSONValue)] = [("name", .string("insetlab"))]
        if !toolVersion.isEmpty { driver.append(("version", .string(toolVersion))) }
        // No `informationUri`: the project has no public home yet, and an invented URL would mislead.
        driver.append(("rules", .array(SARIFRules.descriptors.map(SARIFRules.json))))
        output.write("{\n  \"$schema\": \"\(Self.schemaURI)\",\n  \"version\": \"2.1.0\",\n  \"runs\": [\n    {\n")
        output.write("      \"tool\": ")
        JSONValue.object([("driver", .object(driver))]).write(to: output, level: 3)
        output.write(",\n      \"columnKind\": \"unicodeCodePoints\",\n      \"results\": [")
    }

    public mutating func report(_ file: SceneFile, evaluations: [VariantEvaluation], to output: ReportOutput) {
        for finding in ReportFinding.findings(for: file, evaluations: evaluations) { write(finding, to: output) }
    }

    public mutating func report(_ scene: CheckedScene, to output: ReportOutput) {
        for finding in ReportFinding.findings(for: scene) { write(finding, to: output) }
    }

    public mutating func reportInvalid(_ path: String, diagnostics: [Diagnostic], to output: ReportOutput) {
        for diagnostic in diagnostics { write(ReportFinding(diagnostic: diagnostic), to: output) }
    }

    public mutating func end(to output: ReportOutput) {
        output.write(resultsWritten == 0 ? "],\n" : "\n      ],\n")
        // insetlab ran to the end; what it found is in the results.
        output.write("      \"invocations\": [{\"executionSuccessful\": true}]\n    }\n  ]\n}\n")
    }

    public mutating func end(_ summary: CheckSummary, to output: ReportOutput) {
        end(to: output)
    }

    private mutating func write(_ finding: ReportFinding, to output: ReportOutput) {
        output.write(resultsWritten == 0 ? "\n        " : ",\n        ")
        var finding = finding
        finding.file = ReporterOptions.fromRepositoryRoot(finding.file, annotationPaths)
        Self.result(finding).write(to: output, level: 4)
        resultsWritten += 1
    }

    static func result(_ finding: ReportFinding) -> JSONValue {
        var text = finding.message
        if let fix = finding.fix, !fix.isEmpty { text += "\nfix: " + fix }
        var physical: [(key: String, value: JSONValue)] = [
            ("artifactLocation", .object([("uri", .string(uri(forPath: finding.file)))]))
        ]
        if let mark = finding.mark {
            physical.append((
                "region",
                .object([("startLine", .number(Double(mark.line))), ("startColumn", .number(Double(mark.column)))])
            ))
        }
        var result: [(key: String, value: JSONValue)] = [("ruleId", .string(finding.rule))]
        if let index = SARIFRules.indexByID[finding.rule] { result.append(("ruleIndex", .number(Double(index)))) }
        result += [
            ("level", .string(level(finding.severity))),
            ("message", .object([("text", .string(text))])),
            ("locations", .array([.object([("physicalLocation", .object(physical))])])),
        ]
        return .object(result)
    }

    /// SARIF's `level` for a severity (§3.27.10: `none`, `note`, `warning`, `error`).
    static func level(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// A path as a URI reference (RFC 3986): relative paths stay relative (`scenes/my%20feed.yaml`),
    /// so code scanning resolves them against the checkout; absolute paths become `file:///…`.
    /// Bytes outside the unreserved and path characters are percent-encoded as UTF-8.
    public static func uri(forPath path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        let absolute = path.hasPrefix("/")
        var encoded = ""
        for byte in path.utf8 {
            if isPathCharacter(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + hex(byte)
            }
        }
        if absolute { return "file://" + encoded }
        // `a:b/c.yaml` would read as a URI with scheme `a`.
        if let colon = encoded.firstIndex(of: ":"), !encoded[..<colon].contains("/") { return "./" + encoded }
        return encoded
    }

    /// RFC 3986 `pchar` and `/`: unreserved, sub-delims, `:` and `@`.
    private static func isPathCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "-._~!$&'()*+,;=:@/".utf8.contains(byte)
        }
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        return String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]], as: UTF8.self)
    }
}
