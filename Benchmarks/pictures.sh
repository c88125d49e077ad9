#!/usr/bin/env bash
# Measures pictures (`run --format svg`) on big scenes in a release build (not a timed test: run
# it, read the numbers). Label placement goes through a grid index and warnings are looked up in
# a dictionary: every case must stay linear (a picture draws at most 1,000 views and 1,000
# constraints, and labels at most 200 views).
#   Benchmarks/pictures.sh        # writes bench-out/pictures/, prints wall and user time per case
set -euo pipefail
cd "$(dirname "$0")/.."
out=bench-out/pictures
mkdir -p "$out"
python3 - "$out" <<'PY'
import importlib.util, os, sys
spec = importlib.util.spec_from_file_location("big", "Benchmarks/make-big-scenes.py")
big = importlib.util.module_from_spec(spec)
spec.loader.exec_module(big)
out = sys.argv[1]
# 1,000 overlapping siblings: every label wants a spot another took.
open(os.path.join(out, "siblings-1000.yaml"), "w").write(big.siblings(1_000))
# 10,000 warnings, most about views past the 1,000 drawn: markers and the legend.
open(os.path.join(out, "warnings-10000.yaml"), "w").write(big.warned_siblings(10_000))
PY
python3 Benchmarks/make-autolayout-scenes.py "$out" >/dev/null
swift build -c release --product insetlab >/dev/null
bin=$(swift build -c release --show-bin-path)/insetlab

measure() {
    local label=$1
    shift
    local best=""
    for _ in $(seq "${RUNS:-3}"); do
        local start end
        start=$(date +%s.%N)
        "$@" >/dev/null 2>&1 || true
        end=$(date +%s.%N)
        local took
        took=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f", b - a }')
        if [ -z "$best" ] || awk -v a="$took" -v b="$best" 'BEGIN { exit !(a < b) }'; then best=$took; fi
    done
    printf '%-40s %6ss\n' "$label" "$best"
}

measure "svg siblings-1000 (labels)" "$bin" run --format svg "$out/siblings-1000.yaml"
measure "text siblings-1000 (layout only)" "$bin" run "$out/siblings-1000.yaml"
measure "svg warnings-10000 (markers, legend)" "$bin" run --format svg "$out/warnings-10000.yaml"
measure "text warnings-10000 (layout only)" "$bin" run "$out/warnings-10000.yaml"
measure "svg chain-10000 (constraints)" "$bin" run --format svg "$out/chain-10000.yaml"
measure "text chain-10000 (layout only)" "$bin" run "$out/chain-10000.yaml"
