public import InsetlabRules
public import InsetlabScene
public import InsetlabYAML

/// One version of a scene file: what diagnostics call it, and its bytes.
///
/// Every command reads a scene through here: `read` takes the file's bytes once (one open, one
/// read), and `load` hands that one buffer to libyaml and to the suppression scan.
public struct SceneSource: Sendable {
    /// `scenes/feed.yaml` in the working tree, `main:scenes/feed.yaml` at a revision (git's
    /// own notation), so a diagnostic says which side is invalid.
    public var displayName: String
    public var contents: [UInt8]

    public init(displayName: String, contents: [UInt8]) {
        self.displayName = displayName
        self.contents = contents
    }

    /// Reads the file at `path` (`SourceFile.read`). Diagnostics name it `displayName`, the
    /// path as given when `nil`. With `checkingSize` (the default) an oversized file is refused
    /// before it is read; `diff` reads it whole and lets the parser refuse it, as a side of
    /// the diff that is invalid.
    public static func read(
        _ path: String, displayName: String? = nil, checkingSize: Bool = true
    ) throws(DiagnosticError) -> SceneSource {
        let limits = checkingSize ? YAMLLimits.default : YAMLLimits(maxFileBytes: .max)
        let name = displayName ?? path
        return SceneSource(displayName: name, contents: try SourceFile.read(path, displayName: name, limits: limits))
    }

    /// Parses and decodes the scene, and scans its suppression comments from the same bytes;
    /// `defaults` is the configuration's default matrix.
    public func load(defaults: SceneDefaults = SceneDefaults()) throws(DiagnosticError) -> LoadedScene {
        try contents.withUnsafeBufferPointer { bytes throws(DiagnosticError) in
            let file = try SceneDecoder.decode(YAMLParser.parse(bytes, file: displayName), defaults: defaults)
            return LoadedScene(file, suppressions: Suppressions(utf8: bytes))
        }
    }

    /// Parses and decodes the scene; `defaults` is the configuration's default matrix.
    public func decode(defaults: SceneDefaults = SceneDefaults()) throws(DiagnosticError) -> SceneFile {
        try load(defaults: defaults).file
    }

    /// Decodes and lays out every variant (suppression comments read from the same bytes).
    public func evaluate(
        configuration: RuleConfiguration = RuleConfiguration(), defaults: SceneDefaults = SceneDefaults()
    ) throws(DiagnosticError) -> EvaluatedScene {
        let loaded = try load(defaults: defaults)
        return EvaluatedScene(file: loaded.file, suppressions: loaded.suppressions, configuration: configuration)
    }
}

/// A scene file read and decoded, with what its text says beside the scene.
public struct LoadedScene: Sendable {
    public var file: SceneFile
    /// Its `# insetlab:disable` comments.
    public var suppressions: Suppressions

    public init(_ file: SceneFile, suppressions: Suppressions = Suppressions()) {
        self.file = file
        self.suppressions = suppressions
    }
}

/// Reads a scene file: `SceneLoading.loader` in the CLI, a dictionary in tests. Called from
/// several threads at once.
public typealias SceneLoader = @Sendable (_ path: String) throws(DiagnosticError) -> LoadedScene

/// The one way `run`, `check`, `explain` and `report` read scene files.
public enum SceneLoading {
    /// Reads each path once and decodes it with the configuration's default matrix
    /// (`.insetlab.yml`); diagnostics name the file as the user wrote it.
    public static func loader(defaults: SceneDefaults = SceneDefaults()) -> SceneLoader {
        { path throws(DiagnosticError) in try SceneSource.read(path).load(defaults: defaults) }
    }
}
