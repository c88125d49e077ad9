public import InsetlabLayout
public import InsetlabScene
import InsetlabSceneDecoding
public import InsetlabYAML

/// Every pitfall rule, in documentation order.
public enum RuleCatalog {
    public static let rules: [any PitfallRule.Type] = [
        ContentUnderBarRule.self,
        DoubleInsetRule.self,
        ScrollViewNotAdjustedRule.self,
        DeprecatedAdjustsFlagRule.self,
        NoEffectRule.self,
        EdgesOverrideOpaqueBarsRule.self,
        PinnedToSuperviewUnderBarRule.self,
        PinnedToSiblingUnderBarRule.self,
        UnsatisfiableConstraintsRule.self,
        AmbiguousLayoutRule.self,
        ArrangedSubviewSqueezedRule.self,
        ScrollViewUnderPinnedSiblingRule.self,
        ControlOutsideSafeAreaRule.self,
        HardCodedBarHeightRule.self,
        ShortContentNotAdjustedRule.self,
        LandscapeCellsUnderNotchRule.self,
        GroupedTableSelfSizingGapRule.self,
        HiddenStatusBarNavBarJumpRule.self,
        ModelUncertaintyRule.self,
        NotModelledRule.self,
        IBSimulatedBarsRule.self,
        UnknownRuleIDRule.self,
    ]

    public static let descriptions: [RuleDescription] = rules.map { $0.description }

    public static func description(id: String) -> RuleDescription? {
        descriptions.first { $0.id == id }
    }

    public static let ids: [String] = descriptions.map(\.id)

    /// Runs every enabled rule over one laid-out variant. Warnings come in source order; those a
    /// `# insetlab:disable` comment covers are dropped; severities follow `configuration`.
    public static func evaluate(
        _ result: LayoutResult, suppressions: Suppressions = Suppressions(), configuration: RuleConfiguration = RuleConfiguration()
    ) -> [PitfallWarning] {
        var silenced: [String: Mark] = [:]
        return evaluate(result, suppressions: suppressions, configuration: configuration, silenced: &silenced)
    }

    /// The same, and in `silenced` each rule a comment silenced here, at the first warning it did
    /// (so a failed `warnings:` expectation can say which).
    public static func evaluate(
        _ result: LayoutResult, suppressions: Suppressions, configuration: RuleConfiguration, silenced: inout [String: Mark]
    ) -> [PitfallWarning] {
        let context = RuleContext(result: result)
        var warnings: [PitfallWarning] = []
        // The ids once, not `rule.description.id`: that copies a whole description per rule per variant.
        for (rule, id) in zip(rules, ids) {
            guard !configuration.disabled.contains(id) else { continue }
            // unknown-rule-id reads the scene's comments, which a layout does not carry
            // (UnknownRuleIDRule); its warnings then go as any rule's.
            let found = id == Suppressions.unknownRuleID ? suppressions.unknownRuleWarnings(known: ids) : rule.check(context)
            for var warning in found {
                if suppressions.suppresses(id, at: warning.mark) {
                    if silenced[id] == nil, let mark = warning.mark { silenced[id] = mark }
                    continue
                }
                if let severity = configuration.severities[id] { warning.severity = severity }
                warnings.append(warning)
            }
        }
        return warnings.enumerated().sorted { lhs, rhs in
            let l = lhs.element.mark ?? Mark(line: 0, column: 0)
            let r = rhs.element.mark ?? Mark(line: 0, column: 0)
            return l != r ? l < r : lhs.offset < rhs.offset
        }.map(\.element)
    }
}

extension RuleCatalog {
    /// A finding a rule raised outside the layout (the importer's `ib-simulated-bars`), as a
    /// warning under the same configuration as the layout's: dropped when the rule is disabled,
    /// at the configured severity, else the rule's default.
    public static func importFinding(
        rule: String, message: String, mark: Mark?, fix: String, configuration: RuleConfiguration
    ) -> PitfallWarning? {
        guard !configuration.disabled.contains(rule) else { return nil }
        let severity = configuration.severities[rule] ?? description(id: rule)?.severity ?? .warning
        return PitfallWarning(rule: rule, severity: severity, message: message, mark: mark, subject: nil, fix: fix)
    }
}

