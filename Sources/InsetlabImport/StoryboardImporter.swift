#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
public import InsetlabYAML
internal import InsetlabScene
internal import InsetlabWorkspace

/// Interface Builder files (.storyboard, .xib) → one scene per screen (SCENE-FORMAT v2, with
/// `ib:` provenance). A screen is a content controller with the container chain that shows it.
public enum StoryboardImporter {
    /// Reads and imports the file at `path`; `displayName` is what diagnostics and the scene
    /// comments call it.
    public static func importFile(
        atPath path: String, displayName: String? = nil, options: ImportOptions = ImportOptions()
    ) throws(DiagnosticError) -> ImportedDocument {
        let name = displayName ?? path
        // As a scene file is read: one open, a size checked before reading (the scene limit,
        // 32 MiB, well above the 20 MB storyboards real apps have), the reason a read fails.
        let bytes = try SourceFile.read(path, displayName: name)
        return try importData(Data(bytes), file: name, options: options)
    }

    /// Reads and imports the files at `paths` together, as `insetlab import` does: a screen
    /// another of them pushes by a storyboard reference is laid out on that storyboard's
    /// navigation controller, and one it shows otherwise is placed as a controller code shows
    /// (docs/storyboard-import.md, "Storyboard references").
    package static func importFiles(atPaths paths: [String], options: ImportOptions = ImportOptions()) -> [Result<ImportedDocument, DiagnosticError>] {
        var options = options
        options.references = StoryboardReferences.scan(paths)
        return paths.map { path in
            Result { () throws(DiagnosticError) in try importFile(atPath: path, options: options) }
        }
    }

    /// Imports a document already in memory.
    public static func importData(_ data: Data, file: String, options: ImportOptions = ImportOptions()) throws(DiagnosticError) -> ImportedDocument {
        let root = try XMLTreeReader.parse(data, file: file)
        let document = try IBDocument(root: root, file: file)
        let target = try DocumentTarget(document: document, options: options)
        let stem = FileNames.stem(of: file)
        var builder = DocumentImport(document: document, target: target)
        builder.references = options.references[file] ?? []
        builder.run()
        var imported = ImportedDocument(file: file, stem: stem, screens: builder.screens, notes: builder.notes)
        imported.storyboardIdentifiers = Set(document.controllers.compactMap { $0["storyboardIdentifier"] })
        return imported
    }
}

/// The device, orientation and iOS version the scenes are written for, and why.
struct DocumentTarget {
    var device: String
    var ios: Int
    var landscape: Bool
    var isPad: Bool
    /// The bars screens are laid out under (`--bars`).
    var bars: ImportBars = .runtime
    /// `--ios` chose the version, not the era of the Xcode that saved the file.
    var iosRequested = false
    /// The target's trait collection as IB's variations spell it.
    var traits: [String: String] = [:]
    /// Lines for the scene's header comment.
    var explanation: [String]
    var losses: [ImportLoss] = []

