import Foundation
import PackagePlugin

/// `swift package insetlab ARGUMENTS…`: runs the insetlab tool, built from this package, in the
/// root folder of the package that depends on it, so `swift package insetlab check` reads that
/// package's `.insetlab.yml` and `scenes/` as `insetlab check` would there. The tool's exit code
/// becomes the command's (through a thrown error: SwiftPM exits non-zero when a plugin fails).
@main
struct InsetlabCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try InsetlabTool.run(context.tool(named: "insetlab").url, arguments: arguments, in: context.package.directoryURL)
    }
}

/// Why the command failed: insetlab already printed its diagnostics; this says only the code.
struct InsetlabFailed: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "insetlab exited with status \(status)" }
}

enum InsetlabTool {
    static func run(_ tool: URL, arguments: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw InsetlabFailed(status: process.terminationStatus)
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same command on an Xcode project (File ▸ Packages, or the project's context menu in
/// Xcode), run in the project's folder. Untested here: insetlab's CI runs on Linux.
extension InsetlabCommand: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try InsetlabTool.run(context.tool(named: "insetlab").url, arguments: arguments, in: context.xcodeProject.directoryURL)
    }
}
#endif
