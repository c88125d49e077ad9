package import InsetlabLayout
package import InsetlabScene

/// How reports and snapshot facts name a view or a controller, one way everywhere.
package enum SubjectNames {
    /// A view's id, else its path (the scene's key path when the view is not on screen).
    package static func viewName(_ index: ViewIndex, in result: LayoutResult) -> String {
        if let view = result.view(index) { return view.id ?? view.path }
        let inputs = result.inputs.view(index)
        return inputs.id ?? inputs.keyPath
    }

    package static func controllerName(_ index: ControllerIndex, in result: LayoutResult) -> String {
        result.controller(index)?.name ?? result.inputs.controller(index).name
    }
}
