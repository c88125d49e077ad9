internal import InsetlabYAML
internal import InsetlabWorkspace

/// Columns of text aligned with spaces, written row by row.
///
/// Widths are measured in one pass and lines written in a second, so a 100,000-row table costs
/// two linear passes and no string bigger than a line. A cell wider than its column's cap
/// keeps its text and pushes the rest of its row right, instead of widening every row.
struct TextTable {
    enum Tone {
        case normal, header, muted, accent, warning
    }

    struct Cell {
        var text: String
        var tone: Tone = .normal
        /// Characters, counted once.
        let width: Int

        /// `text` as it will print: control and bidi characters escaped (`TerminalText`).
        init(_ text: String, _ tone: Tone = .normal) {
            let text = TerminalText.escaped(text)
            self.text = text
            self.tone = tone
            self.width = text.characterCount
        }
    }

    enum Row {
        case cells([Cell])
        /// A free line under the previous row (device metrics per iOS version).
        case line(String, Tone)
    }

    private(set) var rows: [Row] = []
    private var widths: [Int] = []
    /// Widest a column gets; longer cells overflow.
    let maxColumnWidth: Int
    let prefix: String

    init(prefix: String = "", maxColumnWidth: Int = 48) {
        self.prefix = prefix
        self.maxColumnWidth = maxColumnWidth
    }

    mutating func header(_ titles: [String]) {
        add(titles.map { Cell($0, .header) })
    }

    mutating func add(_ cells: [Cell]) {
        for (i, cell) in cells.enumerated() {
            let width = cell.width
            if i == widths.count { widths.append(0) }
            if width <= maxColumnWidth, width > widths[i] { widths[i] = width }
        }
        rows.append(.cells(cells))
    }

    mutating func addLine(_ text: String, _ tone: Tone = .muted) {
        rows.append(.line(text, tone))
    }

    var isEmpty: Bool { rows.isEmpty }

    func write(to output: ReportOutput, style: TerminalStyle) {
        // Each line is assembled in one reused byte buffer and handed over whole: one write per
        // line, not one per cell and per run of padding.
        var line: [UInt8] = []
        line.reserveCapacity(256)
        for row in rows {
            line.removeAll(keepingCapacity: true)
            line.append(contentsOf: prefix.utf8)
            switch row {
            case .line(let text, let tone):
                line.append(contentsOf: Self.styled(text, tone, style).utf8)
            case .cells(let cells):
                // Trailing empty cells would only leave trailing spaces.
                let last = cells.lastIndex { !$0.text.isEmpty } ?? -1
                for (i, cell) in cells.enumerated() where i <= last {
                    line.append(contentsOf: Self.styled(cell.text, cell.tone, style).utf8)
                    if i < last {
                        line.append(contentsOf: repeatElement(UInt8(ascii: " "), count: max(widths[i] - cell.width, 0) + 2))
                    }
                }
            }
            line.append(UInt8(ascii: "\n"))
            output.write(bytes: line)
        }
    }

    private static func styled(_ text: String, _ tone: Tone, _ style: TerminalStyle) -> String {
        switch tone {
        case .normal: text
        case .header: style.bold(text)
        case .muted: style.dim(text)
        case .accent: style.cyan(text)
        case .warning: style.yellow(text)
        }
    }
}
