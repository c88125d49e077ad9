import InsetlabLayout
import InsetlabScene

/// `content-under-bar`: at rest, scroll content or a view laid out by `frame` starts under the
/// status bar, a bar, the notch or the home indicator.
public enum ContentUnderBarRule: PitfallRule {
    public static let description = RuleDescription(
        id: "content-under-bar",
        name: "Content under a bar",
        severity: .warning,
        summary: "At rest, scroll content or a framed view starts under the status bar, a navigation/tab/tool bar, the notch or the home indicator; or at the bottom: a scroll view's last rows, scrolled to its end, or a framed leaf view stay under a tab bar, a toolbar or the home indicator (or below the screen).",
        mechanism: """
            A view that extends under a translucent bar (edgesForExtendedLayout) is covered by it unless something \
            moves its content: before iOS 11 the container writes the top/bottom layout guides into the contentInset \
            of ONE scroll view (automaticallyAdjustsScrollViewInsets); from iOS 11 the scroll view adds its safe area \
            to adjustedContentInset as contentInsetAdjustmentBehavior allows. When neither happens, the first row sits \
            under the bar, and at the other end the last rows stay under the tab bar: no bottom inset clears it. (Content \
            under the status bar alone is not reported when the scene switched the \
            adjustment off itself: that is a full-screen design with a custom bar, as in seed 004.) In landscape on a \
            notched phone, a label that starts in a side band of the safe area is cut by the sensor housing: nothing \
            insets it sideways (seed 001). A negative contentInset.top that cancels nothing hides the first points \
            above the scroll view's top.
            """,
        fixSwift: """
            // iOS 11+: let UIKit adjust, or pin the scroll view to the safe area
            tableView.contentInsetAdjustmentBehavior = .automatic
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
            // iOS 10 and earlier: keep automaticallyAdjustsScrollViewInsets = true and the table first in view.subviews
            """,
        fixScene: "Remove `automaticallyAdjustsScrollViewInsets: false` / `contentInsetAdjustmentBehavior: never`, or pin the view to `safeArea` (`topLayoutGuide` before iOS 11).",
        sources: ["seed 000 (auto-adjust off: \"stuck behind the navigation bar\")", "seed 004 (root UITableViewController under the status bar)", "seed 001 (landscape side bands)", "LAYOUT-MODEL §5, §6, §7"],
        triggeringExamples: [
            """
            device: iPhone 8
            ios: 13
            root:
              type: UITabBarController
              viewControllers:
                - type: UIViewController
                  view: {subviews: [{type: UITableView, rows: 30, ↓contentInsetAdjustmentBehavior: never}]}
            """,
            """
            device: iPhone 7
            ios: 10
            root:
              type: UINavigationController
              viewControllers:
                - type: UITableViewController
                  ↓automaticallyAdjustsScrollViewInsets: false
                  tableView: {rows: 20}
            """,
            """
            device: iPhone X
            ios: 13
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  view:
                    subviews:
                      - {type: UITableView, rows: 20, ↓contentInsetAdjustmentBehavior: never}
            """,
            """
            device: iPhone X
            ios: 12
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  view:
                    subviews:
                      - {type: UIView, ↓frame: [0, 64, 375, 748]}
            """,
        ],
        nonTriggeringExamples: [
            """
            device: iPhone 7
            ios: 10
            root:
              type: UINavigationController
              viewControllers:
                - {type: UITableViewController, tableView: {rows: 20}}
            """,
            """
            device: iPhone X
            ios: 13
            root:
              type: UINavigationController
              viewControllers:
                - type: UIViewController
                  view: {subviews: [{type: UITableView, rows: 20, contentInsetAdjustmentBehavior: never, pin: safeArea}]}
            """,
        ])

