import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import InsetlabReport
import InsetlabChecking
import InsetlabConfiguration
import InsetlabImport
import InsetlabYAML
import InsetlabReporters
import InsetlabWorkspace

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        // Named here: without it ArgumentParser derives the name with String(describing:) on the
        // type, a protocol-conformance scan of every loaded image that costs milliseconds at start-up.
        commandName: "check",
        abstract: "Check the `expect:` blocks of scene files against the computed layout.",
        discussion: """
            Every variant of every scene is laid out, its pitfall rules run, and each expectation \
            compared (numbers within 0.01 pt; `warnings:` lists the rule ids that must fire). \
            Failures print in the compiler format at the expectation's line, and pitfall warnings \
            no `warnings:` line names print at the key that causes them. Once the scenes are read, \
            the last line is always `N passed, N failed` (invalid scenes count as failed); a path \
            that does not exist or cannot be read stops the run before any scene (every such path \
            named, exit 66). A scene without `expect:` is \
            still laid out and counts as passed. Files are checked on every core (--jobs); \
            results print in input order as they complete.

              insetlab check                  # include: of .insetlab.yml, else scenes
              insetlab check --quiet scenes/bars scenes/examples/feed.yaml
              insetlab check --format github  # annotations in a GitHub Actions job
              insetlab check --format sarif --output insetlab.sarif   # code scanning

            Formats: text (default); json (per scene its status, failures and warnings, then \
            totals); markdown (per scene a table of variants, failures and warnings); sarif \
            (SARIF 2.1.0 with the rules table; failures are results of rule \
            expectation-mismatch, invalid scenes of invalid-scene); github (::error/::warning/\
            ::notice workflow commands); junit (a test case per scene variant). Every format \
            carries both failed expectations and unexpected warnings. --output FILE writes the \
            format to FILE atomically and prints the text report on the terminal.

            Snapshots: each scene's whole report (every variant's bars, controllers, views \
            and warnings, one line per fact) is compared with scenes/__snapshots__/NAME.snap \
            next to it (or under snapshots.folder). A mismatch prints a unified diff and fails. \
            A missing snapshot is recorded, reported and passes (commit it); in CI (CI=true or 1, \
            or a CI service's own variable such as GITHUB_ACTIONS; CI=false opts out) nothing is \
            ever written, so a missing snapshot fails there and --update is ignored. --update \
            rewrites snapshots that differ. A snapshot beside them whose scene is gone (renamed, \
            deleted) is reported as obsolete; --update removes it. --no-snapshots skips them.

              insetlab check --update scenes/examples/feed.yaml   # accept a change

            Warnings: an unexpected warning is printed but fails only when its rule's severity \
            is error; --strict makes every warning an error (notes stay notes). \
            --write-baseline FILE records this run's unexpected warnings; --baseline FILE leaves \
            those out of later runs, so only new ones are reported and, with --strict, fail.

              insetlab check --write-baseline insetlab-baseline.json
              insetlab check --strict --baseline insetlab-baseline.json

            Configuration: the nearest .insetlab.yml in the current folder or above (--config \
            FILE instead, --no-config for none): include/exclude (used when no path is given), \
            rules.disabled, rules.severity, snapshots.folder, and a default matrix.

            Exit codes: 0 every expectation held; 1 an expectation differs, an error-severity \
            warning fired, or a snapshot differs (or is missing, under CI=true, or cannot be read or written); 2 a scene is invalid (diagnostics on stderr; the others are still \
            checked) or the configuration is invalid (nothing is checked); 64 usage error; \
            66 a path does not exist or cannot be read, or the paths hold no scene; 73 the --output file or standard output cannot be written. \
            The worst code wins (73 over 66 over 2 over 1).
            """
    )

    @Argument(help: "Scene files or directories (default: the configuration's include, else scenes).")
    var paths: [String] = []

    @Flag(help: "Print only failures and the summary.")
    var quiet = false

    @Flag(help: "Rewrite snapshots that differ and record missing ones (nothing is written under CI=true).")
    var update = false

    @Flag(name: .customLong("no-snapshots"), help: "Do not compare, record or update snapshots.")
    var noSnapshots = false

    @Option(
        name: [.long, .customLong("reporter")],
        help: "Output format: \(Reporters.identifiers(for: .check).joined(separator: ", ")) (--reporter, as SwiftLint spells it, is the same option).")
    var format: String = CheckReporter.identifier

    @Flag(help: "Warnings fail: every rule of severity warning counts as error (notes stay notes).")
    var strict = false

    @Option(help: ArgumentHelp("Known warnings, written by --write-baseline: they are not reported and do not fail.", valueName: "file"))
    var baseline: String?

    @Option(
        name: .customLong("write-baseline"),
        help: ArgumentHelp("Write every unexpected warning of this run to FILE as the baseline (atomically).", valueName: "file"))
    var writeBaseline: String?

    @OptionGroup var outputOptions: OutputOptions
    @OptionGroup var configurationOptions: ConfigurationOptions
    @OptionGroup var colorOptions: ColorOptions

    func validate() throws {
        if update, noSnapshots { throw ValidationError("--update and --no-snapshots cannot be used together.") }
        // Standard output carries the report: `-` would be a file named '-' in the current folder.
        if writeBaseline == "-" || writeBaseline == "" {
            throw ValidationError("--write-baseline writes a file, not standard output; give its name (e.g. insetlab-baseline.json).")
        }
        // One file for both: the baseline, written last, silently replaced the report.
        if let writeBaseline, let output = outputOptions.output, Self.sameFile(writeBaseline, output) {
            throw ValidationError("--output and --write-baseline name the same file (\(output)); give each its own.")
        }
        guard Reporters.identifiers(for: .check).contains(format) else {
            let known = Reporters.identifiers(for: .check).joined(separator: ", ")
            throw ValidationError("Unknown format '\(format)'; expected one of: \(known).")
        }
    }

    func run() throws {
        let console = Console.standard()
        let configuration = try configurationOptions.load(console: console) { file, diagnostics in
            reportInvalidConfiguration(file, diagnostics: diagnostics, console: console)
        }
        let files = try InsetlabExit.inputs(paths, configuration: configuration, console: console)
        let style = colorOptions.style(for: console.out)
        // The report never replaces what this run reads: the scenes, the configuration, the
        // --baseline file and the scenes' snapshots.
        let readFiles = files + (baseline.map { [$0] } ?? [])
            + (noSnapshots ? [] : files.map {
                SnapshotStore.path(forScene: $0, folder: configuration.snapshotFolderPath, base: configuration.directory)
            })
        let reportFile = try outputOptions.openReportFile(inputs: readFiles, configuration: configuration, console: console)
        try refuseBaselineOverAnInput(files: files, configuration: configuration, console: console)

        var targets: [ReportTarget] = []
        let terminalOptions = OutputOptions.reporterOptions(style: style, multipleScenes: true, quiet: quiet)
        let fileOptions = OutputOptions.reporterOptions(style: .plain, multipleScenes: true)
        if let reportFile, let reporter = Reporters.make(format, for: .check, options: fileOptions) {
            targets.append(ReportTarget(CheckReporter(options: terminalOptions), to: console.out))
            targets.append(ReportTarget(reporter, to: reportFile.output))
        } else if let reporter = Reporters.make(format, for: .check, options: terminalOptions) {
            targets.append(ReportTarget(reporter, to: console.out))
        }
        let known = try loadBaseline(console: console)
        let snapshots = snapshotOptions(configuration, reading: files + (baseline.map { [$0] } ?? []), console: console)
        // The scene files that have snapshots: not a stream, not a storyboard's screens.
        let snapshotted = snapshots == nil ? [] : files.filter { $0 != StreamInput.standardInputPath && !StoryboardScenes.isInterfaceBuilderPath($0) }
        let clashes = sharedSnapshots(snapshotted, options: snapshots)
        let sceneLoader = SceneFiles.loader(defaults: configuration.sceneDefaults)
        // A scene whose snapshot another scene would write is invalid (exit 2), said at it in every
        // format; the other scenes are still checked.
        let load: SceneLoader
        if clashes.isEmpty {
            load = sceneLoader
        } else {
            load = { (path: String) throws(DiagnosticError) -> LoadedScene in
                if let message = clashes[path] { throw DiagnosticError([Diagnostic.error(message, file: path, at: nil)]) }
                return try sceneLoader(path)
            }
        }
        var recorded = WarningBaseline()
        let summary = SceneBatch.check(
            files, load: load, targets: &targets, console: console,
            configuration: configuration.rules, jobs: outputOptions.jobCount(files: files.count),
            snapshots: snapshots, baseline: known, strict: strict,
            observe: writeBaseline == nil ? nil : { recorded.add($0) })
        try outputOptions.commit(reportFile, console: console)
        if let snapshots { settleObsoleteSnapshots(snapshotted, options: snapshots, console: console) }
        if let writeBaseline {
            do {
                try AtomicFile.write(recorded.text(for: writeBaseline), to: writeBaseline)
            } catch {
                // The error names the file and the reason itself ("insetlab: error: PATH: …").
                console.diagnose("\(error) (writing the baseline)")
                throw InsetlabExit.cannotWriteOutput
            }
            console.diagnose("insetlab: note: wrote \(recorded.entries.count) known warning(s) to \(writeBaseline)")
        }
        // After the baseline, which does not depend on standard output.
        try console.finish()
        if summary.invalid > 0 { throw InsetlabExit.invalidScene }
        if summary.failedExpectations > 0 { throw InsetlabExit.expectationsDiffer }
    }

    /// An invalid `.insetlab.yml` in the CI formats too (a GitHub annotation, a JUnit or SARIF
    /// file with the configuration as its one invalid input), not on stderr alone: a job's report
    /// step would otherwise show nothing, or find no file. The text format printed it already.
    private func reportInvalidConfiguration(_ file: String, diagnostics: [Diagnostic], console: Console) {
        let options = OutputOptions.reporterOptions(style: .plain, multipleScenes: true)
        guard format != "text", var reporter = Reporters.make(format, for: .check, options: options) else { return }
        var summary = CheckSummary()
        summary.scenes = 1
        summary.invalid = 1
        // The run exits 2 whatever happens here: a report file that cannot be opened or
        // committed is said (openReportFile, commit) and the exit code left to the configuration.
        let reportFile: OutputFile?
        do {
            reportFile = try outputOptions.openReportFile(inputs: [file], configuration: InsetlabConfiguration(directory: "."), console: console)
        } catch {
            return
        }
        let target = reportFile?.output ?? console.out
        reporter.begin(to: target)
        reporter.report(.invalid(path: file, diagnostics: diagnostics), to: target)
        reporter.end(.check(summary), to: target)
        try? outputOptions.commit(reportFile, console: console)
        // The exit code is the configuration's (2); a report standard output could not take is said.
        try? console.finish()
    }

    /// `--write-baseline FILE` never replaces a scene being checked or the configuration, under
    /// any spelling or link (exit 73, before anything runs), as `--output` already refuses to. Rewriting the
    /// `--baseline` file itself is the way to refresh it, and allowed.
    private func refuseBaselineOverAnInput(files: [String], configuration: InsetlabConfiguration, console: Console) throws(ExitCode) {
        guard let writeBaseline else { return }
        guard let input = OutputOptions.inputFiles(files, configuration: configuration).input(at: writeBaseline) else { return }
        let same = input == writeBaseline ? "" : " (the same file as \(input))"
        console.diagnose(
            "insetlab: error: \(writeBaseline): is an input of this command\(same); not replacing it with a baseline (choose another --write-baseline file)")
        throw InsetlabExit.cannotWriteOutput
    }

    /// Two scenes whose snapshots would be one file (`Main.yaml` and `Main.yml` side by side)
    /// would each fail against the other's forever, `--update` only swapping which: each is an
    /// invalid scene naming the other, whether both are checked or only one (the other is on
    /// disk beside it). A file given twice is not a clash.
    private func sharedSnapshots(_ files: [String], options: SnapshotOptions?) -> [String: String] {
        guard let options else { return [:] }
        // Absolute paths: `scenes/Main.yaml` and `/repo/scenes/Main.yml` clash too.
        let directory = FileManager.default.currentDirectoryPath
        var owners: [String: String] = [:]
        var clashes: [String: String] = [:]
        var scenesByStem: [String: [String: [String]]] = [:]
        let given = Set(files)
        func clash(_ file: String, _ other: String, _ snapshot: String) {
            clashes[file] = "\(TerminalText.escaped(other)) would share its snapshot \(TerminalText.escaped(snapshot)); rename one of them"
        }
        for file in files {
            let snapshot = SnapshotStore.path(forScene: file, folder: options.folder, base: options.base)
            let key = FilePaths.absolute(snapshot, from: directory)
            if let owner = owners[key] {
                if FilePaths.absolute(owner, from: directory) != FilePaths.absolute(file, from: directory) {
                    clash(file, owner, snapshot)
                    clash(owner, file, snapshot)
                }
                continue
            }
            owners[key] = file
            // A twin on disk beside it (`Main.yml`, `Main.YAML`), checked now or not: each folder
            // is listed once, its scene files by stem.
            let slash = file.lastIndex(of: "/")
            let prefix = slash.map { String(file[...$0]) } ?? ""
            let name = slash.map { String(file[file.index(after: $0)...]) } ?? file
            if scenesByStem[prefix] == nil { scenesByStem[prefix] = Self.scenesByStem(in: prefix.isEmpty ? "." : prefix) }
            for other in scenesByStem[prefix]?[SnapshotStore.stemOf(name)] ?? [] where other != name && !given.contains(prefix + other) {
                clash(file, prefix + other, snapshot)
                break
            }
        }
        return clashes
    }

    /// The scene files (`.yaml`, `.yml`, in any case) of `folder` by stem.
    private static func scenesByStem(in folder: String) -> [String: [String]] {
        var byStem: [String: [String]] = [:]
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            let lowered = entry.lowercased()
            guard lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml") else { continue }
            byStem[SnapshotStore.stemOf(entry), default: []].append(entry)
        }
        return byStem
    }

    /// Snapshots beside this run's whose scene is gone (renamed or deleted): said, as jest says
    /// "obsolete"; `--update` removes them (never under CI). They do not fail the run: the
    /// scene that would own one may be named in a later command.
    private func settleObsoleteSnapshots(_ scenes: [String], options: SnapshotOptions, console: Console) {
        for snapshot in ObsoleteSnapshots.find(scenes: scenes, options: options) {
            let shown = TerminalText.escaped(snapshot)
            guard options.mode == .update, !options.isCI else {
                console.diagnose("insetlab: note: \(shown): obsolete snapshot: no scene beside it has its name; delete it, or run insetlab check --update to remove it")
                continue
            }
            if let reason = ObsoleteSnapshots.remove(snapshot) {
                console.diagnose("insetlab: warning: \(shown): obsolete snapshot not removed: \(reason)")
            } else {
                console.diagnose("insetlab: note: removed obsolete snapshot \(shown) (no scene beside it has its name)")
            }
        }
    }

    /// The same file under either spelling or through links: the same file when it exists, else
    /// the same name in the same folder (in CI neither file is there yet).
    private static func sameFile(_ a: String, _ b: String) -> Bool {
        let directory = FileManager.default.currentDirectoryPath
        let (absoluteA, absoluteB) = (FilePaths.absolute(a, from: directory), FilePaths.absolute(b, from: directory))
        if absoluteA == absoluteB { return true }
        if let identity = FileIdentity(path: a), identity == FileIdentity(path: b) { return true }
        guard absoluteA.split(separator: "/").last == absoluteB.split(separator: "/").last,
            let folder = FileIdentity(path: FilePaths.parent(of: absoluteA))
        else { return false }
        return folder == FileIdentity(path: FilePaths.parent(of: absoluteB))
    }

    /// `--baseline FILE`: a missing file exits 66, one that is not a baseline 2.
    private func loadBaseline(console: Console) throws(ExitCode) -> WarningBaseline? {
        guard let baseline else { return nil }
        do {
            return try WarningBaseline.load(path: baseline)
        } catch {
            console.diagnose(error.description)
            throw error.isMissing ? InsetlabExit.missingInput : InsetlabExit.invalidScene
        }
    }

    /// Snapshots next to each scene, or under the configuration's `snapshots.folder`.
    /// `files`: what the command reads, which a snapshot write never replaces (the scenes and the
    /// baseline; read only off CI, where snapshots may be written).
    private func snapshotOptions(_ configuration: InsetlabConfiguration, reading files: [String], console: Console) -> SnapshotOptions? {
        guard !noSnapshots else { return nil }
        var options = SnapshotOptions(
            mode: update ? .update : .verify, environment: ProcessInfo.processInfo.environment,
            folder: configuration.snapshotFolderPath, base: configuration.directory)
        if let ci = options.ciVariable, update { console.diagnose("insetlab: note: \(ci): --update writes nothing; snapshots are only compared") }
        if !options.isCI { options.inputs = OutputOptions.inputFiles(files, configuration: configuration) }
        return options
    }
}
