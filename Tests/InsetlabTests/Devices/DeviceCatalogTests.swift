import InsetlabScene
import Testing

// Expected numbers cite `shared/reference/uikit-facts.md` (§ row + source, or F/D number);
// iOS ranges cite Apple's compatibility history as given for LAYOUT-MODEL §8.

private func lookupError(_ name: String, ios: Int) -> DeviceLookupError? {
    do {
        _ = try DeviceCatalog.profile(named: name, ios: ios)
        return nil
    } catch {
        return error
    }
}

private func model(_ name: String) throws -> DeviceModel {
    try #require(DeviceCatalog.model(named: name), "no built-in device '\(name)'")
}

@Suite("Device catalog: names")
struct DeviceCatalogNameTests {
    @Test(
        "normalisation ignores case, spaces, hyphens, parentheses and quotes",
        arguments: [
            ("iphone 14 pro", "iPhone 14 Pro"),
            ("iPad Pro 11-inch", "iPad Pro (11-inch)"),
            ("IPHONE-X", "iPhone X"),
            ("iPhoneSE(2ndgeneration)", "iPhone SE (2nd generation)"),
            ("iPad Pro 12.9\"", "iPad Pro (12.9-inch)"),
            ("  iPhone   XS  max ", "iPhone XS Max"),
            ("ipad mini (6th generation)", "iPad mini (6th generation)"),
        ]
    )
    func normalisation(input: String, expected: String) throws {
        #expect(try model(input).name == expected)
    }

    @Test(
        "unambiguous aliases",
        arguments: [
            ("iPhone SE 2", "iPhone SE (2nd generation)"),
            ("iPhone SE 3rd gen", "iPhone SE (3rd generation)"),
            ("iPhone SE 2016", "iPhone SE (1st generation)"),
            ("iPhone Xs", "iPhone XS"),
            ("iPhone Xr", "iPhone XR"),
            ("iPhone 10", "iPhone X"),
            ("iPad Pro 11", "iPad Pro (11-inch)"),
            ("iPad Pro (12.9-inch) (3rd generation)", "iPad Pro (12.9-inch)"),
            ("iPad Air 4", "iPad Air (4th generation)"),
        ]
    )
    func aliases(input: String, expected: String) throws {
        #expect(try model(input).name == expected)
    }

    @Test("every LAYOUT-MODEL §8 device is built in, under its own name")
    func layoutModelDevices() {
        let required = [
            "iPhone 5s", "iPhone SE (1st generation)", "iPhone 6", "iPhone 6 Plus", "iPhone 6s",
            "iPhone 6s Plus", "iPhone 7", "iPhone 7 Plus", "iPhone 8", "iPhone 8 Plus",
            "iPhone SE (2nd generation)", "iPhone SE (3rd generation)", "iPhone X", "iPhone XS",
            "iPhone XS Max", "iPhone XR", "iPhone 11", "iPhone 11 Pro", "iPhone 11 Pro Max",
            "iPhone 12 mini", "iPhone 12", "iPhone 12 Pro", "iPhone 12 Pro Max", "iPhone 13 mini",
            "iPhone 13", "iPhone 13 Pro", "iPhone 13 Pro Max", "iPhone 14", "iPhone 14 Plus",
            "iPhone 14 Pro", "iPhone 14 Pro Max", "iPhone 15", "iPhone 15 Plus", "iPhone 15 Pro",
            "iPhone 15 Pro Max", "iPhone 16", "iPhone 16 Plus", "iPhone 16 Pro", "iPhone 16 Pro Max",
            "iPhone 16e", "iPad (6th generation)", "iPad Air (4th generation)",
            "iPad mini (6th generation)", "iPad Pro (11-inch)", "iPad Pro (12.9-inch)",
        ]
        for name in required {
            #expect(DeviceCatalog.model(named: name)?.name == name)
        }
        let names = DeviceCatalog.models.map(\.name)
        #expect(Set(names).count == names.count)
        let forms = DeviceCatalog.models.flatMap { [$0.name] + $0.aliases }.map(DeviceCatalog.normalizedName)
        #expect(Set(forms).count == forms.count, "two models share a normalised name or alias")
    }

