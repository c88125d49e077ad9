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

    /// The first segments, joined.
    private var head: String
    private var headCount: Int
    /// Segments dropped from the middle.
    private var elided = 0
    /// The last segments, each with its leading `.` (a key) or none (an index `[3]`).
    private var tail: [String] = []

    package static let root = SceneKeyPath(head: "root")
    /// Top-level keys other than `root` (`expect`, `matrix`, `device`).
    package static func topLevel(_ key: String) -> SceneKeyPath { SceneKeyPath(head: key) }

    private init(head: String) {
        self.head = head
        self.headCount = 1
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
        var path = self
        if tail.isEmpty, elided == 0, headCount < Self.headLimit {
            path.head += segment
            path.headCount += 1
            return path
        }
        path.tail.append(segment)
        if path.tail.count > Self.tailLimit {
            path.tail.removeFirst()
            path.elided += 1
        }
        return path
    }

    package var description: String {
        if tail.isEmpty { return head }
        if elided == 0 { return head + tail.joined() }
        return head + "…(\(elided) more keys)…" + tail.joined()
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
