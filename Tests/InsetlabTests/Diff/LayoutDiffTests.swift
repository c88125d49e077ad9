import Testing
import InsetlabReport
import InsetlabChecking
import InsetlabScene
import InsetlabSceneDecoding
import InsetlabRules

/// `LayoutDiff`: what moved between two versions of a scene. The geometry is seed 000's
/// (iPhone 7, iOS 10, a table in a translucent navigation controller): with
/// `automaticallyAdjustsScrollViewInsets` on, the container writes the top layout guide,
/// 20 + 44 = 64 (uikit-facts F53), into the table's contentInset; with it off the inset stays 0
/// and `content-under-bar` fires; with `edgesForExtendedLayout: none` the view starts below the
/// bar, at y 64, and is 667 − 64 = 603 tall.
@Suite struct LayoutDiffTests {
    static func scene(adjusts: Bool = true, edges: String = "all", extraView: Bool = false, ios: String = "10") -> String {
        """
        device: iPhone 7
        ios: \(ios)
        root:
          type: UINavigationController
          id: nav
          viewControllers:
            - type: UIViewController
              id: feed
              edgesForExtendedLayout: \(edges)
              automaticallyAdjustsScrollViewInsets: \(adjusts)
              view:
                subviews:
                  - type: UITableView
                    id: table
                    rows: 30
        \(extraView ? "          - {type: UILabel, id: badge, frame: [0, 0, 10, 10]}" : "")
        """
    }

    static func evaluated(_ yaml: String, file: String = "scenes/feed.yaml") throws -> EvaluatedScene {
        EvaluatedScene(file: try SceneDecoder.decode(yaml: yaml, file: file), source: yaml)
    }

    @Test func identicalScenesAreUnchanged() throws {
        let diff = LayoutDiff.compare(before: try Self.evaluated(Self.scene()), after: try Self.evaluated(Self.scene()), path: "feed.yaml")
        #expect(diff.status == .unchanged)
        #expect(diff.variants.map(\.status) == [.unchanged])
        #expect(diff.changedVariants.isEmpty)
    }

    @Test func aChangedInsetAndAnAppearedWarning() throws {
        let diff = LayoutDiff.compare(
            before: try Self.evaluated(Self.scene(adjusts: true)), after: try Self.evaluated(Self.scene(adjusts: false)), path: "feed.yaml")
        #expect(diff.status == .changed)
        let variant = try #require(diff.variants.first)
        #expect(variant.variant.description == "iPhone 7 · iOS 10 · portrait")
        let inset = try #require(variant.changes.first { $0.subject == "table" && $0.property == .contentInset })
        #expect(inset.before == .numbers([64, 0, 0, 0]) && inset.after == .numbers([0, 0, 0, 0]))
        #expect(inset.delta == [-64, 0, 0, 0])
        #expect(inset.deltaDescription == "top −64")
        let offset = try #require(variant.changes.first { $0.subject == "table" && $0.property == .contentOffset })
        #expect(offset.deltaDescription == "y +64")
        #expect(variant.appearedWarnings.map(\.rule) == ["content-under-bar"])
        #expect(variant.disappearedWarnings.isEmpty)
        // The frames did not move.
        #expect(!variant.changes.contains { $0.property == .frame || $0.property == .viewFrame })

        let back = LayoutDiff.compare(
            before: try Self.evaluated(Self.scene(adjusts: false)), after: try Self.evaluated(Self.scene(adjusts: true)), path: "feed.yaml")
        #expect(back.variants[0].disappearedWarnings.map(\.rule) == ["content-under-bar"])
        #expect(back.variants[0].appearedWarnings.isEmpty)
    }

