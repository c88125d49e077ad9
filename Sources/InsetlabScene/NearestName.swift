/// "Did you mean …?" for keys, enum values and ids.
package enum NearestName {
    /// The candidate the user most likely meant, or `nil` when none is close.
    ///
    /// A candidate equal to `input` ignoring case wins outright (`edgesforextendedlayout`);
    /// otherwise the smallest edit distance (case-insensitive) within max(2, length / 3)
    /// edits, where a candidate that `input` begins counts as distance 1 (`scrollable` →
    /// `scrollableAxes`). Ties go to the earlier candidate, so callers list common names first.
    package static func best(for input: String, among candidates: some Sequence<String>) -> String? {
        let key = input.lowercased()
        guard !key.isEmpty else { return nil }
        // Past `longestCompared` characters a name is matched by case and prefix only: the edit
        // distance is |a|·|b| (a 64k-character id near another took 27 s), and no one mistypes
        // a name that long by a letter.
        let compares = key.count <= longestCompared
        let limit = max(2, key.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let lowered = candidate.lowercased()
            if lowered == key { return candidate }
            // Cheap bound first: the distance is at least the difference in length.
            let lengthGap = abs(lowered.count - key.count)
            let prefixMatch = key.count >= 3 && lowered.hasPrefix(key)
            if !prefixMatch, lengthGap > limit { continue }
            if let best, !prefixMatch, lengthGap >= best.distance { continue }
            guard prefixMatch || (compares && lowered.count <= longestCompared) else { continue }
            let distance = prefixMatch ? 1 : editDistance(key, lowered)
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// Searches over a scene's ids, each through every id: thousands of misspelt ids made the
    /// errors quadratic (8,000 took over a minute). Past `searches`, an error names no suggestion.
    package final class Budget {
        private var left: Int

        package init(searches: Int = 64) { left = searches }

        /// `suggestion(for:among:)` while the budget lasts, else the empty string.
        package func suggestion(for name: String, among candidates: @autoclosure () -> [String]) -> String {
            guard left > 0 else { return "" }
            left -= 1
            return NearestName.suggestion(for: name, among: candidates())
        }
    }

    /// The longest name the edit distance is computed for.
    package static let longestCompared = 128

    /// `; did you mean 'x'?` or the empty string.
    package static func suggestion(for input: String, among candidates: some Sequence<String>) -> String {
        best(for: input, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Optimal-string-alignment distance: insertions, deletions, substitutions and adjacent
    /// transpositions (`heigth` → `height`) cost 1 each. Two rolling rows, no matrix.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, beforePrevious[j - 2] + 1)
                }
                current[j] = value
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
