/// `--color auto|always|never`.
public enum ColorMode: String, Sendable, Hashable, CaseIterable {
    /// Colour when stdout is a terminal, `NO_COLOR` is unset or empty and `TERM` is not `dumb`.
    case auto
    /// Colour even into a pipe or with `NO_COLOR` set (a flag beats the environment, no-color.org).
    case always
    case never
}

/// ANSI styling, or none. Reporters pad text first and style it after, so colour never
/// disturbs column alignment.
public struct TerminalStyle: Sendable, Hashable {
    public var usesColor: Bool

    public init(usesColor: Bool) {
        self.usesColor = usesColor
    }

    public static let plain = TerminalStyle(usesColor: false)
    public static let colored = TerminalStyle(usesColor: true)

    /// Decides colour for a stream (https://no-color.org: a `NO_COLOR` with any non-empty value
    /// disables it; so does `TERM=dumb`, a terminal that declares it understands no escape
    /// sequences; a command-line flag overrides both).
    public static func resolve(_ mode: ColorMode, isTerminal: Bool, environment: [String: String]) -> TerminalStyle {
        switch mode {
        case .always: return .colored
        case .never: return .plain
        case .auto:
            let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
            let dumb = environment["TERM"] == "dumb"
            return TerminalStyle(usesColor: isTerminal && !noColor && !dumb)
        }
    }

    public func bold(_ text: String) -> String { wrap(text, "1") }
    public func dim(_ text: String) -> String { wrap(text, "2") }
    public func red(_ text: String) -> String { wrap(text, "31") }
    public func green(_ text: String) -> String { wrap(text, "32") }
    public func yellow(_ text: String) -> String { wrap(text, "33") }
    public func cyan(_ text: String) -> String { wrap(text, "36") }

    private func wrap(_ text: String, _ code: String) -> String {
        guard usesColor, !text.isEmpty else { return text }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}
