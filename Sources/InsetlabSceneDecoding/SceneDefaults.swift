package import InsetlabYAML
import InsetlabScene

/// Values a project gives every scene that leaves them out: the default matrix of
/// `.insetlab.yml` (`matrix: {device: [...], ios: [...], orientation: [...]}`).
///
/// A scene without `matrix:` takes each axis the defaults name unless its top level sets that
/// axis itself (`device:`, `ios:`, `orientation:`): a scene that says `ios: 10` stays on iOS 10.
/// With a default device list, a scene may leave out `device:`. A scene with its own `matrix:`
/// takes nothing from the defaults.
public struct SceneDefaults: Sendable {
    var devices: [DeviceChoice]?
    var versions: [AxisValue<Int>]?
    var orientations: [AxisValue<Orientation>]?
    /// Where the device and iOS lists were written (`.insetlab.yml:4:3`), for messages about
    /// a variant they made.
    var deviceOrigin: String?
    var versionOrigin: String?

    /// The most variants one scene's matrix may make (`maximumVariants` in `.insetlab.yml`):
    /// variants multiply, and a few lines of axes can ask for billions.
    public var maximumVariants = SceneDefaults.defaultMaximumVariants

    /// 1,024: a device × iOS × orientation matrix of every built-in model is a few hundred.
    public static let defaultMaximumVariants = 1_024

    /// What `maximumVariants` may be set to.
    public static let maximumVariantsRange = 1...1_000_000

    /// No defaults: every scene as written.
    public init() {}

    public var isEmpty: Bool { devices == nil && versions == nil && orientations == nil }

    /// The device names of the default matrix, if it names devices.
    public var deviceNames: [String]? { devices?.map(\.name) }
    /// The iOS versions of the default matrix, if it names them.
    public var iosVersions: [Int]? { versions?.map(\.value) }
    public var orientationValues: [Orientation]? { orientations?.map(\.value) }
}

