internal import InsetlabScene

/// Interface Builder's simulated devices and document eras, mapped onto insetlab's catalog.
/// The table and its sources are in docs/storyboard-import.md § "Devices and iOS versions".
enum IBDevices {
    /// An IB device id (`<device id="retina4_7">`, or the older `simulatedScreenMetrics`
    /// `type="retina4_7.fullscreen"`), the screen IB simulates (portrait points), and the
    /// catalog models with that screen, IB's own model first, then later ones in release order.
    struct Entry {
        var screen: Size
        var models: [String]
    }

    static let table: [String: Entry] = [
        // 3.5-inch (iPhone 4s): no catalog model; imported as a custom device (see custom35).
        "retina3_5": Entry(screen: Size(width: 320, height: 480), models: []),
        "retina4": Entry(screen: Size(width: 320, height: 568), models: ["iPhone 5s", "iPhone SE (1st generation)"]),
        "retina4_0": Entry(screen: Size(width: 320, height: 568), models: ["iPhone SE (1st generation)", "iPhone 5s"]),
        "retina4_7": Entry(
            screen: Size(width: 375, height: 667),
            models: ["iPhone 8", "iPhone 7", "iPhone 6s", "iPhone 6", "iPhone SE (2nd generation)", "iPhone SE (3rd generation)"]),
        "retina47": Entry(screen: Size(width: 375, height: 667), models: ["iPhone 6", "iPhone 6s", "iPhone 7", "iPhone 8"]),
        "retina5_5": Entry(
            screen: Size(width: 414, height: 736), models: ["iPhone 8 Plus", "iPhone 7 Plus", "iPhone 6s Plus", "iPhone 6 Plus"]),
        "retina55": Entry(screen: Size(width: 414, height: 736), models: ["iPhone 6 Plus", "iPhone 6s Plus", "iPhone 7 Plus", "iPhone 8 Plus"]),
        "retina5_9": Entry(screen: Size(width: 375, height: 812), models: ["iPhone X", "iPhone XS", "iPhone 11 Pro"]),
        "retina6_1": Entry(screen: Size(width: 414, height: 896), models: ["iPhone XR", "iPhone 11"]),
        "retina6_5": Entry(screen: Size(width: 414, height: 896), models: ["iPhone XS Max", "iPhone 11 Pro Max"]),
        "retina5_4": Entry(screen: Size(width: 375, height: 812), models: ["iPhone 12 mini", "iPhone 13 mini"]),
        "retina6_12": Entry(
            screen: Size(width: 390, height: 844), models: ["iPhone 12", "iPhone 12 Pro", "iPhone 13", "iPhone 13 Pro", "iPhone 14", "iPhone 16e"]),
        "retina6_7": Entry(screen: Size(width: 428, height: 926), models: ["iPhone 12 Pro Max", "iPhone 13 Pro Max", "iPhone 14 Plus"]),
        "retina6_0": Entry(screen: Size(width: 393, height: 852), models: ["iPhone 14 Pro", "iPhone 15", "iPhone 15 Pro", "iPhone 16"]),
        "retina6_72": Entry(
            screen: Size(width: 430, height: 932), models: ["iPhone 14 Pro Max", "iPhone 15 Plus", "iPhone 15 Pro Max", "iPhone 16 Plus"]),
        "retina6_3": Entry(screen: Size(width: 402, height: 874), models: ["iPhone 16 Pro"]),
        "retina6_9": Entry(screen: Size(width: 440, height: 956), models: ["iPhone 16 Pro Max"]),
        "ipad9_7": Entry(screen: Size(width: 768, height: 1024), models: ["iPad (6th generation)"]),
        "ipad7_9": Entry(screen: Size(width: 768, height: 1024), models: ["iPad (6th generation)"]),
        "ipad": Entry(screen: Size(width: 768, height: 1024), models: ["iPad (6th generation)"]),
        "ipad11_0rounded": Entry(screen: Size(width: 834, height: 1194), models: ["iPad Pro (11-inch)"]),
        "ipad11": Entry(screen: Size(width: 834, height: 1194), models: ["iPad Pro (11-inch)"]),
        "ipad12_9rounded": Entry(screen: Size(width: 1024, height: 1366), models: ["iPad Pro (12.9-inch)"]),
        "ipad10_9rounded": Entry(screen: Size(width: 820, height: 1180), models: ["iPad Air (4th generation)"]),
        "ipad8_3rounded": Entry(screen: Size(width: 744, height: 1133), models: ["iPad mini (6th generation)"]),
    ]

