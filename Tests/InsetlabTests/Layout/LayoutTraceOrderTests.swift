import InsetlabLayout
import InsetlabScene
import Testing

/// `explain` lists bars no one shows from the trace's subjects. Their order is the order the
/// layout first recorded them, the same on every run; a dictionary's keys are not (Swift seeds
/// its hashing per process).
@Suite("Layout trace order")
struct LayoutTraceOrderTests {
    @Test func subjectsKeepTheOrderTheyWereFirstRecorded() {
        var trace = LayoutTrace()
        let derivation = Derivation(property: .frame, rule: "test", source: "LAYOUT-MODEL §3", expression: "not shown")
        trace.record(.bar(.tabBar, owner: 0), derivation)
        trace.record(.bar(.navigationBar, owner: 1), derivation)
        trace.record(.window, derivation)
        trace.record(.bar(.tabBar, owner: 0), derivation)
        #expect(trace.subjects == [.bar(.tabBar, owner: 0), .bar(.navigationBar, owner: 1), .window])
        #expect(trace.derivations(for: .bar(.tabBar, owner: 0)).count == 2)
    }
}
