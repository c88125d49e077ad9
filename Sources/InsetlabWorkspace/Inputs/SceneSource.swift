public import InsetlabRules
public import InsetlabScene
import InsetlabSceneDecoding
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
    /// The size when it is over the scene limit and `contents` were never read (a git blob or a
    /// file of 200 MB is refused without loading it); nil when `contents` are the whole file.
    public var unreadSize: Int?

    public init(displayName: String, contents: [UInt8], unreadSize: Int? = nil) {
        self.displayName = displayName
        self.contents = contents
        self.unreadSize = unreadSize
    }

    /// Reads the file at `path` (`SourceFile.contents`: one open, one read; `-` and pipes as
    /// streams). Diagnostics name it `displayName`: `SceneInputs.displayName(path)` when `nil`
    /// (`<stdin>` for `-`). A file over the size limit is not read: `unreadSize` says how big it
    /// is, and loading it is the size error.
    public static func read(_ path: String, displayName: String? = nil) throws(DiagnosticError) -> SceneSource {
        let name = displayName ?? SceneInputs.displayName(path)
        switch try SourceFile.contents(path, displayName: name) {
        case .bytes(let bytes): return SceneSource(displayName: name, contents: bytes)
        case .tooLarge(let size): return SceneSource(displayName: name, contents: [], unreadSize: size)
        }
    }

    /// Parses and decodes the scene, and scans its suppression comments from the same bytes;
    /// `defaults` is the configuration's default matrix.
    public func load(defaults: SceneDefaults = SceneDefaults()) throws(DiagnosticError) -> LoadedScene {
        if let unreadSize {
            throw DiagnosticError(.error(YAMLParser.tooLargeMessage(unreadSize), file: displayName, at: nil))
        }
        return try contents.withUnsafeBufferPointer { bytes throws(DiagnosticError) in
            let document = try YAMLParser.parse(bytes, file: displayName)
            let file = try SceneDecoder.decode(document, defaults: defaults)
            return LoadedScene(file, suppressions: Suppressions(utf8: bytes, isInsideString: document.quotedScalarCovers))
        }
    }

    /// Parses and decodes the scene; `defaults` is the configuration's default matrix.
    public func decode(defaults: SceneDefaults = SceneDefaults()) throws(DiagnosticError) -> SceneFile {
        try load(defaults: defaults).file
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
    /// (`.insetlab.yml`); diagnostics name the file as the user wrote it (`<stdin>` for `-`).
    public static func loader(defaults: SceneDefaults = SceneDefaults()) -> SceneLoader {
        { path throws(DiagnosticError) in try SceneSource.read(path).load(defaults: defaults) }
    }
}
