import InsetlabScene

/// LAYOUT-MODEL §5: which ONE scroll view a container adjusts for its on-screen controller.
///
/// Seed 000's `magicView` and seed 002's "逐层遍历" (walk down layer by layer): start at the
/// controller's view; if it is a scroll view, take it; else move to `subviews[0]` and repeat;
/// stop when there is no first subview. A child controller's view counts as the subview it
/// sits in. D14: some radars saw no recursion past `subviews[0]` — the result records the depth
/// so the engine can say when that disagreement matters.
enum FirstSubviewScrollViewSearch {
    struct Result {
        var scrollView: ViewIndex?
        /// The views visited, from the controller's view down.
        var path: [ViewIndex]
    }

    static func search(from rootView: ViewIndex, in scene: Scene) -> Result {
        var visited: [ViewIndex] = []
        var current: ViewIndex? = rootView
        // A tree walk down first children visits each view at most once.
        while let view = current, visited.count <= scene.views.count {
            visited.append(view)
            let spec = scene.views[view]
            if spec.kind.isScrollView {
                return Result(scrollView: view, path: visited)
            }
            if let embedded = spec.rootOf, scene.controllers[embedded].kind.isContainer {
                // An embedded navigation/tab controller: continue into its on-screen controller's view.
                let leaf = resolveChain(from: embedded, in: scene).leaf
                current = scene.controllers[leaf].view
                continue
            }
            current = spec.subviews.first
        }
        return Result(scrollView: nil, path: visited)
    }

    /// `view → subviews[0] → …` for the trace.
    static func describe(_ result: Result, in scene: Scene) -> String {
        result.path.enumerated().map { offset, view in
            let spec = scene.views[view]
            let name = spec.id.map { "\($0) (\(spec.kind.rawValue))" } ?? spec.kind.rawValue
            return offset == 0 ? "view \(name)" : "subviews[0] \(name)"
        }.joined(separator: " → ")
    }
}
