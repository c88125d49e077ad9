import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import InsetlabImport
import InsetlabConfiguration
import InsetlabWorkspace
import InsetlabScene
import InsetlabSceneDecoding
import InsetlabYAML

/// `--config FILE` and `--no-config` (run, check, explain, diff, report).
struct ConfigurationOptions: ParsableArguments {
    @Option(
        name: .customLong("config"),
        help: ArgumentHelp(
            "Read this configuration instead of the nearest .insetlab.yml in the current folder or above.",
            valueName: "file"))
    var config: String?

    @Flag(name: .customLong("no-config"), help: "Ignore every .insetlab.yml.")
    var noConfig = false

    func validate() throws {
        if config != nil, noConfig { throw ValidationError("--config and --no-config cannot be used together.") }
    }

    /// The configuration in force. An invalid file prints every error (`file:line:col: error: …`)
    /// and exits 2 (after `invalid` has seen the file and its errors, so that a CI report can
    /// carry them too); a `--config` file that does not exist or cannot be read exits 66.
    func load(
        console: Console, invalid: (_ file: String, _ diagnostics: [Diagnostic]) -> Void = { _, _ in }
    ) throws(ExitCode) -> InsetlabConfiguration {
        let workingDirectory = FileManager.default.currentDirectoryPath
        if noConfig { return InsetlabConfiguration(directory: workingDirectory) }
        let path: String
        let displayName: String
        if let config {
            (path, displayName) = (config, config)
        } else if let found = InsetlabConfiguration.discover(workingDirectory: workingDirectory) {
            (path, displayName) = found
        } else {
            return InsetlabConfiguration(directory: workingDirectory)
        }
        let kind = PathKind(of: path)
        let isDirectory = kind == .directory
        guard kind != .missing else {
            console.diagnose("insetlab: error: \(displayName): no such file or directory")
            throw InsetlabExit.missingInput
        }
        guard !isDirectory, FileManager.default.isReadableFile(atPath: path) else {
            console.diagnose("insetlab: error: \(displayName): cannot be read" + (isDirectory ? " (a directory)" : ""))
            throw InsetlabExit.missingInput
        }
        do {
            return try InsetlabConfiguration.load(path: path, displayName: displayName, workingDirectory: workingDirectory)
        } catch {
            for diagnostic in error.diagnostics { console.diagnose(diagnostic.description) }
            invalid(displayName, error.diagnostics)
            throw InsetlabExit.invalidConfiguration
        }
    }
}

extension InsetlabExit {
    /// Same code as an invalid scene: the input is wrong, nothing is processed.
    static let invalidConfiguration = ExitCode(2)

    /// The command's paths, or — when it names none — the configuration's `include` (default
    /// `scenes`) less its `exclude`. Prints every missing path and exits 66; so does a set of
    /// folders that holds no scene at all, which would otherwise pass CI having checked nothing
    /// (as jest fails when it finds no tests).
    static func inputs(_ paths: [String], configuration: InsetlabConfiguration, console: Console) throws(ExitCode) -> [String] {
        let files = try expandInputs(paths, configuration: configuration, console: console)
        guard files.isEmpty else { return files }
        let named = paths.isEmpty
            ? (configuration.include.isEmpty ? "scenes" : "the folders .insetlab.yml includes") + (configuration.exclude.isEmpty ? "" : ", less its excludes")
            : paths.map(TerminalText.escaped).joined(separator: ", ")
        console.diagnose("insetlab: error: no scene files (.yaml, .yml) in \(named)")
        throw missingInput
    }

    private static func expandInputs(_ paths: [String], configuration: InsetlabConfiguration, console: Console) throws(ExitCode) -> [String] {
        // A storyboard or xib stands for its screens (`Main.storyboard#BYZ-38-t0r`), imported in memory.
        guard paths.isEmpty else {
            // `Main.storyboard#BYZ-38-t0r` names one screen: the file must exist, the fragment stays.
            let (files, fragments) = StoryboardScenes.splitFragments(paths)
            let expanded = try expand(files, console: console)  // every missing path reported at once
            StoryboardScenes.importTogether(expanded)
            guard fragments.contains(where: { $0 != nil }) else { return expanded.flatMap(StoryboardScenes.screenPaths) }
            var result: [String] = []
            for (file, fragment) in zip(files, fragments) {
                if let fragment {
                    result.append(file + "#" + fragment)
                } else {
                    result += try expand([file], console: console).flatMap(StoryboardScenes.screenPaths)
                }
            }
            return result
        }
        do {
            return try ConfiguredInputs.files(for: configuration)
        } catch {
            console.diagnose(error.description)
            throw missingInput
        }
    }
}

/// How the commands read their inputs: a storyboard or xib (`Main.storyboard#IB-ID`) is imported
/// in memory; a scene file goes through the one scene loader (one read, suppressions from the
/// same bytes).
enum SceneFiles {
    static func loader(defaults: SceneDefaults) -> SceneLoader {
        let scenes = SceneLoading.loader(defaults: defaults)
        return { path throws(DiagnosticError) in
            if StoryboardScenes.isInterfaceBuilderPath(path) {
                return LoadedScene(try StoryboardScenes.load(path, defaults: defaults))
            }
            return try scenes(path)
        }
    }
}