    @Test("unknown name: error with the closest names, best first, at most 3")
    func unknownWithSuggestions() throws {
        let error = lookupError("iPhone 8S", ios: 15)
        guard case .unknown(let name, let suggestions) = error else {
            Issue.record("expected .unknown, got \(String(describing: error))")
            return
        }
        #expect(name == "iPhone 8S")
        #expect(suggestions.first == "iPhone 8")
        #expect(suggestions.count <= 3)
        #expect(error?.description.hasPrefix("unknown device 'iPhone 8S'; did you mean 'iPhone 8'") == true)

        #expect(DeviceCatalog.suggestions(for: "iPhoen 12 Pro").first == "iPhone 12 Pro")
        #expect(DeviceCatalog.suggestions(for: "iPhone 18").first == "iPhone 17")
        #expect(DeviceCatalog.suggestions(for: "iPad Air (5th generation)").first == "iPad Air (4th generation)")
        #expect(DeviceCatalog.suggestions(for: "Galaxy S24").isEmpty)
        let far = lookupError("Galaxy S24", ios: 15)
        #expect(far == .unknown(name: "Galaxy S24", suggestions: []))
        #expect(far?.description.contains("no built-in device has a similar name") == true)
    }

    @Test("a prefix of several names is ambiguous")
    func ambiguous() {
        #expect(DeviceCatalog.model(named: "iPad Pro") == nil)
        #expect(
            lookupError("iPad Pro", ios: 15)
                == .ambiguous(name: "iPad Pro", candidates: ["iPad Pro (11-inch)", "iPad Pro (12.9-inch)"])
        )
        #expect(
            lookupError("iphone se", ios: 15)
                == .ambiguous(
                    name: "iphone se",
                    candidates: ["iPhone SE (1st generation)", "iPhone SE (2nd generation)", "iPhone SE (3rd generation)"]
                )
        )
        #expect(
            lookupError("iPad Pro", ios: 15)?.description
                == "ambiguous device 'iPad Pro': it matches 'iPad Pro (11-inch)', 'iPad Pro (12.9-inch)'; write the full name"
        )
        // An exact name wins over being a prefix of longer ones.
        #expect(DeviceCatalog.model(named: "iPhone 16 Pro")?.name == "iPhone 16 Pro")
    }
}

