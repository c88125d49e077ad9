#!/usr/bin/env python3
"""Writes a synthetic storyboard of about 20 MB (issue 12: "a 20 MB storyboard imports in
under 2 s"): a navigation controller whose root (a menu) pushes N form screens, each with a stack of
labels and text fields, a button pinned to the safe area, and their constraints, in the XML
Xcode writes.   make-big-storyboard.py OUT.storyboard [MEGABYTES]"""
import sys

out = sys.argv[1]
target = int(float(sys.argv[2] if len(sys.argv) > 2 else 20) * 1_000_000)


def ib(kind, n, k=0):
    return f"{kind[:3].upper()}-{n:02x}-{k:03x}"[:10]


def screen(n):
    rows = []
    cons = []
    for k in range(12):
        label, field = f"L{n:05d}{k:02d}", f"F{n:05d}{k:02d}"
        y = 80 + k * 44
        rows.append(f'''                                <label opaque="NO" text="Field {k}" translatesAutoresizingMaskIntoConstraints="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" id="{label}">
                                    <rect key="frame" x="16" y="{y}" width="60" height="20.5"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="textColor"/>
                                </label>
                                <textField opaque="NO" contentHorizontalAlignment="left" borderStyle="roundedRect" placeholder="Value" translatesAutoresizingMaskIntoConstraints="NO" id="{field}">
                                    <rect key="frame" x="84" y="{y - 7}" width="275" height="34"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                    <textInputTraits key="textInputTraits"/>
                                </textField>''')
        top = f'secondItem="S{n:05d}" secondAttribute="top" constant="16"' if k == 0 else f'secondItem="F{n:05d}{k - 1:02d}" secondAttribute="bottom" constant="10"'
        cons += [
            f'<constraint firstItem="{label}" firstAttribute="leading" secondItem="V{n:05d}" secondAttribute="leadingMargin" id="a{n:05d}{k:02d}"/>',
            f'<constraint firstItem="{field}" firstAttribute="leading" secondItem="{label}" secondAttribute="trailing" constant="8" id="b{n:05d}{k:02d}"/>',
            f'<constraint firstItem="V{n:05d}" firstAttribute="trailingMargin" secondItem="{field}" secondAttribute="trailing" id="c{n:05d}{k:02d}"/>',
            f'<constraint firstItem="{field}" firstAttribute="top" {top} id="d{n:05d}{k:02d}"/>',
            f'<constraint firstItem="{label}" firstAttribute="centerY" secondItem="{field}" secondAttribute="centerY" id="e{n:05d}{k:02d}"/>',
        ]
    cons_text = "\n".join("                                " + c for c in cons)
    # The first screen is a menu that pushes every other one (a chain of hundreds of pushes
    # would make every scene hold a stack hundreds deep, which no app has).
    segue = "\n                        ".join(f'<segue destination="C{m:05d}" kind="show" id="P{m:05d}"/>' for m in range(1, count)) if n == 0 else ""
    return f'''        <scene sceneID="Z{n:05d}">
            <objects>
                <viewController id="C{n:05d}" customClass="FormViewController{n}" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="V{n:05d}">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
{chr(10).join(rows)}
                        </subviews>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        <constraints>
{cons_text}
                        </constraints>
                        <viewLayoutGuide key="safeArea" id="S{n:05d}"/>
                    </view>
                    <navigationItem key="navigationItem" title="Form {n}" id="N{n:05d}"/>
                    <connections>
                        {segue}
                    </connections>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="R{n:05d}" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="{n * 400}" y="0"/>
        </scene>
'''


count = 2
one = len(screen(0).encode())
count = max(1, target // one)
head = '''<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="NAV-big">
    <device id="retina6_12" orientation="portrait" appearance="light"/>
    <scenes>
        <scene sceneID="navscene">
            <objects>
                <navigationController id="NAV-big" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="NAV-bar"/>
                    <connections>
                        <segue destination="C00000" kind="relationship" relationship="rootViewController" id="NAV-root"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
'''
with open(out, "w") as f:
    f.write(head)
    for n in range(count):
        f.write(screen(n))
    f.write("    </scenes>\n</document>\n")
print(f"{out}: {count} screens")
