import InsetlabScene

/// A container chain as the engine resolved it: `visibleChild` followed from `start` down to the
/// controller whose view is on screen, with the containers on the way (LAYOUT-MODEL §3).
public struct ControllerChain: Sendable, Hashable {
    /// The controller the chain starts at: the window's root, a presented controller, a split
    /// view's column, or a container embedded by containment.
    public var start: ControllerIndex
    /// Navigation, tab bar and split view controllers, outside in (`start` first when it is one).
    public var containers: [ControllerIndex]
    /// The controller whose view is on screen at the end of the chain.
    public var leaf: ControllerIndex
}

/// Every chain the engine needs, each resolved once and kept: the engine's steps, the
/// first-subview search and result assembly read it instead of walking `visibleChild` again.
struct ChainTable {
    private var resolved: [ControllerIndex: ControllerChain] = [:]

    /// The chain from `start`, resolved the first time it is asked for.
    mutating func chain(from start: ControllerIndex, in scene: Scene) -> ControllerChain {
        if let chain = resolved[start] { return chain }
        var containers: [ControllerIndex] = []
        var current = start
        // A chain can be no longer than the number of controllers; the bound guards a malformed arena.
        for _ in 0...scene.controllers.count {
            let spec = scene.controllers[current]
            guard spec.kind.isContainer, let next = spec.visibleChild else { break }
            containers.append(current)
            current = next
        }
        let chain = ControllerChain(start: start, containers: containers, leaf: current)
        resolved[start] = chain
        return chain
    }
}
