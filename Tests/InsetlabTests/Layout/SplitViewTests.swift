import InsetlabLayout
import InsetlabScene
import Testing

/// UISplitViewController, iOS 14 column style (docs/model-decisions.md M26). Measured: the
/// primary column's 100-pt off-screen buffer in `safeAreaInsets.left` (research-facts V1).
/// Stated: which columns show in regular and compact width (V2). Estimates (noted): the 320-pt
/// default width, what `automatic` resolves to, the collapse target without a compact column.
///
/// The columns here are plain view controllers: Apple's UISplitViewController reference ("Child
/// view controllers") has the split view wrap each in a navigation controller it creates, so
/// each shows a navigation bar, 50 pt on an iPad from iOS 12 (uikit-facts F48) and 44 on an
/// iPhone in portrait under its status bar (53.667 + 44 = 97.667 on an iPhone 15, F14–F16).
@Suite("split view")
struct SplitViewTests {
    private func split(device: String = "iPad Pro (11-inch)", orientation: String = "landscape", extra: String = "") throws -> LayoutResult {
        try layout("""
            device: \(device)
            ios: 17
            orientation: \(orientation)
            root:
              type: UISplitViewController
              id: split
              \(extra)
              primary: {type: UIViewController, id: sidebar}
              secondary: {type: UIViewController, id: detail}
            """)
    }

    private func references(_ r: LayoutResult) -> Set<String> {
        Set(r.notes.filter { $0.kind == .uncertainty }.map(\.reference))
    }

    @Test func primaryColumnCarriesTheHundredPointBuffer() throws {
        let r = try split(extra: "preferredDisplayMode: oneBesideSecondary\n  preferredPrimaryColumnWidth: 320")
        // V1: negative frame origin and safeAreaInsets.left = 100; the home-indicator iPad's (24, 0, 20, 0) (§1.3)
        // under the wrapping navigation bar: top 24 + 50 = 74.
        #expect(r.c("sidebar").viewFrame == rect(-100, 0, 420, 834))
        #expect(r.c("sidebar").safeAreaInsets == insets(74, 100, 20, 0))
        // V2: the secondary beside it, in the rest of the 1194-pt landscape width.
        #expect(r.c("detail").viewFrame == rect(320, 0, 874, 834))
        #expect(r.c("detail").safeAreaInsets == insets(74, 0, 20, 0))
        #expect(!references(r).contains("split-column-width"))  // the width is the scene's
    }

    /// The split view's own additionalSafeAreaInsets reach its columns, whose views are its
    /// view's subviews (UIViewController.h: a container's additional insets "add to the overlay
    /// that UIViewController calculates for the safeAreaInsets for contained view controllers";
    /// LAYOUT-MODEL §6). The columns kept only the window's (24, 0, 20, 0), here under their
    /// 50-pt bars: bottom 20 + 10 = 30.
    @Test func theSplitViewsAdditionalInsetsReachItsColumns() throws {
        let r = try split(extra: "preferredDisplayMode: oneBesideSecondary\n  preferredPrimaryColumnWidth: 320\n  additionalSafeAreaInsets: [0, 0, 10, 0]")
        #expect(r.c("detail").safeAreaInsets == insets(74, 0, 30, 0))
        #expect(r.c("sidebar").safeAreaInsets == insets(74, 100, 30, 0))
    }

    /// A primary column wider than the split view: UIKit bounds it by maximumPrimaryColumnWidth,
    /// whose default no source gives; no negative secondary column, and a not-modelled note.
    @Test func aPrimaryWiderThanTheSplitViewIsNotModelled() throws {
        let r = try split(orientation: "portrait", extra: "preferredDisplayMode: oneBesideSecondary\n  preferredPrimaryColumnWidth: 900")
        #expect(r.c("detail").viewFrame.width >= 0)
        #expect(r.notes.contains { $0.kind == .notModelled && $0.reference == "split-column-width" })
    }

