"""Compare two trees of outputs (reports, exported cases, a built site), ignoring timings and scratch paths.

Used to check that a change which only moves code leaves behaviour alone::

    python -m tests.support.compare_outputs BEFORE_DIR AFTER_DIR

It prints the files found on one side only and the files whose text differs
once elapsed times, timestamps and temporary paths are masked, and exits 1 if
there is any difference.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Final

NOISE: Final = tuple(
    re.compile(pattern)
    for pattern in (
        r'"(elapsed|elapsed_seconds|duration|generated|time|timestamp)": ?[^,}\n]*',
        r'time="[^"]*"',
        r'timestamp="[^"]*"',
        r"\d+\.\d+ ?s\b",
        r"/tmp/[\w./-]+",
    )
)


def masked(text: str) -> str:
    """``text`` with timings and scratch paths replaced by ``~``.

    >>> masked('{"elapsed_seconds": 2.9, "passed": 3}')
    '{~, "passed": 3}'
    """
    for pattern in NOISE:
        text = pattern.sub("~", text)
    return text


def differences(before: Path, after: Path) -> list[str]:
    """One line per file present on one side only or differing between the two trees."""
    left = {p.relative_to(before) for p in before.rglob("*") if p.is_file()}
    right = {p.relative_to(after) for p in after.rglob("*") if p.is_file()}
    out = [f"only before: {p}" for p in sorted(left - right)] + [f"only after: {p}" for p in sorted(right - left)]
    for path in sorted(left & right):
        a, b = (before / path).read_bytes(), (after / path).read_bytes()
        try:
            same = masked(a.decode("utf-8")) == masked(b.decode("utf-8"))
        except UnicodeDecodeError:
            same = a == b
        if not same:
            out.append(f"differs: {path}")
    return out


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    found = differences(Path(argv[0]), Path(argv[1]))
    for line in found:
        print(line)
    print(f"{len(found)} difference(s)")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
