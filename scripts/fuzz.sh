#!/usr/bin/env bash
# Fuzzes the whole pipeline (Fuzz/FuzzScene.swift: YAML reader → scene decoder → layout engine
# and rules → every run/check format and the SVG pictures, whose outputs must parse) with
# libFuzzer and AddressSanitizer.
#
#   scripts/fuzz.sh            # 60 s (what .ci/run does)
#   scripts/fuzz.sh 3600       # an hour; any number of seconds
#   scripts/fuzz.sh 0 FILE…    # replays inputs (a crash file) without fuzzing
#
# Seeds: every scene under scenes/ and Tests/InsetlabTests/Fixtures, and a dictionary of the
# scene format's keys and type names (from Schemas/scene.schema.json). The corpus it grows is
# kept in .build/fuzz/corpus between runs. A crash is saved in .build/fuzz/artifacts and the
# script exits 1: add the input to Tests/InsetlabTests/Fixtures/fuzz/ (see its README) so a
# test keeps it fixed. Needs Linux: Swift's -sanitize=fuzzer is not available on macOS.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
shift || true

if [ "$(uname -s)" != "Linux" ]; then
    echo "fuzz.sh: libFuzzer through swiftc -sanitize=fuzzer needs Linux; skipped" >&2
    exit 77
fi

build=.build/fuzz
mkdir -p "$build/corpus" "$build/seeds" "$build/artifacts"

# The library, instrumented for coverage (fuzzer) and checked (address), in its own build
# folder; the normal .build is untouched.
echo "== building the library with -sanitize=fuzzer,address"
swift build -c release --build-path "$build/spm" --target InsetlabPictures \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library >"$build/build.log" 2>&1 \
    || { tail -40 "$build/build.log" >&2; exit 1; }
products=$(swift build -c release --build-path "$build/spm" --show-bin-path)
objects=()
# Every library module InsetlabPictures depends on (the build above made only those).
for module in "$products"/Insetlab*.build; do
    for object in "$module"/*.o; do if [ -e "$object" ]; then objects+=("$object"); fi; done
done
echo "== linking $build/insetlab-fuzz"
swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name InsetlabFuzz \
    -I "$products/Modules" -I Sources/CLibYAML $(pkg-config --cflags-only-I yaml-0.1 | sed 's/-I/-Xcc -I/g') \
    Fuzz/FuzzScene.swift Tests/InsetlabTests/Fuzz/FuzzPipeline.swift "${objects[@]}" $(pkg-config --libs yaml-0.1) -o "$build/insetlab-fuzz" \
    2> >(grep -v "Cannot export local symbol" >&2)

if [ "$seconds" = 0 ]; then
    "$build/insetlab-fuzz" -runs=1 "$@"
    exit
fi

# Seeds: every shipped and fixture scene (small ones: libFuzzer truncates to -max_len).
find scenes Tests/InsetlabTests/Fixtures -name '*.yaml' -size -16k -exec cp {} "$build/seeds/" \;
python3 - "$build/scene.dict" <<'PY'
import json, sys
schema = json.load(open("Schemas/scene.schema.json"))
words = set()
def walk(node):
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "properties" and isinstance(value, dict):
                words.update(value.keys())
            if key == "enum" and isinstance(value, list):
                words.update(v for v in value if isinstance(v, str))
            walk(value)
    elif isinstance(node, list):
        for item in node:
            walk(item)
walk(schema)
words.update(["&a ", "*a", "<<: ", "matrix:", "expect:", "- ", ": [", "{", "}", "1e306", "-0.0", ".nan", "99999999999999"])
with open(sys.argv[1], "w") as out:
    for word in sorted(words):
        out.write(json.dumps(word) + "\n")
PY

echo "== fuzzing for ${seconds}s"
log=$build/fuzz.log
status=0
"$build/insetlab-fuzz" "$build/corpus" "$build/seeds" -dict="$build/scene.dict" \
    -max_total_time="$seconds" -max_len=4096 -timeout=20 -rss_limit_mb=4096 \
    -artifact_prefix="$build/artifacts/" -print_final_stats=1 "$@" >"$log" 2>&1 || status=$?
grep -E "^(#[0-9]+\s+DONE|stat::number_of_executed_units|stat::average_exec_per_sec|stat::new_units_added|stat::peak_rss_mb)" "$log" || true
if [ "$status" -ne 0 ]; then
    grep -E "ERROR|Fatal error|==[0-9]+==|artifact_prefix|Test unit written" "$log" | head -20 >&2
    echo "fuzz.sh: a crash (see $log; the input is in $build/artifacts)" >&2
    exit 1
fi
