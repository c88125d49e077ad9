import InsetlabYAML
import InsetlabScene

/// Settings UIKit added in a later iOS than a variant runs: the API does not exist on that
/// version, so an app built for it cannot set it there (it would not compile against that SDK,
/// and an app with a lower deployment target sets it under `#available` — on the older iOS the
/// line never runs). A scene that writes one on such a variant describes code that cannot run,
/// so it is an error at the key, as pinning to `safeArea` before iOS 11 is
/// (`VersionedAnchorCheck`; docs/model-decisions.md "Settings newer than the variant's iOS").
enum VersionGatedOptions {
    struct Option: Sendable {
        /// The key as marks store it (`navigationBar.prefersLargeTitles`).
        var key: String
        var since: Int
        /// What to write instead.
        var instead: String = "remove it"
        /// Only this value is newer (`style: insetGrouped`); nil: the key itself.
        var value: String?
    }

    /// The value keys' `availability` (`ControllerValueKeys`), the bars' settings included.
    static let controllerOptions =
        ["navigationBar", "toolbar", "tabBar"].flatMap { bar in
            ControllerValueKeys.bar(bar).compactMap(option).map { Option(key: bar + "." + $0.key, since: $0.since, instead: $0.instead, value: $0.value) }
        } + ControllerValueKeys.all.compactMap(option)
    /// The value keys' `availability` (`ViewValueKeys`), and the collection layout's.
    static let viewOptions =
        ViewValueKeys.all.compactMap(option) + [Option(key: "layout.sectionInsetReference", since: 11)]

    /// The options by key, each key's in their order: a controller's or view's few written keys
    /// are looked up here, instead of every option being looked for among them.
    private static let controllerOptionsByKey = byKey(controllerOptions)
    private static let viewOptionsByKey = byKey(viewOptions)

    private static func byKey(_ options: [Option]) -> KeyTable<[Option]> {
        KeyTable(Dictionary(grouping: options, by: \.key).map { ($0.key, $0.value) })
    }

    /// Calls `body` with every gated option among the keys `marks` holds, and the key's mark.
    private static func forEachWritten(_ marks: PropertyMarks, in options: KeyTable<[Option]>, _ body: (Option, Mark) -> Void) {
        for (key, mark) in marks.storage {
            for option in options[key] ?? [] { body(option, mark) }
        }
    }

    /// The error for a setting `variant` is too old for.
    private static func message(_ option: Option, variant: VariantKey) -> String {
        let name = option.value.map { "\(option.key) \($0)" } ?? option.key
        return "\(name) does not exist before iOS \(option.since) (iOS \(variant.ios) in this variant: \(variant));"
            + " \(option.instead), or run this scene on iOS \(option.since) or later only"
    }

    private static func option<Spec>(_ key: SceneValueKey<Spec>) -> Option? {
        key.availability.map { Option(key: key.name, since: $0.since, instead: $0.instead, value: $0.value) }
    }

    /// One error per written option, naming the first variant older than it.
    static func check(
        controllers: [ControllerSpec], views: [ViewSpec], variants: [VariantKey], diagnostics: DecodingDiagnostics
    ) {
        guard let oldest = variants.map(\.ios).min(), oldest < 13 else { return }
        func report(_ option: Option, mark: Mark, keyPath: String) {
            guard let variant = variants.first(where: { $0.ios < option.since }) else { return }
            diagnostics.error(message(option, variant: variant), at: mark, keyPath: keyPath + "." + option.key)
        }
        // (Diagnostics are sorted by position before they are shown: the order here is free.)
        for controller in controllers {
            forEachWritten(controller.marks, in: controllerOptionsByKey) { report($0, mark: $1, keyPath: controller.keyPath) }
        }
        // By index (`for view in views` copies each view whole); the marks once, from their box.
        for index in views.indices {
            forEachWritten(views[index].marks, in: viewOptionsByKey) { option, mark in
                if let value = option.value, views[index].table?.style.rawValue != value { return }
                report(option, mark: mark, keyPath: views[index].keyPath)
            }
        }
    }

    /// The same for a matrix axis over one of these settings (`table.contentInsetAdjustmentBehavior:
    /// [never, automatic]`): one error per offending value, at the value.
    static func check(axes: [PropertyAxis], variants: [VariantKey], diagnostics: DecodingDiagnostics) {
        guard !axes.isEmpty, let oldest = variants.map(\.ios).min(), oldest < 13 else { return }
        for axis in axes {
            let options: KeyTable<[Option]>
            switch axis.target {
            case .controller: options = controllerOptionsByKey
            case .view: options = viewOptionsByKey
            }
            guard let option = options[axis.property.markKey]?.first,
                let variant = variants.first(where: { $0.ios < option.since })
            else { continue }
            for value in axis.values {
                if let only = option.value, value.value != .text(only) { continue }
                diagnostics.error(message(option, variant: variant), at: value.mark, keyPath: "matrix." + axis.name)
            }
        }
    }
}
