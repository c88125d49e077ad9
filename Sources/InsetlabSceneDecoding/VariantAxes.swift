import InsetlabYAML
import InsetlabScene

/// A value of one variant axis and where it was written (`nil` for a default).
struct AxisValue<Value> {
    var value: Value
    var mark: Mark?
}

extension AxisValue: Sendable where Value: Sendable {}

/// The values a scene varies over (SCENE-FORMAT "Top level"): each axis holds the top-level
/// key's single value, or the matrix's list when the matrix names that axis.
struct VariantAxes {
    var devices: [DeviceChoice] = []
    var versions: [AxisValue<Int>] = []
    var orientations: [AxisValue<Orientation>] = []
    var devicesFromMatrix = false
    var versionsFromMatrix = false
    /// Set when an axis came from the project's default matrix (`SceneDefaults`), whose marks
    /// are in another file.
    var defaults: DefaultsOrigin?

    struct DefaultsOrigin {
        var devices: Bool
        var versions: Bool
        /// `.insetlab.yml`, or where in it the matrix is.
        var origin: String
        /// Where to point in the scene instead: its top-level mapping.
        var sceneMark: Mark
    }

    /// One concrete combination with the device's numbers for its iOS version.
    struct Variant {
        var device: DeviceProfile
        var ios: Int
        var orientation: Orientation

        var key: VariantKey { VariantKey(device: device.name, ios: ios, orientation: orientation) }
    }

    /// Every combination in matrix order: devices outermost, then iOS versions, then
    /// orientations. A built-in device paired with a version it never ran is reported once
    /// per (device, version), in the catalog's words, and drops out.
    func expand(reader: ValueReader) -> [Variant] {
        var variants: [Variant] = []
        variants.reserveCapacity(devices.count * versions.count * orientations.count)
        for device in devices {
            for version in versions {
                let profile: DeviceProfile
                switch device {
                case .custom(let custom, let deviceMark):
                    if version.value < 11, CustomDeviceLimits.hasHardwareInsets(custom) {
                        reader.diagnostics.error(
                            CustomDeviceLimits.notchBeforeIOS11(custom, ios: version.value),
                            at: version.mark ?? deviceMark, keyPath: version.mark == nil ? "device" : (versionsFromMatrix ? "matrix.ios" : "ios"))
                        continue
                    }
                    profile = custom
                case .builtIn(let model, let deviceMark):
                    do {
                        profile = try DeviceCatalog.profile(named: model.name, ios: version.value)
                    } catch {
                        reportPairing(error, device: model.name, deviceMark: deviceMark, version: version, reader: reader)
                        continue
                    }
                }
                for orientation in orientations {
                    variants.append(Variant(device: profile, ios: version.value, orientation: orientation.value))
                }
            }
        }
        return variants
    }

    /// At the device's mark; when the matrix made the pairing, at the matrix entry that did,
    /// naming the variant.
    private func reportPairing(
        _ error: DeviceLookupError, device: String, deviceMark: Mark, version: AxisValue<Int>, reader: ValueReader
    ) {
        guard devicesFromMatrix || versionsFromMatrix else {
            reader.diagnostics.error(error.description, at: deviceMark, keyPath: "device")
            return
        }
        if let defaults, defaults.devices || (defaults.versions && version.mark != nil) {
            // The pairing comes from the default matrix: point at the scene's own device key when
            // the scene wrote it (only the versions came from the defaults), else at the scene.
            reader.diagnostics.error(
                "\(error.description) (variant \(device) · iOS \(version.value) of the default matrix in \(defaults.origin))",
                at: defaults.devices ? defaults.sceneMark : deviceMark, keyPath: defaults.devices ? "" : "device")
            return
        }
        let useDeviceEntry = devicesFromMatrix || version.mark == nil
        reader.diagnostics.error(
            "\(error.description) (matrix variant \(device) · iOS \(version.value))",
            at: useDeviceEntry ? deviceMark : version.mark,
            keyPath: useDeviceEntry ? (devicesFromMatrix ? "matrix.device" : "device") : "matrix.ios"
        )
    }
}

