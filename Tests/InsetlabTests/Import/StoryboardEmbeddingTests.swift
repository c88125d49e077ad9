import Foundation
@testable import InsetlabImport
import Testing

/// Embed segues must end: a controller embedded (through container views) in itself, or a
/// chain deeper than any screen nests, is cut at its segue with a located loss, instead of the
/// import recursing until the stack overflows (found by feeding import such files).
@Suite("Storyboard import: embedding that does not end, repeated ids, placeholders, guessed devices")
struct StoryboardEmbeddingTests {
    /// Controllers `C0`…`C(n-1)`; `C(i)` holds a container view embedding `embeds[i]` (if any).
    static func storyboard(_ embeds: [Int?]) -> String {
        var scenes = ""
        for (index, target) in embeds.enumerated() {
            let container = target.map {
                """
                <subviews><containerView contentMode="scaleToFill" id="K\(index)"><rect key="frame" x="0" y="100" width="414" height="300"/><connections><segue destination="C\($0)" kind="embed" id="E\(index)"/></connections></containerView></subviews>
                """
            } ?? ""
            scenes += """
                <scene sceneID="S\(index)"><objects><viewController id="C\(index)" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="V\(index)"><rect key="frame" x="0.0" y="0.0" width="414" height="896"/>\(container)</view></viewController></objects></scene>

                """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="C0">
                <device id="retina6_1" orientation="portrait"/>
                <scenes>
            \(scenes)    </scenes>
            </document>
            """
    }

    @Test func aControllerEmbeddedInItselfIsALossAtItsSegue() throws {
        for embeds in [[0], [1, 2, 1]] as [[Int?]] {
            let text = Self.storyboard(embeds)
            let document = try StoryboardImporter.importData(Data(text.utf8), file: "Loop.storyboard")
            #expect(!document.screens.isEmpty)
            for screen in document.screens {
                #expect(screen.status == .lossy, "\(embeds): \(screen.lost.map(\.what))")
                #expect(screen.lost.contains { $0.what.contains("closes a loop") && $0.mark?.line != nil }, "\(screen.lost.map(\.what))")
            }
        }
    }

    /// A navigation controller in a container view (a common pattern): the host's screen holds
    /// it and its root view controller; the root is no window-root screen of its own.
    @Test func aNavigationControllerInAContainerViewIsPartOfTheHostsScreen() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="HST-00-000">
                <device id="retina6_1" orientation="portrait"/>
                <scenes>
                    <scene sceneID="S1"><objects><viewController id="HST-00-000" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="HSV-00-000"><rect key="frame" x="0.0" y="0.0" width="414" height="896"/><subviews><containerView contentMode="scaleToFill" fixedFrame="YES" id="CNT-00-000"><rect key="frame" x="0" y="100" width="414" height="300"/><autoresizingMask key="autoresizingMask"/><connections><segue destination="NAV-00-000" kind="embed" id="EMB-00-000"/></connections></containerView></subviews></view></viewController></objects></scene>
                    <scene sceneID="S2"><objects><navigationController id="NAV-00-000" sceneMemberID="viewController"><navigationBar key="navigationBar" contentMode="scaleToFill" id="NBR-00-000"/><connections><segue destination="ROT-00-000" kind="relationship" relationship="rootViewController" id="RTS-00-000"/></connections></navigationController></objects></scene>
                    <scene sceneID="S3"><objects><viewController id="ROT-00-000" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="RTV-00-000"><rect key="frame" x="0.0" y="0.0" width="414" height="300"/></view></viewController></objects></scene>
                </scenes>
            </document>
            """
        let document = try StoryboardImporter.importData(Data(text.utf8), file: "Host.storyboard")
        #expect(document.screens.map(\.ib) == ["HST-00-000"], "\(document.screens.map(\.ib))")
        let host = try #require(document.screens.first)
        #expect(host.status == .exact, "\(host.lost.map(\.what))")
        let scene = try #require(host.text)
        #expect(scene.contains("childViewController:\n              type: UINavigationController"), "\(scene)")
        #expect(scene.contains("ib: ROT-00-000"))
    }

    /// Interface Builder gives every object its own id; with two, constraints and segues could
    /// attach to either, so the document is refused at the second one.
    @Test func aRepeatedIdIsAnErrorAtItsSecondElement() throws {
        let text = Self.storyboard([nil]).replacingOccurrences(
            of: "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"414\" height=\"896\"/>",
            with: "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"414\" height=\"896\"/><subviews><view contentMode=\"scaleToFill\" id=\"V0\"/></subviews>")
        do {
            _ = try StoryboardImporter.importData(Data(text.utf8), file: "Dup.storyboard")
            Issue.record("a repeated id was imported")
        } catch {
            let line = ImportFixtures.line(of: "<subviews><view", in: text)!
            #expect(error.description.hasPrefix("Dup.storyboard:\(line):"), "\(error.description)")
            #expect(error.description.contains("duplicate id \"V0\""), "\(error.description)")
        }
    }

    /// A placeholder constraint is removed at build time for one code adds: the layout is not
    /// in the file, so the screen is lossy, with the loss at the constraint.
    @Test func aPlaceholderConstraintIsALoss() throws {
        let text = Self.storyboard([nil]).replacingOccurrences(
            of: "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"414\" height=\"896\"/>",
            with: """
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/><subviews><view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="BOX"><rect key="frame" x="0.0" y="0.0" width="100" height="100"/></view></subviews><constraints><constraint firstItem="BOX" firstAttribute="width" constant="100" placeholder="YES" id="PLH"/></constraints>
                """)
        let document = try StoryboardImporter.importData(Data(text.utf8), file: "Placeholder.storyboard")
        let screen = try #require(document.screens.first)
        let line = ImportFixtures.line(of: "id=\"PLH\"", in: text)
        #expect(screen.status == .lossy)
        #expect(screen.lost.contains { $0.mark?.line == line && $0.what.contains("is a placeholder") }, "\(screen.lost.map(\.what))")
    }

    /// Two storyboards whose names agree in their first 120 safe characters (SWRevealViewController's
    /// `…en.lproj__MainStoryboard` and `…MainStoryboard-iPad`) get two folders.
    @Test func longNamesThatShareAPrefixStayDistinct() {
        let prefix = String(repeating: "SWRevealViewController__", count: 5)
        let a = FileNames.stem(of: prefix + "MainStoryboard.storyboard")
        let b = FileNames.stem(of: prefix + "MainStoryboard-iPad.storyboard")
        #expect(a != b)
        #expect(a.utf8.count == 120 && b.utf8.count == 120)
        #expect(FileNames.stem(of: "Main.storyboard") == "Main")
    }

    /// A file that names no device: the root view's 414 × 896 screen is the iPhone XS Max's, the
    /// XR's and the 11's (uikit-facts §1.1), whose status bars differ (44 and 48, §1.2): a guess,
    /// so a loss naming the others.
    @Test func aDeviceGuessedFromAScreenSharedByOthersIsALoss() throws {
        let text = Self.storyboard([nil]).replacingOccurrences(of: "    <device id=\"retina6_1\" orientation=\"portrait\"/>\n", with: "")
        #expect(!text.contains("<device"))
        let document = try StoryboardImporter.importData(Data(text.utf8), file: "NoDevice.storyboard")
        let screen = try #require(document.screens.first)
        #expect(screen.status == .lossy)
        #expect(screen.lost.contains { $0.what.contains("the file names no simulated device") && $0.what.contains("iPhone XR") }, "\(screen.lost.map(\.what))")
    }

    /// An IB device id the table does not know (`ipad12_9`, the home-button iPad Pro 12.9-inch,
    /// status bar 20 and no home indicator) with the screen of one catalog device (the iPad Pro
    /// 12.9-inch, home indicator: uikit-facts §1.1) is that device's screen, not its bars: a loss
    /// at the `<device>` line. It was imported as exact.
    @Test func anUnknownDeviceIDGuessedBySizeIsALoss() throws {
        let text = Self.storyboard([nil])
            .replacingOccurrences(of: "<device id=\"retina6_1\" orientation=\"portrait\"/>", with: "<device id=\"ipad12_9\" orientation=\"portrait\"/>")
            .replacingOccurrences(of: "width=\"414\" height=\"896\"", with: "width=\"1024\" height=\"1366\"")
        let document = try StoryboardImporter.importData(Data(text.utf8), file: "Pad.storyboard")
        let screen = try #require(document.screens.first)
        #expect(screen.status == .lossy)
        #expect(screen.lost.contains {
            $0.what.hasPrefix("simulated device \"ipad12_9\" is not in insetlab's table: imported for the iPad Pro (12.9-inch)")
                && $0.mark?.line == ImportFixtures.line(of: "<device id=", in: text)
        }, "\(screen.lost.map(\.what))")
    }

    /// A constant or multiplier past the million points a scene number may be is a loss at its
    /// constraint, as NaN is (it made the screen fail to read back).
    @Test func anOutOfRangeConstantOrMultiplierIsALoss() throws {
        for attributes in ["constant=\"1e300\"", "multiplier=\"1e300\""] {
            let text = Self.storyboard([nil]).replacingOccurrences(
                of: "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"414\" height=\"896\"/>",
                with: """
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/><subviews><view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="BOX"><rect key="frame" x="0.0" y="0.0" width="100" height="100"/></view></subviews><constraints><constraint firstItem="BOX" firstAttribute="width" secondItem="V0" secondAttribute="width" \(attributes) id="BIG"/></constraints>
                    """)
            let document = try StoryboardImporter.importData(Data(text.utf8), file: "Big.storyboard")
            let screen = try #require(document.screens.first)
            #expect(screen.status == .lossy, "\(attributes): \(screen.lost.map(\.what))")
            #expect(screen.lost.contains { $0.what.contains("not a number in range") }, "\(screen.lost.map(\.what))")
        }
    }

    /// Interface Builder saves UTF-8; a UTF-16 or UTF-32 copy is named as such at 1:1 (it read
    /// as "text before the root element").
    @Test func aUTF16OrUTF32FileIsNamed() throws {
        let text = Self.storyboard([nil])
        let encodings: [(String, String.Encoding)] = [("UTF-16", .utf16), ("UTF-16", .utf16LittleEndian), ("UTF-32", .utf32)]
        for (name, encoding) in encodings {
            let data = try #require(text.data(using: encoding))
            do {
                _ = try StoryboardImporter.importData(data, file: "Wide.storyboard")
                Issue.record("\(encoding) was read")
            } catch {
                #expect(error.description.hasPrefix("Wide.storyboard:1:1: error: the file is \(name), not UTF-8"), "\(error.description)")
            }
        }
        // UTF-16 and UTF-32 without a byte order mark, told by the document's first '<'; bytes
        // with NULs that are no text at all are not an XML document, not "UTF-16".
        let bare: [(String, [UInt8])] = [("UTF-16", [0x3C, 0, 0x3F, 0]), ("UTF-32", [0, 0, 0, 0x3C]), ("not an XML document", [0, 1, 2, 3])]
        for (name, bytes) in bare {
            do {
                _ = try StoryboardImporter.importData(Data(bytes), file: "Wide.storyboard")
                Issue.record("\(bytes) was read")
            } catch {
                #expect(error.description.contains(name), "\(error.description)")
            }
        }
    }

    /// A controller that embeds the navigation controller whose root it is: a loop through the
    /// navigation controller, cut at the embed segue (it recursed without end).
    @Test func aLoopThroughAnEmbeddedNavigationControllerIsCut() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="AAA">
                <device id="retina6_1" orientation="portrait"/>
                <scenes>
                    <scene sceneID="S1"><objects><viewController id="AAA" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="VA"><rect key="frame" x="0.0" y="0.0" width="414" height="896"/><subviews><containerView contentMode="scaleToFill" fixedFrame="YES" id="CA"><rect key="frame" x="0" y="100" width="414" height="300"/><autoresizingMask key="autoresizingMask"/><connections><segue destination="NAV" kind="embed" id="EA"/></connections></containerView></subviews></view></viewController></objects></scene>
                    <scene sceneID="S2"><objects><navigationController id="NAV" sceneMemberID="viewController"><navigationBar key="navigationBar" contentMode="scaleToFill" id="NB"/><connections><segue destination="AAA" kind="relationship" relationship="rootViewController" id="RS"/></connections></navigationController></objects></scene>
                </scenes>
            </document>
            """
        let document = try StoryboardImporter.importData(Data(text.utf8), file: "NavLoop.storyboard")
        let screen = try #require(document.screens.first)
        let line = ImportFixtures.line(of: "id=\"EA\"", in: text)
        #expect(screen.lost.contains { $0.mark?.line == line && $0.what.contains("closes a loop") }, "\(screen.lost.map(\.what))")
    }

    @Test func aChainDeeperThanAnyScreenIsCut() throws {
        // 40 controllers, each embedding the next: the 33rd link is cut (maximumEmbeddingDepth 32).
        let embeds: [Int?] = (0..<40).map { $0 < 39 ? $0 + 1 : nil }
        let text = Self.storyboard(embeds)
        let document = try StoryboardImporter.importData(Data(text.utf8), file: "Deep.storyboard")
        let first = try #require(document.screens.first { $0.ib == "C0" })
        let line = ImportFixtures.line(of: "id=\"E32\"", in: text)
        #expect(first.lost.contains { $0.mark?.line == line && $0.what.contains("more than 32 controllers deep") }, "\(first.lost.map(\.what))")
        // The controller below the cut is a screen of its own.
        #expect(document.screens.contains { $0.ib == "C33" })
    }
}
