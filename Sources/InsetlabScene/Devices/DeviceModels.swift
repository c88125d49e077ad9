// The built-in device table. Every number comes from `shared/reference/uikit-facts.md`
// (§1.1 sizes, §1.2/§1.3 status bar and safe areas, §2.2 navigation-bar origin) and follows
// its verdicts (§5 D1–D22); each model's `source` names the rows it was taken from, and says
// so when a number is a choice between sources or an extrapolation.
//
// iOS ranges: first shipped … last supported (Apple's compatibility history). There was no iOS
// 19–25 (Apple went from 18 to 26), so `13...26` reads "13–18 and 26". iOS 26 runs on the
// iPhone 11 and SE (2nd generation) and later, and drops the XS, XS Max and XR, which stop at
// 18 (Apple's iOS 26 compatibility list as reported by thehansindia.com "iOS 26 announced",
// news.laodong.vn and findarticles.com "iOS 26 compatibility", 2025; see
// docs/model-decisions.md M13). iPadOS 26 drops only the iPad (7th generation), so every
// modelled iPad that ran 18 runs 26 (briefly.co "iOS and iPadOS 26 will run on most things").

extension VersionedMetrics {
    /// Where the navigation bar starts on Dynamic Island iPhones: 53.667 (F14 prints
    /// "53.6667"), directly under the 54-pt status bar, not at the 59-pt safe-area top (D22).
    /// Stored as 161/3: UIKit aligns frames to device pixels, these phones are @3x, and QMUI
    /// derives the value as `statusBar - PixelOne` = 54 − 1/3 (uikit-facts §2.2), so the exact
    /// value is 161 pixels / 3, and F15's 97.666… (= 161/3 + 44) checks out only with it.
    public static let dynamicIslandNavigationBarY = 161.0 / 3.0

    /// iPhone 16 Pro / Pro Max navigation-bar origin: 56.333 = 54 + 2 + 1/3 (F55, QMUI
    /// `navigationBarMaxYConstant` "result += 2 + PixelOne; // 56.333"). A C-level claim; no
    /// measurement exists (D9, §7 gaps).
    public static let iPhone16ProNavigationBarY = 169.0 / 3.0

    /// iPhone Air navigation-bar origin: 62.333 = 68 − 17/3, the 16 Pro's distance between its
    /// bar origin and its safe-area top (62 − 56.333, F55) applied to the Air's 68. An inference
    /// (no measurement exists); the device carries a model-uncertainty note.
    public static let iPhoneAirNavigationBarY = 187.0 / 3.0

    /// iPhone 17 / 17 Pro / 17 Pro Max: the 16 Pro class (62/34, status bar 54, bar at 56.333).
    static func iPhone17Class(from ios: Int, housing: Double) -> VersionedMetrics {
        faceIDPhone(from: ios, housing: housing, statusBar: 54, navigationBarY: iPhone16ProNavigationBarY)
    }

    /// Home-button iPhone: 20-pt status bar, no hardware insets, status bar hidden in
    /// landscape (§1.2 home-button row; §1.4). Navigation bar at y 20 (F53).
    static func homeButtonPhone(from ios: Int) -> VersionedMetrics {
        VersionedMetrics(
            fromIOS: ios, statusBar: 20, safeAreaPortrait: Insets(top: 20),
            safeAreaLandscape: .zero, navigationBarY: 20
        )
    }

    /// Face ID iPhone whose sensor housing is `housing` points tall: portrait
    /// `(housing, 0, 34, 0)`, landscape `(0, housing, 21, housing)` (§1.2, §0 rule 1, D1).
    static func faceIDPhone(
        from ios: Int, housing: Double, statusBar: Double, navigationBarY: Double
    ) -> VersionedMetrics {
        VersionedMetrics(
            fromIOS: ios, statusBar: statusBar,
            safeAreaPortrait: Insets(top: housing, left: 0, bottom: 34, right: 0),
            safeAreaLandscape: Insets(top: 0, left: housing, bottom: 21, right: housing),
            navigationBarY: navigationBarY
        )
    }

    /// Notched Face ID iPhone whose status bar, safe-area top and navigation-bar origin agree.
    static func notchedPhone(from ios: Int, top: Double) -> VersionedMetrics {
        faceIDPhone(from: ios, housing: top, statusBar: top, navigationBarY: top)
    }

