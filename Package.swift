// swift-tools-version: 6.0
import PackageDescription

// The pipeline is the layout: CLibYAML → InsetlabYAML (nodes with marks) → InsetlabScene
// (typed scene model, devices) → InsetlabSceneDecoding (YAML → scene, the scene keys' tables)
// → InsetlabSceneSchema (the JSON Schema and `init`'s starters, from those tables) →
// InsetlabLayout (the engine) → InsetlabRules (pitfall rules) → the report side → insetlab (thin
// CLI). Each stage imports only the ones before it.
//
// The report side, one concern per module, lowest first:
// - InsetlabWorkspace: the I/O layer. Finding and reading scene files (SceneInputs, SceneSource,
//   the one loader), git revisions, atomic writes and output files, the terminal, and the one
//   work scheduler (OrderedParallelWork).
// - InsetlabConfiguration: `.insetlab.yml`, its decoder and schema, path globs, folder confinement.
// - InsetlabChecking: what a run finds and checks, as values: evaluation (layout + rules per
//   variant), `expect` blocks, snapshots and their facts, the warning baseline, layout diffs.
// - InsetlabReporters: every output format of run, check and diff, behind one `Reporter`
//   protocol: from those values to bytes.
// - InsetlabPictures: SVG pictures and the HTML report.
// - InsetlabReport: what orchestrates a command over many files (SceneBatch for run and check)
//   and explain. It stays a library rather than moving into the CLI so tests and the plugin's
//   callers can drive a whole batch without the executable.
let package = Package(
    name: "insetlab",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "insetlab", targets: ["insetlab"]),
        // `swift package insetlab check` in a package that depends on insetlab.
        .plugin(name: "InsetlabPlugin", targets: ["InsetlabCommand"]),
        .library(
            name: "InsetlabKit",
            targets: [
                "InsetlabYAML", "InsetlabConstraints", "InsetlabScene", "InsetlabConstraintNotation", "InsetlabSceneDecoding", "InsetlabSceneSchema",
                "InsetlabLayout", "InsetlabRules", "InsetlabWorkspace", "InsetlabConfiguration", "InsetlabChecking",
                "InsetlabReporters", "InsetlabPictures", "InsetlabReport", "InsetlabImport",
            ]
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
        // UIKit's debug notation for one constraint ("title.leading == avatar.trailing + 12"):
        // a scanner over a string's bytes, knowing nothing of YAML.
        .target(name: "InsetlabConstraintNotation", dependencies: ["InsetlabScene"]),
        .target(name: "InsetlabSceneDecoding", dependencies: ["InsetlabYAML", "InsetlabScene", "InsetlabConstraintNotation", "InsetlabConstraints"]),
        .target(name: "InsetlabSceneSchema", dependencies: ["InsetlabScene", "InsetlabSceneDecoding"]),
        .target(name: "InsetlabLayout", dependencies: ["InsetlabScene", "InsetlabConstraints"]),
        .target(name: "InsetlabRules", dependencies: ["InsetlabScene", "InsetlabSceneDecoding", "InsetlabLayout"]),
        .target(name: "InsetlabWorkspace", dependencies: ["InsetlabYAML", "InsetlabScene", "InsetlabSceneDecoding", "InsetlabRules"]),
        .target(name: "InsetlabConfiguration", dependencies: ["InsetlabYAML", "InsetlabScene", "InsetlabSceneDecoding", "InsetlabSceneSchema", "InsetlabRules", "InsetlabWorkspace"]),
        .target(
            name: "InsetlabChecking",
            dependencies: ["InsetlabYAML", "InsetlabScene", "InsetlabSceneDecoding", "InsetlabLayout", "InsetlabRules", "InsetlabWorkspace"]
        ),
        .target(
            name: "InsetlabReporters",
            dependencies: ["InsetlabYAML", "InsetlabScene", "InsetlabSceneDecoding", "InsetlabLayout", "InsetlabRules", "InsetlabWorkspace", "InsetlabChecking"]
        ),
        .target(
            name: "InsetlabPictures",
            dependencies: [
                "InsetlabYAML", "InsetlabScene", "InsetlabSceneDecoding", "InsetlabLayout", "InsetlabRules", "InsetlabWorkspace", "InsetlabChecking",
                "InsetlabReporters",
            ]
        ),
        .target(
            name: "InsetlabReport",
            dependencies: [
                "InsetlabYAML", "InsetlabScene", "InsetlabSceneDecoding", "InsetlabLayout", "InsetlabRules", "InsetlabWorkspace", "InsetlabChecking",
                "InsetlabReporters",
            ]
        ),
        // Interface Builder files → scene files (XML through its own reader, XMLScanner).
        .target(name: "InsetlabImport", dependencies: ["InsetlabYAML", "InsetlabScene", "InsetlabSceneDecoding", "InsetlabRules", "InsetlabWorkspace", "InsetlabReporters"]),
        .executableTarget(
            name: "insetlab",
            dependencies: [
                "InsetlabSceneDecoding",
                "InsetlabSceneSchema",
                "InsetlabWorkspace",
                "InsetlabConfiguration",
                "InsetlabChecking",
                "InsetlabReporters",
                "InsetlabPictures",
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
            dependencies: [
                "InsetlabYAML", "InsetlabConstraints", "InsetlabScene", "InsetlabConstraintNotation", "InsetlabSceneDecoding", "InsetlabSceneSchema",
                "InsetlabLayout", "InsetlabRules", "InsetlabWorkspace", "InsetlabConfiguration", "InsetlabChecking",
                "InsetlabReporters", "InsetlabPictures", "InsetlabReport", "InsetlabImport",
            ],
            resources: [.copy("Fixtures")]
        ),
    ]
)
