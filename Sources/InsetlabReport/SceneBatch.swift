#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
import InsetlabLayout
public import InsetlabRules
public import InsetlabScene
public import InsetlabYAML
public import InsetlabChecking
public import InsetlabReporters
public import InsetlabWorkspace

/// Reads, lays out and reports scene files: what `run` and `check` do, without the command
/// line. Files are read and evaluated on `jobs` threads (`OrderedParallelWork`); reports are
/// written in input order as results come in, and at most a small window of results is held
/// at any time, so memory does not grow with the number of files. An invalid file prints its
/// diagnostics (stderr, compiler format) in its place and the batch goes on.
public enum SceneBatch {
    /// One core per job by default (never more than `maximumJobs`).
    public static var defaultJobs: Int { min(ProcessInfo.processInfo.activeProcessorCount, maximumJobs) }

    /// The most `--jobs` accepted (`OrderedParallelWork.maximumJobs`).
    public static let maximumJobs = OrderedParallelWork.maximumJobs

    /// `--jobs N` out of `1...maximumJobs`, as the usage error the commands print (exit 64).
    public struct JobsOutOfRange: Error, CustomStringConvertible {
        public var description: String { "--jobs must be between 1 and \(SceneBatch.maximumJobs)." }
    }

    /// Throws `JobsOutOfRange` for a `--jobs` outside `1...maximumJobs` (nil: the default).
    public static func validateJobs(_ jobs: Int?) throws(JobsOutOfRange) {
        if let jobs, !(1...maximumJobs).contains(jobs) { throw JobsOutOfRange() }
    }

    /// Lays out every variant of every file and hands the results to every target.
    public static func run(
        _ files: [String], load: @escaping SceneLoader, targets: inout [ReportTarget], console: Console,
        configuration: RuleConfiguration = RuleConfiguration(), jobs: Int = 1
    ) -> RunSummary {
        var summary = RunSummary()
        for i in targets.indices { targets[i].reporter.begin(to: targets[i].output) }
        // Formats that render a scene on the worker (JSON): their copies go to the workers.
        let renderers = targets.indices.compactMap { i in targets[i].reporter.prerendering.map { (i, $0) } }
        let targetCount = targets.count
        forEachFile(
            files, jobs: jobs, outputs: targets.map(\.output), console: console,
            work: { path -> FileResult<RunFile> in
                switch evaluate(path, load: load, configuration: configuration) {
                case .invalid(let diagnostics): return .invalid(diagnostics)
                case .valid(let scene): return .valid(RunFile(scene, renderers: renderers, targets: targetCount))
                }
            },
            invalid: { path, diagnostics in
                summary.scenes += 1
                summary.invalid += 1
                for i in targets.indices { targets[i].reporter.report(.invalid(path: path, diagnostics: diagnostics), to: targets[i].output) }
            },
            valid: { (file: RunFile) in
                summary.scenes += 1
                summary.variants += file.variants
                summary.warnings += file.warnings
                summary.errorWarnings += file.errorWarnings
                for i in targets.indices {
                    if let bytes = file.rendered[i], var format = targets[i].reporter.prerendering {
                        format.report(rendered: bytes, to: targets[i].output)
                        targets[i].reporter = format
                    } else if let scene = file.scene {
                        targets[i].reporter.report(.evaluated(scene.file, evaluations: scene.evaluations), to: targets[i].output)
                    }
                }
            })
        for i in targets.indices { targets[i].reporter.end(.run(summary), to: targets[i].output) }
        flushAll(targets.map(\.output), console: console)
        return summary
    }

    /// `run` with one reporter writing to the console.
    public static func run<Format: Reporter>(
        _ files: [String], load: @escaping SceneLoader, reporter: inout Format, console: Console,
        configuration: RuleConfiguration = RuleConfiguration(), jobs: Int = 1
    ) -> RunSummary {
        var targets = [ReportTarget(reporter, to: console.out)]
        let summary = run(files, load: load, targets: &targets, console: console, configuration: configuration, jobs: jobs)
        if let updated = targets[0].reporter as? Format { reporter = updated }
        return summary
    }

