import Foundation
import Testing

/// `insetlab import` and `insetlab run|check` on storyboards, through the built binary.
@Suite("Import CLI")
struct ImportCLITests {
    /// A navigation controller (initial, translucent bar) showing a plain controller that IB
    /// simulates under an opaque bar: no constraints, so the scene reads back on any build.
    static let simple = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14113" targetRuntime="iOS.CocoaTouch" useSafeAreas="YES" initialViewController="NAV-00-000">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="S1">
                    <objects>
                        <navigationController id="NAV-00-000" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" id="NBR-00-000"/>
                            <connections>
                                <segue destination="LST-00-000" kind="relationship" relationship="rootViewController" id="R1"/>
                            </connections>
                        </navigationController>
                        <viewController id="LST-00-000" title="List" sceneMemberID="viewController">
                            <tableView key="view" style="plain" rowHeight="44" id="TBL-00-000">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            </tableView>
                            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    func folder() throws -> TemporaryFolder { try TemporaryFolder() }

    /// A device the catalog does not know, an iOS version insetlab does not model, or a pair
    /// the device never ran is a usage error (64) before any file is read, as for `init`.
    @Test func badDeviceOrIOSIsAUsageError() throws {
        let folder = try folder()
        let storyboard = try folder.write("Main.storyboard", Self.simple)
        for arguments in [["--device", "iPhone 99"], ["--ios", "27"], ["--ios", "6"], ["--ios", "26", "--device", "iPhone 7"]] {
            let result = try BuiltInsetlab.run(["import", storyboard, "--output", folder.path + "/out"] + arguments)
            #expect(result.status == 64, "\(arguments): \(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/out"), "nothing is written")
        }
        let good = try BuiltInsetlab.run(["import", storyboard, "--output", folder.path + "/out", "--device", "iPhone 7", "--ios", "12"])
        #expect(good.status == 0, "\(good.stderr)")
    }

