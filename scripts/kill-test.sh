#!/usr/bin/env bash
# Kill test (issue 15 item 9): SIGKILL `insetlab check --update` and `insetlab run --output` at
# random moments, over and over, and check that every snapshot and the report file is always
# either its old or its new complete content — never half of one, never missing.
#
#   scripts/kill-test.sh [SECONDS] [BINARY]     # default 30 s and .build/debug/insetlab
#
# Temporary files a killed run leaves (`.NAME.insetlab-XXXXXX`) are counted; the complete run
# at the end must remove them all (stale temporaries, issue 16 item 2). KILL_TEST_REQUIRE_CLEAN=0
# only reports them.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-30}
binary=${2:-.build/debug/insetlab}
[ -x "$binary" ] || { echo "kill-test: $binary not built (swift build)" >&2; exit 1; }
binary=$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")

work=$(mktemp -d "${TMPDIR:-/tmp}/insetlab-kill-XXXXXX")
trap 'rm -rf "$work"' EXIT
scenes=40

# Two layouts of the same scenes: version A (30 rows) and version B (31 rows), so every
# snapshot and the report differ between them.
write_scenes() { # DIR ROWS
    local dir=$1 rows=$2
    mkdir -p "$dir/scenes/a" "$dir/scenes/b"
    for i in $(seq 1 $scenes); do
        local group=$([ $((i % 2)) -eq 0 ] && echo a || echo b)
        cat >"$dir/scenes/$group/scene-$i.yaml" <<YAML
name: Scene $i
device: iPhone X
ios: 11
root:
  type: UINavigationController
  viewControllers:
    - type: UIViewController
      view:
        subviews:
          - {type: UITableView, id: table, rows: $((rows + i))}
          - {type: UILabel, id: label, frame: [0, $i, 100, 20]}
YAML
    done
}

# The complete contents each file may have: recorded by runs nobody kills.
for version in A B; do
    rows=$([ "$version" = A ] && echo 30 || echo 31)
    write_scenes "$work/$version" "$rows"
    (cd "$work/$version" && "$binary" check --no-config --update scenes >/dev/null 2>&1 || true)
    (cd "$work/$version" && "$binary" run --no-config --format json --output report.json scenes >/dev/null 2>&1 || true)
    (cd "$work/$version" && find scenes -name '*.snap' -print0 | xargs -0 sha1sum) | sort -k2 >"$work/$version.sums"
    (cd "$work/$version" && sha1sum report.json) >>"$work/$version.sums"
done

# The project under test starts at A.
mkdir -p "$work/project"
cp -R "$work/A/." "$work/project/"
current=A

# Every file the test watches must be there with A's or B's content (a "sum path" line of
# either list), and none may be missing.
sort -u "$work/A.sums" "$work/B.sums" >"$work/allowed.sums"
expected=$(wc -l <"$work/A.sums")
verify() {
    local label=$1 sums
    sums=$(cd "$work/project" && { find scenes -name '*.snap' -print0 | xargs -0 sha1sum; sha1sum report.json 2>/dev/null; })
    if grep -vxFf "$work/allowed.sums" <<<"$sums" >"$work/bad"; then
        echo "kill-test: $label: neither old nor new content:" >&2
        sed 's/^/  /' "$work/bad" >&2
        return 1
    fi
    if [ "$(wc -l <<<"$sums")" -ne "$expected" ]; then
        echo "kill-test: $label: $(wc -l <<<"$sums") files where $expected were (one went missing)" >&2
        return 1
    fi
}

temporaries() { find "$work/project" -name '.*.insetlab-*' | wc -l; }

# How long one uninterrupted run takes, to spread the kills over it.
start=$(date +%s%N)
(cd "$work/project" && "$binary" check --no-config --update scenes >/dev/null 2>&1 || true)
duration_ms=$(( ($(date +%s%N) - start) / 1000000 + 1 ))

deadline=$(( $(date +%s) + seconds ))
kills=0 completed=0 leftovers=0
while [ "$(date +%s)" -lt "$deadline" ]; do
    # Flip the scenes to the other version, then start a run that writes it and kill it.
    next=$([ "$current" = A ] && echo B || echo A)
    rm -rf "$work/project/scenes.next" && cp -R "$work/$next/scenes" "$work/project/scenes.next"
    (cd "$work/project/scenes.next" && find . -name '*.yaml' -exec cp {} "../scenes/{}" \;)
    rm -rf "$work/project/scenes.next"
    current=$next
    if [ $((kills % 2)) -eq 0 ]; then
        command=(check --no-config --update --jobs 4 scenes)
    else
        command=(run --no-config --format json --output report.json --jobs 4 scenes)
    fi
    (cd "$work/project" && exec "$binary" "${command[@]}" >/dev/null 2>&1) &
    pid=$!
    delay_ms=$(( RANDOM % duration_ms ))
    sleep "$(printf '0.%03d' "$delay_ms")"
    kill -KILL "$pid" 2>/dev/null || true
    status=0
    wait "$pid" 2>/dev/null || status=$?
    kills=$((kills + 1))
    [ "$status" -eq 137 ] || completed=$((completed + 1))
    verify "after killing ${command[0]} at ${delay_ms} ms" || exit 1
done
leftovers=$(temporaries)

# A run that completes: everything is the new content.
(cd "$work/project" && "$binary" check --no-config --update scenes >/dev/null 2>&1 || true)
(cd "$work/project" && "$binary" run --no-config --format json --output report.json scenes >/dev/null 2>&1 || true)
verify "after a complete run" || exit 1
after=$(temporaries)
echo "kill-test: $kills runs started, $((kills - completed)) killed mid-run, every file old or new each time;" \
    "$leftovers temporary files left by killed runs, $after after a complete run"
if [ "${KILL_TEST_REQUIRE_CLEAN:-1}" = 1 ] && [ "$after" -ne 0 ]; then
    echo "kill-test: a complete run left $after stale temporary files" >&2
    exit 1
fi
