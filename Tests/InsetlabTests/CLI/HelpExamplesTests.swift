import Foundation
import InsetlabReport
import InsetlabChecking
import Testing

/// Issue 13: every example in `insetlab --help` and `insetlab COMMAND --help` pastes and runs,
/// names files that exist, and is not wrapped mid-line on an 80-column terminal.
@Suite(.serialized) struct HelpExamplesTests {
    static let commands = ["", "run", "check", "diff", "explain", "rules", "devices", "init", "schema", "report", "import"]
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func help(_ command: String, columns: Int) throws -> String {
        let arguments = (command.isEmpty ? [] : [command]) + ["--help"]
        let result = try BuiltInsetlab.run(arguments, environment: ["COLUMNS": "\(columns)"])
        #expect(result.status == 0)
        return result.stdout
    }

    /// The discussion: everything before `USAGE:`.
    static func discussion(_ help: String) -> [String] {
        Array(help.components(separatedBy: "\n").prefix { !$0.hasPrefix("USAGE:") })
    }

    /// `  insetlab …` lines, with `\` continuations joined, without their `# comment`.
    static func examples(_ help: String) -> [String] {
        var examples: [String] = []
        var pending: String?
        for line in discussion(help) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var command = pending {
                command += " " + trimmed
                pending = command.hasSuffix("\\") ? String(command.dropLast()) : nil
                if pending == nil { examples.append(command) }
                continue
            }
            guard line.hasPrefix("  insetlab ") || line == "  insetlab" else { continue }
            var command = trimmed
            if let comment = command.range(of: "  #") { command = String(command[..<comment.lowerBound]) }
            command = command.trimmingCharacters(in: .whitespaces)
            if command.hasSuffix("\\") { pending = String(command.dropLast()) } else { examples.append(command) }
        }
        return examples
    }

    @Test(arguments: commands)
    func preformattedLinesFitEightyColumns(_ command: String) throws {
        let wide = try Self.help(command, columns: 300)
        let narrow = Set(try Self.help(command, columns: 80).components(separatedBy: "\n"))
        for line in Self.discussion(wide) where line.hasPrefix("  ") {
            #expect(narrow.contains(line) == true, "wrapped at 80 columns in `insetlab \(command) --help`: \(line)")
        }
    }

    /// Runs every example once, in order, in a copy of the shipped scenes (a git repository with
    /// `main` and a previous commit, for the `--base` examples); each must exit 0.
    @Test func everyExamplePastesAndRuns() throws {
        let binary = try #require(BuiltInsetlab.url)
        let folder = try TemporaryFolder()
        let manager = FileManager.default
        for name in ["scenes", "Schemas", "examples"] {
            try manager.copyItem(atPath: Self.repository.appendingPathComponent(name).path, toPath: folder.path + "/" + name)
        }
        try manager.createDirectory(atPath: folder.path + "/docs", withIntermediateDirectories: true)
        let git = "git -c user.name=t -c user.email=t@example.com"
        let setUp = try shell(
            "git init -q -b main . && git add -A && \(git) commit -q -m one && \(git) commit -q --allow-empty -m two",
            in: folder.path, binary: binary)
        try #require(setUp.status == 0, "git: \(setUp.stderr)")
        var ran: Set<String> = []
        for command in Self.commands {
            for example in Self.examples(try Self.help(command, columns: 300)) where ran.insert(example).inserted {
                // origin/main needs a remote; the same command with `main` runs above.
                if example.contains("origin/") { continue }
                if example.contains("| jq"), !FileManager.default.isExecutableFile(atPath: "/usr/bin/jq") { continue }
                let result = try shell(example, in: folder.path, binary: binary)
                #expect(result.status == 0, "`\(example)` exited \(result.status): \(result.stderr)")
            }
        }
        #expect(ran.count >= 25, "examples found: \(ran.count)")
    }

    private func shell(_ line: String, in directory: String, binary: URL) throws -> BuiltInsetlab.Result {
        var environment: [String: String?] = [
            "PATH": binary.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
            "CI": nil, "NO_COLOR": nil,
        ]
        for name in SnapshotOptions.ciServiceVariables { environment[name] = String?.none }
        return try BuiltInsetlab.runCommand(URL(fileURLWithPath: "/bin/sh"), ["-c", line], in: directory, environment: environment)
    }
}
