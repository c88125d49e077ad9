import Foundation
import InsetlabReport
import InsetlabWorkspace
import Testing

@Suite("Scene inputs")
struct SceneInputsTests {
    /// A fresh temporary folder, removed by the caller.
    private func makeTree(_ files: [String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("insetlab-inputs-\(UUID().uuidString)").path
        for file in files {
            let path = root + "/" + file
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true
            )
            try Data("name: x\n".utf8).write(to: URL(fileURLWithPath: path))
        }
        return root
    }

    @Test("directories expand to .yaml/.yml files below them, sorted, hidden folders skipped")
    func directories() throws {
        let root = try makeTree([
            "b.yaml", "a/z.yml", "a/b/c.yaml", "a-b/d.yaml", "notes.txt", ".hidden/e.yaml", "a/.f.yaml", "C.YAML",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = try SceneInputs.expand([root])
        #expect(files == ["C.YAML", "a/b/c.yaml", "a/z.yml", "a-b/d.yaml", "b.yaml"].map { root + "/" + $0 })
        #expect(try SceneInputs.expand([root + "/"]).first == root + "/C.YAML")
    }

    @Test("files are taken as given, in order, whatever their extension")
    func files() throws {
        let root = try makeTree(["one.txt", "two.yaml"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try SceneInputs.expand([root + "/two.yaml", root + "/one.txt"]) == [root + "/two.yaml", root + "/one.txt"])
    }

    @Test("every missing path is reported at once")
    func missing() {
        #expect {
            try SceneInputs.expand(["/no/such/a.yaml", "/no/such/dir"])
        } throws: { error in
            guard let error = error as? SceneInputError else { return false }
            return error.problems.map(\.path) == ["/no/such/a.yaml", "/no/such/dir"]
                && error.description.hasPrefix("insetlab: error: /no/such/a.yaml: no such file or directory")
        }
    }
}
