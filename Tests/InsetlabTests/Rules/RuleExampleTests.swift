import InsetlabWorkspace
import Foundation
import InsetlabImport
import InsetlabLayout
import InsetlabRules
import InsetlabScene
import InsetlabSceneDecoding
import InsetlabYAML
import Testing

/// A rule example with its `↓` marker removed and the marker's position.
struct MarkedExample: CustomTestStringConvertible, Sendable {
    var rule: String
    var index: Int
    var yaml: String
    var marker: Mark?

    init(rule: String, index: Int, text: String) {
        self.rule = rule
        self.index = index
        var line = 1
        var column = 1
        var output = ""
        var marker: Mark?
        for character in text {
            if character == "↓" {
                marker = Mark(line: line, column: column)
                continue
            }
            output.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        self.yaml = output
        self.marker = marker
    }

    var testDescription: String { "\(rule) example \(index + 1)" }
}

private let triggering: [MarkedExample] = RuleCatalog.descriptions.flatMap { description in
    description.triggeringExamples.enumerated().map { MarkedExample(rule: description.id, index: $0.offset, text: $0.element) }
}
private let nonTriggering: [MarkedExample] = RuleCatalog.descriptions.flatMap { description in
    description.nonTriggeringExamples.enumerated().map { MarkedExample(rule: description.id, index: $0.offset, text: $0.element) }
}

/// The catalogue's examples are its tests (SwiftLint style): each triggering example raises its
/// rule at the `↓`; each non-triggering one does not raise it.
@Suite("Pitfall rule examples")
struct RuleExampleTests {
    private func warnings(_ example: MarkedExample) throws -> [PitfallWarning] {
        if IBSimulatedBarsRule.isInterfaceBuilderExample(example.yaml) {
            // A storyboard: the importer raises the rule; the catalogue configures it.
            let document = try StoryboardImporter.importData(Data(example.yaml.utf8), file: "example.storyboard")
            return document.screens.flatMap { screen in
                screen.warnings.compactMap {
                    RuleCatalog.importFinding(rule: ImportWarning.rule, message: $0.message, mark: $0.mark, fix: $0.fix, configuration: RuleConfiguration())
                }
            }
        }
        // With the example's own comments, as `run` and `check` read them (`unknown-rule-id`).
        let file = try SceneDecoder.decode(yaml: example.yaml, file: "example.yaml")
        return file.variants.flatMap { RuleCatalog.evaluate(LayoutEngine.layout($0), suppressions: Suppressions(source: example.yaml)) }
    }

    @Test(arguments: triggering)
    func triggers(_ example: MarkedExample) throws {
        let raised = try warnings(example).filter { $0.rule == example.rule }
        #expect(!raised.isEmpty, "expected \(example.rule) to fire")
        if let marker = example.marker {
            #expect(raised.contains { $0.mark == marker }, "expected \(example.rule) at \(marker); got \(raised.map { $0.mark?.description ?? "-" })")
        }
    }

    @Test(arguments: nonTriggering)
    func doesNotTrigger(_ example: MarkedExample) throws {
        let raised = try warnings(example).filter { $0.rule == example.rule }
        #expect(raised.isEmpty, "unexpected: \(raised.map(\.message))")
    }

    @Test func everyRuleHasExamplesAndAMarker() {
        for description in RuleCatalog.descriptions {
            #expect(!description.triggeringExamples.isEmpty, "\(description.id) has no triggering example")
            #expect(!description.nonTriggeringExamples.isEmpty, "\(description.id) has no non-triggering example")
            for text in description.triggeringExamples {
                #expect(text.contains("↓"), "\(description.id): a triggering example without a ↓ marker")
            }
        }
    }

    @Test func idsAreUniqueKebabCase() {
        let ids = RuleCatalog.ids
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(id) is not kebab-case")
        }
    }

    @Test func suppressionComments() {
        let source = """
            # insetlab:disable no-effect
            device: iPhone 8
            root:
              type: UIViewController
              edgesForExtendedLayout: none  # insetlab:disable content-under-bar, double-inset
            """
        let suppressions = Suppressions(source: source)
        #expect(suppressions.suppresses("no-effect", at: Mark(line: 9, column: 1)))
        #expect(suppressions.suppresses("content-under-bar", at: Mark(line: 5, column: 3)))
        #expect(suppressions.suppresses("double-inset", at: Mark(line: 5, column: 3)))
        #expect(!suppressions.suppresses("content-under-bar", at: Mark(line: 4, column: 3)))
        #expect(Suppressions(source: "device: x # insetlab:disable nope").unknownRuleIDs(known: RuleCatalog.ids) == ["nope"])
    }