    @Test func aMovedFrame() throws {
        let diff = LayoutDiff.compare(
            before: try Self.evaluated(Self.scene()), after: try Self.evaluated(Self.scene(edges: "none")), path: "feed.yaml")
        let changes = diff.variants[0].changes
        let viewFrame = try #require(changes.first { $0.subject == "feed" && $0.property == .viewFrame })
        #expect(viewFrame.before == .numbers([0, 0, 375, 667]) && viewFrame.after == .numbers([0, 64, 375, 603]))
        #expect(viewFrame.deltaDescription == "y +64, height −64")
        let guide = try #require(changes.first { $0.subject == "feed" && $0.property == .topLayoutGuide })
        #expect(guide.before == .numbers([64]) && guide.after == .numbers([0]) && guide.deltaDescription == "−64")
    }

    @Test func subjectsThatAppearShowOnceWithTheirFrame() throws {
        let diff = LayoutDiff.compare(
            before: try Self.evaluated(Self.scene()), after: try Self.evaluated(Self.scene(extraView: true)), path: "feed.yaml")
        let badge = diff.variants[0].changes.filter { $0.subject == "badge" }
        #expect(badge.count == 1)
        #expect(badge.first?.property == .frame && badge.first?.before == nil && badge.first?.after == .numbers([0, 0, 10, 10]))
        let gone = LayoutDiff.compare(
            before: try Self.evaluated(Self.scene(extraView: true)), after: try Self.evaluated(Self.scene()), path: "feed.yaml")
        #expect(gone.variants[0].changes.map(\.isSubjectChange) == [true])
        #expect(gone.variants[0].changes.first?.after == nil)
    }

    @Test func variantsAreMatchedByName() throws {
        let before = try Self.evaluated(Self.scene(ios: "10"))
        let after = try Self.evaluated(Self.scene(ios: "11"))
        let diff = LayoutDiff.compare(before: before, after: after, path: "feed.yaml")
        #expect(diff.variants.map(\.status) == [.added, .removed])
        #expect(diff.variants.map(\.variant.description) == ["iPhone 7 · iOS 11 · portrait", "iPhone 7 · iOS 10 · portrait"])
    }

    @Test func addedAndRemovedScenes() throws {
        let scene = try Self.evaluated(Self.scene())
        #expect(LayoutDiff.compare(before: nil, after: scene, path: "x").status == .added)
        #expect(LayoutDiff.compare(before: scene, after: nil, path: "x").status == .removed)
        #expect(LayoutDiff.compare(before: scene, after: nil, path: "x").variants.map(\.status) == [.removed])
    }

    @Test func aWarningThatOnlyMovedLinesIsUnchanged() throws {
        let yaml = Self.scene(adjusts: false)
        let shifted = "# a comment\n# another\n" + yaml
        let diff = LayoutDiff.compare(before: try Self.evaluated(yaml), after: try Self.evaluated(shifted), path: "feed.yaml")
        #expect(diff.status == .unchanged)
    }

    /// `.insetlab.yml` raising content-under-bar to error between the two sides: the scene is
    /// the same, but the warning run prints is not, and a diff of a pull request that changes
    /// the severity shows it (the README: "a changed … rule severity shows as the … warnings it
    /// moves"). A snapshot keeps the catalogue's severity.
    @Test func aChangedRuleSeverityMovesTheWarning() throws {
        let yaml = Self.scene(adjusts: false)
        let raised = RuleConfiguration(severities: ["content-under-bar": .error])
        let before = EvaluatedScene(file: try SceneDecoder.decode(yaml: yaml, file: "scenes/feed.yaml"), source: yaml)
        let after = EvaluatedScene(
            file: try SceneDecoder.decode(yaml: yaml, file: "scenes/feed.yaml"), source: yaml, configuration: raised)
        let diff = LayoutDiff.compare(before: before, after: after, path: "feed.yaml")
        #expect(diff.status == .changed)
        let variant = try #require(diff.variants.first)
        #expect(variant.appearedWarnings.map(\.rule) == ["content-under-bar"])
        #expect(variant.appearedWarnings.map(\.severity) == [.error])
        #expect(variant.disappearedWarnings.map(\.severity) == [.warning])
        #expect(variant.changes.isEmpty)
        #expect(variant.appearedWarnings.map(\.line).allSatisfy { $0.hasSuffix("(warning)") })
    }
}
