#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
internal import InsetlabYAML
internal import Dispatch
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Removes the temporary files an interrupted run left behind.
///
/// Every write replaces its file through a temporary in the same folder (`makeTemporaryFile`:
/// `.NAME.insetlab-XXXXXX`, `TemporaryName`) renamed over it once complete, so a reader sees the
/// old file or the new one, never a half. A run killed between the two (SIGKILL, a CI timeout)
/// leaves the temporary; nothing ever renames it later. So, before the first write into a
/// folder, a run removes the regular files there that are insetlab's temporaries — named by
/// `TemporaryName`, whose check a user's file in that pattern fails — that were last modified
/// before the run started and that no process holds: the run that makes a temporary holds an
/// exclusive `flock` on it until its rename, however long it writes (a JUnit report is written
/// at the end), and the kernel lets go of a killed run's. (On a file system without advisory
/// locks the age test alone decides, as before.) It says so once on stderr. The file the run
/// then writes keeps the guarantee: only temporaries are removed, never the file they would
/// have replaced.
public enum StaleTemporaries {
    /// The run's start: `markRunStart()` from `main`, else the first clean-up (which comes
    /// before this process creates any temporary: each folder is cleaned before its first
    /// write). A temporary modified at or after it may belong to another run still going.
    nonisolated(unsafe) private static var runStart: timespec?
    nonisolated(unsafe) private static var cleaned: Set<String> = []
    private static let lock = DispatchSemaphore(value: 1)

    /// Records now as the run's start; call it first thing (later calls change nothing), so a
    /// long run never takes another run's fresh temporary for a stale one.
    public static func markRunStart() {
        lock.wait()
        defer { lock.signal() }
        if runStart == nil { runStart = now() }
    }

    /// Before the first write into the folder holding `path`: removes stale temporaries there and
    /// prints one note naming them. Later calls for the same folder return at once.
    package static func removeOnce(besideFileAt path: String) {
        let folder = FilePaths.parent(of: path)
        lock.wait()
        defer { lock.signal() }
        if runStart == nil { runStart = now() }
        guard let start = runStart, cleaned.insert(FilePaths.absolute(folder, from: FileManager.default.currentDirectoryPath)).inserted
        else { return }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        var removed: [String] = []
        for name in names.sorted() where TemporaryName.isTemporary(name) {
            let file = folder == "/" ? "/" + name : folder + "/" + name
            var info = stat()
            guard lstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG, isBefore(modificationTime(info), start) else { continue }
            // Held by a run still writing it (its exclusive lock refuses a shared one): left. A
            // shared lock works on a descriptor open for reading, NFS included; a file system
            // without locks leaves the age test alone to decide. Non-blocking, and checked to be
            // the file lstat saw, so a FIFO put in its place meanwhile cannot stall the run.
            let descriptor = open(file, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            defer { close(descriptor) }
            var opened = stat()
            guard fstat(descriptor, &opened) == 0, opened.st_dev == info.st_dev, opened.st_ino == info.st_ino else { continue }
            guard flock(descriptor, LOCK_SH | LOCK_NB) == 0 || Self.hasNoLocks(errno) else { continue }
            if unlink(file) == 0 { removed.append(name) }
        }
        guard !removed.isEmpty else { return }
        let count = removed.count == 1 ? "1 temporary file" : "\(removed.count) temporary files"
        let note = "insetlab: note: removed \(count) an interrupted insetlab run left in \(folder) (\(removed.joined(separator: ", ")))"
        Console.standard().diagnose(TerminalText.escaped(note))
    }

    /// The file system has no advisory locks (ENOTSUP on macOS is not EOPNOTSUPP there).
    private static func hasNoLocks(_ code: Int32) -> Bool {
        code == ENOLCK || code == EOPNOTSUPP || code == ENOTSUP
    }

    private static func now() -> timespec {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return time
    }

    private static func modificationTime(_ info: stat) -> timespec {
        #if canImport(Darwin)
        info.st_mtimespec
        #else
        info.st_mtim
        #endif
    }

    private static func isBefore(_ a: timespec, _ b: timespec) -> Bool {
        a.tv_sec < b.tv_sec || (a.tv_sec == b.tv_sec && a.tv_nsec < b.tv_nsec)
    }
}
