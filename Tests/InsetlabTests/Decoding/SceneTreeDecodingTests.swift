import Testing
import InsetlabYAML
@testable import InsetlabScene
@testable import InsetlabSceneDecoding

/// The controller and view arenas: links, containment, key paths and marks.
@Suite struct SceneTreeDecodingTests {
    static let containment = """
        device: iPhone 15
        root:
          type: UINavigationController
          id: nav
          navigationBar:
            isTranslucent: false
          viewControllers:
            - type: UIViewController
              id: first
            - type: UIViewController
              id: parent
              view:
                subviews:
                  - {type: UILabel, id: header, frame: [0, 0, 393, 44]}
                  - type: UIView
                    id: box
                    subviews:
                      - {type: UIButton, id: button}
                  - childViewController:
                      type: UITableViewController
                      id: child
                      tableView:
                        id: childTable
                        subviews:
                          - {type: UIView, id: cellish}
                    pin:
                      top: {to: safeArea, inset: 44}
                      bottom: safeArea
                      leading: superview
                      trailing: superview
                  - {type: UIView, id: footer}
        """

    @Test func containersRecordChildrenAndChildrenTheirContainer() throws {
        let scene = try DecodingTestSupport.scene(Self.containment)
        #expect(scene.controllers.map(\.id) == ["nav", "first", "parent", "child"])
        #expect(scene.controllers[0].children == [1, 2])
        #expect(scene.controllers[1].container == 0 && scene.controllers[2].container == 0)
        #expect(scene.controllers[0].container == nil)
        #expect(scene.controllers.map(\.keyPath) == [
            "root", "root.viewControllers[0]", "root.viewControllers[1]",
            "root.viewControllers[1].view.subviews[2].childViewController",
        ])
    }

    @Test func anEmbeddedControllersRootViewTakesItsPlaceInSubviews() throws {
        let scene = try DecodingTestSupport.scene(Self.containment)
        let parent = try #require(scene.index(ofController: "parent"))
        let child = try #require(scene.index(ofController: "child"))
        let parentView = try #require(scene.controllers[parent].view)
        let childTable = try #require(scene.index(ofView: "childTable"))

        // subviews keep file order, with the child's root view at index 2.
        let ids = scene.views[parentView].subviews.map { scene.views[$0].id }
        #expect(ids == ["header", "box", "childTable", "footer"])
        #expect(scene.controllers[child].embeddedIn == parentView)
        #expect(scene.controllers[child].container == nil)
        #expect(scene.controllers[child].view == childTable)
        #expect(scene.views[childTable].rootOf == child)
        #expect(scene.views[childTable].superview == parentView)
        #expect(scene.views[childTable].kind == .tableView)
        #expect(scene.views[childTable].keyPath == "root.viewControllers[1].view.subviews[2].childViewController.tableView")
        // The entry's pin positions the child's root view, and its marks come along.
        guard case .pin(let pin) = scene.views[childTable].position else { Issue.record("not pinned"); return }
        #expect(pin.top?.anchor == .safeArea && pin.top?.inset == 44)
        #expect(scene.views[childTable].marks["pin.top"] == Mark(line: 27, column: 15))
        // A constraint keeps the mark of its key, where a warning about it should point.
        #expect(pin.top?.mark == Mark(line: 27, column: 15))
        #expect(pin.bottom?.mark == Mark(line: 28, column: 15))
        // A root view that is not embedded has no superview and a managed frame.
        #expect(scene.views[parentView].superview == nil)
        #expect(scene.views[parentView].rootOf == parent)
        #expect(scene.views[parentView].position == .managed)
    }

    @Test func everyViewIsOwnedByItsNearestController() throws {
        let scene = try DecodingTestSupport.scene(Self.containment)
        let parent = try #require(scene.index(ofController: "parent"))
        let child = try #require(scene.index(ofController: "child"))
        for id in ["header", "box", "button", "footer"] { #expect(try scene.view(id).owner == parent) }
        for id in ["childTable", "cellish"] { #expect(try scene.view(id).owner == child) }
        #expect(try scene.view("button").superview == scene.index(ofView: "box"))
        #expect(try scene.view("button").keyPath == "root.viewControllers[1].view.subviews[1].subviews[0]")
    }

    /// The arenas are in document pre-order: every parent comes before its children.
    @Test func arenasAreInDocumentOrder() throws {
        let scene = try DecodingTestSupport.scene(Self.containment)
        for (index, view) in scene.views.enumerated() {
            if let superview = view.superview { #expect(superview < index) }
            #expect(view.owner <= scene.controllers.count)
        }
        #expect(scene.views.map(\.mark) == scene.views.map(\.mark).sorted())
    }

    @Test func marksAreRecordedForEveryKeyWritten() throws {
        let file = try DecodingTestSupport.decode(Self.containment)
        let scene = file.variants[0]
        #expect(file.marks["device"] == Mark(line: 1, column: 1))
        #expect(file.marks["root"] == Mark(line: 2, column: 1))
        #expect(file.marks["ios"] == nil)
        let nav = scene.controllers[0]
        #expect(nav.mark == Mark(line: 3, column: 3))
        #expect(nav.marks["type"] == Mark(line: 3, column: 3))
        #expect(nav.marks["navigationBar"] == Mark(line: 5, column: 3))
        #expect(nav.marks["navigationBar.isTranslucent"] == Mark(line: 6, column: 5))
        #expect(nav.marks["isNavigationBarHidden"] == nil)
        let header = try scene.view("header")
        #expect(header.mark == Mark(line: 14, column: 13))
        #expect(header.marks["frame"] == Mark(line: 14, column: 41))
        #expect(header.marks["id"] == Mark(line: 14, column: 29))
    }

    @Test func collectionLayoutMarksUseDottedKeys() throws {
        let scene = try DecodingTestSupport.scene("""
            device: iPhone 15
            root:
              type: UICollectionViewController
              collectionView:
                layout:
                  items: 3
            """)
        #expect(scene.views[0].marks["layout"] == Mark(line: 5, column: 5))
        #expect(scene.views[0].marks["layout.items"] == Mark(line: 6, column: 7))
        #expect(scene.views[0].collection?.items == 3)
    }

    @Test func customDeviceBecomesAProfile() throws {
        let scene = try DecodingTestSupport.scene("""
            device:
              name: Prototype
              idiom: pad
              screen: [800, 1200]
              statusBar: 24
              safeArea: {portrait: [24, 0, 20, 0], landscape: {top: 24, bottom: 20}}
            ios: 12
            root: {type: UIViewController}
            """)
        #expect(scene.device == DeviceProfile(
            name: "Prototype", idiom: .pad, screen: Size(width: 800, height: 1200), statusBar: 24,
            safeAreaPortrait: Insets(top: 24, bottom: 20), safeAreaLandscape: Insets(top: 24, bottom: 20),
            landscapeWidth: .compact, navigationBarY: 24, iosRange: nil, isCustom: true
        ))
    }

    @Test func keyPathsElideTheMiddleOfVeryDeepPaths() {
        var path = SceneKeyPath.root.appending("view")
        for _ in 0..<1000 { path = path.appending("subviews", index: 0) }
        let text = path.description
        #expect(text.hasPrefix("root.view.subviews[0]"))
        #expect(text.contains("…(" + String(1002 - SceneKeyPath.headLimit - SceneKeyPath.tailLimit) + " more keys)…"))
        #expect(text.hasSuffix(".subviews[0]"))
        #expect(text.count < 400)
        #expect(SceneKeyPath.root.appending("viewControllers", index: 1).appending("view").description == "root.viewControllers[1].view")
    }

    @Test func nearestNamePrefersCaseInsensitiveMatchesThenEditDistance() {
        #expect(NearestName.best(for: "edgesforextendedlayout", among: ["edgesForExtendedLayout"]) == "edgesForExtendedLayout")
        #expect(NearestName.best(for: "edgesForExtendedLayot", among: ["extendedLayoutIncludesOpaqueBars", "edgesForExtendedLayout"])
            == "edgesForExtendedLayout")
        #expect(NearestName.best(for: "scrollable", among: ContentInsetAdjustmentBehavior.allCases.map(\.rawValue)) == "scrollableAxes")
        #expect(NearestName.best(for: "heigth", among: ["width", "height"]) == "height")
        #expect(NearestName.best(for: "Top", among: ["top", "tap"]) == "top")
        #expect(NearestName.best(for: "zzzzzz", among: ["top", "bottom"]) == nil)
    }
}
