import Foundation
import InsetlabImport
import InsetlabScene
import InsetlabSceneDecoding
import InsetlabChecking
import Testing

/// Storyboard references (`<viewControllerPlaceholder storyboardName="Detail">`): a storyboard
/// imported with the one that references it is laid out where that one shows it. The layout the
/// tests expect is IB's for RxSwift's Calculator, pushed from its Main.storyboard onto an opaque
/// navigation bar (the helper-checked oracle case): a view pinned 26 pt below the top layout
/// guide sits at y = 26 in a root view that starts below the bar (LAYOUT-MODEL §4: an opaque
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
}
