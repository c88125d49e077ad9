import ArgumentParser
import Foundation
import InsetlabReport
import InsetlabScene

extension StarterTemplate: ExpressibleByArgument {}

struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a commented starter scene that runs and checks clean as it is.",
        discussion: """
            Templates:
            \(StarterTemplate.allCases.map { "  \($0.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0))\($0.summary)" }.joined(separator: "\n"))

            The scene starts with a yaml-language-server modeline naming Schemas/scene.schema.json \
            relative to where it is written, when that file is found in its folder or above; \
            otherwise it names the schema's path in the insetlab repository and says so. With \
            NAME `-` the scene goes to stdout (its modeline is relative to the current folder). \
            Without --device, the first iPhone that shipped with the --ios version.

              insetlab init
              insetlab init scenes/feed --template tab-nav --device "iPhone 8" --ios 12
              insetlab init - --template plain > /tmp/plain.yaml

            Exit codes: 0 written; 64 usage error (unknown template, device or iOS version, or \
            a device that never ran it); 73 the file exists (it is never overwritten) or cannot \
            be created.
            """
    )

    @Argument(help: "The scene file to write; .yaml is added when missing. - prints the scene instead.")
    var name: String = "scene.yaml"

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
        let resolved = resolvedDevice()
        if !resolved.errors.isEmpty { throw ValidationError(resolved.errors.joined(separator: "\n")) }
    }

    /// `feed` → `feed.yaml`; `feed.yml` and `feed.yaml` stay.
    var path: String? {
        guard name != "-" else { return nil }
        return name.hasSuffix(".yaml") || name.hasSuffix(".yml") ? name : name + ".yaml"
    }

    func run() throws {
        guard let device = resolvedDevice().device else { throw ExitCode.validationFailure }
        let fileManager = FileManager.default
        // The folder the scene goes to (the current one for stdout), for the modeline.
        let currentDirectory = URL(fileURLWithPath: fileManager.currentDirectoryPath, isDirectory: true)
        let directory =
            path.map { URL(fileURLWithPath: $0, relativeTo: currentDirectory).standardizedFileURL.deletingLastPathComponent() }
            ?? currentDirectory.standardizedFileURL
        let schema = SchemaReference.locate(from: directory.path) { fileManager.fileExists(atPath: $0) }
        let scene = StarterScene(template: template, device: device, ios: ios, schema: schema)

        guard let path else {
            FileHandle.standardOutput.write(Data(scene.text.utf8))
            return
        }
        do {
            try NewFileWriter.create(path, contents: scene.text)
        } catch {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            throw Self.cannotCreate
        }
        var note = "wrote \(path) (\(template.rawValue), \(device), iOS \(ios))"
        if case .notFound = schema { note += "; no \(SceneSchema.path) above it: see the comment under its modeline" }
        print(note + "\nnext: insetlab run \(path)")
    }
}
