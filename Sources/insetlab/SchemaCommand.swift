import ArgumentParser
import InsetlabConfiguration
import InsetlabScene
import InsetlabSceneSchema
import InsetlabWorkspace

struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of scene files (or, with --config, of .insetlab.yml).",
        discussion: """
            The schema (draft 2020-12) gives editors completion, hover documentation and \
            validation for scene files; the repository keeps it as Schemas/scene.schema.json, \
            and a test fails when that file differs from this output. It is generated from \
            insetlab's own scene model, device catalog and decoder keys. --config prints the \
            schema of .insetlab.yml instead (Schemas/insetlab-config.schema.json).

              insetlab schema > Schemas/scene.schema.json
              insetlab schema --config > Schemas/insetlab-config.schema.json

            Exit codes: 0 success; 64 usage error; 73 standard output cannot be written.
            """
    )

    @Flag(name: .customLong("config"), help: "The schema of .insetlab.yml instead of scene files.")
    var configurationFile = false

    func run() throws {
        let console = Console.standard()
        console.out.write(configurationFile ? ConfigurationSchema.text : SceneSchema.text)
        try console.finish()
    }
}
