import Foundation
import InsetlabYAML
import Testing

@testable import InsetlabScene
@testable import InsetlabSceneSchema
@testable import InsetlabSceneDecoding

/// Every key the schema offers is one the decoder takes, where the schema offers it: each key of
/// each closed mapping, with its default (or example), is written into a small scene at that
/// place and decoded. The other direction (every key the decoder takes is in the schema) is
/// `SchemaParityTests`: the valid fixtures write every key of the format and pass the schema,
/// whose mappings are closed.
@Suite struct SchemaKeyTests {
    enum Step {
        case key(String)
        case index(Int)
    }

    /// A scene to write a mapping's keys into, and where that mapping is in it.
    struct Context {
        var scene: SchemaJSON
        var path: [Step]
    }

    static func scene(_ root: SchemaJSON, device: SchemaJSON = "iPhone 15", _ extra: [SchemaJSON.Member] = []) -> SchemaJSON {
        .object([.init("device", device), .init("root", root)] + extra)
    }

    static func viewController(subviews: [SchemaJSON]) -> SchemaJSON {
        ["type": "UIViewController", "view": ["subviews": .array(subviews)]]
    }

    static let navigation: SchemaJSON = ["type": "UINavigationController", "viewControllers": [["type": "UIViewController"]]]
    static let customDevice: SchemaJSON = [
        "name": "Prototype", "idiom": "phone", "screen": [375, 812], "statusBar": 44,
        "safeArea": ["portrait": [44, 0, 34, 0], "landscape": [0, 44, 21, 44]],
    ]

