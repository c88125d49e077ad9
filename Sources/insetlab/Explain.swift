import ArgumentParser
import InsetlabImport
import InsetlabLayout
import InsetlabReport
import InsetlabChecking
import InsetlabWorkspace
import InsetlabRules
import InsetlabScene
import InsetlabSceneDecoding
import InsetlabYAML

struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        // Named here: without it ArgumentParser derives the name with String(describing:) on the
        // type, a protocol-conformance scan of every loaded image that costs milliseconds at start-up.
        commandName: "explain",
        abstract: "Show how each number was derived, step by step, with the rule it comes from.",
        discussion: """
            The engine records the rule and the inputs behind every number it computes; explain \
            prints them (\"topLayoutGuide: max(0, navigationBar.maxY 64 − view.minY 0) = 64 — \
            LAYOUT-MODEL §5\") instead of toggling properties until the layout looks right. \
            Pitfall warnings about the subject follow, with their fix.

              insetlab explain scenes/examples/feed.yaml --view table --property frame
              insetlab explain scenes/examples/feed.yaml --view feed  # controller, view
              insetlab explain examples/storyboards/Receipt.storyboard --view total \\
                --with examples/storyboards/Orders.storyboard

            --view takes a view or controller id (or the name reports give a controller \
            without one, such as root), a view path (feed.view/0), a bar kind \
            (navigationBar, tabBar, toolbar, statusBar) or `window`. With a matrix, --variant N \
            picks one (1-based; default: every variant).

            Configuration: the nearest .insetlab.yml (--config FILE instead, --no-config for \
            none) supplies the default matrix and rule severities, as for run and check.

            Exit codes: 0; 2 the scene or the configuration is invalid; 64 usage error \
            (unknown id, property or variant, with the nearest name); 66 \
            the file does not exist; 73 standard output cannot be written.
            """
    )

    @Argument(help: "A scene file, or a storyboard/xib (imported in memory; `Main.storyboard#IB-ID` names one screen).")
    var scene: String

    @Option(help: "A view or controller id, a view path, a bar kind, or `window`.")
    var view: String?

    @Option(help: "Only this property (frame, safeAreaInsets, contentInset, adjustedContentInset, topLayoutGuide, …).")
    var property: String?

    @Option(help: "Only this variant of a matrix (1-based).")
    var variant: Int?

    @Option(name: .customLong("with"), help: ArgumentHelp(
        "Another storyboard of the app, read with the one explained so its storyboard references resolve, as `insetlab import` reads an app's files together (repeatable).",
        valueName: "storyboard"))
    var others: [String] = []

    @OptionGroup var configurationOptions: ConfigurationOptions
    @OptionGroup var colorOptions: ColorOptions

    func run() throws {
        let console = Console.standard()
        defer { console.flush() }
        let configuration = try configurationOptions.load(console: console)
        let load = SceneFiles.loader(defaults: configuration.sceneDefaults)
        let (plain, fragments) = StoryboardScenes.splitFragments([scene])
        let files = try InsetlabExit.expand(plain, console: console)
        // One scene file, as the help says: a folder that holds one is not one (README "Commands").
        if plain.count == 1, SceneInputs.isDirectory(plain[0]) {
            throw usageError(console, "explain takes one scene file; \(TerminalText.escaped(scene)) is a folder (name the file in it).")
        }
        guard files.count == 1, let found = files.first else {
            throw usageError(console, "explain takes one scene file; \(TerminalText.escaped(scene)) holds \(files.count) (insetlab run shows them all).")
        }
        let expanded = fragments[0].map { found + "#" + $0 } ?? found
        // As run reads its files: the storyboard itself too (a reference into its own file).
        StoryboardScenes.importTogether([found] + (others.isEmpty ? [] : try InsetlabExit.expand(others, console: console)))
        // A storyboard: the screen that holds --view (Main.storyboard#IB-ID names one), else the first.
        let candidates = StoryboardScenes.screenPaths(expanded)
        /// `#ID, #ID…`: the screens' Interface Builder ids, as a path names one.
        func screenList(_ paths: [String]) -> String {
            paths.map { "#" + ($0.split(separator: "#").last.map(String.init) ?? $0) }.joined(separator: ", ")
        }
        if view == nil, candidates.count > 1 {
            // Which screen is meant: explaining the first, unnamed, answered a question not asked.
            throw usageError(console, "\(TerminalText.escaped(scene)) holds \(candidates.count) screens; name one (\(TerminalText.escaped(candidates[0]))) or give --view. Screens: \(screenList(candidates)).")
        }
        let loaded: LoadedScene
        var holderPaths: [String] = []
        do {
            var holder: LoadedScene?
            if let view, candidates.count > 1 {
                // Every screen that holds the name (laid out, no rules): one is explained, several
                // are a question to ask.
                for candidate in candidates {
                    let screen = try load(candidate)
                    guard let variant = screen.file.variants.first,
                        Explanation(result: LayoutEngine.layout(variant), warnings: [], style: .plain).resolve(view) != nil
                    else { continue }
                    holderPaths.append(candidate)
                    if holder == nil { holder = screen }
                }
            }
            if let holder { loaded = holder } else { loaded = try load(candidates[0]) }
        } catch {
            for diagnostic in error.diagnostics { console.diagnose(diagnostic.description) }
            throw InsetlabExit.invalidScene
        }
        if let view, holderPaths.count > 1 {
            throw usageError(console, "'\(TerminalText.escaped(view))' is on \(holderPaths.count) screens of \(TerminalText.escaped(scene)); name one (\(TerminalText.escaped(holderPaths[0]))). Screens: \(screenList(holderPaths)).")
        }
        var evaluations = SceneEvaluation.evaluate(
            loaded.file, suppressions: loaded.suppressions, configuration: configuration.rules, trace: true)
        if let variant {
            guard (1...evaluations.count).contains(variant) else {
                throw usageError(console, "The scene has \(evaluations.count) variant(s); --variant takes 1…\(evaluations.count).")
            }
            evaluations = [evaluations[variant - 1]]
        }
        if let property, LayoutProperty(rawValue: property) == nil {
            // A name no report knows is a typo; one this scene does not derive is answered below.
            let known = LayoutProperty.allCases.map(\.rawValue)
            let hint = StrictValueReader.suggestion(for: property, among: known)
            let sentence = hint.isEmpty ? "Unknown property '\(property)'." : "Unknown property '\(property)'\(hint)"
            throw usageError(console, "\(sentence) Known: \(known.joined(separator: ", ")).")
        }
        let style = colorOptions.style(for: console.out)
        let explanations = evaluations.map { Explanation(result: $0.result, warnings: $0.warnings, style: style) }
        // A name on screen in no variant is a typo; in some only, the others say it is absent.
        let subjects = view.map { view in explanations.map { $0.resolve(view) } }
        if let view, let subjects, subjects.allSatisfy({ $0 == nil }) {
            let known = explanations.reduce(into: [String]()) { names, explanation in
                for name in explanation.knownNames where !names.contains(name) { names.append(name) }
            }
            // An id the scene has, off screen everywhere: why, as `check` says it (the first variant's reason).
            if let why = explanations.lazy.compactMap({ ExpectationChecker.whyNotOnScreen(view, in: $0.result) }).first {
                throw usageError(console, why.prefix(1).uppercased() + why.dropFirst() + (explanations.count > 1 ? " (and in every other variant)." : "."))
            }
            let hint = StrictValueReader.suggestion(for: view, among: known)
            let variants = explanations.count == 1 ? "in \(explanations[0].result.variant)" : "in any variant"
            throw usageError(
                console,
                "No view, controller or bar '\(view)' on screen \(variants)\(hint.isEmpty ? "." : hint)"
                    + " Known: \(known.joined(separator: ", ")).")
        }
        for (offset, explanation) in explanations.enumerated() {
            if offset > 0 { console.out.write("\n") }
            if let view, let subjects, subjects[offset] == nil {
                explanation.writeAbsent(view, to: console.out)
                continue
            }
            explanation.write(subjects: subjects?[offset], property: property, to: console.out)
        }
        try console.finish()
    }

    private func usageError(_ console: Console, _ message: String) -> ExitCode {
        InsetlabExit.usage(message, of: Explain.self, console: console)
    }
}
