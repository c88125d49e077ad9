/// A glob over `/`-separated relative paths, as `.insetlab.yml`'s `include` and `exclude` write
/// them: `*` any run of characters within one component, `?` one character, `[abc]`, `[a-z]`,
/// `[!abc]` one character of (or not of) a set, and `**` as a whole component any number of
/// components, none included (`scenes/**/*.yaml` matches `scenes/a.yaml` and `scenes/x/y/b.yaml`).
struct PathGlob: Sendable, Hashable {
    private let components: [Component]

    private enum Component: Sendable, Hashable {
        /// `**`.
        case anyDepth
        case pattern([Unicode.Scalar])
    }

    /// `nil` when the pattern is not a valid glob (see `problem(in:)`).
    init?(_ pattern: String) {
        guard Self.problem(in: pattern) == nil else { return nil }
        components = pattern.split(separator: "/", omittingEmptySubsequences: true)
            .filter { $0 != "." }
            .map { $0 == "**" ? .anyDepth : .pattern(Array($0.unicodeScalars)) }
    }

    /// True when the pattern holds a glob character; a plain path names one file or folder.
    static func isGlob(_ pattern: String) -> Bool {
        pattern.contains { $0 == "*" || $0 == "?" || $0 == "[" }
    }

    /// Why `pattern` is not a glob (an unclosed `[`, a `**` inside a component), or `nil`.
    static func problem(in pattern: String) -> String? {
        for component in pattern.split(separator: "/", omittingEmptySubsequences: true) {
            if component != "**", component.contains("**") {
                return "'**' must be a whole path component (as in 'scenes/**/*.yaml')"
            }
            var scalars = Array(component.unicodeScalars)[...]
            while let scalar = scalars.popFirst() {
                guard scalar == "[" else { continue }
                if scalars.first == "!" { scalars = scalars.dropFirst() }
                if scalars.first == "]" { scalars = scalars.dropFirst() }
                guard let close = scalars.firstIndex(of: "]") else { return "'[' is never closed" }
                scalars = scalars[(close + 1)...]
            }
        }
        return nil
    }

    /// The components of the pattern before its first glob character: the folder to walk.
    static func literalPrefix(of pattern: String) -> String {
        var prefix: [Substring] = []
        for component in pattern.split(separator: "/", omittingEmptySubsequences: true) {
            if component == "**" || isGlob(String(component)) { break }
            prefix.append(component)
        }
        return (pattern.hasPrefix("/") ? "/" : "") + prefix.joined(separator: "/")
    }

    /// Whether the whole of `path` (relative, `/`-separated) matches.
    func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
            .map { Array($0.unicodeScalars) }
        return reach(parts)[parts.count]
    }

    /// Whether `path` or one of the folders above it matches (`scenes/drafts` and
    /// `scenes/drafts/**` both take in `scenes/drafts/a.yaml`).
    func matchesItselfOrAncestor(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
            .map { Array($0.unicodeScalars) }
        return reach(parts).dropFirst().contains(true)
    }

    /// Which leading parts of `parts` the whole pattern matches: `[j]` for `parts[..<j]`. One pass
    /// per component over the path's lengths, so time is components × parts: trying each `**`
    /// at every depth, recursively, took exponential time (ten `**` over a path 25 folders deep,
    /// 40 s).
    private func reach(_ parts: [[Unicode.Scalar]]) -> [Bool] {
        var reachable = [Bool](repeating: false, count: parts.count + 1)
        reachable[0] = true
        for component in components {
            var next = [Bool](repeating: false, count: parts.count + 1)
            switch component {
            case .anyDepth:
                // Zero or more parts: from any length reached so far, every longer one.
                var reached = false
                for length in 0...parts.count {
                    reached = reached || reachable[length]
                    next[length] = reached
                }
            case .pattern(let glob):
                for length in 0..<parts.count where reachable[length] && Self.matchComponent(glob[...], parts[length][...]) {
                    next[length + 1] = true
                }
            }
            reachable = next
        }
        return reachable
    }

    /// One component against `*`, `?` and `[…]`: the classic two-pointer match with one
    /// backtrack point for the last `*`, linear in practice.
    private static func matchComponent(_ glob: ArraySlice<Unicode.Scalar>, _ text: ArraySlice<Unicode.Scalar>) -> Bool {
        var g = glob.startIndex
        var t = text.startIndex
        var star: (glob: Int, text: Int)?
        while t < text.endIndex {
            if g < glob.endIndex {
                switch glob[g] {
                case "*":
                    star = (g, t)
                    g += 1
                    continue
                case "?":
                    g += 1
                    t += 1
                    continue
                case "[":
                    if let (matched, next) = matchClass(glob, at: g, text[t]), matched {
                        g = next
                        t += 1
                        continue
                    }
                default:
                    if glob[g] == text[t] {
                        g += 1
                        t += 1
                        continue
                    }
                }
            }
            guard let backtrack = star else { return false }
            g = backtrack.glob + 1
            t = backtrack.text + 1
            star = (backtrack.glob, backtrack.text + 1)
        }
        while g < glob.endIndex, glob[g] == "*" { g += 1 }
        return g == glob.endIndex
    }

    /// `[abc]`, `[a-z]`, `[!x]` at `start`: whether `scalar` is in the set, and the index after `]`.
    private static func matchClass(_ glob: ArraySlice<Unicode.Scalar>, at start: Int, _ scalar: Unicode.Scalar) -> (Bool, Int)? {
        var i = start + 1
        var negated = false
        if i < glob.endIndex, glob[i] == "!" {
            negated = true
            i += 1
        }
        var matched = false
        var first = true
        while i < glob.endIndex, glob[i] != "]" || first {
            first = false
            if i + 2 < glob.endIndex, glob[i + 1] == "-", glob[i + 2] != "]" {
                if glob[i].value <= scalar.value, scalar.value <= glob[i + 2].value { matched = true }
                i += 3
            } else {
                if glob[i] == scalar { matched = true }
                i += 1
            }
        }
        guard i < glob.endIndex else { return nil }
        return (matched != negated, i + 1)
    }
}
