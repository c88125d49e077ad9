#!/usr/bin/env python3
"""Writes the Auto Layout benchmark scenes (Benchmarks/autolayout.sh):

- forms-100.yaml: 100 forms side by side in one screen, each a scroll view with 60 views held by
  151 constraints (labels and text fields in rows, sized by intrinsic sizes), each container a
  constraint group of its own (a scroll view's content is one); time per form = (this − frames-100.yaml) / 100;
- frames-100.yaml: the same views placed by frame (the baseline without the solver);
- chain-10000.yaml: 10,000 views in one group, each pinned under the one before it.
"""
import os
import sys

out = sys.argv[1] if len(sys.argv) > 1 else "bench-out"
os.makedirs(out, exist_ok=True)

HEADER = """device: iPhone X
ios: 13
root:
  type: UIViewController
  view:
    subviews:
"""


def form(index, constrained):
    lines = [f"      - type: UIScrollView", f"        id: form{index}", f"        frame: [0, 0, 375, 812]", "        subviews:"]
    # 30 rows of (label, field) = 60 views; constraints per row: label 2 (leading, top) + field 3
    # (leading, trailing, centerY) = 5 → 150, and the last label's bottom → 151; sizes come from
    # intrinsicContentSize.
    for row in range(30):
        label, field = f"f{index}l{row}", f"f{index}t{row}"
        if constrained:
            above = f"f{index}l{row - 1}.bottom + 4" if row else "superview.top + 8"
            # The last row closes the content, so its height is fixed (a scroll view's content
            # that does not reach the far edge is ambiguous, as Interface Builder says).
            close = f", \"{label}.bottom == superview.bottom - 8\"" if row == 29 else ""
            lines += [
                f"          - {{type: UILabel, id: {label}, intrinsicContentSize: [80, 21], constraints: [\"{label}.leading == superview.leading + 16\", \"{label}.top == {above}\"{close}]}}",
                f"          - {{type: UITextField, id: {field}, intrinsicContentSize: [100, 21], constraints: [\"{field}.leading == {label}.trailing + 8\", \"{field}.trailing == superview.trailing - 16\", \"{field}.centerY == {label}.centerY\"]}}",
            ]
        else:
            y = 8 + row * 25
            lines += [
                f"          - {{type: UILabel, id: {label}, frame: [16, {y}, 80, 21]}}",
                f"          - {{type: UITextField, id: {field}, frame: [104, {y}, 255, 21]}}",
            ]
    return "\n".join(lines) + "\n"


for name, constrained in [("forms-100.yaml", True), ("frames-100.yaml", False)]:
    with open(os.path.join(out, name), "w") as handle:
        handle.write(HEADER)
        for index in range(100):
            handle.write(form(index, constrained))

with open(os.path.join(out, "chain-10000.yaml"), "w") as handle:
    handle.write(HEADER)
    for index in range(10000):
        top = f"{{to: v{index - 1}.bottom, inset: 8}}" if index else "safeArea"
        handle.write(f"      - {{type: UIView, id: v{index}, pin: {{top: {top}, leading: superview, trailing: superview, height: 44}}}}\n")
