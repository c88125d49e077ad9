/// A position in a source file: 1-based line and column, as editors and compilers count them.
public struct Mark: Hashable, Sendable, Comparable, CustomStringConvertible {
    // Stored in 32 bits: every node of a document carries a mark, and files are capped far
    // below 2³¹ bytes (`YAMLLimits.maxFileBytes`), so no line or column needs more.
    private var storedLine: Int32
    private var storedColumn: Int32

    /// 1-based line.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    /// 1-based column, in characters.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    public init(line: Int, column: Int) {
        self.storedLine = Int32(clamping: line)
        self.storedColumn = Int32(clamping: column)
    }

    public static func < (lhs: Mark, rhs: Mark) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// One message about a scene file, in the compiler format editors and CI understand:
/// `file:line:col: error: message`.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable, Comparable, CaseIterable {
        case error, warning, note

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
        }
    }

    public var severity: Severity
    /// The file as the user named it.
    public var file: String
    /// Where the problem is; `nil` only when the file as a whole is at fault (unreadable, too large).
    public var mark: Mark?
    public var message: String
    /// The key path of the offending node, e.g. `root.viewControllers[0].view.subviews[1].pin`.
    public var keyPath: String?
    /// Follow-up lines printed under the message (`note: first defined at 3:5`).
    public var notes: [String]

    public init(
        _ severity: Severity, file: String, mark: Mark?, message: String,
        keyPath: String? = nil, notes: [String] = []
    ) {
        self.severity = severity
        self.file = file
        self.mark = mark
        self.message = message
        self.keyPath = keyPath
        self.notes = notes
    }

    public static func error(
        _ message: String, file: String, at mark: Mark?, keyPath: String? = nil, notes: [String] = []
    ) -> Diagnostic {
        Diagnostic(.error, file: file, mark: mark, message: message, keyPath: keyPath, notes: notes)
    }

    /// `file:line:col: severity: message (at keyPath)`, then one indented line per note; the
    /// text of each part with control and bidi characters escaped (`TerminalText`), since it
    /// quotes the scene and is printed to a terminal.
    public var description: String {
        var location = TerminalText.escaped(file)
        if let mark { location += ":\(mark.line):\(mark.column)" }
        var text = "\(location): \(severity.rawValue): \(TerminalText.escaped(message))"
        if let keyPath, !keyPath.isEmpty { text += " (at \(TerminalText.escaped(keyPath)))" }
        for note in notes { text += "\n    note: \(TerminalText.escaped(note))" }
        return text
    }
}

/// Every problem found in one file, in source order. Thrown by the reader and the decoder,
/// which collect all errors rather than stopping at the first.
public struct DiagnosticError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    public init(_ diagnostic: Diagnostic) {
        self.diagnostics = [diagnostic]
    }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
