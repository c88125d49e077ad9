import InsetlabScene

/// Bar heights and positions from LAYOUT-MODEL §2–§3 (numbers: uikit-facts §2.1, F45–F53).
/// Heights exclude the home-indicator strip; `homeIndicatorInset` supplies it.
struct BarMetrics {
    let device: DeviceProfile
    let ios: Int
    let orientation: Orientation

    private var isPhoneLandscape: Bool { device.idiom == .phone && orientation == .landscape }

    /// iOS 26's Liquid Glass bars (`LiquidGlassBars`).
    var isLiquidGlass: Bool { ios >= LiquidGlassBars.firstIOS }

    /// What a tab bar adds under its item area: the home indicator at the screen bottom
    /// (iOS 7–18); on iOS 26 the floating platter's margin, at least 10 (L3).
    func tabBarBottomInset(atScreenBottom: Bool) -> Double {
        let indicator = atScreenBottom ? homeIndicatorInset : 0
        return isLiquidGlass ? LiquidGlassBars.tabBarBottomInset(homeIndicator: indicator) : indicator
    }

    /// Status bar: hidden by the leaf's `prefersStatusBarHidden`, or on an iPhone in landscape
    /// on iOS 8+ (Apple doc `prefersStatusBarHidden`, uikit-facts §1.4); iOS 7 iPhones keep the
    /// 20-pt bar in landscape; iPads always show it.
    func isStatusBarHidden(prefersHidden: Bool) -> Bool {
        prefersHidden || (isPhoneLandscape && ios >= 8)
    }

    /// Status-bar height when shown: the device's portrait height; iOS 7 iPhones show the
    /// classic 20-pt bar in landscape (LAYOUT-MODEL §2).
    var statusBarHeight: Double {
        isPhoneLandscape ? 20 : device.statusBar
    }

    /// The top inset the hardware keeps when the status bar is hidden (F20): the sensor
    /// housing's in portrait; nothing in landscape (the housing is on the side) or on iPads.
    var hardwareTopInset: Double {
        orientation == .portrait ? device.hardwareTopInset : 0
    }

    /// The home-indicator strip at the screen bottom: 34 portrait / 21 landscape on Face ID
    /// iPhones, 20 on home-indicator iPads, 0 with a home button (uikit-facts §1.2–§1.3).
    var homeIndicatorInset: Double {
        device.safeArea(orientation).bottom
    }

    /// Where a navigation bar starts in a container that touches the window top (§3): the
    /// profile's `navigationBarY` when the status bar shows, the hardware top when it is hidden.
    func navigationBarY(statusBarHidden: Bool) -> Double {
        guard !statusBarHidden else { return hardwareTopInset }
        // iOS 7 iPhones in landscape keep the 20-pt status bar; the bar sits under it.
        return isPhoneLandscape ? 20 : device.navigationBarY
    }

    /// Navigation bar content height (§3): 44; 32 on compact-width iPhones in landscape; 44 on
    /// Plus/Max/XR in landscape; iPad 44 up to iOS 11, 50 from iOS 12 (F48, F50).
    var navigationBarHeight: Double {
        if isLiquidGlass, device.idiom == .phone, orientation == .portrait { return LiquidGlassBars.navigationBarHeight }
        return classicNavigationBarHeight
    }

    /// The iOS 7–18 navigation-bar height for this device and orientation (§3); iOS 26 keeps it
    /// where nothing was measured (iPad, landscape), with a note.
    var classicNavigationBarHeight: Double {
        switch device.idiom {
        case .pad:
            return ios >= 12 ? 50 : 44
        case .phone:
            if orientation == .landscape, device.landscapeWidth == .compact { return 32 }
            return 44
        }
    }

    /// Large titles add 52 (96 = 44 + 52) on iOS 11+, never in iPhone landscape (F37, F51).
    func largeTitleExtra(prefersLargeTitles: Bool, displayMode: LargeTitleDisplayMode) -> Double {
        guard ios >= 11, prefersLargeTitles, displayMode != .never, !isPhoneLandscape else { return 0 }
        return 52
    }

    /// Tab bar item-area height (§3, F45–F48): 49 on iPhone; from iOS 11, landscape is 32 on
    /// compact-width phones and 49 on regular-width ones (the compact tab bar arrived with
    /// iOS 11; before it the bar stayed 49 — docs/model-decisions.md); iPad 49 (≤ iOS 11),
    /// 50 (12+), 45 on home-indicator iPads (+20 = 65, F47).
    var tabBarHeight: Double {
        if isLiquidGlass { return LiquidGlassBars.tabBarPlatterHeight }
        switch device.idiom {
        case .pad:
            if ios <= 11 { return 49 }
            return device.hasHomeIndicator ? 45 : 50
        case .phone:
            if orientation == .landscape, ios >= 11, device.landscapeWidth == .compact { return 32 }
            return 49
        }
    }

    /// Toolbar item-area height (§3): 44; 32 on compact-width iPhones in landscape; iPad 44 up
    /// to iOS 11, 50 from iOS 12. The home-indicator strip is added when the toolbar sits at
    /// the screen bottom (78 on Face ID phones, 70 on home-indicator iPads: D7/D8, model note).
    var toolbarHeight: Double {
        if isLiquidGlass { return LiquidGlassBars.toolbarHeight }
        switch device.idiom {
        case .pad:
            return ios >= 12 ? 50 : 44
        case .phone:
            if orientation == .landscape, device.landscapeWidth == .compact { return 32 }
            return 44
        }
    }

    /// Default leading/trailing margin of a controller's root view (F56, F57): 16 in a compact
    /// width, 20 in a regular one.
    var systemMinimumSideMargin: Double {
        device.widthClass(orientation) == .regular ? 20 : 16
    }
}

/// The device numbers the engine laid a variant out with (LAYOUT-MODEL §2–§3), carried in the
/// result so that reports and rules read them instead of asking the device profile again.
public struct LayoutDeviceMetrics: Sendable, Hashable {
    public var device: DeviceProfile
    public var ios: Int
    public var orientation: Orientation
    /// The window's size (the screen, width and height swapped in landscape).
    public var screenSize: Size
    /// The status bar's height when shown.
    public var statusBarHeight: Double
    public var navigationBarHeight: Double
    /// Item-area heights, without the home-indicator strip.
    public var tabBarHeight: Double
    public var toolbarHeight: Double
    /// The home-indicator strip at the screen bottom (0 with a home button).
    public var homeIndicatorInset: Double
    /// iOS 26's Liquid Glass bars.
    public var isLiquidGlass: Bool
}

extension BarMetrics {
    /// The numbers the result carries.
    var used: LayoutDeviceMetrics {
        LayoutDeviceMetrics(
            device: device, ios: ios, orientation: orientation, screenSize: device.screenSize(orientation),
            statusBarHeight: statusBarHeight, navigationBarHeight: navigationBarHeight, tabBarHeight: tabBarHeight,
            toolbarHeight: toolbarHeight, homeIndicatorInset: homeIndicatorInset, isLiquidGlass: isLiquidGlass)
    }
}