    /// Lays out every file, runs its rules and checks its expectations, and its snapshot when
    /// `snapshots` is given (written on the worker thread: each scene has its own file).
    ///
    /// `strict` makes the unexpected warnings of severity `warning` errors (after the snapshot
    /// was compared, so `--strict` never changes a snapshot);
    /// `baseline` drops the unexpected warnings it knows before anything is reported or counted;
    /// `observe` sees each checked scene before that (for `--write-baseline`).
    public static func check(
        _ files: [String], load: @escaping SceneLoader, targets: inout [ReportTarget], console: Console,
        configuration: RuleConfiguration = RuleConfiguration(), jobs: Int = 1, snapshots: SnapshotOptions? = nil,
        baseline: WarningBaseline? = nil, strict: Bool = false, observe: ((CheckedScene) -> Void)? = nil
    ) -> CheckSummary {
        var summary = CheckSummary()
        for i in targets.indices { targets[i].reporter.begin(to: targets[i].output) }
        forEachFile(
            files, jobs: jobs, outputs: targets.map(\.output), console: console,
            work: { path in check(path, load: load, configuration: configuration, snapshots: snapshots) },
            invalid: { path, diagnostics in
                summary.scenes += 1
                summary.invalid += 1
                for i in targets.indices { targets[i].reporter.report(.invalid(path: path, diagnostics: diagnostics), to: targets[i].output) }
            },
            valid: { checked in
                summary.scenes += 1
                observe?(checked)
                var scene = baseline?.filter(checked) ?? checked
                if strict { scene = scene.strict() }
                let outcome = scene.outcome
                summary.variants += outcome.variants
                summary.expectations += outcome.expectations
                // Notes (model-uncertainty) are information, not warnings: counted apart.
                for (warning, _) in outcome.unexpectedWarnings {
                    switch warning.severity {
                    case .note: summary.notes += 1
                    case .error: summary.warnings += 1; summary.errorWarnings += 1
                    case .warning: summary.warnings += 1
                    }
                }
                summary.snapshots.add(outcome.snapshot)
                if outcome.passed { summary.passed += 1 } else { summary.failedExpectations += 1 }
                for i in targets.indices { targets[i].reporter.report(.checked(scene), to: targets[i].output) }
            })
        for i in targets.indices { targets[i].reporter.end(.check(summary), to: targets[i].output) }
        flushAll(targets.map(\.output), console: console)
        return summary
    }

    /// `check` with one reporter writing to the console.
    public static func check(
        _ files: [String], load: @escaping SceneLoader, reporter: CheckReporter, console: Console,
        configuration: RuleConfiguration = RuleConfiguration(), jobs: Int = 1, snapshots: SnapshotOptions? = nil
    ) -> CheckSummary {
        var targets = [ReportTarget(reporter, to: console.out)]
        return check(
            files, load: load, targets: &targets, console: console, configuration: configuration, jobs: jobs, snapshots: snapshots)
    }

    // MARK: The loop run and check share

    /// One file of `run` as it leaves the worker: its totals, the bytes the prerendering formats
    /// made of it, and the scene itself only when some format still needs it.
    struct RunFile: Sendable {
        var variants = 0, warnings = 0, errorWarnings = 0
        /// By target index; nil where the target does not prerender or the scene is too large.
        var rendered: [[UInt8]?]
        var scene: EvaluatedScene?

        init(_ scene: EvaluatedScene, renderers: [(Int, any PrerenderingRunFormat)], targets: Int) {
            variants = scene.evaluations.count
            for evaluation in scene.evaluations {
                warnings += evaluation.warnings.count
                for warning in evaluation.warnings where warning.severity == .error { errorWarnings += 1 }
            }
            rendered = Array(repeating: nil, count: targets)
            for (target, format) in renderers { rendered[target] = format.render(scene.file, evaluations: scene.evaluations) }
            self.scene = rendered.contains { $0 == nil } ? scene : nil
        }
    }

