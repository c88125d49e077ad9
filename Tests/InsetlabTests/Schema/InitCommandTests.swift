import InsetlabConfiguration
import Foundation
import InsetlabScene
import InsetlabSceneSchema
import Testing

/// `insetlab init` and `insetlab schema`, run as the BUILT binary: stdout, stderr, exit codes
/// and the files left behind.
@Suite(.serialized) struct InitCommandTests {
    /// The binary in the build products folder (next to the test resources), or `INSETLAB_BINARY`.
    static let binary: URL? = BuiltInsetlab.url

    /// A temporary folder, removed when the test is done.
    final class Folder {
        let path: String

        init() throws {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("insetlab-init-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }

        func file(_ name: String) -> String { path + "/" + name }
        func read(_ name: String) throws -> String { try String(contentsOfFile: file(name), encoding: .utf8) }
        var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }

        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    /// Runs the binary as a user's shell would on a laptop: without `CI` or a CI service's
    /// variables (under `CI=true` a missing snapshot fails by design), whatever runs the tests.
    static func insetlab(_ arguments: [String], in directory: String) throws -> SchemaValidator.Result {
        try BuiltInsetlab.run(arguments, in: directory)
    }

    /// Issue 13: `insetlab init` then `insetlab check` in an empty folder is clean; the scene
    /// goes to scenes/ (what check reads by default) and the schema its modeline names is written.
    @Test func writesTheDefaultSceneThatChecksClean() throws {
        let folder = try Folder()
        let result = try Self.insetlab(["init"], in: folder.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("wrote scenes/scene.yaml (nav-table, iPhone 16, iOS 18)"))
        #expect(result.stdout.hasSuffix("next: insetlab run scenes/scene.yaml, then insetlab check\n"))
        #expect(folder.names == ["Schemas", "scenes"], "nothing else is left behind")
        let text = try folder.read("scenes/scene.yaml")
        #expect(text.hasPrefix("# yaml-language-server: $schema=../Schemas/scene.schema.json\n#\n"))
        let schema = try Self.insetlab(["schema"], in: folder.path)
        #expect(try folder.read("Schemas/scene.schema.json") == schema.stdout, "the schema is what `insetlab schema` prints")
        let printed = try Self.insetlab(["init", "-"], in: folder.file("scenes"))
        #expect(printed.status == 0 && printed.stdout == text, "the file is exactly what `init -` prints there")
        let check = try Self.insetlab(["check"], in: folder.path)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.hasSuffix("1 passed, 0 failed\n"))
        let run = try Self.insetlab(["run", "scenes/scene.yaml"], in: folder.path)
        #expect(run.status == 0, "\(run.stderr)")
    }

    /// A `.insetlab.yml` whose include leaves scenes/ out: a plain `insetlab check` would not
    /// read the new scene, so the hint names it.
    @Test func theHintNamesTheSceneWhenCheckWouldNotReadIt() throws {
        let folder = try Folder()
        try "include: [\"Specs/**/*.yaml\"]\n".write(toFile: folder.file(".insetlab.yml"), atomically: true, encoding: .utf8)
        let result = try Self.insetlab(["init"], in: folder.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasSuffix("next: insetlab run scenes/scene.yaml, then insetlab check scenes/scene.yaml\n"), "\(result.stdout)")
    }

    @Test(arguments: StarterTemplate.allCases)
    func everyTemplateWrittenByTheBinaryChecks(_ template: StarterTemplate) throws {
        let folder = try Folder()
        let write = try Self.insetlab(
            ["init", "s", "--template", template.rawValue, "--device", "iphone 7", "--ios", "10"], in: folder.path)
        #expect(write.status == 0, "\(write.stderr)")
        #expect(try folder.read("s.yaml").contains("\ndevice: iPhone 7\n"), "the catalog's spelling")
        let check = try Self.insetlab(["check", "--no-snapshots", "s.yaml"], in: folder.path)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    }

