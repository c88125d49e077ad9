#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
internal import InsetlabWorkspace
internal import InsetlabScene
public import InsetlabYAML
import InsetlabSceneDecoding

#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// `insetlab import`: imports every file, checks each scene reads back, writes it under the
/// output folder (never outside it, never over an existing file without `force`, atomically),
/// and summarises.
public struct ImportSession {
    public struct ScreenResult: Sendable {
        public var screen: ImportedScreen
        /// The written file (as the user spelled the output folder), nil when not written.
        public var scene: String?
        public var status: ImportStatus
        public var lost: [ImportLoss]
    }

    public struct FileResult: Sendable {
        public var file: String
        public var screens: [ScreenResult]
        public var notes: [ImportLoss]
        /// What the file holds that would fail at run time (a storyboard reference to a storyboard
        /// ID no controller has), at its line.
        public var warnings: [ImportLoss] = []
    }

    public var files: [FileResult] = []
    /// `file:line:col: error: …` lines, in order.
    public var errors: [String] = []
    public var invalidInput = false
    public var cannotWrite = false

    public init() {}

    /// Imports `paths` into `outputDirectory`.
    public mutating func run(paths: [String], outputDirectory: String, options: ImportOptions, force: Bool) {
        var usedStems: Set<String> = []
        if let reason = Self.makeDirectory(outputDirectory) {
            errors.append("insetlab: error: \(outputDirectory): cannot create the output folder: \(reason)")
            cannotWrite = true
            return
        }
        // A storyboard another one shows by a reference is not its app's window root.
        var options = options
        options.references = StoryboardReferences.scan(paths)
        var identifiersByPath: [String: Set<String>] = [:]
        for path in paths {
            let document: ImportedDocument
            do {
                document = try StoryboardImporter.importFile(atPath: path, options: options)
            } catch {
                errors += error.diagnostics.map(\.description)
                invalidInput = true
                files.append(FileResult(file: path, screens: [], notes: []))
                continue
            }
            // Two storyboards of one name get `Main/` and `Main-2/`; a folder an earlier import
            // filled from another storyboard of the name is that one's, whatever is imported now.
            var stem = document.stem
            var number = 2
            while usedStems.contains(stem.lowercased()) || Self.isOwnedByAnother(Self.join(outputDirectory, stem), source: path) {
                stem = "\(document.stem)-\(number)"
                number += 1
            }
            usedStems.insert(stem.lowercased())
            let folder = Self.join(outputDirectory, stem)
            var results: [ScreenResult] = []
            for screen in document.screens {
                var result = Self.validate(screen, file: path)
                if result.status != .failed, let text = screen.text {
                    let target = Self.join(folder, screen.fileStem + ".yaml")
                    if let problem = Self.write(text, to: target, folder: folder, force: force, source: path) {
                        errors.append("insetlab: error: \(target): \(problem)")
                        cannotWrite = true
                    } else {
                        result.scene = target
                    }
                }
                results.append(result)
            }
            files.append(FileResult(file: path, screens: results, notes: document.notes))
            identifiersByPath[path] = document.storyboardIdentifiers
        }
        // A reference by storyboard ID that its storyboard, imported here, has no controller for:
        // UIKit raises an exception when the app follows it. Said at the reference.
        var said: Set<String> = []
        for (target, references) in options.references.sorted(by: { $0.key < $1.key }) {
            guard let identifiers = identifiersByPath[target] else { continue }
            for reference in references {
                guard let identifier = reference.identifier, !identifiers.contains(identifier),
                    let index = files.firstIndex(where: { $0.file == reference.file }),
                    said.insert("\(reference.file):\(reference.mark.line):\(reference.mark.column):\(target)").inserted
                else { continue }
                files[index].warnings.append(ImportLoss(
                    mark: reference.mark,
                    what: "this storyboard reference names storyboard ID \"\(TerminalText.escaped(identifier))\", which no controller of \(target) has: UIKit raises an exception when the app follows it"))
            }
        }
        // Files that hold no screen at all (an empty storyboard, only cells): nothing imported is
        // an invalid input, as `run` says of such a file, not a success. (A cell's xib among an
        // app's screens is skipped with its note.)
        if !invalidInput, !files.isEmpty, files.allSatisfy({ $0.screens.isEmpty }) {
            errors.append("insetlab: error: no screen in \(files.count == 1 ? files[0].file : "these \(files.count) files"): nothing to import (each file's note says why)")
            invalidInput = true
        }
    }

    /// A scene the decoder rejects is `failed`, with the decoder's reasons at the storyboard's lines.
    static func validate(_ screen: ImportedScreen, file: String) -> ScreenResult {
        guard let text = screen.text else {
            return ScreenResult(screen: screen, scene: nil, status: .failed, lost: screen.lost)
        }
        do {
            _ = try SceneDecoder.decode(yaml: text, file: file)
            return ScreenResult(screen: screen, scene: nil, status: screen.status, lost: screen.lost)
        } catch {
            let reasons = error.diagnostics.map { diagnostic in
                ImportLoss(
                    mark: diagnostic.mark.flatMap { screen.source(ofLine: $0.line) },
                    what: "the scene does not read back: \(diagnostic.message)")
            }
            return ScreenResult(screen: screen, scene: nil, status: .failed, lost: screen.lost + reasons)
        }
    }

