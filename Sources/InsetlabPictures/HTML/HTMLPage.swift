internal import InsetlabWorkspace
/// The frame of a report page: one static HTML document with its style sheet inline, no
/// script, nothing fetched from the network — a CI artifact opens anywhere, offline.
struct HTMLPage {
    private(set) var text = ""

    init(title: String) {
        // Void elements are self-closed: the page is also well-formed XML, which tests parse.
        text += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
        text += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
        text += "<meta name=\"generator\" content=\"insetlab\"/>\n"
        text += "<title>" + XMLText.text(title) + "</title>\n"
        text += "<style>\n" + Self.styleSheet + "</style>\n</head>\n<body>\n"
    }

    /// A piece of a page (no head, no body): built separately, written into a page later.
    init(fragment: Void) {}

    mutating func write(_ html: String) {
        text += html
    }

    /// `<tag class="…">escaped text</tag>` and a newline.
    mutating func element(_ tag: String, _ content: String, className: String? = nil, id: String? = nil) {
        text += "<" + tag + Self.attributes(className: className, id: id) + ">" + XMLText.text(content) + "</" + tag + ">\n"
    }

    mutating func finish(footer: String) -> String {
        text += "<footer>" + XMLText.text(footer) + "</footer>\n</body>\n</html>\n"
        return text
    }

    static func attributes(className: String?, id: String?) -> String {
        var result = ""
        if let id { result += " id=\"" + XMLText.attribute(id) + "\"" }
        if let className { result += " class=\"" + XMLText.attribute(className) + "\"" }
        return result
    }

    static func escape(_ text: String) -> String { XMLText.text(text) }
    static func attribute(_ text: String) -> String { XMLText.attribute(text) }

    /// `<img>` of a picture file, at its natural size (the page scales it down only to the
    /// window's width, never to make room for the numbers, which wrap below it instead), and a
    /// link to the SVG itself, which a browser zooms without loss.
    static func image(_ source: String, width: Double, height: Double, alt: String) -> String {
        "<a class=\"picture\" href=\"\(attribute(source))\" title=\"Open the picture at full size\"><img src=\"\(attribute(source))\" "
            + "width=\"\(formatPixels(width))\" height=\"\(formatPixels(height))\" alt=\"\(attribute(alt))\"/></a>"
            + "<figcaption class=\"enlarge\"><a href=\"\(attribute(source))\">full size</a></figcaption>"
    }

    /// `1 scene`, `3 scenes`.
    static func counted(_ n: Int, _ noun: String) -> String {
        "\(n) \(noun)\(n == 1 ? "" : "s")"
    }

    private static func formatPixels(_ value: Double) -> String { String(Int(value.rounded(.up))) }

    static let styleSheet = """
        :root { color-scheme: light; --ink: #1c1c1e; --muted: #6c6c70; --line: #d1d1d6; --soft: #f2f2f7;
          --warn: #c24f00; --error: #d70015; --note: #5e5ce6; --add: #1e7e34; --remove: #b31d28; }
        * { box-sizing: border-box; }
        body { margin: 0; padding: 24px; font: 14px/1.45 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif;
          color: var(--ink); background: #fff; }
        h1 { font-size: 22px; margin: 0 0 4px; }
        h2 { font-size: 18px; margin: 0; word-break: break-all; }
        h3 { font-size: 15px; margin: 0 0 12px; }
        header { margin-bottom: 16px; }
        .summary { font-size: 15px; margin: 4px 0 12px; }
        .summary .bad { color: var(--error); font-weight: 600; }
        nav ol { margin: 0; padding-left: 22px; columns: 2 360px; }
        nav li { break-inside: avoid; }
        a { color: var(--note); }
        section.scene { border-top: 2px solid var(--line); padding-top: 16px; margin-top: 24px; }
        .scene-name { color: var(--muted); margin: 2px 0 12px; }
        article.variant { margin: 16px 0 28px; }
        .variant-body { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
        figure { margin: 0; max-width: 100%; flex: 0 0 auto; }
        figcaption.enlarge { font-weight: normal; font-size: 12px; margin: 4px 0 0; }
        figure img { display: block; max-width: 100%; height: auto; border: 1px solid var(--line); border-radius: 6px; }
        figcaption { font-weight: 600; margin-bottom: 6px; }
        .numbers { flex: 1 1 460px; min-width: 0; overflow-x: auto; }
        .window { margin: 0 0 8px; color: var(--muted); }
        table { border-collapse: collapse; margin: 0 0 14px; font-size: 12.5px; }
        caption { text-align: left; font-weight: 600; padding: 0 0 4px; }
        th, td { border-bottom: 1px solid var(--line); padding: 3px 10px 3px 0; text-align: left; vertical-align: top;
          white-space: nowrap; }
        th { color: var(--muted); font-weight: 600; }
        td.num, td.rect { font-variant-numeric: tabular-nums; font-family: ui-monospace, Menlo, Consolas, monospace; }
        td.missing { color: var(--muted); }
        .id { font-weight: 600; }
        ul.warnings { list-style: none; padding: 0; margin: 0 0 14px; }
        ul.warnings li { border-left: 4px solid var(--warn); background: #fff7ef; padding: 6px 10px; margin: 0 0 8px; }
        ul.warnings li.error { border-color: var(--error); background: #fff0f1; }
        ul.warnings li.note { border-color: var(--note); background: #eef5ff; }
        .rule { font-family: ui-monospace, Menlo, Consolas, monospace; font-weight: 600; }
        .fix, .where { color: var(--muted); font-size: 12.5px; }
        .no-warnings { color: var(--muted); }
        .notes { color: var(--muted); font-size: 12.5px; padding-left: 18px; }
        pre.diagnostics { background: var(--soft); padding: 10px; overflow-x: auto; font-size: 12.5px; }
        .sides { display: grid; grid-template-columns: repeat(auto-fit, minmax(300px, 1fr)); gap: 24px;
          align-items: start; margin-bottom: 12px; }
        .status { display: inline-block; font-size: 12px; font-weight: 600; padding: 1px 8px; border-radius: 10px;
          background: var(--soft); margin-left: 8px; vertical-align: middle; }
        .status.added { color: var(--add); background: #e6f4ea; }
        .status.removed { color: var(--remove); background: #fdecee; }
        .status.changed { color: var(--warn); background: #fff3e6; }
        .status.invalid { color: var(--error); background: #fdecee; }
        td.before { color: var(--remove); }
        td.after { color: var(--add); }
        .badge { font-size: 12px; color: var(--warn); margin-left: 6px; }
        footer { margin-top: 40px; color: var(--muted); font-size: 12px; }

        """
}
