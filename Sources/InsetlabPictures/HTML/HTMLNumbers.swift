import InsetlabLayout
import InsetlabRules
import InsetlabScene
internal import InsetlabChecking
internal import InsetlabReporters

/// The numbers of one variant as HTML tables — the text report's columns — then its warnings
/// (with their fix and position) and model notes.
enum HTMLNumbers {
    /// The views table stops here and says so: the picture stops drawing at a similar size.
    static let maxViewRows = 1_000
    static let missing = "—"

    static func write(_ evaluation: VariantEvaluation, file: String, to page: inout HTMLPage) {
        let result = evaluation.result
        let window = result.window
        page.element(
            "p",
            "window \(window.frame) · safe area \(window.safeAreaInsets?.description ?? missing) · status bar "
                + (window.statusBarHidden ? "hidden" : "shown"),
            className: "window")
        writeBars(result, to: &page)
        writeControllers(result, to: &page)
        writeViews(result, to: &page)
        writeWarnings(evaluation.warnings, file: file, to: &page)
        if !result.notes.isEmpty {
            page.write("<ul class=\"notes\">\n")
            for note in result.notes {
                page.element("li", "note [\(note.reference)] \(note.message)")
            }
            page.write("</ul>\n")
        }
    }

    /// The variant's failed `expect:` lines, first: what `check` would fail on.
    static func writeFailures(_ failures: [ExpectationFailure], file: String, to page: inout HTMLPage) {
        guard !failures.isEmpty else { return }
        page.write("<ul class=\"warnings failures\">\n")
        for failure in failures {
            page.write("<li class=\"error\"><span class=\"rule\">[\(ReportFinding.expectationMismatch)]</span> ")
            page.write(HTMLPage.escape("error: \(failure.expectation.key): \(failure.message)"))
            page.write("<div class=\"where\">\(HTMLPage.escape("\(file):\(failure.mark.line):\(failure.mark.column)"))</div>")
            page.write("</li>\n")
        }
        page.write("</ul>\n")
    }

    static func writeWarnings(_ warnings: [PitfallWarning], file: String, to page: inout HTMLPage) {
        guard !warnings.isEmpty else {
            page.element("p", "No warnings.", className: "no-warnings")
            return
        }
        page.write("<ul class=\"warnings\">\n")
        for (offset, warning) in warnings.enumerated() {
            page.write("<li class=\"\(warning.severity.rawValue)\">")
            page.write("<span class=\"number\">\(offset + 1).</span> <span class=\"rule\">[\(HTMLPage.escape(warning.rule))]</span> ")
            page.write(HTMLPage.escape(warning.severity.rawValue + ": " + warning.message))
            page.write("<div class=\"fix\">fix: \(HTMLPage.escape(warning.fix))</div>")
            let location = warning.mark.map { "\(file):\($0.line):\($0.column)" } ?? file
            page.write("<div class=\"where\">\(HTMLPage.escape(location))\(warning.subject.map { " · " + HTMLPage.escape($0) } ?? "")</div>")
            page.write("</li>\n")
        }
        page.write("</ul>\n")
    }

    private static func writeBars(_ result: LayoutResult, to page: inout HTMLPage) {
        var table = HTMLTable(caption: "Bars", columns: ["bar", "frame", "owner", "style"])
        for bar in result.bars {
            var look: [String] = []
            if let translucent = bar.isTranslucent { look.append(translucent ? "translucent" : "opaque") }
            if bar.showsLargeTitle { look.append("large title") }
            table.row([
                .init(bar.kind.rawValue, "id"), .rect(bar.frame.description), .init(bar.ownerName ?? ""),
                .init(look.joined(separator: ", ")),
            ])
        }
        if result.bars.isEmpty { table.note("no bars") }
        page.write(table.finished)
    }