    @Test func namesGetYAMLExtensionAndModelinePointsUpToTheSchema() throws {
        let folder = try Folder()
        try FileManager.default.createDirectory(atPath: folder.file("Schemas"), withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: folder.file("Schemas/scene.schema.json"), contents: Data("{}".utf8))
        try FileManager.default.createDirectory(atPath: folder.file("scenes/nav"), withIntermediateDirectories: true)

        #expect(try Self.insetlab(["init", "scenes/nav/feed"], in: folder.path).status == 0)
        #expect(
            try folder.read("scenes/nav/feed.yaml").hasPrefix(
                "# yaml-language-server: $schema=../../Schemas/scene.schema.json\n#\n"))
        #expect(try Self.insetlab(["init", "scenes/list.yml", "--template", "plain"], in: folder.path).status == 0)
        #expect(try folder.read("scenes/list.yml").hasPrefix("# yaml-language-server: $schema=../Schemas/scene.schema.json\n"))
        let printed = try Self.insetlab(["init", "-"], in: folder.file("scenes/nav"))
        #expect(printed.stdout.hasPrefix("# yaml-language-server: $schema=../../Schemas/scene.schema.json\n"))
        #expect(try Self.insetlab(["init", folder.file("top")], in: "/").status == 0, "an absolute path")
        #expect(try folder.read("top.yaml").hasPrefix("# yaml-language-server: $schema=Schemas/scene.schema.json\n#\n"))
    }

    @Test func withoutASchemaAboveItWritesOneHereOrSaysSo() throws {
        let folder = try Folder()
        // The temporary folder has no Schemas/ above it on a normal machine.
        guard SchemaReference.locate(from: folder.path, fileExists: { FileManager.default.fileExists(atPath: $0) }) == .notFound
        else { return }
        try FileManager.default.createDirectory(atPath: folder.file("here"), withIntermediateDirectories: true)
        // A scene outside the current folder: nothing is written beside it but the scene.
        let outside = try Self.insetlab(["init", "../x"], in: folder.file("here"))
        #expect(outside.status == 0, "\(outside.stderr)")
        #expect(outside.stdout.contains("no Schemas/scene.schema.json above it"))
        #expect(try folder.read("x.yaml").contains("# (No Schemas/scene.schema.json was found in this folder or above it"))
        #expect(folder.names == ["here", "x.yaml"])
        // A scene in the current folder: the schema is written here.
        let inside = try Self.insetlab(["init", "y"], in: folder.file("here"))
        #expect(inside.stdout.contains("wrote Schemas/scene.schema.json"))
        #expect(try folder.read("here/y.yaml").hasPrefix("# yaml-language-server: $schema=Schemas/scene.schema.json\n#\n"))
    }

    @Test func refusesToOverwriteWithExitCode73() throws {
        let folder = try Folder()
        try FileManager.default.createDirectory(atPath: folder.file("scenes"), withIntermediateDirectories: true)
        try "mine\n".write(toFile: folder.file("scenes/scene.yaml"), atomically: true, encoding: .utf8)
        let result = try Self.insetlab(["init"], in: folder.path)
        #expect(result.status == 73)
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "insetlab: error: scenes/scene.yaml: already exists; insetlab init never overwrites a file (choose another name, or remove it first)\n"
        )
        #expect(try folder.read("scenes/scene.yaml") == "mine\n")
        #expect(folder.names == ["scenes"], "no schema and no temporary file left behind")

