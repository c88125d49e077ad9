/// One built-in device model: its numbers across the iOS versions it ran.
public struct DeviceModel: Sendable, Hashable {
    /// Apple's marketing name: `iPhone SE (2nd generation)`, `iPad Pro (11-inch)`.
    public var name: String
    public var idiom: Idiom
    /// Portrait screen size in points.
    public var screen: Size
    /// First shipped … last supported iOS (insetlab models iOS 7…18 and 26; versions 19–25
    /// never existed, so `11...26` means 11–18 and 26).
    public var iosRange: ClosedRange<Int>
    public var landscapeWidth: SizeClass
    /// Sorted by `fromIOS`; the first one's `fromIOS` is `iosRange.lowerBound`.
    public var metrics: [VersionedMetrics]
    /// Short citation of where the numbers come from, naming any choice between sources.
    public var source: String
    /// Other names the model answers to (`iPhone SE 2`), matched like `name`.
    public var aliases: [String]
    /// What in this model's numbers is inferred rather than measured (a same-size sibling's
    /// status bar, say); reported as a `model-uncertainty` note on every scene that uses it.
    public var inference: String?
    /// The same for its landscape numbers only, reported on landscape variants.
    public var landscapeInference: String?

    public init(
        name: String, idiom: Idiom, screen: Size, iosRange: ClosedRange<Int>,
        landscapeWidth: SizeClass, metrics: [VersionedMetrics], source: String,
        aliases: [String] = [], inference: String? = nil, landscapeInference: String? = nil
    ) {
        self.name = name
        self.idiom = idiom
        self.screen = screen
        self.iosRange = iosRange
        self.landscapeWidth = landscapeWidth
        self.metrics = metrics
        self.source = source
        self.aliases = aliases
        self.inference = inference
        self.landscapeInference = landscapeInference
    }

    /// The metrics in force at `ios`: the last entry whose `fromIOS` is not after it (the first
    /// entry for a version before the model's range).
    public func metrics(ios: Int) -> VersionedMetrics {
        metrics.last { $0.fromIOS <= ios } ?? metrics[0]
    }

    /// The profile the layout engine consumes, with the metrics in force at `ios`. Does not check
    /// that the model ran `ios`; `DeviceCatalog.profile(named:ios:)` does.
    public func profile(ios: Int) -> DeviceProfile {
        let m = metrics(ios: ios)
        var profile = DeviceProfile(
            name: name, idiom: idiom, screen: screen, statusBar: m.statusBar,
            safeAreaPortrait: m.safeAreaPortrait, safeAreaLandscape: m.safeAreaLandscape,
            landscapeWidth: landscapeWidth, navigationBarY: m.navigationBarY, iosRange: iosRange,
            inference: inference
        )
        profile.landscapeInference = landscapeInference
        return profile
    }
}

/// The numbers of a device model from one iOS version on (until the next entry).
public struct VersionedMetrics: Sendable, Hashable {
    public var fromIOS: Int
    /// Portrait status-bar height.
    public var statusBar: Double
    /// Safe area of a full-screen view with the status bar shown (uikit-facts §1.2/§1.3).
    public var safeAreaPortrait: Insets
    /// Same in landscape; iPhones hide the status bar there (iOS 8+), iPads keep it.
    public var safeAreaLandscape: Insets
    /// Where a navigation bar starts under the status bar (LAYOUT-MODEL §3; F13–F16, D22).
    public var navigationBarY: Double

    public init(
        fromIOS: Int, statusBar: Double, safeAreaPortrait: Insets, safeAreaLandscape: Insets,
        navigationBarY: Double
    ) {
        self.fromIOS = fromIOS
        self.statusBar = statusBar
        self.safeAreaPortrait = safeAreaPortrait
        self.safeAreaLandscape = safeAreaLandscape
        self.navigationBarY = navigationBarY
    }
}

/// The built-in devices and name lookup (LAYOUT-MODEL §8).
public enum DeviceCatalog {
    /// The span of iOS versions insetlab models: 7…18 and 26. Apple went from iOS 18 straight to
    /// iOS 26 (year-based numbering, WWDC 2025), so 19–25 inside the span are not versions:
    /// `isReleased` tells them apart.
    public static let modelledIOS: ClosedRange<Int> = 7...26

    /// The iOS version a scene without `ios:` is laid out for: 18, as SCENE-FORMAT "Top level"
    /// promises ("default 18"); iOS 26 is opt-in so that existing scenes keep their numbers.
    public static let defaultIOS = 18

