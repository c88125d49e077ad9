import InsetlabLayout
import InsetlabRules
import InsetlabScene
import InsetlabSceneDecoding
import Testing

/// `pinned-to-sibling-under-bar` with its numbers: iPhone X portrait, iOS 13, a navigation bar
/// ending at 88 (uikit-facts §2, F2: 44 + 44) and the home indicator's 34 (§1.2: 812 − 34 = 778).
@Suite("Pinned to a sibling under a bar")
struct PinnedToSiblingUnderBarTests {
    private func warnings(_ yaml: String) throws -> [PitfallWarning] {
        try ruleWarnings(yaml).filter { $0.rule == "pinned-to-sibling-under-bar" }
    }

    @Test func aTitleBelowAHeaderUnderTheNavigationBar() throws {
        let found = try warnings(RuleCatalog.description(id: "pinned-to-sibling-under-bar")!.triggeringExamples[0].replacingOccurrences(of: "↓", with: ""))
        // header 0…60 under the bar (88); title at 60 + 8 = 68: 88 − 68 = 20 pt under it.
        #expect(found.count == 1)
        #expect(found.first?.message.contains("title starts 20 pt under the navigation bar too") == true)
        #expect(found.first?.message.contains("its top at 0 pt, the bar's bottom at 88 pt") == true)
    }

    @Test func aNoteAboveAFooterUnderTheHomeIndicator() throws {
        let found = try warnings(RuleCatalog.description(id: "pinned-to-sibling-under-bar")!.triggeringExamples[1].replacingOccurrences(of: "↓", with: ""))
        // footer 812 − 20 = 792 … 812, under the home indicator from 778; the note ends at
        // 792 − 4 = 788: 788 − 778 = 10 pt under it.
        #expect(found.count == 1)
        #expect(found.first?.message.contains("note ends 10 pt under the home indicator too") == true)
    }

    @Test func aHeaderOnTheSafeAreaLeavesTheTitleVisible() throws {
        let found = try warnings(RuleCatalog.description(id: "pinned-to-sibling-under-bar")!.nonTriggeringExamples[0])
        #expect(found.isEmpty)
    }
}
