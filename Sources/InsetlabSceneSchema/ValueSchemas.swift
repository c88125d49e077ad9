import InsetlabScene
import InsetlabSceneDecoding

/// Numbers, shapes (SCENE-FORMAT "Notation"), ids and the small enums every part of a scene uses.
enum ValueSchemas {
    static var definitions: [SchemaJSON.Member] {
        [
            // `ValueReader.largestMagnitude`: points beyond ±1,000,000 are refused.
            .init("number", ["type": "number", "minimum": .number(-largest), "maximum": .number(largest)]),
            .init("nonNegativeNumber", ["type": "number", "minimum": 0, "maximum": .number(largest)]),
            .init("positiveNumber", ["type": "number", "exclusiveMinimum": 0, "maximum": .number(largest)]),
            .init("wholeNumber", ["type": "integer", "minimum": 0, "maximum": 999_999_999_999_999, "description": "A non-negative whole number, below 10^15."]),
            .init("rect", shape(.rect, .any)),
            .init("insets", shape(.insets, .any)),
            .init("nonNegativeInsets", shape(.insets, .nonNegative)),
            .init("size", shape(.size, .nonNegative)),
            .init("positiveSize", shape(.size, .positive)),
            .init("point", shape(.point, .any)),
            .init("id", id),
            .init("orientation", enumeration(Orientation.self, "portrait or landscape.")),
            .init("iosVersion", iosVersion),
            .init("edges", edges),
        ]
    }

    private static let largest = ValueReader.largestMagnitude

    static func number(_ sign: ValueReader.Sign) -> SchemaJSON {
        switch sign {
        case .any: SceneSchema.ref("number")
        case .nonNegative: SceneSchema.ref("nonNegativeNumber")
        case .positive: SceneSchema.ref("positiveNumber")
        }
    }

    /// A list in UIKit's order or a mapping with named fields, as `ValueReader.numbers` reads
    /// them: `sign` applies to every field, and a rect's or size's width and height are never
    /// negative. Insets may leave fields out (missing = 0); the other shapes need them all.
    static func shape(_ shape: ValueReader.Shape, _ sign: ValueReader.Sign) -> SchemaJSON {
        let fields = shape.fields
        func fieldSchema(_ field: String) -> SchemaJSON {
            number(sign == .any && shape.isSize(field: field) ? .nonNegative : sign)
        }
        let list: SchemaJSON = [
            "type": "array",
            "prefixItems": .array(fields.map(fieldSchema)),
            "items": ["type": "number"],
            "minItems": .number(Double(fields.count)),
            "maxItems": .number(Double(fields.count)),
        ]
        var mapping: SchemaJSON = [
            "type": "object",
            "properties": .object(fields.map { SchemaJSON.Member($0, fieldSchema($0)) }),
        ]
        if !shape.fieldsAreOptional { mapping = mapping.merging(["required": .strings(fields)]) }
        mapping = mapping.merging(["additionalProperties": false])

        let names = fields.joined(separator: ", ")
        var text = "\(shape.name.prefix(1).uppercased() + shape.name.dropFirst()): [\(names)] or {\(names)}"
        if shape.fieldsAreOptional { text += " (missing fields are 0)" }
        switch sign {
        case .nonNegative: text += "; not negative"
        case .positive: text += "; positive"
        case .any where fields.contains(where: shape.isSize(field:)): text += "; width and height not negative"
        case .any: break
        }
        return ["description": .string(text + "."), "anyOf": [list, mapping]]
    }

    /// `IdentifierRegistry.isWellFormed`, and none of the names `expect` keeps for itself.
    static let idPattern = "^[A-Za-z_][A-Za-z0-9_-]*$"
    static var reservedIds: [String] { IdentifierRegistry.reserved.keys.sorted() }

    static var id: SchemaJSON {
        [
            "description": .string(
                """
                An id, unique across the file's controllers and views, for expect (ID.property), \
                reports and warnings: a letter or _ followed by letters, digits, _ or - (no dots); \
                not \(reservedIds.joined(separator: ", ")).
                """
            ),
            "type": "string",
            "pattern": .string(idPattern),
            "not": ["enum": .strings(reservedIds)],
        ]
    }

    /// One of an enum's raw values.
    static func enumeration<Value: RawRepresentable & CaseIterable>(_ type: Value.Type, _ description: String) -> SchemaJSON
    where Value.RawValue == String {
        ["description": .string(description), "enum": .strings(Value.allCases.map(\.rawValue))]
    }

    static var iosVersion: SchemaJSON {
        [
            "description": .string(
                "A major iOS version that insetlab models: 7–18 and 26 (Apple went from iOS 18 to iOS 26; there was no 19–25)."
            ),
            "type": "integer",
            "enum": .numbers(DeviceCatalog.releasedIOS.map(Double.init)),
        ]
    }

    /// `UIRectEdge` as `RectEdges.sceneDescription` writes it.
    static let edgeNames = ["top", "left", "bottom", "right"]

    static var edges: SchemaJSON {
        [
            "description": "all, none, or a list of top, left, bottom, right ([] = none), each at most once.",
            "anyOf": [
                ["enum": .strings([RectEdges.all.sceneDescription, RectEdges.none.sceneDescription])],
                ["type": "array", "items": ["enum": .strings(edgeNames)], "uniqueItems": true],
            ],
        ]
    }
}

