#!/usr/bin/env bash
# One small scene end to end, start-up included (what an editor pays on save): a release
# `insetlab run` and `insetlab --version` beside a C program that only parses the same file with
# libyaml (Benchmarks/libyaml-parse.c). Needs hyperfine (apt-get install hyperfine). Read the
# user + system times: wall times swing with the machine's load. `run --no-config -- FILE` is the
# same command through ArgumentParser's parse (`--` keeps it off insetlab's plain command line).
#
#   Benchmarks/one-scene.sh                       # scenes/examples/feed.yaml
#   Benchmarks/one-scene.sh path/to/scene.yaml
#   SCRATCH=.build-bench Benchmarks/one-scene.sh  # build folder (default .build)
#   STATIC=1 Benchmarks/one-scene.sh              # the Swift runtime linked statically, as
#                                                 # scripts/release.sh (make install) builds it
#                                                 # (folder .build-static unless SCRATCH is set)
#
# The default build links the Swift runtime and FoundationEssentials dynamically: `swift build -c
# release`, what the Homebrew formula builds. Its start-up is mostly the dynamic loader binding
# those libraries before `main`; the static build (`make install`, and the GitHub Action on Linux)
# skips that (README, Performance).
set -euo pipefail
cd "$(dirname "$0")/.."
scene=${1:-scenes/examples/feed.yaml}
flags=()
if [ -n "${STATIC:-}" ]; then flags=(--static-swift-stdlib -Xswiftc -Xclang-linker -Xswiftc -no-pie); fi
scratch=${SCRATCH:-$([ -n "${STATIC:-}" ] && echo .build-static || echo .build)}
out=${OUT:-bench-out/one-scene}
mkdir -p "$out"
swift build -c release --product insetlab --scratch-path "$scratch" "${flags[@]}" >/dev/null
bin=$(swift build -c release --scratch-path "$scratch" "${flags[@]}" --show-bin-path)/insetlab
cc -O2 Benchmarks/libyaml-parse.c $(pkg-config --cflags --libs yaml-0.1) -o "$out/libyaml-parse"
hyperfine -N --warmup 5 --runs "${RUNS:-50}" \
    "$out/libyaml-parse $scene" \
    "$bin --version" \
    "$bin run --no-config $scene" \
    "$bin run --no-config -- $scene" \
    "$bin check --no-config --no-snapshots --quiet $scene"
