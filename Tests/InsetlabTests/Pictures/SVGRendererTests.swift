import Foundation
import InsetlabReport
import InsetlabPictures
import InsetlabWorkspace
import InsetlabScene
import Testing

/// Every shipped scene variant, for the well-formedness and determinism sweep.
private let shippedSceneFiles: [String] = {
    let folder = pictureRepositoryRoot.appendingPathComponent("scenes").path
    return ((try? SceneInputs.expand([folder])) ?? []).map { String($0.dropFirst(pictureRepositoryRoot.path.count + 1)) }.sorted()
}()

/// The numbers these tests look for come from the scenes' own cited expectations (seeds,
/// uikit-facts), never from the engine's output: the picture must put a bar where the seed says
/// the bar is.
@Suite("SVG pictures")
struct SVGRendererTests {
    // MARK: Every scene

    @Test(arguments: shippedSceneFiles)
    func everyShippedPictureIsWellFormedAndDeterministic(_ path: String) throws {
        let (file, evaluations) = try shippedScene(path)
        for evaluation in evaluations {
            let first = SVGRenderer().render(evaluation, of: file)
            let second = SVGRenderer().render(evaluation, of: file)
            #expect(first == second, "\(path) \(evaluation.result.variant): two renderings differ")
            let document = try parseXML(first)
            let root = try #require(document.children.first)
            #expect(root.name == "svg")
            #expect(root["xmlns"] == "http://www.w3.org/2000/svg")
            #expect(root["data-generator"] == "insetlab")
            // Self-contained: no script, no external reference, no font file.
            #expect(document.all("script").isEmpty)
            #expect(!first.contains("href="))
            #expect(!first.contains("@font-face") && !first.contains("url(http"))
            // The variant name is the title.
            let title = root.all("text") { $0.hasClass("title-line") }.map(\.text).joined(separator: " ")
            #expect(title == evaluation.result.variant.description)
        }
    }

    @Test func renderingAgainGivesTheSameBytesAcrossEvaluations() throws {
        // A fresh decode and evaluation, not just a second rendering of the same values.
        let (fileA, a) = try shippedScene("scenes/examples/feed.yaml")
        let (fileB, b) = try shippedScene("scenes/examples/feed.yaml")
        #expect(SVGRenderer().render(a[0], of: fileA) == SVGRenderer().render(b[0], of: fileB))
    }

    // MARK: Bars

    @Test func navigationBarIsDrawnAtItsFrameScaled() throws {
        // F53: the navigation bar sits at y 20 under the 20-pt status bar, 44 tall (the quiz
        // scene's expectation), on a 375×667 iPhone 7 (uikit-facts §1.1).
        let (file, evaluations) = try shippedScene(
            "scenes/extended-layout/quiz/translucent-edges-all-includes-opaque-no-adjusts-yes.yaml")
        let svg = SVGRenderer(options: .init(scale: 2)).render(evaluations[0], of: file)
        let root = try #require(try parseXML(svg).children.first)
        let viewBox = try #require(root["viewBox"]).split(separator: " ").compactMap { Double($0) }
        #expect(root.number("width") == viewBox[2] * 2)
        #expect(root.number("height") == viewBox[3] * 2)

        let screen = try #require(root.all("g").first { $0["class"] == "screen" })
        #expect(screen.number("data-width") == 375)
        #expect(screen.number("data-height") == 667)
        let bar = try #require(screen.all("rect").first { $0.hasClass("bar") && $0.hasClass("navigationBar") })
        #expect([bar.number("x"), bar.number("y"), bar.number("width"), bar.number("height")] == [0, 20, 375, 44])
        #expect(bar.hasClass("translucent"))
        #expect(try #require(bar.number("fill-opacity")) < 1, "a translucent bar is see-through")
        let status = try #require(screen.all("rect").first { $0.hasClass("statusBar") })
        #expect([status.number("x"), status.number("y"), status.number("width"), status.number("height")] == [0, 0, 375, 20])
    }

