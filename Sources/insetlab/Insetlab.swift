import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import InsetlabWorkspace

/// The `insetlab` command line: parses arguments and calls the library; no layout or
/// formatting happens here.
///
/// Exit codes (part of the interface; tested against the built binary):
/// - 0: everything is valid (and, for `check`, every expectation held);
/// - 1: `check`: an expectation or a snapshot differs; `run` and `check`: a pitfall warning
///   of severity error fired (`rules.severity` in `.insetlab.yml`); `diff --exit-code`:
///   something changed;
/// - 2: a scene is invalid (YAML syntax, schema, unknown device…), diagnostics on stderr as
///   `file:line:col: error: …` and the other files still processed; or `.insetlab.yml` is
///   invalid (nothing is processed);
/// - 64: usage error (unknown flag or value; ArgumentParser's validation exit code; for
///   `diff --base`, a revision that names no commit or no git repository);
/// - 66: an input path (or `--config` file) does not exist or cannot be read, or the paths hold no scene file (nothing is processed);
/// - 69: `diff --base`: git cannot be run;
/// - 73: the `--output` file cannot be written.
///
/// When several apply, the worst wins: 73 over 66 over 2 over 1.
@main
struct Insetlab: ParsableCommand {
    static let version = "0.1.0"

    /// The clock for "older than this run" starts before anything is parsed or written. The
    /// command lines users repeat most skip ArgumentParser's parse (`PlainCommandLine`); every
    /// other line, and every help text and usage error, is ArgumentParser's.
    static func main() {
        StaleTemporaries.markRunStart()
        let arguments = Array(CommandLine.arguments.dropFirst())
        if PlainCommandLine.isVersionRequest(arguments) {
            print(version)
            return
        }
        // ArgumentParser's `help NAME` shows the top-level help for a name it does not know, and
        // exits 0: a mistyped command would pass in a script. A usage error instead.
        if arguments.count >= 2, arguments[0] == "help", !arguments[1].hasPrefix("-") {
            let commandNames = configuration.subcommands.map { $0.configuration.commandName ?? "" }
            if !commandNames.contains(arguments[1]) {
                let names = commandNames.joined(separator: ", ")
                Console.standard().diagnose("Error: Unknown command '\(arguments[1])'; the commands are \(names).\nSee 'insetlab --help'.")
                exit(withError: ExitCode.validationFailure)
            }
        }
        if let repeated = RepeatedOptions.message(arguments) {
            Console.standard().diagnose("Error: \(repeated).\nSee 'insetlab \(arguments.first ?? "") --help'.")
            exit(withError: ExitCode.validationFailure)
        }
        guard var command = PlainCommandLine.command(arguments) else {
            main(nil)
            return
        }
        do {
            try command.run()
        } catch {
            exit(withError: error)
        }
    }

    static let configuration = CommandConfiguration(
        commandName: "insetlab",
        abstract:
            "Predict UIKit layout — frames, safe areas, bar positions and scroll-view insets — from YAML scene files.",
        discussion: """
            A scene file describes one screen of an iOS app: a device, an iOS version, the view \
            controller hierarchy and its views. insetlab computes where UIKit puts every view and \
            inset (iOS 7 to 18 and 26, legacy layout guides and the safe area alike), without a simulator, \
            so layout specs can live in your repository and be checked in CI.

              insetlab init                          # a first scene in scenes/
              insetlab run scenes/examples/feed.yaml # show the layout
              insetlab check                         # verify every `expect:` block
              insetlab explain scenes/examples/feed.yaml --view table   # why 97.667?
              insetlab rules                         # the pitfall catalogue
              insetlab diff --base main --format markdown   # what a branch moves
              insetlab report --output layout-report # the same as a web page

            EXIT CODES
              0   all good
              1   an expectation or a snapshot differs (or a snapshot cannot be read or
                  written), or an error-severity warning fired; diff --exit-code: something
                  changed; import: a screen lossy or failed
              2   an invalid scene (syntax, schema, device…) or .insetlab.yml;
                  diagnostics on stderr; import: a file that is not an iOS storyboard or
                  xib, or no screen in any file
              64  usage error (unknown option or value, an option given twice;
                  diff --base: not a revision, no repository)
              66  an input path or --config file does not exist or cannot be read, or
                  the paths hold no scene file
              69  diff --base: git cannot be run
              73  the --output file, or standard output, cannot be written
            The worst code wins (73 over 66 over 2 over 1); invalid scenes don't stop the others.
            """,
        version: version,
        subcommands: [Run.self, Check.self, Diff.self, Devices.self, Explain.self, Rules.self, Init.self, SchemaCommand.self, Report.self, Import.self]
    )
}

/// `--color auto|always|never` (shared by the commands that print text).
struct ColorOptions: ParsableArguments {
    @Option(help: "Colour the output: auto (a terminal, unless NO_COLOR is set), always or never.")
    var color: ColorMode = .auto

    func style(for output: ReportOutput) -> TerminalStyle {
        TerminalStyle.resolve(color, isTerminal: output.isTerminal, environment: ProcessInfo.processInfo.environment)
    }
}

extension ColorMode: ExpressibleByArgument {}