/// The lists of a `matrix:` mapping; `nil` for an axis it does not name.
struct MatrixAxes {
    var devices: [DeviceChoice]?
    var versions: [AxisValue<Int>]?
    var orientations: [AxisValue<Orientation>]?
    /// `ID.property` keys in file order, decoded once the tree is (`decodePropertyAxes`).
    var properties: [RawPropertyAxis] = []
}

extension ValueReader {
    package static let matrixAxes = ["device", "ios", "orientation"]

    /// `matrix: {device: [...], ios: [...], orientation: [...], ID.property: [...]}` — non-empty
    /// lists without repeats. A key with a dot is a property axis
    /// (`nav.navigationBar.isTranslucent: [true, false]`); its items need the tree, so here they
    /// are only collected.
    func matrix(_ node: YAMLNode) -> MatrixAxes {
        var axes = MatrixAxes()
        guard let entries = mapping(node, what: "a mapping of axes (device, ios, orientation, ID.property) to lists", keyPath: "matrix") else {
            return axes
        }
        guard !entries.isEmpty else {
            diagnostics.error(
                "matrix is empty: list the axes to vary (device, ios, orientation or ID.property), or remove it",
                at: node.mark, keyPath: "matrix")
            return axes
        }
        for (key, value) in entries {
            let name = key.scalar ?? ""
            let path = "matrix." + name
            switch name {
            case "device":
                axes.devices = axisValues(value, of: "devices", keyPath: path, read: { device($0, keyPath: path) }, identity: \.name)
            case "ios":
                axes.versions = axisValues(value, of: "iOS versions", keyPath: path, read: { item in
                    iosVersion(item, keyPath: path).map { AxisValue(value: $0, mark: item.mark) }
                }, identity: { String($0.value) })
            case "orientation":
                axes.orientations = axisValues(value, of: "orientations", keyPath: path, read: { item in
                    choice(item, as: Orientation.self, keyPath: path).map { AxisValue(value: $0, mark: item.mark) }
                }, identity: \.value.rawValue)
            default:
                if name.contains(".") {
                    guard let items = list(value, of: "values to vary over", keyPath: path) else { continue }
                    guard !items.isEmpty else {
                        diagnostics.error("\(path) is empty; list at least one of the values to vary over", at: value.mark, keyPath: path)
                        continue
                    }
                    axes.properties.append(RawPropertyAxis(key: key, name: name, items: items))
                } else if let near = NearestName.best(for: name, among: Self.matrixAxes) {
                    diagnostics.error("unknown matrix axis '\(name)'; did you mean '\(near)'?", at: key.mark, keyPath: "matrix")
                } else {
                    diagnostics.error(
                        "unknown matrix axis '\(name)': a matrix varies device, ios, orientation, or a property of a controller"
                            + " or view as ID.property (such as nav.navigationBar.isTranslucent)",
                        at: key.mark, keyPath: "matrix"
                    )
                }
            }
        }
        return axes
    }

    /// The decoded items of one axis list; a repeat is an error at the second occurrence.
    /// Returns the values that decoded (possibly empty when every item was bad).
    private func axisValues<Value>(
        _ node: YAMLNode, of what: String, keyPath: String, read: (YAMLNode) -> Value?,
        identity: (Value) -> String
    ) -> [Value] {
        guard let items = list(node, of: what, keyPath: keyPath) else { return [] }
        guard !items.isEmpty else {
            diagnostics.error("\(keyPath) is empty; list at least one of the \(what) to vary over", at: node.mark, keyPath: keyPath)
            return []
        }
        var values: [Value] = []
        var firstMark: [String: Mark] = [:]
        for item in items {
            guard let value = read(item) else { continue }
            let id = identity(value)
            if let first = firstMark[id] {
                diagnostics.error(
                    "'\(id)' is listed twice in \(keyPath)", at: item.mark, keyPath: keyPath,
                    notes: ["first listed at \(first)"]
                )
                continue
            }
            firstMark[id] = item.mark
            values.append(value)
        }
        return values
    }
}
