internal import InsetlabWorkspace
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Whether a folder the configuration names stays inside the folder that holds it, judged as
/// the kernel will resolve it when insetlab writes there: `..` and absolute paths lexically,
/// then every component that exists with its symbolic links followed (`a/..` where `a` is a
/// link goes up from the link's target, as `open(2)` would).
package enum FolderConfinement {
    enum Escape: Equatable {
        /// The path as written leaves the root.
        case lexical
        /// The path stays inside as written, but a symbolic link on it leads out.
        case symbolicLink
    }

    /// Nil when `folder` (relative to `root`, or absolute) lies inside `root` or is `root`.
    static func escape(of folder: String, root: String) -> Escape? {
        let absoluteRoot = FilePaths.normalized(root)
        let written = FilePaths.absolute(folder, from: absoluteRoot)
        guard FilePaths.inside(written, directory: absoluteRoot) != nil else { return .lexical }
        let physicalRoot = resolved(absoluteRoot)
        let physical = resolved(folder.hasPrefix("/") ? folder : absoluteRoot + "/" + folder)
        return FilePaths.inside(physical, directory: physicalRoot) == nil ? .symbolicLink : nil
    }

    /// `path` (absolute) resolved one component at a time: each prefix that exists is replaced
    /// by its real path (links followed); `..` goes up from what has been resolved so far; the
    /// part that does not exist yet is appended as written.
    static func resolved(_ path: String) -> String {
        var current = "/"
        for component in path.split(separator: "/") {
            switch component {
            case ".":
                continue
            case "..":
                current = FilePaths.parent(of: current)
            default:
                let next = current == "/" ? "/" + component : current + "/" + component
                current = realPath(next) ?? next
            }
        }
        return current
    }

    /// realpath(3), or nil when `path` does not exist (or cannot be resolved).
    package static func realPath(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
