import Testing

@testable import InsetlabScene
@testable import InsetlabSceneDecoding

/// The value keys' tables (`ControllerValueKeys`, `ViewValueKeys`) are the one place a key is
/// defined: each entry must be a key the decoder routes to it, documented, and a property a
/// matrix can vary. (That the schema describes each as the decoder reads it is `SchemaKeyTests`
/// and `SchemaParityTests`; that every error message stays the same, the decoding tests.)
@Suite struct SceneValueKeyTableTests {
    @Test func everyControllerValueKeyIsTakenByAControllerType() {
        for key in ControllerValueKeys.all {
            let taken = SceneTreeDecoder.commonControllerKeys.contains(key.name)
                || ControllerKind.allCases.contains { SceneTreeDecoder.ownKeys(of: $0).contains(key.name) }
            #expect(taken, "\(key.name) is in ControllerValueKeys but no controller type takes it")
        }
    }

    @Test func everyViewValueKeyIsAViewKeyOfSomeKind() {
        for key in ViewValueKeys.all {
            let viewKey = ViewKey(rawValue: key.name)
            #expect(viewKey != nil, "\(key.name) is in ViewValueKeys but not a ViewKey")
            #expect(ViewKind.allCases.contains { viewKey?.applies(to: $0) ?? false }, "no view kind takes \(key.name)")
        }
    }

    @Test func everyValueKeyIsDocumentedAndAMatrixAxis() {
        let names = ControllerValueKeys.all.map(\.name) + ViewValueKeys.all.map(\.name)
        #expect(Set(names).count == names.count, "a key is listed twice")
        for key in ControllerValueKeys.all { #expect(!key.documentation.isEmpty, "\(key.name) has no documentation") }
        for key in ViewValueKeys.all { #expect(!key.documentation.isEmpty, "\(key.name) has no documentation") }
        for name in names { #expect(AxisProperty.named(name) != nil, "a matrix cannot vary \(name)") }
    }

    /// The version check reads `availability` from the tables: these are Apple's "iOS 11.0+"
    /// (and, for `UITableView.Style.insetGrouped`, "iOS 13.0+") in the API reference.
    @Test func versionGatesComeFromTheTables() {
        let since = Dictionary(uniqueKeysWithValues: VersionGatedOptions.viewOptions.map { ($0.key, $0.since) })
        #expect(since["contentInsetAdjustmentBehavior"] == 11)
        #expect(since["insetsLayoutMarginsFromSafeArea"] == 11)
        #expect(since["insetsContentViewsToSafeArea"] == 11)
        #expect(since["style"] == 13)
        let controllerSince = Dictionary(uniqueKeysWithValues: VersionGatedOptions.controllerOptions.map { ($0.key, $0.since) })
        #expect(controllerSince["additionalSafeAreaInsets"] == 11)
        #expect(controllerSince["largeTitleDisplayMode"] == 11)
        #expect(controllerSince["navigationBar.prefersLargeTitles"] == 11)
    }
}
