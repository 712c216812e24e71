"""Compare two trees of outputs, ignoring timings and machine paths.

python tests/support/compare_outputs.py BEFORE AFTER
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

NOISE = [
    re.compile(p)
    for p in [
        r'"(elapsed|duration|generated|time|timestamp)": ?[^,}\n]*',
        r'time="[^"]*"',
        r'timestamp="[^"]*"',
        r"\d+\.\d+ ?s\b",
        r"/tmp/[\w./-]+",
        r"in \d+(\.\d+)? s",
    ]
]


def norm(text: str) -> str:
    for pattern in NOISE:
        text = pattern.sub("~", text)
    return text


def compare(a: Path, b: Path) -> int:
    """Print what differs between the trees ``a`` and ``b``; the number of common files that differ."""
    fa = {p.relative_to(a) for p in a.rglob("*") if p.is_file()}
    fb = {p.relative_to(b) for p in b.rglob("*") if p.is_file()}
    for x in sorted(fa - fb):
        print("only before:", x)
    for x in sorted(fb - fa):
        print("only after:", x)
    diff = 0
    for x in sorted(fa & fb):
        try:
            ta, tb = (a / x).read_text(), (b / x).read_text()
        except UnicodeDecodeError:
            if (a / x).read_bytes() != (b / x).read_bytes():
                print("binary differs:", x)
            continue
        if norm(ta) != norm(tb):
            diff += 1
            print("differs:", x)
    print(f"{len(fa & fb)} common files, {diff} differ")
    return diff


if __name__ == "__main__":
    compare(Path(sys.argv[1]), Path(sys.argv[2]))
