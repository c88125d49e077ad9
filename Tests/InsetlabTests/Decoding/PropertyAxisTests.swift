import Testing
import InsetlabYAML
@testable import InsetlabScene

/// Matrix property axes (`ID.property: [values]`): expansion after device, ios and orientation,
/// in file order; values read as the same key is in the tree; variant names; `when:`.
@Suite struct PropertyAxisTests {
    static let navigationScene = """
        device: iPhone X
        ios: 11
        matrix:
          orientation: [portrait, landscape]
          nav.navigationBar.isTranslucent: [true, false]
          feed.edgesForExtendedLayout: [all, none]
          table.contentInsetAdjustmentBehavior: [automatic, never]
        root:
          type: UINavigationController
          id: nav
          viewControllers:
            - type: UIViewController
              id: feed
              view:
                subviews:
                  - {type: UITableView, id: table, rows: 20}
        """

    @Test func expandsAfterTheOtherAxesInFileOrder() throws {
        let file = try DecodingTestSupport.decode(Self.navigationScene)
        #expect(file.variants.count == 2 * 2 * 2 * 2)
        let names = file.variants.map(\.key.description)
        #expect(names.first == "iPhone X · iOS 11 · portrait · nav.navigationBar.isTranslucent=true · feed.edgesForExtendedLayout=all · table.contentInsetAdjustmentBehavior=automatic")
        #expect(names[1] == "iPhone X · iOS 11 · portrait · nav.navigationBar.isTranslucent=true · feed.edgesForExtendedLayout=all · table.contentInsetAdjustmentBehavior=never")
        #expect(names[2] == "iPhone X · iOS 11 · portrait · nav.navigationBar.isTranslucent=true · feed.edgesForExtendedLayout=none · table.contentInsetAdjustmentBehavior=automatic")
        #expect(names[7] == "iPhone X · iOS 11 · portrait · nav.navigationBar.isTranslucent=false · feed.edgesForExtendedLayout=none · table.contentInsetAdjustmentBehavior=never")
        #expect(names[8].hasPrefix("iPhone X · iOS 11 · landscape · nav.navigationBar.isTranslucent=true"))
        #expect(Set(names).count == names.count)
    }

