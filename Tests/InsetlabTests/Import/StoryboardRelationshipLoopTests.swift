import Foundation
@testable import InsetlabImport
import Testing

/// Relationship segues that UIKit could not instantiate (a navigation controller rooted in a
/// navigation controller, itself included; a tab bar controller among its own tabs), and chains
/// held by a container the import does not continue through. Found by feeding import such
/// files: a self-rooted navigation controller in a container view recursed until the stack
/// overflowed, and a tab bar controller as a navigation controller's root was written as an
/// exact window root without its navigation bar. Every expectation is a line of the file
/// below and the words of the loss.
@Suite("Storyboard import: relationships that loop, and chains held by containers")
struct StoryboardRelationshipLoopTests {
    /// A document of `scenes`, one `<scene>` per line, starting at line 5.
    static func storyboard(initial: String, _ scenes: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="\(initial)">
            <device id="retina6_1" orientation="portrait"/>
            <scenes>
        \(scenes.enumerated().map { "        <scene sceneID=\"S\($0)\"><objects>\($1)</objects></scene>" }.joined(separator: "\n"))
            </scenes>
        </document>
        """
    }

    static func navigation(_ id: String, root: String) -> String {
        #"<navigationController id="\#(id)" sceneMemberID="viewController"><navigationBar key="navigationBar" contentMode="scaleToFill" id="\#(id)-bar"/><connections><segue destination="\#(root)" kind="relationship" relationship="rootViewController" id="\#(id)-root"/></connections></navigationController>"#
    }

    static func tabBar(_ id: String, tabs: [String]) -> String {
        let segues = tabs.enumerated().map { #"<segue destination="\#($1)" kind="relationship" relationship="viewControllers" id="\#(id)-tab\#($0)"/>"# }.joined()
        return #"<tabBarController id="\#(id)" sceneMemberID="viewController"><tabBar key="tabBar" contentMode="scaleToFill" id="\#(id)-bar"/><connections>\#(segues)</connections></tabBarController>"#
    }

    static func controller(_ id: String, embedding: String? = nil, pushing: String? = nil) -> String {
        let container = embedding.map {
            #"<subviews><containerView contentMode="scaleToFill" fixedFrame="YES" id="\#(id)-box"><rect key="frame" x="0" y="100" width="414" height="300"/><autoresizingMask key="autoresizingMask"/><connections><segue destination="\#($0)" kind="embed" id="\#(id)-embed"/></connections></containerView></subviews>"#
        } ?? ""
        let push = pushing.map { #"<connections><segue destination="\#($0)" kind="show" id="\#(id)-show"/></connections>"# } ?? ""
        return #"<viewController id="\#(id)" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="\#(id)-view"><rect key="frame" x="0.0" y="0.0" width="414" height="896"/>\#(container)</view>\#(push)</viewController>"#
    }

    static func line(_ needle: String, _ text: String) -> Int {
        ImportFixtures.line(of: needle, in: text) ?? -1
    }

    /// Crashed (stack overflow) before: the emitter followed the root relationship for ever.
    @Test func aNavigationControllerRootedInItselfInAContainerViewLeavesTheContainerEmpty() throws {
        for scenes in [
            [Self.controller("HST", embedding: "NAV"), Self.navigation("NAV", root: "NAV")],
            [Self.controller("HST", embedding: "NAV"), Self.navigation("NAV", root: "NV2"), Self.navigation("NV2", root: "NAV")],
        ] {
            let text = Self.storyboard(initial: "HST", scenes)
            let document = try StoryboardImporter.importData(Data(text.utf8), file: "Loop.storyboard")
            let host = try #require(document.screens.first { $0.ib == "HST" })
            #expect(host.status == .lossy)
            #expect(host.lost.contains { $0.what.contains("embeds navigationController \"NAV\", which has no root view controller here: container view \"HST-box\" is left empty") && $0.mark?.line == Self.line("HST-embed", text) }, "\(host.lost)")
            // The refused relationship belongs to no screen: it is said once, for the file.
            #expect(document.notes.contains { $0.what.contains("navigationController \"NAV\"'s root view controller is") && $0.what.contains("UIKit does not push a navigation controller") && $0.mark?.line == Self.line("NAV-root", text) }, "\(document.notes)")
            #expect(host.text?.contains("childViewController") == false)
        }
    }

    @Test func aTabBarControllerAmongItsOwnTabsIsNotATabOfItself() throws {
        let text = Self.storyboard(initial: "TAB", [Self.tabBar("TAB", tabs: ["ONE", "TAB"]), Self.controller("ONE")])
        let document = try StoryboardImporter.importData(Data(text.utf8), file: "Tabs.storyboard")
        let screen = try #require(document.screens.first)
        // It failed before, with a duplicate id the scene's own reading found.
        #expect(screen.status == .lossy, "\(screen.lost)")
        #expect(screen.lost.contains { $0.what.contains("tabBarController \"TAB\" is among its own tabs") && $0.mark?.line == Self.line("TAB-tab1", text) })
        #expect(screen.text?.contains("type: UITabBarController") == true)
    }

    /// Two tab bar controllers each a tab of the other (review): the storyboard would load them
    /// for ever. The link that closes the loop is cut with a loss at its segue; the screen in the
    /// initial one is no longer exact.
    @Test func twoTabBarControllersEachATabOfTheOtherAreALoop() throws {
        let text = Self.storyboard(initial: "TB1", [Self.tabBar("TB1", tabs: ["ONE", "TB2"]), Self.tabBar("TB2", tabs: ["TWO", "TB1"]), Self.controller("ONE"), Self.controller("TWO")])
        let document = try StoryboardImporter.importData(Data(text.utf8), file: "Mutual.storyboard")
        let all = document.screens.flatMap(\.lost) + document.notes
        #expect(all.contains { $0.what.contains("closes a loop of relationships") }, "\(all.map(\.what))")
        let one = try #require(document.screens.first { $0.ib == "ONE" })
        #expect(one.status == .lossy, "\(one.lost.map(\.what))")
    }

    /// Imported as exact before, under no navigation bar, with a header saying no segue shows it.
    @Test func aTabBarControllerAsANavigationControllersRootIsALoss() throws {
        let text = Self.storyboard(initial: "NAV", [Self.navigation("NAV", root: "TAB"), Self.tabBar("TAB", tabs: ["ONE"]), Self.controller("ONE")])
        let document = try StoryboardImporter.importData(Data(text.utf8), file: "NavTab.storyboard")
        let screen = try #require(document.screens.first)
        #expect(screen.status == .lossy)
        #expect(screen.lost.contains { $0.what == "tabBarController \"TAB\" is the root of navigationController \"NAV\", which the import does not model around it: imported as the window's root" && $0.mark?.line == Self.line("NAV-root", text) }, "\(screen.lost)")
        #expect(screen.text?.contains("no segue shows this controller") == false)
    }

    /// The controller pushed onto a navigation controller in a container view is shown in the
    /// container's frame, not the window's.
    @Test func aControllerPushedInsideAContainerViewIsALoss() throws {
        let text = Self.storyboard(initial: "HST", [
            Self.controller("HST", embedding: "NAV"), Self.navigation("NAV", root: "ROT"), Self.controller("ROT", pushing: "TOP"), Self.controller("TOP"),
        ])
        let document = try StoryboardImporter.importData(Data(text.utf8), file: "Pushed.storyboard")
        #expect(document.screens.map(\.ib) == ["HST", "TOP"], "\(document.screens.map(\.ib))")
        let pushed = try #require(document.screens.last)
        #expect(pushed.status == .lossy)
        #expect(pushed.lost.contains { $0.what.contains("navigationController \"NAV\" is embedded in container view \"HST-box\"") && $0.mark?.line == Self.line("HST-embed", text) }, "\(pushed.lost)")
        let host = try #require(document.screens.first)
        #expect(host.status == .exact, "\(host.lost)")
    }
}
