import Testing
import InsetlabYAML
@testable import InsetlabScene

/// Expected values are SCENE-FORMAT's defaults and notations, cited per test.
@Suite struct SceneDecoderTests {
    // MARK: Defaults (SCENE-FORMAT "Top level", "View controllers", "Views")

    @Test func topLevelDefaults() throws {
        let file = try DecodingTestSupport.decode("""
            device: iPhone 15
            root: {type: UIViewController}
            """)
        #expect(file.name == nil)
        #expect(file.expectations.isEmpty)
        let scene = try #require(file.variants.first)
        #expect(file.variants.count == 1)
        #expect(scene.ios == 18)  // "ios: major iOS version, 7...18 (default 18)"
        #expect(scene.orientation == .portrait)  // "(default portrait)"
        #expect(scene.device.name == "iPhone 15")
        #expect(!scene.device.isCustom)
    }

    @Test func controllerDefaults() throws {
        let scene = try DecodingTestSupport.scene("""
            device: iPhone 15
            root:
              type: UITabBarController
              viewControllers:
                - type: UINavigationController
                  viewControllers:
                    - type: UIViewController
            """)
        let tabs = scene.controllers[0], nav = scene.controllers[1], leaf = scene.controllers[2]
        for controller in [tabs, nav, leaf] {
            #expect(controller.edgesForExtendedLayout == .all)
            #expect(controller.extendedLayoutIncludesOpaqueBars == false)
            #expect(controller.automaticallyAdjustsScrollViewInsets == true)
            #expect(controller.additionalSafeAreaInsets == .zero)
            #expect(controller.prefersStatusBarHidden == false)
            #expect(controller.hidesBottomBarWhenPushed == false)
            #expect(controller.largeTitleDisplayMode == .automatic)
        }
        // UINavigationController: navigationBar {isTranslucent: true, prefersLargeTitles: false},
        // isNavigationBarHidden: false, toolbar {isTranslucent: true}, isToolbarHidden: true.
        #expect(nav.navigationBar == NavigationBarSpec(isTranslucent: true, prefersLargeTitles: false))
        #expect(nav.isNavigationBarHidden == false)
        #expect(nav.toolbar == BottomBarSpec(isTranslucent: true, isHidden: true))
        // UITabBarController: selectedIndex 0, tabBar {isTranslucent: true, isHidden: false}.
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.tabBar == BottomBarSpec(isTranslucent: true, isHidden: false))
        // Containers have no view of their own; the leaf gets a plain UIView.
        #expect(tabs.view == nil && nav.view == nil)
        let leafView = try #require(leaf.view)
        #expect(scene.views[leafView].kind == .view)
        #expect(scene.views[leafView].position == .managed)
    }

    @Test func viewDefaults() throws {
        let scene = try DecodingTestSupport.scene("""
            device: iPhone 15
            root:
              type: UIViewController
              view:
                subviews:
                  - {type: UIView, id: plain}
                  - {type: UIScrollView, id: scroll}
                  - {type: UITableView, id: table}
                  - {type: UICollectionView, id: grid}
                  - {type: UITextView, id: text}
            """)
        let plain = try scene.view("plain")
        #expect(plain.isHidden == false)
        #expect(plain.layoutMargins == nil)
        #expect(plain.insetsLayoutMarginsFromSafeArea == true)
        #expect(plain.preservesSuperviewLayoutMargins == false)
        #expect(plain.scroll == nil && plain.table == nil && plain.collection == nil)
        // Neither frame nor pin: the view fills its superview (`pin: superview`).
        #expect(plain.position == .pin(.all(.superview, mark: plain.mark)))

        for id in ["scroll", "table", "grid", "text"] {
            let scroll = try #require(try scene.view(id).scroll)
            #expect(scroll.contentInset == .zero)
            #expect(scroll.contentInsetAdjustmentBehavior == .automatic)
            #expect(scroll.contentSize == .zero)
            #expect(scroll.isScrollEnabled == true)
            #expect(scroll.alwaysBounceHorizontal == false)
            // "alwaysBounceVertical: false, but true for UITableView"
            #expect(scroll.alwaysBounceVertical == (id == "table"))
        }

        let table = try #require(try scene.view("table").table)
        #expect(table.style == .plain)
        #expect(table.sections.isEmpty)
        #expect(table.rowHeight == 44)
        #expect(table.estimatedRowHeight == nil)
        #expect(table.sectionHeaderHeight == nil && table.sectionFooterHeight == nil)
        #expect(table.insetsContentViewsToSafeArea == true)
        #expect(table.tableHeaderHeight == 0 && table.tableFooterHeight == 0)

        let layout = try #require(try scene.view("grid").collection)
        #expect(layout.items == 0)
        #expect(layout.scrollDirection == .vertical)
        #expect(layout.sectionInset == .zero)
        #expect(layout.sectionInsetReference == .fromContentInset)
        #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
    }

    @Test func tableAndCollectionControllersGetTheirViewKind() throws {
        let scene = try DecodingTestSupport.scene("""
            device: iPhone 15
            root:
              type: UITabBarController
              viewControllers:
                - type: UITableViewController
                - type: UICollectionViewController
                - {type: UITableViewController, tableView: {rows: 5}}
            """)
        let kinds = scene.controllers[1...].map { scene.views[$0.view!].kind }
        #expect(kinds == [.tableView, .collectionView, .tableView])
        #expect(scene.views[scene.controllers[3].view!].table?.sections == [TableSectionSpec(rows: 5)])
        #expect(scene.views[scene.controllers[1].view!].scroll?.alwaysBounceVertical == true)
    }

    // MARK: Notations (SCENE-FORMAT "Notation")

    @Test func rectsInsetsSizesInBothNotations() throws {
        let scene = try DecodingTestSupport.scene("""
            device: iPhone 15
            root:
              type: UIViewController
              additionalSafeAreaInsets: {bottom: -5, top: 10}
              view:
                layoutMargins: [1, 2, 3, 4]
                subviews:
                  - {type: UIView, id: list, frame: [0, 64, 375, 603]}
                  - {type: UIView, id: map, frame: {x: 0, y: 64, width: 375, height: 603}}
                  - type: UIScrollView
                    id: scroll
                    contentInset: {left: 7}
                    contentSize: {width: 100, height: 2000}
                  - type: UICollectionView
                    id: grid
                    layout: {itemSize: [80, 60], sectionInset: [8, 16, 8, 16]}
            """)
        let rect = Rect(x: 0, y: 64, width: 375, height: 603)
        #expect(try scene.view("list").position == .frame(rect))
        #expect(try scene.view("map").position == .frame(rect))
        #expect(scene.controllers[0].additionalSafeAreaInsets == Insets(top: 10, left: 0, bottom: -5, right: 0))
        #expect(scene.views[0].layoutMargins == Insets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(try scene.view("scroll").scroll?.contentInset == Insets(left: 7))
        #expect(try scene.view("scroll").scroll?.contentSize == Size(width: 100, height: 2000))
        #expect(try scene.view("grid").collection?.itemSize == Size(width: 80, height: 60))
        #expect(try scene.view("grid").collection?.sectionInset == Insets(top: 8, left: 16, bottom: 8, right: 16))
    }

    @Test func edgesForExtendedLayoutSpellings() throws {
        let scene = try DecodingTestSupport.scene("""
            device: iPhone 15
            root:
              type: UITabBarController
              viewControllers:
                - {type: UIViewController, edgesForExtendedLayout: all}
                - {type: UIViewController, edgesForExtendedLayout: none}
                - {type: UIViewController, edgesForExtendedLayout: []}
                - {type: UIViewController, edgesForExtendedLayout: [bottom, top]}
            """)
        #expect(scene.controllers[1...].map(\.edgesForExtendedLayout) == [.all, .none, .none, [.top, .bottom]])
    }

    @Test func pinForms() throws {
        let scene = try DecodingTestSupport.scene("""
            device: iPhone 15
            root:
              type: UIViewController
              view:
                subviews:
                  - {type: UIView, id: short, pin: safeArea}
                  - type: UIView
                    id: long
                    pin:
                      top: {to: margins, inset: 8}
                      height: 44
                      leading: superview
                      width: 100
            """)
        let short = try scene.view("short")
        guard case .pin(let all) = short.position else { Issue.record("not pinned"); return }
        #expect([all.top, all.bottom, all.leading, all.trailing].map { $0?.anchor } == Array(repeating: .safeArea, count: 4))
        #expect(all.top?.mark == short.marks["pin"])  // the shorthand's constraints point at `pin:`
        guard case .pin(let pin) = try scene.view("long").position else { Issue.record("not pinned"); return }
        #expect(pin.top?.anchor == .margins && pin.top?.inset == 8)
        #expect(pin.leading?.anchor == .superview && pin.leading?.inset == 0)
        #expect(pin.bottom == nil && pin.trailing == nil)
        #expect(pin.height == 44 && pin.width == 100)
    }

    // MARK: Matrix (SCENE-FORMAT "Top level")

    @Test func matrixExpandsDevicesThenVersionsThenOrientations() throws {
        let file = try DecodingTestSupport.decode("""
            matrix:
              device: [iPhone 7, iphone 8]
              ios: [11, 13]
              orientation: [portrait, landscape]
            root: {type: UIViewController}
            """)
        let keys = file.variants.map(\.key.description)
        #expect(keys == [
            "iPhone 7 · iOS 11 · portrait", "iPhone 7 · iOS 11 · landscape",
            "iPhone 7 · iOS 13 · portrait", "iPhone 7 · iOS 13 · landscape",
            "iPhone 8 · iOS 11 · portrait", "iPhone 8 · iOS 11 · landscape",
            "iPhone 8 · iOS 13 · portrait", "iPhone 8 · iOS 13 · landscape",
        ])
        // Every variant shares the one decoded tree.
        #expect(Set(file.variants.map(\.controllers.count)) == [1])
    }

    /// A matrix axis replaces the top-level key, which must be among its values (one that is not
    /// would vanish unsaid: `invalid/matrix-sets-top-level-aside.yaml`).
    @Test func matrixAxisOverridesTheTopLevelKey() throws {
        let file = try DecodingTestSupport.decode("""
            device: iPhone 8
            ios: 14
            orientation: landscape
            matrix: {ios: [14, 15]}
            root: {type: UIViewController}
            """)
        #expect(file.variants.map(\.key.description) == ["iPhone 8 · iOS 14 · landscape", "iPhone 8 · iOS 15 · landscape"])
        #expect(file.marks["matrix.ios"] == Mark(line: 4, column: 10))
    }

    // MARK: Expectations (SCENE-FORMAT "Expectations")

    @Test func expectationBlocks() throws {
        let file = try DecodingTestSupport.decode("""
            device: iPhone 7
            matrix: {ios: [10, 11]}
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  id: feed
                  view: {subviews: [{type: UITableView, id: table}]}
            expect:
              - warnings: [content-under-bar]
                navigationBar.frame: [0, 20, 375, 44]
              - when: {device: iphone 7, ios: 10}
                feed.topLayoutGuide: 64
                table.contentInset: {top: 64}
                table.contentOffset: {x: 0, y: -64}
                table.adjustedContentInset: null
                feed.frame: [0, 0, 375, 667]
                warnings: {includes: [content-under-bar]}
            """)
        #expect(file.expectations.count == 2)
        let always = file.expectations[0]
        #expect(always.when == nil)
        #expect(always.warnings?.rules == ["content-under-bar"] && always.warnings?.exact == true)
        #expect(always.expectations.map(\.key) == ["navigationBar.frame"])
        #expect(always.expectations[0].subject == .bar(.navigationBar))
        #expect(always.expectations[0].mark == Mark(line: 11, column: 5))

        let legacy = file.expectations[1]
        // Device names are canonicalised through the catalog.
        #expect(legacy.when == VariantSelector(device: "iPhone 7", ios: 10))
        #expect(legacy.warnings?.exact == false)
        #expect(legacy.expectations.map(\.value) == [
            .number(64), .numbers([64, 0, 0, 0]), .numbers([0, -64]), .null, .numbers([0, 0, 375, 667]),
        ])
        #expect(legacy.expectations.map(\.subject) == [
            .controller("feed"), .view("table"), .view("table"), .view("table"), .controller("feed"),
        ])
        #expect(file.variants.filter { legacy.when!.matches($0.key) }.count == 1)
    }

    @Test func aSingleExpectMappingIsOneBlockForEveryVariant() throws {
        let file = try DecodingTestSupport.decode("""
            device: iPhone 15
            root: {type: UIViewController, id: vc}
            expect:
              vc.safeAreaInsets: [59, 0, 34, 0]
            """)
        #expect(file.expectations.count == 1)
        #expect(file.expectations[0].when == nil)
        #expect(file.expectations[0].expectations[0].property == .safeAreaInsets)
    }

    /// A controller answers its own properties and its root view's: the list names each once.
    @Test func aControllersUnknownPropertyListsEachPropertyOnce() {
        let lines = DecodingTestSupport.diagnosticLines("""
            device: iPhone 8
            ios: 13
            root: {type: UIViewController, id: vc}
            expect:
              vc.bogus: 1
            """)
        let line = lines.first ?? ""
        #expect(line.contains("unknown property 'bogus' of 'vc'"), "\(line)")
        #expect(line.components(separatedBy: "safeAreaInsets").count == 2, "\(line)")
    }
}