    init(document: IBDocument, options: ImportOptions) throws(DiagnosticError) {
        let root = document.root
        bars = options.bars
        let deviceElement = root.child("device")
        let metrics = IBDocument.descendants(of: root).first { $0.name == "simulatedScreenMetrics" && $0["type"] != nil }
        let deviceID = deviceElement?["id"] ?? metrics?["type"].map { String($0.split(separator: ".").first ?? "") }
        landscape = deviceElement?["orientation"] == "landscape"
            || IBDocument.descendants(of: root).contains { $0.name == "simulatedOrientationMetrics" && ($0["orientation"] ?? "").hasPrefix("landscape") }
        // IB writes portrait or landscape; anything else (hand edited) is read as portrait, and said.
        if let device = deviceElement, let written = device["orientation"], written != "portrait", written != "landscape" {
            losses.append(ImportLoss(mark: device.mark, what: "orientation \"\(TerminalText.escaped(written))\" is neither portrait nor landscape: laid out in portrait"))
        }
        let plugin = IBDevices.pluginVersion(of: root)
        let era = IBDevices.era(toolsVersion: root["toolsVersion"], pluginVersion: plugin)
        var ios = era?.ios ?? 11
        var explanation: [String] = []
        if let era {
            let tools = root["toolsVersion"] ?? "?"
            let placeholder = (Double(tools.split(separator: ".").first ?? "") ?? 0) >= IBDevices.placeholderToolsVersion
            let source = placeholder ? "toolsVersion \(tools), a placeholder; Interface Builder plug-in \(plugin ?? "?")" : "toolsVersion \(tools)"
            explanation.append("iOS \(era.ios): the SDK of Xcode \(era.xcode), which saved it (\(source))")
        } else {
            explanation.append("iOS 11: the file has no readable toolsVersion")
            losses.append(ImportLoss(mark: root.mark, what: "no readable toolsVersion: the iOS version is a guess (11)"))
        }
        if root["useSafeAreas"] == "YES", ios < 11 { ios = 11 }
        if root["useSafeAreas"] != "YES", ios >= 11 {
            explanation.append("laid out against the top/bottom layout guides (Use Safe Area Layout Guides is off)")
        }
        let modelled = DeviceCatalog.modelledIOS
        if let requested = options.ios {
            ios = requested
            iosRequested = true
            explanation = ["iOS \(requested): --ios"]
        } else if !modelled.contains(ios) {
            explanation.append("iOS \(ios) is past what insetlab models: written as iOS \(min(max(ios, modelled.lowerBound), modelled.upperBound))")
            ios = min(max(ios, modelled.lowerBound), modelled.upperBound)
        }
        var device = "iPhone 8"
        var isPad = false
        if let requested = options.device {
            guard let model = DeviceCatalog.model(named: requested) else {
                throw DiagnosticError(.error("--device \"\(requested)\" is not a built-in device (insetlab devices lists them)", file: document.file, at: nil))
            }
            device = model.name
            isPad = model.idiom == .pad
            explanation.insert("\(model.name): --device", at: 0)
            if options.ios == nil, !model.iosRange.contains(ios) {
                ios = min(max(ios, model.iosRange.lowerBound), model.iosRange.upperBound)
                explanation.append("iOS \(ios): the nearest version the \(model.name) ran")
            }
        } else if deviceID == "retina3_5" {
            device = IBDevices.custom35
            ios = min(ios, 9)
            explanation.insert("iPhone 4s (IB device retina3_5), as a custom device", at: 0)
        } else if let deviceID, let resolved = IBDevices.resolve(deviceID: deviceID, ios: ios) {
            device = resolved.model.name
            isPad = resolved.model.idiom == .pad
            if resolved.ios != ios, options.ios == nil {
                explanation.append("iOS \(resolved.ios): the nearest version the \(resolved.model.name) ran")
                ios = resolved.ios
            }
            explanation.insert("\(resolved.model.name) (IB device \(deviceID))", at: 0)
        } else {
            let mark = deviceElement?.mark ?? metrics?.mark ?? root.mark
            let what = deviceID.map { "simulated device \"\($0)\" is not in insetlab's table" } ?? "the file names no simulated device"
            if let screen = Self.rootViewSize(document), let model = IBDevices.model(screen: screen, ios: ios) {
                device = model.name
                isPad = model.idiom == .pad
                explanation.insert("\(model.name): \(what); chosen by the stored \(SceneNumber.format(screen.width)) × \(SceneNumber.format(screen.height)) root view", at: 0)
                if !model.iosRange.contains(ios) { ios = min(max(ios, model.iosRange.lowerBound), model.iosRange.upperBound) }
                // Another model with this screen that ran this iOS but has other bars or insets
                // would lay the screen out differently: the choice is a guess, so a loss.
                let metrics = model.metrics(ios: ios)
                let others = DeviceCatalog.models.filter { other in
                    other.name != model.name && other.screen == model.screen && other.iosRange.contains(ios)
                        && (other.metrics(ios: ios).statusBar != metrics.statusBar || other.metrics(ios: ios).safeAreaPortrait != metrics.safeAreaPortrait
                            || other.metrics(ios: ios).navigationBarY != metrics.navigationBarY)
                }
                if others.isEmpty, let deviceID {
                    // An IB device the table does not know may be another kind with this screen
                    // (`ipad12_9`, the home-button iPad Pro 12.9-inch: status bar 20, no home
                    // indicator), whose bars and safe area the catalog does not have.
                    losses.append(ImportLoss(
                        mark: mark,
                        what: "\(what): imported for the \(model.name), the device with its \(SceneNumber.format(screen.width)) × \(SceneNumber.format(screen.height)) screen; \"\(deviceID)\" may have other bars or safe area (pass --device, or a custom device)"))
                } else if !others.isEmpty {
                    losses.append(ImportLoss(
                        mark: mark,
                        what: "\(what): imported for the \(model.name), one of the devices with its \(SceneNumber.format(screen.width)) × \(SceneNumber.format(screen.height)) screen; \(others.map(\.name).joined(separator: ", ")) \(others.count == 1 ? "has" : "have") the same screen and other bars or safe area (pass --device)"))
                }
            } else {
                explanation.insert("iPhone 8: \(what)", at: 0)
                losses.append(ImportLoss(mark: mark, what: "\(what): imported for the iPhone 8"))
                ios = min(max(ios, 11), 16)
            }
        }
        self.device = device
        self.ios = ios
        // Size classes (UIKit): iPad regular × regular; iPhone portrait compact × regular;
        // iPhone landscape compact height, width per model (regular on Plus/Max).
        let landscapeWidth = DeviceCatalog.model(named: device)?.landscapeWidth == .regular ? "regular" : "compact"
        traits = isPad
            ? ["widthClass": "regular", "heightClass": "regular", "userInterfaceIdiom": "pad"]
            : ["widthClass": landscape ? landscapeWidth : "compact", "heightClass": landscape ? "compact" : "regular", "userInterfaceIdiom": "phone"]
        self.isPad = isPad
        self.explanation = explanation
    }