/// Severities and disabled rules (from a configuration file, later).
public struct RuleConfiguration: Sendable {
    public var disabled: Set<String>
    public var severities: [String: Diagnostic.Severity]

    public init(disabled: Set<String> = [], severities: [String: Diagnostic.Severity] = [:]) {
        self.disabled = disabled
        self.severities = severities
    }
}

/// `# insetlab:disable rule-id[, rule-id…]` comments: on a key's line they silence that line's
/// warnings; in the comment block at the top of the file they silence the whole file.
/// `# insetlab:disable:next rule-id` on a line of its own silences the next line (SwiftLint's
/// spelling). `# insetlab:disable all` silences every rule. A rule id no rule has is itself
/// reported (`unknownRuleWarnings`), with the nearest id, and so is a directive naming no rule
/// (it silences nothing).
public struct Suppressions: Sendable, Hashable {
    public private(set) var fileWide: Set<String> = []
    public private(set) var byLine: [Int: Set<String>] = [:]
    /// Every rule id a directive names, where it is written (for typos).
    public private(set) var named: [NamedRule] = []
    /// Directives that name no rule, where they are written.
    public private(set) var unnamed: [Mark] = []
    /// Words that start like a directive and are none (`insetlab:disable:prev`), as written.
    public private(set) var malformed: [NamedRule] = []

    public struct NamedRule: Sendable, Hashable {
        public var id: String
        public var mark: Mark
    }

    /// The rule id of the warning about a directive naming an unknown rule.
    public static let unknownRuleID = "unknown-rule-id"

    public init() {}

    public init(source: String) {
        var source = source
        self = source.withUTF8 { Suppressions(utf8: $0) }
    }

