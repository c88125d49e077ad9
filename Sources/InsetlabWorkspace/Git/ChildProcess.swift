#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif
#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif

/// Runs a program to its end with `posix_spawn`, its standard streams read from and written to
/// files. Foundation's `Process` would do, but it lives in Foundation proper, which insetlab no
/// longer loads (README, Performance); `posix_spawn` is the same call underneath, on Linux and
/// macOS alike.
enum ChildProcess {
    struct SpawnError: Error, CustomStringConvertible {
        var description: String
    }

    /// The program's exit status, or 128 + the signal that ended it (as a shell reports it).
    static func run(
        _ executable: String, arguments: [String], environment: [String: String],
        standardInput: String, standardOutput: String, standardError: String
    ) throws(SpawnError) -> Int32 {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, standardInput, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, standardOutput, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, standardError, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        let argv = ([executable] + arguments).map { strdup($0) }
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") }
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid = pid_t()
        let spawned = (argv + [nil]).withUnsafeBufferPointer { argvBuffer in
            (envp + [nil]).withUnsafeBufferPointer { envpBuffer in
                posix_spawn(&pid, executable, &actions, nil, argvBuffer.baseAddress!, envpBuffer.baseAddress!)
            }
        }
        guard spawned == 0 else {
            throw SpawnError(description: "cannot run \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else {
                throw SpawnError(description: "cannot wait for \(executable): \(String(cString: strerror(errno)))")
            }
        }
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import (they are macros).
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }
}

/// A private folder for a run's scratch files (`mkdtemp`, mode 0700), under `$TMPDIR` or `/tmp`.
enum TemporaryFolder {
    static func make(prefix: String) throws(POSIXError) -> String {
        var base = ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp"
        if base.isEmpty { base = "/tmp" }
        while base.count > 1, base.hasSuffix("/") { base.removeLast() }
        var template = Array((base + "/\(prefix)-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard made != nil else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        return String(cString: template)
    }

    static func remove(_ folder: String) {
        try? FileManager.default.removeItem(atPath: folder)
    }
}
