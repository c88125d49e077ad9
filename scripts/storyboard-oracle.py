#!/usr/bin/env python3
"""Lists every view whose computed frame misses Interface Builder's stored frame.

Interface Builder stores, for every view, the frame its own Auto Layout computed on the
document's simulated device: an oracle no one here wrote. This script imports every file of
a folder (default ../shared/storyboards) with `insetlab import`, each app's files together
(SOURCES.md's repository and commit, linked under their own names, so storyboard references
resolve as in the app's folder), lays out each exact screen
with `insetlab run --format json`, and compares each view's frame (superview coordinates)
with the stored one within 0.5 pt. Views IB marks misplaced or ambiguous are left out, as
are controllers' root views (IB stores them in its canvas, not in UIKit's coordinates).

It measures twice: with `--bars runtime` (each screen under the chain the storyboard shows it
in: what the device shows) and with `--bars simulated` (under each controller's explicit
Simulated Metrics: the conditions IB computed its frames in). `--bars` picks one.

Usage: scripts/storyboard-oracle.py [--insetlab PATH] [--folder DIR] [--file TEXT] [--bars runtime|simulated]
Prints a line per miss (file, screen, view, computed vs IB, the view's kind and its
superview's) and a count per screen category. A developer's diagnostic tool: the numbers the
repository promises are StoryboardFrameOracleTests'.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET


def stored_frames(path):
    tree = ET.parse(path)
    frames = {}
    parent = {}
    for element in tree.iter():
        for child in element:
            parent[child] = element
    for element in tree.iter():
        ident = element.get("id")
        if ident is None:
            continue
        rect = next((c for c in element if c.tag == "rect" and c.get("key") == "frame"), None)
        if rect is None:
            continue
        frame = [float(rect.get(k, 0)) for k in ("x", "y", "width", "height")]
        up = parent.get(element)
        superview = parent.get(up) if up is not None and up.tag == "subviews" else up
        frames[ident] = {
            "frame": frame,
            "trusted": element.get("misplaced") != "YES" and element.get("ambiguous") != "YES",
            "root": element.get("key") == "view",
            "kind": element.tag,
            "superkind": superview.tag if superview is not None else None,
            "superid": superview.get("id") if superview is not None else None,
            "tamic": element.get("translatesAutoresizingMaskIntoConstraints"),
        }
    return frames


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--insetlab", default=".build/debug/insetlab")
    parser.add_argument("--folder", default="../shared/storyboards")
    parser.add_argument("--file", help="only files whose name contains this")
    parser.add_argument("--bars", choices=["runtime", "simulated"], help="measure under these bars only")
    args = parser.parse_args()
    # Every file is imported with its app's others (references resolve); --file picks what is reported.
    files = sorted(
        os.path.join(args.folder, name) for name in os.listdir(args.folder)
        if name.endswith((".storyboard", ".xib")))
    for bars in [args.bars] if args.bars else ["runtime", "simulated"]:
        measure(args, files, bars)


def bundles(folder, files, links):
    """The files as their apps hold them: one group per repository and commit (SOURCES.md), each
    file linked under its own name in a folder of its group, so a storyboard reference
    (storyboardName="Calculator") finds the file it names when the group is imported together.
    Yields lists of (stored path, linked path); files SOURCES.md does not list are groups alone."""
    group_of, original = {}, {}
    sources = os.path.join(folder, "SOURCES.md")
    if os.path.exists(sources):
        for line in open(sources, encoding="utf-8"):
            if not line.startswith("| `"):
                continue
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            saved, path = cells[0].strip("`"), cells[2].strip("`")
            group_of[saved] = cells[1].split("]")[0] + " " + cells[3]
            original[saved] = path.split("/")[-1]
    groups = {}
    for path in files:
        saved = os.path.basename(path)
        key, name = group_of.get(saved, saved), original.get(saved, saved)
        if any(os.path.basename(linked) == name for _, linked in groups.get(key, [])):
            key += " " + saved
        directory = os.path.join(links, str(list(groups).index(key) if key in groups else len(groups)))
        os.makedirs(directory, exist_ok=True)
        linked = os.path.join(directory, name)
        os.symlink(os.path.abspath(path), linked)
        groups.setdefault(key, []).append((path, linked))
    return list(groups.values())


def measure(args, files, bars):
    print(f"--bars {bars}")
    compared = matched = 0
    by_category = {}
    with tempfile.TemporaryDirectory() as out, tempfile.TemporaryDirectory() as links:
        for group in bundles(args.folder, files, links):
            summary = subprocess.run(
                [args.insetlab, "import", *[linked for _, linked in group], "--output", out, "--format", "json", "--force", "--bars", bars],
                capture_output=True, text=True)
            try:
                imported = json.loads(summary.stdout)["files"]
            except (ValueError, KeyError):
                print(f"{group[0][0]}: import failed: {summary.stderr.strip()}", file=sys.stderr)
                continue
            for (path, _), result in zip(group, imported):
                if args.file is not None and args.file not in os.path.basename(path):
                    continue
                screens = result["screens"]
                stored = stored_frames(path)
                for screen in screens:
                    if screen["status"] != "exact" or not screen.get("scene"):
                        continue
                    text = open(screen["scene"]).read()
                    ran = subprocess.run([args.insetlab, "run", screen["scene"], "--format", "json"], capture_output=True, text=True)
                    try:
                        report = json.loads(ran.stdout)
                    except ValueError:
                        print(f"{screen['scene']}: run failed: {ran.stderr.strip()}", file=sys.stderr)
                        continue
                    variant = report["variants"][0]
                    warned = "warning:" in text
                    category = ("simulated bars differ" if warned else "shown by code" if "no segue shows this controller" in text
                                else "shown by a storyboard reference" if "by a storyboard reference" in text else "chain known")
                    for view in variant["views"]:
                        expected = stored.get(view.get("ib"))
                        if expected is None or not expected["trusted"] or expected["root"]:
                            continue
                        compared += 1
                        counts = by_category.setdefault(category, [0, 0])
                        counts[0] += 1
                        actual = view["frame"]
                        if all(abs(a - e) <= 0.5 for a, e in zip(actual, expected["frame"])):
                            matched += 1
                            counts[1] += 1
                            continue
                        fmt = lambda f: "[" + ", ".join(f"{v:g}" if v == int(v) else f"{v:.2f}" for v in f) + "]"
                        print(f"MISS {os.path.basename(path)[:60]} {screen['ib']} [{category}] {view['ib']} {view['id']} "
                              f"<{expected['kind']}> in <{expected['superkind']}>: {fmt(actual)} vs IB {fmt(expected['frame'])}")
    print(f"{matched} of {compared} views at IB's frame ({100.0 * matched / max(compared, 1):.1f}%)")
    for category, (count, ok) in sorted(by_category.items()):
        print(f"  {category}: {ok} of {count}")


if __name__ == "__main__":
    main()