@Suite("Device catalog: iOS versions")
struct DeviceCatalogVersionTests {
    @Test("a device on an iOS it never ran names a same-screen device that did")
    func outOfRange() throws {
        // LAYOUT-MODEL §8: iPhone 8 on iOS 10 is an error naming iPhone 7. Apple: iPhone 8 shipped
        // with iOS 11 and was last supported by iOS 16; iPhone 7 shipped with iOS 10.
        let error = lookupError("iPhone 8", ios: 10)
        guard case .iosOutOfRange(let name, let ios, let range, let sameScreen) = error else {
            Issue.record("expected .iosOutOfRange, got \(String(describing: error))")
            return
        }
        #expect(name == "iPhone 8")
        #expect(ios == 10)
        #expect(range == 11...16)  // Apple: iOS 11 (2017) … iOS 16
        #expect(sameScreen.first == "iPhone 7")  // uikit-facts §1.1 HIG: 8 / 7 / 6s / 6 are all 375x667
        #expect(Set(sameScreen) == ["iPhone 7", "iPhone 6s", "iPhone 6"])  // §1.1 HIG 375x667 row; Apple: all three ran iOS 10
        #expect(
            error?.description
                == "iPhone 8 never ran iOS 10 (it ran iOS 11–16); iPhone 7 has the same 375×667 screen and ran iOS 10"
        )
        // After the device's last version: iPhone 8 (≤ 16) on iOS 17 → SE (2nd generation), same
        // 375x667 screen (uikit-facts §1.1 HIG "SE 4.7-inch (SE 2nd & 3rd gen)").
        guard case .iosOutOfRange(_, _, _, let later) = lookupError("iPhone 8", ios: 17) else {
            Issue.record("expected .iosOutOfRange")
            return
        }
        #expect(later.first == "iPhone SE (2nd generation)")
    }

    @Test("no same-screen device ran that version")
    func outOfRangeWithoutSameScreen() {
        // No 375x812 phone (uikit-facts §1.1: X / XS / 11 Pro, 12/13 mini) predates iOS 11 (the X).
        #expect(
            lookupError("iPhone X", ios: 10)?.description
                == "iPhone X never ran iOS 10 (it ran iOS 11–16); no built-in device with the same 375×812 screen ran iOS 10"
        )
    }

    @Test("iOS 19–25 never existed and iOS 27 is not modelled; iOS 26 runs on the iPhone 11 and later")
    func beyondModelled() {
        // Apple went from iOS 18 to iOS 26 (WWDC 2025); the XS, XS Max and XR stop at 18 (Apple's
        // iOS 26 compatibility list, docs/model-decisions.md M13).
        #expect(lookupError("iPhone 16", ios: 26) == nil)
        #expect(lookupError("iPhone 11", ios: 26) == nil)
        #expect(lookupError("iPhone SE (2nd generation)", ios: 26) == nil)
        #expect(lookupError("iPhone XR", ios: 18) == nil)
        #expect(lookupError("iPhone XS", ios: 26)?.description.hasPrefix("iPhone XS never ran iOS 26 (it ran iOS 12–18)") == true)
        #expect(
            lookupError("iPhone 16", ios: 21)?.description
                == "iOS 21 is not modelled (insetlab covers iOS 7–18 and 26 (there was no iOS 21: Apple went from 18 to 26));"
                + " iPhone 16 is modelled on iOS 18 and 26"
        )
        #expect(lookupError("iPhone 8", ios: 27)?.description.hasPrefix("iOS 27 is not modelled") == true)
    }

    @Test("the 2025 iPhones: HIG sizes (uikit-facts §1.1), iOS 26 only, with the inference named")
    func iPhone17Family() throws {
        let expected: [(String, Double, Double, SizeClass)] = [
            ("iPhone 17", 402, 874, .compact), ("iPhone 17 Pro", 402, 874, .compact),
            ("iPhone 17 Pro Max", 440, 956, .regular), ("iPhone Air", 420, 912, .regular),
        ]
        for (name, width, height, landscape) in expected {
            let model = try #require(DeviceCatalog.model(named: name))
            #expect(model.screen == Size(width: width, height: height), "\(name)")
            #expect(model.iosRange == 26...26, "\(name)")
            #expect(model.landscapeWidth == landscape, "\(name)")
            #expect(model.inference != nil, "\(name): its status bar is inferred")
        }
        // Safe-area tops: 62 (17 family) and 68 (Air), public device tables (C-level).
        #expect(DeviceCatalog.model(named: "iPhone 17")?.profile(ios: 26).safeAreaPortrait == Insets(top: 62, left: 0, bottom: 34, right: 0))
        #expect(DeviceCatalog.model(named: "iPhone Air")?.profile(ios: 26).safeAreaPortrait == Insets(top: 68, left: 0, bottom: 34, right: 0))
        #expect(lookupError("iPhone 17", ios: 18)?.description.hasPrefix("iPhone 17 never ran iOS 18 (it ran iOS 26)") == true)
    }

    @Test("every model's metrics are sorted and start at its first iOS, within iOS 7…18")
    func metricsShape() {
        for model in DeviceCatalog.models {
            let starts = model.metrics.map(\.fromIOS)
            #expect(starts.first == model.iosRange.lowerBound, "\(model.name)")
            #expect(starts == starts.sorted() && Set(starts).count == starts.count, "\(model.name)")
            #expect(starts.allSatisfy(model.iosRange.contains), "\(model.name)")
            #expect(DeviceCatalog.modelledIOS.contains(model.iosRange.lowerBound), "\(model.name)")
            #expect(DeviceCatalog.modelledIOS.contains(model.iosRange.upperBound), "\(model.name)")
            #expect(!model.source.isEmpty, "\(model.name)")
        }
    }

    @Test("profile(named:ios:) resolves the versioned numbers")
    func profileResolves() throws {
        let profile = try DeviceCatalog.profile(named: "iphone x", ios: 11)
        #expect(profile.name == "iPhone X")
        #expect(profile.screen == Size(width: 375, height: 812))  // uikit-facts §1.1 HIG "iPhone 11 Pro / XS / X 375x812"
        #expect(profile.iosRange == 11...16)  // Apple: iPhone X shipped with iOS 11, last iOS 16
        #expect(profile.isCustom == false)
    }
}

