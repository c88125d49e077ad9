import ArgumentParser
import InsetlabWorkspace

/// The exit codes of `insetlab` (see `Insetlab`'s documentation). 64 comes from ArgumentParser
/// (`ExitCode.validationFailure`, EX_USAGE).
enum InsetlabExit {
    static let expectationsDiffer = ExitCode(1)
    static let invalidScene = ExitCode(2)
    /// EX_NOINPUT from sysexits.h.
    static let missingInput = ExitCode(66)

    /// A usage error a command finds only once it runs (an unknown view, no path and no
    /// include): exit 64 with the command's own usage line, as ArgumentParser prints for errors it
    /// finds itself (a `ValidationError` thrown from `run` would print the top command's usage).
    static func usage(_ message: String, of command: (some ParsableCommand).Type, console: Console) -> ExitCode {
        let name = command.configuration.commandName ?? "insetlab"
        console.diagnose("Error: \(message)")
        console.diagnose("Usage: \(Insetlab.usageString(for: command))")
        console.diagnose("  See 'insetlab \(name) --help' for more information.")
        return ExitCode.validationFailure
    }

    /// Expands the command's paths, or prints every missing one and exits 66.
    static func expand(
        _ paths: [String], extensions: [String] = SceneInputs.sceneExtensions, console: Console
    ) throws(ExitCode) -> [String] {
        do {
            return try SceneInputs.expand(paths, extensions: extensions)
        } catch {
            console.diagnose(error.description)
            throw missingInput
        }
    }
}