        // A dangling symbolic link is a file too: not followed, not replaced.
        try FileManager.default.createSymbolicLink(
            atPath: folder.file("link.yaml"), withDestinationPath: folder.file("nowhere.yaml"))
        #expect(try Self.insetlab(["init", "link"], in: folder.path).status == 73)
        #expect(!FileManager.default.fileExists(atPath: folder.file("nowhere.yaml")))
    }

    @Test func missingFoldersAreCreatedButAFileInTheWayIsExitCode73() throws {
        let folder = try Folder()
        #expect(try Self.insetlab(["init", "specs/nav/feed"], in: folder.path).status == 0)
        #expect(try folder.read("specs/nav/feed.yaml").hasPrefix("# yaml-language-server: $schema=../../Schemas/scene.schema.json\n"))
        try "x\n".write(toFile: folder.file("file"), atomically: true, encoding: .utf8)
        let result = try Self.insetlab(["init", "file/scene"], in: folder.path)
        #expect(result.status == 73)
        #expect(result.stderr.hasPrefix("insetlab: error: "))
    }

    /// Written through a temporary file and a hard link: concurrent inits of one name produce
    /// one complete file and 73 for every other; no temporary file survives; the file is created
    /// with the umask's permissions, not mkstemp's 0600.
    @Test func writesAtomically() throws {
        let folder = try Folder()
        let binary = try #require(Self.binary).path
        // Each racer is `sh -c 'umask 022; exec insetlab init race'`: the umask is known and the
        // shell becomes insetlab (a shell waiting on children would inherit the test runner's
        // signal mask).
        let racers = (0..<8).map { _ in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "umask 022; exec \"$0\" init race --template tab-nav", binary]
            process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            return process
        }
        for racer in racers { try racer.run() }
        for racer in racers { racer.waitUntilExit() }
        let statuses = racers.map(\.terminationStatus)
        #expect(statuses.filter { $0 == 0 }.count == 1, "\(statuses)")
        #expect(statuses.filter { $0 == 73 }.count == racers.count - 1, "\(statuses)")
        #expect(folder.names == ["Schemas", "race.yaml"], "no temporary file left behind")
        let expected = try Self.insetlab(["init", "-", "--template", "tab-nav"], in: folder.path).stdout
        #expect(try folder.read("race.yaml") == expected, "one complete scene")
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.file("race.yaml"))
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o644, "the umask's permissions, not mkstemp's 0600")
    }

    @Test func deviceAndVersionErrorsUseTheDecodersTextAndExit64() throws {
        let folder = try Folder()
        let cases: [([String], String)] = [
            (["--device", "iPhone 8S"], "unknown device 'iPhone 8S'; did you mean 'iPhone 8', 'iPhone XS', 'iPhone 6s'?"),
            (
                ["--device", "iPhone 8", "--ios", "10"],
                "iPhone 8 never ran iOS 10 (it ran iOS 11–16); iPhone 7 has the same 375×667 screen and ran iOS 10"
            ),
            (["--ios", "27"], "iOS 27 is not modelled yet (no release measured past iOS 26); insetlab models iOS 7–18 and 26"),
            (["--ios", "21"], "there was no iOS 21: Apple went from iOS 18 to iOS 26"),
        ]
        for (arguments, message) in cases {
            let result = try Self.insetlab(["init"] + arguments, in: folder.path)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr.contains(message), "\(result.stderr)")
        }
        #expect(try Self.insetlab(["init", "--template", "grid"], in: folder.path).status == 64)
        #expect(folder.names == [])
    }

    @Test func schemaCommandPrintsTheCommittedSchema() throws {
        let result = try Self.insetlab(["schema"], in: SchemaRepository.root.path)
        #expect(result.status == 0)
        #expect(result.stdout == SceneSchema.text)
        #expect(result.stderr == "")
        // --config: the .insetlab.yml schema, as committed, for projects outside this repository.
        let configuration = try Self.insetlab(["schema", "--config"], in: SchemaRepository.root.path)
        #expect(configuration.status == 0)
        #expect(configuration.stdout == ConfigurationSchema.text)
        let committed = try String(contentsOf: SchemaRepository.root.appendingPathComponent("Schemas/insetlab-config.schema.json"), encoding: .utf8)
        #expect(configuration.stdout == committed)
    }
}