    @Test func opaqueBarsAreSolid() throws {
        let (file, evaluations) = try shippedScene("scenes/bars/opaque-navigation-bar.yaml")
        let root = try parseXML(SVGRenderer().render(evaluations[0], of: file))
        let bar = try #require(root.all("rect").first { $0.hasClass("navigationBar") })
        #expect(bar.hasClass("opaque"))
        #expect(bar["fill-opacity"] == nil)
    }

    /// iOS 26's floating tab bar has content behind it whatever isTranslucent says (the model's
    /// LiquidGlassBars note, uikit-facts §1.4), so it is drawn see-through even when opaque.
    @Test func theIOS26TabBarIsDrawnSeeThrough() throws {
        let (file, evaluations) = try shippedScene("scenes/current-uikit/ios26-navigation-and-tab-bars.yaml")
        let root = try parseXML(SVGRenderer().render(evaluations[0], of: file))
        let tabBar = try #require(root.all("rect").first { $0.hasClass("tabBar") })
        #expect(tabBar.hasClass("glass") && tabBar.hasClass("translucent"))
    }

    @Test func tabBarSitsAtTheBottom() throws {
        // F45: 49 + 34 = 83 at the bottom of the 852-pt iPhone 14 Pro screen.
        let (file, evaluations) = try shippedScene("scenes/examples/feed.yaml")
        let root = try parseXML(SVGRenderer().render(evaluations[0], of: file))
        let bar = try #require(root.all("rect").first { $0.hasClass("tabBar") })
        #expect([bar.number("x"), bar.number("y"), bar.number("width"), bar.number("height")] == [0, 769, 393, 83])
    }

    // MARK: Hardware

