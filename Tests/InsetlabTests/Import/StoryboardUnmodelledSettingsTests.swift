import Foundation
@testable import InsetlabImport
import Testing

/// Settings a storyboard holds that the import cannot carry into a scene, each once imported as
/// "exact" with a layout UIKit would not give: now a loss at its line, and laid out as IB's
/// canvas shows where IB says (a placeholder intrinsic size). The expectations are the file's
/// own attributes and lines.
@Suite("Storyboard import: right-to-left, runtime attributes, misplaced views, placeholders, More tabs")
struct StoryboardUnmodelledSettingsTests {
    /// One controller whose root view holds `subviews` (each constrained by the root).
    static func storyboard(_ subviews: String, constraints: String = "", controller: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="VC">
            <device id="retina6_1" orientation="portrait"/>
            <scenes>
                <scene sceneID="S1"><objects><viewController id="VC" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="ROOT"><rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <subviews>
        \(subviews)
                    </subviews>
                    <constraints>\(constraints)</constraints>
                </view>\(controller)</viewController></objects></scene>
            </scenes>
        </document>
        """
    }

    static func imported(_ text: String) throws -> ImportedScreen {
        let document = try StoryboardImporter.importData(Data(text.utf8), file: "U.storyboard")
        return try #require(document.screens.first { $0.ib == "VC" })
    }

    static let pinned = """
        <constraint firstItem="V" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="10" id="C1"/>
        <constraint firstItem="V" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="400" id="C2"/>
        """

    @Test func rightToLeftIsALoss() throws {
        let text = Self.storyboard(#"<view contentMode="scaleToFill" semanticContentAttribute="forceRightToLeft" translatesAutoresizingMaskIntoConstraints="NO" id="V"><rect key="frame" x="10" y="400" width="100" height="20"/><constraints><constraint firstAttribute="width" constant="100" id="W"/><constraint firstAttribute="height" constant="20" id="H"/></constraints></view>"#, constraints: Self.pinned)
        let screen = try Self.imported(text)
        #expect(screen.status == .lossy)
        #expect(screen.lost.contains { $0.what.hasPrefix("semanticContentAttribute forceRightToLeft") && $0.mark?.line == ImportFixtures.line(of: "forceRightToLeft", in: text) })
    }

    @Test func aLayoutRuntimeAttributeIsALossAndACosmeticOneIsNot() throws {
        let text = Self.storyboard(#"""
            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="V"><rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
            <userDefinedRuntimeAttributes>
            <userDefinedRuntimeAttribute type="number" keyPath="contentInsetAdjustmentBehavior"><integer key="value" value="2"/></userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><integer key="value" value="8"/></userDefinedRuntimeAttribute>
            </userDefinedRuntimeAttributes></tableView>
            """#, constraints: """
            <constraint firstItem="V" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" id="C1"/>
            <constraint firstItem="V" firstAttribute="top" secondItem="ROOT" secondAttribute="top" id="C2"/>
            <constraint firstItem="V" firstAttribute="trailing" secondItem="ROOT" secondAttribute="trailing" id="C3"/>
            <constraint firstItem="V" firstAttribute="bottom" secondItem="ROOT" secondAttribute="bottom" id="C4"/>
            """)
        let screen = try Self.imported(text)
        #expect(screen.lost.map(\.what) == [#"user defined runtime attribute "contentInsetAdjustmentBehavior" changes layout when the storyboard loads; runtime attributes are not imported"#])
        #expect(screen.lost.first?.mark?.line == ImportFixtures.line(of: "keyPath=\"contentInsetAdjustmentBehavior\"", in: text))
    }

    /// IB's stored frame of a misplaced label is not its size at run time.
    @Test func aMisplacedViewsIntrinsicSizeIsALoss() throws {
        let text = Self.storyboard(#"<label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" misplaced="YES" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="V"><rect key="frame" x="10" y="400" width="200" height="50"/></label>"#, constraints: Self.pinned)
        let screen = try Self.imported(text)
        #expect(screen.lost.contains { $0.what.hasPrefix("Interface Builder marks it misplaced") })
    }

    /// "Intrinsic Size: Placeholder" 120 × 40: laid out as IB's canvas shows it, and said.
    @Test func aPlaceholderIntrinsicSizeIsUsedAndSaid() throws {
        let text = Self.storyboard(#"<view contentMode="scaleToFill" placeholderIntrinsicWidth="120" placeholderIntrinsicHeight="40" translatesAutoresizingMaskIntoConstraints="NO" id="V"><rect key="frame" x="10" y="400" width="120" height="40"/></view>"#, constraints: Self.pinned)
        let screen = try Self.imported(text)
        #expect(screen.lost.map(\.what) == ["intrinsic size placeholder 120 × 40: the view's code gives its intrinsic size at run time; laid out with the placeholder"])
        #expect(try #require(screen.text).contains("intrinsicContentSize: [120, 40]"))
    }

    /// Six tabs on an iPhone: the fifth and sixth are in the More navigation controller.
    @Test func aTabBeyondTheFourthOfMoreThanFiveIsALossOnAnIPhone() throws {
        let tabs = (1...6).map { "<scene sceneID=\"T\($0)\"><objects><viewController id=\"C\($0)\" sceneMemberID=\"viewController\"><view key=\"view\" contentMode=\"scaleToFill\" id=\"R\($0)\"><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"414\" height=\"896\"/></view></viewController></objects></scene>" }
        let segues = (1...6).map { "<segue destination=\"C\($0)\" kind=\"relationship\" relationship=\"viewControllers\" id=\"G\($0)\"/>" }.joined()
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="TAB">
                <device id="retina6_1" orientation="portrait"/>
                <scenes>
                    <scene sceneID="T0"><objects><tabBarController id="TAB" sceneMemberID="viewController"><tabBar key="tabBar" contentMode="scaleToFill" id="BAR"/><connections>\(segues)</connections></tabBarController></objects></scene>
                    \(tabs.joined(separator: "\n"))
                </scenes>
            </document>
            """
        let document = try StoryboardImporter.importData(Data(text.utf8), file: "Tabs.storyboard")
        #expect(document.screens.map(\.status) == [.exact, .exact, .exact, .exact, .lossy, .lossy])
        #expect(document.screens[5].lost.map(\.what) == ["tab 6 of 6: on an iPhone UIKit shows it inside the tab bar controller's More navigation controller, under its navigation bar, which is not modelled"])
    }
}

