@testable import InsetlabLayout
import InsetlabScene
import InsetlabSceneDecoding
import Testing

/// Auto Layout (v2) scenes. Every expected frame is worked out by hand from the constraints and
/// the device's numbers (iPhone X portrait: 375×812, safe area 44/34, uikit-facts §2), with the
/// arithmetic beside it.
@Suite("Auto Layout scenes")
struct AutoLayoutTests {
    private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

    @Test func listAboveAButtonBarPinnedToTheSafeArea() throws {
        let result = try layout("""
            device: iPhone X
            ios: 12
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UIView
                    id: buttons
                    pin: {leading: superview, trailing: superview, bottom: safeArea, height: 64}
                  - type: UITableView
                    id: list
                    rows: 30
                    pin:
                      top: safeArea
                      leading: superview
                      trailing: superview
                      bottom: {to: buttons.top, inset: 8}
                  - type: UIImageView
                    id: avatar
                    pin: {centerX: superview, centerY: {to: list.centerY}, width: 64, aspectRatio: 1}
                  - type: UILabel
                    id: title
                    intrinsicContentSize: [100, 21]
                    constraints:
                      - "title.leading == avatar.trailing + 12"
                      - "title.centerY == avatar.centerY"
            """)
        // buttons: bottom = 812 − 34 = 778, height 64 → y 714.
        #expect(result.v("buttons").frame == rect(0, 714, 375, 64))
        // list: top 44; bottom = 714 − 8 = 706 → height 662.
        #expect(result.v("list").frame == rect(0, 44, 375, 662))
        // avatar: 64 wide, 1:1; centre x 187.5 → x 155.5; centre y = list's 44 + 331 = 375 → y 343.
        #expect(result.v("avatar").frame == rect(155.5, 343, 64, 64))
        // title: x = 155.5 + 64 + 12 = 231.5; its intrinsic 100×21; centre y 375 → y 364.5.
        #expect(result.v("title").frame == rect(231.5, 364.5, 100, 21))
        #expect(result.autoLayoutIssues.isEmpty)
    }

    /// A multiplier on a position measures both items in their nearest common ancestor's
    /// coordinates (model-decisions AL6: Rob Mayoff's Xcode experiment, Stack Overflow 25942546),
    /// not the controller's root view's: wherever `card` sits, `superview.centerX * 0.5` is a
    /// quarter of its width.
    @Test func positionMultipliersAreMeasuredInTheCommonAncestor() throws {
        let result = try layout("""
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UIView
                    id: card
                    frame: [20, 200, 335, 200]
                    subviews:
                      - type: UIView
                        id: dot
                        constraints:
                          - "dot.centerX == superview.centerX * 0.5"
                          - "dot.centerY == superview.centerY"
                          - "dot.width == 20"
                          - "dot.height == 20"
                  - type: UIView
                    id: box
                    frame: [40, 100, 300, 400]
                    subviews:
                      - type: UIView
                        id: half
                        constraints:
                          - "half.top == superview.top"
                          - "half.bottom == superview.bottom * 0.5"
                          - "half.leading == superview.leading"
                          - "half.width == 10"
                      - type: UIView
                        id: s1
                        constraints:
                          - "s1.leading == superview.leading"
                          - "s1.width == 100"
                          - "s1.top == superview.top"
                          - "s1.height == 10"
                      - type: UIView
                        id: s2
                        constraints:
                          - "s2.leading == s1.trailing * 1.5"
                          - "s2.width == 10"
                          - "s2.top == superview.top"
                          - "s2.height == 10"
            """)
        // card's centre x in its own coordinates: 335 / 2 = 167.5; × 0.5 = 83.75 → x 73.75;
        // centre y 100 → y 90 (not 0.5 × (20 + 167.5) − 20 = 73.75 − 10, the root's coordinates).
        #expect(result.v("dot").frame == rect(73.75, 90, 20, 20))
        // box's bottom in its own coordinates is 400; × 0.5 = 200 → height 200 (not 150).
        #expect(result.v("half").frame == rect(0, 0, 10, 200))
        // s1.trailing = 100 in box; × 1.5 = 150 (not (40 + 100) × 1.5 − 40 = 170).
        #expect(result.v("s2").frame == rect(150, 0, 10, 10))
        #expect(result.autoLayoutIssues.isEmpty)
    }

