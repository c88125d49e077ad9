#!/usr/bin/env python3
"""Writes a synthetic corpus of realistic scene files for the scale benchmark.

Usage: make-corpus.py N OUT [--seed SEED]

N scenes of 20-60 views each, 100 to a folder (OUT/feature-000/scene-00000.yaml, ...), on a mix
of devices and eras: iOS 7-10 with layout guides and automaticallyAdjustsScrollViewInsets,
iOS 11-18 with the safe area and contentInsetAdjustmentBehavior; iPhones and iPads. Screens are
plain, navigation, tab-bar-with-navigation, table-view and collection-view controllers, with
nested container views, labels, buttons and images positioned by frame or pin, one scroll view
(table, collection or plain) per screen, and sometimes a child view controller. About one scene
in ten varies orientation through a matrix; about a third carry an expect block (the frames
of frame-positioned views, which hold by construction). The same N and seed always write the
same files.
"""
import argparse
import os
import random

# (name, first iOS, last iOS) from `insetlab devices`: a spread of screens and eras.
DEVICES = [
    ("iPhone 5s", 7, 12),
    ("iPhone 6", 8, 12),
    ("iPhone 6 Plus", 8, 12),
    ("iPhone SE (1st generation)", 9, 15),
    ("iPhone 7", 10, 15),
    ("iPhone 8", 11, 16),
    ("iPhone X", 11, 16),
    ("iPhone XR", 12, 17),
    ("iPhone 11 Pro", 13, 18),
    ("iPhone 12", 14, 18),
    ("iPhone 13 mini", 15, 18),
    ("iPhone 14 Pro", 16, 18),
    ("iPhone 15 Pro Max", 17, 18),
    ("iPhone 16", 18, 18),
    ("iPad (6th generation)", 11, 17),
    ("iPad Pro (11-inch)", 12, 18),
    ("iPad Air (4th generation)", 14, 18),
]

LEAVES = ["UILabel", "UILabel", "UILabel", "UIImageView", "UIButton", "UISwitch", "UITextField", "UISegmentedControl"]