@Suite("Device catalog: numbers")
struct DeviceCatalogMetricsTests {
    @Test("XR: 44 on iOS 12–13, 48 from iOS 14, landscape sides follow")
    func xrVersioned() throws {
        let xr = try model("iPhone XR")
        let ios13 = xr.profile(ios: 13)
        #expect(ios13.safeAreaPortrait == Insets(top: 44, left: 0, bottom: 34, right: 0))  // D2: snapshot-testing iPhoneXr (44,0,34,0), iOS 11–13
        #expect(ios13.safeAreaLandscape == Insets(top: 0, left: 44, bottom: 21, right: 44))  // D3 (44 before 14) + D1 (bottom 21)
        #expect(ios13.navigationBarY == 44)  // LAYOUT-MODEL §3 / uikit-facts §1.2 XR iOS 11–13 status bar 44
        let ios14 = xr.profile(ios: 14)
        #expect(ios14.safeAreaPortrait == Insets(top: 48, left: 0, bottom: 34, right: 0))  // D2: QMUI iPhone12,1 (48,0,34,0); JHApp F5 {92} = 48 + 44
        #expect(ios14.safeAreaLandscape == Insets(top: 0, left: 48, bottom: 21, right: 48))  // D3: QMUI iPhone12,1 landscape (0,48,21,48)
        #expect(ios14.statusBar == 48)  // §1.2 XR/11 iOS 14+ status bar 48 (GKNavigationBarViewController PR #47 "44->48")
        #expect(ios14.navigationBarY == 48)  // LAYOUT-MODEL §3 "48 XR/11 on 14+"; F5 SA top 92 = 48 + 44
        #expect(ios14.widthClass(.landscape) == .regular)  // §1.1 size classes: XR/11 regular width in landscape
    }

    @Test("12 mini: status bar 44 on iOS 14, 50 on 15; safe top and nav bar 50 on both")
    func miniVersioned() throws {
        let mini = try model("iPhone 12 mini")
        let ios14 = mini.profile(ios: 14)
        #expect(ios14.statusBar == 44)  // F13: QMUI #1326 iOS 14 "StatusBarHeight = 44"
        #expect(ios14.navigationBarY == 50)  // F13: "navigationBar.minY = 50 ... maxY = 94"
        #expect(ios14.safeAreaPortrait == Insets(top: 50, left: 0, bottom: 34, right: 0))  // D5 / F22: safe top 50, status bar 44
        let ios15 = mini.profile(ios: 15)
        #expect(ios15.statusBar == 50)  // F13: QMUI #1326 iOS 15 "StatusBarHeight = 50"
        #expect(ios15.navigationBarY == 50)  // F13: nav 50 → 94 on iOS 15
        #expect(ios15.safeAreaLandscape == Insets(top: 0, left: 50, bottom: 21, right: 50))  // §1.2 mini row: QMUI iPhone13,1 (0,50,21,50)
    }

