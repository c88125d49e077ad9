import Foundation
import InsetlabRules
import Testing

/// `docs/rules.md` is generated from the rule descriptions; this fails when it is stale.
/// Regenerate with `swift run insetlab rules --markdown > docs/rules.md`.
@Suite("Rules documentation")
struct RuleDocumentationTests {
    @Test func committedDocumentationIsCurrent() throws {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let committed = try String(contentsOf: root.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        #expect(committed == RuleDocumentation.markdown() + "\n", "docs/rules.md is stale: run `swift run insetlab rules --markdown > docs/rules.md`")
    }

    @Test func everyRuleIsDocumented() {
        let markdown = RuleDocumentation.markdown()
        for id in RuleCatalog.ids {
            #expect(markdown.contains("## \(id)\n"))
        }
    }
}
