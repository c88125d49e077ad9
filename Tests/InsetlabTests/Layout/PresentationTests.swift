import InsetlabLayout
import InsetlabScene
import Testing

/// SCENE-FORMAT "Presentation (v2)" (docs/model-decisions.md M20–M23). Measured numbers:
/// research-facts P3/P4 (iOS 26 page sheet on an iPhone 16). The rest are stated rules (P1, P2)
/// or estimates, which must come with a model-uncertainty note.
@Suite("presentation: sheets and full-screen modals")
struct PresentationTests {
    private func presenting(device: String = "iPhone 16", ios: Int, orientation: String = "portrait", presented: String) throws -> LayoutResult {
        try layout("""
            device: \(device)
            ios: \(ios)
            orientation: \(orientation)
            root:
              type: UINavigationController
              viewControllers:
                - type: UITableViewController
                  id: list
                  tableView: {id: table, rows: 30}
                  presentedViewController:
                    id: modal
                    \(presented)
            """)
    }

    private func references(_ r: LayoutResult) -> Set<String> {
        Set(r.notes.filter { $0.kind == .uncertainty }.map(\.reference))
    }

    @Test func iOS26LargeDetentIsTheMeasuredFrame() throws {
        let r = try presenting(ios: 26, presented: "type: UIViewController\n        modalPresentationStyle: pageSheet")
        // P3 (measured, OpenUIKit sheetprobe): (0, 59, 393, 793), safe area [0, 0, 34, 0].
        #expect(r.c("modal").viewFrame == rect(0, 59, 393, 793))
        #expect(r.c("modal").safeAreaInsets == insets(0, 0, 34, 0))
        // The presenting chain stays laid out beneath (SCENE-FORMAT), and keeps the status bar.
        #expect(r.c("list").viewFrame == rect(0, 0, 393, 852))
        #expect(r.bar(.statusBar) != nil)
        #expect(!references(r).contains("sheet-ios26"))  // measured on this very device
    }

    @Test func iOS26MediumDetentIsTheMeasuredFloatingSheet() throws {
        let r = try presenting(
            ios: 26, presented: "type: UIViewController\n        sheet: {detents: [medium, large]}")
        // P4 (measured): (8, 403.687, 377, 440.313), safe area [0, 0, 34, 0]; `automatic` is a page
        // sheet from iOS 13 (P1) and the sheet rests at its smallest detent.
        #expect(close(r.c("modal").viewFrame, rect(8, 403.687, 377, 440.313)))
        #expect(close(r.c("modal").safeAreaInsets, insets(0, 0, 34, 0)))
    }

    @Test func iOS13To18CardIsAnEstimateAndSaysSo() throws {
        let r = try presenting(device: "iPhone X", ios: 16, presented: "type: UIViewController\n        modalPresentationStyle: pageSheet")
        // research-facts §1: "presumably y = status bar + 10 on notched phones, but unverified": 44 + 10.
        #expect(r.c("modal").viewFrame == rect(0, 54, 375, 758))
        #expect(r.c("modal").safeAreaInsets == insets(0, 0, 34, 0))  // §6: the home-indicator band (34)
        #expect(references(r).contains("sheet-ios13-18"))
    }

    /// An iPad page sheet keeps its size (the iPad rule: portrait width × screen height) whatever
    /// the resting detent, and says the detent was not applied; an iPhone's medium detent is half
    /// the screen (Apple doc: "approximately half the height of the screen") and needs no such note.
    @Test func aDetentOnAnIPadSheetIsNotAppliedAndSaysSo() throws {
        let r = try layout("""
            device: iPad Pro (11-inch)
            ios: 17
            root: {type: UIViewController, presentedViewController: {type: UIViewController, id: modal, modalPresentationStyle: pageSheet, sheet: {detents: [medium]}}}
            """)
        #expect(r.c("modal").viewFrame == rect(0, 0, 834, 1194))
        #expect(r.notes.contains { $0.reference == "sheet-ipad-detent" })
        let phone = try presenting(device: "iPhone X", ios: 16, presented: "type: UIViewController\n        sheet: {detents: [medium]}")
        #expect(!phone.notes.contains { $0.reference == "sheet-ipad-detent" })
    }

