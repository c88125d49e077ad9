#!/usr/bin/env python3
"""Writes the big scenes the benchmark lays out: the deepest view tree the reader accepts (490
nested views: YAML nesting is capped at 1,000 levels), 10,000 and 100,000 siblings, and 100,000
warnings.

Usage: make-big-scenes.py OUT_DIR
"""
import os
import sys


def nested(depth: int) -> str:
    # Flow style keeps the file small (block style indents every level further). Two YAML
    # levels per view, and 12 around them: 490 views is 992 levels, inside the limit of 1,000.
    opening = "{type: UIView, subviews: [" * depth
    closing = "]}" * depth
    return (
        f"# {depth:,} nested plain views under a table in a navigation controller.\n"
        "device: iPhone 15 Pro\nios: 17\nroot:\n  type: UINavigationController\n"
        "  viewControllers:\n  - type: UIViewController\n    id: deep\n    view:\n"
        "      subviews:\n      - {type: UITableView, id: table, rows: 50}\n"
        f"      - {opening}{{type: UILabel, id: leaf}}{closing}\n"
    )


def siblings(count: int) -> str:
    lines = [
        f"# {count:,} sibling views in one controller's view.",
        "device: iPhone X",
        "ios: 11",
        "root:",
        "  type: UINavigationController",
        "  viewControllers:",
        "  - type: UIViewController",
        "    id: wide",
        "    view:",
        "      subviews:",
        "      - {type: UITableView, id: table, rows: 50}",
    ]
    for i in range(count):
        y = (i * 7) % 700
        lines.append(f"      - {{type: UIView, id: v{i}, frame: [0, {y}, 375, 44]}}")
    return "\n".join(lines) + "\n"


def plain_siblings(count: int) -> str:
    lines = [
        "# 100,000 plain sibling views (type only: each fills the controller's view).",
        "device: iPhone X",
        "ios: 11",
        "root:",
        "  type: UINavigationController",
        "  viewControllers:",
        "  - type: UIViewController",
        "    view:",
        "      subviews:",
    ]
    lines += ["      - {type: UIView}"] * count
    return "\n".join(lines) + "\n"


def warned_siblings(count: int) -> str:
    # Issue 15 item 7: every label sits under the status bar, so each one is a pitfall
    # warning; reporting them must stay linear in the number of warnings.
    lines = [
        "# 100,000 sibling labels under the status bar: one content-under-bar warning each.",
        "device: iPhone X",
        "ios: 11",
        "root:",
        "  type: UIViewController",
        "  view:",
        "    subviews:",
    ]
    for i in range(count):
        lines.append(f"    - {{type: UILabel, id: l{i}, frame: [0, 0, 100, 20]}}")
    return "\n".join(lines) + "\n"


def main() -> None:
    out = sys.argv[1] if len(sys.argv) > 1 else "bench-out"
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "nested-490.yaml"), "w") as f:
        f.write(nested(490))
    with open(os.path.join(out, "siblings-10000.yaml"), "w") as f:
        f.write(siblings(10_000))
    with open(os.path.join(out, "siblings-100000.yaml"), "w") as f:
        f.write(siblings(100_000))
    with open(os.path.join(out, "siblings-plain-100000.yaml"), "w") as f:
        f.write(plain_siblings(100_000))
    with open(os.path.join(out, "warnings-100000.yaml"), "w") as f:
        f.write(warned_siblings(100_000))


if __name__ == "__main__":
    main()
