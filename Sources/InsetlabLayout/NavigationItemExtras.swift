import InsetlabScene

/// What the on-screen controller's `navigationItem` adds to its navigation bar: a search bar
/// (`searchController`, iOS 11+) and a prompt line (docs/model-decisions.md M24, M25).
///
/// No measured height was found for either (research-facts §3, §4): the search bar region is the
/// commonly quoted 52 pt (iOS 11–12; "52 or 56 later"; a standalone UISearchBar is 56 tall from
/// iOS 11, jdisho/Papr PR #67) and the prompt the commonly quoted 30 pt (a 74-pt bar, PR1 shows
/// only that the bar grows). Each is reported as a model-uncertainty note.
enum NavigationItemExtras {
    static let searchBarHeight = 52.0
    static let promptHeight = 30.0

    /// The extra height and the notes, for the leaf of a navigation stack.
    static func extraHeight(leaf: ControllerIndex, navigation: ControllerIndex, state: inout LayoutState) -> Double {
        let spec = state.scene.controllers[leaf]
        var extra = 0.0
        if let search = spec.searchController {
            if state.ios < 11 {
                state.note(.notModelled, "search-controller-ios11", "navigationItem.searchController needs iOS 11; iOS \(state.ios) has no search bar in the navigation bar",
                    controller: leaf, key: "searchController")
            } else if search.hidesSearchBarWhenScrolling {
                state.note(
                    .uncertainty, "search-bar-collapsed",
                    "navigationItem.searchController with hidesSearchBarWhenScrolling true (UIKit's default): taken as collapsed at rest, adding nothing; set it false to show the search bar",
                    controller: leaf, key: "searchController")
            } else {
                extra += searchBarHeight
                state.note(
                    .uncertainty, "search-bar-height",
                    "search bar under the navigation bar: 52 pt, the commonly quoted height (research-facts §3: no measurement found; a standalone UISearchBar is 56 from iOS 11, jdisho/Papr #67)",
                    controller: leaf, key: "searchController")
                // iOS 26 on an iPhone may put the search bar in a shown toolbar instead (Apple,
                // UINavigationItem.searchBarPlacementAllowsToolbarIntegration, true by default).
                if state.ios >= 26, state.scene.device.idiom == .phone, ContainerLayout.showsToolbar(navigation, scene: state.scene) {
                    state.note(
                        .uncertainty, "search-bar-toolbar",
                        "iOS 26 iPhone with a toolbar shown: UIKit may place the search bar in the toolbar (UINavigationItem.searchBarPlacementAllowsToolbarIntegration, true by default); insetlab keeps it under the navigation bar, and where UIKit puts it is not measured",
                        controller: leaf, key: "searchController")
                }
            }
        }
        if spec.prompt != nil {
            extra += promptHeight
            state.note(
                .uncertainty, "prompt-height",
                "navigationItem.prompt: the bar grows by 30 pt, the commonly quoted value (research-facts §4: no measurement found)",
                controller: leaf, key: "prompt")
        }
        return extra
    }
}
