public import InsetlabScene
public import InsetlabChecking
public import InsetlabReporters
public import InsetlabWorkspace

/// The pictures of a `SceneBatch.run`, collected instead of printed: `run --format svg` hands
/// this reporter to the batch (so files are read, configured and evaluated exactly as for the
/// other formats), then writes the pictures itself, since one file per variant is not a stream.
/// It is not in `Reporters.all(for: .run)` for that reason.
public struct PictureCollector {
    public static let identifier = SVGRenderer.formatIdentifier
    public static let summary = "an SVG picture per variant (several need --output FILE: one file each)"

    /// One valid scene file's pictures, in variant order.
    public struct ScenePictures: Sendable {
        public var path: String
        /// Variant name (`iPhone X · iOS 11 · portrait`) and its SVG.
        public var pictures: [(variant: String, svg: String)]
    }

    public private(set) var scenes: [ScenePictures] = []
    private let renderer = SVGRenderer()

    public init(options: ReporterOptions) {}

    public mutating func begin(to output: ReportOutput) {}

    public mutating func report(_ file: SceneFile, evaluations: [VariantEvaluation], to output: ReportOutput) {
        scenes.append(ScenePictures(
            path: file.file,
            pictures: evaluations.map { ($0.result.variant.description, renderer.render($0, of: file)) }))
    }

    public mutating func end(to output: ReportOutput) {}

    /// Every picture in order.
    public var pictureCount: Int { scenes.reduce(0) { $0 + $1.pictures.count } }

    /// The pictures with the file names `PictureNames.outputPaths` gives for `output`.
    public func files(for output: String) -> [(path: String, svg: String)] {
        let paths = PictureNames.outputPaths(
            for: output, scenes: scenes.map { ($0.path, $0.pictures.map(\.variant)) })
        return zip(scenes, paths).flatMap { scene, names in
            zip(scene.pictures, names).map { (path: $1, svg: $0.svg) }
        }
    }
}
