public import InsetlabYAML
internal import InsetlabRules

/// Whether a screen came over whole (SCENE-FORMAT's import summary).
public enum ImportStatus: String, Sendable {
    /// Nothing that affects this screen's layout was lost.
    case exact
    /// Written, with every loss listed.
    case lossy
    /// Not written; the reason is in `lost`.
    case failed
}

/// Something of the storyboard the scene does not carry, where it is in the storyboard.
public struct ImportLoss: Sendable, Hashable {
    public var mark: Mark?
    public var what: String

    public init(mark: Mark?, what: String) {
        self.mark = mark
        self.what = what
    }
}

/// A pitfall only the import can see (IB's simulated bars differ from the runtime chain's),
/// at the storyboard line that sets the simulation: the catalogue's `ib-simulated-bars`.
public struct ImportWarning: Sendable, Hashable {
    public static let rule = IBSimulatedBarsRule.description.id
    public var mark: Mark?
    public var message: String
    public var fix: String
}

/// One screen of an Interface Builder file as a scene.
public struct ImportedScreen: Sendable {
    /// The content controller's IB object id.
    public var ib: String
    /// Title, storyboard ID or class.
    public var name: String
    /// The scene file's name inside the storyboard's folder, without extension (`Feed`).
    public var fileStem: String
    public var status: ImportStatus
    public var lost: [ImportLoss]
    public var warnings: [ImportWarning]
    /// The scene file's text (`nil` when failed).
    public var text: String?
    /// For every line of `text` (index = line − 1), the storyboard position it came from.
    public var lineSources: [Mark?]
}

/// Every screen of one file.
public struct ImportedDocument: Sendable {
    /// The file as the user named it.
    public var file: String
    /// The file's name without folder and extension, made safe for a folder name (`Main`).
    public var stem: String
    public var screens: [ImportedScreen]
    /// What the file holds that is not a screen (cells, free-standing views), for the text output.
    public var notes: [ImportLoss]
    /// Its controllers' storyboard IDs, which references from other files name.
    var storyboardIdentifiers: Set<String> = []
}

/// What the user asked to re-target.
public struct ImportOptions: Sendable {
    /// A catalog device name: replaces the document's simulated device.
    public var device: String?
    /// Replaces the document's era.
    public var ios: Int?
    /// The bars each screen is laid out under.
    public var bars: ImportBars
    /// Storyboard references among the files imported together, by the path of the storyboard
    /// each shows (`StoryboardReferences.scan`).
    var references: [String: [StoryboardReference]] = [:]

    public init(device: String? = nil, ios: Int? = nil, bars: ImportBars = .runtime) {
        self.device = device
        self.ios = ios
        self.bars = bars
    }
}

/// Which bars a screen is laid out under: the ones the device shows, or the ones Interface
/// Builder drew when it stored the screen's frames.
public enum ImportBars: String, Sendable, CaseIterable {
    /// The container chain the storyboard shows the screen in (segues, relationships): what
    /// the device shows. The default.
    case runtime
    /// The bars of the content controller's explicit Simulated Metrics (top bar, bottom bar,
    /// status bar) in place of the chain's, where they differ: what Interface Builder's canvas
    /// shows, and the conditions under which IB computed the frames it stores. "Inferred"
    /// simulations follow the chain, as in IB.
    case simulated
}
