import Foundation
import InsetlabReport
import InsetlabChecking
import InsetlabPictures
import InsetlabWorkspace
import InsetlabScene
import InsetlabSceneDecoding
import Testing

@Suite("HTML report")
struct HTMLReportTests {
    private func report() throws -> [ReportFile] {
        var report = HTMLReport(generator: "insetlab test")
        for path in ["scenes/examples/feed.yaml", "scenes/safe-area/no-bars-iphone8-vs-x.yaml"] {
            let (file, evaluations) = try shippedScene(path)
            report.add(file, evaluations: evaluations)
        }
        report.addInvalid(path: "bad <1>.yaml", diagnostics: ["bad <1>.yaml:3:1: error: unknown key 'rot' & more"])
        return report.files()
    }

    @Test func picturesThenThePage() throws {
        let files = try report()
        #expect(files.last?.path == "index.html")
        let pictures = files.dropLast().map(\.path)
        // One per variant: feed has one, the iPhone 8/X matrix four.
        #expect(pictures == [
            "svg/scenes-examples-feed/iphone-14-pro-ios-17-portrait.svg",
            "svg/scenes-safe-area-no-bars-iphone8-vs-x/iphone-8-ios-11-portrait.svg",
            "svg/scenes-safe-area-no-bars-iphone8-vs-x/iphone-8-ios-11-landscape.svg",
            "svg/scenes-safe-area-no-bars-iphone8-vs-x/iphone-x-ios-11-portrait.svg",
            "svg/scenes-safe-area-no-bars-iphone8-vs-x/iphone-x-ios-11-landscape.svg",
        ])
        for picture in files.dropLast() { _ = try parseXML(picture.contents) }
        #expect(try report() == files, "the same inputs give the same files")
    }

    /// Issue 13: the report shows failed `expect:` lines, not only warnings. The scene expects
    /// the iPhone 8's 20-pt status bar (uikit-facts F1) as 44, so that line fails.
    @Test func failedExpectationsAreShown() throws {
        let scene = """
            device: iPhone 8
            ios: 12
            root: {type: UIViewController, id: vc}
            expect:
              vc.safeAreaInsets: [44, 0, 0, 0]
            """
        let file = try SceneDecoder.decode(yaml: scene, file: "wrong.yaml")
        var report = HTMLReport(generator: "insetlab test")
        report.add(file, evaluations: SceneEvaluation.evaluate(file))
        let page = try #require(report.files().last?.contents)
        #expect(page.contains("1 scene · 1 variant · <span class=\"bad\">1 failed expectation</span> · 0 warnings"))
        #expect(page.contains("error: vc.safeAreaInsets: expected [44, 0, 0, 0], got [20, 0, 0, 0]"))
        #expect(page.contains("wrong.yaml:5:3"))
        #expect(page.contains(">full size</a>"), "each picture links to itself at full size")
    }

    @Test func pageHasPictureNumbersAndWarningsPerVariant() throws {
        let files = try report()
        let page = try #require(files.last?.contents)
        #expect(page.hasPrefix("<!DOCTYPE html>\n"))
        let document = try parseXML(String(page.dropFirst("<!DOCTYPE html>\n".count)))
        // Self-contained: no script, nothing fetched.
        #expect(document.all("script").isEmpty)
        #expect(document.all("link").isEmpty)
        #expect(!page.contains("http://") && !page.contains("https://"))
        #expect(document.all("style").count == 1)

        // Every picture the page shows is a file of the report.
        let sources = document.all("img").compactMap { $0["src"] }
        #expect(sources == files.dropLast().map(\.path))

        // Issue 13: the count is of every scene the index lists, invalid ones included.
        #expect(page.contains(
            "<p class=\"summary\">3 scenes · 5 variants · 0 failed expectations · <span class=\"bad\">1 warning</span> · <span class=\"bad\">1 invalid</span></p>"))
        #expect(document.all("nav").first?.all("li").count == 3)

        // The feed's numbers: the navigation bar at F14/F15's [0, 53.667, 393, 44].
        let feed = try #require(document.all("article").first { $0["id"] == "scenes-examples-feed--iphone-14-pro-ios-17-portrait" })
        #expect(feed.all("h3").first?.text == "iPhone 14 Pro · iOS 17 · portrait")
        let rows = feed.all("tr").map { $0.all("td").map(\.text) }
        #expect(rows.contains(["navigationBar", "[0, 53.667, 393, 44]", "nav", "translucent"]))
        #expect(rows.contains { $0.first == "table" && $0.contains("[97.667, 0, 83, 0]") })
        let warning = try #require(feed.all("li").first { $0.hasClass("warning") })
        #expect(warning.all("span").map(\.text).contains("[pinned-to-superview-under-bar]"))
        #expect(warning.all("div").contains { $0.hasClass("fix") && $0.text.hasPrefix("fix: ") })
        #expect(warning.all("div").contains { $0.hasClass("where") && $0.text.hasPrefix("scenes/examples/feed.yaml:") })

        // A variant without warnings says so; iOS 11 has no layout guides column dashes.
        let iPhone8 = try #require(document.all("article").first { $0["id"] == "scenes-safe-area-no-bars-iphone8-vs-x--iphone-8-ios-11-portrait" })
        #expect(iPhone8.all("p").contains { $0.text == "No warnings." })

        // The invalid scene, escaped.
        let invalid = try #require(document.all("section").first { $0.hasClass("invalid") })
        #expect(invalid.all("pre").first?.text == "bad <1>.yaml:3:1: error: unknown key 'rot' & more")
    }
}

