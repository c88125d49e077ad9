import Foundation
import Testing

/// Whether a program is on `PATH`.
private func onPath(_ program: String) -> Bool {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(program)") }
}

private let rsvgAvailable = onPath("rsvg-convert")

/// The pictures through real renderers (`scripts/render-check.sh`): librsvg for an SVG,
/// headless Chromium for the HTML page (the script falls back to librsvg for the page's
/// pictures when Chromium is missing, and says so). The PNGs must have the expected size and
/// not be blank.
@Suite("Rendering to PNG")
struct RenderCheckTests {
    @Test(
        .enabled(
            if: rsvgAvailable,
            "SKIPPED: rsvg-convert is not installed (apt-get install -y librsvg2-bin; add chromium for the page)"),
        .timeLimit(.minutes(10)))
    func picturesAndPageRenderToNonBlankPNGs() throws {
        let binary = try #require(pictureInsetlabBinary, "insetlab binary not found next to the tests")
        let out = try PictureScratch()
        let process = Process()
        process.executableURL = pictureRepositoryRoot.appendingPathComponent("scripts/render-check.sh")
        process.arguments = [out.path]
        process.currentDirectoryURL = pictureRepositoryRoot
        var environment = ProcessInfo.processInfo.environment
        environment["INSETLAB_BINARY"] = binary.path
        process.environment = environment
        let log = out.file("log")
        FileManager.default.createFile(atPath: log, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        let text = try out.read("log")
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.contains("render-check: ok \(out.path)/feed.png"))
        #expect(text.contains("render-check: all checks passed"))
        if !onPath("chromium") && !onPath("chromium-browser") && !onPath("google-chrome") {
            #expect(text.contains("Chromium not found"))
        } else {
            #expect(text.contains("render-check: ok \(out.path)/report.png: 1280×1600"))
        }
    }
}
