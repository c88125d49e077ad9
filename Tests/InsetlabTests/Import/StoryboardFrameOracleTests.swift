import Foundation
import InsetlabImport
import InsetlabReport
import InsetlabChecking
import InsetlabScene
import InsetlabSceneDecoding
import Testing

/// Interface Builder stored, for every view, the frame its own layout computed on the
/// document's simulated device: an oracle no one here wrote. Every screen imported exact is
/// laid out, and each view's computed frame (superview coordinates) is compared with IB's
/// within 0.5 pt. Left out, as issue 12 says: views IB marks misplaced or ambiguous; and
/// controllers' root views, whose frame IB stores in its canvas (below its simulated top bar,
/// the status bar counted: 0, 0, 375, 623 under an opaque navigation bar where UIKit puts
/// 0, 64, 375, 603), not in UIKit's coordinates. Every other view counts, and each miss is
/// put down to a cause (docs/storyboard-import.md § "Measured on ../shared/storyboards").
@Suite("Storyboard frames vs Interface Builder", .enabled(if: StoryboardCorpus.isPresent, "../shared/storyboards is absent: skipped"))
struct StoryboardFrameOracleTests {
    struct Stored {
        var frame: [Double]
        var trusted: Bool
        /// A controller's root view: IB's canvas, not an oracle (see above).
        var isRoot = false
        /// The stored root view this view is a direct subview of.
        var rootParent: String?
        /// The IB id of the controller whose view tree holds this view.
        var controller: String?
    }

    static func storedFrames(_ path: String) throws -> [String: Stored] {
        let root = try XMLTreeReader.parse(try Data(contentsOf: URL(fileURLWithPath: path)), file: path)
        var frames: [String: Stored] = [:]
        var stack: [(XMLElementNode, String?)] = [(root, nil)]
        var rootOf: [ObjectIdentifier: String] = [:]
        let controllers: Set<String> = ["viewController", "tableViewController", "collectionViewController", "pageViewController", "navigationController", "tabBarController"]
        while let (element, owner) = stack.popLast() {
            if element["key"] == "view", let id = element["id"] {
                for subview in element.children.first(where: { $0.name == "subviews" })?.children ?? [] {
                    rootOf[ObjectIdentifier(subview)] = id
                }
            }
            let controller = controllers.contains(element.name) ? element["id"] : owner
            stack.append(contentsOf: element.children.map { ($0, controller) })
            guard let id = element["id"], let rect = element.children.first(where: { $0.name == "rect" && $0["key"] == "frame" })
            else { continue }
            let frame = ["x", "y", "width", "height"].map { rect.number($0) ?? 0 }
            frames[id] = Stored(
                frame: frame, trusted: element["misplaced"] != "YES" && element["ambiguous"] != "YES",
                isRoot: element["key"] == "view", rootParent: rootOf[ObjectIdentifier(element)], controller: controller)
        }
        return frames
    }

    /// Why a view is off IB's frame, from what the import knows of its screen (never from the
    /// numbers compared).
    enum Cause: String, CaseIterable {
        case simulatedBars = "IB's explicit simulated bars differ from the chain (ib-simulated-bars)"
        case shownByCode = "no segue shows the controller (code does): IB's canvas bars are not the window root's"
        case shownByReference = "another storyboard of the app shows it by a storyboard reference: IB's canvas does not follow it"
        case embeddedChild = "an embedded child: IB lays it out in its own canvas, not in its container"
        case sheet = "a sheet: IB draws the presented controller full size"
        case chainKnown = "the storyboard shows the chain and IB's simulation agrees"
    }

    /// What one pass over the corpus measured.
    struct Tally {
        var compared = 0
        var atFrame = 0
        var canvasPlaced = 0
        var comparedBy: [Cause: Int] = [:]
        var missedBy: [Cause: Int] = [:]
        var misses: [String] = []
        var onScreen: Int { atFrame + canvasPlaced }

        func print(_ title: String) {
            Swift.print("IB frame oracle, \(title): \(atFrame) of \(compared) views at IB's stored frame; \(onScreen) with IB's shortened root canvas placed on the screen (\(canvasPlaced) views)")
            for cause in Cause.allCases {
                Swift.print("  \(cause.rawValue): \(missedBy[cause, default: 0]) missed of \(comparedBy[cause, default: 0])")
            }
            for miss in misses { Swift.print("  miss: \(miss)") }
        }
    }

