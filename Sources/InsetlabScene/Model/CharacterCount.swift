extension String {
    /// `count` (characters), without grapheme breaking when the text is ASCII, as nearly every
    /// name, path and number in a report is: column widths of 100,000-row tables need it.
    public var characterCount: Int {
        let utf8 = self.utf8
        let isASCII = utf8.withContiguousStorageIfAvailable { bytes in bytes.allSatisfy { $0 < 0x80 } } ?? false
        return isASCII ? utf8.count : count
    }
}
