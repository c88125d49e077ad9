import Foundation
import Testing
import InsetlabYAML
@testable import InsetlabScene
@testable import InsetlabSceneDecoding

/// Scenes far larger than anyone writes by hand must decode without recursion (no stack
/// overflow) and in linear time. The budgets here are loose enough for a debug build on a slow
/// machine; release timings are measured separately.
@Suite struct SceneDecoderScaleTests {
    /// 490 views, each the only subview of the one before: 984 YAML levels, just inside the
    /// default depth limit of 1,000 (the scene, the controller and its view take 4; every view
    /// after is its `subviews` list and its mapping).
    @Test func deepestViewTreeTheLimitAllows() throws {
        let depth = 490
        // Flow style: block style would indent every level further, a quadratic file.
        var yaml = "device: iPhone 15\nroot:\n  type: UIViewController\n  view:\n    subviews: "
        for level in 0..<depth {
            yaml += "[{type: UIView, id: v\(level)" + (level < depth - 1 ? ", subviews: " : "")
        }
        yaml += String(repeating: "}]", count: depth) + "\n"
        let document = try YAMLParser.parse(Array(yaml.utf8), file: "deep.yaml")
        let scene = try #require(try SceneDecoder.decode(document).variants.first)
        #expect(scene.views.count == depth + 1)
        let deepest = scene.views[depth]
        #expect(deepest.id == "v\(depth - 1)")
        #expect(deepest.superview == depth - 1)
        #expect(scene.views[depth - 1].subviews == [depth])
        #expect(deepest.keyPath.contains("more keys"))
        #expect(deepest.keyPath.count < 400)
    }

    /// One view more than any real hierarchy holds and the file is refused at once, at the
    /// collection that crosses the limit, never handed to the decoder.
    @Test func deeperViewTreesAreRefusedWithALocatedError() {
        var yaml = "device: iPhone 15\nroot:\n  type: UIViewController\n  view:\n    subviews: "
        for level in 0..<10_000 { yaml += "[{type: UIView, id: v\(level), subviews: " }
        do {
            _ = try YAMLParser.parse(Array(yaml.utf8), file: "deep.yaml")
            Issue.record("parsed")
        } catch {
            // The scene, `root` and `view` mappings are levels 1–3; view k's `[` is level 4 + 2k
            // and its `{` level 5 + 2k, so level 1,001 is the `{` of view 498: after the 14
            // characters of `    subviews: `, the 498 prefixes before it and its `[`.
            let column = 14 + (0..<498).map { "[{type: UIView, id: v\($0), subviews: ".count }.reduce(0, +) + 2
            #expect(error.diagnostics.map(\.description) == ["deep.yaml:5:\(column): error: nesting deeper than 1000 levels"])
        }
    }

    /// 100,000 views side by side in one `subviews` list.
    @Test func oneHundredThousandSiblingViews() throws {
        let count = 100_000
        var yaml = "device: iPhone 15\nroot:\n  type: UIViewController\n  view:\n    subviews:\n"
        yaml.reserveCapacity(count * 60)
        for index in 0..<count {
            yaml += "      - {type: UIView, id: v\(index), frame: [0, \(index), 10, 1]}\n"
        }
        yaml += "expect:\n  v99999.frame: [0, 99999, 10, 1]\n"
        let document = try YAMLParser.parse(Array(yaml.utf8), file: "wide.yaml")
        let start = ContinuousClock.now
        let file = try SceneDecoder.decode(document)
        let elapsed = ContinuousClock.now - start
        print("decoded \(count) sibling views in \(elapsed)")
        #expect(elapsed < .seconds(20))
        let scene = try #require(file.variants.first)
        #expect(scene.views.count == count + 1)
        #expect(scene.views[0].subviews.count == count)
        #expect(scene.views[0].subviews.first == 1 && scene.views[0].subviews.last == count)
        #expect(scene.views[count].position == .frame(Rect(x: 0, y: Double(count - 1), width: 10, height: 1)))
        #expect(file.expectations[0].expectations[0].subject == .view("v99999"))
    }

    /// Many errors in a large file: the first 1,000 come out sorted, then one counts the rest
    /// (`DecodingDiagnostics.maximumErrors`).
    @Test func tenThousandDuplicateIdsAreCounted() throws {
        var yaml = "device: iPhone 15\nroot:\n  type: UIViewController\n  view:\n    subviews:\n"
        for _ in 0..<10_000 { yaml += "      - {type: UIView, id: same}\n" }
        do {
            _ = try SceneDecoder.decode(yaml: yaml, file: "dupes.yaml")
            Issue.record("decoded")
        } catch {
            #expect(error.diagnostics.count == 1_001)
            #expect(error.diagnostics.first?.notes == ["'same' is first used at 6:28"])
            // 9,999 duplicates: 1,000 shown, 8,999 counted, from the 1,001st's line (7 + 1,000).
            #expect(error.diagnostics.last?.message.hasPrefix("and 8999 more errors not shown") == true)
            #expect(error.diagnostics.last?.mark?.line == 1_007)
        }
    }
}
