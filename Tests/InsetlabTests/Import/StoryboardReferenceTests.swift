import Foundation
import InsetlabImport
import InsetlabScene
import InsetlabSceneDecoding
import InsetlabChecking
import Testing

/// Storyboard references (`<viewControllerPlaceholder storyboardName="Detail">`): a storyboard
/// imported with the one that references it is laid out where that one shows it. The layout the
/// tests expect is IB's for RxSwift's GitHubSignup1, pushed from its Main.storyboard onto an
/// opaque navigation bar: a field pinned 26 pt below the top layout guide (5st-ss-RHs, stored at
/// y = 26) sits at y = 26 in a root view that starts below the bar (LAYOUT-MODEL §4: an opaque
/// bar and `extendedLayoutIncludesOpaqueBars` false), not 20 + 26 = 46 as a window root.
@Suite("Storyboard references")
struct StoryboardReferenceTests {
    static let main = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="11542" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="NAV-00-000">
        <device id="retina4_7" orientation="portrait"/>
        <scenes>
            <scene sceneID="S01">
                <objects>
                    <navigationController id="NAV-00-000" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" translucent="NO" id="NBR-00-000"/>
                        <connections>
                            <segue destination="LST-00-000" kind="relationship" relationship="rootViewController" id="R01"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="S02">
                <objects>
                    <tableViewController id="LST-00-000" sceneMemberID="viewController">
                        <tableView key="view" id="LTV-00-000">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        </tableView>
                        <connections>
                            <segue destination="REF-00-000" kind="push" id="PSH-01"/>
                            <segue destination="REF-00-001" kind="presentation" id="MOD-01"/>
                        </connections>
                    </tableViewController>
                </objects>
            </scene>
            <scene sceneID="S03">
                <objects>
                    <viewControllerPlaceholder storyboardName="Detail" id="REF-00-000" sceneMemberID="viewController"/>
                    <viewControllerPlaceholder storyboardName="Detail" referencedIdentifier="Other" id="REF-00-001" sceneMemberID="viewController"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    static let detail = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="11542" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="DET-00-000">
        <device id="retina4_7" orientation="portrait"/>
        <scenes>
            <scene sceneID="S01">
                <objects>
                    <viewController id="DET-00-000" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="TLG-00-000"/>
                            <viewControllerLayoutGuide type="bottom" id="BLG-00-000"/>
                        </layoutGuides>
                        <view key="view" id="DVW-00-000">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="FLD-00-000">
                                    <rect key="frame" x="24" y="26" width="327" height="30"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="FLD-00-000" firstAttribute="top" secondItem="TLG-00-000" secondAttribute="bottom" constant="26" id="C01"/>
                                <constraint firstItem="FLD-00-000" firstAttribute="leading" secondItem="DVW-00-000" secondAttribute="leading" constant="24" id="C02"/>
                                <constraint firstAttribute="trailing" secondItem="FLD-00-000" secondAttribute="trailing" constant="24" id="C03"/>
                                <constraint firstItem="FLD-00-000" firstAttribute="height" constant="30" id="C04"/>
                            </constraints>
                        </view>
                        <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="S02">
                <objects>
                    <viewController storyboardIdentifier="Other" id="OTH-00-000" sceneMemberID="viewController">
                        <view key="view" id="OVW-00-000">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    /// The two files written under their own names in a fresh folder.
    func files() throws -> (main: String, detail: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("insetlab-references-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return (try ImportFixtures.write(Self.main, named: "Main.storyboard", in: folder),
                try ImportFixtures.write(Self.detail, named: "Detail.storyboard", in: folder))
    }

    func field(in text: String) throws -> Rect {
        let file = try SceneDecoder.decode(yaml: text, file: "Detail.yaml")
        let result = try #require(SceneEvaluation.evaluate(file).first).result
        let view = try #require(result.views.first { result.inputs.view($0.index).ib == "FLD-00-000" })
        return view.frame
    }

