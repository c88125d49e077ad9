import InsetlabLayout
import InsetlabRules
import InsetlabScene
import InsetlabSceneDecoding
import Testing

/// A model note points at the key that asks for the estimate, so `insetlab:disable:next` above
/// that key silences it and an annotation lands on the right line; a note about the device
/// points at `device:`. Also the notes that were missing or contradicted each other.
@Suite("Where model notes point, and notes that were missing")
struct NoteLocationTests {
    private func notes(_ yaml: String) throws -> [PitfallWarning] {
        try ruleWarnings(yaml).filter { $0.rule == "model-uncertainty" || $0.rule == "not-modelled" }
    }

    private func line(_ warnings: [PitfallWarning], _ reference: String) -> Int? {
        warnings.first { $0.message.hasPrefix(reference + ":") }?.mark?.line
    }

    @Test func searchBarAndPromptNotesPointAtTheirKeys() throws {
        let found = try notes("""
            device: iPhone X
            ios: 16
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  id: list
                  prompt: Choose
                  searchController: {hidesSearchBarWhenScrolling: false}
            """)
        #expect(line(found, "prompt-height") == 8)
        #expect(line(found, "search-bar-height") == 9)
    }

    @Test func aNoteAboutTheDeviceIsAtDevice() throws {
        let found = try notes("""
            name: a phone whose metrics are inferred
            device: iPhone 16 Pro
            ios: 18
            root: {type: UIViewController}
            """)
        #expect(line(found, "device-inference") == 2)
    }

    /// uikit-facts D3: XR / 11 landscape sides 44 (snapshot-testing) or 48 (QMUI), "unverified –
    /// test on device": said in landscape only.
    @Test func xrLandscapeSidesCarryTheirDisagreement() throws {
        let landscape = try notes("device: iPhone XR\nios: 14\norientation: landscape\nroot: {type: UIViewController}")
        #expect(line(landscape, "D3") == 1)
        let portrait = try notes("device: iPhone XR\nios: 14\nroot: {type: UIViewController}")
        #expect(line(portrait, "D3") == nil)
    }

    /// A large title on an iPad: the iPhone's 52 (F37, F51) on a 50-pt bar; uikit-facts §2.1 has
    /// no iPad cell for it.
    @Test func anIPadLargeTitleIsAnEstimate() throws {
        let found = try notes("""
            device: iPad (6th generation)
            ios: 12
            root:
              type: UINavigationController
              navigationBar: {prefersLargeTitles: true}
              viewControllers: [{type: UIViewController}]
            """)
        #expect(line(found, "ipad-large-title") == 4)
    }

    /// A sheet on a regular-width iPhone in landscape stays a sheet (research-facts P2): its
    /// `sheet:` is not called useless, only its unmeasured frame is noted.
    @Test func aRegularWidthLandscapeSheetIsNotCalledFullScreen() throws {
        let found = try notes("""
            device: iPhone 16 Plus
            ios: 26
            orientation: landscape
            root:
              type: UIViewController
              presentedViewController: {type: UIViewController, sheet: {detents: [medium]}}
            """)
        #expect(line(found, "sheet-regular-landscape") != nil)
        #expect(line(found, "not-presented") == nil)
    }

    /// A form sheet over a form sheet on an iPad is placed as the first one, as on an iPhone: said.
    @Test func aStackedSheetOnAnIPadIsSaid() throws {
        let found = try notes("""
            device: iPad Pro (12.9-inch)
            ios: 17
            root:
              type: UIViewController
              presentedViewController:
                type: UIViewController
                modalPresentationStyle: formSheet
                presentedViewController: {type: UIViewController, modalPresentationStyle: formSheet}
            """)
        #expect(line(found, "stacked-sheet") == 8)
    }
}

/// A navigation-item or presentation key UIKit never reads is said with a fix that removes or
/// moves it, not "check the numbers on a device".
@Suite("Unread keys get a fix that acts")
struct UnreadKeyFixTests {
    @Test func aPromptUnderAHiddenBarIsToBeRemoved() throws {
        let found = try ruleWarnings("""
            device: iPhone 8
            ios: 13
            root:
              type: UINavigationController
              isNavigationBarHidden: true
              viewControllers:
                - {type: UIViewController, prompt: Hello}
            """).filter { $0.message.hasPrefix("navigation-item-unread:") }
        #expect(found.count == 1)
        #expect(found.first?.mark?.line == 7)
        #expect(found.first?.fix == "Remove the key, or move it to the controller UIKit reads it from.")
    }
}
