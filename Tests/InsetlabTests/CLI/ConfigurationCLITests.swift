import Foundation
import Testing

private typealias Folder = CIHarness.Folder
private let passing = CIHarness.passing
private let failing = CIHarness.failing
private let invalid = CIHarness.invalid
private let warning = CIHarness.warning

private func insetlab(_ arguments: [String], in directory: String) throws -> CIHarness.Result {
    try CIHarness.run(arguments, in: directory)
}

private func project() throws -> CIHarness.Folder { try CIHarness.project() }

private func json(_ text: String) throws -> Any { try CIHarness.json(text) }

/// .insetlab.yml discovery, its effects and its errors; every exit code; --jobs.
@Suite("CLI: configuration, exit codes, jobs", .serialized)
struct ConfigurationCLITests {
    // MARK: Configuration

    @Test(".insetlab.yml found above the working folder: include, exclude, severities apply; --no-config ignores it")
    func configurationDiscovery() throws {
        let folder = try project()
        try folder.write(".insetlab.yml", """
            include: [scenes]
            exclude: ["scenes/b-*", "scenes/c-bad.yaml"]
            rules:
              severity: {pinned-to-superview-under-bar: error}

            """)
        try folder.write("app/Sources/.keep", "")
        let result = try insetlab(["check", "--no-snapshots"], in: folder.path + "/app/Sources")
        // The warning is an error now: d-warn fails, exit 1; b and c are excluded.
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("../../scenes/d-warn.yaml:16:19: error: banner is pinned"))
        #expect(result.stdout.hasSuffix("checked 2 scenes, 2 variants, 2 expectations, 1 unexpected warning\n1 passed, 1 failed\n"))
        #expect(result.stderr.isEmpty)

