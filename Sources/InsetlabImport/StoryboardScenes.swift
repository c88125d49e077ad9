#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
public import InsetlabScene
import InsetlabSceneDecoding
internal import InsetlabWorkspace
public import InsetlabYAML

/// `insetlab run|check|explain Main.storyboard`: the storyboard imported in memory, one scene
/// per screen, addressed as `Main.storyboard#IB-ID`. Warnings and errors point at the
/// storyboard's own lines. Each file is imported once per process, however many screens ask.
public enum StoryboardScenes {
    /// `.storyboard` and `.xib` files, and one screen of one (`Main.storyboard#BYZ-38-t0r`).
    public static func isInterfaceBuilderPath(_ path: String) -> Bool {
        let file = split(path).file.lowercased()
        return file.hasSuffix(".storyboard") || file.hasSuffix(".xib")
    }

    /// A storyboard or xib named without a screen (`Main.storyboard`, not `Main.storyboard#ID`):
    /// it stands for all its screens, as a folder stands for its files.
    public static func standsForScreens(_ path: String) -> Bool {
        isInterfaceBuilderPath(path) && split(path).screen == nil
    }

    /// A storyboard's screens as `path#IB-ID`; the path itself when it cannot be imported (so
    /// loading it reports why) or already names a screen.
    public static func screenPaths(_ path: String) -> [String] {
        guard isInterfaceBuilderPath(path), split(path).screen == nil else { return [path] }
        guard case .success(let document) = importedDocument(path), !document.screens.isEmpty else { return [path] }
        return document.screens.map { "\(path)#\($0.ib)" }
    }

    /// Imports (once) and decodes one screen; diagnostics name the storyboard and its lines.
    public static func load(_ path: String, defaults: SceneDefaults = SceneDefaults()) throws(DiagnosticError) -> SceneFile {
        let (file, screenID) = split(path)
        let document: ImportedDocument
        switch importedDocument(file) {
        case .success(let imported): document = imported
        case .failure(let error): throw error
        }
        guard let screen = screenID.map({ id in document.screens.first { $0.ib == id } }) ?? document.screens.first else {
            let known = document.screens.map(\.ib).joined(separator: ", ")
            let reason = screenID.map { "no screen \"\($0)\" in this file (screens: \(known.isEmpty ? "none" : known))" }
                ?? "no screen in this file: \(document.notes.map(\.what).joined(separator: "; "))"
            throw DiagnosticError(.error(reason, file: file, at: nil))
        }
        guard let text = screen.text else {
            throw DiagnosticError(screen.lost.map { .error("cannot import \(screen.name): \($0.what)", file: file, at: $0.mark) })
        }
        var source = ImportedSource(
            lines: screen.lineSources,
            findings: screen.warnings.map { .init(rule: ImportWarning.rule, mark: $0.mark, message: $0.message, fix: $0.fix) }
                // What the import could not carry is said where the layout is read, as a note at
                // its line (`insetlab import` lists the same losses): not a silent "exact".
                + screen.lost.map {
                    .init(rule: "not-modelled", mark: $0.mark, message: "not imported: \($0.what)",
                          fix: "The layout is the imported scene's, without it; `insetlab import` writes the scene and lists every loss.")
                })
        source.screen = screen.ib
        do {
            var scene = try SceneDecoder.decode(YAMLParser.parse(Array(text.utf8), file: file), defaults: defaults)
            scene.importedSource = source
            for index in scene.variants.indices { scene.variants[index].importedSource = source }
            if scene.name == nil { scene.name = screen.name }
            return scene
        } catch {
            throw DiagnosticError(error.diagnostics.map { diagnostic in
                var diagnostic = diagnostic
                diagnostic.message = "\(screen.name) (imported): \(diagnostic.message)"
                diagnostic.mark = source.map(diagnostic.mark)
                return diagnostic
            })
        }
    }

    /// Command-line paths with any `#IB-ID` taken off (for the existence check), and the fragments.
    public static func splitFragments(_ paths: [String]) -> (files: [String], fragments: [String?]) {
        let parts = paths.map(split)
        return (parts.map(\.file), parts.map(\.screen))
    }

    static func split(_ path: String) -> (file: String, screen: String?) {
        // Through the UTF-8 view: `lastIndex(of: Character)` breaks the whole path into
        // grapheme clusters, and this runs for every file of a batch.
        guard let hash = path.utf8.lastIndex(of: UInt8(ascii: "#")) else { return (path, nil) }
        let file = String(path[..<hash])
        let lowered = file.lowercased()
        guard lowered.hasSuffix(".storyboard") || lowered.hasSuffix(".xib") else { return (path, nil) }
        return (file, String(path[path.index(after: hash)...]))
    }

    /// Imported documents by path, shared by the worker threads of a batch.
    private static let cache = ComputedOnce<String, Result<ImportedDocument, DiagnosticError>>()
    /// Storyboard references among the files a command names (one table per process, key 0).
    private static let references = ComputedOnce<Int, [String: [StoryboardReference]]>()

    /// The files a command names, before any is imported: a storyboard another of them shows by
    /// a storyboard reference is laid out as `insetlab import` lays it out with them. Called once,
    /// by the command line before its workers start; a later call changes nothing (the first
    /// table is kept, as the documents imported with it are).
    package static func importTogether(_ files: [String]) {
        _ = references.value(for: 0) { StoryboardReferences.scan(files) }
    }

    private static func importedDocument(_ path: String) -> Result<ImportedDocument, DiagnosticError> {
        cache.value(for: path) {
            do throws(DiagnosticError) {
                var options = ImportOptions()
                options.references = references.value(for: 0) { [:] }
                return .success(try StoryboardImporter.importFile(atPath: path, options: options))
            } catch {
                return .failure(error)
            }
        }
    }
}