    /// Every modelled version, in order: 7…18, then 26.
    public static let releasedIOS: [Int] = Array(7...18) + [26]

    /// False for 19–25, which Apple skipped, and for anything outside `modelledIOS`.
    public static func isReleased(ios: Int) -> Bool {
        modelledIOS.contains(ios) && !(19...25).contains(ios)
    }

    /// Every built-in model, in release order.
    public static let models: [DeviceModel] = table

    /// Finds a model by name. Matching ignores case, spaces, hyphens, parentheses and quote
    /// marks (`iphone 14 pro`, `iPad Pro 11-inch`, `iPhoneSE(2ndgeneration)`) and accepts the
    /// models' aliases (`iPhone SE 2`). `nil` for an unknown or ambiguous name.
    public static func model(named name: String) -> DeviceModel? {
        if case .found(let model) = lookup(name) { return model }
        return nil
    }

    /// Resolves a name and an iOS version the model ran. iOS versions outside `modelledIOS` (and
    /// the skipped 19–25) are the caller's to report first; this throws `iosOutOfRange` for them,
    /// whose description says the version is not modelled.
    public static func profile(named name: String, ios: Int) throws(DeviceLookupError) -> DeviceProfile {
        switch lookup(name) {
        case .found(let model):
            guard model.iosRange.contains(ios), isReleased(ios: ios) else {
                throw .iosOutOfRange(
                    name: model.name, ios: ios, range: model.iosRange,
                    sameScreen: sameScreenModels(as: model, ios: ios).map(\.name)
                )
            }
            return model.profile(ios: ios)
        case .ambiguous(let candidates):
            throw .ambiguous(name: name, candidates: candidates)
        case .unknown:
            throw .unknown(name: name, suggestions: suggestions(for: name))
        }
    }

    /// The closest known names for a misspelt one, best first, at most 3: edit distance on the
    /// normalised form (a name the input begins counts as distance 1), ties broken by the
    /// longer common prefix (`iPhone 8S` → `iPhone 8` before `iPhone 6s`), then by the newer
    /// model (`iPhone 17` → `iPhone 16` first). Empty when nothing is within max(2, length / 3)
    /// edits.
    public static func suggestions(for name: String) -> [String] {
        let key = normalizedName(name)
        guard !key.isEmpty else { return [] }
        let length = key.count
        let limit = max(2, length / 3)
        let scored: [(distance: Int, prefix: Int, index: Int)] = index.forms.indices.compactMap { i in
            var distance = Int.max
            var prefix = 0
            for form in index.forms[i] {
                // Names that differ in length by more than the limit are further apart than it:
                // no edit distance is worked out (a 1 MB device name took over a minute).
                var d = abs(length - form.count) > limit ? Int.max : NearestName.editDistance(key, form)
                if form.hasPrefix(key), length >= 3 { d = min(d, 1) }
                distance = min(distance, d)
                prefix = max(prefix, commonPrefixLength(key, form))
            }
            return distance <= limit ? (distance, prefix, i) : nil
        }
        return scored
            .sorted { ($0.distance, -$0.prefix, -$0.index) < ($1.distance, -$1.prefix, -$1.index) }
            .prefix(3)
            .map { models[$0.index].name }
    }