    /// Dynamic Island iPhone (14 Pro and later, 15, 16): status bar 54, safe-area top 59,
    /// navigation bar at 53.667 (§1.2, F14–F16, D4, D22).
    static func dynamicIslandPhone(from ios: Int) -> VersionedMetrics {
        faceIDPhone(
            from: ios, housing: 59, statusBar: 54, navigationBarY: dynamicIslandNavigationBarY
        )
    }

    /// Home-button iPad: 20-pt status bar in both orientations (§1.3).
    static func homeButtonPad(from ios: Int) -> VersionedMetrics {
        VersionedMetrics(
            fromIOS: ios, statusBar: 20, safeAreaPortrait: Insets(top: 20),
            safeAreaLandscape: Insets(top: 20), navigationBarY: 20
        )
    }

    /// Home-indicator iPad: `(24, 0, 20, 0)` in both orientations (§1.3, D11).
    static func homeIndicatorPad(from ios: Int) -> VersionedMetrics {
        let insets = Insets(top: 24, left: 0, bottom: 20, right: 0)
        return VersionedMetrics(
            fromIOS: ios, statusBar: 24, safeAreaPortrait: insets, safeAreaLandscape: insets,
            navigationBarY: 24
        )
    }
}

/// Portrait screen sizes in points (uikit-facts §1.1, Apple HIG table).
private enum Screen {
    static let inch4 = Size(width: 320, height: 568)
    static let inch4_7 = Size(width: 375, height: 667)
    static let inch5_5 = Size(width: 414, height: 736)
    static let inch5_8 = Size(width: 375, height: 812)  // X, XS, 11 Pro, 12 mini, 13 mini
    static let inch6_5 = Size(width: 414, height: 896)  // XS Max, XR, 11, 11 Pro Max
    static let inch6_1 = Size(width: 390, height: 844)  // 12, 12 Pro, 13, 13 Pro, 14, 16e
    static let inch6_7 = Size(width: 428, height: 926)  // 12/13 Pro Max, 14 Plus
    static let island6_1 = Size(width: 393, height: 852)  // 14 Pro, 15, 15 Pro, 16
    static let island6_7 = Size(width: 430, height: 932)  // 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus
    static let island6_3 = Size(width: 402, height: 874)  // 16 Pro, 17, 17 Pro
    static let island6_9 = Size(width: 440, height: 956)  // 16 Pro Max, 17 Pro Max
    static let air6_5 = Size(width: 420, height: 912)  // iPhone Air (HIG table, uikit-facts §1.1)
    static let pad9_7 = Size(width: 768, height: 1024)
    static let pad10_9 = Size(width: 820, height: 1180)
    static let padMini8_3 = Size(width: 744, height: 1133)
    static let padPro11 = Size(width: 834, height: 1194)
    static let padPro12_9 = Size(width: 1024, height: 1366)
}

