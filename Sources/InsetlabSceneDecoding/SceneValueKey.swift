import InsetlabYAML
import InsetlabScene

/// What a value key holds: how the decoder reads it and how the JSON Schema describes it.
package enum SceneValueType: Sendable {
    case bool
    /// One of an enum's raw values; `summary` is the schema's one-line description of them.
    case choice(values: [String], summary: String)
    /// `edgesForExtendedLayout`: `all`, `none` or a list of edges.
    case edges
    case insets(ValueReader.Sign)
    case size
    case number(ValueReader.Sign)
}

/// The iOS release that added a property (or one of its values): on an older variant the key is
/// an error at its line (`VersionGatedOptions`).
package struct Availability: Sendable {
    package var since: Int
    /// Only this value is newer (`style: insetGrouped`); nil: the key itself.
    package var value: String?
    /// What to write instead.
    package var instead = "remove it"
}

/// One scene key that holds one value of a controller or a view (`contentInsetAdjustmentBehavior`,
/// `prefersStatusBarHidden`): everything insetlab knows of it, in one entry. The decoder reads it
/// with `read`, a matrix axis varies it with `get` and `copy`, the version check gates it with
/// `availability`, and the JSON Schema describes it with `type`, `documentation` and the
/// default (`get` of a spec with UIKit's defaults) or `example`. Adding a key is one entry in
/// `ControllerValueKeys` or `ViewValueKeys` (and the model property it sets).
package struct SceneValueKey<Spec>: Sendable {
    /// As the scene writes it.
    package let name: String
    package let type: SceneValueType
    package let availability: Availability?
    /// The schema's description (an editor's hover text), without the default.
    package let documentation: String
    /// Shown by the schema instead of a default, for a property whose default is not one fixed
    /// value (UIKit's margins, self-sizing rows).
    package let example: PropertyValue?
    /// Reads `node` into the spec, reporting a bad value (and then leaving the spec as it was,
    /// or clearing an optional property, as the property's own reader does).
    let read: @Sendable (ValueReader, YAMLNode, inout Spec, () -> String) -> Void
    /// The value as a matrix axis and the schema's default show it.
    package let get: @Sendable (Spec) -> PropertyValue
    /// Copies the property from a spec holding an axis value into a variant's spec.
    package let copy: @Sendable (inout Spec, Spec) -> Void

    /// Reads one occurrence of the key; `keyPath` is built only for a message.
    func read(_ value: YAMLNode, with reader: ValueReader, into spec: inout Spec, keyPath: @autoclosure () -> String) {
        read(reader, value, &spec, keyPath)
    }
}

// MARK: Builders, one per kind of value

extension SceneValueKey {
    private init<Value>(
        _ name: String, _ type: SceneValueType, _ path: WritableKeyPath<Spec, Value> & Sendable, since availability: Availability?,
        example: PropertyValue? = nil, documentation: String,
        read: @escaping @Sendable (ValueReader, YAMLNode, () -> String) -> Value?, show: @escaping @Sendable (Value) -> PropertyValue
    ) {
        self.init(
            name: name, type: type, availability: availability, documentation: documentation, example: example,
            read: { reader, node, spec, keyPath in
                // nil: left as it was; for an optional property, `.some(nil)` clears it.
                if let value = read(reader, node, keyPath) { spec[keyPath: path] = value }
            },
            get: { show($0[keyPath: path]) },
            copy: { $0[keyPath: path] = $1[keyPath: path] })
    }

    static func bool(_ name: String, _ path: WritableKeyPath<Spec, Bool> & Sendable, since: Availability? = nil, _ documentation: String) -> Self {
        Self(name, .bool, path, since: since, documentation: documentation,
             read: { reader, node, keyPath in reader.bool(node, keyPath: keyPath()) }, show: PropertyValue.bool)
    }

