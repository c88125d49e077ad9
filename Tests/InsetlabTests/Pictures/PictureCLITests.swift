import Foundation
import Testing

/// The built `insetlab` (next to the test bundle, as for the CLI tests; `INSETLAB_BINARY`
/// overrides).
let pictureInsetlabBinary: URL? = BuiltInsetlab.url

typealias PictureCommandResult = BuiltInsetlab.Result

/// Runs `insetlab ARGUMENTS` in `directory` (no configuration file: a temporary folder has none
/// above it, and `--no-config` is not needed), with `NO_COLOR=1`.
func runInsetlab(_ arguments: [String], in directory: String) throws -> PictureCommandResult {
    let binary = try #require(pictureInsetlabBinary, "insetlab binary not found next to the tests; run `swift build` or set INSETLAB_BINARY")
    return try BuiltInsetlab.runCommand(binary, arguments, in: directory, environment: ["NO_COLOR": "1"])
}

let oneVariantScene = """
    name: One
    device: iPhone X
    ios: 11
    root:
      type: UINavigationController
      viewControllers:
        - type: UITableViewController
          id: list
          tableView: {id: table, rows: 3}
    """

let fourVariantScene = """
    device: iPhone 8
    ios: 11
    matrix:
      device: [iPhone 8, iPhone X]
      orientation: [portrait, landscape]
    root: {type: UIViewController, id: vc}
    """

@Suite("run --format svg")
struct RunPicturesCLITests {
    @Test func onePictureGoesToStdout() throws {
        let folder = try PictureScratch()
        try folder.write("one.yaml", oneVariantScene)
        let result = try runInsetlab(["run", "--format", "svg", "one.yaml"], in: folder.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
        #expect(result.stdout.hasSuffix("</svg>\n"))
        _ = try parseXML(result.stdout)
        #expect(result.stderr.isEmpty)
    }

    @Test func onePictureToTheNamedFileWithTheTextReportOnTheTerminal() throws {
        let folder = try PictureScratch()
        try folder.write("one.yaml", oneVariantScene)
        try folder.write("picture.svg", "the user's file, named: replaced")
        let result = try runInsetlab(["run", "--format", "svg", "--output", "picture.svg", "one.yaml"], in: folder.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("navigationBar"))  // the text report
        #expect(try folder.read("picture.svg").contains("data-generator=\"insetlab\""))
    }

    @Test func severalVariantsNeedOutput() throws {
        let folder = try PictureScratch()
        try folder.write("four.yaml", fourVariantScene)
        let result = try runInsetlab(["run", "--format", "svg", "four.yaml"], in: folder.path)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("there are 4; give --output FILE"))
    }

    /// A device takes one picture; a stem there would create files beside it (/dev/null-…).
    @Test func severalVariantsIntoADeviceAreRefused() throws {
        let folder = try PictureScratch()
        try folder.write("four.yaml", fourVariantScene)
        let result = try runInsetlab(["run", "--format", "svg", "--output", "/dev/null", "four.yaml"], in: folder.path)
        #expect(result.status == 64)
        #expect(result.stderr.contains("--output /dev/null is a device or a pipe, which takes one picture, and there are 4"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: "/dev/null-iphone-8-ios-11-portrait.svg"))
    }

    @Test func severalVariantsOneFileEach() throws {
        let folder = try PictureScratch()
        try folder.write("four.yaml", fourVariantScene)
        let result = try runInsetlab(["run", "--format", "svg", "--output", "out/four.svg", "four.yaml"], in: folder.path)
        #expect(result.status == 0, "\(result.stderr)")
        let names = [
            "out/four-iphone-8-ios-11-portrait.svg", "out/four-iphone-8-ios-11-landscape.svg",
            "out/four-iphone-x-ios-11-portrait.svg", "out/four-iphone-x-ios-11-landscape.svg",
        ]
        for name in names {
            #expect(folder.exists(name), "\(name)")
            #expect(result.stderr.contains("insetlab: wrote \(name)"))
        }
        #expect(folder.listing() == ["four.yaml", "out"] + names.sorted())
        // Again: its own pictures are replaced, byte for byte the same.
        let before = try folder.read(names[2])
        #expect(try runInsetlab(["run", "--format", "svg", "--output", "out/four.svg", "four.yaml"], in: folder.path).status == 0)
        #expect(try folder.read(names[2]) == before)
    }

    @Test func aUsersFileInTheWayStopsEverything() throws {
        let folder = try PictureScratch()
        try folder.write("four.yaml", fourVariantScene)
        try folder.write("four-iphone-x-ios-11-portrait.svg", "mine")
        let result = try runInsetlab(["run", "--format", "svg", "--output", "four.svg", "four.yaml"], in: folder.path)
        #expect(result.status == 73)
        #expect(result.stderr.contains("four-iphone-x-ios-11-portrait.svg: already exists and was not written by insetlab"))
        #expect(try folder.read("four-iphone-x-ios-11-portrait.svg") == "mine")
        #expect(!folder.exists("four-iphone-8-ios-11-portrait.svg"))
    }

    @Test func svgIsListedAndOtherFormatsStillWork() throws {
        let folder = try PictureScratch()
        try folder.write("one.yaml", oneVariantScene)
        let help = try runInsetlab(["run", "--help"], in: folder.path)
        #expect(help.stdout.contains("svg"))
        let json = try runInsetlab(["run", "--format", "json", "one.yaml"], in: folder.path)
        #expect(json.status == 0)
        #expect(json.stdout.hasPrefix("{"))
        let unknown = try runInsetlab(["run", "--format", "png", "one.yaml"], in: folder.path)
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("svg"))
    }
}
