/// A few hundred deterministic mutations of a real storyboard, for the expat differential test
/// (`XMLReaderOracleTests`): the damage a file takes from editors, merges and transfers (bytes
/// changed, lost or cut off, stray markup characters, other line ends, non-ASCII text) and
/// the constructs a reader must get right (references, duplicates, comments, CDATA).
///
/// Non-ASCII insertions are characters on which XML 1.0's fifth edition (insetlab) and the
/// fourth (expat's name tables) agree, inside names as anywhere: é and 日 are name characters
/// in both, · and U+0300 only after the first, ☃ and U+00A0 in neither. Characters beyond
/// U+FFFF, names in the fifth edition only, go into attribute values.
enum XMLMutations {
    struct Mutation {
        var what: String
        var bytes: [UInt8]
    }

    /// duckduckgo's Tab.storyboard (17 KB: comments, non-ASCII text), or else the corpus's first file.
    static var baseFile: String {
        let files = StoryboardCorpus.files
        return files.first { $0.hasSuffix("duckduckgo__iOS__DuckDuckGo__Base.lproj__Tab.storyboard") } ?? files[0]
    }

    static func all(of base: [UInt8]) -> [Mutation] {
        var random = YAMLTestSupport.SplitMix64(seed: 2_026_1127)
        var mutations: [Mutation] = []
        func position(_ limit: Int = base.count) -> Int { Int.random(in: 0..<limit, using: &random) }
        func inserting(_ text: String, at offset: Int, _ what: String) {
            var bytes = base
            bytes.insert(contentsOf: Array(text.utf8), at: offset)
            mutations.append(Mutation(what: "\(what) at byte \(offset)", bytes: bytes))
        }
        /// Offsets just after each `="` (the start of an attribute value).
        let valueStarts = base.indices.dropFirst().filter { base[$0 - 1] == 0x3D && base[$0] == 0x22 }.map { $0 + 1 }
        /// Offsets just after each start tag's name.
        let nameEnds = base.indices.filter { base[$0] == 0x3C && base[$0 + 1] != 0x2F && base[$0 + 1] != 0x21 && base[$0 + 1] != 0x3F }
            .compactMap { start in base[(start + 1)...].firstIndex { $0 == 0x20 || $0 == 0x3E || $0 == 0x2F } }
        let endTags = base.indices.dropLast().filter { base[$0] == 0x3C && base[$0 + 1] == 0x2F }
        func pick(_ offsets: [Int]) -> Int { offsets[Int.random(in: 0..<offsets.count, using: &random)] }

        for _ in 0..<40 {
            var bytes = base
            let (offset, bit) = (position(), Int.random(in: 0..<8, using: &random))
            bytes[offset] ^= 1 << bit
            mutations.append(Mutation(what: "bit \(bit) of byte \(offset) flipped", bytes: bytes))
        }
        for _ in 0..<40 {
            var bytes = base
            let (offset, value) = (position(), UInt8.random(in: 0...255, using: &random))
            bytes[offset] = value
            mutations.append(Mutation(what: "byte \(offset) set to \(value)", bytes: bytes))
        }
        for _ in 0..<15 {
            var bytes = base
            let offset = position()
            bytes.remove(at: offset)
            mutations.append(Mutation(what: "byte \(offset) deleted", bytes: bytes))
        }
        for _ in 0..<30 {
            let length = position()
            mutations.append(Mutation(what: "cut at byte \(length)", bytes: Array(base[..<length])))
        }
        for (text, count) in [("<", 25), ("&", 25), ("\"", 20), ("'", 15), ("\r", 10), (">", 5), ("/", 5)] {
            for _ in 0..<count { inserting(text, at: position(), "\(text.debugDescription) inserted") }
        }
        for _ in 0..<36 {
            let text = ["é", "日", "·", "\u{0300}", "☃", "\u{A0}"][Int.random(in: 0..<6, using: &random)]
            inserting(text, at: position(), "\(text.debugDescription) inserted")
        }
        let values = ["😀", "&#10;", "&#x1F600;", "&#0;", "&#xD800;", "&lt;", "&bogus;", "\t", "\n", "\r\n", "]]>", "&amp", "<"]
        for _ in 0..<26 {
            let text = values[Int.random(in: 0..<values.count, using: &random)]
            inserting(text, at: pick(valueStarts), "\(text.debugDescription) in a value")
        }
        for text in [" id=\"dup\"", " key=\"k\"", " é=\"1\"", " a=\"1\" a=\"2\"", " x='1'y='2'", " 1x=\"1\""] {
            for _ in 0..<2 { inserting(text, at: pick(nameEnds), "\(text.debugDescription) after an element name") }
        }
        let markup = ["<!-- c -->", "<!-- a -- b -->", "<![CDATA[ <x> ]]>", "<?pi data?>", "<?xml x?>", "<!DOCTYPE x>", "<x/>", "</x>", "&#10;", "&nbsp;"]
        for _ in 0..<30 {
            let text = markup[Int.random(in: 0..<markup.count, using: &random)]
            // After a `>`: between elements, where markup is at home.
            let offsets = base.indices.filter { base[$0] == 0x3E }.map { $0 + 1 }
            inserting(text, at: pick(offsets), "\(text.debugDescription) between elements")
        }
        for _ in 0..<10 {
            var bytes = base
            let offset = pick(endTags) + 2
            bytes[offset] = bytes[offset] == 0x61 ? 0x62 : 0x61
            mutations.append(Mutation(what: "end tag name changed at byte \(offset)", bytes: bytes))
        }
        let lineFeeds = base.indices.filter { base[$0] == 0x0A }
        func replacingLineFeeds(with replacement: [UInt8], _ what: String) {
            var bytes: [UInt8] = []
            for byte in base { if byte == 0x0A { bytes += replacement } else { bytes.append(byte) } }
            mutations.append(Mutation(what: what, bytes: bytes))
        }
        replacingLineFeeds(with: [0x0D, 0x0A], "every LF made CRLF")
        replacingLineFeeds(with: [0x0D], "every LF made CR")
        for _ in 0..<6 {
            var bytes = base
            let offset = pick(lineFeeds)
            bytes.insert(0x0D, at: offset)
            mutations.append(Mutation(what: "CR before the LF at byte \(offset)", bytes: bytes))
        }
        mutations.append(Mutation(what: "a byte order mark", bytes: [0xEF, 0xBB, 0xBF] + base))
        return mutations
    }
}

