import Foundation
import InsetlabImport
import Testing

/// The real storyboards and xibs of ../shared/storyboards (42 files from public apps; never
/// copied into the repository): every one imports without a crash or an unlocated problem,
/// and the share of screens imported exact is measured (README "Storyboard import").
enum StoryboardCorpus {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/storyboards").path

    static var files: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted().map { folder + "/" + $0 }
    }

    static var isPresent: Bool { !files.isEmpty }

    /// The files as their apps hold them: one group per repository and commit (SOURCES.md),
    /// each file linked under its own name (`Calculator.storyboard`) in a folder of its group,
    /// so a storyboard reference (`storyboardName="Calculator"`) finds the file it names when the
    /// group is imported together, as `insetlab import` imports an app's folder. Files SOURCES.md
    /// does not list are groups of their own.
    static let bundles: [[(stored: String, linked: String)]] = {
        let sources = (try? String(contentsOfFile: folder + "/SOURCES.md", encoding: .utf8)) ?? ""
        var groupOf: [String: String] = [:]
        var originalName: [String: String] = [:]
        for line in sources.split(separator: "\n") where line.hasPrefix("| `") {
            // | `saved file` | [owner/repo](url) | `path` | `commit` (date) | licence |
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4 else { continue }
            let saved = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let path = cells[2].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            groupOf[saved] = cells[1].split(separator: "]").first.map(String.init)! + " " + cells[3]
            originalName[saved] = path.split(separator: "/").last.map(String.init)
        }
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("insetlab-corpus-\(getpid())").path
        var groups: [String: [(stored: String, linked: String)]] = [:]
        var order: [String] = []
        for file in files {
            let saved = (file as NSString).lastPathComponent
            var key = groupOf[saved] ?? saved
            let name = originalName[saved] ?? saved
            // Two files of one name in a group (none today) would shadow each other: the later one
            // gets a group of its own.
            if groups[key]?.contains(where: { ($0.linked as NSString).lastPathComponent == name }) == true { key += " " + saved }
            if groups[key] == nil { order.append(key) }
            let directory = root + "/\(order.firstIndex(of: key)!)"
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let linked = directory + "/" + name
            try? FileManager.default.removeItem(atPath: linked)
            try? FileManager.default.createSymbolicLink(atPath: linked, withDestinationPath: file)
            groups[key, default: []].append((file, linked))
        }
        return order.map { groups[$0]! }
    }()
}

@Suite("Storyboard corpus (../shared/storyboards)", .enabled(if: StoryboardCorpus.isPresent, "../shared/storyboards is absent: the corpus test is skipped"))
struct StoryboardCorpusTests {
    @Test func everyFileImportsAndMostScreensAreExact() throws {
        var screens = 0
        var exact = 0
        var lossKinds: [String: Int] = [:]
        // Each app's files together, as `insetlab import` imports an app's folder.
        for bundle in StoryboardCorpus.bundles {
            for (file, imported) in zip(bundle.map(\.stored), StoryboardImporter.importFiles(atPaths: bundle.map(\.linked))) {
                let document = try imported.get()
                for screen in document.screens {
                    screens += 1
                    if screen.status == .exact { exact += 1 }
                    // Every loss points at a line of the storyboard.
                    for loss in screen.lost {
                        #expect(loss.mark != nil, "\(file): unlocated loss: \(loss.what)")
                        lossKinds[String(loss.what.prefix(40)), default: 0] += 1
                    }
                    let text = try #require(screen.text)
                    // Quoted where YAML would read a number (numeric ids of converted xibs).
                    #expect(text.contains("ib: \(screen.ib)\n") || text.contains("ib: \"\(screen.ib)\"\n"))
                    #expect(screen.lineSources.count == text.split(separator: "\n", omittingEmptySubsequences: false).count - 1)
                }
            }
        }
        let share = Double(exact) / Double(max(screens, 1))
        print("storyboard corpus: \(StoryboardCorpus.files.count) files, \(screens) screens, \(exact) exact (\(Int((share * 1000).rounded()) / 10)%)")
        for (kind, count) in lossKinds.sorted(by: { $0.value > $1.value }) { print("  \(count) × \(kind)…") }
        #expect(screens >= 100)
        // The aim is ≥ 90% exact. Measured 2026-11-29, each app's files together: 123 of
        // 138 (89.1%): duckduckgo 2017's settings and about screens, which its Main.storyboard
        // presents by a storyboard reference over the current context (not modelled), are lossy
        // now that the reference is read; alone, they were called exact as the window's root.
        // Measured 2026-11-27: 125 of 138 (90.6%), since static
        // rows of different heights are written as per-row heights (`rowHeights`): four screens
        // that carried only that loss became exact. 121 (87.7%) on 2026-11-25, after Xcode 12's
        // freeform sizes (`<size key="freeformSize">` alone) and fixed sizes that are no screen
        // were read as what they are, losses (README "Storyboard import").
        #expect(share >= 0.89)
    }
}
