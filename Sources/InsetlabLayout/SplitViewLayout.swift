import InsetlabScene

/// `UISplitViewController`, iOS 14 column style, as the window's root (docs/model-decisions.md M26).
///
/// - Regular width (V2, stated): the primary column beside the secondary
///   (`oneBesideSecondary`), over it (`oneOverSecondary`), or hidden (`secondaryOnly`).
///   `automatic` is taken as beside in landscape and secondary-only in portrait: Apple's doc says
///   only that UIKit "decides the most appropriate display mode", so that choice is an estimate.
/// - The primary column's view starts 100 pt off screen, and the 100 pt show up in its
///   `safeAreaInsets.left` (V1, measured on an iPad simulator, iOS 16).
/// - Its width: `preferredPrimaryColumnWidth`, else 320, the commonly quoted default
///   (research-facts §2: folklore, unmeasured).
/// - Compact width: the `compact` column if there is one (V2), else the primary, fill the split
///   view (the collapse target is an estimate).
enum SplitViewLayout {
    /// V1: the off-screen buffer of the primary column.
    static let primaryBuffer = 100.0
    /// research-facts §2: "the usual 320 / 375 figures are folklore".
    static let defaultPrimaryWidth = 320.0

    /// Column chains for a split view laid out at `frame` (window coordinates).
    static func columns(of split: ControllerIndex, frame: Rect, state: inout LayoutState) -> [Chain] {
        let scene = state.scene
        let spec = scene.controllers[split].split
        let regular = scene.device.widthClass(scene.orientation) == .regular
        // The columns' views are subviews of the split view's, whose safe area holds its own
        // additionalSafeAreaInsets (LAYOUT-MODEL §6, UIViewController.h: a container's add to
        // "the safeAreaInsets for contained view controllers").
        let safe = state.windowSafeRect.inset(by: scene.controllers[split].additionalSafeAreaInsets)
        if scene.ios < 14 {
            state.note(
                .notModelled, "split-ios14",
                "the column-style UISplitViewController needs iOS 14; iOS \(scene.ios)'s classic split view is laid out with the iOS 14 rules (its columns wrapped in navigation controllers, as iOS 14 wraps them)",
                controller: split)
        }
        if scene.ios >= 26, regular {
            state.note(
                .uncertainty, "split-ios26",
                "iOS 26 split view laid out with the iOS 14–18 column rules: V1 was measured on iOS 16, and no source measures iOS 26's redesigned columns (research-facts §2)",
                controller: split)
        }
        func chain(_ start: ControllerIndex, _ columnFrame: Rect) -> Chain {
            Chain(
                resolved: state.chain(from: start), frame: columnFrame, inheritedSafeRect: safe,
                parentGuideLines: nil, isWindowRoot: columnFrame.minY <= frame.minY && columnFrame == frame,
                isTopLevelInWindow: true)
        }

        guard regular else {
            guard let shown = spec.compact ?? spec.primary else { return [] }
            if spec.compact == nil {
                state.note(
                    .uncertainty, "split-collapsed",
                    "compact width without a compact column: the split view is taken as collapsed onto its primary column (research-facts V2 covers only the compact column)",
                    controller: split)
            }
            state.record(.controller(split), .columns, rule: "split view, compact width", source: "research-facts V2",
                "compact width: \(scene.controllers[shown].displayName) fills the split view \(frame)")
            return [chain(shown, frame)]
        }

        var mode = spec.preferredDisplayMode
        if mode == .automatic {
            mode = scene.orientation == .landscape ? .oneBesideSecondary : .secondaryOnly
            state.note(
                .uncertainty, "split-automatic",
                "preferredDisplayMode automatic taken as \(mode.rawValue) in \(scene.orientation.rawValue) (Apple's doc: UIKit \"decides the most appropriate display mode\"; no measurement)",
                controller: split, key: "preferredDisplayMode")
        }
        var width = spec.preferredPrimaryColumnWidth ?? defaultPrimaryWidth
        if width > frame.width, mode != .secondaryOnly {
            // UIKit bounds the column by maximumPrimaryColumnWidth, whose default is not modelled:
            // no negative secondary column, and a note instead of a number passed off as UIKit's.
            state.note(
                .notModelled, "split-column-width",
                "preferredPrimaryColumnWidth \(fmt(width)) is wider than the split view (\(fmt(frame.width))): UIKit bounds it by maximumPrimaryColumnWidth, whose default is not modelled; the primary column is given the whole width",
                controller: split, key: "preferredPrimaryColumnWidth")
            width = frame.width
        }
        if spec.preferredPrimaryColumnWidth == nil, mode != .secondaryOnly {
            state.note(
                .uncertainty, "split-column-width",
                "primary column 320 pt wide: the commonly quoted default, unmeasured (research-facts §2); set preferredPrimaryColumnWidth to pin it",
                controller: split)
        }
        // V1: the primary's view reaches 100 pt off screen to the left.
        let primaryFrame = Rect(x: frame.minX - primaryBuffer, y: frame.minY, width: width + primaryBuffer, height: frame.height)
        let besideSecondary = Rect(x: frame.minX + width, y: frame.minY, width: frame.width - width, height: frame.height)
        var chains: [Chain] = []
        switch mode {
        case .oneBesideSecondary:
            if let primary = spec.primary { chains.append(chain(primary, primaryFrame)) }
            if let secondary = spec.secondary {
                chains.append(chain(secondary, besideSecondary))
                state.note(
                    .uncertainty, "split-secondary-safe-area",
                    "the secondary column's safe area is the window's cut to the column, unmeasured (research-facts §2: \"Not found: … the secondary column's safe areas\")",
                    controller: secondary)
            }
        case .oneOverSecondary:
            if let secondary = spec.secondary { chains.append(chain(secondary, frame)) }
            if let primary = spec.primary { chains.append(chain(primary, primaryFrame)) }
        case .secondaryOnly, .automatic:
            if let secondary = spec.secondary { chains.append(chain(secondary, frame)) }
        }
        state.record(.controller(split), .columns, rule: "split view, regular width", source: "research-facts V1, V2",
            "\(mode.rawValue): primary \(mode == .secondaryOnly ? "hidden" : "\(primaryFrame) (100-pt off-screen buffer, V1)"), secondary "
                + "\(mode == .oneBesideSecondary ? "\(besideSecondary)" : "\(frame)")")
        return chains
    }
}
