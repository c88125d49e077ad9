import Foundation
import Testing
import InsetlabReport
import InsetlabWorkspace

/// `GitRevision` and `DiffInputs.revision` against a repository made in the test.
@Suite struct GitRevisionTests {
    @Test func readsFilesAtARevisionWithoutCheckingOut() throws {
        let repo = try GitTestRepository()
        try repo.write("scenes/a.yaml", "first\n")
        try repo.write("scenes/sub/b.yml", "bee\n")
        try repo.write("other/c.yaml", "sea\n")
        let first = try repo.commit("one")
        try repo.write("scenes/a.yaml", "second\n")
        try repo.commit("two")
        try repo.write("scenes/a.yaml", "working tree\n")

        let files = try GitRevision.files(at: first, under: ["scenes"], in: repo.path)
        #expect(files.map(\.path) == ["scenes/a.yaml", "scenes/sub/b.yml"])
        #expect(files.map { String(decoding: $0.contents, as: UTF8.self) } == ["first\n", "bee\n"])
        let head = try GitRevision.files(at: "HEAD", under: ["scenes/a.yaml"], in: repo.path)
        #expect(head.map { String(decoding: $0.contents, as: UTF8.self) } == ["second\n"])
        // Nothing was checked out.
        #expect(try String(contentsOfFile: repo.path + "/scenes/a.yaml", encoding: .utf8) == "working tree\n")
        #expect(try GitRevision.files(at: "HEAD", under: ["missing"], in: repo.path).isEmpty)
    }

    @Test func unknownRevisionAndNotARepository() throws {
        let repo = try GitTestRepository()
        try repo.write("a.yaml", "x\n")
        try repo.commit("one")
        #expect(throws: GitError.unknownRevision("no-such-branch")) {
            try GitRevision.resolve("no-such-branch", in: repo.path)
        }
        #expect(throws: GitError.unknownRevision("--help")) { try GitRevision.resolve("--help", in: repo.path) }

        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("insetlab-no-git-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: outside) }
        do {
            _ = try GitRevision.resolve("HEAD", in: outside)
            Issue.record("resolved HEAD outside a repository")
        } catch {
            guard case .notARepository = error else { Issue.record("\(error)"); return }
            #expect(error.description.hasPrefix("--base needs a git repository: not a git repository"))
        }
    }

    @Test func pairsMatchTheWorkingTreeWithTheRevision() throws {
        let repo = try GitTestRepository()
        try repo.write("scenes/kept.yaml", "old\n")
        try repo.write("scenes/removed.yaml", "gone\n")
        try repo.write("scenes/.hidden/x.yaml", "hidden\n")
        try repo.write("scenes/notes.txt", "not a scene\n")
        try repo.commit("one")
        try repo.write("scenes/kept.yaml", "new\n")
        try repo.remove("scenes/removed.yaml")
        try repo.write("scenes/added.yml", "added\n")

        let (commit, pairs) = try DiffInputs.revision("HEAD", paths: ["scenes"], in: repo.path)
        #expect(commit.count == 40)
        #expect(pairs.map(\.path) == ["scenes/added.yml", "scenes/kept.yaml", "scenes/removed.yaml"])
        #expect(pairs.map { $0.before?.displayName } == [nil, "HEAD:scenes/kept.yaml", "HEAD:scenes/removed.yaml"])
        #expect(pairs.map { $0.after?.displayName } == ["scenes/added.yml", "scenes/kept.yaml", nil])
        #expect(pairs[1].before.map { String(decoding: $0.contents, as: UTF8.self) } == "old\n")
        #expect(pairs[1].after.map { String(decoding: $0.contents, as: UTF8.self) } == "new\n")

        // A folder deleted since the revision is all removals; one on neither side is an error.
        try repo.remove("scenes")
        let (_, gone) = try DiffInputs.revision("HEAD", paths: ["scenes"], in: repo.path)
        #expect(gone.map(\.path) == ["scenes/kept.yaml", "scenes/removed.yaml"])
        #expect(gone.allSatisfy { $0.after == nil })
        #expect(throws: DiffInputError.self) { try DiffInputs.revision("HEAD", paths: ["nowhere"], in: repo.path) }
    }
}
