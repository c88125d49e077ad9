public import InsetlabYAML
public import InsetlabScene

/// Turns a parsed scene file into a typed `SceneFile`: defaults applied, ids resolved, pins
/// checked, the matrix expanded, every variant validated.
///
/// Decoding never stops at the first problem: every error in the file is collected, sorted by
/// position and thrown at once as one `DiagnosticError` (SCENE-FORMAT "Notation"; STYLE 4).
public enum SceneDecoder {
    /// Decodes a parsed document. Diagnostics name `document.file`. `defaults` fill the axes a
    /// scene without `matrix:` leaves out (`.insetlab.yml`'s default matrix).
    public static func decode(_ document: YAMLDocument, defaults: SceneDefaults = SceneDefaults()) throws(DiagnosticError) -> SceneFile {
        let tagProblems = document.unsupportedTagDiagnostics
        guard tagProblems.isEmpty else { throw DiagnosticError(tagProblems) }
        let diagnostics = DecodingDiagnostics(file: document.file)
        guard let root = document.root else {
            throw DiagnosticError(.error(
                "empty scene file: expected a mapping with at least 'device' and 'root'",
                file: document.file, at: Mark(line: 1, column: 1)
            ))
        }
        guard root.kind == .mapping else {
            throw DiagnosticError(.error(
                "expected a scene: a mapping with at least 'device' and 'root', found \(root.foundDescription)",
                file: document.file, at: root.mark
            ))
        }
        let scene = TopLevelDecoder(root: root, reader: ValueReader(diagnostics: diagnostics), defaults: defaults).decode()
        guard diagnostics.isEmpty, let scene else { throw DiagnosticError(diagnostics.sortedByPosition()) }
        return scene
    }

    /// Parses and decodes the file at `path`.
    ///
    /// - Parameter displayName: what diagnostics print as the file; the path as given when `nil`.
    public static func load(
        path: String, displayName: String? = nil, defaults: SceneDefaults = SceneDefaults()
    ) throws(DiagnosticError) -> SceneFile {
        try decode(YAMLParser.parse(contentsOf: path, displayName: displayName ?? path), defaults: defaults)
    }

    /// Parses and decodes YAML text; `file` is what diagnostics print.
    public static func decode(yaml: String, file: String) throws(DiagnosticError) -> SceneFile {
        try decode(YAMLParser.parse(Array(yaml.utf8), file: file))
    }
}

/// The top-level mapping (SCENE-FORMAT "Top level"), in the order its parts depend on each
/// other: the axes, then the tree, then the variants (which check the tree's iOS-dependent
/// anchors), then `expect` (which needs the ids and the variants).
struct TopLevelDecoder {
    static let keys = ["name", "device", "orientation", "ios", "root", "matrix", "expect"]

    let root: YAMLNode
    let reader: ValueReader
    var defaults = SceneDefaults()
    var diagnostics: DecodingDiagnostics { reader.diagnostics }

