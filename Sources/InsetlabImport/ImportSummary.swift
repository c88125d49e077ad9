internal import InsetlabReporters
internal import InsetlabYAML

/// What `insetlab import` prints: the JSON summary (its shape is a contract, issue 12) or one
/// line per screen and a summary line.
public enum ImportSummary {
    public static func json(_ session: ImportSession) -> String {
        let files: [JSONValue] = session.files.map { file in
            .object([
                ("file", .string(file.file)),
                ("screens", .array(file.screens.map(screen))),
                ("warnings", .array(file.warnings.map(located))),
                ("notes", .array(file.notes.map(located))),
            ])
        }
        return JSONValue.object([("files", .array(files))]).serialized() + "\n"
    }

    private static func screen(_ result: ImportSession.ScreenResult) -> JSONValue {
        .object([
            ("ib", .string(result.screen.ib)),
            ("name", .string(result.screen.name)),
            ("scene", .optional(result.scene)),
            ("status", .string(result.status.rawValue)),
            ("lost", .array(result.lost.map(located))),
            ("warnings", .array(result.screen.warnings.map(warning))),
        ])
    }

    /// `{"line", "column", "what"}`.
    private static func located(_ loss: ImportLoss) -> JSONValue {
        .object([
            ("line", loss.mark.map { .number(Double($0.line)) } ?? .null),
            ("column", loss.mark.map { .number(Double($0.column)) } ?? .null),
            ("what", .string(loss.what)),
        ])
    }

    /// `{"line", "column", "rule", "message", "fix"}`: an `ib-simulated-bars` warning.
    private static func warning(_ warning: ImportWarning) -> JSONValue {
        .object([
            ("line", warning.mark.map { .number(Double($0.line)) } ?? .null),
            ("column", warning.mark.map { .number(Double($0.column)) } ?? .null),
            ("rule", .string(ImportWarning.rule)),
            ("message", .string(warning.message)),
            ("fix", .string(warning.fix)),
        ])
    }

    public static func text(_ session: ImportSession, output: String) -> String {
        var out = ""
        var counts: [ImportStatus: Int] = [:]
        for file in session.files {
            for result in file.screens {
                counts[result.status, default: 0] += 1
                let raw = result.status.rawValue.prefix(6)
                let status = raw + String(repeating: " ", count: 6 - raw.count)
                let target = result.scene.map { " → \($0)" } ?? ""
                out += "\(status)  \(file.file)  \(TextSafety.clean(result.screen.name)) (\(result.screen.ib))\(target)\n"
                for loss in result.lost {
                    out += "          \(location(file.file, loss.mark)): lost: \(TextSafety.clean(loss.what))\n"
                }
                for warning in result.screen.warnings {
                    out += "          \(location(file.file, warning.mark)): warning: \(warning.message) [\(ImportWarning.rule)]\n"
                }
            }
            for note in file.notes {
                out += "skipped \(location(file.file, note.mark)): \(TextSafety.clean(note.what))\n"
            }
            for warning in file.warnings {
                out += "warning \(location(file.file, warning.mark)): \(TextSafety.clean(warning.what))\n"
            }
        }
        let total = counts.values.reduce(0, +)
        out += "\(total) screen\(total == 1 ? "" : "s") from \(session.files.count) file\(session.files.count == 1 ? "" : "s"): "
        out += "\(counts[.exact] ?? 0) exact, \(counts[.lossy] ?? 0) lossy, \(counts[.failed] ?? 0) failed"
        let written = session.files.reduce(0) { $0 + $1.screens.filter { $0.scene != nil }.count }
        out += "; \(written) written to \(output)\n"
        return out
    }

    static func location(_ file: String, _ mark: Mark?) -> String {
        mark.map { "\(file):\($0.line):\($0.column)" } ?? file
    }
}

/// Names and titles come from the storyboard: no control or bidi characters reach a terminal.
enum TextSafety {
    static func clean(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            let v = scalar.value
            if v < 0x20 || v == 0x7F || (0x80...0x9F).contains(v) || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) {
                return "?"
            }
            return scalar
        }))
    }
}
