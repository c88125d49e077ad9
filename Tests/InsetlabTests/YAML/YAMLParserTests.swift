import Foundation
import Testing

@testable import InsetlabYAML

/// Marks, scalar styles, tags and document boundaries. Expected marks are counted by hand from
/// the YAML text (1-based line and column), not copied from the parser's output.
@Suite struct YAMLParserTests {
    private typealias Support = YAMLTestSupport

    // MARK: Marks

    private static let markedScene = """
        view:
          frame: [0, 0, 10, 10]
          title: "Inbox"
        items:
          - plain
          - {id: v1}

        """

    @Test func mappingsAndTheirKeysCarryTheirOwnMarks() throws {
        let root = try #require(try Support.parse(Self.markedScene).root)
        #expect(root.kind == .mapping)
        #expect(root.mark == Mark(line: 1, column: 1))

        let view = root.entries[0]
        #expect(view.key.scalar == "view")
        #expect(view.key.mark == Mark(line: 1, column: 1))
        // A block mapping starts at its first key, on the next line.
        #expect(view.value.mark == Mark(line: 2, column: 3))
        #expect(view.value.entries.map(\.key.mark) == [Mark(line: 2, column: 3), Mark(line: 3, column: 3)])
        // A quoted scalar starts at its opening quote.
        #expect(view.value["title"]?.mark == Mark(line: 3, column: 10))
    }

    @Test func flowSequenceAndItsItemsCarryExactMarks() throws {
        let frame = try #require(try Support.parse(Self.markedScene).root?["view"]?["frame"])
        #expect(frame.kind == .sequence)
        #expect(frame.mark == Mark(line: 2, column: 10))  // the `[`
        #expect(frame.items.map(\.mark) == [11, 14, 17, 21].map { Mark(line: 2, column: $0) })
        #expect(frame.items.map(\.scalar) == ["0", "0", "10", "10"])
    }

    @Test func blockSequenceStartsAtItsFirstDash() throws {
        let items = try #require(try Support.parse(Self.markedScene).root?["items"])
        #expect(items.kind == .sequence)
        #expect(items.mark == Mark(line: 5, column: 3))
        #expect(items.items[0].mark == Mark(line: 5, column: 5))
        let flowMapping = items.items[1]
        #expect(flowMapping.mark == Mark(line: 6, column: 5))  // the `{`
        #expect(flowMapping.entries[0].key.mark == Mark(line: 6, column: 6))
        #expect(flowMapping["id"]?.mark == Mark(line: 6, column: 10))
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let root = try #require(try Support.parse("é: [ü, x]\n").root)
        #expect(root["é"]?.mark == Mark(line: 1, column: 4))
        #expect(root["é"]?.items.map(\.mark) == [Mark(line: 1, column: 5), Mark(line: 1, column: 8)])
    }

    // MARK: Scalars and tags

