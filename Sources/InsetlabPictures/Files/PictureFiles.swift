public import InsetlabWorkspace
/// Writes the pictures of `run --format svg --output FILE`.
///
/// The file the user named is theirs to replace. Every other name is chosen by insetlab, so a
/// file already there is replaced only when insetlab wrote it (an SVG whose root element
/// carries `SVGRenderer.generatorAttribute`); anything else stops the run before a single
/// file is written.
public enum PictureFiles {
    /// Checks every target, then writes each picture atomically (or, for a device or FIFO the
    /// user named, directly).
    ///
    /// - Parameters:
    ///   - named: the `--output` the user gave.
    ///   - inputs: the scenes read; never replaced, under any name.
    public static func write(
        _ pictures: [(path: String, svg: String)], named: String, inputs: InputFiles = InputFiles()
    ) throws(OutputFileError) {
        var direct: [Bool] = []
        for picture in pictures {
            if let input = inputs.input(at: picture.path) { throw .isInput(picture.path, input: input) }
            let isNamed = picture.path == named
            switch AtomicFile.existing(picture.path) {
            case .missing:
                direct.append(false)
            case .regularFile:
                guard isNamed || isInsetlabPicture(picture.path) else { throw .wouldOverwrite(picture.path) }
                direct.append(false)
            case .other:
                // The name the user gave may be a symbolic link (written through) or a device.
                guard isNamed else { throw .notAFile(picture.path) }
                switch OutputTarget.resolve(picture.path) {
                case .missing, .regularFile: direct.append(false)
                case .special: direct.append(true)
                case .folder, .unreadable: throw .notAFile(picture.path)
                }
            }
        }
        for (picture, isDirect) in zip(pictures, direct) {
            if isDirect {
                try AtomicFile.writeDirectly(picture.svg, to: picture.path)
            } else {
                try AtomicFile.write(picture.svg, to: picture.path)
            }
        }
    }

    /// Whether the SVG at `path` was written by insetlab (its root element says so).
    public static func isInsetlabPicture(_ path: String) -> Bool {
        let head = String(decoding: AtomicFile.prefix(of: path, count: 1024), as: UTF8.self)
        guard let root = head.firstRange(of: "<svg") else { return false }
        let tag = head[root.lowerBound...].prefix { $0 != ">" }
        return tag.contains(SVGRenderer.generatorAttribute)
    }
}
