import InsetlabLayout
import InsetlabScene
import Testing

/// `navigationItem.searchController` and `navigationItem.prompt` (docs/model-decisions.md M24,
/// M25). Neither height is measured (research-facts §3, §4): the tests pin the commonly quoted
/// values the engine uses AND the model-uncertainty note that must come with them.
@Suite("search controller and prompt")
struct NavigationItemExtrasTests {
    private func nav(_ item: String) throws -> LayoutResult {
        try layout("""
            device: iPhone X
            ios: 16
            root:
              type: UINavigationController
              viewControllers:
                - type: UITableViewController
                  id: list
                  \(item)
            """)
    }

    private func references(_ r: LayoutResult) -> Set<String> {
        Set(r.notes.filter { $0.kind == .uncertainty }.map(\.reference))
    }

    @Test func visibleSearchBarAddsFiftyTwo() throws {
        let r = try nav("searchController: {hidesSearchBarWhenScrolling: false}")
        // 44 (§3) + 52 (research-facts §3: "commonly quoted as 52 pt"), under the 44-pt status bar (F2).
        #expect(r.barFrame(.navigationBar) == rect(0, 44, 375, 96))
        #expect(r.c("list").safeAreaInsets == insets(140, 0, 34, 0))
        #expect(references(r).contains("search-bar-height"))
    }

    @Test func defaultSearchBarIsCollapsedAtRest() throws {
        let r = try nav("searchController: {}")
        #expect(r.barFrame(.navigationBar) == rect(0, 44, 375, 44))
        #expect(references(r).contains("search-bar-collapsed"))
    }

    @Test func promptAddsThirty() throws {
        let r = try nav("prompt: Choose a photo")
        // 44 + 30 (research-facts §4: "often quoted as 30 pt, giving a 74-pt bar").
        #expect(r.barFrame(.navigationBar) == rect(0, 44, 375, 74))
        #expect(references(r).contains("prompt-height"))
    }

    /// Keys UIKit reads only with a visible navigation bar, or only with large titles on: said,
    /// not silently passed (the bar stays 44: the item adds nothing).
    @Test func navigationItemKeysThatCannotShowAreNoted() throws {
        func unread(_ r: LayoutResult) -> [String] {
            r.notes.filter { $0.reference == "navigation-item-unread" }.map(\.message)
        }
        let hidden = try layout("""
            device: iPhone X
            ios: 16
            root:
              type: UINavigationController
              isNavigationBarHidden: true
              viewControllers:
                - {type: UIViewController, id: vc, prompt: Pick one, searchController: {hidesSearchBarWhenScrolling: false}}
            """)
        #expect(hidden.bar(.navigationBar) == nil)
        #expect(unread(hidden).contains { $0.contains("hides its navigation bar") && $0.contains("prompt and searchController have no effect") })
        let smallTitles = try layout("""
            device: iPhone X
            ios: 16
            root:
              type: UINavigationController
              viewControllers:
                - {type: UIViewController, id: vc, largeTitleDisplayMode: always}
            """)
        #expect(smallTitles.barFrame(.navigationBar) == rect(0, 44, 375, 44))
        #expect(unread(smallTitles).contains { $0.contains("prefersLargeTitles is false") })
        let largeTitles = try layout("""
            device: iPhone X
            ios: 16
            root:
              type: UINavigationController
              navigationBar: {prefersLargeTitles: true}
              viewControllers:
                - {type: UIViewController, id: vc, largeTitleDisplayMode: always}
            """)
        #expect(unread(largeTitles).isEmpty)
    }

    /// Apple, UINavigationItem.searchBarPlacementAllowsToolbarIntegration (iOS 26, true by
    /// default): on an iPhone the search bar may go into a shown toolbar. insetlab keeps it under
    /// the bar and says so; without a toolbar, or before iOS 26, no such note.
    @Test func iOS26SearchBarWithAToolbarIsNoted() throws {
        func scene(ios: Int, toolbar: Bool) throws -> LayoutResult {
            try layout("""
                device: iPhone 16
                ios: \(ios)
                root:
                  type: UINavigationController
                  isToolbarHidden: \(!toolbar)
                  viewControllers: [{type: UITableViewController, id: list, searchController: {hidesSearchBarWhenScrolling: false}, tableView: {rows: 30}}]
                """)
        }
        #expect(references(try scene(ios: 26, toolbar: true)).contains("search-bar-toolbar"))
        #expect(!references(try scene(ios: 26, toolbar: false)).contains("search-bar-toolbar"))
        #expect(!references(try scene(ios: 18, toolbar: true)).contains("search-bar-toolbar"))
    }
}
