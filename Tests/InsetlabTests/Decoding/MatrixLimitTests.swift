import Foundation
import Testing
@testable import InsetlabReport
@testable import InsetlabConfiguration
import InsetlabYAML
@testable import InsetlabScene
@testable import InsetlabSceneDecoding

/// Issue 15 item 6: a matrix multiplies, and 40 two-valued axes in a 3.6 KB file ask for 2^40
/// variants. Every scene has at most `SceneDefaults.defaultMaximumVariants` (1,024) unless
/// `.insetlab.yml` says otherwise; more is an error at `matrix:` naming the product, reported
/// before a single variant is built.
@Suite("matrix variant limit")
struct MatrixLimitTests {
    /// `axes` labels, each hidden or not: 2^axes variants, times the devices listed.
    static func scene(axes: Int, devices: [String] = ["iPhone 15"]) -> String {
        var text = """
            device: iPhone 15
            root:
              type: UIViewController
              view:
                subviews:

            """
        for index in 0..<axes {
            text += "      - {type: UILabel, id: label\(index), frame: [0, \(index), 10, 1]}\n"
        }
        text += "matrix:\n  device: [\(devices.joined(separator: ", "))]\n"
        for index in 0..<axes {
            text += "  label\(index).isHidden: [true, false]\n"
        }
        return text
    }

    private func decode(_ yaml: String, maximum: Int? = nil) throws(DiagnosticError) -> SceneFile {
        var defaults = SceneDefaults()
        if let maximum { defaults.maximumVariants = maximum }
        return try SceneDecoder.decode(YAMLParser.parse(Array(yaml.utf8), file: "scene.yaml"), defaults: defaults)
    }

