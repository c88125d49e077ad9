import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import InsetlabReport
import InsetlabConfiguration
import InsetlabReporters
import InsetlabWorkspace

/// `--output FILE` and `--jobs N` (run and check).
struct OutputOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Write the --format report to this file (atomically: a temporary file beside it, renamed once complete; a symbolic link is written through; - is stdout; a device or FIFO is written to directly; never an input file); the terminal still gets the text report.",
            valueName: "file"))
    var output: String?

    @Option(name: [.customShort("j", allowingJoined: true), .long], help: "Scene files evaluated at once, 1–256 (default: one per core).")
    var jobs: Int?

    func validate() throws {
        try validateJobs(jobs)
        if output?.isEmpty == true { throw ValidationError("--output needs a file name.") }
    }

    /// Threads for `files` inputs. One file needs one, and asking for the default
    /// (`ProcessInfo.activeProcessorCount`, which reads the cgroup's CPU quota from /sys) would
    /// cost a one-scene run a tenth of its time.
    func jobCount(files: Int) -> Int { files > 1 ? jobs ?? SceneBatch.defaultJobs : 1 }

    /// The report file (its temporary twin, or the device or FIFO it is), opened before any
    /// work so that a folder that does not exist fails at once (exit 73). Nil without
    /// `--output`, and when `--output` is stdout itself (`-`, `/dev/stdout`): the report then
    /// goes to the terminal's stream alone. `inputs` (the scenes, the configuration) are never
    /// replaced (exit 73).
    func openReportFile(inputs: [String], configuration: InsetlabConfiguration, console: Console) throws(ExitCode) -> OutputFile? {
        guard let output else { return nil }
        do {
            switch try ReportDestination.open(output, inputs: Self.inputFiles(inputs, configuration: configuration)) {
            case .standardOutput: return nil
            case .file(let file): return file
            }
        } catch {
            console.diagnose(error.description)
            throw InsetlabExit.cannotWriteOutput
        }
    }

    /// The files a command reads, which nothing it writes may replace: its inputs and the
    /// configuration file.
    static func inputFiles(_ inputs: [String], configuration: InsetlabConfiguration) -> InputFiles {
        var files = InputFiles(inputs)
        if let configurationFile = configuration.file { files.add(configurationFile) }
        return files
    }

    /// Moves the finished report into place.
    func commit(_ file: OutputFile?, console: Console) throws(ExitCode) {
        do {
            try file?.commit()
        } catch {
            console.diagnose(error.description)
            throw InsetlabExit.cannotWriteOutput
        }
    }

    /// Options for a reporter: the terminal's, or plain for a file.
    static func reporterOptions(style: TerminalStyle, multipleScenes: Bool, quiet: Bool = false) -> ReporterOptions {
        ReporterOptions(style: style, multipleScenes: multipleScenes, quiet: quiet, toolVersion: Insetlab.version, annotationPaths: annotationPaths)
    }

    /// In a GitHub Actions job, the repository's root (`GITHUB_WORKSPACE`), from which the
    /// runner resolves an annotation's `file=`, and the folder the step runs in. The root with
    /// its links resolved, as the working folder is (the system gives it so): a workspace
    /// reached through a link put every path outside it.
    static var annotationPaths: (root: String, workingDirectory: String)? {
        guard let root = ProcessInfo.processInfo.environment["GITHUB_WORKSPACE"], root.hasPrefix("/") else { return nil }
        return (FolderConfinement.realPath(root) ?? root, FileManager.default.currentDirectoryPath)
    }
}

extension InsetlabExit {
    /// EX_CANTCREAT from sysexits.h: the `--output` file cannot be written.
    static let cannotWriteOutput = ExitCode(73)
}

extension Console {
    /// Flushes both streams, and fails the command (73, as for `--output`) when standard output
    /// did not take the whole report (a full disk): a CI step that redirects the report must not
    /// pass on a truncated one. (A reader that closes the pipe ends the process first, with
    /// SIGPIPE, as `cat` and `grep` end.)
    func finish() throws(ExitCode) {
        flush()
        guard out.writeFailed else { return }
        diagnose("insetlab: error: standard output: writing failed (is the disk full?), so the report is incomplete")
        throw InsetlabExit.cannotWriteOutput
    }
}

/// `--jobs` within `1...SceneBatch.maximumJobs`, else a usage error (exit 64).
func validateJobs(_ jobs: Int?) throws {
    do {
        try SceneBatch.validateJobs(jobs)
    } catch {
        throw ValidationError(error.description)
    }
}