/// A title or label of megabytes names a screen and an id by its first 200 characters (a 10 MB
/// title took 11 s to import, and was printed and written whole as the scene's name).
@Suite("Storyboard import: names from huge titles")
struct StoryboardHugeNameTests {
    @Test func aHugeTitleIsCutForTheName() throws {
        let title = String(repeating: "x", count: 1_000_000)
        let text = StoryboardUnmodelledSettingsTests.storyboard(#"<view contentMode="scaleToFill" userLabel="\#(title)" translatesAutoresizingMaskIntoConstraints="NO" id="V"><rect key="frame" x="10" y="400" width="10" height="10"/><constraints><constraint firstAttribute="width" constant="10" id="W"/><constraint firstAttribute="height" constant="10" id="H"/></constraints></view>"#, constraints: StoryboardUnmodelledSettingsTests.pinned)
            .replacingOccurrences(of: "<viewController id=\"VC\"", with: "<viewController title=\"\(title)\" id=\"VC\"")
        let document = try StoryboardImporter.importData(Data(text.utf8), file: "Huge.storyboard")
        let screen = try #require(document.screens.first)
        #expect(screen.name == String(repeating: "x", count: 200) + "…")
        #expect(try #require(screen.text).utf8.count < 10_000)
    }
}

/// `insetlab run Main.storyboard` lays a screen out from the same import, so what the import
/// could not carry is said there too, as a `not-modelled` note at the storyboard's line; it
/// passed as if exact.
@Suite("Storyboard run: the import's losses are notes")
struct StoryboardRunLossNotesTests {
    @Test func aLossIsANoteWhereTheLayoutIsRead() throws {
        let folder = try TemporaryFolder()
        let text = StoryboardUnmodelledSettingsTests.storyboard(#"<view contentMode="scaleToFill" semanticContentAttribute="forceRightToLeft" translatesAutoresizingMaskIntoConstraints="NO" id="V"><rect key="frame" x="10" y="400" width="100" height="20"/><constraints><constraint firstAttribute="width" constant="100" id="W"/><constraint firstAttribute="height" constant="20" id="H"/></constraints></view>"#, constraints: StoryboardUnmodelledSettingsTests.pinned)
        try folder.write("RTL.storyboard", text)
        let result = try BuiltInsetlab.run(["check", "--no-config", "--color", "never", "RTL.storyboard"], in: folder.path)
        #expect(result.status == 0, "a note fails nothing: \(result.stdout)")
        let line = try #require(ImportFixtures.line(of: "forceRightToLeft", in: text))
        #expect(result.stdout.contains("RTL.storyboard:\(line):"), "\(result.stdout)")
        #expect(result.stdout.contains("note: not imported: semanticContentAttribute forceRightToLeft: right-to-left layout is not modelled (leading is laid out as left) [not-modelled]"), "\(result.stdout)")
    }
    /// A table header view's subviews are not imported (the scene format has its height only);
    /// the scene says so with the header's line, and the screen stays exact: they place no other
    /// view, as cells' contents do not.
    @Test func tableHeaderContentsAreNamed() throws {
        let table = #"<tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="V"><rect key="frame" x="10" y="400" width="100" height="200"/><view key="tableHeaderView" contentMode="scaleToFill" id="HDR"><rect key="frame" x="0.0" y="0.0" width="100" height="60"/><subviews><label text="Hi" id="LBL"><rect key="frame" x="8" y="8" width="40" height="20"/></label></subviews></view><constraints><constraint firstAttribute="width" constant="100" id="W"/><constraint firstAttribute="height" constant="200" id="H"/></constraints></tableView>"#
        let text = StoryboardUnmodelledSettingsTests.storyboard(table, constraints: StoryboardUnmodelledSettingsTests.pinned)
        let screen = try StoryboardUnmodelledSettingsTests.imported(text)
        let line = try #require(ImportFixtures.line(of: "tableHeaderView", in: text))
        #expect(screen.status == ImportStatus.exact)
        #expect(screen.text?.contains("tableHeaderHeight: 60") == true)
        #expect(screen.text?.contains("# line \(line): the header view of table \"V\" is written as its height (tableHeaderHeight); the 1 view in it is not imported") == true)
    }
}
