import InsetlabRules
import InsetlabScene
import InsetlabYAML

/// Colours and type of the pictures, in one place so the legend and the drawing agree.
///
/// Bars are neutral greys (translucent ones see-through), content is blue, insets orange, the
/// safe area green and dashed, problems red: the reader should find the red first.
enum PictureStyle {
    /// The reader's system sans-serif; no font files, nothing fetched.
    static let fontFamily = "-apple-system, Helvetica, Arial, sans-serif"
    static let labelSize = 11.0
    static let smallSize = 10.0

    static let ink = "#1c1c1e"
    static let secondaryInk = "#6c6c70"
    static let paper = "#ffffff"
    static let deviceBody = "#1c1c1e"
    static let screenBackground = "#ffffff"

    static let translucentBar = "#aeaeb2"
    static let translucentBarOpacity = 0.45
    static let opaqueBar = "#8e8e93"
    static let barEdge = "#636366"
    static let statusBar = "#8e8e93"
    static let statusBarOpacity = 0.14

    static let container = "#636366"
    static let scrollView = "#0a60c8"
    static let leafView = "#8e44ad"
    static let leafFillOpacity = 0.14
    static let scrollContentOpacity = 0.07
    static let firstItem = "#0a84ff"
    static let firstItemOpacity = 0.32

    static let inset = "#ff9500"
    static let insetOpacity = 0.3

    static let safeArea = "#1e9e4a"
    /// Teal: apart from the scroll views' blue and the safe area's green.
    static let constraint = "#00838f"

    static let problem = "#d70015"
    static let gap = "#b25000"

    static func severityColour(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "#d70015"
        case .warning: "#c24f00"
        case .note: "#5e5ce6"  // indigo: apart from the scroll views' blue (#0a60c8) and leaf views' purple
        }
    }

    static func viewColour(_ kind: ViewKind) -> String {
        if kind.isScrollView { return scrollView }
        if kind.isLeaf { return leafView }
        return container
    }

    /// A label that stays readable over anything: a white halo under the glyphs.
    static func labelAttributes(size: Double = labelSize, colour: String = ink, bold: Bool = false) -> [SVGAttribute] {
        var attributes: [SVGAttribute] = [
            .init("font-size", size), .init("fill", colour),
            .init("stroke", paper), .init("stroke-width", 3), .init("stroke-linejoin", "round"),
            .init("paint-order", "stroke"),
        ]
        if bold { attributes.append(.init("font-weight", "bold")) }
        return attributes
    }

    /// `navigationBar` → `navigation bar`.
    static func barName(_ kind: BarKind) -> String {
        switch kind {
        case .statusBar: "status bar"
        case .navigationBar: "navigation bar"
        case .tabBar: "tab bar"
        case .toolbar: "toolbar"
        }
    }
}
