public import InsetlabRules
public import InsetlabScene
public import InsetlabChecking
public import InsetlabWorkspace
import InsetlabSceneDecoding

/// `insetlab report --base REV`: the page a reviewer opens from a CI artifact. A summary of
/// what changed since REV, then for each changed scene only, and each of its changed variants,
/// the before and after pictures side by side, the numbers that changed and the warnings that
/// appeared or went away. The comparison itself is `LayoutDiff`'s; this only presents it.
public struct HTMLDiffReport: Sendable {
    private struct ChangedScene: Sendable {
        var path: String
        var name: String?
        var status: DiffStatus
        var anchor: String
        var variants: [ChangedVariant]
    }

    private struct ChangedVariant: Sendable {
        var title: String
        var status: DiffStatus
        var before: PictureLink?
        var after: PictureLink?
        var body: String
    }

    private struct PictureLink: Sendable {
        var path: String
        var width: Double
        var height: Double
    }

    private let base: String
    private let commit: String
    private let generator: String
    private let renderer = SVGRenderer()
    private var changed: [ChangedScene] = []
    private var invalid: [(path: String, anchor: String, diagnostics: [String])] = []
    private var pictures: [ReportFile] = []
    private var slugs: Set<String> = []
    private var compared = 0
    private var unchanged = 0
    private var appeared = 0
    private var disappeared = 0

    /// - Parameters:
    ///   - base: the revision as the user wrote it (`main`, `HEAD~1`).
    ///   - commit: the commit it resolved to.
    public init(base: String, commit: String, generator: String = "insetlab") {
        self.base = base
        self.commit = commit
        self.generator = generator
    }

    /// One scene path compared by `LayoutDiff.compare`, with both sides as evaluated (`nil` on
    /// the side where the scene does not exist). Unchanged scenes are counted, not shown.
    public mutating func add(_ diff: SceneDiff, before: EvaluatedScene?, after: EvaluatedScene?) {
        compared += 1
        guard diff.isChanged else {
            unchanged += 1
            return
        }
        let sceneSlug = PictureNames.unique(PictureNames.sceneSlug(diff.path), extension: "", used: &slugs)
        var variantSlugs: Set<String> = []
        var variants: [ChangedVariant] = []
        for variant in diff.changedVariants {
            let title = variant.variant.description
            let variantSlug = PictureNames.unique(PictureNames.slug(title), extension: "", used: &variantSlugs)
            let beforeLink = picture(of: title, in: before, path: "svg/before/\(sceneSlug)/\(variantSlug).svg")
            let afterLink = picture(of: title, in: after, path: "svg/after/\(sceneSlug)/\(variantSlug).svg")
            var body = HTMLPage(fragment: ())
            HTMLDiffNumbers.write(variant, to: &body)
            appeared += variant.appearedWarnings.count
            disappeared += variant.disappearedWarnings.count
            variants.append(ChangedVariant(
                title: title, status: variant.status, before: beforeLink, after: afterLink, body: body.text))
        }
        changed.append(ChangedScene(
            path: diff.path, name: after?.file.name ?? before?.file.name, status: diff.status, anchor: sceneSlug,
            variants: variants))
    }

    /// A scene that could not be compared: one side did not decode (`side` is `before` or
    /// `after`), with its diagnostics.
    public mutating func addInvalid(path: String, diagnostics: [String]) {
        compared += 1
        // An anchor as a changed scene's, so the index links to it (the plain report's does too).
        let anchor = PictureNames.unique(PictureNames.sceneSlug(path), extension: "", used: &slugs)
        invalid.append((path, anchor, diagnostics))
    }

    /// The pictures, then `index.html`.
    public func files() -> [ReportFile] {
        pictures + [ReportFile(path: "index.html", contents: page())]
    }

    private mutating func picture(of variant: String, in scene: EvaluatedScene?, path: String) -> PictureLink? {
        guard let scene, let evaluation = scene.evaluations.first(where: { $0.result.variant.description == variant })
        else { return nil }
        let picture = renderer.picture(evaluation, sceneName: scene.file.name, file: scene.file.file)
        pictures.append(ReportFile(path: path, contents: picture.svg))
        return PictureLink(path: path, width: picture.width, height: picture.height)
    }

