internal import InsetlabYAML
public import InsetlabLayout
public import InsetlabRules
public import InsetlabScene
public import InsetlabChecking
public import InsetlabWorkspace

/// `--format text` (the default): a report to read in a terminal or a CI log.
///
/// Per variant: a header line (file — scene name — `iPhone X · iOS 11 · portrait`), the window,
/// then aligned tables of the bars, the controllers and the view tree (indented by depth; the
/// window frame only where it differs from the frame; scroll-view columns only for scroll
/// views), then the warnings in the compiler format, the model notes among them (as the
/// `model-uncertainty` and `not-modelled` rules give them, so `rules.disabled` and
/// `# insetlab:disable` hide them as any rule's). Before iOS 11 the safe area and
/// `adjustedContentInset` do not exist and show as `—`.
public struct TextReporter {
    public static let identifier = "text"
    public static let summary = "aligned tables for a terminal or a CI log (default)"

    /// Deeper views stop indenting and show `+N` instead, so a 10,000-deep tree stays readable.
    package static let maxIndentDepth = 16
    static let missing = "—"

    private let style: TerminalStyle
    private var blocksWritten = 0

    public init(options: ReporterOptions) {
        style = options.style
    }

    public mutating func begin(to output: ReportOutput) {}

    public mutating func report(_ file: SceneFile, evaluations: [VariantEvaluation], to output: ReportOutput) {
        for evaluation in evaluations {
            if blocksWritten > 0 { output.write("\n") }
            writeVariant(evaluation.result, of: file, to: output)
            writeWarnings(evaluation.warnings, file: file.file, to: output)
            blocksWritten += 1
        }
    }

    /// Compiler-format lines (`file:line:col: warning: … [rule]`) with the fix under each.
    func writeWarnings(_ warnings: [PitfallWarning], file: String, to output: ReportOutput) {
        guard !warnings.isEmpty else { return }
        output.write("\n")
        for warning in warnings {
            let line = TerminalText.escaped(warning.compilerLine(file: file))
            let styled: String
            switch warning.severity {
            case .error: styled = style.red(line)
            case .warning: styled = style.yellow(line)
            case .note: styled = line
            }
            output.write(styled + "\n")
            output.write(style.dim("    fix: \(TerminalText.escaped(warning.fix))") + "\n")
        }
    }

    public mutating func end(to output: ReportOutput) {}

    func writeVariant(_ result: LayoutResult, of file: SceneFile, to output: ReportOutput) {
        var header = [file.file]
        if let name = file.name, !name.isEmpty { header.append(name) }
        header.append(result.variant.description)
        output.write(style.bold(TerminalText.escaped(header.joined(separator: " — "))) + "\n")

        let window = result.window
        output.write(
            "window \(window.frame)  safe area \(insets(window.safeAreaInsets))  status bar "
                + (window.statusBarHidden ? "hidden" : "shown") + "\n"
        )

        output.write("\n")
        barTable(result).write(to: output, style: style)
        output.write("\n")
        controllerTable(result).write(to: output, style: style)
        output.write("\n")
        viewTable(result).write(to: output, style: style)
        // The model notes are the `model-uncertainty` and `not-modelled` warnings written after
        // this: printed here as well, each was said twice, and a disabled rule's still once.
    }

    private func barTable(_ result: LayoutResult) -> TextTable {
        var table = TextTable(prefix: "  ")
        table.header(["BAR", "FRAME", "OWNER", "STYLE"])
        for bar in result.bars {
            var look: [String] = []
            if let translucent = bar.isTranslucent { look.append(translucent ? "translucent" : "opaque") }
            if bar.showsLargeTitle { look.append("large title") }
            table.add([
                .init(bar.kind.rawValue, .accent), .init(bar.frame.description),
                .init(bar.ownerName ?? ""), .init(look.joined(separator: ", ")),
            ])
        }
        if result.bars.isEmpty { table.addLine("(no bars)") }
        return table
    }

    private func controllerTable(_ result: LayoutResult) -> TextTable {
        var table = TextTable(prefix: "  ")
        table.header(["CONTROLLER", "TYPE", "VIEW FRAME", "SAFE AREA", "TOP GUIDE", "BOTTOM GUIDE", "SCROLL VIEW"])
        for controller in result.controllers {
            table.add([
                .init(controller.name, .accent), .init(controller.kind.rawValue),
                .init(controller.viewFrame.description), insetsCell(controller.safeAreaInsets),
                .init(formatNumber(controller.topLayoutGuide)), .init(formatNumber(controller.bottomLayoutGuide)),
                .init(controller.contentScrollView.map { JSONReporter.viewName($0, in: result) } ?? ""),
            ])
        }
        return table
    }

    private func viewTable(_ result: LayoutResult) -> TextTable {
        var table = TextTable(prefix: "  ")
        table.header([
            "VIEW", "TYPE", "FRAME", "WINDOW FRAME", "SAFE AREA",
            "CONTENT INSET", "ADJUSTED INSET", "CONTENT OFFSET", "CONTENT SIZE",
        ])
        for view in result.views {
            let name = Self.indent(view.depth) + (view.id ?? view.pathStorage.tail(maxCharacters: Self.maxPathLength))
            var cells: [TextTable.Cell] = [
                .init(name, view.id == nil ? .normal : .accent),
                .init(view.kind.rawValue + (view.isHidden ? " (hidden)" : "")),
                .init(view.frame.description),
                .init(view.windowFrame == view.frame ? "" : view.windowFrame.description),
                insetsCell(view.safeAreaInsets),
            ]
            if view.kind.isScrollView {
                cells += [
                    insetsCell(view.contentInset), insetsCell(view.adjustedContentInset),
                    .init(view.contentOffset?.description ?? Self.missing),
                    .init(view.contentSize?.description ?? Self.missing),
                ]
            }
            table.add(cells)
        }
        if result.views.isEmpty { table.addLine("(no views on screen)") }
        return table
    }

    private func insets(_ value: Insets?) -> String { value?.description ?? Self.missing }

    private func insetsCell(_ value: Insets?) -> TextTable.Cell {
        value.map { .init($0.description) } ?? .init(Self.missing, .muted)
    }

    /// Longest path shown whole; the indentation already shows where a view sits.
    package static let maxPathLength = 40

    /// `feed.view/0/2`, or for a deep view only its last components (`…/0/0/1`): a 10,000-deep
    /// tree has 20,000-character paths, and printing them whole would make the report quadratic.
    static func shortPath(_ path: String) -> String {
        ViewPath(path).tail(maxCharacters: maxPathLength)
    }

    static func indent(_ depth: Int) -> String {
        let shown = min(depth, maxIndentDepth)
        let indent = indents[shown]
        return depth > maxIndentDepth ? indent + "+\(depth - maxIndentDepth) " : indent
    }

    /// The indentations of the first levels, built once: every row of a 100,000-view table needs one.
    private static let indents = (0...maxIndentDepth).map { String(repeating: "  ", count: $0) }
}
