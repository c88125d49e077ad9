/// Where a node sits in the scene file, as messages print it:
/// `root.viewControllers[0].view.subviews[1]`.
///
/// Every view stores its path, so a naive string would make a 10,000-deep view tree cost
/// 10,000 × (a path of 10,000 segments): quadratic. Past `headLimit` + `tailLimit` segments
/// the middle is elided (`root.view.subviews[0]…(9980 more keys)….subviews[0]`), which keeps
/// extending a path O(1) and every stored path short. Scenes a person writes never get there.
package struct SceneKeyPath: CustomStringConvertible, Sendable {
    package static let headLimit = 8
    package static let tailLimit = 16

    /// The parts, in one immutable box: a path is copied into every view and every queued
    /// subview, and one reference costs one retain where a string and an array cost two.
    private final class Parts: Sendable {
        /// The first segments, joined.
        let head: String
        let headCount: Int
        /// Segments dropped from the middle.
        let elided: Int
        /// The last segments, each with its leading `.` (a key) or none (an index `[3]`).
        let tail: [String]

        init(head: String, headCount: Int, elided: Int, tail: [String]) {
            self.head = head
            self.headCount = headCount
            self.elided = elided
            self.tail = tail
        }
    }

    private let parts: Parts

    package static let root = SceneKeyPath(head: "root")
    /// Top-level keys other than `root` (`expect`, `matrix`, `device`).
    package static func topLevel(_ key: String) -> SceneKeyPath { SceneKeyPath(head: key) }

    private init(head: String) {
        parts = Parts(head: head, headCount: 1, elided: 0, tail: [])
    }

    private init(_ parts: Parts) {
        self.parts = parts
    }

    /// `path.key`
    package func appending(_ key: String) -> SceneKeyPath { appendingSegment("." + key) }

    /// `path[index]`
    package func appending(index: Int) -> SceneKeyPath { appendingSegment("[\(index)]") }

    /// `path.key[index]` — one step of a list (`subviews[2]`, `viewControllers[0]`).
    package func appending(_ key: String, index: Int) -> SceneKeyPath {
        appendingSegment(".\(key)[\(index)]")
    }

    private func appendingSegment(_ segment: String) -> SceneKeyPath {
        let parts = self.parts
        if parts.tail.isEmpty, parts.elided == 0, parts.headCount < Self.headLimit {
            return SceneKeyPath(Parts(head: parts.head + segment, headCount: parts.headCount + 1, elided: 0, tail: []))
        }
        var tail = parts.tail
        var elided = parts.elided
        tail.append(segment)
        if tail.count > Self.tailLimit {
            tail.removeFirst()
            elided += 1
        }
        return SceneKeyPath(Parts(head: parts.head, headCount: parts.headCount, elided: elided, tail: tail))
    }

    package var description: String {
        if parts.tail.isEmpty { return parts.head }
        if parts.elided == 0 { return parts.head + parts.tail.joined() }
        return parts.head + "…(\(parts.elided) more keys)…" + parts.tail.joined()
    }
}

/// A view's key path, kept as its parts and joined only when something prints it: a scene of
/// 100,000 sibling views would otherwise build and store 100,000 path strings that almost
/// never appear in a report. Siblings share their parent's `SceneKeyPath`.
package enum ViewKeyPath: Sendable, CustomStringConvertible {
    /// Given as text (`ViewSpec`'s public initializer).
    case text(String)
    case path(SceneKeyPath)
    /// `parent.subviews[index]`.
    case subview(of: SceneKeyPath, index: Int)

    /// The path as a `SceneKeyPath`, to extend it (`text` cannot be extended and starts over).
    package var resolved: SceneKeyPath {
        switch self {
        case .text(let text): SceneKeyPath.topLevel(text)
        case .path(let path): path
        case .subview(let parent, let index): parent.appending("subviews", index: index)
        }
    }

    package var description: String {
        switch self {
        case .text(let text): text
        case .path(let path): path.description
        case .subview: resolved.description
        }
    }
}