    func decode() -> SceneFile? {
        var nodes: [String: YAMLNode] = [:]
        var marks = PropertyMarks()
        for (key, value) in root.entries {
            let name = key.scalar ?? ""
            guard Self.keys.contains(name) else {
                reader.unknownKey(key, in: "the scene's top level", validKeys: Self.keys, keyPath: "")
                continue
            }
            nodes[name] = value
            marks[name] = key.mark
        }
        let name = nodes["name"].flatMap { reader.string($0, keyPath: "name") }

        let errorsBeforeAxes = diagnostics.count
        var rawPropertyAxes: [RawPropertyAxis] = []
        var axes = variantAxes(nodes, marks: &marks, propertyAxes: &rawPropertyAxes)
        // Counted before any variant is built: past the limit, none is.
        if !variantCountFits(axes, rawPropertyAxes, at: marks["matrix"] ?? root.mark) {
            axes.devices = []
            rawPropertyAxes = []
        }
        let variants = axes.expand(reader: reader)
        let variantsAreComplete = diagnostics.count == errorsBeforeAxes

        var tree = SceneTreeDecoder(reader: reader)
        tree.oldestIOS = variantsAreComplete ? variants.map(\.key.ios).min() ?? 0 : 0
        if let rootNode = nodes["root"] {
            tree.decode(root: rootNode)
            tree.resolveConstraints()
        } else {
            reader.missingKey("root", in: "the scene", at: root.mark, keyPath: "", hint: " (the window's rootViewController)")
        }
        VersionedAnchorCheck.check(tree.versionedAnchors, variants: variants.map(\.key), diagnostics: diagnostics)
        VersionGatedOptions.check(
            controllers: tree.controllers, views: tree.views, variants: variants.map(\.key), diagnostics: diagnostics)

        // Property axes come after device, ios and orientation, in file order.
        let errorsBeforeProperties = diagnostics.count
        let propertyAxes = tree.decodePropertyAxes(rawPropertyAxes)
        let propertiesAreComplete = diagnostics.count == errorsBeforeProperties
        VersionGatedOptions.check(axes: propertyAxes, variants: variants.map(\.key), diagnostics: diagnostics)
        let trees = PropertyAxis.combinations(propertyAxes).map { combination in
            PropertyVariant(axes: propertyAxes, combination: combination, controllers: tree.controllers, views: tree.views)
        }
        let variantKeys = variants.flatMap { variant in
            trees.map { VariantKey(device: variant.device.name, ios: variant.ios, orientation: variant.orientation, properties: $0.properties) }
        }
        viewLayoutsFit(variants: variantKeys.count, views: tree.views, at: marks["matrix"] ?? root.mark)

        var expectations: [ExpectationBlock] = []
        if let expect = nodes["expect"] {
            var decoder = ExpectationDecoder(
                reader: reader, ids: tree.ids, controllers: tree.controllers, views: tree.views,
                variants: variantsAreComplete && propertiesAreComplete ? variantKeys : nil,
                customDeviceNames: axes.devices.compactMap { if case .custom(let profile, _) = $0 { profile.name } else { nil } }
            )
            decoder.propertyAxes = propertyAxes
            decoder.propertyAxisNames = rawPropertyAxes.map(\.name)
            decoder.tree = tree
            expectations = decoder.decode(expect)
        }

        guard diagnostics.isEmpty else { return nil }
        let deviceMark = marks["device"] ?? marks["matrix"]
        let scenes = variants.flatMap { variant in
            trees.map {
                var scene = Scene(
                    file: diagnostics.file, device: variant.device, ios: variant.ios, orientation: variant.orientation,
                    controllers: $0.controllers, views: $0.views, properties: $0.properties
                )
                scene.deviceMark = deviceMark
                return scene
            }
        }
        return SceneFile(file: diagnostics.file, name: name, variants: scenes, expectations: expectations, marks: marks)
    }

    /// The tree with one combination of property-axis values applied (the tree itself, shared,
    /// when the matrix has no property axes).
    private struct PropertyVariant {
        var controllers: [ControllerSpec]
        var views: [ViewSpec]
        var properties: [VariantProperty] = []

        init(axes: [PropertyAxis], combination: [Int], controllers: [ControllerSpec], views: [ViewSpec]) {
            self.controllers = controllers
            self.views = views
            for (axis, index) in zip(axes, combination) {
                axis.apply(axis.values[index], controllers: &self.controllers, views: &self.views)
                properties.append(VariantProperty(axis: axis.name, value: axis.values[index].value))
            }
        }
    }