    @Test func everyScalarStyleIsKeptWithItsText() throws {
        let root = try #require(
            try Support.parse(
                """
                plain: text
                single: 'it''s'
                double: "tab\\tnewline\\n"
                literal: |
                  line 1
                  line 2
                folded: >
                  folded
                  text

                """
            ).root
        )
        let expected: [(String, String, ScalarStyle)] = [
            ("plain", "text", .plain),
            ("single", "it's", .singleQuoted),
            ("double", "tab\tnewline\n", .doubleQuoted),
            ("literal", "line 1\nline 2\n", .literal),
            ("folded", "folded text\n", .folded),
        ]
        for (key, text, style) in expected {
            #expect(root[key]?.scalar == text, "\(key)")
            #expect(root[key]?.scalarStyle == style, "\(key)")
        }
        #expect(root["plain"]?.isPlainScalar == true)
        #expect(root["single"]?.isPlainScalar == false)
    }

    @Test func tagsAreKeptAsLibYAMLResolvesThem() throws {
        let root = try #require(
            try Support.parse("str: !!str 5\nlocal: !point 1\nbare: ! 7\nuntagged: 5\nseq: !!seq [a]\n").root
        )
        #expect(root["str"]?.tag == "tag:yaml.org,2002:str")
        #expect(root["str"]?.isPlainScalar == false)
        #expect(root["local"]?.tag == "!point")
        #expect(root["bare"]?.tag == "!")
        #expect(root["untagged"]?.tag == nil)
        #expect(root["untagged"]?.isPlainScalar == true)
        #expect(root["seq"]?.tag == "tag:yaml.org,2002:seq")
    }

    @Test func nullsAreEmptyTildeOrNullWhenPlain() throws {
        let root = try #require(try Support.parse("a:\nb: ~\nc: null\nd: \"null\"\ne: NULL\n").root)
        #expect(root["a"]?.isNull == true)
        #expect(root["a"]?.scalar == "")
        #expect(root["b"]?.isNull == true)
        #expect(root["c"]?.isNull == true)
        #expect(root["d"]?.isNull == false)
        #expect(root["e"]?.isNull == true)
    }

    // MARK: Documents

    @Test(arguments: ["", "\n\n   \n", "# only a comment\n# and another\n", "\u{FEFF}# BOM, then a comment\n"])
    func fileWithoutDocumentHasNoRoot(text: String) throws {
        let document = try Support.parse(text)
        #expect(document.root == nil)
        #expect(document.nodeCount == 0)
    }

    @Test func explicitEmptyDocumentIsOneNullScalar() throws {
        let root = try #require(try Support.parse("---\n").root)
        #expect(root.isNull)
    }

    @Test func secondDocumentIsAnErrorAtItsStart() {
        let diagnostics = Support.diagnostics("a: 1\n---\nb: 2\n")
        #expect(
            diagnostics.map(\.description) == [
                "scene.yaml:2:1: error: a scene file holds one YAML document; found a second one"
            ])
        #expect(Support.diagnostics("--- a\n--- b\n").map(\.mark) == [Mark(line: 2, column: 1)])
    }

    // MARK: Files

    @Test func readsAFileAndNamesItAsToldInDiagnostics() throws {
        let folder = try Support.TemporaryFolder()
        let path = try folder.write("scene.yaml", "frame: [0, 0]\n")
        let document = try YAMLParser.parse(contentsOf: path, displayName: "scenes/inbox.yaml")
        #expect(document.file == "scenes/inbox.yaml")
        #expect(document.root?["frame"]?.count == 2)
        #expect(try YAMLParser.parse(contentsOf: path).file == path)
    }

    @Test func missingFileOrFolderIsOneErrorWithoutMark() throws {
        let folder = try Support.TemporaryFolder()
        for (path, message) in [
            (folder.path + "/absent.yaml", "no such file"), (folder.path, "is a directory, not a scene file"),
        ] {
            do {
                _ = try YAMLParser.parse(contentsOf: path, displayName: "x.yaml")
                Issue.record("expected \(message)")
            } catch {
                #expect(error.diagnostics.map(\.description) == ["x.yaml: error: \(message)"])
            }
        }
    }

    @Test func fileLargerThanTheLimitIsRejectedBeforeParsing() throws {
        let limits = YAMLLimits(maxFileBytes: 8)
        // Not even valid YAML: the size check comes first.
        let diagnostics = Support.diagnostics("[[[[ 12345678", limits: limits)
        #expect(diagnostics.map(\.description) == ["scene.yaml: error: file is 13 bytes; the limit is 8 bytes"])

        let folder = try Support.TemporaryFolder()
        let path = try folder.write("big.yaml", "a: 123456789\n")
        do {
            _ = try YAMLParser.parse(contentsOf: path, displayName: "big.yaml", limits: limits)
            Issue.record("expected the size limit to apply")
        } catch {
            #expect(error.description == "big.yaml: error: file is 13 bytes; the limit is 8 bytes")
        }
        #expect(try Support.parse("a: 1234\n", limits: limits).root?["a"]?.scalar == "1234")  // exactly 8 bytes
    }

    @Test func unreadableFileSaysWhyInPlainWords() throws {
        guard getuid() != 0 else { return }  // root reads everything
        let folder = try Support.TemporaryFolder()
        let path = try folder.write("secret.yaml", "a: 1\n")
        chmod(path, 0)
        do {
            _ = try SourceFile.read(path, displayName: "secret.yaml")
            Issue.record("read an unreadable file")
        } catch {
            #expect(error.description == "secret.yaml: error: cannot read file: permission denied")
        }
    }

    @Test func aPipeIsReadToItsEnd() throws {
        let folder = try Support.TemporaryFolder()
        let fifo = folder.path + "/scene.fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let text = String(repeating: "a: 1\n", count: 40_000)  // several pipe buffers
        let writer = Thread {
            let handle = FileHandle(forWritingAtPath: fifo)
            handle?.write(Data(text.utf8))
            try? handle?.close()
        }
        writer.start()
        let bytes = try SourceFile.read(fifo)
        #expect(bytes == Array(text.utf8))
    }
}
