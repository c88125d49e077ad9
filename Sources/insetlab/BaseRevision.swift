import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import InsetlabChecking
import InsetlabConfiguration
import InsetlabWorkspace
import InsetlabYAML

/// What `diff --base REV` and `report --base REV` compare, gathered one way for both: the scene
/// pairs, and how the revision's side is laid out.
///
/// - Paths: the ones given; else the configuration's `include` less its `exclude`, as `check`
///   reads them (a glob's folder is listed on both sides, then the glob picks from it); else
///   `scenes` beside the `.insetlab.yml`.
/// - Settings: the revision's side is laid out with the `.insetlab.yml` it had (the same path as
///   the one in force now, or the current folder's when there is none), so a pull request that
///   changes the default matrix or a rule's severity shows what that moves. `--config FILE` and
///   `--no-config` pin one configuration for both sides, and so does a `.insetlab.yml` outside
///   the repository (found in a folder above it: no revision has it).
struct BaseRevision {
    var commit: String
    var pairs: [ScenePair]
    /// `nil` when both sides are laid out alike.
    var before: DiffSideSettings?

    static func gather(
        _ base: String, paths: [String], configuration: InsetlabConfiguration, options: ConfigurationOptions, console: Console
    ) throws -> BaseRevision {
        let cwd = FileManager.default.currentDirectoryPath
        // The work tree's top, links resolved (git resolves them: /private/var on macOS).
        let top = try? GitRevision.topLevel()
        let roots = paths.isEmpty ? listedRoots(configuration: configuration, cwd: cwd, top: top) : paths.map { ($0, false) }
        // The folders globs list from may be on neither side: a glob that matches nothing is fine.
        let globRoots = Set(roots.filter(\.isGlob).map(\.path))
        let found: (commit: String, pairs: [ScenePair])
        do {
            found = try DiffInputs.revision(base, paths: roots.map(\.path), optional: globRoots)
        } catch {
            // 66 a path on neither side, 69 no git, 64 no repository or not a revision.
            console.diagnose(error.description)
            switch error {
            case .missing: throw InsetlabExit.missingInput
            case .git(.gitUnavailable): throw Diff.gitUnavailable
            case .git: throw ExitCode.validationFailure
            }
        }
        var pairs = found.pairs
        if paths.isEmpty {
            var seen: Set<String> = []
            pairs.removeAll {
                !seen.insert($0.path).inserted
                    || !ConfiguredInputs.isIncluded($0.path, by: configuration, workingDirectory: cwd)
                    || ConfiguredInputs.isExcluded($0.path, by: configuration, workingDirectory: cwd)
            }
        }
        let before = try settings(
            at: base, commit: found.commit, configuration: configuration, options: options, cwd: cwd, top: top, console: console)
        return BaseRevision(commit: found.commit, pairs: pairs, before: before)
    }

    /// The folders and files `include` (or its default) lists from, relative to the working
    /// folder, and whether a glob lists from each; a folder above the work tree (a glob's, in a
    /// `.insetlab.yml` above the repository) is the work tree's top, all git can list.
    private static func listedRoots(configuration: InsetlabConfiguration, cwd: String, top: String?) -> [(path: String, isGlob: Bool)] {
        ConfiguredInputs.includeRoots(for: configuration, workingDirectory: cwd).map { root, isGlob in
            if let top, FilePaths.inside(top, directory: canonical(root)) != nil, canonical(root) != top {
                return (FilePaths.relative(top, from: canonical(cwd)), isGlob)
            }
            return (FilePaths.relative(root, from: cwd), isGlob)
        }
    }

    /// `path` with its links resolved (`realpath`), or as it is when it does not exist.
    private static func canonical(_ path: String) -> String { FolderConfinement.realPath(path) ?? path }

    /// The revision's side's settings when its `.insetlab.yml` differs from the one in force;
    /// an invalid one there prints its errors (`REV:.insetlab.yml:3:5: error: …`) and exits 2.
    private static func settings(
        at base: String, commit: String, configuration: InsetlabConfiguration, options: ConfigurationOptions, cwd: String,
        top: String?, console: Console
    ) throws -> DiffSideSettings? {
        guard !options.noConfig, options.config == nil else { return nil }
        let absolute = FilePaths.absolute(InsetlabConfiguration.fileName, from: configuration.directory)
        if let top, FilePaths.inside(canonical(configuration.directory), directory: top) == nil { return nil }
        let path = FilePaths.relative(absolute, from: cwd)
        let then: [UInt8]?
        do {
            then = try GitRevision.files(at: commit, under: [path]).first { $0.path.hasSuffix(InsetlabConfiguration.fileName) }?.contents
        } catch {
            console.diagnose("insetlab: error: \(error)")
            throw ExitCode.validationFailure
        }
        let now: [UInt8]? = configuration.file == nil ? nil : try? SourceFile.read(absolute)
        guard then != now else { return nil }
        guard let then else { return DiffSideSettings() }
        do {
            let old = try InsetlabConfiguration.load(bytes: then, displayName: "\(base):\(path)", directory: configuration.directory)
            return DiffSideSettings(rules: old.rules, defaults: old.sceneDefaults)
        } catch {
            for diagnostic in error.diagnostics { console.diagnose(diagnostic.description) }
            throw InsetlabExit.invalidConfiguration
        }
    }
}
