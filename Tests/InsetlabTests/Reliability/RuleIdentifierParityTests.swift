import Testing
import InsetlabRules
import InsetlabScene
import InsetlabSceneDecoding

/// Issue 16, item 9: the decoder checks `warnings:` against `RuleIdentifiers.all` (the scene
/// module cannot see the rule catalogue); the two lists must be the same.
@Suite struct RuleIdentifierParityTests {
    @Test func theDecodersListIsTheCatalogue() {
        #expect(RuleIdentifiers.all.sorted() == RuleCatalog.ids.sorted())
    }
}
