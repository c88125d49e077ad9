internal import InsetlabYAML
internal import InsetlabWorkspace

/// A scene as the importer builds it: YAML values that remember which storyboard element each
/// came from, so that the written text maps every line back to the storyboard.
indirect enum SceneValue {
    case scalar(String)
    /// A scalar with a storyboard origin of its own (one constraint of a list of them).
    case located(String, Mark?)
    /// A short list written inline: `[top, bottom]`.
    case flow([String])
    case list([SceneValue])
    case map(SceneMap)
}

/// An ordered YAML mapping whose entries carry their storyboard origin.
struct SceneMap {
    struct Entry {
        var key: String
        var value: SceneValue
        var source: Mark?
    }

    var entries: [Entry] = []
    /// Where this mapping came from (a controller or view element).
    var source: Mark?

    init(source: Mark? = nil) { self.source = source }

    /// Whether this mapping or any mapping below it satisfies `test`; a walk with its own stack,
    /// so a tree as deep as the XML reader allows costs no recursion.
    func anyMapping(_ test: (SceneMap) -> Bool) -> Bool {
        var stack: [SceneValue] = [.map(self)]
        while let value = stack.popLast() {
            switch value {
            case .map(let map):
                if test(map) { return true }
                stack += map.entries.map(\.value)
            case .list(let items): stack += items
            case .scalar, .located, .flow: break
            }
        }
        return false
    }

    /// The mapping with no storyboard origin on any entry, at any depth: for mappings written
    /// from another file, whose lines are not this one's. Only for the few small mappings that
    /// holds (a navigation controller's settings): it recurses.
    func withoutSources() -> SceneMap {
        func strip(_ value: SceneValue) -> SceneValue {
            switch value {
            case .map(let map): .map(map.withoutSources())
            case .list(let items): .list(items.map(strip))
            case .located(let text, _): .located(text, nil)
            case .scalar, .flow: value
            }
        }
        var result = SceneMap()
        for entry in entries { result.entries.append(Entry(key: entry.key, value: strip(entry.value), source: nil)) }
        return result
    }

    /// Whether `key` is set in this mapping or any mapping below it.
    func setsAnywhere(_ key: String) -> Bool { anyMapping { $0.entries.contains { $0.key == key } } }

    /// Whether a UIStackView in this mapping or below it holds a hidden arranged subview (its
    /// `subviews` list has a view with `isHidden: true`).
    func hidesAnArrangedSubview() -> Bool {
        anyMapping { map in
            guard map.entries.contains(where: { if $0.key == "type", case .scalar("UIStackView") = $0.value { true } else { false } }),
                case .list(let items)? = map.entries.first(where: { $0.key == "subviews" })?.value
            else { return false }
            return items.contains { item in
                guard case .map(let view) = item else { return false }
                return view.entries.contains { if $0.key == "isHidden", case .scalar("true") = $0.value { true } else { false } }
            }
        }
    }

    mutating func set(_ key: String, _ value: SceneValue, source: Mark? = nil) {
        entries.append(Entry(key: key, value: value, source: source))
    }

    mutating func set(_ key: String, _ scalar: String, source: Mark? = nil) {
        set(key, .scalar(scalar), source: source)
    }

    /// A text value as YAML reads it back as text: quoted when YAML 1.2 would type it (an
    /// Interface Builder id `1` or `55` from a converted xib is a number there, and insetlab
    /// refuses a number where an id belongs).
    mutating func set(text key: String, _ text: String, source: Mark? = nil) {
        set(key, .scalar(SceneQuoting.string(text)), source: source)
    }

    mutating func set(_ key: String, _ number: Double, source: Mark? = nil) {
        set(key, .scalar(SceneNumber.format(number)), source: source)
    }

    mutating func set(_ key: String, _ flag: Bool, source: Mark? = nil) {
        set(key, .scalar(flag ? "true" : "false"), source: source)
    }

    var isEmpty: Bool { entries.isEmpty }
}

