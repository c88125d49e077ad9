/// What a custom device (SCENE-FORMAT "Custom device") must share with every built-in one, so
/// that a typo or a fuzzer's number cannot describe hardware iOS never ran on.
package enum CustomDeviceLimits {
    /// The longest side any iOS screen has had is 1376 points (iPad Pro 13-inch (M4),
    /// 1032×1376; Apple's "iPad Pro 13-inch (M4) Tech Specs", 2752×2064 px at @2x). 2048 leaves
    /// room for a prototype larger than that and still refuses 1e300.
    package static let maxScreenSide = 2048.0

    /// A screen given wider than tall (it is the portrait size) or with a side beyond
    /// `maxScreenSide`: the error, or nil.
    package static func screenProblem(_ screen: Size) -> String? {
        // SCENE-FORMAT: `screen` is the portrait size; wider than tall, every orientation swaps.
        if screen.width > screen.height {
            return "screen \(formatNumber(screen.width))×\(formatNumber(screen.height)) is wider than tall: `screen` is the portrait size,"
                + " [\(formatNumber(screen.height)), \(formatNumber(screen.width))] (landscape is `orientation: landscape`)"
        }
        guard screen.width > maxScreenSide || screen.height > maxScreenSide else { return nil }
        return "screen \(formatNumber(screen.width))×\(formatNumber(screen.height)) is larger than any iOS screen:"
            + " a side may be at most \(formatNumber(maxScreenSide)) points (the largest, iPad Pro 13-inch, is 1032×1376)"
    }

    /// Before iOS 11 UIKit has no safe area (LAYOUT-MODEL §1), and every device that ran those
    /// versions has a home button: the insets are the status bar's, nothing at the sides or the
    /// bottom. A custom device with a notch or home-indicator safe area on iOS 7–10 describes
    /// a phone that never existed, and the engine would have to invent how it behaved.
    package static func hasHardwareInsets(_ device: DeviceProfile) -> Bool {
        let portrait = device.safeAreaPortrait, landscape = device.safeAreaLandscape
        return portrait.top > device.statusBar || portrait.left > 0 || portrait.bottom > 0 || portrait.right > 0
            || landscape.top > device.statusBar || landscape.left > 0 || landscape.bottom > 0 || landscape.right > 0
    }

    package static func notchBeforeIOS11(_ device: DeviceProfile, ios: Int) -> String {
        "custom device '\(device.name)' has a notch or home-indicator safe area (portrait \(device.safeAreaPortrait),"
            + " landscape \(device.safeAreaLandscape)), which no iOS before 11 has: iOS \(ios) had no safe area"
            + " (LAYOUT-MODEL §1) and the first such iPhone (iPhone X) shipped with iOS 11; run it on iOS 11 or later,"
            + " or give it a home-button safe area (portrait top = statusBar, the rest 0)"
    }
}