    /// `frameLayoutGuide` is "the untransformed frame rectangle of the scroll view" (Apple,
    /// UIScrollView.frameLayoutGuide): in content coordinates it sits at the resting
    /// contentOffset, here (0, −100) for a 100-pt top inset never adjusted (LAYOUT-MODEL §7:
    /// offset = −adjustedContentInset.top), so a badge pinned 8 pt under its top is 8 pt under
    /// the scroll view's top on screen.
    @Test func frameLayoutGuideSitsAtTheRestingOffset() throws {
        let result = try layout("""
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UIScrollView
                    id: sv
                    contentInset: [100, 0, 0, 0]
                    contentInsetAdjustmentBehavior: never
                    contentSize: [375, 2000]
                    subviews:
                      - type: UIView
                        id: badge
                        constraints:
                          - "badge.top == sv.frameLayoutGuide.top + 8"
                          - "badge.trailing == sv.frameLayoutGuide.trailing - 8"
                          - "badge.width == 40"
                          - "badge.height == 40"
            """)
        // x = 375 − 8 − 40 = 327; y = −100 + 8 = −92 in content, 8 on screen.
        #expect(result.v("badge").frame == rect(327, -92, 40, 40))
        #expect(result.v("badge").windowFrame == rect(327, 8, 40, 40))
    }

    /// The readable-content guide is the margins at most 672 pt wide, centred (AL3), for any view,
    /// not only a controller's root view: on a 1366-pt-wide iPad Pro 12.9" in landscape, a
    /// full-width box's guide, like the root's, starts at (1366 − 672) / 2 = 347.
    @Test func readableContentIsCappedForEveryView() throws {
        let result = try layout("""
            device: iPad Pro (12.9-inch)
            ios: 15
            orientation: landscape
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UIView
                    id: r1
                    constraints:
                      - "r1.leading == readableContent.leading"
                      - "r1.trailing == readableContent.trailing"
                      - "r1.top == superview.top + 100"
                      - "r1.height == 10"
                  - type: UIView
                    id: box
                    constraints:
                      - "box.leading == superview.leading"
                      - "box.trailing == superview.trailing"
                      - "box.top == superview.top + 200"
                      - "box.height == 300"
                    subviews:
                      - type: UIView
                        id: r2
                        constraints:
                          - "r2.leading == readableContent.leading"
                          - "r2.trailing == readableContent.trailing"
                          - "r2.top == superview.top"
                          - "r2.height == 10"
                  - type: UIView
                    id: r3
                    constraints:
                      - "r3.leading == box.readableContent.leading"
                      - "r3.trailing == box.readableContent.trailing"
                      - "r3.top == superview.top + 600"
                      - "r3.height == 10"
            """)
        #expect(result.v("r1").frame == rect(347, 100, 672, 10))
        #expect(result.v("r2").frame == rect(347, 0, 672, 10))
        #expect(result.v("r3").frame == rect(347, 600, 672, 10))
        #expect(result.notes.contains { $0.reference == "readable-content-width" })
    }

    /// Without `designedIn` a mask's frame was designed in the superview as it is (SCENE-FORMAT
    /// "Autoresizing": "default: the superview's size in this scene"), so nothing flexes, in a
    /// nested view as in the root view.
    @Test func autoresizingWithoutDesignedInKeepsItsFrame() throws {
        let result = try layout("""
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UIView
                    id: header
                    frame: [0, 20, 375, 100]
                    subviews:
                      - type: UILabel
                        id: title
                        frame: [16, 10, 200, 30]
                        autoresizingMask: [flexibleWidth, flexibleBottomMargin]
                      - type: UIView
                        id: corner
                        frame: [0, 0, 50, 10]
                        autoresizingMask: [flexibleLeftMargin]
            """)
        #expect(result.v("title").frame == rect(16, 10, 200, 30))
        #expect(result.v("corner").frame == rect(0, 0, 50, 10))
    }

    /// UIKit takes a negative multiplier (Interface Builder writes `multiplier="-1"`), and a
    /// signed constant after its sign reads as it says: `* -1`, `+ -8` (= `- 8`), `- -8` (= `+ 8`).
    /// Both items of `mirror` are measured in the root view (AL6): centre x = −(375 / 2) = −187.5.
    @Test func signedMultipliersAndConstants() throws {
        let result = try layout("""
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UIView
                    id: a
                    constraints:
                      - "a.leading == superview.leading + -8"
                      - "a.top == superview.top - -8"
                      - "a.width == 10"
                      - "a.height == 10"
                  - type: UIView
                    id: mirror
                    constraints:
                      - "mirror.centerX == superview.centerX * -1"
                      - "mirror.top == superview.top"
                      - "mirror.width == 10"
                      - "mirror.height == 10"
            """)
        #expect(result.v("a").frame == rect(-8, 8, 10, 10))
        #expect(result.v("mirror").frame == rect(-192.5, 0, 10, 10))
    }

    /// A size may be written {width, height} (SCENE-FORMAT "Notation"), intrinsicContentSize too:
    /// pinned at (16, 100), the label takes its intrinsic 10 × 20.
    @Test func intrinsicContentSizeAsAMapping() throws {
        let result = try layout("""
            device: iPhone 15
            ios: 17
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UILabel
                    id: l
                    intrinsicContentSize: {width: 10, height: 20}
                    constraints: ["l.top == superview.top + 100", "l.leading == superview.leading + 16"]
            """)
        #expect(result.v("l").frame == rect(16, 100, 10, 20))
    }

