import InsetlabScene

/// SCENE-FORMAT "Presentation (v2)": where a presented controller's view goes, which controller
/// owns the status bar, and what is measured (docs/model-decisions.md M20–M23).
///
/// Sources: research-facts P1 (`.automatic` is full screen before iOS 13, a page sheet from 13;
/// UIViewController.h, uikit-facts §3.1), P2 (sheets adapt to full screen in compact width), P3–P4
/// (iOS 26 page sheet on an iPhone 16, measured: large (0, 59, 393, 793), medium
/// (8, 403.687, 377, 440.313), both with safe area [0, 0, 34, 0]). Nothing else is measured: the
/// iOS 13–18 card, the iPad sheets and every device but the iPhone 16 carry a model-uncertainty note.
enum PresentationLayout {
    /// How one presented controller is laid out.
    struct Placement {
        var controller: ControllerIndex
        /// The style after `automatic` and compact-width adaptation.
        var style: ModalPresentationStyle
        /// Window coordinates.
        var frame: Rect
        /// The safe rect its chain inherits (window coordinates).
        var inheritedSafeRect: Rect
        var coversScreen: Bool { style == .fullScreen || style == .overFullScreen }
    }

    /// Presented controllers, presenters before the controllers they present (a presented
    /// controller may present in turn). Bounded by the number of controllers.
    static func order(in scene: Scene) -> [ControllerIndex] {
        var result: [ControllerIndex] = []
        var frontier = scene.controllers.indices.filter { scene.controllers[$0].presenter == nil && scene.controllers[$0].presented != nil }
        var seen = Set<ControllerIndex>()
        while let presenter = frontier.first {
            frontier.removeFirst()
            guard let presented = scene.controllers[presenter].presented, seen.insert(presented).inserted else { continue }
            result.append(presented)
            frontier.append(presented)
        }
        return result
    }

    /// A presenter that was not laid out is off screen (below the top of a navigation stack, an
    /// unselected tab): UIKit logs "…whose view is not in the window hierarchy" for it. Said once
    /// every chain is laid out.
    static func notePresentersOffScreen(_ state: inout LayoutState) {
        let scene = state.scene
        for (index, spec) in scene.controllers.enumerated() {
            guard let presented = spec.presented, state.controllers[index] == nil else { continue }
            state.note(
                .notModelled, "presenter-off-screen",
                "\(spec.displayName) presents \(scene.controllers[presented].displayName) but is not on screen, and UIKit presents from a controller whose view is in the window (\"whose view is not in the window hierarchy\"); laid out as if it were",
                controller: index)
        }
    }

    /// Presentation and navigation-item keys on a controller where UIKit never reads them: said,
    /// not silently passed (`modalPresentationStyle` on a controller nobody presents, `prompt`
    /// on one that is not on screen in a navigation controller).
    static func noteUnreadKeys(_ state: inout LayoutState) {
        let scene = state.scene
        for (index, spec) in scene.controllers.enumerated() {
            if spec.presenter == nil, spec.modalPresentationStyle != .automatic || spec.sheet != nil {
                let keys = [spec.modalPresentationStyle != .automatic ? "modalPresentationStyle" : nil, spec.sheet != nil ? "sheet" : nil]
                    .compactMap { $0 }.joined(separator: " and ")
                state.note(
                    .notModelled, "not-presented",
                    "\(spec.displayName) is not presented, so its \(keys) \(keys.contains(" and ") ? "have" : "has") no effect",
                    controller: index, key: spec.modalPresentationStyle != .automatic ? "modalPresentationStyle" : "sheet")
            } else if spec.presenter != nil, spec.sheet != nil, case let style = resolvedStyle(spec, metrics: state.metrics),
                ![.pageSheet, .formSheet].contains(style), !showsSheetInRegularLandscape(spec, state: state)
            {
                // Apple doc sheetPresentationController: an instance only for pageSheet or formSheet
                // (an iPhone in landscape, or before iOS 13, adapts a sheet to full screen).
                state.note(
                    .notModelled, "not-presented",
                    "\(spec.displayName) is presented \(style.rawValue), not as a sheet, so its sheet has no effect",
                    controller: index, key: "sheet")
            }
            let writesLargeTitleMode = spec.marks["largeTitleDisplayMode"] != nil
            guard spec.prompt != nil || spec.searchController != nil || writesLargeTitleMode else { continue }
            // Only for a controller that writes a navigation-item key: a spec is a large copy.
            let navigation = spec.container.flatMap { scene.controllers[$0].kind == .navigationController ? scene.controllers[$0] : nil }
            if spec.prompt != nil || spec.searchController != nil {
                let keys = [spec.prompt != nil ? "prompt" : nil, spec.searchController != nil ? "searchController" : nil]
                    .compactMap { $0 }.joined(separator: " and ")
                let verb = spec.prompt != nil && spec.searchController != nil ? "have" : "has"
                if navigation?.visibleChild != index {
                    state.note(
                        .notModelled, "navigation-item-unread",
                        "\(spec.displayName) is not the controller on screen in a navigation controller, so its \(keys) \(verb) no effect",
                        controller: index, key: spec.prompt != nil ? "prompt" : "searchController")
                } else if let navigation, navigation.isNavigationBarHidden {
                    state.note(
                        .notModelled, "navigation-item-unread",
                        "\(navigation.displayName) hides its navigation bar (isNavigationBarHidden), so \(spec.displayName)'s \(keys) \(verb) no effect",
                        controller: index, key: spec.prompt != nil ? "prompt" : "searchController")
                }
            }
            // Large titles need both: the bar's prefersLargeTitles and the item's display mode.
            if writesLargeTitleMode {
                if navigation == nil {
                    state.note(
                        .notModelled, "navigation-item-unread",
                        "\(spec.displayName) is not in a navigation controller, so its largeTitleDisplayMode has no effect",
                        controller: index, key: "largeTitleDisplayMode")
                } else if let navigation, !navigation.navigationBar.prefersLargeTitles {
                    state.note(
                        .notModelled, "navigation-item-unread",
                        "\(navigation.displayName)'s navigationBar.prefersLargeTitles is false, so \(spec.displayName)'s largeTitleDisplayMode has no effect (a large title needs both)",
                        controller: index, key: "largeTitleDisplayMode")
                }
            }
        }
    }

