import Foundation
import Testing
@testable import InsetlabYAML

private typealias Folder = CIHarness.Folder

/// Issue 16, item 5 (and issue 13's newline in `name:`): text and Markdown reports, and
/// diagnostics, print control characters (C0, DEL, C1) and bidi overrides and isolates as
/// visible escapes, so a scene cannot drive the terminal or reorder what the reader sees.
@Suite("Reliability: terminal escaping")
struct TerminalEscapingTests {
    @Test("each dangerous character has a visible escape; ordinary text, tabs aside, is untouched")
    func escapes() {
        #expect(TerminalText.escaped("plain café — 64 pt ✅") == "plain café — 64 pt ✅")
        #expect(TerminalText.escaped("a\u{1B}[31mred") == "a\\x1B[31mred")
        #expect(TerminalText.escaped("nul\u{0}bell\u{7}del\u{7F}") == "nul\\x00bell\\x07del\\x7F")
        #expect(TerminalText.escaped("line\nnext\ttab\r") == "line\\nnext\\ttab\\r")
        #expect(TerminalText.escaped("c1\u{9B}2J\u{85}") == "c1\\u{009B}2J\\u{0085}")
        #expect(TerminalText.escaped("abc\u{202E}fed\u{2066}x\u{2069}\u{200E}\u{200F}\u{061C}")
            == "abc\\u{202E}fed\\u{2066}x\\u{2069}\\u{200E}\\u{200F}\\u{061C}")
        #expect(TerminalText.escaped("\u{202A}\u{202B}\u{202C}\u{202D}\u{2067}\u{2068}")
            == "\\u{202A}\\u{202B}\\u{202C}\\u{202D}\\u{2067}\\u{2068}")
    }

    @Test("a diagnostic quoting a key with ESC and U+202E prints them escaped")
    func diagnostics() {
        let diagnostic = Diagnostic.error("unknown key 'x\u{1B}[2J\u{202E}y'", file: "a\u{7}.yaml", at: Mark(line: 2, column: 1), keyPath: "k\u{0}")
        #expect(diagnostic.description == "a\\x07.yaml:2:1: error: unknown key 'x\\x1B[2J\\u{202E}y' (at k\\x00)")
    }

    static let scene = """
        name: "Feed\\e[2J\\0 \\u202Eevil\\nsecond line"
        device: iPhone 7
        ios: 10
        root:
          type: UINavigationController
          viewControllers:
            - type: UIViewController
              view:
                subviews:
                  - type: UITableView
                    rows: 30

        """

    @Test("run's text and markdown, check's markdown: the name escaped, the heading one line")
    func reports() throws {
        let folder = try Folder()
        try folder.write("a.yaml", Self.scene)
        let escapedName = "Feed\\x1B[2J\\x00 \\u{202E}evil\\nsecond line"
        for arguments in [["run", "a.yaml"], ["run", "--format", "markdown", "a.yaml"], ["check", "--no-snapshots", "--format", "markdown", "a.yaml"]] {
            let result = try CIHarness.run(arguments, in: folder.path)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(!result.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0 || $0.value == 0x202E }, "\(arguments)")
            #expect(result.stdout.contains(escapedName), "\(arguments): \(result.stdout)")
            #expect(!result.stdout.contains("\nsecond line"), "\(arguments)")
        }
        let markdown = try CIHarness.run(["run", "--format", "markdown", "a.yaml"], in: folder.path)
        #expect(markdown.stdout.hasPrefix("### `a.yaml` — \(escapedName)\n\n"))
    }

    @Test("diff's text and markdown escape a custom device's name in the variant")
    func diff() throws {
        let folder = try Folder()
        let scene = """
            device:
              name: "Proto\\e[31m\\u202E"
              idiom: phone
              screen: [375, 667]
              statusBar: 20
              safeArea: {portrait: [20, 0, 0, 0], landscape: [0, 0, 0, 0]}
            ios: 12
            root:
              type: UIViewController
              view:
                subviews:
                  - {type: UIView, id: box, frame: [0, 0, 10, 10]}

            """
        try folder.write("old.yaml", scene)
        try folder.write("new.yaml", scene.replacingOccurrences(of: "[0, 0, 10, 10]", with: "[0, 0, 20, 10]"))
        for format in ["text", "markdown"] {
            let result = try CIHarness.run(["diff", "--format", format, "old.yaml", "new.yaml"], in: folder.path)
            #expect(result.status == 0, "\(format): \(result.stderr)")
            #expect(result.stdout.contains("Proto\\x1B[31m\\u{202E}"), "\(format): \(result.stdout)")
            #expect(!result.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E }, "\(format)")
        }
    }
}
