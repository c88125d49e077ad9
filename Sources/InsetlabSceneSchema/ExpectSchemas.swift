import InsetlabScene
import InsetlabSceneDecoding

/// `matrix` (`ValueReader.matrix`) and `expect` (`ExpectationDecoder`): SCENE-FORMAT "Top level"
/// and "Expectations".
enum ExpectSchemas {
    static var definitions: [SchemaJSON.Member] {
        [
            .init("matrix", matrix),
            .init("expect", expect),
            .init("expectBlock", block(allowsWhen: false)),
            .init("expectBlockWithWhen", block(allowsWhen: true)),
            .init("when", when),
            .init("warnings", warnings),
            .init(
                "ruleId",
                [
                    "description": "A pitfall rule id (kebab-case, such as content-under-bar); insetlab rules lists them.",
                    "type": "string", "pattern": .string(ruleIdPattern), "enum": .strings(RuleIdentifiers.all),
                ]),
        ]
    }

    // MARK: matrix

    static func axis(_ items: SchemaJSON) -> SchemaJSON {
        ["type": "array", "minItems": 1, "uniqueItems": true, "items": items]
    }

    static var matrix: SchemaJSON {
        let keys = ValueReader.matrixAxes.map { name -> SchemaKey in
            switch name {
            case "device":
                SchemaKey(
                    name, axis(SceneSchema.ref("device")),
                    "Devices to evaluate: built-in names or custom device mappings, each once. Replaces the top-level device.",
                    example: ["iPhone 8", "iPhone X"]
                )
            case "ios":
                SchemaKey(
                    name, axis(SceneSchema.ref("iosVersion")),
                    "iOS versions to evaluate, each once. Replaces the top-level ios.", example: [11, 16]
                )
            case "orientation":
                SchemaKey(
                    name, axis(SceneSchema.ref("orientation")),
                    "Orientations to evaluate. Replaces the top-level orientation.", example: ["portrait", "landscape"]
                )
            default:
                preconditionFailure("the decoder takes matrix axis '\(name)', which the scene schema does not describe")
            }
        }
        return SceneSchema.described(
            """
            Lists to combine: every device × iOS version × orientation × value of each property \
            axis (ID.property: [values]) is one variant.
            """,
            SceneSchema.closedObject(keys, patterns: PropertyAxisSchemas.matrixPatterns).merging(["minProperties": 1]))
    }

    // MARK: expect

    static var expect: SchemaJSON {
        [
            "description":
                "One block for every variant, or (with a matrix) a list of blocks, each with an optional when: selecting the variants it applies to.",
            "anyOf": [
                ["allOf": [SceneSchema.ref("expectBlock"), ["minProperties": 1]]],
                [
                    // Not empty, and not `when` alone: a block that checks nothing is refused.
                    "type": "array",
                    "items": ["allOf": [
                        SceneSchema.ref("expectBlockWithWhen"), ["minProperties": 1],
                        ["not": ["required": ["when"], "maxProperties": 1]],
                    ]],
                    "minItems": 1,
                ],
            ],
        ]
    }

    /// `ID.property` with an id `IdentifierRegistry` accepts and is not a bar's name.
    static var idPrefix: String {
        let id = ValueSchemas.idPattern.dropFirst().dropLast()  // without ^ and $
        return "^(?!(?:" + ValueSchemas.reservedIds.joined(separator: "|") + ")\\.)" + id
    }

    static var barPrefix: String { "^(?:" + BarKind.allCases.map(\.rawValue).joined(separator: "|") + ")" }

    /// What an `expect` line about `property` holds (`ExpectationDecoder.expectedValue`), or null.
    static func value(of property: ExpectedProperty) -> SchemaJSON {
        switch property {
        case .frame, .windowFrame, .viewFrame: SceneSchema.nullable(SceneSchema.ref("rect"))
        case .safeAreaInsets, .layoutMargins, .contentInset, .adjustedContentInset:
            SceneSchema.nullable(SceneSchema.ref("insets"))
        case .contentSize: SceneSchema.nullable(SceneSchema.ref("size"))
        case .contentOffset: SceneSchema.nullable(SceneSchema.ref("point"))
        case .topLayoutGuide, .bottomLayoutGuide: SceneSchema.nullable(SceneSchema.ref("number"))
        default: SceneSchema.nullable(SceneSchema.ref("number"))  // not expectable: never listed
        }
    }