class Scene:
    """One scene file, written line by line."""

    def __init__(self, rng: random.Random, index: int):
        self.rng = rng
        self.index = index
        self.lines: list[str] = []
        self.views = 0
        self.ids = 0
        self.expectations: list[str] = []

    def next_id(self, prefix: str) -> str:
        self.ids += 1
        return f"{prefix}{self.ids}"

    def line(self, indent: int, text: str) -> None:
        self.lines.append(" " * indent + text)

    def frame(self, width: int, height: int) -> list[int]:
        w = self.rng.randrange(40, max(41, width))
        h = self.rng.choice([20, 24, 30, 32, 44, 60, 88, 120])
        x = self.rng.randrange(0, max(1, width - w + 1))
        y = self.rng.randrange(0, max(1, height - h + 1))
        return [x, y, w, h]

    def leaf(self, indent: int, width: int, height: int, expect: bool) -> None:
        """A leaf view with a frame; sometimes named and expected where it was put."""
        kind = self.rng.choice(LEAVES)
        rect = self.frame(width, height)
        named = expect or self.rng.random() < 0.3
        self.line(indent, f"- type: {kind}")
        if named:
            view_id = self.next_id("v")
            self.line(indent + 2, f"id: {view_id}")
            if expect:
                self.expectations.append(f"{view_id}.frame: [{rect[0]}, {rect[1]}, {rect[2]}, {rect[3]}]")
        self.line(indent + 2, f"frame: [{rect[0]}, {rect[1]}, {rect[2]}, {rect[3]}]")
        if self.rng.random() < 0.1:
            self.line(indent + 2, "isHidden: true")
        self.views += 1

    def container(self, indent: int, ios: int, width: int, height: int, budget: int, depth: int,
                  expect: bool) -> None:
        """A UIView holding leaves and, above depth 3, more containers; uses `budget` views."""
        rect = self.frame(width, height)
        rect[3] = self.rng.randrange(80, 240)
        self.line(indent, "- type: UIView")
        self.line(indent + 2, f"frame: [{rect[0]}, {rect[1]}, {rect[2]}, {rect[3]}]")
        # The draw comes first so that every scene is the same whatever its iOS version;
        # layoutMargins is iOS 8 API, an error on iOS 7 (M27).
        if self.rng.random() < 0.3 and ios >= 8:
            self.line(indent + 2, "layoutMargins: [8, 16, 8, 16]")
        self.views += 1
        budget -= 1
        if budget <= 0:
            return
        self.line(indent + 2, "subviews:")
        while budget > 0:
            if depth < 3 and budget > 4 and self.rng.random() < 0.25:
                used = self.rng.randrange(2, min(budget, 8) + 1)
                self.container(indent + 4, ios, rect[2], rect[3], used, depth + 1, expect)
                budget -= used
            else:
                self.leaf(indent + 4, rect[2], rect[3], expect and self.rng.random() < 0.25)
                budget -= 1

    def scroll_view(self, indent: int, ios: int) -> str:
        kind = self.rng.choice(["UITableView", "UITableView", "UICollectionView", "UIScrollView", "UITextView"])
        view_id = self.next_id("list")
        self.line(indent, f"- type: {kind}")
        self.line(indent + 2, f"id: {view_id}")
        if kind == "UITableView":
            if self.rng.random() < 0.3:
                self.line(indent + 2, f"style: {self.rng.choice(['grouped', 'insetGrouped' if ios >= 13 else 'grouped'])}")
                self.line(indent + 2, f"sections: [{{rows: {self.rng.randrange(1, 8)}, headerHeight: 28}}, {{rows: {self.rng.randrange(1, 12)}}}]")
            else:
                self.line(indent + 2, f"rows: {self.rng.randrange(0, 60)}")
        elif kind == "UICollectionView":
            self.line(indent + 2, f"layout: {{itemSize: [{self.rng.choice([80, 100, 160])}, {self.rng.choice([80, 120])}], items: {self.rng.randrange(0, 80)}}}")
        elif kind == "UIScrollView":
            self.line(indent + 2, f"contentSize: [320, {self.rng.randrange(200, 3000)}]")
        if ios >= 11 and self.rng.random() < 0.3:
            self.line(indent + 2, f"contentInsetAdjustmentBehavior: {self.rng.choice(['automatic', 'scrollableAxes', 'never', 'always'])}")
        if self.rng.random() < 0.15:
            self.line(indent + 2, "contentInset: [0, 0, 44, 0]")
        self.views += 1
        return view_id

    def pinned_bar(self, indent: int, ios: int) -> None:
        top = "safeArea" if ios >= 11 else "topLayoutGuide"
        self.line(indent, f"- type: {self.rng.choice(['UIView', 'UISegmentedControl'])}")
        self.line(indent + 2, f"pin: {{top: {top}, leading: superview, trailing: superview, height: 44}}")
        self.views += 1

    def controller_view(self, indent: int, ios: int, views: int, size: tuple[int, int], expect: bool) -> None:
        """`view:` of a UIViewController: a scroll view first (the first-subview search), then
        containers and leaves, sometimes a pinned bar or an embedded child controller."""
        self.line(indent, "view:")
        self.line(indent + 2, "subviews:")
        inner = indent + 4
        if self.rng.random() < 0.85:
            self.scroll_view(inner, ios)
        if self.rng.random() < 0.3:
            self.pinned_bar(inner, ios)
        if self.rng.random() < 0.1:
            self.line(inner, "- childViewController:")
            self.line(inner + 4, "type: UIViewController")
            self.line(inner + 4, f"id: {self.next_id('child')}")
            self.line(inner + 4, "view: {subviews: [{type: UILabel, frame: [8, 8, 200, 20]}]}")
            self.line(inner + 2, f"frame: [0, {self.rng.randrange(100, 300)}, {size[0]}, 120]")
            self.views += 2
        width, height = size
        while self.views < views:
            remaining = views - self.views
            if remaining > 3 and self.rng.random() < 0.5:
                self.container(inner, ios, width, height, self.rng.randrange(3, min(remaining, 12) + 1), 1, expect)
            else:
                self.leaf(inner, width, height, expect and self.rng.random() < 0.3)

    def controller_keys(self, indent: int, ios: int) -> None:
        r = self.rng.random()
        if r < 0.15:
            self.line(indent, f"edgesForExtendedLayout: {self.rng.choice(['none', '[top]', '[bottom]', 'all'])}")
        if ios < 11 and self.rng.random() < 0.2:
            self.line(indent, "automaticallyAdjustsScrollViewInsets: false")
        if self.rng.random() < 0.1:
            self.line(indent, "extendedLayoutIncludesOpaqueBars: true")
        if ios >= 11 and self.rng.random() < 0.1:
            self.line(indent, "additionalSafeAreaInsets: [0, 0, 20, 0]")

    def write(self) -> str:
        rng = self.rng
        device, first, last = rng.choice(DEVICES)
        ios = rng.randint(first, last)
        width, height = (768, 1024) if device.startswith("iPad") else (375, 667)
        views = rng.randint(20, 60)
        expect = rng.random() < 0.33
        shape = rng.choice(["nav", "nav", "tab", "plain", "tableController", "collectionController"])
        self.line(0, f"name: Screen {self.index} ({shape}, iOS {ios})")
        self.line(0, f"device: {device}")
        self.line(0, f"ios: {ios}")
        if rng.random() < 0.1:
            self.line(0, "matrix:")
            self.line(2, "orientation: [portrait, landscape]")
        self.line(0, "root:")
        if shape == "plain":
            self.line(2, "type: UIViewController")
            self.line(2, "id: screen")
            self.controller_keys(2, ios)
            self.controller_view(2, ios, views, (width, height), expect)
        elif shape in ("tableController", "collectionController"):
            self.line(2, "type: UINavigationController")
            self.line(2, "viewControllers:")
            kind, key = (("UITableViewController", "tableView") if shape == "tableController"
                         else ("UICollectionViewController", "collectionView"))
            self.line(4, f"- type: {kind}")
            self.line(6, "id: screen")
            if kind == "UITableViewController":
                self.line(6, f"{key}: {{rows: {rng.randrange(5, 80)}, style: {rng.choice(['plain', 'grouped'])}}}")
            else:
                self.line(6, f"{key}: {{layout: {{itemSize: [100, 100], items: {rng.randrange(5, 80)}}}}}")
            # The controller's view is the scroll view; the rest of the budget goes to a
            # second, plain screen below it in the stack (not on screen, still decoded).
            self.views += 1
            self.line(4, "- type: UIViewController")
            self.line(6, "id: detail")
            self.controller_view(6, ios, views, (width, height), expect)
        else:
            nav_indent = 2
            if shape == "tab":
                self.line(2, "type: UITabBarController")
                self.line(2, f"tabBar: {{isTranslucent: {str(rng.random() < 0.7).lower()}}}")
                self.line(2, "viewControllers:")
                self.line(4, "- type: UINavigationController")
                nav_indent = 6
                self.line(nav_indent, "id: nav")
            else:
                self.line(2, "type: UINavigationController")
                self.line(2, "id: nav")
            self.line(nav_indent, f"navigationBar: {{isTranslucent: {str(rng.random() < 0.7).lower()}}}")
            self.line(nav_indent, "viewControllers:")
            self.line(nav_indent + 2, "- type: UIViewController")
            self.line(nav_indent + 4, "id: screen")
            self.controller_keys(nav_indent + 4, ios)
            self.controller_view(nav_indent + 4, ios, views, (width, height), expect)
            if shape == "tab":
                self.line(4, "- type: UIViewController")
                self.line(6, "id: settings")
        if self.expectations:
            self.line(0, "expect:")
            for expectation in self.expectations:
                self.line(2, expectation)
        return "\n".join(self.lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("count", type=int)
    parser.add_argument("out")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    for index in range(args.count):
        folder = os.path.join(args.out, f"feature-{index // 100:03d}")
        os.makedirs(folder, exist_ok=True)
        text = Scene(random.Random(rng.getrandbits(64)), index).write()
        with open(os.path.join(folder, f"scene-{index:05d}.yaml"), "w", encoding="utf-8") as f:
            f.write(text)


if __name__ == "__main__":
    main()
