import ArgumentParser
import InsetlabReporters
import InsetlabWorkspace

struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(
        // Named here: without it ArgumentParser derives the name with String(describing:) on the
        // type, a protocol-conformance scan of every loaded image that costs milliseconds at start-up.
        commandName: "devices",
        abstract: "List the built-in device profiles and their metrics.",
        discussion: """
            Use a name from the first column as `device:` in a scene (case, spaces, hyphens and \
            parentheses are ignored). Rows under a device show metrics that change with iOS.

              insetlab devices
              insetlab devices --format json | jq '.devices[].name'

            Exit codes: 0 success; 64 usage error; 73 standard output cannot be written.
            """
    )

    @Option(help: "Output format: \(DeviceTable.formats.joined(separator: ", ")).")
    var format: String = "text"

    @OptionGroup var colorOptions: ColorOptions

    func validate() throws {
        guard DeviceTable.formats.contains(format) else {
            let known = DeviceTable.formats.joined(separator: ", ")
            throw ValidationError("Unknown format '\(format)'; expected one of: \(known).")
        }
    }

    func run() throws {
        let console = Console.standard()
        DeviceTable.write(format: format, style: colorOptions.style(for: console.out), to: console.out)
        try console.finish()
    }
}