    public static func check(_ context: RuleContext) -> [PitfallWarning] {
        var warnings: [PitfallWarning] = []
        for coverage in ScrollContentCoverage.all(in: context) {
            guard case .other = coverage.cause else { continue }
            let view = coverage.view
            let spec = context.inputs.view(view)
            // Content under the status bar alone, with adjustment switched off on purpose, is a
            // full-screen design (seed 004's custom bar and its fix), not a pitfall.
            if coverage.obstruction.name == "the status bar" || coverage.obstruction.name == context.housingName,
                switchedOffExplicitly(view, context)
            {
                continue
            }
            let what = spec.kind == .tableView ? "the first row" : spec.kind == .collectionView ? "the first item" : "the content"
            var mark = context.typeMark(view: view)
            var because = ""
            var fix: String?
            if let leaf = context.governingLeaf(of: view), let adjustment = context.result.controller(leaf)?.scrollAdjustment {
                if !context.hasSafeArea {
                    if adjustment.inContainer, !adjustment.automaticallyAdjustsScrollViewInsets,
                        let flag = context.inputs.controller(leaf).marks["automaticallyAdjustsScrollViewInsets"]
                    {
                        mark = flag
                        because = "automaticallyAdjustsScrollViewInsets is false, so the container leaves contentInset alone"
                    } else if !adjustment.inContainer {
                        because = "\(context.name(controller: leaf)) is not in a navigation or tab bar controller, and only those adjust insets before iOS 11"
                        // Nothing to remove and nothing to pin: a controller's root view (a
                        // UITableViewController's table) is placed by UIKit (seed 004, bug 2).
                        fix = "Embed \(context.name(controller: leaf)) in a navigation controller (its bar may be hidden), or give \(context.name(view: view)) `contentInset: [\(formatNumber(coverage.obstruction.edge)), 0, 0, 0]` itself on iOS 10 and earlier (seed 004; from iOS 11 UIKit adds the safe area to it)."
                    }
                } else if coverage.layout.contentInsetAdjustmentBehavior == .never, let key = spec.marks["contentInsetAdjustmentBehavior"] {
                    mark = key
                    because = "contentInsetAdjustmentBehavior is never, so the safe area is not added"
                }
            }
            let message = "\(what) of \(context.name(view: view)) starts \(pt(coverage.overlap)) under \(coverage.obstruction.name) at rest"
                + " (content at y \(formatNumber(coverage.contentTop)), \(coverage.obstruction.name) ends at \(formatNumber(coverage.obstruction.edge)))"
                + (because.isEmpty ? "" : ": \(because)")
            warnings.append(warning(message, at: mark, subject: context.name(view: view), fix: fix))
        }
        warnings += contentEndsUnderABottomBar(context)
        // Views placed by `frame` under a bar (pins are the next rule's business): leaves, and any
        // view whose frame starts at a hard-coded bar height (20, 44, 64, 88) — a container at
        // y 64 under an 88-pt bar is not a full-screen background; hard-coded-bar-height names
        // the number, this rule says what ends up under the bar and by how much (issue 13).
        let views = context.result.views
        let holders = context.barHolders()
        // The highest any bottom cover starts: a view that ends above it is under none (one look
        // per view instead of a walk over the bars).
        let window = context.result.window.frame
        let bottomCovers = context.obstructionBelow(window)?.edge ?? window.maxY
        for slot in views.indices where !views[slot].kind.isScrollView && !views[slot].isHidden {
            // Fields, not `let layout = views[slot]`: a whole ViewLayout copied per view per rule adds up.
            let index = views[slot].index
            let windowFrame = views[slot].windowFrame
            let spec = context.inputs.view(index)
            guard case .frame(let rect) = spec.position, !views[slot].isInsideScrollView else { continue }
            guard views[slot].kind.isLeaf || Self.hardCodedTops.contains(rect.y) else { continue }
            // Under a hidden superview nothing is drawn (asked last: it walks up the tree).
            var drawn: Bool { context.isDrawn(index) }
            // A view that hosts an embedded navigation controller holds that controller's bar: the
            // bar is laid out inside it, not over it.
            if let above = context.obstructionAbove(windowFrame, inside: index, holders: holders), windowFrame.minY < above.edge - 0.5,
                windowFrame.maxY > 0.5, drawn
            {
                warnings.append(warning(
                    "\(context.name(view: index)) starts \(pt(above.edge - windowFrame.minY)) under \(above.name) (y \(formatNumber(windowFrame.minY)), \(above.name) ends at \(formatNumber(above.edge)))",
                    at: spec.marks["frame"] ?? context.typeMark(view: index), subject: context.name(view: index),
                    fix: "Pin the view to `safeArea` (`topLayoutGuide` before iOS 11) instead of placing it with a `frame`, "
                        + "or start the frame where \(above.name) ends."))
            }
            // A leaf at the bottom, under a tab bar, a toolbar or the home indicator (controls are
            // control-outside-safe-area's).
            if views[slot].kind.isLeaf, !views[slot].kind.isControl, windowFrame.maxY > bottomCovers + 0.5,
                let below = context.obstructionBelow(windowFrame, inside: index),
                windowFrame.maxY > below.edge + 0.5, windowFrame.minY < window.maxY - 0.5, drawn
            {
                let depth = windowFrame.minY >= below.edge - 0.5
                    ? "lies wholly under \(below.name)"
                    : "reaches \(pt(min(windowFrame.maxY, window.maxY) - below.edge)) under \(below.name)"
                warnings.append(warning(
                    "\(context.name(view: index)) \(depth) (y \(formatNumber(windowFrame.minY))–\(formatNumber(windowFrame.maxY)), \(below.name) starts at \(formatNumber(below.edge)))",
                    at: spec.marks["frame"] ?? context.typeMark(view: index), subject: context.name(view: index),
                    fix: "Pin the view to `safeArea` (`bottomLayoutGuide` before iOS 11) instead of placing it with a `frame`, "
                        + "or end the frame where \(below.name) starts."))
            }
        }
        // Text in a landscape side band of a notched phone (seed 001: in landscape UIKit insets
        // no content sideways for you): a label that starts in one band and does not span the
        // screen (a full-width label is centred text, most often) is cut by the sensor housing.
        let sides = context.sideInsets
        if sides.left > 0.5 || sides.right > 0.5 {
            let window = context.result.window.frame
            for slot in views.indices where views[slot].kind == .label && !views[slot].isHidden {
                let frame = views[slot].windowFrame
                guard frame.maxY > window.minY, frame.minY < window.maxY, frame.width > 0.5 else { continue }
                let intoLeft = frame.minX < sides.left - 0.5 && frame.maxX > window.minX
                let intoRight = frame.maxX > window.maxX - sides.right + 0.5 && frame.minX < window.maxX
                guard intoLeft != intoRight else { continue }
                let depth = intoLeft ? sides.left - max(frame.minX, window.minX) : min(frame.maxX, window.maxX) - (window.maxX - sides.right)
                let name = context.name(view: views[slot].index)
                let housing = context.housingName
                warnings.append(warning(
                    "\(name) reaches \(pt(min(depth, frame.width))) into the \(intoLeft ? "left" : "right") band of \(housing) in landscape (the safe area is \(pt(intoLeft ? sides.left : sides.right)) in from that edge): its text is hidden behind \(housing) when the phone turns that way",
                    at: context.inputs.view(views[slot].index).marks["frame"] ?? context.typeMark(view: views[slot].index), subject: name,
                    fix: "Pin the label to `safeArea` or `margins` (which follow the safe area) instead of `superview`, or start its frame inside the safe area."))
            }
        }
        // A negative contentInset.top that leaves the content above the scroll view's own top at
        // rest: seed 004's iOS 11 fix (contentInset −20 against the safe area) run on iOS 10,
        // where nothing was added to cancel, hides the first 20 pt above the screen.
        for slot in views.indices where views[slot].kind.isScrollView && !views[slot].isHidden {
            let index = views[slot].index
            let spec = context.inputs.view(index)
            guard let written = spec.contentInset, written.top < -0.5, let mark = spec.marks["contentInset"] else { continue }
            let top = context.hasSafeArea ? views[slot].adjustedContentInset?.top ?? written.top : views[slot].contentInset?.top ?? written.top
            guard top < -0.5 else { continue }
            let what = spec.kind == .tableView ? "the first row" : spec.kind == .collectionView ? "the first item" : "the content"
            let name = context.name(view: index)
            warnings.append(warning(
                "\(what) of \(name) starts \(pt(-top)) above its top at rest: contentInset.top \(formatNumber(written.top)) "
                    + (context.hasSafeArea ? "is more than the \(pt(top - written.top)) UIKit adds" : "cancels nothing before iOS 11 (UIKit adds no safe area)")
                    + ", so those points are out of sight until the user pulls down",
                at: mark, subject: name,
                fix: "Remove the negative contentInset (before iOS 11 `automaticallyAdjustsScrollViewInsets: false` already keeps UIKit's inset out; from iOS 11 `contentInsetAdjustmentBehavior: never` does)."))
        }
        return warnings
    }