    private static func writeControllers(_ result: LayoutResult, to page: inout HTMLPage) {
        var table = HTMLTable(
            caption: "Controllers",
            columns: ["controller", "type", "view frame", "safe area", "top guide", "bottom guide", "scroll view"])
        for controller in result.controllers {
            table.row([
                .init(controller.name, "id"), .init(controller.kind.rawValue), .rect(controller.viewFrame.description),
                .optional(controller.safeAreaInsets?.description), .rect(formatNumber(controller.topLayoutGuide)),
                .rect(formatNumber(controller.bottomLayoutGuide)),
                .init(controller.contentScrollView.map { JSONReporter.viewName($0, in: result) } ?? ""),
            ])
        }
        page.write(table.finished)
    }

    private static func writeViews(_ result: LayoutResult, to page: inout HTMLPage) {
        var table = HTMLTable(
            caption: "Views",
            columns: [
                "view", "type", "frame", "window frame", "safe area", "content inset", "adjusted inset",
                "content offset", "content size", "first row / item",
            ])
        for view in result.views.prefix(maxViewRows) {
            let name = view.id ?? view.pathStorage.tail(maxCharacters: TextReporter.maxPathLength)
            let scroll = view.kind.isScrollView
            table.row(
                [
                    .init(name, view.id == nil ? nil : "id"),
                    .init(view.kind.rawValue + (view.isHidden ? " (hidden)" : "")),
                    .rect(view.frame.description),
                    .rect(view.windowFrame == view.frame ? "" : view.windowFrame.description),
                    .optional(view.safeAreaInsets?.description),
                    scroll ? .optional(view.contentInset?.description) : .init(""),
                    scroll ? .optional(view.adjustedContentInset?.description) : .init(""),
                    scroll ? .optional(view.contentOffset?.description) : .init(""),
                    scroll ? .optional(view.contentSize?.description) : .init(""),
                    .rect(view.firstItemWindowFrame?.description ?? ""),
                ], indent: min(view.depth, TextReporter.maxIndentDepth))
        }
        if result.views.count > maxViewRows {
            table.note("\(result.views.count - maxViewRows) more views (see `insetlab run`)")
        }
        if result.views.isEmpty { table.note("no views on screen") }
        page.write(table.finished)
    }
}

/// A table with escaped cells.
struct HTMLTable {
    struct Cell {
        var text: String
        var className: String?

        init(_ text: String, _ className: String? = nil) {
            self.text = text
            self.className = className
        }

        static func rect(_ text: String) -> Cell { Cell(text, "rect") }
        /// `—` when the value does not exist (before iOS 11).
        static func optional(_ text: String?) -> Cell { text.map { Cell($0, "rect") } ?? Cell(HTMLNumbers.missing, "missing") }
    }

    private(set) var html: String
    private let columns: Int

    init(caption: String, columns: [String], className: String? = nil) {
        self.columns = columns.count
        html = "<table" + HTMLPage.attributes(className: className, id: nil) + "><caption>" + HTMLPage.escape(caption)
            + "</caption>\n<thead><tr>" + columns.map { "<th>" + HTMLPage.escape($0) + "</th>" }.joined() + "</tr></thead>\n<tbody>\n"
    }

    mutating func row(_ cells: [Cell], indent: Int = 0, className: String? = nil) {
        html += "<tr" + HTMLPage.attributes(className: className, id: nil) + ">"
        for (index, cell) in cells.enumerated() {
            var attributes = HTMLPage.attributes(className: cell.className, id: nil)
            if index == 0, indent > 0 { attributes += " style=\"padding-left: \(indent * 14)px\"" }
            html += "<td" + attributes + ">" + HTMLPage.escape(cell.text) + "</td>"
        }
        html += "</tr>\n"
    }

    mutating func note(_ text: String) {
        html += "<tr><td class=\"missing\" colspan=\"\(columns)\">" + HTMLPage.escape(text) + "</td></tr>\n"
    }

    /// The table, closed.
    var finished: String { html + "</tbody></table>\n" }
}