private enum Source {
    static let homeButton = """
        uikit-facts §1.1 (HIG size), §1.2 home-button row (QMUI; snapshot-testing \
        iPhoneSe/iPhone8/iPhone8Plus), F53 (nav y 20)
        """
    static let iPhone5s = homeButton + """
        ; landscape inset 0 like its successors: UIKit has no safe area before iOS 11, and \
        iOS 7's landscape status bar (LAYOUT-MODEL §2) is the engine's rule, not a profile number
        """
    static let xClass = """
        uikit-facts §1.2 X/XS/11 Pro row (KRTestLayout, useyourloaf), F2, F4, D1 (landscape bottom 21)
        """
    static let maxClass = """
        uikit-facts §1.2 XS Max/11 Pro Max row (QMUI iPhone12,5; 11 Pro Max log {88,0,83,0} F24), \
        D1 (landscape bottom 21)
        """
    static let xrClass = """
        uikit-facts §1.2 XR/11 rows, D2 (top 44 on iOS 12–13 per snapshot-testing iPhoneXr; 48 on \
        14+ per QMUI iPhone12,1, cnblogs, JHApp F5), D3 (landscape sides 48 on 14+ per QMUI; \
        unverified on device)
        """
    static let xrLandscape = """
        XR / 11 landscape side insets: 44 before iOS 14 (snapshot-testing iPhoneXr), 48 from iOS 14 \
        (QMUI iPhone12,1); snapshot-testing and SwiftUI-Simulator give 44, and no measurement on a \
        device settles it (uikit-facts D3: "unverified – test on device")
        """
    static let mini = """
        uikit-facts §1.2 12 mini/13 mini row (QMUI, snapshot-testing iPhone13Mini, GKNavigationBar \
        #67/#68), D5, F13 (status bar 44 on iOS 14, 50 on 15+; nav y 50 on both), F22
        """
    static let inch6_1 = """
        uikit-facts §1.2 390×844 row (snapshot-testing iPhone12/iPhone13; QMUI \
        iPhone13,2/14,5/14,7), not Dynamic Island
        """
    static let inch6_7 = """
        uikit-facts §1.2 428×926 row (snapshot-testing iPhone12ProMax/iPhone13ProMax; QMUI \
        iPhone13,4/14,8)
        """
    static let island = """
        uikit-facts §1.2 Dynamic Island rows (Flutter #120682 F17, GKNavigationBarSwift #41, \
        csl.cool F18), F14–F16 and D22 (nav y 53.667 = 161/3, under the 54-pt status bar)
        """
    static let island15 = island + ", D4 (59, not QMUI's 47)"
    static let island16 = """
        uikit-facts §1.2 16/16 Plus row (flutterware iphone16 59/34; QMUI iPhone17,3/17,4 \
        (59,0,34,0)/(0,59,21,59)); status bar 54 and nav y 53.667 (D22) extrapolated from the \
        14 Pro/15 measurements (F14–F16), as QMUI's "iPhone 16" name-prefix rule does
        """
    static let island16Pro = """
        uikit-facts §1.2 16 Pro row (QMUI iPhone17,1/17,2 (62,0,34,0)/(0,62,21,62); device_frame, \
        device_preview), D6 (62/21); status bar and nav y unmeasured (D9): chose QMUI's C-level \
        constants, status bar 54 (statusBarHeightConstant) and nav y 56.333 = 169/3 (F55)
        """
    static let iPhone16e = """
        uikit-facts §1.1 (HIG 390×844), §1.2 390×844 row, which lists the 16e with the 12–14 (47): \
        a notch, not a Dynamic Island, although QMUI's "iPhone 16" name-prefix rule would give it 54
        """
    static let iPhone17 = """
        uikit-facts §1.1 (HIG: 17 and 17 Pro 402×874, 17 Pro Max 440×956, @3x; landscape size \
        class as the 16 Pro / 16 Pro Max); safe area (62,0,34,0) portrait: two public device \
        tables written after launch (a Python table citing useyourloaf "iPhone 17 screen sizes", \
        iPhone 17 marked "measured"; a TypeScript test listing 17 Pro and 17 Pro Max 62/34); \
        landscape (0,62,21,62), status bar 54 and navigation-bar y 56.333 carried over from the \
        same-size 16 Pro / 16 Pro Max (D6, D9, F55)
        """
    static let iPhoneAir = """
        uikit-facts §1.1 (HIG: iPhone Air 420×912 @3x; regular width in landscape, §1.1 size \
        classes); safe area top 68 from the same two public device tables as the iPhone 17 \
        (C-level); landscape (0,68,21,68), status bar 60 and navigation-bar y 62.333 inferred: \
        the 16 Pro's offsets below its safe-area top (62 − 54 = 8 for the status bar, \
        62 − 56.333 = 5.667 for the bar, F55, D9) applied to 68
        """
    static let homeButtonPad = """
        uikit-facts §1.1 (HIG 9.7-inch), §1.3 home-button iPad row (snapshot-testing \
        iPadMini/iPad10_2, SwiftUI-Simulator): (20,0,0,0) both orientations; nav y = status bar \
        (LAYOUT-MODEL §3)
        """
    static let homeIndicatorPad = """
        uikit-facts §1.3 home-indicator iPad row (QMUI, SwiftUI-Simulator, snapshot-testing \
        iPadPro11), D11: (24,0,20,0) both orientations; nav y = status bar 24 (LAYOUT-MODEL §3)
        """
}

private func iPhone(
    _ name: String, _ screen: Size, _ ios: ClosedRange<Int>, _ landscapeWidth: SizeClass,
    _ metrics: [VersionedMetrics], _ source: String, aliases: [String] = [], inference: String? = nil,
    landscapeInference: String? = nil
) -> DeviceModel {
    DeviceModel(
        name: name, idiom: .phone, screen: screen, iosRange: ios, landscapeWidth: landscapeWidth,
        metrics: metrics, source: source, aliases: aliases, inference: inference, landscapeInference: landscapeInference
    )
}

