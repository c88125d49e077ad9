@testable import InsetlabLayout
import InsetlabReport
import InsetlabChecking
import InsetlabReporters
import InsetlabWorkspace
import InsetlabScene
import InsetlabYAML

/// Hand-built scenes and layout results for the report tests.
///
/// The numbers here test FORMATTING and checking, not geometry: they are chosen to exercise
/// rounding (53.6666), `-0`, nulls and column widths, and do not claim to be what UIKit does.
/// Geometry is tested against cited numbers in the layout suites.
enum ReportSamples {
    static let mark = Mark(line: 1, column: 1)

    static let device = DeviceProfile(
        name: "Test Phone", idiom: .phone, screen: Size(width: 375, height: 667), statusBar: 20,
        safeAreaPortrait: Insets(top: 20), safeAreaLandscape: .zero, landscapeWidth: .compact,
        navigationBarY: 20, iosRange: 7...18
    )

    /// `nav` (UINavigationController) → [`list`, `feed`]; `feed.view` holds `table` (UITableView)
    /// and an unnamed UILabel; `list.view` holds `listTable`. `feed` is on screen.
    static func scene(ios: Int = 11, orientation: Orientation = .portrait, file: String = "scenes/sample.yaml") -> Scene {
        var nav = ControllerSpec(id: "nav", kind: .navigationController, keyPath: "root", mark: mark)
        nav.children = [1, 2]
        var list = ControllerSpec(id: "list", kind: .viewController, keyPath: "root.viewControllers[0]", mark: mark)
        list.container = 0
        list.view = 3
        var feed = ControllerSpec(id: "feed", kind: .viewController, keyPath: "root.viewControllers[1]", mark: mark)
        feed.container = 0
        feed.view = 0

        var feedView = ViewSpec(id: nil, kind: .view, keyPath: "root.viewControllers[1].view", mark: mark, owner: 2, position: .managed)
        feedView.rootOf = 2
        feedView.subviews = [1, 2]
        var table = ViewSpec(id: "table", kind: .tableView, keyPath: "root.viewControllers[1].view.subviews[0]", mark: mark, owner: 2, position: .managed)
        table.superview = 0
        table.scroll = ScrollSpec(alwaysBounceVertical: true)
        var label = ViewSpec(id: nil, kind: .label, keyPath: "root.viewControllers[1].view.subviews[1]", mark: mark, owner: 2, position: .managed)
        label.superview = 0
        var listView = ViewSpec(id: "listTable", kind: .tableView, keyPath: "root.viewControllers[0].view", mark: mark, owner: 1, position: .managed)
        listView.rootOf = 1
        return Scene(
            file: file, device: device, ios: ios, orientation: orientation,
            controllers: [nav, list, feed], views: [feedView, table, label, listView]
        )
    }

    /// A window-root UIViewController `vc` with an empty view: the smallest scene the engine lays out.
    static func minimalScene(ios: Int = 11, file: String = "scenes/minimal.yaml") -> Scene {
        var controller = ControllerSpec(id: "vc", kind: .viewController, keyPath: "root", mark: mark)
        controller.view = 0
        var view = ViewSpec(id: nil, kind: .view, keyPath: "root.view", mark: mark, owner: 0, position: .managed)
        view.rootOf = 0
        return Scene(file: file, device: device, ios: ios, orientation: .portrait, controllers: [controller], views: [view])
    }

