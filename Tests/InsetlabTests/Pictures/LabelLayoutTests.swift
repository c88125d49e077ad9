import Foundation
import InsetlabReport
import InsetlabPictures
import InsetlabWorkspace
import InsetlabScene
import Testing

/// A label's box as the picture draws it, computed from the SVG alone: a `<text>` at `x` with its
/// baseline at `y` and `font-size` s spans 0.9 s above the baseline and 3 pt more below, and is
/// 0.6 s wide a character (the estimate the renderer documents in `TextMetrics`), 4 pt more when
/// bold; `text-anchor="end"` puts `x` at its right edge.
private struct LabelBox {
    var text: String
    var rect: (minX: Double, minY: Double, maxX: Double, maxY: Double)

    init?(_ node: XMLNode) {
        guard let x = node.number("x"), let y = node.number("y"), let size = node.number("font-size") else { return nil }
        let width = Double(node.text.count) * size * 0.6 + (node["font-weight"] == "bold" ? 4 : 0)
        let left = node["text-anchor"] == "end" ? x - width : x
        text = node.text
        rect = (left, y - 0.9 * size, left + width, y - 0.9 * size + size + 3)
    }

    func overlaps(_ other: LabelBox, tolerance: Double = 0.01) -> Bool {
        rect.minX < other.rect.maxX - tolerance && other.rect.minX < rect.maxX - tolerance
            && rect.minY < other.rect.maxY - tolerance && other.rect.minY < rect.maxY - tolerance
    }
}

/// The boxes of every label drawn over the screen: view, safe-area, inset and first-row labels,
/// bar titles, measurement labels and warning rule ids (a warning's number sits in its circle,
/// inside the marker's box, right of its rule id).
private func labelBoxes(_ svg: String) throws -> [LabelBox] {
    let root = try parseXML(svg)
    let screen = try #require(root.all("g").first { $0.hasClass("screen") })
    let classes = [
        "view-label", "safe-area-label", "layout-guide-label", "inset-label", "first-item-label", "bar-title",
        "measurement-label", "warning-rule", "constraint-label",
    ]
    return screen.all("text") { node in classes.contains { node.hasClass($0) } }.compactMap(LabelBox.init)
}

private func overlappingPairs(_ boxes: [LabelBox]) -> [String] {
    var pairs: [String] = []
    for i in boxes.indices {
        for j in boxes.indices where j > i && boxes[i].overlaps(boxes[j]) {
            pairs.append("'\(boxes[i].text)' × '\(boxes[j].text)'")
        }
    }
    return pairs
}

private let shippedScenePaths: [String] = {
    let folder = pictureRepositoryRoot.appendingPathComponent("scenes").path
    return ((try? SceneInputs.expand([folder])) ?? []).map { String($0.dropFirst(pictureRepositoryRoot.path.count + 1)) }.sorted()
}()

@Suite("Picture labels and text size")
struct LabelLayoutTests {
    /// Every shipped picture, in every variant. Before labels were placed to avoid each other for
    /// sure, three overlapped: the stack-view toolbar's `bar` under `cancel`, and an `inset 20`
    /// on the `status bar` title in two iOS 11 scenes.
    @Test(arguments: shippedScenePaths)
    func noShippedPictureHasOverlappingLabels(_ path: String) throws {
        let (file, evaluations) = try shippedScene(path)
        for evaluation in evaluations {
            let pairs = overlappingPairs(try labelBoxes(SVGRenderer().render(evaluation, of: file)))
            #expect(pairs.isEmpty, "\(path) \(evaluation.result.variant): \(pairs)")
        }
    }

    /// Issue 13: "labels collide near the Dynamic Island and between safe-area outlines". On an
    /// iPhone 14 Pro a navigation bar inside a tab bar controller gives three safe-area outlines
    /// (window, navigation controller, content) a few points apart, and a full-screen scroll
    /// view's outline coincides with its controller's view: every label wants the same corners.
    @Test(arguments: ["portrait", "landscape"])
    func labelsNeverOverlapWhereOutlinesNearlyCoincide(_ orientation: String) throws {
        let (file, evaluations) = try inlineScene("""
            device: iPhone 14 Pro
            ios: 17
            orientation: \(orientation)
            root:
              type: UITabBarController
              viewControllers:
                - type: UINavigationController
                  id: nav
                  viewControllers:
                    - type: UIViewController
                      id: feed
                      additionalSafeAreaInsets: [2, 0, 2, 0]
                      view:
                        subviews:
                          - type: UIView
                            id: background
                            pin: {top: superview, bottom: superview, leading: superview, trailing: superview}
                          - type: UIScrollView
                            id: scroll
                            pin: {top: superview, bottom: superview, leading: superview, trailing: superview}
                            contentSize: [393, 2000]
                          - type: UIView
                            id: header
                            pin: {top: safeArea, leading: superview, trailing: superview, height: 1}
            """)
        let svg = SVGRenderer().render(evaluations[0], of: file)
        let boxes = try labelBoxes(svg)
        #expect(boxes.count >= 8, "the scene's labels are drawn: \(boxes.map(\.text))")
        #expect(boxes.contains { $0.text.hasPrefix("safe area") })
        #expect(overlappingPairs(boxes).isEmpty, "overlapping labels: \(overlappingPairs(boxes))")
        // Clear of the Dynamic Island: 126 × 37 pt, 11 pt from the top edge (portrait) or the
        // left edge (landscape), centred along it (Apple's published size, as DeviceOutline draws).
        let (w, h) = orientation == "portrait" ? (393.0, 852.0) : (852.0, 393.0)
        let housing = orientation == "portrait"
            ? (minX: (w - 126) / 2, minY: 11.0, maxX: (w + 126) / 2, maxY: 48.0)
            : (minX: 11.0, minY: (h - 126) / 2, maxX: 48.0, maxY: (h + 126) / 2)
        for box in boxes {
            let clear = box.rect.maxX <= housing.minX || box.rect.minX >= housing.maxX
                || box.rect.maxY <= housing.minY || box.rect.minY >= housing.maxY
            #expect(clear, "'\(box.text)' on the Dynamic Island")
        }
    }

