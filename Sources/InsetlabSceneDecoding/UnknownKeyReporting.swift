import InsetlabYAML
import InsetlabScene

/// Every mapping in a scene is closed (SCENE-FORMAT "Notation"): a key the owner does not take
/// is an error at the key's mark that names the key, the owner and the nearest valid key.
extension ValueReader {
    /// `unknown key 'edgesForExtendedLayot' in UIViewController; did you mean
    /// 'edgesForExtendedLayout'?`. A real UIKit property the model leaves out says so instead
    /// (LAYOUT-MODEL §9).
    ///
    /// - Parameters:
    ///   - owner: what the mapping is, as the message names it (`UIViewController`, `pin`).
    ///   - validKeys: the keys the owner takes, most common first (ties in "did you mean" go
    ///     to the earlier one).
    ///   - keyPath: the owner's key path.
    /// - Returns: the key suggested instead, if any, so a caller can skip reporting that key
    ///   as missing too.
    @discardableResult
    func unknownKey(_ key: YAMLNode, in owner: String, validKeys: [String], keyPath: @autoclosure () -> String) -> String? {
        let name = key.scalar ?? ""
        // Past the file's error limit only counted: no "did you mean" is looked for.
        if diagnostics.isFull { diagnostics.error("", at: key.mark, keyPath: nil); return nil }
        if let message = UnmodelledUIKit.propertyMessage(name) {
            diagnostics.error(message, at: key.mark, keyPath: keyPath())
            return nil
        }
        let nearest = NearestName.best(for: name, among: validKeys)
        let suggestion = nearest.map { "; did you mean '\($0)'?" } ?? ""
        diagnostics.error("unknown key '\(name)' in \(owner)\(suggestion)", at: key.mark, keyPath: keyPath())
        return nearest
    }

    /// Whether some key of `entries` is a near miss of `key` (`typ:`), whose unknown-key error
    /// already says what is missing.
    func isMisspelt(_ key: String, in entries: Entries) -> Bool {
        entries.contains { entry in
            entry.key.scalar.map { $0 != key && NearestName.best(for: $0, among: [key]) != nil } ?? false
        }
    }

    /// `missing required key 'type' in a view`, at the mapping's mark.
    func missingKey(_ key: String, in owner: String, at mark: Mark, keyPath: @autoclosure () -> String, hint: String = "") {
        diagnostics.error("missing required key '\(key)' in \(owner)\(hint)", at: mark, keyPath: keyPath())
    }
}

/// Small closed mappings whose keys are all simple values: reads each known key with its
/// reader and reports the rest. The owner decoders with keys that depend on a type (controllers,
/// views) do their own dispatch.
extension ValueReader {
    typealias Entries = [(key: YAMLNode, value: YAMLNode)]

    /// Calls `read(keyName, keyNode, valueNode)` for every key in `validKeys`; reports the others.
    ///
    /// - Returns: the keys suggested for misspelt ones (`scren` → `screen`): a caller checking
    ///   for required keys skips these, since the typo's error already names the fix.
    @discardableResult
    func forEachKnownKey(
        of entries: Entries, in owner: String, validKeys: [String], keyPath: @autoclosure () -> String,
        _ read: (String, YAMLNode, YAMLNode) -> Void
    ) -> Set<String> {
        var suggested: Set<String> = []
        for (key, value) in entries {
            let name = key.scalar ?? ""
            if validKeys.contains(name) {
                read(name, key, value)
            } else if let nearest = unknownKey(key, in: owner, validKeys: validKeys, keyPath: keyPath()) {
                suggested.insert(nearest)
            }
        }
        return suggested
    }
}
