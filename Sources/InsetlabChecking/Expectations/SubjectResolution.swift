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

/// Id indexes for one result, so checking is linear in the scene size, not quadratic. Each
/// index is built on first use: a variant whose file has no expectations builds none, and the
/// scene-wide ones serve only an expectation whose subject is off screen or unknown.
final class Lookup {
    private let result: LayoutResult

    init(_ result: LayoutResult) {
        self.result = result
    }

    /// On screen, by id (the last of a repeated id, as before), as slots in `result.views`.
    private lazy var viewSlots: [String: Int] = {
        var slots: [String: Int] = [:]
        for (slot, view) in result.views.enumerated() { if let id = view.id { slots[id] = slot } }
        return slots
    }()
    private lazy var controllerSlots: [String: Int] = {
        var slots: [String: Int] = [:]
        for (slot, controller) in result.controllers.enumerated() { if let id = controller.id { slots[id] = slot } }
        return slots
    }()
    /// Every id in the scene, on screen or not.
    lazy var sceneViews: [String: ViewIndex] = {
        var indices: [String: ViewIndex] = [:]
        let inputs = result.inputs
        for i in inputs.viewIndices { if let id = inputs.view(i).id { indices[id] = i } }
        return indices
    }()
    lazy var sceneControllers: [String: ControllerIndex] = {
        var indices: [String: ControllerIndex] = [:]
        let inputs = result.inputs
        for i in inputs.controllerIndices { if let id = inputs.controller(i).id { indices[id] = i } }
        return indices
    }()

    func view(id: String) -> ViewLayout? { viewSlots[id].map { result.views[$0] } }
    func controller(id: String) -> ControllerLayout? { controllerSlots[id].map { result.controllers[$0] } }
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
            guard let controller = lookup.controller(id: id) else {
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
            guard let view = lookup.view(id: id) else {
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

    /// Why a view or controller the scene has, by id, is not on screen in `result` (`'settings'
    /// is in the scene but not on screen in this variant: it is not the selected tab…`), as
    /// `check` says it; nil for an id the scene does not have. For `explain`.
    public static func whyNotOnScreen(_ id: String, in result: LayoutResult) -> String? {
        let inputs = result.inputs
        if let controller = inputs.controllerIndices.first(where: { inputs.controller($0).id == id }) {
            return missing(id, sceneIndex: .controller(controller), in: result).message
        }
        if let view = inputs.viewIndices.first(where: { inputs.view($0).id == id }) {
            return missing(id, sceneIndex: .view(view), in: result).message
        }
        return nil
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
        case .splitColumnNotShown:
            return subject + "is a column of split view controller '\(name)' that is not shown here (compact width shows the compact "
                + "column, else the primary; regular width shows what preferredDisplayMode shows)"
        }
    }
}
