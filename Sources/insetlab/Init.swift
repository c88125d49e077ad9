import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import InsetlabConfiguration
import InsetlabWorkspace
import InsetlabScene
import InsetlabSceneSchema

extension StarterTemplate: ExpressibleByArgument {}

struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        // Named here: without it ArgumentParser derives the name with String(describing:) on the
        // type, a protocol-conformance scan of every loaded image that costs milliseconds at start-up.
        commandName: "init",
        abstract: "Write a commented starter scene that runs and checks clean as it is.",
        discussion: """
            Templates:
            \(StarterTemplate.allCases.map { "  \(padded($0.rawValue, to: 12))\($0.summary)" }.joined(separator: "\n"))

            Without NAME the scene is scenes/scene.yaml, which `insetlab check` reads with no \
            path; folders are created. The scene starts with a yaml-language-server modeline \
            naming Schemas/scene.schema.json relative to where it is written, when that file is \
            found in its folder or above. When it is not, and the scene goes into the current \
            folder or below, init writes Schemas/scene.schema.json here too (what `insetlab \
            schema` prints); otherwise the modeline names the schema's path in the insetlab \
            repository and says so. With NAME `-` the scene goes to stdout. Without --device, \
            the first iPhone that shipped with the --ios version.

              insetlab init               # scenes/scene.yaml; then: insetlab check
              insetlab init scenes/tabs --template tab-nav --device "iPhone 8" --ios 12
              insetlab init - --template plain > plain.yaml

            Exit codes: 0 written; 64 usage error (unknown template, device or iOS version, or \
            a device that never ran it); 73 the file exists (it is never overwritten) or cannot \
            be created.
            """
    )

    /// In `scenes/`, which `insetlab check` reads when no path and no .insetlab.yml name others.
    static let defaultName = "scenes/scene.yaml"

    /// Whether a plain `insetlab check` here reads `path`: the `.insetlab.yml` in force includes
    /// it (or, without one, it is under `scenes`). Otherwise the hint names the file.
    static func plainCheckReads(_ path: String) -> Bool {
        let configuration: InsetlabConfiguration
        if let found = InsetlabConfiguration.discover() {
            guard let loaded = try? InsetlabConfiguration.load(path: found.path) else { return false }
            configuration = loaded
        } else {
            configuration = InsetlabConfiguration(directory: FileManager.default.currentDirectoryPath)
        }
        guard ConfiguredInputs.isIncluded(path, by: configuration), !ConfiguredInputs.isExcluded(path, by: configuration) else {
            return false
        }
        guard configuration.include.isEmpty else { return true }
        let scenes = ConfiguredInputs.defaultIncludePath(for: configuration)
        return FilePaths.inside(FilePaths.absolute(path, from: FileManager.default.currentDirectoryPath), directory: scenes) != nil
    }

    @Argument(help: "The scene file to write (folders are created); .yaml is added when missing. - prints the scene instead.")
    var name: String = Self.defaultName

    @Option(help: "A built-in device (insetlab devices lists them).")
    var device: String?

    @Option(help: "Major iOS version, 7–18 or 26 (Apple went from 18 to 26).")
    var ios: Int = StarterScene.defaultIOS

    @Option(help: "The starter scene: \(StarterTemplate.allCases.map(\.rawValue).joined(separator: ", ")).")
    var template: StarterTemplate = .navTable

    /// EX_CANTCREAT from sysexits.h.
    static let cannotCreate = ExitCode(73)

    /// The device as the catalog names it, once `validate` has accepted it.
    func resolvedDevice() -> (device: String?, errors: [String]) {
        StarterScene.resolve(device: device ?? StarterScene.defaultDevice(ios: ios), ios: ios)
    }

    func validate() throws {
        if name.isEmpty { throw ValidationError("The scene file's name is empty.") }
        if name != "-", !Self.namesFolder(name), name.split(separator: "/").last?.hasPrefix(".") == true {
            throw ValidationError("'\(name)' would be a hidden file, which `insetlab check` skips in a folder; name the scene without a leading dot.")
        }
        let resolved = resolvedDevice()
        if !resolved.errors.isEmpty { throw ValidationError(resolved.errors.joined(separator: "\n")) }
    }

    /// `feed` → `feed.yaml`; `feed.yml` and `feed.yaml` stay; a folder (`dir/`, `.`, an existing
    /// one) → `dir/scene.yaml`.
    var path: String? {
        guard name != "-" else { return nil }
        if Self.namesFolder(name) { return (name.hasSuffix("/") ? name : name + "/") + "scene.yaml" }
        return name.hasSuffix(".yaml") || name.hasSuffix(".yml") ? name : name + ".yaml"
    }

    /// `dir/`, `.`, `..`, `x/..` or a folder that exists.
    private static func namesFolder(_ name: String) -> Bool {
        if name.hasSuffix("/") || name == "." || name == ".." || name.hasSuffix("/.") || name.hasSuffix("/..") { return true }
        return SceneInputs.isDirectory(name)
    }

    func run() throws {
        guard let device = resolvedDevice().device else { throw ExitCode.validationFailure }
        let fileManager = FileManager.default
        // The folder the scene goes to (the current one for stdout), for the modeline.
        let currentDirectory = URL(fileURLWithPath: fileManager.currentDirectoryPath, isDirectory: true).standardizedFileURL
        let directory =
            path.map { URL(fileURLWithPath: $0, relativeTo: currentDirectory).standardizedFileURL.deletingLastPathComponent() }
            ?? currentDirectory
        var schema = SchemaReference.locate(from: directory.path) { fileManager.fileExists(atPath: $0) }

        guard let path else {
            let scene = StarterScene(template: template, device: device, ios: ios, schema: schema)
            let console = Console.standard()
            console.out.write(scene.text)
            try console.finish()
            return
        }
        var notes: [String] = []
        do {
            // Checked first so that nothing (not even the schema) is written beside a scene that
            // exists; attributesOfItem does not follow a symbolic link, so a dangling one counts.
            if (try? fileManager.attributesOfItem(atPath: path)) != nil { throw NewFileWriter.Failure.exists(path) }
            try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
            // No schema above the scene: write one in the current folder when the scene is in it
            // or below it, so the modeline names a file that exists.
            if case .notFound = schema, let levels = Self.levels(of: directory, below: currentDirectory) {
                try fileManager.createDirectory(
                    at: currentDirectory.appendingPathComponent(SceneSchema.path).deletingLastPathComponent(),
                    withIntermediateDirectories: true)
                do {
                    try NewFileWriter.create(SceneSchema.path, contents: SceneSchema.text)
                    notes.append("wrote \(SceneSchema.path) (the JSON Schema the scene's modeline names, as `insetlab schema` prints it)")
                } catch let failure {
                    // Another init wrote it a moment ago: the modeline can name it all the same.
                    guard case .exists = failure else { throw failure }
                }
                schema = .found(String(repeating: "../", count: levels) + SceneSchema.path)
            }
            let scene = StarterScene(template: template, device: device, ios: ios, schema: schema)
            try NewFileWriter.create(path, contents: scene.text)
        } catch let error as NewFileWriter.Failure {
            Console.standard().diagnose(error.description)
            throw Self.cannotCreate
        } catch {
            Console.standard().diagnose("insetlab: error: \(directory.path): cannot create it: \(ErrorText.describe(error))")
            throw Self.cannotCreate
        }
        var note = "wrote \(path) (\(template.rawValue), \(device), iOS \(ios))"
        if case .notFound = schema { note += "; no \(SceneSchema.path) above it: see the comment under its modeline" }
        let checkCommand = Self.plainCheckReads(path) ? "insetlab check" : "insetlab check \(path)"
        print(([note] + notes).joined(separator: "\n") + "\nnext: insetlab run \(path), then \(checkCommand)")
    }

    /// How many folders `directory` is below `base` (0 for the same folder), or nil when it is
    /// not inside it.
    static func levels(of directory: URL, below base: URL) -> Int? {
        let inner = directory.pathComponents, outer = base.pathComponents
        guard inner.count >= outer.count, Array(inner.prefix(outer.count)) == outer else { return nil }
        return inner.count - outer.count
    }
}

/// `text` cut or padded with spaces to `width` characters, as Foundation's `padding(toLength:)`
/// does, without Foundation's bridging on the start-up path (the help text is built at launch).
private func padded(_ text: String, to width: Int) -> String {
    let kept = text.prefix(width)
    return kept + String(repeating: " ", count: width - kept.count)
}
