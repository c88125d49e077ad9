import Foundation
import Testing

@Suite("insetlab report")
struct ReportCLITests {
    @Test func writesThePageAndItsPictures() throws {
        let folder = try PictureScratch()
        try folder.write("scenes/one.yaml", oneVariantScene)
        try folder.write("scenes/four.yaml", fourVariantScene)
        let result = try runInsetlab(["report", "--output", "site/report"], in: folder.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "wrote site/report/index.html (5 pictures)\n")
        let page = try folder.read("site/report/index.html")
        #expect(page.contains("<h2>scenes/four.yaml</h2>"))
        #expect(page.contains("<img src=\"svg/scenes-one/iphone-x-ios-11-portrait.svg\""))
        #expect(folder.exists("site/report/svg/scenes-four/iphone-x-ios-11-landscape.svg"))
        // Again into its own folder: allowed, same bytes.
        #expect(try runInsetlab(["report", "--output", "site/report"], in: folder.path).status == 0)
        #expect(try folder.read("site/report/index.html") == page)
    }

    @Test func refusesAFolderWithTheUsersFilesUnlessForced() throws {
        let folder = try PictureScratch()
        try folder.write("scenes/one.yaml", oneVariantScene)
        try folder.write("docs/index.html", "the user's home page")
        let refused = try runInsetlab(["report", "--output", "docs"], in: folder.path)
        #expect(refused.status == 73)
        #expect(refused.stderr.contains("docs: folder is not empty and was not created by insetlab report"))
        #expect(try folder.read("docs/index.html") == "the user's home page")
        #expect(!folder.exists("docs/svg"))

        let forced = try runInsetlab(["report", "--output", "docs", "--force"], in: folder.path)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try folder.read("docs/index.html").hasPrefix("<!DOCTYPE html>"))
    }

    @Test func anInvalidSceneIsOnThePageAndExits2() throws {
        let folder = try PictureScratch()
        try folder.write("scenes/one.yaml", oneVariantScene)
        try folder.write("scenes/bad.yaml", "device: iPhone X\nroot: {type: UIViewController, rot: 1}\n")
        let result = try runInsetlab(["report", "--output", "out"], in: folder.path)
        #expect(result.status == 2)
        #expect(result.stderr.contains("scenes/bad.yaml:2:"))
        let page = try folder.read("out/index.html")
        #expect(page.contains("<h2>scenes/bad.yaml<span class=\"status invalid\">invalid</span></h2>"))
        #expect(folder.exists("out/svg/scenes-one/iphone-x-ios-11-portrait.svg"))
    }

    @Test func missingPathExits66AndWritesNothing() throws {
        let folder = try PictureScratch()
        let result = try runInsetlab(["report", "nowhere", "--output", "out"], in: folder.path)
        #expect(result.status == 66)
        #expect(!folder.exists("out"))
    }

    @Test func baseShowsBeforeAndAfterForChangedScenesOnly() throws {
        let folder = try PictureScratch()
        try folder.write("scenes/one.yaml", oneVariantScene)
        try folder.write("scenes/four.yaml", fourVariantScene)
        try git(["init", "-q"], in: folder.path)
        try git(["add", "scenes"], in: folder.path)
        try git(["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "scenes"], in: folder.path)
        // Hide the navigation bar: the table then runs under the status bar only.
        try folder.write("scenes/one.yaml", oneVariantScene.replacingOccurrences(
            of: "type: UINavigationController\n", with: "type: UINavigationController\n  isNavigationBarHidden: true\n"))

        let result = try runInsetlab(["report", "--base", "HEAD", "--output", "review"], in: folder.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "wrote review/index.html (2 pictures)\n")
        let page = try folder.read("review/index.html")
        #expect(page.contains("1 scene of 2 changed (1 changed) · 1 unchanged"))
        #expect(page.contains("<figcaption>before · HEAD</figcaption>"))
        #expect(page.contains("<img src=\"svg/before/scenes-one/iphone-x-ios-11-portrait.svg\""))
        #expect(page.contains("<img src=\"svg/after/scenes-one/iphone-x-ios-11-portrait.svg\""))
        #expect(!page.contains("scenes/four.yaml"))
        // iPhone X: status bar 44 + navigation bar 44 (uikit-facts §1.2, F2) before; the
        // status bar's 44 alone after.
        #expect(page.contains("<td class=\"id\">navigationBar(root)</td><td>frame</td><td class=\"rect before\">[0, 44, 375, 44]</td><td class=\"missing\">(not on screen)</td>"))
        #expect(page.contains("<td class=\"id\">table</td><td>contentOffset</td><td class=\"rect before\">[0, -88]</td><td class=\"rect after\">[0, -44]</td><td>y +44</td>"))

        // A side that does not decode: the scene is listed as invalid, the rest still reported.
        try folder.write("scenes/four.yaml", "device: iPhone X\nroot: {type: UIViewController, rot: 1}\n")
        let broken = try runInsetlab(["report", "--base", "HEAD", "--output", "review"], in: folder.path)
        #expect(broken.status == 2)
        #expect(broken.stderr.contains("scenes/four.yaml:2:"))
        let brokenPage = try folder.read("review/index.html")
        #expect(brokenPage.contains("<h2>scenes/four.yaml<span class=\"status invalid\">invalid</span></h2>"))
        #expect(brokenPage.contains("<img src=\"svg/after/scenes-one/iphone-x-ios-11-portrait.svg\""))

        let unknown = try runInsetlab(["report", "--base", "no-such-rev", "--output", "review2"], in: folder.path)
        #expect(unknown.status == 64)  // as `insetlab diff --base`
        #expect(unknown.stderr.contains("no-such-rev"))
        #expect(!folder.exists("review2"))
    }

    private func git(_ arguments: [String], in directory: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "git \(arguments.joined(separator: " ")) failed")
    }
}
