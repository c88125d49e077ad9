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
}
