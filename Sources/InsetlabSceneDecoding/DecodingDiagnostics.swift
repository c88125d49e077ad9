import InsetlabYAML
import InsetlabScene

/// Every error found while decoding one file. Decoders report and carry on with the next
/// sibling, so a file with ten mistakes shows ten errors at once (XcodeGen's validation pass).
final class DecodingDiagnostics {
    let file: String
    private(set) var errors: [Diagnostic] = []

    init(file: String) {
        self.file = file
    }

    var isEmpty: Bool { errors.isEmpty }
    /// Every error found, shown or only counted: a decoder compares it before and after a part.
    var count: Int { errors.count + uncounted }
    var isFull: Bool { errors.count >= Self.maximumErrors }

    /// "Did you mean" over every id of the file, for as long as its budget lasts.
    let idSuggestions = NearestName.Budget()

    /// Errors kept per file: past them a file is not worth reading error by error (1.5 million
    /// unknown keys printed 124 MB in 31 s); the rest are counted, and their messages not built.
    static let maximumErrors = 1000
    private var uncounted = 0
    private var firstUncounted: Mark?

    func error(_ message: @autoclosure () -> String, at mark: Mark?, keyPath: @autoclosure () -> String?, notes: @autoclosure () -> [String] = []) {
        guard errors.count < Self.maximumErrors else {
            if let mark, firstUncounted.map({ mark < $0 }) ?? true { firstUncounted = mark }  // found out of file order too
            uncounted += 1
            return
        }
        errors.append(.error(message(), file: file, at: mark, keyPath: keyPath(), notes: notes()))
    }

    /// In source order; errors at the same position keep the order they were found in. Past
    /// `maximumErrors`, one last error says how many more there are.
    func sortedByPosition() -> [Diagnostic] {
        var sorted = errors.enumerated()
            .sorted { lhs, rhs in
                let left = lhs.element.mark ?? Mark(line: 0, column: 0)
                let right = rhs.element.mark ?? Mark(line: 0, column: 0)
                return left == right ? lhs.offset < rhs.offset : left < right
            }
            .map(\.element)
        if uncounted > 0 {
            sorted.append(.error(
                "and \(uncounted) more error\(uncounted == 1 ? "" : "s") not shown, the earliest here (\(Self.maximumErrors) are above)",
                file: file, at: firstUncounted, keyPath: nil))
        }
        return sorted
    }
}
