import InsetlabLayout
import InsetlabScene

/// Why an expectation has no value to compare: the subject is off screen, unknown, or does not
/// have the property.
struct Unavailable {
    /// Short form for `ExpectationFailure.actual`.
    var actual: String
    var message: String
}

enum Resolution {
    /// The property's numbers; `nil` when it does not apply (compares equal to `null`).
    case value([Double]?)
    case unavailable(Unavailable)
}

/// Id indexes for one result, so checking is linear in the scene size, not quadratic.
struct Lookup {
    var views: [String: ViewLayout] = [:]
    var controllers: [String: ControllerLayout] = [:]
    /// Every id in the scene, on screen or not.
    var sceneViews: [String: ViewIndex] = [:]
    var sceneControllers: [String: ControllerIndex] = [:]

    init(_ result: LayoutResult) {
        for view in result.views { if let id = view.id { views[id] = view } }
        for controller in result.controllers { if let id = controller.id { controllers[id] = controller } }
        let inputs = result.inputs
        for i in inputs.viewIndices { if let id = inputs.view(i).id { sceneViews[id] = i } }
        for i in inputs.controllerIndices { if let id = inputs.controller(i).id { sceneControllers[id] = i } }
    }
}

extension ExpectationChecker {
    static func resolve(_ expectation: Expectation, in result: LayoutResult, lookup: Lookup) -> Resolution {
        let property = expectation.property
        switch expectation.subject {
        case .bar(let kind):
            guard property == .frame else {
                return .unavailable(.init(
                    actual: "no such property", message: "bars have only a frame (`\(kind.rawValue).frame`)"
                ))
            }
            return .value(result.bar(kind)?.frame.components)

        case .controller(let id):
            guard let controller = lookup.controllers[id] else {
                let sceneIndex = lookup.sceneControllers[id].map(Either.controller)
                return .unavailable(missing(id, sceneIndex: sceneIndex, in: result))
            }
            switch property {
            case .viewFrame, .safeAreaInsets, .topLayoutGuide, .bottomLayoutGuide:
                return .value(controller.value(property)?.components)
            default:
                // A view property on a controller id is about its root view.
                guard let root = controller.rootView, let view = result.view(root) else {
                    return .unavailable(.init(
                        actual: "no root view",
                        message: "'\(id)' is a \(controller.kind.rawValue), whose view UIKit manages; "
                            + "it has no \(property.rawValue) (use `\(id).viewFrame`)"
                    ))
                }
                return viewValue(property, of: view)
            }

        case .view(let id):
            guard let view = lookup.views[id] else {
                return .unavailable(missing(id, sceneIndex: lookup.sceneViews[id].map(Either.view), in: result))
            }
            if ExpectedProperty.viewProperties.contains(property) { return viewValue(property, of: view) }
            return .unavailable(.init(
                actual: "no such property",
                message: "'\(id)' is a view; \(property.rawValue) belongs to view controllers"
            ))
        }
    }

    private static func viewValue(_ property: LayoutProperty, of view: ViewLayout) -> Resolution {
        .value(view.value(property)?.components)
    }

    enum Either {
        case view(ViewIndex)
        case controller(ControllerIndex)
    }

    private static func missing(_ id: String, sceneIndex: Either?, in result: LayoutResult) -> Unavailable {
        guard let sceneIndex else {
            return Unavailable(actual: "no such id", message: "the scene has nothing with id '\(id)'")
        }
        let why: String
        switch sceneIndex {
        case .controller(let index): why = offScreenReason(controller: index, in: result)
        case .view(let index):
            let owner = result.inputs.view(index).owner
            why = result.controller(owner) == nil
                ? "its controller " + offScreenReason(controller: owner, in: result, named: true)
                : "it is not on screen"
        }
        return Unavailable(
            actual: "not on screen", message: "'\(id)' is in the scene but not on screen in this variant: \(why)"
        )
    }

    /// `'list' is not the top of navigation controller 'nav'`: the first container that hides
    /// it, as the engine's inputs say (`LayoutInputs.offScreenCause`).
    private static func offScreenReason(controller index: ControllerIndex, in result: LayoutResult, named: Bool = false) -> String {
        let inputs = result.inputs
        let cause = inputs.offScreenCause(of: index, in: result)
        let subject = cause.hidden != index
            ? "'\(inputs.controller(cause.hidden).name)', which holds it, "
            : named ? "'\(inputs.controller(index).name)' " : "it "
        guard let container = cause.container, let how = cause.how else { return subject + "is not on screen" }
        let name = inputs.controller(container).name
        switch how {
        case .belowTopOfNavigationStack:
            return subject + "is below the top of navigation controller '\(name)' (only the last of viewControllers is on screen)"
        case .notSelectedTab(let selectedIndex):
            return subject + "is not the selected tab of '\(name)' (selectedIndex \(selectedIndex))"
        }
    }
}
