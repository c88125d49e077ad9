import ArgumentParser
import InsetlabReport
import InsetlabConfiguration
import InsetlabPictures
import InsetlabReporters
import InsetlabWorkspace

struct Report: ParsableCommand {
    static let configuration = CommandConfiguration(
        // Named here: without it ArgumentParser derives the name with String(describing:) on the
        // type, a protocol-conformance scan of every loaded image that costs milliseconds at start-up.
        commandName: "report",
        abstract: "Write a static HTML page with every scene variant's picture, numbers and warnings.",
        discussion: """
            DIR/index.html shows, per scene and variant, the picture (an SVG file under DIR/svg: \
            the screen to scale, bars, views, safe area, scroll content at rest, warnings), the \
            numbers (bars, controllers, views: frame, safe area, insets, offsets) and each \
            warning with its fix. The page has no script and loads nothing from the network: \
            open it from a CI artifact as is. Same scenes, same files, byte for byte.

            With --base REV it compares the working tree with the scenes at REV (git, nothing \
            checked out) and shows only what changed: a summary, then per changed variant the \
            before and after pictures side by side, the numbers that moved and the warnings \
            that came or went. As with insetlab diff, each side is laid out with its own \
            .insetlab.yml (REV's as it was then).

              insetlab report --output layout-report
              insetlab report scenes/bars --output bars-report
              insetlab report --base origin/main --output review   # for a pull request

            DIR is created when missing. A folder insetlab did not create and that is not \
            empty is refused unless --force (even then only the report's own files are \
            written: index.html and svg/…, replacing files of those names, and nothing else is \
            touched); a folder an earlier report wrote is refreshed, and files of that earlier \
            report that are no longer part of it are removed. Every file is written atomically.

            Without a path: the configuration's include (.insetlab.yml) less its exclude, else \
            scenes.

            Exit codes: 0 the report was written; 2 a scene is invalid (the report is still \
            written and shows its diagnostics) or the configuration is (nothing is written); 64 usage error, or --base \
            names no revision (or this is not a git repository); 66 a path does not exist or \
            cannot be read; 69 git cannot be run; 73 DIR cannot be written or is refused.
            """
    )

    @Argument(help: "Scene files or directories (default: the configuration's include).")
    var paths: [String] = []

    @Option(help: ArgumentHelp("The folder to write index.html and the pictures into.", valueName: "dir"))
    var output: String

    @Flag(help: "Write into a non-empty folder insetlab report did not create (only its own files are written).")
    var force = false

    @Option(help: ArgumentHelp("Show only what changed since this git revision, before and after.", valueName: "rev"))
    var base: String?

    @Option(name: [.customShort("j", allowingJoined: true), .long], help: "Scene files evaluated at once, 1–256 (default: one per core).")
    var jobs: Int?

    @OptionGroup var configurationOptions: ConfigurationOptions

    func validate() throws {
        if output.isEmpty { throw ValidationError("--output needs a folder name.") }
        try validateJobs(jobs)
        if base?.isEmpty == true { throw ValidationError("--base needs a revision.") }
    }

    func run() throws {
        let console = Console.standard()
        let configuration = try configurationOptions.load(console: console)
        let generator = "insetlab \(Insetlab.version)"
        let files: [ReportFile]
        let invalid: Int
        if let base {
            let inputs = try BaseRevision.gather(
                base, paths: paths, configuration: configuration, options: configurationOptions, console: console)
            let folder = try prepareFolder(console: console)
            var report = HTMLDiffReport(base: base, commit: inputs.commit, generator: generator)
            invalid = report.add(
                inputs.pairs, configuration: configuration.rules, defaults: configuration.sceneDefaults, before: inputs.before,
                jobs: jobs ?? SceneBatch.defaultJobs, console: console)
            files = report.files()
            try write(files, to: folder, console: console)
        } else {
            let inputs = try InsetlabExit.inputs(paths, configuration: configuration, console: console)
            let folder = try prepareFolder(console: console)
            let options = ReporterOptions(toolVersion: Insetlab.version)
            var targets = [ReportTarget(HTMLReportCollector(options: options), to: .capture())]
            let summary = SceneBatch.run(
                inputs, load: SceneFiles.loader(defaults: configuration.sceneDefaults), targets: &targets,
                console: console, configuration: configuration.rules, jobs: jobs ?? SceneBatch.defaultJobs)
            guard let collector = targets.first?.reporter as? HTMLReportCollector else { return }
            invalid = summary.invalid
            files = collector.report.files()
            try write(files, to: folder, console: console)
        }
        let pictures = files.count - 1
        console.out.write("wrote \(ReportFolder.join(output, "index.html")) (\(pictures) picture\(pictures == 1 ? "" : "s"))\n")
        try console.finish()
        if invalid > 0 { throw InsetlabExit.invalidScene }
    }

    private func prepareFolder(console: Console) throws(ExitCode) -> ReportFolder {
        do {
            return try ReportFolder.prepare(output, force: force)
        } catch {
            console.diagnose(error.description)
            throw InsetlabExit.cannotWriteOutput
        }
    }

    private func write(_ files: [ReportFile], to folder: ReportFolder, console: Console) throws(ExitCode) {
        do {
            try folder.write(files)
        } catch {
            console.diagnose(error.description)
            throw InsetlabExit.cannotWriteOutput
        }
    }
}
