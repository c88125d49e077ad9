import Foundation
import Testing

@testable import InsetlabWorkspace

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

private typealias Folder = CIHarness.Folder

/// Issue 16, item 2: temporaries an interrupted run (SIGKILL) left behind — named as
/// `makeTemporaryFile` names them (`TemporaryName`), older than this run and held by no process
/// — are removed when insetlab next writes into their folder, with one note on stderr. Anything
/// else stays: newer files, a temporary another run is still writing, and a user's file that
/// only looks like one (`.feed.insetlab-draft1`, which a run once deleted, even as its input).
@Suite("Reliability: stale temporaries", .serialized)
struct StaleTemporaryCLITests {
    private func age(_ path: String, by seconds: TimeInterval) throws {
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -seconds)], ofItemAtPath: path)
    }

    /// SplitMix64 with a fixed seed: the names, and so what the checks see, are the same every run.
    private struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    private func temporaryName(for name: String, seed: UInt64 = 1) -> String {
        var generator = Seeded(state: seed)
        return TemporaryName.make(for: name, using: &generator)
    }

    @Test("names: a temporary's checks out against its file's name; look-alikes do not")
    func names() {
        for name in ["a.snap", "report.json", "é.yaml", String(repeating: "x", count: 200)] {
            let temporary = temporaryName(for: name)
            #expect(temporary.hasPrefix(".\(name).insetlab-") && temporary.utf8.count == name.utf8.count + 17)
            #expect(TemporaryName.isTemporary(temporary))
            // Another file's name with the same six letters (bytes after ".NAME"), or one letter changed, fails.
            #expect(!TemporaryName.isTemporary(".other" + String(decoding: Array(temporary.utf8).dropFirst(name.utf8.count + 1), as: UTF8.self)))
            var changed = Array(temporary.utf8)
            changed[changed.count - 1] = changed[changed.count - 1] == UInt8(ascii: "a") ? UInt8(ascii: "b") : UInt8(ascii: "a")
            #expect(!TemporaryName.isTemporary(String(decoding: changed, as: UTF8.self)))
        }
        for lookAlike in [".feed.insetlab-draft1", ".settings.insetlab-backup", ".notes.insetlab-2024v1", "a.snap.insetlab-AbC123", ".insetlab-AbC123"] {
            #expect(!TemporaryName.isTemporary(lookAlike), "\(lookAlike)")
        }
    }

    @Test("a snapshot folder: old temporaries removed once, with a note; others kept; the snapshot written")
    func snapshotFolder() throws {
        let folder = try Folder()
        try folder.write("scenes/a.yaml", CIHarness.passing)
        try folder.write("scenes/b.yaml", CIHarness.passing)
        let stale = [temporaryName(for: "a.snap"), temporaryName(for: "gone.snap")]
        for name in stale { try age(folder.write("scenes/__snapshots__/" + name, "half a snap"), by: 3600) }
        // Newer than the run (another run's, in flight), or not insetlab's: never touched.
        let fresh = temporaryName(for: "b.snap")
        let kept = [fresh, ".a.snap.insetlab-draft1", ".a.snap.insetlab-TOOLONG7", "a.snap.insetlab-AbC123", ".a.snap.insetlab-ab-123"]
        for name in kept { try folder.write("scenes/__snapshots__/" + name, "keep") }
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: 3600)], ofItemAtPath: folder.path + "/scenes/__snapshots__/" + fresh)
        for name in kept.dropFirst() { try age(folder.path + "/scenes/__snapshots__/" + name, by: 3600) }

        let result = try CIHarness.run(["check", "--jobs", "2"], in: folder.path)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr == """
            insetlab: note: removed 2 temporary files an interrupted insetlab run left in scenes/__snapshots__ \
            (\(stale.sorted().joined(separator: ", ")))

            """)
        #expect(folder.files(in: "scenes/__snapshots__") == (kept + ["a.snap", "b.snap"]).sorted())

        // Nothing left to remove: no note.
        let again = try CIHarness.run(["check"], in: folder.path)
        #expect(again.status == 0)
        #expect(again.stderr.isEmpty)
    }

    @Test("--output's folder too; the report replaces the old one whole")
    func outputFolder() throws {
        let folder = try Folder()
        try folder.write("scenes/a.yaml", CIHarness.passing)
        try folder.write("out/report.json", "old")
        let stale = temporaryName(for: "report.json")
        try age(folder.write("out/" + stale, String(repeating: "x", count: 1000)), by: 60)
        let result = try CIHarness.run(["run", "--format", "json", "--output", "out/report.json", "scenes/a.yaml"], in: folder.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "insetlab: note: removed 1 temporary file an interrupted insetlab run left in out (\(stale))\n")
        #expect(folder.files(in: "out") == ["report.json"])
        #expect(try folder.read("out/report.json").hasPrefix("{"))
    }

    @Test("a temporary another run is still writing is left, however old; removed once let go")
    func heldTemporary() throws {
        let folder = try Folder()
        try folder.write("scenes/a.yaml", CIHarness.passing)
        try folder.write("out/.keep", "")
        // Made as a run makes it, and held (this process stands for the other run).
        let made = try #require(makeTemporaryFile(beside: folder.path + "/out/report.json"))
        var held = true
        defer { if held { close(made.descriptor) } }
        try age(made.path, by: 3600)
        let name = String(made.path.split(separator: "/").last!)

        let result = try CIHarness.run(["run", "--format", "json", "--output", "out/report.json", "scenes/a.yaml"], in: folder.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(folder.files(in: "out") == [".keep", name, "report.json"].sorted())

        close(made.descriptor)  // the other run was killed: the kernel lets go of its lock
        held = false
        let after = try CIHarness.run(["run", "--format", "json", "--output", "out/report.json", "scenes/a.yaml"], in: folder.path)
        #expect(after.status == 0)
        #expect(after.stderr == "insetlab: note: removed 1 temporary file an interrupted insetlab run left in out (\(name))\n")
        #expect(folder.files(in: "out") == [".keep", "report.json"])
    }

    @Test("a user's file named like a temporary, even the scene being read, is never removed")
    func lookAlikeInput() throws {
        let folder = try Folder()
        let scene = ".feed.insetlab-draft1"
        try age(folder.write(scene, CIHarness.passing), by: 3600)
        let result = try CIHarness.run(["run", "--format", "json", "--output", "out.json", scene], in: folder.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(try folder.read(scene) == CIHarness.passing)
        #expect(try folder.read("out.json").hasPrefix("{"))
    }
}