    /// The portrait size of the first full-screen root view, for files without a known device.
    static func rootViewSize(_ document: IBDocument) -> Size? {
        // A controller's root view (`key="view"`), or a xib's top-level view, which has no key:
        // it sits right under `<objects>`.
        for element in IBDocument.descendants(of: document.root)
        where element.attributes["key"] == "view" || (element.attributes["key"] == nil && document.parent(of: element)?.name == "objects") {
            guard let frame = ViewEmitter.frame(of: element), frame[2] > 0, frame[3] > 0 else { continue }
            let size = Size(width: min(frame[2], frame[3]), height: max(frame[2], frame[3]))
            if DeviceCatalog.models.contains(where: { $0.screen == size }) { return size }
        }
        return nil
    }
}

/// Safe names for the scene files.
enum FileNames {
    /// `path/to/Main.storyboard` → `Main`; only the extension goes, so `My.Orders.storyboard`
    /// → `MyOrders`, not `My` (which two such files would share).
    static func stem(of file: String) -> String {
        // Standard input (`import -`) has no name of its own.
        if file == "-" || file == "<stdin>" { return "stdin" }
        let last = file.split(separator: "/").last.map(String.init) ?? file
        let base = last.lastIndex(of: ".").map { String(last[..<$0]) } ?? last
        return safe(base, fallback: "Storyboard", capitalize: false)
    }

    /// Letters, digits, `-` and `_` only (no path separators, no dots): `Sign in / Up` → `SignInUp`.
    static func safe(_ text: String, fallback: String, capitalize: Bool = true) -> String {
        var result = ""
        var upperNext = true
        for character in text {
            if character.isASCII, character.isLetter || character.isNumber || character == "_" || character == "-" {
                result.append(upperNext && capitalize ? Character(character.uppercased()) : character)
                upperNext = false
            } else {
                upperNext = true
            }
        }
        guard !result.isEmpty else { return fallback }
        // Cut to fit a file name, as picture names are, with a hash of the whole so that two names
        // alike in their beginning (`…MainStoryboard` and `…MainStoryboard-iPad`) stay two.
        return FilePaths.shortened(result, toBytes: 120)
    }
}
