public import InsetlabScene
public import InsetlabWorkspace

/// `insetlab devices`: the built-in device profiles, as an aligned table or as JSON.
///
/// The table shows each model's metrics at its first iOS version; a model whose numbers change
/// with iOS gets one extra line per change (`iOS 14+: status bar 48, safe area …`).
public enum DeviceTable {
    /// `text` and `json`, like `run`.
    public static let formats = ["text", "json"]

    /// Writes `models` (the whole catalogue by default) as `format` (`text` or `json`).
    public static func write(
        _ models: [DeviceModel] = DeviceCatalog.models, format: String, style: TerminalStyle, to output: ReportOutput
    ) {
        if format == "json" {
            json(models).write(to: output, level: 0)
            output.write("\n")
        } else {
            table(models).write(to: output, style: style)
        }
    }

    static func table(_ models: [DeviceModel]) -> TextTable {
        var table = TextTable()
        table.header([
            "NAME", "IDIOM", "SCREEN", "STATUS BAR", "SAFE AREA PORTRAIT", "SAFE AREA LANDSCAPE",
            "NAV-BAR Y", "LANDSCAPE WIDTH", "iOS",
        ])
        for model in models {
            guard let first = model.metrics.first else { continue }
            table.add([
                .init(model.name, .accent), .init(model.idiom.rawValue), .init(screen(model.screen)),
                .init(formatNumber(first.statusBar)), .init(first.safeAreaPortrait.description),
                .init(first.safeAreaLandscape.description), .init(formatNumber(first.navigationBarY)),
                .init(model.landscapeWidth.rawValue), .init(range(model.iosRange)),
            ])
            for change in model.metrics.dropFirst() {
                table.addLine(
                    "  iOS \(change.fromIOS)+: status bar \(formatNumber(change.statusBar)), "
                        + "safe area \(change.safeAreaPortrait), landscape \(change.safeAreaLandscape), "
                        + "nav-bar y \(formatNumber(change.navigationBarY))"
                )
            }
        }
        return table
    }

    /// `{ "devices": [ { name, idiom, screen, iosRange, landscapeWidth, metrics: […], source, aliases } ] }`.
    static func json(_ models: [DeviceModel]) -> JSONValue {
        .object([
            (
                "devices",
                .array(
                    models.map { model in
                        .object([
                            ("name", .string(model.name)),
                            ("idiom", .string(model.idiom.rawValue)),
                            ("screen", .numbers(model.screen.components)),
                            ("iosRange", .numbers([model.iosRange.lowerBound, model.iosRange.upperBound].map(Double.init))),
                            ("landscapeWidth", .string(model.landscapeWidth.rawValue)),
                            ("metrics", .array(model.metrics.map(metrics))),
                            ("source", .string(model.source)),
                            ("aliases", .array(model.aliases.map(JSONValue.string))),
                        ])
                    }
                )
            )
        ])
    }

    private static func metrics(_ metrics: VersionedMetrics) -> JSONValue {
        .object([
            ("fromIOS", .number(Double(metrics.fromIOS))),
            ("statusBar", .number(metrics.statusBar)),
            ("safeAreaPortrait", .numbers(metrics.safeAreaPortrait.components)),
            ("safeAreaLandscape", .numbers(metrics.safeAreaLandscape.components)),
            ("navigationBarY", .number(metrics.navigationBarY)),
        ])
    }

    /// `375×812`.
    static func screen(_ size: Size) -> String { "\(formatNumber(size.width))×\(formatNumber(size.height))" }

    /// `11–18`, `13–18, 26`, or `18` for a single version (19–25 never existed).
    static func range(_ range: ClosedRange<Int>) -> String {
        if range.lowerBound > 18 { return "\(range.lowerBound)" }
        let classic = min(range.upperBound, 18)
        let head = range.lowerBound == classic ? "\(range.lowerBound)" : "\(range.lowerBound)–\(classic)"
        return range.contains(26) ? head + ", 26" : head
    }
}
