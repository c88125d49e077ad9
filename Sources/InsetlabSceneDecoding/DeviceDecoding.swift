import InsetlabYAML
import InsetlabScene

/// A device a scene runs on, as written: a built-in model (whose numbers depend on the iOS
/// version, resolved per variant) or a custom device mapping.
enum DeviceChoice {
    case builtIn(DeviceModel, mark: Mark)
    case custom(DeviceProfile, mark: Mark)

    /// The canonical name: Apple's marketing name, or the custom device's `name`.
    var name: String {
        switch self {
        case .builtIn(let model, _): model.name
        case .custom(let profile, _): profile.name
        }
    }

    var mark: Mark {
        switch self {
        case .builtIn(_, let mark), .custom(_, let mark): mark
        }
    }
}

/// `device:` and `ios:` values (SCENE-FORMAT "Top level").
extension ValueReader {
    func device(_ node: YAMLNode, keyPath: @autoclosure () -> String) -> DeviceChoice? {
        switch node.kind {
        case .mapping:
            return customDevice(node, keyPath: keyPath()).map { .custom($0, mark: node.mark) }
        case .scalar where !node.isNull:
            let name = node.scalar ?? ""
            if let model = DeviceCatalog.model(named: name) { return .builtIn(model, mark: node.mark) }
            do {
                // Not found: the catalog's own error says whether the name is unknown (with
                // suggestions) or ambiguous (with candidates); the version plays no part.
                _ = try DeviceCatalog.profile(named: name, ios: DeviceCatalog.defaultIOS)
            } catch {
                diagnostics.error(error.description, at: node.mark, keyPath: keyPath())
            }
            return nil
        default:
            expected("a device name (such as iPhone 15) or a custom device mapping", found: node, keyPath: keyPath())
            return nil
        }
    }

    /// A major iOS version that insetlab models (LAYOUT-MODEL §1, §8): 7…18 and 26.
    func iosVersion(_ node: YAMLNode, keyPath: @autoclosure () -> String) -> Int? {
        let range = "insetlab models iOS 7–18 and 26"
        guard let value = ScalarNumber(node).value, value == value.rounded(), abs(value) < 1e6 else {
            expected("a major iOS version (a whole number such as 17)", found: node, keyPath: keyPath())
            return nil
        }
        let version = Int(value)
        guard DecimalIntegers.isPlainDecimal(node) else {
            // `-17` is no other spelling of a version: no "did you mean -17?".
            expected(
                "a major iOS version (a whole number such as 17)", found: node, keyPath: keyPath(),
                hint: version > 0 ? DecimalIntegers.hint(version, node) : "")
            return nil
        }
        if DeviceCatalog.isReleased(ios: version) { return version }
        let message: String
        switch version {
        case 19...25:
            // Apple renumbered by year at WWDC 2025: iOS 18 was followed by iOS 26.
            message = "there was no iOS \(version): Apple went from iOS 18 to iOS 26 (there was no iOS 19–25); \(range)"
        case 27...:
            message = "iOS \(version) is not modelled yet (no release measured past iOS 26); \(range)"
        default:
            message = "iOS \(version) is not modelled: \(range), the versions whose bars extend under"
                + " the status bar (iOS 7 and later)"
        }
        diagnostics.error(message, at: node.mark, keyPath: keyPath())
        return nil
    }

    // MARK: Custom device

    private static let customDeviceKeys = [
        "name", "idiom", "screen", "statusBar", "safeArea", "landscapeWidth", "navigationBarY",
    ]
    private static let requiredCustomDeviceKeys = ["name", "idiom", "screen", "statusBar", "safeArea"]

