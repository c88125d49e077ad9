import Foundation
import InsetlabImport
import InsetlabReport
import InsetlabChecking
import InsetlabScene
import InsetlabSceneDecoding
import Testing

/// Interface Builder stored, for every view, the frame its own layout computed on the
/// document's simulated device: an oracle no one here wrote. Every screen that reads back on
/// this build is laid out, and each view's computed frame (superview coordinates) is compared
/// with IB's within 0.5 pt, on screens imported exact. Left out: views IB marks misplaced or
/// ambiguous, and controllers' root views, whose frame IB stores in its canvas (below its
/// simulated top bar, the status bar counted: 0, 0, 375, 623 under an opaque navigation bar
/// where UIKit puts 0, 64, 375, 603), not in UIKit's coordinates.
@Suite("Storyboard frames vs Interface Builder", .enabled(if: StoryboardCorpus.isPresent, "../shared/storyboards is absent: skipped"))
struct StoryboardFrameOracleTests {
    struct Stored {
        var frame: [Double]
        var trusted: Bool
        /// A controller's root view: IB's canvas, not an oracle (see above).
        var isRoot = false
        /// The stored root view this view is a direct subview of.
        var rootParent: String?
    }

    static func storedFrames(_ path: String) throws -> [String: Stored] {
        let root = try XMLTreeReader.parse(try Data(contentsOf: URL(fileURLWithPath: path)), file: path)
        var frames: [String: Stored] = [:]
        var stack = [root]
        var rootOf: [ObjectIdentifier: String] = [:]
        while let element = stack.popLast() {
            if element["key"] == "view", let id = element["id"] {
                for subview in element.children.first(where: { $0.name == "subviews" })?.children ?? [] {
                    rootOf[ObjectIdentifier(subview)] = id
                }
            }
            stack.append(contentsOf: element.children)
            guard let id = element["id"], let rect = element.children.first(where: { $0.name == "rect" && $0["key"] == "frame" })
            else { continue }
            let frame = ["x", "y", "width", "height"].map { rect.number($0) ?? 0 }
            frames[id] = Stored(
                frame: frame, trusted: element["misplaced"] != "YES" && element["ambiguous"] != "YES",
                isRoot: element["key"] == "view", rootParent: rootOf[ObjectIdentifier(element)])
        }
        return frames
    }

    @Test func readableScreensMatchIBsStoredFrames() throws {
        var compared = 0
        var matched = 0
        var misses: [String] = []
        var missKinds: [String: Int] = [:]
        var comparedByKind: [String: Int] = [:]
        var canvasOffset = 0
        for path in StoryboardCorpus.files {
            let stored = try Self.storedFrames(path)
            let document = try StoryboardImporter.importFile(atPath: path)
            for screen in document.screens where screen.status == .exact {
                guard let text = screen.text, let file = try? SceneDecoder.decode(yaml: text, file: path),
                    let evaluation = SceneEvaluation.evaluate(file).first
                else { continue }
                for view in evaluation.result.views {
                    guard let ib = evaluation.result.scene.views[view.index].ib, let expected = stored[ib], expected.trusted,
                        !expected.isRoot
                    else { continue }
                    compared += 1
                    let category = !screen.warnings.isEmpty ? "simulated bars differ" : text.contains("# no segue shows this controller") ? "shown by code" : "chain known"
                    comparedByKind[category, default: 0] += 1
                    let actual = [view.frame.x, view.frame.y, view.frame.width, view.frame.height]
                    if zip(actual, expected.frame).allSatisfy({ abs($0 - $1) <= 0.5 }) {
                        matched += 1
                    } else if let rootIB = expected.rootParent, let storedRoot = stored[rootIB],
                        let computedRoot = evaluation.result.views.first(where: { evaluation.result.scene.views[$0.index].ib == rootIB }),
                        abs((actual[1] - expected.frame[1]) - (computedRoot.frame.height - storedRoot.frame[3])) <= 0.5,
                        zip([actual[0], actual[2], actual[3]], [expected.frame[0], expected.frame[2], expected.frame[3]]).allSatisfy({ abs($0 - $1) <= 0.5 })
                    {
                        // IB's root canvas starts below the status bar (or a bar) where UIKit's
                        // root view starts at the window's top: the same place on screen.
                        canvasOffset += 1
                        missKinds[category, default: 0] += 1
                    } else {
                        missKinds[category, default: 0] += 1
                        let flag = " [\(category)]"
                        misses.append("\(URL(fileURLWithPath: path).lastPathComponent) \(screen.ib)\(flag) \(ib): \(actual) vs IB \(expected.frame)")
                    }
                }
            }
        }
        print("IB frame oracle (screens readable on this build): \(matched) of \(compared) views within 0.5 pt")
        print("  of the misses, \(canvasOffset) are direct subviews of a root view IB shortened, offset by exactly that: the same place on screen")
        for (kind, count) in comparedByKind.sorted(by: { $0.key < $1.key }) {
            print("  \(kind): \(count - missKinds[kind, default: 0]) of \(count) at IB's frame")
        }
        for miss in misses.prefix(60) { print("  miss: \(miss)") }
        // Measured 2026-11-25 on main (a scroll view's edges in constraints as its content area):
        // 379 of 576 (65.8%; 309 before that); 236 of 288 (81.9%) on screens whose chain the
        // storyboard shows and whose simulated bars agree with it. The aim is 95%; the kinds of
        // miss are in docs/storyboard-import.md. These floors only catch regressions.
        #expect(compared >= 500)
        #expect(Double(matched) >= 0.6 * Double(compared))
        let known = comparedByKind["chain known", default: 0]
        #expect(Double(known - missKinds["chain known", default: 0]) >= 0.8 * Double(known))
    }
}
