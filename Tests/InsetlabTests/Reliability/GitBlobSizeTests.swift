import Foundation
import Testing
import InsetlabReport
import InsetlabWorkspace

/// Issue 16, item 3: `diff --base` asks git for each blob's size before reading it; a blob
/// over the limit is never loaded and fails with the file-size error of any scene.
@Suite struct GitBlobSizeTests {
    @Test func blobsOverTheLimitAreNotRead() throws {
        let repo = try GitTestRepository()
        try repo.write("scenes/small.yaml", "x: 1\n")
        try repo.write("scenes/big.yaml", String(repeating: "# padding\n", count: 10))
        let commit = try repo.commit("one")
        let files = try GitRevision.files(at: commit, under: ["scenes"], in: repo.path, maxBytes: 50)
        #expect(files.map(\.path) == ["scenes/big.yaml", "scenes/small.yaml"])
        #expect(files.map(\.size) == [100, 5])
        #expect(files[0].contents.isEmpty, "over the limit: not read")
        #expect(files[1].contents == Array("x: 1\n".utf8))
    }

    @Test func anOversizedBaseBlobIsTheUsualSizeError() throws {
        let repo = try GitTestRepository()
        // Just over the 32 MiB scene limit: a comment line repeated.
        let line = String(repeating: "#", count: 1023) + "\n"
        try repo.write("scenes/huge.yaml", String(repeating: line, count: 32 * 1024 + 1))
        try repo.commit("one")
        try repo.write("scenes/huge.yaml", "device: iPhone 15\nroot: {type: UIViewController}\n")
        let (_, pairs) = try DiffInputs.revision("HEAD", paths: ["scenes"], in: repo.path)
        let before = try #require(pairs.first?.before)
        #expect(before.contents.isEmpty)
        do {
            _ = try before.decode()
            Issue.record("decoded")
        } catch {
            #expect(error.description == "HEAD:scenes/huge.yaml: error: file is 33555456 bytes; the limit is 33554432 bytes")
        }
    }
}
