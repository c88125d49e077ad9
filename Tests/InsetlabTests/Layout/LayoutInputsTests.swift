@testable import InsetlabLayout
@testable import InsetlabScene
import InsetlabYAML
import Testing

/// What downstream reads besides the layout: the settings a variant was laid out from
/// (`LayoutResult.inputs`), counterfactual re-layouts, why a controller is off screen, and the
/// typed terms of a derivation.
@Suite("Layout inputs and structured derivations")
struct LayoutInputsTests {
    static let navigation = """
        device: iPhone 7
        ios: 10
        root:
          type: UITabBarController
          viewControllers:
            - type: UINavigationController
              id: nav
              viewControllers:
                - type: UIViewController
                  id: below
                - type: UIViewController
                  id: feed
                  edgesForExtendedLayout: none
                  view:
                    subviews:
                      - {type: UILabel, id: title, frame: [16, 80, 300, 20]}
            - {type: UIViewController, id: other}
        """

    @Test func inputsCarryTheSettingsAndTheirMarks() throws {
        let result = try layout(Self.navigation)
        let feed = result.c("feed")
        let inputs = result.inputs.controller(feed.index)
        #expect(inputs.name == "feed")
        #expect(inputs.edgesForExtendedLayout == [])
        // Line 13, column 11 of the scene above: `edgesForExtendedLayout: none`.
        #expect(inputs.marks["edgesForExtendedLayout"] == Mark(line: 13, column: 11))
        let title = result.inputs.view(result.v("title").index)
        #expect(title.position == .frame(Rect(x: 16, y: 80, width: 300, height: 20)))
        #expect(title.typeMark.line == 16)
        #expect(title.owner == feed.index)
    }

    @Test func aRelayoutChangesOnlyTheSettingAskedFor() throws {
        let result = try layout(Self.navigation)
        let feed = result.c("feed")
        // edgesForExtendedLayout none: the view starts under the 64-pt status and navigation bars
        // (uikit-facts F1, F5: 64 = 20 + 44) and stops above the 49-pt tab bar (F45).
        #expect(feed.viewFrame == Rect(x: 0, y: 64, width: 375, height: 667 - 64 - 49))
        let extended = result.inputs.relayout(changing: .edgesForExtendedLayout(.all), of: feed.index)
        #expect(extended.c("feed").viewFrame == Rect(x: 0, y: 0, width: 375, height: 667))
        // The original result is untouched.
        #expect(result.inputs.controller(feed.index).edgesForExtendedLayout == [])
    }

    @Test func offScreenControllersSayWhichContainerHidesThem() throws {
        let result = try layout(Self.navigation)
        let inputs = result.inputs
        let below = try #require(inputs.controllerIndices.first { inputs.controller($0).id == "below" })
        let other = try #require(inputs.controllerIndices.first { inputs.controller($0).id == "other" })
        let nav = try #require(inputs.controllerIndices.first { inputs.controller($0).id == "nav" })
        #expect(result.controller(below) == nil)
        #expect(inputs.offScreenCause(of: below, in: result) == OffScreenCause(hidden: below, container: nav, how: .belowTopOfNavigationStack))
        #expect(inputs.offScreenCause(of: other, in: result) == OffScreenCause(hidden: other, container: 0, how: .notSelectedTab(selectedIndex: 0)))
    }

    @Test func aDerivationCarriesTypedTermsAndItsTextIsBuiltFromThem() throws {
        let result = try layout("""
            device: iPhone 7
            ios: 10
            root:
              type: UINavigationController
              viewControllers:
                - {type: UIViewController, id: feed}
            """)
        let feed = result.c("feed")
        let guide = try #require(result.trace.derivations(for: .controller(feed.index), property: .topLayoutGuide).first)
        // A translucent bar: the view starts at the window top (LAYOUT-MODEL §4); the bar's bottom
        // is 20 + 44 = 64 (uikit-facts F1, F5).
        #expect(guide.terms == [
            Formula.Term(name: "navigationBar.maxY", value: .number(64), printsName: true),
            Formula.Term(name: "view.minY", value: .number(0), printsName: true),
            Formula.Term(name: nil, value: .number(64), printsName: false),
        ])
        #expect(guide.formula == "max(0, navigationBar.maxY 64 − view.minY 0) = 64")
        // The rule is LAYOUT-MODEL §5's (the legacy layout guides), citing Apple's doc.
        #expect(guide.source.modelSection == 5)
        #expect(guide.source.description == "LAYOUT-MODEL §5 (Apple doc topLayoutGuide)")
        #expect(DerivationSource(stringLiteral: "LAYOUT-MODEL §6, F20") == .layoutModel(6, ", F20"))
        #expect(DerivationSource(stringLiteral: "research-facts V2").modelSection == nil)
    }
}
