import Foundation
import InsetlabScene
import InsetlabSceneDecoding
import InsetlabYAML
import Testing

/// The decoder and the JSON Schema agree on the files we have: every shipped scene and every
/// `Fixtures/valid` file passes both; every `Fixtures/invalid` file whose error JSON Schema can
/// express is rejected by both. The other invalid fixtures are listed with the reason the
/// schema cannot see their error, and the test checks that it indeed does not (so a schema that
/// learns to catch one moves it to `schemaLevel`). Every invalid fixture is in exactly one list.
///
/// The schema side runs `scripts/validate-scenes.py` (python3, jsonschema, PyYAML), reading YAML
/// as YAML 1.2 like insetlab and editors do.
@Suite struct SchemaParityTests {
    static let available = SchemaValidator.isAvailable

    /// Errors JSON Schema sees: unknown keys, keys of another type, wrong value types, bad enum
    /// values, missing required keys, signs and ranges, shapes, mutually exclusive keys, a pin
    /// axis without exactly two constraints, anchors an edge cannot take, ids' spelling.
    static let schemaLevel: [String: String] = [
        "out-of-range-geometry": "points beyond ±1,000,000 (minimum and maximum)",
        // (.nan compares with nothing, so the schema passes it; the file's ±.inf are outside
        // ±1,000,000, which the schema's bounds reject.)
        "non-finite-numbers": "±.inf beyond the numbers' minimum and maximum",
        "control-characters-in-keys": "closed mapping",
        "custom-device-unbounded": "maximum on a custom device's screen sides",
        "empty-expect-and-matrix": "minProperties on expect and matrix",
        "empty-expect-block": "minProperties on a block of expect's list form",
        "warnings-unknown-rule": "rule ids are an enum of the catalogue's",
        "comment-only": "the document is not a mapping (null)",
        "content-size-on-table": "contentSize is not a key of UITableView / UICollectionView",
        "controller-keys-of-other-types": "keys of other controller types (closed mapping per type)",
        "custom-device-errors": "enum values, a positive size, a missing required key",
        "empty-file": "the document is not a mapping (null)",
        "enum-did-you-mean": "enum values",
        "expect-errors":
            "an expect key naming no property, a value of the wrong shape (the unknown id and the view/controller mix-up are beyond it)",
        "expect-when-selects-nothing": "unknown keys in when and warnings (the variant selection itself is beyond it)",
        "frame-and-pin": "frame and pin together",
        "frame-on-root-view": "frame / pin on a root view (closed mapping without them)",
        "invalid-ids": "id pattern and reserved names",
        "ios-27": "ios above 26",
        "out-of-range-whole-numbers": "ios below 7 (a count past 10^15 is insetlab's bound alone)",
        "ios-not-modelled-matrix": "ios out of 7–18 and 26, a repeated axis value",
        "many-errors": "enum, boolean, integer, type and sign errors among others",
        "mapping-for-list": "a mapping where a list is expected",
        "matrix-property-axis":
            "unknown axes, properties no matrix can vary, values' types, lists and repeats (unknown ids and a type without the property are beyond it)",
        "matrix-property-axis-values":
            "a property axis's enum values, signs and repeated edges (selectedIndex's range and rows beside sections are beyond it)",
        "matrix-property-axis-when":
            "a when value's type, a key that names no property, an unknown key (whether the matrix has that axis or value is beyond it)",
        "missing-root": "root required",
        "tab-bar-controller-in-tab-bar-controller":
            "a tab bar controller as a tab (tabChild); one nested deeper, in a tab's navigation stack, is insetlab's alone",
        "navigation-controller-in-navigation-controller":
            "a navigation controller as a navigation child",
        "negative-size": "minimum 0 on margins, sizes, heights and counts",
        "not-modelled-keys": "keys outside the format (closed top level and split view mappings)",
        "not-modelled-properties": "keys and types outside the format (closed mappings, type enum)",
        "number-for-bool": "a number where a boolean is expected",
        "pin-layout-guide-on-wrong-edge": "anchors each edge can take",
        "pin-over-constrained": "exactly two constraints per axis (oneOf of the three pairs)",
        "pin-under-constrained": "exactly two constraints per axis (oneOf of the three pairs)",
        "rows-and-sections": "rows and sections together",
        "row-heights": "a row height's sign and type, rowHeights not a list, a section with neither rows nor rowHeights, a misspelt key",
        "shape-arity": "list lengths and required fields of rects, insets and sizes",
        "string-for-number": "a quoted number is a string",
        "subviews-entry-mixups": "a view and a childViewController in one entry; scalars where mappings are expected",
        "top-level-sequence": "the document is not a mapping",
        "unknown-device": "the built-in device enum",
        "unknown-key": "closed mapping",
        "unknown-key-pin": "closed pin mapping; the axis left with one constraint",
        "unknown-key-top-level": "closed top level",
        "unknown-key-view": "closed view mappings",
        "unknown-types": "controller and view type enums, a missing type",
        "autoresizing-without-frame": "autoresizingMask needs frame (dependentRequired)",
        "typed-scalars-for-text": "a boolean or a number where an id or a text belongs (string type)",
        "view-without-type": "type required in a view, whatever other keys it has",
        "pin-size-without-size": "a pin size entry needs its constant or 'to:', an aspect ratio its value",
        "view-keys-of-other-kinds": "keys of other view kinds and of the controller inside a view",
        "yes-for-bool": "YAML 1.2: yes, off and \"true\" are strings",
    ]

