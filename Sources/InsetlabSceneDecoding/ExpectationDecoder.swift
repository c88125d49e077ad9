import InsetlabYAML
import InsetlabScene

/// `expect:` (SCENE-FORMAT "Expectations"): one mapping for every variant, or a list of blocks
/// each with an optional `when:` that must select at least one variant.
struct ExpectationDecoder {
    let reader: ValueReader
    let ids: IdentifierRegistry
    let controllers: [ControllerSpec]
    let views: [ViewSpec]
    /// The scene's variants; `nil` when they could not be built (their errors are reported).
    let variants: [VariantKey]?
    /// Custom devices by name, which `when: {device: …}` may name beside built-in ones.
    let customDeviceNames: [String]
    /// The matrix's property axes, which `when:` may name (`nav.navigationBar.isTranslucent: false`).
    var propertyAxes: [PropertyAxis] = []
    /// Every property axis the matrix names, decoded or not: `when:` says nothing more about
    /// one whose own error is already reported.
    var propertyAxisNames: [String] = []
    /// Reads `when:` values of property axes as the tree does.
    var tree: SceneTreeDecoder?

    init(
        reader: ValueReader, ids: IdentifierRegistry, controllers: [ControllerSpec], views: [ViewSpec],
        variants: [VariantKey]?, customDeviceNames: [String]
    ) {
        self.reader = reader
        self.ids = ids
        self.controllers = controllers
        self.views = views
        self.variants = variants
        self.customDeviceNames = customDeviceNames
    }

    mutating func decode(_ node: YAMLNode) -> [ExpectationBlock] {
        switch node.kind {
        case .mapping:
            guard !node.entries.isEmpty else {
                reader.diagnostics.error(
                    "expect is empty: write at least one 'ID.property: value' line or warnings, or remove it",
                    at: node.mark, keyPath: "expect")
                return []
            }
            return block(node, keyPath: "expect", allowsWhen: false).map { [$0] } ?? []
        case .sequence:
            guard !node.items.isEmpty else {
                reader.diagnostics.error(
                    "expect is empty: write at least one block of 'ID.property: value' lines, or remove it",
                    at: node.mark, keyPath: "expect")
                return []
            }
            return node.items.enumerated().compactMap { position, item in
                block(item, keyPath: "expect[\(position)]", allowsWhen: true)
            }
        case .scalar:
            reader.expected("a mapping of 'ID.property: value' or a list of blocks with 'when'", found: node, keyPath: "expect")
            return []
        }
    }

    private mutating func block(_ node: YAMLNode, keyPath: String, allowsWhen: Bool) -> ExpectationBlock? {
        guard let entries = reader.mapping(node, what: "a block of 'ID.property: value' lines", keyPath: keyPath) else {
            return nil
        }
        // Empty, or `when:` alone: a block that checks nothing would pass and look like a check.
        guard entries.contains(where: { $0.key.scalar != "when" }) else {
            reader.diagnostics.error(
                entries.isEmpty
                    ? "this expect block is empty: write at least one 'ID.property: value' line or warnings, or remove it"
                    : "this expect block has only 'when': write at least one 'ID.property: value' line or warnings under it, or remove it",
                at: node.mark, keyPath: keyPath)
            return nil
        }
        var result = ExpectationBlock(when: nil, expectations: [], warnings: nil, mark: node.mark)
        for (key, value) in entries {
            let name = key.scalar ?? ""
            switch name {
            case "when":
                guard allowsWhen else {
                    reader.diagnostics.error(
                        "'when' selects variants for one block of the list form (expect: [{when: {…}, …}]);"
                            + " a single expect mapping applies to every variant",
                        at: key.mark, keyPath: keyPath
                    )
                    continue
                }
                result.when = selector(value, keyPath: keyPath + ".when")
            case "warnings":
                result.warnings = warnings(value, keyPath: keyPath + ".warnings")
            default:
                if let expectation = expectation(key, value, keyPath: keyPath) {
                    result.expectations.append(expectation)
                }
            }
        }
        return result
    }

    // MARK: when

