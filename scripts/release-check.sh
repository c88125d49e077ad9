#!/usr/bin/env bash
# The release binary as a new user runs it: built by scripts/release.sh, then, from a clean
# environment (env -i: no Swift on PATH, no HOME) in an empty folder outside the repository,
# `insetlab init` followed by `insetlab check` must pass, and ldd must name no Swift library.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/release.sh .build/dist
binary="$PWD/.build/dist/insetlab"
folder="$(mktemp -d)"
trap 'rm -rf "$folder"' EXIT
cd "$folder"
env -i PATH=/usr/bin:/bin "$binary" init
env -i PATH=/usr/bin:/bin "$binary" check
test -f Schemas/scene.schema.json
env -i PATH=/usr/bin:/bin CI=true "$binary" check --strict
# A storyboard, read by insetlab's own XML reader (the binary links no libxml2): a navigation
# controller showing a table view controller, imported in memory and laid out.
cat >Main.storyboard <<'XML'
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="NAV-00-000">
    <device id="retina6_12" orientation="portrait"/>
    <scenes>
        <scene sceneID="S01">
            <objects>
                <navigationController id="NAV-00-000" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" id="NBR-00-000"/>
                    <connections>
                        <segue destination="FED-00-000" kind="relationship" relationship="rootViewController" id="R01"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        <scene sceneID="S02">
            <objects>
                <tableViewController id="FED-00-000" sceneMemberID="viewController">
                    <tableView key="view" style="plain" rowHeight="44" id="FTV-00-000">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    </tableView>
                    <navigationItem key="navigationItem" title="Feed" id="NI1"/>
                </tableViewController>
            </objects>
        </scene>
    </scenes>
</document>
XML
env -i PATH=/usr/bin:/bin "$binary" run --format json Main.storyboard | grep -q '"adjustedContentInset"'
echo "release-check: the release binary runs init, check and a storyboard in an empty folder, outside the repository"