    /// formSheet on an iPhone in portrait: the page-sheet card, with a note naming the stated
    /// alternative (research-facts P8: full screen); pageSheet itself needs no such note.
    @Test func aFormSheetOnAnIPhoneIsTheCardAndSaysWhatElseIsStated() throws {
        let form = try presenting(device: "iPhone X", ios: 16, presented: "type: UIViewController\n        modalPresentationStyle: formSheet")
        // research-facts §1: "presumably y = status bar + 10 on notched phones": 44 + 10.
        #expect(form.c("modal").viewFrame == rect(0, 54, 375, 758))
        #expect(form.notes.contains { $0.reference == "form-sheet-iphone" })
        let page = try presenting(device: "iPhone X", ios: 16, presented: "type: UIViewController\n        modalPresentationStyle: pageSheet")
        #expect(!page.notes.contains { $0.reference == "form-sheet-iphone" })
    }

    /// A presenter that hides the status bar: the card still starts at 20 + 10 = 30 on an iPhone
    /// SE (2nd generation) (research-facts §1's guess, counting the bar), and the note says the
    /// hidden case is unmeasured too.
    @Test func iOS13To18CardUnderAHiddenStatusBarSaysItIsAGuess() throws {
        let r = try layout("""
            device: iPhone SE (2nd generation)
            ios: 17
            root:
              type: UIViewController
              prefersStatusBarHidden: true
              presentedViewController: {type: UIViewController, id: modal}
            """)
        #expect(r.c("modal").viewFrame == rect(0, 30, 375, 637))
        #expect(r.notes.contains { $0.reference == "sheet-ios13-18" && $0.message.contains("the status bar is hidden here and its 20 pt are counted anyway") })
    }

    /// A navigation bar at the top of an iOS 13–18 page sheet is 56 pt (M30: the view hierarchies
    /// of wix/react-native-navigation #5730, Tencent/QMUI_iOS #877 on an iPhone 11 Pro simulator
    /// with iOS 13.0, HeathWang/HWPanModal #85), noted; the sheet's content starts under it.
    @Test func aNavigationBarAtTheTopOfAnIOS13To18SheetIsFiftySix() throws {
        let r = try presenting(device: "iPhone 11 Pro", ios: 13, presented: """
            type: UINavigationController
                    viewControllers: [{type: UITableViewController, id: sheetList, tableView: {id: sheetTable, rows: 30}}]
            """)
        let bars = r.bars.filter { $0.kind == .navigationBar }
        // The presenter's bar 44 under the status bar; the sheet's 56, at its top (y 44 + 10, §1).
        #expect(bars.map(\.frame.height).sorted() == [44, 56])
        #expect(bars.contains { $0.frame == rect(0, 54, 375, 56) })
        #expect(r.c("sheetList").safeAreaInsets == insets(56, 0, 34, 0))
        #expect(references(r).contains("sheet-navigation-bar"))
        // `explain` says the 56 it used, not the 44 of a bar elsewhere.
        let formulas = r.trace.entries.values.flatMap { $0 }.filter { $0.property == .frame }.map(\.formula.description)
        #expect(formulas.contains { $0.contains("height 56 (at the top of a sheet, M30) = [0, 54, 375, 56]") }, "\(formulas)")
        // iOS 26 keeps its own bar (no report of a sheet's bar there).
        let r26 = try presenting(ios: 26, presented: """
            type: UINavigationController
                    viewControllers: [{type: UIViewController, id: top}]
            """)
        #expect(!references(r26).contains("sheet-navigation-bar"))
    }