    /// A `device:` mapping (SCENE-FORMAT "Custom device"): every required key present, the
    /// screen positive, and each safe area and bar fitting on the screen it belongs to.
    private func customDevice(_ node: YAMLNode, keyPath: @autoclosure () -> String) -> DeviceProfile? {
        var name: String?, idiom: Idiom?, screen: Size?, statusBar: Double?
        var portrait: Insets?, landscape: Insets?
        var landscapeWidth = SizeClass.compact
        var navigationBarY: Double?
        var failed = false
        let path = keyPath()
        let misspelt = forEachKnownKey(of: node.entries, in: "device", validKeys: Self.customDeviceKeys, keyPath: path) {
            key, _, value in
            let valuePath = path + "." + key
            switch key {
            case "name":
                // Reports name the variant by it: not blank, and not a built-in's (whose iOS range it lacks).
                name = string(value, what: "a device name", keyPath: valuePath)
                if let given = name, case let blank = given.allSatisfy(\.isWhitespace), blank || DeviceCatalog.model(named: given) != nil {
                    diagnostics.error(blank ? "a custom device needs a name: reports name its variants by it"
                        : "'\(given)' names a built-in device; give the custom device a name of its own (or write device: \(given))",
                        at: value.mark, keyPath: valuePath)
                    failed = true
                }
            case "idiom": idiom = choice(value, as: Idiom.self, keyPath: valuePath)
            case "screen":
                screen = size(value, .positive, keyPath: valuePath)
                if let read = screen, let problem = CustomDeviceLimits.screenProblem(read) {
                    diagnostics.error(problem, at: value.mark, keyPath: valuePath)
                    failed = true
                }
            case "statusBar": statusBar = number(value, .positive, keyPath: valuePath)
            case "landscapeWidth": landscapeWidth = choice(value, as: SizeClass.self, keyPath: valuePath) ?? .compact
            case "navigationBarY": navigationBarY = number(value, .nonNegative, keyPath: valuePath)
            case "safeArea": (portrait, landscape) = safeAreas(value, keyPath: valuePath)
            default: break
            }
        }
        for key in Self.requiredCustomDeviceKeys where node[key] == nil {
            failed = true
            if misspelt.contains(key) { continue }
            missingKey(key, in: "a custom device", at: node.mark, keyPath: path)
        }
        guard !failed, let name, let idiom, let screen, let statusBar, let portrait, let landscape else { return nil }

        let landscapeScreen = Size(width: screen.height, height: screen.width)
        let fits = [
            insetsFit(portrait, on: screen, named: "safeArea.portrait", node: node["safeArea"]?["portrait"], keyPath: path),
            insetsFit(landscape, on: landscapeScreen, named: "safeArea.landscape", node: node["safeArea"]?["landscape"], keyPath: path),
            lengthFits(statusBar, within: screen.height, named: "statusBar", node: node["statusBar"], keyPath: path),
            // Left out, navigationBarY is the status bar's height: judged (and reported) once, there.
            navigationBarY.map { lengthFits($0, within: screen.height, named: "navigationBarY", node: node["navigationBarY"], keyPath: path) } ?? true,
        ]
        guard !fits.contains(false) else { return nil }
        return DeviceProfile(
            name: name, idiom: idiom, screen: screen, statusBar: statusBar, safeAreaPortrait: portrait,
            safeAreaLandscape: landscape, landscapeWidth: landscapeWidth,
            navigationBarY: navigationBarY ?? statusBar, iosRange: nil, isCustom: true
        )
    }

    private func safeAreas(_ node: YAMLNode, keyPath: String) -> (Insets?, Insets?) {
        guard let entries = mapping(node, what: "a mapping with 'portrait' and 'landscape' insets", keyPath: keyPath) else {
            return (nil, nil)
        }
        var portrait: Insets?, landscape: Insets?
        let misspelt = forEachKnownKey(of: entries, in: "device.safeArea", validKeys: ["portrait", "landscape"], keyPath: keyPath) {
            key, _, value in
            let insets = insets(value, .nonNegative, keyPath: keyPath + "." + key)
            if key == "portrait" { portrait = insets } else { landscape = insets }
        }
        for key in ["portrait", "landscape"] where node[key] == nil && !misspelt.contains(key) {
            missingKey(key, in: "device.safeArea", at: node.mark, keyPath: keyPath)
        }
        return (portrait, landscape)
    }

    private func insetsFit(_ insets: Insets, on screen: Size, named name: String, node: YAMLNode?, keyPath: String) -> Bool {
        guard insets.top + insets.bottom < screen.height, insets.left + insets.right < screen.width else {
            diagnostics.error(
                "\(name) \(insets) leaves no room on the \(formatNumber(screen.width))×\(formatNumber(screen.height))"
                    + " screen: top + bottom must be less than \(formatNumber(screen.height)) and left + right"
                    + " less than \(formatNumber(screen.width))",
                at: node?.mark, keyPath: keyPath + "." + name
            )
            return false
        }
        return true
    }

    private func lengthFits(_ value: Double, within height: Double, named name: String, node: YAMLNode?, keyPath: String) -> Bool {
        guard value < height else {
            diagnostics.error(
                "\(name) \(formatNumber(value)) does not fit on a screen \(formatNumber(height)) points tall",
                at: node?.mark, keyPath: keyPath + "." + name
            )
            return false
        }
        return true
    }
}