    @Test func priorityAndMultiplier() throws {
        let result = try layout("""
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UIView
                    id: card
                    pin: {top: superview, centerX: superview, height: 100}
                    constraints:
                      - "card.width <= superview.width * 0.9"
                      - "card.width == 400 @750"
            """)
        // iPhone 8: 375 wide. 400 @750 loses to the required ≤ 337.5 (375 × 0.9); centred: x 18.75.
        #expect(result.v("card").frame == rect(18.75, 0, 337.5, 100))
    }

    @Test func conflictsAreReportedAndTheLastOneBroken() throws {
        let result = try layout("""
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UIView
                    id: box
                    pin: {top: superview, leading: superview, trailing: superview, height: 44}
                    constraints:
                      - "box.height == 60"
            """)
        #expect(result.v("box").frame == rect(0, 0, 375, 44))
        let conflict = try #require(result.autoLayoutIssues.first { $0.kind == .conflict })
        #expect(conflict.message.contains("Unable to simultaneously satisfy constraints"))
        #expect(conflict.message.contains("box.height == 60"))
        #expect(conflict.message.contains("box.pin.height"))
    }

    /// The same conflict written on the controller's root view, whose subviews are all placed by
    /// `pin`: the root's own `constraints:` are solved too (they were read, checked and dropped).
    @Test func aRootViewsOwnConstraintsAreSolvedWhenItsSubviewsArePinned() throws {
        let result = try layout("""
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UIView
                    id: box
                    pin: {top: superview, leading: superview, trailing: superview, height: 44}
                constraints:
                  - "box.height == 60"
                  - "box.leading == superview.leading + 20 @750"
            """)
        #expect(result.v("box").frame == rect(0, 0, 375, 44))  // the pin's, the required conflict broken
        let conflicts = result.autoLayoutIssues.filter { $0.kind == .conflict }
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.message.contains("box.height == 60") == true)
    }

    /// An equation has no direction: a view whose own lines name it only on the right is placed
    /// by them. Frames by hand (and kiwisolver, differential run): 20 in, 40 down, 375 − 40 wide,
    /// 667 − 80 tall.
    @Test func aViewNamedOnTheRightOfItsOwnLinesIsPlacedByThem() throws {
        let result = try layout("""
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UIView
                    id: a
                    constraints:
                      - "superview.leading == a.leading - 20"
                      - "superview.top == a.top - 40"
                      - "superview.trailing == a.trailing + 20"
                      - "superview.bottom == a.bottom + 40"
            """)
        #expect(result.v("a").frame == rect(20, 40, 335, 587))
        #expect(result.autoLayoutIssues.isEmpty, "\(result.autoLayoutIssues.map(\.message))")
    }

    /// A line in b's own list that begins with a sibling places b (relative to it); the sibling,
    /// with no placement of its own, still fills its superview. b.top = a.top + 5 = 5.
    @Test func aLineInAViewsOwnListThatBeginsWithASiblingPlacesTheView() throws {
        let result = try layout("""
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
                subviews:
                  - {type: UIView, id: a}
                  - type: UIView
                    id: b
                    constraints: ["a.top == b.top - 5", "b.leading == superview.leading", "b.width == 10", "b.height == 10"]
            """)
        #expect(result.v("a").frame == rect(0, 0, 375, 667))
        #expect(result.v("b").frame == rect(0, 5, 10, 10))
        #expect(result.autoLayoutIssues.isEmpty, "\(result.autoLayoutIssues.map(\.message))")
    }

    /// AL6: `dot.leading == superview.leading * 0.5 + 10` is measured in box, the common
    /// ancestor, where box's own leading is 0: dot.x = 10, the same as the second line. No loop
    /// (AL5 took it for dot.leading = 2 × itself).
    @Test func aMultiplierAgainstTheSuperviewIsNoCycle() throws {
        let result = try layout("""
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UIView
                    id: box
                    constraints: ["box.left == superview.left + 100", "box.top == superview.top + 100", "box.width == 200", "box.height == 200"]
                    subviews:
                      - type: UIView
                        id: dot
                        constraints:
                          - "dot.leading == superview.leading * 0.5 + 10"
                          - "dot.leading == superview.leading + 10"
                          - "dot.top == superview.top + 10"
                          - "dot.width == 20"
                          - "dot.height == 20"
            """)
        #expect(result.v("dot").frame == rect(10, 10, 20, 20))
        #expect(result.autoLayoutIssues.isEmpty, "\(result.autoLayoutIssues.map(\.message))")
    }

    /// A hidden arranged subview takes no space on either axis: the leading-aligned stack is as
    /// wide as its one visible label (kean/Arranged keeps only visible items inside the cross
    /// axis); an empty stack is 0 × 0 and fixed on both axes.
    @Test func hiddenArrangedSubviewsDoNotWidenTheStack() throws {
        let result = try layout("""
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UIStackView
                    id: s
                    axis: vertical
                    alignment: leading
                    constraints: ["s.leading == superview.leading", "s.top == superview.top + 100"]
                    subviews:
                      - {type: UILabel, id: shown, intrinsicContentSize: [50, 20]}
                      - {type: UILabel, id: gone, isHidden: true, intrinsicContentSize: [200, 20]}
                  - type: UIStackView
                    id: empty
                    constraints: ["empty.left == superview.left + 10", "empty.top == superview.top + 30"]
            """)
        #expect(result.v("s").frame == rect(0, 100, 50, 20))
        #expect(result.v("empty").frame == rect(10, 30, 0, 0))
        #expect(result.autoLayoutIssues.isEmpty, "\(result.autoLayoutIssues.map(\.message))")
    }

    /// Conflicts are judged with the members' guides as solved, not the first round's estimates
    /// (differential testing against kiwisolver). a's top margin is 8 (M1), so b.top = 108 and
    /// b.bottom = a.top + 10 = 110: height 2 ≤ 4, nothing conflicts.
    @Test func conflictsAreJudgedWithTheMarginsAsSolved() throws {
        let result = try layout("""
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
                id: root
                subviews:
                  - type: UIView
                    id: a
                    pin: {top: {to: superview, inset: 100}, leading: superview, width: 100, height: 100}
                  - type: UIView
                    id: b
                    constraints: ["b.leading == root.leading", "b.width == 50", "b.top == a.topMargin", "b.height <= 4", "b.bottom == a.top + 10"]
            """)
        #expect(result.v("b").frame == rect(0, 108, 50, 2))
        #expect(result.autoLayoutIssues.isEmpty, "\(result.autoLayoutIssues.map(\.message))")
        // And a real conflict through a margin is reported: 8 (a's leading margin) + 50 + 50 ≠ 100.
        let missed = try layout("""
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UIView
                    id: a
                    pin: {top: {to: superview, inset: 100}, leading: superview, width: 100, height: 100}
                    subviews:
                      - type: UIView
                        id: b
                        constraints: ["b.leading == superview.leadingMargin", "b.trailing == superview.trailing - 50", "b.width == 50", "b.top == superview.top", "b.height == 10"]
            """)
        #expect(missed.autoLayoutIssues.contains { $0.kind == .conflict && $0.message.contains("b.width == 50") })
    }

    /// A size that feeds back through a safe area settles at its fixed point (kiwisolver,
    /// iterated; by hand: the stack's centre is 58 below the safe-area top, its top clamps the
    /// safe area at the root's 62, two 79-pt rows and 8 + 8 margins with spacing 8 make 244).
    @Test func guidesThatFeedBackSettle() throws {
        let result = try layout("""
            device: iPhone 16 Pro
            ios: 18
            root:
              type: UIViewController
              view:
                id: root
                subviews:
                  - type: UIStackView
                    id: v12
                    axis: vertical
                    spacing: 8
                    distribution: fillEqually
                    isLayoutMarginsRelativeArrangement: true
                    constraints: ["v12.leading == root.trailing + 26", "v12.centerY == superview.safeArea.top + 58"]
                    subviews:
                      - {type: UIView, id: v13}
                      - {type: UIView, id: v14, intrinsicContentSize: [138, 79]}
            """)
        #expect(result.v("v12").frame == rect(428, -2, 154, 244))
        #expect(result.v("v13").frame == rect(8, 70, 138, 79))
        #expect(!result.notes.contains { $0.reference == "guides-unsettled" })
    }

    /// Ambiguity is a view's own, in its superview's coordinates (as UIKit's frames are): inside
    /// a card whose x is free (only its width and y are fixed), a dot pinned 10 from the card's
    /// leading edge is fixed; only the card is reported (kiwisolver agrees).
    @Test func aViewFixedInsideAnAmbiguousSuperviewIsNotItselfAmbiguous() throws {
        let result = try layout("""
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UIView
                    id: card
                    constraints: ["card.width == 100", "card.height == 100", "card.top == superview.top + 100"]
                    subviews:
                      - type: UIView
                        id: dot
                        constraints: ["dot.leading == superview.leading + 10", "dot.top == superview.top + 10", "dot.width == 20", "dot.height == 20"]
            """)
        let ambiguous = Set(result.autoLayoutIssues.filter { $0.kind == .ambiguity }.map(\.message))
        #expect(ambiguous.count == 1, "\(ambiguous)")
        #expect(ambiguous.first?.hasPrefix("card: the horizontal") == true, "\(ambiguous)")
    }

    @Test func ambiguityNamesTheViewAndAxis() throws {
        let result = try layout("""
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UIView
                    id: floating
                    pin: {leading: superview, width: 10, height: 10, top: {to: superview, relation: ">="}}
            """)
        let issues = result.autoLayoutIssues.filter { $0.kind == .ambiguity }
        #expect(issues.count == 1)
        #expect(issues.first?.message.contains("floating: the vertical") == true)
    }

    @Test func stackViewFillEquallyWithSpacingAndAHiddenView() throws {
        let result = try layout("""
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UIStackView
                    id: stack
                    axis: horizontal
                    spacing: 10
                    distribution: fillEqually
                    pin: {top: superview, leading: superview, trailing: superview, height: 50}
                    subviews:
                      - {type: UIButton, id: a}
                      - {type: UIButton, id: hidden, isHidden: true}
                      - {type: UIButton, id: b}
                      - {type: UIButton, id: c}
            """)
        // Three visible buttons, two gaps of 10 in 375: (375 − 20) / 3 = 118.333…
        let width = (375.0 - 20) / 3
        #expect(abs(result.v("a").frame.width - width) < 1e-9)
        #expect(abs(result.v("b").frame.minX - (width + 10)) < 1e-9)
        #expect(abs(result.v("c").frame.minX - (2 * width + 20)) < 1e-9)
        #expect(result.v("c").frame.height == 50)
        #expect(result.v("hidden").frame.width == 0)
    }

    @Test func stackViewSizedByItsArrangedSubviewsWithCenterAlignment() throws {
        let result = try layout("""
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UIStackView
                    id: stack
                    axis: vertical
                    spacing: 8
                    alignment: center
                    pin: {top: superview, centerX: superview}
                    subviews:
                      - {type: UILabel, id: title, intrinsicContentSize: [120, 21]}
                      - {type: UIImageView, id: image, intrinsicContentSize: [60, 60]}
            """)
        // Height 21 + 8 + 60 = 89; width hugs the widest, 120; centred in 375: x 127.5.
        #expect(result.v("stack").frame == rect(127.5, 0, 120, 89))
        // Centred in the 120-wide stack: the image at (120 − 60) / 2 = 30.
        #expect(result.v("title").frame == rect(0, 0, 120, 21))
        #expect(result.v("image").frame == rect(30, 29, 60, 60))
    }

    @Test func autoresizingFlexesWithTheSuperview() throws {
        let result = try layout("""
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UIView
                    id: banner
                    frame: [20, 100, 280, 50]
                    autoresizingMask: [flexibleWidth]
                    designedIn: [320, 568]
                  - type: UIView
                    id: badge
                    frame: [270, 20, 30, 30]
                    autoresizingMask: [flexibleLeftMargin, flexibleBottomMargin]
                    designedIn: [320, 568]
            """)
        // Designed 320 wide, now 375: +55. Only the width flexes: 280 + 55 = 335.
        #expect(result.v("banner").frame == rect(20, 100, 335, 50))
        // The left margin takes all 55 (x 325); the height is unchanged and only the bottom margin flexes.
        #expect(result.v("badge").frame == rect(325, 20, 30, 30))
    }

    @Test func scrollViewContentSizeFromTheContentLayoutGuide() throws {
        let result = try layout("""
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UIScrollView
                    id: scroll
                    contentInsetAdjustmentBehavior: never
                    subviews:
                      - type: UIView
                        id: content
                        constraints:
                          - "content.top == scroll.contentLayoutGuide.top"
                          - "content.leading == scroll.contentLayoutGuide.leading"
                          - "content.trailing == scroll.contentLayoutGuide.trailing"
                          - "content.bottom == scroll.contentLayoutGuide.bottom"
                          - "content.width == scroll.frameLayoutGuide.width"
                          - "content.height == 1000"
            """)
        #expect(result.v("content").frame == rect(0, 0, 375, 1000))
        #expect(result.v("scroll").contentSize == Size(width: 375, height: 1000))
    }

    /// AL8. Apple, `UIScrollView.contentLayoutGuide`: "the layout guide based on the untranslated
    /// content rectangle of the scroll view". A line between that guide and nothing inside the
    /// scroll view sizes the content: it is not the scroll view's frame (these were a conflict
    /// with the frame, a lost line and an ambiguous width, and a "cycle"). iPhone 8, no bars
    /// adjusted: the scroll view fills the root view, 375 × 667.
    @Test(arguments: ["scroll", "content", "root"])
    func contentGuideSizedAgainstTheFrameGuide(holder: String) throws {
        let lines = """
            - "scroll.contentLayoutGuide.width == scroll.frameLayoutGuide.width"
            - "scroll.contentLayoutGuide.height == scroll.frameLayoutGuide.height * 3"
            """
        // The two lines in the holder's `constraints:` (the content's own list goes on).
        func held(by name: String, indent: Int) -> String {
            guard name == holder else { return "" }
            let pad = String(repeating: " ", count: indent)
            let items = lines.split(separator: "\n").map { pad + "  " + $0 }.joined(separator: "\n") + "\n"
            return name == "content" ? items : pad + "constraints:\n" + items
        }
        let result = try layout("""
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
            \(held(by: "root", indent: 4))    subviews:
                  - type: UIScrollView
                    id: scroll
                    contentInsetAdjustmentBehavior: never
            \(held(by: "scroll", indent: 8))        subviews:
                      - type: UIView
                        id: content
                        constraints:
                          - "content.top == scroll.contentLayoutGuide.top"
                          - "content.leading == scroll.contentLayoutGuide.leading + 10"
                          - "content.trailing == scroll.contentLayoutGuide.trailing - 10"
                          - "content.bottom == scroll.contentLayoutGuide.bottom"
            \(held(by: "content", indent: 12))
            """)
        // Width = the frame's, 375; height = 3 × 667 = 2001. The content is inset 10 on each side: 355.
        #expect(result.v("scroll").frame == rect(0, 0, 375, 667))
        #expect(result.v("scroll").contentSize == Size(width: 375, height: 2001))
        #expect(result.v("content").frame == rect(10, 0, 355, 2001))
        #expect(result.autoLayoutIssues.isEmpty)
    }

    @Test func contentGuideOfAConstantSize() throws {
        let result = try layout("""
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UIScrollView
                    id: scroll
                    contentInsetAdjustmentBehavior: never
                    frame: [0, 100, 375, 300]
                    subviews:
                      - type: UIView
                        id: content
                        constraints:
                          - "content.top == scroll.contentLayoutGuide.top"
                          - "content.leading == scroll.contentLayoutGuide.leading"
                          - "content.trailing == scroll.contentLayoutGuide.trailing"
                          - "content.bottom == scroll.contentLayoutGuide.bottom"
                          - "scroll.contentLayoutGuide.width == 500"
                          - "scroll.contentLayoutGuide.height == 900"
            """)
        // The content is the guide, 500 × 900; the scroll view keeps its frame (no conflict with it).
        #expect(result.v("scroll").frame == rect(0, 100, 375, 300))
        #expect(result.v("scroll").contentSize == Size(width: 500, height: 900))
        #expect(result.v("content").frame == rect(0, 0, 500, 900))
        #expect(result.autoLayoutIssues.isEmpty)
    }

    /// Apple, Auto Layout Guide, "Working with Scroll Views": "Constraints between the edges or
    /// margins of the scroll view and its content attach to the scroll view's content area.
    /// Constraints between the height, width, or centers attach to the scroll view's frame." So the
    /// fields keep their intrinsic height and the content is as tall as the chain.
    @Test func scrollViewEdgesInConstraintsAreItsContentArea() throws {
        let result = try layout("""
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UIScrollView
                    id: scroll
                    contentInsetAdjustmentBehavior: never
                    subviews:
                      - type: UITextField
                        id: first
                        intrinsicContentSize: [100, 34]
                        constraints:
                          - "first.top == superview.top + 5"
                          - "first.leading == superview.leading + 5"
                          - "first.width == superview.width - 10"
                          - "superview.trailing == first.trailing + 5"
                      - type: UITextField
                        id: second
                        intrinsicContentSize: [100, 34]
                        constraints:
                          - "second.top == first.bottom + 5"
                          - "second.leading == first.leading"
                          - "second.width == first.width"
                          - "superview.bottom == second.bottom + 5"
            """)
        // Widths follow the frame: 375 − 10 = 365; heights their intrinsic 34 (hugging 250 and
        // compression 750 both hold there).
        #expect(result.v("first").frame == rect(5, 5, 365, 34))
        // second: 5 + 34 + 5 = 44.
        #expect(result.v("second").frame == rect(5, 44, 365, 34))
        // Content height: 44 + 34 + 5 = 83, not the frame's 667; width 5 + 365 + 5 = 375.
        #expect(result.v("scroll").contentSize == Size(width: 375, height: 83))
        #expect(result.autoLayoutIssues.filter { $0.kind == .ambiguity }.isEmpty)
    }

    /// The same relations written on the scroll view itself, as Interface Builder files them
    /// (`scroll.bottom == label.bottom + 16` among the scroll view's constraints): they belong to
    /// the group the scroll view roots, which adds them, so the group that places the scroll view
    /// says nothing about them (it said "the constraint is left out", 62 times over the shipped
    /// storyboards, while the content size showed them applied). Content height 16 + 21 + 16 = 53.
    @Test func contentConstraintsWrittenOnTheScrollViewAreNotLeftOut() throws {
        let result = try layout("""
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
                id: root
                subviews:
                  - type: UIScrollView
                    id: scroll
                    contentInsetAdjustmentBehavior: never
                    constraints:
                      - "scroll.top == superview.top"
                      - "scroll.leading == superview.leading"
                      - "scroll.trailing == superview.trailing"
                      - "scroll.bottom == superview.bottom"
                      - "scroll.trailing == label.trailing + 16"
                      - "scroll.bottom == label.bottom + 16"
                    subviews:
                      - type: UILabel
                        id: label
                        intrinsicContentSize: [343, 21]
                        constraints:
                          - "label.leading == superview.leading + 16"
                          - "label.top == superview.top + 16"
            """)
        #expect(result.v("label").frame == rect(16, 16, 343, 21))
        #expect(result.v("scroll").contentSize == Size(width: 375, height: 53))
        #expect(!result.notes.contains { $0.message.contains("left out") }, "\(result.notes.map(\.message))")
    }

    /// Content constrained to the scroll view's top and leading only leaves the content size
    /// open on both axes: Interface Builder's "Scrollable content size is ambiguous". It is an
    /// `ambiguous-layout` per axis at `contentSize:`, and the scene's contentSize stays.
    @Test func anOpenContentSizeIsAmbiguousAndTheDeclaredOneKept() throws {
        let result = try layout("""
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UIScrollView
                    id: sv
                    contentInsetAdjustmentBehavior: never
                    contentSize: [375, 2000]
                    subviews:
                      - type: UIView
                        id: w
                        constraints:
                          - "w.top == superview.top + 10"
                          - "w.leading == superview.leading + 10"
                          - "w.width == 10"
                          - "w.height == 10"
            """)
        #expect(result.v("sv").contentSize == Size(width: 375, height: 2000))
        let ambiguous = result.autoLayoutIssues.filter { $0.kind == .ambiguity }
        #expect(ambiguous.map(\.message.description).count == 2)
        #expect(ambiguous.allSatisfy { $0.mark?.line == 10 && $0.message.contains("Scrollable content size is ambiguous") })
        #expect(result.v("w").frame == rect(10, 10, 10, 10))
    }

    /// readableContentGuide's 672-pt width is the model's assumption (AL3), not a measurement: a
    /// layout that it narrows says so in a model-uncertainty note; one it does not narrow does not.
    @Test func readableContentCapCarriesAModelUncertaintyNote() throws {
        func scene(_ device: String) -> String {
            """
            device: \(device)
            ios: 17
            orientation: landscape
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UILabel
                    id: text
                    intrinsicContentSize: [100, 21]
                    constraints:
                      - "text.leading == readableContent.leading"
                      - "text.trailing == readableContent.trailing"
                      - "text.top == safeArea.top"
            """
        }
        let wide = try layout(scene("iPad Pro (12.9-inch)"))
        // 1366 wide, regular-width root margins 20 (M1): 1326 between them, narrowed to 672 and
        // centred → x = 20 + (1326 − 672) / 2 = 347.
        #expect(wide.v("text").frame.minX == 347)
        #expect(wide.v("text").frame.width == 672)
        #expect(wide.notes.contains { $0.reference == "readable-content-width" && $0.kind == .uncertainty })
        let narrow = try layout(scene("iPhone SE (2nd generation)"))
        #expect(!narrow.notes.contains { $0.reference == "readable-content-width" })
    }

    @Test func v1PinScenesKeepTheirNumbers() throws {
        // A sibling of a v1 pin that relates to it must not move the v1 view.
        let result = try layout("""
            device: iPhone X
            ios: 12
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UIView
                    id: header
                    pin: {top: safeArea, leading: margins, trailing: margins, height: 50}
                  - type: UIView
                    id: body
                    pin: {top: {to: header.bottom, inset: 8}, leading: {to: header.leading}, trailing: {to: header.trailing}, bottom: safeArea}
            """)
        // margins of the root view: 16 at the sides on a compact width (F56): header [16, 44, 343, 50].
        #expect(result.v("header").frame == rect(16, 44, 343, 50))
        // body: top 44 + 50 + 8 = 102; bottom 812 − 34 = 778 → height 676.
        #expect(result.v("body").frame == rect(16, 102, 343, 676))
    }
}