    /// The form names are compared in: lowercased, without whitespace, hyphens, parentheses
    /// or quote marks.
    public static func normalizedName(_ name: String) -> String {
        // Every scene names its device, so the common case (plain ASCII) is done byte by byte,
        // with the same result as the general path below.
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(name.utf8.count)
            for byte in name.utf8 {
                switch byte {
                case 0x09...0x0D, 0x20: continue  // whitespace
                case UInt8(ascii: "-"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "\""), UInt8(ascii: "'"): continue
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte + 0x20)
                default: bytes.append(byte)
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        return String(name.lowercased().filter { !$0.isWhitespace && !ignoredInNames.contains($0) })
    }

    private static let ignoredInNames: Set<Character> = ["-", "‐", "–", "—", "(", ")", "\"", "'", "“", "”", "‘", "’", "″", "′"]

    // MARK: - Lookup

    enum Lookup {
        case found(DeviceModel)
        case ambiguous([String])
        case unknown
    }

    /// Exact match on a name or alias; otherwise a normalised prefix of several names (`iPad Pro`,
    /// `iPhone SE`) is ambiguous, and anything else unknown.
    static func lookup(_ name: String) -> Lookup {
        let key = normalizedName(name)
        guard !key.isEmpty else { return .unknown }
        if let i = index.exact[key] { return .found(models[i]) }
        let candidates = models.indices.filter { index.forms[$0][0].hasPrefix(key) }
        if candidates.count >= 2 { return .ambiguous(candidates.map { models[$0].name }) }
        return .unknown
    }

    /// Models other than `model` with the same portrait screen that ran `ios`, nearest in
    /// release order first.
    static func sameScreenModels(as model: DeviceModel, ios: Int) -> [DeviceModel] {
        guard let origin = models.firstIndex(of: model) else { return [] }
        return models.indices
            .filter { $0 != origin && models[$0].screen == model.screen && models[$0].iosRange.contains(ios) }
            .sorted { (abs($0 - origin), $0) < (abs($1 - origin), $1) }
            .map { models[$0] }
    }

    private struct NameIndex {
        /// Normalised name (first) and aliases per model, parallel to `models`.
        var forms: [[String]]
        var exact: [String: Int]
    }

    private static let index: NameIndex = {
        let forms = models.map { model in ([model.name] + model.aliases).map(normalizedName) }
        var exact: [String: Int] = [:]
        for (i, names) in forms.enumerated() {
            for form in names where exact[form] == nil { exact[form] = i }
        }
        return NameIndex(forms: forms, exact: exact)
    }()
}

/// A device name or device/iOS pairing the catalog cannot resolve.
public enum DeviceLookupError: Error, Sendable, Hashable, CustomStringConvertible {
    case unknown(name: String, suggestions: [String])
    case ambiguous(name: String, candidates: [String])
    /// The model never ran `ios`; `sameScreen` names models with the same portrait screen that
    /// did, nearest in release order first.
    case iosOutOfRange(name: String, ios: Int, range: ClosedRange<Int>, sameScreen: [String])

    /// A full sentence to print after `error: `.
    public var description: String {
        switch self {
        case .unknown(let name, let suggestions):
            // No device name is long: the start of a long one says enough (a 1 MB name was
            // printed whole).
            let name = name.count > 100 ? name.prefix(100) + "… (\(name.utf8.count) bytes)" : name
            if suggestions.isEmpty {
                return "unknown device '\(name)'; no built-in device has a similar name"
                    + " (describe other devices with a custom `device:` mapping)"
            }
            return "unknown device '\(name)'; did you mean \(Self.quotedList(suggestions))?"
        case .ambiguous(let name, let candidates):
            let shown = Self.quotedList(Array(candidates.prefix(6)))
            let more = candidates.count > 6 ? ", and \(candidates.count - 6) more" : ""
            return "ambiguous device '\(name)': it matches \(shown)\(more); write the full name"
        case .iosOutOfRange(let name, let ios, let range, let sameScreen):
            let modelled = DeviceCatalog.modelledIOS
            if !DeviceCatalog.isReleased(ios: ios) {
                let skipped = (19...25).contains(ios) ? " (there was no iOS \(ios): Apple went from 18 to 26)" : ""
                return "iOS \(ios) is not modelled (insetlab covers iOS \(modelled.lowerBound)–18 and 26\(skipped));"
                    + " \(name) is modelled on \(Self.versions(range))"
            }
            let ran = "\(name) never ran iOS \(ios) (it ran \(Self.versions(range)))"
            let screen = DeviceCatalog.model(named: name).map { formatScreen($0.screen) } ?? "its"
            if let other = sameScreen.first {
                return "\(ran); \(other) has the same \(screen) screen and ran iOS \(ios)"
            }
            return "\(ran); no built-in device with the same \(screen) screen ran iOS \(ios)"
        }
    }

    private static func quotedList(_ names: [String]) -> String {
        names.map { "'\($0)'" }.joined(separator: ", ")
    }

    /// `iOS 13–18 and 26`, `iOS 26`, `iOS 11–16`: the released versions in a model's range.
    static func versions(_ range: ClosedRange<Int>) -> String {
        let upToEighteen = range.clamped(to: range.lowerBound...max(range.lowerBound, 18))
        let runs26 = range.contains(26)
        if range.lowerBound > 18 { return runs26 ? "iOS 26" : "no modelled iOS version" }
        let classic = upToEighteen.count == 1 ? "iOS \(upToEighteen.lowerBound)" : "iOS \(upToEighteen.lowerBound)–\(upToEighteen.upperBound)"
        return runs26 ? classic + " and 26" : classic
    }
}

private func formatScreen(_ size: Size) -> String {
    "\(formatNumber(size.width))×\(formatNumber(size.height))"
}

private func commonPrefixLength(_ a: String, _ b: String) -> Int {
    zip(a, b).prefix { $0 == $1 }.count
}
