#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// A file as the file system knows it: device and inode. Two paths name the same file exactly
/// when their identities are equal — `X.yaml`, `./d/../X.yaml`, an absolute path, a symbolic
/// link or a hard link alike — so output is checked against input by identity, never spelling.
public struct FileIdentity: Hashable, Sendable {
    public let device: UInt64
    public let inode: UInt64

    /// The file at `path`, symbolic links followed; nil when nothing is there.
    public init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        self.init(status)
    }

    /// The file open on `descriptor` (stdout is 1); nil when it is not open.
    public init?(descriptor: Int32) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        self.init(status)
    }

    init(_ status: stat) {
        device = UInt64(truncatingIfNeeded: status.st_dev)
        inode = UInt64(truncatingIfNeeded: status.st_ino)
    }
}

/// The files a command reads (scenes, the configuration), by identity: what `--output` and
/// the pictures of `run --format svg` must never replace.
public struct InputFiles: Sendable {
    private var paths: [FileIdentity: String] = [:]

    public init(_ paths: [String] = []) {
        for path in paths { add(path) }
    }

    /// Records the file at `path` (nothing when there is none, such as `-`).
    public mutating func add(_ path: String) {
        guard let identity = FileIdentity(path: path), paths[identity] == nil else { return }
        paths[identity] = path
    }

    /// The input `path` names under any spelling or link, as the command was given it.
    public func input(at path: String) -> String? {
        FileIdentity(path: path).flatMap { paths[$0] }
    }
}
