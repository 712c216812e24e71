"""A benchmark's result against its bar, and the table ``benchmarks/run.py`` ends with.

>>> print(table([at_least("fast / slow", 25.0, 20.0), beside("fast / slow, interpreted", 9.5)]))
benchmark                 measured  bar     result
------------------------  --------  ------  ------
fast / slow               25.00x    >= 20x  PASS
fast / slow, interpreted  9.50x     (none)  -
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Bar:
    """One row of the table: what was measured, the bar it is held to, and whether it passed.

    ``passed`` is None for a figure printed beside another with no bar of its own.
    """

    name: str
    measured: str
    bar: str
    passed: bool | None


def at_least(name: str, ratio: float, bar: float) -> Bar:
    return Bar(name, f"{ratio:.2f}x", f">= {bar:g}x", ratio >= bar)


def at_most(name: str, ratio: float, bar: float) -> Bar:
    return Bar(name, f"{ratio:.2f}x", f"<= {bar:g}x", ratio <= bar)


def beside(name: str, ratio: float) -> Bar:
    """A ratio printed for comparison, with no bar."""
    return Bar(name, f"{ratio:.2f}x", "(none)", None)


def failed(name: str, why: str, bar: str) -> Bar:
    """A benchmark that could not measure: a FAIL, with the reason in place of the figure."""
    return Bar(name, why, bar, False)


def verdict(bar: Bar) -> str:
    return "-" if bar.passed is None else "PASS" if bar.passed else "FAIL"


def table(bars: Sequence[Bar]) -> str:
    rows = [("benchmark", "measured", "bar", "result")]
    rows += [(b.name, b.measured, b.bar, verdict(b)) for b in bars]
    widths = [max(len(row[i]) for row in rows) for i in range(4)]
    lines = ["  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)).rstrip() for row in rows]
    lines.insert(1, "  ".join("-" * width for width in widths))
    return "\n".join(lines)


def all_passed(bars: Sequence[Bar]) -> bool:
    """No bar failed (figures with no bar do not count)."""
    return all(b.passed is not False for b in bars)
