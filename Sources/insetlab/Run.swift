import ArgumentParser
import InsetlabReport
import InsetlabConfiguration
import InsetlabImport
import InsetlabPictures
import InsetlabReporters
import InsetlabWorkspace

struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        // Named here: without it ArgumentParser derives the name with String(describing:) on the
        // type, a protocol-conformance scan of every loaded image that costs milliseconds at start-up.
        commandName: "run",
        abstract: "Lay out every variant of every scene file and print the result.",
        discussion: """
            Directories expand to every .yaml/.yml file below them (sorted; hidden folders \
            skipped). Without a path, the scenes `include:` lists in .insetlab.yml (less its \
            `exclude:`). With --format json, one file prints one scene object; several files or \
            a directory print a JSON array of scene objects. markdown, sarif, github and junit \
            carry every pitfall warning (see `insetlab check --help`). Files are evaluated on \
            every core; the report keeps the input order.

              insetlab run scenes/examples/feed.yaml
              insetlab run --format json scenes > layout.json
              insetlab run --format sarif --output layout.sarif scenes
              insetlab run --format svg --output feed.svg scenes/examples/feed.yaml

            --format svg draws each variant: the screen to scale, the bars, every view, the safe \
            area, scroll content at rest and the warnings. One picture prints to stdout (or \
            --output FILE); several need --output FILE as a stem, one file per variant \
            (feed.svg → feed-iphone-x-ios-11-portrait.svg). Files insetlab did not write are \
            never overwritten, except the one --output names.

            Configuration: the nearest .insetlab.yml in the current folder or above (--config \
            FILE instead, --no-config for none) sets rule severities, disabled rules and a \
            default matrix.

            Exit codes: 0 all scenes valid; 1 an error-severity warning fired; 2 a scene or the \
            configuration is invalid (diagnostics on stderr, the other files are still \
            reported); 64 usage error; 66 a path does not exist or cannot be read, or the paths hold no scene; 73 the \
            --output file or standard output cannot be written. The worst code wins.
            """
    )

    @Argument(help: "Scene files or directories (default: the configuration's include, else scenes when that folder exists).")
    var paths: [String] = []

    @Option(
        name: [.long, .customLong("reporter")],
        help: "Output format: \(Run.formats.joined(separator: ", ")) (--reporter, as SwiftLint spells it, is the same option).")
    var format: String = TextReporter.identifier

    @Flag(help: "Warnings fail (exit 1): every rule of severity warning counts as error (notes stay notes).")
    var strict = false

    /// The streamed reports, then `svg` (a picture per variant, written by `runPictures`).
    static var formats: [String] { Reporters.identifiers(for: .run) + [SVGRenderer.formatIdentifier] }

    @OptionGroup var outputOptions: OutputOptions
    @OptionGroup var configurationOptions: ConfigurationOptions
    @OptionGroup var colorOptions: ColorOptions

    func validate() throws {
        guard Run.formats.contains(format) else {
            let known = Run.formats.joined(separator: ", ")
            throw ValidationError("Unknown format '\(format)'; expected one of: \(known).")
        }
    }

    func run() throws {
        let console = Console.standard()
        let configuration = try configurationOptions.load(console: console)
        // Without a path: the configuration's include, else `scenes` (as check, report and diff),
        // else a usage error rather than "no scene files in scenes" for a first try in a folder.
        if paths.isEmpty, configuration.include.isEmpty,
            !SceneInputs.isDirectory(ConfiguredInputs.defaultIncludePath(for: configuration)) {
            throw InsetlabExit.usage(
                "Give at least one scene file or directory, or list them under `include:` in .insetlab.yml.", of: Run.self, console: console)
        }
        let files = try InsetlabExit.inputs(paths, configuration: configuration, console: console)
        // Several scenes, as the command line names them: several paths, a folder, or a whole
        // storyboard (its screens), so that the JSON report's shape never depends on the content.
        let multipleScenes = paths.count != 1 || paths.contains(where: SceneInputs.isDirectory)
            || paths.contains { StoryboardScenes.standsForScreens($0) }
        if format == SVGRenderer.formatIdentifier {
            return try runPictures(files: files, configuration: configuration, console: console, multipleScenes: multipleScenes)
        }
        let style = colorOptions.style(for: console.out)
        let reportFile = try outputOptions.openReportFile(inputs: files, configuration: configuration, console: console)

        var targets: [ReportTarget] = []
        let fileOptions = OutputOptions.reporterOptions(style: .plain, multipleScenes: multipleScenes)
        let terminalOptions = OutputOptions.reporterOptions(style: style, multipleScenes: multipleScenes)
        if let reportFile, let reporter = Reporters.make(format, for: .run, options: fileOptions) {
            targets.append(ReportTarget(TextReporter(options: terminalOptions), to: console.out))
            targets.append(ReportTarget(reporter, to: reportFile.output))
        } else if let reporter = Reporters.make(format, for: .run, options: terminalOptions) {
            targets.append(ReportTarget(reporter, to: console.out))
        }
        let summary = SceneBatch.run(
            files, load: SceneFiles.loader(defaults: configuration.sceneDefaults), targets: &targets, console: console,
            configuration: strict ? configuration.rules.strict() : configuration.rules, jobs: outputOptions.jobCount(files: files.count))
        try outputOptions.commit(reportFile, console: console)
        try console.finish()
        if summary.invalid > 0 { throw InsetlabExit.invalidScene }
        if summary.errorWarnings > 0 { throw InsetlabExit.expectationsDiffer }
    }
}
