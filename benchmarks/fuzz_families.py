#!/usr/bin/env python3
"""(e2) Fuzzing's cost per action, All Fives and Mexican Train beside the block family:
``.venv/bin/python benchmarks/fuzz_families.py``.

``domino-rules fuzz`` against the reference over the subprocess protocol (started and handshaken before the
clock starts), every action compared (``--check-every 1``: one request per hand with ``each``), on the same
number of hands of ``ndf-double-nine`` (the block family, positions), ``wcdt-all-fives`` (complete deals,
singles and doubles) and ``mexican-train``, in alternating rounds. Each way is timed as the CPU it costs, this
process's and the implementation's together (read from ``/proc``), divided by the actions played.

**Bars: All Fives and Mexican Train <= 2x the block family per action**, the median of the rounds' paired
ratios. Exit status 0 when they hold, 1 when not.
"""

from __future__ import annotations

import argparse
import shlex
import statistics
import sys
from pathlib import Path
from typing import Final

if __package__ in (None, ""):  # run as a script: the checkout's packages, benchmarks included
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.bars import Bar, all_passed, at_most, table
from benchmarks.fuzz import timed
from conformance import fuzz_train
from conformance.fuzz import Scope, fuzz_hands
from conformance.messages import PROTOCOL_VERSION
from conformance.wire import SubprocessAdapter

BAR = 2.0
BLOCK = "ndf-double-nine"
FIVES = "wcdt-all-fives"
TRAIN = "mexican-train"
FAMILIES: Final = (FIVES, TRAIN)
"""The families held to the block family's cost per action."""


def fuzz_family(adapter: SubprocessAdapter, rulebook: str, seed: int, count: int) -> int:
    """Fuzz hands 0..count-1 of ``rulebook`` as the command does; the actions played (every hand must agree)."""
    if rulebook == TRAIN:
        trains = [fuzz_train.fuzz_hand(adapter, rulebook, seed, hand, 1, True) for hand in range(count)]
        for found in trains:
            assert found["prefix"] is None and found["batched"], found["divergences"]
        return sum(found["actions"] for found in trains)
    results = fuzz_hands(adapter, rulebook, seed, range(count), 1, scope=Scope(complete=rulebook == FIVES))
    for result in results:
        assert result["prefix"] is None, result["divergences"]
        assert result["batched"], "the reference answers a whole hand with each"
    return sum(result["actions"] for result in results)


def measure(hands: int = 60, repeats: int = 5, seed: int = 0) -> list[Bar]:
    """Each family's fuzzing cost per action against the block family's, paired round by round; the bars."""
    adapter = SubprocessAdapter(shlex.join([sys.executable, "-m", "conformance.reference_adapter"]), validate=False)
    adapter.start({"op": "start", "protocol": PROTOCOL_VERSION, "suite": "domino-rules"})
    books = (BLOCK, *FAMILIES)
    per_action: dict[str, list[float]] = {book: [] for book in books}
    paired: dict[str, list[float]] = {book: [] for book in FAMILIES}
    try:
        actions = {book: fuzz_family(adapter, book, seed, hands) for book in books}
        for _ in range(repeats):
            for book in books:

                def loop(book: str = book) -> int:
                    return fuzz_family(adapter, book, seed, hands)

                _, cost = timed(loop, adapter.pid)
                per_action[book].append(cost / actions[book])
            for book in FAMILIES:
                paired[book].append(per_action[book][-1] / per_action[BLOCK][-1])
    finally:
        adapter.stop()
    print(f"fuzzing per action, {hands} hands of each (seed {seed}), CPU of both processes:")
    for book in books:
        best = min(per_action[book])
        print(f"    {book:<18} {actions[book]:6} actions: {best * 1e6:7.1f} us an action (best)")
    bars: list[Bar] = []
    for book in FAMILIES:
        ratio = statistics.median(paired[book])
        shown = ", ".join(f"{r:.2f}" for r in sorted(paired[book]))
        print(f"    {book} / {BLOCK} per action (the median of the rounds' ratios {shown}): {ratio:.2f}x")
        bars.append(at_most(f"fuzz an action, {book} / {BLOCK} (CPU, paired median)", ratio, BAR))
    return bars


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=60, help="hands of each rulebook per timed loop (default 60)")
    parser.add_argument("--repeats", type=int, default=5, help="rounds (default 5)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    bars = measure(args.hands, args.repeats, args.seed)
    print(table(bars))
    return 0 if all_passed(bars) else 1


if __name__ == "__main__":
    sys.exit(main())