    /// The other end: scrolled as far as it goes, a scroll view's content ends above its bottom
    /// inset (contentInset before iOS 11, adjustedContentInset from iOS 11), or where it rests
    /// when it is too short to scroll. Where that is still under a tab bar, a toolbar or the home
    /// indicator, or below the screen, the last rows are never seen whole: the container wrote no
    /// bottom inset (LAYOUT-MODEL §5: the bottom layout guide, for the one scroll view the search
    /// finds), or the scroll view added none (§7), or the view runs past the screen (F35).
    static func contentEndsUnderABottomBar(_ context: RuleContext) -> [PitfallWarning] {
        var warnings: [PitfallWarning] = []
        let views = context.result.views
        let screen = context.result.window.frame
        for slot in views.indices where views[slot].kind.isScrollView && !views[slot].isHidden {
            // Inside another scroll view it is brought into sight by scrolling that one (§6).
            guard !views[slot].isInsideScrollView, let end = context.contentEnd(ofScrollViewAt: slot) else { continue }
            let index = views[slot].index
            let frame = views[slot].windowFrame
            let inset = context.insets(ofScrollViewAt: slot).bottom
            let bar = context.obstructionBelow(frame, inside: index).flatMap { $0.edge < screen.maxY - 0.5 ? $0 : nil }
            let edge = bar?.edge ?? screen.maxY
            guard frame.maxY > edge + 0.5, end > edge + 0.5, frame.minY < edge, context.isDrawn(index) else { continue }
            let spec = context.inputs.view(index)
            let what = spec.kind == .tableView ? "the last row" : spec.kind == .collectionView ? "the last item" : "the end of the content"
            let name = context.name(view: index)
            let never = context.hasSafeArea && views[slot].contentInsetAdjustmentBehavior == .never
            let belowScreen = end > screen.maxY + 0.5
            let place: String
            if let bar, !belowScreen {
                place = "\(pt(end - edge)) under \(bar.name) (it starts at y \(formatNumber(bar.edge)))"
            } else if let bar {
                place = "\(pt(end - edge)) out of sight, \(pt(end - screen.maxY)) below the screen (it ends at y \(formatNumber(screen.maxY))) and \(pt(screen.maxY - bar.edge)) under \(bar.name)"
            } else {
                place = "\(pt(end - edge)) below the screen (it ends at y \(formatNumber(screen.maxY)))"
            }
            // Why no inset clears the bar, and the fix for this era (LAYOUT-MODEL §5, §7).
            let because: String
            var fix: String
            if context.hasSafeArea {
                because = never ? ": contentInsetAdjustmentBehavior is never, so the safe area is not added" : ""
                fix = never
                    ? "Remove `contentInsetAdjustmentBehavior: never`, or pin the scroll view's bottom to `safeArea`."
                    : "Pin the scroll view's bottom to `safeArea`, or set `contentInsetAdjustmentBehavior: always` on it."
            } else {
                let leaf = views[slot].governingController.flatMap { context.result.controller($0) }
                let adjustment = leaf?.scrollAdjustment
                if let adjustment, adjustment.inContainer, leaf?.contentScrollView != index {
                    because = ": the first-subview search does not reach it, so the container writes no bottom inset"
                    fix = "Move the scroll view to `subviews[0]` (of each view on the way down), or pin its bottom to `bottomLayoutGuide`."
                } else if let adjustment, adjustment.inContainer, !adjustment.automaticallyAdjustsScrollViewInsets {
                    because = ": automaticallyAdjustsScrollViewInsets is false, so the container writes no bottom inset"
                    fix = "Remove `automaticallyAdjustsScrollViewInsets: false`, or pin the scroll view's bottom to `bottomLayoutGuide`."
                } else {
                    because = ""
                    fix = "Pin the scroll view's bottom to `bottomLayoutGuide`."
                }
            }
            if belowScreen {
                fix = "End the scroll view at the screen's bottom: pin it to `superview` (or `safeArea`) instead of a frame taller than the space it is in."
            }
            warnings.append(warning(
                "\(what) of \(name) stays \(place) when scrolled as far as it goes: its content ends at y \(formatNumber(end))"
                    + ", above a bottom inset of \(pt(inset))" + because,
                at: never ? spec.marks["contentInsetAdjustmentBehavior"] ?? context.typeMark(view: index) : context.typeMark(view: index),
                subject: name, fix: fix))
        }
        return warnings
    }

