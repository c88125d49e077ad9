import Foundation
import InsetlabReport
import InsetlabChecking
import Testing

/// Runs the built `insetlab` binary for the snapshot and diff CLI tests: found like
/// `CLITests` finds it (next to the test bundle, or `INSETLAB_BINARY`), output through files so
/// a large report never blocks on a pipe, and `CI` and `NO_COLOR` removed from the environment
/// so a test behaves the same on a laptop and in CI (a test that wants `CI=true` passes it);
/// so are the CI services' own variables and `TERM`.
enum BuiltInsetlab {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let url: URL? = {
        let environment = ProcessInfo.processInfo.environment
        if let override = environment["INSETLAB_BINARY"], !override.isEmpty { return URL(fileURLWithPath: override) }
        var directories = [Bundle.module.bundleURL.deletingLastPathComponent()]
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            directories.append(bundle.bundleURL.deletingLastPathComponent())
        }
        #endif
        directories.append(Bundle.main.bundleURL)
        directories.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        return directories.map { $0.appendingPathComponent("insetlab") }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    static func run(_ arguments: [String], in directory: String? = nil, environment: [String: String] = [:]) throws -> Result {
        let binary = try #require(url, "insetlab binary not found next to the tests; run `swift build` or set INSETLAB_BINARY")
        var changes: [String: String?] = ["NO_COLOR": nil, "CI": nil, "TERM": nil]
        for name in SnapshotOptions.ciServiceVariables { changes[name] = String?.none }
        for (name, value) in environment { changes[name] = value }
        return try runCommand(binary, arguments, in: directory, environment: changes)
    }

    /// Runs `executable` with this process's environment changed by `environment` (a value sets
    /// a variable, nil removes it); output goes through files, so a long one never blocks.
    static func runCommand(
        _ executable: URL, _ arguments: [String], in directory: String? = nil, environment: [String: String?] = [:]
    ) throws -> Result {
        let outputs = try TemporaryFolder()
        let outURL = URL(fileURLWithPath: outputs.path + "/stdout"), errURL = URL(fileURLWithPath: outputs.path + "/stderr")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        var env = ProcessInfo.processInfo.environment
        for (name, value) in environment { env[name] = value }
        process.environment = env
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return Result(
            status: process.terminationStatus, stdout: try String(contentsOf: outURL, encoding: .utf8),
            stderr: try String(contentsOf: errURL, encoding: .utf8))
    }
}
