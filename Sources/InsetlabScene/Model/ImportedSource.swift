public import InsetlabYAML

/// Where a scene imported in memory came from (`insetlab run Main.storyboard`): every line of
/// the generated scene text maps to the storyboard element it was written from, so warnings
/// and errors point at the storyboard's own line and column; and the findings only the
/// import could see (IB's simulated bars).
public struct ImportedSource: Sendable {
    /// A warning found while importing, reported with the layout's warnings.
    public struct Finding: Sendable, Hashable {
        public var rule: String
        public var mark: Mark?
        public var message: String
        public var fix: String

        public init(rule: String, mark: Mark?, message: String, fix: String) {
            self.rule = rule
            self.mark = mark
            self.message = message
            self.fix = fix
        }
    }

    /// `lines[n - 1]`: the source position of line n of the scene text.
    public var lines: [Mark?]
    public var findings: [Finding]
    /// The screen's Interface Builder id: reports name the scene `Main.storyboard#ID`.
    public var screen: String?

    public init(lines: [Mark?], findings: [Finding]) {
        self.lines = lines
        self.findings = findings
    }

    /// The source position of a mark in the scene text: its line's element (the nearest mapped
    /// line above it); `nil` stays `nil`.
    public func map(_ mark: Mark?) -> Mark? {
        guard let mark else { return nil }
        var index = min(mark.line, lines.count) - 1
        while index >= 0 {
            if let source = lines[index] { return source }
            index -= 1
        }
        return nil
    }
}
