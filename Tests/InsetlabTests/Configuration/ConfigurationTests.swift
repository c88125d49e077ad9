import Foundation
@testable import InsetlabReport
@testable import InsetlabConfiguration
@testable import InsetlabWorkspace
import InsetlabRules
import InsetlabScene
import InsetlabSceneDecoding
import InsetlabYAML
import Testing

/// `.insetlab.yml` read from text, as the CLI reads it from disk.
private func configuration(_ yaml: String, directory: String = "/project") throws(DiagnosticError) -> InsetlabConfiguration {
    try ConfigurationDecoder.decode(YAMLParser.parse(Array(yaml.utf8), file: ".insetlab.yml"), directory: directory)
}

/// The diagnostics of an invalid configuration, one per line.
private func errors(_ yaml: String) -> [String] {
    do {
        _ = try configuration(yaml)
        return []
    } catch {
        return error.diagnostics.map(\.description)
    }
}

@Suite("Configuration file")
struct ConfigurationTests {
    @Test("every key: include, exclude, rules, snapshots, matrix")
    func everyKey() throws {
        let config = try configuration("""
            include: [scenes, "Specs/**/*.layout.yaml"]
            exclude: ["scenes/drafts/**"]
            rules:
              disabled: [no-effect, model-uncertainty]
              severity: {content-under-bar: error, double-inset: note}
            snapshots:
              folder: __snapshots__
            matrix:
              device: [iPhone 8, iPhone X]
              ios: [11, 17]
              orientation: [portrait, landscape]

            """)
        #expect(config.file == ".insetlab.yml")
        #expect(config.include.map(\.pattern) == ["scenes", "Specs/**/*.layout.yaml"])
        #expect(config.include[1].mark == Mark(line: 1, column: 19))
        #expect(config.exclude.map(\.pattern) == ["scenes/drafts/**"])
        #expect(config.rules.disabled == ["no-effect", "model-uncertainty"])
        #expect(config.rules.severities == ["content-under-bar": .error, "double-inset": .note])
        #expect(config.snapshotFolder == "__snapshots__")
        #expect(config.snapshotFolderPath == "/project/__snapshots__")
        #expect(config.sceneDefaults.deviceNames == ["iPhone 8", "iPhone X"])
        #expect(config.sceneDefaults.iosVersions == [11, 17])
        #expect(config.sceneDefaults.orientationValues == [.portrait, .landscape])
    }

    @Test("an empty file, or one with only comments, is every default")
    func empty() throws {
        for text in ["", "# nothing yet\n"] {
            let config = try configuration(text)
            #expect(config.include.isEmpty && config.exclude.isEmpty)
            #expect(config.rules.disabled.isEmpty && config.rules.severities.isEmpty)
            #expect(config.sceneDefaults.isEmpty)
            #expect(config.snapshotFolder == nil)
        }
    }

    /// Read as a scene is: a whole number in plain decimal (`1e3` is 1000 to some readers only),
    /// an empty mapping is said, and snapshots inside .git would never be committed.
    /// `check` records a missing snapshot beside its scene: an include outside the folder that
    /// holds the configuration would write there, as `snapshots.folder` outside it would.
    @Test("an include outside the configuration's folder is an error at it")
    func includesStayInside() {
        let found = errors("include: [scenes, \"../outside/*.yaml\", /elsewhere, \"specs/**/*.yaml\"]\n")
        #expect(found.count == 2, "\(found)")
        #expect(found.first?.hasPrefix(".insetlab.yml:1:19: error: '../outside/*.yaml' is outside the folder that holds the configuration") == true, "\(found)")
        #expect(found.last?.hasPrefix(".insetlab.yml:1:40: error: '/elsewhere' is outside the folder that holds the configuration") == true, "\(found)")
    }

    @Test("maximumVariants in plain decimal, an empty rules mapping, snapshots under .git: errors at their keys")
    func readLikeAScene() {
        let found = errors("maximumVariants: 1e3\nrules: {}\nsnapshots: {folder: .git/snaps}\n")
        #expect(found.count == 3, "\(found)")
        #expect(found.first { $0.hasPrefix(".insetlab.yml:1:18: error: expected a whole number from 1 to 1000000, found '1e3'; did you mean 1000?") } != nil, "\(found)")
        #expect(found.first { $0.hasPrefix(".insetlab.yml:2:8: error: rules is empty") } != nil, "\(found)")
        #expect(found.first { $0.hasPrefix(".insetlab.yml:3:21: error: snapshots.folder '.git/snaps' is inside .git") } != nil, "\(found)")
    }

