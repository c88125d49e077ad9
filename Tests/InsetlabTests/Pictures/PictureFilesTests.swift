import Foundation
import InsetlabReport
import InsetlabPictures
import InsetlabWorkspace
import Testing

/// A temporary folder, removed when the test is done.
final class PictureScratch {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("insetlab-pictures-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> String { path + "/" + name }

    @discardableResult
    func write(_ name: String, _ contents: String) throws -> String {
        let target = file(name)
        try FileManager.default.createDirectory(
            atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: URL(fileURLWithPath: target))
        return target
    }

    func read(_ name: String) throws -> String { try String(contentsOfFile: file(name), encoding: .utf8) }

    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: file(name)) }

    /// Every entry below the folder, hidden ones included, sorted.
    func listing() -> [String] {
        ((FileManager.default.enumerator(atPath: path)?.allObjects as? [String]) ?? []).sorted()
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

private let insetlabSVG = "<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" \(SVGRenderer.generatorAttribute)>\n</svg>\n"

@Suite("Picture files")
struct PictureFilesTests {
    // MARK: Names

    @Test func slugs() {
        #expect(PictureNames.slug("iPhone X · iOS 11 · portrait") == "iphone-x-ios-11-portrait")
        #expect(PictureNames.slug("iPad Pro (11-inch) · iOS 13 · landscape") == "ipad-pro-11-inch-ios-13-landscape")
        #expect(PictureNames.slug("iPhone SE (1st generation)") == "iphone-se-1st-generation")
        #expect(PictureNames.slug("Ünïcode · ✓") == "n-code")
        #expect(PictureNames.slug("…") == "variant")
        #expect(PictureNames.sceneSlug("scenes/bars/toolbar-ios10.yaml") == "scenes-bars-toolbar-ios10")
        #expect(PictureNames.sceneSlug("a.yml") == "a")
        // Beyond ASCII, a hash of the path keeps each scene's name its own, in any order (they
        // were `scenes`, `scenes-2` by order of arrival). Hashes: FNV-1a 64 of the path less its
        // extension, computed in Python (`h = ((h ^ byte) * 0x100000001b3) mod 2^64`).
        #expect(PictureNames.sceneSlug("scenes/一覧.yaml") == "scenes-e00fabe5")
        #expect(PictureNames.sceneSlug("scenes/ü quiz.yaml") == "scenes-quiz-6d9f845a")
        #expect(PictureNames.sceneSlug("scenes/設定.yaml") != PictureNames.sceneSlug("scenes/一覧.yaml"))
        // Long names (many property axes) are cut, with a hash of the whole: unique and stable.
        let long = "iPhone X · iOS 11 · portrait" + String(repeating: " · nav.navigationBar.isTranslucent=true", count: 5)
        let other = long.replacingOccurrences(of: "portrait", with: "landscape")
        #expect(PictureNames.slug(long).count == PictureNames.maxSlugLength)
        #expect(PictureNames.slug(long) == PictureNames.slug(long))
        #expect(PictureNames.slug(long) != PictureNames.slug(other))
        #expect(PictureNames.slug(long).hasPrefix("iphone-x-ios-11-portrait-nav-navigationbar-istranslucent-true-"))
    }

    @Test func oneVariantIsTheNamedFile() {
        #expect(PictureNames.outputPaths(for: "out.svg", scenes: [("a.yaml", ["iPhone X · iOS 11 · portrait"])]) == [["out.svg"]])
    }

    @Test func severalVariantsUseTheNameAsAStem() {
        let paths = PictureNames.outputPaths(
            for: "pictures/out.svg",
            scenes: [("a.yaml", ["iPhone X · iOS 11 · portrait", "iPhone X · iOS 11 · landscape"])])
        #expect(paths == [["pictures/out-iphone-x-ios-11-portrait.svg", "pictures/out-iphone-x-ios-11-landscape.svg"]])
        // Without .svg the name is the stem as is.
        #expect(PictureNames.outputPaths(for: "out", scenes: [("a.yaml", ["A", "B"])]) == [["out-a.svg", "out-b.svg"]])
    }

    @Test func severalScenesPutTheSceneInTheName() {
        let paths = PictureNames.outputPaths(
            for: "out.svg",
            scenes: [("scenes/feed.yaml", ["iPhone 8 · iOS 10 · portrait"]), ("scenes/list.yaml", ["iPhone 8 · iOS 10 · portrait"])])
        #expect(paths == [["out-scenes-feed-iphone-8-ios-10-portrait.svg"], ["out-scenes-list-iphone-8-ios-10-portrait.svg"]])
    }

    @Test func namesThatWouldRepeatGetANumber() {
        // Two variants whose names slug alike (and a third differing only in case).
        let paths = PictureNames.outputPaths(for: "out.svg", scenes: [("a.yaml", ["X · 1", "x-1", "X 1"])])
        #expect(paths == [["out-x-1.svg", "out-x-1-2.svg", "out-x-1-3.svg"]])
    }

    // MARK: Writing

    @Test func writesNewFilesAndReplacesItsOwnAndTheNamedOne() throws {
        let folder = try PictureScratch()
        try folder.write("out-b.svg", insetlabSVG)  // an earlier run's picture
        try folder.write("out.svg", "the user's own file, named on the command line")
        try PictureFiles.write(
            [(folder.file("out-a.svg"), "A"), (folder.file("out-b.svg"), "B")], named: folder.file("out.svg"))
        #expect(try folder.read("out-a.svg") == "A")
        #expect(try folder.read("out-b.svg") == "B")
        try PictureFiles.write([(folder.file("out.svg"), "C")], named: folder.file("out.svg"))
        #expect(try folder.read("out.svg") == "C")
        // No temporary file left behind.
        #expect(folder.listing() == ["out-a.svg", "out-b.svg", "out.svg"])
    }

    @Test func neverOverwritesAUsersFileItChoseTheNameOf() throws {
        let folder = try PictureScratch()
        try folder.write("out-b.svg", "<svg>my drawing</svg>")
        #expect(throws: OutputFileError.wouldOverwrite(folder.file("out-b.svg"))) {
            try PictureFiles.write(
                [(folder.file("out-a.svg"), "A"), (folder.file("out-b.svg"), "B")], named: folder.file("out.svg"))
        }
        // Nothing written at all: the check comes before the first write.
        #expect(!folder.exists("out-a.svg"))
        #expect(try folder.read("out-b.svg") == "<svg>my drawing</svg>")
    }

    @Test func aFolderInTheWayIsNotAFile() throws {
        let folder = try PictureScratch()
        try FileManager.default.createDirectory(atPath: folder.file("out.svg"), withIntermediateDirectories: false)
        #expect(throws: OutputFileError.notAFile(folder.file("out.svg"))) {
            try PictureFiles.write([(folder.file("out.svg"), "A")], named: folder.file("out.svg"))
        }
    }

    @Test func theNamedFileMayBeALinkToAFile() throws {
        let folder = try PictureScratch()
        try folder.write("real.svg", "old")
        try FileManager.default.createSymbolicLink(atPath: folder.file("link.svg"), withDestinationPath: folder.file("real.svg"))
        try PictureFiles.write([(folder.file("link.svg"), "new")], named: folder.file("link.svg"))
        #expect(try folder.read("real.svg") == "new")
        // A link insetlab chose the name of is refused.
        #expect(throws: OutputFileError.notAFile(folder.file("link.svg"))) {
            try PictureFiles.write([(folder.file("link.svg"), "x"), (folder.file("other.svg"), "y")], named: folder.file("o.svg"))
        }
    }

    @Test func recognisesItsOwnPictures() throws {
        let folder = try PictureScratch()
        try folder.write("mine.svg", insetlabSVG)
        try folder.write("theirs.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"><!-- data-generator=\"insetlab\" --></svg>")
        #expect(PictureFiles.isInsetlabPicture(folder.file("mine.svg")))
        #expect(!PictureFiles.isInsetlabPicture(folder.file("theirs.svg")))
        #expect(!PictureFiles.isInsetlabPicture(folder.file("missing.svg")))
    }
}
