import Foundation
import Testing

/// `insetlab run FILE…`, `check FILE…` and `--version` skip ArgumentParser's parse
/// (`PlainCommandLine` in the CLI). Each shape it takes must do exactly what ArgumentParser's
/// parse of the same line does: the same line with `--` before the paths is ArgumentParser's (a
/// word after `--` is never plain to the fast path), so the two runs must print the same bytes
/// and exit the same way. An option of `Run` or `Check` the fast path forgot to set stops the
/// program when read, which these runs would show too.
@Suite struct PlainCommandLineTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Shipped scenes: one passes, one folder of several (expectations, warnings, notes).
    static let scenes = ["scenes/examples/feed.yaml", "scenes/examples"]

    static let shapes: [(command: String, options: [String])] = [
        ("run", []),
        ("run", ["--strict"]),
        ("run", ["--no-config", "--format", "json"]),
        ("run", ["--format", "sarif", "--strict", "--no-config"]),
        ("run", ["--format", "bogus"]),
        ("check", ["--no-snapshots"]),
        ("check", ["--no-snapshots", "--quiet", "--strict"]),
        ("check", ["--no-config", "--no-snapshots", "--format", "json"]),
        ("check", ["--update", "--no-snapshots"]),
    ]

    @Test(arguments: 0..<shapes.count)
    func plainLineMatchesArgumentParser(shape: Int) throws {
        let (command, options) = Self.shapes[shape]
        for paths in [[Self.scenes[0]], [Self.scenes[1]], Self.scenes, ["no-such-scene.yaml"]] {
            let plain = try BuiltInsetlab.run([command] + options + paths, in: Self.repository.path)
            let parsed = try BuiltInsetlab.run([command] + options + ["--"] + paths, in: Self.repository.path)
            let line = ([command] + options + paths).joined(separator: " ")
            #expect(plain.status == parsed.status, "\(line)")
            #expect(plain.stdout == parsed.stdout, "\(line)")
            #expect(plain.stderr == parsed.stderr, "\(line)")
        }
    }

    @Test func versionAloneMatchesArgumentParser() throws {
        let plain = try BuiltInsetlab.run(["--version"])
        // ArgumentParser's own `--version` handling, reached through a subcommand.
        let parsed = try BuiltInsetlab.run(["run", "--version"])
        #expect(plain.status == 0)
        #expect(plain.stdout == parsed.stdout)
        #expect(plain.stdout == "0.1.0\n")
        #expect(plain.stderr.isEmpty)
    }
}