enum SceneNumber {
    /// `8`, `0.5`, `-20`, `43.5`: the shortest text that reads back as the same number.
    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }
}

/// Block-style YAML text with, for every line, the storyboard position it came from.
struct SceneTextWriter {
    private(set) var text = ""
    /// `lineSources[n - 1]`: the storyboard mark of YAML line n (nil for comments and headers).
    private(set) var lineSources: [Mark?] = []

    mutating func comment(_ line: String) {
        emit("# " + line.replacingEvery("\n", with: " "), source: nil)
    }

    mutating func blank() { emit("", source: nil) }

    mutating func write(_ map: SceneMap) {
        write(map, indent: 0, inherited: map.source)
    }

    private mutating func emit(_ line: String, source: Mark?) {
        text += line
        text += "\n"
        lineSources.append(source)
    }

    private mutating func write(_ map: SceneMap, indent: Int, inherited: Mark?, firstPrefix: String? = nil) {
        let pad = String(repeating: " ", count: indent)
        var prefix = firstPrefix
        let mapSource = map.source ?? inherited
        for entry in map.entries {
            let lead = prefix ?? pad
            prefix = nil
            let source = entry.source ?? mapSource
            let key = SceneQuoting.key(entry.key)
            switch entry.value {
            case .scalar(let scalar):
                emit("\(lead)\(key): \(scalar)", source: source)
            case .located(let scalar, let own):
                emit("\(lead)\(key): \(scalar)", source: own ?? source)
            case .flow(let items):
                emit("\(lead)\(key): [\(items.joined(separator: ", "))]", source: source)
            case .map(let inner):
                if inner.isEmpty {
                    emit("\(lead)\(key): {}", source: source)
                } else {
                    emit("\(lead)\(key):", source: inner.source ?? source)
                    write(inner, indent: indent + 2, inherited: inner.source ?? source)
                }
            case .list(let items):
                if items.isEmpty {
                    emit("\(lead)\(key): []", source: source)
                    continue
                }
                emit("\(lead)\(key):", source: source)
                writeList(items, indent: indent + 2, inherited: source)
            }
        }
    }

    private mutating func writeList(_ items: [SceneValue], indent: Int, inherited: Mark?) {
        let pad = String(repeating: " ", count: indent)
        for item in items {
            switch item {
            case .scalar(let scalar):
                emit("\(pad)- \(scalar)", source: inherited)
            case .located(let scalar, let own):
                emit("\(pad)- \(scalar)", source: own ?? inherited)
            case .flow(let values):
                emit("\(pad)- [\(values.joined(separator: ", "))]", source: inherited)
            case .map(let inner):
                if inner.isEmpty {
                    emit("\(pad)- {}", source: inner.source ?? inherited)
                } else {
                    write(inner, indent: indent + 2, inherited: inner.source ?? inherited, firstPrefix: pad + "- ")
                }
            case .list(let values):
                emit("\(pad)-", source: inherited)
                writeList(values, indent: indent + 2, inherited: inherited)
            }
        }
    }
}

/// Quoting for the few strings a scene carries (names, constraint lines).
enum SceneQuoting {
    /// A plain scalar when it cannot be misread, otherwise a double-quoted one.
    static func string(_ value: String) -> String {
        if isPlainSafe(value) { return value }
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                    || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
                {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    static func key(_ key: String) -> String { isPlainSafe(key) ? key : string(key) }

    private static let reservedWords: Set<String> = [
        "true", "false", "yes", "no", "on", "off", "null", "~", "y", "n",
    ]

    private static func isPlainSafe(_ value: String) -> Bool {
        guard let first = value.unicodeScalars.first, !value.isEmpty else { return false }
        if reservedWords.contains(value.lowercased()) { return false }
        if Double(value) != nil { return false }
        guard first.properties.isAlphabetic || first == "_" else { return false }
        for scalar in value.unicodeScalars {
            let ok = scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || " _-.()".unicodeScalars.contains(scalar))
            if !ok { return false }
        }
        return value.last != " "
    }
}