    @Test func notchOnIPhoneXOnlyTopInPortraitLeftInLandscape() throws {
        // Seed 001: iPhone X has the notch and the home indicator; iPhone 8 neither.
        let (file, evaluations) = try shippedScene("scenes/safe-area/no-bars-iphone8-vs-x.yaml")
        for evaluation in evaluations {
            let key = evaluation.result.variant
            let root = try parseXML(SVGRenderer().render(evaluation, of: file))
            let housings = root.all("path") { $0.hasClass("sensor-housing") }
            let indicators = root.all("rect") { $0.hasClass("home-indicator") }
            guard key.device == "iPhone X" else {
                #expect(housings.isEmpty, "\(key)")
                #expect(indicators.isEmpty, "\(key)")
                continue
            }
            let notch = try #require(housings.first, "\(key)")
            #expect(notch.hasClass("notch"))
            #expect(indicators.count == 1)
            let points = pathPoints(try #require(notch["d"]))
            let xs = points.map(\.x), ys = points.map(\.y)
            let screen = evaluation.result.device.device.screenSize(key.orientation)
            if key.orientation == .portrait {
                // Hangs from the top edge, centred.
                #expect(ys.min() == 0 && ys.max()! <= 44)
                #expect(abs((xs.min()! + xs.max()!) / 2 - screen.width / 2) < 0.01)
            } else {
                // On the left edge (the 44-pt left safe inset), centred vertically.
                #expect(xs.min() == 0 && xs.max()! <= 44)
                #expect(abs((ys.min()! + ys.max()!) / 2 - screen.height / 2) < 0.01)
            }
        }
    }

    @Test func dynamicIslandOnIPhone14Pro() throws {
        let (file, evaluations) = try shippedScene("scenes/examples/feed.yaml")
        let root = try parseXML(SVGRenderer().render(evaluations[0], of: file))
        let housing = try #require(root.all("path").first { $0.hasClass("sensor-housing") })
        #expect(housing.hasClass("dynamic-island"))
        // A pill below the top edge, clear of it (the island floats; a notch hangs).
        let ys = pathPoints(try #require(housing["d"])).map(\.y)
        #expect(ys.min()! > 0 && ys.max()! < 59)
    }

    // MARK: Views, safe areas, scroll content

    @Test func everyViewIsOutlinedAndLabelled() throws {
        let (file, evaluations) = try shippedScene("scenes/examples/feed.yaml")
        let root = try parseXML(SVGRenderer().render(evaluations[0], of: file))
        let outlines = root.all("rect") { $0.hasClass("view") }
        #expect(outlines.compactMap { $0["data-view"] } == ["feed.view", "table", "banner"])
        // The banner is pinned to the top of the view, 44 tall (the scene), across 393 pt.
        let banner = try #require(outlines.first { $0["data-view"] == "banner" })
        #expect([banner.number("x"), banner.number("y"), banner.number("width"), banner.number("height")] == [0, 0, 393, 44])
        let labels = root.all("text") { $0.hasClass("view-label") }.map(\.text)
        #expect(labels == ["feed.view", "table", "banner"])
    }

    /// A view with no area, or wholly off the screen, cannot be seen in the picture: the legend
    /// names it instead of losing it (frames from the scene).
    @Test func viewsThePictureCannotShowAreNamed() throws {
        let (file, evaluations) = try inlineScene("""
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
                subviews:
                  - {type: UIView, id: zeroWidth, frame: [20, 100, 0, 100]}
                  - {type: UIView, id: far, frame: [20, 900, 100, 100]}
                  - {type: UIView, id: seen, frame: [20, 200, 100, 100]}
            """)
        let svg = SVGRenderer().render(evaluations[0], of: file)
        let text = try parseXML(svg).all("text") { _ in true }.map(\.text).joined(separator: " ")
        #expect(text.contains("Not visible: zeroWidth (no area) [20, 100, 0, 100], far (off screen) [20, 900, 100, 100]."), "\(text)")
        #expect(!text.contains("seen ("))
    }

    @Test func safeAreaOverlayFromIOS11() throws {
        // F15/F45: the feed's safe area is [97.667, 0, 83, 0] on a 393×852 screen.
        let (file, evaluations) = try shippedScene("scenes/examples/feed.yaml")
        let root = try parseXML(SVGRenderer().render(evaluations[0], of: file))
        let feed = try #require(root.all("rect").first { $0.hasClass("safe-area") && $0["data-controller"] == "feed" })
        #expect(feed.number("x") == 0)
        #expect(feed.number("y") == 97.667)
        #expect(feed.number("width") == 393)
        #expect(feed.number("height") == 671.333)  // 852 − 97.667 − 83
    }

    @Test func layoutGuidesBeforeIOS11() throws {
        // Seed 000: topLayoutGuide 64 on iOS 10 under a translucent bar.
        let (file, evaluations) = try shippedScene(
            "scenes/extended-layout/quiz/translucent-edges-all-includes-opaque-no-adjusts-yes.yaml")
        let root = try parseXML(SVGRenderer().render(evaluations[0], of: file))
        #expect(root.all("rect") { $0.hasClass("safe-area") }.isEmpty)
        let guide = try #require(root.all("line").first { $0.hasClass("topLayoutGuide") })
        #expect(guide.number("y1") == 64 && guide.number("y2") == 64)
        #expect(guide["data-controller"] == "list")
    }

    @Test func scrollContentAtRestInsetShadedAndFirstRowDrawn() throws {
        // Seed 000: 64 points of inset above the table, so at rest the first row starts at 64;
        // a row is 44 tall by default (SCENE-FORMAT `rowHeight`).
        let (file, evaluations) = try shippedScene(
            "scenes/extended-layout/quiz/translucent-edges-all-includes-opaque-no-adjusts-yes.yaml")
        let root = try parseXML(SVGRenderer().render(evaluations[0], of: file))
        let band = try #require(root.all("rect").first { $0.hasClass("content-inset") })
        #expect(band["data-edge"] == "top")
        #expect([band.number("x"), band.number("y"), band.number("width"), band.number("height")] == [0, 0, 375, 64])
        let row = try #require(root.all("rect").first { $0.hasClass("first-item") })
        #expect([row.number("x"), row.number("y"), row.number("width"), row.number("height")] == [0, 64, 375, 44])
        #expect(root.all("g") { $0.hasClass("measurement") }.isEmpty, "nothing is under the bar here")
    }

    @Test func contentUnderABarIsMeasured() throws {
        // Seed 003/004 on iOS 10: automaticallyAdjustsScrollViewInsets off, so the table's
        // content stays at 0 (offset [0, 0]) under the 64-pt status + navigation bar.
        let (file, evaluations) = try shippedScene("scenes/ios11-shifts/bug1-system-bars.yaml")
        let ios10 = try #require(evaluations.first { $0.result.device.ios == 10 })
        let root = try parseXML(SVGRenderer().render(ios10, of: file))
        let measurement = try #require(root.all("g").first { $0.hasClass("measurement") && $0.hasClass("under") })
        #expect(measurement["data-view"] == "table")
        #expect(measurement.number("data-from") == 0)
        #expect(measurement.number("data-to") == 64)
        let label = try #require(root.all("text").first { $0.hasClass("measurement-label") })
        #expect(label.text == "first row 64 pt under the navigation bar")
    }

    /// A sheet's table lies over its presenter's navigation bar, not under it: the picture
    /// measures nothing there, as no rule warns (iPhone 15, iOS 17: the card starts at 54 + 10 =
    /// 64, the presenter's bar ends at 97.667).
    @Test func aSheetIsNotMeasuredAgainstItsPresentersBar() throws {
        let (file, evaluations) = try inlineScene("""
            device: iPhone 15
            ios: 17
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  presentedViewController:
                    type: UIViewController
                    view:
                      subviews:
                        - {type: UITableView, id: list, rows: 30, frame: [0, 0, 393, 300], contentInsetAdjustmentBehavior: never}
            """)
        let root = try parseXML(SVGRenderer().render(evaluations[0], of: file))
        #expect(root.all("g") { $0.hasClass("measurement") && $0.hasClass("under") }.isEmpty)
    }

    /// Issue 13: a full-screen background pinned to its superview's edges runs under the bars by
    /// design; no rule warns, so the picture draws no red "under the bar" measure for it.
    /// A measurement's line does not run through a bar's title (feed's status bar title sits at
    /// the right, where the line goes first): 0.6 em a character, as TextMetrics estimates.
    @Test func measurementLinesKeepClearOfBarTitles() throws {
        let (file, evaluations) = try shippedScene("scenes/examples/feed.yaml")
        let root = try parseXML(SVGRenderer().render(evaluations[0], of: file))
        let titles = root.all("text") { $0.hasClass("bar-title") }
        let lines = root.all("g") { $0.hasClass("measurement") }.compactMap { $0.all("line").first }
        #expect(!lines.isEmpty)
        for line in lines {
            let x = line.number("x1") ?? 0
            let (y1, y2) = (min(line.number("y1") ?? 0, line.number("y2") ?? 0), max(line.number("y1") ?? 0, line.number("y2") ?? 0))
            for title in titles {
                let (tx, ty, size) = (title.number("x") ?? 0, title.number("y") ?? 0, title.number("font-size") ?? 0)
                let right = tx + Double(title.text.count) * size * 0.6
                let crosses = x >= tx && x <= right && ty - size < y2 && ty > y1
                #expect(!crosses, "the line at x \(x) crosses '\(title.text)' (\(tx)…\(right))")
            }
        }
    }

    @Test func aBackgroundNoRuleWarnsAboutGetsNoUnderTheBarMeasure() throws {
        let (file, evaluations) = try inlineScene("""
            device: iPhone 14 Pro
            ios: 17
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  view:
                    subviews:
                      - type: UIImageView
                        id: background
                        pin: {top: superview, bottom: superview, leading: superview, trailing: superview}
            """)
        #expect(evaluations[0].warnings.isEmpty)
        let root = try parseXML(SVGRenderer().render(evaluations[0], of: file))
        #expect(root.all("g") { $0.hasClass("measurement") }.isEmpty)
    }

    // MARK: Warnings

    @Test func warningMarkedOnItsSubjectWithRuleIdAndListedInTheLegend() throws {
        let (file, evaluations) = try shippedScene("scenes/examples/feed.yaml")
        let root = try parseXML(SVGRenderer().render(evaluations[0], of: file))
        let subject = try #require(root.all("rect").first { $0.hasClass("warning-subject") })
        #expect(subject["data-subject"] == "banner")
        #expect([subject.number("x"), subject.number("y"), subject.number("width"), subject.number("height")] == [0, 0, 393, 44])
        // Clipped to the screen's rounded shape, as the views are.
        #expect(subject.ancestors.contains { ($0["clip-path"] ?? "").hasSuffix("-screen-clip)") })
        let marker = try #require(root.all("g").first { $0.hasClass("warning-marker") })
        #expect(marker["data-rule"] == "pinned-to-superview-under-bar")
        #expect(marker["data-subject"] == "banner")
        #expect(marker.all("text").map(\.text).contains("pinned-to-superview-under-bar"))
        #expect(marker.all("text").map(\.text).contains("1"))
        // Drawn on the screen: the marker is inside the screen group.
        #expect(marker.ancestors.contains { $0["class"] == "screen" })
        // Issue 13: clear of the Dynamic Island (126 × 37 pt, 11 pt below the top edge, centred:
        // x 133.5…259.5, y 11…48 on the 393-pt-wide iPhone 14 Pro): neither its circle nor its
        // rule id (right-aligned at x, baseline y, 0.6 em a character as TextMetrics estimates).
        let circle = try #require(marker.all("circle").first)
        let (cx, cy, r) = (circle.number("cx") ?? 0, circle.number("cy") ?? 0, circle.number("r") ?? 0)
        #expect(cy - r >= 48 || cx + r <= 133.5 || cx - r >= 259.5, "marker at (\(cx), \(cy)) on the Dynamic Island")
        let rule = try #require(marker.all("text").first { $0.hasClass("warning-rule") })
        let (x, y, size) = (rule.number("x") ?? 0, rule.number("y") ?? 0, rule.number("font-size") ?? 0)
        let left = x - Double(rule.text.count) * size * 0.6
        #expect(y <= 11 || y - size >= 48 || x <= 133.5 || left >= 259.5, "rule id at (\(left)…\(x), \(y)) on the Dynamic Island")
        let legend = try #require(root.all("g").first { $0.hasClass("legend-warning") })
        #expect(legend["data-rule"] == "pinned-to-superview-under-bar")
        #expect(legend.all("text").contains { $0.text.hasPrefix("fix: ") })
        // Every line of the fix, wrapped or not, in the fix's colour (its second line is
        // "(`topLayoutGuide` / …)", which once took the message's).
        let lines = legend.all("text").filter { $0["font-size"] == "10" }
        let fixStart = try #require(lines.firstIndex { $0.text.hasPrefix("fix: ") })
        #expect(lines.count > fixStart + 1, "the fix wraps here")
        #expect(lines[fixStart...].allSatisfy { $0["fill"] == "#6c6c70" })
        #expect(lines[..<fixStart].allSatisfy { $0["fill"] != "#6c6c70" })
        #expect(legend.ancestors.contains { $0["class"] == "legend" })
    }

    @Test func noWarningsSaysSo() throws {
        let (file, evaluations) = try shippedScene("scenes/safe-area/no-bars-iphone8-vs-x.yaml")
        let root = try parseXML(SVGRenderer().render(evaluations[0], of: file))
        #expect(root.all("g") { $0.hasClass("warning-marker") }.isEmpty)
        #expect(root.all("text").contains { $0.text == "No warnings." })
    }

    // MARK: Text from users' files

    @Test func userTextIsEscaped() throws {
        // Ids are plain identifiers (the decoder checks), but names, custom device names and
        // file paths are free text.
        let (file, evaluations) = try inlineScene(
            """
            name: "Tom & Jerry <b>\\"quoted\\"</b> 'single' \\x01 bell"
            device:
              name: "Proto <X> & \\"Co\\""
              idiom: phone
              screen: [375, 667]
              statusBar: 20
              safeArea: {portrait: [20, 0, 0, 0], landscape: [0, 0, 0, 0]}
            ios: 11
            root:
              type: UIViewController
              id: vc
              view:
                subviews:
                  - {type: UILabel, id: label, frame: [0, 0, 100, 20]}
            """, file: "odd & <name>.yaml")
        let svg = SVGRenderer().render(evaluations[0], of: file)
        let root = try parseXML(svg)
        let texts = root.all("text").map(\.text)
        #expect(texts.first == "Proto <X> & \"Co\" · iOS 11 · portrait")
        #expect(texts.contains { $0.contains("Tom & Jerry <b>\"quoted\"</b> 'single' \u{FFFD} bell") })
        #expect(texts.contains { $0.contains("odd & <name>.yaml") })
        #expect(!svg.contains("\u{1}"))
    }

    @Test func aLongVariantNameWraps() throws {
        // A property axis makes the name long (`… · nav.navigationBar.isTranslucent=false`).
        let (file, evaluations) = try inlineScene(
            """
            device: iPhone 8
            ios: 11
            matrix:
              nav.navigationBar.isTranslucent: [true, false]
              nav.navigationBar.prefersLargeTitles: [true, false]
            root:
              type: UINavigationController
              id: nav
              viewControllers: [{type: UIViewController, id: vc}]
            """)
        for evaluation in evaluations {
            let root = try parseXML(SVGRenderer().render(evaluation, of: file))
            let lines = root.all("text") { $0.hasClass("title-line") }.map(\.text)
            #expect(lines.count > 1)
            #expect(lines.joined(separator: " ") == evaluation.result.variant.description)
            let width = try #require(root.children.first?.number("width"))
            for line in lines { #expect(Double(line.count) * 15 * 0.6 <= width - 32) }
        }
    }

    @Test func escapingRules() {
        #expect(XMLText.text("a<b>&c\"'") == "a&lt;b&gt;&amp;c\"'")
        #expect(XMLText.attribute("a<b>&c\"'\n") == "a&lt;b&gt;&amp;c&quot;&#39;&#10;")
        #expect(XMLText.text("\u{0}\u{8}\u{B}\u{FFFE}ok\t\n") == "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}ok\t\n")
        #expect(XMLText.text("plain ✓ 🙂") == "plain ✓ 🙂")
        // A right-to-left override would reorder what follows it ("71 SOi"): shown as its escape.
        #expect(XMLText.text("Proto\u{202E} · iOS 17") == "Proto\\u{202E} · iOS 17")
        #expect(XMLText.attribute("a\u{2067}b\u{200F}") == "a\\u{2067}b\\u{200F}")
    }
}

/// The coordinates of an SVG path made of absolute commands with x y pairs (M, L, Q, H/V
/// excluded) — what `DeviceOutline` writes for the notch — plus the arc end points of a pill.
func pathPoints(_ d: String) -> [(x: Double, y: Double)] {
    var points: [(x: Double, y: Double)] = []
    var numbers: [Double] = []
    var command: Character = "M"
    func flush() {
        switch command {
        case "M", "L", "Q":
            var i = 0
            while i + 1 < numbers.count {
                points.append((numbers[i], numbers[i + 1]))
                i += 2
            }
        case "A":
            // rx ry rotation large sweep x y
            var i = 0
            while i + 6 < numbers.count {
                points.append((numbers[i + 5], numbers[i + 6]))
                i += 7
            }
        case "H":
            if let last = points.last { numbers.forEach { points.append(($0, last.y)) } }
        case "V":
            if let last = points.last { numbers.forEach { points.append((last.x, $0)) } }
        default:
            break
        }
        numbers = []
    }
    for token in d.split(separator: " ") {
        if let value = Double(token) {
            numbers.append(value)
        } else if let letter = token.first, letter.isLetter {
            flush()
            command = letter
        }
    }
    flush()
    return points
}
