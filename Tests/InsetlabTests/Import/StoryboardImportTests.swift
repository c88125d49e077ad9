import Foundation
import InsetlabImport
import InsetlabYAML
import Testing

@Suite("Storyboard import")
struct StoryboardImportTests {
    let document: ImportedDocument

    init() throws {
        document = try StoryboardImporter.importData(Data(ImportFixtures.app.utf8), file: "App.storyboard")
    }

    func screen(_ ib: String) throws -> ImportedScreen {
        try #require(document.screens.first { $0.ib == ib }, "no screen \(ib)")
    }

    func line(_ needle: String) -> Int { ImportFixtures.line(of: needle, in: ImportFixtures.app) ?? -1 }

    @Test func everyContentControllerIsAScreenExceptEmbeddedOnes() {
        // Feed, Detail, Settings, About; the chart is embedded in Detail's container view.
        #expect(document.screens.map(\.ib) == ["FED-00-000", "DET-00-000", "SET-00-000", "ABT-00-000"])
        #expect(document.screens.map(\.fileStem) == ["Feed", "DetailViewController", "Settings", "About"])
        #expect(document.stem == "App")
    }

    @Test func deviceAndEraComeFromTheDocument() throws {
        // retina4_7 → iPhone 8; toolsVersion 14460 is Xcode 10 → iOS 12 (docs/storyboard-import.md).
        let text = try #require(try screen("FED-00-000").text)
        #expect(text.contains("\ndevice: iPhone 8\n"))
        #expect(text.contains("\nios: 12\n"))
    }

