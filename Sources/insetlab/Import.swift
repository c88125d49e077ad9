import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import InsetlabImport
import InsetlabScene
import InsetlabSceneSchema
import InsetlabWorkspace

struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import Interface Builder storyboards and xibs as scene files, one per screen.",
        discussion: """
            A screen is a content view controller with the container chain that shows it: the \
            initial controller, navigation and tab relationships, push/show segues, embed \
            segues (containment) and full-screen presentations. Each is written to \
            DIR/<storyboard>/<screen>.yaml, with `ib:` provenance on every controller and view of the file \
            and, at its top, the device and iOS version chosen and everything that was lost. \
            The device and iOS version follow the file's simulated device and the Xcode that \
            saved it; --device and --ios re-target ("what does this screen do on an iPhone 16 \
            Pro with iOS 18?").

              insetlab import examples/storyboards/Orders.storyboard --output imported
              insetlab import examples/storyboards/*.storyboard --output imported \\
                --device "iPhone 16 Pro" --ios 18 --force
              insetlab import examples/storyboards/*.storyboard --output out --format json
              insetlab run examples/storyboards/Orders.storyboard  # in memory

            Import an app's storyboards together (its folder, or every file on one command \
            line): a storyboard reference (<viewControllerPlaceholder storyboardName=…>) in one \
            then finds the storyboard it names, and a screen another storyboard pushes is laid \
            out on that storyboard's navigation controller; alone, the screen is its app's \
            window root. `insetlab run` reads the storyboard files named on its command line \
            the same way (a folder given to `run` stands for its scene files only).

            Screens are laid out under the runtime chain (what the device shows). With --bars \
            simulated, a screen whose Interface Builder Simulated Metrics (top bar, bottom bar, \
            status bar) differ from that chain (the ib-simulated-bars warning) is laid out under \
            the simulated bars instead: what IB's canvas showed, and the frames IB stored.

            Each screen is exact (nothing that affects its layout lost), lossy (written, every \
            loss listed with its storyboard line) or failed (not written; the reason listed). \
            Existing files are never overwritten without --force; writes are atomic; nothing is \
            written outside --output.

            Exit codes: 0 every screen exact; 1 a screen lossy or failed; 2 a file is not an \
            iOS storyboard or xib (not XML, macOS/tvOS/watchOS…), or no file holds a screen \
            (only cells: each file's note says why); 64 usage error; 66 a path \
            does not exist or cannot be read; 73 a scene could not be written (it exists, or \
            the folder cannot be created). The worst code wins.
            """
    )

    @Argument(help: "Storyboard (.storyboard) and xib (.xib) files; a folder stands for those below it.")
    var files: [String]

    @Option(help: ArgumentHelp("The folder the scenes go to (created if missing).", valueName: "dir"))
    var output: String

    @Option(help: "Output format: text or json.")
    var format: String = "text"

    @Option(help: "Write the scenes for this device instead of the file's simulated one (see `insetlab devices`).")
    var device: String?

    @Option(help: "Write the scenes for this iOS version instead of the file's era.")
    var ios: Int?

    @Option(help: ArgumentHelp(
        "Lay each screen out under the bars of its runtime chain (runtime, the default: what the device shows) or of its explicit Simulated Metrics (simulated: what Interface Builder's canvas shows, and the frames it stores).",
        valueName: "runtime|simulated"))
    var bars: String = "runtime"

    @Flag(help: "Replace scene files that already exist.")
    var force = false

    func validate() throws {
        guard ["text", "json"].contains(format) else {
            throw ValidationError("Unknown format '\(format)'; expected one of: text, json.")
        }
        guard ImportBars(rawValue: bars) != nil else {
            throw ValidationError("Unknown bars '\(bars)'; expected one of: runtime, simulated.")
        }
        // --device and --ios are checked as init checks them (a usage error, exit 64, before any
        // file is read): a device the catalog knows, an iOS version insetlab models, and one the
        // device ran when both are given.
        if device != nil || ios != nil {
            let probeIOS = ios ?? device.flatMap { DeviceCatalog.model(named: $0)?.iosRange.upperBound } ?? 18
            let resolved = StarterScene.resolve(device: device ?? StarterScene.defaultDevice(ios: probeIOS), ios: probeIOS)
            if !resolved.errors.isEmpty { throw ValidationError(resolved.errors.joined(separator: "\n")) }
        }
        if files.isEmpty { throw ValidationError("Give at least one .storyboard or .xib file.") }
        if output.isEmpty { throw ValidationError("--output needs a folder name.") }
    }

    func run() throws {
        let console = Console.standard()
        // A folder stands for the storyboards and xibs below it.
        let paths = try InsetlabExit.expand(files, extensions: SceneInputs.interfaceBuilderExtensions, console: console)
        guard !paths.isEmpty else {
            console.diagnose("insetlab: error: no .storyboard or .xib file in \(files.joined(separator: ", "))")
            throw InsetlabExit.missingInput
        }
        var session = ImportSession()
        session.run(paths: paths, outputDirectory: output, options: ImportOptions(device: device, ios: ios, bars: ImportBars(rawValue: bars) ?? .runtime), force: force)
        for error in session.errors { console.diagnose(error) }
        if format == "json" {
            console.out.write(ImportSummary.json(session))
        } else {
            console.out.write(ImportSummary.text(session, output: output))
        }
        try console.finish()
        let code = session.exitCode
        if code != 0 { throw ExitCode(code) }
    }
}