    /// Every closed mapping of the schema (`$defs` entries with `properties`, and the top level).
    static var contexts: [String: Context] {
        var contexts: [String: Context] = [
            "": Context(scene: scene(["type": "UIViewController"]), path: []),
            "navigationBar": Context(
                scene: scene(navigation.merging(["navigationBar": [:]])), path: [.key("root"), .key("navigationBar")]),
            "toolbar": Context(scene: scene(navigation.merging(["toolbar": [:]])), path: [.key("root"), .key("toolbar")]),
            "searchController": Context(
                scene: scene(navigation.merging(["viewControllers": [["type": "UIViewController", "searchController": [:]]]])),
                path: [.key("root"), .key("viewControllers"), .index(0), .key("searchController")]),
            "sheet": Context(
                scene: scene(["type": "UIViewController", "sheet": ["detents": ["large"]]]), path: [.key("root"), .key("sheet")]),
            "tabBar": Context(
                scene: scene(["type": "UITabBarController", "viewControllers": [["type": "UIViewController"]], "tabBar": [:]]),
                path: [.key("root"), .key("tabBar")]
            ),
            "childViewControllerEntry": Context(
                scene: scene(viewController(subviews: [["childViewController": ["type": "UIViewController"]]])),
                path: [.key("root"), .key("view"), .key("subviews"), .index(0)]
            ),
            "customDevice": Context(scene: scene(["type": "UIViewController"], device: customDevice), path: [.key("device")]),
            "safeArea": Context(
                scene: scene(["type": "UIViewController"], device: customDevice), path: [.key("device"), .key("safeArea")]),
            "tableSection": Context(
                scene: scene(viewController(subviews: [["type": "UITableView", "sections": [["rows": 3]]]])),
                path: [.key("root"), .key("view"), .key("subviews"), .index(0), .key("sections"), .index(0)]
            ),
            "collectionLayout": Context(
                scene: scene(viewController(subviews: [["type": "UICollectionView", "layout": [:]]])),
                path: [.key("root"), .key("view"), .key("subviews"), .index(0), .key("layout")]
            ),
            "viewKey.contentHuggingPriority": Context(
                scene: scene(viewController(subviews: [["type": "UILabel", "contentHuggingPriority": [:]]])),
                path: [.key("root"), .key("view"), .key("subviews"), .index(0), .key("contentHuggingPriority")]
            ),
            "viewKey.contentCompressionResistancePriority": Context(
                scene: scene(viewController(subviews: [["type": "UILabel", "contentCompressionResistancePriority": [:]]])),
                path: [.key("root"), .key("view"), .key("subviews"), .index(0), .key("contentCompressionResistancePriority")]
            ),
            "matrix": Context(
                scene: .object([
                    .init("device", "iPhone X"), .init("ios", 16), .init("root", ["type": "UIViewController"]),
                    .init("matrix", [:]),
                ]),
                path: [.key("matrix")]
            ),
            "expectBlock": Context(scene: scene(["type": "UIViewController"], [.init("expect", [:])]), path: [.key("expect")]),
            // A block needs more than `when` (the decoder and the schema refuse one that checks
            // nothing): each carries `warnings: []` beside the key under test.
            "expectBlockWithWhen": Context(
                scene: scene(["type": "UIViewController"], [.init("expect", [["warnings": []]])]), path: [.key("expect"), .index(0)]),
            "when": Context(
                scene: scene(["type": "UIViewController"], [.init("expect", [["when": [:], "warnings": []]])]),
                path: [.key("expect"), .index(0), .key("when")]),
        ]
        for kind in ControllerKind.allCases {
            let root: SchemaJSON =
                kind.isContainer
                ? ["type": .string(kind.rawValue), "viewControllers": [["type": "UIViewController"]]]
                : kind == .splitViewController
                    ? ["type": .string(kind.rawValue), "primary": ["type": "UIViewController"], "secondary": ["type": "UIViewController"]]
                    : ["type": .string(kind.rawValue)]
            contexts["controller." + kind.rawValue] = Context(scene: scene(root), path: [.key("root")])
        }
        for kind in ViewKind.allCases {
            contexts["view." + kind.rawValue] = Context(
                scene: scene(viewController(subviews: [["type": .string(kind.rawValue)]])),
                path: [.key("root"), .key("view"), .key("subviews"), .index(0)]
            )
            contexts["rootView." + kind.rawValue] = Context(
                scene: scene(["type": "UIViewController", "view": ["type": .string(kind.rawValue)]]),
                path: [.key("root"), .key("view")]
            )
            contexts["arrangedView." + kind.rawValue] = Context(
                scene: scene(viewController(subviews: [["type": "UIStackView", "subviews": [["type": .string(kind.rawValue)]]]])),
                path: [.key("root"), .key("view"), .key("subviews"), .index(0), .key("subviews"), .index(0)]
            )
        }
        contexts["controllerView.UITableView"] = Context(
            scene: scene(["type": "UITableViewController", "tableView": [:]]), path: [.key("root"), .key("tableView")])
        contexts["controllerView.UICollectionView"] = Context(
            scene: scene(["type": "UICollectionViewController", "collectionView": [:]]),
            path: [.key("root"), .key("collectionView")]
        )
        return contexts
    }

    static let schema = SceneSchema.document

    /// The schema of `#/$defs/NAME`, or of the top level for "".
    static func definition(_ name: String) -> SchemaJSON? {
        name.isEmpty ? schema : schema["$defs"]?[name]
    }

    static func resolve(_ node: SchemaJSON) -> SchemaJSON {
        guard let ref = node["$ref"]?.stringValue, ref.hasPrefix("#/$defs/"),
            let target = schema["$defs"]?[String(ref.dropFirst(8))]
        else { return node }
        return target.merging(node.removing(["$ref"]))
    }

    /// What to write for a key: its default, else its first example, else its `const`.
    static func sample(_ property: SchemaJSON) -> SchemaJSON? {
        let resolved = resolve(property)
        return resolved["default"] ?? resolved["examples"]?.items.first ?? resolved["const"]
    }

    static func setting(_ member: SchemaJSON.Member, in node: SchemaJSON, at path: ArraySlice<Step>) -> SchemaJSON {
        guard let step = path.first else { return node.merging(.object([member])) }
        switch (step, node) {
        case (.key(let key), .object):
            return node.merging(.object([.init(key, setting(member, in: node[key] ?? [:], at: path.dropFirst()))]))
        case (.index(let index), .array(var items)):
            items[index] = setting(member, in: items[index], at: path.dropFirst())
            return .array(items)
        default:
            Issue.record("path does not match the scene")
            return node
        }
    }

    static var closedMappings: [String] {
        [""] + (schema["$defs"]?.members ?? []).filter { $0.value["properties"] != nil }.map(\.key)
    }

