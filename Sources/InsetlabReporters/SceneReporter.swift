public import InsetlabLayout
public import InsetlabScene
public import InsetlabYAML
public import InsetlabChecking
public import InsetlabWorkspace

/// Settings every reporter receives.
public struct ReporterOptions: Sendable {
    /// Colour or not (text formats; JSON ignores it).
    public var style: TerminalStyle
    /// The command named more than one scene (several files or a directory): formats that emit
    /// one document per scene wrap them in a list (JSON: an array of scene objects).
    public var multipleScenes: Bool
    /// Text formats: only what failed and the summary (`check --quiet`).
    public var quiet: Bool
    /// The version formats that name the tool print (SARIF's `tool.driver.version`).
    public var toolVersion: String

    public init(style: TerminalStyle = .plain, multipleScenes: Bool = false, quiet: Bool = false, toolVersion: String = "") {
        self.style = style
        self.multipleScenes = multipleScenes
        self.quiet = quiet
        self.toolVersion = toolVersion
    }
}

/// One output format of `insetlab run`, picked by its string id (`--format json`). A reporter
/// is called once per scene file, in input order, and streams its output.
public protocol SceneReporter {
    /// The `--format` value: `text`, `json`.
    static var identifier: String { get }
    /// One line for `--help`.
    static var summary: String { get }

    init(options: ReporterOptions)

    /// Before the first scene.
    mutating func begin(to output: ReportOutput)
    /// One valid scene file: an evaluation (layout + pitfall warnings) per variant, in
    /// `file.variants` order.
    mutating func report(_ file: SceneFile, evaluations: [VariantEvaluation], to output: ReportOutput)
    /// A file that is not a valid scene, in its place in the input order; its diagnostics also
    /// go to stderr. Formats meant for machines (SARIF, GitHub, JUnit) report it; the default
    /// does nothing.
    mutating func reportInvalid(_ path: String, diagnostics: [Diagnostic], to output: ReportOutput)
    /// After the last scene (also when every file was invalid).
    mutating func end(to output: ReportOutput)
}

extension SceneReporter {
    public mutating func reportInvalid(_ path: String, diagnostics: [Diagnostic], to output: ReportOutput) {}
}

/// The formats `run` knows, by id (`check` has its own list, `CheckReporters`, with the same ids).
public enum SceneReporters {
    public static var all: [any SceneReporter.Type] {
        [TextReporter.self, JSONReporter.self, MarkdownReporter.self, SARIFReporter.self, GitHubReporter.self, JUnitReporter.self]
    }

    /// `["text", "json"]`.
    public static var identifiers: [String] { all.map { $0.identifier } }

    /// The reporter for `identifier`, or `nil` when no format has that id.
    public static func make(_ identifier: String, options: ReporterOptions) -> (any SceneReporter)? {
        all.first { $0.identifier == identifier }.map { $0.init(options: options) }
    }
}