    /// `automatic` resolved (P1) and sheets adapted to the size class (P2).
    /// A sheet on a regular-width iPhone in landscape stays a sheet that does not fill the screen
    /// (research-facts P2), though it is laid out full screen (its frame is unmeasured): noted.
    static func showsSheetInRegularLandscape(_ spec: ControllerSpec, state: LayoutState) -> Bool {
        let device = state.scene.device
        let style = spec.modalPresentationStyle
        return device.idiom == .phone && state.scene.orientation == .landscape && device.landscapeWidth == .regular
            && (style == .pageSheet || style == .formSheet || (style == .automatic && state.scene.ios >= 13))
    }

    static func resolvedStyle(_ spec: ControllerSpec, metrics: BarMetrics) -> ModalPresentationStyle {
        var style = spec.modalPresentationStyle
        if style == .automatic { style = metrics.ios < 13 ? .fullScreen : .pageSheet }
        guard style == .pageSheet || style == .formSheet else { return style }
        let compactWidth = metrics.device.widthClass(metrics.orientation) == .compact
        if metrics.device.idiom == .phone {
            // P2: compact width adapts sheets to full screen; iOS 13+ shows the card in iPhone
            // portrait instead, and a landscape iPhone (vertically compact) goes full screen.
            if metrics.ios < 13 || metrics.orientation == .landscape { return .fullScreen }
            return .pageSheet
        }
        return compactWidth ? .fullScreen : style
    }

    /// A sheet presented over a sheet: UIKit pushes the card below back and shows the new one a
    /// little lower (an iPad's sheet too); no source measures either, so it is placed as the first.
    private static func noteStackedSheet(_ index: ControllerIndex, name: String, state: inout LayoutState) {
        let scene = state.scene
        guard let presenter = outermostPresented(scene.controllers[index].presenter, in: scene),
            [.pageSheet, .formSheet].contains(resolvedStyle(scene.controllers[presenter], metrics: state.metrics))
        else { return }
        state.note(
            .notModelled, "stacked-sheet",
            "\(name) is a sheet over another sheet: UIKit pushes the sheet below back and places this one differently, by amounts no source measures; its frame here is a first sheet's",
            controller: index)
    }

    /// The presented controller that holds `controller` (itself, or the container it is in),
    /// walking up its containers; nil when it is in no presentation.
    private static func outermostPresented(_ controller: ControllerIndex?, in scene: Scene) -> ControllerIndex? {
        var current = controller
        // Bounded by the number of controllers: each step moves to an enclosing container.
        for _ in scene.controllers.indices {
            guard let index = current else { return nil }
            if scene.controllers[index].presenter != nil { return index }
            current = scene.controllers[index].container
        }
        return nil
    }

