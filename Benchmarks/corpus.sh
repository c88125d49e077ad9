#!/usr/bin/env bash
# Scale benchmark (not a timed test: run it, read the numbers). Generates 1,000 and 10,000
# realistic scenes (Benchmarks/make-corpus.py), then measures a release build of
# `insetlab check` and `insetlab run --format json` on each corpus — on every core and on
# one — and, as the floor, libyaml alone parsing the same files (Benchmarks/libyaml-parse.c).
# Prints a Markdown table: wall time (best of RUNS), scenes per second, time per scene, CPU
# time (user + system: the figure that does not depend on how busy the machine is) and peak
# memory (GNU time's %M).
#
#   Benchmarks/corpus.sh                  # 1,000 and 10,000 scenes, best of 3
#   SIZES="1000" RUNS=1 Benchmarks/corpus.sh
#   SCRATCH=.build-bench Benchmarks/corpus.sh    # build folder (default .build)
set -euo pipefail
cd "$(dirname "$0")/.."
sizes=${SIZES:-"1000 10000"}
runs=${RUNS:-3}
scratch=${SCRATCH:-.build}
out=${OUT:-bench-out/corpus}
timer=/usr/bin/time
if ! "$timer" -f "%e %U %S %M" true >/dev/null 2>&1; then
    echo "error: GNU time (/usr/bin/time -f) is needed for peak memory (apt-get install time)" >&2
    exit 1
fi

swift build -c release --product insetlab --scratch-path "$scratch" >/dev/null
bin=$(swift build -c release --scratch-path "$scratch" --show-bin-path)/insetlab
mkdir -p "$out"
cc -O2 Benchmarks/libyaml-parse.c $(pkg-config --cflags --libs yaml-0.1) -o "$out/libyaml-parse"

# best_of COMMAND…: the fastest of $runs runs, as "wall user system peak-KiB".
best_of() {
    local best="" line
    for _ in $(seq "$runs"); do
        "$timer" -f "%e %U %S %M" -o "$out/time.txt" "$@" >/dev/null 2>"$out/stderr.txt" || {
            # check exits 1 when an expectation fails; the corpus holds none, so any failure is real.
            echo "error: $* failed:" >&2
            cat "$out/stderr.txt" >&2
            exit 1
        }
        line=$(tail -1 "$out/time.txt")
        if [ -z "$best" ] || awk -v a="${line%% *}" -v b="${best%% *}" 'BEGIN { exit !(a < b) }'; then best=$line; fi
    done
    echo "$best"
}

row() {  # row SCENES WHAT "WALL USER SYSTEM KIB"
    awk -v n="$1" -v what="$2" -v t="$3" 'BEGIN {
        split(t, f, " ")
        rate = f[1] > 0 ? n / f[1] : 0
        printf "| %6d | %-34s | %7.2f s | %8.0f | %6.2f ms | %6.2f ms | %6.1f MiB |\n",
            n, what, f[1], rate, 1000 * f[1] / n, 1000 * (f[2] + f[3]) / n, f[4] / 1024
    }'
}

cores=$(nproc 2>/dev/null || sysctl -n hw.ncpu)
echo "insetlab check and run --format json, release build, $cores cores, best of $runs ($(uname -sm))"
echo
echo "| scenes | run | wall | scenes/s | wall per scene | CPU per scene | peak memory |"
echo "|---:|---|---:|---:|---:|---:|---:|"
for n in $sizes; do
    corpus="$out/scenes-$n"
    [ -d "$corpus" ] || python3 Benchmarks/make-corpus.py "$n" "$corpus"
    find "$corpus" -name '*.yaml' | sort >"$out/files-$n.txt"
    row "$n" "insetlab check, $cores jobs" "$(best_of "$bin" check --quiet --no-config --no-snapshots "$corpus")"
    row "$n" "insetlab check --jobs 1" "$(best_of "$bin" check --quiet --no-config --no-snapshots --jobs 1 "$corpus")"
    row "$n" "insetlab run --format json, $cores jobs" "$(best_of "$bin" run --format json --no-config "$corpus")"
    row "$n" "insetlab run --format json --jobs 1" "$(best_of "$bin" run --format json --no-config --jobs 1 "$corpus")"
    row "$n" "libyaml alone (parse events, C)" "$(best_of sh -c "\"$out/libyaml-parse\" < \"$out/files-$n.txt\"")"
done
