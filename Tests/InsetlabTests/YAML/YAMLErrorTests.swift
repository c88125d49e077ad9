import Testing

@testable import InsetlabYAML

/// How libyaml's own errors reach the user: both of its positions, byte offsets turned into
/// line:col, every problem in source order, and no crash on any input.
@Suite struct YAMLErrorTests {
    private typealias Support = YAMLTestSupport

    // MARK: Syntax errors

    @Test func syntaxErrorKeepsTheProblemAndTheConstructItWasIn() {
        let diagnostics = Support.diagnostics("view:\n  frame: [0, 0,\n  x: 1\n")
        // The flow sequence opens at line 2 column 10; libyaml gives up at the end of input (4:1).
        #expect(
            diagnostics.map(\.description) == [
                "scene.yaml:4:1: error: did not find expected ',' or ']' (at 4:1, while parsing a flow sequence started at 2:10)"
            ])
    }

    @Test func unclosedQuoteNamesWhereTheScalarStarted() {
        #expect(
            Support.diagnostics("a: 1\nb: \"open\n").map(\.description) == [
                "scene.yaml:3:1: error: found unexpected end of stream (at 3:1, while scanning a quoted scalar started at 2:4)"
            ])
    }

    @Test func errorWithoutContextIsTheProblemAlone() {
        #expect(
            Support.diagnostics("a: b: c\n").map(\.description) == [
                "scene.yaml:1:5: error: mapping values are not allowed in this context"
            ])
    }

    // MARK: Reader errors (byte offsets)

    @Test func invalidUTF8IsReportedAtItsLineAndCharacterColumn() {
        // Line 3 is `c: é` then 0xFF: columns count characters, so the bad byte (offset 18) is column 5.
        let bytes = Array("a: 1\nb: xéy\nc: é".utf8) + [0xFF, 0x0A]
        #expect(
            Support.diagnostics(bytes).map(\.description) == [
                "scene.yaml:3:5: error: invalid UTF-8: invalid leading octet 0xFF at byte offset 18"
            ])
    }

    @Test func truncatedUTF8SequenceIsReportedAtItsFirstByte() {
        // CRLF line ends; `c: ` then a lone lead byte 0xC3 (offset 15) cut short by the line break.
        let bytes = Array("a: 1\r\nb: 2\r\nc: ".utf8) + [0xC3, 0x0A]
        #expect(
            Support.diagnostics(bytes).map(\.description) == [
                "scene.yaml:3:4: error: invalid UTF-8: invalid trailing octet 0x0A at byte offset 15"
            ])
    }

    /// libyaml (YAML 1.1) breaks lines at NEL, LS and PS; editors and YAML 1.2 do not, so every
    /// line after one would be misnumbered: refused at the character, where an editor shows it.
    @Test func unicodeLineBreaksAreRefusedWhereTheEditorShowsThem() throws {
        let comment = Array("a: 1\n# pasted\u{2028}text\nb: 2\n".utf8)
        #expect(
            Support.diagnostics(comment).map(\.description) == [
                "scene.yaml:2:9: error: U+2028 is a line break to libyaml (YAML 1.1) but not to editors or YAML 1.2, so every later line would be misnumbered; delete it, or write \"\\u2028\" in a double-quoted string"
            ])
        #expect(Support.diagnostics(Array("a: \"x\u{85}y\"\n".utf8)).first?.description.hasPrefix("scene.yaml:1:6: error: U+0085") == true)
        #expect(Support.diagnostics(Array("a: \"x\u{2029}\"\n".utf8)).first?.description.hasPrefix("scene.yaml:1:6: error: U+2029") == true)
        // Other characters with those lead bytes are text: `é` is C3, `…` is E2 80 A6, `¥` is C2 A5.
        #expect(try YAMLParser.parse(Array("a: é … ¥\n".utf8), file: "scene.yaml").root?.entries.first?.value.scalar == "é … ¥")
    }

    /// A NUL where a scene starts is almost always a UTF-32 file, or UTF-16 without a byte
    /// order mark: the message says so.
    @Test func aNULByteHintsAtTheEncoding() {
        let utf16BigEndian: [UInt8] = [0x00, 0x61, 0x00, 0x3A, 0x00, 0x20, 0x00, 0x31, 0x00, 0x0A]
        #expect(Support.diagnostics(utf16BigEndian).first?.description.contains("is the file UTF-32, or UTF-16 without one?") == true)
    }

    @Test func byteOrderMarkIsNotAColumn() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a: ".utf8) + [0xFF]
        #expect(Support.diagnostics(bytes).map(\.mark) == [Mark(line: 1, column: 4)])
    }

    @Test func controlCharactersAreRejectedWithTheirCodePoint() {
        #expect(
            Support.diagnostics(Array("a: 1\nb: ".utf8) + [0x00]).map(\.description) == [
                "scene.yaml:2:4: error: control characters are not allowed: U+0000 at byte offset 8"
            ])
    }

    @Test func sourceCursorCountsEveryLineBreakLibYAMLCounts() {
        // \n, \r\n, \r, NEL, LS, PS each end a line.
        let bytes = Array("a\nb\r\nc\rd\u{85}e\u{2028}f\u{2029}g".utf8)
        bytes.withUnsafeBufferPointer { input in
            var cursor = SourceCursor(input)
            #expect(cursor.mark(ofByte: bytes.count - 1) == Mark(line: 7, column: 1))
        }
    }

    // MARK: Collecting

    @Test func everyProblemIsReportedInSourceOrder() {
        // The duplicate is found when its mapping ends, after the alias; the report is sorted.
        let diagnostics = Support.diagnostics("a:\n  x: 1\n  y: *missing\n  x: 2\nb: *gone\n")
        #expect(
            diagnostics.map(\.description) == [
                "scene.yaml:3:6: error: alias '*missing' names no anchor defined before it",
                "scene.yaml:4:3: error: duplicate key 'x'\n    note: first defined at 2:3",
                "scene.yaml:5:4: error: alias '*gone' names no anchor defined before it",
            ])
    }

    @Test func brokenAliasIsReportedOnceEvenWhereAMappingWasExpected() {
        #expect(
            Support.diagnostics("a:\n  <<: *nothing\n  b: 1\n").map(\.message) == [
                "alias '*nothing' names no anchor defined before it"
            ])
    }

    @Test func mutatedScenesNeverCrash() {
        let seed = Array(
            """
            base: &base {type: UIView, frame: [0, 0, 10, 10]}
            views:
              - <<: *base
                id: "v1"
                title: 'it''s'
                note: |
                  text é
              - [*base, {a: b}]

            """.utf8
        )
        let alphabet = Array("[]{}:,-?#&*!|>'\"\n\r\t %@`".utf8) + [0x00, 0xFF, 0xC3, 0xE2, 0x85]
        var random = Support.SplitMix64(seed: 42)
        for _ in 0..<2_000 {
            var bytes = seed
            for _ in 0..<Int(1 + random.next() % 4) {
                let position = Int(random.next() % UInt64(bytes.count))
                let byte = alphabet[Int(random.next() % UInt64(alphabet.count))]
                switch random.next() % 3 {
                case 0: bytes[position] = byte
                case 1: bytes.insert(byte, at: position)
                default: bytes.remove(at: position)
                }
            }
            do {
                _ = try YAMLParser.parse(bytes, file: Support.file)
            } catch {
                #expect(!error.diagnostics.isEmpty)
                for diagnostic in error.diagnostics {
                    #expect(diagnostic.mark.map { $0.line >= 1 && $0.column >= 1 } ?? false)
                }
            }
        }
    }
}