    /// P4 measured the floating medium sheet's safe area, not a bar in it: a toolbar there rests
    /// on the model's rule (M19), and says so.
    @Test func aToolbarInTheFloatingMediumSheetIsNoted() throws {
        let r = try presenting(ios: 26, presented: """
            type: UINavigationController
                    sheet: {detents: [medium]}
                    isToolbarHidden: false
                    viewControllers: [{type: UIViewController, id: content}]
            """)
        #expect(references(r).contains("sheet-medium-toolbar"))
        let large = try presenting(ios: 26, presented: """
            type: UINavigationController
                    isToolbarHidden: false
                    viewControllers: [{type: UIViewController, id: content}]
            """)
        #expect(!references(large).contains("sheet-medium-toolbar"))
        // A tab bar there is the same open question.
        let tabs = try presenting(ios: 26, presented: """
            type: UITabBarController
                    sheet: {detents: [medium]}
                    viewControllers: [{type: UIViewController, id: content}]
            """)
        #expect(tabs.notes.contains { $0.reference == "sheet-medium-toolbar" && $0.message.hasPrefix("a tab bar in the floating medium sheet") })
    }

    @Test func automaticIsFullScreenBeforeIOS13AndTheModalOwnsTheStatusBar() throws {
        let r = try presenting(
            device: "iPhone 8", ios: 12,
            presented: "type: UIViewController\n        prefersStatusBarHidden: true")
        // P1 / UIViewController.h: automatic "UIModalPresentationFullScreen on previous versions".
        #expect(r.c("modal").viewFrame == rect(0, 0, 375, 667))
        // The full-screen modal's prefersStatusBarHidden decides (LAYOUT-MODEL §2: the on-screen leaf).
        #expect(r.bar(.statusBar) == nil)
        #expect(r.c("modal").safeAreaInsets == .zero)  // F20: a home-button phone drops to 0
        #expect(r.c("list").viewFrame == rect(0, 0, 375, 667))  // still laid out beneath
    }

    @Test func compactWidthAdaptsSheetsToFullScreen() throws {
        // P2: "form sheet, page sheet and popover on iPhone adapt to full screen in compact width"
        // (iOS 12, portrait) and a landscape iPhone 8 (compact width) on iOS 17.
        let twelve = try presenting(device: "iPhone 8", ios: 12, presented: "type: UIViewController\n        modalPresentationStyle: formSheet")
        #expect(twelve.c("modal").viewFrame == rect(0, 0, 375, 667))
        let landscape = try presenting(
            device: "iPhone SE (2nd generation)", ios: 17, orientation: "landscape",
            presented: "type: UIViewController\n        modalPresentationStyle: pageSheet")
        #expect(landscape.c("modal").viewFrame == rect(0, 0, 667, 375))
    }

    @Test func iPadFormSheetIsTheCommonlyQuotedSizeWithANote() throws {
        let r = try presenting(
            device: "iPad Air (4th generation)", ios: 17,
            presented: "type: UIViewController\n        modalPresentationStyle: formSheet")
        // research-facts §1: the iPad form-sheet default is "commonly quoted as 540×620", unmeasured;
        // centred on 820×1180: ((820 − 540)/2, (1180 − 620)/2).
        #expect(r.c("modal").viewFrame == rect(140, 280, 540, 620))
        #expect(r.c("modal").safeAreaInsets == .zero)
        #expect(references(r).contains("form-sheet"))
    }

    @Test func aSheetHoldingANavigationControllerStartsItsBarAtTheSheetTop() throws {
        let r = try presenting(
            ios: 26,
            presented: "type: UINavigationController\n        viewControllers: [{type: UIViewController, id: detail}]")
        // P3 frame; the sheet's top is not the window's, so the bar sits at y 59 with no
        // status-bar extension (M4, M19), 54 tall on iOS 26 (L1, L2).
        #expect(r.c("modal").viewFrame == rect(0, 59, 393, 793))
        #expect(r.c("detail").safeAreaInsets == insets(54, 0, 34, 0))
    }

