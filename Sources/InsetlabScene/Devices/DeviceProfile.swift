public enum Idiom: String, Sendable, Hashable, CaseIterable {
    case phone, pad
}

/// Horizontal size class.
public enum SizeClass: String, Sendable, Hashable, CaseIterable {
    case compact, regular
}

/// A device's screen and hardware metrics for ONE iOS version (versioned numbers already
/// resolved), as the layout engine consumes them. Built-in profiles come from
/// `DeviceCatalog`; custom ones from a scene's `device:` mapping.
public struct DeviceProfile: Sendable, Hashable {
    /// Marketing name (`iPhone 14 Pro Max`) or the custom device's `name`.
    public var name: String
    public var idiom: Idiom
    /// Portrait screen size in points.
    public var screen: Size
    /// Portrait status-bar height (0 never: every device has one).
    public var statusBar: Double
    /// Safe area of a full-screen view with no bars, status bar shown where it shows by
    /// default (uikit-facts §1.2/§1.3): portrait `(44, 0, 34, 0)` on iPhone X.
    public var safeAreaPortrait: Insets
    /// Same in landscape; iPhones hide the status bar there (`(0, 44, 21, 44)` on iPhone X).
    public var safeAreaLandscape: Insets
    /// Width class in landscape: `regular` for Plus/Max/XR/11 phones and iPads.
    public var landscapeWidth: SizeClass
    /// Where a top navigation bar starts when the status bar shows (LAYOUT-MODEL §3).
    public var navigationBarY: Double
    /// The iOS versions this device ran: first shipped … last supported. `nil` for custom devices.
    public var iosRange: ClosedRange<Int>?
    /// True for a `device:` mapping in the scene.
    public var isCustom: Bool
    /// What in these numbers is inferred rather than measured (`DeviceModel.inference`); the
    /// engine reports it as a `model-uncertainty` note.
    public var inference: String?
    /// The same for its landscape numbers (`DeviceModel.landscapeInference`).
    public var landscapeInference: String?

    public init(
        name: String, idiom: Idiom, screen: Size, statusBar: Double, safeAreaPortrait: Insets,
        safeAreaLandscape: Insets, landscapeWidth: SizeClass, navigationBarY: Double,
        iosRange: ClosedRange<Int>?, isCustom: Bool = false, inference: String? = nil
    ) {
        self.name = name
        self.idiom = idiom
        self.screen = screen
        self.statusBar = statusBar
        self.safeAreaPortrait = safeAreaPortrait
        self.safeAreaLandscape = safeAreaLandscape
        self.landscapeWidth = landscapeWidth
        self.navigationBarY = navigationBarY
        self.iosRange = iosRange
        self.isCustom = isCustom
        self.inference = inference
    }

    /// Face ID phones and iPads without a home button: a home indicator at the bottom.
    public var hasHomeIndicator: Bool { safeAreaPortrait.bottom > 0 }

    /// A sensor housing (notch or Dynamic Island): landscape side insets exist.
    public var hasSensorHousing: Bool { safeAreaLandscape.left > 0 || safeAreaLandscape.right > 0 }

    /// The portrait top inset that stays when the status bar is hidden: the sensor housing's
    /// on notched phones, 0 on home-button phones and iPads (F20).
    public var hardwareTopInset: Double { hasSensorHousing ? safeAreaPortrait.top : 0 }

    /// Screen size for an orientation (landscape swaps width and height).
    public func screenSize(_ orientation: Orientation) -> Size {
        orientation == .portrait ? screen : Size(width: screen.height, height: screen.width)
    }

    public func safeArea(_ orientation: Orientation) -> Insets {
        orientation == .portrait ? safeAreaPortrait : safeAreaLandscape
    }

    /// Horizontal size class for an orientation: phones are compact in portrait.
    public func widthClass(_ orientation: Orientation) -> SizeClass {
        if idiom == .pad { return .regular }
        return orientation == .portrait ? .compact : landscapeWidth
    }
}
