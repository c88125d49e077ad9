import ArgumentParser
import InsetlabWorkspace

/// The exit codes of `insetlab` (see `Insetlab`'s documentation). 64 comes from ArgumentParser
/// (`ExitCode.validationFailure`, EX_USAGE).
enum InsetlabExit {
    static let expectationsDiffer = ExitCode(1)
    static let invalidScene = ExitCode(2)
    /// EX_NOINPUT from sysexits.h.
    static let missingInput = ExitCode(66)

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