    /// What one file gave on its worker thread: its result, or the diagnostics that make it
    /// invalid.
    enum FileResult<Value: Sendable>: Sendable {
        case valid(Value)
        case invalid([Diagnostic])
    }

    /// Runs `work` for every file on `jobs` threads and hands each result back in input order:
    /// an invalid file's diagnostics go to stderr (compiler format) in its place, then to
    /// `invalid` with the name the user gave; a terminal among `outputs` is flushed after each
    /// file.
    private static func forEachFile<Value: Sendable>(
        _ files: [String], jobs: Int, outputs: [ReportOutput], console: Console,
        work: @escaping @Sendable (String) -> FileResult<Value>,
        invalid: (_ path: String, _ diagnostics: [Diagnostic]) -> Void,
        valid: (Value) -> Void
    ) {
        let interactive = outputs.map(\.isTerminal)
        OrderedParallelWork.forEach(
            count: files.count, jobs: jobs,
            work: { index in work(files[index]) },
            emit: { index, result in
                switch result {
                case .invalid(let diagnostics):
                    diagnose(diagnostics, console: console)
                    invalid(SceneInputs.displayName(files[index]), diagnostics)
                case .valid(let value):
                    valid(value)
                }
                flushTerminals(outputs, interactive: interactive)
            })
    }

    // MARK: One file (on a worker thread)

    static func evaluate(_ path: String, load: SceneLoader, configuration: RuleConfiguration) -> FileResult<EvaluatedScene> {
        let loaded: LoadedScene
        do {
            loaded = try load(path)
        } catch {
            return .invalid(error.diagnostics)
        }
        return .valid(EvaluatedScene(file: loaded.file, suppressions: loaded.suppressions, configuration: configuration))
    }

    /// Only the outcome leaves the worker: the layouts are dropped here.
    static func check(
        _ path: String, load: SceneLoader, configuration: RuleConfiguration, snapshots: SnapshotOptions? = nil
    ) -> FileResult<CheckedScene> {
        switch evaluate(path, load: load, configuration: configuration) {
        case .invalid(let diagnostics):
            return .invalid(diagnostics)
        case .valid(let scene):
            let (file, evaluations) = (scene.file, scene.evaluations)
            var outcome = ExpectationChecker.check(file, evaluations: evaluations, disabled: configuration.disabled)
            // A stream (`-`, a pipe) has no folder to keep a snapshot beside, and a storyboard's
            // screens are imported in memory: no snapshot files beside the storyboard.
            if let snapshots, StreamInput.bytesRead(from: path) == nil, file.importedSource == nil {
                outcome.snapshot = SnapshotStore.check(scenePath: path, evaluations: evaluations, options: snapshots)
            }
            // A storyboard screen (`Main.storyboard#ID`): its lines are the storyboard's, its name the id's.
            let screen = file.importedSource?.screen
            return .valid(CheckedScene(
                path: file.file, name: file.name, screen: screen, variants: file.variants.map(\.key), outcome: outcome,
                durations: evaluations.map(\.duration)))
        }
    }

    /// After the last report: what the console and every output still hold, written.
    private static func flushAll(_ outputs: [ReportOutput], console: Console) {
        console.flush()
        for output in outputs { output.flush() }
    }

    /// A terminal sees each file's report as soon as it is done; pipes and files keep the
    /// large buffer (few `write(2)` calls).
    private static func flushTerminals(_ outputs: [ReportOutput], interactive: [Bool]) {
        for (output, isTerminal) in zip(outputs, interactive) where isTerminal { output.flush() }
    }

    private static func diagnose(_ diagnostics: [Diagnostic], console: Console) {
        for diagnostic in diagnostics { console.diagnose(diagnostic.description) }
    }
}
