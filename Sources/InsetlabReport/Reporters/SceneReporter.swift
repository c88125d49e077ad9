public import InsetlabLayout
public import InsetlabScene

/// Settings every reporter receives.
public struct ReporterOptions: Sendable {
    /// Colour or not (text formats; JSON ignores it).
    public var style: TerminalStyle
    /// The command named more than one scene (several files or a directory): formats that emit
    /// one document per scene wrap them in a list (JSON: an array of scene objects).
    public var multipleScenes: Bool

    public init(style: TerminalStyle = .plain, multipleScenes: Bool = false) {
        self.style = style
        self.multipleScenes = multipleScenes
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
    /// After the last scene (also when every file was invalid).
    mutating func end(to output: ReportOutput)
}

/// The formats `run` knows, by id.
public enum SceneReporters {
    public static var all: [any SceneReporter.Type] { [TextReporter.self, JSONReporter.self] }

    /// `["text", "json"]`.
    public static var identifiers: [String] { all.map { $0.identifier } }

    /// The reporter for `identifier`, or `nil` when no format has that id.
    public static func make(_ identifier: String, options: ReporterOptions) -> (any SceneReporter)? {
        all.first { $0.identifier == identifier }.map { $0.init(options: options) }
    }
}
