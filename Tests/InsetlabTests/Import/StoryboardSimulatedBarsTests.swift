import Foundation
import InsetlabChecking
import InsetlabImport
import InsetlabSceneDecoding
import Testing

/// `--bars simulated`: each screen under its controller's explicit Simulated Metrics (the bars
/// Interface Builder drew it under, and computed its stored frames under) instead of the
/// runtime chain's. The default stays the runtime chain.
@Suite("Storyboard import under IB's simulated bars")
struct StoryboardSimulatedBarsTests {
    /// The initial controller (the window's root at run time) simulates an opaque navigation
    /// bar and no status bar; a tab bar controller's second tab simulates no bottom bar; two
    /// controllers shown by no segue simulate a tab bar, and a toolbar alone.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="CAL-00-000">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="S1">
                    <objects>
                        <viewController id="CAL-00-000" title="Calculator" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="CVW-00-000">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="623"/>
                                <subviews>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="DSP-00-000">
                                        <rect key="frame" x="16" y="8" width="343" height="21"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="DSP-00-000" firstAttribute="top" secondItem="SAF-00-000" secondAttribute="top" constant="8" id="C1"/>
                                    <constraint firstItem="DSP-00-000" firstAttribute="leading" secondItem="CVW-00-000" secondAttribute="leading" constant="16" id="C2"/>
                                    <constraint firstAttribute="trailing" secondItem="DSP-00-000" secondAttribute="trailing" constant="16" id="C3"/>
                                    <constraint firstItem="DSP-00-000" firstAttribute="height" constant="21" id="C4"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="SAF-00-000"/>
                            </view>
                            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
                            <nil key="simulatedStatusBarMetrics"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="S2">
                    <objects>
                        <tabBarController id="TAB-00-000" sceneMemberID="viewController">
                            <tabBar key="tabBar" id="TBR-00-000"/>
                            <connections>
                                <segue destination="ONE-00-000" kind="relationship" relationship="viewControllers" id="R1"/>
                                <segue destination="TWO-00-000" kind="relationship" relationship="viewControllers" id="R2"/>
                            </connections>
                        </tabBarController>
                        <viewController id="ONE-00-000" title="One" sceneMemberID="viewController">
                            <view key="view" id="OVW-00-000"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
                        </viewController>
                        <viewController id="TWO-00-000" title="Two" sceneMemberID="viewController">
                            <view key="view" id="TVW-00-000"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
                            <nil key="simulatedBottomBarMetrics"/>
                        </viewController>
                        <viewController id="LSE-00-000" title="Loose" sceneMemberID="viewController">
                            <view key="view" id="LVW-00-000"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
                            <simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>
                        </viewController>
                        <viewController id="TLB-00-000" title="Tools" sceneMemberID="viewController">
                            <view key="view" id="TLV-00-000"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
                            <simulatedToolbarMetrics key="simulatedBottomBarMetrics" translucent="NO"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    func screen(_ ib: String, bars: ImportBars) throws -> ImportedScreen {
        let document = try StoryboardImporter.importData(Data(Self.storyboard.utf8), file: "Bars.storyboard", options: ImportOptions(bars: bars))
        return try #require(document.screens.first { $0.ib == ib }, "no screen \(ib)")
    }