    private func page() -> String {
        let shortCommit = String(commit.prefix(12))
        var page = HTMLPage(title: "insetlab report — changes since \(base)")
        page.write("<header>\n")
        page.element("h1", "insetlab report — layout changes since \(base) (\(shortCommit))")
        let statuses = Dictionary(grouping: changed, by: \.status).mapValues(\.count)
        var parts = [
            "\(HTMLPage.counted(changed.count, "scene")) of \(compared) changed",
        ]
        var detail: [String] = []
        for status in [DiffStatus.changed, .added, .removed] {
            if let n = statuses[status], n > 0 { detail.append("\(n) \(status.rawValue)") }
        }
        if !detail.isEmpty { parts[0] += " (" + detail.joined(separator: ", ") + ")" }
        parts.append("\(unchanged) unchanged")
        if appeared > 0 { parts.append(HTMLPage.counted(appeared, "new warning")) }
        if disappeared > 0 { parts.append(HTMLPage.counted(disappeared, "warning") + " gone") }
        var summary = parts.map(HTMLPage.escape)
        if !invalid.isEmpty {
            summary.append("<span class=\"bad\">\(HTMLPage.escape(HTMLPage.counted(invalid.count, "invalid scene")))</span>")
        }
        page.write("<p class=\"summary\">" + summary.joined(separator: " · ") + "</p>\n")
        if changed.isEmpty && invalid.isEmpty {
            page.element("p", "No layout changed since \(base).", className: "no-warnings")
        }
        if !changed.isEmpty || !invalid.isEmpty {
            page.write("<nav><ol>\n")
            for scene in changed {
                page.write("<li><a href=\"#\(HTMLPage.attribute(scene.anchor))\">\(HTMLPage.escape(scene.path))</a>"
                    + "<span class=\"status \(scene.status.rawValue)\">\(scene.status.rawValue)</span></li>\n")
            }
            for scene in invalid {
                page.write("<li><a href=\"#\(HTMLPage.attribute(scene.anchor))\">\(HTMLPage.escape(scene.path))</a>"
                    + "<span class=\"status invalid\">invalid</span></li>\n")
            }
            page.write("</ol></nav>\n")
        }
        page.write("</header>\n<main>\n")
        for scene in changed {
            page.write("<section class=\"scene\" id=\"\(HTMLPage.attribute(scene.anchor))\">\n")
            page.write("<h2>\(HTMLPage.escape(scene.path))<span class=\"status \(scene.status.rawValue)\">\(scene.status.rawValue)</span></h2>\n")
            if let name = scene.name, !name.isEmpty { page.element("p", name, className: "scene-name") }
            for variant in scene.variants {
                page.write("<article class=\"variant\">\n")
                page.write("<h3>\(HTMLPage.escape(variant.title))<span class=\"status \(variant.status.rawValue)\">\(variant.status.rawValue)</span></h3>\n")
                page.write("<div class=\"sides\">\n")
                writeSide("before · \(base)", variant.before, scene: scene, variant: variant, to: &page)
                writeSide("after · working tree", variant.after, scene: scene, variant: variant, to: &page)
                page.write("</div>\n")
                page.write(variant.body)
                page.write("</article>\n")
            }
            page.write("</section>\n")
        }
        for scene in invalid {
            page.write("<section class=\"scene invalid\" id=\"\(HTMLPage.attribute(scene.anchor))\">\n")
            page.write("<h2>\(HTMLPage.escape(scene.path))<span class=\"status invalid\">invalid</span></h2>\n")
            page.write("<pre class=\"diagnostics\">" + HTMLPage.escape(scene.diagnostics.joined(separator: "\n")) + "</pre>\n")
            page.write("</section>\n")
        }
        page.write("</main>\n")
        return page.finish(footer: "Generated by \(generator), comparing the working tree with \(base) (\(commit)).")
    }

