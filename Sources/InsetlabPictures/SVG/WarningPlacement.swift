import InsetlabLayout
import InsetlabRules
import InsetlabScene

/// Where on screen a warning belongs: the window frame of the view or controller it names.
///
/// Rules name their subject by id, else by view path (`feed.view/0`) or scene key path
/// (`root.viewControllers[1]`); this resolves every spelling a rule uses. A subject that is not
/// on screen (or a warning about the whole scene) has no place and is listed in the legend only.
struct WarningPlacement {
    /// Longest path subject looked up by scanning the views: deeper ones (a 10,000-deep test
    /// tree) are listed in the legend without a marker rather than making a picture quadratic.
    static let maxPathLength = 240

    private var named: [String: Rect] = [:]
    /// Views without an id, by the path spellings rules use (scene key path, view path): built
    /// once, so looking up a warning's subject does not scan the views (10,000 warnings about
    /// views past the drawn 1,000 made the picture quadratic).
    private var byPath: [String: Rect] = [:]

    /// `views`: the views the picture draws (a prefix of the result's, in pre-order).
    init(_ result: LayoutResult, views: ArraySlice<ViewLayout>) {
        let inputs = result.inputs
        for controller in result.controllers {
            let spec = inputs.controller(controller.index)
            named[controller.name] = controller.viewFrame
            named[spec.name] = controller.viewFrame
            if spec.keyPath.count <= Self.maxPathLength { named[spec.keyPath] = controller.viewFrame }
        }
        // Ids are unique in a scene; a view id wins over a controller of the same spelling.
        for view in views where !view.isHidden {
            if let id = view.id { named[id] = view.windowFrame }
        }
        // The first view of a spelling wins, as the scan in view order did.
        for view in views where !view.isHidden && view.id == nil {
            let keyPath = inputs.view(view.index).keyPath
            if keyPath.count <= Self.maxPathLength, byPath[keyPath] == nil { byPath[keyPath] = view.windowFrame }
            let path = view.pathStorage.tail(maxCharacters: Self.maxPathLength + 8)
            if byPath[path] == nil { byPath[path] = view.windowFrame }
        }
    }

    /// The subject's window frame, or `nil` when it has none on screen.
    func frame(for warning: PitfallWarning) -> Rect? {
        guard let subject = warning.subject else { return nil }
        if let frame = named[subject] { return frame }
        guard subject.count <= Self.maxPathLength else { return nil }
        return byPath[subject]
    }
}