    /// The display's frame when the scene is laid out.
    func displayFrame(_ screen: ImportedScreen) throws -> [Double] {
        let file = try SceneDecoder.decode(yaml: try #require(screen.text), file: "Bars.storyboard")
        let evaluation = try #require(SceneEvaluation.evaluate(file).first)
        let view = try #require(evaluation.result.views.first { evaluation.result.inputs.view($0.index).ib == "DSP-00-000" })
        return [view.frame.x, view.frame.y, view.frame.width, view.frame.height]
    }

    /// A controller no segue shows is put in place by code, in a container the file does not
    /// hold: its warnings say what the storyboard shows, not what the device does (they said
    /// "no toolbar shows it at run time", which the import cannot know). The initial controller,
    /// the window's root, keeps "at run time".
    @Test func aControllerCodePresentsIsJudgedOnTheStoryboard() throws {
        #expect(try screen("TLB-00-000", bars: .runtime).warnings.map(\.message) == [
            "Interface Builder simulates a toolbar below this screen, but the storyboard shows no toolbar around it (code presents this controller, in a container the file does not hold)",
        ])
        #expect(try screen("CAL-00-000", bars: .runtime).warnings.map(\.message).contains {
            $0.hasPrefix("Interface Builder simulates a navigation bar above this screen, but no visible navigation bar shows it at run time")
        })
    }

    @Test func theRuntimeChainIsTheDefault() throws {
        let runtime = try screen("CAL-00-000", bars: .runtime)
        let text = try #require(runtime.text)
        #expect(!text.contains("UINavigationController"))
        #expect(!text.contains("prefersStatusBarHidden: true"))
        #expect(!runtime.warnings.isEmpty)
        // The window's root on an iPhone 8: the safe area's top is the 20-pt status bar
        // (uikit-facts §1.2), and the display is pinned 8 below it.
        #expect(try displayFrame(runtime) == [16, 28, 343, 21])
    }

    @Test func simulatedBarsReplaceTheChainsBars() throws {
        let simulated = try screen("CAL-00-000", bars: .simulated)
        let text = try #require(simulated.text)
        #expect(text.contains("type: UINavigationController\n  navigationBar:\n    isTranslucent: false\n"))
        #expect(text.contains("prefersStatusBarHidden: true"))
        #expect(text.contains("# --bars simulated: laid out under Interface Builder's Simulated Metrics"))
        // The warning describes the storyboard (its runtime chain), whichever bars the scene uses.
        #expect(simulated.warnings == (try screen("CAL-00-000", bars: .runtime)).warnings)
        // What IB stored (the fixture's frame, y = 8): an opaque bar, the root view below it
        // (edgesForExtendedLayout leaves opaque bars out unless extendedLayoutIncludesOpaqueBars,
        // docs/model-decisions.md), no status bar, so the safe area's top is the view's top.
        #expect(try displayFrame(simulated) == [16, 8, 343, 21])
    }

    @Test func aSimulatedBottomBarOfNoneDropsTheTabBarController() throws {
        #expect(try screen("TWO-00-000", bars: .runtime).text?.contains("UITabBarController") == true)
        let simulated = try #require(try screen("TWO-00-000", bars: .simulated).text)
        #expect(!simulated.contains("UITabBarController"))
        #expect(simulated.contains("without the tab bar controller"))
        // Screens whose simulation is inferred are the same either way.
        #expect(try screen("ONE-00-000", bars: .simulated).text == (try screen("ONE-00-000", bars: .runtime)).text)
    }

    @Test func aSimulatedToolbarAloneIsANavigationControllersWithItsBarHidden() throws {
        // No container is guessed for a toolbar alone at run time; IB draws one, and UIKit's
        // toolbar that moves the safe area is a navigation controller's.
        let runtime = try #require(try screen("TLB-00-000", bars: .runtime).text)
        #expect(!runtime.contains("UINavigationController"))
        let simulated = try #require(try screen("TLB-00-000", bars: .simulated).text)
        #expect(simulated.contains("type: UINavigationController\n  isNavigationBarHidden: true\n  isToolbarHidden: false\n  toolbar:\n    isTranslucent: false\n"))
    }

    @Test func aControllerNoSegueShowsKeepsItsSimulatedContainer() throws {
        // Shown by code: both imports put it in the tab bar controller its metrics name.
        let runtime = try #require(try screen("LSE-00-000", bars: .runtime).text)
        #expect(runtime.contains("type: UITabBarController"))
        #expect(try screen("LSE-00-000", bars: .simulated).text == runtime)
    }

    /// A navigation controller showing a list whose navigation item has a prompt, and a
    /// controller no segue shows that IB simulates under a prompted navigation bar.
    static let prompts = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="NAV-00-000">
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
                        <viewController id="LST-00-000" sceneMemberID="viewController">
                            <view key="view" id="LVW-00-000"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
                            <navigationItem key="navigationItem" title="Sports" prompt="Pick one" id="NIT-00-000"/>
                        </viewController>
                        <viewController id="PRM-00-000" title="Prompted" sceneMemberID="viewController">
                            <view key="view" id="PVW-00-000"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
                            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="YES"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    @Test func aNavigationBarWithAPromptIsALoss() throws {
        // The prompt makes the bar taller (research-facts PR1) by an amount no source
        // measures (research-facts §4): the screen is lossy, at the navigation item's line.
        let line = ImportFixtures.line(of: "prompt=\"Pick one\"", in: Self.prompts)
        for bars in ImportBars.allCases {
            let document = try StoryboardImporter.importData(Data(Self.prompts.utf8), file: "Prompts.storyboard", options: ImportOptions(bars: bars))
            let list = try #require(document.screens.first { $0.ib == "LST-00-000" })
            #expect(list.status == .lossy)
            #expect(list.lost.contains { $0.mark?.line == line && $0.what.contains("prompt") })
        }
        // Shown by no segue, the controller is put in the navigation controller its metrics
        // name, under either bars, and that bar has a prompt.
        let promptedLine = ImportFixtures.line(of: "prompted=\"YES\"", in: Self.prompts)
        for bars in ImportBars.allCases {
            let document = try StoryboardImporter.importData(Data(Self.prompts.utf8), file: "Prompts.storyboard", options: ImportOptions(bars: bars))
            let prompted = try #require(document.screens.first { $0.ib == "PRM-00-000" })
            #expect(prompted.status == .lossy)
            #expect(prompted.lost.contains { $0.mark?.line == promptedLine })
        }
        // A screen under no prompted bar is not touched.
        let calculator = try screen("CAL-00-000", bars: .simulated)
        #expect(!calculator.lost.contains { $0.what.contains("prompt") })
    }
}
