/// Random documents whose flow collections nest deep enough to be split at a small chunk depth,
/// written with everything that makes splitting delicate: quoted scalars holding brackets and
/// quotes, multi-line plain and quoted scalars, comments, CRLF, tabs between tokens, multi-byte
/// characters, empty values, `{a}`, `[a: b]` and `? a : b` pairs, JSON-style `"k":v`, merge keys,
/// duplicate and collection keys, anchors, aliases and tags (also right before a region), several
/// flow collections per file inside block YAML, and lines longer than libyaml's 1,024-character
/// simple-key limit.
extension YAMLTestSupport {
    enum DeepFlowDocument {
        private static let plainScalars = [
            "a", "it's", "a#b", "a:b", "-x", "x y", "é", "日本", "🎉", "~", "a 'b", "x\"y", "1.5", "<<",
            "multi\n     line", "a\n\n   b",
        ]
        private static let quotedScalars = [
            "'[{'", "'it''s ]'", "\"\\\"]\"", "\"a\\\\\"", "\"#[\"", "'multi\n  line ]'", "\"é]}\"", "''", "\"\"",
            "\"tab\\t\\u00e9\"", "\"folded\n\n  text\"", "'🎉'",
        ]
        private static let separators = [", ", ",\n", " , # ]}[ comment\n", ",\r\n  ", ",\t", "\n  ,  ", ","]
        /// Block YAML around a flow collection: what comes before it, and what may follow it.
        private static let contexts: [(prefix: String, suffixes: [String])] = [
            ("", ["\n", " # done ]\n", "", "\r\n", "\n...\n"]),
            ("- ", ["\n", "\n- last\n", ""]),
            ("--- ", ["\n", "\n...\n"]),
            ("key: ", ["\n", "\nnext: 1\n", " # done ]\n", "\r\nnext: 1"]),
            ("root:\n  items:\n    - ", ["\n", "\n    - last\n  other: 2\n"]),
            ("a: &top ", ["\nb: *top\n"]),
            ("b: !!seq ", ["\n"]),
            ("? ", ["\n: value\n"]),
        ]

        /// A document; `depth` is roughly how deep the deepest flow chain goes.
        static func make(depth: Int, using random: inout SplitMix64) -> String {
            var text = ""
            let collections = 1 + Int(random.next() % 2)
            let context = contexts[Int(random.next() % UInt64(contexts.count))]
            for index in 0..<collections {
                text += collections > 1 ? "k\(index): " : context.prefix
                appendFlow(depth: depth, to: &text, using: &random)
                text += collections > 1 ? "\n" : context.suffixes[Int(random.next() % UInt64(context.suffixes.count))]
            }
            return text
        }

        private struct Open {
            var closer: Character
            var isMapping: Bool
            var remaining: Int
            var index = 0
            /// This collection continues the deep chain.
            var isChain: Bool
            var anchor: String?
        }

