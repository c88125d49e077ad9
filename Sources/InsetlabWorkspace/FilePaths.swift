/// Path arithmetic on `/`-separated strings, without touching the disk (symbolic links are
/// left as they are, so a path keeps the spelling the user sees).
package enum FilePaths {
    /// `path` made absolute against `directory`, then normalised.
    package static func absolute(_ path: String, from directory: String) -> String {
        normalized(path.hasPrefix("/") ? path : directory + "/" + path)
    }

    /// `.` and empty components removed, `..` applied (never above the root); absolute stays absolute.
    package static func normalized(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".":
                continue
            case "..":
                if let last = components.last, last != ".." {
                    components.removeLast()
                } else if !absolute {
                    components.append(component)
                }
            default:
                components.append(component)
            }
        }
        let joined = components.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// The folder holding `path` (`/` for a file at the root).
    package static func parent(of path: String) -> String {
        let path = normalized(path)
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `path` (absolute) as seen from `directory` (absolute): `scenes/a.yaml`, `../scenes/a.yaml`,
    /// or `.` for the directory itself.
    package static func relative(_ path: String, from directory: String) -> String {
        let target = normalized(path).split(separator: "/")
        let base = normalized(directory).split(separator: "/")
        var common = 0
        while common < target.count, common < base.count, target[common] == base[common] { common += 1 }
        let up = Array(repeating: "..", count: base.count - common)
        let parts = up + target[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// `path` relative to `directory` when it lies inside it, else `nil`.
    package static func inside(_ path: String, directory: String) -> String? {
        let path = normalized(path)
        let directory = normalized(directory)
        if path == directory { return "." }
        let prefix = directory == "/" ? "/" : directory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    /// `name` cut to `maxBytes` bytes for a file name when it is longer: its start, a dash and
    /// a 64-bit FNV-1a hash of the whole (16 hex digits), so two long names that share a
    /// beginning stay two, the same on every run and machine. Names made of ASCII (slugs).
    package static func shortened(_ name: String, toBytes maxBytes: Int) -> String {
        guard name.utf8.count > maxBytes else { return name }
        return String(name.prefix(maxBytes - 17)) + "-" + hashHex(name)
    }

    /// The 64-bit FNV-1a hash of `text`'s UTF-8, as 16 hex digits: the same on every run and
    /// machine.
    package static func hashHex(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
