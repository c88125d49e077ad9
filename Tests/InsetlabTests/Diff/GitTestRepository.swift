import Foundation
import Testing

/// A git repository in a temporary folder, made for one test and removed after it.
final class GitTestRepository {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("insetlab-git-test-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try git("init", "-q")
        try git("config", "user.name", "Test")
        try git("config", "user.email", "test@example.com")
        try git("config", "commit.gpgsign", "false")
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    @discardableResult
    func write(_ name: String, _ contents: String) throws -> String {
        let file = path + "/" + name
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    func remove(_ name: String) throws {
        try FileManager.default.removeItem(atPath: path + "/" + name)
    }

    /// Stages everything and commits; returns the commit id.
    @discardableResult
    func commit(_ message: String) throws -> String {
        try git("add", "-A")
        try git("commit", "-q", "-m", message)
        return try git("rev-parse", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Runs git in the repository; throws on a non-zero exit.
    @discardableResult
    func git(_ arguments: String...) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: path)
        var environment = ProcessInfo.processInfo.environment
        // The test must not depend on the user's global git configuration.
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        process.environment = environment
        let output = path + "/.git-test-output-\(UUID().uuidString)"
        FileManager.default.createFile(atPath: output, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: output) }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        guard process.terminationStatus == 0 else {
            throw GitTestFailure(message: "git \(arguments.joined(separator: " ")): \(text)")
        }
        return text
    }
}

struct GitTestFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
