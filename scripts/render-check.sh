#!/usr/bin/env bash
# Renders insetlab's pictures with real renderers and checks the PNGs are not blank and have the
# expected size:
#   1. `insetlab run --format svg` of one scene → rsvg-convert (librsvg) → PNG of the size the
#      SVG asks for, with the device, bars and labels drawn (many colours, lots of ink);
#   2. `insetlab report` of a few scenes → headless Chromium screenshot of index.html → PNG of
#      the window's size, with the page's pictures loaded (the device body's dark grey present).
#      Without Chromium, the report's SVG files are rendered with rsvg-convert instead, and the
#      script says so.
#
# Usage: scripts/render-check.sh [OUT_DIR]     (default: a temporary folder, kept, printed)
#   INSETLAB_BINARY  the insetlab to run (default: .build/debug/insetlab, built if missing)
#   CHROMIUM         the browser (default: chromium, chromium-browser or google-chrome on PATH)
# Exit: 0 all checks passed; 1 a check failed; 77 rsvg-convert is missing (nothing checked).
# Install the renderers on Debian/Ubuntu: apt-get install -y librsvg2-bin chromium
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v rsvg-convert >/dev/null 2>&1; then
    echo "render-check: SKIP: rsvg-convert not found (apt-get install -y librsvg2-bin)" >&2
    exit 77
fi
command -v python3 >/dev/null 2>&1 || { echo "render-check: python3 is needed to read the PNGs" >&2; exit 1; }

insetlab="${INSETLAB_BINARY:-.build/debug/insetlab}"
if [ ! -x "$insetlab" ]; then
    swift build --product insetlab >&2
fi
out="${1:-$(mktemp -d "${TMPDIR:-/tmp}/insetlab-render-check.XXXXXX")}"
mkdir -p "$out"
echo "render-check: output in $out"

# Decodes an 8-bit RGB/RGBA (non-interlaced) PNG with zlib alone and checks it:
#   check_png FILE WIDTH HEIGHT MIN_COLOURS MIN_INK [RGB_MUST_APPEAR MIN_COUNT]
# MIN_INK: the share of pixels that are not (near) white. RGB_MUST_APPEAR: `r,g,b` that must
# cover at least MIN_COUNT pixels (within ±6 per channel).
check_png() {
    python3 - "$@" <<'PY'
import struct, sys, zlib

path, width, height, min_colours, min_ink = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), float(sys.argv[5])
must = tuple(int(v) for v in sys.argv[6].split(",")) if len(sys.argv) > 6 else None
must_count = int(sys.argv[7]) if len(sys.argv) > 7 else 0

data = open(path, "rb").read()
if data[:8] != b"\x89PNG\r\n\x1a\n":
    sys.exit(f"{path}: not a PNG")
pos, chunks, idat = 8, {}, b""
while pos < len(data):
    length, kind = struct.unpack(">I4s", data[pos:pos + 8])
    body = data[pos + 8:pos + 8 + length]
    if kind == b"IDAT":
        idat += body
    else:
        chunks.setdefault(kind, body)
    pos += 12 + length
w, h, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", chunks[b"IHDR"])
if (w, h) != (width, height):
    sys.exit(f"{path}: {w}×{h}, expected {width}×{height}")
if depth != 8 or colour not in (2, 6) or interlace:
    sys.exit(f"{path}: unsupported PNG (bit depth {depth}, colour type {colour}, interlace {interlace})")
