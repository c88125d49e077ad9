internal import InsetlabRules
public import InsetlabScene
public import InsetlabYAML
public import InsetlabChecking
public import InsetlabWorkspace

/// `check --format json`: one object with a `scenes` array (one entry per input file, in input
/// order, streamed) and the `summary` totals.
///
/// ```json
/// { "scenes": [ { "scene": "scenes/feed.yaml", "name": "…", "status": "failed",
///                 "variants": [ { "device": "iPhone 8", "ios": 10, "orientation": "portrait",
///                                 "properties": {}, "name": "iPhone 8 · iOS 10 · portrait" } ],
///                 "expectations": 2,
///                 "failures": [ { "key": "table.contentInset", "expected": "[0, 0, 0, 0]",
///                                 "actual": "[64, 0, 0, 0]", "message": "…", "file": "…",
///                                 "line": 16, "column": 3, "variant": { … } } ],
///                 "warnings": [ { "rule": "…", "severity": "warning", "message": "…", "file": "…",
///                                 "line": 12, "column": 9, "subject": "table", "fix": "…",
///                                 "variants": [ { … } ] } ],
///                 "diagnostics": [],
///                 "snapshot": { "path": "…", "status": "differs", "passed": false,
///                               "message": "…", "diff": [ "--- …", "+++ …", … ] } } ],
///   "summary": { "scenes": 1, "variants": 1, "expectations": 2, "passed": 0, "failed": 1,
///                "invalid": 0, "warnings": 0, "notes": 0, "errorWarnings": 0 } }
/// ```
///
/// `status` is `passed`, `failed` or `invalid`; an invalid file has no variants and lists its
/// `diagnostics` (`file`, `line`, `column`, `severity`, `message`, `keyPath`).
public struct CheckJSONReporter {
    public static let identifier = "json"
    public static let summary = "one JSON object: per scene its status, failures and warnings; then the totals"

    private var scenesWritten = 0

    public init(options: ReporterOptions) {}

    public mutating func begin(to output: ReportOutput) {
        output.write("{\n  \"scenes\": [")
    }

    public mutating func report(_ scene: CheckedScene, to output: ReportOutput) {
        let outcome = scene.outcome
        let warnings = GroupedWarning.group(outcome.unexpectedWarnings)
        write(.object([
            ("scene", .string(scene.identity)),
            ("name", .optional(scene.name)),
            ("status", .string(outcome.passed ? "passed" : "failed")),
            ("variants", .array(scene.variants.map(Self.variant))),
            ("expectations", .number(Double(outcome.expectations))),
            ("failures", .array(outcome.failures.map { Self.failure($0, file: scene.path) })),
            ("warnings", .array(warnings.map { Self.warning($0, file: scene.path) })),
            ("diagnostics", .array([])),
            ("snapshot", outcome.snapshot.map { Self.snapshot($0, file: scene.path) } ?? .null),
        ]), to: output)
    }

    public mutating func reportInvalid(_ path: String, diagnostics: [Diagnostic], to output: ReportOutput) {
        write(.object([
            ("scene", .string(path)),
            ("name", .null),
            ("status", .string("invalid")),
            ("variants", .array([])),
            ("expectations", .number(0)),
            ("failures", .array([])),
            ("warnings", .array([])),
            ("diagnostics", .array(diagnostics.map(Self.diagnostic))),
            ("snapshot", .null),
        ]), to: output)
    }

    public mutating func end(_ summary: CheckSummary, to output: ReportOutput) {
        output.write(scenesWritten == 0 ? "],\n" : "\n  ],\n")
        output.write("  \"summary\": ")
        JSONValue.object([
            ("scenes", .number(Double(summary.scenes))),
            ("variants", .number(Double(summary.variants))),
            ("expectations", .number(Double(summary.expectations))),
            ("passed", .number(Double(summary.passed))),
            ("failed", .number(Double(summary.failed))),
            ("invalid", .number(Double(summary.invalid))),
            ("warnings", .number(Double(summary.warnings))),
            ("notes", .number(Double(summary.notes))),
            ("errorWarnings", .number(Double(summary.errorWarnings))),
        ]).write(to: output, level: 1)
        output.write("\n}\n")
    }

    private mutating func write(_ scene: JSONValue, to output: ReportOutput) {
        output.write(scenesWritten == 0 ? "\n    " : ",\n    ")
        scene.write(to: output, level: 2)
        scenesWritten += 1
    }

    /// `{device, ios, orientation, properties, name}`: `properties` holds the values of the
    /// matrix's property axes (`{"nav.navigationBar.isTranslucent": false}`), `name` the
    /// variant as every other report names it.
    static func variant(_ key: VariantKey) -> JSONValue {
        .object([
            ("device", .string(key.device)),
            ("ios", .number(Double(key.ios))),
            ("orientation", .string(key.orientation.rawValue)),
            ("properties", .object(key.properties.map { ($0.axis, value($0.value)) })),
            ("name", .string(key.description)),
        ])
    }

    static func value(_ value: PropertyValue) -> JSONValue {
        switch value {
        case .bool(let flag): .bool(flag)
        case .number(let number): .number(number)
        case .text(let text): .string(text)
        case .numbers(let numbers): .numbers(numbers)
        }
    }

    static func failure(_ failure: ExpectationFailure, file: String) -> JSONValue {
        .object([
            ("key", .string(failure.expectation.key)),
            ("expected", .string(failure.expectation.expectedText)),
            ("actual", .string(failure.actual)),
            ("message", .string(failure.message)),
            ("file", .string(file)),
            ("line", .number(Double(failure.mark.line))),
            ("column", .number(Double(failure.mark.column))),
            ("variant", variant(failure.variant)),
        ])
    }

    static func warning(_ group: GroupedWarning, file: String) -> JSONValue {
        let warning = group.warning
        return .object([
            ("rule", .string(warning.rule)),
            ("severity", .string(warning.severity.rawValue)),
            ("message", .string(warning.message)),
            ("file", .string(file)),
            ("line", warning.mark.map { .number(Double($0.line)) } ?? .null),
            ("column", warning.mark.map { .number(Double($0.column)) } ?? .null),
            ("subject", .optional(warning.subject)),
            ("fix", .string(warning.fix)),
            ("variants", .array(group.variants.map(variant))),
        ])
    }

    /// `{path, status, passed, message, diff}`: `status` is `matched`, `recorded`, `differs`,
    /// `updated`, `missing` or `failed`; `diff` the unified diff lines, snapshot → now.
    static func snapshot(_ snapshot: SnapshotOutcome, file: String) -> JSONValue {
        let status: String
        switch snapshot.status {
        case .matched: status = "matched"
        case .recorded: status = "recorded"
        case .differs: status = "differs"
        case .updated: status = "updated"
        case .missing: status = "missing"
        case .failed: status = "failed"
        }
        return .object([
            ("path", .string(snapshot.path)),
            ("status", .string(status)),
            ("passed", .bool(snapshot.passed)),
            ("message", .optional(snapshot.message(sceneFile: file)?.text)),
            ("diff", .array(snapshot.diff.map(JSONValue.string))),
        ])
    }

    static func diagnostic(_ diagnostic: Diagnostic) -> JSONValue {
        .object([
            ("file", .string(diagnostic.file)),
            ("line", diagnostic.mark.map { .number(Double($0.line)) } ?? .null),
            ("column", diagnostic.mark.map { .number(Double($0.column)) } ?? .null),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("message", .string(diagnostic.message)),
            ("keyPath", .optional(diagnostic.keyPath)),
        ])
    }
}