@Suite("Constraint notation")
struct ConstraintNotationTests {
    @Test func malformedStringsPointAtTheColumn() throws {
        let yaml = """
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UIView
                    id: a
                    constraints:
                      - "a.width = 10"
                      - "a.widht == 10"
                      - "a.width == b.width"
                      - "a.width == 10 @1200"
                      - "a.top == superview.width"
                      - "a.height == 1e400"
                      - "a.left == superview.leadingMargin"
            """
        do {
            _ = try SceneDecoder.decode(yaml: yaml, file: "inline.yaml")
            Issue.record("expected errors")
        } catch {
            let text = "\(error)"
            // The quote is column 13, so offset 0 is column 14. "a.width = 10": the relation at offset 8 → column 22.
            #expect(text.contains("inline.yaml:10:22: error: malformed constraint: unknown relation '='"))
            // "a.widht": the attribute at offset 2 → column 16.
            #expect(text.contains("inline.yaml:11:16: error: unknown attribute 'widht'; did you mean 'width'?"))
            // "b": offset 11 → column 25.
            #expect(text.contains("inline.yaml:12:25: error: unknown view id 'b' in a constraint"))
            // "1200" at offset 15 → column 14 + 15 = 29.
            #expect(text.contains("inline.yaml:13:29: error: malformed constraint: priority 1200 is outside 1...1000"))
            #expect(text.contains("cannot relate top to width"))
            // UIKit: "A constraint cannot be made between a leading/trailing attribute and a
            // right/left attribute." The second item at offset 10 → column 24.
            #expect(text.contains("inline.yaml:16:24: error: cannot relate left to leadingMargin: UIKit throws on this pairing (left and right relate to left and right, leading and trailing to leading and trailing)"), "\(text)")
            // A number past a double's range is said so, not "found '1'": "1e400" at offset 12 → column 26.
            #expect(text.contains("inline.yaml:15:26: error: malformed constraint: the constant 1e400 is too large for a number"), "\(text)")
        }
    }