/// Small documents assembled from pieces each rule of the reader cares about, well-formed or
/// not (declarations, names, values with references and line ends, text, comments, CDATA,
/// processing instructions, end tags, what follows the root), for the expat differential test.
/// Left out, where the two parsers differ by design: names valid only in XML 1.0's fifth
/// edition (expat keeps the fourth's tables), and `version=""`, which expat accepts and every
/// edition's VersionNum (`[0-9a-zA-Z_.:-]+`, one character at least) refuses.
enum XMLGeneratedDocuments {
    static let prologs = [
        "", "", "<?xml version=\"1.0\"?>", "<?xml version='1.0' encoding='utf-8' standalone='no' ?>\r\n",
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", "\u{FEFF}", "\u{FEFF}<?xml version=\"1.0\"?>", "<?xml version=\"1.1\"?>",
        "<?xml version=\"1.0\"encoding=\"UTF-8\"?>", "<?xml  version = \"1.0\" ?>", "<?xml version=\"1.0\" standalone=\"yes\" encoding=\"UTF-8\"?>",
        " <?xml version=\"1.0\"?>", "<?xml?>", "<?xml-stylesheet href='x'?>", "<?xmlfoo?>", "<!-- c -->\n", "<?p x?>", "<!DOCTYPE a>", "\n\r\n",
    ]
    static let names = ["a", "é", "日本", ":x", "_y", "a-b.c", "a·", "a\u{0300}", "\u{0300}a", "1a", "a☃", "a\u{A0}", "-a", ".a", "a:b:c", "xmlns:a", "\u{37E}", "\u{B7}", "ñ", "a1"]
    static let values = [
        "1", "", "a b", "&lt;&gt;&amp;&quot;&apos;", "&#10;&#13;&#9;", "\t\n\r\n\r", "&#x1F600;", "😀", "é", ">", "]]>", "<", "&", "&#0;",
        "&#xFFFE;", "&#xFFFD;", "&#x10FFFF;", "&#x110000;", "&#65;&#x41;", "&#X41;", "&nbsp;", "&amp", "\u{1}", "\u{85}", "\u{2028}",
        "\u{FFFE}", "\u{FFFD}", "\u{7F}", "&#x0;", "&#00065;",
    ]
    static let contents = [
        "", "text", " \n ", "&amp;", "&#10;", "]]>", "]] >", "]]", "<!-- c -->", "<!-- a -- b -->", "<!---->", "<!-- - -->", "<!--->",
        "<![CDATA[ <&]]> ]]>", "<![CDATA[]]>", "<?pi?>", "<?pi x?>", "<?pi\u{1}?>", "<?xml x?>", "<?XML?>", "<!DOCTYPE a>", "<!ELEMENT a>",
        "\r", "\r\n", "\u{0}", "&#xD7FF;", "&#xE000;", "&#55296;", "é日", "&bogus;", "&", ">", "<b/>", "<b></b>", "<b >< /b>", "<b/ >",
        "</b>", "<b x='1' x='2'/>", "<b x='1'y='2'/>", "<b x = '1' />",
    ]
    static let endings = ["", "", "\n", "<!-- end -->", "<?p?>", " x", "<b/>", "&amp;", "\r\n\t"]

    static func all(count: Int) -> [XMLMutations.Mutation] {
        var random = YAMLTestSupport.SplitMix64(seed: 7)
        func one(_ pieces: [String]) -> String { pieces[Int.random(in: 0..<pieces.count, using: &random)] }
        return (0..<count).map { _ in
            let name = one(names)
            var text = one(prologs) + "<" + name
            for _ in 0..<Int.random(in: 0..<3, using: &random) {
                let quote = Bool.random(using: &random) ? "\"" : "'"
                text += " " + one(names) + "=" + quote + one(values) + quote
            }
            text += one([">", ">", " >", "\n>", "/>"])
            if !text.hasSuffix("/>") {
                for _ in 0..<Int.random(in: 0..<4, using: &random) { text += one(contents) }
                text += one(["</" + name + ">", "</" + name + " >", "</" + name + "\n>", "</a>"])
            }
            text += one(endings)
            return XMLMutations.Mutation(what: text.debugDescription, bytes: Array(text.utf8))
        }
    }
}
