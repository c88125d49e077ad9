import InsetlabScene

/// The ids of insetlab's pitfall rules, for checking `expect: {warnings: […]}` while decoding.
/// The rules live in InsetlabRules, which depends on this module, so the decoder cannot ask the
/// catalogue; `RuleIdentifierParityTests` holds this list to `RuleCatalog.ids`, so a rule
/// added there and not here fails the tests.
public enum RuleIdentifiers {
    public static let all = [
        "ambiguous-layout", "content-under-bar", "control-outside-safe-area", "deprecated-adjusts-flag", "double-inset",
        "edges-override-opaque-bars", "grouped-table-self-sizing-gap", "hard-coded-bar-height", "hidden-status-bar-nav-bar-jump",
        "ib-simulated-bars", "landscape-cells-under-notch", "model-uncertainty", "no-effect", "not-modelled",
        "pinned-to-superview-under-bar", "scroll-view-not-adjusted", "short-content-not-adjusted", "unsatisfiable-constraints",
        "arranged-subview-squeezed", "scroll-view-under-pinned-sibling", "pinned-to-sibling-under-bar", "unknown-rule-id",
    ]
}