    @Test func retargetingReplacesDeviceAndVersion() throws {
        let retargeted = try StoryboardImporter.importData(
            Data(ImportFixtures.app.utf8), file: "App.storyboard", options: ImportOptions(device: "iPhone 16 Pro", ios: 18))
        let text = try #require(retargeted.screens.first?.text)
        #expect(text.contains("\ndevice: iPhone 16 Pro\n"))
        #expect(text.contains("\nios: 18\n"))
        #expect(throws: DiagnosticError.self) {
            try StoryboardImporter.importData(Data(ImportFixtures.app.utf8), file: "App.storyboard", options: ImportOptions(device: "Nokia 3310"))
        }
    }

    @Test func pushedScreenSitsInItsTabAndNavigationStack() throws {
        let detail = try screen("DET-00-000")
        let text = try #require(detail.text)
        // Tab bar (opaque) → navigation controller → [feed, detail].
        #expect(text.contains("  type: UITabBarController\n"))
        #expect(text.contains("  tabBar:\n    isTranslucent: false\n"))
        #expect(text.contains("type: UINavigationController"))
        let feed = try #require(text.range(of: "ib: FED-00-000"))
        let detailIB = try #require(text.range(of: "ib: DET-00-000"))
        #expect(feed.lowerBound < detailIB.lowerBound)
        #expect(text.contains("extendedLayoutIncludesOpaqueBars: true"))
        #expect(text.contains("hidesBottomBarWhenPushed: true"))
    }

    @Test func constraintsComeOverOneForOne() throws {
        let text = try #require(try screen("DET-00-000").text)
        // C01, C02 (label to the safe area), C03 turned around (button first), C05 (first item
        // omitted = the holder, the root view), C06 to a sibling, C07 a margin attribute, C08 an
        // inequality with multiplier and priority.
        #expect(text.contains("\"helloThereLabel.top == safeArea.top + 16\""))
        #expect(text.contains("\"helloThereLabel.leading == safeArea.leading + 16\""))
        #expect(text.contains("\"buyButton.bottom == safeArea.bottom - 25\""))
        #expect(text.contains("\"buyButton.trailing == superview.trailing - 16\""))
        #expect(text.contains("\"stackView.top == helloThereLabel.bottom + 19.5\""))
        #expect(text.contains("\"stackView.leading == superview.leadingMargin\""))
        #expect(text.contains("\"stackView.width <= superview.width * 0.5 @750\""))
        #expect(text.contains("\"containerView.height == 200\""))
        // placeholder="YES" (C09) is dropped as at build time; C13 is excluded from the base layout.
        #expect(!text.contains("+ 200\""))
        #expect(!text.contains("+ 300"))
    }

    @Test func storedFramesOnlyGiveIntrinsicSizes() throws {
        let text = try #require(try screen("DET-00-000").text)
        // The label's stored 87 × 20.5 is its intrinsic size, with IB's 251 hugging; no frame.
        #expect(text.contains("intrinsicContentSize: [87, 20.5]"))
        #expect(text.contains("horizontal: 251"))
        #expect(!text.contains("frame: [16, 80"))
        // An autoresized view keeps its frame and mask, designed in the 375 × 667 root view.
        #expect(text.contains("frame: [0, 420, 375, 50]"))
        #expect(text.contains("autoresizingMask: [flexibleWidth, flexibleBottomMargin]"))
        #expect(text.contains("designedIn: [375, 667]"))
    }

    @Test func stackViewsAndContainmentCarryOver() throws {
        let text = try #require(try screen("DET-00-000").text)
        #expect(text.contains("type: UIStackView"))
        #expect(text.contains("axis: vertical"))
        #expect(text.contains("distribution: fillEqually"))
        #expect(text.contains("isHidden: true"))
        #expect(text.contains("childViewController:"))
        #expect(text.contains("ib: CHD-00-000"))
    }

    @Test func everyControllerAndViewCarriesItsIBID() throws {
        let text = try #require(try screen("DET-00-000").text)
        for id in ["TAB-00-000", "NAV-00-000", "DET-00-000", "DVW-00-000", "LBL-00-000", "BTN-00-000", "STK-00-000", "SWI-00-000", "CHD-00-000", "CVW-00-000", "BAN-00-000"] {
            #expect(text.contains("ib: \(id)\n"), "missing ib: \(id)")
        }
        // Ids come from outlets (buyButton), else text (helloThereLabel).
        #expect(text.contains("id: buyButton\n"))
        #expect(text.contains("id: helloThereLabel\n"))
    }

    @Test func lossesArePointedAtTheirStoryboardLines() throws {
        let detail = try screen("DET-00-000")
        #expect(detail.status == .lossy)
        let unknownItem = try #require(detail.lost.first { $0.what.contains("NOPE-0-000") })
        #expect(unknownItem.mark?.line == line("id=\"C12\""))
        let unknownElement = try #require(detail.lost.first { $0.what.contains("<fancyWidget>") })
        #expect(unknownElement.mark?.line == line("<fancyWidget"))
        let widgetLine = try #require(ImportFixtures.app.split(separator: "\n").first { $0.contains("<fancyWidget") })
        let column = widgetLine.distance(from: widgetLine.startIndex, to: try #require(widgetLine.range(of: "<fancyWidget")).lowerBound) + 1
        #expect(unknownElement.mark?.column == column)
        // Losses are listed at the top of the scene as comments.
        #expect(detail.text?.contains("# LOSSY:") == true)
    }

    @Test func presentationsBecomeWindowRootsAndSheetsAreListedLosses() throws {
        let settings = try screen("SET-00-000")
        // Settings is a tab too; its own settings carry over.
        let text = try #require(settings.text)
        #expect(text.contains("automaticallyAdjustsScrollViewInsets: false"))
        #expect(text.contains("edgesForExtendedLayout: [top]"))
        #expect(text.contains("contentInsetAdjustmentBehavior: never"))
        #expect(text.contains("contentInset: [64, 0, 0, 0]"))
        // About: presented with the automatic style on iOS 12 → full screen, exact.
        #expect(try screen("ABT-00-000").status == .exact)
        // On iOS 13 the automatic style is a page sheet: the feed presents it
        // (SCENE-FORMAT "Presentation (v2)"), the style at the segue's line.
        let sheets = try StoryboardImporter.importData(Data(ImportFixtures.app.utf8), file: "App.storyboard", options: ImportOptions(ios: 13))
        let about = try #require(sheets.screens.first { $0.ib == "ABT-00-000" })
        #expect(about.status == .exact)
        let text13 = try #require(about.text)
        #expect(text13.contains("presentedViewController:"))
        #expect(text13.contains("modalPresentationStyle: automatic"))
        let styleLine = try #require(ImportFixtures.line(of: "modalPresentationStyle: automatic", in: text13))
        #expect(about.source(ofLine: styleLine)?.line == line("id=\"MOD-02\""))
    }

    @Test func danglingSegueIsALoss() throws {
        let feed = try screen("FED-00-000")
        let dangling = try #require(feed.lost.first { $0.what.contains("GONE-0-000") })
        #expect(dangling.mark?.line == line("id=\"DNG-01\""))
    }

    /// A relation Interface Builder does not write is a located loss, not an equality; a negative
    /// multiplier, which UIKit takes, comes over as written (`* -1`) and the screen still reads back.
    @Test func unknownRelationsAreLostAndNegativeMultipliersKept() throws {
        let text = ImportFixtures.app
            .replacingOccurrences(of: "constant=\"16\" id=\"C04\"", with: "constant=\"16\" relation=\"approximately\" id=\"C04\"")
            .replacingOccurrences(of: "secondAttribute=\"leading\" id=\"C10\"", with: "secondAttribute=\"leading\" multiplier=\"-1\" id=\"C10\"")
        let document = try StoryboardImporter.importData(Data(text.utf8), file: "App.storyboard")
        let detail = try #require(document.screens.first { $0.ib == "DET-00-000" })
        #expect(detail.status != .failed)
        let lost = try #require(detail.lost.first { $0.what.contains("C04") })
        #expect(lost.what.contains("the relation \"approximately\""))
        #expect(lost.mark?.line == ImportFixtures.line(of: "id=\"C04\"", in: text))
        #expect(detail.text?.contains(".leading * -1") == true, "\(detail.text ?? "")")
    }

    /// Xibs converted from the old format keep numeric object ids (`id="55"`); `ib: 55` would be
    /// a number, which insetlab refuses where an id belongs, so the import quotes it.
    @Test func numericObjectIdsAreWrittenAsText() throws {
        let text = ImportFixtures.app.replacingOccurrences(of: "LBL-00-000", with: "55")
        let document = try StoryboardImporter.importData(Data(text.utf8), file: "App.storyboard")
        let detail = try #require(document.screens.first { $0.ib == "DET-00-000" })
        #expect(detail.status != .failed, "\(detail.lost.map(\.what))")
        #expect(detail.text?.contains("ib: \"55\"\n") == true)
    }

    @Test func simulatedOpaqueBarUnderATranslucentRuntimeBarWarns() throws {
        let detail = try screen("DET-00-000")
        let warning = try #require(detail.warnings.first)
        #expect(warning.mark?.line == line("simulatedNavigationBarMetrics"))
        #expect(warning.message.contains("opaque"))
        #expect(try screen("FED-00-000").warnings.isEmpty)
    }

    @Test func lineSourcesMapSceneLinesToStoryboardElements() throws {
        let detail = try screen("DET-00-000")
        let text = try #require(detail.text)
        // Views sized by their content get IB's stored sizes, and the header says so once.
        #expect(text.contains("intrinsicContentSize: ["))
        #expect(text.components(separatedBy: "# intrinsicContentSize: the sizes Interface Builder stored").count == 2)
        // Its stack view holds a hidden view (HID-00-000): IB's canvas keeps its room, UIKit does not.
        #expect(text.contains("# a stack view here holds a hidden arranged subview: Interface Builder's canvas keeps its room"))
        let sceneLine = try #require(ImportFixtures.line(of: "ib: BTN-00-000", in: text))
        #expect(detail.source(ofLine: sceneLine)?.line == line("<button "))
    }

    @Test func xibOwnersViewIsAScreenAndCellsAreSkipped() throws {
        let xib = try StoryboardImporter.importData(Data(ImportFixtures.xib.utf8), file: "Login.xib")
        #expect(xib.screens.count == 1)
        let text = try #require(xib.screens.first?.text)
        // retina4_0 on toolsVersion 11762 (Xcode 8 → iOS 10): the iPhone SE (1st generation).
        #expect(text.contains("device: iPhone SE (1st generation)"))
        #expect(text.contains("ios: 10"))
        #expect(text.contains("id: titleLabel"))
        #expect(text.contains("frame: [20, 40, 280, 21]"))
        #expect(xib.notes.contains { $0.what.contains("cell") })
        // The label is placed by its frame: no intrinsic size is written, nor the header line about it.
        #expect(!text.contains("intrinsicContentSize"))
    }

    /// A xib that names no device is read for its top-level view's size, as a storyboard is
    /// for its root view's: the 320 × 568 view is a 4-inch iPhone's screen, not the iPhone 8's
    /// fallback (JSQMessagesViewController.xib, which IB laid out at 320 × 568).
    @Test func aXibWithoutADeviceIsSizedByItsTopLevelView() throws {
        let text = ImportFixtures.xib.replacingOccurrences(of: "    <device id=\"retina4_0\" orientation=\"portrait\"/>\n", with: "")
        #expect(!text.contains("<device"))
        let xib = try StoryboardImporter.importData(Data(text.utf8), file: "Login.xib")
        let screen = try #require(xib.screens.first)
        let scene = try #require(screen.text)
        #expect(scene.contains("the file names no simulated device; chosen by the stored 320 × 568 root view"), "\(scene)")
        #expect(!scene.contains("device: iPhone 8"))
    }

    @Test func placeholderToolsVersionIsDatedByThePlugIn() throws {
        // 32700.99.1234 is no Xcode build: duckduckgo's files of 2025-02-16 (before Xcode 26
        // existed) carry it with Interface Builder plug-in 22685, an Xcode 15 build (→ iOS 17).
        let text = ImportFixtures.xib
            .replacingOccurrences(of: "toolsVersion=\"11762\"", with: "toolsVersion=\"32700.99.1234\" useSafeAreas=\"YES\"")
            .replacingOccurrences(of: "retina4_0", with: "retina4_7")
            .replacingOccurrences(of: "<objects>", with: """
                <dependencies><plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22685"/></dependencies>
                <objects>
                """)
        let xib = try StoryboardImporter.importData(Data(text.utf8), file: "Login.xib")
        let scene = try #require(xib.screens.first?.text)
        #expect(scene.contains("ios: 17"))
        #expect(scene.contains("Xcode 15"))
    }
}

