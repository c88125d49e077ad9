import InsetlabLayout
import InsetlabScene

/// The shapes on the screen, bottom to top: background, view fills, scroll-view content, bars,
/// view outlines, safe areas, hardware. Outlines come after the bars so that a frame under an
/// opaque bar still shows where it runs, while its fill is hidden as the content would be.
/// Coordinates are window points.
struct ScreenDrawing {
    let result: LayoutResult
    let views: ArraySlice<ViewLayout>
    let outline: DeviceOutline

    var screenRect: Rect { Rect(x: 0, y: 0, width: outline.screen.width, height: outline.screen.height) }

    func writeBackground(to svg: inout SVGWriter) {
        svg.element("rect", screenRect.svgAttributes + [
            .init("class", "screen-background"), .init("fill", PictureStyle.screenBackground),
        ])
    }

    /// Leaf views (labels, buttons, images…) get a light fill: they are the content a bar may hide.
    func writeViewFills(to svg: inout SVGWriter) {
        svg.open("g", [.init("class", "view-fills")])
        for view in views where view.kind.isLeaf && !view.isHidden {
            svg.element("rect", view.windowFrame.svgAttributes + [
                .init("class", "view-fill"), .init("data-view", name(view)),
                .init("fill", PictureStyle.leafView), .init("fill-opacity", PictureStyle.leafFillOpacity),
            ])
        }
        svg.close("g")
    }

    /// Each scroll view at rest: its content (clipped to the frame), the inset bands shaded,
    /// and the first row or item.
    func writeScrollContent(to svg: inout SVGWriter) {
        svg.open("g", [.init("class", "scroll-content")])
        for view in views where view.kind.isScrollView && !view.isHidden {
            let frame = view.windowFrame
            svg.open("g", [.init("class", "scroll-view"), .init("data-view", name(view))])
            if let offset = view.contentOffset, let size = view.contentSize, size.width > 0, size.height > 0 {
                let content = Rect(x: frame.minX - offset.x, y: frame.minY - offset.y, width: size.width, height: size.height)
                if let visible = content.intersection(frame) {
                    svg.element("rect", visible.svgAttributes + [
                        .init("class", "content"), .init("fill", PictureStyle.scrollView),
                        .init("fill-opacity", PictureStyle.scrollContentOpacity),
                    ])
                }
            }
            if let inset = view.adjustedContentInset ?? view.contentInset {
                for (edge, band) in Self.insetBands(inset, in: frame) {
                    svg.open("rect", band.svgAttributes + [
                        .init("class", "content-inset"), .init("data-edge", edge),
                        .init("fill", PictureStyle.inset), .init("fill-opacity", PictureStyle.insetOpacity),
                    ])
                    svg.title("\(name(view)) \(view.adjustedContentInset == nil ? "contentInset" : "adjustedContentInset").\(edge) \(formatNumber(Self.value(inset, edge)))")
                    svg.close("rect")
                }
            }
            if let item = view.firstItemWindowFrame {
                svg.open("rect", item.svgAttributes + [
                    .init("class", "first-item"), .init("fill", PictureStyle.firstItem),
                    .init("fill-opacity", PictureStyle.firstItemOpacity), .init("stroke", PictureStyle.firstItem),
                    .init("stroke-width", 1),
                ])
                svg.title("\(name(view)) first \(view.kind == .collectionView ? "item" : "row") \(item)")
                svg.close("rect")
            }
            svg.close("g")
        }
        svg.close("g")
    }

