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

    /// `viewOptions` by key, each key's in their order: a view's few written keys are looked up
    /// here, instead of every option being looked for among them.
    private static let viewOptionsByKey = KeyTable(Dictionary(grouping: viewOptions, by: \.key).map { ($0.key, $0.value) })

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
            let name = option.value.map { "\(option.key) \($0)" } ?? option.key
            diagnostics.error(
                "\(name) does not exist before iOS \(option.since) (iOS \(variant.ios) in this variant: \(variant));"
                    + " \(option.instead), or run this scene on iOS \(option.since) or later only",
                at: mark, keyPath: keyPath + "." + option.key)
        }
        for controller in controllers where !controller.marks.storage.isEmpty {
            for option in controllerOptions {
                guard let mark = controller.marks[option.key] else { continue }
                report(option, mark: mark, keyPath: controller.keyPath)
            }
        }
        // By index (`for view in views` copies each view whole); the marks once, from their box.
        // (Diagnostics are sorted by position before they are shown: the order here is free.)
        for index in views.indices {
            for (key, mark) in views[index].marks.storage {
                guard let options = viewOptionsByKey[key] else { continue }
                for option in options {
                    if let value = option.value, views[index].table?.style.rawValue != value { continue }
                    report(option, mark: mark, keyPath: views[index].keyPath)
                }
            }
        }
    }

    /// The same for a matrix axis over one of these settings (`table.contentInsetAdjustmentBehavior:
    /// [never, automatic]`): one error per offending value, at the value.
    static func check(axes: [PropertyAxis], variants: [VariantKey], diagnostics: DecodingDiagnostics) {
        guard !axes.isEmpty, let oldest = variants.map(\.ios).min(), oldest < 13 else { return }
        for axis in axes {
            let options: [Option]
            switch axis.target {
            case .controller: options = controllerOptions
            case .view: options = viewOptions
            }
            guard let option = options.first(where: { $0.key == axis.property.markKey }),
                let variant = variants.first(where: { $0.ios < option.since })
            else { continue }
            for value in axis.values {
                if let only = option.value, value.value != .text(only) { continue }
                let name = option.value.map { "\(option.key) \($0)" } ?? option.key
                diagnostics.error(
                    "\(name) does not exist before iOS \(option.since) (iOS \(variant.ios) in this variant: \(variant));"
                        + " \(option.instead), or run this scene on iOS \(option.since) or later only",
                    at: value.mark, keyPath: "matrix." + axis.name)
            }
        }
    }
}
