import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import InsetlabReport
import InsetlabChecking
import InsetlabReporters
import InsetlabWorkspace
import InsetlabYAML

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        // Named here: without it ArgumentParser derives the name with String(describing:) on the
        // type, a protocol-conformance scan of every loaded image that costs milliseconds at start-up.
        commandName: "diff",
        abstract: "Compare the layout of two versions of scenes: two files, or the working tree against a git revision.",
        discussion: """
            Every variant of both versions is laid out and compared fact by fact: which frames, \
            insets, layout guides and offsets moved and by how much, which pitfall warnings \
            appeared or disappeared, which variants and scenes were added or removed. Variants \
            are matched by name (device · iOS · orientation · property axes); views and \
            controllers by id, else by path. Unchanged scenes print nothing.

            With --base REV the scenes under PATH (default: the include of .insetlab.yml less \
            its exclude, else scenes) in the working tree are compared with the same paths at \
            REV, read with git (ls-tree and cat-file) without checking anything out. Scenes that \
            exist on one side only are added or removed. Each side is laid out with its own \
            .insetlab.yml (REV's as it was then), so a changed default matrix or rule severity \
            shows as the variants and warnings it moves; --config FILE or --no-config pins one \
            configuration for both.

              insetlab diff scenes/bars/opaque-navigation-bar.yaml \\
                  scenes/bars/opaque-tab-bar-ios10.yaml
              insetlab diff --base main                       # every scene under ./scenes
              insetlab diff --base origin/main --format markdown > comment.md
              insetlab diff --base HEAD~1 scenes/bars --exit-code

            Formats: text (default); markdown (a summary line, then a table per changed scene: \
            subject | property | before | after | Δ, and the warnings that came and went — ready \
            to paste as a pull-request comment); json (every scene's status and changes, then \
            the totals).

            Exit codes: 0 compared (changes or not: a diff is a report); 1 with --exit-code, \
            when anything changed (like git diff --exit-code); 2 a scene is invalid on either \
            side (its diagnostics on stderr name the side, e.g. main:scenes/feed.yaml:3:5; the \
            other scenes are still compared) or the configuration is invalid; 64 usage error, \
            including a REV that is not a revision, --base outside a git repository and a folder \
            for OLD or NEW; 66 a \
            path exists neither here nor at REV (or a file cannot be read); 69 git cannot be run; \
            73 standard output cannot be written.
            """
    )

    @Option(name: .customLong("base"), help: ArgumentHelp("Compare the working tree with this git revision.", valueName: "rev"))
    var base: String?

    @Argument(help: "Two scene files (old, new); with --base, scene files or directories (default: the configuration's include, else scenes).")
    var paths: [String] = []

    @Option(help: "Output format: \(Reporters.identifiers(for: .diff).joined(separator: ", ")).")
    var format: String = TextDiffReporter.identifier

    @Flag(name: .customLong("exit-code"), help: "Exit 1 when anything changed.")
    var exitCode = false

    @Option(name: [.customShort("j", allowingJoined: true), .long], help: "Threads laying out scenes, 1–256 (default: one per core).")
    var jobs: Int?

    @OptionGroup var configurationOptions: ConfigurationOptions
    @OptionGroup var colorOptions: ColorOptions

    static let changesFound = ExitCode(1)
    /// EX_UNAVAILABLE from sysexits.h.
    static let gitUnavailable = ExitCode(69)

    func validate() throws {
        guard Reporters.identifiers(for: .diff).contains(format) else {
            throw ValidationError("Unknown format '\(format)'; expected one of: \(Reporters.identifiers(for: .diff).joined(separator: ", ")).")
        }
        if base == nil, paths.count != 2 {
            throw ValidationError("Give two scene files (insetlab diff OLD NEW), or --base REV and optional paths.")
        }
        if let base, base.isEmpty { throw ValidationError("--base needs a revision (a branch, tag or commit).") }
        try validateJobs(jobs)
    }

    func run() throws {
        let console = Console.standard()
        let configuration = try configurationOptions.load(console: console)
        var context = DiffContext(base: base)
        let pairs: [ScenePair]
        var before: DiffSideSettings?
        if let base {
            let found = try BaseRevision.gather(
                base, paths: paths, configuration: configuration, options: configurationOptions, console: console)
            context.commit = found.commit
            pairs = found.pairs
            before = found.before
        } else {
            // Two scene files, as the usage says: a folder is a usage error, as for explain.
            if let folder = paths.first(where: SceneInputs.isDirectory) {
                throw InsetlabExit.usage(
                    "diff compares two scene files; \(TerminalText.escaped(folder)) is a folder (name a file in it, or use --base REV \(TerminalText.escaped(folder)))",
                    of: Diff.self, console: console)
            }
            do {
                pairs = [try DiffInputs.files(before: paths[0], after: paths[1])]
            } catch {
                console.diagnose(error.description)
                throw InsetlabExit.missingInput
            }
        }
        let options = ReporterOptions(style: colorOptions.style(for: console.out), diff: context)
        guard var reporter = Reporters.make(format, for: .diff, options: options) else { return }
        reporter.begin(to: console.out)
        let summary = DiffBatch.run(
            pairs, configuration: configuration.rules, defaults: configuration.sceneDefaults, before: before,
            jobs: jobs ?? SceneBatch.defaultJobs
        ) { item in
            if case .invalid(_, let sides) = item {
                for side in sides {
                    for diagnostic in side.diagnostics { console.diagnose(diagnostic.description) }
                }
            }
            reporter.report(.compared(item), to: console.out)
        }
        reporter.end(.diff(summary), to: console.out)
        try console.finish()
        if summary.invalid > 0 { throw InsetlabExit.invalidScene }
        if exitCode, summary.changed > 0 { throw Self.changesFound }
    }
}