    @Test("closed mappings with did-you-mean, types, unknown rule ids and severities: every error at once, at its key")
    func strictValidation() {
        #expect(errors("""
            includes: [scenes]
            exclude: scenes/drafts
            rules:
              disable: [no-effect]
              severity:
                content-under-bars: error
                double-inset: warn
                no-effect: 3
            snapshots: {folder: 12, foldr: x}
            matrix:
              devices: [iPhone X]
              ios: [11, 11, 19]
              orientation: [portrait, sideways]

            """) == [
                ".insetlab.yml:1:1: error: unknown key 'includes' in the configuration; did you mean 'include'?",
                ".insetlab.yml:2:10: error: expected a list of paths or globs, found 'scenes/drafts' (at exclude)",
                ".insetlab.yml:4:3: error: unknown key 'disable' in rules; did you mean 'disabled'? (at rules)",
                ".insetlab.yml:6:5: error: unknown rule 'content-under-bars'; did you mean 'content-under-bar'? (at rules.severity)",
                ".insetlab.yml:7:19: error: expected error, warning or note, found 'warn'; did you mean 'warning'? (at rules.severity.double-inset)",
                ".insetlab.yml:8:16: error: expected error, warning or note, found '3' (at rules.severity.no-effect)",
                ".insetlab.yml:9:25: error: unknown key 'foldr' in snapshots; did you mean 'folder'? (at snapshots)",
                ".insetlab.yml:11:3: error: unknown key 'devices' in the default matrix; did you mean 'device'? (at matrix)",
                ".insetlab.yml:12:13: error: '11' is listed twice in matrix.ios (at matrix.ios)\n    note: first listed at 12:9",
                ".insetlab.yml:12:17: error: there was no iOS 19: Apple went from iOS 18 to iOS 26 (there was no iOS 19–25); insetlab models iOS 7–18 and 26 (at matrix.ios)",
                ".insetlab.yml:13:27: error: expected portrait or landscape, found 'sideways' (at matrix.orientation)",
            ])
    }

    @Test("a number where the snapshot folder goes is a string, as YAML reads it; unknown devices name the nearest")
    func values() throws {
        #expect(try configuration("snapshots: {folder: 12}\n").snapshotFolder == "12")
        let deviceErrors = errors("matrix:\n  device: [iPhone Y]\n")
        #expect(deviceErrors.count == 1)
        #expect(deviceErrors.first?.hasPrefix(".insetlab.yml:2:12: error: ") == true)
        #expect(errors("rules: {disabled: [nothing-like-it]}\n") == [
            ".insetlab.yml:1:20: error: unknown rule 'nothing-like-it' (insetlab rules lists them) (at rules.disabled)"
        ])
        #expect(errors("[a, b]\n") == [
            ".insetlab.yml:1:1: error: expected a configuration: a mapping with any of include, exclude, rules, snapshots, matrix, maximumVariants, found a list"
        ])
        #expect(errors("include: [\"scenes/[ab\", \"a**/b\", \"\"]\n") == [
            ".insetlab.yml:1:11: error: 'scenes/[ab' is not a valid glob: '[' is never closed (at include[0])",
            ".insetlab.yml:1:25: error: 'a**/b' is not a valid glob: '**' must be a whole path component (as in 'scenes/**/*.yaml') (at include[1])",
            ".insetlab.yml:1:34: error: expected a path or glob, found an empty string (at include[2])",
        ])
        // A rule listed twice, and one both disabled and given a severity: one of each is a slip.
        #expect(errors("rules:\n  disabled: [content-under-bar, content-under-bar]\n  severity: {content-under-bar: error}\n") == [
            ".insetlab.yml:2:33: error: 'content-under-bar' is listed twice in rules.disabled (first at 2:14) (at rules.disabled)",
            ".insetlab.yml:3:14: error: 'content-under-bar' has a severity but is disabled (at 2:14); keep one of the two (at rules.severity)",
        ])
        // An empty include would silently mean the default, scenes.
        #expect(errors("include: []\n") == [
            ".insetlab.yml:1:10: error: include is empty; list the folders, files or globs to check, or leave include out (then: scenes) (at include)"
        ])
    }

    @Test("found in the working folder or the nearest folder above it, up to the root")
    func discovery() {
        let files: Set<String> = ["/work/app/.insetlab.yml", "/work/.insetlab.yml"]
        #expect(InsetlabConfiguration.find(from: "/work/app/Sources/feature", fileExists: files.contains) == "/work/app/.insetlab.yml")
        #expect(InsetlabConfiguration.find(from: "/work/app", fileExists: files.contains) == "/work/app/.insetlab.yml")
        #expect(InsetlabConfiguration.find(from: "/work/other/", fileExists: files.contains) == "/work/.insetlab.yml")
        var asked: [String] = []
        #expect(InsetlabConfiguration.find(from: "/a/b", fileExists: { asked.append($0); return false }) == nil)
        #expect(asked == ["/a/b/.insetlab.yml", "/a/.insetlab.yml", "/.insetlab.yml"], "stops at the root")
    }

    @Test("the default matrix fills the axes a scene without matrix leaves out")
    func defaultMatrix() throws {
        let defaults = try configuration("matrix: {device: [iPhone 8, iPhone X], ios: [11, 16], orientation: [landscape]}\n").sceneDefaults
        func variants(_ scene: String) throws -> [String] {
            let document = try YAMLParser.parse(Array(scene.utf8), file: "s.yaml")
            return try SceneDecoder.decode(document, defaults: defaults).variants.map { $0.key.description }
        }
        let tree = "root: {type: UIViewController}\n"
        // No device, no ios, no orientation: every combination of the defaults.
        #expect(try variants(tree) == [
            "iPhone 8 · iOS 11 · landscape", "iPhone 8 · iOS 16 · landscape",
            "iPhone X · iOS 11 · landscape", "iPhone X · iOS 16 · landscape",
        ])
        // What the scene sets stays as it is.
        #expect(try variants("device: iPhone 15\nios: 17\n" + tree) == ["iPhone 15 · iOS 17 · landscape"])
        #expect(try variants("device: iPhone 8\norientation: portrait\n" + tree) == ["iPhone 8 · iOS 11 · portrait", "iPhone 8 · iOS 16 · portrait"])
        // A scene with its own matrix takes nothing from the defaults.
        #expect(try variants("device: iPhone X\nmatrix: {ios: [12]}\n" + tree) == ["iPhone X · iOS 12 · portrait"])
    }

    @Test("a default-matrix pairing that never shipped is an error at the scene, naming the configuration")
    func defaultMatrixPairing() throws {
        let defaults = try configuration("matrix:\n  device: [iPhone X]\n").sceneDefaults
        let document = try YAMLParser.parse(Array("ios: 10\nroot: {type: UIViewController}\n".utf8), file: "old.yaml")
        do {
            _ = try SceneDecoder.decode(document, defaults: defaults)
            Issue.record("iPhone X never ran iOS 10")
        } catch {
            let text = error.description
            #expect(text.hasPrefix("old.yaml:1:1: error: "), "\(text)")
            #expect(text.contains("of the default matrix in .insetlab.yml:2:3"), "\(text)")
        }
        // Only the versions from the defaults, the device the scene's own: at the scene's device.
        let versions = try configuration("matrix:\n  ios: [17, 18]\n").sceneDefaults
        let own = try YAMLParser.parse(Array("name: old\ndevice: iPhone 8\nroot: {type: UIViewController}\n".utf8), file: "own.yaml")
        do {
            _ = try SceneDecoder.decode(own, defaults: versions)
            Issue.record("iPhone 8 never ran iOS 17")
        } catch {
            #expect(error.description.hasPrefix("own.yaml:2:9: error: iPhone 8 never ran iOS 17"), "\(error.description)")
        }
    }
}

@Suite("Configured inputs")
struct ConfiguredInputsTests {
    @Test("globs: *, ?, [..], ** as whole components; ancestors for folders")
    func globs() throws {
        let glob = try #require(PathGlob("scenes/**/*.yaml"))
        #expect(glob.matches("scenes/a.yaml"))
        #expect(glob.matches("scenes/x/y/b.yaml"))
        #expect(!glob.matches("scenes/a.yml"))
        #expect(!glob.matches("other/a.yaml"))
        #expect(try #require(PathGlob("s?enes/[a-c]*.y[!x]ml")).matches("scenes/beta.yaml"))
        #expect(!(try #require(PathGlob("s?enes/[a-c]*.y[!a]ml")).matches("scenes/beta.yaml")))
        #expect(try #require(PathGlob("*/drafts")).matchesItselfOrAncestor("scenes/drafts/a/b.yaml"))
        #expect(!(try #require(PathGlob("*/drafts")).matches("scenes/drafts/a.yaml")))
        #expect(try #require(PathGlob("**")).matches("any/thing.yaml"))
        #expect(PathGlob("a/[b") == nil)
        #expect(PathGlob.literalPrefix(of: "/p/scenes/**/*.yaml") == "/p/scenes")
        #expect(PathGlob.literalPrefix(of: "*.yaml") == "")
        // Twelve `**` over a path 25 folders deep: each tried at every depth, recursively, it
        // took exponential time (10 of them, 40 s); the answers are the same.
        let deep = (0..<25).map { "d\($0)" }.joined(separator: "/")
        let stars = try #require(PathGlob(Array(repeating: "**", count: 12).joined(separator: "/") + "/zz"))
        #expect(stars.matches(deep + "/zz"))
        #expect(!stars.matches(deep + "/yy"))
        #expect(!stars.matchesItselfOrAncestor(deep + "/yy/a.yaml"))
        #expect(stars.matchesItselfOrAncestor(deep + "/zz/a.yaml"))
        #expect(try #require(PathGlob("a/**/b/**/c")).matches("a/b/c"))
        #expect(try #require(PathGlob("a/**/b/**/c")).matches("a/x/b/y/z/c"))
        #expect(!(try #require(PathGlob("a/**/b/**/c")).matches("a/x/c")))
    }

    @Test("paths as the user sees them: relative to the working folder, .. when above it")
    func paths() {
        #expect(FilePaths.relative("/p/scenes/a.yaml", from: "/p") == "scenes/a.yaml")
        #expect(FilePaths.relative("/p/scenes/a.yaml", from: "/p/app/sub") == "../../scenes/a.yaml")
        #expect(FilePaths.relative("/p", from: "/p") == ".")
        #expect(FilePaths.normalized("/p/./a/../b//c/") == "/p/b/c")
        #expect(FilePaths.normalized("../a/./b") == "../a/b")
        #expect(FilePaths.parent(of: "/.insetlab.yml") == "/")
        #expect(FilePaths.inside("/p/a/b", directory: "/p") == "a/b")
        #expect(FilePaths.inside("/pa/b", directory: "/p") == nil)
    }

    @Test("include order, each entry sorted, duplicates once, excluded files and folders dropped")
    func includeExclude() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("insetlab-inputs-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for file in [
            "scenes/b.yaml", "scenes/a.yaml", "scenes/notes.txt", "scenes/drafts/x.yaml", "scenes/.hidden/h.yaml",
            "Specs/feed.layout.yaml", "Specs/deep/er/tab.layout.yaml", "Specs/deep/other.yaml", "Specs/skip.draft.layout.yaml",
        ] {
            let path = root + "/" + file
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            FileManager.default.createFile(atPath: path, contents: Data("x".utf8))
        }
        var config = InsetlabConfiguration(directory: root)
        config.file = ".insetlab.yml"
        config.include = [
            ConfiguredPath(pattern: "Specs/**/*.layout.yaml", mark: Mark(line: 1, column: 1)),
            ConfiguredPath(pattern: "scenes", mark: Mark(line: 1, column: 2)),
            ConfiguredPath(pattern: "scenes/a.yaml", mark: Mark(line: 1, column: 3)),
        ]
        config.exclude = [
            ConfiguredPath(pattern: "scenes/drafts", mark: Mark(line: 2, column: 1)),
            ConfiguredPath(pattern: "**/*.draft.layout.yaml", mark: Mark(line: 2, column: 2)),
        ]
        #expect(try ConfiguredInputs.files(for: config, workingDirectory: root) == [
            "Specs/deep/er/tab.layout.yaml", "Specs/feed.layout.yaml", "scenes/a.yaml", "scenes/b.yaml",
        ])
        // From a folder below: the same files, as seen from there.
        #expect(try ConfiguredInputs.files(for: config, workingDirectory: root + "/Specs/deep") == [
            "er/tab.layout.yaml", "../feed.layout.yaml", "../../scenes/a.yaml", "../../scenes/b.yaml",
        ])

        // No include: ./scenes, still less the excluded.
        config.include = []
        #expect(try ConfiguredInputs.files(for: config, workingDirectory: root) == ["scenes/a.yaml", "scenes/b.yaml"])

        // A plain path that does not exist names the line that includes it.
        config.include = [ConfiguredPath(pattern: "Missing", mark: Mark(line: 3, column: 5))]
        #expect(throws: SceneInputError.self) { try ConfiguredInputs.files(for: config, workingDirectory: root) }
        do {
            _ = try ConfiguredInputs.files(for: config, workingDirectory: root)
        } catch {
            #expect(error.description == "insetlab: error: Missing: no such file or directory (included at .insetlab.yml:3:5)")
        }
        // A glob that matches nothing is no error.
        config.include = [ConfiguredPath(pattern: "Nowhere/**/*.yaml", mark: Mark(line: 3, column: 5))]
        #expect(try ConfiguredInputs.files(for: config, workingDirectory: root).isEmpty)

        // `scenes/**` takes the scenes below, not notes.txt (nor the .snap files check writes);
        // a pattern naming its own extension takes what it names.
        config.exclude = []
        config.include = [ConfiguredPath(pattern: "scenes/**", mark: Mark(line: 4, column: 3))]
        #expect(try ConfiguredInputs.files(for: config, workingDirectory: root) == ["scenes/a.yaml", "scenes/b.yaml", "scenes/drafts/x.yaml"])
        config.include = [ConfiguredPath(pattern: "scenes/*.txt", mark: Mark(line: 4, column: 3))]
        #expect(try ConfiguredInputs.files(for: config, workingDirectory: root) == ["scenes/notes.txt"])
    }
}
