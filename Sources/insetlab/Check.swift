import ArgumentParser
import InsetlabReport

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check the `expect:` blocks of scene files against the computed layout.",
        discussion: """
            Every variant of every scene is laid out, its pitfall rules run, and each expectation \
            compared (numbers within 0.01 pt; `warnings:` lists the rule ids that must fire). \
            Failures print in the compiler format at the expectation's line, and pitfall warnings \
            no `warnings:` line names print at the key that causes them. The last line is always \
            `N passed, N failed` (invalid scenes count as failed). A scene without `expect:` is \
            still laid out and counts as passed.

              insetlab check                         # every scene under ./scenes
              insetlab check --quiet scenes/nav Specs/tab.yaml

            Exit codes: 0 every expectation held; 1 an expectation differs or an error-severity \
            warning fired; 2 a scene is \
            invalid (diagnostics on stderr; the others are still checked); 64 usage error; \
            66 a path does not exist or cannot be read. The worst code wins (2 over 1).
            """
    )

    @Argument(help: "Scene files or directories.")
    var paths: [String] = ["scenes"]

    @Flag(help: "Print only failures and the summary.")
    var quiet = false

    @OptionGroup var colorOptions: ColorOptions

    func run() throws {
        let console = Console.standard()
        let files = try InsetlabExit.expand(paths, console: console)
        let reporter = CheckReporter(style: colorOptions.style(for: console.out), quiet: quiet)
        let summary = SceneBatch.check(files, load: SceneFiles.load, reporter: reporter, console: console)
        if summary.invalid > 0 { throw InsetlabExit.invalidScene }
        if summary.failedExpectations > 0 { throw InsetlabExit.expectationsDiffer }
    }
}
