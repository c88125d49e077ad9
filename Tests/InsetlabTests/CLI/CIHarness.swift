import Foundation
import Testing

/// What the CI-side CLI suites share: the built binary, a scratch folder, and scenes of each
/// kind (passing, failing, invalid, warning).
enum CIHarness {
    typealias Result = BuiltInsetlab.Result

    final class Folder {
        let path: String

        init() throws {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("insetlab-ci-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }

        @discardableResult
        func write(_ name: String, _ contents: String) throws -> String {
            let file = path + "/" + name
            try FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: URL(fileURLWithPath: file))
            return file
        }

        func read(_ name: String) throws -> String { try String(contentsOfFile: path + "/" + name, encoding: .utf8) }

        func files(in folder: String = "") -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: path + "/" + folder)) ?? []).sorted()
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    /// The built binary, found and run as `BuiltInsetlab` does (`CI` and `NO_COLOR` removed).
    static func run(_ arguments: [String], in directory: String) throws -> Result {
        try BuiltInsetlab.run(arguments, in: directory)
    }

    /// seed 000 / F53: under a translucent navigation bar on iOS 10 the table's contentInset top is
    /// 20 + 44 = 64, and the top layout guide 64.
    static let passing = """
        device: iPhone 7
        ios: 10
        root:
          type: UINavigationController
          viewControllers:
            - type: UIViewController
              id: vc
              view:
                subviews:
                  - type: UITableView
                    id: table
                    rows: 30
        expect:
          vc.topLayoutGuide: 64
          table.contentInset: [64, 0, 0, 0]

        """

    /// Line 15 claims a zero inset where seed 000 gives 64.
    static let failing = passing.replacingOccurrences(of: "table.contentInset: [64, 0, 0, 0]", with: "table.contentInset: [0, 0, 0, 0]")

    /// Line 5 misspells `edgesForExtendedLayout`.
    static let invalid = """
        device: iPhone 7
        ios: 10
        root:
          type: UIViewController
          edgesForExtendedLayot: none

        """

    /// A label pinned to the top of a view under a navigation bar (the README's example, cut
    /// down): `pinned-to-superview-under-bar` fires at line 16, column 19 (`top: superview`).
    static let warning = """
        name: Banner under the bar
        device: iPhone 14 Pro
        ios: 17
        root:
          type: UINavigationController
          viewControllers:
            - type: UIViewController
              id: feed
              view:
                subviews:
                  - type: UITableView
                    id: table
                    rows: 40
                  - type: UILabel
                    id: banner
                    pin: {top: superview, leading: superview, trailing: superview, height: 44}

        """

    /// `scenes/` with one scene of each kind, sorted a (passes), b (fails), c (invalid), d (warns).
    static func project() throws -> Folder {
        let folder = try Folder()
        try folder.write("scenes/a-pass.yaml", passing)
        try folder.write("scenes/b-fail.yaml", failing)
        try folder.write("scenes/c-bad.yaml", invalid)
        try folder.write("scenes/d-warn.yaml", warning)
        return folder
    }

    static func json(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }
}