private func iPad(
    _ name: String, _ screen: Size, _ ios: ClosedRange<Int>, _ metrics: [VersionedMetrics],
    _ source: String, aliases: [String] = []
) -> DeviceModel {
    // All iPads are regular width in both orientations (uikit-facts §1.1 size classes).
    DeviceModel(
        name: name, idiom: .pad, screen: screen, iosRange: ios, landscapeWidth: .regular,
        metrics: metrics, source: source, aliases: aliases
    )
}

extension DeviceCatalog {
    /// In release order: `sameScreen` suggestions prefer the nearest neighbours in this list.
    static let table: [DeviceModel] = [
        // Home-button iPhones. Landscape width: regular for Plus models (§1.1 size classes).
        iPhone(
            "iPhone 5s", Screen.inch4, 7...12, .compact, [.homeButtonPhone(from: 7)], Source.iPhone5s
        ),
        iPhone("iPhone 6", Screen.inch4_7, 8...12, .compact, [.homeButtonPhone(from: 8)], Source.homeButton),
        iPhone("iPhone 6 Plus", Screen.inch5_5, 8...12, .regular, [.homeButtonPhone(from: 8)], Source.homeButton),
        iPhone("iPhone 6s", Screen.inch4_7, 9...15, .compact, [.homeButtonPhone(from: 9)], Source.homeButton),
        iPhone("iPhone 6s Plus", Screen.inch5_5, 9...15, .regular, [.homeButtonPhone(from: 9)], Source.homeButton),
        iPhone(
            "iPhone SE (1st generation)", Screen.inch4, 9...15, .compact, [.homeButtonPhone(from: 9)],
            Source.homeButton, aliases: ["iPhone SE 1", "iPhone SE 1st gen", "iPhone SE 2016"]
        ),
        iPhone("iPhone 7", Screen.inch4_7, 10...15, .compact, [.homeButtonPhone(from: 10)], Source.homeButton),
        iPhone("iPhone 7 Plus", Screen.inch5_5, 10...15, .regular, [.homeButtonPhone(from: 10)], Source.homeButton),
        iPhone("iPhone 8", Screen.inch4_7, 11...16, .compact, [.homeButtonPhone(from: 11)], Source.homeButton),
        iPhone("iPhone 8 Plus", Screen.inch5_5, 11...16, .regular, [.homeButtonPhone(from: 11)], Source.homeButton),

        // Notched iPhones, 44-pt class. XR/11 move to 48 on iOS 14 (D2/D3).
        iPhone(
            "iPhone X", Screen.inch5_8, 11...16, .compact, [.notchedPhone(from: 11, top: 44)],
            Source.xClass, aliases: ["iPhone 10"]
        ),
        iPhone("iPhone XS", Screen.inch5_8, 12...18, .compact, [.notchedPhone(from: 12, top: 44)], Source.xClass),
        iPhone("iPhone XS Max", Screen.inch6_5, 12...18, .regular, [.notchedPhone(from: 12, top: 44)], Source.maxClass),
        iPhone(
            "iPhone XR", Screen.inch6_5, 12...18, .regular,
            [.notchedPhone(from: 12, top: 44), .notchedPhone(from: 14, top: 48)], Source.xrClass,
            landscapeInference: Source.xrLandscape
        ),
        iPhone(
            "iPhone 11", Screen.inch6_5, 13...26, .regular,
            [.notchedPhone(from: 13, top: 44), .notchedPhone(from: 14, top: 48)], Source.xrClass,
            landscapeInference: Source.xrLandscape
        ),
        iPhone("iPhone 11 Pro", Screen.inch5_8, 13...26, .compact, [.notchedPhone(from: 13, top: 44)], Source.xClass),
        iPhone(
            "iPhone 11 Pro Max", Screen.inch6_5, 13...26, .regular, [.notchedPhone(from: 13, top: 44)],
            Source.maxClass
        ),
        iPhone(
            "iPhone SE (2nd generation)", Screen.inch4_7, 13...26, .compact, [.homeButtonPhone(from: 13)],
            Source.homeButton, aliases: ["iPhone SE 2", "iPhone SE 2nd gen", "iPhone SE 2020"]
        ),

        // iPhone 12 and 13 families: 47 (390×844, 428×926), 50 on the minis (D5).
        iPhone(
            "iPhone 12 mini", Screen.inch5_8, 14...26, .compact,
            [
                .faceIDPhone(from: 14, housing: 50, statusBar: 44, navigationBarY: 50),
                .notchedPhone(from: 15, top: 50),
            ],
            Source.mini
        ),
        iPhone("iPhone 12", Screen.inch6_1, 14...26, .compact, [.notchedPhone(from: 14, top: 47)], Source.inch6_1),
        iPhone("iPhone 12 Pro", Screen.inch6_1, 14...26, .compact, [.notchedPhone(from: 14, top: 47)], Source.inch6_1),
        iPhone(
            "iPhone 12 Pro Max", Screen.inch6_7, 14...26, .regular, [.notchedPhone(from: 14, top: 47)],
            Source.inch6_7
        ),
        iPhone("iPhone 13 mini", Screen.inch5_8, 15...26, .compact, [.notchedPhone(from: 15, top: 50)], Source.mini),
        iPhone("iPhone 13", Screen.inch6_1, 15...26, .compact, [.notchedPhone(from: 15, top: 47)], Source.inch6_1),
        iPhone("iPhone 13 Pro", Screen.inch6_1, 15...26, .compact, [.notchedPhone(from: 15, top: 47)], Source.inch6_1),
        iPhone(
            "iPhone 13 Pro Max", Screen.inch6_7, 15...26, .regular, [.notchedPhone(from: 15, top: 47)],
            Source.inch6_7
        ),
        iPhone(
            "iPhone SE (3rd generation)", Screen.inch4_7, 15...26, .compact, [.homeButtonPhone(from: 15)],
            Source.homeButton, aliases: ["iPhone SE 3", "iPhone SE 3rd gen", "iPhone SE 2022"]
        ),

        // iPhone 14: the 14 and 14 Plus keep the notch (47); the Pros have the Dynamic Island.
        iPhone("iPhone 14", Screen.inch6_1, 16...26, .compact, [.notchedPhone(from: 16, top: 47)], Source.inch6_1),
        iPhone("iPhone 14 Plus", Screen.inch6_7, 16...26, .regular, [.notchedPhone(from: 16, top: 47)], Source.inch6_7),
        iPhone("iPhone 14 Pro", Screen.island6_1, 16...26, .compact, [.dynamicIslandPhone(from: 16)], Source.island),
        iPhone(
            "iPhone 14 Pro Max", Screen.island6_7, 16...26, .regular, [.dynamicIslandPhone(from: 16)],
            Source.island
        ),

        // iPhone 15: all four have the Dynamic Island (D4).
        iPhone("iPhone 15", Screen.island6_1, 17...26, .compact, [.dynamicIslandPhone(from: 17)], Source.island15),
        iPhone("iPhone 15 Plus", Screen.island6_7, 17...26, .regular, [.dynamicIslandPhone(from: 17)], Source.island15),
        iPhone("iPhone 15 Pro", Screen.island6_1, 17...26, .compact, [.dynamicIslandPhone(from: 17)], Source.island),
        iPhone(
            "iPhone 15 Pro Max", Screen.island6_7, 17...26, .regular, [.dynamicIslandPhone(from: 17)],
            Source.island
        ),

        // iPhone 16: 16/16 Plus as the 15; 16 Pro/Pro Max 62/21 (D6) with QMUI's nav y (D9).
        iPhone("iPhone 16", Screen.island6_1, 18...26, .compact, [.dynamicIslandPhone(from: 18)], Source.island16),
        iPhone("iPhone 16 Plus", Screen.island6_7, 18...26, .regular, [.dynamicIslandPhone(from: 18)], Source.island16),
        iPhone(
            "iPhone 16 Pro", Screen.island6_3, 18...26, .compact,
            [
                .faceIDPhone(
                    from: 18, housing: 62, statusBar: 54,
                    navigationBarY: VersionedMetrics.iPhone16ProNavigationBarY
                )
            ],
            Source.island16Pro,
            inference: "iPhone 16 Pro: safe area 62/34 (landscape 62/21) from public device tables (D6); status bar 54 and navigation-bar y 56.333 are QMUI's C-level values, unmeasured (uikit-facts D9: \"Unknown – measure\"; F55)"
        ),
        iPhone(
            "iPhone 16 Pro Max", Screen.island6_9, 18...26, .regular,
            [
                .faceIDPhone(
                    from: 18, housing: 62, statusBar: 54,
                    navigationBarY: VersionedMetrics.iPhone16ProNavigationBarY
                )
            ],
            Source.island16Pro,
            inference: "iPhone 16 Pro Max: safe area 62/34 (landscape 62/21) from public device tables (D6); status bar 54 and navigation-bar y 56.333 are QMUI's C-level values, unmeasured (uikit-facts D9: \"Unknown – measure\"; F55)"
        ),
        iPhone(
            "iPhone 16e", Screen.inch6_1, 18...26, .compact, [.notchedPhone(from: 18, top: 47)],
            Source.iPhone16e
        ),

        // The 2025 iPhones (iOS 26 only). No simulator measurement was found for any of them:
        // every number beyond the HIG screen size is inferred and the scene says so.
        iPhone(
            "iPhone 17", Screen.island6_3, 26...26, .compact, [.iPhone17Class(from: 26, housing: 62)],
            Source.iPhone17,
            inference: "iPhone 17: safe area 62/34 from public device tables (C-level); status bar 54, navigation-bar y 56.333 and landscape insets inferred from the same-size iPhone 16 Pro (D9, F55)"
        ),
        iPhone(
            "iPhone Air", Screen.air6_5, 26...26, .regular,
            [
                .faceIDPhone(
                    from: 26, housing: 68, statusBar: 60,
                    navigationBarY: VersionedMetrics.iPhoneAirNavigationBarY
                )
            ],
            Source.iPhoneAir, aliases: ["iPhone 17 Air"],
            inference: "iPhone Air: safe-area top 68 from public device tables (C-level); status bar 60 and navigation-bar y 62.333 inferred from the iPhone 16 Pro's offsets below its safe-area top (54 and 56.333 under 62, D9, F55); no size sibling exists"
        ),
        iPhone(
            "iPhone 17 Pro", Screen.island6_3, 26...26, .compact, [.iPhone17Class(from: 26, housing: 62)],
            Source.iPhone17,
            inference: "iPhone 17 Pro: safe area 62/34 from public device tables (C-level); status bar 54, navigation-bar y 56.333 and landscape insets inferred from the same-size iPhone 16 Pro (D9, F55)"
        ),
        iPhone(
            "iPhone 17 Pro Max", Screen.island6_9, 26...26, .regular, [.iPhone17Class(from: 26, housing: 62)],
            Source.iPhone17,
            inference: "iPhone 17 Pro Max: safe area 62/34 from public device tables (C-level); status bar 54, navigation-bar y 56.333 and landscape insets inferred from the same-size iPhone 16 Pro Max (D9, F55)"
        ),

        // iPads (§1.3). iPad bar heights change at iOS 12; that is the engine's (LAYOUT-MODEL §3).
        iPad(
            "iPad (6th generation)", Screen.pad9_7, 11...17, [.homeButtonPad(from: 11)], Source.homeButtonPad,
            aliases: ["iPad 6", "iPad 6th gen"]
        ),
        iPad(
            "iPad Pro (11-inch)", Screen.padPro11, 12...26, [.homeIndicatorPad(from: 12)],
            "uikit-facts §1.1 (HIG 834×1194); " + Source.homeIndicatorPad
                + "; the 1st generation (2018); later 11-inch generations share these numbers",
            aliases: ["iPad Pro 11", "iPad Pro (11-inch) (1st generation)"]
        ),
        iPad(
            "iPad Pro (12.9-inch)", Screen.padPro12_9, 12...26, [.homeIndicatorPad(from: 12)],
            "uikit-facts §1.1 (HIG 1024×1366); " + Source.homeIndicatorPad
                + "; the 3rd generation (2018) and later: the home-button 1st/2nd generations are not modelled",
            aliases: ["iPad Pro 12.9", "iPad Pro (12.9-inch) (3rd generation)"]
        ),
        iPad(
            "iPad Air (4th generation)", Screen.pad10_9, 14...26, [.homeIndicatorPad(from: 14)],
            "uikit-facts §1.1 (HIG 10.9-inch 820×1180); " + Source.homeIndicatorPad,
            aliases: ["iPad Air 4", "iPad Air 4th gen"]
        ),
        iPad(
            "iPad mini (6th generation)", Screen.padMini8_3, 15...26, [.homeIndicatorPad(from: 15)],
            "uikit-facts §1.1 (HIG mini 8.3-inch 744×1133); " + Source.homeIndicatorPad,
            aliases: ["iPad mini 6", "iPad mini 6th gen"]
        ),
    ]
}