/// The scene decoder's value readers, for files that follow the same rules as scenes in other
/// modules of this package (`.insetlab.yml`): closed mappings with "did you mean", typed values
/// with `expected …, found …`, every error collected at its mark.
package struct StrictValueReader {
    private let reader: ValueReader

    package init(file: String) {
        reader = ValueReader(diagnostics: DecodingDiagnostics(file: file))
    }

    /// Every error so far, in source order.
    package var diagnostics: [Diagnostic] { reader.diagnostics.sortedByPosition() }

    package func error(_ message: String, at mark: Mark?, keyPath: String, notes: [String] = []) {
        reader.diagnostics.error(message, at: mark, keyPath: keyPath, notes: notes)
    }

    package func mapping(_ node: YAMLNode, what: String, keyPath: String) -> [(key: YAMLNode, value: YAMLNode)]? {
        reader.mapping(node, what: what, keyPath: keyPath)
    }

    /// Calls `read` for every key in `validKeys`; an unknown key is an error with the nearest
    /// valid key.
    package func forEachKnownKey(
        of entries: [(key: YAMLNode, value: YAMLNode)], in owner: String, validKeys: [String], keyPath: String,
        _ read: (String, YAMLNode, YAMLNode) -> Void
    ) {
        reader.forEachKnownKey(of: entries, in: owner, validKeys: validKeys, keyPath: keyPath, read)
    }

    package func list(_ node: YAMLNode, of what: String, keyPath: String) -> [YAMLNode]? {
        reader.list(node, of: what, keyPath: keyPath)
    }

    package func string(_ node: YAMLNode, what: String = "a string", keyPath: String) -> String? {
        reader.string(node, what: what, keyPath: keyPath)
    }

    /// A whole number within `range` (`maximumVariants: 4096`).
    package func wholeNumber(_ node: YAMLNode, in range: ClosedRange<Int>, keyPath: String) -> Int? {
        let what = "a whole number from \(range.lowerBound) to \(range.upperBound)"
        guard case .finite(let value) = ScalarNumber(node), value == value.rounded(),
            value >= Double(range.lowerBound), value <= Double(range.upperBound)
        else {
            reader.expected(what, found: node, keyPath: keyPath)
            return nil
        }
        // `1e3` and `01000` are 1000 to some readers only, as in scenes (DecimalIntegers).
        guard DecimalIntegers.isPlainDecimal(node) else {
            reader.expected(what, found: node, keyPath: keyPath, hint: DecimalIntegers.hint(Int(value), node))
            return nil
        }
        return Int(value)
    }

    /// One of `names`, with "did you mean" for a near miss.
    package func choice(_ node: YAMLNode, among names: [String], keyPath: String) -> String? {
        if node.kind == .scalar, !node.isNull, let text = node.scalar, names.contains(text) { return text }
        let hint = node.kind == .scalar ? NearestName.suggestion(for: node.scalar ?? "", among: names) : ""
        reader.expected(alternatives(names), found: node, keyPath: keyPath, hint: hint)
        return nil
    }

    /// `; did you mean 'x'?` or the empty string.
    package static func suggestion(for input: String, among names: [String]) -> String {
        NearestName.suggestion(for: input, among: names)
    }

    /// `matrix: {device: [...], ios: [...], orientation: [...]}` as defaults for every scene,
    /// read with the scene's own readers (device names, modelled iOS versions, orientations;
    /// non-empty lists without repeats).
    package func sceneDefaults(_ node: YAMLNode, keyPath: String) -> SceneDefaults {
        var defaults = SceneDefaults()
        let file = reader.diagnostics.file
        guard let entries = mapping(node, what: "a mapping of axes (device, ios, orientation) to lists", keyPath: keyPath) else {
            return defaults
        }
        guard !entries.isEmpty else {
            reader.diagnostics.error(
                "matrix is empty: list the axes every scene should vary (device, ios, orientation), or remove it",
                at: node.mark, keyPath: keyPath)
            return defaults
        }
        forEachKnownKey(of: entries, in: "the default matrix", validKeys: ValueReader.matrixAxes, keyPath: keyPath) { name, key, value in
            let path = keyPath + "." + name
            switch name {
            case "device":
                defaults.deviceOrigin = "\(file):\(key.mark)"
                defaults.devices = axis(value, of: "devices", keyPath: path, identity: \.name) { reader.device($0, keyPath: path) }
            case "ios":
                defaults.versionOrigin = "\(file):\(key.mark)"
                defaults.versions = axis(value, of: "iOS versions", keyPath: path, identity: { String($0.value) }) { item in
                    reader.iosVersion(item, keyPath: path).map { AxisValue(value: $0, mark: item.mark) }
                }
            default:
                defaults.orientations = axis(value, of: "orientations", keyPath: path, identity: \.value.rawValue) { item in
                    reader.choice(item, as: Orientation.self, keyPath: path).map { AxisValue(value: $0, mark: item.mark) }
                }
            }
        }
        return defaults
    }

    /// The items of one axis that decoded; an empty list or a repeat is an error.
    private func axis<Value>(
        _ node: YAMLNode, of what: String, keyPath: String, identity: (Value) -> String, read: (YAMLNode) -> Value?
    ) -> [Value]? {
        guard let items = list(node, of: what, keyPath: keyPath) else { return nil }
        guard !items.isEmpty else {
            error("\(keyPath) is empty; list at least one of the \(what) to vary over", at: node.mark, keyPath: keyPath)
            return nil
        }
        var values: [Value] = []
        var firstMark: [String: Mark] = [:]
        for item in items {
            guard let value = read(item) else { continue }
            let id = identity(value)
            if let first = firstMark[id] {
                error("'\(id)' is listed twice in \(keyPath)", at: item.mark, keyPath: keyPath, notes: ["first listed at \(first)"])
                continue
            }
            firstMark[id] = item.mark
            values.append(value)
        }
        return values.isEmpty ? nil : values
    }
}
