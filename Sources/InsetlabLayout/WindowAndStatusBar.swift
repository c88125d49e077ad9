import InsetlabScene

/// LAYOUT-MODEL §2: the window, the status bar and the window's safe area.
enum WindowAndStatusBar {
    static func apply(to state: inout LayoutState, leaf: ControllerIndex) {
        let scene = state.scene
        let metrics = state.metrics
        let size = scene.device.screenSize(scene.orientation)
        let frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        state.record(
            .window, .frame, rule: "window frame", source: .layoutModel(2),
            "screen \(number: scene.device.screen.width)×\(number: scene.device.screen.height) pt"
                + (scene.orientation == .landscape ? ", width and height swapped in landscape" : "")
                + " = \(frame)")

        deviceNotes(&state)

        let prefersHidden = scene.controllers[leaf].prefersStatusBarHidden
        let hidden = metrics.isStatusBarHidden(prefersHidden: prefersHidden)
        let leafName = scene.controllers[leaf].displayName
        let reason: Formula
        if prefersHidden {
            reason = "hidden: the on-screen controller \(leafName) sets prefersStatusBarHidden"
        } else if hidden {
            reason = "hidden: an iPhone in landscape on iOS 8+ is vertically compact (Apple doc prefersStatusBarHidden)"
            if scene.controllers[leaf].marks["prefersStatusBarHidden"] != nil {
                // Written `false`: Apple calls hiding in a vertically compact environment what the
                // method returns "by default", so an override returning false may keep the bar.
                // No measurement says which; LAYOUT-MODEL §2 hides it whatever the setting.
                state.note(.uncertainty, "landscape-status-bar",
                    "\(leafName) sets prefersStatusBarHidden: false, and an iPhone in landscape on iOS 8+ hides the status bar anyway here (LAYOUT-MODEL §2); Apple's documentation calls hiding it there what the method returns by default, so an override returning false may show it, which no measurement settles",
                    controller: leaf, key: "prefersStatusBarHidden")
            }
        } else {
            reason = "shown, \(number: metrics.statusBarHeight) pt"
        }
        state.record(.window, .statusBarHidden, rule: "status bar", source: .layoutModel(2), reason)

        if !hidden {
            let barFrame = Rect(x: 0, y: 0, width: size.width, height: metrics.statusBarHeight)
            state.bars.append(
                BarLayout(kind: .statusBar, owner: nil, ownerName: nil, frame: barFrame, isTranslucent: nil, showsLargeTitle: false))
            state.record(
                .bar(.statusBar, owner: nil), .frame, rule: "status bar",
                source: .layoutModel(2, scene.device.idiom == .pad ? ", uikit-facts §1.3" : ", uikit-facts §1.2"),
                "\(named: "height", metrics.statusBarHeight) (\(scene.device.name)\(scene.device.isCustom ? ", custom device" : ""), iOS \(scene.ios)) = \(barFrame)")
        }

        // Window safe area (iOS 11+). Portrait top = max(status bar if shown, hardware top);
        // landscape sides = hardware side insets; bottom = home indicator (F20, uikit-facts §1.2).
        var insets = scene.device.safeArea(scene.orientation)
        let statusBarBottom = hidden ? 0 : metrics.statusBarHeight
        insets.top = max(statusBarBottom, metrics.hardwareTopInset)
        state.windowSafeRect = state.hasSafeArea ? frame.inset(by: insets) : frame
        state.window = WindowLayout(
            frame: frame, safeAreaInsets: state.hasSafeArea ? insets : nil, statusBarHidden: hidden)
        if state.hasSafeArea {
            state.record(
                .window, .safeAreaInsets, rule: "window safe area", source: .layoutModel(2, ", F20"),
                "top max(\(named: "status bar", statusBarBottom), \(named: "hardware top", metrics.hardwareTopInset)) = \(number: insets.top); "
                    + "left/right \(number: insets.left)/\(number: insets.right) (sensor housing), bottom \(number: insets.bottom) (home indicator) → \(insets)")
        }
    }

    /// Numbers of the device that are inferred, not measured, reported as model-uncertainty notes
    /// (issue 14: every estimate shows up in the output).
    private static func deviceNotes(_ state: inout LayoutState) {
        let scene = state.scene
        if let inference = scene.device.inference {
            state.note(.uncertainty, "device-inference", inference)
        }
        if scene.orientation == .landscape, let inference = scene.device.landscapeInference {
            state.note(.uncertainty, "D3", inference)
        }
        // An iPad window narrower than every iPad's screen (iPad mini, 744 pt) is Slide Over or
        // Split Screen, where apps get the compact width class (LAYOUT-MODEL §9: not modelled).
        let narrowest = 744.0
        let width = scene.orientation == .portrait ? min(scene.device.screen.width, scene.device.screen.height)
            : max(scene.device.screen.width, scene.device.screen.height)
        if scene.device.idiom == .pad, width < narrowest {
            state.note(
                .notModelled, "ipad-narrow-window",
                "a \(fmt(width))-pt-wide iPad window is Slide Over or Split Screen, where UIKit gives the compact width class"
                    + " (LAYOUT-MODEL §9: not modelled); laid out as a full-screen iPad, with the regular width class",
                controller: scene.rootController)
        }
        // iOS 26 kept the iOS 18 hardware metrics as far as anything was measured: the one iOS 26
        // reading is the iPhone 16's window safe area [59, 0, 34, 0] (research-facts P3).
        if scene.ios >= 26, !scene.device.isCustom, (scene.device.iosRange?.lowerBound ?? 26) < 26 {
            let measured = scene.device.name == "iPhone 16" && scene.orientation == .portrait
                ? "; its window safe area [59, 0, 34, 0] is measured on iOS 26 (research-facts P3)" : ""
            state.note(
                .uncertainty, "ios26-device",
                "\(scene.device.name) on iOS 26: status bar, safe area and navigation-bar origin carried over from iOS 18"
                    + " (no other iOS 26 measurement of them)\(measured)")
        }
    }
}
