import Foundation
import InsetlabLayout
@testable import InsetlabReport
@testable import InsetlabReporters
@testable import InsetlabWorkspace
import InsetlabScene
import InsetlabYAML
import Testing

/// Scene files served from memory (`bad-N.yaml` are invalid), laid out on several threads.
private func load(_ path: String) throws(DiagnosticError) -> LoadedScene {
    LoadedScene(try loadFile(path))
}

private func loadFile(_ path: String) throws(DiagnosticError) -> SceneFile {
    if path.hasPrefix("bad") {
        throw DiagnosticError(.error("unknown key `x`", file: path, at: Mark(line: 2, column: 1)))
    }
    return ReportSamples.file(name: nil, path: path, variants: [ReportSamples.minimalScene(file: path)])
}

@Suite("Ordered parallel work")
struct OrderedParallelWorkTests {
    @Test("results come back in input order whatever order the work finishes in", arguments: [1, 2, 4])
    func order(jobs: Int) {
        var emitted: [Int] = []
        OrderedParallelWork.forEach(
            count: 200, jobs: jobs,
            work: { index in
                // Early inputs are the slow ones, so later ones finish first.
                if index % 17 == 0 { usleep(2_000) }
                return index * 10
            },
            emit: { index, value in
                #expect(value == index * 10)
                emitted.append(index)
            })
        #expect(emitted == Array(0..<200))
    }

    @Test("never more than `window` inputs started and not yet emitted")
    func window() {
        let counter = InFlightCounter()
        OrderedParallelWork.forEach(
            count: 300, jobs: 4, window: 6,
            work: { index in
                counter.start()
                if index % 5 == 0 { usleep(500) }
                return index
            },
            emit: { _, _ in counter.finish() })
        #expect(counter.highest <= 6)
        #expect(counter.current == 0)
    }

    @Test("a window smaller than the number of jobs still hands on every result, in order")
    func narrowWindow() {
        var emitted: [Int] = []
        OrderedParallelWork.forEach(
            count: 120, jobs: 8, window: 1,
            work: { index in
                if index % 7 == 0 { usleep(300) }
                return index
            },
            emit: { index, value in
                #expect(value == index)
                emitted.append(index)
            })
        #expect(emitted == Array(0..<120))
    }

    @Test("a library caller's huge jobs count saturates: a thread per input at most, results in order")
    func hugeJobs() {
        var emitted: [Int] = []
        OrderedParallelWork.forEach(count: 5, jobs: .max, work: { $0 }, emit: { _, value in emitted.append(value) })
        #expect(emitted == Array(0..<5))
    }

    @Test("the calling thread is one of the jobs: it works while the result it hands on next is not there")
    func callerWorks() {
        let threads = ThreadsSeen()
        OrderedParallelWork.forEach(
            count: 400, jobs: 2,
            work: { index in
                threads.saw()
                // Every input takes a while, so the caller finds the next result missing.
                usleep(200)
                return index
            },
            emit: { _, _ in })
        #expect(threads.caller > 0)
        #expect(threads.others > 0)
    }

    @Test("check on 4 jobs prints the same report as on one, invalid files in their place")
    func batchMatchesSerial() {
        let files = (0..<60).map { $0 % 13 == 5 ? "bad-\($0).yaml" : "scene-\($0).yaml" }
        func report(jobs: Int) -> (out: String, err: String, summary: CheckSummary) {
            let console = Console(out: .capture(), err: .capture())
            let summary = SceneBatch.check(files, load: load, reporter: CheckReporter(), console: console, jobs: jobs)
            return (console.out.text, console.err.text, summary)
        }
        let serial = report(jobs: 1)
        let parallel = report(jobs: 4)
        #expect(parallel.out == serial.out)
        #expect(parallel.err == serial.err)
        #expect(parallel.summary == serial.summary)
        #expect(serial.summary.invalid == 5)
        #expect(serial.out.split(separator: "\n").first == "ok   scene-0.yaml  (1 variant, 0 expectations)")
    }
}

/// Inputs started and not yet emitted, and the most there ever were.
private final class InFlightCounter: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var current = 0
    private(set) var highest = 0

    func start() {
        lock.lock()
        current += 1
        highest = max(highest, current)
        lock.unlock()
    }

    func finish() {
        lock.lock()
        current -= 1
        lock.unlock()
    }
}

/// How many inputs the thread that made it (the caller) and the other threads worked on.
private final class ThreadsSeen: @unchecked Sendable {
    private let lock = NSLock()
    private let callerThread = pthread_self()
    private(set) var caller = 0
    private(set) var others = 0

    /// Counts one input for the thread that calls this.
    func saw() {
        let isCaller = pthread_equal(pthread_self(), callerThread) != 0
        lock.lock()
        if isCaller { caller += 1 } else { others += 1 }
        lock.unlock()
    }
}