@Suite("Storyboard import: bad input")
struct StoryboardImportBadInputTests {
    func failure(_ text: String) -> Diagnostic? {
        do {
            _ = try StoryboardImporter.importData(Data(text.utf8), file: "Bad.storyboard")
            return nil
        } catch {
            return error.diagnostics.first
        }
    }

    @Test func notXMLIsALocatedError() throws {
        let diagnostic = try #require(failure("name: not xml\n"))
        #expect(diagnostic.message.contains("not an XML document"))
        #expect(diagnostic.mark != nil)
    }

    @Test func truncatedXMLIsALocatedError() throws {
        let diagnostic = try #require(failure("<?xml version=\"1.0\"?>\n<document type=\"x\">\n  <scenes>\n"))
        #expect(diagnostic.message.contains("not an XML document"))
        #expect(diagnostic.mark?.line == 3)
    }

    @Test func otherXMLIsNotAStoryboard() throws {
        let diagnostic = try #require(failure("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n"))
        #expect(diagnostic.message.contains("root element is <plist>"))
        #expect(diagnostic.mark?.line == 2)
    }

    @Test(arguments: [
        ("com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB", "MacOSX.Cocoa", "macOS"),
        ("com.apple.InterfaceBuilder.AppleTV.Storyboard", "AppleTV", "tvOS"),
        ("com.apple.InterfaceBuilder.WatchKit.Storyboard", "watchKit", "watchOS"),
    ])
    func otherPlatformsAreRefused(type: String, runtime: String, platform: String) throws {
        let text = "<?xml version=\"1.0\"?>\n<document type=\"\(type)\" targetRuntime=\"\(runtime)\" toolsVersion=\"14113\"><scenes/></document>\n"
        let diagnostic = try #require(failure(text))
        #expect(diagnostic.message.contains(platform))
    }

    /// A DTD is how external entities (and entity-expansion bombs) get in: refused outright.
    @Test func externalEntitiesAreNotRead() throws {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE document [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch" toolsVersion="14113">
            <scenes><scene><objects><viewController id="A" title="&secret;" sceneMemberID="viewController"><view key="view" id="B"/></viewController></objects></scene></scenes>
            </document>
            """
        let diagnostic = try #require(failure(text))
        #expect(diagnostic.message == "not an XML document: a DOCTYPE (DTD) is not allowed in an Interface Builder file")
        #expect(diagnostic.mark == Mark(line: 2, column: 1))
    }

    @Test func deepNestingFailsCleanly() throws {
        let depth = 5_000
        let text = "<?xml version=\"1.0\"?>\n" + String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        let diagnostic = try #require(failure(text))
        #expect(diagnostic.message.contains("nest more than \(XMLTreeReader.maxDepth) deep"))
        // At the `<` of the first element too deep: line 2, after 256 `<a>` of 3 characters.
        #expect(diagnostic.mark == Mark(line: 2, column: XMLTreeReader.maxDepth * 3 + 1))
    }
}