    /// A storyboard with no screen imports nothing: exit 2, as `run` on it, not a success that
    /// wrote 0 scenes.
    @Test func aFileWithNoScreenIsAnInvalidInput() throws {
        let folder = try folder()
        let empty = try folder.write("Empty.storyboard", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES"><scenes/></document>

            """)
        let result = try BuiltInsetlab.run(["import", empty, "--output", folder.path + "/out"])
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("no screen in \(empty): nothing to import"), "\(result.stderr)")
    }

    @Test func barsOptionLaysScreensOutUnderIBsSimulatedBars() throws {
        let folder = try folder()
        let storyboard = try folder.write("Main.storyboard", Self.simple)
        let simulated = try BuiltInsetlab.run(["import", storyboard, "--output", folder.path + "/out", "--bars", "simulated"])
        #expect(simulated.status == 0, "\(simulated.stderr)")
        let scene = try String(contentsOfFile: folder.path + "/out/Main/List.yaml", encoding: .utf8)
        // The navigation controller's translucent bar becomes the opaque one IB simulates.
        #expect(scene.contains("navigationBar:\n    isTranslucent: false"))
        let bogus = try BuiltInsetlab.run(["import", storyboard, "--output", folder.path + "/out2", "--bars", "canvas"])
        #expect(bogus.status == 64)
        #expect(bogus.stderr.contains("runtime, simulated"))
    }

    @Test func jsonSummaryHasTheIssuesShape() throws {
        let folder = try folder()
        let storyboard = try folder.write("Main.storyboard", Self.simple)
        let result = try BuiltInsetlab.run(["import", storyboard, "--output", folder.path + "/out", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let files = try #require(json["files"] as? [[String: Any]])
        #expect(files.count == 1)
        #expect(files[0]["file"] as? String == storyboard)
        let screens = try #require(files[0]["screens"] as? [[String: Any]])
        #expect(screens.count == 1)
        #expect(screens[0]["ib"] as? String == "LST-00-000")
        #expect(screens[0]["name"] as? String == "List")
        #expect(screens[0]["status"] as? String == "exact")
        #expect(screens[0]["scene"] as? String == folder.path + "/out/Main/List.yaml")
        #expect((screens[0]["lost"] as? [Any])?.isEmpty == true)
        // Issue 12's keys, and `warnings` (ib-simulated-bars, added after: a shape only grows).
        #expect(Set(screens[0].keys) == ["ib", "name", "scene", "status", "lost", "warnings"])
        let warnings = try #require(screens[0]["warnings"] as? [[String: Any]])
        #expect(!warnings.isEmpty && warnings.allSatisfy { $0["rule"] as? String == "ib-simulated-bars" && $0["line"] is Int })
        #expect(Set(files[0].keys) == ["file", "screens", "warnings", "notes"])
        // The written scene runs, and its JSON report echoes the provenance.
        let run = try BuiltInsetlab.run(["run", folder.path + "/out/Main/List.yaml", "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("\"ib\": \"LST-00-000\""))
        #expect(run.stdout.contains("\"ib\": \"TBL-00-000\""))
        #expect(run.stdout.contains("\"ib\": \"NAV-00-000\""))
    }

    /// A whole storyboard stands for its screens, as a folder for its files: `run --format json`
    /// writes an array of scene objects (here of one), and one screen (`#ID`) an object, so the
    /// report's shape follows the command line. (Two objects back to back were not JSON.)
    @Test func jsonShapeOfAStoryboardFollowsTheCommandLine() throws {
        let folder = try folder()
        let storyboard = try folder.write("Main.storyboard", Self.simple)
        let whole = try BuiltInsetlab.run(["run", storyboard, "--format", "json"])
        #expect(whole.status == 0, "\(whole.stderr)")
        let scenes = try #require(try JSONSerialization.jsonObject(with: Data(whole.stdout.utf8)) as? [[String: Any]])
        #expect(scenes.count == 1)
        // Each screen is named by its id: a storyboard's screens were all "Main.storyboard".
        #expect(scenes.first?["scene"] as? String == storyboard + "#LST-00-000")
        let one = try BuiltInsetlab.run(["run", storyboard + "#LST-00-000", "--format", "json"])
        #expect(one.status == 0, "\(one.stderr)")
        let scene = try #require(try JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) as? [String: Any])
        #expect(scene["scene"] as? String == storyboard + "#LST-00-000")
        // check names it so too, and its JUnit class is the screen's id in the storyboard's package.
        let checked = try BuiltInsetlab.run(["check", storyboard, "--no-snapshots", "--color", "never", "--format", "junit"], in: folder.path)
        #expect(checked.stdout.contains("<testsuite name=\"\(storyboard)#LST-00-000\""), "\(checked.stdout)")
        #expect(checked.stdout.contains("classname=\""), "\(checked.stdout)")
        #expect(checked.stdout.contains("Main.LST-00-000\""), "\(checked.stdout)")
        let text = try BuiltInsetlab.run(["check", storyboard, "--no-snapshots", "--color", "never"], in: folder.path)
        #expect(text.stdout.contains("ok   \(storyboard)#LST-00-000  ("), "\(text.stdout)")
    }

    /// The folder is the file's name without its extension (docs/storyboard-import.md): only the
    /// last dot ends the name, so `Orders.Main.storyboard` and `Orders.Settings.storyboard` get
    /// folders of their own instead of sharing `Orders`.
    @Test func theFolderIsTheFileNameWithoutItsExtension() throws {
        let folder = try folder()
        let first = try folder.write("Orders.Main.storyboard", Self.simple)
        let second = try folder.write("Orders.Settings.storyboard", Self.simple)
        let result = try BuiltInsetlab.run(["import", first, second, "--output", folder.path + "/out"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.path + "/out/OrdersMain/List.yaml"))
        #expect(FileManager.default.fileExists(atPath: folder.path + "/out/OrdersSettings/List.yaml"))
    }

    /// A label under five constraints, the fifth (line 22) contradicting the second and third
    /// (lines 19 and 20): every line a message names is the storyboard's, for each constraint
    /// its own <constraint> element, not the first one's or the imported scene's.
    static let conflicting = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="15702" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" initialViewController="nav-1">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s-1">
                    <objects>
                        <viewController id="vc-1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v-1">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label opaque="NO" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="lb-1">
                                        <rect key="frame" x="20" y="100" width="374" height="21"/>
                                    </label>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="sa-1"/>
                                <constraints>
                                    <constraint firstItem="lb-1" firstAttribute="top" secondItem="sa-1" secondAttribute="top" constant="12" id="c-1"/>
                                    <constraint firstItem="lb-1" firstAttribute="leading" secondItem="sa-1" secondAttribute="leading" constant="20" id="c-2"/>
                                    <constraint firstItem="sa-1" firstAttribute="trailing" secondItem="lb-1" secondAttribute="trailing" constant="20" id="c-3"/>
                                    <constraint firstItem="lb-1" firstAttribute="height" constant="21" id="c-4"/>
                                    <constraint firstItem="lb-1" firstAttribute="width" constant="10" id="c-5"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" title="T" id="ni-1"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s-2">
                    <objects>
                        <navigationController id="nav-1" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb-1">
                                <rect key="frame" x="0.0" y="44" width="414" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="vc-1" kind="relationship" relationship="rootViewController" id="sg-1"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func constraintMessagesNameTheStoryboardsLines() throws {
        let folder = try folder()
        let storyboard = try folder.write("Conflict.storyboard", Self.conflicting)
        let run = try BuiltInsetlab.run(["run", storyboard])
        #expect(run.stdout.contains("Conflict.storyboard:22:"), "\(run.stdout)")
        #expect(run.stdout.contains("\"hiLabel.leading == safeArea.leading + 20\" (line 19), \"hiLabel.trailing == safeArea.trailing - 20\" (line 20)"), "\(run.stdout)")
        // An error in the third constraint (line 20) is at line 20, not at the first (18).
        let pairing = try folder.write("Pairing.storyboard", Self.conflicting.replacingOccurrences(
            of: #"secondItem="lb-1" secondAttribute="trailing" constant="20" id="c-3""#,
            with: #"secondItem="lb-1" secondAttribute="top" constant="20" id="c-3""#))
        let refused = try BuiltInsetlab.run(["run", pairing])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("Pairing.storyboard:20:"), "\(refused.stderr)")
        #expect(refused.stderr.contains("cannot relate"), "\(refused.stderr)")
    }

    @Test func neverOverwritesWithoutForce() throws {
        let folder = try folder()
        let storyboard = try folder.write("Main.storyboard", Self.simple)
        try FileManager.default.createDirectory(atPath: folder.path + "/out/Main", withIntermediateDirectories: true)
        let existing = try folder.write("out/Main/List.yaml", "mine\n")
        let refused = try BuiltInsetlab.run(["import", storyboard, "--output", folder.path + "/out"])
        #expect(refused.status == 73)
        #expect(refused.stderr.contains("already exists"))
        #expect(try String(contentsOfFile: existing, encoding: .utf8) == "mine\n")
        let forced = try BuiltInsetlab.run(["import", storyboard, "--output", folder.path + "/out", "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try String(contentsOfFile: existing, encoding: .utf8).contains("ib: LST-00-000"))
    }

    /// Two storyboards named Main imported together get `Main/` and `Main-2/`; importing the
    /// second alone later, with --force, goes to its own `Main-2/` again, not over the first's.
    @Test func forceNeverReplacesAnotherStoryboardsScenes() throws {
        let folder = try folder()
        try FileManager.default.createDirectory(atPath: folder.path + "/a", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.path + "/b", withIntermediateDirectories: true)
        let first = try folder.write("a/Main.storyboard", Self.simple)
        let second = try folder.write("b/Main.storyboard", Self.simple.replacingOccurrences(of: "title=\"List\"", with: "title=\"Other\""))
        let both = try BuiltInsetlab.run(["import", first, second, "--output", folder.path + "/out"])
        #expect(both.status == 0, "\(both.stderr)")
        let mine = try String(contentsOfFile: folder.path + "/out/Main/List.yaml", encoding: .utf8)
        #expect(mine.contains("from \(first),"))
        let again = try BuiltInsetlab.run(["import", second, "--output", folder.path + "/out", "--force"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("out/Main-2/Other.yaml"), "\(again.stdout)")
        #expect(try String(contentsOfFile: folder.path + "/out/Main/List.yaml", encoding: .utf8) == mine)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out/Main/Other.yaml"))
    }

    @Test func neverWritesThroughASymlinkOutOfTheOutputFolder() throws {
        let folder = try folder()
        let elsewhere = try TemporaryFolder()
        let storyboard = try folder.write("Main.storyboard", Self.simple)
        try FileManager.default.createDirectory(atPath: folder.path + "/out", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/out/Main", withDestinationPath: elsewhere.path)
        let result = try BuiltInsetlab.run(["import", storyboard, "--output", folder.path + "/out", "--force"])
        #expect(result.status == 73)
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }

    @Test func badInputExitCodes() throws {
        let folder = try folder()
        let notXML = try folder.write("Broken.storyboard", "this is not xml\n")
        let broken = try BuiltInsetlab.run(["import", notXML, "--output", folder.path + "/out"])
        #expect(broken.status == 2)
        #expect(broken.stderr.contains("Broken.storyboard:1:"))
        let missing = try BuiltInsetlab.run(["import", folder.path + "/Nope.storyboard", "--output", folder.path + "/out"])
        #expect(missing.status == 66)
        let usage = try BuiltInsetlab.run(["import", notXML, "--output", folder.path + "/out", "--format", "yaml"])
        #expect(usage.status == 64)
        // A rect whose number is not one (hand edited) is an error at its line, not a 0 and an
        // exact screen. Line 15 of `simple` holds the table's frame.
        let nan = try folder.write("NaN.storyboard", Self.simple.replacingOccurrences(of: "width=\"375\"", with: "width=\"NaN\""))
        let refused = try BuiltInsetlab.run(["import", nan, "--output", folder.path + "/out"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("NaN.storyboard:15:25: error:"), "\(refused.stderr)")
        #expect(refused.stderr.contains("<rect key=\"frame\"> width=\"NaN\" is not a finite number"), "\(refused.stderr)")
        // An orientation IB never writes is read as portrait, and said (lossy, exit 1).
        let sideways = try folder.write("Sideways.storyboard", Self.simple.replacingOccurrences(of: "orientation=\"portrait\"", with: "orientation=\"sideways\""))
        let lossy = try BuiltInsetlab.run(["import", sideways, "--output", folder.path + "/sideways"])
        #expect(lossy.status == 1)
        #expect(lossy.stdout.contains("Sideways.storyboard:3:5: lost: orientation \"sideways\" is neither portrait nor landscape: laid out in portrait"), "\(lossy.stdout)")
        // --output naming a file: the reason in words, not a stale errno.
        let onAFile = try BuiltInsetlab.run(["import", notXML, "--output", notXML])
        #expect(onAFile.status == 73)
        #expect(onAFile.stderr.contains("cannot create the output folder: a file, not a folder, has that name"), "\(onAFile.stderr)")
    }

    @Test func lossyScreensExitOneAndListTheirLosses() throws {
        let folder = try folder()
        let storyboard = try folder.write("App.storyboard", ImportFixtures.app)
        let result = try BuiltInsetlab.run(["import", storyboard, "--output", folder.path + "/out"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("\(storyboard):\(ImportFixtures.line(of: "id=\"C12\"", in: ImportFixtures.app) ?? 0):"))
        #expect(result.stdout.contains(" screens from 1 file: "))
    }

    @Test func runOnAStoryboardWarnsAtItsOwnLine() throws {
        let folder = try folder()
        let storyboard = try folder.write("Main.storyboard", Self.simple)
        let result = try BuiltInsetlab.run(["run", storyboard, "--color", "never"])
        #expect(result.status == 0, "\(result.stderr)")
        let line = try #require(ImportFixtures.line(of: "simulatedNavigationBarMetrics", in: Self.simple))
        #expect(result.stdout.contains("\(storyboard):\(line):"))
        #expect(result.stdout.contains("[ib-simulated-bars]"))
        let check = try BuiltInsetlab.run(["check", storyboard, "--color", "never"])
        #expect(check.status == 0, "\(check.stderr)")
        // No snapshot is recorded beside a storyboard.
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/__snapshots__"))
    }

    /// `run` and `import` read the storyboards they are given together: the referenced file's
    /// screen is pushed onto the referencing file's opaque navigation bar (the field 26 pt below
    /// its top layout guide at y = 26, as IB stores RxSwift's GitHubSignup1 field), and the
    /// simulated-bars warning the file alone gets is gone.
    @Test func storyboardsGivenTogetherFollowReferences() throws {
        let folder = try folder()
        let main = try folder.write("Main.storyboard", StoryboardReferenceTests.main)
        let detail = try folder.write("Detail.storyboard", StoryboardReferenceTests.detail)
        let alone = try BuiltInsetlab.run(["run", detail, "--color", "never"])
        #expect(alone.stdout.contains("[ib-simulated-bars]"))
        let together = try BuiltInsetlab.run(["run", detail + "#DET-00-000", main, "--format", "json"])
        #expect(together.status == 0, "\(together.stderr)")
        #expect(!together.stdout.contains("ib-simulated-bars"))
        #expect(together.stdout.contains("\"frame\" : [\n            24,\n            26,") || together.stdout.contains("\"frame\": [24, 26, 327, 30]"))
        // A storyboard's reference into its own file needs no --with (run reads the file itself).
        let selfReferencing = try folder.write("Self.storyboard", StoryboardReferenceTests.storyboard(initial: "NAV",
            StoryboardReferenceTests.navigation("NAV", root: "ROOT"),
            StoryboardReferenceTests.controller("ROOT", segues: "<segue destination=\"REF\" kind=\"show\" id=\"SH1\"/>"),
            StoryboardReferenceTests.placeholder("REF", storyboard: "Self", identifier: "X"), StoryboardReferenceTests.controller("XC", identifier: "X")))
        let own = try BuiltInsetlab.run(["explain", selfReferencing + "#XC", "--view", "xView", "--property", "frame", "--no-config"])
        // Opaque bar: 20 + 44 = 64, 667 − 64 = 603 (LAYOUT-MODEL §4).
        #expect(own.stdout.contains("frame  [0, 64, 375, 603]"), "\(own.stdout) \(own.stderr)")
        let explained = try BuiltInsetlab.run(["explain", detail + "#DET-00-000", "--with", main, "--view", "view2", "--property", "frame"])
        #expect(explained.status == 0, "\(explained.stderr)")
        #expect(explained.stdout.contains("frame  [24, 26, 327, 30]"), "\(explained.stdout)")
        let imported = try BuiltInsetlab.run(["import", main, detail, "--output", folder.path + "/out"])
        #expect(imported.status == 0, "\(imported.stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out/Detail")
        let scenes = try written.map { try String(contentsOfFile: folder.path + "/out/Detail/" + $0, encoding: .utf8) }
        #expect(scenes.contains { $0.contains("ib: DET-00-000") && $0.contains("# pushed by a storyboard reference at \(main) line") }, "\(written)")
        // A reference by a storyboard ID no controller of the imported storyboard has is said at
        // the reference (UIKit raises an exception when the app follows it).
        let nope = try folder.write("Nope.storyboard", StoryboardReferenceTests.main.replacingOccurrences(of: "referencedIdentifier=\"Other\"", with: "referencedIdentifier=\"Nope\""))
        let missing = try BuiltInsetlab.run(["import", nope, detail, "--output", folder.path + "/out2", "--format", "json"])
        let line = try #require(ImportFixtures.line(of: "referencedIdentifier=\"Other\"", in: StoryboardReferenceTests.main))
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(missing.stdout.utf8)) as? [String: Any])
        let files = try #require(summary["files"] as? [[String: Any]])
        let warnings = try #require(files.first { $0["file"] as? String == nope }?["warnings"] as? [[String: Any]])
        #expect(warnings.count == 1)
        #expect(warnings.first?["line"] as? Int == line)
        #expect((warnings.first?["what"] as? String)?.contains("names storyboard ID \"Nope\", which no controller of \(detail) has") == true)
    }

    /// `ib-simulated-bars` is a catalogue rule: listed, and configured like any other.
    @Test func simulatedBarsIsAConfigurableRule() throws {
        let folder = try folder()
        let storyboard = try folder.write("Main.storyboard", Self.simple)
        let rules = try BuiltInsetlab.run(["rules"])
        #expect(rules.stdout.contains("ib-simulated-bars"))
        let strict = try folder.write("strict.yml", "rules:\n  severity:\n    ib-simulated-bars: error\n")
        let failing = try BuiltInsetlab.run(["run", storyboard, "--config", strict, "--color", "never"])
        #expect(failing.status == 1, "\(failing.stderr)")
        #expect(failing.stdout.contains("error: Interface Builder simulates"))
        let off = try folder.write("off.yml", "rules:\n  disabled: [ib-simulated-bars]\n")
        let quiet = try BuiltInsetlab.run(["run", storyboard, "--config", off, "--color", "never"])
        #expect(quiet.status == 0, "\(quiet.stderr)")
        #expect(!quiet.stdout.contains("[ib-simulated-bars]"))
    }

    @Test func explainOnAStoryboardFindsTheScreenHoldingTheView() throws {
        let folder = try folder()
        let storyboard = try folder.write("Main.storyboard", Self.simple)
        let result = try BuiltInsetlab.run(["explain", storyboard, "--view", "listController", "--color", "never"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("listController"))
        // Without --view, a storyboard of several screens is a question with no one answer: a
        // usage error naming the screens (it explained the first, unnamed).
        let app = try folder.write("App.storyboard", ImportFixtures.app)
        let vague = try BuiltInsetlab.run(["explain", app, "--color", "never"])
        #expect(vague.status == 64, "\(vague.stdout)")
        #expect(vague.stderr.contains(" screens; name one ("), "\(vague.stderr)")
        let one = try BuiltInsetlab.run(["explain", app + "#DET-00-000", "--color", "never"])
        #expect(one.status == 0, "\(one.stderr)")
        // A --view on several screens (every screen has a window) is the same question: it
        // explained the first screen holding the name, and never said which.
        let several = try BuiltInsetlab.run(["explain", app, "--view", "window", "--color", "never"])
        #expect(several.status == 64, "\(several.stdout)")
        #expect(several.stderr.contains("'window' is on ") && several.stderr.contains(" screens of "), "\(several.stderr)")
    }
}