    /// Frame origins that stand for a bar's bottom edge (HardCodedBarHeightRule's top values).
    static let hardCodedTops: Set<Double> = [20, 44, 64, 88]

    /// The scene turned the adjustment off itself: `automaticallyAdjustsScrollViewInsets: false`
    /// before iOS 11, `contentInsetAdjustmentBehavior: never` from iOS 11.
    static func switchedOffExplicitly(_ view: ViewIndex, _ context: RuleContext) -> Bool {
        if context.hasSafeArea {
            // A written negative contentInset.top that cancels the safe area (seed 004's fix 1)
            // turns it off as surely as `.never` does: the same geometry, the same intent.
            let spec = context.inputs.view(view)
            if let written = spec.contentInset, written.top < -0.5, spec.marks["contentInset"] != nil,
                let adjusted = context.result.view(view)?.adjustedContentInset, abs(adjusted.top) < 0.5
            {
                return true
            }
            return context.result.view(view)?.contentInsetAdjustmentBehavior == .never
                && context.inputs.view(view).marks["contentInsetAdjustmentBehavior"] != nil
        }
        guard let leaf = context.governingLeaf(of: view), let adjustment = context.result.controller(leaf)?.scrollAdjustment else {
            return false
        }
        // Outside a navigation or tab bar controller the flag switches nothing off before iOS 11
        // (no-effect says so): it is no sign of a design, and removing it must not raise this rule.
        return adjustment.inContainer && !adjustment.automaticallyAdjustsScrollViewInsets
            && context.inputs.controller(leaf).marks["automaticallyAdjustsScrollViewInsets"] != nil
    }

}
