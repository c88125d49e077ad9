import Foundation
@testable import InsetlabImport
import Testing

/// Size-class variations Interface Builder stores inside a constraint (`<variation
/// key="widthClass=compact" constant="150"/>`: DuckDuckGo's 2017 Settings.storyboard widens its
/// labels from 280 to 380 on `regular × regular`) and subviews the base size class does not
/// install (`<variation key="default"><mask key="subviews"><exclude …>`). Both were ignored while
/// the import said "exact": the constant stayed the base one, and the uninstalled view was laid
/// out, ambiguous. The expected constants are the file's own: UIKit installs the most specific
/// variation whose traits the device has (iPhone portrait: compact width, regular height; iPad:
/// regular × regular).
@Suite("Storyboard import: size-class variations of constants and subviews")
struct StoryboardVariationTests {
    static let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="VC">
            <device id="retina6_1" orientation="portrait"/>
            <scenes>
                <scene sceneID="S1"><objects><viewController id="VC" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="ROOT"><rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Q"><rect key="frame" x="0.0" y="130" width="150" height="20"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="QW"><variation key="widthClass=compact" constant="150"/><variation key="heightClass=compact-widthClass=compact" constant="32"/><variation key="heightClass=regular-widthClass=regular" constant="380"/></constraint>
                                <constraint firstAttribute="height" constant="20" id="QH"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="GONE"><rect key="frame" x="0.0" y="190" width="20" height="20"/></view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Q" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" id="QL"/>
                        <constraint firstItem="Q" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="130" id="QT"/>
                    </constraints>
                    <variation key="default"><mask key="subviews"><exclude reference="GONE"/></mask></variation>
                </view></viewController></objects></scene>
            </scenes>
        </document>
        """

    @Test func theConstantIsTheVariationsThatApplies() throws {
        for (device, width) in [(nil, "150"), ("iPad Pro (11-inch)", "380")] as [(String?, String)] {
            let document = try StoryboardImporter.importData(Data(Self.text.utf8), file: "V.storyboard", options: ImportOptions(device: device))
            let screen = try #require(document.screens.first)
            #expect(screen.status == .exact, "\(screen.lost)")
            let scene = try #require(screen.text)
            #expect(scene.contains("- \"view2.width == \(width)\""), "\(device ?? "IB's device"): \(scene)")
        }
    }

    @Test func aSubviewTheBaseSizeClassDoesNotInstallIsNotInTheTree() throws {
        let document = try StoryboardImporter.importData(Data(Self.text.utf8), file: "V.storyboard")
        let scene = try #require(document.screens.first?.text)
        #expect(!scene.contains("ib: GONE"), "\(scene)")
        #expect(scene.contains("ib: Q"))
    }

    /// Constraints to that view, left out of the mask, are not installed either (they cannot be
    /// activated without their item): dropped as at build time, and the screen stays exact. They
    /// were a loss naming GONE "not a view or layout guide of this screen".
    @Test func constraintsToAnUninstalledSubviewAreNotInstalledEither() throws {
        let text = Self.text.replacingOccurrences(
            of: "constant=\"130\" id=\"QT\"/>",
            with: "constant=\"130\" id=\"QT\"/><constraint firstItem=\"GONE\" firstAttribute=\"top\" secondItem=\"Q\" secondAttribute=\"bottom\" constant=\"40\" id=\"G1\"/>"
                + "<constraint firstItem=\"ROOT\" firstAttribute=\"trailing\" secondItem=\"GONE\" secondAttribute=\"trailing\" id=\"G2\"/>")
        #expect(text.contains("id=\"G2\""))
        let document = try StoryboardImporter.importData(Data(text.utf8), file: "V.storyboard")
        let screen = try #require(document.screens.first)
        #expect(screen.status == .exact, "\(screen.lost)")
        #expect(!(screen.text ?? "").contains("GONE"))
    }

    /// A variation that applies installs what the base size class leaves out and removes what it
    /// installs (`<mask><include>` / `<exclude>`), as DuckDuckGo's Tab.storyboard does on an iPad:
    /// a label 400 wide only in `regular × regular`, a width-equality removed there (lines 79–105;
    /// with the masks applied its image is at IB's `186.5, 0, 375, 280`). On the iPhone the base
    /// holds. A variation that sets something besides its masks (a stack view's axis) is a loss.
    @Test func masksOfTheVariationThatAppliesInstallAndRemove() throws {
        let text = Self.text
            .replacingOccurrences(
                of: "<constraint firstAttribute=\"height\" constant=\"20\" id=\"QH\"/>",
                with: "<constraint firstAttribute=\"height\" constant=\"20\" id=\"QH\"/><constraint firstAttribute=\"height\" constant=\"44\" id=\"QH2\"/>")
            .replacingOccurrences(
                of: "<variation key=\"default\"><mask key=\"subviews\"><exclude reference=\"GONE\"/></mask></variation>",
                with: """
                    <variation key="default"><mask key="subviews"><exclude reference="GONE"/></mask></variation>
                    <variation key="heightClass=regular-widthClass=regular"><mask key="subviews"><include reference="GONE"/></mask></variation>
                    """)
            .replacingOccurrences(
                of: "<rect key=\"frame\" x=\"0.0\" y=\"130\" width=\"150\" height=\"20\"/>",
                with: "<rect key=\"frame\" x=\"0.0\" y=\"130\" width=\"150\" height=\"20\"/>"
                    + "<variation key=\"default\"><mask key=\"constraints\"><exclude reference=\"QH2\"/></mask></variation>"
                    + "<variation key=\"heightClass=regular-widthClass=regular\"><mask key=\"constraints\"><include reference=\"QH2\"/><exclude reference=\"QH\"/></mask></variation>")
        #expect(text.contains("include reference=\"QH2\""))
        let phone = try #require(try StoryboardImporter.importData(Data(text.utf8), file: "V.storyboard").screens.first)
        #expect(phone.text?.contains("view2.height == 20") == true)
        #expect(phone.text?.contains("view2.height == 44") == false)
        #expect(phone.text?.contains("ib: GONE") == false)
        let pad = try #require(try StoryboardImporter.importData(
            Data(text.utf8), file: "V.storyboard", options: ImportOptions(device: "iPad Pro (11-inch)")).screens.first)
        #expect(pad.text?.contains("view2.height == 44") == true)
        #expect(pad.text?.contains("view2.height == 20") == false)
        #expect(pad.text?.contains("ib: GONE") == true)
        #expect(!pad.lost.contains { $0.what.contains("size-class variation") }, "\(pad.lost)")

        let axis = text.replacingOccurrences(
            of: "<variation key=\"heightClass=regular-widthClass=regular\"><mask key=\"subviews\">",
            with: "<variation key=\"heightClass=regular-widthClass=regular\" axis=\"horizontal\"><mask key=\"subviews\">")
        let padAxis = try #require(try StoryboardImporter.importData(
            Data(axis.utf8), file: "V.storyboard", options: ImportOptions(device: "iPad Pro (11-inch)")).screens.first)
        #expect(padAxis.lost.contains { $0.what.contains("sets axis, which is not imported") }, "\(padAxis.lost)")

        // A mask of a key other than constraints and subviews removes nothing, and is a loss.
        let bogus = text.replacingOccurrences(of: "<mask key=\"constraints\"><include reference=\"QH2\"/>", with: "<mask key=\"bogus\"><exclude reference=\"QW\"/></mask><mask key=\"constraints\"><include reference=\"QH2\"/>")
        #expect(bogus.contains("key=\"bogus\""))
        let padBogus = try #require(try StoryboardImporter.importData(
            Data(bogus.utf8), file: "V.storyboard", options: ImportOptions(device: "iPad Pro (11-inch)")).screens.first)
        #expect(padBogus.text?.contains("view2.width == 380") == true)
        #expect(padBogus.lost.contains { $0.what.contains("a mask of \"bogus\"") }, "\(padBogus.lost)")
    }

    /// The size classes were resolved for the document's portrait: the scene says so and sets
    /// `orientation: portrait`, which a configuration matrix does not override (its axes fill in
    /// what a scene does not set), so landscape is not laid out with portrait's constraints.
    @Test func aScreenWhoseSizeClassesWereResolvedIsPortrait() throws {
        let scene = try #require(try StoryboardImporter.importData(Data(Self.text.utf8), file: "V.storyboard").screens.first?.text)
        #expect(scene.contains("\norientation: portrait\n"))
        #expect(scene.contains("# orientation: portrait, the size classes"))
    }
}

/// A xib's top-level view with a simulated navigation bar: the code that shows its owner is not
/// in the file, so, as for a storyboard controller no segue shows, the Simulated Metrics are the
/// only word on its container. IB stored A at y 91 on the iPhone 12 (47 + 44, uikit-facts §1.2);
/// imported without the container it was at 47, with no word.
@Suite("Xib import: the owner's view inside its simulated container")
struct XibSimulatedContainerTests {
    @Test func theSimulatedNavigationBarIsTheContainer() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="19162" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_12" orientation="portrait"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileViewController">
                        <connections><outlet property="view" destination="TOP" id="OV1"/></connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="TOP"><rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="A"><rect key="frame" x="0.0" y="91" width="50" height="50"/></view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="SAF"/>
                        <constraints>
                            <constraint firstItem="A" firstAttribute="top" secondItem="SAF" secondAttribute="top" id="C1"/>
                            <constraint firstItem="A" firstAttribute="leading" secondItem="TOP" secondAttribute="leading" id="C2"/>
                            <constraint firstItem="A" firstAttribute="width" constant="50" id="C3"/>
                            <constraint firstItem="A" firstAttribute="height" constant="50" id="C4"/>
                        </constraints>
                        <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                    </view>
                </objects>
            </document>
            """
        let document = try StoryboardImporter.importData(Data(text.utf8), file: "Profile.xib")
        let screen = try #require(document.screens.first)
        let scene = try #require(screen.text)
        #expect(scene.contains("type: UINavigationController"), "\(scene)")
        #expect(scene.contains("imported inside a navigation controller (line \(ImportFixtures.line(of: "simulatedNavigationBarMetrics", in: text) ?? -1))"))
        let result = try layout(scene)
        #expect(result.views.first { result.inputs.view($0.index).ib == "A" }?.frame == rect(0, 91, 50, 50))
    }
}
