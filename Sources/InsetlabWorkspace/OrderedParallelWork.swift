internal import Foundation

/// Runs one piece of work per input on every core and hands the results back in input order,
/// each as soon as it and every earlier one are done.
///
/// At most `window` inputs are in flight (started but not yet handed back), so memory holds
/// `window` results whatever the number of inputs: a slow file early in the list holds back
/// the output, never the memory. Results are handed to `emit` on the calling thread, so
/// reporters need no locking and write in a stable order.
package enum OrderedParallelWork {
    /// The most jobs (`--jobs`) accepted: each job is a thread with an 8 MiB stack and a window
    /// of two results, and no machine insetlab runs on has more cores than this.
    package static let maximumJobs = 256

    /// Two results per core waiting: enough to keep every core busy while one slow file holds
    /// back the output, small enough that memory stays flat.
    /// (Saturating: a library caller may pass any `jobs`; the CLI refuses more than
    /// `maximumJobs`.)
    static func defaultWindow(jobs: Int) -> Int {
        let (window, overflow) = jobs.multipliedReportingOverflow(by: 2)
        return overflow ? .max : max(1, window)
    }

    /// Calls `work(i)` for `i` in `0..<count` on up to `jobs` threads and `emit(i, result)` on
    /// the calling thread in order of `i`.
    package static func forEach<Result: Sendable>(
        count: Int, jobs: Int, window: Int? = nil,
        work: @escaping @Sendable (Int) -> Result, emit: (Int, Result) -> Void
    ) {
        guard count > 0 else { return }
        // One job, or one input: no threads, no locks.
        guard jobs > 1, count > 1 else {
            for index in 0..<count { emit(index, work(index)) }
            return
        }
        let window = max(1, window ?? defaultWindow(jobs: jobs))
        let state = WorkState<Result>(count: count, window: window)
        // Threads of our own rather than a dispatch queue: a fixed number, each pulling the next
        // input while the window has room, and main-thread-sized stacks (a scene 10,000 views
        // deep decodes and lays out on any of them).
        for _ in 0..<min(jobs, count, maximumJobs) {
            let thread = Thread {
                while let index = state.claim() {
                    state.finish(index, with: work(index))
                }
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        for index in 0..<count {
            emit(index, state.take(index))
            state.emitted(index)
        }
    }
}

/// The inputs handed out and the results waiting for their turn, behind one lock.
private final class WorkState<Result: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private let count: Int
    private let window: Int
    private var next = 0
    private var emitted = 0
    private var waiting: [Int: Result] = [:]

    init(count: Int, window: Int) {
        self.count = count
        self.window = window
    }

    /// The next input to work on, once fewer than `window` results are waiting or in flight;
    /// `nil` when every input is handed out.
    func claim() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while next < count, next >= emitted + window { condition.wait() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }

    func finish(_ index: Int, with result: Result) {
        condition.lock()
        waiting[index] = result
        condition.broadcast()
        condition.unlock()
    }

    /// Blocks until the result for `index` is there, and removes it.
    func take(_ index: Int) -> Result {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let result = waiting.removeValue(forKey: index) { return result }
            condition.wait()
        }
    }

    /// The result for `index` is reported and gone: the window moves on.
    func emitted(_ index: Int) {
        condition.lock()
        emitted = index + 1
        condition.broadcast()
        condition.unlock()
    }
}

/// Values computed once per key and shared by the scheduler's threads: a storyboard is imported
/// once for all the screens a batch reads from it, whichever thread asks first. The value is
/// computed outside the lock (two threads may compute the same key at once; the first stored
/// wins, so every caller sees one value).
package final class ComputedOnce<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Key: Value] = [:]

    package init() {}

    package func value(for key: Key, compute: () -> Value) -> Value {
        if let known = lock.withLock({ values[key] }) { return known }
        let computed = compute()
        return lock.withLock {
            if let stored = values[key] { return stored }
            values[key] = computed
            return computed
        }
    }
}