    @Test("iPad navigation bar starts at its status bar")
    func iPadNavigationBar() throws {
        let homeButton = try model("iPad (6th generation)").profile(ios: 12)
        #expect(homeButton.statusBar == 20)  // §1.3 home-button iPads: status bar 20 (snapshot-testing iPadMini/iPad10_2)
        #expect(homeButton.navigationBarY == 20)  // LAYOUT-MODEL §3 "iPad = status bar"; §1.3 status bar 20
        #expect(homeButton.safeAreaLandscape == Insets(top: 20, left: 0, bottom: 0, right: 0))  // §1.3: (20,0,0,0), status bar stays on iPad
        let homeIndicator = try model("iPad Pro (11-inch)").profile(ios: 12)
        #expect(homeIndicator.statusBar == 24)  // §1.3: QMUI statusBarHeightConstant "IS_NOTCHED_SCREEN ? 24 : 20"; #633 "全面屏 iPad 24"
        #expect(homeIndicator.navigationBarY == 24)  // LAYOUT-MODEL §3 "iPad = status bar"
    }

    @Test(
        "home-indicator iPads: (24, 0, 20, 0) in both orientations",
        arguments: ["iPad Pro (11-inch)", "iPad Pro (12.9-inch)", "iPad Air (4th generation)", "iPad mini (6th generation)"]
    )
    func homeIndicatorPad(name: String) throws {
        let pad = try model(name)
        let profile = pad.profile(ios: pad.iosRange.upperBound)
        let expected = Insets(top: 24, left: 0, bottom: 20, right: 0)  // D11: QMUI (24,0,20,0) regardless of orientation; snapshot-testing iPadPro11
        #expect(profile.safeAreaPortrait == expected)
        #expect(profile.safeAreaLandscape == expected)
        #expect(profile.widthClass(.portrait) == .regular)  // §1.1: all iPads regular width in both orientations
        #expect(profile.hasHomeIndicator)
    }

    @Test("iPhone X: portrait (44, 0, 34, 0), landscape (0, 44, 21, 44)")
    func iPhoneX() throws {
        let x = try model("iPhone X").profile(ios: 11)
        #expect(x.safeAreaPortrait == Insets(top: 44, left: 0, bottom: 34, right: 0))  // F4: KRTestLayout iPhone X no nav bar {44, 0, 34, 0}
        #expect(x.safeAreaLandscape == Insets(top: 0, left: 44, bottom: 21, right: 44))  // D1: 21 (KRTestLayout "0pt/21pt ... 44pt/44pt"), not snapshot-testing's 24
        #expect(x.statusBar == 44)  // §1.2 X row: status bar 44; QMUI #633 "全面屏 iPhone 44"
        #expect(x.navigationBarY == 44)  // F2: SA {88, ...} = 44 + 44 in a nav controller
        #expect(x.widthClass(.landscape) == .compact)  // §1.1 size classes: X is compact width in landscape
        #expect(x.hasSensorHousing)
    }

    @Test(
        "Dynamic Island phones: nav bar at 53.667 = 161/3 under a 54-pt status bar, safe top 59",
        arguments: [
            "iPhone 14 Pro", "iPhone 14 Pro Max", "iPhone 15", "iPhone 15 Plus", "iPhone 15 Pro",
            "iPhone 15 Pro Max", "iPhone 16", "iPhone 16 Plus",
        ]
    )
    func dynamicIsland(name: String) throws {
        let phone = try model(name).profile(ios: 18)
        // F14 prints frame (0 53.6667; 430 44); QMUI "result -= PixelOne; // 53.667" = 54 − 1/3 on @3x:
        // 161 device pixels / 3. F15: 97.666… = 161/3 + 44.
        #expect(phone.navigationBarY == 161.0 / 3.0)
        #expect(abs(phone.navigationBarY - 53.6667) < 0.0001)  // F14 as printed
        #expect(formatNumber(phone.navigationBarY) == "53.667")  // uikit-facts §2.2 "53.667"
        #expect(phone.statusBar == 54)  // F14: status bar (0,0,430,54); D4 for the 15 / 15 Plus
        #expect(phone.safeAreaPortrait == Insets(top: 59, left: 0, bottom: 34, right: 0))  // F17: layoutFrame {{0, 59}, {393, 759}}; F18; D4
        #expect(phone.safeAreaLandscape == Insets(top: 0, left: 59, bottom: 21, right: 59))  // F18: csl.cool landscape (0,59,21,59)
    }