        /// One flow collection with a chain `depth` levels deep and short side branches.
        private static func appendFlow(depth: Int, to text: inout String, using random: inout SplitMix64) {
            var anchors: [String] = []  // of finished nodes only: an alias to an open one is recursive
            var open: [Open] = []
            func roll(_ percent: UInt64, _ random: inout SplitMix64) -> Bool { random.next() % 100 < percent }
            func openCollection(isChain: Bool, _ random: inout SplitMix64) {
                var anchor: String?
                if roll(8, &random) {
                    anchor = "a\(open.count)x\(random.next() % 1_000)"
                    text += "&\(anchor!) "
                }
                if roll(5, &random) { text += ["!!seq ", "!t ", "! "][Int(random.next() % 3)] }
                let isMapping = roll(50, &random)
                text += isMapping ? "{" : "["
                if roll(10, &random) {
                    text +=
                        ["\n", " # c\n", "\r\n  ", "\n\t"][Int(random.next() % 20) % 3 + (roll(5, &random) ? 1 : 0)]
                }
                let remaining = isChain ? 1 + Int(random.next() % 3) : Int(random.next() % 3)
                open.append(
                    Open(
                        closer: isMapping ? "}" : "]", isMapping: isMapping, remaining: remaining, isChain: isChain,
                        anchor: anchor))
            }
            openCollection(isChain: true, &random)
            while var top = open.popLast() {
                guard top.remaining > 0 else {
                    if roll(10, &random) { text += [top.index > 0 ? "," : "", "\n", " "][Int(random.next() % 3)] }
                    text.append(top.closer)
                    if let anchor = top.anchor { anchors.append(anchor) }
                    continue
                }
                if top.index > 0 { text += separators[Int(random.next() % UInt64(separators.count))] }
                let isLast = top.remaining == 1
                let continuesChain = top.isChain && isLast && open.count + 1 < depth
                var hasValue = true
                if top.isMapping {
                    hasValue = appendKey(index: top.index, valueRequired: continuesChain, to: &text, using: &random)
                } else if roll(12, &random) {
                    text += roll(50, &random) ? "k\(top.index): " : "? k\(top.index) : "
                }
                top.remaining -= 1
                top.index += 1
                open.append(top)
                let level = open.count
                if !hasValue {
                    continue
                } else if continuesChain {
                    openCollection(isChain: true, &random)  // the chain goes on in the last entry
                } else if level < depth, roll(15, &random) {
                    openCollection(isChain: false, &random)
                } else if !anchors.isEmpty, roll(5, &random) {
                    text += "*\(anchors[Int(random.next() % UInt64(anchors.count))])"
                } else {
                    appendScalar(to: &text, using: &random)
                }
            }
        }

        /// Appends a key; false when the entry has no value (`{a}`, `{a:}`).
        private static func appendKey(
            index: Int, valueRequired: Bool, to text: inout String, using random: inout SplitMix64
        ) -> Bool {
            switch random.next() % 400 {
            case 0...8 where !valueRequired:
                text += "k\(index)"  // `{a}`
                return false
            case 9...16 where !valueRequired:
                text += "k\(index): "
                return false
            case 7...30: text += "\"k\(index)\":"  // JSON style, no space
            case 31...50: text += "? k\(index) : "
            case 51...65: text += "<<: {m\(index): 1}, k\(index): "
            case 66: text += "[k\(index)]: "  // a collection key: an error the builder reports
            case 67 where index > 0: text += "k0: "  // a duplicate key: another one
            case 68...90: text += "'k\(index) ]': "
            default: text += "k\(index): "
            }
            return true
        }

        private static func appendScalar(to text: inout String, using random: inout SplitMix64) {
            switch random.next() % 10 {
            case 0...4: text += plainScalars[Int(random.next() % UInt64(plainScalars.count))]
            case 5...7: text += quotedScalars[Int(random.next() % UInt64(quotedScalars.count))]
            case 8: text += ["!!str 5", "!t x", "! y"][Int(random.next() % 3)]
            default: text += "x" + String(repeating: "y", count: Int(random.next() % 1_200))  // past 1,024 characters
            }
        }

        /// `text` with one random defect: a bracket or quote gone, a tab or `%` starting a line,
        /// a character no token starts with, a document marker, a bad escape.
        static func damage(_ text: String, using random: inout SplitMix64) -> String {
            var characters = Array(text)
            guard !characters.isEmpty else { return text }
            let position = Int(random.next() % UInt64(characters.count))
            switch random.next() % 8 {
            case 0:
                if let closer = characters.indices.last(where: { "]}".contains(characters[$0]) }) {
                    characters.remove(at: closer)
                }
            case 1:
                if let quote = characters.firstIndex(where: { $0 == "\"" || $0 == "'" }) {
                    characters.remove(at: quote)
                }
            case 2: characters.insert(contentsOf: "\n\t", at: position)
            case 3: characters.insert(contentsOf: "\n%TAG !! tag:example.com,2000:\n", at: position)
            case 4: characters.insert("@", at: position)
            case 5: characters.insert(contentsOf: "\n--- ", at: position)
            case 6: characters.insert(contentsOf: "\"\\q\"", at: position)
            default: characters.insert(contentsOf: "a:[", at: position)
            }
            return String(characters)
        }
    }
}