    /// A position inside a constraint string is a column only where the string's text is its
    /// source on one line; an escape, a folded line or a block scalar moves the text away from
    /// the columns, and the error then points at the string itself.
    @Test func positionsInsideStringsWrittenOtherwise() throws {
        func errors(_ constraintLines: String) -> String {
            let yaml = """
                device: iPhone 8
                ios: 13
                root:
                  type: UIViewController
                  view:
                    subviews:
                      - type: UIView
                        id: a
                        constraints:
                \(constraintLines)
                """
            do {
                _ = try SceneDecoder.decode(yaml: yaml, file: "inline.yaml")
                return ""
            } catch {
                return "\(error)"
            }
        }
        // The quote at column 13; `"\u0061.topp"` is 12 characters in the file for 6 of text.
        #expect(errors(#"          - "\u0061.topp == superview.top""#).contains("inline.yaml:10:13: error: unknown attribute 'topp'"))
        // A double-quoted string folded over two lines, and a block scalar: the string's start.
        #expect(errors("          - \"a.top == superview.top +\n            topp\"").contains("inline.yaml:10:13: error: malformed constraint"))
        #expect(errors("          - >-\n            a.topp == superview.top").contains("inline.yaml:10:13: error: unknown attribute 'topp'"))
        // Verbatim and single-quoted: the column inside, as before (offset 2 → column 16).
        #expect(errors("          - 'a.topp == superview.top'").contains("inline.yaml:10:16: error: unknown attribute 'topp'"))
        // A plain number or boolean is a value where a string belongs, at the value; quoted, it is
        // a constraint string to read.
        #expect(errors("          - 42").contains("inline.yaml:10:13: error: expected a constraint string (ITEM.attribute == ITEM.attribute + c), found '42'"))
        #expect(errors("          - true").contains("inline.yaml:10:13: error: expected a constraint string (ITEM.attribute == ITEM.attribute + c), found 'true'"))
        #expect(errors("          - '42'").contains("inline.yaml:10:16: error: malformed constraint: expected the first item"))
    }

