import Foundation
import Testing
import InsetlabYAML
@testable import InsetlabScene

/// Scenes far larger than anyone writes by hand must decode without recursion (no stack
/// overflow) and in linear time. The budgets here are loose enough for a debug build on a slow
/// machine; release timings are measured separately.
@Suite struct SceneDecoderScaleTests {
    /// 10,000 views, each the only subview of the one before: ~20,000 YAML levels.
    @Test func tenThousandNestedViews() throws {
        let depth = 10_000
        // Flow style: block style would indent every level further, a quadratic file.
        var yaml = "device: iPhone 15\nroot:\n  type: UIViewController\n  view:\n    subviews: "
        for level in 0..<depth {
            yaml += "[{type: UIView, id: v\(level)" + (level < depth - 1 ? ", subviews: " : "")
        }
        yaml += String(repeating: "}]", count: depth) + "\n"
        let document = try YAMLParser.parse(Array(yaml.utf8), file: "deep.yaml")
        let start = ContinuousClock.now
        let scene = try #require(try SceneDecoder.decode(document).variants.first)
        let elapsed = ContinuousClock.now - start
        print("decoded \(depth) nested views in \(elapsed)")
        #expect(elapsed < .seconds(10))
        #expect(scene.views.count == depth + 1)
        let deepest = scene.views[depth]
        #expect(deepest.id == "v\(depth - 1)")
        #expect(deepest.superview == depth - 1)
        #expect(scene.views[depth - 1].subviews == [depth])
        #expect(deepest.keyPath.contains("more keys"))
        #expect(deepest.keyPath.count < 400)
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

    /// Many errors in a large file are all collected, and still come out sorted.
    @Test func tenThousandDuplicateIdsAreAllReported() throws {
        var yaml = "device: iPhone 15\nroot:\n  type: UIViewController\n  view:\n    subviews:\n"
        for _ in 0..<10_000 { yaml += "      - {type: UIView, id: same}\n" }
        do {
            _ = try SceneDecoder.decode(yaml: yaml, file: "dupes.yaml")
            Issue.record("decoded")
        } catch {
            #expect(error.diagnostics.count == 9_999)
            #expect(error.diagnostics.first?.notes == ["'same' is first used at 6:28"])
        }
    }

    /// Long lists of leaf views are decoded on two threads (`decodeLeafList`). The oracle is the
    /// one-by-one decoding, forced here by giving the first item an empty `subviews` list: every
    /// other view must come out the same, field for field.
    @Test func longLeafListsDecodeTheSameOnTwoThreads() throws {
        let kinds = [
            "{type: UIView, id: v#, frame: [0, #, 10, 1]}", "{type: UILabel, pin: superview}", "{type: UIView, isHidden: true}",
            "{type: UIScrollView, id: s#, contentSize: [10, #]}", "{type: UITableView, rows: 3}",
            "{type: UIView, layoutMargins: [1, 2, 3, 4], insetsLayoutMarginsFromSafeArea: false}",
            "{type: UIView, pin: {top: {to: safeArea}, height: 10, leading: {to: margins, inset: 2}, trailing: {to: superview}}}",
        ]
        func scene(firstItem: String) -> String {
            var yaml = "device: iPhone X\nios: 11\nroot:\n  type: UIViewController\n  view:\n    subviews:\n"
            yaml += "      - " + firstItem + "\n"
            for index in 1..<5_000 {
                yaml += "      - " + kinds[index % kinds.count].replacing("#", with: String(index)) + "\n"
            }
            return yaml
        }
        let parallel = try #require(try SceneDecoder.decode(yaml: scene(firstItem: "{type: UIView}"), file: "s.yaml").variants.first)
        let oneByOne = try #require(
            try SceneDecoder.decode(yaml: scene(firstItem: "{type: UIView, subviews: []}"), file: "s.yaml").variants.first)
        #expect(parallel.views.count == 5_001 && oneByOne.views.count == 5_001)
        #expect(parallel.views[0].subviews == oneByOne.views[0].subviews)
        for index in 2..<parallel.views.count {
            let left = String(describing: parallel.views[index])
            let right = String(describing: oneByOne.views[index])
            if left != right {
                Issue.record("view \(index):\n\(left)\n\(right)")
                break
            }
        }
    }

    /// A problem anywhere in such a list, and the one-by-one decoding reports it.
    @Test func problemsInLongLeafListsAreReportedAsOneByOne() throws {
        var yaml = "device: iPhone X\nios: 11\nroot:\n  type: UIViewController\n  view:\n    subviews:\n"
        for index in 0..<5_000 {
            let id = index == 4_000 ? "v10" : "v\(index)"
            yaml += "      - {type: UIView, id: \(id)}\n"
        }
        do {
            _ = try SceneDecoder.decode(yaml: yaml, file: "dupes.yaml")
            Issue.record("decoded")
        } catch {
            #expect(error.diagnostics.map(\.description) == [
                "dupes.yaml:4007:28: error: duplicate id 'v10': ids are unique across controllers and views"
                    + " (at root.view.subviews[4000].id)\n    note: 'v10' is first used at 17:28",
            ])
        }
    }
}
