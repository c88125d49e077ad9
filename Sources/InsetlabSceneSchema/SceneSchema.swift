import InsetlabScene
import InsetlabSceneDecoding

/// The JSON Schema (draft 2020-12) of scene files, for editors (completion, hover, squiggles)
/// and CI. It is generated, never hand-edited: enums come from the model (`ControllerKind`,
/// `ViewKind`, `ContentInsetAdjustmentBehavior`, …), built-in device names from
/// `DeviceCatalog.models`, the keys of views and controllers from the decoder's own tables
/// (`ViewKey`, `SceneTreeDecoder.commonControllerKeys`, `ownKeys(of:)`), and defaults from the
/// model's default values. `insetlab schema` prints `text`; a test fails when the committed
/// `Schemas/scene.schema.json` differs from it.
///
/// The schema checks what JSON Schema can see in one file: keys, types, enums, shapes, signs,
/// required keys, `frame` XOR `pin`, `rows` XOR `sections`, two constraints per pin axis. What
/// needs the device catalog's history, the matrix's variants or the whole tree (a device on an
/// iOS it never ran, `safeArea` before iOS 11, unique ids, ids named by `expect`, insets that fit
/// a custom screen, `selectedIndex` within `viewControllers`) is the decoder's to report.
public enum SceneSchema {
    /// Where the schema lives in the repository, and the path `insetlab init` falls back to.
    public static let path = "Schemas/scene.schema.json"

    /// The `$schema` dialect.
    static let dialect = "https://json-schema.org/draft/2020-12/schema"

    /// The schema document.
    public static var document: SchemaJSON {
        let topLevel = TopLevelSchema.keys
        var root: SchemaJSON = [
            "$schema": .string(dialect),
            "title": "insetlab scene",
            "description": .string(TopLevelSchema.summary),
        ]
        root = root.merging(closedObject(topLevel, required: ["root"]))
        return root.merging(["$defs": .object(definitions)])
    }

    /// The schema as committed: 2-space indented JSON ending in a newline.
    public static var text: String { document.text }

    /// Every `$defs` entry, grouped as the file reads best: values, devices, controllers, views,
    /// expectations.
    static var definitions: [SchemaJSON.Member] {
        ValueSchemas.definitions + DeviceSchemas.definitions + ControllerSchemas.definitions
            + ViewSchemas.definitions + ViewPartSchemas.definitions + ExpectSchemas.definitions
    }

    // MARK: Building blocks

    /// `{"$ref": "#/$defs/NAME"}`.
    static func ref(_ name: String) -> SchemaJSON { ["$ref": .string("#/$defs/" + name)] }

    /// A mapping that takes exactly `keys` (SCENE-FORMAT: "Every mapping is closed").
    /// `patterns` are `patternProperties` (keys such as `ID.property`), also allowed.
    static func closedObject(_ keys: [SchemaKey], required: [String] = [], patterns: [SchemaJSON.Member] = []) -> SchemaJSON {
        var object: SchemaJSON = [
            "type": "object",
            "properties": .object(keys.map { SchemaJSON.Member($0.name, $0.json) }),
        ]
        if !patterns.isEmpty { object = object.merging(["patternProperties": .object(patterns)]) }
        if !required.isEmpty { object = object.merging(["required": .strings(required)]) }
        return object.merging(["additionalProperties": false])
    }

    /// `schema` with a `description` first (where editors and readers look for it).
    static func described(_ text: String, _ schema: SchemaJSON) -> SchemaJSON {
        SchemaJSON.object([.init("description", .string(text))]).merging(schema)
    }

    /// `anyOf` of `schema` and `null` (an `expect` value that says "does not apply").
    static func nullable(_ schema: SchemaJSON) -> SchemaJSON { ["anyOf": [schema, ["type": "null"]]] }

    /// Exactly two of three keys (a pin axis): `oneOf` the three pairs, so all three match
    /// three branches and one or none match no branch.
    static func exactlyTwo(of keys: [String]) -> SchemaJSON {
        [
            "oneOf": [
                ["required": .strings([keys[0], keys[1]])], ["required": .strings([keys[0], keys[2]])],
                ["required": .strings([keys[1], keys[2]])],
            ]
        ]
    }

    /// Not both keys (`frame` and `pin`; `rows` and `sections`).
    static func notBoth(_ first: String, _ second: String) -> SchemaJSON {
        ["not": ["required": .strings([first, second])]]
    }
}

