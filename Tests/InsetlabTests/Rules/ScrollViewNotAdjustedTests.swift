import InsetlabRules
import Testing

/// Before iOS 11 the first-subview search (LAYOUT-MODEL §5, uikit-facts §3.7) does not reach a
/// table behind a plain view, whatever automaticallyAdjustsScrollViewInsets says. With the flag
/// false as well, the warning was `content-under-bar` at the flag, whose fix (remove the flag)
/// changed nothing (the `no-effect` note on the same line said so): it is the search's warning,
/// at the table, and says that the flag would matter once the table is first. iPhone 7, iOS 10:
/// 20 + 44 = 64 under the navigation bar (uikit-facts F53).
@Suite("scroll-view-not-adjusted with the flag off")
struct ScrollViewNotAdjustedTests {
    @Test func theSearchIsTheCauseAndTheFlagIsNamed() throws {
        let warnings = try ruleWarnings("""
            device: iPhone 7
            ios: 10
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  automaticallyAdjustsScrollViewInsets: false
                  view:
                    subviews:
                      - {type: UIView, frame: [0, 600, 375, 67]}
                      - {type: UITableView, id: table, rows: 20}
            """).filter { $0.severity != .note }
        #expect(warnings.map(\.rule) == ["scroll-view-not-adjusted"])
        #expect(warnings.first?.mark?.line == 11)
        #expect(warnings.first?.message.hasSuffix(
            "its content starts 64 pt under the navigation bar; automaticallyAdjustsScrollViewInsets is false too, so moved first it would still not be adjusted (remove the flag, or pin it to topLayoutGuide)") == true)
        #expect(warnings.first?.fix == "Move the scroll view to `subviews[0]` (of each view on the way down) and remove `automaticallyAdjustsScrollViewInsets: false` (line 7), or pin it to `topLayoutGuide`.")
    }
}
