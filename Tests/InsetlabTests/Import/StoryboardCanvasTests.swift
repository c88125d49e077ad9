import Foundation
import InsetlabImport
import InsetlabYAML
import Testing

/// How Interface Builder's design canvas reaches the import: fixed frames (views IB gives
/// constraints at build time) and controllers designed at a size that is not the screen.
@Suite("Storyboard import: canvas sizes and fixed frames")
struct StoryboardCanvasTests {
    /// A loose controller designed at Xcode 12's freeform size (a `<size key="freeformSize">`
    /// alone), one at a fixed size no device has, and one whose button has a fixed frame.
    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="FIX-00-000">
        <device id="retina4_7" orientation="portrait"/>
        <scenes>
            <scene sceneID="S01">
                <objects>
                    <viewController id="BAR-00-000" storyboardIdentifier="TabsBar" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="BVW-00-000">
                            <rect key="frame" x="0.0" y="0.0" width="800" height="40"/>
                        </view>
                        <size key="freeformSize" width="800" height="40"/>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="S02">
                <objects>
                    <viewController id="TAB-00-000" storyboardIdentifier="Tab" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="TVW-00-000">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="559"/>
                        </view>
                        <fixedSimulatedSizeMetrics key="simulatedDestinationMetrics">
                            <size key="portraitSize" width="375" height="559"/>
                            <size key="landscapeSize" width="559" height="375"/>
                        </fixedSimulatedSizeMetrics>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="S03">
                <objects>
                    <viewController id="FIX-00-000" storyboardIdentifier="Feedback" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="FVW-00-000">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="BOX-00-000">
                                    <rect key="frame" x="73" y="120" width="228" height="100"/>
                                    <subviews>
                                        <button opaque="NO" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="YES-00-000">
                                            <rect key="frame" x="128" y="0.0" width="100" height="100"/>
                                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        </button>
                                    </subviews>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="228" id="C01"/>
                                        <constraint firstAttribute="height" constant="100" id="C02"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="BOX-00-000" firstAttribute="centerX" secondItem="FVW-00-000" secondAttribute="centerX" id="C03"/>
                                <constraint firstItem="BOX-00-000" firstAttribute="top" secondItem="FVW-00-000" secondAttribute="top" constant="120" id="C04"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>

