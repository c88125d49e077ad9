import Foundation
import InsetlabChecking
import InsetlabImport
import InsetlabScene
import InsetlabSceneDecoding
import Testing

/// Split view controllers: an iOS 14 two-column split view is the window's root (the model
/// covers it: docs/model-decisions.md M26), each column's content controller a screen in its
/// column; a classic split view and other relationships stay losses at their lines.
@Suite("Storyboard import: split views")
struct StoryboardSplitViewTests {
    static func storyboard(style: String?) -> String {
        let styleAttribute = style.map { " style=\"\($0)\"" } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="SPL-00-000">
            <device id="ipad11_0rounded" orientation="landscape"/>
            <scenes>
                <scene sceneID="S01">
                    <objects>
                        <splitViewController id="SPL-00-000"\(styleAttribute) sceneMemberID="viewController">
                            <connections>
                                <segue destination="NAV-00-000" kind="relationship" relationship="masterViewController" id="R01"/>
                                <segue destination="DET-00-000" kind="relationship" relationship="detailViewController" id="R02"/>
                                <segue destination="SUP-00-000" kind="relationship" relationship="supplementaryViewController" id="R03"/>
                            </connections>
                        </splitViewController>
                    </objects>
                </scene>
                <scene sceneID="S02">
                    <objects>
                        <navigationController id="NAV-00-000" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" id="NBR-00-000"/>
                            <connections>
                                <segue destination="SID-00-000" kind="relationship" relationship="rootViewController" id="R04"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="S03">
                    <objects>
                        <viewController id="SID-00-000" storyboardIdentifier="Sidebar" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="SVW-00-000">
                                <rect key="frame" x="0.0" y="0.0" width="420" height="834"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="S04">
                    <objects>
                        <viewController id="DET-00-000" storyboardIdentifier="Detail" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="DVW-00-000">
                                <rect key="frame" x="0.0" y="0.0" width="874" height="834"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="S05">
                    <objects>
                        <viewController id="SUP-00-000" storyboardIdentifier="Supplementary" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="UVW-00-000">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="834"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """
    }

    @Test func aTwoColumnSplitViewIsTheWindowsRoot() throws {
        let text = Self.storyboard(style: "doubleColumn")
        let document = try StoryboardImporter.importData(Data(text.utf8), file: "Split.storyboard")
        let sidebar = try #require(document.screens.first { $0.ib == "SID-00-000" })
        #expect(sidebar.status == .exact, "\(sidebar.lost.map(\.what))")
        let scene = try #require(sidebar.text)
        #expect(scene.contains("type: UISplitViewController"))
        #expect(scene.contains("ib: SPL-00-000"))
        let detail = try #require(document.screens.first { $0.ib == "DET-00-000" })
        #expect(detail.status == .exact)
        // The scene reads back and lays out: the detail column beside the primary one.
        let file = try SceneDecoder.decode(yaml: try #require(detail.text), file: "Split.storyboard")
        let result = try #require(SceneEvaluation.evaluate(file).first?.result)
        let detailController = try #require(result.controllers.first { $0.id == "detail" })
        #expect(detailController.viewFrame.minX > 0)
        // The supplementary column is not modelled: a loss at its segue, on its own screen.
        let supplementary = try #require(document.screens.first { $0.ib == "SUP-00-000" })
        let line = ImportFixtures.line(of: "id=\"R03\"", in: text)
        #expect(supplementary.lost.contains { $0.mark?.line == line && $0.what.contains("supplementaryViewController") })
    }

    @Test func aClassicSplitViewStaysALoss() throws {
        let text = Self.storyboard(style: nil)
        let document = try StoryboardImporter.importData(Data(text.utf8), file: "Split.storyboard")
        let detail = try #require(document.screens.first { $0.ib == "DET-00-000" })
        #expect(detail.status == .lossy)
        let line = ImportFixtures.line(of: "id=\"R02\"", in: text)
        #expect(detail.lost.contains { $0.mark?.line == line && $0.what.contains("classic split view") })
        #expect(!(detail.text ?? "").contains("UISplitViewController"))
    }
}
