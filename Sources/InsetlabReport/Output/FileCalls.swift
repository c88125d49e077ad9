#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Creates an empty file for replacing `path` atomically: in the same folder (so the final
/// `rename(2)` cannot cross file systems), hidden, uniquely named, and as readable as any file
/// the user creates (mkstemp makes it 0600). Nil, with `errno` set, when it cannot.
func makeTemporaryFile(beside path: String) -> (descriptor: Int32, path: String)? {
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    var template = Array((directory + ".\(name).insetlab-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { return nil }
    let mask = umask(0)
    umask(mask)
    fchmod(descriptor, 0o666 & ~mask)
    return (descriptor, template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
}

/// Writes every byte to `descriptor`, retrying when a signal interrupts `write(2)`. Returns nil,
/// or the `errno` of the write that failed (the rest is not written).
func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
    var offset = 0
    while offset < bytes.count {
        let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 {
            if errno == EINTR { continue }
            return errno
        }
        offset += written
    }
    return nil
}

private func systemWrite(_ fd: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
    Darwin.write(fd, pointer, count)
    #elseif canImport(Glibc)
    Glibc.write(fd, pointer, count)
    #else
    Musl.write(fd, pointer, count)
    #endif
}