bpp = 4 if colour == 6 else 3
stride = w * bpp
raw = zlib.decompress(idat)
previous = bytearray(stride)
colours, ink, matching = set(), 0, 0
for y in range(h):
    start = y * (stride + 1)
    kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
    if kind == 1:
        for i in range(bpp, stride): line[i] = (line[i] + line[i - bpp]) & 255
    elif kind == 2:
        for i in range(stride): line[i] = (line[i] + previous[i]) & 255
    elif kind == 3:
        for i in range(stride): line[i] = (line[i] + ((line[i - bpp] if i >= bpp else 0) + previous[i]) // 2) & 255
    elif kind == 4:
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b, c = previous[i], (previous[i - bpp] if i >= bpp else 0)
            p = a + b - c
            pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            line[i] = (line[i] + (a if pa <= pb and pa <= pc else (b if pb <= pc else c))) & 255
    elif kind != 0:
        sys.exit(f"{path}: bad filter type {kind} on row {y}")
    for x in range(0, stride, bpp):
        r, g, b = line[x], line[x + 1], line[x + 2]
        alpha = line[x + 3] if bpp == 4 else 255
        if alpha < 16:
            continue  # transparent counts as blank
        colours.add((r, g, b))
        if r < 235 or g < 235 or b < 235:
            ink += 1
        if must and abs(r - must[0]) <= 6 and abs(g - must[1]) <= 6 and abs(b - must[2]) <= 6:
            matching += 1
    previous = line
share = ink / (w * h)
problems = []
if len(colours) < min_colours:
    problems.append(f"only {len(colours)} distinct colours (expected at least {min_colours})")
if share < min_ink:
    problems.append(f"only {share:.1%} of the pixels are not white (expected at least {min_ink:.0%})")
if must and matching < must_count:
    problems.append(f"colour {must} covers {matching} pixels (expected at least {must_count})")
if problems:
    sys.exit(f"{path}: " + "; ".join(problems))
print(f"render-check: ok {path}: {w}×{h}, {len(colours)} colours, {share:.0%} ink" + (f", {matching} px of {must}" if must else ""))
PY
}

# The size an insetlab SVG asks for: its root element's width and height.
svg_size() {
    python3 - "$1" <<'PY'
import re, sys
head = open(sys.argv[1], encoding="utf-8").read(4096)
tag = re.search(r"<svg\b[^>]*>", head).group(0)
print(re.search(r'\swidth="([0-9.]+)"', tag).group(1), re.search(r'\sheight="([0-9.]+)"', tag).group(1))
PY
}

# The device body colour (PictureStyle.deviceBody, #1c1c1e): present means a picture was drawn.
device_body="28,28,30"

# 1. One SVG through librsvg.
"$insetlab" run --format svg --no-config scenes/examples/feed.yaml > "$out/feed.svg"
size=$(svg_size "$out/feed.svg")
read -r svg_width svg_height <<< "$size"
rsvg-convert --format png --output "$out/feed.png" "$out/feed.svg"
check_png "$out/feed.png" "${svg_width%.*}" "${svg_height%.*}" 40 0.15 "$device_body" 20000

# 2. The HTML page.
"$insetlab" report --no-config scenes/examples scenes/ios11-shifts/bug1-system-bars.yaml \
    --output "$out/report" --force > /dev/null
browser="${CHROMIUM:-}"
if [ -z "$browser" ]; then
    for candidate in chromium chromium-browser google-chrome; do
        if command -v "$candidate" >/dev/null 2>&1; then browser="$candidate"; break; fi
    done
fi
if [ -n "$browser" ]; then
    page_width=1280 page_height=1600
    # --no-sandbox: CI containers run as root; the page is our own static file.
    timeout 120 "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars \
        --force-device-scale-factor=1 --window-size="$page_width,$page_height" \
        --screenshot="$out/report.png" "file://$(cd "$out/report" && pwd)/index.html" > "$out/chromium.log" 2>&1 \
        || { cat "$out/chromium.log" >&2; echo "render-check: $browser failed" >&2; exit 1; }
    # The first picture sits in the first screen of the page: the device body must be there.
    check_png "$out/report.png" "$page_width" "$page_height" 40 0.05 "$device_body" 20000
else
    echo "render-check: Chromium not found: rendering the report's SVG files with rsvg-convert instead (the page itself is not rendered)"
    for svg in $(find "$out/report/svg" -name '*.svg' | sort); do
        size=$(svg_size "$svg")
        read -r width height <<< "$size"
        rsvg-convert --format png --output "${svg%.svg}.png" "$svg"
        check_png "${svg%.svg}.png" "${width%.*}" "${height%.*}" 40 0.15 "$device_body" 20000
    done
fi
echo "render-check: all checks passed"