/// One key of a closed mapping: its value's schema, its hover text, and its default.
struct SchemaKey {
    var name: String
    /// The value's schema, without description or default.
    var value: SchemaJSON
    /// What the property does in UIKit, written for an editor's hover. The default is appended.
    var summary: String
    /// UIKit's (and the decoder's) value when the key is left out, if it is one fixed value.
    var defaultValue: SchemaJSON?
    /// A value the decoder accepts, for keys without a fixed default (shown by editors, and
    /// used by the tests that feed every key to the decoder).
    var example: SchemaJSON?

    init(
        _ name: String, _ value: SchemaJSON, _ summary: String, default defaultValue: SchemaJSON? = nil,
        example: SchemaJSON? = nil
    ) {
        self.name = name
        self.value = value
        self.summary = summary
        self.defaultValue = defaultValue
        self.example = example
    }

    /// Hover text: the summary, then "Default: …." when there is one.
    var description: String {
        guard let defaultValue else { return summary }
        return summary + " Default: " + Self.display(defaultValue) + "."
    }

    var json: SchemaJSON {
        var extra: SchemaJSON = ["description": .string(description)]
        if let defaultValue { extra = extra.merging(["default": defaultValue]) }
        if let example { extra = extra.merging(["examples": [example]]) }
        return value.merging(extra)
    }

    /// A default as a scene would write it: `[0, 0, 0, 0]`, `{isTranslucent: true}`, `all`.
    static func display(_ value: SchemaJSON) -> String {
        switch value {
        case .string(let text): text
        case .array(let items): "[" + items.map(display).joined(separator: ", ") + "]"
        case .object(let members): "{" + members.map { $0.key + ": " + display($0.value) }.joined(separator: ", ") + "}"
        default: value.compactText
        }
    }
}

/// The top-level mapping (SCENE-FORMAT "Top level").
enum TopLevelSchema {
    static let summary = """
        A scene file: one screen of an iOS app (a device, an iOS version, a view-controller \
        hierarchy and its views) whose layout insetlab predicts. Format: SCENE-FORMAT v1.
        """

    /// The decoder's top-level keys, in its order (`TopLevelDecoder.keys`).
    static var keys: [SchemaKey] {
        [
            SchemaKey(
                "name", ["type": ["string", "number", "boolean"]],
                "Free text naming the scene; reports print it.", example: "Table under a translucent navigation bar"
            ),
            SchemaKey(
                "device", SceneSchema.ref("device"),
                """
                The device the scene runs on: a built-in profile (Apple's marketing name, such as \
                iPhone 15 or iPad Pro (11-inch)) or a mapping that describes a custom device. \
                Required unless matrix.device lists the devices, or the project's .insetlab.yml \
                default matrix does (so the schema cannot require it). The schema offers the \
                catalog's names and aliases as written; insetlab also accepts spellings that \
                differ only in case, spaces, hyphens and parentheses (iphone 14 pro), which the \
                schema flags. A device paired with an iOS version it never ran (iPhone X on iOS 10) is reported by \
                insetlab, not by the schema.
                """,
                example: "iPhone 15"
            ),
            SchemaKey(
                "orientation", SceneSchema.ref("orientation"),
                """
                Interface orientation. landscape swaps the screen's width and height; iPhones hide \
                the status bar in landscape from iOS 8 on, iPads keep it.
                """,
                default: .string(Orientation.portrait.rawValue)
            ),
            SchemaKey(
                "ios", SceneSchema.ref("iosVersion"),
                """
                Major iOS version to lay out for. Before iOS 11 UIKit writes scroll-view insets \
                into contentInset and positions views with topLayoutGuide/bottomLayoutGuide; from \
                iOS 11 the safe area and adjustedContentInset take over.
                """,
                default: .number(Double(DeviceCatalog.defaultIOS))
            ),
            SchemaKey(
                "root", SceneSchema.ref("controller"),
                "The window's rootViewController. Its type decides which keys it takes.",
                example: ["type": "UIViewController"]
            ),
            SchemaKey(
                "matrix", SceneSchema.ref("matrix"),
                """
                Evaluate every combination of the listed devices, iOS versions and orientations \
                (devices outermost, then iOS versions, then orientations), and of the values of \
                property axes (nav.navigationBar.isTranslucent: [true, false]). An axis listed \
                here replaces the top-level key of the same name.
                """,
                example: ["orientation": ["portrait", "landscape"]]
            ),
            SchemaKey(
                "expect", SceneSchema.ref("expect"),
                """
                Assertions that insetlab check verifies: ID.property: value lines (numbers \
                compare within 0.01 pt; null says the property does not apply) and warnings. With \
                a matrix, a list of blocks, each with an optional when: that selects the variants \
                it applies to.
                """,
                example: ["warnings": []]
            ),
        ]
    }
}
