import InsetlabLayout
import InsetlabRules
import InsetlabSceneDecoding

/// Every variant's warnings for a scene written inline, the rules run as `run` runs them.
func ruleWarnings(_ yaml: String) throws -> [PitfallWarning] {
    try SceneDecoder.decode(yaml: yaml, file: "inline.yaml").variants.flatMap { RuleCatalog.evaluate(LayoutEngine.layout($0)) }
}
