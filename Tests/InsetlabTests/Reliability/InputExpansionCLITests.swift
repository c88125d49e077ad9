import Foundation
import Testing

private typealias Folder = CIHarness.Folder

/// Issue 16, item 4 and issue 13's `run -`: what a directory holds is reported, not skipped;
/// pipes, FIFOs and `/dev/stdin` are read as streams; `-` is standard input, named `<stdin>`.
@Suite("Reliability: directories, pipes and standard input", .serialized)
struct InputExpansionCLITests {
    /// `sh -c SCRIPT` in `directory`, with the built binary as `$INSETLAB`.
    private static func shell(_ script: String, in directory: String) throws -> BuiltInsetlab.Result {
        let binary = try #require(BuiltInsetlab.url)
        return try BuiltInsetlab.runCommand(
            URL(fileURLWithPath: "/bin/sh"), ["-c", script], in: directory,
            environment: ["INSETLAB": binary.path, "NO_COLOR": nil, "CI": nil])
    }

    @Test("a dangling *.yaml link in a folder: exit 66, named; nothing checked")
    func danglingLink() throws {
        let folder = try Folder()
        try folder.write("scenes/a.yaml", CIHarness.passing)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/scenes/b.yaml", withDestinationPath: "moved/b.yaml")
        for command in ["check", "run"] {
            let result = try CIHarness.run([command, "scenes"], in: folder.path)
            #expect(result.status == 66)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == "insetlab: error: scenes/b.yaml: a symbolic link to moved/b.yaml, which does not exist\n")
        }
        let named = try CIHarness.run(["run", "scenes/b.yaml"], in: folder.path)
        #expect(named.status == 66)
        #expect(named.stderr == "insetlab: error: scenes/b.yaml: a symbolic link to moved/b.yaml, which does not exist\n")
        // A link to itself is a loop, not a missing target.
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/loop.yaml", withDestinationPath: "loop.yaml")
        let loop = try CIHarness.run(["run", "loop.yaml"], in: folder.path)
        #expect(loop.status == 66)
        #expect(loop.stderr == "insetlab: error: loop.yaml: a symbolic link to loop.yaml that leads back to itself (a loop of links)\n")
    }

    @Test("a folder named like a scene file that holds no scenes: exit 66, named; an ordinary empty folder stays quiet")
    func folderNamedLikeAScene() throws {
        let folder = try Folder()
        try folder.write("scenes/a.yaml", CIHarness.passing)
        try FileManager.default.createDirectory(atPath: folder.path + "/scenes/x.yaml", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.path + "/scenes/assets", withIntermediateDirectories: true)
        let message = "insetlab: error: %@: a folder, not a scene file, and it holds no .yaml or .yml files\n"
        let direct = try CIHarness.run(["run", "scenes/x.yaml"], in: folder.path)
        #expect(direct.status == 66)
        #expect(direct.stdout.isEmpty)
        #expect(direct.stderr == message.replacingOccurrences(of: "%@", with: "scenes/x.yaml"))
        let below = try CIHarness.run(["check", "--no-snapshots", "scenes"], in: folder.path)
        #expect(below.status == 66)
        #expect(below.stderr == message.replacingOccurrences(of: "%@", with: "scenes/x.yaml"))
    }

    @Test("paths that hold no scene at all: exit 66, named, instead of passing having checked nothing")
    func noSceneAtAll() throws {
        let folder = try Folder()
        try FileManager.default.createDirectory(atPath: folder.path + "/specs/assets", withIntermediateDirectories: true)
        try folder.write("specs/notes.txt", "not a scene\n")
        for command in ["check", "run"] {
            let result = try CIHarness.run([command, "specs"], in: folder.path)
            #expect(result.status == 66)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == "insetlab: error: no scene files (.yaml, .yml) in specs\n")
        }
    }

    @Test("a FIFO named like a scene inside a folder: exit 66, named, not read (it would block with no writer)")
    func fifoInsideAFolder() throws {
        let folder = try Folder()
        try folder.write("scenes/a.yaml", CIHarness.passing)
        #expect(mkfifo(folder.path + "/scenes/f.yaml", 0o600) == 0)
        for command in ["check", "run"] {
            let result = try CIHarness.run([command, "scenes"], in: folder.path)
            #expect(result.status == 66)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.hasPrefix("insetlab: error: scenes/f.yaml: is a FIFO, socket or device, not a scene file"), "\(result.stderr)")
        }
        // Taken by an include glob, the same: named, with the line that includes it, not read.
        try folder.write(".insetlab.yml", "include: [\"scenes/*\"]\n")
        let globbed = try CIHarness.run(["check", "--no-snapshots"], in: folder.path)
        #expect(globbed.status == 66)
        #expect(globbed.stderr.hasPrefix("insetlab: error: scenes/f.yaml: is a FIFO, socket or device"), "\(globbed.stderr)")
        #expect(globbed.stderr.contains("(included at .insetlab.yml:1:11)"), "\(globbed.stderr)")
    }

    @Test("run -, check -, explain -: the scene from standard input, named <stdin>")
    func standardInput() throws {
        let folder = try Folder()
        let scene = try folder.write("a.yaml", CIHarness.passing)
        let run = try Self.shell("\"$INSETLAB\" run --format json - < '\(scene)'", in: folder.path)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("\"scene\": \"<stdin>\""), "\(run.stdout)")
        let piped = try Self.shell("cat '\(scene)' | \"$INSETLAB\" check -", in: folder.path)
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(piped.stdout.hasPrefix("ok   <stdin>  (1 variant, 2 expectations)\n"), "\(piped.stdout)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/__snapshots__"), "no snapshot for a scene with no file")
        let explain = try Self.shell("cat '\(scene)' | \"$INSETLAB\" explain - --view table --property contentInset", in: folder.path)
        #expect(explain.status == 0, "\(explain.stderr)")
        #expect(explain.stdout.contains("64"), "\(explain.stdout)")
        let invalid = try Self.shell("printf 'device: iPhone 15\\nroot: {type: UIViewControler}\\n' | \"$INSETLAB\" run -", in: folder.path)
        #expect(invalid.status == 2)
        #expect(invalid.stderr.hasPrefix("<stdin>:2:14: error: "), "\(invalid.stderr)")
    }

    @Test("/dev/stdin from a pipe and a FIFO are read as streams, with the file's suppressions")
    func pipesAndFIFOs() throws {
        let folder = try Folder()
        let scene = try folder.write("a.yaml", CIHarness.passing)
        let devStdin = try Self.shell("cat '\(scene)' | \"$INSETLAB\" run /dev/stdin", in: folder.path)
        #expect(devStdin.status == 0, "\(devStdin.stderr)")
        #expect(devStdin.stdout.hasPrefix("/dev/stdin"), "\(devStdin.stdout)")
        let fifo = try Self.shell(
            "mkfifo scene.fifo && (cat '\(scene)' > scene.fifo &) && \"$INSETLAB\" run scene.fifo", in: folder.path)
        #expect(fifo.status == 0, "\(fifo.stderr)")
        #expect(fifo.stdout.hasPrefix("scene.fifo"), "\(fifo.stdout)")
        // The suppression comment is read from the same bytes: the warning stays silent.
        let quiet = CIHarness.warning.replacingOccurrences(of: "\n", with: "  # insetlab:disable pinned-to-superview-under-bar\n")
        let warned = try Self.shell("printf '%s' '\(quiet)' | \"$INSETLAB\" run -", in: folder.path)
        #expect(warned.status == 0, "\(warned.stderr)")
        #expect(!warned.stdout.contains("pinned-to-superview-under-bar"), "\(warned.stdout)")
    }
}
