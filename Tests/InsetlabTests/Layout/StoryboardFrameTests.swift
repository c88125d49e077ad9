import Foundation
@testable import InsetlabLayout
import InsetlabScene
import Testing

private let storyboards = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("shared/storyboards")

private let storyboardsPresent = FileManager.default.fileExists(atPath: storyboards.path)

/// The frame Interface Builder stored for an object: the `<rect key="frame">` after its `id="…"`.
private func storedFrame(of id: String, in text: String) -> Rect? {
    guard let idRange = text.range(of: "id=\"\(id)\"") else { return nil }
    guard let rectStart = text.range(of: "<rect key=\"frame\"", range: idRange.upperBound..<text.endIndex) else { return nil }
    let tail = text[rectStart.upperBound...].prefix { $0 != ">" }
    func number(_ name: String) -> Double? {
        guard let r = tail.range(of: " \(name)=\"") else { return nil }
        return Double(tail[r.upperBound...].prefix { $0 != "\"" })
    }
    guard let x = number("x"), let y = number("y"), let w = number("width"), let h = number("height") else { return nil }
    return Rect(x: x, y: y, width: w, height: h)
}

/// Screens transcribed from `../shared/storyboards` (constraint for constraint, with names for
/// the objects' ids); the frames the solver computes must equal the frames Interface Builder
/// stored in the file, read from the file itself. Intrinsic heights (a text field's 30, a
/// 14-pt label's 17) come from the same stored frames, since no font metrics are modelled.
@Suite("Storyboard frames")
struct StoryboardFrameTests {
    @Test(.enabled(if: storyboardsPresent, "SKIPPED: ../shared/storyboards is absent (the storyboard-frame oracle needs it beside the repository)"))
    func gitHubSignupForm() throws {
        // RxSwift GitHubSignup1.storyboard, scene N2N-1B-sZ4 (lines 17–106): a 4.7-inch phone
        // (retina4_7, line 129) with an opaque navigation bar (line 109), so the top layout
        // guide is 0 in the view; the constraints are lines 80–105 and 52.
        let file = storyboards.appendingPathComponent(
            "ReactiveX__RxSwift__RxExample__RxExample__Examples__GitHubSignup__GitHubSignup1.storyboard")
        let xml = try String(contentsOf: file, encoding: .utf8)
        let result = try layout("""
            device: iPhone 7
            ios: 10
            root:
              type: UINavigationController
              navigationBar: {isTranslucent: false}
              viewControllers:
                - type: UIViewController
                  view:
                    subviews:
                      - type: UITextField
                        id: username
                        intrinsicContentSize: [none, 30]
                        constraints:
                          - "username.leading == superview.leadingMargin + 8"
                          - "username.trailing == superview.trailingMargin - 8"
                          - "username.top == topLayoutGuide.bottom + 26"
                      - type: UITextField
                        id: password
                        intrinsicContentSize: [none, 30]
                        constraints:
                          - "password.leading == superview.leadingMargin + 8"
                          - "password.trailing == superview.trailingMargin - 8"
                          - "password.top == usernameValidation.bottom + 8"
                      - type: UILabel
                        id: usernameValidation
                        intrinsicContentSize: [none, 17]
                        constraints:
                          - "usernameValidation.leading == superview.leadingMargin + 8 @799"
                          - "usernameValidation.trailing == superview.trailingMargin - 8 @800"
                          - "usernameValidation.top == username.bottom + 5"
                      - type: UITextField
                        id: repeated
                        intrinsicContentSize: [none, 30]
                        constraints:
                          - "repeated.leading == superview.leadingMargin + 8"
                          - "repeated.trailing == superview.trailingMargin - 8"
                          - "repeated.top == passwordValidation.bottom + 8"
                      - type: UILabel
                        id: repeatedValidation
                        intrinsicContentSize: [none, 17]
                        constraints:
                          - "repeatedValidation.leading == superview.leadingMargin + 8"
                          - "repeatedValidation.trailing == superview.trailingMargin - 8"
                          - "repeatedValidation.top == repeated.bottom + 5"
                      - type: UIButton
                        id: signup
                        constraints:
                          - "signup.height == 44"
                          - "signup.leading == superview.leadingMargin + 8"
                          - "signup.trailing == superview.trailingMargin - 8"
                          - "signup.top == repeatedValidation.bottom + 34"
                      - type: UILabel
                        id: passwordValidation
                        intrinsicContentSize: [none, 17]
                        constraints:
                          - "passwordValidation.leading == superview.leadingMargin + 8"
                          - "passwordValidation.trailing == superview.trailingMargin - 8"
                          - "passwordValidation.top == password.bottom + 5"
                      - type: UIView
                        id: activity
                        intrinsicContentSize: [20, 20]
                        contentHuggingPriority: {horizontal: 750, vertical: 750}
                        constraints:
                          - "activity.centerY == signup.centerY"
                          - "activity.trailing == signup.leading + 32"
                      - type: UILabel
                        id: note
                        intrinsicContentSize: [none, 143.5]
                        constraints:
                          - "note.leading == signup.leading"
                          - "note.trailing == signup.trailing"
                          - "note.top == signup.bottom + 18"
            """)
        #expect(result.autoLayoutIssues.isEmpty, "\(result.autoLayoutIssues)")
        // Scene id → Interface Builder object id.
        let ids = [
            "username": "5st-ss-RHs", "password": "kSi-Uf-OwR", "usernameValidation": "Dba-AF-T8S", "repeated": "C3W-qo-PSG",
            "repeatedValidation": "HDF-SC-Wnw", "signup": "kN3-eg-qK4", "passwordValidation": "w7z-xW-FLz",
            "activity": "Jyp-VX-hwt", "note": "JaL-lO-u4e",
        ]
        for (id, object) in ids.sorted(by: { $0.key < $1.key }) {
            let stored = try #require(storedFrame(of: object, in: xml), "no stored frame for \(object)")
            #expect(result.v(id).frame == stored, "\(id) (\(object)): computed \(result.v(id).frame), Interface Builder stored \(stored)")
        }
    }
    /// Auto Layout places a control's alignment rect (M34): IQKeyboardManager's Swift demo,
    /// ScrollView.storyboard, saved by Xcode 26 on an iPhone 11 (toolsVersion 24127,
    /// retina6_1), scene Trg-4t-Fsg: a label and a 63 × 28 switch share a row that ends where a
    /// full-width label ends (lines 444–451, the constraints lines 555–603). IB stores the switch
    /// 2 pt past that edge, and the row adds up only with a 61-pt alignment rect:
    /// 20 + 303 + 10 + 61 = 394 = 414 − 20. Transcribed with the scroll view as a plain view of
    /// its width (the row's constraints are the same), and the import's intrinsic sizes: the
    /// stored frames, less the switch's 2 pt. Before M34 the row was 2 pt too long, and the label
    /// and the switch, both compressed at 750, were `ambiguous-layout` errors.
    @Test(.enabled(if: storyboardsPresent, "SKIPPED: ../shared/storyboards is absent (the storyboard-frame oracle needs it beside the repository)"))
    func switchRowEndsAtItsAlignmentRect() throws {
        let file = storyboards.appendingPathComponent(
            "hackiftekhar__IQKeyboardManager__Example__IQKeyboardManagerSwiftExample__Storyboard__Base.lproj__ScrollView.storyboard")
        let xml = try String(contentsOf: file, encoding: .utf8)
        let result = try layout("""
            device: iPhone 11
            ios: 26
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UIView
                    id: container
                    frame: [0, 48, 414, 800]
                    subviews:
                      - type: UILabel
                        id: enabledLabel
                        intrinsicContentSize: [303, 19.5]
                        constraints: ["enabledLabel.leading == wide.leading"]
                      - type: UISwitch
                        id: enabledSwitch
                        intrinsicContentSize: [61, 28]
                        constraints:
                          - "enabledSwitch.top == superview.top + 74"
                          - "enabledSwitch.centerY == enabledLabel.centerY"
                          - "enabledSwitch.leading == enabledLabel.trailing + 10"
                      - type: UILabel
                        id: wide
                        intrinsicContentSize: [374, 57.5]
                        contentHuggingPriority: {horizontal: 250, vertical: 250}
                        constraints:
                          - "wide.top == enabledSwitch.bottom + 10"
                          - "wide.width == superview.width - 40"
                          - "wide.leading == superview.leading + 20"
                          - "wide.trailing == enabledSwitch.trailing"
                      - type: UITextField
                        id: field
                        intrinsicContentSize: [308, 34]
                        constraints: ["field.leading == wide.leading", "field.top == superview.top + 243.5"]
                      - type: UISwitch
                        id: titleSwitch
                        intrinsicContentSize: [61, 28]
                        constraints:
                          - "titleSwitch.centerY == field.centerY"
                          - "titleSwitch.trailing == enabledSwitch.trailing"
                          - "titleSwitch.leading == field.trailing + 5"
            """)
        #expect(result.autoLayoutIssues.isEmpty, "\(result.autoLayoutIssues)")
        let ids = [
            "enabledLabel": "V8j-ee-Y7K", "enabledSwitch": "C1G-xr-Ikt", "wide": "2HE-8l-pwN", "field": "wO8-Qd-oOx",
            "titleSwitch": "LOI-el-lXZ",
        ]
        for (id, object) in ids.sorted(by: { $0.key < $1.key }) {
            let stored = try #require(storedFrame(of: object, in: xml), "no stored frame for \(object)")
            let computed = result.v(id).frame
            // IB stores frames on the device's pixels: the label centred on the switch's 88 is at
            // 78.25, stored as 78.5 (the iPhone 11 is @2x); insetlab does not round to pixels.
            let close = computed.x == stored.x && computed.width == stored.width && computed.height == stored.height
                && abs(computed.y - stored.y) <= 0.25
            #expect(close, "\(id) (\(object)): computed \(computed), Interface Builder stored \(stored)")
        }
    }

