import InsetlabChecking
import InsetlabLayout
@testable import InsetlabReporters
import InsetlabRules
import InsetlabScene

// The JSON report as a value tree (`JSONValue`): how the reporter built each variant before it
// wrote bytes straight into the output (`JSONReportBytes`). Kept here, in the tests, as the
// reference the byte writer is held to: SCENE-FORMAT's "JSON report" key for key, in order.
extension JSONReporter {
    /// One element of `variants`.
    static func variant(_ result: LayoutResult, warnings: [PitfallWarning] = [], file: String? = nil) -> JSONValue {
        .object(variantMembers(result, warnings: warnings, file: file, views: .array(result.views.map { [inputs = result.inputs] in view($0, ib: inputs.view($0.index).ib) })))
    }

    /// The variant object's members in contract order; `views` stands for the views array.
    private static func variantMembers(
        _ result: LayoutResult, warnings: [PitfallWarning], file: String?, views: JSONValue
    ) -> [(key: String, value: JSONValue)] {
        let key = result.variant
        // Which subjects are views on screen, asked once per warning: a set, not a scan of
        // every view per warning (100,000 warnings on 100,000 views were 10 s of it).
        let viewIDs = warnings.isEmpty ? [] : Set(result.views.lazy.compactMap(\.id))
        let file = file ?? result.file
        return [
            ("device", .string(key.device)),
            ("orientation", .string(key.orientation.rawValue)),
            ("ios", .number(Double(key.ios))),
            ("window", window(result.window)),
            ("bars", .array(result.bars.map(bar))),
            ("controllers", .array(result.controllers.map { controller($0, in: result) })),
            ("views", views),
            ("warnings", .array(warnings.map { warning($0, file: file, viewIDs: viewIDs) })),
            ("notes", .array(result.notes.map { note($0, in: result) })),
            ("variant", .string(key.description)),
            ("properties", .object(key.properties.map { ($0.axis, propertyValue($0.value)) })),
        ]
    }

    static func controller(_ controller: ControllerLayout, in result: LayoutResult) -> JSONValue {
        // `ib` (SCENE-FORMAT "Interface Builder provenance") only on imported controllers.
        let ib = result.inputs.controller(controller.index).ib.map { [("ib", JSONValue.string($0))] } ?? []
        return .object([
            ("id", .optional(controller.id)),
        ] + ib + [
            ("type", .string(controller.kind.rawValue)),
            ("viewFrame", .numbers(controller.viewFrame.components)),
            ("safeAreaInsets", .optional(controller.safeAreaInsets)),
            ("topLayoutGuide", .number(controller.topLayoutGuide)),
            ("bottomLayoutGuide", .number(controller.bottomLayoutGuide)),
            ("adjustedScrollView", .optional(controller.contentScrollView.map { viewName($0, in: result) })),
            ("name", .string(controller.name)),
            ("isLeaf", .bool(controller.isLeaf)),
        ])
    }

    /// SCENE-FORMAT: `{rule, severity, message, view, file, line, column}`, then `subject`
    /// (view or controller) and `fix`.
    static func warning(_ warning: PitfallWarning, file: String, viewIDs: Set<String>) -> JSONValue {
        let viewID = warning.subject.flatMap { viewIDs.contains($0) ? $0 : nil }
        return .object([
            ("rule", .string(warning.rule)),
            ("severity", .string(warning.severity.rawValue)),
            ("message", .string(warning.message)),
            ("view", .optional(viewID)),
            ("file", .string(file)),
            ("line", warning.mark.map { .number(Double($0.line)) } ?? .null),
            ("column", warning.mark.map { .number(Double($0.column)) } ?? .null),
            ("subject", .optional(warning.subject)),
            ("fix", .string(warning.fix)),
        ])
    }

    static func window(_ window: WindowLayout) -> JSONValue {
        .object([
            ("frame", .numbers(window.frame.components)),
            ("safeAreaInsets", .optional(window.safeAreaInsets)),
            ("statusBarHidden", .bool(window.statusBarHidden)),
        ])
    }

    static func bar(_ bar: BarLayout) -> JSONValue {
        .object([
            ("kind", .string(bar.kind.rawValue)),
            ("owner", .optional(bar.ownerName)),
            ("frame", .numbers(bar.frame.components)),
            ("isTranslucent", .optional(bar.isTranslucent)),
            ("showsLargeTitle", bar.kind == .navigationBar ? .bool(bar.showsLargeTitle) : .null),
        ])
    }

    static func view(_ view: ViewLayout, ib: String? = nil) -> JSONValue {
        .object([
            ("id", .optional(view.id)),
        ] + (ib.map { [("ib", JSONValue.string($0))] } ?? []) + [
            ("type", .string(view.kind.rawValue)),
            ("path", .string(view.path)),
            ("frame", .numbers(view.frame.components)),
            ("windowFrame", .numbers(view.windowFrame.components)),
            ("safeAreaInsets", .optional(view.safeAreaInsets)),
            ("contentInset", .optional(view.contentInset)),
            ("adjustedContentInset", .optional(view.adjustedContentInset)),
            ("contentOffset", .optional(view.contentOffset)),
            ("layoutMargins", .optional(view.layoutMargins)),
            ("contentSize", .optional(view.contentSize)),
            ("isHidden", .bool(view.isHidden)),
            ("firstItemWindowFrame", .optional(view.firstItemWindowFrame)),
        ])
    }

    static func note(_ note: ModelNote, in result: LayoutResult) -> JSONValue {
        .object([
            ("kind", .string(note.kind.rawValue)),
            ("reference", .string(note.reference)),
            ("message", .string(note.message)),
            ("controller", .optional(note.controller.map { controllerName($0, in: result) })),
            ("view", .optional(note.view.map { viewName($0, in: result) })),
        ])
    }

}
