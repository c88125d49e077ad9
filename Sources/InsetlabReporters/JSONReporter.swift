public import InsetlabLayout
public import InsetlabRules
public import InsetlabScene
public import InsetlabChecking
public import InsetlabWorkspace

/// `--format json`: the SCENE-FORMAT "JSON report", key for key and in that order.
///
/// One scene file gives one object `{ "scene", "variants", "name" }`. When the command names
/// several scenes (more than one path, a directory, or a whole storyboard or xib, which stands
/// for its screens), the objects go in a JSON array, even if the directory holds one file or
/// none (or the storyboard one screen), so the shape depends on the command line only.
///
/// Every key the contract lists is present, `null` where it does not apply (a safe area before
/// iOS 11, a scroll-view inset on a plain view). Keys this report adds come after the listed
/// ones: `name` (scene), `notes`, `variant` (the full name, `iPhone X · iOS 11 · portrait ·
/// nav.navigationBar.isTranslucent=false`) and `properties` (the matrix property axes' values,
/// `{"nav.navigationBar.isTranslucent": false}`, `{}` without them) (variant), `name` and `isLeaf` (controller), `showsLargeTitle`
/// (bar), `layoutMargins`, `contentSize`, `isHidden`, `firstItemWindowFrame` (view).
/// Numbers have at most three decimals, integers print bare, and `-0` prints as `0`.
public struct JSONReporter: Sendable {
    public static let identifier = "json"
    public static let summary = "the SCENE-FORMAT JSON report (an array of scene objects for several scenes)"

    private let multipleScenes: Bool
    private var scenesWritten = 0

    public init(options: ReporterOptions) {
        multipleScenes = options.multipleScenes
    }

    public mutating func begin(to output: ReportOutput) {
        if multipleScenes { output.write("[") }
    }

    public mutating func report(_ file: SceneFile, evaluations: [VariantEvaluation], to output: ReportOutput) {
        let level = sceneLevel
        place(to: output) { Self.writeScene(file, evaluations: evaluations, level: level, to: output) }
    }

    /// Scenes of up to this many views over their variants are rendered on the worker thread
    /// (about 2 MB of JSON); larger ones are written a view at a time, as before.
    static let renderedViewLimit = 5_000

    public func render(_ file: SceneFile, evaluations: [VariantEvaluation]) -> [UInt8]? {
        guard evaluations.reduce(0, { $0 + $1.result.views.count }) <= Self.renderedViewLimit else { return nil }
        let output = ReportOutput.capture()
        Self.writeScene(file, evaluations: evaluations, level: sceneLevel, to: output)
        return output.bytes
    }

    public mutating func report(rendered: [UInt8], to output: ReportOutput) {
        place(to: output) { output.write(bytes: rendered) }
    }

    /// One scene object where it goes: after a separator in the array of several, or followed
    /// by a newline alone.
    private mutating func place(to output: ReportOutput, _ writeScene: () -> Void) {
        if multipleScenes { output.write(scenesWritten == 0 ? "\n" : ",\n") }
        writeScene()
        if !multipleScenes { output.write("\n") }
        scenesWritten += 1
    }

    /// A scene object's indentation: inside the array of several, or alone.
    private var sceneLevel: Int { multipleScenes ? 1 : 0 }

    /// One scene object, from its indentation to its closing brace.
    private static func writeScene(_ file: SceneFile, evaluations: [VariantEvaluation], level: Int, to output: ReportOutput) {
        output.write(JSONValue.indentation(level))
        // Written piecewise so that only one variant's tree is in memory at a time.
        output.write("{\n" + JSONValue.indentation(level + 1) + "\"scene\": ")
        // A storyboard's screen is `Main.storyboard#ID`: its eight screens were eight "Main.storyboard".
        JSONValue.writeString(file.importedSource?.screen.map { file.file + "#" + $0 } ?? file.file, to: output)
        output.write(",\n" + JSONValue.indentation(level + 1) + "\"variants\": [")
        for (i, evaluation) in evaluations.enumerated() {
            output.write(i == 0 ? "\n" : ",\n")
            output.write(JSONValue.indentation(level + 2))
            Self.writeVariant(evaluation.result, warnings: evaluation.warnings, file: file.file, to: output, level: level + 2)
        }
        output.write(evaluations.isEmpty ? "],\n" : "\n" + JSONValue.indentation(level + 1) + "],\n")
        output.write(JSONValue.indentation(level + 1) + "\"name\": ")
        JSONValue.optional(file.name).write(to: output, level: level + 1)
        output.write("\n" + JSONValue.indentation(level) + "}")
    }

