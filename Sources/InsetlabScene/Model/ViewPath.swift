/// The paths of a result's views (`feed.view/0/2`), stored as one parent table so that a
/// 10,000-deep tree costs linear memory: each view keeps its last component and its parent's
/// slot, and a full path is built only when asked for.
public final class ViewPathTable: Sendable {
    /// Slot (in `LayoutResult.views`) of the view whose path prefixes this one; -1 at a root.
    let parents: [Int]
    /// `feed.view` at a root, the subview index below it.
    let components: [String]

    package init(parents: [Int], components: [String]) {
        self.parents = parents
        self.components = components
    }

    func path(of slot: Int) -> String {
        join(from: slot, upTo: nil)
    }

    /// The last components, at most about `maxCharacters` long, prefixed with `…/` when cut.
    func tail(of slot: Int, maxCharacters: Int) -> String {
        var length = 0
        var current = slot
        var top = slot
        while current >= 0 {
            let count = components[current].characterCount
            if length + count + 1 > maxCharacters, current != slot {
                return "…/" + join(from: slot, upTo: top)
            }
            length += count + 1
            top = current
            current = parents[current]
        }
        return join(from: slot, upTo: nil)
    }

    /// The components from `top` (nil: the root) down to `slot`, joined with `/`: measured, then
    /// written into one buffer back to front, so a deep path is built in one pass.
    private func join(from slot: Int, upTo top: Int?) -> String {
        var length = -1
        var current = slot
        while current >= 0 {
            length += components[current].utf8.count + 1
            if current == top { break }
            current = parents[current]
        }
        return String(unsafeUninitializedCapacity: max(length, 0)) { buffer in
            var end = length
            var current = slot
            while current >= 0 {
                let bytes = components[current].utf8
                let start = end - bytes.count
                _ = UnsafeMutableBufferPointer(rebasing: buffer[start..<end]).initialize(from: bytes)
                if current == top { break }
                current = parents[current]
                if current >= 0 { buffer[start - 1] = UInt8(ascii: "/") }
                end = start - 1
            }
            return length
        }
    }
}

/// A view's path: a plain string, or a slot in a result's `ViewPathTable`.
public struct ViewPath: Sendable, Hashable, CustomStringConvertible {
    enum Storage: Sendable {
        case literal(String)
        case table(ViewPathTable, Int)
    }

    let storage: Storage

    public init(_ path: String) {
        storage = .literal(path)
    }

    package init(table: ViewPathTable, slot: Int) {
        storage = .table(table, slot)
    }

    /// `feed.view/0/2`.
    public var description: String {
        switch storage {
        case .literal(let path): path
        case .table(let table, let slot): table.path(of: slot)
        }
    }

    /// The path, or for a deep view only its last components (`…/0/0/1`), about
    /// `maxCharacters` long — in time proportional to what is returned.
    public func tail(maxCharacters: Int) -> String {
        switch storage {
        case .literal(let path):
            guard path.count > maxCharacters else { return path }
            let tail = path.suffix(maxCharacters - 1)
            let cut = tail.firstIndex(of: "/") ?? tail.startIndex
            return "…" + tail[cut...]
        case .table(let table, let slot):
            return table.tail(of: slot, maxCharacters: maxCharacters)
        }
    }

    public static func == (lhs: ViewPath, rhs: ViewPath) -> Bool { lhs.description == rhs.description }
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }
}
