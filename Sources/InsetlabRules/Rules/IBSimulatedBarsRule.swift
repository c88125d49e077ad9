import InsetlabLayout
import InsetlabScene

/// `ib-simulated-bars`: Interface Builder lays a controller out under the bars of its own
/// Simulated Metrics, not under the bars of the chain that shows it at run time.
///
/// The rule reads the Interface Builder document, which a layout result does not carry: the
/// importer (InsetlabImport's `SimulatedBars`) raises it while it maps a storyboard or xib, and
/// `RuleCatalog.importFinding` applies the configuration to those findings as to any rule's
/// (disabled, severity). Over a layout alone `check` has nothing to look at and finds nothing.
public enum IBSimulatedBarsRule: PitfallRule {
    public static let description = RuleDescription(
        id: "ib-simulated-bars",
        name: "Interface Builder simulates other bars than the device shows",
        severity: .warning,
        summary: "A storyboard's explicit Simulated Metrics (top bar, bottom bar, status bar) differ from the bars of the controller chain that shows the screen: the frames IB shows and stores are not what the device lays out. Storyboards and xibs only.",
        mechanism: """
            Interface Builder lays every controller out in a canvas of its own, under the bars its Simulated Metrics name: \
            "Inferred" follows the storyboard's segues, an explicit choice (Opaque Navigation Bar, Tab Bar, None…) overrides \
            them. UIKit knows nothing of that simulation: at run time the root view is sized by the real container chain \
            (edgesForExtendedLayout, extendedLayoutIncludesOpaqueBars, the bars' translucency), and the layout guides and \
            safe area follow the real bars. Where the explicit simulation and the chain differ — a simulated navigation bar \
            and no navigation controller, an opaque simulated bar under a translucent real one, a simulated tab bar or \
            toolbar that is not there, no simulated bar where there is one, no simulated status bar — what the developer saw \
            in IB is not what the device shows. Only the import sees both sides; the warning points at the \
            simulated-metrics line.
            """,
        fixSwift: """
            // Nothing to change in code: set the controller's Simulated Metrics to "Inferred" in Interface Builder
            // (Attributes inspector), so IB lays it out under the bars of the chain the storyboard shows.
            """,
        fixScene: "Set the Simulated Metrics (Top Bar, Bottom Bar, Status Bar) to Inferred, or show the screen in the container the simulation assumes.",
        sources: [
            "the storyboard's simulatedTopBarMetrics, simulatedBottomBarMetrics and simulatedStatusBarMetrics elements",
            "issue 12 item 4; seed 000 (settings toggled in Interface Builder)",
            "docs/storyboard-import.md § \"Status, losses and warnings\"",
        ],
        triggeringExamples: [
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="VC1-00-000">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <scene sceneID="S01">
                        <objects>
                            <viewController id="VC1-00-000" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="VW1-00-000">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                </view>
                                ↓<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """,
        ],
        nonTriggeringExamples: [
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="NAV-00-000">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <scene sceneID="S01">
                        <objects>
                            <navigationController id="NAV-00-000" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" translucent="NO" id="NBR-00-000"/>
                                <connections>
                                    <segue destination="VC1-00-000" kind="relationship" relationship="rootViewController" id="R01"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="S02">
                        <objects>
                            <viewController id="VC1-00-000" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="VW1-00-000">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="603"/>
                                </view>
                                <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """,
        ])

    /// A layout result carries no Interface Builder simulation: the importer raises this rule.
    public static func check(_ context: RuleContext) -> [PitfallWarning] { [] }

    /// Whether a rule example is an Interface Builder document rather than a scene.
    public static func isInterfaceBuilderExample(_ text: String) -> Bool {
        text.hasPrefix("<?xml") || text.hasPrefix("<document")
    }
}