    public mutating func end(to output: ReportOutput) {
        guard multipleScenes else { return }
        output.write(scenesWritten == 0 ? "]\n" : "\n]\n")
    }

    /// One element of `variants`, written as bytes (`JSONReportBytes`; the tests hold it, byte for
    /// byte, to the value tree in `JSONReportReference.swift`), with the views handed to the output
    /// one at a time: a 100,000-view report never holds its views
    /// as one value tree, nor its bytes at once.
    static func writeVariant(
        _ result: LayoutResult, warnings: [PitfallWarning], file: String?, to output: ReportOutput, level: Int
    ) {
        let key = result.variant
        var object = JSONObjectBytes(level: level)
        output.writeBytes { bytes in
            object.member("\"device\": ", to: &bytes)
            JSONBytes.appendString(key.device, to: &bytes)
            object.member("\"orientation\": ", to: &bytes)
            JSONBytes.appendString(key.orientation.rawValue, to: &bytes)
            object.member("\"ios\": ", to: &bytes)
            JSONBytes.appendNumber(Double(key.ios), to: &bytes)
            object.member("\"window\": ", to: &bytes)
            appendWindow(result.window, to: &bytes, level: level + 1)
            object.member("\"bars\": ", to: &bytes)
            JSONBytes.appendObjects(result.bars, level: level + 1, to: &bytes) { appendBar($0, to: &$1, level: level + 2) }
            object.member("\"controllers\": ", to: &bytes)
            JSONBytes.appendObjects(result.controllers, level: level + 1, to: &bytes) { appendController($0, in: result, to: &$1, level: level + 2) }
            object.member("\"views\": ", to: &bytes)
        }
        writeViews(result.views, of: result.inputs, to: output, level: level + 1)
        // Which subjects are views on screen, asked once per warning: a set, not a scan of
        // every view per warning (100,000 warnings on 100,000 views were 10 s of it).
        let viewIDs = warnings.isEmpty ? [] : Set(result.views.lazy.compactMap(\.id))
        let file = file ?? result.file
        output.writeBytes { bytes in
            object.member("\"warnings\": ", to: &bytes)
            JSONBytes.appendObjects(warnings, level: level + 1, to: &bytes) {
                appendWarning($0, file: file, viewIDs: viewIDs, to: &$1, level: level + 2)
            }
            object.member("\"notes\": ", to: &bytes)
            JSONBytes.appendObjects(result.notes, level: level + 1, to: &bytes) { appendNote($0, in: result, to: &$1, level: level + 2) }
            object.member("\"variant\": ", to: &bytes)
            JSONBytes.appendString(key.description, to: &bytes)
            object.member("\"properties\": ", to: &bytes)
            JSONValue.object(key.properties.map { ($0.axis, propertyValue($0.value)) }).append(to: &bytes, level: level + 1)
            object.end(to: &bytes)
        }
    }

    /// The views array as `JSONValue.write` writes an array of objects.
    private static func writeViews(_ views: [ViewLayout], of inputs: LayoutInputs, to output: ReportOutput, level: Int) {
        guard !views.isEmpty else {
            output.write("[]")
            return
        }
        output.write("[\n")
        let template = ViewObjectTemplate.at(level: level + 1)
        for (i, layout) in views.enumerated() {
            output.writeBytes { bytes in
                JSONBytes.appendIndentation(level + 1, to: &bytes)
                appendView(layout, ib: inputs.view(layout.index).ib, template: template, to: &bytes)
                JSONBytes.append(i == views.count - 1 ? "\n" : ",\n", to: &bytes)
            }
        }
        output.write(JSONValue.indentation(level) + "]")
    }

    /// A matrix property axis's value as JSON: a bool, a number, a string, or numbers.
    static func propertyValue(_ value: PropertyValue) -> JSONValue {
        switch value {
        case .bool(let flag): .bool(flag)
        case .number(let number): .number(number)
        case .text(let text): .string(text)
        case .numbers(let numbers): .numbers(numbers)
        }
    }

    /// A view's id, else its path (`SubjectNames`, shared with snapshot facts).
    package static func viewName(_ index: ViewIndex, in result: LayoutResult) -> String {
        SubjectNames.viewName(index, in: result)
    }

    package static func controllerName(_ index: ControllerIndex, in result: LayoutResult) -> String {
        SubjectNames.controllerName(index, in: result)
    }
}
