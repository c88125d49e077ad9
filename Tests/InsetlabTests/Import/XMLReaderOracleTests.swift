import Foundation
import InsetlabImport
import Testing

/// insetlab's XML reader held to an independent parser, expat (`scripts/xml-oracle.py`, through
/// Python's standard library): on every file of ../shared/storyboards, on a few hundred
/// deterministic mutations of one (`XMLMutations`) and on small documents assembled from the
/// pieces each rule cares about (`XMLGeneratedDocuments`), both read the same tree (names,
/// attributes, marks) or both refuse the file. Error positions are not compared: two parsers may stop at different bytes
/// of the same mistake. Left out of the comparison, each asserted refused by insetlab: files
/// with a DOCTYPE and files declaring an encoding other than UTF-8 (refused by design; expat
/// reads them).
enum XMLOracle {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let script = root.appendingPathComponent("scripts/xml-oracle.py").path

    /// Why the oracle cannot run here, or `nil` when it can.
    static let unavailableReason: String? = {
        guard StoryboardCorpus.isPresent else { return "../shared/storyboards is absent: the expat differential test is skipped" }
        do {
            let result = try runOnPath(["python3", "-c", "import xml.parsers.expat"])
            return result.status == 0 ? nil : "python3 with xml.parsers.expat is needed: the expat differential test is skipped"
        } catch {
            return "python3 is not available: the expat differential test is skipped"
        }
    }()

    static func runOnPath(_ arguments: [String]) throws -> BuiltInsetlab.Result {
        try BuiltInsetlab.runCommand(URL(fileURLWithPath: "/usr/bin/env"), arguments)
    }

    /// Expat's dump of each file (`scripts/xml-oracle.py`), keyed by path.
    static func dumps(_ paths: [String]) throws -> [String: [String]] {
        let result = try runOnPath(["python3", script] + paths)
        try #require(result.status == 0, "xml-oracle.py failed: \(result.stderr)")
        var dumps: [String: [String]] = [:]
        var current: String?
        for line in result.stdout.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("== ") {
                current = String(line.dropFirst(3))
                dumps[current ?? ""] = []
            } else if let current, !line.isEmpty {
                dumps[current, default: []].append(String(line))
            }
        }
        return dumps
    }

    /// The same dump of insetlab's reading, or `["error"]`.
    static func ours(_ bytes: [UInt8]) -> [String] {
        guard let root = try? XMLReading.tree(bytes) else { return ["error"] }
        var lines: [String] = []
        var stack = [(root, 1)]
        while let (element, depth) = stack.popLast() {
            lines.append("\(depth) \(element.mark.line):\(element.mark.column) \(escaped(element.name))")
            // Sorted as the oracle sorts: by code point, which UTF-8 byte order is.
            for (key, value) in element.attributes.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
                lines.append("  @\(escaped(key))=\(escaped(value))")
            }
            stack.append(contentsOf: element.children.reversed().map { ($0, depth + 1) })
        }
        return lines
    }

    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar == "\\" {
                out += "\\\\"
            } else if scalar.value < 0x20 || scalar.value == 0x7F {
                let hex = String(scalar.value, radix: 16)
                out += "\\x" + (hex.count < 2 ? "0" : "") + hex
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// How insetlab's reading of one document compares with expat's, or nil when they agree.
    static func disagreement(_ bytes: [UInt8], oracle: [String]) -> String? {
        let ours = ours(bytes)
        let refused = ours == ["error"]
        switch oracle.first {
        case let first? where first.hasPrefix("error"):
            return refused ? nil : "expat refuses it (\(first)), insetlab reads it"
        case let first? where first == "doctype" || first.hasPrefix("encoding "):
            return refused ? nil : "insetlab reads a file it refuses by design (\(first))"
        default:
            guard !refused else {
                return "expat reads it, insetlab refuses it: \(XMLReading.failure(bytes)?.description ?? "")"
            }
            // Compared as bytes: String's == would let canonically equivalent spellings pass.
            guard ours.map({ Array($0.utf8) }) != oracle.map({ Array($0.utf8) }) else { return nil }
            let first = zip(ours, oracle).first { $0.0 != $0.1 }
            return "different trees: first difference \(first.map { "insetlab \($0.0) / expat \($0.1)" } ?? "in length, \(ours.count) lines / \(oracle.count)")"
        }
    }
}

@Suite("XML reader vs expat", .enabled(if: XMLOracle.unavailableReason == nil, "\(XMLOracle.unavailableReason ?? "")"))
struct XMLReaderOracleTests {
    @Test func everyCorpusFileReadsAsExpatReadsIt() throws {
        let files = StoryboardCorpus.files
        let dumps = try XMLOracle.dumps(files)
        var elements = 0
        for file in files {
            let oracle = try #require(dumps[file], "no oracle dump for \(file)")
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
            #expect(XMLOracle.disagreement(bytes, oracle: oracle) == nil, "\(file): \(XMLOracle.disagreement(bytes, oracle: oracle) ?? "")")
            elements += oracle.filter { !$0.hasPrefix("  @") }.count
        }
        print("xml oracle: \(files.count) corpus files, \(elements) elements, the same trees as expat")
        #expect(elements > 10_000)
    }

    @Test(.timeLimit(.minutes(5)))
    func mutationsOfARealFileAreReadOrRefusedAsExpatDoes() throws {
        let base = try [UInt8](Data(contentsOf: URL(fileURLWithPath: XMLMutations.baseFile)))
        let tally = try Self.compare(XMLMutations.all(of: base))
        print("xml oracle: \(tally.total) mutations of \(URL(fileURLWithPath: XMLMutations.baseFile).lastPathComponent): \(tally)")
        #expect(tally.total >= 300)
        // Both kinds must be well represented, or the comparison proves little.
        #expect(tally.read >= 50 && tally.refused >= 50)
    }

    @Test(.timeLimit(.minutes(5)))
    func smallGeneratedDocumentsAreReadOrRefusedAsExpatDoes() throws {
        let tally = try Self.compare(XMLGeneratedDocuments.all(count: 3000))
        print("xml oracle: \(tally.total) generated documents: \(tally)")
        #expect(tally.read >= 100 && tally.refused >= 100 && tally.excluded >= 10)
    }

    struct Tally: CustomStringConvertible {
        var read = 0
        var refused = 0
        var excluded = 0
        var total: Int { read + refused + excluded }
        var description: String {
            "\(read) read alike, \(refused) refused by both, \(excluded) refused by insetlab by design (DOCTYPE, encoding)"
        }
    }

    /// Writes each document to a file, asks the oracle once for all, records every disagreement.
    static func compare(_ documents: [XMLMutations.Mutation]) throws -> Tally {
        let folder = try YAMLTestSupport.TemporaryFolder()
        var paths: [String] = []
        for (index, document) in documents.enumerated() {
            let path = folder.path + "/m\(index).xml"
            try Data(document.bytes).write(to: URL(fileURLWithPath: path))
            paths.append(path)
        }
        let dumps = try XMLOracle.dumps(paths)
        var tally = Tally()
        for (document, path) in zip(documents, paths) {
            let oracle = try #require(dumps[path])
            if let disagreement = XMLOracle.disagreement(document.bytes, oracle: oracle) {
                Issue.record("\(document.what): \(disagreement)")
            }
            switch oracle.first {
            case let first? where first.hasPrefix("error"): tally.refused += 1
            case let first? where first == "doctype" || first.hasPrefix("encoding "): tally.excluded += 1
            default: tally.read += 1
            }
        }
        return tally
    }
}