        // run with no path reads the include too, and exits 1 on the error-severity warning.
        let run = try insetlab(["run", "--format", "github"], in: folder.path)
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("::error file=scenes/d-warn.yaml,line=16,col=19,title=pinned-to-superview-under-bar::"))

        let ignored = try insetlab(["check", "--no-config"], in: folder.path)
        #expect(ignored.status == 2, "every scene, warnings as warnings")
        #expect(ignored.stdout.contains("scenes/d-warn.yaml:16:19: warning:"))
    }

    @Test("explain reads .insetlab.yml as run and check do: a scene relying on the default matrix gets its device")
    func explainHonoursTheConfiguration() throws {
        let folder = try Folder()
        try folder.write(".insetlab.yml", "matrix: {device: [iPhone X], ios: [11]}\n")
        try folder.write("bare.yaml", "root: {type: UIViewController, id: screen}\n")
        let explained = try insetlab(["explain", "bare.yaml", "--view", "screen", "--property", "safeAreaInsets"], in: folder.path)
        #expect(explained.status == 0, "\(explained.stderr)")
        // iPhone X portrait on iOS 11: the status bar area (44) and the home indicator (34), from
        // uikit-facts.md's iPhone X row; the view fills the window, so they are its safe area.
        #expect(explained.stdout.contains("[44, 0, 34, 0]"), "\(explained.stdout)")
        let ignored = try insetlab(["explain", "--no-config", "bare.yaml"], in: folder.path)
        #expect(ignored.status == 2)
        #expect(ignored.stderr.contains("device"))
    }

    /// The default matrix fills in only for scenes without one; a scene with its own `matrix:`
    /// and no device is told why the configured devices did not reach it.
    @Test("a scene whose own matrix sets the default devices aside is told so")
    func ownMatrixSetsTheDefaultDevicesAside() throws {
        let folder = try Folder()
        try folder.write(".insetlab.yml", "matrix:\n  device: [iPhone X]\n  ios: [11]\n")
        try folder.write("two.yaml", "ios: 17\nmatrix: {orientation: [portrait, landscape]}\nroot: {type: UIViewController}\n")
        let result = try insetlab(["run", "two.yaml"], in: folder.path)
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                "two.yaml:1:1: error: missing required key 'device' in the scene (the default devices of .insetlab.yml:2:3 apply only to scenes without a matrix of their own"),
            "\(result.stderr)")
    }

    @Test("rules.disabled silences a rule; --config FILE reads another file")
    func configurationFile() throws {
        let folder = try Folder()
        try folder.write("d-warn.yaml", warning)
        try folder.write("ci/quiet.yml", "rules:\n  disabled: [pinned-to-superview-under-bar]\n")
        let result = try insetlab(["check", "--no-snapshots", "--config", "ci/quiet.yml", "d-warn.yaml"], in: folder.path)
        #expect(result.status == 0)
        #expect(result.stdout == "ok   d-warn.yaml  (1 variant, 0 expectations)\nchecked 1 scene, 1 variant, 0 expectations\n1 passed, 0 failed\n")
    }

    @Test("an invalid configuration: every error at its line, exit 2, nothing checked")
    func invalidConfiguration() throws {
        let folder = try project()
        try folder.write(".insetlab.yml", "rules:\n  severity: {content-under-bars: eror}\nexclud: []\n")
        for command in ["check", "run"] {
            let result = try insetlab([command], in: folder.path)
            #expect(result.status == 2)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == """
                .insetlab.yml:2:14: error: unknown rule 'content-under-bars'; did you mean 'content-under-bar'? (at rules.severity)
                .insetlab.yml:3:1: error: unknown key 'exclud' in the configuration; did you mean 'exclude'?

                """)
        }
    }

    @Test("--config naming no file: exit 66; with --no-config: usage, 64")
    func configurationMissing() throws {
        let folder = try project()
        let missing = try insetlab(["check", "--config", "nope.yml"], in: folder.path)
        #expect(missing.status == 66)
        #expect(missing.stderr == "insetlab: error: nope.yml: no such file or directory\n")
        #expect(try insetlab(["check", "--config", "x.yml", "--no-config"], in: folder.path).status == 64)
    }

    // MARK: Exit codes and scale

    @Test("exit codes against the binary: 0, 1, 2, 64, 66, 73")
    func exitCodes() throws {
        let folder = try project()
        #expect(try insetlab(["check", "scenes/a-pass.yaml", "scenes/d-warn.yaml"], in: folder.path).status == 0)
        #expect(try insetlab(["check", "scenes/a-pass.yaml", "scenes/b-fail.yaml"], in: folder.path).status == 1)
        #expect(try insetlab(["check", "scenes/b-fail.yaml", "scenes/c-bad.yaml"], in: folder.path).status == 2)
        #expect(try insetlab(["run", "scenes/c-bad.yaml"], in: folder.path).status == 2)
        #expect(try insetlab(["check", "--format", "xml"], in: folder.path).status == 64)
        #expect(try insetlab(["check", "--jobs", "0"], in: folder.path).status == 64)
        #expect(try insetlab(["check", "scenes/none.yaml"], in: folder.path).status == 66)
        #expect(try insetlab(["check", "--output", "no/such/dir/x"], in: folder.path).status == 73)
        let top = try insetlab(["--help"], in: folder.path)
        for code in ["0 ", "1 ", "2 ", "64", "66", "73"] { #expect(top.stdout.contains("  \(code)"), "insetlab --help: \(code)") }
        #expect(top.stdout.contains("error-severity warning"))
        let help = try insetlab(["check", "--help"], in: folder.path)
        for text in ["sarif", "github", "junit", "markdown", "--output", "--config", "--no-config", "--jobs", "73", ".insetlab.yml"] {
            #expect(help.stdout.contains(text), "check --help: \(text)")
        }
    }

    @Test("check on several jobs prints exactly what one job prints")
    func parallelMatchesSerial() throws {
        let folder = try Folder()
        for i in 0..<24 {
            try folder.write(String(format: "scenes/s%02d.yaml", i), [passing, failing, invalid, warning][i % 4])
        }
        // Without snapshots: the first run would record them and the second compare them.
        let one = try insetlab(["check", "--no-snapshots", "--jobs", "1"], in: folder.path)
        let four = try insetlab(["check", "--no-snapshots", "--jobs", "4"], in: folder.path)
        #expect(four.status == one.status)
        #expect(four.stdout == one.stdout)
        #expect(four.stderr == one.stderr)
        #expect(one.stdout.hasSuffix("12 passed, 12 failed\n"))
    }
}