    /// Whether the matrix makes at most `defaults.maximumVariants` variants; if not, an error at
    /// `matrix:` naming the product (a 3.6 KB file of 40 two-valued axes asks for 2^40).
    private func variantCountFits(_ axes: VariantAxes, _ properties: [RawPropertyAxis], at mark: Mark) -> Bool {
        func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        var factors = [
            plural(axes.devices.count, "device"), plural(axes.versions.count, "iOS version"),
            plural(axes.orientations.count, "orientation"),
        ]
        let sizes = properties.map(\.items.count)
        if let first = sizes.first {
            if sizes.allSatisfy({ $0 == first }) {
                let axesCount = sizes.count == 1 ? "1 property axis" : "\(sizes.count) property axes"
                factors.append("\(axesCount) of \(plural(first, "value"))")
            } else {
                factors.append("property axes of " + sizes.map(String.init).joined(separator: " × ") + " values")
            }
        }
        var count = 1
        var overflow = false
        for factor in [axes.devices.count, axes.versions.count, axes.orientations.count] + sizes where !overflow {
            (count, overflow) = count.multipliedReportingOverflow(by: factor)
        }
        let maximum = defaults.maximumVariants
        guard overflow || count > maximum else { return true }
        let total = overflow ? "more than \(Int.max) variants" : "\(count) variants"
        diagnostics.error(
            "matrix: \(factors.joined(separator: " × ")) = \(total); a scene may have at most \(maximum)"
                + " (split it into several scenes, or raise maximumVariants in .insetlab.yml)",
            at: mark, keyPath: "matrix")
        return false
    }

    /// Views laid out for one scene file, over all its variants: every variant's result is held
    /// until the file's report is written, so a matrix over a huge tree (1,024 variants of
    /// 20,000 views took 5.5 GB) is refused at `matrix:`. A single variant is never refused
    /// here (the file size limit bounds it).
    static let maximumViewLayouts = 1_000_000
    /// Constraints one variant may solve (a real screen has hundreds, the 10,000-view chain 40,000), and over
    /// all variants: half a million (1,000 views pairwise) took 17 s and 520 MB; 96 variants of 300 did not end.
    static let maximumConstraints = 100_000
    static let maximumConstraintSolves = 1_000_000

    private func viewLayoutsFit(variants: Int, views: [ViewSpec], at mark: Mark) {
        // One variant's constraints are bounded as they are read (SceneTreeDecoder.admitsConstraint).
        let constraints = views.reduce(0) { $0 + ($1.hasAutoLayout ? $1.autoLayout?.constraints.count ?? 0 : 0) }
        if variants > 1, variants * constraints > Self.maximumConstraintSolves {
            diagnostics.error(
                "matrix: \(variants) variants × \(constraints) constraints = \(variants * constraints) constraints to solve; a scene may solve at most \(Self.maximumConstraintSolves) over its variants (split the matrix into several scenes)",
                at: mark, keyPath: "matrix")
        }
        let views = views.count
        guard variants > 1 else { return }
        let (total, overflow) = variants.multipliedReportingOverflow(by: max(1, views))
        guard overflow || total > Self.maximumViewLayouts else { return }
        diagnostics.error(
            "matrix: \(variants) variants × \(views) views = \(overflow ? "more than \(Int.max)" : String(total)) views to lay out; a scene may lay out at most \(Self.maximumViewLayouts) over its variants (split the matrix into several scenes)",
            at: mark, keyPath: "matrix")
    }

    static let maximumMatrixAxes = 64

