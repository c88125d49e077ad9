@testable import InsetlabLayout
import InsetlabScene
import InsetlabSceneDecoding
import InsetlabYAML
import Testing

/// Decodes a scene written inline and lays out its first variant.
func layout(_ yaml: String, variant: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) throws -> LayoutResult {
    let file: SceneFile
    do {
        file = try SceneDecoder.decode(yaml: yaml, file: "inline.yaml")
    } catch {
        Issue.record("scene did not decode: \(error)", sourceLocation: sourceLocation)
        throw error
    }
    return LayoutEngine.layout(file.variants[variant])
}

/// Every variant of an inline scene.
func layoutAll(_ yaml: String) throws -> [LayoutResult] {
    try SceneDecoder.decode(yaml: yaml, file: "inline.yaml").variants.map { LayoutEngine.layout($0) }
}

extension LayoutResult {
    /// A view by id, failing the test when it is not on screen.
    func v(_ id: String, sourceLocation: SourceLocation = #_sourceLocation) -> ViewLayout {
        guard let found = view(id: id) else {
            Issue.record("no on-screen view '\(id)'", sourceLocation: sourceLocation)
            return ViewLayout(
                index: -1, id: id, kind: .view, path: "", frame: .zero, windowFrame: .zero, safeAreaInsets: nil,
                layoutMargins: nil, contentInset: nil, adjustedContentInset: nil, contentOffset: nil,
                contentSize: nil, firstItemWindowFrame: nil, isHidden: false, depth: 0)
        }
        return found
    }

    /// A controller by id, failing the test when it is not on screen.
    func c(_ id: String, sourceLocation: SourceLocation = #_sourceLocation) -> ControllerLayout {
        guard let found = controller(id: id) else {
            Issue.record("no on-screen controller '\(id)'", sourceLocation: sourceLocation)
            return ControllerLayout(
                index: -1, id: id, kind: .viewController, name: id, viewFrame: .zero, safeAreaInsets: nil,
                topLayoutGuide: -1, bottomLayoutGuide: -1, contentScrollView: nil, isLeaf: false, rootView: nil)
        }
        return found
    }

    func barFrame(_ kind: BarKind) -> Rect? { bar(kind)?.frame }
}

func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }
func insets(_ t: Double, _ l: Double, _ b: Double, _ r: Double) -> Insets { Insets(top: t, left: l, bottom: b, right: r) }

/// Equal within 0.01 pt, as `expect` compares (SCENE-FORMAT).
func close(_ a: Double?, _ b: Double?) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    return abs(a - b) <= 0.01
}

func close(_ a: Insets?, _ b: Insets?) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    return zip(a.components, b.components).allSatisfy { abs($0 - $1) <= 0.01 }
}

func close(_ a: Rect?, _ b: Rect?) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    return zip(a.components, b.components).allSatisfy { abs($0 - $1) <= 0.01 }
}
