#!/usr/bin/env bash
# Instruction counts (not a timed test: run it, read the numbers). CPU time on a shared machine
# moves with the load by more than most single changes save, so this counts the instructions a
# release `insetlab check --no-snapshots` and `run --format json` execute on N corpus scenes
# (Benchmarks/make-corpus.py), on one job, under valgrind's callgrind: the same count on every
# run, whatever else the machine does. Read it beside Benchmarks/corpus.sh's times: an
# instruction saved in reference counting or in a cache miss saves more time than one saved in
# arithmetic. Needs valgrind (apt-get install valgrind).
#
#   Benchmarks/instructions.sh                 # 500 scenes
#   N=100 Benchmarks/instructions.sh
#   BIN=/path/to/insetlab Benchmarks/instructions.sh    # another build (no build step)
#   KEEP=1 Benchmarks/instructions.sh          # keep callgrind.out.* for callgrind_annotate
set -euo pipefail
cd "$(dirname "$0")/.."
n=${N:-500}
out=${OUT:-bench-out/instructions}
if ! command -v valgrind >/dev/null; then
    echo "error: valgrind is needed (apt-get install valgrind)" >&2
    exit 1
fi
if [ -z "${BIN:-}" ]; then
    swift build -c release --product insetlab >/dev/null
    BIN=$(swift build -c release --show-bin-path)/insetlab
fi
mkdir -p "$out"
corpus="$out/scenes-$n"
[ -d "$corpus" ] || python3 Benchmarks/make-corpus.py "$n" "$corpus"

count() {  # count NAME ARGS…: callgrind's total for one run
    local file="$out/callgrind.out.$1"
    shift
    valgrind --tool=callgrind --callgrind-out-file="$file" "$BIN" "$@" >/dev/null 2>"$out/valgrind.txt" || {
        echo "error: $* failed:" >&2
        tail -5 "$out/valgrind.txt" >&2
        exit 1
    }
    local total
    total=$(awk '/^(summary|totals):/ { print $2; exit }' "$file")
    [ -n "${KEEP:-}" ] || rm -f "$file"
    echo "$total"
}

echo "insetlab instructions on $n corpus scenes, one job ($(uname -sm))"
echo
echo "| command | instructions | per scene |"
echo "|---|---:|---:|"
for what in check json; do
    case $what in
        check) total=$(count check check --quiet --no-config --no-snapshots --jobs 1 "$corpus"); label='`check --no-snapshots --jobs 1`' ;;
        json) total=$(count json run --format json --no-config --jobs 1 "$corpus"); label='`run --format json --jobs 1`' ;;
    esac
    awk -v label="$label" -v t="$total" -v n="$n" 'BEGIN { printf "| %s | %.3f G | %.2f M |\n", label, t / 1e9, t / n / 1e6 }'
done
