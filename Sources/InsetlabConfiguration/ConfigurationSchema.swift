internal import InsetlabRules
public import InsetlabScene
import InsetlabSceneSchema
import InsetlabSceneDecoding

/// The JSON Schema (draft 2020-12) of `.insetlab.yml`, for editors. Generated, never
/// hand-edited: the keys come from `ConfigurationDecoder`'s own lists, rule ids from
/// `RuleCatalog`, device names from `DeviceCatalog`, iOS versions from
/// `DeviceCatalog.releasedIOS` (7–18 and 26); a test fails when the committed
/// `Schemas/insetlab-config.schema.json` differs from `text`.
///
/// What a schema cannot see stays the decoder's to report: globs that do not parse, a device
/// name spelt another way (`iphone x`), repeats that differ only in spelling.
public enum ConfigurationSchema {
    /// Where the schema lives in the repository.
    public static let path = "Schemas/insetlab-config.schema.json"

    public static var document: SchemaJSON {
        .object([
            .init("$schema", "https://json-schema.org/draft/2020-12/schema"),
            .init("title", "insetlab configuration (.insetlab.yml)"),
            .init(
                "description",
                "Which scene files insetlab check and run read when no path is given, rule severities and disabled rules, the snapshot folder, a default matrix, and the most variants a scene may have. Paths are relative to the file's folder. An empty file is every default."
            ),
            .init("type", ["object", "null"]),
            .init("properties", .object(ConfigurationDecoder.keys.map { SchemaJSON.Member($0, property($0)) })),
            .init("additionalProperties", false),
            .init("$defs", .object([.init("ruleID", ruleID), .init("pathList", pathList)])),
        ])
    }

    /// The schema as committed: 2-space indented JSON ending in a newline.
    public static var text: String { document.text }

    static func property(_ key: String) -> SchemaJSON {
        switch key {
        case "include":
            return described(
                "Paths (a file, or a folder for every .yaml/.yml below it) and globs read when the command names no path; default: scenes.",
                // insetlab: "include is empty; list the folders, files or globs to check, or leave include out".
                ["allOf": [["$ref": "#/$defs/pathList"], ["minItems": 1]]])
        case "exclude":
            return described(
                "Globs (*, ?, [a-z], ** as a whole component) of files and folders left out of what include finds.",
                ["$ref": "#/$defs/pathList"])
        case "rules":
            // insetlab: "rules is empty: list disabled or severity, or remove it".
            let rules = closed(
                "Pitfall rules: ids to switch off, and severities that replace a rule's default (error fails check and run with exit 1).",
                [
                    .init("disabled", described(
                        "Rule ids switched off for every scene (each once).",
                        ["type": "array", "uniqueItems": true, "items": ["$ref": "#/$defs/ruleID"]])),
                    .init(
                        "severity",
                        [
                            "description": "A rule id → note, warning or error, replacing the rule's own severity (a rule may not be disabled too).",
                            "type": "object",
                            "propertyNames": ["$ref": "#/$defs/ruleID"],
                            "additionalProperties": ["enum": strings(ConfigurationDecoder.severities)],
                        ]),
                ], nonEmpty: true)
            return rules
        case "maximumVariants":
            let range = SceneDefaults.maximumVariantsRange
            return described(
                "The most variants one scene's matrix may make (devices × iOS versions × orientations × property-axis values); more is an error at matrix:. Default: \(SceneDefaults.defaultMaximumVariants).",
                [
                    "type": "integer", "minimum": .number(Double(range.lowerBound)),
                    "maximum": .number(Double(range.upperBound)),
                ])
        case "snapshots":
            return closed(
                "Where check keeps the scenes' snapshots (default: __snapshots__ beside each scene); a folder inside the one that holds this file.",
                [.init("folder", described("The snapshot folder, relative to this file's; it mirrors the scenes' paths.", ["type": "string", "minLength": 1]))])
        default:
            let matrix = closed(
                "The matrix of every scene without one: each axis fills in what a scene does not set itself (device, ios, orientation).",
                [
                    .init("device", described(
                        "Devices: built-in names or aliases (insetlab devices lists them), or custom devices as a scene writes them.",
                        axis(["anyOf": [
                            ["enum": strings(DeviceCatalog.models.flatMap { [$0.name] + $0.aliases })],
                            ["type": "object", "required": strings(["name", "idiom", "screen", "statusBar", "safeArea"])],
                        ]]))),
                    .init("ios", described(
                        "Major iOS versions (7–18 and 26, as released).",
                        axis(["type": "integer", "enum": .array(DeviceCatalog.releasedIOS.map { SchemaJSON.number(Double($0)) })]))),
                    .init("orientation", described("portrait, landscape or both.", axis(["enum": strings(Orientation.allCases.map(\.rawValue))]))),
                ], nonEmpty: true)  // an empty default matrix is an error (ConfigurationDecoder)
            return matrix
        }
    }

    static var ruleID: SchemaJSON {
        described("A pitfall rule id (insetlab rules lists them).", ["enum": strings(RuleCatalog.ids)])
    }

    static var pathList: SchemaJSON {
        ["type": "array", "items": ["type": "string", "minLength": 1]]
    }

    /// A non-empty list without repeats.
    static func axis(_ item: SchemaJSON) -> SchemaJSON {
        ["type": "array", "minItems": 1, "uniqueItems": true, "items": item]
    }

    /// `nonEmpty`: at least one key (the decoder refuses `rules: {}` and an empty `matrix`).
    static func closed(_ description: String, _ properties: [SchemaJSON.Member], nonEmpty: Bool = false) -> SchemaJSON {
        .object([
            .init("description", .string(description)),
            .init("type", "object"),
            .init("properties", .object(properties)),
            .init("additionalProperties", false),
        ] + (nonEmpty ? [.init("minProperties", .number(1))] : []))
    }

    static func described(_ description: String, _ schema: SchemaJSON) -> SchemaJSON {
        .object([.init("description", .string(description))] + schema.members)
    }

    static func strings(_ values: [String]) -> SchemaJSON { .array(values.map(SchemaJSON.string)) }
}
