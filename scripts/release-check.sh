#!/usr/bin/env bash
# The release binary as a new user runs it: built by scripts/release.sh, then, from a clean
# environment (env -i: no Swift on PATH, no HOME) in an empty folder outside the repository,
# `insetlab init` followed by `insetlab check` must pass, and ldd must name no Swift library.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/release.sh .build/dist
binary="$PWD/.build/dist/insetlab"
folder="$(mktemp -d)"
trap 'rm -rf "$folder"' EXIT
cd "$folder"
env -i PATH=/usr/bin:/bin "$binary" init
env -i PATH=/usr/bin:/bin "$binary" check
test -f Schemas/scene.schema.json
env -i PATH=/usr/bin:/bin CI=true "$binary" check --strict
echo "release-check: the release binary runs init and check in an empty folder, outside the repository"