    @Test("2^10 variants decode; 2^11 are refused at matrix:, naming the product")
    func limitAtMatrixLine() throws {
        #expect(try decode(Self.scene(axes: 10)).variants.count == 1_024)
        do {
            _ = try decode(Self.scene(axes: 11))
            Issue.record("2^11 variants decoded")
        } catch {
            let lines = error.diagnostics.map(\.description)
            #expect(lines.count == 1, "\(lines)")
            let line = try #require(lines.first)
            let matrixLine = Self.scene(axes: 11).split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix("matrix:") }! + 1
            #expect(line.hasPrefix("scene.yaml:\(matrixLine):1: error: matrix: 1 device × 1 iOS version × 1 orientation × 11 property axes of 2 values = 2048 variants"), "\(line)")
            #expect(line.contains("at most 1024"), "\(line)")
            #expect(line.contains("maximumVariants"), "\(line)")
        }
    }

    @Test("40 two-valued axes fail at once, without building a variant")
    func matrixBomb() throws {
        // Not a timing test: the point is that it returns at all (2^41 trees would not fit).
        do {
            _ = try decode(Self.scene(axes: 40, devices: ["iPhone 15", "iPhone SE (3rd generation)"]))
            Issue.record("2^41 variants decoded")
        } catch {
            #expect(error.description.contains("= 2199023255552 variants"), "\(error.description)")
        }
        // Past Int.max the product is still named, not trapped on: 2 × 2^62 = 2^63 (63 axes,
        // within the 64 a matrix may cross).
        do {
            _ = try decode(Self.scene(axes: 62, devices: ["iPhone 15", "iPhone SE (3rd generation)"]))
            Issue.record("2^63 variants decoded")
        } catch {
            #expect(error.description.contains("more than 9223372036854775807 variants"), "\(error.description)")
        }
    }

    /// Every variant's result is held until the file's report is written: a matrix over a big
    /// tree is refused at `matrix:` by its product of variants and views (1,024 variants of
    /// 20,000 views took 5.5 GB).
    @Test("variants × views over 1,000,000 are refused at matrix:, naming both")
    func viewLayoutLimit() throws {
        var text = Self.scene(axes: 10)
        let subviews = text.range(of: "    subviews:\n")!.upperBound
        text.insert(contentsOf: String(repeating: "      - {type: UIView, frame: [0, 0, 1, 1]}\n", count: 990), at: subviews)
        do {
            _ = try decode(text)
            Issue.record("1,024 variants of 1,001 views decoded")
        } catch {
            let line = error.description
            #expect(line.contains("error: matrix: 1024 variants × 1001 views = 1025024 views to lay out"), "\(line)")
            #expect(line.contains("at most 1000000"), "\(line)")
        }
    }

    /// Constraints are bounded too: 96 variants of 300 views constrained pairwise (44,850
    /// constraints each) ran out of a minute and 570 MB. Over the variants, at `matrix:`.
    @Test("variants × constraints over 1,000,000 are refused at matrix:")
    func constraintSolveLimit() throws {
        var text = Self.scene(axes: 10)
        let subviews = text.range(of: "    subviews:\n")!.upperBound
        let constraints = (0..<1_000).map { "\"box.width >= \($0)\"" }.joined(separator: ", ")
        text.insert(contentsOf: "      - {type: UIView, id: box, constraints: [\(constraints)]}\n", at: subviews)
        do {
            _ = try decode(text)
            Issue.record("1,024 variants of 1,000 constraints decoded")
        } catch {
            #expect(error.description.contains("error: matrix: 1024 variants × 1000 constraints = 1024000 constraints to solve"), "\(error.description)")
        }
    }

    /// And within one variant: the first constraint past 100,000 is an error at its string, and
    /// the rest are not read (half a million took 17 s and 520 MB).
    @Test("a scene holds at most 100,000 constraints; the next is an error where it is written")
    func constraintLimit() throws {
        func scene(_ count: Int) -> String {
            "device: iPhone 15\nroot:\n  type: UIViewController\n  view:\n    subviews:\n      - type: UIView\n        id: box\n        constraints:\n"
                + String(repeating: "          - box.width >= 1\n", count: count)
        }
        do {
            _ = try decode(scene(100_001))
            Issue.record("100,001 constraints decoded")
        } catch {
            let lines = error.diagnostics.map(\.description)
            #expect(lines.count == 1, "\(lines.prefix(3))")
            // Line 9 holds the first string; the 100,001st is 100,000 lines below it.
            #expect(lines.first?.hasPrefix("scene.yaml:100009:13: error: a scene may hold at most 100000 constraints") == true, "\(lines.prefix(1))")
        }
    }

    @Test("a stack view arranges at most 128 views; more is an error at its subviews")
    func stackViewLimit() throws {
        func scene(_ count: Int) -> String {
            "device: iPhone 15\nroot:\n  type: UIViewController\n  view:\n    subviews:\n      - type: UIStackView\n        axis: vertical\n        subviews:\n"
                + String(repeating: "          - {type: UILabel, intrinsicContentSize: [10, 10]}\n", count: count)
        }
        #expect(try decode(scene(128)).variants.count == 1)
        do {
            _ = try decode(scene(129))
            Issue.record("a stack of 129 decoded")
        } catch {
            #expect(error.description.hasPrefix("scene.yaml:8:9: error: a UIStackView with 129 arranged subviews; insetlab lays out at most 128"), "\(error.description)")
        }
    }

    /// Each axis's key was looked up among the scene's marks, so 8,000 one-valued axes (one
    /// variant) took seconds: past 64 axes the matrix is an error at the 65th key.
    @Test("a matrix crosses at most 64 axes; the 65th is an error where it is written")
    func axisLimit() throws {
        let axes = Array(repeating: "", count: 65).indices.map { "  label\($0).isHidden: [true]\n" }.joined()
        let labels = (0..<65).map { "      - {type: UILabel, id: label\($0), frame: [0, \($0), 10, 1]}\n" }.joined()
        let yaml = "device: iPhone 15\nroot:\n  type: UIViewController\n  view:\n    subviews:\n" + labels + "matrix:\n" + axes
        do {
            _ = try decode(yaml)
            Issue.record("65 axes decoded")
        } catch {
            // The matrix starts on line 6 + 65 = 71; its 65th key is line 71 + 65 = 136, column 3.
            #expect(error.description.hasPrefix("scene.yaml:136:3: error: matrix: 65 axes, more than the 64 a scene may cross"), "\(error.description)")
        }
        let fits = yaml.replacingOccurrences(of: "  label64.isHidden: [true]\n", with: "")
        #expect(try decode(fits).variants.count == 1)
    }

    @Test("the limit comes from .insetlab.yml's maximumVariants")
    func configurable() throws {
        #expect(try decode(Self.scene(axes: 11), maximum: 2_048).variants.count == 2_048)
        #expect(throws: DiagnosticError.self) { try decode(Self.scene(axes: 3), maximum: 4) }

        let configuration = try ConfigurationDecoder.decode(
            YAMLParser.parse(Array("maximumVariants: 4096\n".utf8), file: ".insetlab.yml"), directory: "/project")
        #expect(configuration.sceneDefaults.maximumVariants == 4_096)
        let withMatrix = try ConfigurationDecoder.decode(
            YAMLParser.parse(Array("maximumVariants: 8\nmatrix: {ios: [17, 18]}\n".utf8), file: ".insetlab.yml"), directory: "/project")
        #expect(withMatrix.sceneDefaults.maximumVariants == 8 && withMatrix.sceneDefaults.iosVersions == [17, 18])
        #expect(try ConfigurationDecoder.decode(YAMLParser.parse(Array("rules: {disabled: []}\n".utf8), file: ".insetlab.yml"), directory: "/").sceneDefaults.maximumVariants == 1_024)
        for bad in ["maximumVariants: 0", "maximumVariants: many", "maximumVariants: 1.5", "maximumVariants: 10000000"] {
            do {
                _ = try ConfigurationDecoder.decode(YAMLParser.parse(Array((bad + "\n").utf8), file: ".insetlab.yml"), directory: "/")
                Issue.record("\(bad) was accepted")
            } catch {
                #expect(error.description.hasPrefix(".insetlab.yml:1:18: error: expected a whole number from 1 to 1000000"), "\(bad): \(error.description)")
            }
        }
    }
}
