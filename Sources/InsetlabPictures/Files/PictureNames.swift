import InsetlabScene
import InsetlabWorkspace

/// File names for pictures: slugs of scene paths and variant names, deterministic and unique.
public enum PictureNames {
    /// `iPhone X · iOS 11 · portrait` → `iphone-x-ios-11-portrait`: ASCII letters and digits
    /// lowercased, every other run of characters one `-`; `variant` when nothing is left.
    public static func slug(_ text: String) -> String {
        var result = ""
        var pendingDash = false
        for scalar in text.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingDash, !result.isEmpty { result += "-" }
                pendingDash = false
                result.unicodeScalars.append(Unicode.Scalar(UInt8(ascii: scalar).lowercasedASCII))
            } else {
                pendingDash = true
            }
        }
        if result.isEmpty { return "variant" }
        // Many property axes make long names; file names stop at 255 bytes. The cut keeps the
        // start readable and a hash of the whole keeps different names apart.
        return FilePaths.shortened(result, toBytes: maxSlugLength)
    }

    /// Longest slug; longer ones are cut and end in a hash of the whole.
    public static let maxSlugLength = 100

    /// `scenes/bars/toolbar.yaml` → `scenes-bars-toolbar` (the extension dropped). A path with
    /// characters beyond ASCII (`scenes/一覧.yaml`, `scenes/ü quiz.yaml`) keeps what ASCII it has
    /// and ends in 8 hex digits of a hash of the path (`scenes-3f0c…`), so its pictures keep
    /// their names whatever other scenes are added or in which order.
    public static func sceneSlug(_ path: String) -> String {
        var trimmed = Substring(path)
        for ext in [".yaml", ".yml", ".YAML", ".YML"] where trimmed.hasSuffix(ext) {
            trimmed = trimmed.dropLast(ext.count)
            break
        }
        let base = slug(String(trimmed))
        guard trimmed.unicodeScalars.contains(where: { !$0.isASCII }) else { return base }
        return base + "-" + FilePaths.hashHex(String(trimmed)).prefix(8)
    }

    /// The files `run --format svg --output FILE` writes, one list per scene, one name per
    /// variant, in input order.
    ///
    /// One picture in all: `FILE` itself. Otherwise `FILE` is a stem (`out.svg` → `out-`):
    /// `out-iphone-x-ios-11-portrait.svg`, with the scene's slug before the variant's when there
    /// are several scenes (`out-scenes-feed-iphone-x-ios-11-portrait.svg`). A name that would
    /// repeat gets `-2`, `-3`… in order, so names are unique and the same every run.
    public static func outputPaths(for output: String, scenes: [(path: String, variants: [String])]) -> [[String]] {
        let total = scenes.reduce(0) { $0 + $1.variants.count }
        if total == 1 { return scenes.map { $0.variants.isEmpty ? [] : [output] } }
        let stem = output.lowercased().hasSuffix(".svg") ? String(output.dropLast(4)) : output
        var used: Set<String> = []
        return scenes.map { scene in
            scene.variants.map { variant in
                var parts: [String] = []
                if scenes.count > 1 { parts.append(sceneSlug(scene.path)) }
                parts.append(slug(variant))
                return unique(stem + "-" + parts.joined(separator: "-"), extension: ".svg", used: &used)
            }
        }
    }

    /// `base + ext`, or `base-2 + ext`, `base-3 + ext`… — the first not in `used` (then added).
    static func unique(_ base: String, extension ext: String, used: inout Set<String>) -> String {
        var candidate = base + ext
        var counter = 2
        while used.contains(candidate.lowercased()) {
            candidate = "\(base)-\(counter)\(ext)"
            counter += 1
        }
        // Lowercased: two names differing only in case are one file on macOS's default volume.
        used.insert(candidate.lowercased())
        return candidate
    }
}

extension UInt8 {
    fileprivate var lowercasedASCII: UInt8 { (65...90).contains(self) ? self + 32 : self }
}
