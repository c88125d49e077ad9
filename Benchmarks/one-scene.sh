#!/usr/bin/env bash
# One small scene end to end, start-up included (what an editor pays on save): a release
# `insetlab run` and `insetlab --version` beside a C program that only parses the same file with
# libyaml (Benchmarks/libyaml-parse.c). Needs hyperfine (apt-get install hyperfine). Read the
# user + system times: wall times swing with the machine's load.
#
#   Benchmarks/one-scene.sh                       # scenes/examples/feed.yaml
#   Benchmarks/one-scene.sh path/to/scene.yaml
#   SCRATCH=.build-bench Benchmarks/one-scene.sh  # build folder (default .build)
set -euo pipefail
cd "$(dirname "$0")/.."
scene=${1:-scenes/examples/feed.yaml}
scratch=${SCRATCH:-.build}
out=${OUT:-bench-out/one-scene}
mkdir -p "$out"
swift build -c release --product insetlab --scratch-path "$scratch" >/dev/null
bin=$(swift build -c release --scratch-path "$scratch" --show-bin-path)/insetlab
cc -O2 Benchmarks/libyaml-parse.c $(pkg-config --cflags --libs yaml-0.1) -o "$out/libyaml-parse"
hyperfine -N --warmup 5 --runs "${RUNS:-50}" \
    "$out/libyaml-parse $scene" \
    "$bin --version" \
    "$bin run --no-config $scene" \
    "$bin check --no-config --no-snapshots --quiet $scene"