    @Test func everyClosedMappingHasAContext() {
        #expect(
            Set(Self.closedMappings) == Set(Self.contexts.keys),
            "add a context for \(Set(Self.closedMappings).subtracting(Self.contexts.keys).sorted())")
    }

    @Test(arguments: closedMappings)
    func everyKeyOfTheMappingDecodesWhereTheSchemaOffersIt(_ name: String) throws {
        let context = try #require(Self.contexts[name])
        let mapping = try #require(Self.definition(name))
        #expect(mapping["additionalProperties"] == .bool(false) || mapping["patternProperties"] != nil, "\(name) is not closed")
        let properties = try #require(mapping["properties"]).members
        #expect(!properties.isEmpty)
        for property in properties {
            let value = try #require(Self.sample(property.value), "\(name).\(property.key) has no default, example or const")
            // A key the schema says needs others (`autoresizingMask` needs `frame`, `designedIn`
            // needs `autoresizingMask`) comes with them, and with what they need in turn.
            var scene = context.scene
            var pending = [property.key]
            var added: Set<String> = [property.key]
            while let key = pending.popLast() {
                for needed in mapping["dependentRequired"]?[key]?.items ?? [] {
                    guard let neededName = needed.stringValue, added.insert(neededName).inserted,
                        let neededSchema = properties.first(where: { $0.key == neededName })?.value,
                        let neededValue = Self.sample(neededSchema)
                    else { continue }
                    scene = Self.setting(.init(neededName, neededValue), in: scene, at: context.path[...])
                    pending.append(neededName)
                }
            }
            let document = Self.setting(.init(property.key, value), in: scene, at: context.path[...])
            do {
                _ = try SceneDecoder.decode(yaml: document.compactText, file: "schema-sample.yaml")
            } catch {
                Issue.record(
                    "\(name).\(property.key) = \(value.compactText) is rejected by the decoder:\n\(error)\nscene: \(document.compactText)"
                )
            }
        }
    }

    /// Each pin key with the other constraints its axes need; every anchor each edge offers.
    @Test func everyPinKeyAndAnchorDecodes() throws {
        let pin = try #require(Self.definition("pin")?["anyOf"]?.items.last)
        let keys = try #require(pin["properties"]).members.map(\.key)
        #expect(keys == ["top", "bottom", "leading", "trailing", "width", "height"])
        let partner: [String: (String, SchemaJSON)] = [
            "top": ("height", 44), "bottom": ("height", 44), "height": ("top", "superview"),
            "leading": ("width", 100), "trailing": ("width", 100), "width": ("leading", "superview"),
        ]
        for edge in ["top", "bottom", "leading", "trailing"] {
            let definition = try #require(Self.definition(edge == "top" || edge == "bottom" ? "pinEdge." + edge : "pinEdge.side"))
            let anchors = try #require(definition["anyOf"]?.items.first?["enum"]).items
            for anchor in anchors {
                for value in [anchor, ["to": anchor, "inset": 8] as SchemaJSON] {
                    let other: (String, SchemaJSON) =
                        ["top", "bottom"].contains(edge) ? ("leading", "superview") : ("top", "superview")
                    let pinValue: SchemaJSON = .object([
                        .init(edge, value), .init(partner[edge]!.0, partner[edge]!.1), .init(other.0, other.1),
                        .init(other.0 == "top" ? "height" : "width", 10),
                    ])
                    let yaml = Self.scene(Self.viewController(subviews: [["type": "UIView", "pin": pinValue]])).compactText
                    #expect(throws: Never.self, "pin \(pinValue.compactText)") {
                        try SceneDecoder.decode(yaml: yaml, file: "pin.yaml")
                    }
                }
            }
        }
        let shorthand = try #require(Self.definition("pin")?["anyOf"]?.items.first?["enum"]).items
        for anchor in shorthand {
            let yaml = Self.scene(Self.viewController(subviews: [["type": "UIView", "pin": anchor]])).compactText
            #expect(throws: Never.self, "pin: \(anchor.compactText)") { try SceneDecoder.decode(yaml: yaml, file: "pin.yaml") }
        }
    }

    /// Every property a matrix axis can vary has a pattern in `matrix` and in `when`, and the
    /// decoder takes `ID.property: [sample]` and `when: {ID.property: sample}` on a target that
    /// has the property.
    @Test func everyMatrixPropertyAxisDecodesWhereTheSchemaOffersIt() throws {
        let matrixPatterns = try #require(Self.definition("matrix")?["patternProperties"]).members.map(\.key)
        let whenPatterns = try #require(Self.definition("when")?["patternProperties"]).members.map(\.key)
        #expect(matrixPatterns.count == AxisProperty.all.count && whenPatterns == matrixPatterns)
        let regexes = try matrixPatterns.map { try NSRegularExpression(pattern: $0) }
        func matching(_ key: String) -> Int {
            regexes.filter { $0.firstMatch(in: key, range: NSRange(key.startIndex..., in: key)) != nil }.count
        }
        // A controller of every type and a view of every kind, each with an id.
        let views: [SchemaJSON] = ViewKind.allCases.map { ["type": .string($0.rawValue), "id": .string("v" + $0.rawValue)] }
        let root: SchemaJSON = [
            "type": "UITabBarController", "id": "tabs",
            "viewControllers": [
                [
                    "type": "UINavigationController", "id": "nav",
                    "viewControllers": [
                        [
                            "type": "UIViewController", "id": "feed",
                            "view": [
                                "subviews": .array(
                                    views + [["childViewController": ["type": "UITableViewController", "id": "tvc"]]])
                            ],
                        ]
                    ],
                ],
                ["type": "UICollectionViewController", "id": "cvc"],
            ],
        ]
        let controllerIds: [ControllerKind: String] = [
            .tabBarController: "tabs", .navigationController: "nav", .viewController: "feed", .tableViewController: "tvc",
            .collectionViewController: "cvc",
        ]
        for property in AxisProperty.all {
            let target: String
            switch property.access {
            case .controller(let access):
                target = try #require(ControllerKind.allCases.first(where: access.takes).flatMap { controllerIds[$0] })
            case .view(let access): target = "v" + (try #require(ViewKind.allCases.first(where: access.takes))).rawValue
            }
            let key = PropertyAxisSchemas.key(property)
            let sample = try #require(key.defaultValue ?? key.example, "\(property.name) has no default or example")
            let name = target + "." + property.name
            #expect(matching(name) == 1, "\(name) matches \(matching(name)) matrix patterns")
            let scene = Self.scene(
                root,
                [
                    .init("matrix", .object([.init(name, [sample])])),
                    .init("expect", [.object([.init("when", .object([.init(name, sample)])), .init("warnings", [])])]),
                ])
            do {
                _ = try SceneDecoder.decode(yaml: scene.compactText, file: "axis.yaml")
            } catch {
                Issue.record("matrix axis \(name): [\(sample.compactText)] is rejected by the decoder:\n\(error)")
            }
        }
        #expect(matching("nav.navigationBar") == 0 && matching("table.subviews") == 0 && matching(".x") == 0)
    }

    /// Every `ID.property` pattern matches the keys the decoder takes, with values of its shape.
    @Test func everyExpectPropertyHasAPatternTheDecoderAgreesWith() throws {
        let patterns = try #require(Self.definition("expectBlock")?["patternProperties"]).members.map(\.key)
        let regexes = try patterns.map { try NSRegularExpression(pattern: $0) }
        func matches(_ key: String) -> Bool {
            regexes.contains { $0.firstMatch(in: key, range: NSRange(key.startIndex..., in: key)) != nil }
        }
        let sample: [ExpectedProperty: SchemaJSON] = [
            .frame: [0, 0, 375, 667], .windowFrame: [0, 0, 375, 667], .viewFrame: [0, 0, 375, 667],
            .safeAreaInsets: [0, 0, 0, 0], .layoutMargins: [8, 8, 8, 8], .contentInset: [0, 0, 0, 0],
            .adjustedContentInset: [0, 0, 0, 0], .contentOffset: [0, 0], .contentSize: [375, 0],
            .topLayoutGuide: 0, .bottomLayoutGuide: 0,
        ]
        let root: SchemaJSON = [
            "type": "UIViewController", "id": "feed", "view": ["subviews": [["type": "UITableView", "id": "table"]]],
        ]
        var lines: [SchemaJSON.Member] = []
        for property in ExpectedProperty.expectable {
            let subject = ExpectedProperty.viewProperties.contains(property) ? "table" : "feed"
            let key = subject + "." + property.rawValue
            #expect(matches(key), "no pattern for \(key)")
            lines.append(.init(key, try #require(sample[property])))
            lines.append(.init("feed." + property.rawValue + "X", 0))
        }
        for bar in BarKind.allCases {
            #expect(matches(bar.rawValue + ".frame"))
            #expect(!matches(bar.rawValue + ".contentInset"), "a bar answers only frame")
        }
        #expect(!matches("feed.contentInsets") && !matches("1st.frame") && !matches("feed") && !matches("warnings.frame"))
        let valid = lines.filter { !$0.key.hasSuffix("X") }
        let yaml = Self.scene(root, [.init("expect", .object(valid))]).compactText
        #expect(throws: Never.self) { try SceneDecoder.decode(yaml: yaml, file: "expect.yaml") }
    }

    @Test func idAndRuleIdPatternsMatchTheDecoder() throws {
        let id = try NSRegularExpression(pattern: ValueSchemas.idPattern)
        let rule = try NSRegularExpression(pattern: ExpectSchemas.ruleIdPattern)
        func matches(_ regex: NSRegularExpression, _ text: String) -> Bool {
            regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        }
        // Not "x\n": ICU's and Python's `$` also match before a final newline, ECMA-262's (what
        // editors run) does not.
        let samples = [
            "feed", "_x", "table-2", "Nav_1", "a", "1st", "feed.list", "-x", "", "x y", "é", "content-under-bar",
            "content--under", "-rule", "rule-", "Rule", "rule1-2", "a_b", "ünï",
        ]
        for text in samples {
            #expect(matches(id, text) == IdentifierRegistry.isWellFormed(text), "id \(text.debugDescription)")
            #expect(matches(rule, text) == ExpectationDecoder.isKebabCase(text), "rule id \(text.debugDescription)")
        }
        #expect(Set(ValueSchemas.reservedIds) == Set(IdentifierRegistry.reserved.keys))
    }

    /// The device enum is the catalog, names and aliases as written, and each resolves to its model.
    @Test func builtInDevicesAreTheCatalog() throws {
        let definition = try #require(Self.definition("builtInDevice"))
        let names = try #require(definition["enum"]).items.compactMap(\.stringValue)
        let expected = DeviceCatalog.models.flatMap { [$0.name] + $0.aliases }
        #expect(names == expected)
        #expect(try #require(definition["enumDescriptions"]).items.count == names.count)
        for model in DeviceCatalog.models {
            for name in [model.name] + model.aliases {
                #expect(DeviceCatalog.model(named: name)?.name == model.name, "\(name)")
            }
        }
    }

    /// Defaults written in the schema are the model's (`ControllerSpec`, `ScrollSpec`, …) and
    /// the decoder's (`ios` 18, `portrait`).
    @Test func defaultsAreTheModels() throws {
        let defs = try #require(Self.schema["$defs"])
        #expect(Self.schema["properties"]?["ios"]?["default"] == .number(Double(DeviceCatalog.defaultIOS)))
        #expect(Self.schema["properties"]?["orientation"]?["default"] == "portrait")
        #expect(defs["viewKey.alwaysBounceVertical"]?["default"] == false)
        #expect(defs["view.UITableView"]?["properties"]?["alwaysBounceVertical"]?["default"] == true)
        #expect(defs["controller.UINavigationController"]?["properties"]?["isToolbarHidden"]?["default"] == true)
        #expect(defs["viewKey.rowHeight"]?["default"] == 44)
        #expect(defs["collectionLayout"]?["properties"]?["itemSize"]?["default"] == [50, 50])
        let file = try SceneDecoder.decode(yaml: "device: iPhone 15\nroot: {type: UIViewController}\n", file: "d.yaml")
        #expect(file.variants[0].ios == DeviceCatalog.defaultIOS && file.variants[0].orientation == .portrait)
    }
}
