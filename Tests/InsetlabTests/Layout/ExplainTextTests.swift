import InsetlabLayout
import InsetlabScene
import InsetlabSceneDecoding
import Testing

/// What `explain` says: the condition that held, the axis that moved, and the sources that hold
/// the numbers used. Each was found printing something untrue about a right number.
@Suite("explain's derivation text")
struct ExplainTextTests {
    private func formulas(_ r: LayoutResult, _ property: LayoutProperty) -> [String] {
        r.trace.entries.values.flatMap { $0 }.filter { $0.property == property }.map(\.formula.description)
    }

    private func sources(_ r: LayoutResult, _ property: LayoutProperty) -> [String] {
        r.trace.entries.values.flatMap { $0 }.filter { $0.property == property }.map { "\($0.source)" }
    }

    /// A short table scrolls because a UITableView bounces vertically (SCENE-FORMAT default), not
    /// because 132 > 667: the comparison is printed only when it holds.
    @Test func theConditionThatHeldIsSaid() throws {
        let r = try layout("""
            device: iPhone 8
            ios: 13
            root: {type: UITableViewController, tableView: {id: table, rows: 3}}
            """)
        let text = formulas(r, .adjustedContentInset).joined()
        #expect(text.contains("it bounces vertically: alwaysBounceVertical"), "\(text)")
        #expect(!text.contains(">"), "\(text)")
    }

    /// AL8: the lines on the content guide itself that size the content are named, as the
    /// frame's are ("solved from: …"); it said only "from the constraints of the content".
    @Test func theLinesThatSizeTheContentAreNamed() throws {
        let file = try SceneDecoder.decode(yaml: """
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UIScrollView
                    id: scroll
                    contentInsetAdjustmentBehavior: never
                    constraints:
                      - "scroll.contentLayoutGuide.width == scroll.frameLayoutGuide.width"
                    subviews:
                      - type: UIView
                        id: content
                        constraints:
                          - "content.top == scroll.contentLayoutGuide.top"
                          - "content.leading == scroll.contentLayoutGuide.leading"
                          - "content.trailing == scroll.contentLayoutGuide.trailing"
                          - "content.bottom == scroll.contentLayoutGuide.bottom"
                          - "content.height == 900"
            """, file: "inline.yaml")
        let r = LayoutEngine.layout(file.variants[0], trace: true)
        let text = formulas(r, .contentSize).joined()
        #expect(text.contains("on the guide itself: scroll.contentLayoutGuide.width == scroll.frameLayoutGuide.width (line 11)"), "\(text)")
        // The content view's own lines stay with its frame.
        #expect(!text.contains("content.height"), "\(text)")
    }

    /// Left and right come from the horizontal axis (LAYOUT-MODEL §7): 2000 > 812 on an iPhone X
    /// in landscape, so the 44-pt sides are added, and the text says why.
    @Test func theHorizontalAxisIsExplained() throws {
        let r = try layout("""
            device: iPhone X
            ios: 13
            orientation: landscape
            root:
              type: UIViewController
              view: {subviews: [{type: UIScrollView, id: h, frame: [0, 0, 812, 100], contentSize: [2000, 100]}]}
            """)
        #expect(r.v("h").adjustedContentInset == insets(0, 44, 0, 44))
        let text = formulas(r, .adjustedContentInset).joined()
        #expect(text.contains("the horizontal axis scrolls (contentSize.width 2000 > width 812)"), "\(text)")
    }

    /// iOS 26 bars cite the model decisions and research facts that hold their heights (M14–M16),
    /// not LAYOUT-MODEL §3's 44 or F45–F48's pre-iOS 26 tab bars; and content behind an opaque
    /// glass tab bar is said to be M15's rule, not a translucent bar.
    @Test func iOS26BarsCiteTheirSources() throws {
        let r = try layout("""
            device: iPhone 16
            ios: 26
            root:
              type: UITabBarController
              tabBar: {isTranslucent: false}
              viewControllers:
                - type: UINavigationController
                  isToolbarHidden: false
                  viewControllers: [{type: UIViewController, id: vc}]
            """)
        let barSources = sources(r, .frame).joined(separator: " | ")
        #expect(barSources.contains("M14") && barSources.contains("M15") && barSources.contains("M16"), "\(barSources)")
        #expect(!barSources.contains("F45–F48"), "\(barSources)")
        let bottom = formulas(r, .extendedLayoutBottom).joined()
        #expect(bottom.contains("iOS 26's glass tab bar"), "\(bottom)")
    }
}