    /// Malformed YAML: an editor's YAML parser rejects it before any schema applies.
    static let yamlSyntax: [String: String] = [
        "invalid-utf8": "not UTF-8",
        "yaml-bad-indentation": "YAML syntax",
        "yaml-tab-indentation": "YAML syntax (a tab)",
        "yaml-expect-mapping-and-list": "YAML syntax (a list item in a mapping)",
        "yaml-unclosed-flow-sequence": "YAML syntax",
        "yaml-key-without-colon": "YAML syntax (a key with no ': ')",
        "yaml-key-too-long": "YAML syntax (a plain key over libyaml's 1,024 characters)",
        "number-tags": "a tag its scalar does not fit (!!bool 1, !!int 1.5): no reader constructs it",
    ]

    /// Limits and rules of the YAML layer, not run through the validator: PyYAML keeps the last of
    /// duplicate keys (yaml-language-server reports them as a YAML error), and the alias bomb and
    /// the 100,000-deep document test insetlab's reader limits, not a schema.
    static let yamlLayer: [String: String] = [
        "yaml-custom-tags": "tags outside the core schema are a YAML matter, below JSON Schema",
        "yaml-tag-kinds": "a core tag on a node of another kind (!!null on a mapping) is a YAML matter, below JSON Schema",
        "alias-bomb": "alias expansion limit (insetlab's reader)",
        "deep-nesting": "nesting limit (insetlab's reader)",
        "duplicate-yaml-key": "duplicate keys are a YAML error, below JSON Schema",
    ]

    /// Errors JSON Schema cannot express for one file: they need the device catalog's history,
    /// the matrix's variants, the whole tree, arithmetic between values, a number JSON lacks, or
    /// the project's configuration.
    /// The schema accepts these files; only insetlab rejects them.
    static let beyondSchema: [String: String] = [
        "custom-device-notch-on-ios-7": "a custom device's safe area against the variant's iOS version",
        "number-forms": "how a number was spelt (013, 0xd, +15, 17.0): JSON Schema sees only the value",
        "point-number-forms": "how a number was spelt (010, 0x10, 0o10): JSON Schema sees only the value",
        "custom-device-names": "a custom device's name against the built-in catalogue's names, and a blank one",
        "matrix-sets-top-level-aside": "a top-level value against the matrix's values for its axis (a relation between two keys' values)",
        "scroll-guides-on-plain-views": "which views a constraint string's guides belong to (the strings are opaque to JSON Schema)",
        "constraints-on-root-view": "which view a constraint string places (the strings are opaque to JSON Schema)",
        "options-newer-than-ios": "which iOS each setting exists on, against the variants' versions",
        "margins-before-ios-8": "which iOS each setting exists on (iOS 8's margins), against the variant's version",
        "constraints-newer-than-ios": "which iOS each guide, attribute and view type exists on, against the variants' versions",
        "options-newer-than-ios-matrix-axis": "which iOS each setting exists on, against the matrix's versions",
        "custom-device-insets-do-not-fit": "arithmetic between values (top + bottom < screen height)",
        "custom-device-status-bar-too-tall": "arithmetic between values (status bar < screen height)",
        "custom-device-screen-wider-than-tall": "arithmetic between values (a portrait screen's width ≤ its height)",
        "device-ios-iphone-8-on-ios-10": "device/iOS pairing: which versions each model ran (catalog history)",
        "device-ios-iphone-x-on-ios-10": "device/iOS pairing (catalog history)",
        "device-ios-matrix-variant": "device/iOS pairing across matrix variants",
        "missing-device": "whether device may be left out depends on .insetlab.yml's default matrix, outside the file",
        "duplicate-id": "uniqueness across the whole tree (uniqueItems only compares siblings of one list)",
        "pin-margins-on-ios-8": "an anchor's iOS version against the scene's variants",
        "pin-safe-area-on-ios-10": "an anchor's iOS version against the scene's variants",
        "selected-index-out-of-range": "a value compared with the length of another list",
        "row-heights-count": "a value compared with the length of another list (rows against rowHeights)",
    ]

