// swift-tools-version: 6.0
// An app's package that keeps layout specs beside its code and checks them with insetlab's
// command plugin: `swift package --allow-writing-to-package-directory insetlab check`.
// It depends on insetlab by path (this repository); an app names the git URL and a version:
//     .package(url: "https://github.com/OWNER/insetlab", from: "0.1.0")
import PackageDescription

let package = Package(
    name: "App",
    platforms: [.macOS(.v13)],
    products: [.library(name: "App", targets: ["App"])],
    dependencies: [.package(name: "insetlab", path: "../..")],
    targets: [.target(name: "App")]
)
