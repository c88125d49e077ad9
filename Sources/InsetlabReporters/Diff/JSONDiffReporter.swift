internal import InsetlabYAML
public import InsetlabChecking
public import InsetlabWorkspace

/// `--format json`: one object, streamed — every scene path in order with its status, the
/// changes of each changed variant, the invalid ones with their diagnostics, then the totals.
///
/// ```json
/// { "base": "main", "commit": "3f2a…",
///   "scenes": [
///     { "scene": "scenes/feed.yaml", "status": "changed",
///       "variants": [
///         { "variant": { "device": "iPhone 7", "ios": 10, "orientation": "portrait", "properties": {},
///                        "name": "iPhone 7 · iOS 10 · portrait" },
///           "status": "changed",
///           "changes": [ { "kind": "view", "subject": "table", "property": "contentInset",
///                          "before": [64, 0, 0, 0], "after": [0, 0, 0, 0], "delta": [-64, 0, 0, 0] } ],
///           "warnings": { "appeared": [ { "rule": "content-under-bar", "severity": "warning",
///                                         "subject": "table", "line": 9, "column": 7 } ],
///                         "disappeared": [] } } ],
///       "diagnostics": [] },
///     { "scene": "scenes/list.yaml", "status": "unchanged", "variants": [], "diagnostics": [] } ],
///   "summary": { "changed": 1, "unchanged": 1, "added": 0, "removed": 0, "invalid": 0 } }
/// ```
///
/// `status` is `added`, `removed`, `changed`, `unchanged` or `invalid` (with `diagnostics`,
/// each naming its side's file). A changed scene lists its added, removed and changed
/// variants; an added or removed scene its variants with that status. `before`/`after` are
/// `null` where the property does not apply and missing where the subject is not on screen on
/// that side (it appeared or disappeared); `delta` (after − before, a number or numbers as
/// they are) is present when both are numbers.
public struct JSONDiffReporter {
    public static let identifier = "json"
    public static let summary = "one JSON object: every scene's status and changes, then the totals"

    let context: DiffContext
    private var started = false
    private var scenesWritten = 0

    public init(style: TerminalStyle, context: DiffContext) {
        self.context = context
    }

    private mutating func begin(_ output: ReportOutput) {
        guard !started else { return }
        started = true
        output.write("{\n  \"base\": ")
        JSONValue.optional(context.base).write(to: output, level: 1)
        output.write(",\n  \"commit\": ")
        JSONValue.optional(context.commit).write(to: output, level: 1)
        output.write(",\n  \"scenes\": [")
    }

    public mutating func report(_ item: DiffItem, to output: ReportOutput) {
        begin(output)
        let scene: JSONValue
        switch item {
        case .invalid(let path, let sides):
            scene = .object([
                ("scene", .string(path)),
                ("status", .string("invalid")),
                ("variants", .array([])),
                ("diagnostics", .array(sides.flatMap { side in
                    side.diagnostics.map { Self.diagnostic($0, side: side.side) }
                })),
            ])
        case .compared(let diff):
            let variants = diff.status == .unchanged ? [] : diff.variants.filter { $0.status != .unchanged }
            scene = .object([
                ("scene", .string(diff.path)),
                ("status", .string(diff.status.rawValue)),
                ("variants", .array(variants.map(Self.variant))),
                ("diagnostics", .array([])),
            ])
        }
        output.write(scenesWritten == 0 ? "\n    " : ",\n    ")
        scene.write(to: output, level: 2)
        scenesWritten += 1
    }

    public mutating func end(_ summary: DiffSummary, to output: ReportOutput) {
        begin(output)
        output.write(scenesWritten == 0 ? "],\n" : "\n  ],\n")
        output.write("  \"summary\": ")
        JSONValue.object([
            ("changed", .number(Double(summary.changed))),
            ("unchanged", .number(Double(summary.unchanged))),
            ("added", .number(Double(summary.added))),
            ("removed", .number(Double(summary.removed))),
            ("invalid", .number(Double(summary.invalid))),
        ]).write(to: output, level: 1)
        output.write("\n}\n")
    }

    static func variant(_ variant: VariantDiff) -> JSONValue {
        var pairs: [(key: String, value: JSONValue)] = [
            ("variant", CheckJSONReporter.variant(variant.variant)),
            ("status", .string(variant.status.rawValue)),
        ]
        if variant.status == .changed {
            pairs.append(("changes", .array(variant.changes.map(change))))
            pairs.append(("warnings", .object([
                ("appeared", .array(variant.appearedWarnings.map(warning))),
                ("disappeared", .array(variant.disappearedWarnings.map(warning))),
            ])))
        }
        return .object(pairs)
    }

    static func change(_ change: FactChange) -> JSONValue {
        var pairs: [(key: String, value: JSONValue)] = [
            ("kind", .string(change.kind.rawValue)),
            ("subject", .string(change.subject)),
            ("property", .string(change.property.rawValue)),
        ]
        if let before = change.before { pairs.append(("before", value(before))) }
        if let after = change.after { pairs.append(("after", value(after))) }
        // The shape of `before` and `after`: a number for a guide, numbers for a frame.
        if let delta = change.delta { pairs.append(("delta", delta.count == 1 ? .number(delta[0]) : .numbers(delta))) }
        return .object(pairs)
    }

    static func value(_ value: FactValue) -> JSONValue {
        switch value {
        case .numbers(let numbers): numbers.count == 1 ? .number(numbers[0]) : .numbers(numbers)
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .text(let text): .string(text)
        }
    }

    static func warning(_ warning: WarningFact) -> JSONValue {
        .object([
            ("rule", .string(warning.rule)),
            ("severity", .string(warning.severity.rawValue)),
            ("subject", .optional(warning.subject)),
            ("message", .string(warning.message)),
            ("line", warning.mark.map { .number(Double($0.line)) } ?? .null),
            ("column", warning.mark.map { .number(Double($0.column)) } ?? .null),
        ])
    }

    static func diagnostic(_ diagnostic: Diagnostic, side: DiffSide) -> JSONValue {
        guard case .object(var pairs) = CheckJSONReporter.diagnostic(diagnostic) else { return .null }
        pairs.append(("side", .string(side.rawValue)))
        return .object(pairs)
    }
}
