import ArgumentParser
import InsetlabScene
import InsetlabSceneSchema

struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of scene files.",
        discussion: """
            The schema (draft 2020-12) gives editors completion, hover documentation and \
            validation for scene files; the repository keeps it as Schemas/scene.schema.json, \
            and a test fails when that file differs from this output. It is generated from \
            insetlab's own scene model, device catalog and decoder keys.

              insetlab schema > Schemas/scene.schema.json

            Exit codes: 0 success; 64 usage error.
            """
    )

    func run() {
        print(SceneSchema.text, terminator: "")
    }
}
