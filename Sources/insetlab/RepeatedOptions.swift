/// An option given twice, which ArgumentParser accepts with the last value winning: a CI step
/// that adds `--format junit --output x.xml` to a line that already says `--format github`
/// would lose every annotation without a word. Every option of insetlab's commands takes one
/// value, so a second one is a usage error naming both.
enum RepeatedOptions {
    /// Each option's spellings, by the name messages use.
    private static let spellings: [String: String] = [
        "--format": "--format", "--reporter": "--format", "--output": "--output", "--jobs": "--jobs", "-j": "--jobs",
        "--config": "--config", "--base": "--base", "--baseline": "--baseline", "--write-baseline": "--write-baseline",
        "--device": "--device", "--ios": "--ios", "--view": "--view", "--variant": "--variant", "--property": "--property",
        "--template": "--template", "--color": "--color", "--bars": "--bars",
    ]

    /// `--format is given twice (github, then junit); give it once`, or nil. Words after `--`
    /// are paths.
    static func message(_ arguments: [String]) -> String? {
        var seen: [String: String] = [:]
        var index = 0
        while index < arguments.count, arguments[index] != "--" {
            let word = arguments[index]
            index += 1
            var spelled = word
            var value: String?
            if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
                spelled = String(word[..<equals])
                value = String(word[word.index(after: equals)...])
            } else if word.hasPrefix("-j"), word.count > 2, !word.hasPrefix("--") {
                (spelled, value) = ("-j", String(word.dropFirst(2)))
            }
            guard let name = spellings[spelled] else { continue }
            if value == nil, index < arguments.count {
                value = arguments[index]
                index += 1
            }
            let given = value ?? ""
            if let first = seen[name] { return "\(name) is given twice (\(first), then \(given)); give it once" }
            seen[name] = given
        }
        return nil
    }
}
