import InsetlabScene

/// Controls whose alignment rect is not their frame (model decision M34). Auto Layout solves
/// for alignment rects (Apple, `UIView.frame(forAlignmentRect:)`: "The constraint-based layout
/// system uses alignment rectangles to align views, rather than their frame"), so a control
/// that constraints, a `pin` or a stack view place gets the frame that reaches past the solved
/// rect by its kind's `alignmentRectInsets`. A control placed by `frame` is where the scene says.
enum AlignmentRect {
    static func frame(_ frame: inout Rect, of view: ViewIndex, subject: TraceSubject, state: inout LayoutState) {
        let kind = state.scene.views[view].kind
        let insets = kind.alignmentRectInsets
        if insets != .zero {
            let alignment = frame
            frame = alignment.outset(by: insets)
            state.record(subject, .frame, rule: "alignment rect", source: "UIView.alignmentRectInsets (M34, Interface Builder's stored frames)",
                "Auto Layout placed the \(kind.rawValue)'s alignment rect \(alignment); the frame reaches \(insets) past it = \(frame)")
        }
        guard kind == .slider || kind == .segmentedControl || (kind == .switch && state.ios < 9) else { return }
        let name = ScrollViewInsets.name(view, state)
        switch kind {
        case .switch where state.ios < 9:
            state.note(.uncertainty, "alignment-rect",
                "\(name): a UISwitch's frame is 2 pt wider than its alignment rect, at the right, and 51 × 31, in the frames Interface Builder stores from Xcode 7 (the iOS 9 SDK) to Xcode 16; no file measures iOS \(state.ios)'s",
                view: view)
        case .slider:
            state.note(.notModelled, "alignment-rect",
                "\(name): a UISlider's frame is 2 pt wider than its alignment rect on each side (RxSwift's APIWrappers.storyboard, Xcode 12), which insetlab applies; its top and bottom insets are not (that file gives them 1 pt between the slider and the segmented control above it, on no measured side), so its frame's height is the alignment rect's",
                view: view)
        case .segmentedControl:
            state.note(.notModelled, "alignment-rect",
                "\(name): Auto Layout places a UISegmentedControl's alignment rect, which UIKit insets from its frame by a point (RxSwift's APIWrappers.storyboard: 1 pt between it and the slider below, not measured on which side); insetlab has no insets for it, so this frame is the alignment rect's",
                view: view)
        default:
            break
        }
    }
}