    /// Apple doc `modalPresentationCapturesStatusBarAppearance` (default false): control of the
    /// status bar passes to the presented controller "only if [its] modalPresentationStyle value
    /// is UIModalPresentationStyle.fullScreen". An overFullScreen overlay that hides it leaves
    /// iPhone 8's 20-pt status bar (uikit-facts §1.2) and the bar under it (20 + 44) in place.
    @Test func anOverFullScreenPresentationLeavesTheStatusBarToItsPresenter() throws {
        let over = try layout("""
            device: iPhone 8
            ios: 16
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  id: list
                  presentedViewController: {type: UIViewController, id: overlay, modalPresentationStyle: overFullScreen, prefersStatusBarHidden: true}
            """)
        #expect(!over.window.statusBarHidden)
        #expect(over.barFrame(.navigationBar) == rect(0, 20, 375, 44))
        #expect(over.c("list").safeAreaInsets == insets(64, 0, 0, 0))
        #expect(over.notes.contains { $0.reference == "status-bar-capture" })
        let full = try layout("""
            device: iPhone 8
            ios: 16
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  id: list
                  presentedViewController: {type: UIViewController, id: overlay, modalPresentationStyle: fullScreen, prefersStatusBarHidden: true}
            """)
        #expect(full.window.statusBarHidden)
    }

    /// Apple doc sheetPresentationController: there is one only for pageSheet or formSheet, so a
    /// `sheet:` on a fullScreen presentation is said to do nothing.
    @Test func aSheetOnAFullScreenPresentationIsNoted() throws {
        let r = try layout("""
            device: iPhone 12
            ios: 16
            root:
              type: UIViewController
              id: p
              presentedViewController: {type: UIViewController, id: fs, modalPresentationStyle: fullScreen, sheet: {detents: [medium]}}
            """)
        #expect(r.c("fs").viewFrame == rect(0, 0, 390, 844))  // the iPhone 12's screen (uikit-facts §1.1)
        #expect(r.notes.contains { $0.reference == "not-presented" && $0.message.contains("not as a sheet") })
    }

    /// A sheet over a sheet is offset by UIKit by amounts no source measures: said, not passed.
    @Test func aSheetOverASheetIsNoted() throws {
        let r = try layout("""
            device: iPhone 12
            ios: 16
            root:
              type: UIViewController
              id: p
              presentedViewController:
                type: UIViewController
                id: s1
                modalPresentationStyle: pageSheet
                presentedViewController: {type: UIViewController, id: s2, modalPresentationStyle: pageSheet}
            """)
        #expect(r.notes.contains { $0.reference == "stacked-sheet" && $0.controller == r.c("s2").index })
        #expect(!r.notes.contains { $0.reference == "stacked-sheet" && $0.controller == r.c("s1").index })
    }

    /// A controller below the top of a navigation stack, or in an unselected tab, is not on
    /// screen, and UIKit presents from one whose view is in the window ("…whose view is not in
    /// the window hierarchy"): said, not silently laid out (it was).
    @Test func aPresenterOffScreenIsNoted() throws {
        let stack = try layout("""
            device: iPhone 8
            ios: 16
            root:
              type: UINavigationController
              viewControllers:
                - {type: UIViewController, id: below, presentedViewController: {type: UIViewController, id: shown}}
                - {type: UIViewController, id: top}
            """)
        #expect(stack.notes.contains { $0.reference == "presenter-off-screen" && $0.message.hasPrefix("below presents shown") })
        let tabs = try layout("""
            device: iPhone 8
            ios: 16
            root:
              type: UITabBarController
              viewControllers:
                - {type: UIViewController, id: first}
                - {type: UIViewController, id: second, presentedViewController: {type: UIViewController, id: shown}}
            """)
        #expect(tabs.notes.contains { $0.reference == "presenter-off-screen" })
        let onScreen = try layout("""
            device: iPhone 8
            ios: 16
            root:
              type: UINavigationController
              viewControllers:
                - {type: UIViewController, id: top, presentedViewController: {type: UIViewController, id: shown}}
            """)
        #expect(!onScreen.notes.contains { $0.reference == "presenter-off-screen" })
    }
}
