#!/usr/bin/env bash
# Measures insetlab on big scenes in a release build (not a timed test: run it, read the numbers).
#   Benchmarks/run.sh            # writes bench-out/, prints wall, user and system time and peak
#   RUNS=9 Benchmarks/run.sh     # memory of the fastest of RUNS runs (default 5) per case
set -euo pipefail
cd "$(dirname "$0")/.."
out=bench-out
python3 Benchmarks/make-big-scenes.py "$out"
swift build -c release --product insetlab >/dev/null
bin=$(swift build -c release --show-bin-path)/insetlab

measure() {
    local label=$1
    shift
    # GNU time (-o keeps its numbers apart from the command's stderr) gives peak RSS; best of $RUNS.
    if /usr/bin/time -o /dev/null -f "%e" true 2>/dev/null; then
        local best="" stats
        stats=$(mktemp)
        for _ in $(seq "${RUNS:-5}"); do
            /usr/bin/time -o "$stats" -f "%e %U %S %M" "$@" >/dev/null 2>&1 || true
            local line
            line=$(tail -1 "$stats")
            if [ -z "$best" ] || awk -v a="${line%% *}" -v b="${best%% *}" 'BEGIN { exit !(a < b) }'; then best=$line; fi
        done
        rm -f "$stats"
        local wall user system peak
        read -r wall user system peak <<<"$best"
        printf '%-36s %6ss  (user %ss, system %ss)  peak %4s MiB\n' "$label" "$wall" "$user" "$system" "$(( peak / 1024 ))"
    else
        printf '%-36s ' "$label"
        { time "$@" >/dev/null 2>&1; } 2>&1 | grep real
    fi
}

printf 'files: %s (%s), %s (%s)\n' \
    "$out/nested-490.yaml" "$(du -h "$out/nested-490.yaml" | cut -f1)" \
    "$out/siblings-100000.yaml" "$(du -h "$out/siblings-100000.yaml" | cut -f1)"
measure "run nested-490 (text)" "$bin" run "$out/nested-490.yaml"
measure "run nested-490 (json)" "$bin" run --format json "$out/nested-490.yaml"
measure "run siblings-10000 (text)" "$bin" run "$out/siblings-10000.yaml"
measure "run siblings-10000 (json)" "$bin" run --format json "$out/siblings-10000.yaml"
measure "run siblings-100000 (text)" "$bin" run "$out/siblings-100000.yaml"
measure "run siblings-100000 (json)" "$bin" run --format json "$out/siblings-100000.yaml"
measure "run siblings-plain-100000 (text)" "$bin" run "$out/siblings-plain-100000.yaml"
measure "run siblings-plain-100000 (json)" "$bin" run --format json "$out/siblings-plain-100000.yaml"
measure "run warnings-100000 (text)" "$bin" run "$out/warnings-100000.yaml"
measure "run warnings-100000 (json)" "$bin" run --format json "$out/warnings-100000.yaml"
measure "run warnings-100000 (sarif)" "$bin" run --format sarif "$out/warnings-100000.yaml"
measure "check warnings-100000 (text)" "$bin" check --no-snapshots "$out/warnings-100000.yaml"
measure "check warnings-100000 (json)" "$bin" check --no-snapshots --format json "$out/warnings-100000.yaml"
measure "check scenes/ (shipped)" "$bin" check --quiet --no-snapshots scenes
