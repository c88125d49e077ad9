/// The tags insetlab accepts: the YAML 1.2 core schema's (`!!str`, `!!int`, `!!float`, `!!bool`,
/// `!!null`, `!!seq`, `!!map`), `!!merge` on a `<<` key, and the non-specific `!`. Any other
/// tag (`!foo`, `!<tag:example.com,2026:kind>`) names a type no scene key has, so reading the
/// value as if the tag were absent would silently accept what the author meant differently.
public enum CoreSchemaTags {
    static let accepted: Set<String> = [
        "!", "tag:yaml.org,2002:str", "tag:yaml.org,2002:int", "tag:yaml.org,2002:float", "tag:yaml.org,2002:bool",
        "tag:yaml.org,2002:null", "tag:yaml.org,2002:seq", "tag:yaml.org,2002:map", "tag:yaml.org,2002:merge",
    ]

    /// Tags that leave a scalar's text to decide its type (`!!int 17` reads as `17` does).
    static let typedScalar: Set<String> = ["tag:yaml.org,2002:int", "tag:yaml.org,2002:float", "tag:yaml.org,2002:bool", "tag:yaml.org,2002:null"]

    /// A tag as a scene writes it: `!!int` for `tag:yaml.org,2002:int`; any other as it is.
    public static func shown(_ tag: String) -> String { tag.hasPrefix("tag:yaml.org,2002:") ? "!!" + tag.dropFirst(18) : tag }

    /// One error per node with a tag outside the core schema, or a core tag on a node of another
    /// kind (`!!null` on a mapping, `!!seq` on a scalar: PyYAML refuses both), in source order.
    static func problems(in document: YAMLDocument) -> [Diagnostic] {
        guard !document.tags.isEmpty else { return [] }
        return document.tags.compactMap { index, tag -> (mark: Mark, message: String)? in
            let node = document.nodes[index]
            guard accepted.contains(tag) else {
                return (node.mark, "unsupported YAML tag '\(tag)': insetlab reads the core schema only"
                    + " (!!str, !!int, !!float, !!bool, !!null, !!seq, !!map, or the non-specific '!')")
            }
            let kind = switch node.content { case .scalar: "a scalar"; case .mapping: "a mapping"; case .sequence: "a list" }
            let named = tag == "tag:yaml.org,2002:map" ? "a mapping" : tag == "tag:yaml.org,2002:seq" ? "a list"
                : tag == "!" || tag == "tag:yaml.org,2002:merge" ? kind : "a scalar"
            return named == kind ? nil : (node.mark, "the tag '\(shown(tag))' names \(named), but it is on \(kind); remove the tag")
        }
        .sorted { $0.mark < $1.mark }
        .map { .error($0.message, file: document.file, at: $0.mark) }
    }
}

extension YAMLDocument {
    /// `CoreSchemaTags.problems` (none for most files: one dictionary's emptiness). Scene and
    /// configuration decoders refuse them; the parser keeps every tag, as libyaml resolves it.
    public var unsupportedTagDiagnostics: [Diagnostic] { CoreSchemaTags.problems(in: self) }
}
