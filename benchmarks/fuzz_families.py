#!/usr/bin/env python3
"""(e2) Fuzzing's cost per action, All Fives beside the block family: ``.venv/bin/python benchmarks/fuzz_families.py``.

``domino-rules fuzz`` against the reference over the subprocess protocol (started and handshaken before the
clock starts), every action compared (``--check-every 1``: one request per hand with ``each``), on the same
number of hands of ``ndf-double-nine`` (the block family, positions) and ``wcdt-all-fives`` (complete deals,
singles and doubles), in alternating rounds. Each way is timed as the CPU it costs, this process's and the
implementation's together (read from ``/proc``), divided by the actions played.

**Bar: All Fives <= 2x the block family per action**, the median of the rounds' paired ratios. Exit status 0
when it holds, 1 when not.
"""

from __future__ import annotations

import argparse
import shlex
import statistics
import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: the checkout's packages, benchmarks included
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.fuzz import timed
from conformance.fuzz import Scope, fuzz_hands
from conformance.messages import PROTOCOL_VERSION
from conformance.wire import SubprocessAdapter

BAR = 2.0
BLOCK = "ndf-double-nine"
FIVES = "wcdt-all-fives"


def fuzz_family(adapter: SubprocessAdapter, rulebook: str, seed: int, count: int, complete: bool) -> int:
    """Fuzz hands 0..count-1 of ``rulebook`` as the command does; the actions played (every hand must agree)."""
    results = fuzz_hands(adapter, rulebook, seed, range(count), 1, scope=Scope(complete=complete))
    for result in results:
        assert result["prefix"] is None, result["divergences"]
        assert result["batched"], "the reference answers a whole hand with each"
    return sum(result["actions"] for result in results)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=60, help="hands of each rulebook per timed loop (default 60)")
    parser.add_argument("--repeats", type=int, default=5, help="rounds (default 5)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    adapter = SubprocessAdapter(shlex.join([sys.executable, "-m", "conformance.reference_adapter"]), validate=False)
    adapter.start({"op": "start", "protocol": PROTOCOL_VERSION, "suite": "domino-rules"})
    actions = {
        BLOCK: fuzz_family(adapter, BLOCK, args.seed, args.hands, False),
        FIVES: fuzz_family(adapter, FIVES, args.seed, args.hands, True),
    }
    per_action: dict[str, list[float]] = {BLOCK: [], FIVES: []}
    paired: list[float] = []
    try:
        for _ in range(args.repeats):
            for book, complete in ((BLOCK, False), (FIVES, True)):

                def loop(book: str = book, complete: bool = complete) -> int:
                    return fuzz_family(adapter, book, args.seed, args.hands, complete)

                _, cost = timed(loop, adapter.pid)
                per_action[book].append(cost / actions[book])
            paired.append(per_action[FIVES][-1] / per_action[BLOCK][-1])
    finally:
        adapter.stop()
    for book in (BLOCK, FIVES):
        best = min(per_action[book])
        print(f"  {book:<18} {args.hands} hands, {actions[book]} actions: {best * 1e6:7.1f} us CPU an action (best)")
    ratio = statistics.median(paired)
    shown = ", ".join(f"{r:.2f}" for r in sorted(paired))
    print(
        f"\nbar All Fives <= {BAR:g}x the block family per action (CPU, the median of {len(paired)} rounds' "
        f"ratios {shown}): {ratio:.2f}x {'PASS' if ratio <= BAR else 'FAIL'}"
    )
    return 0 if ratio <= BAR else 1


if __name__ == "__main__":
    sys.exit(main())
