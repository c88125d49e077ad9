#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Runs one piece of work per input on every core and hands the results back in input order,
/// each as soon as it and every earlier one are done.
///
/// At most `window` inputs are in flight (started but not yet handed back), so memory holds
/// `window` results whatever the number of inputs: a slow file early in the list holds back
/// the output, never the memory. Results are handed to `emit` on the calling thread, so
/// reporters need no locking and write in a stable order.
package enum OrderedParallelWork {
    /// The most jobs (`--jobs`) accepted: each job but the calling thread's is a thread with an
    /// 8 MiB stack, each has a window of two results, and no machine insetlab runs on has more
    /// cores than this.
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
        // The calling thread is one of the `jobs`: it starts `jobs - 1` workers and, whenever
        // the result it must hand on next is not there yet, works on the next input rather than
        // sleep (it never waits for room in the window, which only it makes). So `jobs` threads
        // share `jobs` cores, and no thread sleeps and wakes for every file: README
        // "Performance" has what a third thread that only waited and handed on cost.
        // One job or one input, or no thread to be had (the system's limit): the work is done
        // here, in order, with no locks.
        let window = max(1, window ?? defaultWindow(jobs: jobs))
        guard jobs > 1, count > 1, let state = startWorkers(count: count, threads: jobs - 1, window: window, work: work) else {
            for index in 0..<count { emit(index, work(index)) }
            return
        }
        for index in 0..<count {
            emit(index, state.take(index, helping: work))
            state.emitted(index)
        }
    }

    /// Threads of our own rather than a dispatch queue: a fixed number, each pulling the next
    /// input while the window has room, and main-thread-sized stacks (a scene 10,000 views deep
    /// decodes and lays out on any of them). Nil when not one thread started.
    private static func startWorkers<Result: Sendable>(
        count: Int, threads: Int, window: Int, work: @escaping @Sendable (Int) -> Result
    ) -> WorkState<Result>? {
        let state = WorkState<Result>(count: count, window: window)
        var started = false
        for _ in 0..<min(threads, count - 1) {
            let didStart = WorkerThread.start(stackSize: 8 << 20) {
                while let index = state.claim() {
                    state.finish(index, with: work(index))
                }
            }
            if didStart { started = true }
        }
        return started ? state : nil
    }
}

/// The inputs handed out and the results waiting for their turn, behind one lock.
///
/// Each side is woken only when there is something for it: the emitting thread when the
/// result it waits for arrives, one worker when the window opens a place. (Waking every thread
/// on every change cost about three context switches per file: a sixth more CPU on the
/// 10,000-scene corpus than one job, README "Performance".)
private final class WorkState<Result: Sendable>: @unchecked Sendable {
    private let mutex = PosixMutex()
    /// The emitting thread waits here for `awaited`.
    private let resultArrived: PosixCondition
    /// Workers wait here for the window to move.
    private let windowMoved: PosixCondition
    private let count: Int
    private let window: Int
    private var next = 0
    private var emitted = 0
    /// The index the emitting thread is waiting for, if it is waiting.
    private var awaited: Int?
    /// Workers waiting for the window to move.
    private var workersWaiting = 0
    private var waiting: [Int: Result] = [:]

    init(count: Int, window: Int) {
        self.count = count
        self.window = window
        resultArrived = PosixCondition(mutex)
        windowMoved = PosixCondition(mutex)
    }

    /// The next input to work on, once fewer than `window` results are waiting or in flight;
    /// `nil` when every input is handed out.
    func claim() -> Int? {
        mutex.withLock {
            while next < count, next - emitted >= window {
                workersWaiting += 1
                windowMoved.wait()
                workersWaiting -= 1
            }
            return claimLocked()
        }
    }

    /// The next input if the window has room, with the mutex held; `nil` without waiting
    /// otherwise. (In flight is `next - emitted`: `emitted + window` would overflow for a
    /// window saturated at `Int.max`.)
    private func claimLocked() -> Int? {
        guard next < count, next - emitted < window else { return nil }
        next += 1
        // The last input is handed out: every waiting worker leaves.
        if next == count, workersWaiting > 0 { windowMoved.broadcast() }
        return next - 1
    }

    func finish(_ index: Int, with result: Result) {
        mutex.withLock {
            waiting[index] = result
            if awaited == index { resultArrived.signal() }
        }
    }

    /// The result for `index`, removed: taken from a worker, or worked out here while the
    /// window has room (the calling thread works rather than wait), or waited for.
    func take(_ index: Int, helping work: (Int) -> Result) -> Result {
        mutex.lock()
        while true {
            if let result = waiting.removeValue(forKey: index) {
                awaited = nil
                mutex.unlock()
                return result
            }
            if let claimed = claimLocked() {
                mutex.unlock()
                let result = work(claimed)
                if claimed == index { return result }
                mutex.lock()
                waiting[claimed] = result
                continue
            }
            awaited = index
            resultArrived.wait()
        }
    }

    /// The result for `index` is reported and gone: the window moves on by one place.
    func emitted(_ index: Int) {
        mutex.withLock {
            emitted = index + 1
            if workersWaiting > 0 { windowMoved.signal() }
        }
    }
}

/// Values computed once per key and shared by the scheduler's threads: a storyboard is imported
/// once for all the screens a batch reads from it, whichever thread asks first. The value is
/// computed outside the lock (two threads may compute the same key at once; the first stored
/// wins, so every caller sees one value).
package final class ComputedOnce<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private let lock = PosixMutex()
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

/// A POSIX mutex: what Foundation's `NSLock` is, without loading Foundation (whose start-up
/// every insetlab process would pay: README, Performance). Heap allocated, so the pthread
/// object never moves.
private final class PosixMutex: @unchecked Sendable {
    let pointer = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init() { pthread_mutex_init(pointer, nil) }

    deinit {
        pthread_mutex_destroy(pointer)
        pointer.deallocate()
    }

    func lock() { pthread_mutex_lock(pointer) }
    func unlock() { pthread_mutex_unlock(pointer) }

    func withLock<Value>(_ body: () throws -> Value) rethrows -> Value {
        lock()
        defer { unlock() }
        return try body()
    }
}

/// A POSIX condition variable used with one `PosixMutex`, which its waiters hold.
private final class PosixCondition: @unchecked Sendable {
    private let mutex: PosixMutex
    private let variable = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init(_ mutex: PosixMutex) {
        self.mutex = mutex
        pthread_cond_init(variable, nil)
    }

    deinit {
        pthread_cond_destroy(variable)
        variable.deallocate()
    }

    /// Releases the mutex until signalled, then holds it again (callers loop on their condition).
    func wait() { pthread_cond_wait(variable, mutex.pointer) }
    /// Wakes one waiter, if any.
    func signal() { pthread_cond_signal(variable) }
    /// Wakes every waiter.
    func broadcast() { pthread_cond_broadcast(variable) }
}

/// A detached POSIX thread with a stack of a given size, running a closure once.
private enum WorkerThread {
    private final class Body {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }

    /// False when the system made no thread (nothing runs then).
    static func start(stackSize: Int, _ run: @escaping @Sendable () -> Void) -> Bool {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        let context = Unmanaged.passRetained(Body(run)).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let status = pthread_create(&thread, &attributes, { context in
            #if canImport(Darwin)
            let body = Unmanaged<Body>.fromOpaque(context).takeRetainedValue()
            #else
            let body = Unmanaged<Body>.fromOpaque(context!).takeRetainedValue()
            #endif
            body.run()
            return nil
        }, context)
        guard status == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            return false
        }
        return true
    }
}
