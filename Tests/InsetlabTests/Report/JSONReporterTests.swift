import Foundation
import InsetlabImport
import InsetlabLayout
@testable import InsetlabReport
@testable import InsetlabReporters
@testable import InsetlabWorkspace
import InsetlabRules
import InsetlabScene
import InsetlabSceneDecoding
import InsetlabYAML
import Testing

// The layout numbers come from ReportSamples and test FORMATTING (key order, nulls, rounding,
// escaping), not geometry.

private func json(_ files: [(SceneFile, [LayoutResult])], multiple: Bool) -> String {
    var reporter = JSONReporter(options: ReporterOptions(multipleScenes: multiple))
    return ReportSamples.render(&reporter, files)
}

private func parse(_ text: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
}

/// The keys of the first object under `"name": {` or `"name": [ {`, in the order printed
/// (JSONSerialization forgets the order). Objects print one key per line, so the keys are the
/// lines at the first key's indentation until that object closes.
private func keyOrder(of text: String, under name: String) -> [String] {
    let lines = text.split(separator: "\n").map(String.init)
    func indent(_ line: String) -> Int { line.prefix { $0 == " " }.count }
    func key(_ line: String) -> String? {
        let rest = line.drop { $0 == " " }
        guard rest.hasPrefix("\""), rest.contains("\": ") else { return nil }
        return String(rest.dropFirst().prefix { $0 != "\"" })
    }
    guard let start = lines.firstIndex(where: { key($0) == name }) else { return [] }
    var keys: [String] = []
    var keyIndent: Int?
    for line in lines[(start + 1)...] {
        if keyIndent == nil, key(line) != nil { keyIndent = indent(line) }
        guard let keyIndent else { continue }
        if indent(line) < keyIndent { break }
        if indent(line) == keyIndent, let key = key(line) { keys.append(key) }
    }
    return keys
}

@Suite("JSON report")
struct JSONReporterTests {
    @Test("exact text of a pre-iOS 11 variant: contract keys in order, then the added ones")
    func goldenLegacyVariant() {
        let text = JSONReporter.variant(ReportSamples.result(ios: 10)).serialized()
        let expected = """
            {
              "device": "Test Phone",
              "orientation": "portrait",
              "ios": 10,
              "window": {
                "frame": [0, 0, 375, 667],
                "safeAreaInsets": null,
                "statusBarHidden": false
              },
              "bars": [
                {
                  "kind": "statusBar",
                  "owner": null,
                  "frame": [0, 0, 375, 20],
                  "isTranslucent": null,
                  "showsLargeTitle": null
                },
                {
                  "kind": "navigationBar",
                  "owner": "nav",
                  "frame": [0, 20, 375, 44],
                  "isTranslucent": true,
                  "showsLargeTitle": false
                }
              ],
              "controllers": [
                {
                  "id": "nav",
                  "type": "UINavigationController",
                  "viewFrame": [0, 0, 375, 667],
                  "safeAreaInsets": null,
                  "topLayoutGuide": 0,
                  "bottomLayoutGuide": 0,
                  "adjustedScrollView": null,
                  "name": "nav",
                  "isLeaf": false
                },
                {
                  "id": "feed",
                  "type": "UIViewController",
                  "viewFrame": [0, 0, 375, 667],
                  "safeAreaInsets": null,
                  "topLayoutGuide": 64,
                  "bottomLayoutGuide": 0,
                  "adjustedScrollView": "table",
                  "name": "feed",
                  "isLeaf": true
                }
              ],
              "views": [
                {
                  "id": null,
                  "type": "UIView",
                  "path": "feed.view",
                  "frame": [0, 0, 375, 667],
                  "windowFrame": [0, 0, 375, 667],
                  "safeAreaInsets": null,
                  "contentInset": null,
                  "adjustedContentInset": null,
                  "contentOffset": null,
                  "layoutMargins": [8, 16, 8, 16],
                  "contentSize": null,
                  "isHidden": false,
                  "firstItemWindowFrame": null
                },
                {
                  "id": "table",
                  "type": "UITableView",
                  "path": "feed.view/0",
                  "frame": [0, 0, 375, 667],
                  "windowFrame": [0, 0, 375, 667],
                  "safeAreaInsets": null,
                  "contentInset": [64, 0, 0, 0],
                  "adjustedContentInset": null,
                  "contentOffset": [0, -64],
                  "layoutMargins": [8, 16, 8, 16],
                  "contentSize": [375, 880],
                  "isHidden": false,
                  "firstItemWindowFrame": [0, 64, 375, 44]
                },
                {
                  "id": null,
                  "type": "UILabel",
                  "path": "feed.view/1",
                  "frame": [16, 100, 120.5, 20],
                  "windowFrame": [16, 100, 120.5, 20],
                  "safeAreaInsets": null,
                  "contentInset": null,
                  "adjustedContentInset": null,
                  "contentOffset": null,
                  "layoutMargins": [8, 8, 8, 8],
                  "contentSize": null,
                  "isHidden": true,
                  "firstItemWindowFrame": null
                }
              ],
              "warnings": [],
              "notes": [
                {
                  "kind": "uncertainty",
                  "reference": "D13",
                  "message": "a \\"quoted\\" remark",
                  "controller": "feed",
                  "view": "table"
                }
              ],
              "variant": "Test Phone · iOS 10 · portrait",
              "properties": {}
            }
            """
        #expect(text == expected)
    }