    @Test func eachVariantHoldsItsValuesWithTheMatrixEntryAsMark() throws {
        let file = try DecodingTestSupport.decode(Self.navigationScene)
        let last = file.variants[7]
        #expect(last.properties.map(\.description) == [
            "nav.navigationBar.isTranslucent=false", "feed.edgesForExtendedLayout=none", "table.contentInsetAdjustmentBehavior=never",
        ])
        let nav = try last.controller("nav"), feed = try last.controller("feed"), table = try last.view("table")
        #expect(nav.navigationBar.isTranslucent == false)
        #expect(feed.edgesForExtendedLayout == .none)
        #expect(table.scroll?.contentInsetAdjustmentBehavior == ContentInsetAdjustmentBehavior.never)
        // The marks point at the values in the matrix: line 5 `false`, line 6 `none`, line 7 `never`.
        #expect(nav.marks["navigationBar.isTranslucent"] == Mark(line: 5, column: 43))
        #expect(feed.marks["edgesForExtendedLayout"] == Mark(line: 6, column: 38))
        #expect(table.marks["contentInsetAdjustmentBehavior"] == Mark(line: 7, column: 53))

        let first = file.variants[0]
        #expect(try first.controller("nav").navigationBar.isTranslucent == true)
        #expect(try first.controller("feed").edgesForExtendedLayout == .all)
        #expect(file.marks["matrix.feed.edgesForExtendedLayout"] == Mark(line: 6, column: 3))
    }

    @Test func valuesAreReadAsTheTreeReadsThem() throws {
        let file = try DecodingTestSupport.decode("""
            device: iPhone 15
            matrix:
              tabs.selectedIndex: [1, 0]
              feed.additionalSafeAreaInsets: [[0, 0, 0, 0], {top: 20}]
              feed.edgesForExtendedLayout: [[top, bottom]]
              table.rows: [0, 3]
              table.rowHeight: [44.0]
              grid.layout.items: [12]
              grid.layout.itemSize: [{width: 100, height: 50}]
            root:
              type: UITabBarController
              id: tabs
              viewControllers:
                - type: UIViewController
                  id: feed
                  view:
                    subviews:
                      - {type: UITableView, id: table}
                      - {type: UICollectionView, id: grid}
                - type: UIViewController
            """)
        #expect(file.variants.count == 8)
        let names = Set(file.variants.flatMap { $0.properties.map(\.description) })
        #expect(names == [
            "tabs.selectedIndex=1", "tabs.selectedIndex=0",
            "feed.additionalSafeAreaInsets=[0, 0, 0, 0]", "feed.additionalSafeAreaInsets=[20, 0, 0, 0]",
            "feed.edgesForExtendedLayout=[top, bottom]", "table.rows=0", "table.rows=3", "table.rowHeight=44",
            "grid.layout.items=12", "grid.layout.itemSize=[100, 50]",
        ])
        let last = try #require(file.variants.last)
        #expect(try last.controller("tabs").selectedIndex == 0)
        #expect(try last.controller("feed").additionalSafeAreaInsets == Insets(top: 20))
        #expect(try last.controller("feed").edgesForExtendedLayout == [.top, .bottom])
        #expect(try last.view("table").table?.sections == [TableSectionSpec(rows: 3)])
        #expect(try last.view("grid").collection?.items == 12)
        #expect(try last.view("grid").collection?.itemSize == Size(width: 100, height: 50))
    }

    @Test func theMatrixOverridesTheTreeValue() throws {
        let file = try DecodingTestSupport.decode("""
            device: iPhone 15
            matrix: {nav.navigationBar.isTranslucent: [false]}
            root:
              type: UINavigationController
              id: nav
              navigationBar: {isTranslucent: true}
              viewControllers: [{type: UIViewController}]
            """)
        #expect(file.variants.count == 1)
        #expect(file.variants[0].controllers[0].navigationBar.isTranslucent == false)
        #expect(file.variants[0].key.description == "iPhone 15 · iOS 18 · portrait · nav.navigationBar.isTranslucent=false")
    }

    @Test func whenSelectsByPropertyValue() throws {
        let file = try DecodingTestSupport.decode(Self.navigationScene + """

            expect:
              - when: {nav.navigationBar.isTranslucent: false, orientation: landscape}
                feed.topLayoutGuide: 0
              - when: {table.contentInsetAdjustmentBehavior: never}
                table.contentInset: [0, 0, 0, 0]
            """)
        let opaque = try #require(file.expectations.first?.when)
        #expect(opaque.properties == [VariantProperty(axis: "nav.navigationBar.isTranslucent", value: .bool(false))])
        #expect(opaque.orientation == .landscape)
        #expect(opaque.description == "{orientation: landscape, nav.navigationBar.isTranslucent: false}")
        let selected = file.variants.filter { opaque.matches($0.key) }.map(\.key.description)
        #expect(selected.count == 4)
        #expect(selected.allSatisfy { $0.contains("landscape · nav.navigationBar.isTranslucent=false") })
        let never = try #require(file.expectations.last?.when)
        #expect(file.variants.filter { never.matches($0.key) }.count == 8)
    }

    @Test func aScalarForAListAndUnknownAxesAreErrors() {
        let lines = DecodingTestSupport.diagnosticLines("""
            device: iPhone 15
            matrix:
              vc.prefersStatusBarHidden: true
              colour: [red]
            root: {type: UIViewController, id: vc}
            """)
        #expect(lines == [
            "scene.yaml:3:30: error: expected a list of values to vary over, found 'true' (at matrix.vc.prefersStatusBarHidden)",
            "scene.yaml:4:3: error: unknown matrix axis 'colour': a matrix varies device, ios, orientation, or a property of a controller or view as ID.property (such as nav.navigationBar.isTranslucent) (at matrix)",
        ])
    }
}