    /// Imports every app's files together with `bars` (`StoryboardCorpus.bundles`, so storyboard
    /// references resolve) and compares each exact screen's views with IB's frames.
    static func measure(bars: ImportBars) throws -> Tally {
        var tally = Tally()
        for bundle in StoryboardCorpus.bundles {
            let documents = StoryboardImporter.importFiles(atPaths: bundle.map(\.linked), options: ImportOptions(bars: bars))
            for ((path, _), imported) in zip(bundle, documents) {
                let stored = try Self.storedFrames(path)
                let document = try imported.get()
                for screen in document.screens where screen.status == .exact {
                    guard let text = screen.text, let file = try? SceneDecoder.decode(yaml: text, file: path),
                        let evaluation = SceneEvaluation.evaluate(file).first
                    else { continue }
                    let screenCause: Cause = !screen.warnings.isEmpty ? .simulatedBars
                        : text.contains("# no segue shows this controller") ? .shownByCode
                        : text.contains("by a storyboard reference at") ? .shownByReference
                        : text.contains("# presented as a sheet") ? .sheet : .chainKnown
                    for view in evaluation.result.views {
                        guard let ib = evaluation.result.inputs.view(view.index).ib, let expected = stored[ib], expected.trusted,
                            !expected.isRoot
                        else { continue }
                        tally.compared += 1
                        let embedded = expected.controller != nil && expected.controller != screen.ib && screenCause == .chainKnown
                        let cause: Cause = embedded ? .embeddedChild : screenCause
                        tally.comparedBy[cause, default: 0] += 1
                        let actual = [view.frame.x, view.frame.y, view.frame.width, view.frame.height]
                        if zip(actual, expected.frame).allSatisfy({ abs($0 - $1) <= 0.5 }) {
                            tally.atFrame += 1
                        } else if let rootIB = expected.rootParent, let storedRoot = stored[rootIB],
                            let computedRoot = evaluation.result.views.first(where: { evaluation.result.inputs.view($0.index).ib == rootIB }),
                            abs((actual[1] - expected.frame[1]) - (computedRoot.frame.height - storedRoot.frame[3])) <= 0.5,
                            zip([actual[0], actual[2], actual[3]], [expected.frame[0], expected.frame[2], expected.frame[3]]).allSatisfy({ abs($0 - $1) <= 0.5 })
                        {
                            // IB stored the root view shorter than UIKit makes it (its canvas starts
                            // below the status bar or a bar UIKit's root view extends under) and the
                            // subview's frame from that canvas's top: the same place on screen.
                            tally.canvasPlaced += 1
                        } else {
                            tally.missedBy[cause, default: 0] += 1
                            tally.misses.append("\(URL(fileURLWithPath: path).lastPathComponent) \(screen.ib) \(ib): \(actual) vs IB \(expected.frame) [\(cause)]")
                        }
                    }
                }
            }
        }
        return tally
    }

    /// The runtime pass, measured once for both tests.
    static let runtimeTally = Result { try measure(bars: .runtime) }

    /// The screens under the chain the storyboard shows them in: what the device shows.
    @Test func readableScreensMatchIBsStoredFrames() throws {
        let tally = try Self.runtimeTally.get()
        tally.print("under the runtime chain")
        // Measured 2026-11-29 (docs/storyboard-import.md), each app's files imported together:
        // 447 of 560 on screen where IB put them (79.8%; 420 at the stored frame itself), since
        // storyboard references are followed (RxSwift's screens pushed onto its opaque bar, 33
        // views; duckduckgo 2017's settings, presented over the current context by a reference,
        // lossy and no longer compared, 6 views) and a switch's frame reaches 2 pt past its
        // alignment rect (M34); 417 of 568 before. Measured 2026-11-25: 413 of 565 on screen where IB put
        // them (73.1%; 386 at the stored frame itself), and 269 of 275 (97.8%) on screens whose
        // chain the storyboard shows and whose simulated bars agree with it; 409 before a
        // placeholder toolsVersion was dated by its plug-in, 379 of 576 (65.8%) before fixed
        // frames, Xcode 12's freeform sizes and simulated containers were read. The other causes
        // are IB's canvases the runtime does not have (the docs say why, among them Xcode 26's
        // iPhone 11 canvas with twice the device's safe area). Floors catch regressions.
        #expect(tally.compared >= 555)
        #expect(Double(tally.onScreen) >= 0.79 * Double(tally.compared))
        let known = tally.comparedBy[.chainKnown, default: 0]
        #expect(known >= 270)
        #expect(Double(known - tally.missedBy[.chainKnown, default: 0]) >= 0.975 * Double(known))
    }

    /// The same screens under the conditions IB computed its frames in (`--bars simulated`:
    /// each controller's explicit Simulated Metrics in place of the chain's bars). IB's stored
    /// frames are a differential oracle only for the inputs IB used; this pass compares like
    /// with like, and the runtime pass above says what the device shows.
    @Test func screensUnderIBsSimulatedBarsMatchIBsStoredFrames() throws {
        let runtime = try Self.runtimeTally.get()
        let tally = try Self.measure(bars: .simulated)
        tally.print("under IB's simulated bars (--bars simulated)")
        // Laying a screen out under IB's bars changes only the screens whose simulation
        // differs from the chain (those ib-simulated-bars flags): the others are written
        // identically, and every view of them gives the same answer.
        for bundle in StoryboardCorpus.bundles {
            let paths = bundle.map(\.linked)
            let chains = StoryboardImporter.importFiles(atPaths: paths)
            let simulations = StoryboardImporter.importFiles(atPaths: paths, options: ImportOptions(bars: .simulated))
            for (path, (chain, simulated)) in zip(paths, zip(chains, simulations)) {
                for (screen, other) in zip(try chain.get().screens, try simulated.get().screens) where screen.warnings.isEmpty {
                    #expect(screen.text == other.text, "\(path) \(screen.ib)")
                }
            }
        }
        #expect(tally.compared == runtime.compared)
        for cause in Cause.allCases where cause != .simulatedBars {
            #expect(tally.missedBy[cause, default: 0] == runtime.missedBy[cause, default: 0], "\(cause)")
        }
        #expect(tally.onScreen >= runtime.onScreen)
        // Measured 2026-11-29: 448 of 560 (80.0%; 421 at the stored frame itself); the screens
        // another storyboard pushes by a reference are laid out under that chain in both passes
        // (IB's canvas does not follow the reference: 94 of their 239 views miss in both).
        // Measured 2026-11-25: 447 of 565 (79.1%; 420 at the stored frame itself): all 35 views
        // of the screens whose simulated bars differ from the chain are at IB's frame under
        // IB's bars (1 of 35 under the chain). A floor catches regressions.
        #expect(tally.missedBy[.simulatedBars, default: 0] == 0)
        #expect(Double(tally.onScreen) >= 0.79 * Double(tally.compared))
    }
}
