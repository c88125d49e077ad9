/// Loops of equalities `first = multiplier × second + constant` whose multipliers, followed
/// around the loop, give a factor other than 1. Such a loop fixes each of its variables by
/// itself, at c / (1 − factor), whatever the rest of the system says: the scene decoder reports
/// one as a located error (a cycle of required constraints) before anything is solved.
///
/// Linear in nodes and edges: one breadth-first walk a connected component gives each node its
/// factor relative to the component's first node; an edge off the walk's tree that disagrees
/// with those factors closes a loop. At most one loop is reported a component, the first found.
public enum EqualityLoops {
    public struct Edge: Sendable {
        public var first: Int
        public var second: Int
        /// `first = multiplier × second + constant`; not 0.
        public var multiplier: Double

        public init(first: Int, second: Int, multiplier: Double) {
            self.first = first
            self.second = second
            self.multiplier = multiplier
        }
    }

    public struct Loop: Sendable, Equatable {
        /// Indices into the edges given: the edge that closed the loop first, then the tree paths
        /// from its two ends to where they meet.
        public var edges: [Int]
        /// What one node of the loop is, times itself, once the loop is followed round.
        public var factor: Double

        public init(edges: [Int], factor: Double) {
            self.edges = edges
            self.factor = factor
        }
    }

    /// The loops among `edges` over nodes `0..<nodeCount`, a component at a time, in the order of
    /// the components' first nodes.
    public static func find(_ edges: [Edge], nodeCount: Int) -> [Loop] {
        guard !edges.isEmpty else { return [] }
        // Each node's edges, in the order given, as one array sliced by node (no array per node).
        var edgeStart = [Int](repeating: 0, count: nodeCount + 1)
        for edge in edges {
            edgeStart[edge.first + 1] += 1
            if edge.first != edge.second { edgeStart[edge.second + 1] += 1 }
        }
        for node in 0..<nodeCount { edgeStart[node + 1] += edgeStart[node] }
        var fill = edgeStart
        var incident = [Int](repeating: 0, count: edgeStart[nodeCount])
        for (index, edge) in edges.enumerated() {
            incident[fill[edge.first]] = index
            fill[edge.first] += 1
            if edge.first != edge.second {
                incident[fill[edge.second]] = index
                fill[edge.second] += 1
            }
        }
        // factor[n]: node n = factor × (its component's first node) + a constant.
        var factor = [Double?](repeating: nil, count: nodeCount)
        var parentEdge = [Int?](repeating: nil, count: nodeCount)
        var treeEdge = [Bool](repeating: false, count: edges.count)
        var queue: [Int] = []
        var loops: [Loop] = []
        for start in 0..<nodeCount where factor[start] == nil {
            factor[start] = 1
            queue.removeAll(keepingCapacity: true)
            queue.append(start)
            var head = 0
            var found: (edge: Int, loopFactor: Double)?
            while head < queue.count {
                let current = queue[head]
                head += 1
                for edgeIndex in incident[edgeStart[current]..<edgeStart[current + 1]] {
                    let edge = edges[edgeIndex]
                    let other = edge.first == current ? edge.second : edge.first
                    if factor[other] == nil {
                        factor[other] = other == edge.first ? edge.multiplier * factor[current]! : factor[current]! / edge.multiplier
                        parentEdge[other] = edgeIndex
                        treeEdge[edgeIndex] = true
                        queue.append(other)
                    } else if !treeEdge[edgeIndex], found == nil {
                        let lhs = factor[edge.first]!
                        let rhs = edge.multiplier * factor[edge.second]!
                        if abs(lhs - rhs) > 1e-9 * max(abs(lhs), abs(rhs)) { found = (edgeIndex, rhs / lhs) }
                    }
                }
            }
            if let found {
                loops.append(Loop(edges: loop(closedBy: found.edge, edges: edges, parentEdge: parentEdge), factor: found.loopFactor))
            }
        }
        return loops
    }

    /// The closing edge and the tree paths from its two ends up to where they meet.
    private static func loop(closedBy closing: Int, edges: [Edge], parentEdge: [Int?]) -> [Int] {
        func pathToRoot(_ start: Int) -> [(node: Int, edge: Int?)] {
            var path = [(node: start, edge: parentEdge[start])]
            var current = start
            while let edge = parentEdge[current] {
                current = edges[edge].first == current ? edges[edge].second : edges[edge].first
                path.append((current, parentEdge[current]))
            }
            return path
        }
        let fromFirst = pathToRoot(edges[closing].first)
        let fromSecond = pathToRoot(edges[closing].second)
        let onSecondPath = Set(fromSecond.map(\.node))
        var loop = [closing]
        var meeting = edges[closing].first
        for step in fromFirst {
            meeting = step.node
            if onSecondPath.contains(step.node) { break }
            if let edge = step.edge { loop.append(edge) }
        }
        for step in fromSecond {
            if step.node == meeting { break }
            if let edge = step.edge { loop.append(edge) }
        }
        return loop
    }
}
