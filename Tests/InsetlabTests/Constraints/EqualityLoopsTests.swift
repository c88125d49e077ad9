import InsetlabConstraints
import Testing

/// Loops of equalities `first = multiplier × second + constant`, with every factor worked by hand
/// beside it. The scene-level behaviour (messages, lines) is in `ConstraintCycleTests`.
@Suite("Equality loops")
struct EqualityLoopsTests {
    private func edge(_ first: Int, _ second: Int, _ multiplier: Double) -> EqualityLoops.Edge {
        EqualityLoops.Edge(first: first, second: second, multiplier: multiplier)
    }

    @Test func aTreeHasNoLoop() {
        // 0 = 2 × 1, 1 = 3 × 2, 3 = 0.5 × 0: every node reached once.
        #expect(EqualityLoops.find([edge(0, 1, 2), edge(1, 2, 3), edge(3, 0, 0.5)], nodeCount: 4).isEmpty)
    }

    @Test func twoEdgesWhoseFactorsDoNotCancelCloseALoop() {
        // 0 = 1 × 1 and 1 = 2 × 0: 0 = 2 × 0, a loop of both edges with factor 2.
        #expect(EqualityLoops.find([edge(0, 1, 1), edge(1, 0, 2)], nodeCount: 2) == [EqualityLoops.Loop(edges: [1, 0], factor: 2)])
    }

    @Test func factorsThatMultiplyToOneAreNoLoop() {
        // 0 = 2 × 1, 1 = 4 × 2, 2 = 0.125 × 0: 0 = 2 × 4 × 0.125 × 0 = 1 × 0.
        #expect(EqualityLoops.find([edge(0, 1, 2), edge(1, 2, 4), edge(2, 0, 0.125)], nodeCount: 3).isEmpty)
    }

    @Test func aLoopIsTheClosingEdgeAndBothPathsToWhereTheyMeet() {
        // 0 = 1 × 1, 1 = 1 × 2, 2 = 1 × 3, 3 = 3 × 1. Breadth first from node 0: 1 = 1 × (0) by
        // edge 0; from node 1, 2 = 1 × (0) by edge 1 and 3 = 3 × (0) by edge 3; from node 2, edge 2
        // says 2 = 1 × 3 = 3 × (0) against 1 × (0): it closes the loop 1 → 2 → 3 with factor 3.
        // Node 0 hangs off the loop and is not in it.
        let loops = EqualityLoops.find([edge(0, 1, 1), edge(1, 2, 1), edge(2, 3, 1), edge(3, 1, 3)], nodeCount: 4)
        #expect(loops.map(\.edges.first) == [2])
        #expect(loops.map { Set($0.edges) } == [[1, 2, 3]])
        #expect(loops.map(\.factor) == [3])
    }

    @Test func oneLoopEachComponent() {
        // Two separate pairs, each 0 = 1 × 1, 1 = 2 × 0 (factor 2), on nodes {0, 1} and {2, 3}.
        let loops = EqualityLoops.find([edge(0, 1, 1), edge(1, 0, 2), edge(2, 3, 1), edge(3, 2, 2)], nodeCount: 4)
        #expect(loops.map(\.edges) == [[1, 0], [3, 2]])
    }

    @Test func aSelfLoopWithAFactorOtherThanOne() {
        // 0 = 2 × 0.
        #expect(EqualityLoops.find([edge(0, 0, 2)], nodeCount: 1) == [EqualityLoops.Loop(edges: [0], factor: 2)])
    }
}