/// `device:` — a built-in model by name, or a custom device (SCENE-FORMAT "Top level").
enum DeviceSchemas {
    static var definitions: [SchemaJSON.Member] {
        [
            .init("device", device),
            .init("builtInDevice", builtInDevice),
            .init("customDevice", customDevice),
            .init("safeArea", safeArea),
        ]
    }

    static var device: SchemaJSON {
        [
            "description": "A built-in device name, or a mapping that describes a custom device.",
            "anyOf": [SceneSchema.ref("builtInDevice"), SceneSchema.ref("customDevice")],
        ]
    }

    /// Every model's name and its aliases, as the catalog spells them, in release order.
    static var builtInNames: [(name: String, about: String)] {
        DeviceCatalog.models.flatMap { model -> [(name: String, about: String)] in
            let screen = "\(formatNumber(model.screen.width))×\(formatNumber(model.screen.height)) pt"
            let range = model.iosRange
            let versions = range.count == 1 ? "iOS \(range.lowerBound)" : "iOS \(range.lowerBound)–\(range.upperBound)"
            let facts = "\(screen), \(versions)"
            return [(model.name, "\(model.name): \(facts).")]
                + model.aliases.map { ($0, "\($0): another name for \(model.name) (\(facts)).") }
        }
    }

    static var builtInDevice: SchemaJSON {
        let names = builtInNames
        return [
            "description": """
            A built-in device: Apple's marketing name (or one of the catalog's aliases), as \
            insetlab devices lists it. insetlab also matches spellings that differ only in \
            case, spaces, hyphens and parentheses; the schema asks for the name as written here.
            """,
            "type": "string",
            "enum": .strings(names.map(\.name)),
            "enumDescriptions": .strings(names.map(\.about)),
        ]
    }

    /// `ValueReader.customDevice`'s keys, in its order.
    static var customDeviceKeys: [SchemaKey] {
        [
            SchemaKey(
                "name", ["type": ["string", "number", "boolean"]],
                "The device's name: reports print it, and expect's when: {device: …} selects it.",
                example: "Prototype"
            ),
            SchemaKey(
                "idiom", ValueSchemas.enumeration(Idiom.self, "phone or pad."),
                """
                phone or pad: decides bar heights, and whether landscape hides the status bar \
                (iPhones from iOS 8; iPads never).
                """,
                example: "phone"
            ),
            SchemaKey(
                "screen", screen,
                "Portrait screen size [width, height] in points; both positive, at most \(formatNumber(CustomDeviceLimits.maxScreenSide)).",
                example: [375, 812]
            ),
            SchemaKey(
                "statusBar", SceneSchema.ref("positiveNumber"),
                "Portrait status-bar height in points (20 on home-button iPhones, 44 on iPhone X); positive and less than the screen height.",
                example: 44
            ),
            SchemaKey(
                "safeArea", SceneSchema.ref("safeArea"),
                "The hardware safe area of a full-screen view with the status bar shown, per orientation.",
                example: ["portrait": [44, 0, 34, 0], "landscape": [0, 44, 21, 44]]
            ),
            SchemaKey(
                "landscapeWidth", ValueSchemas.enumeration(SizeClass.self, "compact or regular."),
                "Horizontal size class in landscape: compact (most iPhones) or regular (Plus and Max iPhones, iPads).",
                default: .string(SizeClass.compact.rawValue)
            ),
            SchemaKey(
                "navigationBarY", SceneSchema.ref("nonNegativeNumber"),
                """
                Where a top navigation bar starts when the status bar shows, in points (53.667 on \
                Dynamic Island iPhones, under the 54-pt status bar). Left out: the statusBar height.
                """,
                example: 44
            ),
        ]
    }

    /// A positive size no side of which exceeds `CustomDeviceLimits.maxScreenSide`.
    static var screen: SchemaJSON {
        let side: SchemaJSON = ["type": "number", "maximum": .number(CustomDeviceLimits.maxScreenSide)]
        let bounded: SchemaJSON = [
            "anyOf": [["type": "array", "items": side], ["type": "object", "properties": ["width": side, "height": side]]]
        ]
        return ["allOf": [SceneSchema.ref("positiveSize"), bounded]]
    }

    static var customDevice: SchemaJSON {
        let keys = customDeviceKeys
        return SceneSchema.described(
            "A custom device: every key is required except landscapeWidth and navigationBarY.",
            SceneSchema.closedObject(keys, required: ["name", "idiom", "screen", "statusBar", "safeArea"]))
    }

    static var safeArea: SchemaJSON {
        let keys = [
            SchemaKey(
                "portrait", SceneSchema.ref("nonNegativeInsets"),
                "Safe-area insets in portrait, status bar shown: [44, 0, 34, 0] on iPhone X, [20, 0, 0, 0] on a home-button iPhone.",
                example: [44, 0, 34, 0]
            ),
            SchemaKey(
                "landscape", SceneSchema.ref("nonNegativeInsets"),
                "Safe-area insets in landscape: [0, 44, 21, 44] on iPhone X, zero on a home-button iPhone.",
                example: [0, 44, 21, 44]
            ),
        ]
        return SceneSchema.described(
            "portrait and landscape safe-area insets; each must leave room on the screen.",
            SceneSchema.closedObject(keys, required: ["portrait", "landscape"]))
    }
}