    /// RxSwift's APIWrappers.storyboard (Xcode 12, toolsVersion 18122), the vertical stack
    /// vEN-PC-Bz9 that fills a 500-pt view (lines 25–41): IB stores its slider at x = −2, 504
    /// wide, and its switch at x = 0, 502 wide: each alignment rect is the stack's 500 (a slider's
    /// 2 pt each side, a switch's 2 pt at the right). Their heights are not checked here: the
    /// slider's and the segmented control's vertical insets are not modelled (M34).
    @Test(.enabled(if: storyboardsPresent, "SKIPPED: ../shared/storyboards is absent (the storyboard-frame oracle needs it beside the repository)"))
    func stackedControlsReachPastTheStack() throws {
        let file = storyboards.appendingPathComponent(
            "ReactiveX__RxSwift__RxExample__RxExample__Examples__APIWrappers__APIWrappers.storyboard")
        let xml = try String(contentsOf: file, encoding: .utf8)
        let result = try layout("""
            device: iPhone 13
            ios: 15
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UIView
                    frame: [0, 100, 500, 524]
                    subviews:
                      - type: UIStackView
                        id: stack
                        axis: vertical
                        constraints: ["stack.top == superview.top", "stack.leading == superview.leading", "stack.trailing == superview.trailing"]
                        subviews:
                          - {type: UISegmentedControl, id: segments, intrinsicContentSize: [none, 32]}
                          - {type: UISlider, id: slider, intrinsicContentSize: [none, 31]}
                          - {type: UISwitch, id: toggle, intrinsicContentSize: [49, 31]}
            """)
        #expect(result.autoLayoutIssues.isEmpty, "\(result.autoLayoutIssues)")
        for (id, object) in [("segments", "UpX-Bf-ZT6"), ("slider", "WB2-p2-bYm"), ("toggle", "QsG-uN-yAh")] {
            let stored = try #require(storedFrame(of: object, in: xml), "no stored frame for \(object)")
            let computed = result.v(id).frame
            #expect(computed.x == stored.x && computed.width == stored.width, "\(id) (\(object)): computed \(computed), Interface Builder stored \(stored)")
        }
        let noted = result.notes.filter { $0.reference == "alignment-rect" }.compactMap(\.view).compactMap { result.view($0)?.id }
        #expect(noted == ["segments", "slider"])
    }
}
