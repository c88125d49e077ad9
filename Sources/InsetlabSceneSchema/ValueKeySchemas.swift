import InsetlabScene
import InsetlabSceneDecoding

/// A value key's schema, from its one table entry (`SceneValueKey`): the value's type, the
/// documentation, and UIKit's default as the model holds it (or the entry's example, for a
/// property without one fixed default).
enum ValueKeySchemas {
    static func key<Spec>(_ key: SceneValueKey<Spec>, defaults: Spec) -> SchemaKey {
        if let example = key.example {
            return SchemaKey(key.name, value(key.type), key.documentation, example: json(example))
        }
        return SchemaKey(key.name, value(key.type), key.documentation, default: json(key.get(defaults)))
    }

    static func value(_ type: SceneValueType) -> SchemaJSON {
        switch type {
        case .bool: ["type": "boolean"]
        case .choice(let values, let summary): ["description": .string(summary), "enum": .strings(values)]
        case .edges: SceneSchema.ref("edges")
        case .insets(.nonNegative): SceneSchema.ref("nonNegativeInsets")
        case .insets: SceneSchema.ref("insets")
        case .size: SceneSchema.ref("size")
        case .number(.nonNegative): SceneSchema.ref("nonNegativeNumber")
        case .number(let sign): ValueSchemas.number(sign)
        }
    }

    static func json(_ value: PropertyValue) -> SchemaJSON {
        switch value {
        case .bool(let flag): .bool(flag)
        case .number(let number): .number(number)
        case .text(let text): .string(text)
        case .numbers(let numbers): .numbers(numbers)
        }
    }
}