    static func place(_ index: ControllerIndex, state: inout LayoutState) -> Placement {
        let scene = state.scene
        let metrics = state.metrics
        let spec = scene.controllers[index]
        let window = state.window.frame
        let style = resolvedStyle(spec, metrics: metrics)
        let name = spec.displayName
        let device = scene.device
        var frame = window
        var safeRect = state.windowSafeRect
        var how: Formula = ""

        if spec.sheet != nil, scene.ios < 15 {
            state.note(.notModelled, "sheet-ios15", "sheet detents need iOS 15 (UISheetPresentationController); iOS \(scene.ios) ignores `sheet:`",
                controller: index, key: "sheet")
        }
        let detent = scene.ios >= 15 ? (spec.sheet?.restingDetent ?? .large) : .large
        // Detents size a sheet on an iPhone; an iPad's form and page sheets keep their size (the
        // frames below), so a smaller resting detent there is not applied, and the scene is told.
        if scene.ios >= 15, detent != .large, device.idiom == .pad, style == .pageSheet || style == .formSheet {
            state.note(
                .uncertainty, "sheet-ipad-detent",
                "the \(detent.rawValue) detent on an iPad \(style.rawValue): laid out at the iPad sheet's size, without the detent; what UIKit does with a detent in regular width is not measured",
                controller: index, key: "sheet")
        }

        switch style {
        case .fullScreen, .overFullScreen, .automatic:
            how = "\(style.rawValue): the whole window \(window)"
            if showsSheetInRegularLandscape(spec, state: state) {
                // P2: a regular-width landscape phone does NOT fill the screen with a sheet; its frame is unmeasured.
                state.note(
                    .notModelled, "sheet-regular-landscape",
                    "a sheet on a regular-width iPhone in landscape does not fill the screen (research-facts P2); its frame is not measured, so insetlab lays it out full screen",
                    controller: index, key: spec.marks["modalPresentationStyle"] != nil ? "modalPresentationStyle" : nil)
            }
        case .pageSheet where device.idiom == .phone:
            let safeTop = state.windowSafeRect.minY
            if spec.modalPresentationStyle == .formSheet {
                state.note(
                    .uncertainty, "form-sheet-iphone",
                    "formSheet on an iPhone in portrait, laid out as iOS 13's page-sheet card (as pageSheet is); research-facts P8 (stated, an issue's text) says it adapts to full screen, and P2 quotes the header doc's \"full screen in compact width\", which the page sheet's card (P1) already contradicts; neither is measured",
                    controller: index, key: "modalPresentationStyle")
            }
            noteStackedSheet(index, name: name, state: &state)
            if detent == .large {
                // docs/model-decisions.md M23: UIKit also scales the presenter back behind the card.
                state.note(
                    .notModelled, "presenter-scale-back",
                    "behind \(name)'s card UIKit scales the presenting controller's view back (a transform, LAYOUT-MODEL §9); the presenter's frames are reported unscaled",
                    controller: index)
            }
            if scene.ios >= 26 {
                if detent == .large {
                    // P3: (0, 59, 393, 793) on an iPhone 16 = from the window's safe-area top down.
                    frame = Rect(x: 0, y: safeTop, width: window.width, height: window.height - safeTop)
                    how = "iOS 26 page sheet, large detent: from \(named: "the window's safe-area top", safeTop) to the bottom (research-facts P3)"
                } else {
                    // P4: (8, 403.687, 377, 440.313) on the 852-pt iPhone 16: 8-pt side and bottom
                    // insets, height 440.313, scaled with the screen height elsewhere (inferred).
                    let height = 440.313 * window.height / 852
                    frame = Rect(x: 8, y: window.height - 8 - height, width: window.width - 16, height: height)
                    how = "iOS 26 page sheet, medium detent: 8-pt side and bottom insets, height 440.313 × \(number: window.height)/852 (research-facts P4)"
                    // P4: its safe area is [0, 0, 34, 0], the home indicator, though it floats 8 pt up.
                    safeRect = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height - metrics.homeIndicatorInset)
                    let bottomBar = spec.kind == .navigationController && ContainerLayout.showsToolbar(index, scene: scene) ? "toolbar"
                        : spec.kind == .tabBarController && !spec.tabBar.isHidden ? "tab bar" : nil
                    if let bottomBar {
                        state.note(
                            .uncertainty, "sheet-medium-toolbar",
                            "a \(bottomBar) in the floating medium sheet: P4 measured the sheet's bottom safe area (34) but no bar in it; where UIKit puts the \(bottomBar) against that band is not measured (M19 strips the home-indicator band only at the screen's bottom)",
                            controller: index)
                    }
                }
                if !(device.name == "iPhone 16" && !device.isCustom) {
                    // P3's one measurement (y 59 on the iPhone 16) fits "the safe-area top" and
                    // "status bar 54 + 5" alike; with no safe-area top at all the card fills the screen.
                    let noTop = detent == .large && safeTop <= 0
                    state.note(
                        .uncertainty, "sheet-ios26",
                        "iOS 26 page sheet on \(device.name): the iPhone 16's measured \(detent.rawValue) frame (research-facts \(detent == .large ? "P3" : "P4")) applied to this screen, an inference"
                            + (noTop ? "; here the window's safe-area top is 0 (the status bar is hidden on a phone without a sensor housing), so the card starts at the screen's top: where UIKit starts it then is not known" : ""),
                        controller: index)
                }
            } else {
                // iOS 13–18: no measurement; research-facts §1: "presumably y = status bar + 10".
                // (Only an iPhone in portrait gets here: its status bar can show, so it is counted
                // even where the presenter hides it, and the note says that case is a guess too.)
                let top = metrics.statusBarHeight
                if detent == .large {
                    frame = Rect(x: 0, y: top + 10, width: window.width, height: window.height - top - 10)
                    how = "iOS 13–18 page sheet: y = \(named: "status bar", top) + 10 (research-facts §1, unmeasured)"
                } else {
                    // Apple doc UISheetPresentationController.Detent.medium: "approximately half the height of the screen".
                    frame = Rect(x: 0, y: window.height / 2, width: window.width, height: window.height / 2)
                    how = "iOS 15–18 medium detent: half the screen (Apple doc: \"approximately half the height of the screen\")"
                }
                state.note(
                    .uncertainty, "sheet-ios13-18",
                    "iOS 13–18 page sheet: \(detent == .large ? "y = status bar + 10 (research-facts §1: \"presumably\", unverified)" : "medium detent taken as half the screen (Apple doc: \"approximately half\")"); no measurement exists"
                        + (detent == .large && state.window.statusBarHidden
                            ? "; the status bar is hidden here and its \(fmt(top)) pt are counted anyway: where the sheet starts without it is not known either" : ""),
                    controller: index)
            }
        case .pageSheet:
            noteStackedSheet(index, name: name, state: &state)
            // iPad: the classic UIModalPresentationPageSheet rule, the portrait screen width and the full height.
            let width = min(window.width, device.screen.width)
            frame = Rect(x: (window.width - width) / 2, y: 0, width: width, height: window.height)
            how = "iPad page sheet: portrait screen \(named: "width", width), full height, centred (UIModalPresentationPageSheet docs)"
            state.note(
                .uncertainty, "sheet-ipad",
                "iPad page sheet: the pre-iOS 13 documented size (portrait width × screen height); iPad sheet frames are not measured (research-facts §1)"
                    + (state.ios >= 13 ? ". From iOS 13 Apple's documentation describes a card taller than wide that leaves part of the presenter visible, which this frame does not: read its size as an upper bound" : ""),
                controller: index)
        case .formSheet:
            noteStackedSheet(index, name: name, state: &state)
            // Folklore 540×620 (research-facts §1: "commonly quoted"), centred.
            let width = min(540, window.width), height = min(620, window.height)
            frame = Rect(x: (window.width - width) / 2, y: (window.height - height) / 2, width: width, height: height)
            how = "form sheet 540×620 centred (the commonly quoted default, research-facts §1; unmeasured)"
                + (width < 540 || height < 620 ? ", cut to the window: \(fmt(width))×\(fmt(height))" : "")
            state.note(
                .uncertainty, "form-sheet",
                "form sheet 540×620: the commonly quoted default size; no measurement exists (research-facts §1)"
                    + (width < 540 || height < 620 ? "; here cut to the \(fmt(window.width))×\(fmt(window.height)) window: \(fmt(width))×\(fmt(height))" : ""),
                controller: index)
        }
        state.record(.controller(index), .presentation, rule: "presentation", source: "SCENE-FORMAT Presentation (v2), research-facts §1",
            "\(name) is presented (\(spec.modalPresentationStyle.rawValue) → \(style.rawValue)): \(how) = \(frame)")
        return Placement(controller: index, style: style, frame: frame, inheritedSafeRect: clip(safeRect, to: frame))
    }
}

/// `rect` clipped to `bounds` (an empty rect at the nearest edge when they do not meet).
private func clip(_ rect: Rect, to bounds: Rect) -> Rect {
    let minX = max(rect.minX, bounds.minX), minY = max(rect.minY, bounds.minY)
    let maxX = max(minX, min(rect.maxX, bounds.maxX)), maxY = max(minY, min(rect.maxY, bounds.maxY))
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
}