    /// Numbers as Swift and Interface Builder print them (`1e-05`, `1e+2`) read back, and the
    /// bound of every other length in a scene (±1,000,000) holds inside a constraint too; a
    /// multiplier of 0 on a location is NSLayoutConstraint's "illegal constraint of a location
    /// equal to a constant" (it throws).
    @Test func numbersInConstraints() throws {
        func constraint(_ text: String) -> String {
            """
            device: iPhone 8
            ios: 13
            root:
              type: UIViewController
              view:
                subviews:
                  - type: UIView
                    id: a
                    constraints:
                      - "a.width == 10"
                      - "a.height == 10"
                      - "a.leading == superview.leading"
                      - "\(text)"
            """
        }
        // superview.top 0 + 1e+1 = 10; + 2e-1 = 0.2.
        #expect(try layout(constraint("a.top == superview.top + 1e+1")).v("a").frame == rect(0, 10, 10, 10))
        #expect(try layout(constraint("a.top == superview.top + 2e-1")).v("a").frame == rect(0, 0.2, 10, 10))
        for (text, message, column) in [
            ("a.top == superview.top + 1e308", "malformed constraint: constant 1e+308 is outside -1000000...1000000 points", 39),
            ("a.top == superview.top * 1e300 + 8", "malformed constraint: multiplier 1e+300 is outside -1000000...1000000", 39),
            ("a.top == superview.top * 0 + 8", "a multiplier of 0 leaves top equal to a constant", 13),
        ] {
            do {
                _ = try SceneDecoder.decode(yaml: constraint(text), file: "inline.yaml")
                Issue.record("expected an error for \(text)")
            } catch {
                #expect("\(error)".contains("inline.yaml:13:\(column): error: \(message)"), "\(error)")
            }
        }
    }
}