@Suite("HTML diff report")
struct HTMLDiffReportTests {
    private static let before = """
        device: iPhone 7
        ios: 10
        root:
          type: UINavigationController
          navigationBar: {isTranslucent: true}
          viewControllers:
            - type: UIViewController
              id: vc
              view:
                subviews:
                  - {type: UILabel, id: label, frame: [0, 0, 375, 44]}
        """

    @Test func changedScenesOnlyWithBothPicturesAndTheNumbersThatMoved() throws {
        // The bar turns opaque: the controller's view then starts below it (seed 000's
        // quiz: an opaque bar with extendedLayoutIncludesOpaqueBars false), 64 lower.
        let after = Self.before.replacingOccurrences(of: "isTranslucent: true", with: "isTranslucent: false")
        let (oldFile, oldEvaluations) = try inlineScene(Self.before, file: "feed.yaml")
        let (newFile, newEvaluations) = try inlineScene(after, file: "feed.yaml")
        let old = EvaluatedScene(file: oldFile, evaluations: oldEvaluations)
        let new = EvaluatedScene(file: newFile, evaluations: newEvaluations)
        let (sameFile, sameEvaluations) = try inlineScene(Self.before, file: "same.yaml")
        let same = EvaluatedScene(file: sameFile, evaluations: sameEvaluations)

        var report = HTMLDiffReport(base: "main", commit: "0123456789abcdef0123", generator: "insetlab test")
        report.add(LayoutDiff.compare(before: old, after: new, path: "feed.yaml"), before: old, after: new)
        report.add(LayoutDiff.compare(before: same, after: same, path: "same.yaml"), before: same, after: same)
        report.add(LayoutDiff.compare(before: nil, after: same, path: "new.yaml"), before: nil, after: same)
        let files = report.files()
        #expect(files.map(\.path) == [
            "svg/before/feed/iphone-7-ios-10-portrait.svg", "svg/after/feed/iphone-7-ios-10-portrait.svg",
            "svg/after/new/iphone-7-ios-10-portrait.svg", "index.html",
        ])
        let page = try #require(files.last?.contents)
        let document = try parseXML(String(page.dropFirst("<!DOCTYPE html>\n".count)))
        #expect(document.all("h1").first?.text == "insetlab report — layout changes since main (0123456789ab)")
        let summary = try #require(document.all("p").first { $0.hasClass("summary") })
        #expect(summary.text.hasPrefix("2 scenes of 3 changed (1 changed, 1 added) · 1 unchanged"))
        #expect(!page.contains("same.yaml"), "unchanged scenes are not shown")

        let feed = try #require(document.all("section").first { $0["id"] == "feed" })
        let figures = feed.all("figure")
        #expect(figures.map { $0.all("figcaption").first?.text } == ["before · main", "after · working tree"])
        #expect(figures.map { $0.all("img").first?["src"] } == [
            "svg/before/feed/iphone-7-ios-10-portrait.svg", "svg/after/feed/iphone-7-ios-10-portrait.svg",
        ])
        let rows = feed.all("tr").map { $0.all("td").map(\.text) }
        #expect(rows.contains(["vc", "viewFrame", "[0, 0, 375, 667]", "[0, 64, 375, 603]", "y +64, height −64"]))

        let added = try #require(document.all("section").first { $0["id"] == "new" })
        #expect(added.all("figure").first?.all("p").first?.text == "(not in this version)")
        #expect(added.all("img").count == 1)
    }

    /// An invalid scene has an anchor and a line in the index, as in the plain report.
    @Test func invalidScenesAreLinkedFromTheIndex() throws {
        var report = HTMLDiffReport(base: "main", commit: "abc", generator: "insetlab test")
        report.addInvalid(path: "scenes/broken.yaml", diagnostics: ["main:scenes/broken.yaml:2:6: error: …"])
        let page = try #require(report.files().last?.contents)
        let document = try parseXML(String(page.dropFirst("<!DOCTYPE html>\n".count)))
        let section = try #require(document.all("section").first { $0.hasClass("invalid") })
        let anchor = try #require(section["id"])
        #expect(document.all("a").contains { $0["href"] == "#" + anchor })
    }

    @Test func nothingChangedSaysSo() throws {
        let (file, evaluations) = try inlineScene(Self.before, file: "same.yaml")
        let same = EvaluatedScene(file: file, evaluations: evaluations)
        var report = HTMLDiffReport(base: "HEAD", commit: "abc", generator: "insetlab test")
        report.add(LayoutDiff.compare(before: same, after: same, path: "same.yaml"), before: same, after: same)
        let files = report.files()
        #expect(files.map(\.path) == ["index.html"])
        #expect(files[0].contents.contains("No layout changed since HEAD."))
    }
}

