import Foundation
import Testing

/// Issue 10: "No module over 5,000 lines", and InsetlabYAML under about 1,400 (the lean reader).
/// Counted from the sources beside this file, so a change that grows a module past its limit
/// fails here rather than in a reviewer's count.
@Suite("Module sizes")
struct ModuleSizeTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    static func lines(of module: String) throws -> Int {
        let root = sources.appendingPathComponent(module)
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return 0 }
        var count = 0
        for case let file as URL in walker where file.pathExtension == "swift" {
            count += try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).count - 1
        }
        return count
    }

    @Test func everyModuleIsUnderFiveThousandLines() throws {
        let modules = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path).filter { !$0.hasPrefix(".") }
        #expect(modules.count > 10, "\(Self.sources.path)")
        for module in modules {
            let count = try Self.lines(of: module)
            #expect(count < 5_000, "\(module) has \(count) lines")
        }
        #expect(try Self.lines(of: "InsetlabYAML") <= 1_400)
    }
}