    static func result(ios: Int = 11, orientation: Orientation = .portrait) -> LayoutResult {
        let scene = scene(ios: ios, orientation: orientation)
        let modern = ios >= 11
        let window = Rect(x: 0, y: 0, width: 375, height: 667)
        let controllers = [
            ControllerLayout(
                index: 0, id: "nav", kind: .navigationController, name: "nav", viewFrame: window,
                safeAreaInsets: modern ? Insets(top: 20) : nil, topLayoutGuide: 0, bottomLayoutGuide: 0,
                contentScrollView: nil, isLeaf: false, rootView: nil
            ),
            ControllerLayout(
                index: 2, id: "feed", kind: .viewController, name: "feed", viewFrame: window,
                safeAreaInsets: modern ? Insets(top: 64) : nil, topLayoutGuide: 64, bottomLayoutGuide: 0,
                contentScrollView: 1, isLeaf: true, rootView: 0
            ),
        ]
        let views = [
            ViewLayout(
                index: 0, id: nil, kind: .view, path: "feed.view", frame: window, windowFrame: window,
                safeAreaInsets: modern ? Insets(top: 64) : nil, layoutMargins: Insets(top: 8, left: 16, bottom: 8, right: 16),
                contentInset: nil, adjustedContentInset: nil, contentOffset: nil, contentSize: nil,
                firstItemWindowFrame: nil, isHidden: false, depth: 0
            ),
            ViewLayout(
                index: 1, id: "table", kind: .tableView, path: "feed.view/0", frame: window, windowFrame: window,
                safeAreaInsets: modern ? Insets(top: 64) : nil, layoutMargins: Insets(top: 8, left: 16, bottom: 8, right: 16),
                contentInset: modern ? .zero : Insets(top: 64),
                adjustedContentInset: modern ? Insets(top: 53.6666, left: -0.0001) : nil,
                contentOffset: Point(x: -0.0, y: -64), contentSize: Size(width: 375, height: 880),
                firstItemWindowFrame: Rect(x: 0, y: 64, width: 375, height: 44), isHidden: false, depth: 1
            ),
            ViewLayout(
                index: 2, id: nil, kind: .label, path: "feed.view/1",
                frame: Rect(x: 16, y: 100, width: 120.5, height: 20), windowFrame: Rect(x: 16, y: 100, width: 120.5, height: 20),
                safeAreaInsets: modern ? .zero : nil, layoutMargins: Insets(top: 8, left: 8, bottom: 8, right: 8),
                contentInset: nil, adjustedContentInset: nil, contentOffset: nil, contentSize: nil,
                firstItemWindowFrame: nil, isHidden: true, depth: 1
            ),
        ]
        let bars = [
            BarLayout(kind: .statusBar, owner: nil, ownerName: nil, frame: Rect(x: 0, y: 0, width: 375, height: 20), isTranslucent: nil, showsLargeTitle: false),
            BarLayout(kind: .navigationBar, owner: 0, ownerName: "nav", frame: Rect(x: 0, y: 20, width: 375, height: 44), isTranslucent: true, showsLargeTitle: false),
        ]
        let notes = [
            ModelNote(kind: .uncertainty, reference: "D13", message: "a \"quoted\" remark", controller: 2, view: 1)
        ]
        return LayoutResult(
            scene: scene, variant: scene.key, file: scene.file, era: LayoutEra(ios: scene.ios),
            device: BarMetrics(device: scene.device, ios: scene.ios, orientation: scene.orientation).used,
            window: WindowLayout(frame: window, safeAreaInsets: modern ? Insets(top: 20) : nil, statusBarHidden: false),
            bars: bars, controllers: controllers, views: views, trace: LayoutTrace(), notes: notes, chains: [],
            controllerSlots: [0: 0, 2: 1], viewSlots: [0: 0, 1: 1, 2: 2]
        )
    }

    static func file(
        name: String? = "Sample", path: String = "scenes/sample.yaml", variants: [Scene]? = nil,
        expectations: [ExpectationBlock] = []
    ) -> SceneFile {
        SceneFile(
            file: path, name: name, variants: variants ?? [scene(file: path)], expectations: expectations,
            marks: PropertyMarks()
        )
    }

    /// Runs a reporter over one file into memory.
    static func render(_ reporter: inout some Reporter, _ files: [(SceneFile, [LayoutResult])]) -> String {
        let output = ReportOutput.capture()
        reporter.begin(to: output)
        for (file, results) in files {
            reporter.report(.evaluated(file, evaluations: results.map { VariantEvaluation(result: $0, warnings: []) }), to: output)
        }
        reporter.end(.run(RunSummary()), to: output)
        return output.text
    }
}