@Suite("Report folder")
struct ReportFolderTests {
    private let files = [ReportFile(path: "svg/a/b.svg", contents: "B"), ReportFile(path: "index.html", contents: "I")]

    @Test func createsAMissingFolder() throws {
        let scratch = try PictureScratch()
        let folder = try ReportFolder.prepare(scratch.file("new/report"), force: false)
        try folder.write(files)
        #expect(try scratch.read("new/report/index.html") == "I")
        #expect(try scratch.read("new/report/svg/a/b.svg") == "B")
        #expect(scratch.exists("new/report/\(ReportFolder.markerName)"))
        #expect(scratch.listing() == [
            "new", "new/report", "new/report/.insetlab-report", "new/report/index.html", "new/report/svg",
            "new/report/svg/a", "new/report/svg/a/b.svg",
        ])
    }

    @Test func refusesAFolderWithSomeoneElsesFiles() throws {
        let scratch = try PictureScratch()
        try scratch.write("docs/notes.txt", "mine")
        #expect(throws: OutputFileError.folderNotEmpty(scratch.file("docs"))) {
            try ReportFolder.prepare(scratch.file("docs"), force: false)
        }
        // Even a hidden file counts.
        try scratch.write("hidden/.keep", "")
        #expect(throws: OutputFileError.folderNotEmpty(scratch.file("hidden"))) {
            try ReportFolder.prepare(scratch.file("hidden"), force: false)
        }
        try scratch.write("file", "")
        #expect(throws: OutputFileError.notAFolder(scratch.file("file"))) {
            try ReportFolder.prepare(scratch.file("file"), force: true)
        }
    }

    @Test func forceWritesOnlyItsOwnFiles() throws {
        let scratch = try PictureScratch()
        try scratch.write("docs/notes.txt", "mine")
        try ReportFolder.prepare(scratch.file("docs"), force: true).write(files)
        #expect(try scratch.read("docs/notes.txt") == "mine")
        #expect(try scratch.read("docs/index.html") == "I")
    }

    @Test func refreshesItsOwnFolderRemovingOnlyItsStaleFiles() throws {
        let scratch = try PictureScratch()
        try ReportFolder.prepare(scratch.file("r"), force: false).write(files)
        try scratch.write("r/user.txt", "added by the user later")
        // The next report has another picture; no --force needed: the folder is insetlab's.
        let next = [ReportFile(path: "svg/c.svg", contents: "C"), ReportFile(path: "index.html", contents: "I2")]
        try ReportFolder.prepare(scratch.file("r"), force: false).write(next)
        #expect(!scratch.exists("r/svg/a/b.svg"), "the earlier report's picture is gone")
        #expect(!scratch.exists("r/svg/a"), "and so is its folder, now empty")
        #expect(try scratch.read("r/svg/c.svg") == "C")
        #expect(try scratch.read("r/index.html") == "I2")
        #expect(try scratch.read("r/user.txt") == "added by the user later")
    }

    /// A file the user put where a new picture goes, in a folder an earlier report wrote: the
    /// marker does not list it, so it is not the report's to replace (unless --force), and
    /// nothing is written.
    @Test func aUsersFileInTheWayOfANewPictureIsRefused() throws {
        let scratch = try PictureScratch()
        try ReportFolder.prepare(scratch.file("r"), force: false).write(files)
        try scratch.write("r/svg/c.svg", "my notes")
        let next = [ReportFile(path: "svg/c.svg", contents: "C"), ReportFile(path: "index.html", contents: "I2")]
        #expect(throws: OutputFileError.wouldOverwrite(scratch.file("r/svg/c.svg"))) {
            try ReportFolder.prepare(scratch.file("r"), force: false).write(next)
        }
        #expect(try scratch.read("r/svg/c.svg") == "my notes")
        #expect(try scratch.read("r/index.html") == "I", "nothing was written")
        try ReportFolder.prepare(scratch.file("r"), force: true).write(next)
        #expect(try scratch.read("r/svg/c.svg") == "C")
    }

    /// A folder inside the report that is a link (to a folder elsewhere) is refused, not written
    /// through, and nothing is removed through it.
    @Test func aLinkedFolderInsideIsNotFollowed() throws {
        let scratch = try PictureScratch()
        try ReportFolder.prepare(scratch.file("r"), force: false).write(files)
        try scratch.write("outside/b.svg", "keep")
        try FileManager.default.removeItem(atPath: scratch.file("r/svg/a"))
        try FileManager.default.createSymbolicLink(atPath: scratch.file("r/svg/a"), withDestinationPath: scratch.file("outside"))
        #expect(throws: OutputFileError.self) { try ReportFolder.prepare(scratch.file("r"), force: false).write(files) }
        #expect(try scratch.read("outside/b.svg") == "keep")
        // Stale files behind the link are not removed either.
        try ReportFolder.prepare(scratch.file("r"), force: false).write([ReportFile(path: "index.html", contents: "I2")])
        #expect(try scratch.read("outside/b.svg") == "keep")
    }

    /// A report that fails part-way (here its page cannot be written) has already listed what it
    /// wrote: the next run recognises the folder and removes the pictures it no longer has.
    @Test func aFailedRunLeavesAFolderTheNextRunCleans() throws {
        let scratch = try PictureScratch()
        try ReportFolder.prepare(scratch.file("r"), force: false).write(files)
        try FileManager.default.removeItem(atPath: scratch.file("r/index.html"))
        try FileManager.default.createDirectory(atPath: scratch.file("r/index.html"), withIntermediateDirectories: true)
        let more = [ReportFile(path: "svg/new/n.svg", contents: "N"), ReportFile(path: "index.html", contents: "I")]
        #expect(throws: OutputFileError.self) { try ReportFolder.prepare(scratch.file("r"), force: false).write(more) }
        #expect(scratch.exists("r/svg/new/n.svg"))
        try FileManager.default.removeItem(atPath: scratch.file("r/index.html"))
        try ReportFolder.prepare(scratch.file("r"), force: false).write([ReportFile(path: "index.html", contents: "I3")])
        #expect(!scratch.exists("r/svg/new/n.svg"), "the failed run's picture is known, so removed")
        #expect(!scratch.exists("r/svg/a/b.svg"))
    }

    @Test func aForgedMarkerCannotReachOutside() throws {
        let scratch = try PictureScratch()
        try scratch.write("outside.txt", "keep")
        try scratch.write("r/\(ReportFolder.markerName)", "../outside.txt\n/etc/hostname\n")
        try ReportFolder.prepare(scratch.file("r"), force: false).write(files)
        #expect(try scratch.read("outside.txt") == "keep")
    }

    /// The marker is a plain file: a line naming something `report` never writes (a scene copied
    /// into the folder, the user's notes) does not get it removed.
    @Test func aMarkerLineForAnotherKindOfFileRemovesNothing() throws {
        let scratch = try PictureScratch()
        try ReportFolder.prepare(scratch.file("r"), force: false).write(files)
        try scratch.write("r/scene.yaml", "device: iPhone 8")
        try scratch.write("r/svg/mine.txt", "mine")
        let marker = try scratch.read("r/\(ReportFolder.markerName)")
        try scratch.write("r/\(ReportFolder.markerName)", marker + "scene.yaml\nsvg/mine.txt\n")
        try ReportFolder.prepare(scratch.file("r"), force: false).write([ReportFile(path: "index.html", contents: "I2")])
        #expect(try scratch.read("r/scene.yaml") == "device: iPhone 8")
        #expect(try scratch.read("r/svg/mine.txt") == "mine")
        #expect(!scratch.exists("r/svg/a/b.svg"), "the report's own stale picture still goes")
    }
}
