import ArgumentParser
import InsetlabReport
import InsetlabReporters

/// The command lines an editor runs on save and a CI step repeats — `insetlab run FILE…`,
/// `insetlab check FILE…` with a few flags, `insetlab --version` — built without ArgumentParser's
/// parse, which reflects over the commands (`Mirror`, protocol-conformance scans of every loaded
/// image) and costs about as much as laying out a small scene.
///
/// Only lines ArgumentParser reads in exactly one way qualify: the subcommand first, then words
/// that do not start with `-` (paths, in order), the flags listed below at most once each, and
/// `--format VALUE` at most once, in any order. Everything else — `--help`, `--version` after a
/// subcommand, `-j 2`, `--format=json`, `--`, an unknown option — goes to ArgumentParser, which
/// prints every help text, usage and error. So does a line a command's `validate()` refuses:
/// ArgumentParser then parses it again and reports the error as it always has. Errors thrown
/// once a command runs are printed by `Insetlab.exit(withError:)`, as ArgumentParser's `main`
/// does for a parsed command.
///
/// Every option of `Run` and `Check` is set here, to the default it declares: ArgumentParser's
/// property wrappers stop the program when an unset one is read, so a new option must be added
/// here too (`PlainCommandLineTests` runs every shape through the built binary).
enum PlainCommandLine {
    /// The command `arguments` (without the program name) stand for, or nil for ArgumentParser.
    static func command(_ arguments: [String]) -> (any ParsableCommand)? {
        guard let name = arguments.first else { return nil }
        switch name {
        case "run":
            guard let words = Words(arguments.dropFirst(), flags: ["--no-config", "--strict"]) else { return nil }
            return validated(words.run())
        case "check":
            let flags = ["--no-config", "--strict", "--quiet", "--no-snapshots", "--update"]
            guard let words = Words(arguments.dropFirst(), flags: flags) else { return nil }
            return validated(words.check())
        default:
            return nil
        }
    }

    /// `insetlab --version` alone prints the version, as ArgumentParser does.
    static func isVersionRequest(_ arguments: [String]) -> Bool { arguments == ["--version"] }

    /// The command when it and its option groups accept their values, else nil.
    private static func validated(_ command: some ParsableCommand & PlainOptionGroups) -> (any ParsableCommand)? {
        // `validate()` is `mutating` in ArgumentParser's protocol: on copies, as nothing here
        // changes a value.
        var (output, configuration, color, checked) = (command.outputOptions, command.configurationOptions, command.colorOptions, command)
        do {
            try output.validate()
            try configuration.validate()
            try color.validate()
            try checked.validate()
        } catch {
            return nil
        }
        return command
    }

    /// A command line's words after the subcommand, when they are of the plain shape.
    private struct Words {
        var paths: [String] = []
        // Arrays, not sets: a handful of words, and a `Set<String>` is one more generic type for
        // the runtime to instantiate at start-up.
        var flags: [String] = []
        var format: String?

        init?(_ words: ArraySlice<String>, flags allowed: [String]) {
            var iterator = words.makeIterator()
            while let word = iterator.next() {
                if Self.isPlain(word) {
                    paths.append(word)
                } else if allowed.contains(word), !flags.contains(word) {
                    flags.append(word)
                } else if word == "--format", format == nil, let value = iterator.next(), Self.isPlain(value) {
                    format = value
                } else {
                    return nil
                }
            }
        }

        /// A positional argument to ArgumentParser whatever comes before or after it.
        private static func isPlain(_ word: String) -> Bool { !word.isEmpty && !word.hasPrefix("-") }

        func run() -> Run {
            var command = Run()
            command.paths = paths
            command.format = format ?? TextReporter.identifier
            command.strict = flags.contains("--strict")
            command.outputOptions = outputOptions()
            command.configurationOptions = configurationOptions()
            command.colorOptions = colorOptions()
            return command
        }

        func check() -> Check {
            var command = Check()
            command.paths = paths
            command.quiet = flags.contains("--quiet")
            command.update = flags.contains("--update")
            command.noSnapshots = flags.contains("--no-snapshots")
            command.format = format ?? CheckReporter.identifier
            command.strict = flags.contains("--strict")
            command.baseline = nil
            command.writeBaseline = nil
            command.outputOptions = outputOptions()
            command.configurationOptions = configurationOptions()
            command.colorOptions = colorOptions()
            return command
        }

        private func outputOptions() -> OutputOptions {
            var options = OutputOptions()
            options.output = nil
            options.jobs = nil
            return options
        }

        private func configurationOptions() -> ConfigurationOptions {
            var options = ConfigurationOptions()
            options.config = nil
            options.noConfig = flags.contains("--no-config")
            return options
        }

        private func colorOptions() -> ColorOptions {
            var options = ColorOptions()
            options.color = .auto
            return options
        }
    }
}

/// The option groups `run` and `check` share (validated like ArgumentParser validates them).
protocol PlainOptionGroups {
    var outputOptions: OutputOptions { get }
    var configurationOptions: ConfigurationOptions { get }
    var colorOptions: ColorOptions { get }
}

extension Run: PlainOptionGroups {}
extension Check: PlainOptionGroups {}
