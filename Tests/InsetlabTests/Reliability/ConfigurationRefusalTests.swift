import Testing
@testable import InsetlabReport
@testable import InsetlabConfiguration
import InsetlabYAML

/// Issue 16 in `.insetlab.yml`: an empty default matrix, a tag outside the core schema, and
/// `snapshots.folder` leaving the project are errors at their line, as in scenes.
@Suite struct ConfigurationRefusalTests {
    private func errors(_ yaml: String) -> [String] {
        do {
            _ = try ConfigurationDecoder.decode(YAMLParser.parse(Array(yaml.utf8), file: ".insetlab.yml"), directory: "/project")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func emptyMatrixTagsAndEscapingFolders() {
        #expect(errors("matrix: {}\n") == [
            ".insetlab.yml:1:9: error: matrix is empty: list the axes every scene should vary (device, ios, orientation), or remove it (at matrix)"
        ])
        #expect(errors("include: !paths [scenes]\n") == [
            ".insetlab.yml:1:10: error: unsupported YAML tag '!paths': insetlab reads the core schema only (!!str, !!int, !!float, !!bool, !!null, !!seq, !!map, or the non-specific '!')"
        ])
        #expect(errors("snapshots: {folder: /elsewhere}\n") == [
            ".insetlab.yml:1:21: error: snapshots.folder '/elsewhere' is outside the folder that holds the configuration; insetlab writes snapshots only inside it (at snapshots.folder)"
        ])
        #expect(errors("snapshots: {folder: /project/snaps}\nmatrix: {ios: [017]}\n") == [
            ".insetlab.yml:2:16: error: expected a major iOS version (a whole number such as 17), found '017'; did you mean 17? (write whole numbers in plain decimal digits) (at matrix.ios)"
        ])
    }
}
