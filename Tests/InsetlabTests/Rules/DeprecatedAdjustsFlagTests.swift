import InsetlabLayout
import InsetlabRules
import InsetlabScene
import InsetlabSceneDecoding
import Testing

/// `deprecated-adjusts-flag` names what the flag still does from iOS 11 (LAYOUT-MODEL §7: it
/// keeps `.automatic` from adjusting the content scroll view whose content does not scroll),
/// so a warning about another scroll view does not read as "the flag did nothing".
@Suite("deprecated-adjusts-flag")
struct DeprecatedAdjustsFlagTests {
    @Test func theMessageSaysWhatTheFlagStillDid() throws {
        let file = try SceneDecoder.decode(yaml: """
            device: iPhone X
            ios: 11
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  automaticallyAdjustsScrollViewInsets: false
                  view:
                    subviews:
                      - {type: UIScrollView, id: s, frame: [0, 0, 375, 300], contentSize: [375, 100]}
                      - {type: UITableView, id: t, frame: [0, 300, 375, 512], rows: 40}
            """, file: "inline.yaml")
        let result = LayoutEngine.layout(file.variants[0])
        // s, the first subview, has short content: the flag keeps .automatic from adjusting it.
        #expect(result.view(id: "s")?.adjustedContentInset == .zero)
        let warning = try #require(RuleCatalog.evaluate(result).first { $0.rule == "deprecated-adjusts-flag" })
        #expect(warning.message.contains("does not stop t being adjusted"), "\(warning.message)")
        #expect(warning.message.contains("it only keeps .automatic from adjusting the content scroll view s"), "\(warning.message)")
    }
}
