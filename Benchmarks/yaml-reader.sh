#!/usr/bin/env bash
# Times the YAML reader alone (YAMLParser.parse, release build, best of 5) on the big scenes and
# on deep flow nesting. It builds a throwaway package holding only CLibYAML and InsetlabYAML, so it
# runs whatever state the other modules are in.
#   Benchmarks/yaml-reader.sh
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 Benchmarks/make-big-scenes.py "$work/scenes"
python3 - "$work/scenes" <<'EOF'
import sys

out = sys.argv[1]
with open(f"{out}/flow-1000.yaml", "w") as f:  # legal: the depth limit is 1,000
    f.write("[" * 1_000 + "leaf" + "]" * 1_000 + "\n")
with open(f"{out}/flow-100000.yaml", "w") as f:  # rejected at level 1,001
    f.write("[" * 100_000 + "]" * 100_000 + "\n")
EOF

mkdir -p "$work/package/Sources/YAMLReaderBenchmark"
cp -R Sources/CLibYAML Sources/InsetlabYAML "$work/package/Sources/"
cat >"$work/package/Package.swift" <<'EOF'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "YAMLReaderBenchmark",
    platforms: [.macOS(.v13)],
    targets: [
        .systemLibrary(name: "CLibYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]),
        .target(name: "InsetlabYAML", dependencies: ["CLibYAML"]),
        .executableTarget(name: "YAMLReaderBenchmark", dependencies: ["InsetlabYAML"]),
    ]
)
EOF
cat >"$work/package/Sources/YAMLReaderBenchmark/main.swift" <<'EOF'
import Foundation
import InsetlabYAML

for path in CommandLine.arguments.dropFirst() {
    let bytes = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
    var best = Duration.seconds(3_600)
    var outcome = ""
    for _ in 0..<5 {
        let clock = ContinuousClock()
        let start = clock.now
        do {
            outcome = "\(try YAMLParser.parse(bytes, file: path).nodeCount) nodes"
        } catch {
            outcome = error.diagnostics.first?.description ?? "\(error)"
        }
        best = min(best, clock.now - start)
    }
    let milliseconds = Double(best.components.seconds) * 1e3 + Double(best.components.attoseconds) / 1e15
    let name = (path as NSString).lastPathComponent
    print(name.padding(toLength: 24, withPad: " ", startingAt: 0), String(format: "%9.1f ms  ", milliseconds), outcome)
}
EOF
swift build -c release --package-path "$work/package" >/dev/null
"$work/package/.build/release/YAMLReaderBenchmark" "$work"/scenes/*.yaml
