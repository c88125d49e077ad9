import ArgumentParser
import InsetlabReport

struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lay out every variant of every scene file and print the result.",
        discussion: """
            Directories expand to every .yaml/.yml file below them (sorted; hidden folders \
            skipped). With --format json, one file prints one scene object; several files or a \
            directory print a JSON array of scene objects.

              insetlab run scenes/feed.yaml
              insetlab run --format json scenes > layout.json

            Exit codes: 0 all scenes valid; 2 a scene is invalid (diagnostics on stderr, the \
            other files are still reported); 64 usage error; 66 a path does not exist or \
            cannot be read.
            """
    )

    @Argument(help: "Scene files or directories.")
    var paths: [String]

    @Option(help: "Output format: \(SceneReporters.identifiers.joined(separator: ", ")).")
    var format: String = TextReporter.identifier

    @OptionGroup var colorOptions: ColorOptions

    func validate() throws {
        if paths.isEmpty { throw ValidationError("Give at least one scene file or directory.") }
        guard SceneReporters.identifiers.contains(format) else {
            let known = SceneReporters.identifiers.joined(separator: ", ")
            throw ValidationError("Unknown format '\(format)'; expected one of: \(known).")
        }
    }

    func run() throws {
        let console = Console.standard()
        let files = try InsetlabExit.expand(paths, console: console)
        let options = ReporterOptions(
            style: colorOptions.style(for: console.out),
            multipleScenes: paths.count > 1 || paths.contains(where: SceneInputs.isDirectory)
        )
        guard var reporter = SceneReporters.make(format, options: options) else { return }
        let summary = SceneBatch.run(files, load: SceneFiles.load, reporter: &reporter, console: console)
        if summary.invalid > 0 { throw InsetlabExit.invalidScene }
    }
}
