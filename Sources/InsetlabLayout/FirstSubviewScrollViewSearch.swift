import InsetlabScene

/// What the first-subview search (LAYOUT-MODEL §5) found for a chain's leaf, and why.
public struct ContentScrollSearch: Sendable, Hashable {
    /// Why the search ended where it did.
    public enum Outcome: Sendable, Hashable {
        /// The controller's view is itself a scroll view.
        case foundAtView
        /// Found `depth` steps down the `subviews[0]` chain (1 = `view.subviews[0]`).
        case foundAtFirstSubview(depth: Int)
        /// Nothing on the way was a scroll view.
        case notFound(NotFoundReason)
    }

    /// Where a search that found nothing stopped.
    public enum NotFoundReason: Sendable, Hashable {
        /// The last view visited has no subviews.
        case noFirstSubview
        /// The walk entered an embedded container whose on-screen controller has no view.
        case embeddedControllerWithoutView(ControllerIndex)
    }

    /// The scroll view the leaf's containers adjust, if any (also `.automatic`'s "content
    /// scroll view", §7).
    public var scrollView: ViewIndex?
    /// The views visited, from the controller's view down.
    public var path: [ViewIndex]
    public var outcome: Outcome

    /// How many levels below the controller's view the scroll view was found (0 at the view).
    public var depth: Int { path.count - 1 }
}

/// LAYOUT-MODEL §5: which ONE scroll view a container adjusts for its on-screen controller.
///
/// Seed 000's `magicView` and seed 002's "逐层遍历" (walk down layer by layer): start at the
/// controller's view; if it is a scroll view, take it; else move to `subviews[0]` and repeat;
/// stop when there is no first subview. A child controller's view counts as the subview it
/// sits in. D14: some radars saw no recursion past `subviews[0]` — the result records the depth
/// so the engine can say when that disagreement matters.
enum FirstSubviewScrollViewSearch {
    static func search(from rootView: ViewIndex, state: inout LayoutState) -> ContentScrollSearch {
        let scene = state.scene
        var visited: [ViewIndex] = []
        var current: ViewIndex? = rootView
        var reason = ContentScrollSearch.NotFoundReason.noFirstSubview
        // A tree walk down first children visits each view at most once.
        while let view = current, visited.count <= scene.views.count {
            visited.append(view)
            let spec = scene.views[view]
            if spec.kind.isScrollView {
                let outcome: ContentScrollSearch.Outcome =
                    visited.count == 1 ? .foundAtView : .foundAtFirstSubview(depth: visited.count - 1)
                return ContentScrollSearch(scrollView: view, path: visited, outcome: outcome)
            }
            if let embedded = spec.rootOf, scene.controllers[embedded].kind.isContainer {
                // An embedded navigation/tab controller: continue into its on-screen controller's view.
                let leaf = state.chain(from: embedded).leaf
                current = scene.controllers[leaf].view
                if current == nil { reason = .embeddedControllerWithoutView(leaf) }
                continue
            }
            current = spec.subviews.first
        }
        return ContentScrollSearch(scrollView: nil, path: visited, outcome: .notFound(reason))
    }

    /// `view → subviews[0] → …` for the trace.
    static func describe(_ result: ContentScrollSearch, in scene: Scene) -> Formula {
        Formula(words: result.path.enumerated().map { offset, view in
            let spec = scene.views[view]
            let name = spec.id.map { "\($0) (\(spec.kind.rawValue))" } ?? spec.kind.rawValue
            return offset == 0 ? "view \(name)" : "subviews[0] \(name)"
        }.joined(separator: " → "))
    }
}