    /// Issue 13: `disable:next` silences the line below it only; a misspelt id is a warning at
    /// the id, with the nearest rule id.
    @Test func disableNextAndUnknownRuleIDs() {
        let source = """
            device: iPhone 7
            root:
              # insetlab:disable:next content-under-bar
              type: UIViewController
              edgesForExtendedLayout: none  # insetlab:disable double-insets, all
            """
        let suppressions = Suppressions(source: source)
        #expect(suppressions.suppresses("content-under-bar", at: Mark(line: 4, column: 3)))
        #expect(!suppressions.suppresses("content-under-bar", at: Mark(line: 3, column: 3)))
        #expect(suppressions.suppresses("content-under-bar", at: Mark(line: 5, column: 3)), "`all` on line 5")
        let warnings = suppressions.unknownRuleWarnings(known: RuleCatalog.ids)
        #expect(warnings.map(\.rule) == [Suppressions.unknownRuleID])
        #expect(warnings.first?.mark == Mark(line: 5, column: 52))
        #expect(
            warnings.first?.message
                == "unknown rule 'double-insets' in an insetlab:disable comment, which silences nothing; did you mean 'double-inset'?")
        // A directive naming no rule silences nothing and is reported (`all` names every rule).
        let bare = Suppressions(source: "# insetlab:disable:next\nroot: x\n")
        #expect(!bare.suppresses("no-effect", at: Mark(line: 2, column: 1)))
        #expect(bare.unknownRuleWarnings(known: RuleCatalog.ids).map(\.message) == ["an insetlab:disable comment that names no rule silences nothing"])
        #expect(Suppressions(source: "# insetlab:disable:next all\nroot: x\n").suppresses("no-effect", at: Mark(line: 2, column: 1)))
    }

    /// ` -- why` after the ids is the reason (ESLint's `-- reason`), not three unknown rule ids;
    /// `--` alone names no rule. A byte order mark is no character of line 1: the file-wide
    /// comment there counted as a line's (it silenced nothing), and a typo's column was one too far.
    @Test func aReasonAfterTheIdsAndAByteOrderMark() {
        let reasoned = Suppressions(source: "ios: 13  # insetlab:disable content-under-bar, no-effect -- a legacy screen\n")
        #expect(reasoned.suppresses("content-under-bar", at: Mark(line: 1, column: 1)))
        #expect(reasoned.suppresses("no-effect", at: Mark(line: 1, column: 1)))
        #expect(reasoned.unknownRuleWarnings(known: RuleCatalog.ids).isEmpty)
        let onlyReason = Suppressions(source: "ios: 13  # insetlab:disable -- why\n")
        #expect(onlyReason.unknownRuleWarnings(known: RuleCatalog.ids).map(\.message) == ["an insetlab:disable comment that names no rule silences nothing"])
        // A dash inside an id is part of it.
        #expect(Suppressions(source: "ios: 13  # insetlab:disable no-effect--x\n").unknownRuleIDs(known: RuleCatalog.ids) == ["no-effect--x"])

        let bom = Suppressions(source: "\u{FEFF}# insetlab:disable all\ndevice: iPhone 8\n")
        #expect(bom.suppresses("no-effect", at: Mark(line: 2, column: 1)), "the file-top comment covers the file")
        // `# insetlab:disable nope`: the id starts at character 20 of the line as an editor shows it.
        let typo = Suppressions(source: "\u{FEFF}# insetlab:disable nope\n")
        #expect(typo.unknownRuleWarnings(known: RuleCatalog.ids).first?.mark == Mark(line: 1, column: 20))
    }

    /// A word that starts like a directive but is none (`insetlab:disable:prev`,
    /// `insetlab:disablenext`) silences nothing and says so; it once read as `insetlab:disable`
    /// naming a rule ':prev', and silenced this line.
    @Test func aMisspeltDirectiveSilencesNothingAndSaysSo() {
        let source = "device: iPhone 8  # insetlab:disable:prev no-effect\nios: 13  # insetlab:disablenext no-effect\n"
        let suppressions = Suppressions(source: source)
        #expect(!suppressions.suppresses("no-effect", at: Mark(line: 1, column: 1)))
        #expect(!suppressions.suppresses("no-effect", at: Mark(line: 2, column: 1)))
        #expect(!suppressions.suppresses("no-effect", at: Mark(line: 3, column: 1)))
        let warnings = suppressions.unknownRuleWarnings(known: RuleCatalog.ids)
        #expect(warnings.map(\.message) == [
            "'insetlab:disable:prev' is no insetlab directive, so it silences nothing",
            "'insetlab:disablenext' is no insetlab directive, so it silences nothing",
        ])
        #expect(warnings.map(\.mark) == [Mark(line: 1, column: 21), Mark(line: 2, column: 12)])
    }

    /// A table in a child controller pinned below the bar (iOS 10): the inset comes from the
    /// parent's search, so the fix names the parent — uikit-facts §3.7, mokagio: "set to false the
    /// automaticallyAdjustsScrollViewInsets property of the parent view controller". The
    /// catalogue's fix did not say which controller, and on the child the flag changes nothing.
    @Test func aDoubleInsetFromAnEmbeddingParentNamesTheParent() throws {
        let source = """
            device: iPhone 7
            ios: 10
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  id: parent
                  view:
                    subviews:
                      - pin: {top: topLayoutGuide, leading: superview, trailing: superview, bottom: superview}
                        childViewController:
                          type: UIViewController
                          id: child
                          view: {subviews: [{type: UITableView, id: table, rows: 40}]}
            """
        let warnings = RuleCatalog.evaluate(try layout(source)).filter { $0.rule == "double-inset" }
        #expect(warnings.map(\.fix) == ["Set `automaticallyAdjustsScrollViewInsets: false` on `parent`, whose first-subview search finds table (the flag on another controller changes nothing here), or let table start under the bar, where the inset is needed."])
        let fixed = source.replacingOccurrences(of: "      id: parent\n", with: "      id: parent\n      automaticallyAdjustsScrollViewInsets: false\n")
        #expect(RuleCatalog.evaluate(try layout(fixed)).filter { $0.rule == "double-inset" }.isEmpty)
    }

    /// Seed 004's bug 2 on iOS 10: a window-root UITableViewController's first row under the
    /// status bar (uikit-facts §3.7: "its content would display directly under the status bar").
    /// The catalogue's fix (remove a flag, pin the view) cannot be applied: there is no flag, and a
    /// controller's root view is placed by UIKit. The fix now offered is checked: both ways clear it.
    @Test func aWindowRootTableControllerBeforeIOS11GetsAFixThatApplies() throws {
        let source = """
            device: iPhone 7
            ios: 10
            root:
              type: UITableViewController
              id: tvc
              tableView: {id: table, rows: 30}
            """
        let warnings = RuleCatalog.evaluate(try layout(source)).filter { $0.rule == "content-under-bar" }
        #expect(warnings.map(\.fix) == ["Embed tvc in a navigation controller (its bar may be hidden), or give table `contentInset: [20, 0, 0, 0]` itself on iOS 10 and earlier (seed 004; from iOS 11 UIKit adds the safe area to it)."])
        let embedded = """
            device: iPhone 7
            ios: 10
            root:
              type: UINavigationController
              isNavigationBarHidden: true
              viewControllers: [{type: UITableViewController, id: tvc, tableView: {id: table, rows: 30}}]
            """
        let inset = source.replacingOccurrences(of: "rows: 30}", with: "rows: 30, contentInset: [20, 0, 0, 0]}")
        for fixed in [embedded, inset] {
            #expect(RuleCatalog.evaluate(try layout(fixed)).filter { $0.rule == "content-under-bar" }.isEmpty)
        }
    }

    /// Seed 004's fix 1, a contentInset of −20 against the 20-pt safe area (iOS 11): the same
    /// geometry as `.never`, so content-under-bar treats it as the design it is; run on iOS 10,
    /// where nothing was added to cancel, it hides the first 20 pt of the table above the
    /// screen (contentOffset 20 at rest), which is now said at the contentInset line.
    @Test func aNegativeInsetCancelsOnIOS11AndHidesContentOnIOS10() throws {
        let source = """
            device: iPhone 7
            ios: 11
            root:
              type: UINavigationController
              isNavigationBarHidden: true
              viewControllers:
                - type: UIViewController
                  automaticallyAdjustsScrollViewInsets: false  # insetlab:disable deprecated-adjusts-flag
                  view:
                    subviews:
                      - {type: UITableView, id: table, frame: [0, 0, 375, 667], rows: 30, contentInset: [-20, 0, 0, 0]}
            """
        let eleven = RuleCatalog.evaluate(try layout(source), suppressions: Suppressions(source: source))
        #expect(eleven.filter { $0.rule == "content-under-bar" }.isEmpty, "\(eleven.map(\.message))")
        let ten = source.replacingOccurrences(of: "ios: 11", with: "ios: 10")
        let warnings = RuleCatalog.evaluate(try layout(ten), suppressions: Suppressions(source: ten)).filter { $0.rule == "content-under-bar" }
        #expect(warnings.map(\.message) == ["the first row of table starts 20 pt above its top at rest: contentInset.top -20 cancels nothing before iOS 11 (UIKit adds no safe area), so those points are out of sight until the user pulls down"])
        #expect(warnings.map(\.mark) == [Mark(line: 11, column: 79)])  // the contentInset key
    }

    /// A label at x 0 on an iPhone X in landscape: the window's safe area is 44 pt in from each
    /// side (uikit-facts §1.2, F-table "0, 44, 21, 44"), the sensor housing in one of those bands;
    /// seed 001 shows such text cut by it. A label spanning the whole width (centred text, most
    /// often) is not reported, nor one inside the safe area.
    @Test func aLabelInALandscapeHousingBandIsSaid() throws {
        func scene(_ frame: String) -> String {
            """
            device: iPhone X
            ios: 12
            orientation: landscape
            root:
              type: UIViewController
              view:
                subviews:
                  - {type: UILabel, id: label, frame: \(frame)}
            """
        }
        let warnings = RuleCatalog.evaluate(try layout(scene("[0, 100, 200, 30]"))).filter { $0.rule == "content-under-bar" }
        #expect(warnings.map(\.message) == ["label reaches 44 pt into the left band of the notch in landscape (the safe area is 44 pt in from that edge): its text is hidden behind the notch when the phone turns that way"])
        for frame in ["[0, 100, 812, 30]", "[44, 100, 200, 30]", "[568, 100, 200, 30]"] {
            #expect(RuleCatalog.evaluate(try layout(scene(frame))).filter { $0.rule == "content-under-bar" }.isEmpty, "\(frame)")
        }
        let right = RuleCatalog.evaluate(try layout(scene("[700, 100, 112, 30]"))).filter { $0.rule == "content-under-bar" }
        #expect(right.map(\.message).first?.hasPrefix("label reaches 44 pt into the right band") == true, "\(right.map(\.message))")
    }

    /// A window-root controller on iOS 10 with `automaticallyAdjustsScrollViewInsets: false`:
    /// no-effect says the flag changes nothing (only containers adjust), so it cannot be what
    /// exempts the table's row under the status bar either: with or without it, content-under-bar
    /// fires the same. Removing the flag as the note advised used to raise the warning.
    @Test func aFlagWithoutEffectDoesNotExemptContentUnderTheStatusBar() throws {
        let source = """
            device: iPhone 7
            ios: 10
            root:
              type: UIViewController
              id: vc
              automaticallyAdjustsScrollViewInsets: false
              view: {subviews: [{type: UITableView, id: table, rows: 40}]}
            """
        let with = RuleCatalog.evaluate(try layout(source))
        #expect(with.contains { $0.rule == "no-effect" && $0.message.hasPrefix("automaticallyAdjustsScrollViewInsets: false changes nothing here") })
        let without = RuleCatalog.evaluate(try layout(source.replacingOccurrences(of: "  automaticallyAdjustsScrollViewInsets: false\n", with: "")))
        let under = { (warnings: [PitfallWarning]) in warnings.filter { $0.rule == "content-under-bar" }.map(\.message) }
        #expect(under(with) == under(without))
        #expect(under(with) == ["the first row of table starts 20 pt under the status bar at rest (content at y 0, the status bar ends at 20): vc is not in a navigation or tab bar controller, and only those adjust insets before iOS 11"])
    }

    /// Each scroll view is said once, under the first later bar it runs under: three tables,
    /// each followed by a bar pinned to the safe area, made a warning per (table, later bar)
    /// pair — 3 + 2 + 1 here, 20,100 for 200 tables (and n² time). 30 rows each: content longer
    /// than the screen, so its end stays under the bar (short content hides nothing).
    @Test func aScrollViewUnderSeveralPinnedBarsIsSaidOnce() throws {
        let source = """
            device: iPhone X
            ios: 13
            root:
              type: UINavigationController
              viewControllers:
              - type: UIViewController
                id: vc
                view:
                  subviews:
                    - {type: UITableView, id: t0, rows: 30}
                    - {type: UIView, id: b0, pin: {bottom: safeArea, leading: superview, trailing: superview, height: 44}}
                    - {type: UITableView, id: t1, rows: 30}
                    - {type: UIView, id: b1, pin: {bottom: safeArea, leading: superview, trailing: superview, height: 44}}
                    - {type: UITableView, id: t2, rows: 30}
                    - {type: UIView, id: b2, pin: {bottom: safeArea, leading: superview, trailing: superview, height: 44}}
            """
        let warnings = RuleCatalog.evaluate(try layout(source)).filter { $0.rule == "scroll-view-under-pinned-sibling" }
        #expect(warnings.map(\.subject) == ["t0", "t1", "t2"])
        #expect(warnings.first?.message.contains("under b0") == true, "\(warnings.map(\.message))")
    }

    /// no-effect lays the scene out again per setting it checks: 4,000 flagged controllers took
    /// 45 s. The first 32 are checked; the 33rd is where a note says the rest were not.
    @Test func noEffectChecksAtMost32SettingsAndSaysSo() throws {
        var source = "device: iPhone 8\nios: 13\nroot:\n  type: UINavigationController\n  viewControllers:\n    - type: UIViewController\n      view:\n        subviews:\n"
        for index in 0..<34 {
            source += "          - childViewController: {type: UIViewController, id: c\(index), edgesForExtendedLayout: none}\n            frame: [0, \(index * 10), 10, 10]\n"
        }
        let notes = RuleCatalog.evaluate(try layout(source)).filter { $0.rule == "no-effect" }
        #expect(notes.filter { $0.message.hasPrefix("edgesForExtendedLayout: none changes nothing here") }.count == 32)
        let rest = notes.filter { $0.message.contains("are not checked") }
        // c32's key: line 8 + 2 × 32 + 1 = 73.
        #expect(rest.map(\.mark?.line) == [73], "\(rest.map(\.message))")
    }

    /// Near misses of the directive (`insetlab:enable`, which insetlab does not have, and
    /// `insetlab: disable` with a space) silence nothing and say so, at their column; prose
    /// after `insetlab:` in a comment is no directive.
    @Test func nearMissesOfTheDirectiveAreSaid() {
        let source = """
            # insetlab: the scenes of the feed screen
            device: iPhone 8  # insetlab:enable no-effect
            ios: 13  # insetlab: disable no-effect
            root: {type: UIViewController}  # insetlab:ignore

            """
        let suppressions = Suppressions(source: source)
        for line in 1...5 { #expect(!suppressions.suppresses("no-effect", at: Mark(line: line, column: 1))) }
        let warnings = suppressions.unknownRuleWarnings(known: RuleCatalog.ids)
        #expect(warnings.map(\.message) == [
            "'insetlab:enable' is no insetlab directive, so it silences nothing",
            "'insetlab: disable' is no insetlab directive, so it silences nothing",
            "'insetlab:ignore' is no insetlab directive, so it silences nothing",
        ])
        #expect(warnings.map(\.mark) == [Mark(line: 2, column: 21), Mark(line: 3, column: 12), Mark(line: 4, column: 35)])
        // After the space, the directive's words in any case, `disable-next` too (review).
        for spelling in ["insetlab: Disable", "insetlab: disable-next", "insetlab:  ENABLE"] {
            let said = Suppressions(source: "a: 1  # \(spelling) no-effect\n").unknownRuleWarnings(known: RuleCatalog.ids)
            #expect(said.map(\.message) == ["'\(spelling)' is no insetlab directive, so it silences nothing"], "\(spelling)")
        }
    }

    /// unknown-rule-id is a rule like the others: `# insetlab:disable unknown-rule-id` at the top
    /// silences its warnings, here about a typo on line 2.
    @Test func unknownRuleIDWarningsYieldToTheirOwnDirective() throws {
        let source = "# insetlab:disable unknown-rule-id\ndevice: iPhone 8  # insetlab:disable foo\nios: 13\nroot: {type: UIViewController}\n"
        let warnings = RuleCatalog.evaluate(try layout(source), suppressions: Suppressions(source: source))
        #expect(warnings.filter { $0.rule == Suppressions.unknownRuleID }.isEmpty)
        let unsilenced = source.replacingOccurrences(of: "# insetlab:disable unknown-rule-id\n", with: "")
        #expect(RuleCatalog.evaluate(try layout(unsilenced), suppressions: Suppressions(source: unsilenced)).map(\.rule) == [Suppressions.unknownRuleID])
    }

    /// A scene whose only directive names no rule still hears about it: the catalogue once added
    /// the directive warnings only when some directive named a rule (README, "Suppressions").
    @Test func aBareDirectiveAloneIsReported() throws {
        let source = "# insetlab:disable\ndevice: iPhone 8\nios: 13\nroot: {type: UIViewController}\n"
        let result = try layout(source)
        let warnings = RuleCatalog.evaluate(result, suppressions: Suppressions(source: source))
        #expect(warnings.map(\.rule) == [Suppressions.unknownRuleID])
        #expect(warnings.first?.mark == Mark(line: 1, column: 3))
    }

    /// `# insetlab:disable` inside a quoted or block string is the string's text, not a
    /// comment: it neither silences a warning nor names rules.
    @Test func directivesInsideStringsAreText() throws {
        func loaded(_ yaml: String) throws -> LoadedScene {
            try SceneSource(displayName: "s.yaml", contents: Array(yaml.utf8)).load()
        }
        let tree = """
            device: iPhone 7
            ios: 10
            root:
              type: UINavigationController
              viewControllers:
                - {type: UITableViewController, automaticallyAdjustsScrollViewInsets: false, tableView: {rows: 30}}
            """
        let folded = try loaded("name: \"Settings, see\n  # insetlab:disable notes in the wiki\"\n" + tree)
        #expect(folded.suppressions.named.isEmpty && folded.suppressions.byLine.isEmpty)
        let quoted = try loaded("name: 'a # insetlab:disable all'\n" + tree)
        #expect(quoted.suppressions.byLine.isEmpty)
        let block = try loaded("name: |\n  # insetlab:disable all\n" + tree)
        #expect(block.suppressions.byLine.isEmpty && block.suppressions.fileWide.isEmpty)
        // A comment on a block scalar's header line is a comment.
        let header = try loaded("name: | # insetlab:disable no-effect\n  text\n" + tree)
        #expect(header.suppressions.byLine[1] == ["no-effect"])
        // A comment after the string still counts.
        let after = try loaded("name: 'a # b' # insetlab:disable no-effect\n" + tree)
        #expect(after.suppressions.byLine[1] == ["no-effect"])
    }

    /// The directive search skips ahead on a miss: near-misses, a directive straight after a
    /// partial one, one that ends the file, and files shorter than it.
    @Test func directiveSearchEdges() {
        #expect(Suppressions(source: "a: 1 # insetlab:disabl no-effect\n").fileWide.isEmpty)
        #expect(Suppressions(source: "a: 1 # insetlab:insetlab:disable no-effect").suppresses("no-effect", at: Mark(line: 1, column: 1)))
        #expect(Suppressions(source: "a: 1 # iinsetlab:disable no-effect").suppresses("no-effect", at: Mark(line: 1, column: 1)))
        #expect(Suppressions(source: "a: 1\nb: 2 #insetlab:disable").unnamed == [Mark(line: 2, column: 7)])
        #expect(Suppressions(source: "#insetlab:disabl").fileWide.isEmpty)
        #expect(Suppressions(source: "").fileWide.isEmpty)
        #expect(Suppressions(source: "# insetlab:disable ").named.isEmpty)
        // Not in a comment: no directive.
        #expect(Suppressions(source: "name: insetlab:disable no-effect\n").byLine.isEmpty)
    }
}
