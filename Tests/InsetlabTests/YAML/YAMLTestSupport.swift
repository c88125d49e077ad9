import Foundation
import Testing

@testable import InsetlabYAML

/// Shared helpers for the YAML reader tests: parse text, or collect the diagnostics it throws.
enum YAMLTestSupport {
    static let file = "scene.yaml"

    static func parse(_ text: String, limits: YAMLLimits = .default) throws(DiagnosticError) -> YAMLDocument {
        try YAMLParser.parse(Array(text.utf8), file: file, limits: limits)
    }

    /// The diagnostics parsing throws; records a test failure (and returns none) if it succeeds.
    static func diagnostics(
        _ bytes: [UInt8], limits: YAMLLimits = .default, sourceLocation: SourceLocation = #_sourceLocation
    ) -> [Diagnostic] {
        do {
            _ = try YAMLParser.parse(bytes, file: file, limits: limits)
            Issue.record("expected the parse to fail", sourceLocation: sourceLocation)
            return []
        } catch {
            return error.diagnostics
        }
    }

    static func diagnostics(
        _ text: String, limits: YAMLLimits = .default, sourceLocation: SourceLocation = #_sourceLocation
    ) -> [Diagnostic] {
        diagnostics(Array(text.utf8), limits: limits, sourceLocation: sourceLocation)
    }

    /// Collection levels of the tree (aliases followed), walked without recursion.
    static func depth(of root: YAMLNode) -> Int {
        var deepest = 0
        var stack = [(node: root, depth: root.kind == .scalar ? 0 : 1)]
        while let (node, depth) = stack.popLast() {
            deepest = max(deepest, depth)
            for child in node.items + node.entries.flatMap({ [$0.key, $0.value] }) where child.kind != .scalar {
                stack.append((child, depth + 1))
            }
        }
        return deepest
    }
}

extension YAMLNode {
    /// Each entry as `key=value` (`<mapping>` for a collection value), for compact expectations.
    var scalarEntries: [String] {
        entries.map { "\($0.key.scalar ?? "?")=\($0.value.scalar ?? "<\($0.value.kind)>")" }
    }
}

extension YAMLTestSupport {
    /// A fresh folder under the system temporary directory, removed when the value goes away.
    final class TemporaryFolder {
        let path: String

        init() throws {
            let name = "insetlab-yaml-\(UUID().uuidString)"
            path = FileManager.default.temporaryDirectory.appendingPathComponent(name).path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }

        func write(_ name: String, _ text: String) throws -> String {
            let file = path + "/" + name
            try Data(text.utf8).write(to: URL(fileURLWithPath: file))
            return file
        }

        deinit {
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    /// A small seeded generator so a failing case can be reproduced.
    struct SplitMix64: RandomNumberGenerator {
        private var state: UInt64

        init(seed: UInt64) { state = seed }

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