    private func selector(_ node: YAMLNode, keyPath: String) -> VariantSelector? {
        let what = propertyAxisNames.isEmpty
            ? "a mapping of device, ios and orientation" : "a mapping of device, ios, orientation and the matrix's property axes"
        guard let entries = reader.mapping(node, what: what, keyPath: keyPath) else {
            return nil
        }
        var selector = VariantSelector()
        var failed = false
        var axisEntries: ValueReader.Entries = []
        var standardEntries: ValueReader.Entries = []
        for entry in entries {
            if let name = entry.key.scalar, name.contains(".") { axisEntries.append(entry) } else { standardEntries.append(entry) }
        }
        for (key, value) in axisEntries {
            let name = key.scalar ?? ""
            guard let axis = propertyAxes.first(where: { $0.name == name }) else {
                if !propertyAxisNames.contains(name) {
                    let hint = NearestName.suggestion(for: name, among: propertyAxisNames)
                    let listed = alternatives(
                        Array(propertyAxisNames.prefix(6)) + (propertyAxisNames.count > 6 ? ["\(propertyAxisNames.count - 6) more"] : []),
                        conjunction: "and")
                    let axes = propertyAxisNames.isEmpty ? "this scene's matrix has none" : "its property axes: \(listed)"
                    reader.diagnostics.error(
                        "'\(name)' in when is not a property axis of the matrix (\(axes))\(hint)", at: key.mark, keyPath: keyPath)
                }
                failed = true
                continue
            }
            guard let tree, let propertyValue = axis.readValue(value, keyPath: keyPath + "." + name, tree: tree) else {
                failed = true
                continue
            }
            guard axis.values.contains(where: { $0.value == propertyValue }) else {
                let values = alternatives(axis.values.map(\.value.description), conjunction: "and")
                reader.diagnostics.error(
                    "\(name): \(propertyValue) is not a value of this matrix axis (its values: \(values))",
                    at: value.mark, keyPath: keyPath + "." + name)
                failed = true
                continue
            }
            selector.properties.append(VariantProperty(axis: name, value: propertyValue))
        }
        reader.forEachKnownKey(of: standardEntries, in: "when", validKeys: ValueReader.matrixAxes, keyPath: keyPath) { key, _, value in
            let valuePath = keyPath + "." + key
            switch key {
            case "device":
                selector.device = deviceName(value, keyPath: valuePath)
                failed = failed || selector.device == nil
            case "ios":
                selector.ios = reader.integer(value, minimum: 1, keyPath: valuePath)
                failed = failed || selector.ios == nil
            default:
                selector.orientation = reader.choice(value, as: Orientation.self, keyPath: valuePath)
                failed = failed || selector.orientation == nil
            }
        }
        guard !failed else { return nil }
        if let variants, !variants.contains(where: selector.matches) {
            let listed = variants.prefix(6).map(\.description).joined(separator: ", ")
            let more = variants.count > 6 ? ", and \(variants.count - 6) more" : ""
            reader.diagnostics.error(
                "when \(selector) selects no variant of this scene (its variants: \(listed)\(more))",
                at: node.mark, keyPath: keyPath
            )
        }
        return selector
    }

    /// A device name as the variants spell it: a custom device's name, or the catalog's.
    private func deviceName(_ node: YAMLNode, keyPath: String) -> String? {
        guard let name = reader.string(node, what: "a device name", keyPath: keyPath) else { return nil }
        let normalized = DeviceCatalog.normalizedName(name)
        if let custom = customDeviceNames.first(where: { DeviceCatalog.normalizedName($0) == normalized }) { return custom }
        if let model = DeviceCatalog.model(named: name) { return model.name }
        do {
            _ = try DeviceCatalog.profile(named: name, ios: DeviceCatalog.defaultIOS)
        } catch {
            reader.diagnostics.error(error.description, at: node.mark, keyPath: keyPath)
        }
        return nil
    }

    // MARK: warnings

    /// `[rule-id, …]` (exactly these) or `{includes: [rule-id, …]}` (at least these). Rule ids
    /// are kebab-case and one of `RuleIdentifiers.all`; an unknown one makes the scene invalid
    /// (not a failed expectation), with the nearest id.
    private func warnings(_ node: YAMLNode, keyPath: String) -> WarningExpectation? {
        switch node.kind {
        case .sequence:
            return ruleIds(node, keyPath: keyPath).map { WarningExpectation(rules: $0, exact: true, mark: node.mark) }
        case .mapping:
            var rules: [String]?
            let misspelt = reader.forEachKnownKey(of: node.entries, in: "warnings", validKeys: ["includes"], keyPath: keyPath) {
                _, _, value in rules = ruleIds(value, keyPath: keyPath + ".includes")
            }
            if node["includes"] == nil, !misspelt.contains("includes") { reader.missingKey("includes", in: "warnings", at: node.mark, keyPath: keyPath) }
            return rules.map { WarningExpectation(rules: $0, exact: false, mark: node.mark) }
        case .scalar:
            reader.expected("a list of rule ids or {includes: [rule ids]}", found: node, keyPath: keyPath)
            return nil
        }
    }

    private func ruleIds(_ node: YAMLNode, keyPath: String) -> [String]? {
        guard let items = reader.list(node, of: "rule ids", keyPath: keyPath) else { return nil }
        var rules: [String] = []
        var firstMark: [String: Mark] = [:]
        var failed = false
        for item in items {
            guard let rule = reader.string(item, what: "a rule id", keyPath: keyPath) else {
                failed = true
                continue
            }
            guard Self.isKebabCase(rule) else {
                reader.diagnostics.error(
                    "invalid rule id \(item.quotedText): rule ids are kebab-case, like 'content-under-bar'",
                    at: item.mark, keyPath: keyPath
                )
                failed = true
                continue
            }
            guard RuleIdentifiers.all.contains(rule) else {
                let hint = NearestName.suggestion(for: rule, among: RuleIdentifiers.all)
                reader.diagnostics.error(
                    "unknown rule '\(rule)'\(hint.isEmpty ? " (insetlab rules lists them)" : hint)", at: item.mark, keyPath: keyPath)
                failed = true
                continue
            }
            if let first = firstMark[rule] {
                reader.diagnostics.error(
                    "'\(rule)' is listed twice", at: item.mark, keyPath: keyPath, notes: ["first listed at \(first)"]
                )
                failed = true
                continue
            }
            firstMark[rule] = item.mark
            rules.append(rule)
        }
        return failed ? nil : rules
    }

    /// `[a-z0-9]+(-[a-z0-9]+)*`
    static func isKebabCase(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        return parts.allSatisfy { part in
            !part.isEmpty && part.utf8.allSatisfy { ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) }
        }
    }
}
