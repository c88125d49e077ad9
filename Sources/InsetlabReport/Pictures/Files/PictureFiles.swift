/// Writes the pictures of `run --format svg --output FILE`.
///
/// The file the user named is theirs to replace. Every other name is chosen by insetlab, so a
/// file already there is replaced only when insetlab wrote it (an SVG whose root element
/// carries `SVGRenderer.generatorAttribute`); anything else stops the run before a single
/// file is written.
public enum PictureFiles {
    /// Checks every target, then writes each picture atomically.
    ///
    /// - Parameter named: the `--output` the user gave.
    public static func write(_ pictures: [(path: String, svg: String)], named: String) throws(OutputFileError) {
        var targets: [String] = []
        for picture in pictures {
            let isNamed = picture.path == named
            switch AtomicFile.existing(picture.path) {
            case .missing:
                targets.append(picture.path)
            case .regularFile:
                guard isNamed || isInsetlabPicture(picture.path) else { throw .wouldOverwrite(picture.path) }
                targets.append(picture.path)
            case .other:
                // The name the user gave may be a symbolic link to a file: write the file.
                guard isNamed, let target = AtomicFile.linkedFile(picture.path) else { throw .notAFile(picture.path) }
                targets.append(target)
            }
        }
        for (picture, target) in zip(pictures, targets) {
            try AtomicFile.write(picture.svg, to: target)
        }
    }

    /// Whether the SVG at `path` was written by insetlab (its root element says so).
    public static func isInsetlabPicture(_ path: String) -> Bool {
        let head = String(decoding: AtomicFile.prefix(of: path, count: 1024), as: UTF8.self)
        guard let root = head.range(of: "<svg") else { return false }
        let tag = head[root.lowerBound...].prefix { $0 != ">" }
        return tag.contains(SVGRenderer.generatorAttribute)
    }
}