    func writeBars(to svg: inout SVGWriter) {
        svg.open("g", [.init("class", "bars")])
        for bar in result.bars {
            var classes = ["bar", bar.kind.rawValue]
            var attributes = bar.frame.svgAttributes
            // iOS 26's floating tab bar has content behind it whatever isTranslucent says
            // (LiquidGlassBars, uikit-facts §1.4): drawn see-through, as the layout has it.
            let glass = bar.kind == .tabBar && result.variant.ios >= 26
            if glass { classes.append("glass") }
            switch glass ? true : bar.isTranslucent {
            case nil:
                attributes += [
                    .init("fill", PictureStyle.statusBar), .init("fill-opacity", PictureStyle.statusBarOpacity),
                ]
            case true?:
                classes.append("translucent")
                attributes += [
                    .init("fill", PictureStyle.translucentBar),
                    .init("fill-opacity", PictureStyle.translucentBarOpacity),
                    .init("stroke", PictureStyle.barEdge), .init("stroke-width", 0.75),
                ]
            case false?:
                classes.append("opaque")
                attributes += [
                    .init("fill", PictureStyle.opaqueBar), .init("stroke", PictureStyle.barEdge),
                    .init("stroke-width", 0.75),
                ]
            }
            svg.open("rect", [.init("class", classes.joined(separator: " ")), .init("data-kind", bar.kind.rawValue)] + attributes)
            svg.title(barTitle(bar))
            svg.close("rect")
        }
        svg.close("g")
    }

    func writeViewOutlines(to svg: inout SVGWriter) {
        svg.open("g", [.init("class", "views"), .init("fill", "none")])
        for view in views {
            var attributes = view.windowFrame.svgAttributes + [
                .init("class", view.isHidden ? "view hidden" : "view"), .init("data-view", name(view)),
                .init("data-kind", view.kind.rawValue),
                .init("stroke", PictureStyle.viewColour(view.kind)), .init("stroke-width", view.kind.isScrollView ? 1.5 : 1),
            ]
            if view.isHidden { attributes += [.init("stroke-dasharray", "2 3"), .init("stroke-opacity", 0.6)] }
            svg.open("rect", attributes)
            svg.title(viewTitle(view))
            svg.close("rect")
        }
        svg.close("g")
    }

    /// iOS 11+: each controller's safe area (distinct rects once). Before: the layout guides of
    /// each controller, as lines.
    func writeSafeAreas(to svg: inout SVGWriter) {
        svg.open("g", [
            .init("class", "safe-areas"), .init("fill", "none"), .init("stroke", PictureStyle.safeArea),
            .init("stroke-width", 1.5), .init("stroke-dasharray", "6 3"),
        ])
        for area in SafeAreaShapes.make(result) {
            switch area.shape {
            case .rect(let rect):
                svg.open("rect", rect.svgAttributes + [
                    .init("class", "safe-area"), .init("data-controller", area.controllers.joined(separator: " ")),
                ])
                svg.title("safe area of \(area.controllers.joined(separator: ", ")) \(area.detail)")
                svg.close("rect")
            case .line(let y, let from, let to, let guide):
                svg.open("line", [
                    .init("class", "layout-guide \(guide)"), .init("data-controller", area.controllers.joined(separator: " ")),
                    .init("x1", from), .init("y1", y), .init("x2", to), .init("y2", y),
                ])
                svg.title("\(guide) of \(area.controllers.joined(separator: ", ")) \(area.detail)")
                svg.close("line")
            }
        }
        svg.close("g")
    }

    func writeHardware(to svg: inout SVGWriter) {
        svg.open("g", [.init("class", "hardware"), .init("fill", "#000000")])
        if let path = outline.housingPath {
            let kind = outline.housing == .dynamicIsland ? "dynamic-island" : "notch"
            svg.element("path", [.init("class", "sensor-housing \(kind)"), .init("d", path)])
        }
        if let pill = outline.homeIndicator {
            svg.element("rect", pill.svgAttributes + [
                .init("class", "home-indicator"), .init("rx", pill.height / 2),
            ])
        }
        svg.close("g")
    }

    // MARK: Names and tooltips

    func name(_ view: ViewLayout) -> String {
        view.id ?? view.pathStorage.tail(maxCharacters: 40)
    }

    private func barTitle(_ bar: BarLayout) -> String {
        var parts = [bar.kind.rawValue, bar.frame.description]
        if let translucent = bar.isTranslucent { parts.append(translucent ? "translucent" : "opaque") }
        if bar.showsLargeTitle { parts.append("large title") }
        if let owner = bar.ownerName { parts.append("owner \(owner)") }
        return parts.joined(separator: " ")
    }

