import Foundation
import Testing

@testable import InsetlabReport
@testable import InsetlabWorkspace

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 15 item 3: files insetlab writes get the user's umask, and the process umask is never
/// changed (it is one per process: changing it, even for an instant, lets another thread
/// create a file with the wrong mode — 0666 snapshots, a 0777 `__snapshots__`).
@Suite("output file modes", .serialized)
struct OutputModeTests {
    @Test("temporary files never touch the umask while other threads create files")
    func temporaryFilesLeaveTheUmaskAlone() throws {
        let folder = try TemporaryFolder()
        // One thread creates files the way Foundation and mkdir do (0666 less the umask) while
        // this one makes temporary files: any instant the umask differs shows as a file whose
        // mode differs from the first one's. (The test itself never sets the umask: other tests
        // run at the same time.)
        let watcher = ModeWatcher(folder: folder.path + "/watched")
        // Four threads at once, as `check --jobs` writes snapshots, for about a second.
        let deadline = Date().addingTimeInterval(1)
        let base = folder.path
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            var index = 0
            while Date() < deadline {
                guard let file = makeTemporaryFile(beside: base + "/report-\(thread)-\(index % 8).json") else {
                    Issue.record("makeTemporaryFile failed: \(String(cString: strerror(errno)))")
                    return
                }
                index += 1
                close(file.descriptor)
                unlink(file.path)
            }
        }
        let writable = watcher.stop()
        #expect(writable == 0, "\(writable) files created while the umask was changed got another mode")
    }

    @Test("no source file changes the process umask")
    func noUmaskCalls() throws {
        // The race above is one of timing; this is the rule it comes from, checked every time.
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Sources").standardized
        let enumerator = try #require(FileManager.default.enumerator(atPath: sources.path))
        var offenders: [String] = []
        for case let relative as String in enumerator where relative.hasSuffix(".swift") {
            let text = try String(contentsOfFile: sources.path + "/" + relative, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains("umask(") && !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                offenders.append("Sources/\(relative):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(offenders.isEmpty, "umask is one per process; never call it: \(offenders)")
    }

    @Test("a temporary file has 0666 less the umask")
    func temporaryFileMode() throws {
        let folder = try TemporaryFolder()
        // The mode any file created with 0666 gets here, from the umask as it is.
        let probe = folder.path + "/probe"
        let probeDescriptor = open(probe, O_CREAT | O_EXCL | O_WRONLY, 0o666)
        #expect(probeDescriptor >= 0)
        var probeStatus = stat()
        fstat(probeDescriptor, &probeStatus)
        close(probeDescriptor)
        let file = try #require(makeTemporaryFile(beside: folder.path + "/report.json"))
        defer {
            close(file.descriptor)
            unlink(file.path)
        }
        var status = stat()
        #expect(fstat(file.descriptor, &status) == 0)
        #expect(status.st_mode & 0o7777 == probeStatus.st_mode & 0o7777, "0666 less the umask, not mkstemp's 0600")
        #expect(file.path.hasPrefix(folder.path + "/.report.json.insetlab-"))
    }

    @Test("check --update --jobs 64 under umask 022 writes nothing group- or world-writable")
    func checkUpdateWritesUmaskModes() throws {
        let binary = try #require(BuiltInsetlab.url, "insetlab binary not found; run `swift build`")
        let folder = try TemporaryFolder()
        for index in 0..<160 {
            try folder.write(
                "scenes/group-\(index % 8)/scene-\(index).yaml",
                OutputFileSafetyTests.scene.replacingOccurrences(of: "rows: 30", with: "rows: \(index + 1)"))
        }
        try FileManager.default.createDirectory(atPath: folder.path + "/out", withIntermediateDirectories: true)
        let result = try BuiltInsetlab.runCommand(
            URL(fileURLWithPath: "/bin/sh"),
            ["-c", "umask 022; exec \"$0\" check --update --jobs 64 --format json --output out/check.json scenes", binary.path],
            in: folder.path, environment: ["CI": nil, "NO_COLOR": nil])
        #expect(result.status == 0, "\(result.stderr)")
        var written = 0
        let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
        for case let relative as String in enumerator {
            var status = stat()
            guard lstat(folder.path + "/" + relative, &status) == 0 else { continue }
            if relative.hasSuffix(".snap") || relative.hasSuffix(".json") || relative.hasSuffix("__snapshots__") { written += 1 }
            #expect(status.st_mode & 0o022 == 0, "\(relative) has mode \(String(status.st_mode & 0o7777, radix: 8))")
        }
        #expect(written == 160 + 8 + 1, "160 snapshots in 8 __snapshots__ folders and the report")
    }
}

/// Creates files on a thread of its own with `open(O_CREAT, 0666)`, as any other code in the
/// process might, and counts those the umask did not mask.
private final class ModeWatcher: @unchecked Sendable {
    private let lock = NSLock()
    private var stopping = false
    private var writable = 0
    private var baseline: mode_t?
    private let done = DispatchSemaphore(value: 0)

    init(folder: String) {
        mkdir(folder, 0o755)
        // The mode before any temporary file is made.
        let first = open(folder + "/baseline", O_CREAT | O_EXCL | O_WRONLY, 0o666)
        var status = stat()
        if first >= 0, fstat(first, &status) == 0 { baseline = status.st_mode }
        close(first)
        Thread {
            var index = 0
            while true {
                self.lock.lock()
                let stop = self.stopping
                self.lock.unlock()
                if stop { break }
                let path = folder + "/file-\(index % 16)"
                index += 1
                let descriptor = open(path, O_CREAT | O_EXCL | O_WRONLY, 0o666)
                guard descriptor >= 0 else { continue }
                var status = stat()
                if fstat(descriptor, &status) == 0 {
                    self.lock.lock()
                    if let baseline = self.baseline, baseline != status.st_mode { self.writable += 1 }
                    self.lock.unlock()
                }
                close(descriptor)
                unlink(path)
            }
            self.done.signal()
        }.start()
    }

    func stop() -> Int {
        lock.lock()
        stopping = true
        lock.unlock()
        done.wait()
        return writable
    }
}