    static func about(_ property: ExpectedProperty) -> String {
        switch property {
        case .frame:
            "ID.frame: the view's frame in its superview's coordinates, [x, y, width, height] (a controller: its root view's)."
        case .windowFrame: "ID.windowFrame: the view's frame in window coordinates."
        case .safeAreaInsets: "ID.safeAreaInsets (iOS 11+; null before): the view's or controller view's safe-area insets."
        case .layoutMargins: "ID.layoutMargins: the view's layout margins (null on iOS 7)."
        case .contentInset:
            "ID.contentInset of a scroll view; on iOS 7–10 it includes what automaticallyAdjustsScrollViewInsets added."
        case .adjustedContentInset:
            "ID.adjustedContentInset of a scroll view (iOS 11+; null before): contentInset plus the safe area its behaviour adds."
        case .contentOffset: "ID.contentOffset of a scroll view at rest, [x, y]: minus the (adjusted) inset's left and top."
        case .contentSize: "ID.contentSize of a scroll view, [width, height]."
        case .viewFrame: "ID.viewFrame: a controller's view frame in window coordinates."
        case .topLayoutGuide: "ID.topLayoutGuide: a controller's top layout guide length (iOS 11+: its view's safe-area top)."
        case .bottomLayoutGuide:
            "ID.bottomLayoutGuide: a controller's bottom layout guide length (iOS 11+: its view's safe-area bottom)."
        default: "ID.\(property.rawValue) is not an expect property."  // not expectable: never listed
        }
    }

    static func block(allowsWhen: Bool) -> SchemaJSON {
        var properties: [SchemaJSON.Member] = []
        if allowsWhen {
            properties.append(
                .init(
                    "when",
                    SceneSchema.ref("when").merging([
                        "description": "The variants this block applies to: every field given must match. Left out: all.",
                        "examples": [["orientation": "portrait"]],
                    ])
                )
            )
        }
        properties.append(
            .init(
                "warnings",
                SceneSchema.ref("warnings").merging([
                    "description":
                        "Pitfall rules that must fire: a list (exactly these; [] = none), or {includes: [...]} (at least these).",
                    "examples": [[]],
                ])
            )
        )
        var patterns: [SchemaJSON.Member] = ExpectedProperty.expectable.map { property in
            .init(
                idPrefix + "\\." + property.rawValue + "$", value(of: property).merging(["description": .string(about(property))])
            )
        }
        patterns.append(
            .init(
                barPrefix + "\\.frame$",
                SceneSchema.nullable(SceneSchema.ref("rect")).merging([
                    "description":
                        "A bar's frame in window coordinates (statusBar, navigationBar, tabBar, toolbar answer only frame)."
                ])
            )
        )
        let summary =
            allowsWhen
            ? "A block of ID.property: value lines and warnings, for the variants when: selects."
            : "ID.property: value lines (numbers within 0.01 pt; null = does not apply) and warnings, for every variant."
        return [
            "description": .string(summary),
            "type": "object",
            "properties": .object(properties),
            "patternProperties": .object(patterns),
            "additionalProperties": false,
        ]
    }

    static var when: SchemaJSON {
        let keys = ValueReader.matrixAxes.map { name -> SchemaKey in
            switch name {
            case "device":
                SchemaKey(
                    name,
                    [
                        "anyOf": [
                            SceneSchema.ref("builtInDevice"),
                            [
                                "type": "string", "minLength": 1,
                                "description": "A custom device's name (or a built-in name in another spelling).",
                            ],
                        ]
                    ],
                    "A device of this scene: a built-in name, or the name of a custom device in device or matrix.device.",
                    example: "iPhone 15"
                )
            case "ios": SchemaKey(name, SceneSchema.ref("iosVersion"), "An iOS version of this scene.", example: 18)
            case "orientation":
                SchemaKey(name, SceneSchema.ref("orientation"), "An orientation of this scene.", example: "portrait")
            default: preconditionFailure("the decoder takes when key '\(name)', which the scene schema does not describe")
            }
        }
        return SceneSchema.described(
            "Selects variants: every field given must match, and at least one variant must match.",
            SceneSchema.closedObject(keys, patterns: PropertyAxisSchemas.whenPatterns)
        )
    }

    /// `ExpectationDecoder.isKebabCase`.
    static let ruleIdPattern = "^[a-z0-9]+(-[a-z0-9]+)*$"

    static var warnings: SchemaJSON {
        let list: SchemaJSON = ["type": "array", "items": SceneSchema.ref("ruleId"), "uniqueItems": true]
        let includes = SceneSchema.closedObject(
            [SchemaKey("includes", list, "Rules that must fire among others.", example: ["content-under-bar"])],
            required: ["includes"]
        )
        return ["anyOf": [list, includes]]
    }
}