    @Test func aPushedReferenceIsLaidOutOnTheReferencingNavigationController() throws {
        let (main, detail) = try files()
        let documents = StoryboardImporter.importFiles(atPaths: [main, detail])
        let screens = try documents[1].get().screens
        let pushed = try #require(screens.first { $0.ib == "DET-00-000" })
        let text = try #require(pushed.text)
        #expect(pushed.status == .exact)
        #expect(pushed.warnings.isEmpty)
        let reference = try #require(ImportFixtures.line(of: "id=\"REF-00-000\"", in: Self.main))
        let segue = try #require(ImportFixtures.line(of: "id=\"PSH-01\"", in: Self.main))
        #expect(text.contains("# pushed by a storyboard reference at \(main) line \(reference) (a push segue, line \(segue)) onto navigationController \"NAV-00-000\""))
        #expect(text.contains("root:\n  type: UINavigationController\n  navigationBar:\n    isTranslucent: false\n  viewControllers:\n    - type: UITableViewController\n    - type: UIViewController\n"))
        // IB's frame for the field, as in RxSwift's GitHubSignup1 (5st-ss-RHs: y = 26).
        #expect(try field(in: text) == Rect(x: 24, y: 26, width: 327, height: 30))
    }

    @Test func importedAloneItIsTheWindowsRootAndTheBarIsSaidToDiffer() throws {
        let (_, detail) = try files()
        let alone = try StoryboardImporter.importFile(atPath: detail)
        let screen = try #require(alone.screens.first { $0.ib == "DET-00-000" })
        #expect(screen.text?.contains("# the storyboard's initial view controller is the window's root") == true)
        #expect(screen.warnings.count == 1)
        // 20 (the status bar) + 26.
        #expect(try field(in: try #require(screen.text)) == Rect(x: 24, y: 46, width: 327, height: 30))
    }

    /// A reference by storyboard ID that a presentation shows: not pushed, so the controller
    /// is placed as one code shows (its Simulated Metrics name no container: the window's root),
    /// and the header names the reference.
    @Test func aPresentedReferenceByIdentifierIsNamed() throws {
        let (main, detail) = try files()
        let screens = try StoryboardImporter.importFiles(atPaths: [main, detail])[1].get().screens
        let other = try #require(screens.first { $0.ib == "OTH-00-000" })
        let reference = try #require(ImportFixtures.line(of: "id=\"REF-00-001\"", in: Self.main))
        let segue = try #require(ImportFixtures.line(of: "id=\"MOD-01\"", in: Self.main))
        #expect(other.text?.contains("# shown by a storyboard reference at \(main) line \(reference) (a presentation segue, line \(segue)): imported as the window's root") == true)
    }
    // MARK: Chains through references