    static let allInvalid = (try? SchemaRepository.fixtureNames("invalid").map { String($0.dropLast(".yaml".count)) }) ?? []

    static let validFiles: [String] = {
        let scenes = (try? SchemaRepository.shippedScenes()) ?? []
        let fixtures = ((try? SchemaRepository.fixtureNames("valid")) ?? []).map { "Tests/InsetlabTests/Fixtures/valid/" + $0 }
        return scenes + fixtures
    }()

    static func invalidPath(_ name: String) -> String { SchemaRepository.fixtures + "/invalid/\(name).yaml" }

    /// One run of the validator for every file the suite asks about.
    static let verdicts: [String: String] = {
        let files =
            validFiles.map(SchemaRepository.path)
            + (schemaLevel.keys.sorted() + yamlSyntax.keys.sorted() + beyondSchema.keys.sorted()).map(invalidPath)
        return (try? SchemaValidator.verdicts(for: files)) ?? [:]
    }()

    @Test func everyInvalidFixtureIsClassifiedOnce() {
        let lists = [Self.schemaLevel, Self.yamlSyntax, Self.yamlLayer, Self.beyondSchema].map { Set($0.keys) }
        let classified = lists.reduce(into: Set<String>()) { $0.formUnion($1) }
        #expect(lists.map(\.count).reduce(0, +) == classified.count, "a fixture is in two lists")
        #expect(
            classified == Set(Self.allInvalid),
            "unclassified: \(Set(Self.allInvalid).subtracting(classified).sorted()); gone: \(classified.subtracting(Self.allInvalid).sorted())"
        )
        #expect(Self.allInvalid.count >= 50)
    }

    @Test(
        .enabled(if: Self.available, "needs python3 with jsonschema and PyYAML (python3 -m pip install jsonschema pyyaml)"),
        arguments: validFiles)
    func validFilePassesDecoderAndSchema(_ file: String) throws {
        let path = SchemaRepository.path(file)
        _ = try SceneDecoder.load(path: path, displayName: file)
        #expect(Self.verdicts[path] == "valid", "\(file): \(Self.verdicts[path] ?? "no verdict")")
    }

    @Test(
        .enabled(if: Self.available, "needs python3 with jsonschema and PyYAML (python3 -m pip install jsonschema pyyaml)"),
        arguments: schemaLevel.keys.sorted())
    func schemaLevelErrorIsRejectedByBoth(_ name: String) throws {
        #expect(throws: DiagnosticError.self) { try SceneDecoder.load(path: Self.invalidPath(name)) }
        let verdict = Self.verdicts[Self.invalidPath(name)] ?? "no verdict"
        #expect(verdict.hasPrefix("invalid: "), "\(name) (\(Self.schemaLevel[name] ?? "")): \(verdict)")
    }

    @Test(
        .enabled(if: Self.available, "needs python3 with jsonschema and PyYAML (python3 -m pip install jsonschema pyyaml)"),
        arguments: yamlSyntax.keys.sorted())
    func yamlSyntaxErrorIsRejectedByBothParsers(_ name: String) throws {
        #expect(throws: DiagnosticError.self) { try SceneDecoder.load(path: Self.invalidPath(name)) }
        let verdict = Self.verdicts[Self.invalidPath(name)] ?? "no verdict"
        #expect(verdict.hasPrefix("yaml-error: "), "\(name): \(verdict)")
    }

    @Test(
        .enabled(if: Self.available, "needs python3 with jsonschema and PyYAML (python3 -m pip install jsonschema pyyaml)"),
        arguments: beyondSchema.keys.sorted())
    func errorBeyondJSONSchemaIsTheDecodersAlone(_ name: String) throws {
        #expect(throws: DiagnosticError.self) { try SceneDecoder.load(path: Self.invalidPath(name)) }
        let verdict = Self.verdicts[Self.invalidPath(name)] ?? "no verdict"
        #expect(
            verdict == "valid",
            "\(name) is listed as beyond JSON Schema (\(Self.beyondSchema[name] ?? "")), but the schema says: \(verdict); move it to schemaLevel"
        )
    }

    @Test func shippedScenesAndValidFixturesAreAllThere() throws {
        #expect(try SchemaRepository.shippedScenes().count >= 70)
        #expect(try SchemaRepository.fixtureNames("valid").count >= 6)
    }
}
