import InsetlabImport
import InsetlabReport
import InsetlabScene
import InsetlabYAML

/// How the commands read a scene file.
enum SceneFiles {
    /// Diagnostics name the file as the user wrote it on the command line (`<stdin>` for `-`).
    static func load(_ path: String) throws(DiagnosticError) -> SceneFile {
        if StoryboardScenes.isInterfaceBuilderPath(path) { return try StoryboardScenes.load(path) }
        return try SceneDecoder.load(path: path, displayName: SceneInputs.displayName(path))
    }
}