    """

    let document: ImportedDocument

    init() throws {
        document = try StoryboardImporter.importData(Data(Self.storyboard.utf8), file: "Canvas.storyboard")
    }

    func screen(_ ib: String) throws -> ImportedScreen {
        try #require(document.screens.first { $0.ib == ib }, "no screen \(ib)")
    }

    func line(_ needle: String) -> Int { ImportFixtures.line(of: needle, in: Self.storyboard) ?? -1 }

    @Test func aFreeformSizeAloneIsALoss() throws {
        let bar = try screen("BAR-00-000")
        #expect(bar.status == .lossy)
        #expect(bar.lost.contains { $0.mark?.line == line("key=\"freeformSize\"") && $0.what.contains("800 × 40") })
    }

    @Test func aFixedSizeNoDeviceHasIsALoss() throws {
        let tab = try screen("TAB-00-000")
        #expect(tab.status == .lossy)
        #expect(tab.lost.contains { $0.mark?.line == line("key=\"portraitSize\"") && $0.what.contains("375 × 559") })
    }

    /// IB generates constraints at build time that hold a fixed frame: the button keeps its
    /// stored frame (not filling its superview as an unconstrained view would), and no
    /// autoresizing mask, since constraints, not the mask, hold it.
    @Test func aFixedFrameIsKept() throws {
        let feedback = try screen("FIX-00-000")
        #expect(feedback.status == .exact)
        let text = try #require(feedback.text)
        #expect(text.contains("frame: [128, 0, 100, 100]"))
        #expect(!text.contains("autoresizingMask"))
    }

    /// Issue 12, "Bad input": an unknown controller element is a failed screen at its line; an
    /// unknown view element, a constraint naming no object and a dangling segue are losses at
    /// theirs.
    @Test func unknownAndDanglingThingsAreLocated() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="VC1-00-000">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="S01">
                    <objects>
                        <viewController id="VC1-00-000" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="VW1-00-000">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <fancyWidget id="FW1-00-000"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></fancyWidget>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="NOPE-00-000" firstAttribute="top" secondItem="VW1-00-000" secondAttribute="top" id="C01"/>
                                </constraints>
                            </view>
                            <connections>
                                <segue destination="GONE-0-000" kind="show" id="SG1"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="S02">
                    <objects>
                        <holographicController id="HOL-00-000" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>

        """
        let imported = try StoryboardImporter.importData(Data(text.utf8), file: "Bad.storyboard")
        func line(_ needle: String) -> Int { ImportFixtures.line(of: needle, in: text) ?? -1 }
        let screen = try #require(imported.screens.first { $0.ib == "VC1-00-000" })
        #expect(screen.status == .lossy)
        #expect(screen.lost.contains { $0.mark?.line == line("<fancyWidget") && $0.what.contains("unknown view element") })
        #expect(screen.lost.contains { $0.mark?.line == line("id=\"C01\"") && $0.what.contains("NOPE-00-000") })
        #expect(screen.lost.contains { $0.mark?.line == line("id=\"SG1\"") && $0.what.contains("GONE-0-000") })
        let unknown = try #require(imported.screens.first { $0.ib == "HOL-00-000" })
        #expect(unknown.status == .failed)
        #expect(unknown.text == nil)
        #expect(unknown.lost.first?.mark?.line == line("<holographicController"))
    }

    /// A controller no segue shows, with an explicit simulated opaque navigation bar and
    /// toolbar: the code that shows it is not in the file, the simulation is the only word on its
    /// container, so it is imported inside one — and no ib-simulated-bars warning claims the
    /// device has other bars. The storyboard's initial controller keeps the window root (and the
    /// warning): that is where UIKit puts the main storyboard's initial controller.
    @Test func aControllerNoSegueShowsGetsTheContainerItsSimulationNames() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="11762" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="INI-00-000">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="S01">
                    <objects>
                        <viewController id="INI-00-000" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="IVW-00-000">
                                <rect key="frame" x="0.0" y="64" width="375" height="603"/>
                            </view>
                            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="S02">
                    <objects>
                        <viewController id="DET-00-000" storyboardIdentifier="Detail" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="DVW-00-000">
                                <rect key="frame" x="0.0" y="64" width="375" height="559"/>
                            </view>
                            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
                            <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """
        let imported = try StoryboardImporter.importData(Data(text.utf8), file: "Code.storyboard")
        let detail = try #require(imported.screens.first { $0.ib == "DET-00-000" })
        #expect(detail.status == .exact)
        #expect(detail.warnings.isEmpty)
        let scene = try #require(detail.text)
        #expect(scene.contains("type: UINavigationController"))
        #expect(scene.contains("isTranslucent: false"))
        #expect(scene.contains("isToolbarHidden: false"))
        #expect(scene.contains("imported inside a navigation controller (line \(ImportFixtures.line(of: "DET-00-000\" storyboard", in: text).map { $0 + 4 } ?? 0))"))
        let initial = try #require(imported.screens.first { $0.ib == "INI-00-000" })
        #expect(!(initial.text ?? "").contains("UINavigationController"))
        #expect(initial.warnings.count == 1)
    }

    /// Twenty controllers outside any navigation stack `show` one target: UIKit presents it from
    /// whichever runs, so the import takes the first segue in the document, the same every run.
    /// It once walked a dictionary, whose order changes from process to process (a 1 in 20
    /// chance of this answer); the first is named last in alphabetical order, so no sort by name
    /// gives it either.
    @Test func theFirstShowSegueInTheDocumentPresentsALooseTarget() throws {
        let sources = ["ZZZ"] + (10..<29).map { "B\($0)" }
        func scene(_ id: String, segue: String?) -> String {
            """
                    <scene sceneID="S-\(id)">
                        <objects>
                            <viewController id="\(id)-00-000" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="\(id)-VW-000">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                </view>
                                \(segue.map { "<connections><segue destination=\"TGT-00-000\" kind=\"show\" id=\"\($0)\"/></connections>" } ?? "")
                            </viewController>
                        </objects>
                    </scene>

            """
        }
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="ZZZ-00-000">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>

            """ + sources.map { scene($0, segue: "SEG-\($0)") }.joined() + scene("TGT", segue: nil) + """
                </scenes>
            </document>

            """
        let imported = try StoryboardImporter.importData(Data(text.utf8), file: "Loose.storyboard")
        let target = try #require(imported.screens.first { $0.ib == "TGT-00-000" })
        #expect(try #require(target.text).contains("by segue SEG-ZZZ from ZZZ-00-000"))
    }
}
