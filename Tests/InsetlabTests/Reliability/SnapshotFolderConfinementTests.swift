import Foundation
import Testing

private typealias Folder = CIHarness.Folder

/// Issue 16, item 1: `snapshots.folder` must not lead a plain `check` to write outside the
/// folder that holds `.insetlab.yml`, whether by `..`, an absolute path or a symbolic link.
@Suite("Reliability: snapshots.folder stays inside the project", .serialized)
struct SnapshotFolderConfinementTests {
    @Test("'..' out of the project, or an absolute path elsewhere: a located error at the key, exit 2, nothing written")
    func dotDotAndAbsolute() throws {
        let outside = try Folder()
        let folder = try Folder()
        try folder.write("scenes/a.yaml", CIHarness.passing)
        for written in ["../../..", outside.path, "snaps/../../x"] {
            try folder.write(".insetlab.yml", "snapshots:\n  folder: \(written)\n")
            let result = try CIHarness.run(["check"], in: folder.path)
            #expect(result.status == 2)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == """
                .insetlab.yml:2:11: error: snapshots.folder '\(written)' is outside the folder that holds the configuration; \
                insetlab writes snapshots only inside it (at snapshots.folder)

                """)
            #expect(outside.files().isEmpty)
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/scenes/__snapshots__"))
        }
    }

    @Test("a folder that is a symbolic link out of the project is refused too; one inside is fine")
    func symbolicLink() throws {
        let outside = try Folder()
        let folder = try Folder()
        try folder.write("scenes/a.yaml", CIHarness.passing)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/snaps", withDestinationPath: outside.path)
        try folder.write(".insetlab.yml", "snapshots:\n  folder: snaps/deeper\n")
        let result = try CIHarness.run(["check"], in: folder.path)
        #expect(result.status == 2)
        #expect(result.stderr == """
            .insetlab.yml:2:11: error: snapshots.folder 'snaps/deeper' is outside the folder that holds the configuration \
            (through a symbolic link); insetlab writes snapshots only inside it (at snapshots.folder)

            """)
        #expect(outside.files().isEmpty)

        try FileManager.default.createDirectory(atPath: folder.path + "/real", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/inside", withDestinationPath: folder.path + "/real")
        try folder.write(".insetlab.yml", "snapshots:\n  folder: inside\n")
        let fine = try CIHarness.run(["check"], in: folder.path)
        #expect(fine.status == 0, "\(fine.stdout)\(fine.stderr)")
        #expect(folder.files(in: "real/scenes") == ["a.snap"])
    }
}
