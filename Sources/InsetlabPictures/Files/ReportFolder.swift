#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
public import InsetlabWorkspace
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// One file of a report, by its path inside the report folder.
public struct ReportFile: Sendable, Hashable {
    /// Relative, `/`-separated (`index.html`, `svg/scenes-feed-iphone-x-ios-11-portrait.svg`).
    public var path: String
    public var contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}

/// The folder `insetlab report --output DIR` writes into, and its rules: never clobber files
/// insetlab did not write.
///
/// DIR may be new (it is created), empty, or a folder a previous `insetlab report` wrote (it
/// holds the marker file `.insetlab-report`, which lists the files that report wrote). Any
/// other folder is refused unless `force`; so is a file in the way of a picture that the marker
/// does not list (the user's own, in a folder report wrote before). Each file is written atomically, pictures first and
/// `index.html` after them, so the page never links to a picture that is not there yet; files
/// the previous report wrote and this one does not are removed last. Files the user put in the
/// folder are never removed.
public struct ReportFolder: Sendable {
    public static let markerName = ".insetlab-report"
    static let markerHeading = "# Written by `insetlab report`, which replaces and removes only the files listed here."

    public let path: String
    /// Files the previous report here wrote (from its marker).
    let previousFiles: [String]
    /// `--force`: files in the way are replaced even when no report wrote them.
    var force = false

    /// Checks that `path` may be written and creates it when missing.
    public static func prepare(_ path: String, force: Bool) throws(OutputFileError) -> ReportFolder {
        let kind = PathKind(of: path)
        if kind == .missing {
            guard AtomicFile.existing(path) == .missing else { throw .notAFolder(path) }  // a dangling link
            do {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                throw .cannotWrite(path, reason: "cannot create the folder")
            }
            return ReportFolder(path: path, previousFiles: [], force: force)
        }
        guard kind == .directory else { throw .notAFolder(path) }
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw .cannotWrite(path, reason: "cannot list the folder")
        }
        if entries.contains(markerName) {
            return ReportFolder(path: path, previousFiles: readMarker(join(path, markerName)), force: force)
        }
        guard entries.isEmpty || force else { throw .folderNotEmpty(path) }
        return ReportFolder(path: path, previousFiles: [], force: force)
    }

    /// Writes `files` (pictures, then `index.html`, then the marker) and removes the previous
    /// report's files that are no longer part of it.
    ///
    /// The marker is written first too, listing the previous report's files and this one's: a
    /// run that is killed or fails part-way leaves a folder the next run recognises as its own,
    /// and whose every file it may replace or remove. Nothing is written or removed through a
    /// symbolic link inside the folder (a linked `svg/…` folder would reach files elsewhere).
    public func write(_ files: [ReportFile]) throws(OutputFileError) {
        let ordered = files.filter { $0.path != "index.html" } + files.filter { $0.path == "index.html" }
        for file in ordered {
            guard Self.isSafeRelativePath(file.path), file.path != Self.markerName else {
                throw .cannotWrite(file.path, reason: "not a plain path inside the report folder")
            }
        }
        // Before anything is written: a file in the way that no report wrote is the user's.
        if !force {
            let own = Set(previousFiles)
            for file in ordered where !own.contains(file.path) {
                let target = Self.join(path, file.path)
                if AtomicFile.existing(target) == .regularFile { throw .wouldOverwrite(target) }
            }
        }
        let pending = Set(previousFiles.filter(Self.isReportShaped)).union(files.map(\.path))
        try writeMarker(listing: pending)
        for file in ordered {
            let target = Self.join(path, file.path)
            try refuseLinkedFolders(on: file.path)
            switch AtomicFile.existing(target) {
            case .missing, .regularFile: break
            case .other: throw .notAFile(target)
            }
            try AtomicFile.write(file.contents, to: target)
        }
        let written = Set(files.map(\.path))
        try writeMarker(listing: written)
        for stale in previousFiles where !written.contains(stale) && Self.isReportShaped(stale) {
            let target = Self.join(path, stale)
            guard (try? refuseLinkedFolders(on: stale)) != nil else { continue }
            guard AtomicFile.existing(target) == .regularFile, unlink(target) == 0 else { continue }
            // Folders the earlier report made and that are empty now go too (rmdir removes
            // only an empty folder, so nothing of the user's can go with them).
            var components = stale.split(separator: "/").dropLast()
            while !components.isEmpty, rmdir(Self.join(path, components.joined(separator: "/"))) == 0 {
                components = components.dropLast()
            }
        }
    }

    private func writeMarker(listing files: Set<String>) throws(OutputFileError) {
        let marker = ([Self.markerHeading] + files.sorted()).joined(separator: "\n") + "\n"
        try AtomicFile.write(marker, to: Self.join(path, Self.markerName))
    }

    /// Every folder on the way to `relative` that exists must be a folder, not a link to one.
    private func refuseLinkedFolders(on relative: String) throws(OutputFileError) {
        var folder = path
        for component in relative.split(separator: "/").dropLast() {
            folder = Self.join(folder, String(component))
            var status = stat()
            guard lstat(folder, &status) == 0 else { return }  // missing: created as a folder
            guard (status.st_mode & S_IFMT) == S_IFDIR else {
                throw .cannotWrite(folder, reason: "a symbolic link or a file inside the report folder, where insetlab writes a folder of its own; not followed")
            }
        }
    }

    static func readMarker(_ path: String) -> [String] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
    }

    /// A path `report` writes: `index.html` or a picture under `svg/`, and safe. The marker is a
    /// plain file anyone can edit, so a line naming anything else (an input scene copied into
    /// the folder, a note of the user's) is never removed.
    static func isReportShaped(_ path: String) -> Bool {
        isSafeRelativePath(path) && (path == "index.html" || (path.hasPrefix("svg/") && path.hasSuffix(".svg")))
    }

    /// A relative path with no `..`, `.` or empty component: it cannot leave the folder.
    static func isSafeRelativePath(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/") else { return false }
        return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }

    /// `folder/file`.
    public static func join(_ folder: String, _ file: String) -> String {
        folder.hasSuffix("/") ? folder + file : folder + "/" + file
    }
}