    /// A storyboard of `objects` (scene contents), iOS 14 (toolsVersion 17701, Xcode 12) on a
    /// 4.7-inch phone unless `tools` says otherwise.
    static func storyboard(initial: String, tools: String = "17701", _ objects: String...) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="\(initial)">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
        \(objects.enumerated().map { "<scene sceneID=\"S\($0.offset)\"><objects>\($0.element)</objects></scene>" }.joined(separator: "\n"))
            </scenes>
        </document>
        """
    }

    static func controller(_ id: String, identifier: String? = nil, segues: String = "") -> String {
        let storyboardID = identifier.map { " storyboardIdentifier=\"\($0)\"" } ?? ""
        return "<viewController id=\"\(id)\"\(storyboardID) sceneMemberID=\"viewController\"><view key=\"view\" id=\"\(id)-V\"><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"375\" height=\"667\"/></view><connections>\(segues)</connections></viewController>"
    }

    static func navigation(_ id: String, root: String, translucent: Bool = false) -> String {
        "<navigationController id=\"\(id)\" sceneMemberID=\"viewController\"><navigationBar key=\"navigationBar\"\(translucent ? "" : " translucent=\"NO\"") id=\"\(id)-B\"/><connections><segue destination=\"\(root)\" kind=\"relationship\" relationship=\"rootViewController\" id=\"\(id)-R\"/></connections></navigationController>"
    }

    static func placeholder(_ id: String, storyboard: String, identifier: String? = nil) -> String {
        "<viewControllerPlaceholder storyboardName=\"\(storyboard)\"\(identifier.map { " referencedIdentifier=\"\($0)\"" } ?? "") id=\"\(id)\" sceneMemberID=\"viewController\"/>"
    }

    /// Imports `files` (name → text) together from one folder; the screens by IB id.
    func imported(_ files: [(String, String)], folder: String? = nil) throws -> [String: ImportedScreen] {
        let base = folder ?? FileManager.default.temporaryDirectory.appendingPathComponent("insetlab-references-\(UUID().uuidString)").path
        var paths: [String] = []
        for (name, text) in files {
            let path = base + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            paths.append(try ImportFixtures.write(text, named: (name as NSString).lastPathComponent, in: (path as NSString).deletingLastPathComponent))
        }
        var screens: [String: ImportedScreen] = [:]
        for result in StoryboardImporter.importFiles(atPaths: paths) {
            for screen in try result.get().screens { screens[screen.ib] = screen }
        }
        return screens
    }

    func rootFrame(_ screen: ImportedScreen) throws -> Rect {
        let file = try SceneDecoder.decode(yaml: try #require(screen.text), file: "x.yaml")
        let result = try #require(SceneEvaluation.evaluate(file).first).result
        let view = try #require(result.views.first { result.inputs.view($0.index).ib == screen.ib + "-V" })
        return view.frame
    }

    /// Main pushes Settings' initial controller, which shows its own detail: the detail is pushed
    /// onto Main's opaque navigation controller too. Its root view starts below the bar:
    /// 20 + 44 = 64 on an iPhone 8 (uikit-facts §1.2, §2.1), 667 − 64 = 603 tall (LAYOUT-MODEL §4).
    @Test func aReferencedControllersOwnPushesStayOnTheStack() throws {
        let main = Self.storyboard(initial: "NAV", Self.navigation("NAV", root: "ROOT"),
            Self.controller("ROOT", segues: "<segue destination=\"REF\" kind=\"show\" id=\"SH1\"/>"), Self.placeholder("REF", storyboard: "Settings"))
        let settings = Self.storyboard(initial: "SET",
            Self.controller("SET", segues: "<segue destination=\"DEEP\" kind=\"show\" id=\"SH2\"/>"), Self.controller("DEEP"))
        let screens = try imported([("Main.storyboard", main), ("Settings.storyboard", settings)])
        let deep = try #require(screens["DEEP"])
        #expect(deep.status == .exact, "\(deep.lost)")
        let text = try #require(deep.text)
        #expect(text.contains("# pushed by a storyboard reference at"))
        #expect(text.contains("# pushed onto the navigation stack by segue SH2"))
        #expect(!text.contains("presented"))
        #expect(text.contains("  viewControllers:\n    - type: UIViewController\n    - type: UIViewController\n      id:"))
        #expect(try rootFrame(deep) == Rect(x: 0, y: 64, width: 375, height: 603))
        #expect(try rootFrame(try #require(screens["SET"])) == Rect(x: 0, y: 64, width: 375, height: 603))
    }

    /// A reference by storyboard ID instantiates that controller alone: the root of a translucent
    /// navigation controller in its own file is pushed onto Main's opaque one.
    @Test func aReferenceByIdentifierTakesTheControllerOutOfItsOwnStack() throws {
        let main = Self.storyboard(initial: "NAV", Self.navigation("NAV", root: "ROOT"),
            Self.controller("ROOT", segues: "<segue destination=\"REF\" kind=\"show\" id=\"SH1\"/>"), Self.placeholder("REF", storyboard: "Other", identifier: "BR"))
        let other = Self.storyboard(initial: "BN", Self.navigation("BN", root: "BRC", translucent: true), Self.controller("BRC", identifier: "BR"))
        let screens = try imported([("Main.storyboard", main), ("Other.storyboard", other)])
        let text = try #require(screens["BRC"]?.text)
        #expect(text.contains("# pushed by a storyboard reference at"))
        #expect(try rootFrame(try #require(screens["BRC"])) == Rect(x: 0, y: 64, width: 375, height: 603))
    }

    /// A show from a controller in no navigation stack presents (UIViewController.show), as within
    /// one file: from iOS 13 a sheet, which a reference's screen cannot be written as: lossy. A tab
    /// of the other file's tab bar controller is lossy too.
    @Test func presentationsAndTabsThroughAReferenceAreLosses() throws {
        let main = Self.storyboard(initial: "TAB",
            "<tabBarController id=\"TAB\" sceneMemberID=\"viewController\"><connections><segue destination=\"HOME\" kind=\"relationship\" relationship=\"viewControllers\" id=\"T1\"/><segue destination=\"REFT\" kind=\"relationship\" relationship=\"viewControllers\" id=\"T2\"/></connections></tabBarController>",
            Self.controller("HOME", segues: "<segue destination=\"REFS\" kind=\"show\" id=\"SH1\"/>"),
            Self.placeholder("REFS", storyboard: "Sheet"), Self.placeholder("REFT", storyboard: "Tab"))
        let screens = try imported([
            ("Main.storyboard", main), ("Sheet.storyboard", Self.storyboard(initial: "SHT", Self.controller("SHT"))),
            ("Tab.storyboard", Self.storyboard(initial: "TB2", Self.controller("TB2"))),
        ])
        let sheet = try #require(screens["SHT"])
        #expect(sheet.status == .lossy)
        #expect(sheet.lost.contains { $0.what.contains("as a sheet (automatic), which the import does not follow across files") })
        let tab = try #require(screens["TB2"])
        #expect(tab.status == .lossy)
        #expect(tab.lost.contains { $0.what.contains("a tab of tabBarController \"TAB\" in that file") }, "\(tab.lost)")
    }

    /// Two apps imported together may both have a `Detail`: a reference finds the one in its own
    /// folder. A storyboard's reference to one of its own controllers needs no other file.
    @Test func referencesPreferTheirOwnFolderAndNeedNoOtherFile() throws {
        let main = Self.storyboard(initial: "NAV", Self.navigation("NAV", root: "ROOT"),
            Self.controller("ROOT", segues: "<segue destination=\"REF\" kind=\"show\" id=\"SH1\"/>"), Self.placeholder("REF", storyboard: "Detail"))
        let screens = try imported([
            ("appA/Main.storyboard", main), ("appA/Detail.storyboard", Self.storyboard(initial: "DA", Self.controller("DA"))),
            ("appB/Detail.storyboard", Self.storyboard(initial: "DB", Self.controller("DB"))),
        ])
        #expect(screens["DA"]?.text?.contains("# pushed by a storyboard reference at") == true)
        #expect(screens["DB"]?.text?.contains("# the storyboard's initial view controller is the window's root") == true)

        let own = Self.storyboard(initial: "NAV", Self.navigation("NAV", root: "ROOT"),
            Self.controller("ROOT", segues: "<segue destination=\"REF\" kind=\"show\" id=\"SH1\"/>"), Self.placeholder("REF", storyboard: "Main", identifier: "X"),
            Self.controller("XC", identifier: "X"))
        let alone = try imported([("Main.storyboard", own)])
        #expect(alone["XC"]?.text?.contains("onto navigationController \"NAV\" of this file (line") == true, "\(alone["XC"]?.text ?? "")")

        // Xcode keeps Base.lproj/Main.storyboard beside Detail.storyboard: the app's own.
        let lproj = try imported([
            ("app1/Base.lproj/Main.storyboard", main), ("app1/Detail.storyboard", Self.storyboard(initial: "DA", Self.controller("DA"))),
            ("app2/Detail.storyboard", Self.storyboard(initial: "DB", Self.controller("DB"))),
        ])
        #expect(lproj["DA"]?.text?.contains("# pushed by a storyboard reference at") == true)
        #expect(lproj["DB"]?.text?.contains("# the storyboard's initial view controller is the window's root") == true)
    }

    /// A reference that loops back to a controller its own file already shows (the root of the
    /// app's first navigation controller, pushed again from another storyboard) leaves that
    /// screen as its own file shows it: the root of the stack, the navigation controller shown.
    /// Through a third file, the header names the file that holds the navigation controller.
    @Test func aReferenceLoopingBackKeepsTheScreensOwnChain() throws {
        let main = Self.storyboard(initial: "NAV", Self.navigation("NAV", root: "ROOT"),
            Self.controller("ROOT", identifier: "AR", segues: "<segue destination=\"REF\" kind=\"show\" id=\"SH1\"/>"), Self.placeholder("REF", storyboard: "B"))
        let b = Self.storyboard(initial: "BR",
            Self.controller("BR", segues: "<segue destination=\"REFC\" kind=\"show\" id=\"SH2\"/><segue destination=\"BACK\" kind=\"show\" id=\"SH3\"/>"),
            Self.placeholder("REFC", storyboard: "C"), Self.placeholder("BACK", storyboard: "Main", identifier: "AR"))
        let c = Self.storyboard(initial: "CR", Self.controller("CR"))
        let screens = try imported([("Main.storyboard", main), ("B.storyboard", b), ("C.storyboard", c)])
        let root = try #require(screens["ROOT"]?.text)
        #expect(root.contains("# the storyboard's initial view controller is the window's root"), "\(root)")
        #expect(!root.contains("pushed by a storyboard reference"))
        let third = try #require(screens["CR"]?.text)
        #expect(third.contains("onto navigationController \"NAV\" of ") && third.contains("Main.storyboard (line"), "\(third)")
        #expect(third.contains("written from it with the 2 controllers below the reference"))
        #expect(try rootFrame(try #require(screens["CR"])) == Rect(x: 0, y: 64, width: 375, height: 603))
    }

    /// A push of a navigation controller presents it (UIKit cannot push one): through a reference
    /// to a storyboard that starts with one, iOS 14, a sheet: lossy, as within one file.
    @Test func pushingAReferencedNavigationControllerPresentsIt() throws {
        let main = Self.storyboard(initial: "NAV", Self.navigation("NAV", root: "ROOT"),
            Self.controller("ROOT", segues: "<segue destination=\"REF\" kind=\"show\" id=\"SH1\"/>"), Self.placeholder("REF", storyboard: "B"))
        let b = Self.storyboard(initial: "BN", Self.navigation("BN", root: "BRC"), Self.controller("BRC"))
        let screens = try imported([("Main.storyboard", main), ("B.storyboard", b)])
        let screen = try #require(screens["BRC"])
        #expect(screen.status == .lossy)
        #expect(screen.lost.contains { $0.what.contains("as a sheet (automatic)") }, "\(screen.lost)")
    }
    /// Controllers below the screen in its navigation stack keep what reaches it (in one file as
    /// through references): a `hidesBottomBarWhenPushed` lower in the stack hides the tab bar
    /// for every controller above it (M31), and an `automatic` title takes the mode of the one
    /// below (M11): a root at `never` under a bar with large titles leaves the screen on top a
    /// small title. iPhone 8: 20 + 44 = 64 at the top (uikit-facts §1.2, §2.1), no tab bar below.
    @Test func theStackBelowKeepsWhatReachesTheScreen() throws {
        let text = Self.storyboard(initial: "TAB",
            "<tabBarController id=\"TAB\" sceneMemberID=\"viewController\"><connections><segue destination=\"NAV\" kind=\"relationship\" relationship=\"viewControllers\" id=\"T1\"/></connections></tabBarController>",
            "<navigationController id=\"NAV\" sceneMemberID=\"viewController\"><navigationBar key=\"navigationBar\" largeTitles=\"YES\" id=\"NAV-B\"/><connections><segue destination=\"ROOT\" kind=\"relationship\" relationship=\"rootViewController\" id=\"R1\"/></connections></navigationController>",
            "<viewController id=\"ROOT\" sceneMemberID=\"viewController\"><view key=\"view\" id=\"ROOT-V\"><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"375\" height=\"667\"/></view><navigationItem key=\"navigationItem\" largeTitleDisplayMode=\"never\" id=\"ROOT-N\"/><connections><segue destination=\"MID\" kind=\"show\" id=\"S1\"/></connections></viewController>",
            "<viewController id=\"MID\" hidesBottomBarWhenPushed=\"YES\" sceneMemberID=\"viewController\"><view key=\"view\" id=\"MID-V\"><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"375\" height=\"667\"/></view><connections><segue destination=\"TOP\" kind=\"show\" id=\"S2\"/></connections></viewController>",
            Self.controller("TOP"))
        let screen = try #require(try imported([("Main.storyboard", text)])["TOP"])
        let scene = try #require(screen.text)
        #expect(scene.contains("largeTitleDisplayMode: never"))
        #expect(scene.contains("hidesBottomBarWhenPushed: true"))
        let file = try SceneDecoder.decode(yaml: scene, file: "x.yaml")
        let result = try #require(SceneEvaluation.evaluate(file).first).result
        let view = try #require(result.views.first { result.inputs.view($0.index).ib == "TOP-V" })
        #expect(view.safeAreaInsets == Insets(top: 64, left: 0, bottom: 0, right: 0))
    }
    /// Files of one app saved by different Xcodes are each dated by their own (docs/storyboard-
    /// import.md, "Devices and iOS versions": toolsVersion 20037 is Xcode 13, iOS 15; 17701 is
    /// Xcode 12, iOS 14). A screen pushed onto another file's navigation controller says so.
    @Test func aReferencingFileOfAnotherEraIsSaid() throws {
        let main = Self.storyboard(initial: "NAV", tools: "20037", Self.navigation("NAV", root: "ROOT"),
            Self.controller("ROOT", segues: "<segue destination=\"REF\" kind=\"show\" id=\"SH1\"/>"), Self.placeholder("REF", storyboard: "Detail"))
        let screens = try imported([("Main.storyboard", main), ("Detail.storyboard", Self.storyboard(initial: "DA", Self.controller("DA")))])
        let text = try #require(screens["DA"]?.text)
        #expect(text.contains("\nios: 14\n"))
        #expect(text.contains("Main.storyboard was saved by Xcode 13 (iOS 15 by that measure); this screen is laid out for iOS 14, its own file's era"), "\(text)")
    }
}
