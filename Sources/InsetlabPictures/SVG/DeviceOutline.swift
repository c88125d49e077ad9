import InsetlabScene

/// The hardware drawn around and over the screen: rounded corners, the sensor housing, the home
/// indicator.
///
/// These shapes are for recognition only; no layout number depends on them (the engine takes
/// the safe area from the device profile). The sizes are Apple's published ones, rounded: the
/// X-class notch is about 209 × 30 pt, the Dynamic Island about 126 × 37 pt 11 pt below the
/// top, the home indicator 134 × 5 pt (wider in landscape), display corner radii 39–55 pt on
/// Face ID iPhones and 18 pt on Face ID iPads.
struct DeviceOutline {
    enum Housing: Equatable {
        case none
        case notch
        case dynamicIsland
    }

    /// Screen size in the variant's orientation.
    var screen: Size
    var orientation: Orientation
    var cornerRadius: Double
    var housing: Housing
    var hasHomeIndicator: Bool

    init(device: DeviceProfile, orientation: Orientation) {
        screen = device.screenSize(orientation)
        self.orientation = orientation
        hasHomeIndicator = device.hasHomeIndicator
        if !device.hasSensorHousing {
            housing = .none
        } else if device.safeAreaPortrait.top > device.statusBar + 0.5 {
            // Dynamic Island phones: the safe area (59) reaches below the status bar (54).
            housing = .dynamicIsland
        } else {
            housing = .notch
        }
        switch (device.idiom, housing) {
        case (.pad, _): cornerRadius = device.hasHomeIndicator ? 18 : 0
        case (.phone, .dynamicIsland): cornerRadius = 55
        case (.phone, .notch): cornerRadius = 44
        case (.phone, .none): cornerRadius = device.hasHomeIndicator ? 40 : 0
        }
    }

    /// The sensor housing as an SVG path in screen coordinates: at the top in portrait, on the
    /// left in landscape (the orientation UIKit reports as landscape here puts it there: the
    /// safe area's left inset is the housing's).
    var housingPath: String? {
        switch housing {
        case .none:
            return nil
        case .notch:
            let length = 209.0, depth = 30.0, radius = 20.0
            if orientation == .portrait {
                let left = (screen.width - length) / 2
                return Self.notchPath(along: left, length: length, depth: depth, radius: radius, vertical: false)
            }
            let top = (screen.height - length) / 2
            return Self.notchPath(along: top, length: length, depth: depth, radius: radius, vertical: true)
        case .dynamicIsland:
            let length = 126.0, thickness = 37.0, gap = 11.0
            let rect =
                orientation == .portrait
                ? Rect(x: (screen.width - length) / 2, y: gap, width: length, height: thickness)
                : Rect(x: gap, y: (screen.height - length) / 2, width: thickness, height: length)
            return Self.pillPath(rect)
        }
    }

    /// The sensor housing's bounding box, which labels keep clear of (a label over the Dynamic
    /// Island is unreadable, black on black).
    var housingRect: Rect? {
        switch housing {
        case .none:
            return nil
        case .notch:
            let length = 209.0, depth = 30.0
            return orientation == .portrait
                ? Rect(x: (screen.width - length) / 2, y: 0, width: length, height: depth)
                : Rect(x: 0, y: (screen.height - length) / 2, width: depth, height: length)
        case .dynamicIsland:
            let length = 126.0, thickness = 37.0, gap = 11.0
            return orientation == .portrait
                ? Rect(x: (screen.width - length) / 2, y: gap, width: length, height: thickness)
                : Rect(x: gap, y: (screen.height - length) / 2, width: thickness, height: length)
        }
    }

    /// The home indicator pill, centred above the bottom edge.
    var homeIndicator: Rect? {
        guard hasHomeIndicator else { return nil }
        let length = orientation == .portrait ? min(134, screen.width * 0.36) : min(220, screen.width * 0.3)
        return Rect(x: (screen.width - length) / 2, y: screen.height - 13, width: length, height: 5)
    }

    /// A cut-out hanging from the top edge (or from the left edge when `vertical`), with
    /// rounded inner corners.
    private static func notchPath(along start: Double, length: Double, depth: Double, radius: Double, vertical: Bool)
        -> String
    {
        // Drawn for the top edge in (u, v) = (along the edge, into the screen), then mapped.
        let points: [(String, [(Double, Double)])] = [
            ("M", [(start - 6, 0)]),
            ("Q", [(start, 0), (start, 6)]),
            ("L", [(start, depth - radius)]),
            ("Q", [(start, depth), (start + radius, depth)]),
            ("L", [(start + length - radius, depth)]),
            ("Q", [(start + length, depth), (start + length, depth - radius)]),
            ("L", [(start + length, 6)]),
            ("Q", [(start + length, 0), (start + length + 6, 0)]),
        ]
        var path = ""
        for (command, coordinates) in points {
            path += command
            for (u, v) in coordinates {
                let (x, y) = vertical ? (v, u) : (u, v)
                path += " " + formatNumber(x) + " " + formatNumber(y)
            }
            path += " "
        }
        return path + "Z"
    }

    /// A rounded rectangle whose short side is a half circle.
    private static func pillPath(_ rect: Rect) -> String {
        let r = min(rect.width, rect.height) / 2
        let n = formatNumber
        return "M \(n(rect.minX + r)) \(n(rect.minY)) H \(n(rect.maxX - r)) "
            + "A \(n(r)) \(n(r)) 0 0 1 \(n(rect.maxX)) \(n(rect.minY + r)) V \(n(rect.maxY - r)) "
            + "A \(n(r)) \(n(r)) 0 0 1 \(n(rect.maxX - r)) \(n(rect.maxY)) H \(n(rect.minX + r)) "
            + "A \(n(r)) \(n(r)) 0 0 1 \(n(rect.minX)) \(n(rect.maxY - r)) V \(n(rect.minY + r)) "
            + "A \(n(r)) \(n(r)) 0 0 1 \(n(rect.minX + r)) \(n(rect.minY)) Z"
    }
}
