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
    /// `diff`: what it compares, for the report's heading.
    public var diff: DiffContext
    /// `github`: the folder annotation paths are relative to (the runner's `GITHUB_WORKSPACE`,
    /// the repository's root) and the working folder the scenes' paths are relative to; nil:
    /// paths as the command line names them.
    public var annotationPaths: (root: String, workingDirectory: String)?

    public init(
        style: TerminalStyle = .plain, multipleScenes: Bool = false, quiet: Bool = false, toolVersion: String = "",
        diff: DiffContext = DiffContext(), annotationPaths: (root: String, workingDirectory: String)? = nil
    ) {
        self.style = style
        self.multipleScenes = multipleScenes
        self.quiet = quiet
        self.toolVersion = toolVersion
        self.diff = diff
        self.annotationPaths = annotationPaths
    }
}

extension ReporterOptions {
    /// `file` named from the repository's root in a GitHub Actions job (`annotationPaths`): the
    /// runner resolves an annotation's `file=`, and code scanning a SARIF result's URI, from
    /// there, not from the folder the step runs in. Elsewhere, for standard input, or for a file
    /// outside the workspace: as given.
    static func fromRepositoryRoot(_ file: String, _ paths: (root: String, workingDirectory: String)?) -> String {
        guard let paths, file != StreamInput.standardInputPath, !file.hasPrefix("<") else { return file }
        let absolute = FilePaths.absolute(file, from: paths.workingDirectory)
        guard let inside = FilePaths.inside(absolute, directory: paths.root), inside != "." else { return file }
        return inside
    }
}

/// The commands that report: each has its own formats (`--format`), all behind `Reporter`.
public enum ReportCommand: Sendable, Hashable {
    case run, check, diff
}

/// One input of a command, as its reporters get it, in input order.
public enum ReportItem {
    /// `run`: a valid scene file, an evaluation (layout + pitfall warnings) per variant, in
    /// `file.variants` order.
    case evaluated(SceneFile, evaluations: [VariantEvaluation])
    /// `check`: a valid scene file, checked.
    case checked(CheckedScene)
    /// `diff`: one scene path compared (or not compared: a side is invalid).
    case compared(DiffItem)
    /// `run`, `check`: a file that is not a valid scene, in its place in the input order; its
    /// diagnostics also go to stderr. Formats meant for machines (SARIF, GitHub, JUnit) report it.
    case invalid(path: String, diagnostics: [Diagnostic])
}

/// A command's totals, handed to its reporters after the last item.
public enum ReportTotals {
    case run(RunSummary)
    case check(CheckSummary)
    case diff(DiffSummary)
}

/// One output format of `run`, `check` or `diff`, picked by its string id (`--format json`):
/// bytes from results. Called once before the first input, once per input in input order (so
/// it can stream), and once with the totals. A format that serves several commands (Markdown,
/// SARIF, GitHub, JUnit serve `run` and `check`) is one type; it only ever gets the items of
/// the commands `Reporters` lists it under.
public protocol Reporter {
    /// The `--format` value: `text`, `json`.
    static var identifier: String { get }
    /// One line for `--help`.
    static var summary: String { get }

    init(options: ReporterOptions)

    mutating func begin(to output: ReportOutput)
    mutating func report(_ item: ReportItem, to output: ReportOutput)
    mutating func end(_ totals: ReportTotals, to output: ReportOutput)

    /// This format as one that renders scenes on the worker threads (`PrerenderingRunFormat`),
    /// or nil. A requirement rather than an `as?` cast: a cast to a protocol a type does not
    /// conform to scans every conformance record (a tenth of one small scene's start-up).
    var prerendering: (any PrerenderingRunFormat)? { get }
}

extension Reporter {
    public var prerendering: (any PrerenderingRunFormat)? { nil }
}

extension PrerenderingRunFormat {
    public var prerendering: (any PrerenderingRunFormat)? { self }
}

/// The formats each command knows, by id.
public enum Reporters {
    public static func all(for command: ReportCommand) -> [any Reporter.Type] {
        switch command {
        case .run:
            [TextReporter.self, JSONReporter.self, MarkdownReporter.self, SARIFReporter.self, GitHubReporter.self, JUnitReporter.self]
        case .check:
            [
                CheckReporter.self, CheckJSONReporter.self, MarkdownReporter.self, SARIFReporter.self,
                GitHubReporter.self, JUnitReporter.self,
            ]
        case .diff:
            [TextDiffReporter.self, MarkdownDiffReporter.self, JSONDiffReporter.self]
        }
    }

    /// `["text", "json", …]`.
    public static func identifiers(for command: ReportCommand) -> [String] { all(for: command).map { $0.identifier } }

    /// The reporter for `identifier`, or `nil` when the command has no format with that id.
    public static func make(_ identifier: String, for command: ReportCommand, options: ReporterOptions) -> (any Reporter)? {
        all(for: command).first { $0.identifier == identifier }.map { $0.init(options: options) }
    }
}

/// A format and where it writes (the terminal, or the `--output` file).
public struct ReportTarget {
    public var reporter: any Reporter
    public var output: ReportOutput

    public init(_ reporter: any Reporter, to output: ReportOutput) {
        self.reporter = reporter
        self.output = output
    }
}

/// Totals of `insetlab run`.
public struct RunSummary: Sendable, Hashable {
    public var scenes = 0
    public var variants = 0
    public var invalid = 0
    /// Pitfall warnings reported, and how many of them are errors.
    public var warnings = 0
    public var errorWarnings = 0

    public init() {}
}
