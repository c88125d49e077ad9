/// Generates `docs/rules.md` from the rule descriptions (a test fails when the committed file is
/// stale; `insetlab rules --markdown` prints it).
public enum RuleDocumentation {
    public static func markdown() -> String {
        var out = """
            # Pitfall rules

            Generated from the rule descriptions in `Sources/InsetlabRules/Rules/` by `insetlab rules --markdown`;
            do not edit by hand. Each rule's examples are also its tests.

            | id | severity | summary |
            |---|---|---|

            """
        for rule in RuleCatalog.descriptions {
            out += "| [`\(rule.id)`](#\(rule.id)) | \(rule.severity.rawValue) | \(rule.summary) |\n"
        }
        for rule in RuleCatalog.descriptions {
            out += "\n" + markdown(for: rule)
        }
        while out.hasSuffix("\n\n") { out.removeLast() }
        return out
    }

    /// One rule's section of `docs/rules.md` (`insetlab rules --markdown ID`).
    public static func markdown(for rule: RuleDescription) -> String {
        var out = "## \(rule.id)\n\n"
        out += "**\(rule.name)** — default severity: \(rule.severity.rawValue).\n\n"
        out += rule.summary + "\n\n"
        out += "**Mechanism.** " + rule.mechanism + "\n\n"
        out += "**Fix (Swift).**\n\n```swift\n\(rule.fixSwift)\n```\n\n"
        out += "**Fix (scene).** " + rule.fixScene + "\n\n"
        out += "**Sources.** " + rule.sources.joined(separator: "; ") + ".\n\n"
        out += "**Triggers** (`↓` marks where the warning points):\n\n"
        for example in rule.triggeringExamples {
            out += "```\(fence(example))\n\(example)\n```\n\n"
        }
        out += "**Does not trigger:**\n\n"
        for example in rule.nonTriggeringExamples {
            out += "```\(fence(example))\n\(example)\n```\n\n"
        }
        return out
    }

    /// A scene is YAML; `ib-simulated-bars`' examples are storyboards.
    private static func fence(_ example: String) -> String {
        IBSimulatedBarsRule.isInterfaceBuilderExample(example) ? "xml" : "yaml"
    }

    /// `insetlab rules ID`: one rule in full, for a terminal.
    public static func text(for rule: RuleDescription) -> String {
        var out = "\(rule.id) (\(rule.severity.rawValue)): \(rule.name)\n\n"
        out += rule.summary + "\n\n"
        out += "Mechanism:\n  " + rule.mechanism + "\n\n"
        out += "Fix (Swift):\n" + rule.fixSwift.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n") + "\n\n"
        out += "Fix (scene):\n  " + rule.fixScene + "\n\n"
        out += "Sources:\n" + rule.sources.map { "  - " + $0 }.joined(separator: "\n") + "\n\n"
        out += "Example that triggers it:\n"
        if let example = rule.triggeringExamples.first {
            out += example.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n") + "\n"
        }
        return out
    }
}
