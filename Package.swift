// swift-tools-version: 6.0
import PackageDescription

// The pipeline is the layout: CLibYAML → InsetlabYAML (nodes with marks) → InsetlabScene
// (typed scene model, devices, decoder) → InsetlabLayout (the engine) → InsetlabRules (pitfall
// rules) → InsetlabReport (reports, expectations) → insetlab (thin CLI). Each stage imports only
// the ones before it.
let package = Package(
    name: "insetlab",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "insetlab", targets: ["insetlab"]),
        // `swift package insetlab check` in a package that depends on insetlab.
        .plugin(name: "InsetlabPlugin", targets: ["InsetlabCommand"]),
        .library(
            name: "InsetlabKit",
            targets: ["InsetlabYAML", "InsetlabConstraints", "InsetlabScene", "InsetlabLayout", "InsetlabRules", "InsetlabReport", "InsetlabImport"]
        ),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "InsetlabYAML", dependencies: ["CLibYAML"]),
        // The Cassowary solver: knows nothing of scenes.
        .target(name: "InsetlabConstraints"),
        .target(name: "InsetlabScene", dependencies: ["InsetlabYAML"]),
        .target(name: "InsetlabLayout", dependencies: ["InsetlabScene", "InsetlabConstraints"]),
        .target(name: "InsetlabRules", dependencies: ["InsetlabScene", "InsetlabLayout"]),
        .target(name: "InsetlabReport", dependencies: ["InsetlabScene", "InsetlabLayout", "InsetlabRules"]),
        // Interface Builder files → scene files (XML through Foundation's XMLParser).
        .target(name: "InsetlabImport", dependencies: ["InsetlabYAML", "InsetlabScene", "InsetlabRules", "InsetlabReport"]),
        .executableTarget(
            name: "insetlab",
            dependencies: [
                "InsetlabReport",
                "InsetlabImport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .plugin(
            name: "InsetlabCommand",
            capability: .command(
                intent: .custom(verb: "insetlab", description: "Run insetlab (check, run, diff, report…) on this package's scenes."),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "insetlab check records and updates scene snapshots, and report, init and --output write files.")
                ]
            ),
            dependencies: ["insetlab"]
        ),
        .testTarget(
            name: "InsetlabTests",
            dependencies: ["InsetlabYAML", "InsetlabConstraints", "InsetlabScene", "InsetlabLayout", "InsetlabRules", "InsetlabReport", "InsetlabImport"],
            resources: [.copy("Fixtures")]
        ),
    ]
)
