import Foundation
@testable import InsetlabImport
import Testing

/// `import --output` says why its folder could not be made: the failed mkdir's own reason (a
/// `stat` made after it changed errno, so a folder that could not be written said "No such file
/// or directory"), or the file in the way.
@Suite("import --output: why the folder cannot be made")
struct ImportOutputFolderTests {
    @Test func theReasonIsTheFailedCalls() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("insetlab-import-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: base) }
        FileManager.default.createFile(atPath: base + "/file", contents: Data())
        #expect(ImportSession.makeDirectory(base + "/file") == "a file, not a folder, has that name")
        // Below a file: the file is named.
        #expect(ImportSession.makeDirectory(base + "/file/sub") == base + "/file is a file, not a folder")
        #expect(ImportSession.makeDirectory(base + "/new/sub") == nil)
    }
}
