/// A line diff (Myers' O(ND) algorithm) and its unified-diff text, for snapshot mismatches.
///
/// Common leading and trailing lines are set aside first, so the usual case — a few facts
/// changed in a long snapshot — costs time linear in the file plus O((N + M) · D) for the D
/// changed lines, and O(D²) memory for the walk back. Beyond `maxEdits` differences the search stops and the changed middle is shown as
/// removed-then-added: still a correct diff, only not the shortest.
public enum LineDiff {
    public enum Edit: Sendable, Hashable {
        case same(String)
        case removed(String)
        case added(String)
    }

    /// Default bound on the edit distance searched (the work is O((N + M) · D)).
    public static let defaultMaxEdits = 1_000

    /// The edits that turn `old` into `new`, in order.
    public static func edits(_ old: [String], _ new: [String], maxEdits: Int = defaultMaxEdits) -> [Edit] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let oldMiddle = Array(old[prefix..<(old.count - suffix)])
        let newMiddle = Array(new[prefix..<(new.count - suffix)])
        var result = old[..<prefix].map(Edit.same)
        result += middle(oldMiddle, newMiddle, maxEdits: maxEdits)
        result += old[(old.count - suffix)...].map(Edit.same)
        return result
    }

    /// Myers' greedy forward search, keeping each round's furthest-reaching paths to walk back.
    private static func middle(_ a: [String], _ b: [String], maxEdits: Int) -> [Edit] {
        let n = a.count, m = b.count
        if n == 0 { return b.map(Edit.added) }
        if m == 0 { return a.map(Edit.removed) }
        let limit = min(n + m, maxEdits)
        let offset = limit + 1
        var v = [Int](repeating: 0, count: 2 * limit + 3)
        var trace: [[Int]] = []
        var found = false
        search: for d in 0...limit {
            // Round d reads diagonals −d−1…d+1; only those are kept for the walk back.
            trace.append(Array(v[(offset - d - 1)...(offset + d + 1)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
                    x = v[offset + k + 1]  // down: an insertion
                } else {
                    x = v[offset + k - 1] + 1  // right: a deletion
                }
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n, y >= m {
                    found = true
                    break search
                }
            }
        }
        guard found else { return a.map(Edit.removed) + b.map(Edit.added) }

        // Walk back from (n, m) through the saved rounds.
        var edits: [Edit] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let round = trace[d]
            func furthest(_ k: Int) -> Int { round[k + d + 1] }
            let k = x - y
            let previousK: Int
            if k == -d || (k != d && furthest(k - 1) < furthest(k + 1)) {
                previousK = k + 1
            } else {
                previousK = k - 1
            }
            let previousX = d == 0 ? 0 : furthest(previousK)
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                edits.append(.same(a[x]))
            }
            if d > 0 {
                if x == previousX {
                    y -= 1
                    edits.append(.added(b[y]))
                } else {
                    x -= 1
                    edits.append(.removed(a[x]))
                }
            }
        }
        return edits.reversed()
    }

    /// `git diff`-style text: `--- old` / `+++ new` headers, then hunks of changed lines with
    /// `context` unchanged lines around them (`@@ -12,7 +12,8 @@`). Empty when nothing differs.
    public static func unified(_ old: [String], _ new: [String], oldName: String, newName: String, context: Int = 3) -> [String] {
        let edits = edits(old, new)
        guard edits.contains(where: { if case .same = $0 { false } else { true } }) else { return [] }
        var lines = ["--- \(oldName)", "+++ \(newName)"]
        // Positions (in `edits`) of changed lines, grouped into hunks whose context overlaps.
        let changed = edits.indices.filter { if case .same = edits[$0] { false } else { true } }
        var hunks: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(edits.count - 1, index + context)
            if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
                hunks[hunks.count - 1] = last.lowerBound...range.upperBound
            } else {
                hunks.append(range)
            }
        }
        // Line numbers before each edit.
        var oldLine = [Int](repeating: 0, count: edits.count + 1)
        var newLine = [Int](repeating: 0, count: edits.count + 1)
        for (index, edit) in edits.enumerated() {
            oldLine[index + 1] = oldLine[index] + (edit.isAdded ? 0 : 1)
            newLine[index + 1] = newLine[index] + (edit.isRemoved ? 0 : 1)
        }
        for hunk in hunks {
            let oldCount = oldLine[hunk.upperBound + 1] - oldLine[hunk.lowerBound]
            let newCount = newLine[hunk.upperBound + 1] - newLine[hunk.lowerBound]
            // A range of zero lines starts at the line before it (the unified-diff convention).
            let oldStart = oldCount == 0 ? oldLine[hunk.lowerBound] : oldLine[hunk.lowerBound] + 1
            let newStart = newCount == 0 ? newLine[hunk.lowerBound] : newLine[hunk.lowerBound] + 1
            lines.append("@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@")
            for edit in edits[hunk] {
                switch edit {
                case .same(let text): lines.append(" " + text)
                case .removed(let text): lines.append("-" + text)
                case .added(let text): lines.append("+" + text)
                }
            }
        }
        return lines
    }

    /// `12,7`, or `12` for one line.
    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
    }
}

extension LineDiff.Edit {
    var isAdded: Bool { if case .added = self { true } else { false } }
    var isRemoved: Bool { if case .removed = self { true } else { false } }
}