    /// Each axis from the matrix when it names the axis, else from the top-level key, else the
    /// default (iOS 18, portrait; `device` has none). A top-level key the matrix also names must
    /// be among its values (else an error at it: it would vanish unsaid), and is checked.
    ///
    /// `propertyAxes` receives the matrix's `ID.property` keys, decoded once the tree is.
    private func variantAxes(
        _ nodes: [String: YAMLNode], marks: inout PropertyMarks, propertyAxes: inout [RawPropertyAxis]
    ) -> VariantAxes {
        let device = nodes["device"].flatMap { reader.device($0, keyPath: "device") }
        let ios = nodes["ios"].flatMap { reader.iosVersion($0, keyPath: "ios") }
        let orientation = nodes["orientation"].flatMap { reader.choice($0, as: Orientation.self, keyPath: "orientation") }
        var matrix = MatrixAxes()
        var fromDefaults = (devices: false, versions: false)
        if let matrixNode = nodes["matrix"], matrixNode.entries.count > Self.maximumMatrixAxes {
            // Each axis multiplies the variants; past this many no scene means it (8,000 took seconds).
            reader.diagnostics.error(
                "matrix: \(matrixNode.entries.count) axes, more than the \(Self.maximumMatrixAxes) a scene may cross",
                at: matrixNode.entries[Self.maximumMatrixAxes].key.mark, keyPath: "matrix")
        } else if let matrixNode = nodes["matrix"] {
            matrix = reader.matrix(matrixNode)
            // The matrix's values replace the scene's own: one not among them would vanish unsaid.
            func setAside(_ key: String, _ value: String?, among values: [String]?) {
                guard let value, let values, !values.isEmpty, !values.contains(value), let node = nodes[key] else { return }
                reader.diagnostics.error(
                    "\(key): \(value) is not among matrix.\(key) (\(values.joined(separator: ", "))), whose values replace it: add it there, or remove \(key):",
                    at: node.mark, keyPath: key)
            }
            setAside("device", device?.name, among: matrix.devices?.map(\.name))
            setAside("ios", ios.map(String.init), among: matrix.versions?.map { String($0.value) })
            setAside("orientation", orientation?.rawValue, among: matrix.orientations?.map(\.value.rawValue))
            for (key, _) in matrixNode.entries where ValueReader.matrixAxes.contains(key.scalar ?? "") {
                marks["matrix." + (key.scalar ?? "")] = key.mark
            }
        } else {
            // The project's default matrix, for the axes the scene does not set itself.
            if nodes["device"] == nil, let devices = defaults.devices {
                matrix.devices = devices
                fromDefaults.devices = true
            }
            if nodes["ios"] == nil, let versions = defaults.versions {
                matrix.versions = versions
                fromDefaults.versions = true
            }
            if nodes["orientation"] == nil { matrix.orientations = defaults.orientations }
        }
        if nodes["device"] == nil, matrix.devices == nil {
            // A default device list the scene's own `matrix:` sets aside: say why it is missing.
            let setAside = nodes["matrix"] != nil && defaults.devices != nil
            reader.missingKey(
                "device", in: "the scene", at: root.mark, keyPath: "",
                hint: setAside
                    ? " (the default devices of \(defaults.deviceOrigin ?? ".insetlab.yml") apply only to scenes without a matrix of their own: add 'device' to this scene's matrix, or write 'device:')"
                    : " (a built-in name such as 'iPhone 15', or a custom device mapping)"
            )
        }

        var axes = VariantAxes()
        axes.devicesFromMatrix = matrix.devices != nil
        axes.versionsFromMatrix = matrix.versions != nil
        if fromDefaults.devices || fromDefaults.versions {
            let origins = [fromDefaults.devices ? defaults.deviceOrigin : nil, fromDefaults.versions ? defaults.versionOrigin : nil]
            axes.defaults = VariantAxes.DefaultsOrigin(
                devices: fromDefaults.devices, versions: fromDefaults.versions,
                origin: origins.compactMap { $0 }.joined(separator: " and "), sceneMark: root.mark)
        }
        axes.devices = matrix.devices ?? device.map { [$0] } ?? []
        // A top-level value that failed to decode leaves its axis empty: no variant is built
        // on a guess, and its error is already reported.
        if let versions = matrix.versions {
            axes.versions = versions
        } else if let node = nodes["ios"] {
            axes.versions = ios.map { [AxisValue(value: $0, mark: node.mark)] } ?? []
        } else {
            axes.versions = [AxisValue(value: DeviceCatalog.defaultIOS, mark: nil)]
        }
        if let orientations = matrix.orientations {
            axes.orientations = orientations
        } else if let node = nodes["orientation"] {
            axes.orientations = orientation.map { [AxisValue(value: $0, mark: node.mark)] } ?? []
        } else {
            axes.orientations = [AxisValue(value: .portrait, mark: nil)]
        }
        propertyAxes = matrix.properties
        for axis in matrix.properties { marks["matrix." + axis.name] = axis.key.mark }
        return axes
    }
}