    private func viewTitle(_ view: ViewLayout) -> String {
        var parts = ["\(name(view)) \(view.kind.rawValue)", "frame \(view.frame)", "window \(view.windowFrame)"]
        if let safe = view.safeAreaInsets { parts.append("safe area \(safe)") }
        if let inset = view.contentInset { parts.append("contentInset \(inset)") }
        if let adjusted = view.adjustedContentInset { parts.append("adjusted \(adjusted)") }
        if let offset = view.contentOffset { parts.append("offset \(offset)") }
        if view.isHidden { parts.append("hidden") }
        return parts.joined(separator: " · ")
    }

    // MARK: Geometry

    /// The bands of `frame` an inset keeps content out of at rest, top, left, bottom, right.
    static func insetBands(_ inset: Insets, in frame: Rect) -> [(String, Rect)] {
        var bands: [(String, Rect)] = []
        if inset.top > 0 {
            bands.append(("top", Rect(x: frame.minX, y: frame.minY, width: frame.width, height: min(inset.top, frame.height))))
        }
        if inset.left > 0 {
            bands.append(("left", Rect(x: frame.minX, y: frame.minY, width: min(inset.left, frame.width), height: frame.height)))
        }
        if inset.bottom > 0 {
            let h = min(inset.bottom, frame.height)
            bands.append(("bottom", Rect(x: frame.minX, y: frame.maxY - h, width: frame.width, height: h)))
        }
        if inset.right > 0 {
            let w = min(inset.right, frame.width)
            bands.append(("right", Rect(x: frame.maxX - w, y: frame.minY, width: w, height: frame.height)))
        }
        return bands
    }

    static func value(_ inset: Insets, _ edge: String) -> Double {
        switch edge {
        case "top": inset.top
        case "left": inset.left
        case "bottom": inset.bottom
        default: inset.right
        }
    }
}

/// The safe-area rectangles (iOS 11+) or layout-guide lines (before) to draw, one per distinct
/// shape, naming every controller that has it.
struct SafeAreaShapes {
    enum Shape: Hashable {
        case rect(Rect)
        /// A horizontal guide line at window `y` from x `from` to `to`; `guide` names it.
        case line(y: Double, from: Double, to: Double, guide: String)
    }

    var shape: Shape
    var controllers: [String]
    /// The numbers behind the shape (`[88, 0, 83, 0]`, `64`).
    var detail: String

    static func make(_ result: LayoutResult) -> [SafeAreaShapes] {
        var shapes: [SafeAreaShapes] = []
        var slots: [Shape: Int] = [:]
        func add(_ shape: Shape, _ controller: String, _ detail: String) {
            if let slot = slots[shape] {
                shapes[slot].controllers.append(controller)
            } else {
                slots[shape] = shapes.count
                shapes.append(SafeAreaShapes(shape: shape, controllers: [controller], detail: detail))
            }
        }
        for controller in result.controllers {
            let frame = controller.viewFrame
            if let safe = controller.safeAreaInsets {
                add(.rect(frame.inset(by: safe)), controller.name, safe.description)
            } else {
                // Containers' guides say little (a navigation controller's top guide is the
                // status bar); the leaf's are the ones content is placed against.
                guard controller.isLeaf else { continue }
                if controller.topLayoutGuide > 0 {
                    add(.line(y: frame.minY + controller.topLayoutGuide, from: frame.minX, to: frame.maxX, guide: "topLayoutGuide"),
                        controller.name, formatNumber(controller.topLayoutGuide))
                }
                if controller.bottomLayoutGuide > 0 {
                    add(.line(y: frame.maxY - controller.bottomLayoutGuide, from: frame.minX, to: frame.maxX, guide: "bottomLayoutGuide"),
                        controller.name, formatNumber(controller.bottomLayoutGuide))
                }
            }
        }
        return shapes
    }
}
