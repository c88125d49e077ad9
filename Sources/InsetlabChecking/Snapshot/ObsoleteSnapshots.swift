#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
internal import InsetlabWorkspace

/// Snapshots no scene is left for: `scenes/__snapshots__/old.snap` after `old.yaml` was renamed
/// or deleted. Only the snapshot folders this run uses are looked in (one listing each, and
/// one of the scenes' folder), so a run over a few files costs a few listings.
///
/// A snapshot is kept when any file in its scene's folder has its stem (`old.yaml`, `old.yml`,
/// or a scene named with another extension), compared without case: on a case-insensitive
/// volume (a Mac's default) `Feed.snap` is the snapshot `feed.yaml` writes, and is never
/// reported, let alone removed.
public enum ObsoleteSnapshots {
    /// The obsolete snapshots beside `scenes`' own, as reports print paths, sorted.
    public static func find(scenes: [String], options: SnapshotOptions) -> [String] {
        let directory = FileManager.default.currentDirectoryPath
        // Snapshot folder → the scene folder it serves; and the snapshots this run checked.
        var folders: [String: String] = [:]
        var checked: Set<String> = []
        for scene in scenes {
            let snapshot = FilePaths.absolute(SnapshotStore.path(forScene: scene, folder: options.folder, base: options.base), from: directory)
            checked.insert(snapshot.lowercased())
            folders[FilePaths.parent(of: snapshot)] = FilePaths.parent(of: FilePaths.absolute(scene, from: directory))
        }
        var obsolete: [String] = []
        for (folder, sceneFolder) in folders.sorted(by: { $0.key < $1.key }) {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            let suffix = "." + SnapshotStore.fileExtension
            let snapshots = names.filter { $0.hasSuffix(suffix) && !checked.contains((folder + "/" + $0).lowercased()) }
            // A scene folder that cannot be listed says nothing about which scenes are gone: none
            // of its snapshots is called obsolete (as empty, --update would remove them all).
            guard !snapshots.isEmpty, let sceneNames = try? FileManager.default.contentsOfDirectory(atPath: sceneFolder) else { continue }
            let stems = Set(sceneNames.map { SnapshotStore.stemOf($0).lowercased() })
            for name in snapshots.sorted() where !stems.contains(String(name.dropLast(suffix.count)).lowercased()) {
                obsolete.append(SnapshotStore.displayed(folder + "/" + name))
            }
        }
        return obsolete
    }

    /// Removes `path` (a snapshot `find` reported); the reason on failure.
    public static func remove(_ path: String) -> String? {
        do {
            try FileManager.default.removeItem(atPath: path)
            return nil
        } catch {
            return ErrorText.describe(error)
        }
    }
}