    /// The directives of a file's UTF-8 bytes. Files without any cost one scan for the
    /// directive; lines are counted only up to the directives there are. `isInsideString` says
    /// whether a `#` at a position belongs to a quoted or block scalar (the parsed document
    /// knows), where `# insetlab:disable` is text, not a comment.
    public init(utf8 bytes: UnsafeBufferPointer<UInt8>, isInsideString: ((Mark) -> Bool)? = nil) {
        // A byte order mark is no character of line 1 (editors and libyaml skip it).
        let start = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        // The comment block at the top ends at the first line that is neither blank nor a comment.
        var topEnd = bytes.count
        var lineStart = start
        while lineStart < bytes.count {
            var i = lineStart
            while i < bytes.count, bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\t") { i += 1 }
            if i < bytes.count, bytes[i] != UInt8(ascii: "#"), bytes[i] != UInt8(ascii: "\n"), bytes[i] != UInt8(ascii: "\r") {
                topEnd = lineStart
                break
            }
            while i < bytes.count, bytes[i] != UInt8(ascii: "\n") { i += 1 }
            lineStart = i + 1
        }
        // Lines are counted lazily, from `counted` up to each directive found.
        var line = 1
        var currentLineStart = start
        var counted = start
        var searchFrom = start
        while let index = Self.firstDirective(in: bytes, from: searchFrom) {
            // `insetlab:` then `disable`; anything else is looked at below, as a near miss.
            let prefix = index + Self.prefixLength
            let afterDirective = prefix + Self.disable.count
            let spelled = afterDirective <= bytes.count && bytes[prefix..<afterDirective].elementsEqual(Self.disable)
            let miss = spelled ? nil : Self.nearMiss(bytes, after: prefix)
            guard spelled || miss != nil else {
                searchFrom = prefix
                continue
            }
            while counted < index {
                if bytes[counted] == UInt8(ascii: "\n") {
                    line += 1
                    currentLineStart = counted + 1
                }
                counted += 1
            }
            var end = spelled ? afterDirective : prefix
            guard let hash = bytes[currentLineStart..<index].lastIndex(of: UInt8(ascii: "#")) else {
                searchFrom = end
                continue
            }
            if let isInsideString {
                let column = Self.column(of: hash, lineStart: currentLineStart, in: bytes)
                if isInsideString(Mark(line: line, column: column)) {
                    searchFrom = end
                    continue
                }
            }
            /// A word that starts like a directive and is none, as written up to `wordEnd`.
            func misspelt(upTo wordEnd: Int) {
                let written = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<wordEnd]), as: UTF8.self)
                malformed.append(NamedRule(id: written, mark: Mark(line: line, column: Self.column(of: index, lineStart: currentLineStart, in: bytes))))
            }
            // `insetlab:enable`, `insetlab: disable`: no directive, in a comment; said as written.
            if let wordEnd = miss {
                misspelt(upTo: wordEnd)
                searchFrom = wordEnd
                continue
            }
            var idsStart = afterDirective
            let next = Array(":next".utf8)
            let isNext = idsStart + next.count <= bytes.count && Array(bytes[idsStart..<(idsStart + next.count)]) == next
            if isNext { idsStart += next.count }
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            // `insetlab:disable:prev`, `insetlab:disablenext`: no directive; it silences nothing
            // and says so, rather than read as `insetlab:disable` naming a rule ':prev'.
            if idsStart < end, !Self.separates(bytes[idsStart]) {
                var wordEnd = idsStart
                while wordEnd < end, !Self.separates(bytes[wordEnd]) { wordEnd += 1 }
                misspelt(upTo: wordEnd)
                counted = end
                searchFrom = end
                continue
            }
            var ids: [String] = []
            var wordStart: Int?
            // `-- why` after the ids is the reason, as ESLint writes it: not a rule id.
            var idsEnd = end
            if let dashes = Self.reasonStart(bytes, from: idsStart, to: end) { idsEnd = dashes }
            for offset in idsStart...idsEnd {
                let separator = offset == idsEnd || Self.separates(bytes[offset])
                if separator, let start = wordStart {
                    let id = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
                    ids.append(id)
                    let column = Self.column(of: start, lineStart: currentLineStart, in: bytes)
                    named.append(NamedRule(id: id, mark: Mark(line: line, column: column)))
                    wordStart = nil
                } else if !separator, wordStart == nil {
                    wordStart = offset
                }
            }
            // A directive that names no rule silences nothing, and says so (`all` is the spelling
            // for every rule): a bare one silenced every rule of its scope without a word.
            guard !ids.isEmpty else {
                let column = Self.column(of: index, lineStart: currentLineStart, in: bytes)
                unnamed.append(Mark(line: line, column: column))
                counted = end
                searchFrom = end
                continue
            }
            let set = Set(ids)
            let commentOnly = bytes[currentLineStart..<index].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
                .first == UInt8(ascii: "#")
            if isNext {
                byLine[line + 1, default: []].formUnion(set)
            } else if currentLineStart < topEnd, commentOnly {
                fileWide.formUnion(set)
            } else {
                byLine[line, default: []].formUnion(set)
            }
            // The rest of the directive's line holds no newline: counting resumes after it.
            counted = end
            searchFrom = end
        }
    }

    /// Where a ` --` word starts the reason in `start..<end` (`disable content-under-bar -- a
    /// legacy screen`), if one does.
    private static func reasonStart(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
        var offset = start
        while offset + 1 < end {
            if bytes[offset] == UInt8(ascii: "-"), bytes[offset + 1] == UInt8(ascii: "-"), offset == start || separates(bytes[offset - 1]),
                offset + 2 == end || separates(bytes[offset + 2])
            {
                return offset
            }
            offset += 1
        }
        return nil
    }

    /// What ends a rule id in a directive: a comma, a space, a tab, a carriage return.
    private static func separates(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    /// The 1-based column of byte `offset` on the line starting at `lineStart`: columns count
    /// characters, as libyaml's marks do.
    private static func column(of offset: Int, lineStart: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        bytes[lineStart..<offset].filter { $0 & 0xC0 != 0x80 }.count + 1
    }

    /// What a directive starts with: every occurrence is looked at, so that near misses
    /// (`insetlab:enable`, `insetlab: disable`) are said, not silently ignored.
    private static let prefix = Array("insetlab:".utf8)
    private static let prefixLength = prefix.count
    private static let disable = Array("disable".utf8)
    /// Horspool's shifts for `prefix`: by the byte under the window's last position.
    private static let prefixShifts: [Int] = {
        var shifts = [Int](repeating: prefix.count, count: 256)
        for (offset, byte) in prefix.dropLast().enumerated() { shifts[Int(byte)] = prefix.count - 1 - offset }
        return shifts
    }()

    /// Where a near miss of a directive that starts at `prefix` bytes before `start` ends:
    /// `insetlab:` followed by a word (`insetlab:enable`, `insetlab:ignore`), or by blanks and
    /// `disable`, `enable`, `disable:next` or `disable-next` in any case (`insetlab: Disable`).
    /// Prose (`insetlab: the tool`) is none.
    private static func nearMiss(_ bytes: UnsafeBufferPointer<UInt8>, after start: Int) -> Int? {
        func isWord(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":")
        }
        // `insetlab:insetlab:disable`: the search finds the second, which is the directive.
        if start + prefix.count <= bytes.count, bytes[start..<(start + prefix.count)].elementsEqual(prefix) { return nil }
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        let spaced = end > start
        let wordStart = end
        while end < bytes.count, isWord(bytes[end]) { end += 1 }
        guard end > wordStart else { return nil }
        guard spaced else { return end }
        // After a space only the directive's own words, in any case: `insetlab: the feed` is prose.
        let word = bytes[wordStart..<end].map { $0 | 0x20 }
        return ["disable", "enable", "disable:next", "disable-next"].contains { word.elementsEqual($0.utf8) } ? end : nil
    }

    /// Where `insetlab:` first occurs at or after `start`. Every file is searched and few hold
    /// one, so a miss skips ahead by up to its length (Horspool) instead of a byte.
    private static func firstDirective(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        let pattern = prefix, shifts = prefixShifts
        let length = pattern.count
        var index = start
        let last = bytes.count - length
        while index <= last {
            var matched = length - 1
            while bytes[index + matched] == pattern[matched] {
                if matched == 0 { return index }
                matched -= 1
            }
            index += shifts[Int(bytes[index + length - 1])]
        }
        return nil
    }

    public func suppresses(_ rule: String, at mark: Mark?) -> Bool {
        if fileWide.contains(rule) || fileWide.contains("all") { return true }
        guard let mark, let ids = byLine[mark.line] else { return false }
        return ids.contains(rule) || ids.contains("all")
    }

    /// Rule ids named in comments that no rule has (typos).
    public func unknownRuleIDs(known: [String]) -> [String] {
        let all = fileWide.union(byLine.values.reduce(into: Set<String>()) { $0.formUnion($1) })
        return all.subtracting(known).subtracting(["all"]).sorted()
    }

    /// A warning at each rule id a directive names that no rule has, with the nearest id: a
    /// typo would otherwise silence nothing, silently.
    public func unknownRuleWarnings(known: [String]) -> [PitfallWarning] {
        guard !named.isEmpty || !unnamed.isEmpty || !malformed.isEmpty else { return [] }
        let unknown = named.filter { $0.id != "all" && !known.contains($0.id) }.map { rule in
            PitfallWarning(
                rule: Self.unknownRuleID, severity: .warning,
                message: "unknown rule '\(rule.id)' in an insetlab:disable comment, which silences nothing"
                    + StrictValueReader.suggestion(for: rule.id, among: known),
                mark: rule.mark, subject: nil,
                fix: "Name a rule `insetlab rules` lists, or `all`.")
        }
        let bare = unnamed.map { mark in
            PitfallWarning(
                rule: Self.unknownRuleID, severity: .warning,
                message: "an insetlab:disable comment that names no rule silences nothing",
                mark: mark, subject: nil,
                fix: "Name the rules to silence (`# insetlab:disable content-under-bar`), or `all` for every rule.")
        }
        let misspelt = malformed.map { directive in
            PitfallWarning(
                rule: Self.unknownRuleID, severity: .warning,
                message: "'\(directive.id)' is no insetlab directive, so it silences nothing",
                mark: directive.mark, subject: nil,
                fix: "Write `# insetlab:disable RULE` (this line) or `# insetlab:disable:next RULE` (the next line).")
        }
        return (unknown + bare + misspelt).sorted { ($0.mark ?? Mark(line: 0, column: 0)) < ($1.mark ?? Mark(line: 0, column: 0)) }
    }
}
