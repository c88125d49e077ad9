#!/usr/bin/env bash
# The SwiftPM command plugin as an app uses it: examples/app-package depends on insetlab by path
# and runs `swift package insetlab check` on its own scenes (which must pass), then a check that
# must fail (a scene path that does not exist), whose status must come back non-zero.
set -euo pipefail
cd "$(dirname "$0")/../examples/app-package"
swift package --allow-writing-to-package-directory insetlab check | tee /tmp/insetlab-plugin-check.log
grep -q '^1 passed, 0 failed$' /tmp/insetlab-plugin-check.log
if swift package --allow-writing-to-package-directory insetlab check scenes/nosuch.yaml 2>/dev/null; then
    echo "plugin-check: error: a failing check exited 0 through the plugin" >&2
    exit 1
fi
echo "plugin-check: swift package insetlab check passes, and fails when insetlab fails"