    /// 0 all exact; 1 a screen lossy or failed; 2 a file is not an iOS IB document; 73 a
    /// scene could not be written. The worst wins.
    public var exitCode: Int32 {
        if cannotWrite { return 73 }
        if invalidInput { return 2 }
        return files.contains { $0.screens.contains { $0.status != .exact } } ? 1 : 0
    }

    // MARK: Writing

    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// `mkdir -p`: creates the folder and those above it unless it exists; why it could not be,
    /// or nil. Each level by mkdir(2), whose errno is the reason (read through Foundation's error,
    /// a later stat turned "Permission denied" into "No such file or directory").
    static func makeDirectory(_ path: String) -> String? {
        switch PathKind(of: path) {
        case .directory: return nil
        case .file: return "a file, not a folder, has that name"
        case .missing: break
        }
        var built = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            built += built.isEmpty || built.hasSuffix("/") ? String(component) : "/" + component
            if mkdir(built, 0o755) != 0 {
                let code = errno
                if code == EEXIST, PathKind(of: built) == .directory { continue }
                return code == EEXIST ? "\(built) is a file, not a folder" : String(cString: strerror(code))
            }
        }
        return nil
    }

    /// Writes one scene imported from the storyboard `source`; returns why it could not be, or nil.
    ///
    /// `force` replaces a scene this storyboard wrote before, but not one another storyboard of
    /// the same name did: which of two `Main.storyboard`s gets `Main/` and which `Main-2/`
    /// depends on the files imported together, and importing one of them alone later must not
    /// overwrite the other's scenes. A file's first line names its storyboard.
    static func write(_ text: String, to path: String, folder: String, force: Bool, source: String) -> String? {
        var status = stat()
        if lstat(folder, &status) == 0 {
            guard (status.st_mode & S_IFMT) == S_IFDIR else {
                return "\(folder) exists and is not a folder (a symbolic link is not followed: insetlab never writes outside --output)"
            }
        } else if mkdir(folder, 0o777) != 0, errno != EEXIST {
            return "cannot create \(folder): \(String(cString: strerror(errno)))"
        }
        if lstat(path, &status) == 0 {
            guard force else { return "already exists; insetlab import never overwrites a file without --force" }
            guard (status.st_mode & S_IFMT) == S_IFREG else { return "exists and is not a regular file; not replaced even with --force" }
            if let other = importedFrom(path), !sameFile(other, source) {
                return "was imported from \(other), another storyboard of the same name; not replaced even with --force (import both together, each gets its own folder, or give this one another --output)"
            }
            do {
                let file = try AtomicReportFile(path: path)
                file.output.write(text)
                try file.commit()
                return nil
            } catch {
                return "cannot write it: \(error.reason)"
            }
        }
        do {
            try NewFileWriter.create(path, contents: text)
            return nil
        } catch {
            switch error {
            case .exists: return "already exists; insetlab import never overwrites a file without --force"
            case .cannotCreate(_, let reason): return "cannot write it: \(reason)"
            }
        }
    }
}

extension ImportSession {
    /// The storyboard an earlier import wrote `path` from, as its first line names it
    /// (`# Imported by `insetlab import` from PATH, scene ID: …`), or nil.
    static func importedFrom(_ path: String) -> String? {
        guard let bytes = try? SourceFile.read(path) else { return nil }
        let prefix = "# " + DocumentImport.headerStart
        let line = String(decoding: bytes.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        guard line.hasPrefix(prefix), let end = line.ranges(of: DocumentImport.headerSceneMark).last else { return nil }
        return String(line[line.index(line.startIndex, offsetBy: prefix.count)..<end.lowerBound])
    }

    /// Whether `folder` holds a scene an earlier import wrote from a storyboard other than
    /// `source` (the first scene file with the header decides).
    static func isOwnedByAnother(_ folder: String, source: String) -> Bool {
        guard PathKind(of: folder) == .directory,
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
        else { return false }
        for name in names.sorted() where name.hasSuffix(".yaml") {
            if let other = importedFrom(join(folder, name)) { return !sameFile(other, source) }
        }
        return false
    }

    /// Whether two paths name one file; a path that names no file now (an import run from
    /// another folder wrote it relative to that one) counts as the same, so it is replaced.
    static func sameFile(_ recorded: String, _ source: String) -> Bool {
        var a = stat()
        var b = stat()
        guard stat(recorded, &a) == 0, stat(source, &b) == 0 else { return true }
        return a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }
}

extension ImportedScreen {
    /// The storyboard position of a line of the scene text (the nearest mapped line above it).
    public func source(ofLine line: Int) -> Mark? {
        var index = min(line, lineSources.count) - 1
        while index >= 0 {
            if let mark = lineSources[index] { return mark }
            index -= 1
        }
        return nil
    }
}