    /// iOS SDK major per Interface Builder tools version (the build number of the Xcode that
    /// saved the file): each Xcode major's builds start at these numbers. Sources in the docs.
    static let toolsEras: [(from: Double, xcode: Int, ios: Int)] = [
        (0, 5, 7), (6000, 6, 8), (7000, 7, 9), (11000, 8, 10), (13000, 9, 11), (14300, 10, 12),
        (15400, 11, 13), (17000, 12, 14), (19000, 13, 15), (21000, 14, 16), (22000, 15, 17),
        (23000, 16, 18), (24000, 26, 26),
    ]

    /// Tools versions from here on are no Xcode's build: `32700.99.1234` is a placeholder that
    /// templates and some Xcode 15 saves carry (duckduckgo's 2025-02 files, whose Interface
    /// Builder plug-in is 22685; Expo's launch-screen template). The plug-in version dates those.
    static let placeholderToolsVersion: Double = 30000

    /// The Xcode major and iOS SDK major for a `toolsVersion` ("14460.31"), or for the
    /// `IBCocoaTouchPlugin` version where the tools version is a placeholder.
    /// The era of a document: its `toolsVersion`, dated by its Interface Builder plug-in's version
    /// where that is a placeholder.
    static func era(of root: XMLElementNode) -> (xcode: Int, ios: Int)? {
        era(toolsVersion: root["toolsVersion"], pluginVersion: pluginVersion(of: root))
    }

    /// The version of the Interface Builder plug-in a document names in its dependencies.
    static func pluginVersion(of root: XMLElementNode) -> String? {
        root.child("dependencies")?.children
            .first { $0.name == "plugIn" && $0["identifier"] == "com.apple.InterfaceBuilder.IBCocoaTouchPlugin" }?["version"]
    }

    static func era(toolsVersion: String?, pluginVersion: String? = nil) -> (xcode: Int, ios: Int)? {
        guard let number = buildNumber(toolsVersion) else { return nil }
        let build = number >= placeholderToolsVersion ? buildNumber(pluginVersion) ?? number : number
        guard let row = toolsEras.last(where: { $0.from <= build }) else { return nil }
        return (row.xcode, row.ios)
    }

    private static func buildNumber(_ text: String?) -> Double? {
        text.flatMap { Double($0.split(separator: ".").first ?? "") }
    }

    /// The catalog model for an IB device at `ios`: IB's own model when it ran `ios`, else the
    /// first listed one that did, else IB's own model with `ios` moved into its range.
    static func resolve(deviceID: String, ios: Int) -> (model: DeviceModel, ios: Int)? {
        guard let entry = table[deviceID] else { return nil }
        let models = entry.models.compactMap(DeviceCatalog.model(named:))
        if let model = models.first(where: { $0.iosRange.contains(ios) }) { return (model, ios) }
        guard let first = models.first else { return nil }
        return (first, min(max(ios, first.iosRange.lowerBound), first.iosRange.upperBound))
    }

    /// A catalog model with this portrait screen that ran `ios` (for documents that name no
    /// device: the root view's stored size tells the screen).
    static func model(screen: Size, ios: Int) -> DeviceModel? {
        let same = DeviceCatalog.models.filter { $0.screen == screen }
        return same.first { $0.iosRange.contains(ios) } ?? same.first
    }

    /// The 3.5-inch iPhone 4s as a custom device: 320 × 480 points, a 20-pt status bar, no
    /// hardware insets (uikit-facts §1.1/§1.2, home-button row).
    static let custom35: String = "{name: iPhone 4s, idiom: phone, screen: [320, 480], statusBar: 20, safeArea: {portrait: [20, 0, 0, 0], landscape: [0, 0, 0, 0]}}"
}