    static func choice<Value: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, _ path: WritableKeyPath<Spec, Value> & Sendable, _ summary: String, since: Availability? = nil, _ documentation: String
    ) -> Self where Value.RawValue == String {
        Self(name, .choice(values: Value.allCases.map(\.rawValue), summary: summary), path, since: since, documentation: documentation,
             read: { reader, node, keyPath in reader.choice(node, as: Value.self, keyPath: keyPath()) },
             show: { .text($0.rawValue) })
    }

    static func edges(_ name: String, _ path: WritableKeyPath<Spec, RectEdges> & Sendable, _ documentation: String) -> Self {
        Self(name, .edges, path, since: nil, documentation: documentation,
             read: { reader, node, keyPath in reader.rectEdges(node, keyPath: keyPath()) },
             show: { .text($0.sceneDescription) })
    }

    static func insets(
        _ name: String, _ path: WritableKeyPath<Spec, Insets> & Sendable, sign: ValueReader.Sign = .any, since: Availability? = nil,
        _ documentation: String
    ) -> Self {
        Self(name, .insets(sign), path, since: since, documentation: documentation,
             read: { reader, node, keyPath in reader.insets(node, sign, keyPath: keyPath()) },
             show: { .numbers($0.components) })
    }

    /// Insets that UIKit chooses when left out: a bad value leaves them to UIKit.
    static func optionalInsets(
        _ name: String, _ path: WritableKeyPath<Spec, Insets?> & Sendable, _ sign: ValueReader.Sign, example: [Double],
        since: Availability? = nil, _ documentation: String
    ) -> Self {
        Self(name, .insets(sign), path, since: since, example: .numbers(example), documentation: documentation,
             read: { reader, node, keyPath in .some(reader.insets(node, sign, keyPath: keyPath())) },
             show: { .numbers(($0 ?? .zero).components) })
    }

    static func size(_ name: String, _ path: WritableKeyPath<Spec, Size> & Sendable, _ documentation: String) -> Self {
        Self(name, .size, path, since: nil, documentation: documentation,
             read: { reader, node, keyPath in reader.size(node, keyPath: keyPath()) },
             show: { .numbers($0.components) })
    }

    static func number(
        _ name: String, _ path: WritableKeyPath<Spec, Double> & Sendable, _ sign: ValueReader.Sign, _ documentation: String
    ) -> Self {
        Self(name, .number(sign), path, since: nil, documentation: documentation,
             read: { reader, node, keyPath in reader.number(node, sign, keyPath: keyPath()) },
             show: PropertyValue.number)
    }

    /// A number UIKit chooses when left out: a bad value leaves it to UIKit.
    static func optionalNumber(
        _ name: String, _ path: WritableKeyPath<Spec, Double?> & Sendable, _ sign: ValueReader.Sign, example: Double, _ documentation: String
    ) -> Self {
        Self(name, .number(sign), path, since: nil, example: .number(example), documentation: documentation,
             read: { reader, node, keyPath in .some(reader.number(node, sign, keyPath: keyPath())) },
             show: { .number($0 ?? 0) })
    }
}

extension SceneValueKey {
    /// The same key on a part of a larger spec (a scroll view's `ScrollSpec` inside its
    /// `ViewSpec`), for matrix axes, which copy between whole specs. A spec without the part
    /// (not a scroll view) is left alone.
    func lifted<Whole>(_ part: WritableKeyPath<Whole, Spec?> & Sendable, empty: Spec) -> SceneValueKey<Whole> where Spec: Sendable {
        let read = self.read, get = self.get, copy = self.copy
        return SceneValueKey<Whole>(
            name: name, type: type, availability: availability, documentation: documentation, example: example,
            read: { reader, node, whole, keyPath in
                guard var value = whole[keyPath: part] else { return }
                read(reader, node, &value, keyPath)
                whole[keyPath: part] = value
            },
            get: { get($0[keyPath: part] ?? empty) },
            copy: { target, source in
                guard let from = source[keyPath: part], var value = target[keyPath: part] else { return }
                copy(&value, from)
                target[keyPath: part] = value
            })
    }
}