    @Test("top-level object: scene, variants, then name; one variant per result")
    func sceneObject() throws {
        let file = ReportSamples.file()
        let text = json([(file, [ReportSamples.result(ios: 10), ReportSamples.result(ios: 11)])], multiple: false)
        #expect(text.hasPrefix("{\n  \"scene\": \"scenes/sample.yaml\",\n  \"variants\": [\n    {\n"))
        #expect(text.hasSuffix("  ],\n  \"name\": \"Sample\"\n}\n"))
        let object = try #require(try parse(text) as? [String: Any])
        #expect(Set(object.keys) == ["scene", "variants", "name"])
        let variants = try #require(object["variants"] as? [[String: Any]])
        #expect(variants.map { $0["ios"] as? Int } == [10, 11])
    }

    @Test("the keys SCENE-FORMAT lists come first, in its order")
    func contractKeyOrder() {
        let text = json([(ReportSamples.file(), [ReportSamples.result(ios: 11)])], multiple: false)
        #expect(
            keyOrder(of: text, under: "variants")
                == ["device", "orientation", "ios", "window", "bars", "controllers", "views", "warnings", "notes", "variant", "properties"]
        )
        #expect(keyOrder(of: text, under: "window") == ["frame", "safeAreaInsets", "statusBarHidden"])
        #expect(keyOrder(of: text, under: "bars") == ["kind", "owner", "frame", "isTranslucent", "showsLargeTitle"])
        #expect(
            Array(keyOrder(of: text, under: "controllers").prefix(7))
                == ["id", "type", "viewFrame", "safeAreaInsets", "topLayoutGuide", "bottomLayoutGuide", "adjustedScrollView"]
        )
        #expect(
            Array(keyOrder(of: text, under: "views").prefix(9))
                == ["id", "type", "path", "frame", "windowFrame", "safeAreaInsets", "contentInset", "adjustedContentInset", "contentOffset"]
        )
        #expect(keyOrder(of: text, under: "notes") == ["kind", "reference", "message", "controller", "view"])
    }

    @Test("iOS 11+: safe areas and adjustedContentInset present, rounded to 3 decimals, no -0")
    func modernValues() throws {
        let text = json([(ReportSamples.file(), [ReportSamples.result(ios: 11)])], multiple: false)
        let object = try #require(try parse(text) as? [String: Any])
        let variant = try #require((object["variants"] as? [[String: Any]])?.first)
        let window = try #require(variant["window"] as? [String: Any])
        #expect(window["safeAreaInsets"] as? [Double] == [20, 0, 0, 0])
        let table = try #require((variant["views"] as? [[String: Any]])?.first { $0["id"] as? String == "table" })
        #expect(table["adjustedContentInset"] as? [Double] == [53.667, 0, 0, 0])
        #expect(text.contains("\"adjustedContentInset\": [53.667, 0, 0, 0]"))
        #expect(text.contains("\"contentOffset\": [0, -64]"))
        #expect(!text.contains("-0,") && !text.contains("-0]"))
    }

    @Test("several scenes: a JSON array of scene objects; none: an empty array")
    func array() throws {
        let a = ReportSamples.file(path: "a.yaml")
        let b = ReportSamples.file(name: nil, path: "b.yaml")
        let text = json([(a, [ReportSamples.result()]), (b, [ReportSamples.result()])], multiple: true)
        let array = try #require(try parse(text) as? [[String: Any]])
        #expect(array.map { $0["scene"] as? String } == ["a.yaml", "b.yaml"])
        #expect(array[1]["name"] is NSNull)
        #expect(json([], multiple: true) == "[]\n")
    }

    @Test(
        "strings are escaped so that any scene name round-trips",
        arguments: ["plain", "quote \" backslash \\ slash /", "tab\tnewline\nreturn\r", "bell \u{07} nul \u{0}", "émoji 📱 · —"]
    )
    func escaping(name: String) throws {
        let text = json([(ReportSamples.file(name: name), [ReportSamples.result()])], multiple: false)
        let object = try #require(try parse(text) as? [String: Any])
        #expect(object["name"] as? String == name)
    }

    @Test(
        "numbers: integers bare, at most 3 decimals, never -0, non-finite as null",
        arguments: [
            (20.0, "20"), (-64.0, "-64"), (53.6666, "53.667"), (0.1 + 0.2, "0.3"), (120.5, "120.5"),
            (-0.0, "0"), (-0.0001, "0"), (0.0004, "0"), (0.0005, "0.001"), (44.0000001, "44"),
            (Double.nan, "null"), (Double.infinity, "null"),
        ]
    )
    func numbers(value: Double, expected: String) {
        #expect(JSONValue.number(value).serialized() == expected)
    }

    @Test("the report writes each view exactly as its value tree writes it (finite or not, escaped or not)")
    func streamedViewsMatchTheValueTree() throws {
        var results = [ReportSamples.result(ios: 10), ReportSamples.result(ios: 11)]
        var odd = ReportSamples.result(ios: 11)
        odd.views[0].frame.x = .nan
        odd.views[0].id = "quote \" tab \t"
        odd.views[odd.views.count - 1].contentOffset = Point(x: .infinity, y: -0.0001)
        results.append(odd)
        var bare = ReportSamples.result(ios: 7)
        bare.bars = []
        bare.notes = []
        results.append(bare)
        // An imported screen: controllers and views with `ib`.
        let imported = try StoryboardImporter.importData(Data(ImportFixtures.app.utf8), file: "App.storyboard")
        let detail = try #require(imported.screens.first { $0.ib == "DET-00-000" }?.text)
        let importedFile = try SceneDecoder.decode(yaml: detail, file: "Detail.yaml")
        results.append(LayoutEngine.layout(importedFile.variants[0]))
        #expect(importedFile.variants[0].controllers.contains { $0.ib != nil })
        // A view's id, a controller's id, none; a mark and none; a message to escape.
        let warnings = [
            PitfallWarning(rule: "content-under-bar", severity: .warning, message: "under \"the\" bar", mark: Mark(line: 12, column: 9), subject: "table", fix: "pin it"),
            PitfallWarning(rule: "no-effect", severity: .error, message: "m", mark: nil, subject: "feed", fix: "f"),
            PitfallWarning(rule: "unmodelled", severity: .note, message: "m", mark: Mark(line: 1, column: 1), subject: nil, fix: ""),
        ]
        for result in results {
            for (warnings, file) in [([], nil), (warnings, "other.yaml")] as [([PitfallWarning], String?)] {
                #expect(JSONReporter.variant(result, warnings: warnings, file: file).serialized(indent: 2) == {
                    let output = ReportOutput.capture()
                    JSONReporter.writeVariant(result, warnings: warnings, file: file, to: output, level: 2)
                    return output.text
                }())
            }
            // Level 3 from the templates made once per process, level 9 made on the spot.
            for view in result.views {
                for level in [3, 9] {
                    var bytes = ByteBuffer()
                    JSONReporter.appendView(view, to: &bytes, level: level)
                    #expect(bytes.text == JSONReporter.view(view).serialized(indent: level))
                }
            }
        }
    }
}
