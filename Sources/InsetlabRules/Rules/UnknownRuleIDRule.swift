import InsetlabLayout
import InsetlabScene

/// `unknown-rule-id`: an `# insetlab:disable` comment that names a rule no one has, or names no
/// rule. It silences nothing, so the warning it was written for still fires, or a later one
/// does and the reader believes it silenced.
///
/// The comment is in the scene's text, which a layout result does not carry: `Suppressions`
/// finds these directives while it reads the comments, and `RuleCatalog.evaluate` adds its
/// warnings under the configuration, as any rule's (disabled, severity). Over a layout alone
/// the rule finds nothing.
public enum UnknownRuleIDRule: PitfallRule {
    public static let description = RuleDescription(
        id: Suppressions.unknownRuleID,
        name: "A suppression comment names no rule insetlab has",
        severity: .warning,
        summary: "An `# insetlab:disable` comment names a rule id that no rule has (a typo: it names the nearest), or names none, or is misspelt itself (`insetlab:disable:prev`, `insetlab:enable`, `insetlab: disable`); it silences nothing.",
        mechanism: """
            `# insetlab:disable RULE…` at the end of a line silences those rules' warnings on that line, \
            `# insetlab:disable:next RULE…` on the next line, and the same comment in the comment block at the top of \
            the file the whole file; `all` names every rule. A rule id the catalogue does not have matches no warning, \
            a directive with no rule matches none either, and a word that only starts like one \
            (`insetlab:disable:prev`, `insetlab:enable`, `insetlab: disable`; the spelling is lower case) is no directive: the warning the comment was written for still fires, and a \
            review reads the line as silenced.
            """,
        fixSwift: "// Nothing to change in code: the comment is in the scene file.",
        fixScene: "Name a rule `insetlab rules` lists (`# insetlab:disable content-under-bar`), or `all` for every rule.",
        sources: ["README § Suppressions"],
        triggeringExamples: [
            """
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              edgesForExtendedLayout: none  # insetlab:disable ↓double-insets
            """,
            """
            # ↓insetlab:disable
            device: iPhone 8
            ios: 13
            root: {type: UIViewController}
            """,
        ],
        nonTriggeringExamples: [
            """
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              edgesForExtendedLayout: none  # insetlab:disable double-inset, all
            """,
        ])

    public static func check(_ context: RuleContext) -> [PitfallWarning] { [] }
}
