import Foundation
import Testing

private typealias Folder = CIHarness.Folder

/// Issue 16, item 2: temporaries an interrupted run (SIGKILL) left behind — named as
/// `makeTemporaryFile` names them, `.NAME.insetlab-XXXXXX`, and older than this run — are
/// removed when insetlab next writes into their folder, with one note on stderr. Anything
/// else (newer files, other names) stays.
@Suite("Reliability: stale temporaries", .serialized)
struct StaleTemporaryCLITests {
    private func age(_ path: String, by seconds: TimeInterval) throws {
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -seconds)], ofItemAtPath: path)
    }

    @Test("a snapshot folder: old temporaries removed once, with a note; others kept; the snapshot written")
    func snapshotFolder() throws {
        let folder = try Folder()
        try folder.write("scenes/a.yaml", CIHarness.passing)
        try folder.write("scenes/b.yaml", CIHarness.passing)
        let stale = ["scenes/__snapshots__/.a.snap.insetlab-AbC123", "scenes/__snapshots__/.gone.snap.insetlab-zz9ZZ9"]
        for name in stale { try age(folder.write(name, "half a snap"), by: 3600) }
        // Newer than the run (another run's, in flight), or not our pattern: never touched.
        let kept = [
            "scenes/__snapshots__/.b.snap.insetlab-Fresh1", "scenes/__snapshots__/.a.snap.insetlab-TOOLONG7",
            "scenes/__snapshots__/a.snap.insetlab-AbC123", "scenes/__snapshots__/.a.snap.insetlab-ab-123",
        ]
        for name in kept { try folder.write(name, "keep") }
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: 3600)], ofItemAtPath: folder.path + "/" + kept[0])
        for name in kept.dropFirst() { try age(folder.path + "/" + name, by: 3600) }

        let result = try CIHarness.run(["check", "--jobs", "2"], in: folder.path)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr == """
            insetlab: note: removed 2 temporary files an interrupted insetlab run left in scenes/__snapshots__ \
            (.a.snap.insetlab-AbC123, .gone.snap.insetlab-zz9ZZ9)

            """)
        #expect(folder.files(in: "scenes/__snapshots__") == ([
            ".a.snap.insetlab-TOOLONG7", ".a.snap.insetlab-ab-123", ".b.snap.insetlab-Fresh1",
            "a.snap", "a.snap.insetlab-AbC123", "b.snap",
        ] as [String]).sorted())

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
        try age(folder.write("out/.report.json.insetlab-q1W2e3", String(repeating: "x", count: 1000)), by: 60)
        let result = try CIHarness.run(["run", "--format", "json", "--output", "out/report.json", "scenes/a.yaml"], in: folder.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "insetlab: note: removed 1 temporary file an interrupted insetlab run left in out (.report.json.insetlab-q1W2e3)\n")
        #expect(folder.files(in: "out") == ["report.json"])
        #expect(try folder.read("out/report.json").hasPrefix("{"))
    }
}
