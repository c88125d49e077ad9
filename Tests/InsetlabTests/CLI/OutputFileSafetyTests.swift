import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where `--output` writes, run through the built binary (issue 15 items 1, 2 and 5, issue 13's
/// symbolic link): an input file is never overwritten, whatever the spelling; devices, FIFOs
/// and `-` are written to, never replaced; a symbolic link is written through and its target
/// keeps its mode; `--jobs` out of range is a usage error.
@Suite("--output safety")
struct OutputFileSafetyTests {
    /// Expected numbers are not the point here: any valid scene will do (seed 000's table).
    static let scene = """
        name: Table under a translucent navigation bar
        device: iPhone 7
        ios: 10
        root:
          type: UINavigationController
          viewControllers:
            - type: UIViewController
              id: vc
              view:
                subviews:
                  - type: UITableView
                    id: table
                    rows: 30

        """

    private func insetlab(_ arguments: [String], in directory: String) throws -> BuiltInsetlab.Result {
        try BuiltInsetlab.run(arguments, in: directory)
    }

    private func mode(of path: String, followingLinks: Bool = true) -> mode_t? {
        var status = stat()
        let result = followingLinks ? stat(path, &status) : lstat(path, &status)
        return result == 0 ? status.st_mode : nil
    }

    // MARK: Item 1: an input is never the output

    @Test("run --output onto the input scene is refused and the scene kept")
    func outputOntoInputIsRefused() throws {
        let folder = try TemporaryFolder()
        let scene = try folder.write("X.yaml", Self.scene)
        let result = try insetlab(["run", "--format", "json", "--output", "X.yaml", "X.yaml"], in: folder.path)
        #expect(result.status == 73)
        #expect(result.stderr.contains("X.yaml: is an input"), "\(result.stderr)")
        #expect(try String(contentsOfFile: scene, encoding: .utf8) == Self.scene)
    }

    @Test("another spelling of the input, or a hard link to it, is the same file")
    func otherSpellingsAndHardLinksAreRefused() throws {
        let folder = try TemporaryFolder()
        let scene = try folder.write("scenes/X.yaml", Self.scene)
        try FileManager.default.createDirectory(atPath: folder.path + "/out", withIntermediateDirectories: true)
        #expect(link(scene, folder.path + "/out/hard.json") == 0)
        let spellings = ["./scenes/../scenes/X.yaml", folder.path + "/scenes/X.yaml", "out/hard.json"]
        for output in spellings {
            for command in ["run", "check"] {
                let result = try insetlab([command, "--format", "json", "--output", output, "scenes"], in: folder.path)
                #expect(result.status == 73, "\(command) --output \(output): \(result.stderr)")
                #expect(try String(contentsOfFile: scene, encoding: .utf8) == Self.scene, "\(command) --output \(output)")
            }
        }
        // A picture written over the scene is refused the same way.
        let svg = try insetlab(["run", "--format", "svg", "--output", "out/hard.json", "scenes/X.yaml"], in: folder.path)
        #expect(svg.status == 73, "\(svg.stderr)")
        #expect(try String(contentsOfFile: scene, encoding: .utf8) == Self.scene)
    }

    // MARK: Item 2: devices, FIFOs, `-` and symbolic links

    @Test("--output - and /dev/fd/1 write the report to stdout, once, with no text report beside it")
    func standardOutputSpellings() throws {
        let folder = try TemporaryFolder()
        try folder.write("X.yaml", Self.scene)
        for output in ["-", "/dev/fd/1"] {
            let result = try insetlab(["run", "--format", "json", "--output", output, "X.yaml"], in: folder.path)
            #expect(result.status == 0, "--output \(output): \(result.stderr)")
            let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
            #expect((json as? [String: Any])?["name"] as? String == "Table under a translucent navigation bar")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/-"))
        let check = try insetlab(["check", "--no-snapshots", "--format", "json", "--output", "-", "X.yaml"], in: folder.path)
        #expect(check.status == 0, "\(check.stderr)")
        #expect((try? JSONSerialization.jsonObject(with: Data(check.stdout.utf8))) != nil, "\(check.stdout)")
    }

    @Test("a symbolic link to a device is written through and stays a link")
    func symbolicLinkToDevice() throws {
        let folder = try TemporaryFolder()
        try folder.write("X.yaml", Self.scene)
        #expect(symlink("/dev/null", folder.path + "/null-link") == 0)
        let result = try insetlab(["run", "--format", "json", "--output", "null-link", "X.yaml"], in: folder.path)
        #expect(result.status == 0, "\(result.stderr)")
        let link = try #require(mode(of: folder.path + "/null-link", followingLinks: false))
        #expect(link & S_IFMT == S_IFLNK, "the link was replaced by a file")
    }

    @Test("a FIFO is written to, not replaced")
    func fifoIsWrittenTo() throws {
        let folder = try TemporaryFolder()
        try folder.write("X.yaml", Self.scene)
        let fifo = folder.path + "/report.fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        // The reader opens first (non-blocking, so the writer's open succeeds) and drains on its
        // own thread, so a report larger than the pipe's buffer never blocks the writer.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        let received = FIFODrain(descriptor: reader)
        let result = try insetlab(["run", "--format", "json", "--output", "report.fifo", "X.yaml"], in: folder.path)
        #expect(result.status == 0, "\(result.stderr)")
        let bytes = received.finish()
        #expect((try? JSONSerialization.jsonObject(with: Data(bytes))) != nil, "the FIFO's reader got \(bytes.count) bytes")
        let fifoMode = try #require(mode(of: fifo, followingLinks: false))
        #expect(fifoMode & S_IFMT == S_IFIFO, "the FIFO was replaced by a file")
    }

    @Test("a symbolic link to a file is written through, and the file keeps its mode")
    func symbolicLinkToFileKeepsTargetMode() throws {
        let folder = try TemporaryFolder()
        try folder.write("X.yaml", Self.scene)
        let target = try folder.write("reports/real.json", "old\n")
        #expect(chmod(target, 0o640) == 0)
        #expect(symlink("reports/real.json", folder.path + "/report.json") == 0)
        for command in [["run", "--format", "json"], ["check", "--no-snapshots", "--format", "json"]] {
            let result = try insetlab(command + ["--output", "report.json", "X.yaml"], in: folder.path)
            #expect(result.status == 0, "\(result.stderr)")
            let link = try #require(mode(of: folder.path + "/report.json", followingLinks: false))
            #expect(link & S_IFMT == S_IFLNK, "the link was replaced by a file")
            #expect(mode(of: target).map { $0 & 0o7777 } == 0o640)
            #expect((try? JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: target)))) != nil)
        }
        // A dangling link: the file it names is created.
        #expect(symlink("reports/new.json", folder.path + "/dangling.json") == 0)
        let dangling = try insetlab(["run", "--format", "json", "--output", "dangling.json", "X.yaml"], in: folder.path)
        #expect(dangling.status == 0, "\(dangling.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.path + "/reports/new.json"))
        #expect(mode(of: folder.path + "/dangling.json", followingLinks: false).map { $0 & S_IFMT } == S_IFLNK)
    }

    @Test("a regular file replaced by --output keeps its mode")
    func replacedFileKeepsMode() throws {
        let folder = try TemporaryFolder()
        try folder.write("X.yaml", Self.scene)
        let report = try folder.write("report.json", "old\n")
        #expect(chmod(report, 0o600) == 0)
        let result = try insetlab(["run", "--format", "json", "--output", "report.json", "X.yaml"], in: folder.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(mode(of: report).map { $0 & 0o7777 } == 0o600)
    }

    @Test("--output naming a folder is refused")
    func folderIsRefused() throws {
        let folder = try TemporaryFolder()
        try folder.write("X.yaml", Self.scene)
        try FileManager.default.createDirectory(atPath: folder.path + "/out", withIntermediateDirectories: true)
        let result = try insetlab(["run", "--format", "json", "--output", "out", "X.yaml"], in: folder.path)
        #expect(result.status == 73, "\(result.stderr)")
        #expect(result.stderr.contains("out: is a folder"), "\(result.stderr)")
    }

    // MARK: Item 5: --jobs bounds

    @Test("--jobs outside 1…256 is a usage error, not a trap", arguments: ["0", "257", "100000", "9223372036854775807"])
    func jobsOutOfRange(jobs: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("X.yaml", Self.scene)
        for command in [["run"], ["check", "--no-snapshots"], ["report", "--output", "html"]] {
            let result = try insetlab(command + ["--jobs", jobs, "X.yaml"], in: folder.path)
            #expect(result.status == 64, "\(command[0]) --jobs \(jobs): \(result.status) \(result.stderr)")
            #expect(result.stderr.contains("--jobs must be between 1 and 256"), "\(result.stderr)")
        }
        let diff = try insetlab(["diff", "--jobs", jobs, "X.yaml", "X.yaml"], in: folder.path)
        #expect(diff.status == 64, "diff --jobs \(jobs): \(diff.status) \(diff.stderr)")
    }
}

/// Reads a FIFO on a thread of its own until every writer has closed it.
private final class FIFODrain: @unchecked Sendable {
    private let descriptor: Int32
    private var bytes: [UInt8] = []
    private let done = DispatchSemaphore(value: 0)
    private var stop = false
    private let lock = NSLock()

    init(descriptor: Int32) {
        self.descriptor = descriptor
        Thread { self.drain() }.start()
    }

    private func drain() {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var sawData = false
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count > 0 {
                sawData = true
                bytes += buffer[..<count]
                continue
            }
            // 0: no writer (yet, or any more); -1 EAGAIN: a writer, nothing to read yet.
            lock.lock()
            let stopping = stop
            lock.unlock()
            if count == 0, sawData || stopping { break }
            usleep(2_000)
        }
        done.signal()
    }

    /// The bytes read, once the writer has gone.
    func finish() -> [UInt8] {
        lock.lock()
        stop = true
        lock.unlock()
        done.wait()
        return bytes
    }
}
