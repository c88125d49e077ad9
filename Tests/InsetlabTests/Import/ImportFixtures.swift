import Foundation

/// Small Interface Builder files written for these tests (the real ones in
/// ../shared/storyboards are read where they are, never copied). Line numbers matter: tests
/// point at them.
enum ImportFixtures {
    /// A tab bar (initial) → navigation controller → feed table; the feed pushes a detail
    /// screen (constraints to the safe area and a sibling, a stack view, a container view
    /// embedding a child, an autoresized view), presents a settings screen full screen and an
    /// about screen with the automatic style.
    static let app = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="TAB-00-000">
        <device id="retina4_7" orientation="portrait"/>
        <scenes>
            <scene sceneID="S01">
                <objects>
                    <tabBarController id="TAB-00-000" sceneMemberID="viewController">
                        <tabBar key="tabBar" translucent="NO" id="TBR-00-000"/>
                        <connections>
                            <segue destination="NAV-00-000" kind="relationship" relationship="viewControllers" id="R01"/>
                            <segue destination="SET-00-000" kind="relationship" relationship="viewControllers" id="R02"/>
                        </connections>
                    </tabBarController>
                </objects>
            </scene>
            <scene sceneID="S02">
                <objects>
                    <navigationController id="NAV-00-000" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" id="NBR-00-000"/>
                        <connections>
                            <segue destination="FED-00-000" kind="relationship" relationship="rootViewController" id="R03"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="S03">
                <objects>
                    <tableViewController id="FED-00-000" customClass="FeedViewController" sceneMemberID="viewController">
                        <tableView key="view" style="grouped" rowHeight="60" sectionHeaderHeight="18" sectionFooterHeight="18" id="FTV-00-000">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        </tableView>
                        <navigationItem key="navigationItem" title="Feed" largeTitleDisplayMode="never" id="NI1"/>
                        <connections>
                            <segue destination="DET-00-000" kind="show" id="PSH-01"/>
                            <segue destination="SET-00-000" kind="presentation" modalPresentationStyle="fullScreen" id="MOD-01"/>
                            <segue destination="ABT-00-000" kind="presentation" id="MOD-02"/>
                            <segue destination="GONE-0-000" kind="show" id="DNG-01"/>
                        </connections>
                    </tableViewController>
                </objects>
            </scene>
            <scene sceneID="S04">
                <objects>
                    <viewController id="DET-00-000" customClass="DetailViewController" extendedLayoutIncludesOpaqueBars="YES" hidesBottomBarWhenPushed="YES" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="DVW-00-000">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <label text="Hello there" translatesAutoresizingMaskIntoConstraints="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" id="LBL-00-000">
                                    <rect key="frame" x="16" y="80" width="87" height="20.5"/>
                                </label>
                                <button translatesAutoresizingMaskIntoConstraints="NO" id="BTN-00-000">
                                    <rect key="frame" x="16" y="612" width="343" height="30"/>
                                    <state key="normal" title="Buy now"/>
                                </button>
                                <stackView axis="vertical" spacing="8" distribution="fillEqually" translatesAutoresizingMaskIntoConstraints="NO" id="STK-00-000">
                                    <rect key="frame" x="16" y="120" width="343" height="68"/>
                                    <subviews>
                                        <switch id="SWI-00-000"><rect key="frame" x="0.0" y="0.0" width="51" height="31"/></switch>
                                        <view hidden="YES" id="HID-00-000"><rect key="frame" x="0.0" y="37" width="343" height="31"/></view>
                                    </subviews>
                                </stackView>
                                <containerView translatesAutoresizingMaskIntoConstraints="NO" id="CNT-00-000">
                                    <rect key="frame" x="0.0" y="200" width="375" height="200"/>
                                    <connections>
                                        <segue destination="CHD-00-000" kind="embed" id="EMB-01"/>
                                    </connections>
                                </containerView>
                                <view contentMode="scaleToFill" id="BAN-00-000">
                                    <rect key="frame" x="0.0" y="420" width="375" height="50"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                                </view>
                                <fancyWidget id="FAN-00-000"><rect key="frame" x="0.0" y="480" width="10" height="10"/></fancyWidget>
                            </subviews>
                            <constraints>
                                <constraint firstItem="LBL-00-000" firstAttribute="top" secondItem="SAF-00-000" secondAttribute="top" constant="16" id="C01"/>
                                <constraint firstItem="LBL-00-000" firstAttribute="leading" secondItem="SAF-00-000" secondAttribute="leading" constant="16" id="C02"/>
                                <constraint firstItem="SAF-00-000" firstAttribute="bottom" secondItem="BTN-00-000" secondAttribute="bottom" constant="25" id="C03"/>
                                <constraint firstItem="BTN-00-000" firstAttribute="leading" secondItem="DVW-00-000" secondAttribute="leading" constant="16" id="C04"/>
                                <constraint firstAttribute="trailing" secondItem="BTN-00-000" secondAttribute="trailing" constant="16" id="C05"/>
                                <constraint firstItem="STK-00-000" firstAttribute="top" secondItem="LBL-00-000" secondAttribute="bottom" constant="19.5" id="C06"/>
                                <constraint firstItem="STK-00-000" firstAttribute="leading" secondItem="DVW-00-000" secondAttribute="leadingMargin" id="C07"/>
                                <constraint firstItem="STK-00-000" firstAttribute="width" secondItem="DVW-00-000" secondAttribute="width" multiplier="0.5" relation="lessThanOrEqual" priority="750" id="C08"/>
                                <constraint firstItem="CNT-00-000" firstAttribute="top" secondItem="DVW-00-000" secondAttribute="top" constant="200" placeholder="YES" id="C09"/>
                                <constraint firstItem="CNT-00-000" firstAttribute="leading" secondItem="DVW-00-000" secondAttribute="leading" id="C10"/>
                                <constraint firstItem="CNT-00-000" firstAttribute="height" constant="200" id="C11"/>
                                <constraint firstItem="CNT-00-000" firstAttribute="width" secondItem="NOPE-0-000" secondAttribute="width" id="C12"/>
                                <constraint firstItem="CNT-00-000" firstAttribute="top" secondItem="DVW-00-000" secondAttribute="top" constant="300" id="C13"/>
                            </constraints>
                            <viewLayoutGuide key="safeArea" id="SAF-00-000"/>
                            <variation key="default">
                                <mask key="constraints">
                                    <exclude reference="C13"/>
                                </mask>
                            </variation>
                        </view>
                        <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
                        <connections>
                            <outlet property="buyButton" destination="BTN-00-000" id="O01"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="S05">
                <objects>
                    <viewController id="CHD-00-000" customClass="ChartViewController" sceneMemberID="viewController">
                        <view key="view" id="CVW-00-000">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="S06">
                <objects>
                    <viewController id="SET-00-000" title="Settings" automaticallyAdjustsScrollViewInsets="NO" sceneMemberID="viewController">
                        <scrollView key="view" contentInsetAdjustmentBehavior="never" id="SSV-00-000">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <inset key="contentInset" minX="0.0" minY="64" maxX="0.0" maxY="0.0"/>
                        </scrollView>
                        <extendedEdge key="edgesForExtendedLayout" top="YES"/>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="S07">
                <objects>
                    <viewController id="ABT-00-000" title="About" sceneMemberID="viewController">
                        <view key="view" id="AVW-00-000"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>

    """

    /// A view controller xib: the File's Owner's view, with an autoresized label.
    static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="11762" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <device id="retina4_0" orientation="portrait"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LoginViewController">
                <connections>
                    <outlet property="view" destination="i5M-Pr-FkT" id="OV1"/>
                    <outlet property="titleLabel" destination="LAB-11-111" id="OV2"/>
                </connections>
            </placeholder>
            <view contentMode="scaleToFill" id="i5M-Pr-FkT">
                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <label text="Log in" id="LAB-11-111">
                        <rect key="frame" x="20" y="40" width="280" height="21"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                    </label>
                </subviews>
            </view>
            <tableViewCell id="CEL-11-111"><rect key="frame" x="0.0" y="0.0" width="320" height="44"/></tableViewCell>
        </objects>
    </document>

    """

    static func write(_ text: String, named name: String, in folder: String) throws -> String {
        let path = folder + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The 1-based line of the first line of `text` containing `needle`.
    static func line(of needle: String, in text: String) -> Int? {
        text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(needle) }.map { $0 + 1 }
    }
}
