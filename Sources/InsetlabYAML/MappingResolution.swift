/// What happens when a mapping ends: its keys are checked (scalars only, no duplicates) and its
/// merge keys (`<<`) are replaced by the pairs they bring in.
///
/// Merge rules follow the YAML 1.1 merge key spec (https://yaml.org/type/merge.html): keys
/// written in the mapping itself win over merged ones, and among several merge sources
/// (`<<: [*a, *b]`) the earlier one wins. Merged pairs take the place of the `<<` entry, so
/// `entries` keep source order and never contain a `<<` key.
///
/// Sources are finished before the mapping that merges them (an alias can only name a closed
/// node), and were resolved when they ended, so merging is one flat copy: no recursion.
extension ArenaBuilder {
    mutating func finishMapping(at index: Int, keysAndValues items: Range<Int>, computesExtent: Bool) {
        let keys = stride(from: items.lowerBound, to: items.upperBound, by: 2)
        let start = pairs.count
        if items.count <= 2 * Self.keysWorthHashing, !keys.contains(where: { isMergeKey(pending[$0]) }) {
            checkKeysByScan(items)
            for position in keys {
                appendPair(key: pending[position], value: pending[position + 1])
            }
        } else {
            resolveKeysByTable(keys)
        }

        guard computesExtent else {
            setMapping(index, pairs: start..<pairs.count, extent: nil)
            return
        }
        var extent = Extent(size: 1, height: 1)
        for pair in pairs[start...] {
            extent.size = extent.size.saturatingAdd(extents[pair.key].size).saturatingAdd(extents[pair.value].size)
            extent.height = max(extent.height, extents[pair.key].height + 1, extents[pair.value].height + 1)
        }
        setMapping(index, pairs: start..<pairs.count, extent: extent)
    }

    /// Up to this many keys, comparing each key with the ones before it is cheaper than hashing
    /// and allocates nothing; it matters because a scene holds thousands of small mappings.
    /// Bigger mappings get a dictionary, so a 10,000-key mapping stays linear.
    private static let keysWorthHashing = 8

    private mutating func checkKeysByScan(_ items: Range<Int>) {
        for position in stride(from: items.lowerBound, to: items.upperBound, by: 2) {
            let key = pending[position]
            guard let text = keyText(key) else { continue }
            for earlier in stride(from: items.lowerBound, to: position, by: 2)
            where nodes[pending[earlier]].content.scalarText == text {
                reportDuplicate(text, at: key, first: pending[earlier])
                break
            }
        }
    }

    private mutating func resolveKeysByTable(_ keys: StrideTo<Int>) {
        // Key text → key node, for the keys written in this mapping, then for the merged ones.
        var firstKey: [String: Int] = [:]
        firstKey.reserveCapacity(keys.underestimatedCount)
        var firstMergeKey: Int?
        for position in keys {
            let key = pending[position]
            guard let text = keyText(key) else { continue }
            if isMergeKey(key) {
                if let first = firstMergeKey {
                    reportDuplicate("<<", at: key, first: first)
                } else {
                    firstMergeKey = key
                }
            } else if let first = firstKey[text] {
                reportDuplicate(text, at: key, first: first)
            } else {
                firstKey[text] = key
            }
        }
        for position in keys {
            let key = pending[position]
            let value = pending[position + 1]
            if isMergeKey(key) {
                merge(value, mergeKey: key, into: &firstKey)
            } else {
                appendPair(key: key, value: value)
            }
        }
    }

    /// The text of a scalar key; reports a collection used as a key and returns `nil`.
    private mutating func keyText(_ key: Int) -> String? {
        guard let text = nodes[key].content.scalarText else {
            report("mapping keys must be plain scalars, not a \(kindName(key))", at: nodes[key].mark)
            return nil
        }
        return text
    }

    /// Appends the pairs of the mapping (or sequence of mappings) after a `<<` whose keys are
    /// not taken yet.
    private mutating func merge(_ value: Int, mergeKey: Int, into firstKey: inout [String: Int]) {
        let expected = "merge key '<<' takes a mapping or a sequence of mappings"
        switch nodes[value].content {
        case .mapping(let range):
            mergePairs(range, into: &firstKey)
        case .sequence(let range):
            for (offset, source) in children[range].enumerated() {
                if case .mapping(let sourcePairs) = nodes[source].content {
                    mergePairs(sourcePairs, into: &firstKey)
                } else if !placeholders.contains(source) {
                    report("\(expected); item \(offset + 1) is a \(kindName(source))", at: nodes[mergeKey].mark)
                }
            }
        case .scalar:
            if !placeholders.contains(value) {
                report("\(expected), not a scalar", at: nodes[mergeKey].mark)
            }
        }
    }

    private mutating func mergePairs(_ sourcePairs: Range<Int>, into firstKey: inout [String: Int]) {
        for position in sourcePairs {
            let pair = pairs[position]
            // Keys of a finished mapping were checked when it ended; a non-scalar one is already
            // an error, so it is carried over without a duplicate check.
            if let text = nodes[pair.key].content.scalarText {
                guard firstKey[text] == nil else { continue }
                firstKey[text] = pair.key
            }
            appendPair(key: pair.key, value: pair.value)
        }
    }

    /// `<<` written plain (a quoted `"<<"` is an ordinary key), untagged or tagged `!!merge`.
    private func isMergeKey(_ key: Int) -> Bool {
        guard case .scalar("<<", .plain) = nodes[key].content else { return false }
        let tag = tags[key]
        return tag == nil || tag == "tag:yaml.org,2002:merge"
    }

    private mutating func reportDuplicate(_ text: String, at key: Int, first: Int) {
        report("duplicate key '\(text)'", at: nodes[key].mark, notes: ["first defined at \(nodes[first].mark)"])
    }

    private func kindName(_ index: Int) -> String {
        switch nodes[index].content {
        case .scalar: "scalar"
        case .mapping: "mapping"
        case .sequence: "sequence"
        }
    }
}

extension YAMLDocument.Storage.Content {
    var scalarText: String? {
        if case .scalar(let text, _) = self { return text }
        return nil
    }
}