    /// Many views with the same frame: far more labels than fit at one corner. Those that find
    /// no free spot are left out (and counted in the legend), never drawn over another.
    @Test func crowdedLabelsAreLeftOutNotStacked() throws {
        let subviews = (0..<60).map { n in
            """
                          - type: UIView
                            id: panel-with-a-long-name-\(n)
                            frame: [0, 100, 390, 40]
            """
        }.joined(separator: "\n")
        let (file, evaluations) = try inlineScene("""
            device: iPhone SE (1st generation)
            ios: 15
            root:
              type: UIViewController
              view:
                subviews:
            \(subviews)
            """)
        let svg = SVGRenderer().render(evaluations[0], of: file)
        let boxes = try labelBoxes(svg)
        #expect(overlappingPairs(boxes).isEmpty, "overlapping labels: \(overlappingPairs(boxes))")
        let root = try parseXML(svg)
        let footnote = root.all("text") { $0.hasClass("footnote") }.map(\.text).joined(separator: " ")
        #expect(footnote.contains("left out where they would overlap"), "footnote: \(footnote)")
    }

    /// Issue 13: "iPad text is too small to read". A picture's default size (its `width` and
    /// `height`) shows every iPhone at one pixel a point and a larger screen smaller, so that the
    /// whole device fits `SVGRenderer.displayBox` (1,000 px); its text is drawn larger in points by
    /// the same factor. At the default size every label is then 11 px, the size of an iPhone's.
    /// Screen sizes: Apple's (iPhone SE 375×667, iPhone 16 Pro Max 440×956, iPad Pro 12.9"
    /// 1024×1366 pt; uikit-facts §1); the bezel is 12 pt a side.
    @Test(arguments: [
        ("iPhone SE (3rd generation)", "portrait", 1.0),
        ("iPhone SE (3rd generation)", "landscape", 1.0),
        ("iPhone 16 Pro Max", "portrait", 1.0),  // 956 + 24 = 980 ≤ 1,000
        ("iPhone 16 Pro Max", "landscape", 1.0),
        ("iPad Pro (12.9-inch)", "portrait", 1.39),  // (1366 + 24) / 1,000
        ("iPad Pro (12.9-inch)", "landscape", 1.39),
    ])
    func labelsReadAtTheSameSizeOnEveryDevice(_ device: String, _ orientation: String, _ textScale: Double) throws {
        let (file, evaluations) = try inlineScene("""
            device: \(device)
            ios: 18
            orientation: \(orientation)
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  id: list
                  view:
                    subviews:
                      - type: UITableView
                        id: table
            """)
        let svg = SVGRenderer().render(evaluations[0], of: file)
        let root = try #require(try parseXML(svg).children.first)
        let viewBox = try #require(root["viewBox"]).split(separator: " ").compactMap { Double($0) }
        let shown = try #require(root.number("width")) / viewBox[2]
        #expect(abs(shown - 1 / textScale) < 0.001, "\(device) \(orientation): shown at \(shown) px a point")
        let label = try #require(root.all("text").first { $0.hasClass("view-label") && $0.text == "table" })
        let points = try #require(label.number("font-size"))
        #expect(abs(points - 11 * textScale) < 0.01, "font-size \(points) pt")
        #expect(abs(points * shown - 11) < 0.01, "\(device) \(orientation): labels read at \(points * shown) px")
        // The title and the legend scale with them: their text is as large as an iPhone's once shown.
        let title = try #require(root.all("g").first { $0.hasClass("title") })
        let legend = try #require(root.all("g").first { $0.hasClass("legend") })
        if textScale == 1 {
            #expect(title["transform"] == nil)
            #expect(legend["transform"]?.contains("scale") == false)
        } else {
            #expect(title["transform"] == "scale(1.39)")
            #expect(legend["transform"]?.hasSuffix("scale(1.39)") == true)
        }
    }
}
