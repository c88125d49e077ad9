import InsetlabScene
import InsetlabSceneDecoding

/// The starter scenes `insetlab init` writes: commented, runnable as they are, and clean (every
/// `expect` holds and no pitfall rule fires) on any built-in device and iOS version it ran.
/// Anchors follow the iOS version: `safeArea` from iOS 11, the layout guides before; `margins`
/// from iOS 9, the superview with a 16-pt inset before.
public enum StarterTemplate: String, CaseIterable, Sendable {
    case navTable = "nav-table"
    case tabNav = "tab-nav"
    case plain
    case collection

    /// One line for `insetlab init --help`.
    public var summary: String {
        switch self {
        case .navTable: "a UITableViewController in a UINavigationController"
        case .tabNav: "a UITabBarController with two navigation stacks"
        case .plain: "a UIViewController with a label and a button in the safe area"
        case .collection: "a UICollectionViewController in a UINavigationController"
        }
    }
}

/// Where a scene's modeline points: the repository's schema found in the scene's folder or
/// above it, or, when there is none, the path the schema has in the insetlab repository.
public enum SchemaReference: Sendable, Hashable {
    /// `Schemas/scene.schema.json` relative to the scene's folder (`../Schemas/scene.schema.json`).
    case found(String)
    /// No `Schemas/scene.schema.json` above the scene: `SceneSchema.path`, with a comment.
    case notFound

    /// Looks for `Schemas/scene.schema.json` in `directory` (absolute, `/`-separated) and each
    /// folder above it.
    public static func locate(from directory: String, fileExists: (String) -> Bool) -> SchemaReference {
        var components = directory.split(separator: "/").map(String.init)
        var levels = 0
        while true {
            let candidate = "/" + (components + [SceneSchema.path]).joined(separator: "/")
            if fileExists(candidate) { return .found(String(repeating: "../", count: levels) + SceneSchema.path) }
            guard !components.isEmpty else { return .notFound }
            components.removeLast()
            levels += 1
        }
    }

    /// The first lines of the scene.
    var modeline: [String] {
        switch self {
        case .found(let path):
            return ["# yaml-language-server: $schema=" + path]
        case .notFound:
            return [
                "# yaml-language-server: $schema=" + SceneSchema.path,
                "# (No \(SceneSchema.path) was found in this folder or above it, so the line above names",
                "# the schema's path in the insetlab repository, relative to this file. Copy the schema",
                "# there, or change the path to where your copy is.)",
            ]
        }
    }
}

/// One starter scene: a template on a device and iOS version.
public struct StarterScene: Sendable {
    public static var defaultIOS: Int { DeviceCatalog.defaultIOS }

    /// The first iPhone that shipped with `ios` (iPhone 16 for iOS 18, iPhone 8 for iOS 11), so
    /// that choosing only a version works; iPhone 16 for a version no iPhone shipped with.
    public static func defaultDevice(ios: Int) -> String {
        DeviceCatalog.models.first { $0.idiom == .phone && $0.iosRange.lowerBound == ios }?.name ?? "iPhone 16"
    }

    public var template: StarterTemplate
    /// The catalog's name for the device (a custom device is not offered).
    public var device: String
    public var ios: Int
    public var schema: SchemaReference

    public init(template: StarterTemplate, device: String, ios: Int, schema: SchemaReference) {
        self.template = template
        self.device = device
        self.ios = ios
        self.schema = schema
    }

    /// The catalog's name for `device` and no errors, or the errors the decoder reports for
    /// `device: DEVICE` with `ios: IOS` (unknown or ambiguous name, iOS not modelled, a version
    /// the device never ran), in its words.
    public static func resolve(device: String, ios: Int) -> (device: String?, errors: [String]) {
        let probe = "device: \(SchemaJSON.quoted(device))\nios: \(ios)\nroot: {type: UIViewController}\n"
        do {
            let file = try SceneDecoder.decode(yaml: probe, file: "init")
            return (file.variants.first?.device.name, [])
        } catch {
            return (nil, error.diagnostics.map(\.message))
        }
    }

    /// The scene file's text.
    public var text: String {
        var lines = schema.modeline + ["#"] + introduction + [""]
        lines += [
            "name: \(title)",
            "device: \(device)",
            Self.commented(
                "ios: \(ios)",
                "7–18 or 26, a version the device ran (insetlab devices)"
            ),
            Self.commented("orientation: portrait", "portrait | landscape"),
        ]
        lines += body
        lines += [
            "",
            "expect:",
            "  # insetlab check verifies these lines. Add ID.property lines with the numbers UIKit",
            "  # should give, such as",
            "  #   \(exampleExpectation)",
            "  # (insetlab run prints the computed ones; write what you expect, not what it printed).",
            warningsLine,
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `warnings: []`, or `[model-uncertainty]` where the numbers are partly inferred (iOS 26, or a
    /// device with no measurement), since the engine says so on every such scene.
    var warningsLine: String {
        let model = DeviceCatalog.model(named: device)
        // iPadOS 18+ floats a tab bar at the top, whose inset is unmeasured (TopTabBar's note).
        let topTabBar = template == .tabNav && model?.idiom == .pad && ios >= 18
        let inferred = ios >= 26 || model?.inference != nil || topTabBar
        return inferred
            ? Self.commented("  warnings: [model-uncertainty]", "some numbers here are inferred; the notes say which")
            : Self.commented("  warnings: []", "no pitfall rule may fire; list the rule ids that must")
    }

    var title: String {
        switch template {
        case .navTable: "Table view controller in a navigation controller"
        case .tabNav: "Tab bar controller with two navigation stacks"
        case .plain: "Plain view controller"
        case .collection: "Collection view controller in a navigation controller"
        }
    }

    var introduction: [String] {
        [
            "# Written by `insetlab init --template \(template.rawValue)`:",
            "# \(template.summary). It runs as it is:",
            "#",
            "#   insetlab run FILE       # where UIKit puts every view, bar and inset",
            "#   insetlab check FILE     # verify the expect: block at the end",
            "#",
            "# Keys are UIKit's property names; an editor with the YAML language server shows what",
            "# each does on hover and completes keys and values (the modeline above names the",
            "# schema). Evaluate several devices, iOS versions and orientations at once with",
            "#",
            "#   matrix:",
            "#     device: [iPhone SE (3rd generation), iPhone 16]",
            "#     orientation: [portrait, landscape]",
        ]
    }

    var exampleExpectation: String {
        switch template {
        case .navTable: "table.adjustedContentInset: [top, left, bottom, right]"
        case .tabNav: "feedTable.contentInset: [top, left, bottom, right]"
        case .plain: "title.frame: [x, y, width, height]"
        case .collection: "collection.contentOffset: [x, y]"
        }
    }

    // MARK: Anchors by iOS version

    /// `safeArea` from iOS 11; before, the layout guides (top and bottom only).
    func verticalAnchor(_ edge: String) -> String {
        ios >= 11 ? "safeArea" : edge + "LayoutGuide"
    }

    /// `margins` from iOS 9 (layoutMarginsGuide); before, the superview 16 pt in.
    var sideAnchor: String { ios >= 9 ? "margins" : "{to: superview, inset: 16}" }

    /// `{top: safeArea, leading: margins, trailing: margins, height: 44}` as the version allows.
    func topBar(height: Int, inset: Int = 0) -> String {
        let top = inset == 0 ? verticalAnchor("top") : "{to: \(verticalAnchor("top")), inset: \(inset)}"
        return "{top: \(top), leading: \(sideAnchor), trailing: \(sideAnchor), height: \(height)}"
    }
}
