#!/usr/bin/env bash
# Builds a self-contained release binary of insetlab into OUT (default .build/dist/insetlab).
#
#   scripts/release.sh [OUT_DIR]
#
# Linux: the Swift runtime and FoundationEssentials are linked statically (--static-swift-stdlib),
# and so is libyaml when its static archive is installed (Debian/Ubuntu's libyaml-dev ships
# libyaml.a): the binary then needs only the C library, libm, libstdc++ and libgcc_s. Storyboards
# are read by insetlab's own XML reader, so neither Foundation nor libxml2 and ICU are loaded.
# The check at the end refuses a binary that still needs a Swift library, Foundation, libxml2 or
# ICU: each would be loaded at every start-up (README, Performance).
#
# macOS: a universal binary (arm64 + x86_64) when a libyaml for both architectures is at hand
# (LIBYAML_UNIVERSAL=/path/to/libyaml.a, or Homebrew's libyaml under both /opt/homebrew and
# /usr/local, which are combined with lipo); otherwise a binary for this Mac's architecture,
# with libyaml linked statically when Homebrew's libyaml.a is there. (The macOS branch is
# untested: insetlab's CI runs on Linux.)
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/dist}"
mkdir -p "$out"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

# A pkg-config file for yaml-0.1 whose only library folder holds libyaml.a, so the linker cannot
# pick the shared library (SwiftPM reads PKG_CONFIG_PATH itself; the system .pc adds the system
# library folder, where libyaml.so would win).
static_libyaml() { # $1 = path of a libyaml.a, $2 = include folder
    mkdir -p "$scratch/lib" "$scratch/pkgconfig"
    ln -sf "$1" "$scratch/lib/libyaml.a"
    cat >"$scratch/pkgconfig/yaml-0.1.pc" <<PC
Name: LibYAML
Description: libyaml, linked statically for the insetlab release
Version: 0.2.5
Cflags: -I$2
Libs: -L$scratch/lib -lyaml
PC
    export PKG_CONFIG_PATH="$scratch/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
}

case "$(uname -s)" in
Linux)
    libdir="$(pkg-config --variable=libdir yaml-0.1 2>/dev/null || true)"
    includedir="$(pkg-config --variable=includedir yaml-0.1 2>/dev/null || echo /usr/include)"
    if [ -n "$libdir" ] && [ -f "$libdir/libyaml.a" ]; then
        static_libyaml "$libdir/libyaml.a" "$includedir"
        echo "release: libyaml linked statically ($libdir/libyaml.a)"
    else
        echo "release: no libyaml.a found: libyaml stays a shared library (install libyaml-dev for a static one)" >&2
    fi
    # Linked as a position-dependent executable (-no-pie): a PIE start-up writes 45,000
    # relocations into 146 pages of Swift metadata before main, a third of one small scene's
    # page faults (README, Performance, eighth round).
    swift build -c release --product insetlab --static-swift-stdlib -Xswiftc -Xclang-linker -Xswiftc -no-pie
    cp .build/release/insetlab "$out/insetlab"
    strip "$out/insetlab" 2>/dev/null || true
    if command -v ldd >/dev/null 2>&1; then
        needed="$(ldd "$out/insetlab" || true)"
        echo "release: $out/insetlab needs:"
        echo "$needed" | sed 's/^/    /'
        # Swift's own libraries (its ICU is lib_FoundationICU).
        if echo "$needed" | grep -q 'libswift\|libFoundation\|lib_Foundation\|libdispatch\|libBlocksRuntime'; then
            echo "release: error: the binary still needs a Swift runtime library" >&2
            exit 1
        fi
        # libxml2 with the system's ICU come back if anything imports FoundationXML again.
        if echo "$needed" | grep -q 'libxml2\|libicu'; then
            echo "release: error: the binary needs libxml2 or ICU (is FoundationXML imported again?)" >&2
            exit 1
        fi
    fi
    ;;
Darwin)
    arm=/opt/homebrew/opt/libyaml/lib/libyaml.a
    intel=/usr/local/opt/libyaml/lib/libyaml.a
    archs=()
    if [ -n "${LIBYAML_UNIVERSAL:-}" ]; then
        static_libyaml "$LIBYAML_UNIVERSAL" "$(dirname "$LIBYAML_UNIVERSAL")/../include"
        archs=(--arch arm64 --arch x86_64)
    elif [ -f "$arm" ] && [ -f "$intel" ]; then
        lipo -create "$arm" "$intel" -output "$scratch/libyaml-universal.a"
        static_libyaml "$scratch/libyaml-universal.a" /opt/homebrew/opt/libyaml/include
        archs=(--arch arm64 --arch x86_64)
    else
        native="$(brew --prefix libyaml 2>/dev/null || true)"
        if [ -n "$native" ] && [ -f "$native/lib/libyaml.a" ]; then
            static_libyaml "$native/lib/libyaml.a" "$native/include"
        fi
        echo "release: no libyaml for both architectures: building for $(uname -m) only" >&2
    fi
    swift build -c release --product insetlab "${archs[@]}"
    cp "$(swift build -c release --product insetlab "${archs[@]}" --show-bin-path)/insetlab" "$out/insetlab"
    strip "$out/insetlab" 2>/dev/null || true
    lipo -info "$out/insetlab" || true
    otool -L "$out/insetlab" || true
    ;;
*)
    echo "release: unsupported system $(uname -s)" >&2
    exit 1
    ;;
esac
"$out/insetlab" --version >/dev/null
echo "release: wrote $out/insetlab ($(du -h "$out/insetlab" | cut -f1))"
