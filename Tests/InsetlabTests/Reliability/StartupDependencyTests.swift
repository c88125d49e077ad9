import Foundation
import Testing

/// insetlab's start-up is most of a one-scene run (README, Performance): every process of the
/// whole of Foundation (CoreFoundation, ICU) or of libxml2 pays for loading them before `main`.
/// The library imports FoundationEssentials where it exists (Linux), and reads XML with its own
/// reader; these tests keep it that way.
@Suite("Start-up: what the binary loads")
struct StartupDependencyTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Sources").standardized.path

    @Test("Foundation is imported only where FoundationEssentials is not, and FoundationXML nowhere")
    func foundationOnlyAsTheFallback() throws {
        let enumerator = try #require(FileManager.default.enumerator(atPath: Self.sources))
        var offenders: [String] = []
        for case let relative as String in enumerator where relative.hasSuffix(".swift") {
            let text = try String(contentsOfFile: Self.sources + "/" + relative, encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            for (index, line) in lines.enumerated() {
                let words = line.split(separator: " ")
                guard let module = words.last, words.dropLast().last == "import" else { continue }
                let place = "Sources/\(relative):\(index + 1): \(line)"
                if module == "FoundationXML" || module == "FoundationInternationalization" {
                    offenders.append(place)
                } else if module == "Foundation" {
                    // Only as `#if canImport(FoundationEssentials) … #else import Foundation #endif`.
                    let fallback = index >= 3 && lines[index - 1] == "#else"
                        && lines[index - 3] == "#if canImport(FoundationEssentials)"
                    if !fallback { offenders.append(place) }
                }
            }
        }
        #expect(offenders.isEmpty, "import FoundationEssentials (with Foundation only as the #else of canImport(FoundationEssentials)): \(offenders)")
    }

    #if os(Linux)
    @Test("the built insetlab needs neither Foundation nor libxml2 (ldd)")
    func binaryNeedsNoFoundation() throws {
        let binary = try #require(BuiltInsetlab.url, "insetlab binary not found next to the tests; run `swift build`")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ldd", binary.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "ldd failed")
        // "\tlibFoundation.so => /path (0x…)": the name is the first word of each line.
        let libraries = text.split(separator: "\n").compactMap {
            $0.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init)
        }
        try #require(libraries.contains { $0.hasPrefix("libc.so") }, "ldd listed nothing recognisable: \(text)")
        let heavy = libraries.filter {
            $0.hasPrefix("libFoundation.so") || $0.hasPrefix("libFoundationXML") || $0.hasPrefix("libFoundationInternationalization")
                || $0.hasPrefix("lib_FoundationICU") || $0.hasPrefix("libxml2") || $0.hasPrefix("libicu")
        }
        // An incremental build may keep objects compiled while a module still imported Foundation
        // (their autolink entries are not refreshed): a clean build (`rm -rf .build`) settles it.
        #expect(heavy.isEmpty, "loaded at every start: \(heavy) (after a clean build too? then something imports them)")
    }
    #endif
}