    private func writeSide(
        _ caption: String, _ link: PictureLink?, scene: ChangedScene, variant: ChangedVariant, to page: inout HTMLPage
    ) {
        page.write("<figure class=\"\(caption.hasPrefix("before") ? "before" : "after")\">")
        page.write("<figcaption>\(HTMLPage.escape(caption))</figcaption>")
        if let link {
            page.write(HTMLPage.image(
                link.path, width: link.width, height: link.height, alt: "\(scene.path) — \(variant.title) — \(caption)"))
        } else {
            page.write("<p class=\"no-warnings\">(not in this version)</p>")
        }
        page.write("</figure>\n")
    }
}

/// The numbers of a changed variant: the facts that moved, and the warnings that came or went.
enum HTMLDiffNumbers {
    static func write(_ variant: VariantDiff, to page: inout HTMLPage) {
        if !variant.changes.isEmpty {
            var table = HTMLTable(caption: "Changed numbers", columns: ["subject", "property", "before", "after", "change"])
            for change in variant.changes {
                table.row([
                    .init(change.subject, "id"), .init(change.property.rawValue),
                    change.before.map { HTMLTable.Cell($0.description, "rect before") } ?? .init("(not on screen)", "missing"),
                    change.after.map { HTMLTable.Cell($0.description, "rect after") } ?? .init("(not on screen)", "missing"),
                    .init(change.deltaDescription ?? ""),
                ])
            }
            page.write(table.finished)
        }
        writeWarnings("New warnings", variant.appearedWarnings, className: "appeared", to: &page)
        writeWarnings("Warnings gone", variant.disappearedWarnings, className: "disappeared", to: &page)
    }

    private static func writeWarnings(_ title: String, _ warnings: [WarningFact], className: String, to page: inout HTMLPage) {
        guard !warnings.isEmpty else { return }
        page.element("h4", title)
        page.write("<ul class=\"warnings \(className)\">\n")
        for warning in warnings {
            page.write("<li class=\"\(warning.severity.rawValue)\"><span class=\"rule\">[\(HTMLPage.escape(warning.rule))]</span> ")
            page.write(HTMLPage.escape(warning.severity.rawValue + ": " + warning.message))
            if let subject = warning.subject { page.write("<div class=\"where\">\(HTMLPage.escape(subject))</div>") }
            page.write("</li>\n")
        }
        page.write("</ul>\n")
    }
}

extension HTMLDiffReport {
    /// Compares every pair (`DiffInputs.revision`) as `insetlab diff` does (`DiffBatch`: the
    /// same defaults, identical bytes not laid out, `jobs` pairs at once) and adds each scene;
    /// the two sides of a changed scene are laid out again here for their pictures. A side that
    /// does not decode makes the scene invalid: its diagnostics go to `console` and onto the
    /// page. Returns the number of invalid scenes.
    public mutating func add(
        _ pairs: [ScenePair], configuration: RuleConfiguration = RuleConfiguration(),
        defaults: SceneDefaults = SceneDefaults(), before settings: DiffSideSettings? = nil, jobs: Int = 1, console: Console
    ) -> Int {
        var byPath: [String: ScenePair] = [:]
        for pair in pairs { byPath[pair.path] = pair }
        var invalidScenes = 0
        let beforeSettings = settings ?? DiffSideSettings(rules: configuration, defaults: defaults)
        DiffBatch.run(pairs, configuration: configuration, defaults: defaults, before: settings, jobs: jobs) { item in
            switch item {
            case .invalid(let path, let sides):
                invalidScenes += 1
                let lines = sides.flatMap { $0.diagnostics.map(\.description) }
                for line in lines { console.diagnose(line) }
                addInvalid(path: path, diagnostics: lines)
            case .compared(let diff):
                guard diff.isChanged, let pair = byPath[diff.path] else {
                    add(diff, before: nil, after: nil)
                    return
                }
                // Both sides decoded and laid out in DiffBatch already; again gives the same.
                let before = try? pair.before?.evaluate(configuration: beforeSettings.rules, defaults: beforeSettings.defaults)
                let after = try? pair.after?.evaluate(configuration: configuration, defaults: defaults)
                add(diff, before: before, after: after)
            }
        }
        return invalidScenes
    }
}
