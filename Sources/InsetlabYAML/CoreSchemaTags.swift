/// The tags insetlab accepts: the YAML 1.2 core schema's (`!!str`, `!!int`, `!!float`, `!!bool`,
/// `!!null`, `!!seq`, `!!map`), `!!merge` on a `<<` key, and the non-specific `!`. Any other
/// tag (`!foo`, `!<tag:example.com,2026:kind>`) names a type no scene key has, so reading the
/// value as if the tag were absent would silently accept what the author meant differently.
enum CoreSchemaTags {
    static let accepted: Set<String> = [
        "!", "tag:yaml.org,2002:str", "tag:yaml.org,2002:int", "tag:yaml.org,2002:float", "tag:yaml.org,2002:bool",
        "tag:yaml.org,2002:null", "tag:yaml.org,2002:seq", "tag:yaml.org,2002:map", "tag:yaml.org,2002:merge",
    ]

    /// Tags that leave a scalar's text to decide its type (`!!int 17` reads as `17` does).
    static let typedScalar: Set<String> = [
        "tag:yaml.org,2002:int", "tag:yaml.org,2002:float", "tag:yaml.org,2002:bool", "tag:yaml.org,2002:null",
    ]

    /// One error per node with a tag outside the core schema, in source order.
    static func problems(in document: YAMLDocument) -> [Diagnostic] {
        guard !document.tags.isEmpty else { return [] }
        return document.tags.filter { !accepted.contains($0.value) }
            .map { (mark: document.nodes[$0.key].mark, tag: $0.value) }
            .sorted { $0.mark < $1.mark }
            .map { node in
                .error(
                    "unsupported YAML tag '\(node.tag)': insetlab reads the core schema only"
                        + " (!!str, !!int, !!float, !!bool, !!null, !!seq, !!map, or the non-specific '!')",
                    file: document.file, at: node.mark)
            }
    }
}

extension YAMLDocument {
    /// Every tag outside the core schema, as errors in source order (none for most files: the
    /// check is one dictionary's emptiness). Scene and configuration decoders refuse them; the
    /// parser itself keeps every tag, as libyaml resolves it.
    public var unsupportedTagDiagnostics: [Diagnostic] { CoreSchemaTags.problems(in: self) }
}