    /// An iPad window narrower than any iPad's screen (the iPad mini's 744) is Slide Over or
    /// Split Screen, compact width in UIKit (LAYOUT-MODEL §9 lists it as not modelled): said.
    @Test func aNarrowIPadWindowIsNotModelled() throws {
        let r = try layout("""
            device: {name: iPad slide over, idiom: pad, screen: [320, 1174], statusBar: 24, safeArea: {portrait: [24, 0, 20, 0], landscape: [24, 0, 20, 0]}}
            ios: 17
            root: {type: UIViewController, id: screen}
            """)
        #expect(r.notes.contains { $0.kind == .notModelled && $0.reference == "ipad-narrow-window" })
        let full = try split(orientation: "portrait")
        #expect(!full.notes.contains { $0.reference == "ipad-narrow-window" })
    }

    @Test func defaultWidthAndAutomaticModeAreNotedEstimates() throws {
        let landscape = try split()
        #expect(landscape.c("detail").viewFrame == rect(320, 0, 874, 834))
        #expect(references(landscape).isSuperset(of: ["split-column-width", "split-automatic"]))
        let portrait = try split(orientation: "portrait")
        #expect(portrait.c("detail").viewFrame == rect(0, 0, 834, 1194))
        #expect(portrait.controller(id: "sidebar") == nil)
        #expect(references(portrait).contains("split-automatic"))
    }

    @Test func compactWidthShowsTheCompactColumn() throws {
        let r = try layout("""
            device: iPhone 15
            ios: 17
            root:
              type: UISplitViewController
              primary: {type: UIViewController, id: sidebar}
              secondary: {type: UIViewController, id: detail}
              compact: {type: UIViewController, id: phone}
            """)
        // V2: "the .compact column shows in compact width"; it fills the window, safe area (59, 0, 34, 0) (§1.2)
        // under the wrapping navigation bar: top 97.667.
        #expect(r.c("phone").viewFrame == rect(0, 0, 393, 852))
        #expect(close(r.c("phone").safeAreaInsets, insets(97.667, 0, 34, 0)))
        #expect(r.controller(id: "sidebar") == nil && r.controller(id: "detail") == nil)
    }

    /// Apple, UISplitViewController, "Child view controllers": a column's controller that is not
    /// a navigation controller is wrapped in one the split view creates, reported as
    /// `<column>.navigationController`; a navigation controller the scene writes is not wrapped
    /// again, and one whose bar is hidden shows none (the window's 24 alone).
    @Test func plainColumnsAreWrappedInANavigationController() throws {
        let r = try split(extra: "preferredDisplayMode: oneBesideSecondary\n  preferredPrimaryColumnWidth: 320")
        #expect(r.controllers.map(\.name) == [
            "split", "root.primary.navigationController", "sidebar", "root.secondary.navigationController", "detail",
        ])
        #expect(r.bars.filter { $0.kind == .navigationBar }.map(\.frame) == [rect(-100, 24, 420, 50), rect(320, 24, 874, 50)])
        let hidden = try layout("""
            device: iPad Pro (11-inch)
            ios: 17
            orientation: landscape
            root:
              type: UISplitViewController
              preferredDisplayMode: oneBesideSecondary
              preferredPrimaryColumnWidth: 320
              primary: {type: UINavigationController, isNavigationBarHidden: true, viewControllers: [{type: UIViewController, id: sidebar}]}
              secondary: {type: UIViewController, id: detail}
            """)
        #expect(hidden.c("sidebar").safeAreaInsets == insets(24, 100, 20, 0))
        #expect(hidden.controllers.count == 5)
    }

    /// V1 was measured on iOS 16; on iOS 26 the same rules apply with a note that says so.
    @Test func iOS26SplitViewIsNoted() throws {
        let r = try layout("""
            device: iPad Pro (11-inch)
            ios: 26
            orientation: landscape
            root:
              type: UISplitViewController
              preferredDisplayMode: oneBesideSecondary
              preferredPrimaryColumnWidth: 320
              primary: {type: UIViewController, id: sidebar}
              secondary: {type: UIViewController, id: detail}
            """)
        #expect(references(r).contains("split-ios26"))
        #expect(!references(try split()).contains("split-ios26"))
    }
}
