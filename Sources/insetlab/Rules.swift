import ArgumentParser
import InsetlabWorkspace
import InsetlabRules

struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(
        // Named here: without it ArgumentParser derives the name with String(describing:) on the
        // type, a protocol-conformance scan of every loaded image that costs milliseconds at start-up.
        commandName: "rules",
        abstract: "List the pitfall rules, or print one in full.",
        discussion: """
            Each rule names a UIKit layout pitfall, the mechanism behind it, and the fix (in \
            Swift and as a scene change). Warnings print as `file:line:col: warning: … [rule-id]` \
            at the key that causes them; silence one with a `# insetlab:disable rule-id` comment \
            on that line, or at the top of the file for the whole file.

              insetlab rules                     # the catalogue
              insetlab rules content-under-bar   # one rule in full, with its sources
              insetlab rules --markdown > docs/rules.md

            Exit codes: 0; 64 usage error (an unknown rule id); 73 standard output cannot be written.
            """
    )

    @Argument(help: "A rule id (kebab-case). Without it, the whole catalogue is listed.")
    var id: String?

    @Flag(help: "Print the generated Markdown documentation of every rule (docs/rules.md).")
    var markdown = false

    func validate() throws {
        if let id, RuleCatalog.description(id: id) == nil {
            let near = RuleCatalog.ids.filter { $0.contains(id) || id.contains($0) }
            let hint = near.isEmpty ? "" : " Did you mean \(near.map { "'\($0)'" }.joined(separator: ", "))?"
            throw ValidationError("Unknown rule '\(id)'.\(hint) Run 'insetlab rules' for the list.")
        }
    }

    func run() throws {
        let console = Console.standard()
        write(to: console)
        try console.finish()
    }

    private func write(to console: Console) {
        if markdown {
            // One rule's section when an id is given, else the whole catalogue (docs/rules.md).
            if let rule = id.flatMap(RuleCatalog.description(id:)) {
                var text = RuleDocumentation.markdown(for: rule)
                while text.hasSuffix("\n\n") { text.removeLast() }
                console.out.write(text)
            } else {
                console.out.write(RuleDocumentation.markdown() + "\n")
            }
            return
        }
        if let id, let rule = RuleCatalog.description(id: id) {
            console.out.write(RuleDocumentation.text(for: rule))
            return
        }
        let width = RuleCatalog.ids.map(\.count).max() ?? 0
        for rule in RuleCatalog.descriptions {
            let padded = rule.id + String(repeating: " ", count: width - rule.id.count)
            let severity = rule.severity.rawValue + String(repeating: " ", count: 7 - rule.severity.rawValue.count)
            console.out.write("\(padded)  \(severity)  \(rule.summary)\n")
        }
    }
}