    @Test("iPhone 14 (390×844) keeps the notch: 47 everywhere")
    func iPhone14() throws {
        let phone = try model("iPhone 14").profile(ios: 16)
        #expect(phone.screen == Size(width: 390, height: 844))  // §1.1 HIG "iPhone 14 / 13 Pro / 13 / 12 Pro / 12 390x844"
        #expect(phone.safeAreaPortrait == Insets(top: 47, left: 0, bottom: 34, right: 0))  // §1.2: snapshot-testing iPhone12/13 (47,0,34,0); QMUI iPhone14,7
        #expect(phone.safeAreaLandscape == Insets(top: 0, left: 47, bottom: 21, right: 47))  // §1.2: snapshot-testing iPhone12 landscape (0,47,21,47)
        #expect(phone.navigationBarY == 47)  // LAYOUT-MODEL §3 "47 12–14"; §2.2 nav at safe-area top before the Dynamic Island
    }

    @Test("iPhone 16 Pro: 62 / 21 (D6), nav bar at QMUI's 56.333 (F55, D9)")
    func iPhone16Pro() throws {
        let phone = try model("iPhone 16 Pro").profile(ios: 18)
        #expect(phone.screen == Size(width: 402, height: 874))  // §1.1 HIG "iPhone 16 Pro 402x874 pt"
        #expect(phone.safeAreaPortrait == Insets(top: 62, left: 0, bottom: 34, right: 0))  // D6: QMUI iPhone17,1 (62,0,34,0)
        #expect(phone.safeAreaLandscape == Insets(top: 0, left: 62, bottom: 21, right: 62))  // D6: QMUI (0,62,21,62), not flutterware's 20
        #expect(phone.navigationBarY == 169.0 / 3.0)  // F55: QMUI "result += 2 + PixelOne; // 56.333" on a 54 status bar (C-level, D9)
        #expect(phone.statusBar == 54)  // D9: QMUI statusBarHeightConstant returns 54 for the "iPhone 16" prefix
    }

    @Test("home-button phones: 20-pt status bar, nothing in landscape")
    func homeButtonPhones() throws {
        let se = try model("iPhone SE (2nd generation)").profile(ios: 13)
        #expect(se.safeAreaPortrait == Insets(top: 20, left: 0, bottom: 0, right: 0))  // §1.2: snapshot-testing iPhone8 (20,0,0,0); F3 {20, 0, 0, 0}
        #expect(se.safeAreaLandscape == .zero)  // §1.2: landscape .zero, status bar hidden (snapshot-testing iPhoneSe/iPhone8)
        #expect(se.navigationBarY == 20)  // F53: iOS 7 nav bar origin.y 20; F1 SA {64} = 20 + 44
        #expect(!se.hasHomeIndicator)
        let plus = try model("iPhone 8 Plus").profile(ios: 11)
        #expect(plus.widthClass(.landscape) == .regular)  // §1.1 size classes: Plus models regular width in landscape
        #expect(plus.screen == Size(width: 414, height: 736))  // §1.1 HIG "iPhone 8 Plus / 7 Plus / 6s Plus / 6 Plus 414x736"
    }

    @Test func namesNormaliseTheSameWithOrWithoutTheASCIIFastPath() {
        // The ASCII path must agree with the general one: the same name with a typographic
        // dash (not ASCII) takes the general path.
        #expect(DeviceCatalog.normalizedName("iPhone 15 Pro-Max (\"2023\")\t") == "iphone15promax2023")
        #expect(DeviceCatalog.normalizedName("iPhone 15 Pro–Max (\"2023\")\t") == "iphone15promax2023")
        #expect(DeviceCatalog.normalizedName("iPad ’Air’ ″11″") == "ipadair11")
    }
}
