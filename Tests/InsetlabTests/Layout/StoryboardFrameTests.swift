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
}
