import InsetlabScene
import InsetlabSceneDecoding

/// Matrix property axes (`nav.navigationBar.isTranslucent: [true, false]`) and the `when:` keys
/// that select by them: one pattern per property in the decoder's `AxisProperty.all`, whose
/// value is what the same key takes in the tree. Which ids exist, and whether the id's type has
/// the property, is the decoder's to check.
enum PropertyAxisSchemas {
    /// The key as the tree describes it (value schema, hover text, default or example).
    static func key(_ property: AxisProperty) -> SchemaKey {
        let name = property.name
        switch property.access {
        case .controller(let access):
            if let dot = name.firstIndex(of: ".") {
                let bar = String(name[..<dot])
                let setting = String(name[name.index(after: dot)...])
                guard let key = ControllerSchemas.barKeys(bar).first(where: { $0.name == setting }) else {
                    preconditionFailure("matrix axis property '\(name)' is not a bar setting the schema describes")
                }
                return key
            }
            guard let kind = ControllerKind.allCases.first(where: access.takes) else {
                preconditionFailure("matrix axis property '\(name)' belongs to no controller type")
            }
            return ControllerSchemas.key(name, of: kind)
        case .view:
            if name.hasPrefix("layout.") {
                guard let key = ViewPartSchemas.layoutKeys.first(where: { "layout." + $0.name == name }) else {
                    preconditionFailure("matrix axis property '\(name)' is not a layout key the schema describes")
                }
                return key
            }
            guard let viewKey = ViewKey(rawValue: name) else {
                preconditionFailure("matrix axis property '\(name)' is not a view key the schema describes")
            }
            return ViewSchemas.key(viewKey)
        }
    }

    /// `^ID\.navigationBar\.isTranslucent$`, with an id `expect` could name.
    static func pattern(_ property: AxisProperty) -> String {
        ExpectSchemas.idPrefix + "\\."
            + property.name.split(separator: ".", omittingEmptySubsequences: false).joined(separator: "\\.") + "$"
    }

    /// `matrix:` entries: a non-empty list of distinct values of the property.
    static var matrixPatterns: [SchemaJSON.Member] {
        AxisProperty.all.map { property in
            let key = key(property)
            var example: SchemaJSON = [:]
            if let sample = key.defaultValue ?? key.example { example = ["examples": [[sample]]] }
            return .init(
                pattern(property),
                SceneSchema.described(
                    """
                    A property axis: the values of ID.\(property.name) to evaluate, each once \
                    (every combination with the other axes is a variant). ID is a controller or \
                    view with this property. \(key.summary)
                    """,
                    ExpectSchemas.axis(key.value)
                ).merging(example)
            )
        }
    }

    /// `when:` entries: one value of a property axis of the matrix.
    static var whenPatterns: [SchemaJSON.Member] {
        AxisProperty.all.map { property in
            let key = key(property)
            return .init(
                pattern(property),
                SceneSchema.described(
                    "Selects the variants where the matrix's ID.\(property.name) axis has this value. \(key.summary)",
                    key.value
                )
            )
        }
    }
}
